// The remote's namespaces (texts of the domain among them), as every exposed page registers them.
import '../../../i18n';
import { act, screen, within } from '@testing-library/react';
import { scoreConflictAnalysis, analysisItems } from '@cc/shared-domain';
import { setLanguage } from '@cc/shared-i18n';
import { renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import { ownResultKey } from '../member-storage';
import { sampleTeamResult } from '../test-data';
import { TeamResultPending, TeamResultView } from './TeamResultView';

const roundId = '00000000-0000-4000-8000-00000000e001';

const everyAnswer = (value: number) => Object.fromEntries(analysisItems.map((item) => [item.id, value]));

function storeOwn(answeredAt = '2026-03-01T09:00:00.000Z') {
  const own = scoreConflictAnalysis(everyAnswer(4));
  localStorage.setItem(ownResultKey(roundId), JSON.stringify({ result: own, answered_at: answeredAt }));
  return own;
}

describe('TeamResultView', () => {
  beforeEach(async () => {
    localStorage.clear();
    await act(() => setLanguage('de'));
  });

  it('shows the team means, levels, agreement and distribution with numbers in words', () => {
    renderWithProviders(<TeamResultView result={sampleTeamResult} roundId={roundId} />);
    const view = screen.getByTestId('team-result');
    expect(within(view).getByTestId('team-result-summary')).toHaveTextContent('beruht auf 5 Antworten');
    expect(view).toHaveTextContent(
      'Ergebnisse erscheinen ab 3 Antworten und werden nur in Schritten von mindestens 3 neuen Antworten aktualisiert',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Euer Schwerpunkt als Team: Strukturkonflikt' }),
    ).toBeInTheDocument();
    // The chart's text alternative and its table carry the means, in German notation.
    expect(
      screen.getByRole('img', { name: /Mittelwert des Teams je Bereich: Strukturkonflikt: 62,4 von 100/ }),
    ).toBeInTheDocument();
    const table = within(screen.getByTestId('team-result-chart')).getByRole('table');
    expect(within(table).getByRole('row', { name: /Strukturkonflikt 62,4 hoch/ })).toBeInTheDocument();
    const structure = screen.getByTestId('team-result-area-structure');
    expect(structure).toHaveTextContent('Mittelwert 62,4 von 100 (hoch)');
    expect(structure).toHaveTextContent('Ihr seht es sehr unterschiedlich (Streuung 21,3 Punkte)');
    // The stacked bar's text equivalent: a labelled list of counts.
    const counts = within(structure).getByRole('list', {
      name: 'So verteilen sich eure 5 Antworten auf die Einstufungen',
    });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['gering: 1', 'mittel: 1', 'hoch: 3']);
    expect(screen.getByTestId('team-result-area-values')).toHaveTextContent(
      'Ihr seht es ähnlich (Streuung 4,2 Punkte)',
    );
  });

  it('lists the disputed statements with their text, mean, spread and the five answers', () => {
    renderWithProviders(<TeamResultView result={sampleTeamResult} roundId={roundId} />);
    const statements = screen.getAllByTestId('team-result-statement');
    expect(statements).toHaveLength(2);
    const first = statements[0] as HTMLElement;
    expect(first.querySelector('blockquote')?.textContent).not.toMatch(/analysis\.items/);
    expect(first).toHaveTextContent('Mittelwert 3,2 von 5 · Streuung 1,6');
    const answers = within(first).getByRole('list', { name: 'Wie viele von euch welche Antwort gegeben haben' });
    expect(
      within(answers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'trifft gar nicht zu: 1',
      'trifft eher nicht zu: 1',
      'teils, teils: 0',
      'trifft eher zu: 1',
      'trifft voll zu: 2',
    ]);
  });

  it('shows the Glasl stage with phase counts, the measures step-up and the orientation note', () => {
    renderWithProviders(<TeamResultView result={sampleTeamResult} roundId={roundId} />);
    const escalation = screen.getByTestId('team-result-escalation');
    expect(escalation).toHaveTextContent('Stufe 4 von 9');
    const phases = within(screen.getByTestId('team-result-phases')).getAllByRole('listitem');
    expect(phases.map((item) => item.textContent)).toEqual(['Win-win: 2', 'Win-lose: 2', 'Lose-lose: 1']);
    expect(screen.getByTestId('team-result-orientation')).toHaveTextContent('eine Orientierung, keine Diagnose');
    expect(screen.getAllByRole('link', { name: 'Mediatorin oder Mediator finden' })[0]).toHaveAttribute(
      'href',
      '/experts',
    );
    expect(within(screen.getByTestId('team-result-measures')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('team-result-step-up').textContent).not.toMatch(/stepUp/);
  });

  it('has no comparison when this browser did not answer', () => {
    renderWithProviders(<TeamResultView result={sampleTeamResult} roundId={roundId} />);
    expect(screen.queryByTestId('team-result-own')).not.toBeInTheDocument();
    expect(screen.queryByText('Du im Vergleich zum Team')).not.toBeInTheDocument();
  });

  it('compares the own result kept in this browser with the team, and forgets it on request', async () => {
    const own = storeOwn();
    const user = setupUser();
    renderWithProviders(<TeamResultView result={sampleTeamResult} roundId={roundId} />);
    const section = screen.getByTestId('team-result-own');
    expect(within(section).getByRole('heading', { name: 'Du im Vergleich zum Team' })).toBeInTheDocument();
    const row = screen.getByTestId('team-result-own-structure');
    const diff = Math.round((own.scores.structure - 62.4) * 10) / 10;
    expect(row).toHaveTextContent(`${own.scores.structure}`);
    expect(row).toHaveTextContent('62,4');
    expect(row).toHaveTextContent(
      diff === 0
        ? 'wie das Team'
        : `${String(Math.abs(diff)).replace('.', ',')} ${diff > 0 ? 'über' : 'unter'} dem Team`,
    );
    expect(screen.getByTestId('team-result-own-note')).toHaveTextContent(
      'Dein Vergleich ist nur in diesem Browser gespeichert; der Server weiß nicht, welche Antworten deine sind.',
    );
    // Answered before this version was published: nothing says it is missing.
    expect(section).not.toHaveTextContent('noch nicht enthalten');

    await user.click(within(section).getByRole('button', { name: 'Meinen Vergleich aus diesem Browser löschen' }));
    expect(screen.queryByTestId('team-result-own')).not.toBeInTheDocument();
    expect(localStorage.getItem(ownResultKey(roundId))).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Dein Vergleich wurde aus diesem Browser gelöscht.');
  });

  it('says when the own answers came after this version of the result', () => {
    storeOwn('2026-03-03T09:00:00.000Z');
    renderWithProviders(<TeamResultView result={sampleTeamResult} roundId={roundId} />);
    expect(screen.getByTestId('team-result-own')).toHaveTextContent(
      'Deine Antworten sind in diesem Stand noch nicht enthalten',
    );
  });

  it('ignores an unreadable own entry', () => {
    localStorage.setItem(ownResultKey(roundId), '{"result":{"type":"conflict-analysis"}}');
    renderWithProviders(<TeamResultView result={sampleTeamResult} roundId={roundId} />);
    expect(screen.queryByTestId('team-result-own')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    storeOwn();
    await act(() => setLanguage('en'));
    renderWithProviders(<TeamResultView result={sampleTeamResult} roundId={roundId} />);
    expect(screen.getByTestId('team-result-summary')).toHaveTextContent('based on 5 answers');
    expect(screen.getByTestId('team-result-area-structure')).toHaveTextContent('Mean 62.4 of 100 (high)');
    expect(screen.getByRole('heading', { name: 'You compared with the team' })).toBeInTheDocument();
    expect(screen.getByTestId('team-result-own-note')).toHaveTextContent(
      'Your comparison is stored only in this browser; the server does not know which answers are yours.',
    );
  });

  it('states below the threshold how many answered and why nothing shows', () => {
    renderWithProviders(<TeamResultPending answered={2} threshold={3} status="open" />);
    expect(screen.getByTestId('team-result-pending')).toHaveTextContent(
      'Bisher haben 2 von mindestens 3 nötigen Personen geantwortet.',
    );
  });
});
