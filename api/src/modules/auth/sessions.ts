// Sessions, rotating refresh tokens and the session response (GoTrue's AccessTokenResponse).
import type { Executor, Tx } from '../../platform/db/client';
import { badRequest, type ApiError } from '../../platform/http/errors';
import type { AmrEntry } from '../../platform/security/jwt';
import { randomToken, replacementToken, sha256 } from '../../platform/security/tokens';
import type { Services } from '../../platform/services';
import { loadFactors, type FactorRow } from '../../identity/factors';
import { findUserById, loadIdentities, userJson, type IdentityRow, type UserRow } from '../../identity/users';
import {
  activeRefreshToken,
  amrOf,
  deleteOtherSessions,
  deleteSession,
  deleteSessionsOfUser,
  insertAmrClaim,
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  raiseSessionAal,
  recordSessionRefresh,
  recordSignIn,
  revokeRefreshToken,
  revokeSessionRefreshTokens,
  rotateRefreshToken as rotateInOneStatement,
  sessionAal,
  sessionById,
  upsertAmrClaim,
} from './repo';

export type AuthMethod = 'password' | 'otp' | 'token_refresh' | 'totp';

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
}

/** Creates a session with its first refresh token and records how the user authenticated. */
export async function createSession(
  tx: Tx,
  services: Services,
  user: UserRow,
  method: AuthMethod,
  meta: ClientMeta,
): Promise<IssuedSession> {
  const now = new Date();
  const notAfter = services.config.sessionTimebox
    ? new Date(now.getTime() + services.config.sessionTimebox * 1000)
    : null;
  const sessionId = await insertSession(tx, {
    userId: user.id,
    notAfter,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    ip: meta.ip,
    refreshedAt: now,
  });
  await insertAmrClaim(tx, sessionId, method);
  const refreshToken = randomToken(32);
  await insertRefreshToken(tx, { token: sha256(refreshToken), userId: user.id, sessionId });
  await recordSignIn(tx, user.id, now);
  user.lastSignInAt = now;
  user.updatedAt = now;
  return { sessionId, refreshToken };
}

/**
 * After a verified TOTP code (GoTrue's updateMFASessionAndClaims): the session is aal2 through
 * this factor, `totp` joins its amr (newest first), and a new refresh token replaces the session's
 * current one, so the old token cannot bring back the aal1 access token. Sign-outs, refresh and
 * the guard read the aal from the session row, so it survives every refresh.
 */
export async function raiseSessionToAal2(tx: Tx, sessionId: string, userId: string, factorId: string) {
  const now = new Date();
  await raiseSessionAal(tx, sessionId, factorId, now);
  await upsertAmrClaim(tx, sessionId, 'totp', now);
  await revokeSessionRefreshTokens(tx, sessionId, now);
  const refreshToken = randomToken(32);
  await insertRefreshToken(tx, { token: sha256(refreshToken), userId, sessionId });
  return { sessionId, refreshToken };
}

export interface TokenResponseExtras {
  weak_password?: { message: string; reasons: string[] };
}

/** Signs `user` in: a new session and its token response, in one transaction. */
export async function signIn(
  services: Services,
  user: UserRow,
  method: AuthMethod,
  meta: ClientMeta,
  extras: TokenResponseExtras = {},
): Promise<Record<string, unknown>> {
  return services.db.transaction(async (tx) => {
    const issued = await createSession(tx, services, user, method, meta);
    return tokenResponse(tx, services, user, issued, extras);
  });
}

/** GoTrue's AccessTokenResponse: access_token, token_type, expires_in, expires_at, refresh_token, user. */
export async function tokenResponse(
  db: Executor,
  services: Services,
  user: UserRow,
  issued: IssuedSession,
  extras: TokenResponseExtras = {},
): Promise<Record<string, unknown>> {
  // One after the other: `db` is often a transaction, i.e. one connection, which runs its queries
  // in turn anyway (node-pg deprecates queueing them concurrently on one client).
  const userIdentities = await loadIdentities(db, user.id);
  const amr = await amrOf(db, issued.sessionId);
  const factors = await loadFactors(db, user.id);
  const aal = await sessionAal(db, issued.sessionId);
  return sessionResponse(services, { user, identities: userIdentities, factors, amr, aal }, issued, extras);
}

interface SessionRows {
  user: UserRow;
  identities: IdentityRow[];
  factors: FactorRow[];
  /** Newest first. */
  amr: AmrEntry[];
  /** The session row's aal. */
  aal: string | undefined;
}

