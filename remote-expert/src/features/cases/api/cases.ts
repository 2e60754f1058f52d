// The expert's case data (approved experts at aal2 only; the api refuses anything else):
// the inbox and own cases, accepting and declining, appointments, private notes and closing.
// One case, its messages and cancelling are the shared hooks of src/common/case. Every change refreshes every case query
// (their keys start with 'cases'): status, lists and unread counts move together.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callFunction, useAuth } from '@cc/shared-auth';
import {
  appointmentResponse,
  caseNote,
  caseNotesResponse,
  caseResponse,
  deleteCaseNoteResponse,
  expertCasesResponse,
  type CreateAppointmentBody,
  type UpdateAppointmentBody,
} from '@cc/shared-contract';

export type { CaseAppointment, CaseDetail, CaseEvent, CaseNote, CaseSummary, ExpertCases } from '@cc/shared-contract';

export const caseKeys = {
  all: ['cases'] as const,
  expertList: (identity: string) => ['cases', 'expert-list', identity] as const,
  notes: (identity: string, id: string) => ['cases', 'notes', identity, id] as const,
};

const casePath = (id: string, rest = '') => `cases/${encodeURIComponent(id)}${rest}`;

/** Case data is asked for only at aal2 (the api answers insufficient_aal below). */
function useExpertSession() {
  const { identity, aal, loading } = useAuth();
  return { identity, enabled: !loading && aal === 'aal2' };
}

/** The inbox and the expert's own cases; read fresh whenever the page is shown again. */
export function useExpertCases() {
  const { identity, enabled } = useExpertSession();
  return useQuery({
    queryKey: caseKeys.expertList(identity),
    queryFn: () => callFunction('expert-cases', expertCasesResponse, { method: 'GET' }),
    enabled,
    // Another expert may take an open request at any time.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** A change to a case: every case query is read again. */
function useCaseMutation<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}

export const useAcceptCase = (id: string) =>
  useCaseMutation(() => callFunction(casePath(id, '/accept'), caseResponse, { method: 'POST' }));

export const useDeclineCase = (id: string) =>
  useCaseMutation((reason: string) =>
    callFunction(casePath(id, '/decline'), caseResponse, { method: 'POST', body: { reason } }),
  );

export const useCloseCase = (id: string) =>
  useCaseMutation((outcome: string) =>
    callFunction(casePath(id, '/close'), caseResponse, { method: 'POST', body: { outcome } }),
  );

export const useCreateAppointment = (id: string) =>
  useCaseMutation((body: CreateAppointmentBody) =>
    callFunction(casePath(id, '/appointments'), appointmentResponse, { method: 'POST', body: { ...body } }),
  );

export const useUpdateAppointment = (id: string) =>
  useCaseMutation(({ appointmentId, body }: { appointmentId: string; body: UpdateAppointmentBody }) =>
    callFunction(casePath(id, `/appointments/${encodeURIComponent(appointmentId)}`), appointmentResponse, {
      method: 'PATCH',
      body: { ...body },
    }),
  );

export const useCancelAppointment = (id: string) =>
  useCaseMutation((appointmentId: string) =>
    callFunction(casePath(id, `/appointments/${encodeURIComponent(appointmentId)}/cancel`), appointmentResponse, {
      method: 'POST',
    }),
  );

/** The expert's own private notes on the case, newest first. */
export function useCaseNotes(id: string) {
  const { identity, enabled } = useExpertSession();
  return useQuery({
    queryKey: caseKeys.notes(identity, id),
    queryFn: () => callFunction(casePath(id, '/notes'), caseNotesResponse, { method: 'GET' }),
    enabled: enabled && id !== '',
    select: (data) => data.notes,
  });
}

export const useAddNote = (id: string) =>
  useCaseMutation((body: string) => callFunction(casePath(id, '/notes'), caseNote, { method: 'POST', body: { body } }));

export const useDeleteNote = (id: string) =>
  useCaseMutation((noteId: string) =>
    callFunction(casePath(id, `/notes/${encodeURIComponent(noteId)}`), deleteCaseNoteResponse, { method: 'DELETE' }),
  );
