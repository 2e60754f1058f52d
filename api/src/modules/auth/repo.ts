// The auth module's queries (docs/architecture.md, "The api's modules"): functions that take an
// Executor, so the service parts decide which run in one transaction. The GoTrue tables are
// identity's (platform/db/schema/auth.ts) but for the module's own (tables.ts). TEMPORARY (issue
// #25): so far the admin API's (admin.ts); the other parts still hold theirs
// (.dependency-cruiser.cjs, authPartsWithQueries).
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { auditLogEntries, identities, mfaFactors, oneTimeTokens, users } from '../../platform/db/schema';
import type { OneTimeTokenType } from '../../platform/db/schema';
import type { UserRow } from '../../identity/users';

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
