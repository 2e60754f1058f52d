// The news subscription ("Abonnieren", docs/api.md "News subscription"; rules in shared-domain's
// news.ts): double opt-in, consent kept with its time and text version, an unsubscribe link in
// every mail that works without signing in. Answers never tell whether an address is subscribed,
// except to the signed-in owner of that (confirmed) address.
import {
  isValidEmail,
  newsConsentVersion,
  newsLimits,
  newsSubscriptionStatuses,
  teamRoundLanguages,
} from '@cc/shared-domain';
import * as z from 'zod';
import { bodyErrorCodes, endpoint, userTokenErrorCodes } from './endpoint';
import { requiredBlock, requiredLine } from './text';

const iso = z.iso.datetime({ offset: true });
const newsLanguages = teamRoundLanguages;

export const subscribeNewsBody = z.object({
  /** Trimmed and lower-cased; the one address shape of sign-up (shared-domain isValidEmail), else invalid_email. */
  email: z
    .string()
    .max(100_000)
    .transform((value) => value.trim().toLowerCase())
    .refine(isValidEmail, { error: 'Invalid email format' }),
  /** The language of the mails (the interface language). */
  lang: z.enum(newsLanguages),
  /** The person ticked the consent box showing the text of `consent_version`. */
  consent: z.literal(true, { error: 'consent must be true' }),
  /** Must be the current version (shared-domain's newsConsentVersion): an old form must reload. */
  consent_version: z.literal(newsConsentVersion, { error: 'consent_version is not the current one' }),
});
export type SubscribeNewsBody = z.input<typeof subscribeNewsBody>;

/** The same answer whether the address was new, pending or confirmed already. */
export const subscribeNewsResponse = z.object({ status: z.literal('confirmation_sent') });

export const newsTokenBody = z.object({ token: z.string().min(16).max(128) });

export const confirmNewsResponse = z.object({
  status: z.literal('confirmed'),
  /** The address, partly masked (a***@example.com). */
  email: z.string(),
});

export const unsubscribeNewsResponse = z.object({ status: z.literal('unsubscribed') });

/** The signed-in user's subscription for the account's (confirmed) address. */
export const newsSubscriptionView = z.object({
  status: z.enum(['none', ...newsSubscriptionStatuses]),
  email: z.string(),
  lang: z.enum(newsLanguages).nullable(),
  consent_version: z.string().nullable(),
  consented_at: iso.nullable(),
  confirmed_at: iso.nullable(),
});
export type NewsSubscriptionView = z.infer<typeof newsSubscriptionView>;

/** A news mail to every confirmed subscriber of its language (admins; `npm run admin -- news-send`). */
export const sendNewsBody = z.object({
  lang: z.enum(newsLanguages),
  subject: requiredLine(newsLimits.subject.max),
  /** Plain text; paragraphs separated by blank lines. */
  text: requiredBlock(newsLimits.body.max),
});
export type SendNewsBody = z.input<typeof sendNewsBody>;

export const sendNewsResponse = z.object({ queued: z.number().int().nonnegative() });

export const exportedNewsSubscription = z.object({
  email: z.string(),
  status: z.enum(newsSubscriptionStatuses),
  lang: z.enum(newsLanguages),
  consent_version: z.string(),
  consent_text: z.string(),
  consented_at: iso,
  confirmed_at: iso.nullable(),
});

const userErrors = ['no_authorization', ...userTokenErrorCodes] as const;
// Mailing every subscriber needs a second factor in the admin's session, as the expert review does.
const adminErrors = ['not_authenticated', ...userTokenErrorCodes, 'admin_required', 'insufficient_aal'] as const;

export const newsEndpoints = {
  subscribeNews: endpoint({
    method: 'POST',
    path: '/news-subscriptions',
    summary:
      'Asks for the news: mails a confirmation link (a confirmed address gets a note instead); nothing else is sent before it is opened. Always the same answer.',
    caller: 'anyone',
    body: subscribeNewsBody,
    fieldCodes: { email: 'invalid_email', consent: 'consent_required' },
    status: 202,
    response: subscribeNewsResponse,
    errors: [...bodyErrorCodes, 'invalid_email', 'consent_required', 'over_email_send_rate_limit'],
  }),
  confirmNews: endpoint({
    method: 'POST',
    path: '/news-subscriptions/confirm',
    summary: 'Confirms a subscription with the mailed token (double opt-in).',
    caller: 'anyone',
    body: newsTokenBody,
    status: 200,
    response: confirmNewsResponse,
    errors: [...bodyErrorCodes, 'news_token_invalid'],
  }),
  unsubscribeNews: endpoint({
    method: 'POST',
    path: '/news-subscriptions/unsubscribe',
    summary: 'Ends a subscription (pending or confirmed) with the token from any of its mails; no sign-in.',
    caller: 'anyone',
    body: newsTokenBody,
    status: 200,
    response: unsubscribeNewsResponse,
    errors: [...bodyErrorCodes, 'news_token_invalid'],
  }),
  getNewsSubscription: endpoint({
    method: 'GET',
    path: '/news-subscription',
    summary: 'The signed-in user’s subscription for the account’s address.',
    caller: 'user',
    status: 200,
    response: newsSubscriptionView,
    errors: userErrors,
  }),
  deleteNewsSubscription: endpoint({
    method: 'DELETE',
    path: '/news-subscription',
    summary: 'Unsubscribes the account’s address (signed in).',
    caller: 'user',
    status: 200,
    response: newsSubscriptionView,
    errors: userErrors,
  }),
  sendNews: endpoint({
    method: 'POST',
    path: '/news-issues',
    summary: 'Queues a news mail to every confirmed subscriber of the language (admins at aal2, service role).',
    caller: 'admin',
    body: sendNewsBody,
    status: 202,
    response: sendNewsResponse,
    errors: [...bodyErrorCodes, ...adminErrors],
  }),
};
