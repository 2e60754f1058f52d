// The expert's case data (approved experts at aal2 only; the api refuses anything else):
// the inbox and own cases, accepting and declining, appointments, private notes and closing.
// One case, its messages and cancelling are the shared hooks of src/common/case. Every change refreshes every case query
// (`caseKeys.all`, shared-contract): status, lists and unread counts move together.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth, type Identity } from '@cc/shared-auth';
import { createApiClient } from '@cc/shared-auth/api-client';
import { caseEndpoints, caseKeys, type CreateAppointmentBody, type UpdateAppointmentBody } from '@cc/shared-contract';

export type { CaseAppointment, CaseDetail, CaseEvent, CaseNote, CaseSummary, ExpertCases } from '@cc/shared-contract';

const casesApi = createApiClient(caseEndpoints);

/** Case data is asked for only at aal2 (the api answers insufficient_aal below). */
function useExpertSession() {
  const { identity, aal, loading } = useAuth();
  return { identity, enabled: !loading && aal === 'aal2' };
}

/** The inbox and the expert's own cases; read fresh whenever the page is shown again. */
export const expertCasesQuery = (identity: Identity) =>
  queryOptions({
    queryKey: caseKeys.expertList(identity),
    queryFn: () => casesApi.listExpertCases(),
    // Another expert may take an open request at any time.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useExpertCases() {
  const { identity, enabled } = useExpertSession();
  return useQuery({ ...expertCasesQuery(identity), enabled });
}

/** A change to a case: every case query is read again. */
function useCaseMutation<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}

export const useAcceptCase = (id: string) => useCaseMutation(() => casesApi.acceptCase({ params: { id } }));

export const useDeclineCase = (id: string) =>
  useCaseMutation((reason: string) => casesApi.declineCase({ params: { id }, body: { reason } }));

export const useCloseCase = (id: string) =>
  useCaseMutation((outcome: string) => casesApi.closeCase({ params: { id }, body: { outcome } }));

export const useCreateAppointment = (id: string) =>
  useCaseMutation((body: CreateAppointmentBody) => casesApi.createAppointment({ params: { id }, body }));

export const useUpdateAppointment = (id: string) =>
  useCaseMutation(({ appointmentId, body }: { appointmentId: string; body: UpdateAppointmentBody }) =>
    casesApi.updateAppointment({ params: { id, appointmentId }, body }),
  );

export const useCancelAppointment = (id: string) =>
  useCaseMutation((appointmentId: string) => casesApi.cancelAppointment({ params: { id, appointmentId } }));

/** The expert's own private notes on the case, newest first. */
export const caseNotesQuery = (identity: Identity, id: string) =>
  queryOptions({
    queryKey: caseKeys.notes(identity, id),
    queryFn: () => casesApi.listCaseNotes({ params: { id } }),
    select: (data) => data.notes,
  });

export function useCaseNotes(id: string) {
  const { identity, enabled } = useExpertSession();
  return useQuery({ ...caseNotesQuery(identity, id), enabled: enabled && id !== '' });
}

export const useAddNote = (id: string) =>
  useCaseMutation((body: string) => casesApi.createCaseNote({ params: { id }, body: { body } }));

export const useDeleteNote = (id: string) =>
  useCaseMutation((noteId: string) => casesApi.deleteCaseNote({ params: { id, noteId } }));
