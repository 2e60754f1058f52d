import { act, fireEvent, screen, within } from '@testing-library/react';
import { authStorageKey, getSupabase, guestStorageKey, writeGuest } from '@cc/shared-auth';
import { registerNamespace, setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, fakeSession, renderWithProviders } from '@cc/shared-build/test-utils';
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

  it('switches to the drawer below 768 px, tracking resizes', async () => {
    renderWithProviders(<Header />);
    setViewportWidth(767);
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('drawer-toggle'));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(drawer).getByRole('link', { name: 'Werte-Radar' })).toHaveAttribute(
      'href',
      '/checklisten/werte-radar',
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
    expect(within(menu).getByRole('menuitem', { name: 'Abmelden' })).toBeInTheDocument();
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
