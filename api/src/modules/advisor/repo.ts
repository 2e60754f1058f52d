// Every query of the premium advisor's tables (tables.ts): the stored conversations and their
// messages. Ownership is part of every query of a caller's conversations (as with the results), so
// someone else's conversation is simply not found. Each function takes an Executor, so the service
// decides what runs in one transaction.
import { and, asc, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { Caller } from '../../identity/caller';
import {
  leadsHoldingRows,
  moveOwnedRows,
  ownedByAccount,
  ownedByCaller,
  type GuestDataOwner,
  type LeadIds,
} from '../../identity/guest-leads';
import { advisorConversations, advisorMessages, type AdvisorMessageKind, type AdvisorMessageMeta } from './tables';

export type ConversationRow = typeof advisorConversations.$inferSelect;
export type MessageRow = typeof advisorMessages.$inferSelect;
export type NewMessage = Omit<typeof advisorMessages.$inferInsert, 'id' | 'seq' | 'createdAt'>;
export type { AdvisorMessageKind, AdvisorMessageMeta };

/** The newest conversations a list shows; older ones stay readable by id. */
export const conversationListLimit = 200;

/** The owner columns of a row `caller` creates. */
function ownerColumns(caller: Caller): { userId: string | null; guestLeadId: string | null } {
  return {
    userId: caller.kind === 'user' ? caller.user.id : null,
    guestLeadId: caller.kind === 'guest' ? caller.lead.id : null,
  };
}

const ownedBy = (caller: Caller): SQL | null => ownedByCaller(advisorConversations, caller);

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

export async function insertConversation(
  db: Executor,
  caller: Caller,
  values: { title: string; lang: ConversationRow['lang'] },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(advisorConversations)
    .values({ ...ownerColumns(caller), ...values })
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

export async function addMessage(db: Executor, message: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(advisorMessages).values(message).returning();
  return row!;
}

/** Counts a user turn; `title` (the first message's, when nobody named the conversation) renames it. */
export async function countTurn(db: Executor, id: string, title: string | null): Promise<void> {
  await db
    .update(advisorConversations)
    .set({
      turns: sql`${advisorConversations.turns} + 1`,
      updatedAt: new Date(),
      ...(title === null ? {} : { title }),
    })
    .where(eq(advisorConversations.id, id));
}

export type ConversationUpdate = Partial<
  Pick<ConversationRow, 'phase' | 'mode' | 'roleplayScenario' | 'summary' | 'lang' | 'remembered'>
>;

export async function updateConversation(db: Executor, id: string, update: ConversationUpdate): Promise<void> {
  await db
    .update(advisorConversations)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(advisorConversations.id, id));
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

// ── The account export, a guest's data ─────────────────────────────────────────────────────────

/** The conversations of the user and of guest sign-ins with the account's address, newest first. */
export async function conversationsOfAccount(
  db: Executor,
  userId: string,
  email: string | null,
): Promise<ConversationRow[]> {
  return db
    .select()
    .from(advisorConversations)
    .where(ownedByAccount(advisorConversations, userId, email))
    .orderBy(desc(advisorConversations.updatedAt));
}

/** Every message of these conversations, in order. */
export async function messagesOf(db: Executor, conversationIds: string[]): Promise<MessageRow[]> {
  if (!conversationIds.length) return [];
  return db
    .select()
    .from(advisorMessages)
    .where(inArray(advisorMessages.conversationId, conversationIds))
    .orderBy(asc(advisorMessages.seq));
}

/** The leads among `ids` that hold a conversation (a guest claim's offer asks, modules/guests). */
export const guestLeadsWithConversations = (db: Executor, ids: LeadIds): Promise<string[]> =>
  leadsHoldingRows(db, advisorConversations, ids);

/** A guest's conversations (with their messages) change owner: a claim, an account confirming the address. */
export const moveGuestConversations = (tx: Executor, ids: LeadIds, owner: GuestDataOwner): Promise<number> =>
  moveOwnedRows(tx, advisorConversations, ids, owner);
