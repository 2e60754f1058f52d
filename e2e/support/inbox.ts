// The local mail inbox (maildev, started by serve-e2e.mjs like `npm start` does): the tests
// read the mails the api really sent over SMTP through its REST API.
import { expect, type APIRequestContext } from '@playwright/test';
import { origins } from './app';

export const anonKey = 'sb_publishable_konfliktkompass_local_development_key';

/**
 * Headers of the tests' own api calls. `Connection: close`: a kept-alive socket that sat idle
 * for the server's keep-alive timeout (Node's 5 s) can be closed by the api just as the next
 * request goes out on it, and Playwright's request context does not retry (read ECONNRESET).
 */
export const apiHeaders = { apikey: anonKey, connection: 'close' } as const;

export interface Mail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  time: string;
  /** maildev's metadata of each attachment; the content is read with {@link attachmentText}. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** maildev's name for the stored file, the key of its download route. */
  generatedFileName: string;
  contentType: string;
  contentDisposition?: string;
}

/** A fresh address per test, so parallel tests never read each other's mail. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Every mail to `to` whose subject matches, newest first. maildev filters by recipient itself
 * (`?to.address=`, an exact match, so also asked for the lower-case form): the whole inbox, up to
 * 500 mails with their bodies late in a run, would be serialised and parsed on every poll.
 */
export async function mailsTo(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail[]> {
  const addresses = [...new Set([to, to.toLowerCase()])];
  const mails: Mail[] = [];
  for (const address of addresses) {
    const response = await request.get(`${origins.inbox}/api/email`, { params: { 'to.address': address } });
    mails.push(...((await response.json()) as Mail[]));
  }
  return [...new Map(mails.map((mail) => [mail.id, mail])).values()]
    .filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase()))
    .filter((mail) => subject.test(mail.subject))
    .sort((a, b) => b.time.localeCompare(a.time));
}

/**
 * Waits for the newest mail to `to` whose subject matches (and, with `where`, that passes it),
 * and returns it.
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  where: (mail: Mail) => boolean = () => true,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, to, subject)).find(where);
        return Boolean(found);
      },
      // Short steps: a mail usually arrives within a second (the api's outbox polls every 200 ms).
      { timeout: 20_000, intervals: [100, 200, 300], message: `a mail to ${to} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The text of one attachment, downloaded from maildev. */
export async function attachmentText(
  request: APIRequestContext,
  mail: Mail,
  attachment: MailAttachment,
): Promise<string> {
  const response = await request.get(
    `${origins.inbox}/api/email/${mail.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`,
  );
  expect(response.status(), `attachment ${attachment.filename} of "${mail.subject}"`).toBe(200);
  return response.text();
}

/** The api's verification link (GET /auth/v1/verify?...) in a mail's plain text. */
export function verifyLink(mail: Mail): string {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no verification link in mail "${mail.subject}"`);
  return match[0];
}
