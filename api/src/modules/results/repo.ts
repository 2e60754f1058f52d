// Every query of the results' tables (tables.ts): the assessment results and the checklist ticks.
// Ownership is part of every query (never a check after loading), so a result of someone else is
// simply not found. The rules around them are service.ts's.
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/client';
import type { Caller } from '../../identity/caller';
import {
  leadsHoldingRows,
  moveOwnedRows,
  ownedByAccount,
  ownedByCaller,
  ownerColumnOf,
  type GuestDataOwner,
  type LeadIds,
} from '../../identity/guest-leads';
import { assessmentResults, checklistProgress } from './tables';

export type ResultRow = typeof assessmentResults.$inferSelect;
export type NewResultRow = typeof assessmentResults.$inferInsert;
export type ChecklistTickRow = typeof checklistProgress.$inferSelect;

/** The newest results a history shows; older ones stay stored and readable by id. */
const listLimit = 200;

/** The rows `caller` owns; null for an anonymous caller, who owns nothing server-side. */
const ownedBy = (caller: Caller): SQL | null => ownedByCaller(assessmentResults, caller);

export async function findOwned(db: Executor, caller: Caller, id: string): Promise<ResultRow | undefined> {
  const owner = ownedBy(caller);
  if (!owner) return undefined;
  const [row] = await db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.id, id), owner))
    .limit(1);
  return row;
}

export async function listOwned(db: Executor, caller: Caller): Promise<ResultRow[]> {
  const owner = ownedBy(caller);
  if (!owner) return [];
  return db
    .select()
    .from(assessmentResults)
    .where(owner)
    .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id))
    .limit(listLimit);
}

export async function findByShareToken(db: Executor, token: string): Promise<ResultRow | undefined> {
  const [row] = await db.select().from(assessmentResults).where(eq(assessmentResults.shareToken, token)).limit(1);
  return row;
}

export async function findById(db: Executor, id: string): Promise<ResultRow | undefined> {
  const [row] = await db.select().from(assessmentResults).where(eq(assessmentResults.id, id)).limit(1);
  return row;
}

/**
 * Deletes result `id` when `caller` owns it, or, with `ownerless`, when it has no owner; true when
 * a row went.
 */
export async function deleteOwnedOrOwnerless(
  db: Executor,
  caller: Caller,
  id: string,
  ownerless: boolean,
): Promise<boolean> {
  const allowed = [
    ownedBy(caller),
    ownerless ? and(isNull(assessmentResults.userId), isNull(assessmentResults.guestLeadId))! : null,
  ].filter((condition): condition is SQL => condition !== null);
  if (!allowed.length) return false;
  const deleted = await db
    .delete(assessmentResults)
    .where(and(eq(assessmentResults.id, id), or(...allowed)))
    .returning({ id: assessmentResults.id });
  return deleted.length > 0;
}

/** Gives the ownerless result `id` to the user or guest `caller`; undefined when it has an owner. */
export async function takeOwnerless(
  db: Executor,
  caller: Extract<Caller, { kind: 'user' | 'guest' }>,
  id: string,
): Promise<ResultRow | undefined> {
  const [claimed] = await db
    .update(assessmentResults)
    .set(caller.kind === 'user' ? { userId: caller.user.id } : { guestLeadId: caller.lead.id })
    .where(and(eq(assessmentResults.id, id), isNull(assessmentResults.userId), isNull(assessmentResults.guestLeadId)))
    .returning();
  return claimed;
}

export async function insertResult(tx: Executor, values: NewResultRow): Promise<ResultRow> {
  const [row] = await tx.insert(assessmentResults).values(values).returning();
  return row!;
}

/** Points result `id` at `partnerId` unless it has a partner already. */
export async function setPartnerIfNone(tx: Executor, id: string, partnerId: string): Promise<void> {
  await tx
    .update(assessmentResults)
    .set({ partnerId })
    .where(and(eq(assessmentResults.id, id), isNull(assessmentResults.partnerId)));
}

/**
 * The account's results and those made as a guest under `guestAddress` (null: none), newest
 * first; the account export lists them.
 */
