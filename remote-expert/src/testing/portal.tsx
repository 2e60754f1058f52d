// Test support: the portal's routes as the shell mounts them, with a fake supabase-js (the module
// boundary) whose functions answer per endpoint.
import { Route, Routes } from 'react-router';
import { authStorageKey } from '@cc/shared-auth';
import type { ExpertProfile } from '@cc/shared-contract';
import {
  fakeSession,
  functionsHttpError,
  type FakeSessionOptions,
  type FakeSupabase,
} from '@cc/shared-auth/src/testing/fake-supabase';
import ExpertPortal from '../exposed/ExpertPortal';

export const userId = '00000000-0000-4000-8000-000000000001';
export const now = '2026-11-20T10:00:00.000Z';

export function profile(extra: Partial<ExpertProfile> = {}): ExpertProfile {
  return {
    user_id: userId,
    status: 'draft',
    display_name: 'Maria Beispiel',
    title: null,
    photo_path: null,
    photo_url: null,
    bio_de: null,
    bio_en: null,
    focus_areas: [],
    languages: [],
    formats: [],
    city_region: null,
    fee_per_hour_cents: null,
    currency: 'EUR',
    first_talk_free: false,
    qualifications: null,
    credential_paths: [],
    lang: 'de',
    status_reason: null,
    submitted_at: null,
    decided_at: null,
    created_at: now,
    updated_at: now,
    ...extra,
  };
}

/** A stored session, so the AuthProvider restores it at start. */
export function signIn(fake: FakeSupabase, options: FakeSessionOptions = {}) {
  localStorage.setItem(authStorageKey(), '{}');
  fake.setSession(fakeSession('maria@example.com', options));
}

export type Answer = { data: unknown } | { status: number; body: Record<string, unknown> };
type Handler = (options: { method?: string; body?: Record<string, unknown> }) => Answer | undefined;

/** Answers `functions.invoke(name)` from a table of `"<METHOD> <name>"` handlers. */
export function routeFunctions(fake: FakeSupabase, handlers: Record<string, Handler>) {
  fake.client.functions.invoke.mockImplementation(
    async (name: string, options: { method?: string; body?: Record<string, unknown> } = {}) => {
      const handler = handlers[`${options.method ?? 'POST'} ${name}`];
      const answer = handler?.(options);
      if (!answer) return { data: null, error: functionsHttpError(404, { code: 'not_found', message: name }) };
      if ('data' in answer) return { data: answer.data, error: null };
      return { data: null, error: functionsHttpError(answer.status, answer.body) };
    },
  );
}

/** The portal as the shell mounts it (render it with shared-build's renderWithProviders at a route). */
export const portalRoutes = (
  <Routes>
    <Route path="/expert-portal/*" element={<ExpertPortal />} />
    <Route path="*" element={<p>elsewhere</p>} />
  </Routes>
);
