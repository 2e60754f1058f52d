import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AuthProvider, authStorageKey, getSupabase, guestStorageKey, writeGuest } from '@cc/shared-auth';
import { registerNamespace, setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, fakeSession, renderWithProviders } from '@cc/shared-build/test-utils';
import { ThemeRoot } from '@cc/shared-ui';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { Header } from './Header';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

registerNamespace('shell', { de, en });

function setViewportWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('Header', () => {
  beforeEach(async () => {
    localStorage.clear();
    mockSupabase.reset();
    setViewportWidth(1280);
    await act(() => setLanguage('de'));
  });

  // The remotes size their full-height pages and sticky bars by it (var(--kk-header-height, 68px)).
  // Rendered as the prerender does: jsdom's client render leaves out styled-components' global rules.
  it('owns the header height as the CSS property --kk-header-height on :root', () => {
    const sheet = new ServerStyleSheet();
    renderToString(
      sheet.collectStyles(
        <ThemeRoot>
          <AuthProvider>
            <MemoryRouter>
              <Header />
            </MemoryRouter>
          </AuthProvider>
        </ThemeRoot>,
      ),
    );
    const css = sheet.getStyleTags();
    sheet.seal();
    expect(css).toContain(':root{--kk-header-height:68px;}');
    expect(css).toContain('min-height:var(--kk-header-height);');
  });

  it('shows the title with the company byline and the desktop menu on wide screens', () => {
    renderWithProviders(<Header />);
    expect(screen.getByText('KonfliktKompass')).toBeInTheDocument();
    expect(screen.getByText('von Klarsicht Konfliktberatung')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Konfliktberater', 'Blogöffnet in neuem Tab', 'Für Experten']);
    expect(within(nav).getByRole('link', { name: /Blog/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByTestId('drawer-toggle')).not.toBeInTheDocument();
    expect(screen.queryByTestId('account-menu')).not.toBeInTheDocument();
  });

  it('offers anonymous visitors "Anmelden", back to the current page; not once a guest exists', async () => {
    renderWithProviders(<Header />, { route: '/checklisten/werte-radar?lang=de' });
    await act(async () => {
      await getSupabase();
    });
    const entry = screen.getByRole('link', { name: 'Anmelden' });
    expect(entry).toHaveAttribute('href', '/auth?next=%2Fchecklisten%2Fwerte-radar%3Flang%3Dde');
    expect(
      within(screen.getByRole('navigation', { name: 'Hauptnavigation' })).queryByRole('link', { name: 'Anmelden' }),
    ).toBeNull();
    await act(() => setLanguage('en'));
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('offers no "Anmelden" to a guest, nor on the sign-in screen itself', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' });
    const { unmount } = renderWithProviders(<Header />, { route: '/chat' });
    await act(async () => {
      await getSupabase();
    });
    expect(screen.getByTestId('account-menu')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
    unmount();
    localStorage.clear();
    renderWithProviders(<Header />, { route: '/auth?view=guest' });
    await act(async () => {
      await getSupabase();
    });
    expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
  });

  it('on a phone the drawer offers "Anmelden", and lists the values radar and the cost calculator as tools', async () => {
    setViewportWidth(375);
    renderWithProviders(<Header />, { route: '/chat' });
    await act(async () => {
      await getSupabase();
    });
    expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('drawer-toggle'));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(drawer).getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/auth?next=%2Fchat');
    const tools = within(drawer).getByRole('list', { name: 'Kostenlose Tools' });
    expect(within(tools).getByRole('link', { name: 'Werte-Radar' })).toHaveAttribute(
      'href',
      '/checklisten/werte-radar',
    );
    expect(within(tools).getByRole('link', { name: 'Konfliktkosten-Rechner' })).toHaveAttribute(
      'href',
      '/checklisten/konflikt-kosten',
    );
    const checklists = within(drawer).getByRole('list', { name: 'Checklisten' });
    expect(within(checklists).queryByText('Werte-Radar')).not.toBeInTheDocument();
    expect(within(checklists).queryByText('Konfliktkosten')).not.toBeInTheDocument();
    expect(within(checklists).getAllByRole('listitem')).toHaveLength(5);
    // The premium area the premium checklists belong to.
    const premium = within(drawer).getByTestId('drawer-premium-area');
    expect(premium).toHaveAttribute('href', '/premium');
    expect(premium).toHaveTextContent('Premium');
  });

  it('switches to the drawer below 768 px, tracking resizes', async () => {
    renderWithProviders(<Header />);
    setViewportWidth(767);
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('drawer-toggle'));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(drawer).getByRole('link', { name: 'Konfliktstil' })).toHaveAttribute(
      'href',
      '/checklisten/konflikt-stil',
    );
    const premium = within(drawer).getByText('Team-Dynamik').closest('[aria-disabled]');
    expect(premium).toHaveAttribute('aria-disabled', 'true');
    expect(premium?.tagName).not.toBe('A');
    expect(within(premium as HTMLElement).getByText('Premium')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    setViewportWidth(768);
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
  });

  it('shows Premium-Berater and the account menu for a guest', () => {
    writeGuest({ email: 'ada@example.com', firstName: '' });
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Premium-Berater' })).toHaveAttribute('href', '/chat-advisor');
    fireEvent.click(screen.getByTestId('account-menu'));
    const menu = screen.getByRole('menu', { name: 'Mein Konto' });
    expect(within(menu).getByTestId('account-identity')).toHaveTextContent('Gast (Gast)');
    // Heading, separator, identity, Premium, separator, Abmelden.
    expect(
      Array.from(menu.children).map((child) =>
        child.getAttribute('role') === 'separator' ? '—' : (child.textContent ?? ''),
      ),
    ).toEqual(['Mein Konto', '—', 'Gast (Gast)', 'Premium', '—', 'Abmelden']);
    expect(within(menu).getByRole('menuitem', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('leads from the account menu to the premium area', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' });
    renderWithProviders(
      <>
        <Header />
        <Routes>
          <Route path="/premium" element={<p>premium area</p>} />
          <Route path="*" element={null} />
        </Routes>
      </>,
    );
    fireEvent.click(screen.getByTestId('account-menu'));
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Premium' })));
    expect(screen.getByText('premium area')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // The desktop menu stays as the spec has it.
    expect(
      within(screen.getByRole('navigation', { name: 'Hauptnavigation' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Konfliktberater', 'Blogöffnet in neuem Tab', 'Premium-Berater', 'Für Experten']);
  });

  it('signs a guest out with the success toast and hides the menu', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' });
    renderWithProviders(<Header />);
    fireEvent.click(screen.getByTestId('account-menu'));
    expect(screen.getByTestId('account-identity')).toHaveTextContent('Ada (Gast)');
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Abmelden' })));
    expect(await screen.findByText('Du wurdest erfolgreich abgemeldet.')).toBeInTheDocument();
    expect(screen.queryByTestId('account-menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Premium-Berater' })).not.toBeInTheDocument();
  });

  it('shows the account {email} and Premium-Berater for a signed-in user; signing out goes through the provider', async () => {
    localStorage.setItem(authStorageKey(), '{}');
    mockSupabase.setSession(fakeSession('grace@example.com'));
    renderWithProviders(<Header />);
    await act(async () => {
      await getSupabase();
    });
    expect(screen.getByRole('link', { name: 'Premium-Berater' })).toHaveAttribute('href', '/chat-advisor');
    fireEvent.click(screen.getByTestId('account-menu'));
    expect(screen.getByTestId('account-identity')).toHaveTextContent(/^grace@example\.com$/);
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Abmelden' })));
    expect(mockSupabase.client.auth.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Du wurdest erfolgreich abgemeldet.')).toBeInTheDocument();
    expect(screen.queryByTestId('account-menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Premium-Berater' })).not.toBeInTheDocument();
  });

  it('the account menu names a user by the name they gave, above their address', async () => {
    localStorage.setItem(authStorageKey(), '{}');
    const session = fakeSession('grace@example.com');
    session.user.user_metadata = { first_name: 'Grace' };
    mockSupabase.setSession(session);
    renderWithProviders(<Header />);
    await act(async () => {
      await getSupabase();
    });
    fireEvent.click(screen.getByTestId('account-menu'));
    const identity = screen.getByTestId('account-identity');
    expect(within(identity).getByText('Grace').tagName).toBe('STRONG');
    expect(identity).toHaveTextContent(/^Gracegrace@example\.com$/);
  });

  it('a real session replaces the guest: the guest record is cleared and the menu shows the account', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' });
    renderWithProviders(<Header />);
    await act(async () => {
      await getSupabase();
    });
    act(() => mockSupabase.emit('SIGNED_IN', fakeSession('ada@example.com')));
    expect(localStorage.getItem(guestStorageKey)).toBeNull();
    fireEvent.click(screen.getByTestId('account-menu'));
    expect(screen.getByTestId('account-identity')).toHaveTextContent(/^ada@example\.com$/);
  });

  it('language menu marks the current language and switches to English', async () => {
    renderWithProviders(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Sprache wechseln' }));
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
    await act(async () => fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' })));
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'Toggle language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conflict advisor' })).toBeInTheDocument();
  });
});
