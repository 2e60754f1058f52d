// The auth module's queries (docs/architecture.md, "The api's modules"): functions that take an
// Executor, so the parts (sessions, verify, one-time tokens, MFA, the own account's changes, the
// admin API, the export and the deletion) decide which run in one transaction and hold the rules.
// The GoTrue tables are identity's (platform/db/schema/auth.ts) but for the module's own
// (tables.ts); this file names them only through their Drizzle objects, never in SQL text
// (ESLint's kk-api/own-table-names).
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { preparedQuery, queryRows, type Db, type Executor, type Tx } from '../../platform/db/client';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { jsonRowMapper } from '../../platform/db/json-rows';
import { auditLogEntries, identities, mfaFactors, oneTimeTokens, sessions, users } from '../../platform/db/schema';
import type { OneTimeTokenType } from '../../platform/db/schema';
import type { AmrEntry } from '../../platform/security/jwt';
import type { FactorRow } from '../../identity/factors';
import type { IdentityRow, UserRow } from '../../identity/users';
import { mfaAmrClaims, mfaChallenges, refreshTokens } from './tables';

export type { OneTimeTokenType };

/** A page of a list: the 1-based page number and its size. */
export interface Page {
  page: number;
  perPage: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/** One page of the users (newest first), those whose address contains `filter` if given, and their count. */
export async function usersPage(db: Executor, { page, perPage }: Page, filter: string | undefined) {
  const where = and(eq(users.aud, 'authenticated'), filter ? ilike(users.email, `%${escapeLike(filter)}%`) : undefined);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** The identities and factors of the users `ids` names, oldest first. */
export async function identitiesAndFactorsOf(db: Executor, ids: string[]) {
  if (!ids.length) return { identities: [], factors: [] };
  const [allIdentities, allFactors] = await Promise.all([
    db.select().from(identities).where(inArray(identities.userId, ids)).orderBy(identities.createdAt),
    db.select().from(mfaFactors).where(inArray(mfaFactors.userId, ids)).orderBy(mfaFactors.createdAt),
  ]);
  return { identities: allIdentities, factors: allFactors };
}

/** GoTrue's query scopes of GET /admin/audit, and `user:<id>` for the entries about one user. */
const auditScopes: Record<string, (value: string) => SQL> = {
  author: (value) => sql`${auditLogEntries.payload}->>'actor_username' ilike ${`%${escapeLike(value)}%`}`,
  action: (value) => sql`${auditLogEntries.payload}->>'action' = ${value}`,
  type: (value) => sql`${auditLogEntries.payload}->>'log_type' = ${value}`,
  user: (value) => sql`${auditLogEntries.payload}->'traits'->>'user_id' = ${value}`,
};

export const isAuditScope = (scope: string): boolean => Object.hasOwn(auditScopes, scope);

/** One page of the audit record, newest first, those of `scope` (an isAuditScope) matching `value` if given. */
export async function auditLogPage(db: Executor, { page, perPage }: Page, filter?: { scope: string; value: string }) {
  const where = filter ? auditScopes[filter.scope]!(filter.value) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(auditLogEntries)
      .where(where)
      .orderBy(desc(auditLogEntries.createdAt), desc(auditLogEntries.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(auditLogEntries).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Writes `changes` to the user `userId` names. */
export async function updateUser(db: Executor, userId: string, changes: Partial<UserRow>): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** Drops the user's pending one-time tokens of the `types` given. */
export async function dropTokensOfTypes(db: Executor, userId: string, types: OneTimeTokenType[]): Promise<void> {
  await db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), inArray(oneTimeTokens.tokenType, types)));
}

/** A user's row locked for the rest of the transaction. */
export async function userForUpdate(tx: Tx, userId: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

// Sessions and refresh tokens (sessions.ts).

/** A new session row; its id. */
export async function insertSession(
  tx: Tx,
  values: { userId: string; notAfter: Date | null; userAgent: string | null; ip: string; refreshedAt: Date },
): Promise<string> {
  const [session] = await tx.insert(sessions).values(values).returning({ id: sessions.id });
  return session!.id;
}

/** A session's row by its id. */
export async function sessionById(db: Executor, sessionId: string) {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  return session;
}

/** The session row's aal (undefined when the session is gone). */
export async function sessionAal(db: Executor, sessionId: string): Promise<string | undefined> {
  const [session] = await db.select({ aal: sessions.aal }).from(sessions).where(eq(sessions.id, sessionId));
  return session?.aal;
}

/** The user's sessions, oldest first. */
export async function sessionsOfUser(db: Executor, userId: string) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.createdAt);
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user but `keepId`; with `onlyAal1`, only those below aal2. */
export async function deleteOtherSessions(
  db: Executor,
  userId: string,
  keepId: string,
  { onlyAal1 = false } = {},
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), onlyAal1 ? eq(sessions.aal, 'aal1') : undefined));
}