/** The AccessTokenResponse from the rows it is made of: a signed access token and the user's JSON. */
async function sessionResponse(
  services: Services,
  { user, identities: userIdentities, factors, amr, aal }: SessionRows,
  issued: IssuedSession,
  extras: TokenResponseExtras = {},
): Promise<Record<string, unknown>> {
  const { token, expiresAt } = await services.jwt.signAccessToken({
    userId: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    phone: user.phone ?? '',
    appMetadata: user.rawAppMetaData,
    userMetadata: user.rawUserMetaData,
    sessionId: issued.sessionId,
    aal: aal === 'aal2' ? 'aal2' : 'aal1',
    amr,
    isAnonymous: user.isAnonymous,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: services.jwt.expiresIn,
    expires_at: expiresAt,
    refresh_token: issued.refreshToken,
    user: userJson(user, userIdentities, factors),
    ...extras,
  };
}

/** The usual refresh in one statement (repo.ts rotateRefreshToken); null when the full way must decide. */
async function rotateRefreshToken(
  services: Services,
  hash: string,
  next: string,
  now: Date,
  meta: ClientMeta,
): Promise<Record<string, unknown> | null> {
  const rotated = await rotateInOneStatement(services.db, hash, sha256(next), now, {
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  if (!rotated) return null;
  const { sessionId, ...rows } = rotated;
  return sessionResponse(services, rows, { sessionId, refreshToken: next });
}

type RefreshOutcome = { ok: Record<string, unknown> } | { error: ApiError };

/**
 * The refresh_token grant, as GoTrue's. Every use rotates the token. A spent token whose
 * replacement was never used answers that same replacement again (the client lost the response,
 * or two tabs refreshed at once) without ending anything. Otherwise a spent token is accepted
 * only within REFRESH_TOKEN_REUSE_INTERVAL seconds (10) of its rotation; later it ends the whole
 * session: someone else may hold the family, so the session row is deleted (with its refresh
 * tokens), which also refuses its access tokens from then on.
 */
export async function refreshSession(
  services: Services,
  refreshToken: string,
  meta: ClientMeta,
): Promise<Record<string, unknown>> {
  const hash = sha256(refreshToken);
  const rotated = await rotateRefreshToken(
    services,
    hash,
    replacementToken(services.keys.rotationSecret, refreshToken),
    new Date(),
    meta,
  );
  if (rotated) return rotated;
  const outcome = await services.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await lockRefreshToken(tx, hash);
    if (!row) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    const now = new Date();
    if (row.not_after && new Date(row.not_after) <= now) {
      await deleteSession(tx, row.session_id);
      return { error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') };
    }
    let next = replacementToken(services.keys.rotationSecret, refreshToken);
    if (row.revoked) {
      const active = await activeRefreshToken(tx, row.session_id);
      if (active && active.parent === hash && active.token === sha256(next)) {
        const session = await sessionById(tx, row.session_id);
        const user = await findUserById(tx, session!.userId);
        return { ok: await tokenResponse(tx, services, user!, { sessionId: session!.id, refreshToken: next }) };
      }
      // Its first replacement is taken: a second one is random.
      next = randomToken(32);
      const reuseUntil = new Date(row.updated_at).getTime() + services.config.refreshTokenReuseInterval * 1000;
      if (now.getTime() >= reuseUntil) {
        await deleteSession(tx, row.session_id);
        services.logger.warn('refresh token reuse detected, session revoked', { session_id: row.session_id });
        return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
    } else {
      await revokeRefreshToken(tx, Number(row.id), now);
    }
    const session = await sessionById(tx, row.session_id);
    const user = await findUserById(tx, session!.userId);
    await insertRefreshToken(tx, { token: sha256(next), userId: user!.id, sessionId: session!.id, parent: hash });
    await recordSessionRefresh(tx, session!.id, now, {
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    });
    return { ok: await tokenResponse(tx, services, user!, { sessionId: session!.id, refreshToken: next }) };
  });
  // The reuse case commits the revocation and then reports the error (GoTrue's NewCommitWithError).
  if ('error' in outcome) throw outcome.error;
  return outcome.ok;
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function logout(
  db: Executor,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
): Promise<void> {
  if (sessionId && scope === 'local') {
    await deleteSession(db, sessionId);
  } else if (sessionId && scope === 'others') {
    await deleteOtherSessions(db, userId, sessionId);
  } else {
    await deleteSessionsOfUser(db, userId);
  }
}
