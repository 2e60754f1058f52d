// A case: a founder's request for a human expert, from the request to its end. The statuses are
// German on purpose (the consultancy's own words, also in the database); their labels live in
// the remotes' i18n. The transition table is the one rule book for the api (which refuses
// anything else with 409 case_status_conflict) and for the browser (which offers only what it allows).

export const caseStatuses = ['neu', 'angenommen', 'terminiert', 'abgeschlossen', 'abgelehnt', 'storniert'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/** Statuses a case never leaves. */
export const finalCaseStatuses: readonly CaseStatus[] = ['abgeschlossen', 'abgelehnt', 'storniert'];

/** Who moved a case: the client (user or guest), the assigned expert, an admin, or the api itself. */
export const caseActors = ['client', 'expert', 'admin', 'system'] as const;
export type CaseActor = (typeof caseActors)[number];

/** What happens to a case; each action is one transition. */
export const caseActions = ['accept', 'decline', 'cancel', 'schedule', 'unschedule', 'close', 'release'] as const;
export type CaseAction = (typeof caseActions)[number];

export interface CaseTransition {
  action: CaseAction;
  from: CaseStatus;
  to: CaseStatus;
  /** Who may take it. */
  by: readonly CaseActor[];
  /** Must the actor say why (decline, an expert's cancel) or how it ended (close)? */
  reasonRequired: readonly CaseActor[];
}

/**
 * Every legal transition. `schedule` and `unschedule` are taken by the api when the first
 * appointment is made and when the last upcoming one is cancelled. `release` is an admin's
 * suspension of the assigned (or addressed) expert: the case goes back to `neu`, open to the
 * other experts. Declining an open request (one
 * not addressed to a particular expert) is no transition: it only hides it from that expert.
 */
export const caseTransitions: readonly CaseTransition[] = [
  { action: 'accept', from: 'neu', to: 'angenommen', by: ['expert'], reasonRequired: [] },
  { action: 'decline', from: 'neu', to: 'abgelehnt', by: ['expert'], reasonRequired: ['expert'] },
  { action: 'cancel', from: 'neu', to: 'storniert', by: ['client'], reasonRequired: [] },
  { action: 'schedule', from: 'angenommen', to: 'terminiert', by: ['system'], reasonRequired: [] },
  { action: 'cancel', from: 'angenommen', to: 'storniert', by: ['client', 'expert'], reasonRequired: ['expert'] },
  { action: 'unschedule', from: 'terminiert', to: 'angenommen', by: ['system'], reasonRequired: [] },
  { action: 'close', from: 'terminiert', to: 'abgeschlossen', by: ['expert'], reasonRequired: ['expert'] },
  { action: 'cancel', from: 'terminiert', to: 'storniert', by: ['client', 'expert'], reasonRequired: ['expert'] },
  { action: 'release', from: 'neu', to: 'neu', by: ['admin'], reasonRequired: [] },
  { action: 'release', from: 'angenommen', to: 'neu', by: ['admin'], reasonRequired: [] },
  { action: 'release', from: 'terminiert', to: 'neu', by: ['admin'], reasonRequired: [] },
];

/** The transition `action` takes from `from` for `actor`, or undefined when it is not allowed. */
export function caseTransition(from: CaseStatus, action: CaseAction, actor: CaseActor): CaseTransition | undefined {
  return caseTransitions.find((t) => t.from === from && t.action === action && t.by.includes(actor));
}

/** The actions `actor` may take on a case in `status` (what the browser offers). */
export function caseActionsFor(status: CaseStatus, actor: CaseActor): CaseAction[] {
  return caseTransitions.filter((t) => t.from === status && t.by.includes(actor)).map((t) => t.action);
}

/** Messages are exchanged while an expert works on the case. */
export const messagingCaseStatuses: readonly CaseStatus[] = ['angenommen', 'terminiert'];

/** Appointments are made, changed and cancelled while the case is accepted or scheduled. */
export const schedulingCaseStatuses: readonly CaseStatus[] = ['angenommen', 'terminiert'];

/** How a client wants to meet; `any` leaves it to the expert. */
export const caseFormats = ['online', 'in_person', 'any'] as const;
export type CaseFormat = (typeof caseFormats)[number];

export const appointmentKinds = ['online', 'in_person'] as const;
export type AppointmentKind = (typeof appointmentKinds)[number];

/**
 * An appointment the expert offers is `proposed` until the client answers: `scheduled` once they
 * confirm (one of the offered times), `declined` when they decline or ask for another time;
 * `cancelled` by the expert or when the case ends.
 */
export const appointmentStatuses = ['proposed', 'scheduled', 'declined', 'cancelled'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

/** The client's answer to a proposed appointment. */
export const appointmentResponses = ['confirmed', 'declined', 'other_time'] as const;
export type AppointmentResponse = (typeof appointmentResponses)[number];

/** The most times an expert offers in one proposal (the client picks one). */
export const appointmentMaxOptions = 3;

/** Limits of what people type into a case, in characters after trimming; durations in minutes. */
export const caseLimits = {
  topic: { max: 200 },
  summary: { max: 4000 },
  region: { max: 120 },
  availability: { max: 500 },
  reason: { max: 1000 },
  outcome: { max: 4000 },
  message: { max: 4000 },
  note: { max: 4000 },
  location: { max: 500 },
  appointmentNote: { max: 1000 },
  duration: { min: 15, max: 480 },
} as const;

/** A mail about new messages goes to an absent recipient at most once per case per this interval. */
export const caseMessageMailIntervalMinutes = 60;

/** The appointment reminder goes out this long before the start. */
export const appointmentReminderHours = 24;

/** Routes in the browser (mails link to them). */
export const casePaths = {
  directory: '/experts',
  expert: (id: string) => `/experts/${id}`,
  request: '/experts/request',
  clientCase: (id: string) => `/cases/${id}`,
  expertInbox: '/expert-portal/cases',
  expertCase: (id: string) => `/expert-portal/cases/${id}`,
} as const;
