// The guests module's table: the claim links that bring a returning guest's earlier data over.
// The leads themselves are identity's (db/schema/guest-leads.ts, identity/guest-leads.ts).
import { index, text, uuid } from 'drizzle-orm/pg-core';
import { app, createdAt, tz } from '../../platform/db/schema/common';
import { guestLeads } from '../../platform/db/schema/guest-leads';

/**
 * A mailed link that moves the data of a guest's earlier leads (same address, created before the
 * link) to the lead of a new guest sign-in: the owner proves the address by opening it in the
 * browser that holds the new lead's token. Single use (the row is deleted when claimed).
 */
export const guestClaims = app.table(
  'guest_claims',
  {
    /** SHA-256 of the secret in the mailed link. */
    tokenHash: text('token_hash').primaryKey(),
    /** The new lead the data moves to; only its token can claim. */
    guestLeadId: uuid('guest_lead_id')
      .notNull()
      .references(() => guestLeads.id, { onDelete: 'cascade' }),
    /** The address the link was mailed to, lower-cased. */
    email: text('email').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('guest_claims_guest_lead_id_idx').on(t.guestLeadId),
    index('guest_claims_expires_at_idx').on(t.expiresAt),
  ],
);
