// One case's server data for both sides (the client's case page and the expert's): the case with
// its history and appointments, the message thread, sending, marking read and cancelling. Each
// query stays fresh through realtime (`postgres_changes` of the case tables, authorised by the api):
// a change invalidates the query, which refetches through the endpoint (the one place that shapes
// and authorises the data), and a resubscription after a lost connection refetches what was missed.
import { useCallback, useEffect, useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAuth, type Identity } from '@cc/shared-auth';
import { createApiClient } from '@cc/shared-auth/api-client';
import { useRealtimeChanges, type RealtimeState } from '@cc/shared-auth/realtime';
import { caseEndpoints, caseKeys, type AnswerAppointmentBody, type CaseMessage } from '@cc/shared-contract';
import { caseLimits } from '@cc/shared-domain';

export type { CaseAppointment, CaseDetail, CaseEvent, CaseMessage, CaseSummary } from '@cc/shared-contract';

export const caseMessageMaxLength = caseLimits.message.max;

/**
 * Another person changes a case (the expert, the client in another tab): realtime keeps a query
 * fresh only while it is shown, so a page shown again asks once more.
 */
export const liveStaleTime = 0;

const casesApi = createApiClient(caseEndpoints);

interface CaseQueryOptions {
  /** Whether the caller may ask yet (the expert side: only at aal2). Default: anyone signed in or a guest. */
  enabled?: boolean;
}

/** Anyone with an identity may ask for a case; the api decides whether it is theirs. */
function useCaseIdentity(enabled: boolean | undefined): { identity: Identity; ready: boolean } {
  const { identity, loading } = useAuth();
  return { identity, ready: !loading && identity !== 'anonymous' && enabled !== false };
}

/**
 * Asks once more when the subscription is up after the first answer arrived: a change between
 * that answer and the subscription would otherwise stay unseen until the next one. (An answer
 * that comes after the subscription already includes it.)
 */
export function useRefreshWhenSubscribed({ status }: RealtimeState, refresh: () => void, loaded: boolean): void {
  const wasLoaded = useRef(loaded);
  wasLoaded.current = loaded;
  useEffect(() => {
    if (status === 'subscribed' && wasLoaded.current) refresh();
  }, [status, refresh]);
}

/** Refreshes every case query (after something this page did, or a change it was told of). */
export const refreshCases = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: caseKeys.all });

/** The case (status, history, appointments, the caller's actions). */
export const caseQuery = (identity: Identity, id: string) =>
  queryOptions({
    queryKey: caseKeys.detail(identity, id),
    queryFn: () => casesApi.getCase({ params: { id } }),
    staleTime: liveStaleTime,
  });

/** The thread, oldest first. */
export const caseMessagesQuery = (identity: Identity, id: string) =>
  queryOptions({
    queryKey: caseKeys.messages(identity, id),
    queryFn: async () => (await casesApi.listCaseMessages({ params: { id } })).messages,
    staleTime: liveStaleTime,
  });

/** The case, kept live. */
export function useCase(id: string, options: CaseQueryOptions = {}) {
  const { identity, ready } = useCaseIdentity(options.enabled);
  const queryClient = useQueryClient();
  const enabled = ready && id !== '';
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: caseKeys.detail(identity, id) }),
    [queryClient, identity, id],
  );
  const query = useQuery({ ...caseQuery(identity, id), enabled });
  // The case row (status, reasons, outcome, expert) and its appointments; a status change writes both the row and an event.
  const live = useRealtimeChanges({
    table: 'expert_requests',
    filter: `id=eq.${id}`,
    enabled,
    onChange: refresh,
    onResubscribe: refresh,
  });
  useRealtimeChanges({ table: 'case_appointments', filter: `request_id=eq.${id}`, enabled, onChange: refresh });
  useRefreshWhenSubscribed(live, refresh, query.isSuccess);
  return query;
}

/** The thread, kept live (new messages, and the other side reading). */
export function useCaseMessages(id: string, options: CaseQueryOptions = {}) {
  const { identity, ready } = useCaseIdentity(options.enabled);
  const queryClient = useQueryClient();
  const enabled = ready && id !== '';
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: caseKeys.messages(identity, id) }),
    [queryClient, identity, id],
  );
  const query = useQuery({ ...caseMessagesQuery(identity, id), enabled });
  const live = useRealtimeChanges({
    table: 'case_messages',
    filter: `request_id=eq.${id}`,
    enabled,
    onChange: refresh,
    onResubscribe: refresh,
  });
  useRefreshWhenSubscribed(live, refresh, query.isSuccess);
  return query;
}

/** Sends a message; the sent one joins the thread at once (the list is refetched behind it). */
export function useSendMessage(id: string) {
  const { identity } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => casesApi.sendCaseMessage({ params: { id }, body: { body } }),
    onSuccess: (sent: CaseMessage) => {
      queryClient.setQueryData(caseMessagesQuery(identity, id).queryKey, (list) =>
        list && !list.some((message) => message.id === sent.id) ? [...list, sent] : list,
      );
      void queryClient.invalidateQueries({ queryKey: caseKeys.messages(identity, id) });
    },
  });
}

/** Marks the other side's messages read (unread counts of the lists change with it). */
export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => casesApi.markCaseMessagesRead({ params: { id } }),
    onSuccess: ({ read }) => {
      if (read > 0) void refreshCases(queryClient);
    },
  });
}

/** Cancels the case (a client's reason is optional, an expert's required). */
export function useCancelCase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      casesApi.cancelCase({ params: { id }, body: reason.trim() ? { reason: reason.trim() } : {} }),
    onSuccess: () => void refreshCases(queryClient),
  });
}

/** The client's answer to a proposed appointment: confirm (one of its times), decline or ask for another. */
export function useAnswerAppointment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, body }: { appointmentId: string; body: AnswerAppointmentBody }) =>
      casesApi.answerAppointment({ params: { id, appointmentId }, body }),
    onSuccess: () => void refreshCases(queryClient),
  });
}
