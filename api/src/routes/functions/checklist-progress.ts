// The checklists' ticks of a signed-in user or a guest, one row per ticked item. A write changes
// one item only (an upsert or a delete of its row), so concurrent writers from two tabs or devices
// never overwrite each other's ticks.
import { type ChecklistProgressItem, endpoints } from '@cc/shared-contract';
import { checklists } from '@cc/shared-domain';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { checklistProgress } from '../../db/schema';
import type { AppContext, AppEnv } from '../../http/context';
import { respond, validBody, validQuery } from '../../http/validate';
import { requireOwner } from '../../identity/middleware';

const { getChecklistProgress, putChecklistProgress, deleteChecklistProgress } = endpoints;

const ownerOnly = requireOwner('Sign in or continue as a guest to keep checklist progress');

/** The caller's id and the column it goes into; requireOwner has ruled out anonymous callers. */
function ownerOf(c: AppContext): { ownerId: string; column: { userId: string } | { guestLeadId: string } } {
  const caller = c.get('caller');
  if (caller.kind === 'user') return { ownerId: caller.user.id, column: { userId: caller.user.id } };
  if (caller.kind === 'guest') return { ownerId: caller.lead.id, column: { guestLeadId: caller.lead.id } };
  throw new Error('checklist progress needs an owner');
}

/** Position of every known checklist item, to answer in the definitions' order and drop retired ids. */
const itemOrder = new Map<string, number>(
  checklists.flatMap((checklist, listIndex) =>
    checklist.items.map((item, itemIndex) => [`${checklist.id}/${item.id}`, listIndex * 1000 + itemIndex] as const),
  ),
);

export function checklistProgressRoutes(app: Hono<AppEnv>): void {
  app.get(getChecklistProgress.path, ownerOnly, validQuery(getChecklistProgress), async (c) => {
    const { db } = c.get('services');
    const { ownerId } = ownerOf(c);
    const { checklist } = c.req.valid('query');
    const rows = await db
      .select()
      .from(checklistProgress)
      .where(
        and(
          eq(checklistProgress.ownerId, ownerId),
          checklist ? eq(checklistProgress.checklistId, checklist) : undefined,
        ),
      );
    const items = rows
      .filter((row) => itemOrder.has(`${row.checklistId}/${row.itemId}`))
      .sort((a, b) => itemOrder.get(`${a.checklistId}/${a.itemId}`)! - itemOrder.get(`${b.checklistId}/${b.itemId}`)!)
      .map((row): ChecklistProgressItem => ({
        checklist: row.checklistId as ChecklistProgressItem['checklist'],
        item: row.itemId,
        updated_at: row.updatedAt.toISOString(),
      }));
    return respond(c, getChecklistProgress, { items });
  });

  app.put(putChecklistProgress.path, ownerOnly, validBody(putChecklistProgress), async (c) => {
    const { db } = c.get('services');
    const { ownerId, column } = ownerOf(c);
    const { checklist, item, done } = c.req.valid('json');
    const key = and(
      eq(checklistProgress.ownerId, ownerId),
      eq(checklistProgress.checklistId, checklist),
      eq(checklistProgress.itemId, item),
    );
    if (!done) {
      await db.delete(checklistProgress).where(key);
      return respond(c, putChecklistProgress, { checklist, item, done, updated_at: null });
    }
    const [row] = await db
      .insert(checklistProgress)
      .values({ ...column, checklistId: checklist, itemId: item, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: [checklistProgress.ownerId, checklistProgress.checklistId, checklistProgress.itemId],
        set: { updatedAt: new Date() },
      })
      .returning({ updatedAt: checklistProgress.updatedAt });
    return respond(c, putChecklistProgress, { checklist, item, done, updated_at: row!.updatedAt.toISOString() });
  });

  app.delete(deleteChecklistProgress.path, ownerOnly, validQuery(deleteChecklistProgress), async (c) => {
    const { db } = c.get('services');
    const { ownerId } = ownerOf(c);
    const { checklist } = c.req.valid('query');
    const deleted = await db
      .delete(checklistProgress)
      .where(and(eq(checklistProgress.ownerId, ownerId), eq(checklistProgress.checklistId, checklist)))
      .returning({ itemId: checklistProgress.itemId });
    return respond(c, deleteChecklistProgress, { deleted: deleted.length });
  });
}
