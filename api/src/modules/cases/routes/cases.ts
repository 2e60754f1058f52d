// The case workflow (docs/api.md "Cases"): a client (user or guest) asks one approved expert or
// every expert who fits; approved experts at aal2 see their inbox and their cases, accept, decline,
// cancel and close. Who may see and do what, and the transitions (each recorded in
// app.case_events), are the cases' service (../service.ts).
import { endpoints, idempotencyKeyHeader } from '@cc/shared-contract';
import { Hono } from 'hono';
import { type AppEnv, limitIp } from '../../../platform/http/context';
import { respond, validBody } from '../../../platform/http/validate';
import { ownerKey } from '../../../identity/caller';
import { requireOwner, withCaller } from '../../../identity/middleware';
import {
  acceptCase as accept,
  cancelCase as cancel,
  caseDetail,
  checkRequest,
  clientRequestSummaries,
  closeCase as close,
  declineCase as decline,
  expertCaseSummaries,
  submitRequest,
} from '../service';

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

export function caseRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // ── The client ──────────────────────────────────────────────────────────────────────────────

  app.post(createExpertRequest.path, requestOwnerOnly, validBody(createExpertRequest), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const caller = c.get('caller');
    const checked = await checkRequest(db, config, caller, c.req.valid('json'), c.req.header(idempotencyKeyHeader));
    if ('repeated' in checked) return respond(c, createExpertRequest, checked.repeated);
    await services.limiter.hit(`expert_requests:${ownerKey(caller)}`, config.rateLimits.expertRequestsPerOwner);
    // And per client network: a guest owner costs nothing to make, and each request may mail an expert.
    await services.limiter.hit(`expert_requests:ip:${limitIp(c)}`, config.rateLimits.expertRequestsPerIp);
    const { summary, mailed } = await submitRequest(db, config, checked.request);
    if (mailed) services.mailQueued();
    return respond(c, createExpertRequest, summary);
  });

  app.get(listExpertRequests.path, requestOwnerOnly, async (c) => {
    const { db, config } = c.get('services');
    return respond(c, listExpertRequests, { requests: await clientRequestSummaries(db, config, c.get('caller')) });
  });

  // ── The expert's lists ──────────────────────────────────────────────────────────────────────

  app.get(listExpertCases.path, withCaller, async (c) => {
    const { db, config } = c.get('services');
    return respond(c, listExpertCases, await expertCaseSummaries(db, config, c.get('caller')));
  });

  // ── One case ────────────────────────────────────────────────────────────────────────────────

  app.get(getCase.path, withCaller, async (c) => {
    const { db, config } = c.get('services');
    return respond(c, getCase, await caseDetail(db, config, c.get('caller'), c.req.param('id')));
  });

  app.post(acceptCase.path, withCaller, async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const summary = await accept(db, config, c.get('caller'), c.req.param('id'));
    services.mailQueued();
    return respond(c, acceptCase, { case: summary });
  });

  app.post(declineCase.path, withCaller, validBody(declineCase), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const { reason } = c.req.valid('json');
    const { summary, mailed } = await decline(db, config, c.get('caller'), c.req.param('id'), reason);
    if (mailed) services.mailQueued();
    return respond(c, declineCase, { case: summary });
  });

  app.post(cancelCase.path, withCaller, validBody(cancelCase), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const reason = c.req.valid('json').reason ?? null;
    const summary = await cancel(db, config, c.get('caller'), c.req.param('id'), reason);
    services.mailQueued();
    return respond(c, cancelCase, { case: summary });
  });

  app.post(closeCase.path, withCaller, validBody(closeCase), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const { outcome } = c.req.valid('json');
    const summary = await close(db, config, c.get('caller'), c.req.param('id'), outcome);
    services.mailQueued();
    return respond(c, closeCase, { case: summary });
  });
  return app;
}
