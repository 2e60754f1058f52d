// The cases (docs/api.md "Cases", "Appointments"): what the routes and the other domains call.
// The rules and transactions live in this module's parts (access.ts: who sees and does what;
// workflow.ts: the transitions and lists; store.ts: creating, transitions and the JSON of a case;
// messages.ts, notes.ts, appointments.ts with their mails; export.ts, release.ts, own-guest.ts
// for the account export, a suspended expert and a guest's own requests); repo.ts holds every
// query of the tables. Only this file is imported from outside the module (dependency-cruiser's
// api-module-reached-only-through-its-service); the routes (routes/) import nothing else of it.
import type { CaseAppointment, CaseDetail, CaseSummary, createExpertRequestBody } from '@cc/shared-contract';
import type { z } from 'zod';
import { conversationNotFound, findConversation } from '../advisor/service';
import type { Config } from '../../platform/config';
import type { Db, Executor } from '../../platform/db/client';
import { ApiError } from '../../platform/http/errors';
import type { Caller } from '../../identity/caller';
import type { GuestDataOwner, LeadIds } from '../../identity/guest-leads';
import { pickLang } from '../../platform/mail/templates';
import { loadCase, requireExpert, type ExpertMatchProfile } from './access';
import type { AppointmentChange } from './appointments';
import {
  approvedExpertsAmong,
  approvedProfile,
  caseByColumnName,
  caseChildWithMembers,
  caseMemberColumns,
  feedColumnTypes,
  leadsWithRequests,
  moveRequestsOf,
  type CaseMemberColumns,
  type FeedTable,
} from './repo';
import { appointmentJson, caseSummaries, caseSummary, contactOf, eventJson, type NewCase } from './store';
import {
  acceptRequest,
  actionsOf,
  cancelRequest,
  caseRecord,
  clientRequests,
  closeRequest,
  createRequest,
  declineRequest,
  expertLists,
  requestWithKey,
  sideOf,
} from './workflow';

export { caseNotFound, caseRoleOf, inInbox, isClient, loadAssignedCase, loadClientCase } from './access';
export type { CaseAccess, ExpertMatchProfile } from './access';
export { sendAppointmentReminders, initialReminderSentAt } from './appointment-reminders';
export {
  answerAppointment,
  appointmentFieldErrors,
  appointmentInvalid,
  cancelAppointment,
  createAppointment,
  updateAppointment,
} from './appointments';
export type { AppointmentChange } from './appointments';
export { caseExport } from './export';
export { sendCaseMessageMails } from './message-mails';
export { markThreadRead, threadMessages, threadParticipant, writeCaseMessage } from './messages';
export { addNote, deleteNote, listNotes } from './notes';
export { excludeOwnGuestRequests } from './own-guest';
export { releaseCasesOf } from './release';
export type { CaseRow, CaseMemberColumns, FeedTable } from './repo';
export { caseSummary, transitionCase } from './store';

// ── A client's request ──────────────────────────────────────────────────────────────────────────

const expertNotAvailable = () =>
  new ApiError(422, 'expert_not_available', 'This expert cannot take requests (not an approved expert)');

/** A key the browser made for one submission: 1–200 visible ASCII characters (a UUID fits). */
const idempotencyKeyShape = /^[\x21-\x7e]{1,200}$/;

