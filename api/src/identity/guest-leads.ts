// Rows a user or a guest sign-in owns (user_id, guest_lead_id), and the guest sign-ins
// (app.guest_leads) under an address. A lead's address is matched case-insensitively, as their
// unique index does; the account export, the account deletion and the adoption of a guest's data
// at sign-up all count the leads under the account's (proven) address as its own.
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { guestLeads } from '../db/schema';
import type { Caller } from './caller';

interface OwnerColumns {
  userId: AnyPgColumn;
  guestLeadId: AnyPgColumn;
}

/** The rows `caller` owns (a user's or a guest sign-in's); null for a caller who owns none (anonymous, service). */
export function ownedByCaller(columns: OwnerColumns, caller: Caller): SQL | null {
  if (caller.kind === 'user') return eq(columns.userId, caller.user.id);
  if (caller.kind === 'guest') return eq(columns.guestLeadId, caller.lead.id);
  return null;
}

/** The condition on app.guest_leads: the leads under `email`. */
export const leadsOf = (email: string): SQL => sql`lower(${guestLeads.email}) = ${email.toLowerCase()}`;

/** The ids of the leads under `email`, as a subquery: `guest_lead_id in ${leadIdsOf(email)}`. */
export const leadIdsOf = (email: string): SQL =>
  sql`(select ${guestLeads.id} from ${guestLeads} where ${leadsOf(email)})`;

/** Rows of the user, or (with an address) of a guest lead under it. */
export function ownedByAccount(columns: OwnerColumns, userId: string, email: string | null): SQL | undefined {
  if (!email) return eq(columns.userId, userId);
  return or(eq(columns.userId, userId), sql`${columns.guestLeadId} in ${leadIdsOf(email)}`);
}
