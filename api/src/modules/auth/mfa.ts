// TOTP multi-factor authentication as GoTrue's internal/api/mfa.go does it: enroll, challenge,
// verify (the session rises to aal2), unenroll. TOTP: RFC 6238, SHA-1, 6 digits, 30 s, one step
// of clock skew either way, as GoTrue's pquerna/otp settings. The HTTP edge is routes/auth/mfa.ts.
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { uuidShape } from '../../platform/db/uuid';
import { ApiError, forbidden, unprocessable } from '../../platform/http/errors';
import type { AuthState } from '../../identity/caller';
import { loadFactors, type FactorRow } from '../../identity/factors';
import { findUserById, type UserRow } from '../../identity/users';
import { qrSvg } from '../../platform/qr-svg';
import { openSecret, sealSecret } from '../../platform/security/secret-box';
import type { Services } from '../../platform/services';
import { recordAudit } from '../../identity/audit';
import {
  acceptTotpStep,
  challengeOfFactor,
  claimChallenge,
  deleteChallenge,
  deleteOtherSessions,
  dropOtherUnverifiedFactors,
  dropSpentChallenges,
  dropUnverifiedFactorsBefore,
  factorOfUser,
  insertChallenge,
  insertFactor,
  markFactorChallenged,
  removeFactor,
} from './repo';
import { raiseSessionToAal2, tokenResponse } from './sessions';

const period = 30;

/** The seed of a factor, sealed with the factor's id as context. */
const sealSeed = (services: Services, factorId: string, seed: string) =>
  sealSecret(services.keys.mfaSecretKey, seed, `mfa-factor:${factorId}`);
const openSeed = (services: Services, factor: FactorRow) =>
  openSecret(services.keys.mfaSecretKey, factor.secret, `mfa-factor:${factor.id}`);

function totpOf(seed: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(seed), algorithm: 'SHA1', digits: 6, period });
}

const userActor = (user: UserRow) => ({ kind: 'user' as const, id: user.id, email: user.email });

/** GoTrue's loadFactor: a factor of the user, else 404 mfa_factor_not_found. */
export async function loadUserFactor(db: Services['db'], userId: string, factorId: string): Promise<FactorRow> {
  const notFound = new ApiError(404, 'mfa_factor_not_found', 'Factor not found');
  if (!uuidShape.test(factorId)) throw notFound;
  const factor = await factorOfUser(db, userId, factorId);
  if (!factor) throw notFound;
  return factor;
}

/** A new unverified TOTP factor; its secret is answered this once only (stored sealed). */
export async function enrollTotp(
  services: Services,
  who: AuthState,
  input: { friendlyName: string; issuer: string; ip: string },
) {
  const { config, db } = services;
  const { user, aal } = who;
  const { friendlyName } = input;
  const issuer = input.issuer || new URL(config.siteUrl).host;

  // GoTrue's validateFactors: drop expired unverified factors, then check names and counts.
  await dropUnverifiedFactorsBefore(db, user.id, new Date(Date.now() - config.mfa.factorExpiry * 1000));
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
  const qrCode = await qrSvg(uri);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await insertFactor(tx, {
      id,
      userId: user.id,
      friendlyName,
      factorType: 'totp',
      status: 'unverified',
      secret: sealSeed(services, id, seed),
    });
    await recordAudit(tx, {
      actor: userActor(user),
      action: 'factor_in_progress',
      traits: { factor_id: id },
      ip: input.ip,
    });
  });
  // GoTrue answers the SVG itself; supabase-js turns it into a data: URI.
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret: seed, uri } };
}

/** A challenge of the factor (a row per request, bound to the address it came from). */
export async function createChallenge(services: Services, user: UserRow, factor: FactorRow, ip: string) {
  const now = new Date();
  const challengeId = await services.db.transaction(async (tx) => {
    // Used and expired challenges of the factor are of no further use.
    await dropSpentChallenges(tx, factor.id, new Date(now.getTime() - services.config.mfa.challengeExpiry * 1000));
    const id = await insertChallenge(tx, factor.id, ip, now);
    await markFactorChallenged(tx, factor.id, now);
    await recordAudit(tx, {
      actor: userActor(user),
      action: 'challenge_created',
      traits: { factor_id: factor.id, factor_status: factor.status },
      ip,
    });
    return id;
  });
  return {
    id: challengeId,
    type: 'totp',
    expires_at: Math.floor(now.getTime() / 1000) + services.config.mfa.challengeExpiry,
  };
}

/**
 * GoTrue's verify: the challenge (same address, not expired, unused) and a TOTP code newer than
 * the last one accepted; the session rises to aal2 and the token response is answered.
 */
export async function verifyTotp(
  services: Services,
  who: AuthState,
  factor: FactorRow,
  input: { challengeId: string; code: string; ip: string },
): Promise<Record<string, unknown>> {
  const { config, db } = services;
  const { user, sessionId } = who;
  const { ip } = input;
  // GoTrue's validateChallenge.
  const found = await challengeOfFactor(db, input.challengeId, factor.id);
  if (!found) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (found.verifiedAt || found.ipAddress !== ip) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (found.createdAt.getTime() + config.mfa.challengeExpiry * 1000 <= Date.now()) {
    await deleteChallenge(db, found.id);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }

  const code = input.code.replace(/\s/g, '');
  const now = Date.now();
  const delta = /^\d{6}$/.test(code)
    ? totpOf(openSeed(services, factor)).validate({ token: code, timestamp: now, window: 1 })
    : null;
  if (delta === null) throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
  const step = Math.floor(now / 1000 / period) + delta;

  type Outcome = { error: ApiError } | { ok: Record<string, unknown> };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // A code counts once: the step must be newer than the last one accepted for this factor.
    if (!(await acceptTotpStep(tx, factor.id, step))) {
      return {
        error: unprocessable('mfa_verification_failed', 'Invalid TOTP code entered: this code was already used'),
      };
    }
    if (!(await claimChallenge(tx, found.id))) {
      return { error: unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.') };
    }
    await recordAudit(tx, {
      actor: userActor(user),
      action: 'verification_attempted',
      traits: { factor_id: factor.id, challenge_id: found.id, factor_type: 'totp' },
      ip,
    });
    const issued = await raiseSessionToAal2(tx, sessionId, user.id, factor.id);
    // As GoTrue: the user's other sessions below aal2 end, and other unverified TOTP factors go.
    await deleteOtherSessions(tx, user.id, sessionId, { onlyAal1: true });
    await dropOtherUnverifiedFactors(tx, user.id, factor.id);
    const fresh = await findUserById(tx, user.id);
    return { ok: await tokenResponse(tx, services, fresh!, issued) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.ok;
}

/** The user removes a factor (a verified one only from an aal2 session). */
export async function unenrollFactor(services: Services, who: AuthState, factor: FactorRow, ip: string): Promise<void> {
  if (factor.status === 'verified' && who.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await services.db.transaction(async (tx) => {
    await removeFactor(tx, factor);
    await recordAudit(tx, {
      actor: userActor(who.user),
      action: 'factor_unenrolled',
      traits: { factor_id: factor.id, factor_status: factor.status, session_id: who.sessionId },
      ip,
    });
  });
}