export function resultsOfAccount(db: Executor, userId: string, guestAddress: string | null): Promise<ResultRow[]> {
  return db
    .select()
    .from(assessmentResults)
    .where(ownedByAccount(assessmentResults, userId, guestAddress))
    .orderBy(desc(assessmentResults.createdAt));
}

/** The account's checklist ticks and those of guest sign-ins under `guestAddress`, by checklist and item. */
export function ticksOfAccount(db: Executor, userId: string, guestAddress: string | null): Promise<ChecklistTickRow[]> {
  return db
    .select()
    .from(checklistProgress)
    .where(ownedByAccount(checklistProgress, userId, guestAddress))
    .orderBy(asc(checklistProgress.checklistId), asc(checklistProgress.itemId));
}

/** The owner's ticks (of one checklist or all), in no particular order. */
export function ticksOf(db: Executor, ownerId: string, checklist: string | undefined): Promise<ChecklistTickRow[]> {
  return db
    .select()
    .from(checklistProgress)
    .where(
      and(eq(checklistProgress.ownerId, ownerId), checklist ? eq(checklistProgress.checklistId, checklist) : undefined),
    );
}

/** Who ticks: the owner's id, and the column it goes into (a user's or a guest lead's). */
export interface ChecklistOwner {
  ownerId: string;
  column: { userId: string } | { guestLeadId: string };
}

/** Ticks one item (an upsert of its row); answers the tick's time. */
export async function upsertTick(db: Executor, owner: ChecklistOwner, checklist: string, item: string): Promise<Date> {
  const [row] = await db
    .insert(checklistProgress)
    .values({ ...owner.column, checklistId: checklist, itemId: item, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [checklistProgress.ownerId, checklistProgress.checklistId, checklistProgress.itemId],
      set: { updatedAt: new Date() },
    })
    .returning({ updatedAt: checklistProgress.updatedAt });
  return row!.updatedAt;
}

/** Unticks one item (deletes its row). */
export async function deleteTick(db: Executor, ownerId: string, checklist: string, item: string): Promise<void> {
  await db
    .delete(checklistProgress)
    .where(
      and(
        eq(checklistProgress.ownerId, ownerId),
        eq(checklistProgress.checklistId, checklist),
        eq(checklistProgress.itemId, item),
      ),
    );
}

/** Removes every tick of one checklist; answers how many. */
export async function deleteChecklistTicks(db: Executor, ownerId: string, checklist: string): Promise<number> {
  const deleted = await db
    .delete(checklistProgress)
    .where(and(eq(checklistProgress.ownerId, ownerId), eq(checklistProgress.checklistId, checklist)))
    .returning({ itemId: checklistProgress.itemId });
  return deleted.length;
}

/** The leads among `ids` that hold a result or a checklist tick. */
export async function leadsWithResultsOrTicks(db: Executor, ids: LeadIds): Promise<string[]> {
  const withResults = await leadsHoldingRows(db, assessmentResults, ids);
  return [...new Set([...withResults, ...(await leadsHoldingRows(db, checklistProgress, ids))])];
}

/** Gives the results of the leads `ids` to `owner`; answers how many. */
export const moveResultsOf = (tx: Executor, ids: LeadIds, owner: GuestDataOwner): Promise<number> =>
  moveOwnedRows(tx, assessmentResults, ids, owner);

/**
 * Merges the ticks of the leads `ids` into `owner`'s: a tick the owner already has stays as it is
 * (one row per owner and item), the leads' go. Answers how many ticks the owner gained.
 */
export async function mergeTicksOf(tx: Executor, ids: LeadIds, owner: GuestDataOwner): Promise<number> {
  const { column, id } = ownerColumnOf(owner);
  const merged = await queryRows<unknown>(
    tx,
    sql`insert into ${checklistProgress} (${column}, checklist_id, item_id, updated_at)
      select ${id}, checklist_id, item_id, max(updated_at) from ${checklistProgress}
      where guest_lead_id in ${ids} group by checklist_id, item_id
      on conflict do nothing returning item_id`,
  );
  await tx.delete(checklistProgress).where(sql`${checklistProgress.guestLeadId} in ${ids}`);
  return merged.length;
}
