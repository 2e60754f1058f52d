// The news subscription (double opt-in).
import type { NewsSubscriptionStatus, TeamRoundLanguage } from '@cc/shared-domain';
import { sql } from 'drizzle-orm';
import { check, index, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tz, createdAt, updatedAt, app } from '../../platform/db/schema/common';

/**
 * A news subscription ("Abonnieren", shared-domain news.ts): one row per address. `pending` until
 * the mailed link is opened; unsubscribing deletes the row (with its unsent mails). The consent
 * is kept as given: text, version, language and time.
 */
export const newsSubscriptions = app.table(
  'news_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    lang: text('lang').$type<TeamRoundLanguage>().notNull(),
    status: text('status').$type<NewsSubscriptionStatus>().notNull().default('pending'),
    consentVersion: text('consent_version').notNull(),
    /** The consent text the person agreed to, in their language. */
    consentText: text('consent_text').notNull(),
    consentedAt: tz('consented_at').notNull(),
    confirmedAt: tz('confirmed_at'),
    /** SHA-256 of the confirmation link's token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: tz('confirm_expires_at'),
    /**
     * The token of the unsubscribe link in every mail. Kept as it is (every later mail needs it);
     * it can only end this subscription.
     */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('news_subscriptions_email_idx').on(t.email),
    uniqueIndex('news_subscriptions_confirm_token_hash_idx').on(t.confirmTokenHash),
    uniqueIndex('news_subscriptions_unsubscribe_token_idx').on(t.unsubscribeToken),
    index('news_subscriptions_status_idx').on(t.status, t.lang),
    check('news_subscriptions_status', sql`${t.status} in ('pending', 'confirmed')`),
    check('news_subscriptions_lang', sql`${t.lang} in ('de', 'en')`),
  ],
);
