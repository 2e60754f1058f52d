// The premium advisor's stored conversations and messages. Ownership is part of every query (as
// with the results), so someone else's conversation is simply not found.
import type {
  AdvisorConversation,
  AdvisorConversationSummary,
  AdvisorLanguage,
  AdvisorMemoryItem,
  AdvisorStoredMessage,
  AdvisorSummary,
} from '@cc/shared-contract';
import { and, asc, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { advisorConversations, advisorMessages, type AdvisorMessageMeta } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Caller } from '../identity/caller';
import {
  leadsHoldingRows,
  moveOwnedRows,
  ownedByCaller,
  type GuestDataOwner,
  type LeadIds,
} from '../identity/guest-leads';

export type ConversationRow = typeof advisorConversations.$inferSelect;
export type MessageRow = typeof advisorMessages.$inferSelect;
export type NewMessage = Omit<typeof advisorMessages.$inferInsert, 'id' | 'seq' | 'createdAt'>;

/** The newest conversations a list shows; older ones stay readable by id. */
export const conversationListLimit = 200;
/** How many earlier sessions the advisor remembers in a new turn. */
export const memoryLimit = 5;

/** The owner columns of a row `caller` creates. */
export function ownerColumns(caller: Caller): { userId: string | null; guestLeadId: string | null } {
  return {
    userId: caller.kind === 'user' ? caller.user.id : null,
    guestLeadId: caller.kind === 'guest' ? caller.lead.id : null,
  };
}

const ownedBy = (caller: Caller): SQL | null => ownedByCaller(advisorConversations, caller);

/** The title of a conversation nobody named yet; the first message replaces it. */
export const defaultTitles: Record<AdvisorLanguage, string> = { de: 'Neues Gespräch', en: 'New conversation' };

