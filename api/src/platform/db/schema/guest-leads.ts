// Guest sign-ins, a lead per sign-in: identity's table (a guest caller is a lead, identity/guest-leads.ts);
// the links that bring earlier leads' data over are the guests module's (modules/guests/tables.ts).
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
