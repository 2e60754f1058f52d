// The case workflow (docs/api.md "Cases"): a client (user or guest) asks one approved expert or
// every expert who fits; approved experts at aal2 see their inbox and their cases, accept (one
// conditional UPDATE: of concurrent accepts exactly one wins), decline, cancel and close. Who may
// see and do what is decided in cases/access.ts; every transition is recorded in app.case_events.
import { endpoints, idempotencyKeyHeader, idempotencyWindowSeconds } from '@cc/shared-contract';
import { caseActionsFor, type CaseAction } from '@cc/shared-domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { findConversation } from '../../advisor-store/conversations';
import {
  approvedProfile,
  assignedCondition,
  caseIdParam,
  caseNotFound,
  clientCondition,
  declinedCondition,
  inboxCondition,
  loadCase,
  meantFor,
  requireExpert,
  type CaseAccess,
  type CaseRow,
  type ExpertMatchProfile,
} from '../../cases/access';
import { cancelUpcomingAppointments } from '../../cases/appointments';
import { notifyCase } from '../../cases/notify';
import {
  appointmentJson,
  caseStatusConflict,
  caseSummaries,
  caseSummary,
  contactOf,
  eventJson,
  insertCase,
  recordEvent,
  transitionCase,
} from '../../cases/store';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { caseAppointments, caseDeclines, caseEvents, expertRequests } from '../../db/schema';
import { type AppContext, type AppEnv, limitIp } from '../../http/context';
import { ApiError } from '../../http/errors';
import { respond, validBody } from '../../http/validate';
import { pickLang } from '../../mail/templates';
import { conversationNotFound, ownerKey } from './advisor-common';
import type { Caller } from '../../identity/caller';
import { requireOwner, withCaller } from '../../identity/middleware';

/** Requests belong to someone: a signed-in user or a guest (an anonymous visitor owns nothing here). */
const requestOwnerOnly = requireOwner('Sign in or continue as a guest to ask an expert and follow your requests');

const {
  createExpertRequest,
  listExpertRequests,
  listExpertCases,
  getCase,
  acceptCase,
  declineCase,
  cancelCase,
  closeCase,
} = endpoints;

/** Most cases a list answers (per list). */
export const caseListLimit = 200;

const expertNotAvailable = () =>
  new ApiError(422, 'expert_not_available', 'This expert cannot take requests (not an approved expert)');

/** A key the browser made for one submission: 1–200 visible ASCII characters (a UUID fits). */
const idempotencyKeyShape = /^[\x21-\x7e]{1,200}$/;

/** The caller's Idempotency-Key, or null; a malformed one is 400 validation_failed. */
function idempotencyKeyOf(c: AppContext): string | null {
  const key = c.req.header(idempotencyKeyHeader);
  if (key === undefined) return null;
  if (!idempotencyKeyShape.test(key)) {
    throw new ApiError(400, 'validation_failed', 'Idempotency-Key must be 1 to 200 visible ASCII characters');
  }
  return key;
}

/**
 * The caller's request made with `key`, if it is recent: a repeat within the window answers it.
 * An older one gives its key up, so the key is free again.
 */
async function requestWithKey(db: Executor, owner: NewOwner, key: string): Promise<CaseRow | null> {
  const ownerCondition = owner.userId
    ? and(eq(expertRequests.userId, owner.userId), isNull(expertRequests.guestLeadId))
    : eq(expertRequests.guestLeadId, owner.guestLeadId!);
  const [row] = await db
    .select()
    .from(expertRequests)
    .where(and(ownerCondition, eq(expertRequests.idempotencyKey, key)));
  if (!row) return null;
  if (Date.now() - row.createdAt.getTime() <= idempotencyWindowSeconds * 1000) return row;
  await db.update(expertRequests).set({ idempotencyKey: null }).where(eq(expertRequests.id, row.id));
  return null;
}

interface NewOwner {
  userId: string | null;
  guestLeadId: string | null;
}

/** What the caller may do now: the workflow's actions for their role; accept or decline from the inbox. */
function actionsOf(access: CaseAccess): CaseAction[] {
  if (access.role === 'client') return caseActionsFor(access.row.status, 'client');
  if (!access.assigned) return access.row.status === 'neu' ? ['accept', 'decline'] : [];
  return caseActionsFor(access.row.status, 'expert');
}

