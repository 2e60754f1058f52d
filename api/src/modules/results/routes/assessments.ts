// The free tools' results: POST /assessments validates and scores answers on the server (a
// client-sent result is never trusted), stores the result with its owner (user, guest or nobody)
// and queues the mail copy; owners list, read and delete their results; a share token reads one
// result publicly (the co-founder comparison of the values radar uses it) and never deletes it;
// an anonymous visitor's browser deletes its result with the delete token it alone was given. Someone else's result
// is "not found", never "forbidden", so ids reveal nothing.
import { endpoints, resultTokenHeader } from '@cc/shared-contract';
import { invalidEmailMessage, sanitizeEmailOrNull, scoreAssessment } from '@cc/shared-domain';
import { Hono } from 'hono';
import type { RateLimitRule } from '../../../platform/config';
import { type AppEnv, limitIp } from '../../../platform/http/context';
import { ApiError } from '../../../platform/http/errors';
import { respond, validBody } from '../../../platform/http/validate';
import {
  claimResult,
  comparisonOf,
  deleteResult,
  findByShareToken,
  findOwned,
  findPartner,
  listOwned,
  ownerDetailJson,
  ownerJson,
  sharedJson,
  submitResult,
} from '../service';
import { resultDeleteToken, sha256 } from '../../../platform/security/tokens';
import { requestLang } from '../../../platform/http/request-lang';
import { uuidShape } from '../../../platform/db/uuid';
import { callerEmail, type Caller } from '../../../identity/caller';
import { requireOwner, withCaller } from '../../../identity/middleware';

const { submitAssessment, listAssessments, getAssessment, claimAssessment, deleteAssessment, getSharedResult } =
  endpoints;

const notFound = () => new ApiError(404, 'not_found', 'Result not found');

/**
 * Where the copy goes: a user's or guest's own address unless they opted out (`consent: false`),
 * an anonymous visitor's typed address only with explicit consent.
 */
function mailAddress(caller: Caller, body: { email?: string | null; consent?: boolean | null }): string | null {
  if (caller.kind !== 'anonymous') return body.consent === false ? null : callerEmail(caller);
  if (body.consent !== true || !body.email?.trim()) return null;
  const email = sanitizeEmailOrNull(body.email);
  if (!email) throw new ApiError(400, 'invalid_email', invalidEmailMessage);
  return email;
}

/**
 * Result mails to one address: a few an hour. An address typed with consent (or a guest's typed
 * address) proves nothing, and the per-IP limit alone would let anyone with many addresses flood
 * an inbox. Beyond it the result is kept and not mailed (`mail_queued: false`).
 */
export const resultMailsPerAddress: RateLimitRule = { max: 5, windowSeconds: 3600 };

/** The counter of one address's result mails; it holds a hash, not the address. */
const resultMailKey = (email: string) => `result_mail:${sha256(email.toLowerCase())}`;

export function assessmentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(submitAssessment.path, withCaller, validBody(submitAssessment), async (c) => {
    const services = c.get('services');
    const caller = c.get('caller');
    // Answers checked and normalised by the schema (shared-domain's validateAnswers).
    const body = c.req.valid('json');
    const { type, answers } = body;
    const typed = mailAddress(caller, body);
    await services.limiter.hit(`assessments:ip:${limitIp(c)}`, services.config.rateLimits.assessmentsPerIp);
    const to =
      typed &&
      (await services.limiter.increment(resultMailKey(typed), resultMailsPerAddress)).count <= resultMailsPerAddress.max
        ? typed
        : null;

    const lang = requestLang(c, body.lang, caller.kind === 'guest' ? caller.lead.lang : undefined);
    const result = scoreAssessment(type, answers);
    const { row, partner } = await submitResult(services.db, {
      type,
      version: result.version,
      lang,
      answers,
      result,
      caller,
      compareWith: body.compare_with,
      mailTo: to,
      siteUrl: services.config.siteUrl,
    });
    if (to) services.mailQueued();
    const comparison = comparisonOf(row, partner);
    // Only the browser that made an ownerless result can remove it; owners delete as themselves.
    const deleteToken =
      caller.kind === 'anonymous' ? { delete_token: resultDeleteToken(services.keys.resultDeleteSecret, row.id) } : {};
    return respond(c, submitAssessment, {
      ...ownerJson(row),
      ...deleteToken,
      mail_queued: to !== null,
      ...(comparison ? { comparison } : {}),
    });
  });

  app.get(listAssessments.path, requireOwner('Sign in or continue as a guest to list results'), async (c) => {
    const rows = await listOwned(c.get('services').db, c.get('caller'));
    return respond(c, listAssessments, { results: rows.map(ownerJson) });
  });

  app.get(getAssessment.path, withCaller, async (c) => {
    const id = c.req.param('id');
    if (!uuidShape.test(id)) throw notFound();
    const { db } = c.get('services');
    const row = await findOwned(db, c.get('caller'), id);
    if (!row) throw notFound();
    return respond(c, getAssessment, ownerDetailJson(row, await findPartner(db, row)));
  });

  // Keep a result made before signing in: the browser that made it proves it with the delete token.
  app.post(claimAssessment.path, requireOwner('Sign in or continue as a guest to keep a result'), async (c) => {
    const id = c.req.param('id');
    if (!uuidShape.test(id)) throw notFound();
    const token = c.req.header(resultTokenHeader)?.trim() || null;
    const { db, keys } = c.get('services');
    const row = await claimResult(db, c.get('caller'), id, token, keys.resultDeleteSecret);
    if (!row) throw notFound();
    return respond(c, claimAssessment, ownerJson(row));
  });

  app.delete(deleteAssessment.path, withCaller, async (c) => {
    const id = c.req.param('id');
    if (!uuidShape.test(id)) throw notFound();
    const token = c.req.header(resultTokenHeader)?.trim() || null;
    const { db, keys } = c.get('services');
    if (!(await deleteResult(db, c.get('caller'), id, token, keys.resultDeleteSecret))) throw notFound();
    return respond(c, deleteAssessment, { deleted: true });
  });

  app.get(getSharedResult.path, async (c) => {
    const { db } = c.get('services');
    const row = await findByShareToken(db, c.req.param('token'));
    if (!row) throw notFound();
    return respond(c, getSharedResult, sharedJson(row, await findPartner(db, row)));
  });
  return app;
}
