import { screen, within } from '@testing-library/react';
import { writeGuest } from '@cc/shared-auth';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders } from '@cc/shared-build/test-utils';
import { profile, portalRoutes, routeFunctions, signIn } from '../../testing/portal';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const renderPortal = (route: string) => renderWithProviders(portalRoutes, { route });

describe('portal overview', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await setLanguage('de');
  });

  it('tells a visitor what the portal offers and expects, how verification works, and sends "apply" through sign-in', async () => {
    renderPortal('/expert-portal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Für Experten' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Werde Expertin oder Experte bei KonfliktKompass',
      'Was du bekommst',
      'Was wir erwarten',
      'So läuft die Prüfung',
    ]);
    expect(screen.getByText(/mindestens 130 Ausbildungsstunden/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt bewerben' })).toHaveAttribute(
      'href',
      '/auth?next=/expert-portal/apply',
    );
    // Nothing "being set up", no portal navigation for visitors.
    expect(screen.queryByText(/eingerichtet/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('portal-nav')).not.toBeInTheDocument();
  });

  it('shows the same in English', async () => {
    await setLanguage('en');
    renderPortal('/expert-portal');
    expect(await screen.findByRole('heading', { level: 1, name: 'For experts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply now' })).toBeInTheDocument();
    expect(screen.getByText(/at least 130 hours of training since March 2024/)).toBeInTheDocument();
  });

  it('shows a signed-in expert their rejected application with the reason and the way to revise it', async () => {
    signIn(mockSupabase, { aal: 'aal1' });
    routeFunctions(mockSupabase, {
      'GET expert-profile': () => ({
        data: {
          profile: profile({
            status: 'rejected',
            status_reason: 'Bitte lade das Zertifikat über 130 Stunden hoch.',
            decided_at: '2026-11-21T10:00:00.000Z',
          }),
        },
      }),
    });
    renderPortal('/expert-portal');
    const state = await screen.findByTestId('application-state');
    expect(within(state).getByTestId('profile-status')).toHaveTextContent('Abgelehnt');
    expect(within(state).getByTestId('status-reason')).toHaveTextContent(
      'Bitte lade das Zertifikat über 130 Stunden hoch.',
    );
    expect(within(state).getByRole('link', { name: 'Bewerbung überarbeiten' })).toHaveAttribute(
      'href',
      '/expert-portal/application',
    );
    const nav = screen.getByRole('navigation', { name: 'Expertenportal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Übersicht', 'Bewerbung']);
  });

  it('gives an approved admin the cases, security and review entries', async () => {
    signIn(mockSupabase, { aal: 'aal1', role: 'admin' });
    routeFunctions(mockSupabase, {
      'GET expert-profile': () => ({ data: { profile: profile({ status: 'approved' }) } }),
    });
    renderPortal('/expert-portal');
    const nav = await screen.findByRole('navigation', { name: 'Expertenportal' });
    expect(await within(nav).findByRole('link', { name: 'Fälle' })).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Übersicht', 'Profil', 'Fälle', 'Sicherheit', 'Bewerbungen prüfen']);
  });

  it('gives an admin without an application of their own no application tab, in both languages', async () => {
    signIn(mockSupabase, { aal: 'aal1', role: 'admin' });
    routeFunctions(mockSupabase, { 'GET expert-profile': () => ({ data: { profile: null } }) });
    renderPortal('/expert-portal');
    const nav = await screen.findByRole('navigation', { name: 'Expertenportal' });
    expect(await within(nav).findByRole('link', { name: 'Bewerbungen prüfen' })).toBeInTheDocument();
    await screen.findByTestId('application-state');
    const labels = () =>
      within(screen.getByTestId('portal-nav'))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(labels()).toEqual(['Übersicht', 'Sicherheit', 'Bewerbungen prüfen']);
    // The overview's card speaks to the admin's task, not to an application they never started.
    const card = screen.getByTestId('application-state');
    expect(within(card).getByRole('heading', { name: 'Bewerbungen' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Bewerbung starten' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Bewerbungen prüfen' })).toHaveAttribute(
      'href',
      expect.stringContaining('review'),
    );
    await setLanguage('en');
    expect(
      await within(screen.getByTestId('portal-nav')).findByRole('link', { name: 'Review applications' }),
    ).toBeInTheDocument();
    expect(labels()).toEqual(['Overview', 'Security', 'Review applications']);
    expect(
      within(screen.getByTestId('application-state')).getByRole('heading', { name: 'Applications' }),
    ).toBeInTheDocument();
  });

  it('asks a guest for an account of their own', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' });
    renderPortal('/expert-portal');
    const prompt = await screen.findByTestId('account-prompt');
    expect(prompt).toHaveTextContent('als Gast');
    expect(within(prompt).getByRole('link', { name: 'Konto anlegen' })).toHaveAttribute(
      'href',
      '/auth?view=sign-up&next=%2Fexpert-portal',
    );
  });

  it('answers an unknown portal path with a way back', async () => {
    renderPortal('/expert-portal/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Seite gibt es im Portal nicht' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Portal-Übersicht' })).toHaveAttribute('href', '/expert-portal');
  });
});
