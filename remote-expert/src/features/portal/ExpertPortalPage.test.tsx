import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@cc/shared-build/test-utils';
import ExpertPortal from '../../exposed/ExpertPortal';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/expert-portal/*" element={<ExpertPortal />} />
    </Routes>,
    { route },
  );

describe('expert portal', () => {
  it('shows the overview with its three steps', () => {
    renderAt('/expert-portal');
    expect(screen.getByRole('heading', { level: 1, name: 'Für Experten' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Bewerben',
      '2. Profil pflegen',
      '3. Fälle begleiten',
    ]);
  });

  it('answers an unknown portal path with a way back', () => {
    renderAt('/expert-portal/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Diese Seite gibt es im Portal nicht' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Portal-Übersicht' })).toHaveAttribute('href', '/expert-portal');
  });
});
