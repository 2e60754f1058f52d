// The advisor's part of the account export: the conversations (with every message, its metadata
// and the summary) of the user and of guest sign-ins with the account's address, as the account
// deletion removes them too. (The expert requests are the cases': cases/export.ts.)
import type { AccountExportResponse } from '@cc/shared-contract';
import { asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { advisorConversations, advisorMessages } from '../db/schema';
import { messageJson } from './conversations';

type AdvisorExport = Pick<AccountExportResponse, 'advisor_conversations'>;

/** Rows of the user, or of a guest lead whose address is the account's (case-insensitive). */
function ownedByAccount(
  columns: { userId: AnyPgColumn; guestLeadId: AnyPgColumn },
  userId: string,
  email: string | null,
): SQL | undefined {
  if (!email) return eq(columns.userId, userId);
  return or(
    eq(columns.userId, userId),
    sql`${columns.guestLeadId} in (select id from app.guest_leads where lower(email) = ${email.toLowerCase()})`,
  );
}

export async function advisorExport(db: Executor, userId: string, email: string | null): Promise<AdvisorExport> {
  const conversations = await db
    .select()
    .from(advisorConversations)
    .where(ownedByAccount(advisorConversations, userId, email))
    .orderBy(desc(advisorConversations.updatedAt));
  const messages = conversations.length
    ? await db
        .select()
        .from(advisorMessages)
        .where(
          inArray(
            advisorMessages.conversationId,
            conversations.map((row) => row.id),
          ),
        )
        .orderBy(asc(advisorMessages.seq))
    : [];
  return {
    advisor_conversations: conversations.map((row) => ({
      id: row.id,
      title: row.title,
      lang: row.lang,
      phase: row.phase,
      mode: row.mode,
      roleplay_scenario: row.roleplayScenario,
      turns: row.turns,
      summary: row.summary,
      remembered: row.remembered,
      guest_lead_id: row.guestLeadId,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      messages: messages
        .filter((message) => message.conversationId === row.id)
        .map((message) => ({ ...messageJson(message), meta: { ...message.meta } })),
    })),
  };
}
