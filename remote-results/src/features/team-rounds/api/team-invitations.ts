// The member's side of a team round and the shared result: no account, no owner. An invitation is
// read and answered through its code (`/team-invitations/:code`), the read-only result through the
// token of its shared link (`/team-results/:token`); every answer is parsed with the contract's schema.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '@cc/shared-auth/api-client';
import {
  type SubmitTeamAnswersResponse,
  type TeamInvitationResponse,
  type TeamRoundResultResponse,
  teamRoundEndpoints,
} from '@cc/shared-contract';
import type { TeamRoundLanguage } from '@cc/shared-domain';

export const teamMemberKeys = {
  invitation: (code: string) => ['team-invitations', code] as const,
  sharedResult: (token: string) => ['team-results', token] as const,
};

const roundsApi = createApiClient(teamRoundEndpoints);

export const getTeamInvitation = (code: string): Promise<TeamInvitationResponse> =>
  roundsApi.getTeamInvitation({ params: { code } });

export interface TeamAnswersBody {
  answers: Record<string, number>;
  lang: TeamRoundLanguage;
  /** This browser's id (member-storage's teamBrowserId): one answer per browser. */
  browser_id: string;
}

export const submitTeamAnswers = (code: string, body: TeamAnswersBody): Promise<SubmitTeamAnswersResponse> =>
  roundsApi.submitTeamAnswers({ params: { code }, body });

export const getSharedTeamResult = (token: string): Promise<TeamRoundResultResponse> =>
  roundsApi.getSharedTeamResult({ params: { token } });

/** What a member sees before answering. The same for everyone holding the code, so no identity in the key. */
export const teamInvitationQuery = (code: string) =>
  queryOptions({
    queryKey: teamMemberKeys.invitation(code),
    queryFn: () => getTeamInvitation(code),
    // The round may close or fill up while the page is open: read it fresh on every visit.
    staleTime: 0,
  });

export const useTeamInvitation = (code: string) => useQuery(teamInvitationQuery(code));

/** Sends one answer set; the invitation's state changes with it (a mailed invitation is used then). */
export function useSubmitTeamAnswers(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamAnswersBody) => submitTeamAnswers(code, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamMemberKeys.invitation(code) }),
  });
}

/** Polls while the round is open and below the threshold, so the result appears without a reload. */
const sharedResultPollMs = 30_000;

export const sharedTeamResultQuery = (token: string) =>
  queryOptions({
    queryKey: teamMemberKeys.sharedResult(token),
    queryFn: () => getSharedTeamResult(token),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'open' ? sharedResultPollMs : false),
  });

export const useSharedTeamResult = (token: string) => useQuery(sharedTeamResultQuery(token));
