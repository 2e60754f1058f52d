// The client's requests and cases for the dashboard widget (status, expert, next appointment,
// unread messages), kept live: a change of any of the caller's cases, appointments or messages
// (the api sends only the caller's) refetches the list.
import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth, type Identity } from '@cc/shared-auth';
import { callEndpoint } from '@cc/shared-auth/api-client';
import { useRealtimeChanges } from '@cc/shared-auth/realtime';
import { caseEndpoints, caseKeys } from '@cc/shared-contract';
import { liveStaleTime, useRefreshWhenSubscribed } from '../../../common/case/api';

/** The caller's own requests and cases (the dashboard widget). */
export const clientCasesQuery = (identity: Identity) =>
  queryOptions({
    queryKey: caseKeys.clientList(identity),
    queryFn: async () => (await callEndpoint(caseEndpoints.listExpertRequests)).requests,
    staleTime: liveStaleTime,
  });

export function useClientCases() {
  const { identity, loading } = useAuth();
  const queryClient = useQueryClient();
  const enabled = !loading && identity !== 'anonymous';
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: caseKeys.clientList(identity) }),
    [queryClient, identity],
  );
  const query = useQuery({ ...clientCasesQuery(identity), enabled });
  const live = useRealtimeChanges({ table: 'expert_requests', enabled, onChange: refresh, onResubscribe: refresh });
  useRealtimeChanges({ table: 'case_messages', event: 'INSERT', enabled, onChange: refresh });
  useRealtimeChanges({ table: 'case_appointments', enabled, onChange: refresh });
  useRefreshWhenSubscribed(live, refresh, query.isSuccess);
  return query;
}
