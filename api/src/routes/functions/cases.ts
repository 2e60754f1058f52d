// The case workflow (docs/api.md "Cases"): a client (user or guest) asks one approved expert or
// every expert who fits; approved experts at aal2 see their inbox and their cases, accept, decline,
// cancel and close. Who may see and do what is decided in cases/access.ts; the transitions, each
// recorded in app.case_events, are cases/workflow.ts.
import { endpoints, idempotencyKeyHeader } from '@cc/shared-contract';
import type { Hono } from 'hono';
import { findConversation } from '../../advisor-store/conversations';
import { approvedProfile, loadCase, requireExpert } from '../../cases/access';
import { appointmentJson, caseSummaries, caseSummary, contactOf, eventJson } from '../../cases/store';
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
} from '../../cases/workflow';
import { type AppContext, type AppEnv, limitIp } from '../../http/context';
import { ApiError } from '../../http/errors';
import { respond, validBody } from '../../http/validate';
import { requireOwner, withCaller } from '../../identity/middleware';
import { pickLang } from '../../mail/templates';
import { conversationNotFound } from './advisor-common';
import { ownerKey } from '../../identity/caller';

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
    const owner = {
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
    const { row, created } = await createRequest(db, config, {
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
    if (addressedTo && created) services.mailQueued();
    return respond(c, createExpertRequest, await caseSummary(db, config, row, 'client'));
  });

  app.get(listExpertRequests.path, requestOwnerOnly, async (c) => {
    const { db, config } = c.get('services');
    const rows = await clientRequests(db, c.get('caller'));
    return respond(c, listExpertRequests, { requests: await caseSummaries(db, config, rows, 'client') });
  });

  // ── The expert's lists ──────────────────────────────────────────────────────────────────────

  app.get(listExpertCases.path, withCaller, async (c) => {
    const { db, config } = c.get('services');
    const profile = await requireExpert(db, c.get('caller'));
    const { inbox, assigned } = await expertLists(db, profile.userId);
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
    const [{ events, appointments }, summary] = await Promise.all([
      caseRecord(db, row.id),
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
    const row = await acceptRequest(db, config, profile, c.req.param('id'));
    services.mailQueued();
    return respond(c, acceptCase, { case: await caseSummary(db, config, row, 'expert') });
  });

  app.post(declineCase.path, withCaller, validBody(declineCase), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const { reason } = c.req.valid('json');
    const { row, mailed } = await declineRequest(db, config, c.get('caller'), c.req.param('id'), reason);
    if (mailed) services.mailQueued();
    return respond(c, declineCase, { case: await caseSummary(db, config, row, 'expert') });
  });

  app.post(cancelCase.path, withCaller, validBody(cancelCase), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const reason = c.req.valid('json').reason ?? null;
    const who = c.get('caller');
    const row = await cancelRequest(db, config, who, c.req.param('id'), reason);
    services.mailQueued();
    return respond(c, cancelCase, { case: await caseSummary(db, config, row, sideOf(who, row)) });
  });

  app.post(closeCase.path, withCaller, validBody(closeCase), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const { outcome } = c.req.valid('json');
    const row = await closeRequest(db, config, c.get('caller'), c.req.param('id'), outcome);
    services.mailQueued();
    return respond(c, closeCase, { case: await caseSummary(db, config, row, 'expert') });
  });
}
