// Cases in the database: creating a request, moving a case through its transitions (each one a
// conditional UPDATE on the status it starts from, recorded in app.case_events in the same
// transaction), and the JSON lists and the detail answer (expert card, next appointment, unread
// messages) for the client and for experts.
import type { CaseAppointment, CaseEvent, CaseExpert, CaseSummary } from '@cc/shared-contract';
import {
  type AppointmentStatus,
  type CaseAction,
  type CaseActor,
  type CaseStatus,
  caseTransition,
  type ExpertFocusArea,
  type ExpertLanguage,
  type CaseFormat,
} from '@cc/shared-domain';
import type { Config } from '../../platform/config';
import type { Executor } from '../../platform/db/client';
import { ApiError } from '../../platform/http/errors';
import { publicObjectUrl } from '../../platform/http/public-url';
import type { Caller } from '../../identity/caller';
import {
  caseStatusOf,
  expertCards,
  insertCase as insertCaseRow,
  insertEvent,
  unreadCounts,
  upcomingAppointments,
  updateCaseIfStatus,
  type AppointmentRow,
  type CaseEventRow,
  type CaseOwner,
  type CaseRow,
} from './repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const caseStatusConflict = (status: CaseStatus, action: string) =>
  new ApiError(409, 'case_status_conflict', `Cannot ${action} a case that is ${status}`, { details: { status } });

export const reasonRequired = (what = 'reason') => new ApiError(400, 'reason_required', `A ${what} is required`);

// ── Creating ──────────────────────────────────────────────────────────────────────────────────

/** Who the expert may contact: the account's address, or the guest's address and first name. */
export function contactOf(caller: Caller): { email: string; name: string | null } | null {
  if (caller.kind === 'user') {
    if (!caller.user.email) return null;
    const name = caller.user.rawUserMetaData['first_name'] ?? caller.user.rawUserMetaData['name'];
    return { email: caller.user.email, name: typeof name === 'string' && name.trim() ? name.trim() : null };
  }
  if (caller.kind === 'guest') return { email: caller.lead.email, name: caller.lead.firstName };
  return null;
}

export interface NewCase {
  owner: CaseOwner;
  topic: string;
  summary: string;
  lang: ExpertLanguage;
  focus: ExpertFocusArea | null;
  format: CaseFormat;
  region: string | null;
  availability: string | null;
  addressedTo: string | null;
  mailLang: 'de' | 'en';
  conversationId: string | null;
  contact: { email: string; name: string | null };
  /** The client's Idempotency-Key, if they sent one. */
  idempotencyKey?: string | null;
}

