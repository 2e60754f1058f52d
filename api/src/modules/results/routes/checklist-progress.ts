// The checklists' ticks of a signed-in user or a guest (the rules: ../service.ts, the rows: ../repo.ts).
import { endpoints } from '@cc/shared-contract';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../../platform/http/context';
import { respond, validBody, validQuery } from '../../../platform/http/validate';
import { requireOwner } from '../../../identity/middleware';
import { clearChecklist, listTicks, setTick, type ChecklistOwner } from '../service';

const { getChecklistProgress, putChecklistProgress, deleteChecklistProgress } = endpoints;

const ownerOnly = requireOwner('Sign in or continue as a guest to keep checklist progress');

/** The caller's id and the column it goes into; requireOwner has ruled out anonymous callers. */
function ownerOf(c: AppContext): ChecklistOwner {
  const caller = c.get('caller');
  if (caller.kind === 'user') return { ownerId: caller.user.id, column: { userId: caller.user.id } };
  if (caller.kind === 'guest') return { ownerId: caller.lead.id, column: { guestLeadId: caller.lead.id } };
  throw new Error('checklist progress needs an owner');
}

export function checklistProgressRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(getChecklistProgress.path, ownerOnly, validQuery(getChecklistProgress), async (c) => {
    const items = await listTicks(c.get('services').db, ownerOf(c).ownerId, c.req.valid('query').checklist);
    return respond(c, getChecklistProgress, { items });
  });

  app.put(putChecklistProgress.path, ownerOnly, validBody(putChecklistProgress), async (c) => {
    const { checklist, item, done } = c.req.valid('json');
    const at = await setTick(c.get('services').db, ownerOf(c), checklist, item, done);
    return respond(c, putChecklistProgress, { checklist, item, done, updated_at: at ? at.toISOString() : null });
  });

  app.delete(deleteChecklistProgress.path, ownerOnly, validQuery(deleteChecklistProgress), async (c) => {
    const deleted = await clearChecklist(c.get('services').db, ownerOf(c).ownerId, c.req.valid('query').checklist);
    return respond(c, deleteChecklistProgress, { deleted });
  });
  return app;
}
