// The case workflow's transitions and lists (docs/api.md "Cases"): a client's request (with its
// Idempotency-Key), the client's and the expert's lists, one case with its record, and accept
// (one conditional UPDATE: of concurrent accepts exactly one wins), decline, cancel and close, each
// in one transaction with its event and its mail. Who may see and do what: access.ts. The
// HTTP edge is routes/cases.ts.
import { idempotencyWindowSeconds } from '@cc/shared-contract';
import { caseActionsFor, type CaseAction } from '@cc/shared-domain';
import type { Config } from '../../platform/config';
import type { Db, Executor } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { ApiError } from '../../platform/http/errors';
import type { Caller } from '../../identity/caller';
import { caseIdParam, caseNotFound, loadCase, meantFor, type CaseAccess, type ExpertMatchProfile } from './access';
import { cancelUpcomingAppointments } from './appointments';
import { notifyCase } from './notify';
import {
  acceptIfInInbox,
  appointmentsOf,
  assignedCases,
  clearIdempotencyKey,
  clientCases,
  caseEventsOf,
  findCaseForExpert,
  findRequestByKey,
  inboxCases,
  insertDeclines,
  type CaseRow,
} from './repo';
import { caseStatusConflict, insertCase, recordEvent, transitionCase, type NewCase } from './store';

/** Most cases a list answers (per list). */
export const caseListLimit = 200;

/**
 * The caller's request made with `key`, if it is recent: a repeat within the window answers it.
 * An older one gives its key up, so the key is free again.
 */
export async function requestWithKey(db: Executor, owner: NewCase['owner'], key: string): Promise<CaseRow | null> {
  const row = await findRequestByKey(db, owner, key);
  if (!row) return null;
  if (Date.now() - row.createdAt.getTime() <= idempotencyWindowSeconds * 1000) return row;
  await clearIdempotencyKey(db, row.id);
  return null;
}

/**
 * A client's new request (and the chosen expert's mail) in one transaction. The same
 * Idempotency-Key sent twice at once: the one that lost answers the winner's request.
 */
export async function createRequest(
  db: Db,
  config: Config,
  input: NewCase,
): Promise<{ row: CaseRow; created: boolean }> {
  const insert = () =>
    db.transaction(async (tx) => {
      const created = await insertCase(tx, input);
      // The chosen expert hears of it; open requests wait in the inboxes (docs/api.md "Cases").
      if (input.addressedTo) await notifyCase(tx, config, created, 'new_request');
      return created;
    });
  try {
    return { row: await insert(), created: true };
  } catch (error) {
    const { idempotencyKey } = input;
    const winner =
      idempotencyKey && isUniqueViolation(error) ? await requestWithKey(db, input.owner, idempotencyKey) : null;
    if (!winner) throw error;
    return { row: winner, created: false };
  }
}

/** The client's requests, newest first. */
export async function clientRequests(db: Db, caller: Caller): Promise<CaseRow[]> {
  return clientCases(db, caller, caseListLimit);
}

/** The expert's inbox (oldest first) and their assigned cases (latest change first). */
export async function expertLists(db: Db, expertId: string): Promise<{ inbox: CaseRow[]; assigned: CaseRow[] }> {
  const [inbox, assigned] = await Promise.all([
    inboxCases(db, expertId, caseListLimit),
    assignedCases(db, expertId, caseListLimit),
  ]);
  return { inbox, assigned };
}

/** A case's events and appointments, in order. */
export async function caseRecord(db: Db, caseId: string) {
  const [events, appointments] = await Promise.all([caseEventsOf(db, [caseId]), appointmentsOf(db, caseId)]);
  return { events, appointments };
}

/** The expert accepts a request of their inbox. */
export async function acceptRequest(db: Db, config: Config, profile: ExpertMatchProfile, idParam: string | undefined) {
  const id = caseIdParam(idParam);
  const me = profile.userId;
  return db.transaction(async (tx) => {
    // One statement: the request is still `neu`, still meant for me and not declined by me.
    // Of concurrent accepts the first one to lock the row wins; the others find it taken.
    const accepted = await acceptIfInInbox(tx, id, me, new Date());
    if (!accepted) throw await whyNotAccepted(tx, profile, id);
    await recordEvent(tx, id, 'neu', 'angenommen', { role: 'expert', id: me }, null);
    await notifyCase(tx, config, accepted, 'accepted');
    return accepted;
  });
}

/**
 * An expert declines: a request addressed to them ends (the client learns why, `mailed`); an open
 * one only leaves their inbox.
 */
