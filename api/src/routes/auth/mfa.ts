// /auth/v1/factors: TOTP multi-factor authentication with GoTrue's contract (internal/api/mfa.go),
// so supabase.auth.mfa works unchanged: enroll (QR code and secret), challenge, verify (a new
// session at aal2 with `totp` first in amr), unenroll. TOTP: RFC 6238, SHA-1, 6 digits, 30 s,
// one step of clock skew either way, as GoTrue's pquerna/otp settings.
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Hono } from 'hono';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { z } from 'zod';
import { recordAudit } from '../../auth/audit';
import { loadFactors, removeFactor, type FactorRow } from '../../identity/factors';
import { raiseSessionToAal2, tokenResponse } from '../../auth/sessions';
import { mfaChallenges, mfaFactors, sessions, users } from '../../db/schema';
import { clientIp, parseBody, type AppContext, type AppEnv, rateLimitAddress } from '../../http/context';
import { ApiError, forbidden, unprocessable, validationFailed } from '../../http/errors';
import { openSecret, sealSecret } from '../../security/secret-box';
import type { Services } from '../../services';
import { optionalString } from './common';
import { requireUser } from '../../identity/middleware';
import { uuidShape } from '../../db/uuid';

const period = 30;

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

/** The seed of a factor, sealed with the factor's id as context. */
const sealSeed = (services: Services, factorId: string, seed: string) =>
  sealSecret(services.keys.mfaSecretKey, seed, `mfa-factor:${factorId}`);
const openSeed = (services: Services, factor: FactorRow) =>
  openSecret(services.keys.mfaSecretKey, factor.secret, `mfa-factor:${factor.id}`);

function totpOf(seed: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(seed), algorithm: 'SHA1', digits: 6, period });
}

/** GoTrue's loadFactor: a factor of the signed-in user, else 404 mfa_factor_not_found. */
async function loadFactor(c: AppContext): Promise<FactorRow> {
  const { user } = c.get('auth');
  const factorId = c.req.param('factorId') ?? '';
  const notFound = new ApiError(404, 'mfa_factor_not_found', 'Factor not found');
  if (!uuidShape.test(factorId)) throw notFound;
  const [factor] = await c
    .get('services')
    .db.select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, user.id)))
    .limit(1);
  if (!factor) throw notFound;
  return factor;
}

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
  const services = c.get('services');
  const { config, db } = services;
  const { user, aal } = c.get('auth');
  const body = await parseBody(c, enrollBody);
  if (body.factor_type !== 'totp') {
    if (body.factor_type === 'phone' || body.factor_type === 'webauthn') {
      throw validationFailed(`MFA enroll is disabled for ${body.factor_type === 'phone' ? 'Phone' : 'WebAuthn'}`);
    }
    throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  }
  const issuer = body.issuer || new URL(config.siteUrl).host;
  const friendlyName = body.friendly_name;

  // GoTrue's validateFactors: drop expired unverified factors, then check names and counts.
  await db
    .delete(mfaFactors)
    .where(
      and(
        eq(mfaFactors.userId, user.id),
        eq(mfaFactors.status, 'unverified'),
        lt(mfaFactors.createdAt, new Date(Date.now() - config.mfa.factorExpiry * 1000)),
      ),
    );
  const factors = await loadFactors(db, user.id);
  if (factors.some((factor) => factor.friendlyName === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  const verified = factors.filter((factor) => factor.status === 'verified').length;
  if (factors.length >= config.mfa.maxEnrolledFactors) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (verified > 0 && aal !== 'aal2') throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');

  const seed = new Secret({ size: 20 }).base32;
  const uri = totpOf(seed, issuer, user.email ?? '').toString();
  // Level M (15 % recovery) is plenty on a screen and renders in ~4 ms; GoTrue's H takes ~70 ms of CPU.
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(mfaFactors).values({
      id,
      userId: user.id,
      friendlyName,
      factorType: 'totp',
      status: 'unverified',
      secret: sealSeed(services, id, seed),
    });
    await recordAudit(tx, {
      actor: { kind: 'user', id: user.id, email: user.email },
      action: 'factor_in_progress',
      traits: { factor_id: id },
      ip: clientIp(c),
    });
  });
  // GoTrue answers the SVG itself; supabase-js turns it into a data: URI. The secret is answered
  // this once only: it is stored sealed and no later response contains it.
  return c.json({ id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret: seed, uri } }, 200);
}

