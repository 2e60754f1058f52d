import { act, screen } from '@testing-library/react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { registerNamespace, setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, renderWithProviders } from '@cc/shared-build/test-utils';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { RouteErrorBoundary } from './RouteErrorPage';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
registerNamespace('shell', { de, en });

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

/** Breaks while rendering at /broken. */
function Page() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new Error('boom');
  return <p>Alles gut</p>;
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => act(() => setLanguage('de')));

  it('shows the error page after a render error, and the page again at another address', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <>
        <Navigator />
        <RouteErrorBoundary>
          <Page />
        </RouteErrorBoundary>
      </>,
      { route: '/broken' },
    );
    expect(screen.getByRole('heading', { name: de.routeError.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: de.routeError.reload })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Unexpected application error', expect.any(Error), expect.anything());
    await act(() => navigate('/agb'));
    expect(screen.getByText('Alles gut')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: de.routeError.reload })).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
