import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import { AuthProvider } from '@cc/shared-auth';
import { ThemeRoot, ToastHost } from '@cc/shared-ui';

/**
 * Renders UI inside the same providers the shell gives a page (theme, toasts, auth, router);
 * `state`: the router state the page was opened with (a link's `state`).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', state }: { route?: string; state?: unknown } = {},
): RenderResult {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeRoot>
      <AuthProvider>
        <MemoryRouter initialEntries={[state === undefined ? route : { pathname: route, state }]}>
          {children}
        </MemoryRouter>
      </AuthProvider>
      <ToastHost />
    </ThemeRoot>
  );
  return render(ui, { wrapper: Wrapper });
}

export {
  createFakeSupabase,
  fakeSession,
  fakeAccessToken,
  type FakeSessionOptions,
  type FakeMfa,
  type FakeBucket,
  authApiError,
  functionsHttpError,
  type FakeSupabase,
  type FakeSession,
} from '@cc/shared-auth/src/testing/fake-supabase';
