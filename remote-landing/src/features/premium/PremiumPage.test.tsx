import { act, screen, within } from '@testing-library/react';
import { writeGuest } from '@cc/shared-auth';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders } from '@cc/shared-build/test-utils';
import PremiumPage from '../../exposed/PremiumPage';
import { settleAuth, signIn } from '../../testing/news';
import de from './locales/de.json';
import en from './locales/en.json';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

async function renderPage(route = '/premium') {
  const rendered = renderWithProviders(<PremiumPage />, { route });
  await settleAuth();
  return rendered;
}

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatKeys(child, prefix ? `${prefix}.${key}` : key));
}

const offerLinks = [
  ['advisor', 'Premium-Berater öffnen', '/chat-advisor'],
  ['teamRounds', 'Teamrunde starten', '/team-rounds/new'],
  ['experts', 'Anfrage stellen', '/experts/request'],
] as const;

beforeEach(async () => {
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  mockSupabase.reset();
  await act(() => setLanguage('de'));
});

describe('the premium page', () => {
  it('has the same keys in German and English, and no empty texts', () => {
    expect(flatKeys(de).sort()).toEqual(flatKeys(en).sort());
    const texts = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(texts);
    for (const text of [...texts(de), ...texts(en)]) expect(text.trim()).not.toBe('');
  });

  it('shows anonymous visitors what premium offers and the way in as a guest or with an account, back here', async () => {
    await renderPage();
    const page = screen.getByTestId('premium-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Premium');
    expect(
      within(page)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Was Premium dir bietet', 'Premium-Checklisten – demnächst', 'Abonnieren']);
    for (const [key] of offerLinks) {
      expect(within(screen.getByTestId(`premium-offer-${key}`)).queryByRole('link')).not.toBeInTheDocument();
    }
    expect(screen.getByTestId('premium-offer-teamRounds')).toHaveTextContent('Ergebnisse erscheinen ab 3 Antworten');
    const access = screen.getByTestId('premium-access');
    expect(within(access).getByRole('link', { name: 'Als Gast fortfahren' })).toHaveAttribute(
      'href',
      '/auth?view=guest&next=%2Fpremium',
    );
    expect(within(access).getByRole('link', { name: 'Anmelden oder registrieren' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fpremium',
    );
  });

  it('lists the three coming premium checklists disabled, with their Premium badge and "Demnächst", as no links', async () => {
    await renderPage();
    const section = screen.getByTestId('premium-checklists');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Co-Founder-Konflikt',
      'Team-Kommunikation',
      'Team-Dynamik',
    ]);
    for (const item of items) {
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(within(item).getByText('Premium')).toBeInTheDocument();
      expect(within(item).getByText('Demnächst')).toBeInTheDocument();
      expect(item.querySelector('a, button, [tabindex]')).toBeNull();
    }
  });

  it('gives a guest the direct links and the subscribe form with the guest’s address', async () => {
    writeGuest({ email: 'gast@example.com', firstName: 'Gabi' });
    await renderPage();
    for (const [key, name, href] of offerLinks) {
      expect(within(screen.getByTestId(`premium-offer-${key}`)).getByRole('link', { name })).toHaveAttribute(
        'href',
        href,
      );
    }
    expect(screen.queryByTestId('premium-access')).not.toBeInTheDocument();
    const subscribe = document.getElementById('abonnieren');
    expect(subscribe).toContainElement(screen.getByTestId('subscribe-form'));
    expect(within(subscribe!).getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('gast@example.com');
  });

  it('gives a signed-in user the direct links and prefills the account’s address', async () => {
    signIn(mockSupabase, 'maria@example.com');
    await renderPage();
    expect(screen.getByRole('link', { name: 'Teamrunde starten' })).toHaveAttribute('href', '/team-rounds/new');
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('maria@example.com');
  });

  it('scrolls to the subscribe section when opened at #abonnieren', async () => {
    // jsdom does not lay out pages and has no scrollIntoView: record the calls.
    const scrollIntoView = jest.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    try {
      await renderPage('/premium#abonnieren');
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('abonnieren'));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('is English', async () => {
    await act(() => setLanguage('en'));
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What premium offers you',
      'Premium checklists – coming soon',
      'Subscribe',
    ]);
    expect(screen.getByText('Team dynamics')).toBeInTheDocument();
    expect(screen.getAllByText('Coming soon')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Continue as a guest' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Demnächst|Abonnieren|Teamrunde/);
  });
});
