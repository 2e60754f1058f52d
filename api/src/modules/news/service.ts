// The news subscription (docs/api.md "News subscription"): double opt-in, one row per address.
// A pending address gets the confirmation link and nothing else; a confirmed one gets the news.
// Every mail carries the row's unsubscribe token (link and List-Unsubscribe header) and the ref
// `news:<id>`, so ending the subscription also drops its mails that have not gone out yet.
import type { NewsSubscriptionView } from '@cc/shared-contract';
import {
  newsConsentText,
  newsConsentVersion,
  newsLimits,
  newsPaths,
  type NewsSubscriptionStatus,
  type TeamRoundLanguage,
} from '@cc/shared-domain';
import type { Config, RateLimitRule } from '../../platform/config';
import type { Db, Executor } from '../../platform/db/client';
import { dropPendingMail, enqueueMail } from '../../platform/mail/outbox';
import { RateLimiter } from '../../platform/security/rate-limit';
import { randomToken, sha256 } from '../../platform/security/tokens';
import type { UserRow } from '../../identity/users';
import {
  confirmedSubscribers,
  confirmPending,
  deleteByEmail,
  deleteByUnsubscribeToken,
  lockSubscriptionOf,
  subscriptionByEmail,
  upsertPending,
  type NewsSubscriptionRow,
} from './repo';

type NewsLang = TeamRoundLanguage;

/** Mails of the subscribe form to one address: a typo'd or hostile form cannot flood an inbox. */
export const newsMailsPerAddress: RateLimitRule = {
  max: newsLimits.confirmMailsPerAddressPerHour,
  windowSeconds: 3600,
};

/** The counter of one address's mails; it holds a hash, not the address. */
export const newsMailKey = (email: string) => `news_mail:${sha256(email.toLowerCase())}`;

/** What the mails of subscription `id` carry as `mail_outbox.ref`. */
export const newsRef = (id: string) => `news:${id}`;

/** Where the mails' links lead: the site's pages, and the api's one-click address (RFC 8058). */
export interface NewsLinks {
  siteUrl: string;
  apiUrl: string;
}

export const newsLinks = (config: { siteUrl: string; apiExternalUrl: string }): NewsLinks => ({
  siteUrl: config.siteUrl,
  apiUrl: config.apiExternalUrl,
});

/** The one-click unsubscribe address mail programs POST to (routes/one-click.ts). */
export const oneClickPath = '/news/v1/unsubscribe';

const unsubscribeLink = (links: NewsLinks, row: Pick<NewsSubscriptionRow, 'unsubscribeToken'>) =>
  `${links.siteUrl}${newsPaths.unsubscribe(row.unsubscribeToken)}`;

/**
 * The outbox options of a subscription mail: its ref, and List-Unsubscribe with the api's
 * one-click address plus List-Unsubscribe-Post (RFC 8058), so a mail program's "unsubscribe"
 * button ends the subscription with one POST; the link in the text leads to the site's page.
 */
