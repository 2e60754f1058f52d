import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { analysisItems, scoreConflictAnalysis } from '@cc/shared-domain';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, functionsHttpError, renderWithProviders } from '@cc/shared-build/test-utils';
import TeamResultPage from '../../exposed/TeamResultPage';
import { ownResultKey } from './member-storage';
import { sampleTeamResult } from './test-data';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const { invoke } = mockSupabase.client.functions;

const token = 'share-token-123456';
const roundId = '00000000-0000-4000-8000-00000000e001';

const shared = (overrides: Record<string, unknown> = {}) => ({
  round_id: roundId,
  team_name: 'Produktteam Nord',
  status: 'closed',
  answered: 5,
  threshold: 3,
  result: sampleTeamResult,
  ...overrides,
});

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/team-results/:token" element={<TeamResultPage />} />
    </Routes>,
    { route: `/team-results/${token}` },
  );
}

describe('shared team result page', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('shows the team, its status and the result, read-only', async () => {
    invoke.mockResolvedValue({ data: shared(), error: null });
    renderPage();
    const page = await screen.findByTestId('team-shared-result');
    expect(invoke).toHaveBeenCalledWith(`team-results/${token}`, { method: 'GET' });
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Teamergebnis: Produktteam Nord');
    expect(document.title).toBe('Teamergebnis – KonfliktKompass');
    expect(screen.getByTestId('team-shared-status')).toHaveTextContent(
      'Die Runde ist beendet. 5 Personen haben geantwortet.',
    );
    expect(screen.getByTestId('team-result')).toBeInTheDocument();
    // Nothing of the owner's page: no closing, sharing, inviting or deleting.
    expect(
      screen.queryByRole('button', { name: /schließen|teilen|einladen|löschen|erinnern/i }),
    ).not.toBeInTheDocument();
    expect(screen.queryByTestId('team-result-own')).not.toBeInTheDocument();
  });

  it('puts the own result of this browser next to the team', async () => {
    const own = scoreConflictAnalysis(Object.fromEntries(analysisItems.map((item) => [item.id, 2])));
    localStorage.setItem(ownResultKey(roundId), JSON.stringify({ result: own, answered_at: '2026-03-01T09:00:00Z' }));
    invoke.mockResolvedValue({ data: shared(), error: null });
    renderPage();
    expect(await screen.findByTestId('team-result-own')).toHaveTextContent('Du im Vergleich zum Team');
  });

  it('shows below the threshold how many answered, and no result', async () => {
    invoke.mockResolvedValue({ data: shared({ status: 'open', answered: 2, result: null }), error: null });
    renderPage();
    const pending = await screen.findByTestId('team-result-pending');
    expect(pending).toHaveTextContent('Bisher haben 2 von mindestens 3 nötigen Personen geantwortet.');
    expect(screen.getByTestId('team-shared-status')).toHaveTextContent('Die Runde läuft noch.');
    expect(screen.queryByTestId('team-result')).not.toBeInTheDocument();
  });

  it('says a revoked or unknown link does not exist', async () => {
    invoke.mockResolvedValue({ data: null, error: functionsHttpError(404, { code: 'team_round_not_found' }) });
    renderPage();
    const view = await screen.findByTestId('team-shared-not-found');
    expect(within(view).getByRole('heading', { level: 1 })).toHaveTextContent('Dieses Teamergebnis gibt es nicht');
  });

  it('asks nothing for a token the api could never know', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/team-results/:token" element={<TeamResultPage />} />
      </Routes>,
      { route: '/team-results/short' },
    );
    expect(await screen.findByTestId('team-shared-not-found')).toBeInTheDocument();
    await act(() => Promise.resolve()); // the auth provider's first read settles
    expect(invoke).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    await act(() => setLanguage('en'));
    invoke.mockResolvedValue({ data: shared({ status: 'open', answered: 1, result: null }), error: null });
    renderPage();
    expect(await screen.findByTestId('team-shared-status')).toHaveTextContent(
      'The round is still running. 1 person has answered.',
    );
    expect(screen.getByTestId('team-result-pending')).toHaveTextContent('No team result yet');
    expect(document.title).toBe('Team result – KonfliktKompass');
  });
});
