import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import { AuthProvider } from '@cc/shared-auth';
import { ThemeRoot, ToastHost } from '@cc/shared-ui';

/** Renders UI inside the same providers the shell gives a page (theme, toasts, auth, router). */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeRoot>
      <AuthProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
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