export async function declineRequest(db: Db, config: Config, who: Caller, idParam: string | undefined, reason: string) {
  return db.transaction(async (tx) => {
    const access = await loadCase(tx, who, idParam, { expertOnly: true });
    const current = access.row;
    if (access.role !== 'expert' || access.assigned) throw caseStatusConflict(current.status, 'decline');
    const me = access.profile.userId;
    if (current.addressedTo === me) {
      // Addressed to me: the request ends, and the client learns why.
      const declined = await transitionCase(
        tx,
        current,
        'decline',
        { role: 'expert', id: me },
        {
          reason,
          changes: { declineReason: reason },
        },
      );
      await notifyCase(tx, config, declined, 'declined');
      return { row: declined, mailed: true };
    }
    // Open: it only leaves my inbox; the others still see it.
    await insertDeclines(tx, [{ requestId: current.id, expertId: me, reason }]);
    return { row: current, mailed: false };
  });
}

/** The client, or the assigned expert, cancels; appointments ahead are cancelled, the other side is told. */
export async function cancelRequest(
  db: Db,
  config: Config,
  who: Caller,
  idParam: string | undefined,
  reason: string | null,
) {
  return db.transaction(async (tx) => {
    const access = await loadCase(tx, who, idParam);
    if (access.role === 'expert' && !access.assigned) throw caseStatusConflict(access.row.status, 'cancel');
    const actor =
      access.role === 'client'
        ? { role: 'client' as const, id: who.kind === 'user' ? who.user.id : null }
        : { role: 'expert' as const, id: access.profile.userId };
    const cancelled = await transitionCase(tx, access.row, 'cancel', actor, {
      reason,
      changes: { cancelReason: reason, closedAt: new Date() },
    });
    // Appointments still ahead leave both calendars.
    await cancelUpcomingAppointments(tx, config, cancelled.id);
    // The other side hears of it (an open request nobody accepted has nobody to tell).
    if (access.role === 'expert') await notifyCase(tx, config, cancelled, 'cancelled_by_expert');
    else if (cancelled.expertId ?? cancelled.addressedTo)
      await notifyCase(tx, config, cancelled, 'cancelled_by_client');
    return cancelled;
  });
}

/** The assigned expert closes the case with its outcome. */
export async function closeRequest(db: Db, config: Config, who: Caller, idParam: string | undefined, outcome: string) {
  return db.transaction(async (tx) => {
    const access = await loadCase(tx, who, idParam, { expertOnly: true });
    if (access.role !== 'expert' || !access.assigned) throw caseStatusConflict(access.row.status, 'close');
    const me = access.profile.userId;
    const closed = await transitionCase(
      tx,
      access.row,
      'close',
      { role: 'expert', id: me },
      {
        reason: outcome,
        changes: { outcome, closedAt: new Date() },
      },
    );
    await cancelUpcomingAppointments(tx, config, closed.id);
    await notifyCase(tx, config, closed, 'closed');
    return closed;
  });
}

/** What the caller may do now: the workflow's actions for their role; accept or decline from the inbox. */
export function actionsOf(access: CaseAccess): CaseAction[] {
  if (access.role === 'client') return caseActionsFor(access.row.status, 'client');
  if (!access.assigned) return access.row.status === 'neu' ? ['accept', 'decline'] : [];
  return caseActionsFor(access.row.status, 'expert');
}

/** The side a caller of a shared endpoint reads from: the client's unless they are its expert. */
export function sideOf(who: Caller, row: CaseRow): 'client' | 'expert' {
  return who.kind === 'user' && row.expertId === who.user.id ? 'expert' : 'client';
}

/**
 * Why the accepting UPDATE changed nothing: 409 case_taken when another expert has the request
 * now, 409 case_status_conflict when it is mine already or no longer open, 404 when it was never
 * meant for me (or I declined it).
 */
async function whyNotAccepted(tx: Executor, profile: ExpertMatchProfile, id: string): Promise<ApiError> {
  const found = await findCaseForExpert(tx, profile.userId, id);
  if (!found || found.declined) return caseNotFound();
  const { row } = found;
  if (row.expertId === profile.userId) return caseStatusConflict(row.status, 'accept');
  if (!meantFor(profile, row)) return caseNotFound();
  if (row.expertId) {
    return new ApiError(409, 'case_taken', 'Another expert has already accepted this request', {
      details: { status: row.status },
    });
  }
  return caseStatusConflict(row.status, 'accept');
}
