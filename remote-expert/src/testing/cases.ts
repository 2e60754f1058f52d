// Test support: cases, messages and appointments as the api answers them (shapes of the
// contract), for the tests of the case components on both sides.
import type { CaseAppointment, CaseDetail, CaseEvent, CaseMessage, CaseSummary } from '@cc/shared-contract';

export const caseId = '0b6d3e8e-5d1c-4c0e-9a51-000000000c01';
export const expertId = '0b6d3e8e-5d1c-4c0e-9a51-000000000e01';
const created = '2026-11-20T09:00:00.000Z';

export const expertCard = {
  id: expertId,
  display_name: 'Maria Beispiel',
  title: 'Mediatorin (zertifiziert)',
  photo_url: null,
};

export function caseSummary(extra: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: caseId,
    status: 'neu',
    topic: 'Streit um Anteile',
    summary: 'Wir sind uns über die Verteilung der Anteile uneinig.',
    lang: 'de',
    focus: null,
    format: 'any',
    region: null,
    availability: null,
    client_name: 'Ada',
    addressed_to: null,
    expert: null,
    conversation_id: null,
    decline_reason: null,
    cancel_reason: null,
    outcome: null,
    next_appointment: null,
    proposed_appointment: null,
    unread_count: 0,
    accepted_at: null,
    closed_at: null,
    created_at: created,
    updated_at: created,
    ...extra,
  };
}

/** An accepted case (the expert took it a day after the request). */
export const accepted = (extra: Partial<CaseSummary> = {}) =>
  caseSummary({ status: 'angenommen', expert: expertCard, accepted_at: '2026-11-21T09:00:00.000Z', ...extra });

let eventCount = 0;
export function caseEvent(extra: Partial<CaseEvent> & Pick<CaseEvent, 'to_status'>): CaseEvent {
  eventCount += 1;
  return {
    id: `0b6d3e8e-5d1c-4c0e-9a51-${String(eventCount).padStart(12, '0')}`,
    from_status: null,
    actor_role: 'client',
    reason: null,
    created_at: created,
    ...extra,
  };
}

export function appointment(extra: Partial<CaseAppointment> = {}): CaseAppointment {
  return {
    id: '0b6d3e8e-5d1c-4c0e-9a51-0000000000a1',
    starts_at: '2026-12-01T09:00:00.000Z',
    duration_minutes: 60,
    kind: 'online',
    location: 'https://meet.example.com/ks-42',
    note: null,
    status: 'scheduled',
    options: [extra.starts_at ?? '2026-12-01T09:00:00.000Z'],
    response: 'confirmed',
    response_note: null,
    responded_at: created,
    sequence: 0,
    created_at: created,
    updated_at: created,
    ...extra,
  };
}

export function caseDetail(item: CaseSummary, extra: Partial<Omit<CaseDetail, 'case'>> = {}): CaseDetail {
  return { role: 'client', case: item, contact: null, events: [], appointments: [], actions: [], ...extra };
}

let messageCount = 0;
export function message(extra: Partial<CaseMessage> = {}): CaseMessage {
  messageCount += 1;
  return {
    id: `0b6d3e8e-5d1c-4c0e-9a51-${String(900000 + messageCount).padStart(12, '0')}`,
    sender: 'expert',
    mine: false,
    body: `Nachricht ${messageCount}`,
    read_at: null,
    created_at: '2026-11-21T10:00:00.000Z',
    ...extra,
  };
}
