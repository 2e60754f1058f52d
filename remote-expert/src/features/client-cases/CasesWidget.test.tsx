import { act, screen, waitFor, within } from '@testing-library/react';
import { writeGuest } from '@cc/shared-auth';
import { queryClient } from '@cc/shared-auth/query';
import type { CaseSummary } from '@cc/shared-contract';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import CasesWidget from '../../exposed/CasesWidget';
import { accepted, appointment, caseSummary } from '../../testing/cases';
import { routeFunctions, signIn, type Answer } from '../../testing/portal';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

let answer: Answer;
const id = (n: number) => `0b6d3e8e-5d1c-4c0e-9a51-00000000010${n}`;

const list: CaseSummary[] = [
  // Oldest change first here; the widget orders by what needs the client.
  caseSummary({
    id: id(1),
    topic: 'Abgeschlossener Fall',
    status: 'abgeschlossen',
    // An appointment left over from before the closing is no next appointment.
    next_appointment: appointment({ starts_at: '2026-12-02T09:00:00.000Z' }),
    updated_at: '2026-11-10T09:00:00.000Z',
  }),
  caseSummary({ id: id(2), topic: 'Offene Anfrage', status: 'neu', updated_at: '2026-11-22T09:00:00.000Z' }),
  accepted({
    id: id(3),
    topic: 'Termin steht',
    status: 'terminiert',
    next_appointment: appointment({ starts_at: '2026-12-01T09:00:00.000Z' }),
    updated_at: '2026-11-21T09:00:00.000Z',
  }),
  accepted({ id: id(4), topic: 'Neue Nachrichten', unread_count: 2, updated_at: '2026-11-15T09:00:00.000Z' }),
];

function renderWidget() {
  routeFunctions(mockSupabase, { 'GET expert-requests': () => answer });
  return renderWithProviders(<CasesWidget />, { route: '/dashboard' });
}

describe('the dashboard’s cases widget', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('lists open cases first (unread, then the next appointment, then the newest), the closed ones apart', async () => {
    signIn(mockSupabase);
    answer = { data: { requests: list } };
    renderWidget();
    const open = await screen.findByTestId('cases-widget-open');
    const items = within(open).getAllByTestId('cases-widget-item');
    expect(items.map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual([
      'Neue Nachrichten',
      'Termin steht',
      'Offene Anfrage',
    ]);
    expect(within(items[0]!).getByTestId('unread-badge')).toHaveTextContent('2 neue Nachrichten');
    expect(items[0]).toHaveTextContent('Mit Maria Beispiel');
    expect(within(items[1]!).getByTestId('cases-widget-next')).toHaveTextContent('Nächster Termin: 01.12.2026');
    expect(items[2]).toHaveTextContent('Noch ohne Expertin oder Experten');
    expect(within(items[2]!).queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Fall „Termin steht“ öffnen' })).toHaveAttribute(
      'href',
      `/cases/${id(3)}`,
    );
    const closed = screen.getByTestId('cases-widget-closed');
    expect(within(closed).getByTestId('cases-widget-item')).toHaveTextContent('Abgeschlossen');
    // An ended open request names no expert.
    expect(within(closed).getByTestId('cases-widget-item')).not.toHaveTextContent('Noch ohne');
    expect(within(closed).queryByTestId('cases-widget-next')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Beendet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Expertin oder Experten finden' })).toHaveAttribute('href', '/experts');
  });

  it('invites to find an expert when there is no request yet (a guest)', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' }, Date.now(), { token: 'guest-token', expiresAt: null });
    answer = { data: { requests: [] } };
    renderWidget();
    expect(await screen.findByTestId('cases-widget-empty')).toHaveTextContent('Noch keine Anfrage');
    expect(screen.getByRole('link', { name: 'Expertin oder Experten finden' })).toHaveAttribute('href', '/experts');
    expect(mockSupabase.client.functions.invoke).toHaveBeenCalledWith('expert-requests', {
      method: 'GET',
      headers: { 'x-guest-token': 'guest-token' },
    });
  });

  it('says when the list could not be loaded and loads it again on request', async () => {
    const user = setupUser();
    signIn(mockSupabase);
    answer = { status: 429, body: { code: 'over_request_rate_limit', message: 'slow down' } };
    renderWidget();
    const error = await screen.findByTestId('cases-widget-error');
    expect(error).toHaveTextContent('Deine Anfragen konnten nicht geladen werden.');
    answer = { data: { requests: list.slice(0, 1) } };
    await user.click(within(error).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('cases-widget-closed')).toBeInTheDocument();
  });

  it('picks up a change live (an expert accepted)', async () => {
    signIn(mockSupabase);
    answer = { data: { requests: [caseSummary({ id: id(2), topic: 'Offene Anfrage' })] } };
    renderWidget();
    const item = await screen.findByTestId('cases-widget-item');
    expect(item).toHaveAttribute('data-status', 'neu');
    await waitFor(() =>
      expect(mockSupabase.channels.some((channel) => channel.name.startsWith('expert_requests'))).toBe(true),
    );
    answer = { data: { requests: [accepted({ id: id(2), topic: 'Offene Anfrage' })] } };
    act(() =>
      mockSupabase.emitChange('expert_requests', { eventType: 'UPDATE', new: { id: id(2), status: 'angenommen' } }),
    );
    await waitFor(() => expect(screen.getByTestId('cases-widget-item')).toHaveAttribute('data-status', 'angenommen'));
  });

  it('shows nothing to anonymous visitors and asks nothing', async () => {
    renderWidget();
    await act(async () => {});
    expect(screen.queryByTestId('cases-widget')).not.toBeInTheDocument();
    expect(mockSupabase.client.functions.invoke).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    await act(() => setLanguage('en'));
    signIn(mockSupabase);
    answer = { data: { requests: list } };
    renderWidget();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your expert requests' })).toBeInTheDocument();
    expect((await screen.findAllByTestId('unread-badge'))[0]).toHaveTextContent('2 new messages');
    expect(screen.getByRole('link', { name: 'Find an expert' })).toHaveAttribute('href', '/experts');
    expect(screen.getByRole('heading', { level: 3, name: 'Ended' })).toBeInTheDocument();
  });
});
