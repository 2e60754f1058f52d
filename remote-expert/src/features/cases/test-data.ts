// Test support: the case data the api answers (shapes of the contract), for the component tests.
import { caseActionsFor } from '@cc/shared-domain';
import type { CaseAppointment, CaseDetail, CaseSummary } from './api/cases';

/** The signed-in expert (the fake session's user) and the time the test data was made. */
const userId = '00000000-0000-4000-8000-000000000001';
const now = '2026-11-20T10:00:00.000Z';

export const caseId = '00000000-0000-4000-8000-0000000000c1';
export const otherCaseId = '00000000-0000-4000-8000-0000000000c2';

const me = { id: userId, display_name: 'Maria Beispiel', title: null, photo_url: null };

/** A request in the inbox: addressed to the signed-in expert. */
export function inboxItem(extra: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: caseId,
    status: 'neu',
    topic: 'Streit um Anteile im Gründerteam',
    summary: 'Wir sind uneinig über die Verteilung der Anteile.',
    lang: 'de',
    focus: 'co_founder',
    format: 'online',
    region: 'Hamburg',
    availability: 'Abends ab 18 Uhr',
    client_name: 'Lena',
    addressed_to: userId,
    expert: me,
    conversation_id: null,
    decline_reason: null,
    cancel_reason: null,
    outcome: null,
    next_appointment: null,
    unread_count: 0,
    accepted_at: null,
    closed_at: null,
    created_at: now,
    updated_at: now,
    ...extra,
  };
}

export function appointment(extra: Partial<CaseAppointment> = {}): CaseAppointment {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    starts_at: '2030-03-12T09:30:00.000Z',
    duration_minutes: 60,
    kind: 'online',
    location: 'https://meet.example.com/raum',
    note: null,
    status: 'scheduled',
    sequence: 0,
    created_at: now,
    updated_at: now,
    ...extra,
  };
}

/** A case the signed-in expert accepted. */
export function expertCase(extra: Partial<CaseSummary> = {}): CaseSummary {
  return inboxItem({ status: 'angenommen', accepted_at: '2026-11-20T11:00:00.000Z', ...extra });
}

/** The case page's answer for the assigned expert; the actions follow the workflow. */
export function caseDetail(extra: Partial<CaseSummary> = {}, more: Partial<CaseDetail> = {}): CaseDetail {
  const item = expertCase(extra);
  return {
    role: 'expert',
    case: item,
    contact: { name: 'Lena Gründerin', email: 'lena@example.com' },
    events: [
      {
        id: '00000000-0000-4000-8000-0000000000e1',
        from_status: null,
        to_status: 'neu',
        actor_role: 'client',
        reason: null,
        created_at: now,
      },
      {
        id: '00000000-0000-4000-8000-0000000000e2',
        from_status: 'neu',
        to_status: 'angenommen',
        actor_role: 'expert',
        reason: null,
        created_at: '2026-11-20T11:00:00.000Z',
      },
    ],
    appointments: [],
    actions: caseActionsFor(item.status, 'expert'),
    ...more,
  };
}