async function challenge(c: AppContext) {
  const services = c.get('services');
  const { user } = c.get('auth');
  const factor = await loadFactor(c);
  await readOptionalBody(c);
  const now = new Date();
  const ip = clientIp(c);
  // Challenges are rows: as many per address as verify attempts, no more.
  await services.limiter.hit(`mfa_challenge:ip:${rateLimitAddress(ip)}`, services.config.rateLimits.mfaVerifyPerIp);
  const [created] = await services.db.transaction(async (tx) => {
    // Used and expired challenges of the factor are of no further use.
    await tx
      .delete(mfaChallenges)
      .where(
        and(
          eq(mfaChallenges.factorId, factor.id),
          or(
            isNotNull(mfaChallenges.verifiedAt),
            lt(mfaChallenges.createdAt, new Date(now.getTime() - services.config.mfa.challengeExpiry * 1000)),
          ),
        ),
      );
    const rows = await tx
      .insert(mfaChallenges)
      .values({ factorId: factor.id, ipAddress: ip, createdAt: now })
      .returning({ id: mfaChallenges.id });
    await tx.update(mfaFactors).set({ lastChallengedAt: now }).where(eq(mfaFactors.id, factor.id));
    await recordAudit(tx, {
      actor: { kind: 'user', id: user.id, email: user.email },
      action: 'challenge_created',
      traits: { factor_id: factor.id, factor_status: factor.status },
      ip,
    });
    return rows;
  });
  return c.json(
    {
      id: created!.id,
      type: 'totp',
      expires_at: Math.floor(now.getTime() / 1000) + services.config.mfa.challengeExpiry,
    },
    200,
  );
}

async function verify(c: AppContext) {
  const services = c.get('services');
  const { config, db, limiter } = services;
  const { user, sessionId } = c.get('auth');
  const factor = await loadFactor(c);
  const body = await parseBody(c, verifyBody);
  if (!body.code) throw validationFailed('Code needs to be non-empty');
  const ip = clientIp(c);
  // Six digits are guessable in principle: every attempt counts, per factor, per user (all their
  // factors together) and per address.
  await limiter.hit(`mfa_verify:factor:${factor.id}`, config.rateLimits.mfaVerifyPerFactor);
  await limiter.hit(`mfa_verify:user:${user.id}`, config.rateLimits.mfaVerifyPerFactor);
  await limiter.hit(`mfa_verify:ip:${rateLimitAddress(ip)}`, config.rateLimits.mfaVerifyPerIp);

  // GoTrue's validateChallenge.
  const [found] = await db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, body.challenge_id), eq(mfaChallenges.factorId, factor.id)))
    .limit(1);
  if (!found) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (found.verifiedAt || found.ipAddress !== ip) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (found.createdAt.getTime() + config.mfa.challengeExpiry * 1000 <= Date.now()) {
    await db.delete(mfaChallenges).where(eq(mfaChallenges.id, found.id));
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }

  const code = body.code.replace(/\s/g, '');
  const now = Date.now();
  const delta = /^\d{6}$/.test(code)
    ? totpOf(openSeed(services, factor)).validate({ token: code, timestamp: now, window: 1 })
    : null;
  if (delta === null) throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
  const step = Math.floor(now / 1000 / period) + delta;

  type Outcome = { error: ApiError } | { ok: Record<string, unknown> };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // A code counts once: the step must be newer than the last one accepted for this factor.
    const [accepted] = await tx
      .update(mfaFactors)
      .set({ lastTotpStep: step, status: 'verified', updatedAt: new Date() })
      .where(and(eq(mfaFactors.id, factor.id), or(isNull(mfaFactors.lastTotpStep), lt(mfaFactors.lastTotpStep, step))))
      .returning({ id: mfaFactors.id });
    if (!accepted) {
      return {
        error: unprocessable('mfa_verification_failed', 'Invalid TOTP code entered: this code was already used'),
      };
    }
    const [claimed] = await tx
      .update(mfaChallenges)
      .set({ verifiedAt: new Date() })
      .where(and(eq(mfaChallenges.id, found.id), isNull(mfaChallenges.verifiedAt)))
      .returning({ id: mfaChallenges.id });
    if (!claimed) {
      return { error: unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.') };
    }
    await recordAudit(tx, {
      actor: { kind: 'user', id: user.id, email: user.email },
      action: 'verification_attempted',
      traits: { factor_id: factor.id, challenge_id: found.id, factor_type: 'totp' },
      ip,
    });
    const issued = await raiseSessionToAal2(tx, sessionId, user.id, factor.id);
    // As GoTrue: the user's other sessions below aal2 end, and other unverified TOTP factors go.
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId), eq(sessions.aal, 'aal1')));
    await tx
      .delete(mfaFactors)
      .where(and(eq(mfaFactors.userId, user.id), eq(mfaFactors.status, 'unverified'), ne(mfaFactors.id, factor.id)));
    const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
    return { ok: await tokenResponse(tx, services, fresh!, issued) };
  });
  if ('error' in outcome) throw outcome.error;
  return c.json(outcome.ok, 200);
}

async function unenroll(c: AppContext) {
  const services = c.get('services');
  const { user, sessionId, aal } = c.get('auth');
  const factor = await loadFactor(c);
  if (factor.status === 'verified' && aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await services.db.transaction(async (tx) => {
    await removeFactor(tx, factor);
    await recordAudit(tx, {
      actor: { kind: 'user', id: user.id, email: user.email },
      action: 'factor_unenrolled',
      traits: { factor_id: factor.id, factor_status: factor.status, session_id: sessionId },
      ip: clientIp(c),
    });
  });
  return c.json({ id: factor.id }, 200);
}

export function mfaRoutes(app: Hono<AppEnv>): void {
  app.post('/factors', requireUser, enroll);
  app.post('/factors/:factorId/challenge', requireUser, challenge);
  app.post('/factors/:factorId/verify', requireUser, verify);
  app.delete('/factors/:factorId', requireUser, unenroll);
}