/** Inserts the request (status `neu`) with its first event (the client made it). */
export async function insertCase(tx: Executor, input: NewCase): Promise<CaseRow> {
  const now = new Date();
  const row = await insertCaseRow(tx, {
    ...input.owner,
    topic: input.topic,
    summary: input.summary,
    lang: input.lang,
    focus: input.focus,
    format: input.format,
    region: input.region,
    availability: input.availability,
    addressedTo: input.addressedTo,
    mailLang: input.mailLang,
    conversationId: input.conversationId,
    contactEmail: input.contact.email,
    contactName: input.contact.name,
    idempotencyKey: input.idempotencyKey ?? null,
    consentAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await recordEvent(tx, row.id, null, 'neu', { role: 'client', id: input.owner.userId }, null);
  return row;
}

// ── Transitions ───────────────────────────────────────────────────────────────────────────────

export interface CaseActorRef {
  role: CaseActor;
  /** The acting user (null for a guest client and for the system). */
  id: string | null;
}

export async function recordEvent(
  tx: Executor,
  requestId: string,
  from: CaseStatus | null,
  to: CaseStatus,
  actor: CaseActorRef,
  reason: string | null,
): Promise<void> {
  await insertEvent(tx, {
    requestId,
    fromStatus: from,
    toStatus: to,
    actorRole: actor.role,
    actorId: actor.id,
    reason,
  });
}

/**
 * Takes `action` on the case as `actor`: refused with 409 case_status_conflict unless shared-domain's
 * table allows it from the case's status. The UPDATE only applies while the status is still the
 * one it was read with, so of two concurrent transitions one wins and the other is a conflict.
 * `changes` are further columns to set (reason, outcome, times). Answers the updated row.
 */
export async function transitionCase(
  tx: Executor,
  row: CaseRow,
  action: CaseAction,
  actor: CaseActorRef,
  options: { reason?: string | null; changes?: Partial<CaseRow> } = {},
): Promise<CaseRow> {
  const transition = caseTransition(row.status, action, actor.role);
  if (!transition) throw caseStatusConflict(row.status, action);
  const reason = options.reason ?? null;
  if (transition.reasonRequired.includes(actor.role) && !reason) throw reasonRequired();
  const now = new Date();
  const updated = await updateCaseIfStatus(tx, row.id, row.status, {
    ...options.changes,
    status: transition.to,
    updatedAt: now,
  });
  if (!updated) throw caseStatusConflict((await caseStatusOf(tx, row.id)) ?? row.status, action);
  await recordEvent(tx, row.id, row.status, transition.to, actor, reason);
  return updated;
}

// ── JSON ──────────────────────────────────────────────────────────────────────────────────────

export function appointmentJson(row: AppointmentRow): CaseAppointment {
  return {
    id: row.id,
    starts_at: row.startsAt.toISOString(),
    duration_minutes: row.durationMinutes,
    kind: row.kind,
    location: row.location,
    note: row.note,
    status: row.status,
    options: row.options.map((time) => time.toISOString()),
    response: row.response,
    response_note: row.responseNote,
    responded_at: iso(row.respondedAt),
    sequence: row.sequence,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function eventJson(row: CaseEventRow): CaseEvent {
  return {
    id: row.id,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor_role: row.actorRole,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

/** Which side reads: the unread count counts the other side's messages. */
export type CaseSide = 'client' | 'expert';

interface SummaryExtras {
  expert: CaseExpert | null;
  nextAppointment: CaseAppointment | null;
  proposedAppointment: CaseAppointment | null;
  unreadCount: number;
}

export function caseSummaryJson(row: CaseRow, extras: SummaryExtras): CaseSummary {
  return {
    id: row.id,
    status: row.status,
    topic: row.topic,
    summary: row.summary,
    lang: row.lang,
    focus: row.focus,
    format: row.format,
    region: row.region,
    availability: row.availability,
    client_name: row.contactName,
    addressed_to: row.addressedTo,
    expert: extras.expert,
    conversation_id: row.conversationId,
    decline_reason: row.declineReason,
    cancel_reason: row.cancelReason,
    outcome: row.outcome,
    next_appointment: extras.nextAppointment,
    proposed_appointment: extras.proposedAppointment,
    unread_count: extras.unreadCount,
    accepted_at: iso(row.acceptedAt),
    closed_at: iso(row.closedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The expert a case shows: the assigned one, else the addressed one. */
const shownExpertId = (row: CaseRow) => row.expertId ?? row.addressedTo;

/**
 * The summaries of `rows` as `side` sees them, with three queries for all of them together: the
 * experts' cards, each case's next appointment that has not ended, and the other side's unread
 * messages.
 */
export async function caseSummaries(
  db: Executor,
  config: Config,
  rows: CaseRow[],
  side: CaseSide,
): Promise<CaseSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const expertIds = [...new Set(rows.map(shownExpertId).filter((id): id is string => id !== null))];
  const other = side === 'client' ? 'expert' : 'client';
  const [profiles, next, unread] = await Promise.all([
    expertIds.length ? expertCards(db, expertIds) : Promise.resolve([]),
    upcomingAppointments(db, ids),
    unreadCounts(db, ids, other),
  ]);
  const cards = new Map(
    profiles.map((profile) => [
      profile.userId,
      {
        id: profile.userId,
        display_name: profile.displayName ?? '',
        title: profile.title,
        photo_url: profile.photoPath ? publicObjectUrl(config, 'avatars', profile.photoPath) : null,
      } satisfies CaseExpert,
    ]),
  );
  const upcoming = (status: AppointmentStatus) =>
    new Map(
      next
        .filter((appointment) => appointment.status === status)
        .map((appointment) => [appointment.requestId, appointmentJson(appointment)]),
    );
  const nextOf = upcoming('scheduled');
  const proposedOf = upcoming('proposed');
  const unreadOf = new Map(unread.map((item) => [item.request_id, Number(item.unread)]));
  return rows.map((row) => {
    const expertId = shownExpertId(row);
    return caseSummaryJson(row, {
      expert: (expertId && cards.get(expertId)) || null,
      nextAppointment: nextOf.get(row.id) ?? null,
      proposedAppointment: proposedOf.get(row.id) ?? null,
      unreadCount: unreadOf.get(row.id) ?? 0,
    });
  });
}

export async function caseSummary(db: Executor, config: Config, row: CaseRow, side: CaseSide): Promise<CaseSummary> {
  const [summary] = await caseSummaries(db, config, [row], side);
  return summary!;
}
