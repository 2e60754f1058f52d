// The lookup behind every authenticated request: the user, the session named by the access token,
// the user's identities and MFA factors in one query, prepared once per database (on PostgreSQL a named
// statement on each pooled connection; on PGlite a server-side PREPARE, see below). Three separate
// queries, built anew by Drizzle each time, were most of the cost of `GET /auth/v1/user`
// (docs/performance.md).
import { PGlite } from '@electric-sql/pglite';
import * as drizzleOrm from 'drizzle-orm';
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

type Row = Awaited<ReturnType<ReturnType<typeof prepare>['execute']>>[number];
interface Lookup {
  execute(values: { userId: string; sessionId: string }): Promise<Row[]>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type FieldMapper = (fields: unknown, row: unknown[], joinsNotNullableMap: unknown) => unknown;

/** What Drizzle's PGlite prepared query keeps, and its row mapper (internal to Drizzle, so untyped). */
interface DrizzlePglitePrepared {
  queryString: string;
  params: { name: string }[];
  fields: unknown;
  joinsNotNullableMap: unknown;
  queryConfig: Parameters<PGlite['query']>[2];
}
const mapResultRow = (drizzleOrm as unknown as { mapResultRow?: FieldMapper }).mapResultRow;

/** Whether this Drizzle version has what preparePglite uses (else the plain prepared query serves). */
function usable(query: unknown): query is DrizzlePglitePrepared {
  const candidate = query as Partial<DrizzlePglitePrepared>;
  return (
    typeof mapResultRow === 'function' &&
    typeof candidate.queryString === 'string' &&
    Array.isArray(candidate.params) &&
    candidate.params.every((param) => param.name === 'userId' || param.name === 'sessionId') &&
    candidate.fields !== undefined
  );
}

/**
 * PGlite parses and plans every statement it is sent (Drizzle's `.prepare()` only keeps the SQL
 * text), which for this four-table join costs more than running it. A server-side PREPARE is
 * parsed and planned once; each lookup sends `EXECUTE` with the two ids as literals (PGlite's
 * protocol takes no parameters for EXECUTE), which is safe because both are checked to be UUIDs.
 * Rows are mapped by Drizzle's own mapper, as its prepared query would.
 */
function preparePglite(client: PGlite, drizzle: DrizzlePglitePrepared, map: FieldMapper): Lookup {
  const order = drizzle.params.map((param) => param.name as 'userId' | 'sessionId');
  let ready: Promise<unknown> | null = null;
  return {
    async execute(values) {
      ready ??= client.exec(`prepare auth_lookup as ${drizzle.queryString}`).catch((error: unknown) => {
        ready = null;
        throw error;
      });
      await ready;
      const literals = order.map((name) => `'${values[name]}'`).join(', ');
      const result = await client.query<unknown[]>(`execute auth_lookup(${literals})`, [], drizzle.queryConfig);
      return result.rows.map((row) => map(drizzle.fields, row, drizzle.joinsNotNullableMap) as Row);
    },
  };
}

const prepared = new WeakMap<Db, Lookup>();

/** The user with `userId`, the session `sessionId` and the user's identities; null when there is no such user. */
export async function lookupAuth(db: Db, userId: string, sessionId: string): Promise<AuthLookup | null> {
  if (!uuid.test(userId) || !uuid.test(sessionId)) return null;
  let query = prepared.get(db);
  if (!query) {
    const client = (db as unknown as { $client: unknown }).$client;
    const drizzle = prepare(db);
    query =
      client instanceof PGlite && usable(drizzle) && mapResultRow
        ? preparePglite(client, drizzle, mapResultRow)
        : drizzle;
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
