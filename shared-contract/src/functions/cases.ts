// Requests for a human expert and the cases they become (docs/api.md "Cases"): a client (a
// signed-in user or a guest) asks one chosen expert or every expert whose focus, language and
// format fit; an approved expert at aal2 accepts or declines, schedules appointments, writes with
// the client and keeps private notes, and closes the case with an outcome. The workflow itself
// (statuses, who may move a case where) is shared-domain's `caseTransitions`.
import {
  appointmentKinds,
  appointmentMaxOptions,
  appointmentResponses,
  appointmentStatuses,
  caseActions,
  caseActors,
  caseFormats,
  caseLimits,
  caseStatuses,
  expertFocusAreas,
  expertLanguages,
} from '@cc/shared-domain';
import * as z from 'zod';
import { advisorLanguages, callerErrors } from './advisor';
import { bodyErrorCodes, endpoint, userTokenErrorCodes } from './endpoint';
import { optionalBlock, optionalLine, requiredBlock, requiredLine } from './text';

/** The statuses of a request (and case), in workflow order. */
export const expertRequestStatuses = caseStatuses;
export type ExpertRequestStatus = (typeof caseStatuses)[number];

const iso = z.iso.datetime({ offset: true });
const limits = caseLimits;

// ── Requests ─────────────────────────────────────────────────────────────────────────────────

/**
 * A request: to the expert in `expert_id` (who must be approved), or without it open to every
 * expert whose focus (any when `focus` is null), language and format fit.
 */
export const createExpertRequestBody = z.object({
  /** A short title in the client's words. */
  topic: requiredLine(limits.topic.max),
  /** The language of the talk. */
  lang: z.enum(expertLanguages),
  /** A short description, or the summary the user read, edited and approved in the advisor. */
  summary: requiredBlock(limits.summary.max),
  focus: z.enum(expertFocusAreas).nullable().optional(),
  format: z.enum(caseFormats).default('any'),
  /** Where to meet in person (city or region). */
  region: optionalLine(limits.region.max),
  /** When the client can (free text). */
  availability: optionalBlock(limits.availability.max),
  /** The chosen expert (a user id from the directory); without it the request is open. */
  expert_id: z.uuid().optional(),
  /** The language of mails about the request (the interface language); default de. */
  mail_lang: z.enum(advisorLanguages).optional(),
  /** The advisor conversation it came from, if any (must be the caller's). */
  conversation_id: z.uuid().optional(),
  /** The client agrees to be contacted at their address about this request. */
  consent: z.literal(true, { error: 'consent must be true' }),
});
export type CreateExpertRequestBody = z.input<typeof createExpertRequestBody>;

/** An expert as a case shows them (the public directory card). */
export const caseExpert = z.object({
  id: z.uuid(),
  display_name: z.string(),
  title: z.string().nullable(),
  photo_url: z.string().nullable(),
});
export type CaseExpert = z.infer<typeof caseExpert>;

export const caseAppointment = z.object({
  id: z.uuid(),
  starts_at: iso,
  duration_minutes: z.number().int(),
  kind: z.enum(appointmentKinds),
  /** An https link (online) or an address (in person). */
  location: z.string(),
  note: z.string().nullable(),
  /** `proposed` waits for the client's answer; `scheduled` is confirmed; `declined` by the client. */
  status: z.enum(appointmentStatuses),
  /** The times the expert offered (1 to 3, by time); `starts_at` is the chosen one once confirmed. */
  options: z.array(iso),
  /** The client's answer, their note with it, and when. */
  response: z.enum(appointmentResponses).nullable(),
  response_note: z.string().nullable(),
  responded_at: iso.nullable(),
  /** How often it changed (the calendar file's SEQUENCE). */
  sequence: z.number().int().nonnegative(),
  created_at: iso,
  updated_at: iso,
});
export type CaseAppointment = z.infer<typeof caseAppointment>;

/**
 * A request or case as lists show it, to the client and to experts. Experts see the client's
 * first name, never the address, until they accepted (then the case detail carries `contact`).
 */
