import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { assessmentDefinitions, scoreAssessment, site } from '@cc/shared-domain';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, functionsHttpError, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import ResultsPage from '../../exposed/ResultsPage';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const { invoke } = mockSupabase.client.functions;

// Communication items answered 5, values 1, structure 3; escalation: e1, e2 and e4 "trifft eher zu".
const analysisAnswers = Object.fromEntries(
  assessmentDefinitions['conflict-analysis'].items.map((item) => {
    const id = item.id;
    const reverse = (item as { reverse?: boolean }).reverse;
    const base = id.startsWith('c')
      ? 5
      : id.startsWith('v')
        ? 1
        : id.startsWith('s')
          ? 3
          : ['e1', 'e2', 'e4'].includes(id)
            ? 4
            : 1;
    return [id, reverse && !id.startsWith('e') ? 6 - base : base];
  }),
);
const analysis = scoreAssessment('conflict-analysis', analysisAnswers);

const styleAnswers = Object.fromEntries(
  assessmentDefinitions['conflict-style'].items.map((item) => [
    item.id,
    item.id.startsWith('cl') ? 5 : item.id.startsWith('av') ? 1 : 3,
  ]),
);
const style = scoreAssessment('conflict-style', styleAnswers);

const record = (type: string, result: unknown, extra: Record<string, unknown> = {}) => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  type,
  created_at: '2025-03-01T10:00:00.000Z',
  result,
  share_token: 'tok-1',
  ...extra,
});

/** Where the advisor link leads: the router state the public chat reads. */
function ChatState() {
  return <pre data-testid="chat-state">{JSON.stringify(useLocation().state)}</pre>;
}

async function renderAt(route: string, state?: unknown) {
  const user = setupUser();
  renderWithProviders(
    <Routes>
      <Route path="/results/:assessmentType" element={<ResultsPage />} />
      <Route path="/chat" element={<ChatState />} />
    </Routes>,
    {
      route: state
        ? ({
            pathname: route.split('?')[0],
            search: route.includes('?') ? `?${route.split('?')[1]}` : '',
            state,
          } as never)
        : route,
    },
  );
  // The auth provider's first answer (supabase-js's INITIAL_SESSION, a moment later), inside act.
  await act(() => mockSupabase.initialSessions());
  return user;
}

