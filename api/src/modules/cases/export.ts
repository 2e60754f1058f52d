// The cases' part of the account export. As a client: the requests of the user and of guest
// sign-ins with the account's address (the account deletion removes those too), each with its
// contact, history, appointments and messages. As an expert: their private notes and the messages
// they wrote to clients (which stay in the client's case when the expert's account goes).
import type { AccountExportResponse } from '@cc/shared-contract';
import type { Config } from '../../platform/config';
import type { Executor } from '../../platform/db/client';
import { accountCaseRows, caseEventsOf, caseMessagesOf, exportAppointmentsOf } from './repo';
import { appointmentJson, caseSummaries, eventJson } from './store';

type CaseExport = Pick<AccountExportResponse, 'expert_requests' | 'case_notes' | 'case_messages_sent'>;

const byRequest = <T extends { requestId: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.requestId, [...(map.get(row.requestId) ?? []), row]);
  return map;
};

export async function caseExport(
  db: Executor,
  config: Config,
  userId: string,
  email: string | null,
): Promise<CaseExport> {
  const [requests, notes, sent] = await accountCaseRows(db, userId, email);
  const ids = requests.map((row) => row.id);
  const [summaries, events, appointments, messages] = ids.length
    ? await Promise.all([
        caseSummaries(db, config, requests, 'client'),
        caseEventsOf(db, ids),
        exportAppointmentsOf(db, ids),
        caseMessagesOf(db, ids),
      ])
    : [[], [], [], []];
  const eventsOf = byRequest(events);
  const appointmentsOf = byRequest(appointments);
  const messagesOf = byRequest(messages);
  return {
    expert_requests: requests.map((row, index) => ({
      ...summaries[index]!,
      contact_email: row.contactEmail,
      contact_name: row.contactName,
      consent_at: row.consentAt.toISOString(),
      guest_lead_id: row.guestLeadId,
      events: (eventsOf.get(row.id) ?? []).map(eventJson),
      appointments: (appointmentsOf.get(row.id) ?? []).map(appointmentJson),
      messages: (messagesOf.get(row.id) ?? []).map((message) => ({
        id: message.id,
        sender: message.sender,
        body: message.body,
        read_at: message.readAt ? message.readAt.toISOString() : null,
        created_at: message.createdAt.toISOString(),
      })),
    })),
    case_notes: notes.map((note) => ({
      id: note.id,
      request_id: note.requestId,
      body: note.body,
      created_at: note.createdAt.toISOString(),
      updated_at: note.updatedAt.toISOString(),
    })),
    case_messages_sent: sent.map((message) => ({
      id: message.id,
      request_id: message.requestId,
      body: message.body,
      read_at: message.readAt ? message.readAt.toISOString() : null,
      created_at: message.createdAt.toISOString(),
    })),
  };
}
