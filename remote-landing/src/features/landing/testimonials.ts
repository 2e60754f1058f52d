// Three illustrative voices (not real customer quotes; the section says so visibly).
// Quote, author and role of each live in the "landing" namespace under `testimonials.items.<key>`.

export interface Testimonial {
  key: 'cofounder' | 'managingDirector' | 'teamLead';
}

export const testimonials: readonly Testimonial[] = [
  { key: 'cofounder' },
  { key: 'managingDirector' },
  { key: 'teamLead' },
];
