// Requests only insert into app.mail_outbox (inside their own transaction); the worker sends.
// So a mail is never lost when SMTP is down, and no request fails or waits because of SMTP.
import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import { renderMail, type MailInput } from './templates';

export async function enqueueMail(db: Executor, to: string, input: MailInput): Promise<number> {
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
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
