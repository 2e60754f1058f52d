// The advisor's part of the account export: the conversations (with every message, its metadata
// and the summary) of the user and of guest sign-ins with the account's address, as the account
// deletion removes them too. (The expert requests are the cases': modules/cases/export.ts.)
import type { AccountExportResponse } from '@cc/shared-contract';
import { asc, desc, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { advisorConversations, advisorMessages } from '../db/schema';
import { ownedByAccount } from '../identity/guest-leads';
import { messageJson } from './conversations';

type AdvisorExport = Pick<AccountExportResponse, 'advisor_conversations'>;

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
