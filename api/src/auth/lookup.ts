// The lookup behind every authenticated request: the user, the session named by the access token,
// the user's identities and MFA factors in one query, prepared once per database (on PostgreSQL a named
// statement on each pooled connection; on PGlite the SQL is built once). Three separate queries,
// built anew by Drizzle each time, were most of the cost of `GET /auth/v1/user`
// (docs/performance.md).
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identities, mfaFactors, sessions, users } from '../db/schema';
import type { FactorRow } from './factors';
import type { IdentityRow, UserRow } from './users';

export interface AuthLookup {
  user: UserRow;
  /** The session row, null when no session has that id (whoever it belongs to). */
  session: { userId: string; notAfter: Date | null; aal: string } | null;
  /** The user's identities, oldest first (GoTrue's order in the user object). */
  identities: IdentityRow[];
  /** The user's MFA factors, oldest first. */
  factors: FactorRow[];
}

function prepare(db: Db) {
  return (
    db
      .select({
        user: users,
        session: { userId: sessions.userId, notAfter: sessions.notAfter, aal: sessions.aal },
        identity: identities,
        factor: mfaFactors,
      })
      .from(users)
      .leftJoin(sessions, eq(sessions.id, sql.placeholder('sessionId')))
      // One row per identity and factor (a user has one or two of each); the left joins keep a
      // user without any.
      .leftJoin(identities, eq(identities.userId, users.id))
      .leftJoin(mfaFactors, eq(mfaFactors.userId, users.id))
      .where(eq(users.id, sql.placeholder('userId')))
      .orderBy(asc(identities.createdAt), asc(identities.id), asc(mfaFactors.createdAt), asc(mfaFactors.id))
      .prepare('auth_lookup')
  );
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/** The user with `userId`, the session `sessionId` and the user's identities; null when there is no such user. */
export async function lookupAuth(db: Db, userId: string, sessionId: string): Promise<AuthLookup | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ userId, sessionId });
  const first = rows[0];
  if (!first) return null;
  const identityById = new Map<string, IdentityRow>();
  const factorById = new Map<string, FactorRow>();
  for (const row of rows) {
    if (row.identity && !identityById.has(row.identity.id)) identityById.set(row.identity.id, row.identity);
    if (row.factor && !factorById.has(row.factor.id)) factorById.set(row.factor.id, row.factor);
  }
  return {
    user: first.user,
    session: first.session,
    identities: [...identityById.values()],
    factors: [...factorById.values()],
  };
}
