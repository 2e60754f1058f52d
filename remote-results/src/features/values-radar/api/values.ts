// The values radar's data: a shared values result (GET shared-results/<token>; the own result, an
// invitation's profile, the partner's answers once given) and the submission of the answers
// (POST assessments), both parsed with the contract's schemas. Failures are thrown FunctionErrors.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FunctionError } from '@cc/shared-auth';
import { type SubmitAssessmentResponse } from '@cc/shared-contract';
import { type Answers, type ValuesComparison, type ValuesResult } from '@cc/shared-domain';
import { assessmentKeys, getSharedResult, submitAssessment } from '../../../common/api';
import { writeMine } from '../storage';

export interface SharedProfile {
  type: string;
  created_at: string;
  result: ValuesResult;
}

export interface SharedValues extends SharedProfile {
  id: string;
  share_token?: string;
  partner?: SharedProfile;
  comparison?: ValuesComparison;
}

/** How often the inviter's page asks whether the partner has answered (only while the page is visible). */
export const partnerPollMs = 20_000;

const notValues = () =>
  new FunctionError({
    code: 'invalid_response',
    status: null,
    name: 'InvalidResponseError',
    message: 'Not a values result',
  });

const isValues = <P extends { result: { type: string } }>(profile: P): profile is P & { result: ValuesResult } =>
  profile.result.type === 'values';

async function loadShared(token: string, previous: SharedValues | undefined): Promise<SharedValues> {
  const data = await getSharedResult(token);
  if (!isValues(data)) throw notValues();
  const partner = data.partner && isValues(data.partner) ? data.partner : previous?.partner;
  return { ...data, partner };
}

interface SharedValuesOptions {
  /** Ask again every partnerPollMs while the result has no partner (the inviter waits for the answers). */
  pollForPartner?: boolean;
  enabled?: boolean;
}

/** The shared values result of `token`; `pollForPartner`: see SharedValuesOptions. */
export const sharedValuesQuery = (token: string, pollForPartner = false) =>
  queryOptions<SharedValues, FunctionError>({
    queryKey: assessmentKeys.sharedValues(token),
    // The partner this page already knows stays when an answer leaves it out (the invited side).
    queryFn: ({ client, queryKey }) => loadShared(token, client.getQueryData<SharedValues>(queryKey)),
    refetchInterval: (query) =>
      pollForPartner && query.state.data && !query.state.data.partner ? partnerPollMs : false,
  });

/** The shared values result of `token` (none without a token). */
export function useSharedValues(
  token: string | null,
  { pollForPartner = false, enabled = true }: SharedValuesOptions = {},
) {
  return useQuery({ ...sharedValuesQuery(token ?? '', pollForPartner), enabled: enabled && Boolean(token) });
}

export interface SubmitValuesInput {
  answers: Answers;
  lang: string;
  /** The invitation answered: its token and, when it was read, the inviter's profile. */
  invitation?: { token: string; profile?: SharedProfile };
}

/**
 * Sends the answers. The own result is stored as this browser's (`writeMine`) and put into the
 * cache under its share token, with the inviter as the partner, so its page shows without a request.
 */
export function useSubmitValues() {
  const queryClient = useQueryClient();
  return useMutation<SubmitAssessmentResponse & { result: ValuesResult }, FunctionError, SubmitValuesInput>({
    mutationFn: async ({ answers, lang, invitation }) => {
      const data = await submitAssessment({
        type: 'values',
        answers,
        lang,
        ...(invitation ? { compare_with: invitation.token } : {}),
      });
      if (!isValues(data)) throw notValues();
      return data;
    },
    onSuccess: (data, { invitation }) => {
      writeMine({
        token: data.share_token,
        createdAt: data.created_at,
        ...(invitation ? { invitedBy: invitation.token } : {}),
      });
      queryClient.setQueryData(sharedValuesQuery(data.share_token).queryKey, {
        id: data.id,
        type: data.type,
        created_at: data.created_at,
        result: data.result,
        share_token: data.share_token,
        partner: invitation?.profile,
        comparison: data.comparison,
      });
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
    },
  });
}
