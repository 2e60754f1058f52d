// The premium advisor's stored conversations and messages.
import type {
  AdvisorLanguage,
  AdvisorMode,
  AdvisorPhase,
  AdvisorStoredMessage,
  AdvisorSummary,
} from '@cc/shared-contract';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema/auth';
import { createdAt, updatedAt, app } from '../../platform/db/schema/common';
import { guestLeads } from '../../platform/db/schema/guest-leads';

/**
 * The premium advisor's stored conversations. The owner is a signed-in user or a guest lead,
 * exactly one; deleting the owner deletes the conversations with their messages. `summary` is
 * the latest summary the advisor made (null until asked for); `remembered` lets later sessions
 * use it as memory (the user can switch that off without deleting the conversation).
 */
export const advisorConversations = app.table(
  'advisor_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestLeadId: uuid('guest_lead_id').references(() => guestLeads.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    lang: text('lang').$type<AdvisorLanguage>().notNull(),
    phase: text('phase').$type<AdvisorPhase>().notNull().default('situation'),
    mode: text('mode').$type<AdvisorMode>().notNull().default('coach'),
    /** Who the advisor plays and what the rehearsed talk is about, while mode is roleplay. */
    roleplayScenario: text('roleplay_scenario'),
    /** User turns so far (the limit per conversation counts these). */
    turns: integer('turns').notNull().default(0),
    summary: jsonb('summary').$type<AdvisorSummary>(),
    remembered: boolean('remembered').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('advisor_conversations_user_id_idx').on(t.userId, t.updatedAt),
    index('advisor_conversations_guest_lead_id_idx').on(t.guestLeadId, t.updatedAt),
    check('advisor_conversations_one_owner', sql`(${t.userId} is null) <> (${t.guestLeadId} is null)`),
    check('advisor_conversations_mode', sql`${t.mode} in ('coach', 'roleplay')`),
  ],
);

export type AdvisorMessageKind = NonNullable<AdvisorStoredMessage['kind']>;

/** What the advisor's stored reply was made of (null fields for user messages). */
export interface AdvisorMessageMeta {
  action?: string;
  lang?: AdvisorLanguage;
  phase?: AdvisorPhase | null;
  safety?: string | null;
  tools?: Array<{ id: string; path: string }>;
  provider?: string;
  fallback?: boolean;
  /** The user stopped the stream: the content is what was produced until then. */
  stopped?: boolean;
}

export const advisorMessages = app.table(
  'advisor_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: two messages of one conversation may share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => advisorConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    kind: text('kind').$type<AdvisorMessageKind>(),
    meta: jsonb('meta').$type<AdvisorMessageMeta>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('advisor_messages_conversation_id_idx').on(t.conversationId, t.seq),
    check('advisor_messages_role', sql`${t.role} in ('user', 'assistant')`),
  ],
);
