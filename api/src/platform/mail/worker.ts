// Sends queued mails over SMTP (nodemailer). Claims due rows with FOR UPDATE SKIP LOCKED so
// several instances never send one mail twice; on failure retries with exponential backoff and
// finally marks the row failed, keeping the attempt count and the last error. A calendar file
// among the attachments (`text/calendar; method=…`) goes out as an iTIP invitation.
import { sql } from 'drizzle-orm';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Config } from '../config';
import { queryRows, type Db } from '../db/client';
import type { MailAttachment } from '../db/schema';
import type { Logger } from '../log';

interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: MailAttachment[];
  headers: Record<string, string> | null;
  attempts: number;
}

/**
 * nodemailer's fields for the stored attachments. The first calendar file becomes `icalEvent`:
 * nodemailer puts it in as a `text/calendar; method=…` alternative of the body (what mail programs
 * show as an invitation with its buttons) and as an `invite.ics` attachment (for the others).
 */
export function attachmentFields(
  attachments: readonly MailAttachment[],
): Pick<SendMailOptions, 'icalEvent' | 'attachments'> {
  const calendarIndex = attachments.findIndex((file) => /^text\/calendar\b/i.test(file.contentType));
  const calendar = attachments[calendarIndex];
  const method = calendar ? /method=([A-Za-z-]+)/i.exec(calendar.contentType)?.[1]?.toUpperCase() : undefined;
  const others = attachments.filter((_file, index) => index !== calendarIndex || !method);
  return {
    ...(calendar && method ? { icalEvent: { method, filename: calendar.filename, content: calendar.content } } : {}),
    ...(others.length
      ? {
          attachments: others.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.content,
          })),
        }
      : {}),
  };
}

export interface MailWorkerOptions {
  smtpUrl: string;
  from: string;
  pollIntervalMs: number;
  maxAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
}

export function mailWorkerOptions(config: Config): MailWorkerOptions {
  return { smtpUrl: config.smtpUrl, from: config.mailFrom, ...config.mail };
}

/** Delay before attempt number `attempts + 1`: base · 2^(attempts-1), capped. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export class MailWorker {
  /** Made with the first mail: nodemailer (about 430 KB of the bundle) is not compiled before the api listens. */
  private transport: Promise<Transporter> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly options: MailWorkerOptions,
    private readonly logger: Logger,
  ) {}

  private transporter(): Promise<Transporter> {
    return (this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: this.options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.kick();
  }

  /** Runs a pass now (e.g. right after a request queued a mail). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.runPasses().finally(() => {
      this.running = null;
      if (!this.stopped) this.timer = setTimeout(() => this.kick(), this.options.pollIntervalMs);
    });
  }

  /** Stops polling and waits for the pass in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    (await this.transport)?.close();
  }

  private async runPasses(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.stopped && (await this.runOnce()) > 0) {
          // keep going while there is due mail
        }
      } catch (error) {
        this.logger.error('mail worker pass failed', { error: (error as Error).message });
      }
    } while (this.again && !this.stopped);
  }

  /** Sends one batch of due mails; returns how many were attempted. */
  async runOnce(batchSize = 10): Promise<number> {
    const mails = await queryRows<ClaimedMail>(
      this.db,
      sql`
      update app.mail_outbox set locked_until = now() + interval '2 minutes', updated_at = now()
      where id in (
        select id from app.mail_outbox
        where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by id
        limit ${batchSize}
        for update skip locked
      )
      returning id, to_address, subject, text_body, html_body, attachments, headers, attempts`,
    );
    for (const mail of mails) await this.send(mail);
    return mails.length;
  }

  private async send(mail: ClaimedMail): Promise<void> {
    const attempts = Number(mail.attempts) + 1;
    try {
      const transport = await this.transporter();
      await transport.sendMail({
        from: this.options.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        ...attachmentFields(mail.attachments ?? []),
        ...(mail.headers && Object.keys(mail.headers).length > 0 ? { headers: mail.headers } : {}),
      });
      // The bodies hold one-time links: drop them once delivered.
      await this.db.execute(sql`
        update app.mail_outbox set status = 'sent', attempts = ${attempts}, sent_at = now(), updated_at = now(),
          locked_until = null, last_error = null, text_body = '', html_body = '', attachments = '[]'::jsonb
        where id = ${mail.id}`);
      this.logger.info('mail sent', { mail_id: Number(mail.id), attempts });
    } catch (error) {
      const message = ((error as Error).message || String(error)).slice(0, 500);
      if (attempts >= this.options.maxAttempts) {
        await this.db.execute(sql`
          update app.mail_outbox set status = 'failed', attempts = ${attempts}, last_error = ${message},
            updated_at = now(), locked_until = null
          where id = ${mail.id}`);
        this.logger.error('mail failed permanently', { mail_id: Number(mail.id), attempts, error: message });
      } else {
        const delay = backoffMs(attempts, this.options.backoffBaseMs, this.options.backoffMaxMs);
        await this.db.execute(sql`
          update app.mail_outbox set attempts = ${attempts}, last_error = ${message}, updated_at = now(),
            locked_until = null, next_attempt_at = now() + make_interval(secs => ${delay / 1000})
          where id = ${mail.id}`);
        this.logger.warn('mail send failed, will retry', {
          mail_id: Number(mail.id),
          attempts,
          delay_ms: delay,
          error: message,
        });
      }
    }
  }
}
