// Requests for a human expert: the case summary the user approved, with the contact copied from
// the caller. Only the owner lists them here; the expert portal reads them on its own terms.
import type { AdvisorLanguage, CaseSummary } from '@cc/shared-contract';
import type { CaseFormat, ExpertFocusArea, ExpertLanguage } from '@cc/shared-domain';
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
  lang: ExpertLanguage;
  summary: string;
  focus: ExpertFocusArea | null;
  format: CaseFormat;
  region: string | null;
  availability: string | null;
  /** The chosen expert; null: open to every expert who fits. */
  addressedTo: string | null;
  mailLang: AdvisorLanguage;
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
      focus: input.focus,
      format: input.format,
      region: input.region,
      availability: input.availability,
      addressedTo: input.addressedTo,
      mailLang: input.mailLang,
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

/** What a case list adds to the row: the expert's card, the next appointment, the unread count. */
export interface CaseSummaryExtras {
  expert?: CaseSummary['expert'];
  nextAppointment?: CaseSummary['next_appointment'];
  unreadCount?: number;
}

export function expertRequestJson(row: ExpertRequestRow, extras: CaseSummaryExtras = {}): CaseSummary {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    id: row.id,
    status: row.status,
    topic: row.topic,
    summary: row.summary,
    lang: row.lang,
    focus: row.focus,
    format: row.format,
    region: row.region,
    availability: row.availability,
    client_name: row.contactName,
    addressed_to: row.addressedTo,
    expert: extras.expert ?? null,
    conversation_id: row.conversationId,
    decline_reason: row.declineReason,
    cancel_reason: row.cancelReason,
    outcome: row.outcome,
    next_appointment: extras.nextAppointment ?? null,
    unread_count: extras.unreadCount ?? 0,
    accepted_at: iso(row.acceptedAt),
    closed_at: iso(row.closedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
