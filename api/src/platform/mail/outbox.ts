// Requests only insert into app.mail_outbox (inside their own transaction); the worker sends.
// So a mail is never lost when SMTP is down, and no request fails or waits because of SMTP.
// A mail input that carries `attachments` (an appointment's .ics) keeps them in the row.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import { renderMail, type MailInput } from './templates';

export interface EnqueueOptions {
  /** What the mail belongs to (`team_round:<id>`, `news:<id>`): deleting that drops its unsent mails. */
  ref?: string;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

export async function enqueueMail(
  db: Executor,
  to: string,
  input: MailInput,
  options: EnqueueOptions = {},
): Promise<number> {
  const content = renderMail(input);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: input.kind,
      lang: input.lang,
      toAddress: to,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
      attachments: 'attachments' in input && input.attachments ? input.attachments : [],
      ref: options.ref ?? null,
      headers: options.headers ?? {},
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Drops every mail to any of `addresses`, case-insensitively (an account's deletion: pending ones
 * carry live links; sent ones still name the address).
 */
export async function dropMailTo(db: Executor, addresses: string[]): Promise<void> {
  if (!addresses.length) return;
  await db.delete(mailOutbox).where(
    inArray(
      sql`lower(${mailOutbox.toAddress})`,
      addresses.map((address) => address.toLowerCase()),
    ),
  );
}

/** Drops the mails of `refs` that have not gone out yet (their rounds or subscriptions are gone). */
export async function dropPendingMail(db: Executor, refs: readonly string[]): Promise<number> {
  if (!refs.length) return 0;
  const rows = await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.ref, [...refs]), eq(mailOutbox.status, 'pending')))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * Deletes sent and finally failed mails older than `retentionDays`: the rows hold addresses and
 * subjects, personal data with no use once delivery is settled. Pending mails are never touched.
 */
export async function purgeSettledMail(db: Executor, retentionDays: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from app.mail_outbox
      where status in ('sent', 'failed')
        and coalesce(sent_at, updated_at) < now() - make_interval(days => ${retentionDays})
      returning id`,
  );
  return rows.length;
}
