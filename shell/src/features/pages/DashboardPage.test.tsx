import { act, screen, within } from '@testing-library/react';
import { authStorageKey, getSupabase, guestLifetimeMs, writeGuest } from '@cc/shared-auth';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, fakeSession, renderWithProviders } from '@cc/shared-build/test-utils';
import DashboardPage from './DashboardPage';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

// The remotes' widgets are tested in their own packages; here only where the page puts them.
const widget = (name: string) => <section data-testid={`slot-${name}`}>{name}</section>;

async function renderDashboard() {
  renderWithProviders(
    <DashboardPage
      cases={widget('cases')}
      teamRounds={widget('teamRounds')}
      conversations={widget('conversations')}
      resultsHistory={widget('results')}
      accountSettings={widget('account')}
      subscription={widget('subscription')}
    />,
    { route: '/dashboard' },
  );
  await act(async () => {
    await getSupabase();
  });
}

const slots = () => screen.queryAllByTestId(/^slot-/).map((slot) => slot.textContent);

describe('the dashboard', () => {
  beforeEach(async () => {
    localStorage.clear();
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('puts a signed-in user’s cases first, then team rounds, conversations, results, the subscription and the account', async () => {
    localStorage.setItem(authStorageKey(), '{}');
    mockSupabase.setSession(fakeSession('ada@example.com'));
    await renderDashboard();
    // The product knows no name of this account: it greets without the e-mail address.
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück' })).toBeInTheDocument();
    expect(slots()).toEqual(['cases', 'teamRounds', 'conversations', 'results', 'subscription', 'account']);
    expect(
      within(screen.getByTestId('dashboard-team-round')).getByRole('link', { name: 'Runde starten' }),
    ).toHaveAttribute('href', '/team-rounds/new');
    expect(screen.queryByTestId('guest-note')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sign-in-prompt')).not.toBeInTheDocument();
  });

  it('greets a user by the first name they gave, never by the address; a long name can wrap', async () => {
    localStorage.setItem(authStorageKey(), '{}');
    const session = fakeSession('maximiliane.mustermann-schmidt@example.com');
    session.user.user_metadata = { first_name: 'Maximiliane-Charlotte' };
    mockSupabase.setSession(session);
    await renderDashboard();
    const greeting = await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück, Maximiliane-Charlotte' });
    expect(greeting).not.toHaveTextContent('@');
    expect(getComputedStyle(greeting).overflowWrap).toBe('anywhere');
  });

  it('tells a guest until when they see their things and invites them to keep them with an account', async () => {
    const start = Date.parse('2026-11-24T10:00:00.000Z');
    jest.useFakeTimers({
      now: start,
      doNotFake: ['queueMicrotask', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'],
    });
    try {
      writeGuest({ email: 'ada@example.com', firstName: 'Ada' }, start);
      await renderDashboard();
      const note = await screen.findByTestId('guest-note');
      expect(within(note).getByRole('heading', { level: 2, name: 'Du bist als Gast angemeldet' })).toBeInTheDocument();
      const until = new Intl.DateTimeFormat('de', { dateStyle: 'long' }).format(new Date(start + guestLifetimeMs));
      expect(note).toHaveTextContent(`bis zum ${until} in diesem Browser`);
      // Confirming that very address brings the guest's things to the account (the api moves them).
      expect(note).toHaveTextContent('Leg mit deiner Gast-Adresse ada@example.com ein Konto an');
      expect(within(note).getByRole('link', { name: 'Konto anlegen' })).toHaveAttribute(
        'href',
        '/auth?view=sign-up&next=%2Fdashboard',
      );
      expect(slots()).toEqual(['cases', 'teamRounds', 'conversations', 'results', 'subscription']);
      expect(screen.queryByTestId('sign-in-prompt')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows anonymous visitors their results, the next steps (with the experts) and the call to sign in', async () => {
    await renderDashboard();
    expect(await screen.findByTestId('sign-in-prompt')).toBeInTheDocument();
    expect(slots()).toEqual(['results']);
    expect(within(screen.getByTestId('dashboard-experts')).getByRole('link')).toHaveAttribute('href', '/experts');
    expect(screen.queryByTestId('guest-note')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await act(() => setLanguage('en'));
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' });
    await renderDashboard();
    const note = await screen.findByTestId('guest-note');
    expect(note).toHaveTextContent('You see your requests, conversations and results in this browser until');
    expect(within(note).getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Next steps' })).toBeInTheDocument();
  });
});