/** The Idempotency-Key header's value as a key, or null; a malformed one is 400 validation_failed. */
function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!idempotencyKeyShape.test(header)) {
    throw new ApiError(400, 'validation_failed', 'Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  return header;
}

/**
 * Checks a client's new request before it counts against the limits: an address an expert can
 * answer to, the Idempotency-Key (the same submission again answers the request it made), the
 * caller's conversation, an addressed expert who is approved and not the caller. Answers the
 * repeated request's summary, or the request to make (`submitRequest`).
 */
export async function checkRequest(
  db: Db,
  config: Config,
  caller: Caller,
  body: z.output<typeof createExpertRequestBody>,
  idempotencyKeyHeader: string | undefined,
): Promise<{ repeated: CaseSummary } | { request: NewCase }> {
  const contact = contactOf(caller);
  // A user or a guest always has an address; without one an expert could not answer.
  if (!contact) throw new ApiError(400, 'validation_failed', 'There is no address an expert could answer to');
  const owner = {
    userId: caller.kind === 'user' ? caller.user.id : null,
    guestLeadId: caller.kind === 'guest' ? caller.lead.id : null,
  };
  // The same submission again (a double tap, a retry after a lost answer): the request it made.
  const idempotencyKey = idempotencyKeyOf(idempotencyKeyHeader);
  const repeated = idempotencyKey ? await requestWithKey(db, owner, idempotencyKey) : null;
  if (repeated) return { repeated: await caseSummary(db, config, repeated, 'client') };
  if (body.conversation_id && !(await findConversation(db, caller, body.conversation_id))) {
    throw conversationNotFound();
  }
  const addressedTo = body.expert_id?.toLowerCase() ?? null;
  if (addressedTo) {
    // Only an approved expert takes requests, and nobody asks themselves.
    const profile = await approvedProfile(db, addressedTo);
    if (!profile || (caller.kind === 'user' && caller.user.id === addressedTo)) throw expertNotAvailable();
  }
  const fallbackLang =
    caller.kind === 'guest' ? caller.lead.lang : caller.kind === 'user' ? caller.user.rawUserMetaData['lang'] : null;
  return {
    request: {
      owner,
      idempotencyKey,
      topic: body.topic,
      summary: body.summary,
      lang: body.lang,
      focus: body.focus ?? null,
      format: body.format,
      region: body.region ?? null,
      availability: body.availability ?? null,
      addressedTo,
      mailLang: pickLang(body.mail_lang, fallbackLang),
      conversationId: body.conversation_id ?? null,
      contact,
    },
  };
}

/** Makes the request `checkRequest` answered; `mailed`: the addressed expert's mail was queued. */
export async function submitRequest(
  db: Db,
  config: Config,
  request: NewCase,
): Promise<{ summary: CaseSummary; mailed: boolean }> {
  const { row, created } = await createRequest(db, config, request);
  return { summary: await caseSummary(db, config, row, 'client'), mailed: request.addressedTo !== null && created };
}

/** The client's requests, newest first. */
export async function clientRequestSummaries(db: Db, config: Config, caller: Caller): Promise<CaseSummary[]> {
  return caseSummaries(db, config, await clientRequests(db, caller), 'client');
}

// ── The expert ──────────────────────────────────────────────────────────────────────────────────

/** The approved expert's inbox and assigned cases. */
export async function expertCaseSummaries(
  db: Db,
  config: Config,
  caller: Caller,
): Promise<{ inbox: CaseSummary[]; cases: CaseSummary[] }> {
  const profile = await requireExpert(db, caller);
  const { inbox, assigned } = await expertLists(db, profile.userId);
  const [inboxJson, casesJson] = await Promise.all([
    caseSummaries(db, config, inbox, 'expert'),
    caseSummaries(db, config, assigned, 'expert'),
  ]);
  return { inbox: inboxJson, cases: casesJson };
}

/** One case as the caller sees it, with its record and the actions the caller may take. */
export async function caseDetail(
  db: Db,
  config: Config,
  caller: Caller,
  rawId: string | undefined,
): Promise<CaseDetail> {
  const access = await loadCase(db, caller, rawId);
  const { row } = access;
  const [{ events, appointments }, summary] = await Promise.all([
    caseRecord(db, row.id),
    caseSummary(db, config, row, access.role),
  ]);
  const assignedExpert = access.role === 'expert' && access.assigned;
  return {
    role: access.role,
    case: summary,
    contact: assignedExpert ? { email: row.contactEmail, name: row.contactName } : null,
    events: events.map(eventJson),
    appointments: appointments.map(appointmentJson),
    actions: actionsOf(access),
  };
}

/** The approved expert accepts a request of their inbox; its mail is queued. */
export async function acceptCase(db: Db, config: Config, caller: Caller, rawId: string | undefined) {
  const profile = await requireExpert(db, caller);
  const row = await acceptRequest(db, config, profile, rawId);
  return caseSummary(db, config, row, 'expert');
}

/** An expert declines; `mailed`: the client was told (a request addressed to the expert). */
export async function declineCase(db: Db, config: Config, caller: Caller, rawId: string | undefined, reason: string) {
  const { row, mailed } = await declineRequest(db, config, caller, rawId, reason);
  return { summary: await caseSummary(db, config, row, 'expert'), mailed };
}

/** The client or the assigned expert cancels; the case as the caller sees it. */
export async function cancelCase(
  db: Db,
  config: Config,
  caller: Caller,
  rawId: string | undefined,
  reason: string | null,
) {
  const row = await cancelRequest(db, config, caller, rawId, reason);
  return caseSummary(db, config, row, sideOf(caller, row));
}

/** The assigned expert closes the case with its outcome. */
export async function closeCase(db: Db, config: Config, caller: Caller, rawId: string | undefined, outcome: string) {
  const row = await closeRequest(db, config, caller, rawId, outcome);
  return caseSummary(db, config, row, 'expert');
}

/** A changed appointment and its case as `side` sees it. */
export async function appointmentAnswer(
  db: Db,
  config: Config,
  change: AppointmentChange,
  side: 'client' | 'expert',
): Promise<{ appointment: CaseAppointment; case: CaseSummary }> {
  return { appointment: appointmentJson(change.appointment), case: await caseSummary(db, config, change.row, side) };
}

// ── The realtime feed (realtime/publications.ts) ────────────────────────────────────────────────

/** A published case table's columns as PostgreSQL names them, with their SQL types. */
export const caseFeedColumnTypes = (name: FeedTable): ReadonlyMap<string, string> => feedColumnTypes(name);

/** Case `id` keyed by PostgreSQL's column names, or undefined when it is gone. */
export const caseFeedRecord = (db: Executor, id: string): Promise<Record<string, unknown> | undefined> =>
  caseByColumnName(db, id);

/** The approved profiles among `userIds`, and which of them declined request `requestId`. */
export async function expertsAmong(
  db: Executor,
  requestId: string,
  userIds: readonly string[],
): Promise<{ profiles: Map<string, ExpertMatchProfile>; declined: Set<string> }> {
  if (!userIds.length) return { profiles: new Map(), declined: new Set() };
  const [profiles, declines] = await approvedExpertsAmong(db, requestId, [...userIds]);
  return {
    profiles: new Map(profiles.map((profile) => [profile.userId, profile])),
    declined: new Set(declines.map(({ expertId }) => expertId)),
  };
}

/** Who case `requestId`'s members are (its owner and its assigned expert's profile status). */
export const caseMembers = (db: Executor, requestId: string): Promise<CaseMemberColumns | undefined> =>
  caseMemberColumns(db, requestId);

/** Row `id` of a case's messages, appointments or events keyed by column name, with its case's members. */
export const caseRowWithMembers = (db: Executor, name: Exclude<FeedTable, 'expert_requests'>, id: string) =>
  caseChildWithMembers(db, name, id);

// ── A guest's requests changing owner (modules/guests: a claim, an account confirming the address) ──

/** The leads among `ids` that made an expert request. */
export const guestLeadsWithRequests = (db: Executor, ids: LeadIds): Promise<string[]> => leadsWithRequests(db, ids);

/** The requests of the leads `ids` change owner, and with them their cases (threads, notes, appointments). */
export const moveGuestRequests = (tx: Executor, ids: LeadIds, owner: GuestDataOwner): Promise<number> =>
  moveRequestsOf(tx, ids, owner);