export const caseSummary = z.object({
  id: z.uuid(),
  status: z.enum(caseStatuses),
  topic: z.string(),
  summary: z.string(),
  lang: z.enum(expertLanguages),
  focus: z.enum(expertFocusAreas).nullable(),
  format: z.enum(caseFormats),
  region: z.string().nullable(),
  availability: z.string().nullable(),
  /** The client's first name, if they gave one. */
  client_name: z.string().nullable(),
  /** Addressed to one expert (their id) or open (null). */
  addressed_to: z.uuid().nullable(),
  /** The assigned expert, else the addressed one; null for an open request nobody accepted. */
  expert: caseExpert.nullable(),
  conversation_id: z.uuid().nullable(),
  decline_reason: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  outcome: z.string().nullable(),
  /** The next scheduled appointment that has not ended. */
  next_appointment: caseAppointment.nullable(),
  /** An appointment the expert proposed that waits for the client's answer (the earliest). */
  proposed_appointment: caseAppointment.nullable(),
  /** Messages from the other side the caller has not read. */
  unread_count: z.number().int().nonnegative(),
  accepted_at: iso.nullable(),
  closed_at: iso.nullable(),
  created_at: iso,
  updated_at: iso,
});
export type CaseSummary = z.infer<typeof caseSummary>;

/** Answers of the client's list and of a created request. */
export const expertRequest = caseSummary;
export type ExpertRequest = CaseSummary;

/** The client's requests and cases, latest first. */
export const listExpertRequestsResponse = z.object({ requests: z.array(caseSummary) });

/** The expert's side: the inbox (addressed to them or open and fitting) and their assigned cases. */
export const expertCasesResponse = z.object({
  /** Status `neu`, oldest first (who waited longest). */
  inbox: z.array(caseSummary),
  /** Assigned to the caller, latest change first. */
  cases: z.array(caseSummary),
});
export type ExpertCases = z.infer<typeof expertCasesResponse>;

// ── One case ─────────────────────────────────────────────────────────────────────────────────

export const caseParams = z.object({ id: z.uuid() });
export const appointmentParams = z.object({ id: z.uuid(), appointmentId: z.uuid() });
export const noteParams = z.object({ id: z.uuid(), noteId: z.uuid() });

export const caseEvent = z.object({
  id: z.uuid(),
  from_status: z.enum(caseStatuses).nullable(),
  to_status: z.enum(caseStatuses),
  actor_role: z.enum(caseActors),
  reason: z.string().nullable(),
  created_at: iso,
});
export type CaseEvent = z.infer<typeof caseEvent>;

export const caseDetailResponse = z.object({
  /** How the caller takes part. */
  role: z.enum(['client', 'expert']),
  case: caseSummary,
  /** The client's address and name: for the assigned expert only (null otherwise). */
  contact: z.object({ email: z.string(), name: z.string().nullable() }).nullable(),
  /** Every status change, oldest first. */
  events: z.array(caseEvent),
  /** All appointments (cancelled ones too), by start. */
  appointments: z.array(caseAppointment),
  /** What the caller may do now (shared-domain caseActionsFor, plus decline of an open request). */
  actions: z.array(z.enum(caseActions)),
});
export type CaseDetail = z.infer<typeof caseDetailResponse>;

export const caseResponse = z.object({ case: caseSummary });

/** Cancelling: a client may say why; an expert must (reason_required). */
export const cancelCaseBody = z.object({ reason: optionalBlock(limits.reason.max) });
/** Declining needs a short reason; it is mailed to the client when the request was addressed to the expert. */
export const declineCaseBody = z.object({ reason: requiredBlock(limits.reason.max) });
/** Closing needs an outcome note (the client reads it). */
export const closeCaseBody = z.object({ outcome: requiredBlock(limits.outcome.max) });

// ── Messages ─────────────────────────────────────────────────────────────────────────────────

