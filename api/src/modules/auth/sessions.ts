// Sessions, rotating refresh tokens and the session response (GoTrue's AccessTokenResponse).
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { preparedQuery, queryRows, type Executor, type Tx } from '../../platform/db/client';
import { jsonRowMapper } from '../../platform/db/json-rows';
import { identities, mfaFactors, sessions, users } from '../../platform/db/schema';
import { mfaAmrClaims, refreshTokens } from './tables';
import { badRequest, type ApiError } from '../../platform/http/errors';
import type { AmrEntry } from '../../platform/security/jwt';
import { randomToken, replacementToken, sha256 } from '../../platform/security/tokens';
import type { Services } from '../../platform/services';
import { loadFactors, type FactorRow } from '../../identity/factors';
import { loadIdentities, userJson, type IdentityRow, type UserRow } from '../../identity/users';

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
  const [session] = await tx
    .insert(sessions)
    .values({
      userId: user.id,
      notAfter,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      ip: meta.ip,
      refreshedAt: now,
    })
    .returning({ id: sessions.id });
  await tx.insert(mfaAmrClaims).values({ sessionId: session!.id, authenticationMethod: method });
  const refreshToken = randomToken(32);
  await tx.insert(refreshTokens).values({ token: sha256(refreshToken), userId: user.id, sessionId: session!.id });
  await tx.update(users).set({ lastSignInAt: now, updatedAt: now }).where(eq(users.id, user.id));
  await tx
    .update(identities)
    .set({ lastSignInAt: now, updatedAt: now })
    .where(and(eq(identities.userId, user.id), eq(identities.provider, 'email')));
  user.lastSignInAt = now;
  user.updatedAt = now;
  return { sessionId: session!.id, refreshToken };
}

async function loadAmr(db: Executor, sessionId: string): Promise<AmrEntry[]> {
  const rows = await db
    .select({ method: mfaAmrClaims.authenticationMethod, updatedAt: mfaAmrClaims.updatedAt })
    .from(mfaAmrClaims)
    .where(eq(mfaAmrClaims.sessionId, sessionId))
    .orderBy(desc(mfaAmrClaims.updatedAt));
  return rows.map((row) => ({ method: row.method, timestamp: Math.floor(row.updatedAt.getTime() / 1000) }));
}

/**
 * After a verified TOTP code (GoTrue's updateMFASessionAndClaims): the session is aal2 through
 * this factor, `totp` joins its amr (newest first), and a new refresh token replaces the session's
 * current one, so the old token cannot bring back the aal1 access token. Sign-outs, refresh and
 * the guard read the aal from the session row, so it survives every refresh.
 */
