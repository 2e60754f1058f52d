// The guest sign-ins (app.guest_leads) and the rows a user or a guest sign-in owns (user_id,
// guest_lead_id). Identity owns the leads table: a guest caller is a lead (the token names it,
// tokens.ts), and every domain's ownership condition names it, so it sits below the modules as
// auth.users does; the guests module (modules/guests/) starts a sign-in and moves a guest's data,
// through the functions here. A lead's address is matched case-insensitively, as its index does;
// the account export, the account deletion and the adoption of a guest's data at sign-up all
// count the leads under the account's (proven) address as its own.
import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../platform/db/client';
import { guestLeads } from '../platform/db/schema/guest-leads';
import type { Caller, GuestLeadRow } from './caller';

interface OwnerColumns {
  userId: AnyPgColumn;
  guestLeadId: AnyPgColumn;
}

/** The ids of some guest leads, as a subquery (`guest_lead_id in ${ids}`): the leads whose data a claim or an account takes. */
export type LeadIds = SQL;

/** Who gets a guest's data: another lead of the same address (a claim) or an account (a confirmed address). */
export type GuestDataOwner = { leadId: string } | { userId: string };

/** The rows `caller` owns (a user's or a guest sign-in's); null for a caller who owns none (anonymous, service). */
export function ownedByCaller(columns: OwnerColumns, caller: Caller): SQL | null {
  if (caller.kind === 'user') return eq(columns.userId, caller.user.id);
  if (caller.kind === 'guest') return eq(columns.guestLeadId, caller.lead.id);
  return null;
}

/** The condition on app.guest_leads: the leads under `email`. */
export const leadsOf = (email: string): SQL => sql`lower(${guestLeads.email}) = ${email.toLowerCase()}`;

const idsWhere = (condition: SQL | undefined): LeadIds =>
  sql`(select ${guestLeads.id} from ${guestLeads} where ${condition})`;

/** The ids of the leads under `email`, as a subquery: `guest_lead_id in ${leadIdsOf(email)}`. */
export const leadIdsOf = (email: string): LeadIds => idsWhere(leadsOf(email));

/** The other leads with `lead`'s address (whose data a claim link would bring over). */
export const otherLeadIdsOf = (lead: GuestLeadRow): LeadIds =>
  idsWhere(and(leadsOf(lead.email), ne(guestLeads.id, lead.id)));

/**
 * The other leads with `lead`'s address created at or before `before` (a claim's sources). The
 * time is compared in the database as the claim row gave it (microseconds, which a Date would cut).
 */
export const earlierLeadIdsOf = (lead: GuestLeadRow, before: string | Date): LeadIds =>
  idsWhere(
    and(leadsOf(lead.email), ne(guestLeads.id, lead.id), sql`${guestLeads.createdAt} <= ${before}::timestamptz`),
  );

/** Rows of the user, or (with an address) of a guest lead under it. */
export function ownedByAccount(columns: OwnerColumns, userId: string, email: string | null): SQL | undefined {
  if (!email) return eq(columns.userId, userId);
  return or(eq(columns.userId, userId), sql`${columns.guestLeadId} in ${leadIdsOf(email)}`);
}

/** A new guest sign-in with its consent time. */
export async function insertGuestLead(
  tx: Executor,
  values: { email: string; firstName: string; lang: string; consentAt: Date },
): Promise<GuestLeadRow> {
  const [inserted] = await tx.insert(guestLeads).values(values).returning();
  return inserted!;
}

/** The lead a guest token names, if it still exists. */
export async function findGuestLead(db: Executor, id: string): Promise<GuestLeadRow | undefined> {
  const [lead] = await db.select().from(guestLeads).where(eq(guestLeads.id, id)).limit(1);
  return lead;
}

/** Which of `ids` still exist (a realtime socket's guests, checked again after a change). */
export async function existingLeadIds(db: Executor, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: guestLeads.id }).from(guestLeads).where(inArray(guestLeads.id, ids));
  return new Set(rows.map(({ id }) => id));
}

/** Address and language of the newest of `ids`, if any. */
export async function newestLeadAmong(
  db: Executor,
  ids: string[],
): Promise<{ email: string; lang: string } | undefined> {
  if (ids.length === 0) return undefined;
  const [row] = await db
    .select({ email: guestLeads.email, lang: guestLeads.lang })
    .from(guestLeads)
    .where(inArray(guestLeads.id, ids))
    .orderBy(desc(guestLeads.createdAt))
    .limit(1);
  return row;
}

/** The leads under `email` (the account export). */
export function leadsUnder(db: Executor, email: string): Promise<GuestLeadRow[]> {
  return db.select().from(guestLeads).where(leadsOf(email));
}

/** Deletes the leads under `email` (an account's deletion); their rows go with them (cascade). */
export async function deleteLeadsUnder(tx: Executor, email: string): Promise<void> {
  await tx.delete(guestLeads).where(leadsOf(email));
}

/** Deletes the leads `ids` names (a spent claim's sources: their tokens then name nobody). */
export async function deleteLeads(tx: Executor, ids: LeadIds): Promise<void> {
  await tx.delete(guestLeads).where(sql`${guestLeads.id} in ${ids}`);
}

/** Locks a lead's row, so one guest's changes run one after the other. */
export async function lockGuestLead(tx: Executor, id: string): Promise<void> {
  await tx.select({ id: guestLeads.id }).from(guestLeads).where(eq(guestLeads.id, id)).for('update');
}

/*
 * A guest's data changing owner (a claim, an account confirming the address). Each domain moves
 * its own rows with these, from its repo and through its service (modules/guests/service.ts asks
 * each); the table is the caller's, the owner columns (user_id, guest_lead_id) every such table's.
 */

/** Which of the leads `ids` own a row of `table`. */
export async function leadsHoldingRows(db: Executor, table: PgTable, ids: LeadIds): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select distinct guest_lead_id as id from ${table} where guest_lead_id in ${ids}`,
  );
  return rows.map(({ id }) => id);
}

/** Gives the rows of `table` the leads `ids` own to `owner`; answers how many moved. */
export async function moveOwnedRows(
  tx: Executor,
  table: PgTable,
  ids: LeadIds,
  owner: GuestDataOwner,
): Promise<number> {
  const set =
    'userId' in owner ? sql`user_id = ${owner.userId}, guest_lead_id = null` : sql`guest_lead_id = ${owner.leadId}`;
  return (await queryRows<unknown>(tx, sql`update ${table} set ${set} where guest_lead_id in ${ids} returning 1`))
    .length;
}

/** The owner column of a move and its value (a merge that inserts the owner's own rows). */
export const ownerColumnOf = (owner: GuestDataOwner): { column: SQL; id: string } =>
  'userId' in owner
    ? { column: sql.raw('user_id'), id: owner.userId }
    : { column: sql.raw('guest_lead_id'), id: owner.leadId };
