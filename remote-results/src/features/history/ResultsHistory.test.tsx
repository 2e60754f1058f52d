import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { assessmentDefinitions, scoreAssessment } from '@cc/shared-domain';
import { authStorageKey, getSupabase } from '@cc/shared-auth';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import {
  createFakeSupabase,
  fakeSession,
  functionsHttpError,
  renderWithProviders,
  setupUser,
} from '@cc/shared-build/test-utils';
import ResultsHistory from '../../exposed/ResultsHistory';
import { historyStorageKey } from '../../common/history';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const { invoke } = mockSupabase.client.functions;

const idA = '00000000-0000-4000-8000-00000000000a';
const idB = '00000000-0000-4000-8000-00000000000b';
const idU = '00000000-0000-4000-8000-0000000000f1';

const styleItems = assessmentDefinitions['conflict-style'].items;
const styleResult = (collaborating: number) =>
  scoreAssessment(
    'conflict-style',
    Object.fromEntries(styleItems.map((item) => [item.id, item.id.startsWith('cl') ? collaborating : 3])),
  );

const entry = (id: string, created_at: string, result: unknown, type = 'conflict-style') => ({
  id,
  type,
  created_at,
  result,
  share_token: `tok-${id}`,
  delete_token: `del-${id}`,
});

async function renderWidget({ signedIn = false } = {}) {
  if (signedIn) {
    localStorage.setItem(authStorageKey(), '{}');
    mockSupabase.setSession(fakeSession('ada@example.com'));
  }
  const user = setupUser();
  renderWithProviders(<ResultsHistory />, { route: '/dashboard' });
  await act(async () => {
    if (signedIn) await getSupabase();
  });
  return user;
}