describe('results page', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('the fixture scores as intended', () => {
    expect(analysis.primary).toBe('communication');
    expect(analysis.scores).toEqual({ communication: 100, values: 0, structure: 50 });
    expect(analysis.escalation.stage).toBe(4);
    expect(style.dominant).toBe('collaborating');
    expect(style.leastUsed).toBe('avoiding');
  });

  it('shows a conflict analysis fetched through its share link', async () => {
    invoke.mockResolvedValueOnce({ data: record('conflict-analysis', analysis), error: null });
    await renderAt('/results/conflict-analysis?id=00000000-0000-4000-8000-0000000000c1&token=tok-1');
    expect(await screen.findByTestId('result-conflict-analysis')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith('shared-results/tok-1', expect.objectContaining({ method: 'GET' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ergebnis deiner Team-Konfliktanalyse');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Euer Schwerpunkt: Kommunikationskonflikt' }),
    ).toBeInTheDocument();
    const measures = within(screen.getByTestId('result-measures')).getAllByRole('listitem');
    expect(measures.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Regelmäßige Team-Check-ins',
      'Gemeinsame Kommunikationsregeln',
      'Training in aktivem Zuhören',
    ]);
    // Stage 4 is win-lose: the measures step up to a mediator.
    expect(screen.getByTestId('result-step-up')).toHaveTextContent(/Mediatorin oder einen Mediator/);
    // The chart has a text alternative, and the table gives every number.
    const chart = screen.getByTestId('result-chart');
    // "Werte" would read as the values area: the scores are points.
    expect(screen.getByRole('heading', { level: 2, name: 'Eure Punkte je Bereich' })).toBeInTheDocument();
    expect(
      within(chart).getByRole('img', { name: /Eure Punkte je Bereich: Kommunikationskonflikt: 100 von 100/ }),
    ).toBeInTheDocument();
    // Chart and table, not a third sentence with the same numbers; on a wide screen the table is open.
    expect(chart).not.toHaveTextContent('100 von 100');
    expect(screen.getByTestId('result-chart-details')).toHaveAttribute('open');
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Kommunikationskonflikt100hoch',
      'Wertekonflikt0gering',
      'Strukturkonflikt50mittel',
    ]);
    const escalation = screen.getByTestId('result-escalation');
    expect(escalation).toHaveTextContent('Stufe 4 von 9');
    expect(escalation).toHaveTextContent('Phase: Win-lose');
    expect(screen.getByTestId('result-certainty')).toHaveTextContent('Eindeutig');
    expect(screen.getByTestId('result-next-step')).toHaveTextContent(
      'Sprecht mit einer Mediatorin oder einem Mediator',
    );
    // A mediator helps at this stage: the way to the directory of verified experts.
    expect(screen.getByTestId('result-find-expert')).toHaveAttribute('href', '/experts');
    expect(screen.getByTestId('result-find-expert')).toHaveTextContent('Mediatorin oder Mediator finden');
    expect(screen.queryByTestId('result-care-note')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Als PDF herunterladen' })).toBeInTheDocument();
    // Opened through someone's link: nothing to keep in this browser.
    expect(screen.queryByTestId('result-keep')).not.toBeInTheDocument();
    expect(screen.getByTestId('result-orientation')).toHaveTextContent('eine Orientierung, keine Diagnose');
    expect(screen.getByRole('heading', { name: 'Methode und Quellen' })).toBeInTheDocument();
    const next = screen.getByTestId('result-next-steps');
    expect(within(next).getByRole('link', { name: 'Direktes Gespräch buchen' })).toHaveAttribute(
      'href',
      site.links.booking,
    );
    expect(within(next).getByRole('link', { name: 'Zum Konfliktberater' })).toHaveAttribute('href', '/chat');
    expect(within(next).getByRole('link', { name: 'Checkliste Konfliktanalyse öffnen' })).toHaveAttribute(
      'href',
      '/checklisten/konflikt-analyse',
    );
    // Opened through a link, nothing says a mail went out.
    expect(screen.queryByTestId('result-mail-note')).not.toBeInTheDocument();
  });

  it('shows a style profile from router state, with the mail note only when a mail was queued', async () => {
    await renderAt('/results/conflict-style?id=00000000-0000-4000-8000-0000000000c1&token=tok-1', {
      result: record('conflict-style', style, { mail_queued: true }),
    });
    expect(invoke).not.toHaveBeenCalled();
    expect(screen.getByTestId('result-mail-note')).toHaveTextContent(
      'Eine Kopie deiner Ergebnisse wurde an deine E-Mail-Adresse gesendet.',
    );
    expect(screen.getByRole('heading', { name: 'Dein häufigster Stil: Zusammenarbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dein seltenster Stil: Vermeiden' })).toBeInTheDocument();
    const rows = within(screen.getByTestId('result-chart')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Durchsetzen50',
      'Zusammenarbeiten100',
      'Kompromiss50',
      'Vermeiden0',
      'Entgegenkommen50',
    ]);
    expect(screen.getByRole('link', { name: 'Checkliste Konfliktstil öffnen' })).toHaveAttribute(
      'href',
      '/checklisten/konflikt-stil',
    );
  });

  it.each([
    ['conflict-analysis', analysis, { type: 'conflict-analysis', primary: 'communication', escalation: { stage: 4 } }],
    ['conflict-style', style, { type: 'conflict-style', dominant: 'collaborating', leastUsed: 'avoiding' }],
  ])(
    'the %s result hands the advisor its category in the router state, never in the URL',
    async (type, result, context) => {
      const user = await renderAt(`/results/${type}?id=00000000-0000-4000-8000-0000000000c1&token=tok-1`, {
        result: record(type, result),
      });
      const link = screen.getByTestId('result-advisor-link');
      expect(link).toHaveAttribute('href', '/chat');
      await user.click(link);
      expect(JSON.parse(screen.getByTestId('chat-state').textContent ?? 'null')).toEqual({ advisorResult: context });
    },
  );

  it('invites an anonymous visitor to keep the result this browser just made', async () => {
    localStorage.setItem(
      'cc.results.history',
      JSON.stringify([{ ...record('conflict-analysis', analysis), delete_token: 'd'.repeat(43) }]),
    );
    await renderAt('/results/conflict-analysis?id=00000000-0000-4000-8000-0000000000c1&token=tok-1', {
      result: record('conflict-analysis', analysis),
    });
    const keep = screen.getByTestId('result-keep');
    expect(within(keep).getByRole('heading', { name: 'Behalte dein Ergebnis' })).toBeInTheDocument();
    const next = encodeURIComponent('/results/conflict-analysis?id=00000000-0000-4000-8000-0000000000c1&token=tok-1');
    expect(within(keep).getByRole('link', { name: 'Anmelden oder registrieren' })).toHaveAttribute(
      'href',
      `/auth?next=${next}`,
    );
    expect(within(keep).getByRole('link', { name: 'Als Gast speichern' })).toHaveAttribute(
      'href',
      `/auth?view=guest&next=${next}`,
    );
  });

  it('on a phone the table of numbers starts closed under the chart', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query })) as never;
    try {
      await renderAt('/results/conflict-style?id=00000000-0000-4000-8000-0000000000c1', {
        result: record('conflict-style', style),
      });
      const details = screen.getByTestId('result-chart-details');
      expect(details).not.toHaveAttribute('open');
      expect(within(details).getByText('Zahlen als Tabelle')).toBeInTheDocument();
    } finally {
      if (original) Object.defineProperty(window, 'matchMedia', original);
      else Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('gives a high stage with care, how sure it is and a clear next step', async () => {
    const answers = { ...analysisAnswers, e1: 4, e2: 4, e3: 4, e4: 4, e5: 4, e6: 2, e7: 5, e8: 1 };
    await renderAt('/results/conflict-analysis?id=00000000-0000-4000-8000-0000000000c1', {
      result: record('conflict-analysis', scoreAssessment('conflict-analysis', answers)),
    });
    expect(screen.getByTestId('result-escalation')).toHaveTextContent('Stufe 7 von 9');
    expect(screen.getByTestId('result-care-note')).toHaveTextContent('nicht, wer ihr seid');
    expect(screen.getByTestId('result-next-step')).toHaveTextContent('rechtliche Beratung');
    // Beyond mediation: our own consultancy, not the directory.
    expect(screen.queryByTestId('result-find-expert')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('result-escalation')).getByRole('link', { name: 'Direktes Gespräch buchen' }),
    ).toHaveAttribute('href', site.links.booking);
    expect(screen.getByTestId('result-method')).toHaveTextContent('zwei Drittel');
  });

  it('says when the estimate is only tentative, and why', async () => {
    const answers = { ...analysisAnswers, e1: 4, e2: 4, e3: 4, e4: 4, e5: 4, e6: 4, e7: 4, e8: 4 };
    await renderAt('/results/conflict-analysis?id=00000000-0000-4000-8000-0000000000c1', {
      result: record('conflict-analysis', scoreAssessment('conflict-analysis', answers)),
    });
    expect(screen.getByTestId('result-escalation')).toHaveTextContent('Stufe 6 von 9');
    const certainty = screen.getByTestId('result-certainty');
    expect(certainty).toHaveTextContent('Vorläufig');
    expect(within(certainty).getAllByRole('listitem')).toHaveLength(2);
  });

  it('no mail note when mail_queued is false', async () => {
    await renderAt('/results/conflict-style?id=00000000-0000-4000-8000-0000000000c1', {
      result: record('conflict-style', style, { mail_queued: false }),
    });
    expect(screen.getByTestId('result-conflict-style')).toBeInTheDocument();
    expect(screen.queryByTestId('result-mail-note')).not.toBeInTheDocument();
  });

  it('an owner link without token reads the result from the account', async () => {
    invoke.mockResolvedValueOnce({ data: record('conflict-style', style), error: null });
    await renderAt('/results/conflict-style?id=00000000-0000-4000-8000-0000000000c1');
    expect(await screen.findByTestId('result-conflict-style')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith(
      'assessments/00000000-0000-4000-8000-0000000000c1',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('shows the error screen when loading fails, and retry loads again', async () => {
    invoke.mockResolvedValueOnce({ data: null, error: functionsHttpError(404, { code: 'not_found' }) });
    const user = await renderAt('/results/conflict-analysis?token=gone');
    const error = await screen.findByTestId('result-error');
    expect(within(error).getByRole('heading', { level: 1 })).toHaveTextContent('Ein Fehler ist aufgetreten');
    expect(error).toHaveTextContent('Beim Verarbeiten deiner Ergebnisse ist ein Fehler aufgetreten.');
    expect(error).toHaveTextContent('Bitte lade die Seite neu oder mache den Test noch einmal.');
    expect(within(error).getByRole('link', { name: 'Test noch einmal machen' })).toHaveAttribute(
      'href',
      '/assessment/conflict-analysis',
    );
    invoke.mockResolvedValueOnce({ data: record('conflict-analysis', analysis), error: null });
    await user.click(within(error).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('result-conflict-analysis')).toBeInTheDocument();
  });

  it('an unreadable result gets the error screen, not a crash', async () => {
    await act(() => setLanguage('en'));
    await renderAt('/results/conflict-analysis?id=00000000-0000-4000-8000-0000000000c1', {
      result: record('conflict-analysis', { type: 'conflict-analysis', scores: 'x' }),
    });
    const error = screen.getByTestId('result-error');
    expect(within(error).getByRole('heading', { level: 1 })).toHaveTextContent('An error has occurred');
    expect(error).toHaveTextContent('There was an error processing your results.');
    expect(error).toHaveTextContent('Please try reloading the page or taking the test again.');
  });

  it('without a result it leads to the test', async () => {
    await renderAt('/results/conflict-style');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ergebnis deines Konfliktstil-Tests');
    expect(screen.getByRole('link', { name: 'Zum Test' })).toHaveAttribute('href', '/assessment/conflict-style');
  });

  it('a values result leads to the values radar', async () => {
    await renderAt('/results/values?id=v-1&token=vt-1');
    expect(screen.getByRole('link', { name: 'Werte-Radar öffnen' })).toHaveAttribute(
      'href',
      '/checklisten/werte-radar?result=vt-1',
    );
  });

  it('an unknown assessment type gets a helpful page listing the tools', async () => {
    await renderAt('/results/horoscope');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dieses Ergebnis gibt es nicht');
    expect(screen.getByRole('link', { name: 'Kostenlose Analyse starten' })).toHaveAttribute(
      'href',
      '/assessment/conflict-analysis',
    );
    expect(screen.getByRole('link', { name: 'Konfliktstil-Test' })).toHaveAttribute(
      'href',
      '/assessment/conflict-style',
    );
    expect(screen.getByRole('link', { name: 'Werte-Radar' })).toHaveAttribute('href', '/checklisten/werte-radar');
    expect(screen.getByRole('link', { name: 'Konfliktkosten-Rechner' })).toHaveAttribute(
      'href',
      '/checklisten/konflikt-kosten',
    );
  });
});
