import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { ScrollRestoration } from '../features/layout/ScrollRestoration';
import { ShellRouter } from './ShellRouter';

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

// A page whose code has not arrived yet (and does not during the test).
const SlowPage = lazy(() => new Promise<{ default: () => null }>(() => {}));

describe('ShellRouter', () => {
  it('shows the next page (its spinner) at its top as soon as the address changes, not the old page under the new address', async () => {
    window.history.replaceState(null, '', '/auth');
    const scrolls = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 700 });
    render(
      <ShellRouter>
        <ScrollRestoration />
        <Navigator />
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/auth" element={<h1>form</h1>} />
            <Route path="/dashboard" element={<SlowPage />} />
          </Routes>
        </Suspense>
      </ShellRouter>,
    );
    window.dispatchEvent(new Event('scroll'));
    await act(() => navigate('/dashboard'));
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.getByText('loading')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'form' })).toBeNull();
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
    scrolls.mockRestore();
  });
});
