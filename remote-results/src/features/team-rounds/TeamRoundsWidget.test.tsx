import { act, screen, within } from '@testing-library/react';
import { authStorageKey, writeGuest } from '@cc/shared-auth';
import { queryClient } from '@cc/shared-auth/query';
import { teamRoundSummary } from '@cc/shared-contract';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, fakeSession, renderWithProviders } from '@cc/shared-build/test-utils';
import TeamRoundsWidget from '../../exposed/TeamRoundsWidget';
import { routeFunctions, type Answer } from './owner-test-data';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const { invoke } = mockSupabase.client.functions;

const summary = (n: number, extra: Record<string, unknown>) =>
  teamRoundSummary.parse({
    id: `00000000-0000-4000-8000-00000000b00${n}`,
    team_name: `Team ${n}`,
    status: 'open',
    languages: ['de'],
    deadline: null,
    answered: 0,
    counted: 0,
    has_result: false,
    created_at: `2026-11-0${n}T10:00:00.000Z`,
    closed_at: null,
    ...extra,
  });

let answer: Answer;
function renderWidget() {
  routeFunctions(mockSupabase, { 'GET team-rounds': () => answer });
  renderWithProviders(<TeamRoundsWidget />, { route: '/dashboard' });
}

describe('the dashboard’s team rounds widget', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('lists the rounds, open ones first: status, answers, a ready result, the deadline, each linking to its page', async () => {
    localStorage.setItem(authStorageKey(), '{}');
    mockSupabase.setSession(fakeSession('ada@example.com'));
    answer = {
      data: {
        rounds: [
          summary(1, {
            team_name: 'Altes Team',
            status: 'closed',
            answered: 4,
            has_result: true,
            closed_at: '2026-11-05T10:00:00.000Z',
          }),
          summary(2, { team_name: 'Produktteam', answered: 1, deadline: '2099-12-01T17:00:00.000Z' }),
          summary(3, { team_name: 'Gründerteam', answered: 3, has_result: true }),
        ],
      },
    };
    renderWidget();
    const items = await screen.findAllByTestId('team-rounds-item');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Gründerteam',
      'Produktteam',
      'Altes Team',
    ]);
    expect(items[0]).toHaveTextContent('Offen');
    expect(items[0]).toHaveTextContent('Ergebnis bereit');
    expect(items[0]).toHaveTextContent('3 Antworten');
    expect(items[0]).toHaveTextContent('Ohne Frist');
    expect(items[1]).toHaveTextContent('1 Antwort');
    expect(items[1]).toHaveTextContent(/Antworten bis 1\. Dezember 2099/);
    expect(items[1]).not.toHaveTextContent('Ergebnis bereit');
    expect(items[2]).toHaveTextContent('Beendet');
    expect(within(items[1]!).getByRole('link', { name: 'Team-Runde „Produktteam“ öffnen' })).toHaveAttribute(
      'href',
      '/team-rounds/00000000-0000-4000-8000-00000000b002',
    );
    expect(screen.getByRole('link', { name: 'Team-Runde starten' })).toHaveAttribute('href', '/team-rounds/new');
  });

  it('invites a guest without rounds to start one', async () => {
    writeGuest({ email: 'gina@example.com', firstName: 'Gina' }, Date.now(), { token: 'guest-token', expiresAt: null });
    answer = { data: { rounds: [] } };
    renderWidget();
    const empty = await screen.findByTestId('team-rounds-empty');
    expect(empty).toHaveTextContent('Noch keine Team-Runde');
    expect(
      within(screen.getByTestId('team-rounds-widget')).getByRole('link', { name: 'Team-Runde starten' }),
    ).toHaveAttribute('href', '/team-rounds/new');
    expect(invoke).toHaveBeenCalledWith('team-rounds', expect.objectContaining({ method: 'GET' }));
  });

  it('says so when the list cannot be loaded', async () => {
    localStorage.setItem(authStorageKey(), '{}');
    mockSupabase.setSession(fakeSession('ada@example.com'));
    answer = { status: 400, body: { code: 'bad_request', message: 'no' } };
    renderWidget();
    expect(await screen.findByText('Deine Team-Runden konnten gerade nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('shows nothing to anonymous visitors and asks nothing', async () => {
    answer = { data: { rounds: [] } };
    renderWidget();
    await act(async () => {});
    expect(screen.queryByTestId('team-rounds-widget')).not.toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });
});
