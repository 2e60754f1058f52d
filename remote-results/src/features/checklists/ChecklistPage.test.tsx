import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { authStorageKey, getSupabase } from '@cc/shared-auth';
import { setLanguage } from '@cc/shared-i18n';
import { authApiError, createFakeSupabase, fakeSession, renderWithProviders } from '@cc/shared-build/test-utils';
import ChecklistPage from '../../exposed/ChecklistPage';
import { checklistStorageKey } from './useChecklistProgress';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const { auth } = mockSupabase.client;

const stilFirst = 'recent-conflicts';

const renderAt = async (route: string) => {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <Routes>
      <Route path="/checklisten/:slug" element={<ChecklistPage />} />
    </Routes>,
    { route },
  );
  // Lets the auth listener settle (INITIAL_SESSION arrives asynchronously once the client exists).
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { user, ...view };
};

describe('checklist pages', () => {
  beforeEach(async () => {
    localStorage.clear();
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('shows each checklist its own ticks when the address changes without a reload', async () => {
    localStorage.setItem(checklistStorageKey('konflikt-stil'), JSON.stringify([stilFirst]));
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Routes>
          <Route path="/checklisten/:slug" element={<ChecklistPage />} />
        </Routes>
        <Link to="/checklisten/konflikt-stil">next</Link>
      </>,
      { route: '/checklisten/konflikt-analyse' },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByTestId('checklist-progress-text')).toHaveTextContent('0 von 10 erledigt');
    await user.click(screen.getByRole('link', { name: 'next' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Konfliktstil'));
    expect(screen.getByTestId('checklist-progress-text')).toHaveTextContent(/^1 von /);
    expect(JSON.parse(localStorage.getItem(checklistStorageKey('konflikt-stil')) ?? '[]')).toEqual([stilFirst]);
  });

  it('ticks items with the keyboard, shows the progress and keeps it across a remount', async () => {
    const { user, unmount } = await renderAt('/checklisten/konflikt-analyse');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checkliste Konfliktanalyse');
    expect(screen.getByTestId('checklist-progress-text')).toHaveTextContent('0 von 10 erledigt');
    const first = screen.getByRole('checkbox', { name: /Benenne den konkreten Anlass/ });
    first.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: /Trenne Beobachtungen von Bewertungen/ }));
    expect(first).toBeChecked();
    expect(screen.getByTestId('checklist-progress-text')).toHaveTextContent('2 von 10 erledigt');
    expect(screen.getByRole('progressbar', { name: 'Fortschritt der Checkliste' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(JSON.parse(localStorage.getItem(checklistStorageKey('konflikt-analyse')) ?? '[]')).toEqual([
      'trigger',
      'observations',
    ]);
    expect(screen.getByTestId('checklist-store')).toHaveTextContent('in diesem Browser');
    expect(screen.getByRole('link', { name: 'Zum Werkzeug: Team-Konfliktanalyse' })).toHaveAttribute(
      'href',
      '/assessment/conflict-analysis',
    );

    unmount();
    await renderAt('/checklisten/konflikt-analyse');
    expect(screen.getByTestId('checklist-progress-text')).toHaveTextContent('2 von 10 erledigt');
    expect(screen.getByRole('checkbox', { name: /Benenne den konkreten Anlass/ })).toBeChecked();
  });

  it('speaks English and links the style checklist to the style test', async () => {
    await act(() => setLanguage('en'));
    await renderAt('/checklisten/konflikt-stil');
    expect(screen.getByTestId('checklist-progress-text')).toHaveTextContent('0 of 10 done');
    expect(screen.getByTestId('checklist-tool-link')).toHaveAttribute('href', '/assessment/conflict-style');
    expect(screen.getByRole('button', { name: 'Print / save as PDF' })).toBeInTheDocument();
  });

  it('keeps a signed-in user’s progress in the account, and locally when that fails', async () => {
    localStorage.setItem(authStorageKey(), '{}');
    const session = fakeSession();
    session.user.user_metadata = { checklists: { 'konflikt-stil': ['pause'], other: ['x'] } };
    mockSupabase.setSession(session);
    const { user } = await renderAt('/checklisten/konflikt-stil');
    await act(async () => {
      await getSupabase();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => expect(screen.getByTestId('checklist-progress-text')).toHaveTextContent('1 von 10 erledigt'));
    expect(screen.getByTestId('checklist-store')).toHaveTextContent('in deinem Konto');

    await user.click(screen.getByRole('checkbox', { name: /Erinnere dich an deine letzten zwei Konflikte/ }));
    await waitFor(() =>
      expect(auth.updateUser).toHaveBeenCalledWith({
        data: { checklists: { 'konflikt-stil': ['recent-conflicts', 'pause'], other: ['x'] } },
      }),
    );

    auth.updateUser.mockResolvedValueOnce({ data: { user: null }, error: authApiError('unexpected_failure', 500) });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('checkbox', { name: /Bitte eine Person, der du vertraust/ }));
    expect(await screen.findByText(/Speichern im Konto hat gerade nicht geklappt/)).toBeInTheDocument();
    spy.mockRestore();
    expect(JSON.parse(localStorage.getItem(checklistStorageKey('konflikt-stil')) ?? '[]')).toEqual([
      'recent-conflicts',
      'pause',
      'feedback',
    ]);
  });

  it('a premium checklist is announced as coming soon', async () => {
    await renderAt('/checklisten/cofounder-konflikt');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checkliste Co-Founder-Konflikt');
    expect(screen.getByTestId('checklist-premium')).toHaveTextContent('Premium – demnächst verfügbar');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Werte-Radar' })).toHaveAttribute('href', '/checklisten/werte-radar');
  });

  it('an unknown checklist gets a helpful page with the free checklists', async () => {
    await renderAt('/checklisten/gibt-es-nicht');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Diese Checkliste gibt es nicht');
    expect(screen.getByRole('link', { name: 'Konfliktkosten-Rechner' })).toHaveAttribute(
      'href',
      '/checklisten/konflikt-kosten',
    );
    expect(screen.getByRole('link', { name: 'Kostenlose Analyse starten' })).toHaveAttribute(
      'href',
      '/assessment/conflict-analysis',
    );
  });
});