export const caseMessage = z.object({
  id: z.uuid(),
  sender: z.enum(['client', 'expert']),
  /** Sent by the caller's side. */
  mine: z.boolean(),
  body: z.string(),
  /** When the other side read it; null: unread. */
  read_at: iso.nullable(),
  created_at: iso,
});
export type CaseMessage = z.infer<typeof caseMessage>;

/** Oldest first. */
export const caseMessagesResponse = z.object({ messages: z.array(caseMessage) });
export const sendCaseMessageBody = z.object({ body: requiredBlock(limits.message.max) });
export const markCaseMessagesReadResponse = z.object({ read: z.number().int().nonnegative() });

// ── Private notes ────────────────────────────────────────────────────────────────────────────

export const caseNote = z.object({ id: z.uuid(), body: z.string(), created_at: iso, updated_at: iso });
export type CaseNote = z.infer<typeof caseNote>;
/** The caller's own notes on the case, newest first. */
export const caseNotesResponse = z.object({ notes: z.array(caseNote) });
export const createCaseNoteBody = z.object({ body: requiredBlock(limits.note.max) });
export const deleteCaseNoteResponse = z.object({ deleted: z.number().int().nonnegative() });

// ── Appointments ─────────────────────────────────────────────────────────────────────────────

const appointmentFields = {
  /** ISO 8601 with an offset; must lie in the future. */
  starts_at: iso,
  duration_minutes: z.number().int().min(limits.duration.min).max(limits.duration.max),
  kind: z.enum(appointmentKinds),
  /** Online: an https link. In person: the address. (The api checks which.) */
  location: requiredLine(limits.location.max),
  note: optionalBlock(limits.appointmentNote.max),
  /** Up to two more times the client may pick instead of `starts_at` (each in the future, all different). */
  alternatives: z
    .array(iso)
    .max(appointmentMaxOptions - 1)
    .optional(),
};