describe('results history widget', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('an anonymous visitor without results gets a call to start the analysis', async () => {
    await renderWidget();
    const empty = await screen.findByTestId('results-history-empty');
    expect(empty).toHaveTextContent('Noch keine Ergebnisse');
    expect(within(empty).getByRole('link', { name: 'Kostenlose Analyse starten' })).toHaveAttribute(
      'href',
      '/assessment/conflict-analysis',
    );
    expect(invoke).not.toHaveBeenCalled();
  });

  it("lists this browser's results with links, compares two and deletes one after confirmation", async () => {
    localStorage.setItem(
      historyStorageKey,
      JSON.stringify([
        entry(idB, '2025-03-02T10:00:00.000Z', styleResult(5)),
        entry(idA, '2025-03-01T10:00:00.000Z', styleResult(3)),
      ]),
    );
    const user = await renderWidget();
    const list = await screen.findByTestId('results-history-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const newest = screen.getByTestId(`results-history-item-${idB}`);
    expect(newest).toHaveTextContent('Konfliktstil-Test');
    expect(newest).toHaveTextContent('Häufigster Stil: Zusammenarbeiten');
    expect(within(newest).getByRole('link', { name: /Konfliktstil-Test vom .* öffnen/ })).toHaveAttribute(
      'href',
      `/results/conflict-style?id=${idB}&token=tok-${idB}`,
    );

    // Compare: the differences per style, older first.
    for (const id of [idA, idB]) {
      await user.click(within(screen.getByTestId(`results-history-item-${id}`)).getByRole('checkbox'));
    }
    const compare = screen.getByTestId('results-history-compare');
    const collaborating = within(compare).getByRole('row', { name: /Zusammenarbeiten/ });
    expect(collaborating).toHaveTextContent('Zusammenarbeiten50100+50');
    expect(within(compare).getByRole('row', { name: /Durchsetzen/ })).toHaveTextContent('Durchsetzen5050±0');

    // Delete with confirmation; the api is told with the result's delete token (never the share token).
    invoke.mockResolvedValueOnce({ data: { deleted: true }, error: null });
    await user.click(within(newest).getByRole('button', { name: /löschen$/ }));
    expect(screen.getByTestId('results-history-confirm')).toHaveTextContent('Dieses Ergebnis wirklich löschen?');
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    await waitFor(() => expect(screen.queryByTestId(`results-history-item-${idB}`)).not.toBeInTheDocument());
    expect(invoke).toHaveBeenCalledWith(`assessments/${idB}`, {
      method: 'DELETE',
      headers: { 'x-result-token': `del-${idB}` },
    });
    expect(JSON.parse(localStorage.getItem(historyStorageKey) ?? '[]')).toEqual([expect.objectContaining({ id: idA })]);
    expect(screen.queryByTestId('results-history-compare')).not.toBeInTheDocument();
  });

  it("a signed-in user's results come from the api", async () => {
    let results = [entry(idU, '2025-03-02T10:00:00.000Z', styleResult(4))];
    invoke.mockImplementation(async (name: string, options: { method: string }) => {
      if (name === 'assessments' && options.method === 'GET') return { data: { results }, error: null };
      results = results.filter((result) => name !== `assessments/${result.id}`);
      return { data: { deleted: true }, error: null };
    });
    const user = await renderWidget({ signedIn: true });
    expect(await screen.findByTestId(`results-history-item-${idU}`)).toBeInTheDocument();
    expect(screen.getByText('Alle Ergebnisse, die zu deinem Konto gespeichert sind.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /löschen$/ }));
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByTestId(`results-history-item-${idU}`)).toBeInTheDocument();
    // The confirmation is gone: focus goes back to the row's delete button, not to the body.
    expect(screen.getByRole('button', { name: /löschen$/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /löschen$/ }));
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    expect(await screen.findByTestId('results-history-empty')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith(`assessments/${idU}`, { method: 'DELETE' });
  });

  it('after a delete the list is fetched again, and the last list paints at once on the next visit', async () => {
    let results = [
      entry(idA, '2025-03-01T10:00:00.000Z', styleResult(3)),
      entry(idU, '2025-03-02T10:00:00.000Z', styleResult(4)),
    ];
    const lists = () =>
      (invoke.mock.calls as Array<[string, { method?: string }]>).filter(
        ([name, options]) => name === 'assessments' && options.method === 'GET',
      );
    invoke.mockImplementation(async (name: string, options: { method: string }) => {
      if (name === 'assessments' && options.method === 'GET') return { data: { results }, error: null };
      results = results.filter((result) => name !== `assessments/${result.id}`);
      return { data: { deleted: true }, error: null };
    });
    const user = await renderWidget({ signedIn: true });
    await screen.findByTestId(`results-history-item-${idU}`);
    expect(lists()).toHaveLength(1);

    await user.click(
      within(screen.getByTestId(`results-history-item-${idU}`)).getByRole('button', { name: /löschen$/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    // The mutation invalidates the list: the api is asked again, and what it answers shows.
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(screen.queryByTestId(`results-history-item-${idU}`)).not.toBeInTheDocument();
    expect(screen.getByTestId(`results-history-item-${idA}`)).toBeInTheDocument();

    // Next visit (fresh query cache): the last list paints from the 24-hour cache before the api answers.
    cleanup();
    queryClient.clear();
    invoke.mockImplementation(() => new Promise(() => undefined));
    renderWithProviders(<ResultsHistory />, { route: '/dashboard' });
    expect(await screen.findByTestId(`results-history-item-${idA}`)).toBeInTheDocument();
  });

  it('an api failure offers a retry that loads again', async () => {
    invoke
      .mockResolvedValueOnce({
        data: null,
        error: functionsHttpError(403, { code: 'session_not_found', message: 'x' }),
      })
      .mockResolvedValueOnce({
        data: { results: [entry(idU, '2025-03-02T10:00:00.000Z', styleResult(4))] },
        error: null,
      });
    const user = await renderWidget({ signedIn: true });
    // A refused request is not retried by itself.
    await user.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId(`results-history-item-${idU}`)).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledTimes(2);
  });
});