/** A title from the first message: its first line, cut at a word near 60 characters. */
export function titleFrom(message: string): string {
  const line =
    message
      .split(/\r?\n/)
      .find((part) => part.trim())
      ?.trim() ?? message.trim();
  if (line.length <= 60) return line;
  const cut = line.slice(0, 60);
  const space = cut.lastIndexOf(' ');
  return `${(space > 30 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

export async function listConversations(db: Executor, caller: Caller): Promise<ConversationRow[]> {
  const owner = ownedBy(caller);
  if (!owner) return [];
  return db
    .select()
    .from(advisorConversations)
    .where(owner)
    .orderBy(desc(advisorConversations.updatedAt), desc(advisorConversations.id))
    .limit(conversationListLimit);
}

/** A conversation the caller does not own, or none: the same 404 for both. */
export const conversationNotFound = () => new ApiError(404, 'not_found', 'Conversation not found');

export async function findConversation(db: Executor, caller: Caller, id: string): Promise<ConversationRow | undefined> {
  const owner = ownedBy(caller);
  if (!owner) return undefined;
  const [row] = await db
    .select()
    .from(advisorConversations)
    .where(and(eq(advisorConversations.id, id), owner))
    .limit(1);
  return row;
}

export async function createConversation(
  db: Executor,
  caller: Caller,
  input: { title?: string | undefined; lang: AdvisorLanguage },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(advisorConversations)
    .values({ ...ownerColumns(caller), title: input.title || defaultTitles[input.lang], lang: input.lang })
    .returning();
  return row!;
}

export async function renameConversation(
  db: Executor,
  caller: Caller,
  id: string,
  title: string,
): Promise<ConversationRow | undefined> {
  const owner = ownedBy(caller);
  if (!owner) return undefined;
  const [row] = await db
    .update(advisorConversations)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(advisorConversations.id, id), owner))
    .returning();
  return row;
}

/** Deletes one conversation (id given) or all of the caller's; messages cascade. */
export async function deleteConversations(db: Executor, caller: Caller, id?: string): Promise<number> {
  const owner = ownedBy(caller);
  if (!owner) return 0;
  const rows = await db
    .delete(advisorConversations)
    .where(id ? and(eq(advisorConversations.id, id), owner) : owner)
    .returning({ id: advisorConversations.id });
  return rows.length;
}

export async function listMessages(db: Executor, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(advisorMessages)
    .where(eq(advisorMessages.conversationId, conversationId))
    .orderBy(asc(advisorMessages.seq));
}

async function addMessage(db: Executor, message: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(advisorMessages).values(message).returning();
  return row!;
}

/** Counts a user turn; names the conversation after its first message unless the user named it. */
async function countTurn(db: Executor, conversation: ConversationRow, message: string): Promise<void> {
  const named = conversation.turns > 0 || conversation.title !== defaultTitles[conversation.lang];
  await db
    .update(advisorConversations)
    .set({
      turns: sql`${advisorConversations.turns} + 1`,
      updatedAt: new Date(),
      ...(named ? {} : { title: titleFrom(message) }),
    })
    .where(eq(advisorConversations.id, conversation.id));
}

export type ConversationUpdate = Partial<
  Pick<ConversationRow, 'phase' | 'mode' | 'roleplayScenario' | 'summary' | 'lang' | 'remembered'>
>;

async function updateConversation(db: Executor, id: string, update: ConversationUpdate): Promise<void> {
  await db
    .update(advisorConversations)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(advisorConversations.id, id));
}

/** An advisor's reply as a turn stores it. */
export type StoredReply = Omit<NewMessage, 'conversationId' | 'role'>;

/**
 * Stores the user's message of a turn and counts the turn, before the reply streams: the message
 * is the user's even if the reply fails.
 */
export async function storeUserMessage(
  db: Db,
  conversation: ConversationRow,
  message: string,
  meta: AdvisorMessageMeta,
): Promise<void> {
  await db.transaction(async (tx) => {
    await addMessage(tx, { conversationId: conversation.id, role: 'user', content: message, kind: null, meta });
    await countTurn(tx, conversation, message);
  });
}

/** Stores the advisor's complete reply and the conversation's state after it. */
export async function storeReply(
  db: Db,
  id: string,
  reply: StoredReply,
  update: ConversationUpdate,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const row = await addMessage(tx, { conversationId: id, role: 'assistant', ...reply });
    await updateConversation(tx, id, update);
    return row;
  });
}

/** A reply the user stopped: stored as far as it came (nothing when it had no text yet). */
export async function storeStoppedReply(
  db: Db,
  id: string,
  reply: StoredReply | null,
  update: ConversationUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (reply) await addMessage(tx, { conversationId: id, role: 'assistant', ...reply });
    await updateConversation(tx, id, update);
  });
}

/** The summaries of the caller's earlier sessions the advisor may remember, most recent first. */
export async function listMemory(
  db: Executor,
  caller: Caller,
  options: { except?: string; limit?: number } = {},
): Promise<ConversationRow[]> {
  const owner = ownedBy(caller);
  if (!owner) return [];
  const conditions = [owner, eq(advisorConversations.remembered, true), isNotNull(advisorConversations.summary)];
  if (options.except) conditions.push(ne(advisorConversations.id, options.except));
  return db
    .select()
    .from(advisorConversations)
    .where(and(...conditions))
    .orderBy(desc(advisorConversations.updatedAt), desc(advisorConversations.id))
    .limit(options.limit ?? conversationListLimit);
}

/** The advisor forgets one session (id given) or all; the conversations stay. Answers how many it forgot. */
export async function forgetMemory(db: Executor, caller: Caller, id?: string): Promise<number> {
  const owner = ownedBy(caller);
  if (!owner) return 0;
  const conditions = [owner, eq(advisorConversations.remembered, true), isNotNull(advisorConversations.summary)];
  if (id) conditions.push(eq(advisorConversations.id, id));
  const rows = await db
    .update(advisorConversations)
    .set({ remembered: false })
    .where(and(...conditions))
    .returning({ id: advisorConversations.id });
  return rows.length;
}

// ── JSON the endpoints answer ────────────────────────────────────────────────────────────────

export function conversationSummaryJson(row: ConversationRow): AdvisorConversationSummary {
  return {
    id: row.id,
    title: row.title,
    lang: row.lang,
    phase: row.phase,
    mode: row.mode,
    turns: row.turns,
    has_summary: row.summary !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function messageJson(row: MessageRow): AdvisorStoredMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    kind: row.role === 'user' ? null : (row.kind ?? 'reply'),
    created_at: row.createdAt.toISOString(),
  };
}

export function conversationJson(row: ConversationRow, messages: MessageRow[]): AdvisorConversation {
  return {
    ...conversationSummaryJson(row),
    messages: messages.map(messageJson),
    summary: row.summary,
    remembered: row.remembered,
  };
}

export function memoryItemJson(row: ConversationRow & { summary: AdvisorSummary }): AdvisorMemoryItem {
  return { conversation_id: row.id, title: row.title, summary: row.summary };
}

export type { AdvisorMessageMeta };

/** The leads among `ids` that hold a conversation (a guest claim's offer asks, modules/guests). */
export const guestLeadsWithConversations = (db: Executor, ids: LeadIds): Promise<string[]> =>
  leadsHoldingRows(db, advisorConversations, ids);

/** A guest's conversations (with their messages) change owner: a claim, an account confirming the address. */
export const moveGuestConversations = (tx: Executor, ids: LeadIds, owner: GuestDataOwner): Promise<number> =>
  moveOwnedRows(tx, advisorConversations, ids, owner);
