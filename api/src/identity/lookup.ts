// The lookup behind every authenticated request: the user, the session named by the access token,
// the user's identities and MFA factors in one query that answers one JSON text of the four,
// prepared once per database (on PostgreSQL a named statement on each pooled connection; on PGlite
// a server-side PREPARE, see below). Three separate queries built anew by Drizzle each time, and
// then one wide join row per identity and factor (PGlite's protocol parser spent more time on the
// join's 60 column descriptions than PGlite on running it), were most of the cost of
// `GET /auth/v1/user` (docs/performance.md).
import { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { preparedText, type Db } from '../platform/db/client';
import { jsonRowMapper } from '../platform/db/json-rows';
import { identities, mfaFactors, users } from '../platform/db/schema';
import { uuidShape } from '../platform/db/uuid';
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

/**
 * $1 the user id, $2 the session id. One text column holding a JSON array of the four values:
 * node-postgres then hands over one string (no type parser per column, one field in the row
 * description) and the lookup parses it once, which cost the api about 15 µs less per request than
 * four json columns (docs/performance.md, fourth round).
 */
const lookupSql = `
  select json_build_array(
    row_to_json(u),
    (select json_build_object('user_id', s.user_id, 'not_after', s.not_after, 'aal', s.aal)
       from auth.sessions s where s.id = $2),
    (select coalesce(json_agg(i order by i.created_at, i.id), '[]')
       from auth.identities i where i.user_id = u.id),
    (select coalesce(json_agg(f order by f.created_at, f.id), '[]')
       from auth.mfa_factors f where f.user_id = u.id)
  )::text as "lookup"
  from auth.users u
  where u.id = $1`;

/** The user, the session (null when no session has that id), the identities and the factors. */
type LookupJson = [
  Record<string, unknown>,
  { user_id: string; not_after: string | null; aal: string } | null,
  Record<string, unknown>[],
  Record<string, unknown>[],
];

const toUser = jsonRowMapper(users);
const toIdentity = jsonRowMapper(identities);
const toFactor = jsonRowMapper(mfaFactors);

/**
 * PGlite parses and plans every statement it is sent, which for this query costs more than
 * running it. A server-side PREPARE is parsed once; each lookup sends `EXECUTE` with the two ids
 * as literals (PGlite's protocol takes no parameters for EXECUTE), which is safe because both are
 * checked to be UUIDs. The simple query protocol (exec) is the cheapest way PGlite offers.
 */
function pgliteLookup(client: PGlite) {
  let ready: Promise<unknown> | null = null;
  return async (userId: string, sessionId: string): Promise<string | undefined> => {
    ready ??= client.exec(`prepare auth_lookup(uuid, uuid) as ${lookupSql}`).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    await ready;
    const [result] = await client.exec(`execute auth_lookup('${userId}', '${sessionId}')`);
    return (result?.rows[0] as { lookup: string } | undefined)?.lookup;
  };
}

const lookups = new WeakMap<Db, (userId: string, sessionId: string) => Promise<string | undefined>>();

/** The user with `userId`, the session `sessionId` and the user's identities; null when there is no such user. */
export async function lookupAuth(db: Db, userId: string, sessionId: string): Promise<AuthLookup | null> {
  if (!uuidShape.test(userId) || !uuidShape.test(sessionId)) return null;
  let lookup = lookups.get(db);
  if (!lookup) {
    const client = (db as unknown as { $client: unknown }).$client;
    lookup =
      client instanceof PGlite
        ? pgliteLookup(client)
        : (user, session) => preparedText(client as Pool, 'auth_lookup', lookupSql, [user, session]);
    lookups.set(db, lookup);
  }
  const text = await lookup(userId, sessionId);
  if (text === undefined) return null;
  const [user, session, userIdentities, factors] = JSON.parse(text) as LookupJson;
  return {
    user: toUser(user),
    session: session && {
      userId: session.user_id,
      notAfter: session.not_after === null ? null : new Date(session.not_after),
      aal: session.aal,
    },
    identities: userIdentities.map(toIdentity),
    factors: factors.map(toFactor),
  };
}
