// Test support: the expert's side of the case data (testing/cases.ts builds the shapes), for the
// component tests of the inbox and the case page.
import { caseActionsFor } from '@cc/shared-domain';
import { appointment as baseAppointment, caseSummary } from './cases';
import type { CaseAppointment, CaseDetail, CaseSummary } from '../features/cases/api/cases';

/** The signed-in expert (the fake session's user) and the time the test data was made. */
const userId = '00000000-0000-4000-8000-000000000001';
const now = '2026-11-20T10:00:00.000Z';

export const caseId = '00000000-0000-4000-8000-0000000000c1';
export const otherCaseId = '00000000-0000-4000-8000-0000000000c2';

const me = { id: userId, display_name: 'Maria Beispiel', title: null, photo_url: null };

/** A request in the inbox: addressed to the signed-in expert. */
export function inboxItem(extra: Partial<CaseSummary> = {}): CaseSummary {
  return caseSummary({
    id: caseId,
    topic: 'Streit um Anteile im Gründerteam',
    summary: 'Wir sind uneinig über die Verteilung der Anteile.',
    focus: 'co_founder',
    format: 'online',
    region: 'Hamburg',
    availability: 'Abends ab 18 Uhr',
    client_name: 'Lena',
    addressed_to: userId,
    expert: me,
    created_at: now,
    updated_at: now,
    ...extra,
  });
}

export function appointment(extra: Partial<CaseAppointment> = {}): CaseAppointment {
  return baseAppointment({
    id: '00000000-0000-4000-8000-0000000000d1',
    starts_at: '2030-03-12T09:30:00.000Z',
    location: 'https://meet.example.com/raum',
    created_at: now,
    updated_at: now,
    ...extra,
  });
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