function mailOptions(links: NewsLinks, row: Pick<NewsSubscriptionRow, 'id' | 'unsubscribeToken'>) {
  const oneClick = `${links.apiUrl}${oneClickPath}?${new URLSearchParams({ token: row.unsubscribeToken }).toString()}`;
  return {
    ref: newsRef(row.id),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export interface SubscribeRequest {
  email: string;
  lang: NewsLang;
  links: NewsLinks;
}

/**
 * Handles a subscribe request without telling the caller anything: a new or pending address gets
 * a (new) confirmation link, a confirmed one a short note. Above the address's mail allowance
 * nothing at all happens (the answer stays the same). True when a mail was queued.
 */
export async function requestSubscription(db: Db, request: SubscribeRequest): Promise<boolean> {
  return db.transaction((tx) => subscribe(tx, request));
}

async function subscribe(tx: Executor, { email, lang, links }: SubscribeRequest): Promise<boolean> {
  // The allowance is counted in the transaction: a request that fails leaves it untouched.
  const { count } = await new RateLimiter(tx).increment(newsMailKey(email), newsMailsPerAddress);
  if (count > newsMailsPerAddress.max) return false;

  const existing = await lockSubscriptionOf(tx, email);
  if (existing?.status === 'confirmed') {
    await enqueueMail(
      tx,
      email,
      { kind: 'news_already_subscribed', lang: existing.lang, unsubscribeLink: unsubscribeLink(links, existing) },
      mailOptions(links, existing),
    );
    return true;
  }

  // New, or pending again: the consent as given now, and a new link (an older one stops working).
  const token = randomToken(32);
  const now = new Date();
  const pending = {
    lang,
    consentVersion: newsConsentVersion,
    consentText: newsConsentText[lang],
    consentedAt: now,
    confirmTokenHash: sha256(token),
    confirmExpiresAt: new Date(now.getTime() + newsLimits.confirmHours * 3600_000),
    updatedAt: now,
  };
  const row = await upsertPending(tx, email, randomToken(32), pending);
  if (!row) return false; // confirmed in the meantime
  await enqueueMail(
    tx,
    email,
    {
      kind: 'news_confirm',
      lang,
      confirmLink: `${links.siteUrl}${newsPaths.confirm(token)}`,
      validHours: newsLimits.confirmHours,
      unsubscribeLink: unsubscribeLink(links, row),
    },
    mailOptions(links, row),
  );
  return true;
}

/** Confirms the pending subscription of a valid, unexpired confirmation token; null otherwise. */
export async function confirmSubscription(db: Executor, token: string): Promise<NewsSubscriptionRow | null> {
  return (await confirmPending(db, sha256(token))) ?? null;
}

/** Drops the unsent mails of the deleted subscriptions `ids`; the number deleted. */
async function dropMailsOf(tx: Executor, ids: string[]): Promise<number> {
  await dropPendingMail(tx, ids.map(newsRef));
  return ids.length;
}

/** Ends the subscription of an unsubscribe token (pending or confirmed); false when none has it. */
export async function unsubscribeByToken(db: Db, token: string): Promise<boolean> {
  return db.transaction(async (tx) => (await dropMailsOf(tx, await deleteByUnsubscribeToken(tx, token))) > 0);
}

/** Ends the subscription of an address, in the caller's transaction (the account being deleted). */
export async function unsubscribeAddress(tx: Executor, email: string): Promise<number> {
  return dropMailsOf(tx, await deleteByEmail(tx, email.toLowerCase()));
}

/** Ends the subscription of the signed-in user's own address. */
export async function unsubscribeOwnAddress(db: Db, email: string): Promise<number> {
  return db.transaction((tx) => unsubscribeAddress(tx, email));
}

/**
 * The account's address when a mail proved it, lower-cased: an unconfirmed address proves nothing,
 * and neither does one confirmed as it signed up (REQUIRE_EMAIL_CONFIRMATION=false, GoTrue's
 * autoconfirm: typed, not proven).
 */
export function provenAddress(config: Pick<Config, 'requireEmailConfirmation'>, user: UserRow): string | null {
  return config.requireEmailConfirmation && user.email && user.emailConfirmedAt ? user.email.toLowerCase() : null;
}

export async function subscriptionOf(db: Executor, email: string): Promise<NewsSubscriptionRow | undefined> {
  return subscriptionByEmail(db, email.toLowerCase());
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The signed-in user's view of their address's subscription (`none` without a row). */
export function subscriptionView(email: string, row: NewsSubscriptionRow | undefined): NewsSubscriptionView {
  return {
    status: row?.status ?? 'none',
    email,
    lang: row?.lang ?? null,
    consent_version: row?.consentVersion ?? null,
    consented_at: iso(row?.consentedAt ?? null),
    confirmed_at: iso(row?.confirmedAt ?? null),
  };
}

/** The row as the account export lists it. */
export function subscriptionExport(row: NewsSubscriptionRow) {
  return {
    email: row.email,
    status: row.status satisfies NewsSubscriptionStatus,
    lang: row.lang,
    consent_version: row.consentVersion,
    consent_text: row.consentText,
    consented_at: row.consentedAt.toISOString(),
    confirmed_at: iso(row.confirmedAt),
  };
}

/** `a***@example.com`: enough to recognise one's own address, not to read someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

export interface NewsIssue {
  lang: NewsLang;
  subject: string;
  text: string;
}

/**
 * Queues the issue to every confirmed subscriber of its language (pending addresses get nothing),
 * each mail with that subscriber's unsubscribe link. The number queued.
 */
export async function queueNewsIssue(db: Db, links: NewsLinks, issue: NewsIssue): Promise<number> {
  return db.transaction((tx) => queueIssue(tx, links, issue));
}

async function queueIssue(tx: Executor, links: NewsLinks, issue: NewsIssue): Promise<number> {
  const subscribers = await confirmedSubscribers(tx, issue.lang);
  for (const row of subscribers) {
    await enqueueMail(
      tx,
      row.email,
      { kind: 'news_issue', ...issue, unsubscribeLink: unsubscribeLink(links, row) },
      mailOptions(links, row),
    );
  }
  return subscribers.length;
}
