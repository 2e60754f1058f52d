import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { calculateCosts, defaultCostInputs, domainText, formatEur } from '@cc/shared-domain';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import CostCalculatorPage from '../../exposed/CostCalculatorPage';
import { costsStorageKey } from './cost-inputs';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

const renderCalculator = async () => {
  const user = setupUser();
  const view = renderWithProviders(
    <Routes>
      <Route path="/checklisten/konflikt-kosten" element={<CostCalculatorPage />} />
    </Routes>,
    { route: '/checklisten/konflikt-kosten' },
  );
  await screen.findByTestId('cost-calculator');
  return { user, ...view };
};

// Intl puts a no-break space between amount and currency; toHaveTextContent collapses it.
const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
const range = (key: string, low: number, high: number, lang: 'de' | 'en' = 'de') =>
  norm(domainText(lang, key, { low: formatEur(low, lang), high: formatEur(high, lang) }));

describe('conflict cost calculator', () => {
  beforeEach(async () => {
    localStorage.clear();
    mockSupabase.reset();
    await act(() => setLanguage('de'));
  });

  it('shows the defaults with their sources and the range they produce', async () => {
    await renderCalculator();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Konfliktkosten-Rechner');
    // Shares are fractions in the domain and percentages on screen.
    expect(screen.getByLabelText(/Anteil der Beteiligten/)).toHaveValue('85');
    // A founding team, not a department.
    expect(screen.getByLabelText(/Personen im Team/)).toHaveValue('4');
    expect(screen.getByLabelText(/Anteil der Beteiligten/)).toHaveAccessibleDescription(
      /Quelle: CPP Global Human Capital Report 2008/,
    );
    expect(screen.getByLabelText(/Personen im Team/)).toHaveAccessibleDescription(/Quelle: unsere Annahme/);

    const expected = calculateCosts(defaultCostInputs);
    // Hand-checked: 3 × 0.85 × 2.1/40 × 55,000 + 80,000 × 0.3 + 55,000 × 0.5 + 4 × 0.25 × 2/220 × 55,000 + 5,000.
    expect(expected.total.low).toBeCloseTo(64_363.125, 6);
    expect(screen.getByTestId('cost-total')).toHaveTextContent(/^Eure Konfliktkosten: 64\.363\s€ bis/);
    expect(screen.getByTestId('cost-total')).toHaveTextContent(
      range('costs.range.total', expected.total.low, expected.total.high),
    );
    expect(screen.getByTestId('cost-per-person')).toHaveTextContent(
      range('costs.range.perPerson', expected.perPerson.low, expected.perPerson.high),
    );
    const management = within(screen.getByTestId('cost-row-managementTime'));
    expect(management.getAllByRole('cell')[0]).toHaveTextContent(norm(formatEur(24_000, 'de')));
    expect(screen.getByTestId('cost-savings-net')).toHaveTextContent(
      range('costs.savings.net', expected.savings.net.low, expected.savings.net.high),
    );
    expect(screen.getByRole('img', { name: 'Kosten pro Jahr nach Kostenkreis' })).toBeInTheDocument();
    expect(screen.getByTestId('cost-method')).toHaveTextContent('KPMG (2009)');
    expect(screen.getByRole('button', { name: 'Drucken / Als PDF speichern' })).toBeInTheDocument();
  });

  it('recalculates as you type, in the page language', async () => {
    const { user } = await renderCalculator();
    const team = screen.getByLabelText(/Personen im Team/);
    await user.clear(team);
    await user.type(team, '20');
    const share = screen.getByLabelText(/Anteil der Beteiligten/);
    await user.clear(share);
    await user.type(share, '50');
    const expected = calculateCosts({ ...defaultCostInputs, teamSize: 20, shareInvolved: 0.5 });
    expect(screen.getByTestId('cost-total')).toHaveTextContent(
      range('costs.range.total', expected.total.low, expected.total.high),
    );
    expect(JSON.parse(localStorage.getItem(costsStorageKey) ?? '{}')).toMatchObject({
      teamSize: 20,
      shareInvolved: 0.5,
    });

    await act(() => setLanguage('en'));
    expect(screen.getByTestId('cost-total')).toHaveTextContent(
      range('costs.range.total', expected.total.low, expected.total.high, 'en'),
    );
    expect(screen.getByTestId('cost-total')).toHaveTextContent(/^Your conflict costs: €/);
  });

  it('explains an invalid input, keeps what was typed and the last valid result', async () => {
    const { user, unmount } = await renderCalculator();
    const team = screen.getByLabelText(/Personen im Team/);
    await user.clear(team);
    await user.type(team, '0');
    expect(team).toHaveValue('0');
    expect(team).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Bitte gib einen Wert zwischen 1 und 100.000 ein.')).toBeInTheDocument();
    expect(screen.getByTestId('cost-stale')).toBeInTheDocument();
    const expected = calculateCosts(defaultCostInputs);
    expect(screen.getByTestId('cost-total')).toHaveTextContent(
      range('costs.range.total', expected.total.low, expected.total.high),
    );

    const share = screen.getByLabelText(/Anteil der Beteiligten/);
    await user.clear(share);
    await user.type(share, '150');
    expect(screen.getByText('Bitte gib einen Wert zwischen 0 % und 100 % ein.')).toBeInTheDocument();

    // Nothing typed is lost on a reload.
    unmount();
    await renderCalculator();
    expect(screen.getByLabelText(/Personen im Team/)).toHaveValue('0');
    expect(screen.getByLabelText(/Anteil der Beteiligten/)).toHaveValue('150');
  });

  it('resets to the defaults', async () => {
    const { user } = await renderCalculator();
    const team = screen.getByLabelText(/Personen im Team/);
    await user.clear(team);
    await user.type(team, '42');
    await user.click(screen.getByRole('button', { name: 'Auf Standardwerte zurücksetzen' }));
    expect(screen.getByLabelText(/Personen im Team/)).toHaveValue('4');
    const expected = calculateCosts(defaultCostInputs);
    expect(screen.getByTestId('cost-total')).toHaveTextContent(
      range('costs.range.total', expected.total.low, expected.total.high),
    );
  });

  it('writes and reads decimals the German way in German and the English way in English', async () => {
    const { user } = await renderCalculator();
    const hours = screen.getByLabelText(/Verlorene Stunden pro Person und Woche/);
    expect(hours).toHaveValue('2,1');
    expect(hours).toHaveAttribute('inputmode', 'decimal');
    await user.clear(hours);
    await user.type(hours, '3,5');
    const expected = calculateCosts({ ...defaultCostInputs, hoursPerWeek: 3.5 });
    expect(screen.getByTestId('cost-total')).toHaveTextContent(
      range('costs.range.total', expected.total.low, expected.total.high),
    );
    await act(() => setLanguage('en'));
    expect(screen.getByLabelText(/Hours lost per person and week/)).toHaveValue('3.5');
  });

  it('names each unit once', async () => {
    await renderCalculator();
    const labels = screen
      .getAllByRole('textbox')
      .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
    expect(labels).toHaveLength(15);
    for (const label of labels) expect(label).not.toMatch(/\[|\(EUR\).*EUR|%\).*%/);
    expect(screen.getByLabelText('Durchschnittliches Bruttojahresgehalt (EUR)')).toBeInTheDocument();
  });

  it('puts the result before the inputs, so a phone shows it first', async () => {
    await renderCalculator();
    const result = screen.getByTestId('cost-total');
    const firstInput = screen.getByLabelText(/Personen im Team/);
    expect(result.compareDocumentPosition(firstInput) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('prints with window.print()', async () => {
    const print = jest.fn();
    window.print = print;
    const { user } = await renderCalculator();
    await user.click(screen.getByRole('button', { name: 'Drucken / Als PDF speichern' }));
    expect(print).toHaveBeenCalled();
  });
});
