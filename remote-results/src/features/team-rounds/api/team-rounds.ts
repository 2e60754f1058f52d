// Team rounds in the browser: the owner's rounds (`/functions/v1/team-rounds…`), each answer
// parsed with the contract's schema. Query keys hold the caller's identity, so one person's rounds
// never show for the next. The owner page stays fresh through realtime (a change of the round row,
// sent by the api to its owner only) and, as a fallback, by asking again every 15 seconds.
import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth, type Identity } from '@cc/shared-auth';
import { createApiClient } from '@cc/shared-auth/api-client';
import { hasErrorCode } from '@cc/shared-auth/api-errors';
import { useRealtimeChanges } from '@cc/shared-auth/realtime';
import {
  type CreateTeamRoundBody,
  type InviteTeamMembersBody,
  type TeamRoundExport,
  type TeamRoundView,
  type UpdateTeamRoundBody,
  teamRoundEndpoints,
} from '@cc/shared-contract';

export type {
  TeamRoundExport,
  TeamRoundResult,
  TeamRoundResultResponse,
  TeamRoundSummary,
  TeamRoundView,
} from '@cc/shared-contract';

/** The owner page asks again this often when no realtime change arrives (a lost connection, a proxy). */
export const teamRoundPollMs = 15_000;

export const teamRoundKeys = {
  all: ['team-rounds'] as const,
  list: (identity: Identity) => ['team-rounds', 'list', identity] as const,
  detail: (identity: Identity, id: string) => ['team-rounds', 'detail', identity, id] as const,
  /** Keyed by the answers the published result is made of: a new version is a new key. */
  result: (identity: Identity, id: string, respondents: number) =>
    ['team-rounds', 'result', identity, id, respondents] as const,
};

const roundsApi = createApiClient(teamRoundEndpoints);

/** No such round for this caller (deleted, someone else's, or not a round's address at all). */
export const isNotFound = (error: unknown): boolean =>
  hasErrorCode(error, 'team_round_not_found') ||
  hasErrorCode(error, 'not_found') ||
  hasErrorCode(error, 'validation_failed');

/** Whether the caller can own rounds at all (a signed-in user or a guest), and whether that is known yet. */
export function useOwnerIdentity() {
  const { identity, loading } = useAuth();
  return { identity, loading, canOwn: !loading && identity !== 'anonymous' };
}

/** The caller's rounds, latest first (the dashboard widget). */
export const teamRoundsQuery = (identity: Identity) =>
  queryOptions({
    queryKey: teamRoundKeys.list(identity),
    queryFn: async () => (await roundsApi.listTeamRounds()).rounds,
    // Answers come in while the dashboard is elsewhere: a dashboard shown again asks once more.
    staleTime: 0,
  });

/** One round for its owner (every 15 s as a fallback to realtime). */
export const teamRoundQuery = (identity: Identity, id: string) =>
  queryOptions({
    queryKey: teamRoundKeys.detail(identity, id),
    queryFn: () => roundsApi.getTeamRound({ params: { id } }),
    staleTime: 0,
    // A round that is gone stays gone: no asking every 15 s.
    refetchInterval: (query) => (isNotFound(query.state.error) ? false : teamRoundPollMs),
  });

/** The published result of a round in the version made of `respondents` answers. */
export const teamRoundResultQuery = (identity: Identity, id: string, respondents: number) =>
  queryOptions({
    queryKey: teamRoundKeys.result(identity, id, respondents),
    queryFn: () => roundsApi.getTeamRoundResult({ params: { id } }),
    // A published version never changes; a new one has a new key. Until it arrives the last
    // version of the same round stays (never another round's).
    staleTime: Infinity,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === id ? previous : undefined),
  });

export function useTeamRounds() {
  const { identity, canOwn } = useOwnerIdentity();
  return useQuery({ ...teamRoundsQuery(identity), enabled: canOwn });
}

/** One round for its owner, kept live (realtime, and every 15 s as a fallback). */
export function useTeamRound(id: string) {
  const { identity, canOwn } = useOwnerIdentity();
  const queryClient = useQueryClient();
  const enabled = canOwn && id !== '';
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: teamRoundKeys.detail(identity, id) }),
    [queryClient, identity, id],
  );
  // The api sends a change of this round to its owner only (summary columns); any change refetches.
  useRealtimeChanges({
    table: 'team_rounds',
    filter: `id=eq.${id}`,
    enabled,
    onChange: refresh,
    onResubscribe: refresh,
  });
  return useQuery({ ...teamRoundQuery(identity, id), enabled });
}

/** The published result of a round; asked for only once one exists, and again when a new version does. */
export function useTeamRoundResult(round: TeamRoundView | undefined) {
  const { identity, canOwn } = useOwnerIdentity();
  const id = round?.id ?? '';
  const respondents = round?.result_respondents ?? 0;
  return useQuery({
    ...teamRoundResultQuery(identity, id, respondents),
    enabled: canOwn && round !== undefined && round.has_result,
  });
}

/** After a change of this page: the round (from the answer), and the lists that show it. */
function useRoundUpdate() {
  const { identity } = useOwnerIdentity();
  const queryClient = useQueryClient();
  return useCallback(
    (round: TeamRoundView) => {
      queryClient.setQueryData(teamRoundQuery(identity, round.id).queryKey, round);
      void queryClient.invalidateQueries({ queryKey: teamRoundKeys.list(identity) });
    },
    [queryClient, identity],
  );
}

export function useCreateTeamRound() {
  const update = useRoundUpdate();
  return useMutation({
    mutationFn: (body: CreateTeamRoundBody) => roundsApi.createTeamRound({ body }),
    onSuccess: update,
  });
}

/** While open: the team's name, the deadline (null removes it) and the link's allowance. */
export function useUpdateTeamRound(id: string) {
  const update = useRoundUpdate();
  return useMutation({
    mutationFn: (body: UpdateTeamRoundBody) => roundsApi.updateTeamRound({ params: { id }, body }),
    onSuccess: update,
  });
}

export function useInviteTeamMembers(id: string) {
  const update = useRoundUpdate();
  return useMutation({
    mutationFn: (body: InviteTeamMembersBody) => roundsApi.inviteTeamMembers({ params: { id }, body }),
    onSuccess: (answer) => update(answer.round),
  });
}

export function useRemindTeamMembers(id: string) {
  const update = useRoundUpdate();
  return useMutation({
    mutationFn: () => roundsApi.remindTeamMembers({ params: { id } }),
    onSuccess: (answer) => update(answer.round),
  });
}

export function useCloseTeamRound(id: string) {
  const update = useRoundUpdate();
  return useMutation({
    mutationFn: () => roundsApi.closeTeamRound({ params: { id } }),
    onSuccess: update,
  });
}

export function useShareTeamRound(id: string) {
  const update = useRoundUpdate();
  return useMutation({
    mutationFn: (shared: boolean) => roundsApi.shareTeamRound({ params: { id }, body: { shared } }),
    onSuccess: update,
  });
}

export function useDeleteTeamRound(id: string) {
  const { identity } = useOwnerIdentity();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => roundsApi.deleteTeamRound({ params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: teamRoundKeys.detail(identity, id) });
      void queryClient.invalidateQueries({ queryKey: teamRoundKeys.list(identity) });
    },
  });
}

/** The round as one JSON document (settings, counts, the published result). */
export function useExportTeamRound(id: string) {
  return useMutation({
    mutationFn: (): Promise<TeamRoundExport> => roundsApi.exportTeamRound({ params: { id } }),
  });
}