export async function deleteSessionsOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The session is aal2 through `factorId`. */
export async function raiseSessionAal(tx: Tx, sessionId: string, factorId: string, now: Date): Promise<void> {
  await tx.update(sessions).set({ aal: 'aal2', factorId, updatedAt: now }).where(eq(sessions.id, sessionId));
}

/** A refresh records when and from where. */
export async function recordSessionRefresh(
  tx: Tx,
  sessionId: string,
  now: Date,
  meta: { ip: string; userAgent: string | null },
): Promise<void> {
  await tx
    .update(sessions)
    .set({ refreshedAt: now, updatedAt: now, ip: meta.ip, userAgent: meta.userAgent })
    .where(eq(sessions.id, sessionId));
}

/** The user and the email identity record the sign-in. */
export async function recordSignIn(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx.update(users).set({ lastSignInAt: now, updatedAt: now }).where(eq(users.id, userId));
  await tx
    .update(identities)
    .set({ lastSignInAt: now, updatedAt: now })
    .where(and(eq(identities.userId, userId), eq(identities.provider, 'email')));
}

/** A new amr entry of the session (the first, when it is created). */
export async function insertAmrClaim(tx: Tx, sessionId: string, method: string): Promise<void> {
  await tx.insert(mfaAmrClaims).values({ sessionId, authenticationMethod: method });
}

/** The session's amr entry of `method`, added or, if there, moved to `now`. */
export async function upsertAmrClaim(tx: Tx, sessionId: string, method: string, now: Date): Promise<void> {
  await tx
    .insert(mfaAmrClaims)
    .values({ sessionId, authenticationMethod: method, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [mfaAmrClaims.sessionId, mfaAmrClaims.authenticationMethod],
      set: { updatedAt: now },
    });
}

/** The session's amr, newest first. */
export async function amrOf(db: Executor, sessionId: string): Promise<AmrEntry[]> {
  const rows = await db
    .select({ method: mfaAmrClaims.authenticationMethod, updatedAt: mfaAmrClaims.updatedAt })
    .from(mfaAmrClaims)
    .where(eq(mfaAmrClaims.sessionId, sessionId))
    .orderBy(desc(mfaAmrClaims.updatedAt));
  return rows.map((row) => ({ method: row.method, timestamp: Math.floor(row.updatedAt.getTime() / 1000) }));
}

/** When the session's amr entry of `method` was last written, if it has one. */
export async function amrClaimAt(db: Executor, sessionId: string, method: string): Promise<Date | undefined> {
  const [claim] = await db
    .select({ at: mfaAmrClaims.updatedAt })
    .from(mfaAmrClaims)
    .where(and(eq(mfaAmrClaims.sessionId, sessionId), eq(mfaAmrClaims.authenticationMethod, method)))
    .limit(1);
  return claim?.at;
}

/** A refresh token of the session, by its hash (`parent`: the hash of the token it replaces). */
export async function insertRefreshToken(
  tx: Tx,
  values: { token: string; userId: string; sessionId: string; parent?: string },
): Promise<void> {
  await tx.insert(refreshTokens).values(values);
}

