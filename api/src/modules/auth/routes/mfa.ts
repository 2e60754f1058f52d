// /auth/v1/factors: TOTP multi-factor authentication with GoTrue's contract (internal/api/mfa.go),
// so supabase.auth.mfa works unchanged: enroll (QR code and secret), challenge, verify (a new
// session at aal2 with `totp` first in amr), unenroll. The rules and rows: auth/mfa.ts.
import { Hono } from 'hono';
import * as z from 'zod';
import { uuidShape } from '../../../platform/db/uuid';
import { clientIp, parseBody, type AppContext, type AppEnv, rateLimitAddress } from '../../../platform/http/context';
import { validationFailed } from '../../../platform/http/errors';
import type { FactorRow } from '../../../identity/factors';
import { requireUser } from '../../../identity/middleware';
import { optionalString } from './common';
import { createChallenge, enrollTotp, loadUserFactor, unenrollFactor, verifyTotp } from '../service';

const enrollBody = z.object({
  factor_type: optionalString,
  friendly_name: z
    .string()
    .max(255)
    .nullish()
    .transform((value) => value ?? ''),
  issuer: z
    .string()
    .max(255)
    .nullish()
    .transform((value) => value ?? ''),
  phone: optionalString,
});

const challengeBody = z.object({ channel: z.unknown().optional(), webauthn: z.unknown().optional() }).nullish();

const verifyBody = z.object({
  challenge_id: z.string().regex(uuidShape, 'challenge_id must be a UUID'),
  code: optionalString,
  webauthn: z.unknown().optional(),
});

/** The signed-in user's factor the path names, else 404 mfa_factor_not_found. */
const loadFactor = (c: AppContext): Promise<FactorRow> =>
  loadUserFactor(c.get('services').db, c.get('auth').user.id, c.req.param('factorId') ?? '');

/** The body of challenge: supabase-js sends `{ factorId }` (its params), or nothing. */
async function readOptionalBody(c: AppContext): Promise<void> {
  const text = await c.req.text();
  if (text.trim() === '') return;
  try {
    challengeBody.parse(JSON.parse(text));
  } catch {
    // GoTrue ignores what a TOTP challenge does not need.
  }
}

async function enroll(c: AppContext) {
  const body = await parseBody(c, enrollBody);
  if (body.factor_type !== 'totp') {
    if (body.factor_type === 'phone' || body.factor_type === 'webauthn') {
      throw validationFailed(`MFA enroll is disabled for ${body.factor_type === 'phone' ? 'Phone' : 'WebAuthn'}`);
    }
    throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  }
  const enrolled = await enrollTotp(c.get('services'), c.get('auth'), {
    friendlyName: body.friendly_name,
    issuer: body.issuer,
    ip: clientIp(c),
  });
  return c.json(enrolled, 200);
}

async function challenge(c: AppContext) {
  const services = c.get('services');
  const factor = await loadFactor(c);
  await readOptionalBody(c);
  const ip = clientIp(c);
  // Challenges are rows: as many per address as verify attempts, no more.
  await services.limiter.hit(`mfa_challenge:ip:${rateLimitAddress(ip)}`, services.config.rateLimits.mfaVerifyPerIp);
  return c.json(await createChallenge(services, c.get('auth').user, factor, ip), 200);
}

async function verify(c: AppContext) {
  const services = c.get('services');
  const { config, limiter } = services;
  const auth = c.get('auth');
  const factor = await loadFactor(c);
  const body = await parseBody(c, verifyBody);
  if (!body.code) throw validationFailed('Code needs to be non-empty');
  const ip = clientIp(c);
  // Six digits are guessable in principle: every attempt counts, per factor, per user (all their
  // factors together) and per address.
  await limiter.hit(`mfa_verify:factor:${factor.id}`, config.rateLimits.mfaVerifyPerFactor);
  await limiter.hit(`mfa_verify:user:${auth.user.id}`, config.rateLimits.mfaVerifyPerFactor);
  await limiter.hit(`mfa_verify:ip:${rateLimitAddress(ip)}`, config.rateLimits.mfaVerifyPerIp);
  const answer = await verifyTotp(services, auth, factor, { challengeId: body.challenge_id, code: body.code, ip });
  return c.json(answer, 200);
}

async function unenroll(c: AppContext) {
  const factor = await loadFactor(c);
  await unenrollFactor(c.get('services'), c.get('auth'), factor, clientIp(c));
  return c.json({ id: factor.id }, 200);
}

export function mfaRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/factors', requireUser, enroll);
  app.post('/factors/:factorId/challenge', requireUser, challenge);
  app.post('/factors/:factorId/verify', requireUser, verify);
  app.delete('/factors/:factorId', requireUser, unenroll);
  return app;
}
