// The free tools' results: POST /assessments validates and scores answers on the server (a
// client-sent result is never trusted), stores the result with its owner (user, guest or nobody)
// and queues the mail copy; owners list, read and delete their results; a share token reads one
// result publicly (the co-founder comparison of the values radar uses it). Someone else's result
// is "not found", never "forbidden", so ids reveal nothing.
import {
  type AnswerValidation,
  assessmentDefinitions,
  invalidEmailMessage,
  sanitizeEmailOrNull,
  scoreAssessment,
  validateAnswers,
} from '@cc/shared-domain';
import type { Hono } from 'hono';
import { z } from 'zod';
import { clientIp, parseBody, type AppContext, type AppEnv } from '../../http/context';
import { ApiError, validationFailed } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import {
  comparisonOf,
  deleteResult,
  findByShareToken,
  findOwned,
  findPartner,
  insertResult,
  listOwned,
  ownerDetailJson,
  ownerJson,
  sharedJson,
  type ResultRow,
} from '../../results/store';
import { requestLang } from '../auth/common';
import { uuidShape } from '../auth/guard';
import { callerEmail, identifyCaller, type Caller } from './caller';

/** Lets a browser delete a result it created without an account: the result's share token. */
export const resultTokenHeader = 'x-result-token';

const submitBody = z.object({
  // Checked by validateAnswers, which reports the stable codes the browser shows.
  type: z.unknown().optional(),
  answers: z.unknown().optional(),
  lang: z.string().max(35).nullish(),
  email: z.string().max(10_000).nullish(),
  consent: z.boolean().nullish(),
  compare_with: z.string().max(1000).nullish(),
});

type AnswerError = Extract<AnswerValidation, { ok: false }>;

const answerMessages: Record<AnswerError['code'], (details: AnswerError['details']) => string> = {
  unknown_type: () => `Unknown assessment type; expected one of: ${Object.keys(assessmentDefinitions).join(', ')}`,
  invalid_shape: (details) => `Invalid answers: ${details.shape ?? 'wrong shape'}`,
  invalid_answer: (details) =>
    `${details.invalid?.length ?? 0} answer(s) are not valid (allowed: integers from ${details.scale?.min} to ${details.scale?.max})`,
  missing_answers: (details) => `${details.missing?.length ?? 0} answer(s) are missing`,
};

const notFound = () => new ApiError(404, 'not_found', 'Result not found');

/**
 * Where the copy goes: a user's or guest's own address unless they opted out (`consent: false`),
 * an anonymous visitor's typed address only with explicit consent.
 */
function mailAddress(caller: Caller, body: z.infer<typeof submitBody>): string | null {
  if (caller.kind !== 'anonymous') return body.consent === false ? null : callerEmail(caller);
  if (body.consent !== true || !body.email?.trim()) return null;
  const email = sanitizeEmailOrNull(body.email);
  if (!email) throw new ApiError(400, 'invalid_email', invalidEmailMessage);
  return email;
}

function resultLink(siteUrl: string, row: ResultRow): string {
  const query = new URLSearchParams({ id: row.id, token: row.shareToken });
  return `${siteUrl}/results/${encodeURIComponent(row.type)}?${query.toString()}`;
}

async function submit(c: AppContext) {
  const services = c.get('services');
  const caller = await identifyCaller(c);
  const body = await parseBody(c, submitBody);
  const validation = validateAnswers(body.type, body.answers);
  if (!validation.ok) {
    throw new ApiError(400, validation.code, answerMessages[validation.code](validation.details), {
      details: validation.details,
    });
  }
  const { type, answers } = validation;
  if (body.compare_with && type !== 'values') {
    throw validationFailed('compare_with is only accepted for the values radar');
  }
  const to = mailAddress(caller, body);
  await services.limiter.hit(`assessments:ip:${clientIp(c)}`, services.config.rateLimits.assessmentsPerIp);

  const lang = requestLang(c, body.lang, caller.kind === 'guest' ? caller.lead.lang : undefined);
  const result = scoreAssessment(type, answers);
  const { row, partner } = await services.db.transaction(async (tx) => {
    // An invitation whose result is gone (or is not a values result) compares with nobody.
    const inviter = body.compare_with ? await findByShareToken(tx, body.compare_with) : undefined;
    const partnerRow = inviter?.type === 'values' ? inviter : undefined;
    const inserted = await insertResult(tx, {
      type,
      version: result.version,
      lang,
      answers,
      result,
      caller,
      ...(partnerRow ? { partner: partnerRow } : {}),
    });
    if (to) {
      await enqueueMail(tx, to, {
        kind: 'assessment_result',
        lang,
        result,
        link: resultLink(services.config.siteUrl, inserted),
      });
    }
    return { row: inserted, partner: partnerRow };
  });
  if (to) services.mailQueued();
  const comparison = comparisonOf(row, partner);
  return c.json({ ...ownerJson(row), mail_queued: to !== null, ...(comparison ? { comparison } : {}) }, 201);
}

export function assessmentRoutes(app: Hono<AppEnv>): void {
  app.post('/assessments', submit);

  app.get('/assessments', async (c) => {
    const caller = await identifyCaller(c);
    if (caller.kind === 'anonymous') {
      throw new ApiError(401, 'not_authenticated', 'Sign in or continue as a guest to list results');
    }
    const rows = await listOwned(c.get('services').db, caller);
    return c.json({ results: rows.map(ownerJson) }, 200);
  });

  app.get('/assessments/:id', async (c) => {
    const id = c.req.param('id');
    const caller = await identifyCaller(c);
    if (!uuidShape.test(id)) throw notFound();
    const { db } = c.get('services');
    const row = await findOwned(db, caller, id);
    if (!row) throw notFound();
    return c.json(ownerDetailJson(row, await findPartner(db, row)), 200);
  });

  app.delete('/assessments/:id', async (c) => {
    const id = c.req.param('id');
    const caller = await identifyCaller(c);
    if (!uuidShape.test(id)) throw notFound();
    const token = c.req.header(resultTokenHeader)?.trim() || null;
    if (!(await deleteResult(c.get('services').db, caller, id, token))) throw notFound();
    return c.json({ deleted: true }, 200);
  });

  app.get('/shared-results/:token', async (c) => {
    const { db } = c.get('services');
    const row = await findByShareToken(db, c.req.param('token'));
    if (!row) throw notFound();
    return c.json(sharedJson(row, await findPartner(db, row)), 200);
  });
}
