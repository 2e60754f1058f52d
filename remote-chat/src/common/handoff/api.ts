// The handoff's data, for both advisors: the draft (from the premium conversation the server
// keeps, or from the public conversation this tab keeps), the directory to address one expert,
// and the request itself.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@cc/shared-auth/api-client';
import {
  type AdvisorLanguage,
  type AdvisorMessage,
  type AdvisorResultContext,
  type CreateExpertRequestBody,
  type HandoffDraft,
  advisorEndpoints,
  caseKeys,
} from '@cc/shared-contract';
import { advisorKeys, createExpertRequest, getHandoffDraft, listDirectoryExperts } from '../api/advisor';

/** Where the draft comes from: a stored premium conversation (none yet: no draft), or the public chat's messages. */
export type HandoffSource =
  | { kind: 'premium'; conversationId: string | null }
  | { kind: 'public'; history: AdvisorMessage[]; lang: AdvisorLanguage; result?: AdvisorResultContext };

/** Whether there is anything to draft from (the public draft needs a message of the visitor). */
export const canDraft = (source: HandoffSource): boolean =>
  source.kind === 'premium'
    ? source.conversationId !== null
    : source.history.some((message) => message.role === 'user');

export const getPublicHandoffDraft = (source: Extract<HandoffSource, { kind: 'public' }>) =>
  callEndpoint(advisorEndpoints.publicHandoffDraft, {
    body: { history: source.history, lang: source.lang, ...(source.result ? { result: source.result } : {}) },
  });

export function useHandoffDraft() {
  return useMutation({
    mutationFn: (source: HandoffSource): Promise<HandoffDraft> =>
      source.kind === 'premium' ? getHandoffDraft(source.conversationId ?? '') : getPublicHandoffDraft(source),
  });
}

export function useCreateExpertRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateExpertRequestBody; key: string }) => createExpertRequest(body, key),
    // The new request shows in the dashboard's cases widget (remote-expert).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}

/** Approved experts the handoff may address (loaded when the handoff opens). */
export const directoryExpertsQuery = () =>
  queryOptions({ queryKey: advisorKeys.directory, queryFn: listDirectoryExperts });

export const useDirectoryExperts = () => useQuery(directoryExpertsQuery());