export function caseRoutes(app: Hono<AppEnv>): void {
  // ── The client ──────────────────────────────────────────────────────────────────────────────

  app.post(createExpertRequest.path, requestOwnerOnly, validBody(createExpertRequest), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const caller = c.get('caller');
    const body = c.req.valid('json');
    const contact = contactOf(caller);
    // A user or a guest always has an address; without one an expert could not answer.
    if (!contact) throw new ApiError(400, 'validation_failed', 'There is no address an expert could answer to');
    const owner: NewOwner = {
      userId: caller.kind === 'user' ? caller.user.id : null,
      guestLeadId: caller.kind === 'guest' ? caller.lead.id : null,
    };
    // The same submission again (a double tap, a retry after a lost answer): the request it made.
    const idempotencyKey = idempotencyKeyOf(c);
    const repeated = idempotencyKey ? await requestWithKey(db, owner, idempotencyKey) : null;
    if (repeated) return respond(c, createExpertRequest, await caseSummary(db, config, repeated, 'client'));
    if (body.conversation_id && !(await findConversation(db, caller, body.conversation_id))) {
      throw conversationNotFound();
    }
    const addressedTo = body.expert_id?.toLowerCase() ?? null;
    if (addressedTo) {
      // Only an approved expert takes requests, and nobody asks themselves.
      const profile = await approvedProfile(db, addressedTo);
      if (!profile || (caller.kind === 'user' && caller.user.id === addressedTo)) throw expertNotAvailable();
    }
    await services.limiter.hit(`expert_requests:${ownerKey(caller)}`, config.rateLimits.expertRequestsPerOwner);
    // And per client network: a guest owner costs nothing to make, and each request may mail an expert.
    await services.limiter.hit(`expert_requests:ip:${limitIp(c)}`, config.rateLimits.expertRequestsPerIp);
    const fallbackLang =
      caller.kind === 'guest' ? caller.lead.lang : caller.kind === 'user' ? caller.user.rawUserMetaData['lang'] : null;
    const insert = () =>
      db.transaction(async (tx) => {
        const created = await insertCase(tx, {
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
        });
        // The chosen expert hears of it; open requests wait in the inboxes (docs/api.md "Cases").
        if (addressedTo) await notifyCase(tx, config, created, 'new_request');
        return created;
      });
    let row: CaseRow;
    try {
      row = await insert();
    } catch (error) {
      // The same key sent twice at once: the one that lost answers the winner's request.
      const winner =
        idempotencyKey && isUniqueViolation(error) ? await requestWithKey(db, owner, idempotencyKey) : null;
      if (!winner) throw error;
      return respond(c, createExpertRequest, await caseSummary(db, config, winner, 'client'));
    }
    if (addressedTo) services.mailQueued();
    return respond(c, createExpertRequest, await caseSummary(db, config, row, 'client'));
  });

  app.get(listExpertRequests.path, requestOwnerOnly, async (c) => {
    const { db, config } = c.get('services');
    const owner = clientCondition(c.get('caller'));
    const rows = owner
      ? await db
          .select()
          .from(expertRequests)
          .where(owner)
          .orderBy(desc(expertRequests.createdAt), desc(expertRequests.id))
          .limit(caseListLimit)
      : [];
    return respond(c, listExpertRequests, { requests: await caseSummaries(db, config, rows, 'client') });
  });

  // ── The expert's lists ──────────────────────────────────────────────────────────────────────

  app.get(listExpertCases.path, withCaller, async (c) => {
    const { db, config } = c.get('services');
    const profile = await requireExpert(db, c.get('caller'));
    const [inbox, assigned] = await Promise.all([
      db
        .select()
        .from(expertRequests)
        .where(inboxCondition(profile.userId))
        .orderBy(asc(expertRequests.createdAt), asc(expertRequests.id))
        .limit(caseListLimit),
      db
        .select()
        .from(expertRequests)
        .where(assignedCondition(profile.userId))
        .orderBy(desc(expertRequests.updatedAt), desc(expertRequests.id))
        .limit(caseListLimit),
    ]);
    const [inboxJson, casesJson] = await Promise.all([
      caseSummaries(db, config, inbox, 'expert'),
      caseSummaries(db, config, assigned, 'expert'),
    ]);
    return respond(c, listExpertCases, { inbox: inboxJson, cases: casesJson });
  });

  // ── One case ────────────────────────────────────────────────────────────────────────────────

  app.get(getCase.path, withCaller, async (c) => {
    const { db, config } = c.get('services');
    const access = await loadCase(db, c.get('caller'), c.req.param('id'));
    const { row } = access;
    const [events, appointments, summary] = await Promise.all([
      db
        .select()
        .from(caseEvents)
        .where(eq(caseEvents.requestId, row.id))
        .orderBy(asc(caseEvents.createdAt), asc(caseEvents.id)),
      db
        .select()
        .from(caseAppointments)
        .where(eq(caseAppointments.requestId, row.id))
        .orderBy(asc(caseAppointments.startsAt), asc(caseAppointments.id)),
      caseSummary(db, config, row, access.role),
    ]);
    const assignedExpert = access.role === 'expert' && access.assigned;
    return respond(c, getCase, {
      role: access.role,
      case: summary,
      contact: assignedExpert ? { email: row.contactEmail, name: row.contactName } : null,
      events: events.map(eventJson),
      appointments: appointments.map(appointmentJson),
      actions: actionsOf(access),
    });
  });

  app.post(acceptCase.path, withCaller, async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const profile = await requireExpert(db, c.get('caller'));
    const id = caseIdParam(c.req.param('id'));
    const me = profile.userId;
    const row = await db.transaction(async (tx) => {
      const now = new Date();
      // One statement: the request is still `neu`, still meant for me and not declined by me.
      // Of concurrent accepts the first one to lock the row wins; the others find it taken.
      const [accepted] = await tx
        .update(expertRequests)
        .set({ status: 'angenommen', expertId: me, acceptedAt: now, updatedAt: now })
        .where(and(eq(expertRequests.id, id), inboxCondition(me)))
        .returning();
      if (!accepted) throw await whyNotAccepted(tx, profile, id);
      await recordEvent(tx, id, 'neu', 'angenommen', { role: 'expert', id: me }, null);
      await notifyCase(tx, config, accepted, 'accepted');
      return accepted;
    });
    services.mailQueued();
    return respond(c, acceptCase, { case: await caseSummary(db, config, row, 'expert') });
  });

  app.post(declineCase.path, withCaller, validBody(declineCase), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const { reason } = c.req.valid('json');
    const who = c.get('caller');
    const { row, mailed } = await db.transaction(async (tx) => {
      const access = await loadCase(tx, who, c.req.param('id'), { expertOnly: true });
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
      await tx.insert(caseDeclines).values({ requestId: current.id, expertId: me, reason }).onConflictDoNothing();
      return { row: current, mailed: false };
    });
    if (mailed) services.mailQueued();
    return respond(c, declineCase, { case: await caseSummary(db, config, row, 'expert') });
  });

  app.post(cancelCase.path, withCaller, validBody(cancelCase), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const reason = c.req.valid('json').reason ?? null;
    const who = c.get('caller');
    const row = await db.transaction(async (tx) => {
      const access = await loadCase(tx, who, c.req.param('id'));
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
    services.mailQueued();
    return respond(c, cancelCase, { case: await caseSummary(db, config, row, sideOf(who, row)) });
  });

  app.post(closeCase.path, withCaller, validBody(closeCase), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const { outcome } = c.req.valid('json');
    const who = c.get('caller');
    const row = await db.transaction(async (tx) => {
      const access = await loadCase(tx, who, c.req.param('id'), { expertOnly: true });
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
    services.mailQueued();
    return respond(c, closeCase, { case: await caseSummary(db, config, row, 'expert') });
  });
}

/** The side a caller of a shared endpoint reads from: the client's unless they are its expert. */
function sideOf(who: Caller, row: CaseRow): 'client' | 'expert' {
  return who.kind === 'user' && row.expertId === who.user.id ? 'expert' : 'client';
}

/**
 * Why the accepting UPDATE changed nothing: 409 case_taken when another expert has the request
 * now, 409 case_status_conflict when it is mine already or no longer open, 404 when it was never
 * meant for me (or I declined it).
 */
async function whyNotAccepted(tx: Executor, profile: ExpertMatchProfile, id: string): Promise<ApiError> {
  const [found] = await tx
    .select({ row: expertRequests, declined: declinedCondition(profile.userId).mapWith(Boolean) })
    .from(expertRequests)
    .where(eq(expertRequests.id, id));
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
