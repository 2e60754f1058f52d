// Test support: supabase-js (the module boundary) is faked; its functions answer per endpoint, and
// every call is recorded, so a test sees exactly what the browser sent.
import { act } from '@testing-library/react';
import { authStorageKey, getSupabase } from '@cc/shared-auth';
import { fakeSession, functionsHttpError, type FakeSupabase } from '@cc/shared-auth/src/testing/fake-supabase';

/** A stored session, so the AuthProvider restores it at start. */
export function signIn(fake: FakeSupabase, email = 'maria@example.com') {
  localStorage.setItem(authStorageKey(), '{}');
  fake.setSession(fakeSession(email));
}

export type Answer = { data: unknown } | { status: number; body: Record<string, unknown> };
type Handler = (options: { method?: string; body?: Record<string, unknown> }) => Answer | undefined;

export interface Call {
  name: string;
  method: string;
  body?: Record<string, unknown>;
}

/** Answers `functions.invoke(name)` from a table of `"<METHOD> <name>"` handlers; returns the calls made. */
export function routeFunctions(fake: FakeSupabase, handlers: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  fake.client.functions.invoke.mockImplementation(
    async (name: string, options: { method?: string; body?: Record<string, unknown> } = {}) => {
      const method = options.method ?? 'POST';
      calls.push({ name, method, ...(options.body ? { body: options.body } : {}) });
      const answer = handlers[`${method} ${name}`]?.(options);
      if (!answer) return { data: null, error: functionsHttpError(404, { code: 'not_found', message: name }) };
      if ('data' in answer) return { data: answer.data, error: null };
      return { data: null, error: functionsHttpError(answer.status, answer.body) };
    },
  );
  return calls;
}

export const apiError = (status: number, code: string): Answer => ({ status, body: { code, message: code } });

/** Lets the AuthProvider read the (fake) session, as the page does right after it starts. */
export async function settleAuth() {
  await act(async () => {
    await getSupabase();
  });
}