export async function raiseSessionToAal2(tx: Tx, sessionId: string, userId: string, factorId: string) {
  const now = new Date();
  await tx.update(sessions).set({ aal: 'aal2', factorId, updatedAt: now }).where(eq(sessions.id, sessionId));
  await tx
    .insert(mfaAmrClaims)
    .values({ sessionId, authenticationMethod: 'totp', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [mfaAmrClaims.sessionId, mfaAmrClaims.authenticationMethod],
      set: { updatedAt: now },
    });
  await tx
    .update(refreshTokens)
    .set({ revoked: true, updatedAt: now })
    .where(and(eq(refreshTokens.sessionId, sessionId), eq(refreshTokens.revoked, false)));
  const refreshToken = randomToken(32);
  await tx.insert(refreshTokens).values({ token: sha256(refreshToken), userId, sessionId });
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
  const amr = await loadAmr(db, issued.sessionId);
  const factors = await loadFactors(db, user.id);
  const [session] = await db.select({ aal: sessions.aal }).from(sessions).where(eq(sessions.id, issued.sessionId));
  return sessionResponse(
    services,
    { user, identities: userIdentities, factors, amr, aal: session?.aal },
    issued,
    extras,
  );
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

/**
 * The usual refresh in one statement (one round trip and one commit instead of a dozen queries
 * in a transaction; on PostgreSQL a prepared statement): a token that is not revoked, of a
 * session that has not expired, is locked with its session, revoked and replaced by `$2`; the
 * session records the refresh; the answer is the user, identities, factors and amr as JSON.
 * Anything else (an unknown, spent or expired token, or one a concurrent refresh spent while
 * this one waited for the lock) returns no row and goes the full way below. Parameters: $1 the
 * token's hash, $2 the replacement's hash, $3 now, $4 ip, $5 user agent.
 */
const rotateSql = `
  with old as (
    select t.id, t.session_id
    from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
    where t.token = $1 and not t.revoked and (s.not_after is null or s.not_after > $3)
    for update of t, s
  ),
  spent as (
    update auth.refresh_tokens set revoked = true, updated_at = $3 where id = (select id from old)
  ),
  session as (
    update auth.sessions set refreshed_at = $3, updated_at = $3, ip = $4, user_agent = $5
    where id = (select session_id from old)
    returning id, user_id, aal
  ),
  issued as (
    insert into auth.refresh_tokens (token, user_id, session_id, parent)
    select $2, user_id, id, $1 from session
  )
  select
    s.id as "session_id",
    s.aal,
    row_to_json(u) as "user",
    (select coalesce(json_agg(i order by i.created_at, i.id), '[]')
       from auth.identities i where i.user_id = u.id) as "identities",
    (select coalesce(json_agg(f order by f.created_at, f.id), '[]')
       from auth.mfa_factors f where f.user_id = u.id) as "factors",
    (select coalesce(json_agg(json_build_object('method', a.authentication_method, 'updated_at', a.updated_at)
                              order by a.updated_at desc), '[]')
       from auth.mfa_amr_claims a where a.session_id = s.id) as "amr"
  from session s join auth.users u on u.id = s.user_id`;

interface RotatedRow {
  session_id: string;
  aal: string;
  user: Record<string, unknown>;
  identities: Record<string, unknown>[];
  factors: Record<string, unknown>[];
  amr: { method: string; updated_at: string }[];
}

const toUser = jsonRowMapper(users);
const toIdentity = jsonRowMapper(identities);
const toFactor = jsonRowMapper(mfaFactors);

async function rotateRefreshToken(
  services: Services,
  hash: string,
  next: string,
  now: Date,
  meta: ClientMeta,
): Promise<Record<string, unknown> | null> {
  const [row] = await preparedQuery<RotatedRow>(services.db, 'refresh_token_rotate', rotateSql, [
    hash,
    sha256(next),
    now.toISOString(),
    meta.ip,
    meta.userAgent?.slice(0, 512) ?? null,
  ]);
  if (!row) return null;
  const rows: SessionRows = {
    user: toUser(row.user),
    identities: row.identities.map(toIdentity),
    factors: row.factors.map(toFactor),
    amr: row.amr.map((entry) => ({
      method: entry.method,
      timestamp: Math.floor(new Date(entry.updated_at).getTime() / 1000),
    })),
    aal: row.aal,
  };
  return sessionResponse(services, rows, { sessionId: row.session_id, refreshToken: next });
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
    const [row] = await queryRows<{
      id: number | string;
      revoked: boolean;
      updated_at: Date | string;
      session_id: string;
      not_after: Date | string | null;
    }>(
      tx,
      sql`
      select t.id, t.revoked, t.updated_at, t.session_id, s.not_after
      from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
      where t.token = ${hash}
      for update of t, s`,
    );
    if (!row) return { error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    const now = new Date();
    if (row.not_after && new Date(row.not_after) <= now) {
      await tx.delete(sessions).where(eq(sessions.id, row.session_id));
      return { error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') };
    }
    let next = replacementToken(services.keys.rotationSecret, refreshToken);
    if (row.revoked) {
      const [active] = await tx
        .select({ token: refreshTokens.token, parent: refreshTokens.parent })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.sessionId, row.session_id), eq(refreshTokens.revoked, false)))
        .orderBy(desc(refreshTokens.id))
        .limit(1);
      if (active && active.parent === hash && active.token === sha256(next)) {
        const [session] = await tx.select().from(sessions).where(eq(sessions.id, row.session_id));
        const [user] = await tx.select().from(users).where(eq(users.id, session!.userId));
        return { ok: await tokenResponse(tx, services, user!, { sessionId: session!.id, refreshToken: next }) };
      }
      // Its first replacement is taken: a second one is random.
      next = randomToken(32);
      const reuseUntil = new Date(row.updated_at).getTime() + services.config.refreshTokenReuseInterval * 1000;
      if (now.getTime() >= reuseUntil) {
        await tx.delete(sessions).where(eq(sessions.id, row.session_id));
        services.logger.warn('refresh token reuse detected, session revoked', { session_id: row.session_id });
        return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
    } else {
      await tx
        .update(refreshTokens)
        .set({ revoked: true, updatedAt: now })
        .where(eq(refreshTokens.id, Number(row.id)));
    }
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, row.session_id));
    const [user] = await tx.select().from(users).where(eq(users.id, session!.userId));
    await tx
      .insert(refreshTokens)
      .values({ token: sha256(next), userId: user!.id, sessionId: session!.id, parent: hash });
    await tx
      .update(sessions)
      .set({ refreshedAt: now, updatedAt: now, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 512) ?? null })
      .where(eq(sessions.id, session!.id));
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
    await db.delete(sessions).where(eq(sessions.id, sessionId));
  } else if (sessionId && scope === 'others') {
    await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId)));
  } else {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  }
}
