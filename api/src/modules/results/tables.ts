// The free tools' results and the checklist ticks.
import type { Answers, AssessmentResult, AssessmentType } from '@cc/shared-domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema/auth';
import { createdAt, updatedAt, app } from '../../platform/db/schema/common';
import { guestLeads } from '../../platform/db/schema/guest-leads';

/**
 * Scored assessments (conflict analysis, style test, values radar). The owner is a user, a guest
 * lead or nobody (an anonymous visitor); deleting the owner deletes the results. `share_token` is
 * a capability like a share link: whoever holds it may read the result, never delete it (an
 * anonymous visitor's browser deletes with a delete token derived from the id, see
 * security/tokens.ts resultDeleteToken). `partner_id` pairs two values results
 * for the co-founder comparison.
 */
export const assessmentResults = app.table(
  'assessment_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<AssessmentType>().notNull(),
    /** The scorer's version, so results of older item banks can be told apart. */
    version: integer('version').notNull(),
    lang: text('lang').notNull(),
    answers: jsonb('answers').$type<Answers>().notNull(),
    result: jsonb('result').$type<AssessmentResult>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestLeadId: uuid('guest_lead_id').references(() => guestLeads.id, { onDelete: 'cascade' }),
    shareToken: text('share_token').notNull(),
    partnerId: uuid('partner_id').references((): AnyPgColumn => assessmentResults.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('assessment_results_share_token_key').on(t.shareToken),
    index('assessment_results_user_id_idx').on(t.userId, t.createdAt),
    index('assessment_results_guest_lead_id_idx').on(t.guestLeadId, t.createdAt),
    index('assessment_results_partner_id_idx').on(t.partnerId),
    check('assessment_results_one_owner', sql`${t.userId} is null or ${t.guestLeadId} is null`),
  ],
);

/**
 * Ticked checklist items, one row per item: a write touches only its own row, so two tabs ticking
 * at once never overwrite each other (the ticks used to live in the user's metadata, read-modify-
 * written as one blob). The owner is a user or a guest lead; `owner_id` is whichever is set and
 * keys the row. Unticking deletes the row.
 */
export const checklistProgress = app.table(
  'checklist_progress',
  {
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestLeadId: uuid('guest_lead_id').references(() => guestLeads.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(user_id, guest_lead_id)`),
    checklistId: text('checklist_id').notNull(),
    itemId: text('item_id').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.checklistId, t.itemId] }),
    // Deleting a user or a guest lead cascades through these.
    index('checklist_progress_user_id_idx').on(t.userId),
    index('checklist_progress_guest_lead_id_idx').on(t.guestLeadId),
    check('checklist_progress_one_owner', sql`(${t.userId} is null) <> (${t.guestLeadId} is null)`),
  ],
);
