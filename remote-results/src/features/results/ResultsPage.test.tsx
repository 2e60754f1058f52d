import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@cc/shared-build/test-utils';
import ChecklistPage from '../../exposed/ChecklistPage';
import ResultsPage from '../../exposed/ResultsPage';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/results/:assessmentType" element={<ResultsPage />} />
      <Route path="/checklisten/:slug" element={<ChecklistPage />} />
    </Routes>,
    { route },
  );

describe('results and checklist pages', () => {
  it('a known assessment type links to its test', () => {
    renderAt('/results/conflict-style');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ergebnis deines Konfliktstil-Tests');
    expect(screen.getByRole('link', { name: 'Zum Test' })).toHaveAttribute('href', '/assessment/conflict-style');
  });

  it('an unknown assessment type gets a helpful page, not a crash', () => {
    renderAt('/results/horoscope');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dieses Ergebnis gibt es nicht');
    expect(screen.getByRole('link', { name: 'Konfliktstil-Test' })).toHaveAttribute(
      'href',
      '/assessment/conflict-style',
    );
  });

  it('a premium checklist says it is coming', () => {
    renderAt('/checklisten/team-dynamik');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checkliste Team-Dynamik');
    expect(screen.getByText('Premium – demnächst verfügbar')).toBeInTheDocument();
  });

  it('an unknown checklist is explained', () => {
    renderAt('/checklisten/nope');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Diese Checkliste gibt es nicht');
  });
});
