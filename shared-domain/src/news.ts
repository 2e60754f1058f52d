// The news subscription ("Abonnieren"): product news by mail with double opt-in. Nothing is sent
// to an address before its owner confirmed it through the mailed link; every mail of the
// subscription carries a link that unsubscribes without signing in.

/**
 * The version of the consent text the subscribe form shows (its de and en wording lives in the
 * remotes' i18n under this version). Stored with every subscription; bump it when the text changes.
 */
export const newsConsentVersion = '2026-11-24';

export const newsSubscriptionStatuses = ['pending', 'confirmed'] as const;
export type NewsSubscriptionStatus = (typeof newsSubscriptionStatuses)[number];

export const newsLimits = {
  /** Hours a confirmation link stays valid. */
  confirmHours: 48,
  /** Confirmation mails to one address per hour (a form cannot be used to flood an inbox). */
  confirmMailsPerAddressPerHour: 3,
  subject: { max: 200 },
  body: { max: 20_000 },
} as const;

/** Routes in the browser (the mails link to them). */
export const newsPaths = {
  /** The premium area with the subscribe form (anchor `#abonnieren`). */
  premium: '/premium',
  subscribe: '/premium#abonnieren',
  confirm: (token: string) => `/news/confirm?token=${encodeURIComponent(token)}`,
  unsubscribe: (token: string) => `/news/unsubscribe?token=${encodeURIComponent(token)}`,
} as const;
