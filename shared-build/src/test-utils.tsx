import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type Options, type UserEvent } from '@testing-library/user-event';
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
      <ToastHost closeLabel="Hinweis schließen" />
    </ThemeRoot>
  );
  return render(ui, { wrapper: Wrapper });
}

/**
 * Which test run is going on: counted up before each test, so a test's retry (CI runs a failed
 * test once more, under the same name) or a second test of the same name is another run.
 * Registered when a test file imports this module, at its top level.
 */
let testRun = 0;
beforeEach(() => {
  testRun += 1;
});

/**
 * The user of a component test (user-event), robust on a loaded machine:
 * - no pause between keys (`delay: null`): user-event's default waits a macrotask after every key,
 *   so a long text typed while the two cores are busy outlasted the test's timeout, and the
 *   timer-driven typing went on inside the next test. Without the pause a `type` runs to its end
 *   before any timer (a timeout included) can fire; per-key timing is never what these tests check;
 * - bound to the test run that set it up: once that run has ended (timed out, say) every further
 *   action of it fails instead of typing or clicking into the next test's page, or the retry's.
 */
export function setupUser(options: Options = {}): UserEvent {
  const owner = expect.getState().currentTestName;
  const ownRun = testRun;
  const user = userEvent.setup({ delay: null, ...options });
  return new Proxy(user, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const current = expect.getState().currentTestName;
        if (owner !== undefined && (current !== owner || testRun !== ownRun)) {
          const where = current === owner ? 'a later run of it' : `"${current ?? 'no test'}"`;
          return Promise.reject(new Error(`user-event of the ended test "${owner}" used in ${where}`));
        }
        return (value as (...rest: unknown[]) => unknown).apply(target, args);
      };
    },
  });
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
