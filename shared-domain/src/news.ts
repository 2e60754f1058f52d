// The news subscription ("Abonnieren"): product news by mail with double opt-in. Nothing is sent
// to an address before its owner confirmed it through the mailed link; every mail of the
// subscription carries a link that unsubscribes without signing in.
import { site } from './site';

/**
 * The version of the consent text the subscribe form shows (`newsConsentText`). Stored with every
 * subscription; bump it when the text changes.
 */
export const newsConsentVersion = '2026-11-24';

/**
 * The consent text of `newsConsentVersion`, the one wording of it: the subscribe form shows it next
 * to its checkbox, and the api stores it (in the chosen language) with the subscription.
 */
export const newsConsentText = {
  de: `Ja, ich möchte Neuigkeiten von ${site.productName} per E-Mail bekommen (neue Funktionen und Inhalte, höchstens ein paar Mal im Monat). Meine E-Mail-Adresse wird nur dafür verwendet und nicht weitergegeben. Ich bekomme zuerst eine E-Mail mit einem Bestätigungslink; ohne Bestätigung bekomme ich nichts weiter. Abmelden kann ich mich jederzeit über den Link in jeder E-Mail oder im Dashboard.`,
  en: `Yes, I would like to receive news from ${site.productName} by email (new features and content, at most a few times a month). My email address is used for this only and is not passed on. I first get an email with a confirmation link; without confirming I get nothing else. I can unsubscribe at any time through the link in every email or on the dashboard.`,
} as const satisfies Record<'de' | 'en', string>;

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
