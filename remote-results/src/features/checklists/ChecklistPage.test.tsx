import { act, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { authStorageKey, getSupabase, writeGuest } from '@cc/shared-auth';
import { queryClient } from '@cc/shared-auth/query';
import { guestTokenHeader } from '@cc/shared-contract';
import { setLanguage } from '@cc/shared-i18n';
import {
  createFakeSupabase,
  fakeSession,
  functionsHttpError,
  renderWithProviders,
  setupUser,
} from '@cc/shared-build/test-utils';
import ChecklistPage from '../../exposed/ChecklistPage';
import { checklistStorageKey } from './useChecklistProgress';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const { auth, functions } = mockSupabase.client;
const at = '2026-01-01T10:00:00.000Z';

interface InvokeOptions {
  method?: string;
  body?: { checklist: string; item: string; done: boolean };
}

/**
 * The checklist-progress endpoint as the api answers it, over `ticks`; `refuse` names items it
 * refuses, once `refusal` settles (so another write can overtake the refused one).
 */
function fakeProgressApi(ticks: Set<string>, refuse: string[] = [], refusal: Promise<void> = Promise.resolve()) {
  functions.invoke.mockImplementation((_name: string, options: InvokeOptions = {}) => {
    if (options.method === 'GET') {
      const items = [...ticks].map((item) => ({ checklist: 'konflikt-stil', item, updated_at: at }));
      return Promise.resolve({ data: { items }, error: null });
    }
    const { checklist, item, done } = options.body!;
    if (refuse.includes(item)) {
      return refusal.then(() => ({
        data: null,
        error: functionsHttpError(503, { code: 'over_capacity', message: 'busy' }),
      }));
    }
    if (done) ticks.add(item);
    else ticks.delete(item);
    return Promise.resolve({ data: { checklist, item, done, updated_at: done ? at : null }, error: null });
  });
}

const stilFirst = 'recent-conflicts';

const renderAt = async (route: string) => {
  const user = setupUser();
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
    queryClient.clear();
    await act(() => setLanguage('de'));
  });

  it('shows each checklist its own ticks when the address changes without a reload', async () => {
    localStorage.setItem(checklistStorageKey('konflikt-stil'), JSON.stringify([stilFirst]));
    const user = setupUser();
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

  it('keeps a signed-in user’s ticks at the api, one item per write, and never in the token', async () => {
    localStorage.setItem(authStorageKey(), '{}');
    mockSupabase.setSession(fakeSession());
    const ticks = new Set(['pause']);
    fakeProgressApi(ticks);
    const { user } = await renderAt('/checklisten/konflikt-stil');
    await act(async () => {
      await getSupabase();
    });
    await waitFor(() => expect(screen.getByTestId('checklist-progress-text')).toHaveTextContent('1 von 10 erledigt'));
    expect(screen.getByTestId('checklist-store')).toHaveTextContent('in deinem Konto');
    expect(functions.invoke).toHaveBeenCalledWith('checklist-progress?checklist=konflikt-stil', { method: 'GET' });

    await user.click(screen.getByRole('checkbox', { name: /Erinnere dich an deine letzten zwei Konflikte/ }));
    await waitFor(() => expect(screen.getByTestId('checklist-progress-text')).toHaveTextContent('2 von 10 erledigt'));
    await waitFor(() =>
      expect(functions.invoke).toHaveBeenCalledWith('checklist-progress', {
        method: 'PUT',
        body: { checklist: 'konflikt-stil', item: 'recent-conflicts', done: true },
      }),
    );
    expect(ticks).toEqual(new Set(['pause', 'recent-conflicts']));
    expect(auth.updateUser).not.toHaveBeenCalled();
    // The account's ticks are not copied into this browser.
    expect(localStorage.getItem(checklistStorageKey('konflikt-stil'))).toBeNull();
  });

  it('takes a refused tick back with a message, keeping the ticks saved meanwhile', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' }, Date.now(), {
      token: 'guest-token',
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const ticks = new Set<string>();
    let refuseNow = () => undefined as void;
    fakeProgressApi(ticks, ['feedback'], new Promise<void>((resolve) => (refuseNow = resolve)));
    const { user } = await renderAt('/checklisten/konflikt-stil');
    await waitFor(() => expect(screen.getByTestId('checklist-store')).toHaveTextContent('mit deinem Gastzugang'));

    const feedback = screen.getByRole('checkbox', { name: /Bitte eine Person, der du vertraust/ });
    const recent = screen.getByRole('checkbox', { name: /Erinnere dich an deine letzten zwei Konflikte/ });
    await user.click(feedback);
    await waitFor(() => expect(feedback).toBeChecked());
    // A second tick is saved while the first is still under way; then the first is refused.
    await user.click(recent);
    await waitFor(() => expect(ticks).toEqual(new Set(['recent-conflicts'])));
    await act(async () => {
      refuseNow();
      await Promise.resolve();
    });
    expect(await screen.findByTestId('checklist-save-error')).toHaveTextContent(
      'Dieser Haken konnte nicht gespeichert werden und wurde zurückgenommen.',
    );
    expect(screen.getByTestId('checklist-save-error')).toHaveTextContent('Gerade ist sehr viel los.');
    await waitFor(() => expect(feedback).not.toBeChecked());
    expect(recent).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('checklist-progress-text')).toHaveTextContent('1 von 10 erledigt'));
    expect(ticks).toEqual(new Set(['recent-conflicts']));
    // The guest's token identifies the writer.
    expect(functions.invoke).toHaveBeenCalledWith(
      'checklist-progress',
      expect.objectContaining({ headers: { [guestTokenHeader]: 'guest-token' } }),
    );
  });

  it('moves ticks this browser kept into the account once, when the account has none yet', async () => {
    localStorage.setItem(checklistStorageKey('konflikt-stil'), JSON.stringify(['pause', stilFirst]));
    localStorage.setItem(authStorageKey(), '{}');
    mockSupabase.setSession(fakeSession());
    const ticks = new Set<string>();
    fakeProgressApi(ticks);
    await renderAt('/checklisten/konflikt-stil');
    await act(async () => {
      await getSupabase();
    });
    await waitFor(() => expect(screen.getByTestId('checklist-store')).toHaveTextContent('in deinem Konto'));
    expect(screen.getByTestId('checklist-progress-text')).toHaveTextContent('2 von 10 erledigt');
    for (const item of ['pause', stilFirst]) {
      expect(functions.invoke).toHaveBeenCalledWith('checklist-progress', {
        method: 'PUT',
        body: { checklist: 'konflikt-stil', item, done: true },
      });
    }
    expect(ticks).toEqual(new Set(['pause', stilFirst]));
    expect(localStorage.getItem(checklistStorageKey('konflikt-stil'))).toBeNull();
  });

  it('says when the saved ticks cannot be loaded, and loads them on request', async () => {
    localStorage.setItem(authStorageKey(), '{}');
    mockSupabase.setSession(fakeSession());
    functions.invoke.mockResolvedValue({
      data: null,
      error: functionsHttpError(401, { code: 'bad_jwt', message: 'expired' }),
    });
    const { user } = await renderAt('/checklisten/konflikt-stil');
    await act(async () => {
      await getSupabase();
    });
    expect(await screen.findByTestId('checklist-load-error')).toHaveTextContent(
      'Dein gespeicherter Fortschritt konnte gerade nicht geladen werden.',
    );
    functions.invoke.mockResolvedValue({
      data: { items: [{ checklist: 'konflikt-stil', item: 'pause', updated_at: at }] },
      error: null,
    });
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(screen.getByTestId('checklist-progress-text')).toHaveTextContent('1 von 10 erledigt'));
    expect(screen.queryByTestId('checklist-load-error')).not.toBeInTheDocument();
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
