// Test support: the founders' directory as the shell mounts it (/experts/*), a probe showing the
// address (the filters live there), directory entries, and a fake functions.invoke per endpoint.
import { Route, Routes, useLocation } from 'react-router';
import type { ExpertRequest, PublicExpertProfile } from '@cc/shared-contract';
import { functionsHttpError, type FakeSupabase } from '@cc/shared-auth/src/testing/fake-supabase';
import ExpertDirectory from '../exposed/ExpertDirectory';
import { caseSummary } from './cases';

export const annaId = '6f1c2b0e-4a8b-4c1e-9d3a-0b5e7c9f1a2d';
export const benId = '0b7d9a4e-2c3f-4d5e-8f9a-1b2c3d4e5f60';

export function publicExpert(extra: Partial<PublicExpertProfile> = {}): PublicExpertProfile {
  return {
    id: annaId,
    display_name: 'Dr. Anna Beispiel',
    title: 'Zertifizierte Mediatorin',
    photo_url: 'http://localhost:54321/storage/v1/object/public/avatars/anna/foto.png',
    bio_de: 'Ich begleite Gründerteams durch Konflikte.',
    bio_en: 'I guide founding teams through conflict.',
    focus_areas: ['co_founder', 'team'],
    languages: ['de', 'en'],
    formats: ['online', 'in_person'],
    city_region: 'Berlin',
    fee_per_hour_cents: 15000,
    currency: 'EUR',
    first_talk_free: true,
    approved_at: '2026-11-20T10:00:00.000Z',
    qualifications: 'Ausbildung zur zertifizierten Mediatorin (130 Stunden), 2019.',
    ...extra,
  };
}

export const ben = publicExpert({
  id: benId,
  display_name: 'Ben Muster',
  title: null,
  photo_url: null,
  bio_de: null,
  bio_en: 'Coach for leadership teams.',
  focus_areas: ['leadership'],
  languages: ['en', 'fr'],
  formats: ['online'],
  city_region: null,
  fee_per_hour_cents: null,
  first_talk_free: false,
  qualifications: null,
});

export interface Call {
  name: string;
  method: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

type Answer = { data: unknown } | { status: number; body: Record<string, unknown> } | undefined;

/**
 * Answers `functions.invoke` with `answer(call)` (undefined: 404 not_found) and records every
 * call, so a test can read which query the page sent.
 */
export function answerFunctions(fake: FakeSupabase, answer: (call: Call) => Answer): Call[] {
  const calls: Call[] = [];
  fake.client.functions.invoke.mockImplementation(
    async (
      name: string,
      options: { method?: string; body?: Record<string, unknown>; headers?: Record<string, string> } = {},
    ) => {
      const call = {
        name,
        method: options.method ?? 'POST',
        ...(options.body ? { body: options.body } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
      };
      calls.push(call);
      const result = answer(call);
      if (!result) return { data: null, error: functionsHttpError(404, { code: 'not_found', message: name }) };
      if ('data' in result) return { data: result.data, error: null };
      return { data: null, error: functionsHttpError(result.status, result.body) };
    },
  );
  return calls;
}

/** The api's query of a directory call as an object (page and per_page left out). */
export function directoryQueryOf(call: Call): Record<string, string> {
  const query = Object.fromEntries(new URLSearchParams(call.name.split('?')[1] ?? ''));
  delete query.page;
  delete query.per_page;
  return query;
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/** The directory as the shell mounts it, and the current address. */
export const directoryRoutes = (
  <>
    <Routes>
      <Route path="/experts/*" element={<ExpertDirectory />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>
    <Address />
  </>
);

export const requestId = '3c9f8a2e-1b4d-4e6f-8a0b-2c4d6e8f0a1b';

/** The api's answer to a created request (status `neu`), from the body it got. */
export function createdRequest(body: Record<string, unknown> = {}): ExpertRequest {
  const now = '2026-11-24T15:00:00.000Z';
  return caseSummary({
    id: requestId,
    topic: typeof body.topic === 'string' ? body.topic : 'Streit',
    summary: typeof body.summary === 'string' ? body.summary : 'Worum es geht',
    lang: (body.lang as ExpertRequest['lang'] | undefined) ?? 'de',
    focus: (body.focus as ExpertRequest['focus'] | undefined) ?? null,
    format: (body.format as ExpertRequest['format'] | undefined) ?? 'any',
    region: (body.region as string | undefined) ?? null,
    availability: (body.availability as string | undefined) ?? null,
    addressed_to: (body.expert_id as string | undefined) ?? null,
    created_at: now,
    updated_at: now,
  });
}
