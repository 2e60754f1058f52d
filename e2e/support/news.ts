// The news subscription of issue #14 from the outside: the double opt-in mails in maildev and
// their links (found by their address, whatever the subject says), and the anonymous api calls.
import { expect, type APIRequestContext } from '@playwright/test';
import { origins, type Language } from './app';
import { apiHeaders, mailsTo, waitForMail, type Mail } from './inbox';

/** The consent text version of the subscribe form (shared-domain's newsConsentVersion). */
export const newsConsentVersion = '2026-11-24';

export type NewsLink = 'confirm' | 'unsubscribe';

/** The page address (`/news/confirm?token=…` or `/news/unsubscribe?token=…`) in a mail's text. */
export function newsLink(mail: Mail, kind: NewsLink): string {
  const match = new RegExp(`https?://\\S+?/news/${kind}\\?token=[A-Za-z0-9_%.-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${kind} link in mail "${mail.subject}"`);
  return match[0];
}

/** Waits for the confirmation mail of a subscription (the one with the confirm link). */
export const waitForConfirmationMail = (request: APIRequestContext, to: string) =>
  waitForMail(request, to, /./, (mail) => mail.text.includes('/news/confirm?token='));

/** Every mail maildev holds for `to`. */
export const allMailsTo = (request: APIRequestContext, to: string) => mailsTo(request, to, /./);

/** A header of a mail, read from its raw source in maildev (folded lines unfolded). */
export async function mailHeader(request: APIRequestContext, mail: Mail, name: string): Promise<string | undefined> {
  const response = await request.get(`${origins.inbox}/api/email/${mail.id}/source`);
  expect(response.status(), `the source of "${mail.subject}"`).toBe(200);
  const source = (await response.text()).replace(/\r?\n[ \t]+/g, ' ');
  const head = source.split(/\r?\n\r?\n/)[0] ?? '';
  const line = head.split(/\r?\n/).find((each) => each.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** Asks for the news through the api, as the form does; always 202. */
export async function subscribeThroughApi(request: APIRequestContext, email: string, lang: Language): Promise<void> {
  const response = await request.post(`${origins.api}/functions/v1/news-subscriptions`, {
    headers: apiHeaders,
    data: { email, lang, consent: true, consent_version: newsConsentVersion },
  });
  expect(response.status(), await response.text()).toBe(202);
}

/** The token of a confirm or unsubscribe address. */
export const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
