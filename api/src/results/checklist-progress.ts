// The checklists' ticks of a signed-in user or a guest, one row per ticked item. A write changes
// one item only (an upsert or a delete of its row), so concurrent writers from two tabs or devices
// never overwrite each other's ticks. The HTTP edge is routes/functions/checklist-progress.ts.
import type { ChecklistProgressItem } from '@cc/shared-contract';
import { checklists } from '@cc/shared-domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checklistProgress } from '../db/schema';

/** Who ticks: the owner's id, and the column it goes into (a user's or a guest lead's). */
export interface ChecklistOwner {
  ownerId: string;
  column: { userId: string } | { guestLeadId: string };
}

/** Position of every known checklist item, to answer in the definitions' order and drop retired ids. */
const itemOrder = new Map<string, number>(
  checklists.flatMap((checklist, listIndex) =>
    checklist.items.map((item, itemIndex) => [`${checklist.id}/${item.id}`, listIndex * 1000 + itemIndex] as const),
  ),
);

/** The owner's ticks (of one checklist or all), in the definitions' order. */
export async function listTicks(db: Db, ownerId: string, checklist: string | undefined) {
  const rows = await db
    .select()
    .from(checklistProgress)
    .where(
      and(eq(checklistProgress.ownerId, ownerId), checklist ? eq(checklistProgress.checklistId, checklist) : undefined),
    );
  return rows
    .filter((row) => itemOrder.has(`${row.checklistId}/${row.itemId}`))
    .sort((a, b) => itemOrder.get(`${a.checklistId}/${a.itemId}`)! - itemOrder.get(`${b.checklistId}/${b.itemId}`)!)
    .map((row): ChecklistProgressItem => ({
      checklist: row.checklistId as ChecklistProgressItem['checklist'],
      item: row.itemId,
      updated_at: row.updatedAt.toISOString(),
    }));
}

/** Ticks (done) or unticks one item; answers the tick's time, null when unticked. */
export async function setTick(
  db: Db,
  owner: ChecklistOwner,
  checklist: string,
  item: string,
  done: boolean,
): Promise<Date | null> {
  const key = and(
    eq(checklistProgress.ownerId, owner.ownerId),
    eq(checklistProgress.checklistId, checklist),
    eq(checklistProgress.itemId, item),
  );
  if (!done) {
    await db.delete(checklistProgress).where(key);
    return null;
  }
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

/** Removes every tick of one checklist; answers how many. */
export async function clearChecklist(db: Db, ownerId: string, checklist: string): Promise<number> {
  const deleted = await db
    .delete(checklistProgress)
    .where(and(eq(checklistProgress.ownerId, ownerId), eq(checklistProgress.checklistId, checklist)))
    .returning({ itemId: checklistProgress.itemId });
  return deleted.length;
}
