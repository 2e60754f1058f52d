import { renderToStaticMarkup } from 'react-dom/server';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@cc/shared-build/test-utils';
import { site } from '@cc/shared-domain';
import { setLanguage } from '@cc/shared-i18n';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import '../../i18n';
import LandingPage from './LandingPage';

function renderPage() {
  return renderWithProviders(<LandingPage />);
}

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatKeys(child, prefix ? `${prefix}.${key}` : key));
}

beforeEach(async () => {
  await act(() => setLanguage('de'));
});

describe('LandingPage', () => {
  it('has the same keys in German and English, and no empty texts', () => {
    expect(flatKeys(de).sort()).toEqual(flatKeys(en).sort());
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
    for (const text of [...texts(de), ...texts(en)]) expect(text.trim()).not.toBe('');
  });

  it('renders nothing before it has mounted (first render, no effects)', () => {
    expect(renderToStaticMarkup(<LandingPage />)).toBe('');
  });

  it('renders every section once mounted, with one h1 and h2 section headings', () => {
    renderPage();
    for (const id of ['landing-hero', 'tool-cards', 'how-it-works', 'testimonials', 'closing-cta']) {
      expect(screen.getByTestId(id)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Konflikte im Team lösen, bevor sie eskalieren',
    );
    const sectionTitles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sectionTitles).toEqual([
      'Werkzeuge für mehr Klarheit im Team',
      'So funktioniert’s',
      'Wie sich Klarheit anfühlen kann',
      'Bereit für den ersten Schritt?',
    ]);
    // Every section is named by its heading.
    for (const id of ['landing-hero', 'tool-cards', 'how-it-works', 'testimonials', 'closing-cta']) {
      const section = screen.getByTestId(id);
      const heading = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
      expect(heading).not.toBeNull();
      expect(section).toContainElement(heading);
    }
  });

  describe('hero', () => {
    it('starts the free analysis, books the direct talk on the booking page and names the directory as such', () => {
      renderPage();
      const hero = within(screen.getByTestId('landing-hero'));
      expect(hero.getByRole('link', { name: /Kostenlose Analyse starten/ })).toHaveAttribute(
        'href',
        '/assessment/conflict-analysis',
      );
      // "Direktes Gespräch buchen" means one thing everywhere: the booking page (spec: a direct talk
      // with the psychologist and mediation coach), in a new tab, which the link's name says.
      const talk = hero.getByRole('link', { name: 'Direktes Gespräch buchen (öffnet in neuem Tab)' });
      expect(talk).toHaveAttribute('href', site.links.booking);
      expect(talk).toHaveAttribute('target', '_blank');
      expect(talk).toHaveAttribute('rel', 'noopener noreferrer');
      expect(hero.getByText(/Psychologen und Mediations-Coach.*geprüfte Mediatorin/)).toBeInTheDocument();
      // The directory of experts is named for what it is, through the router.
      const directory = hero.getByRole('link', { name: 'Expertin oder Experten finden' });
      expect(directory).toHaveAttribute('href', '/experts');
      expect(directory).not.toHaveAttribute('target');
      expect(screen.getAllByRole('link', { name: /Direktes Gespräch buchen/ })).toHaveLength(2);
      for (const link of screen.getAllByRole('link', { name: /Direktes Gespräch buchen/ })) {
        expect(link).toHaveAttribute('href', site.links.booking);
      }
    });

    it('shows the claim, the duration and the promises of the analysis in German', () => {
      renderPage();
      const hero = within(screen.getByTestId('landing-hero'));
      expect(hero.getByTestId('landing-claim')).toHaveTextContent('200+ Konflikte gelöst');
      const facts = hero.getByRole('list', { name: 'Die Analyse auf einen Blick' });
      expect(
        within(facts)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['5 Minuten', 'Sofortiges Ergebnis', 'Keine Kreditkarte']);
    });

    it('shows the hero image at 800x600 (4:3) with a described alt text', () => {
      renderPage();
      const image = within(screen.getByTestId('landing-hero')).getByRole('img');
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('height', '600');
      expect(image).toHaveAttribute('loading', 'eager');
      expect(image).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
      expect(image.getAttribute('alt')).toMatch(/^Illustration: Zwei Menschen .*Brücke/);
    });
  });

  describe('tool cards', () => {
    const expected = [
      {
        id: 'conflict-analysis',
        title: 'Team-Konfliktanalyse',
        badges: ['Beliebt', 'Kostenlos'],
        href: '/assessment/conflict-analysis',
      },
      { id: 'conflict-style', title: 'Dein Konfliktstil', badges: ['Kostenlos'], href: '/assessment/conflict-style' },
      {
        id: 'cost-calculator',
        title: 'Konfliktkosten-Rechner',
        badges: ['Kostenlos'],
        href: '/checklisten/konflikt-kosten',
      },
      { id: 'values-radar', title: 'Werte-Radar', badges: ['Kostenlos'], href: '/checklisten/werte-radar' },
      { id: 'team-communication', title: 'Team-Kommunikation', badges: ['Premium', 'Demnächst'], href: null },
      { id: 'team-dynamics', title: 'Team-Dynamik', badges: ['Premium', 'Demnächst'], href: null },
    ];

    it('lists the six tools in their fixed order', () => {
      renderPage();
      const grid = screen.getByTestId('tool-cards');
      const cards = within(grid).getAllByTestId(/^tool-card-/);
      expect(cards.map((card) => card.dataset.testid)).toEqual(expected.map(({ id }) => `tool-card-${id}`));
      expect(
        within(grid)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(expected.map(({ title }) => title));
    });

    it.each(expected)('shows badges and target of $id', ({ id, title, badges, href }) => {
      renderPage();
      const card = screen.getByTestId(`tool-card-${id}`);
      for (const badge of badges) expect(within(card).getByText(badge)).toBeInTheDocument();
      const notExpected = ['Beliebt', 'Kostenlos', 'Premium', 'Demnächst'].filter((b) => !badges.includes(b));
      for (const badge of notExpected) expect(within(card).queryByText(badge)).not.toBeInTheDocument();
      expect(card.querySelector('p')?.textContent).toMatch(/\S.+\.$/);

      if (href) {
        const links = within(card).getAllByRole('link');
        expect(links).toHaveLength(1);
        expect(links[0]).toHaveAttribute('href', href);
        expect(links[0]).toHaveAccessibleName(title);
        expect(card).not.toHaveAttribute('aria-disabled');
      } else {
        // A coming premium tool is no tool link; its one link leads to the premium area.
        const links = within(card).getAllByRole('link');
        expect(links).toHaveLength(1);
        expect(links[0]).toHaveAttribute('href', '/premium');
        expect(links[0]).toHaveAccessibleName('Premium ansehen');
        expect(links[0]).toHaveAccessibleDescription(title);
        expect(card.querySelectorAll('a, button, [tabindex]')).toHaveLength(1);
        // Not aria-disabled: that would disable the link inside it too.
        expect(card).not.toHaveAttribute('aria-disabled');
        expect(card).toHaveTextContent('Noch nicht verfügbar');
      }
    });

    it('mentions the analysis duration on the analysis card', () => {
      renderPage();
      expect(screen.getByTestId('tool-card-conflict-analysis')).toHaveTextContent(`in ${site.analysisMinutes} Minuten`);
    });
  });

  it('explains how it works in three numbered steps', () => {
    renderPage();
    const section = within(screen.getByTestId('how-it-works'));
    const steps = within(section.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Fragen beantworten',
      'Ergebnis ansehen',
      'Gespräch führen',
    ]);
    expect(steps.map((step) => step.textContent?.charAt(0))).toEqual(['1', '2', '3']);
    expect(steps[0]).toHaveTextContent('in 5 Minuten');
    expect(steps[2]).toHaveTextContent(/KI-Konfliktberater.*Expertin oder einem Experten/);
  });

  it('shows three testimonials as figures with quote, author and role, marked as illustrative', () => {
    renderPage();
    const section = screen.getByTestId('testimonials');
    expect(within(section).getByTestId('testimonials-note')).toHaveTextContent('Beispielhafte Stimmen');
    expect(within(section).getByTestId('testimonials-note')).toHaveTextContent('keine echten Kundenzitate');
    const figures = within(section).getAllByRole('figure');
    expect(figures).toHaveLength(3);
    const authors = [
      ['Lena M.', 'Mitgründerin, Software-Start-up'],
      ['Jonas K.', 'Geschäftsführer, Digitalagentur'],
      ['Aylin S.', 'Teamleiterin, Produktentwicklung'],
    ];
    figures.forEach((figure, index) => {
      const [author, role] = authors[index]!;
      const quote = figure.querySelector('blockquote');
      expect(quote?.textContent?.length).toBeGreaterThan(60);
      const caption = figure.querySelector('figcaption');
      expect(caption).toHaveTextContent(author!);
      expect(caption).toHaveTextContent(role!);
    });
  });

  it('closes with a call to the free analysis and to the booking page', () => {
    renderPage();
    const closing = within(screen.getByTestId('closing-cta'));
    expect(closing.getByRole('heading', { level: 2 })).toHaveTextContent('Bereit für den ersten Schritt?');
    expect(closing.getByText(/Finde in 5 Minuten heraus/)).toBeInTheDocument();
    expect(closing.getByRole('link', { name: /Kostenlose Analyse starten/ })).toHaveAttribute(
      'href',
      '/assessment/conflict-analysis',
    );
    expect(closing.getByRole('link', { name: 'Direktes Gespräch buchen (öffnet in neuem Tab)' })).toHaveAttribute(
      'href',
      site.links.booking,
    );
  });

  it('switches every section to English', async () => {
    renderPage();
    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resolve team conflict before it escalates');
    const hero = within(screen.getByTestId('landing-hero'));
    expect(hero.getByRole('link', { name: /Start the free analysis/ })).toHaveAttribute(
      'href',
      '/assessment/conflict-analysis',
    );
    expect(hero.getByRole('link', { name: 'Book a direct talk (opens in a new tab)' })).toHaveAttribute(
      'href',
      site.links.booking,
    );
    expect(hero.getByRole('link', { name: 'Find an expert' })).toHaveAttribute('href', '/experts');
    expect(hero.getByText(/verified mediator or coach/)).toBeInTheDocument();
    expect(hero.getByTestId('landing-claim')).toHaveTextContent('200+ conflicts solved');
    expect(hero.getByText('No credit card')).toBeInTheDocument();
    expect(hero.getByRole('img').getAttribute('alt')).toMatch(/^Illustration: two people .*bridge/);

    const analysis = within(screen.getByTestId('tool-card-conflict-analysis'));
    expect(analysis.getByText('Popular')).toBeInTheDocument();
    expect(analysis.getByText('Free')).toBeInTheDocument();
    expect(within(screen.getByTestId('tool-card-team-dynamics')).getByText('Coming soon')).toBeInTheDocument();
    expect(within(screen.getByTestId('tool-card-team-dynamics')).getByRole('link')).toHaveTextContent('See premium');
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(within(screen.getByTestId('testimonials')).getByText('Illustrative voices')).toBeInTheDocument();
    expect(within(screen.getByTestId('testimonials')).getByText('Co-founder, software start-up')).toBeInTheDocument();
    expect(within(screen.getByTestId('closing-cta')).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Ready for the first step?',
    );
    // No German left behind.
    expect(document.body).not.toHaveTextContent(/Kostenlos|Demnächst|Konflikte gelöst/);
  });
});