/** The expert proposes a time (or up to three); the client confirms one, declines or asks for another. */
export const createAppointmentBody = z.strictObject(appointmentFields);
export type CreateAppointmentBody = z.input<typeof createAppointmentBody>;
/** Any of the fields; at least one. */
export const updateAppointmentBody = z
  .strictObject(appointmentFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type UpdateAppointmentBody = z.input<typeof updateAppointmentBody>;

export const appointmentResponse = z.object({ appointment: caseAppointment, case: caseSummary });

/**
 * The client's answer to a proposed appointment: confirm one of the offered times (`starts_at`,
 * needed when more than one was offered), decline, or ask for another time; a note is optional.
 */
export const answerAppointmentBody = z.discriminatedUnion('answer', [
  z.strictObject({ answer: z.literal('confirm'), starts_at: iso.optional() }),
  z.strictObject({ answer: z.literal('decline'), note: optionalBlock(limits.reason.max) }),
  z.strictObject({ answer: z.literal('other_time'), note: optionalBlock(limits.reason.max) }),
]);
export type AnswerAppointmentBody = z.input<typeof answerAppointmentBody>;

// ── In the account export ────────────────────────────────────────────────────────────────────

/** A request as the account export lists it: the contact it carries, its history and messages. */
export const expertRequestExport = caseSummary.extend({
  contact_email: z.string(),
  contact_name: z.string().nullable(),
  consent_at: iso,
  guest_lead_id: z.uuid().nullable(),
  events: z.array(caseEvent),
  appointments: z.array(caseAppointment),
  messages: z.array(caseMessage.omit({ mine: true })),
});

/** An expert's private note as their account export lists it. */
export const caseNoteExport = caseNote.extend({ request_id: z.uuid() });
/** A message the user wrote as an expert, as their account export lists it. */
export const caseMessageSentExport = caseMessage.omit({ mine: true, sender: true }).extend({ request_id: z.uuid() });

// ── Registry ─────────────────────────────────────────────────────────────────────────────────

const expertOnly = ['not_authenticated', ...userTokenErrorCodes, 'expert_not_approved', 'insufficient_aal'] as const;
/** Client or expert: a case the caller does not take part in is not found. */
const participant = [...callerErrors, 'insufficient_aal', 'case_not_found'] as const;

export const caseEndpoints = {
  createExpertRequest: endpoint({
    method: 'POST',
    path: '/expert-requests',
    summary:
      'A request for a human expert (status `neu`): to one approved expert (`expert_id`) or open to every expert whose focus, language and format fit.',
    caller: 'user-or-guest',
    body: createExpertRequestBody,
    fieldCodes: { consent: 'consent_required' },
    status: 201,
    response: expertRequest,
    errors: [...bodyErrorCodes, ...callerErrors, 'consent_required', 'expert_not_available', 'over_request_rate_limit'],
  }),
  listExpertRequests: endpoint({
    method: 'GET',
    path: '/expert-requests',
    summary: 'The caller’s requests and cases with status, expert, next appointment and unread messages, latest first.',
    caller: 'user-or-guest',
    status: 200,
    response: listExpertRequestsResponse,
    errors: [...callerErrors],
  }),
  listExpertCases: endpoint({
    method: 'GET',
    path: '/expert-cases',
    summary:
      'An approved expert at aal2: the inbox (requests addressed to them, and open ones that fit their focus, languages and formats) and their assigned cases.',
    caller: 'expert',
    status: 200,
    response: expertCasesResponse,
    errors: [...expertOnly],
  }),
  getCase: endpoint({
    method: 'GET',
    path: '/cases/:id',
    summary:
      'One case for its client or its expert (assigned, or able to accept it): status, history, appointments and the actions the caller may take.',
    caller: 'user-or-guest',
    params: caseParams,
    status: 200,
    response: caseDetailResponse,
    errors: [...participant],
  }),
  acceptCase: endpoint({
    method: 'POST',
    path: '/cases/:id/accept',
    summary: 'The expert takes the request (`neu` → `angenommen`); one expert wins, the others get case_taken.',
    caller: 'expert',
    params: caseParams,
    status: 200,
    response: caseResponse,
    errors: [...expertOnly, 'case_not_found', 'case_taken', 'case_status_conflict'],
  }),
  declineCase: endpoint({
    method: 'POST',
    path: '/cases/:id/decline',
    summary:
      'The expert declines with a reason: a request addressed to them becomes `abgelehnt` (the client gets the reason); an open one only leaves their inbox.',
    caller: 'expert',
    params: caseParams,
    body: declineCaseBody,
    fieldCodes: { reason: 'reason_required' },
    status: 200,
    response: caseResponse,
    errors: [...bodyErrorCodes, ...expertOnly, 'case_not_found', 'case_status_conflict', 'reason_required'],
  }),
  cancelCase: endpoint({
    method: 'POST',
    path: '/cases/:id/cancel',
    summary: 'The client (any time before the end) or the assigned expert (with a reason) cancels: `storniert`.',
    caller: 'user-or-guest',
    params: caseParams,
    body: cancelCaseBody,
    status: 200,
    response: caseResponse,
    errors: [...bodyErrorCodes, ...participant, 'case_status_conflict', 'reason_required'],
  }),
  closeCase: endpoint({
    method: 'POST',
    path: '/cases/:id/close',
    summary: 'The assigned expert closes a scheduled case with an outcome note: `terminiert` → `abgeschlossen`.',
    caller: 'expert',
    params: caseParams,
    body: closeCaseBody,
    fieldCodes: { outcome: 'reason_required' },
    status: 200,
    response: caseResponse,
    errors: [...bodyErrorCodes, ...expertOnly, 'case_not_found', 'case_status_conflict', 'reason_required'],
  }),
  listCaseMessages: endpoint({
    method: 'GET',
    path: '/cases/:id/messages',
    summary: 'The thread between client and assigned expert, oldest first.',
    caller: 'user-or-guest',
    params: caseParams,
    status: 200,
    response: caseMessagesResponse,
    errors: [...participant],
  }),
  sendCaseMessage: endpoint({
    method: 'POST',
    path: '/cases/:id/messages',
    summary:
      'Writes to the other side (while `angenommen` or `terminiert`); an absent recipient gets at most one mail per case per hour.',
    caller: 'user-or-guest',
    params: caseParams,
    body: sendCaseMessageBody,
    status: 201,
    response: caseMessage,
    errors: [...bodyErrorCodes, ...participant, 'case_status_conflict', 'over_request_rate_limit'],
  }),
  markCaseMessagesRead: endpoint({
    method: 'POST',
    path: '/cases/:id/messages/read',
    summary: 'Marks the other side’s messages read.',
    caller: 'user-or-guest',
    params: caseParams,
    status: 200,
    response: markCaseMessagesReadResponse,
    errors: [...participant],
  }),
  listCaseNotes: endpoint({
    method: 'GET',
    path: '/cases/:id/notes',
    summary: 'The assigned expert’s private notes on the case (nobody else reads them).',
    caller: 'expert',
    params: caseParams,
    status: 200,
    response: caseNotesResponse,
    errors: [...expertOnly, 'case_not_found'],
  }),
  createCaseNote: endpoint({
    method: 'POST',
    path: '/cases/:id/notes',
    summary:
      'Adds a private note; at most RATE_LIMIT_CASE_NOTES_PER_USER per expert over all their cases (429 with Retry-After).',
    caller: 'expert',
    params: caseParams,
    body: createCaseNoteBody,
    status: 201,
    response: caseNote,
    errors: [...bodyErrorCodes, ...expertOnly, 'case_not_found', 'over_request_rate_limit'],
  }),
  deleteCaseNote: endpoint({
    method: 'DELETE',
    path: '/cases/:id/notes/:noteId',
    summary: 'Deletes one of the caller’s own notes.',
    caller: 'expert',
    params: noteParams,
    status: 200,
    response: deleteCaseNoteResponse,
    errors: [...expertOnly, 'case_not_found'],
  }),
  createAppointment: endpoint({
    method: 'POST',
    path: '/cases/:id/appointments',
    summary:
      'The assigned expert proposes an appointment (one time, or up to three in `alternatives`); it waits for the client’s answer, and both sides get a mail (the calendar file comes when the client confirms).',
    caller: 'expert',
    params: caseParams,
    body: createAppointmentBody,
    status: 201,
    response: appointmentResponse,
    errors: [...bodyErrorCodes, ...expertOnly, 'case_not_found', 'case_status_conflict', 'appointment_invalid'],
  }),
  updateAppointment: endpoint({
    method: 'PATCH',
    path: '/cases/:id/appointments/:appointmentId',
    summary:
      'Changes an appointment; a new time goes back to the client for an answer, other changes of a confirmed one send the updated calendar entry (same UID, next SEQUENCE).',
    caller: 'expert',
    params: appointmentParams,
    body: updateAppointmentBody,
    status: 200,
    response: appointmentResponse,
    errors: [...bodyErrorCodes, ...expertOnly, 'case_not_found', 'case_status_conflict', 'appointment_invalid'],
  }),
  cancelAppointment: endpoint({
    method: 'POST',
    path: '/cases/:id/appointments/:appointmentId/cancel',
    summary:
      'Cancels an appointment (calendar entry cancelled for both); with no scheduled one left the case returns to `angenommen`.',
    caller: 'expert',
    params: appointmentParams,
    status: 200,
    response: appointmentResponse,
    errors: [...expertOnly, 'case_not_found', 'case_status_conflict'],
  }),
  answerAppointment: endpoint({
    method: 'POST',
    path: '/cases/:id/appointments/:appointmentId/answer',
    summary:
      'The client confirms a proposed appointment (one of its times; the case becomes `terminiert` and both get the calendar file), declines it or asks for another time, with an optional note.',
    caller: 'user-or-guest',
    params: appointmentParams,
    body: answerAppointmentBody,
    status: 200,
    response: appointmentResponse,
    errors: [...bodyErrorCodes, ...participant, 'case_status_conflict', 'appointment_invalid'],
  }),
};
