// Guest sign-ins (a lead per sign-in) and the links that bring earlier leads' data over.
import { sql } from 'drizzle-orm';
import { index, text, uuid } from 'drizzle-orm/pg-core';
import { tz, createdAt, updatedAt, app } from './common';

/**
 * One row per guest sign-in (POST /functions/v1/guest-session), never one per address: an
 * unverified address is not a credential, so a guest token reaches only the data created with it.
 * Several leads may share an address; the index serves the account export and deletion (which
 * select by the account's confirmed address) and the claim mail.
 */
export const guestLeads = app.table(
  'guest_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lang: text('lang').notNull().default('de'),
    consentAt: tz('consent_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('guest_leads_email_idx').on(sql`lower(${t.email})`, t.createdAt)],
);

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
