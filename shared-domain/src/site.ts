// Brand, contact and every outbound address of the product, in one place.
// The consultancy's real addresses replace these placeholders (the .example domain is reserved).
const origin = 'https://www.klarsicht-beratung.example';

export const site = {
  productName: 'KonfliktKompass',
  company: 'Klarsicht Konfliktberatung',
  contactEmail: 'kontakt@klarsicht-beratung.example',
  /** Shown on the landing page and in the hero; the spec's claim. */
  conflictsSolved: 200,
  /** Duration of the team conflict analysis shown to visitors, in minutes. */
  analysisMinutes: 5,
  links: {
    blog: `${origin}/blog`,
    booking: `${origin}/termin`,
    privacy: `${origin}/datenschutz`,
    imprint: `${origin}/impressum`,
  },
} as const;

export type Site = typeof site;