/** Revokes every refresh token of the session that is not revoked yet. */
export async function revokeSessionRefreshTokens(tx: Tx, sessionId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revoked: true, updatedAt: now })
    .where(and(eq(refreshTokens.sessionId, sessionId), eq(refreshTokens.revoked, false)));
}

export async function revokeRefreshToken(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(refreshTokens).set({ revoked: true, updatedAt: now }).where(eq(refreshTokens.id, id));
}

/** The session's newest refresh token that is not revoked: its hash and its parent's. */
export async function activeRefreshToken(tx: Tx, sessionId: string) {
  const [active] = await tx
    .select({ token: refreshTokens.token, parent: refreshTokens.parent })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), eq(refreshTokens.revoked, false)))
    .orderBy(desc(refreshTokens.id))
    .limit(1);
  return active;
}

/** A refresh token by its hash, locked with its session, and the session's end. */
export async function lockRefreshToken(tx: Tx, hash: string) {
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
      from ${refreshTokens} t join ${sessions} s on s.id = t.session_id
      where t.token = ${hash}
      for update of t, s`,
  );
  return row;
}

/** `"schema"."table"` of a Drizzle table, for a statement written as text (rotateSql). */
function qualified(table: PgTable): string {
  const { schema, name } = getTableConfig(table);
  return `"${schema}"."${name}"`;
}

/**
 * The usual refresh in one statement (one round trip and one commit instead of a dozen queries
 * in a transaction; on PostgreSQL a prepared statement): a token that is not revoked, of a
 * session that has not expired, is locked with its session, revoked and replaced by `$2`; the
 * session records the refresh; the answer is the user, identities, factors and amr as JSON.
 * Anything else (an unknown, spent or expired token, or one a concurrent refresh spent while
 * this one waited for the lock) returns no row and goes the full way (sessions.ts). Parameters:
 * $1 the token's hash, $2 the replacement's hash, $3 now, $4 ip, $5 user agent.
 */
const rotateSql = `
  with old as (
    select t.id, t.session_id
    from ${qualified(refreshTokens)} t join ${qualified(sessions)} s on s.id = t.session_id
    where t.token = $1 and not t.revoked and (s.not_after is null or s.not_after > $3)
    for update of t, s
  ),
  spent as (
    update ${qualified(refreshTokens)} set revoked = true, updated_at = $3 where id = (select id from old)
  ),
  session as (
    update ${qualified(sessions)} set refreshed_at = $3, updated_at = $3, ip = $4, user_agent = $5
    where id = (select session_id from old)
    returning id, user_id, aal
  ),
  issued as (
    insert into ${qualified(refreshTokens)} (token, user_id, session_id, parent)
    select $2, user_id, id, $1 from session
  )
  select
    s.id as "session_id",
    s.aal,
    row_to_json(u) as "user",
    (select coalesce(json_agg(i order by i.created_at, i.id), '[]')
       from ${qualified(identities)} i where i.user_id = u.id) as "identities",
    (select coalesce(json_agg(f order by f.created_at, f.id), '[]')
       from ${qualified(mfaFactors)} f where f.user_id = u.id) as "factors",
    (select coalesce(json_agg(json_build_object('method', a.authentication_method, 'updated_at', a.updated_at)
                              order by a.updated_at desc), '[]')
       from ${qualified(mfaAmrClaims)} a where a.session_id = s.id) as "amr"
  from session s join ${qualified(users)} u on u.id = s.user_id`;

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

/** What a rotation answers: the session, its aal, and the rows of its token response. */
export interface RotatedSession {
  sessionId: string;
  aal: string;
  user: UserRow;
  identities: IdentityRow[];
  factors: FactorRow[];
  /** Newest first. */
  amr: AmrEntry[];
}

/** rotateSql: the token `hash` replaced by `nextHash`, or undefined when the full way must decide. */
export async function rotateRefreshToken(
  db: Db,
  hash: string,
  nextHash: string,
  now: Date,
  meta: { ip: string; userAgent: string | null },
): Promise<RotatedSession | undefined> {
  const [row] = await preparedQuery<RotatedRow>(db, 'refresh_token_rotate', rotateSql, [
    hash,
    nextHash,
    now.toISOString(),
    meta.ip,
    meta.userAgent,
  ]);
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    aal: row.aal,
    user: toUser(row.user),
    identities: row.identities.map(toIdentity),
    factors: row.factors.map(toFactor),
    amr: row.amr.map((entry) => ({
      method: entry.method,
      timestamp: Math.floor(new Date(entry.updated_at).getTime() / 1000),
    })),
  };
}

// MFA (mfa.ts). The factor rows are identity's table, written here for the module's flows.

/** The factor `factorId` if it is the user's. */
export async function factorOfUser(db: Executor, userId: string, factorId: string): Promise<FactorRow | undefined> {
  const [factor] = await db
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, userId)))
    .limit(1);
  return factor;
}

/**
 * Deletes a factor; sessions it raised to aal2 go back to aal1 and lose their `totp` amr entry
 * (GoTrue's DowngradeSessionsToAAL1), so their next token and the aal2 guard see aal1 at once.
 */
export async function removeFactor(db: Executor, factor: FactorRow): Promise<void> {
  await db.execute(sql`
    delete from ${mfaAmrClaims}
    where authentication_method = 'totp'
      and session_id in (select id from ${sessions} where factor_id = ${factor.id})`);
  await db
    .update(sessions)
    .set({ aal: 'aal1', factorId: null, updatedAt: new Date() })
    .where(eq(sessions.factorId, factor.id));
  await db.delete(mfaFactors).where(eq(mfaFactors.id, factor.id));
}

/** Drops the user's unverified factors created before `before`. */
export async function dropUnverifiedFactorsBefore(db: Executor, userId: string, before: Date): Promise<void> {
  await db
    .delete(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, 'unverified'), lt(mfaFactors.createdAt, before)));
}

/** Drops the user's unverified factors but `keepId`. */
export async function dropOtherUnverifiedFactors(tx: Tx, userId: string, keepId: string): Promise<void> {
  await tx
    .delete(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, 'unverified'), ne(mfaFactors.id, keepId)));
}

export async function insertFactor(tx: Tx, values: typeof mfaFactors.$inferInsert): Promise<void> {
  await tx.insert(mfaFactors).values(values);
}

export async function markFactorChallenged(tx: Tx, factorId: string, now: Date): Promise<void> {
  await tx.update(mfaFactors).set({ lastChallengedAt: now }).where(eq(mfaFactors.id, factorId));
}

/**
 * Accepts TOTP step `step` for the factor (and marks it verified) only if it is newer than the
 * last one accepted: a code counts once. False when it was not.
 */
export async function acceptTotpStep(tx: Tx, factorId: string, step: number): Promise<boolean> {
  const [accepted] = await tx
    .update(mfaFactors)
    .set({ lastTotpStep: step, status: 'verified', updatedAt: new Date() })
    .where(and(eq(mfaFactors.id, factorId), or(isNull(mfaFactors.lastTotpStep), lt(mfaFactors.lastTotpStep, step))))
    .returning({ id: mfaFactors.id });
  return !!accepted;
}

/** Drops the factor's challenges that were used or created before `before`. */
export async function dropSpentChallenges(tx: Tx, factorId: string, before: Date): Promise<void> {
  await tx
    .delete(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.factorId, factorId),
        or(isNotNull(mfaChallenges.verifiedAt), lt(mfaChallenges.createdAt, before)),
      ),
    );
}

/** A new challenge of the factor from `ip`; its id. */
export async function insertChallenge(tx: Tx, factorId: string, ip: string, now: Date): Promise<string> {
  const [created] = await tx
    .insert(mfaChallenges)
    .values({ factorId, ipAddress: ip, createdAt: now })
    .returning({ id: mfaChallenges.id });
  return created!.id;
}

/** The challenge `challengeId` if it is the factor's. */
export async function challengeOfFactor(db: Executor, challengeId: string, factorId: string) {
  const [found] = await db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.factorId, factorId)))
    .limit(1);
  return found;
}

export async function deleteChallenge(db: Executor, challengeId: string): Promise<void> {
  await db.delete(mfaChallenges).where(eq(mfaChallenges.id, challengeId));
}

/** Marks the challenge verified if nobody did yet; false when someone did. */
export async function claimChallenge(tx: Tx, challengeId: string): Promise<boolean> {
  const [claimed] = await tx
    .update(mfaChallenges)
    .set({ verifiedAt: new Date() })
    .where(and(eq(mfaChallenges.id, challengeId), isNull(mfaChallenges.verifiedAt)))
    .returning({ id: mfaChallenges.id });
  return !!claimed;
}

// One-time tokens (one-time-tokens.ts, verify.ts, user-update.ts).

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

/** When the user's pending token of this type was written; null when there is none. */
export async function pendingTokenSince(tx: Tx, userId: string, type: OneTimeTokenType): Promise<Date | null> {
  const [row] = await tx
    .select({ at: oneTimeTokens.updatedAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.tokenType, type)))
    .limit(1);
  return row?.at ?? null;
}

/** The user's token of the type, written or replacing the older one of that type. */
export async function upsertToken(
  tx: Tx,
  values: { userId: string; tokenType: OneTimeTokenType; tokenHash: string; otpHash: string; relatesTo: string },
  now: Date,
): Promise<void> {
  const { tokenHash, otpHash, relatesTo } = values;
  await tx
    .insert(oneTimeTokens)
    .values(values)
    .onConflictDoUpdate({
      target: [oneTimeTokens.userId, oneTimeTokens.tokenType],
      set: { tokenHash, otpHash, relatesTo, createdAt: now, updatedAt: now },
    });
}

/** A token of one of `types` by the hash of its link's secret, locked. */
export async function lockTokenByHash(tx: Tx, tokenHash: string, types: OneTimeTokenType[]) {
  const [row] = await tx
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), inArray(oneTimeTokens.tokenType, types)))
    .for('update')
    .limit(1);
  return row;
}

/** A token of one of `types` mailed to `email` by its code's hash, locked. */
export async function lockTokenByCode(tx: Tx, email: string, codeHash: string, types: OneTimeTokenType[]) {
  const [row] = await tx
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.otpHash, codeHash),
        eq(oneTimeTokens.relatesTo, email),
        inArray(oneTimeTokens.tokenType, types),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function deleteToken(tx: Tx, tokenId: string): Promise<void> {
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.id, tokenId));
}

export async function deleteTokensOfUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
}

/** The user's email identity's data gets `email_verified: true`. */
export async function markIdentityVerified(tx: Tx, userId: string, now: Date): Promise<void> {
  const [identity] = await tx.select().from(identities).where(eq(identities.userId, userId));
  if (identity) {
    await tx
      .update(identities)
      .set({ identityData: { ...identity.identityData, email_verified: true }, updatedAt: now })
      .where(eq(identities.id, identity.id));
  }
}

// An account's deletion (delete-user.ts).

/**
 * The audit record keeps what happened and by whom (ids), but no longer the person's address,
 * except in the record of the deletion itself (who deleted which account).
 */
export async function forgetAddressInAudit(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    update ${auditLogEntries}
    set payload = jsonb_set(payload, '{traits}', (payload->'traits') - 'user_email')
    where payload->'traits'->>'user_id' = ${userId} and payload->>'action' <> 'user_deleted'`);
  await tx.execute(sql`
    update ${auditLogEntries}
    set payload = jsonb_set(payload, '{actor_username}', '""'::jsonb)
    where payload->>'actor_id' = ${userId}`);
}

/** Deletes the user; what references it cascades. */
export async function deleteUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
