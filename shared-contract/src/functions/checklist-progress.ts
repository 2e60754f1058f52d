// The ticks of the checklists, one row per ticked item, for a signed-in user or a guest. One item
// per write, so two tabs (or devices) ticking at once never overwrite each other.
import { type ChecklistId, checklists, findChecklist } from '@cc/shared-domain';
import * as z from 'zod';
import { bodyErrorCodes, endpoint, userTokenErrorCodes } from './endpoint';
import { addCodedIssue } from './issues';

const checklistIds = checklists.map((checklist) => checklist.id) as [ChecklistId, ...ChecklistId[]];

/** A checklist id of shared-domain's definitions; anything else is unknown_checklist. */
const checklistId = z
  .string()
  .max(100)
  .transform((value, ctx) => {
    if (!findChecklist(value)) {
      addCodedIssue(ctx, 'unknown_checklist', `Unknown checklist; expected one of: ${checklistIds.join(', ')}`);
      return z.NEVER;
    }
    return value as ChecklistId;
  });

export const checklistProgressQuery = z.object({
  /** Only this checklist; all of the caller's checklists without it. */
  checklist: checklistId.optional(),
});

export const checklistProgressItem = z.object({
  checklist: z.enum(checklistIds),
  item: z.string(),
  updated_at: z.iso.datetime(),
});

export const checklistProgressResponse = z.object({
  /** The ticked items, in the checklists' and their items' order. */
  items: z.array(checklistProgressItem),
});

export const putChecklistProgressBody = z
  .object({
    checklist: checklistId,
    item: z.string().max(100),
    /** true ticks the item, false clears the tick. */
    done: z.boolean(),
  })
  .superRefine((body, ctx) => {
    const definition = findChecklist(body.checklist);
    if (definition && !definition.items.some((entry) => entry.id === body.item)) {
      addCodedIssue(
        ctx,
        'unknown_checklist_item',
        `Checklist ${body.checklist} has no item "${body.item}"`,
        undefined,
        ['item'],
      );
    }
  });

export const putChecklistProgressResponse = z.object({
  checklist: z.enum(checklistIds),
  item: z.string(),
  done: z.boolean(),
  /** When the tick was set; null after clearing it. */
  updated_at: z.iso.datetime().nullable(),
});

export const deleteChecklistProgressQuery = z.object({ checklist: checklistId });

export const deleteChecklistProgressResponse = z.object({
  /** How many ticks were cleared. */
  deleted: z.number().int().nonnegative(),
});

export type ChecklistProgressItem = z.infer<typeof checklistProgressItem>;
export type ChecklistProgressResponse = z.infer<typeof checklistProgressResponse>;
export type PutChecklistProgressBody = z.input<typeof putChecklistProgressBody>;
export type PutChecklistProgressResponse = z.infer<typeof putChecklistProgressResponse>;
export type DeleteChecklistProgressResponse = z.infer<typeof deleteChecklistProgressResponse>;

const callerErrors = [...userTokenErrorCodes, 'invalid_guest_token', 'not_authenticated'] as const;

export const checklistProgressEndpoints = {
  getChecklistProgress: endpoint({
    method: 'GET',
    path: '/checklist-progress',
    summary: 'The caller’s ticked checklist items: of every checklist, or of `?checklist=<id>` only.',
    caller: 'user-or-guest',
    query: checklistProgressQuery,
    status: 200,
    response: checklistProgressResponse,
    errors: [...callerErrors, 'validation_failed', 'unknown_checklist'],
  }),
  putChecklistProgress: endpoint({
    method: 'PUT',
    path: '/checklist-progress',
    summary: 'Ticks (`done: true`) or clears (`done: false`) one item of one checklist; idempotent.',
    caller: 'user-or-guest',
    body: putChecklistProgressBody,
    status: 200,
    response: putChecklistProgressResponse,
    errors: [...bodyErrorCodes, ...callerErrors, 'unknown_checklist', 'unknown_checklist_item'],
  }),
  deleteChecklistProgress: endpoint({
    method: 'DELETE',
    path: '/checklist-progress',
    summary: 'Clears every tick of `?checklist=<id>` (the checklist’s reset).',
    caller: 'user-or-guest',
    query: deleteChecklistProgressQuery,
    status: 200,
    response: deleteChecklistProgressResponse,
    errors: [...callerErrors, 'validation_failed', 'unknown_checklist'],
  }),
};
