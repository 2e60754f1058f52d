// The expert portal's fixed lists: what an expert (mediator, coach) may name in their profile.
// The ids are stable (stored in profiles, sent by the browser, used for matching); their labels
// live in the expert remote's i18n, not here. Adding an id is safe; renaming or removing one
// needs a migration of the stored profiles.

/** Conflict areas an expert works on. */
export const expertFocusAreas = [
  'co_founder',
  'team',
  'leadership',
  'succession_family_business',
  'investors_board',
  'restructuring_change',
  'shareholder_exit',
  'culture_values',
  'intercultural',
  'workplace_mediation',
] as const;
export type ExpertFocusArea = (typeof expertFocusAreas)[number];

/** Languages an expert works in: ISO 639-1 codes. */
export const expertLanguages = ['de', 'en', 'fr', 'es', 'it', 'nl', 'pl', 'pt', 'tr', 'ru', 'uk', 'ar'] as const;
export type ExpertLanguage = (typeof expertLanguages)[number];

/** How an expert meets clients; `in_person` needs a city or region (`city_region`). */
export const expertFormats = ['online', 'in_person'] as const;
export type ExpertFormat = (typeof expertFormats)[number];

/**
 * Fees are in euro cents, as integers (Stripe's convention: no floating point money), e.g.
 * 15000 for EUR 150.00 per hour. One currency for now.
 */
export const expertCurrency = 'EUR';
/** Highest fee per hour an expert may state, in cents (EUR 2,000.00). */
export const expertMaxFeeCents = 200_000;

/** The states of an expert profile; see docs/api.md "Expert portal" for the transitions. */
export const expertProfileStatuses = ['draft', 'submitted', 'approved', 'rejected', 'suspended'] as const;
export type ExpertProfileStatus = (typeof expertProfileStatuses)[number];

/** What an admin decides about an expert profile. */
export const expertDecisions = ['approve', 'reject', 'suspend', 'reinstate'] as const;
export type ExpertDecision = (typeof expertDecisions)[number];

/**
 * The legal transitions: from which status each decision may be taken and where it leads.
 * Anything else is refused (409 expert_status_conflict).
 */
export const expertDecisionTransitions: Readonly<
  Record<ExpertDecision, { from: ExpertProfileStatus; to: ExpertProfileStatus; reasonRequired: boolean }>
> = {
  approve: { from: 'submitted', to: 'approved', reasonRequired: false },
  reject: { from: 'submitted', to: 'rejected', reasonRequired: true },
  suspend: { from: 'approved', to: 'suspended', reasonRequired: true },
  reinstate: { from: 'suspended', to: 'approved', reasonRequired: false },
};

/** Storage buckets the portal uses (served under /storage/v1); objects live under `<user id>/…`. */
export const expertBuckets = { photo: 'avatars', credentials: 'credentials' } as const;

/** Routes of the expert portal in the browser (mails link to them). */
export const expertPortalPaths = {
  portal: '/expert-portal',
  /** The expert's own profile and application: edit, submit, resubmit after a rejection. */
  application: '/expert-portal/application',
  /** The admin's review queue. */
  review: '/expert-portal/review',
} as const;
