// The platform's tables: the rate-limit counters and the mail outbox.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { tz, createdAt, updatedAt, app } from './common';

export const rateLimits = app.table(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: tz('window_start').notNull(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);

export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** A file sent with a mail; `content` is text (an .ics), `contentType` e.g. `text/calendar; method=REQUEST`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const mailOutbox = app.table(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Cleared once sent: the bodies carry one-time links. */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Files sent with the mail, e.g. an appointment's .ics (text content). */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tz('locked_until'),
    sentAt: tz('sent_at'),
    /**
     * What the mail belongs to (`team_round:<id>`, `news:<subscription id>`), so that deleting it
     * (a round, a subscription) also drops its mails that have not gone out yet.
     */
    ref: text('ref'),
    /** Extra headers, e.g. `List-Unsubscribe` of the news mails. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_ref_idx')
      .on(t.ref)
      .where(sql`${t.ref} is not null`),
  ],
);
