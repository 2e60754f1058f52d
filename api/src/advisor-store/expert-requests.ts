// Requests for a human expert: the case summary the user approved, with the contact copied from
// the caller. Only the owner lists them here; the expert portal reads them on its own terms.
import type { AdvisorLanguage, ExpertRequest } from '@cc/shared-contract';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { expertRequests } from '../db/schema';
import type { Caller } from '../routes/functions/caller';
import { ownerColumns } from './conversations';

export type ExpertRequestRow = typeof expertRequests.$inferSelect;

export const expertRequestListLimit = 200;

function ownedBy(caller: Caller): SQL | null {
  if (caller.kind === 'user') return eq(expertRequests.userId, caller.user.id);
  if (caller.kind === 'guest') return eq(expertRequests.guestLeadId, caller.lead.id);
  return null;
}

/** Who the expert may contact: the account's address, or the guest's address and first name. */
export function contactOf(caller: Caller): { email: string; name: string | null } | null {
  if (caller.kind === 'user') {
    if (!caller.user.email) return null;
    const name = caller.user.rawUserMetaData['first_name'] ?? caller.user.rawUserMetaData['name'];
    return { email: caller.user.email, name: typeof name === 'string' && name.trim() ? name.trim() : null };
  }
  if (caller.kind === 'guest') return { email: caller.lead.email, name: caller.lead.firstName };
  return null;
}

export interface NewExpertRequest {
  topic: string;
  lang: AdvisorLanguage;
  summary: string;
  conversationId: string | null;
  contact: { email: string; name: string | null };
}

export async function insertExpertRequest(
  db: Executor,
  caller: Caller,
  input: NewExpertRequest,
): Promise<ExpertRequestRow> {
  const [row] = await db
    .insert(expertRequests)
    .values({
      ...ownerColumns(caller),
      topic: input.topic,
      lang: input.lang,
      summary: input.summary,
      conversationId: input.conversationId,
      contactEmail: input.contact.email,
      contactName: input.contact.name,
      consentAt: new Date(),
    })
    .returning();
  return row!;
}

export async function listExpertRequests(db: Executor, caller: Caller): Promise<ExpertRequestRow[]> {
  const owner = ownedBy(caller);
  if (!owner) return [];
  return db
    .select()
    .from(expertRequests)
    .where(owner)
    .orderBy(desc(expertRequests.createdAt), desc(expertRequests.id))
    .limit(expertRequestListLimit);
}

export function expertRequestJson(row: ExpertRequestRow): ExpertRequest {
  return {
    id: row.id,
    topic: row.topic,
    lang: row.lang,
    summary: row.summary,
    status: row.status,
    conversation_id: row.conversationId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
