// Test helpers for the expert portal (users, admins and files come from the storage helpers): calls through
// supabase.functions.invoke that answer status and body, and a complete application.
import type { SaveExpertProfileBody } from '@cc/shared-contract';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import type { TestApi } from './harness';
import { pdfBytes, signedInUser, type SignedInUser } from './storage';

export type SignedIn = SignedInUser;
export { signedInUser };

/** Makes a user an admin through the admin API (`app_metadata.role`), as `npm run admin` does. */
export async function makeAdmin(api: TestApi, userId: string): Promise<void> {
  const { error } = await api.adminClient().auth.admin.updateUserById(userId, { app_metadata: { role: 'admin' } });
  if (error) throw new Error(`admin update failed: ${error.message}`);
}

/** Enrols a TOTP factor and verifies it with a code computed from its secret: the client's session is aal2. */
export async function raiseToAal2(user: SignedIn): Promise<void> {
  const { data: factor, error } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (error || !factor) throw new Error(`enrol failed: ${error?.message}`);
  const totp = new TOTP({ secret: Secret.fromBase32(factor.totp.secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const verified = await user.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totp.generate() });
  if (verified.error) throw new Error(`verify failed: ${verified.error.message}`);
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** supabase.functions.invoke, answering the HTTP status and the JSON body of success and error alike. */
export async function invoke<T = Record<string, unknown>>(
  client: SupabaseClient,
  name: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const result = await client.functions.invoke<unknown>(name, {
    method: options.method ?? 'GET',
    ...(options.body === undefined ? {} : { body: options.body as Record<string, unknown> }),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const error: unknown = result.error;
  if (!error) return { status: result.response!.status, body: result.data as T };
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    return { status: res.status, body: (await res.json()) as T };
  }
  throw error instanceof Error ? error : new Error(JSON.stringify(error));
}

/** Everything submitting needs except the credential documents. */
export const completeProfile = {
  display_name: 'Dr. Anna Beispiel',
  title: 'Zertifizierte Mediatorin',
  bio_de: 'Ich begleite Gründerteams durch Konflikte.',
  focus_areas: ['co_founder', 'team'],
  languages: ['de', 'en'],
  formats: ['online', 'in_person'],
  city_region: 'Berlin',
  fee_per_hour_cents: 15000,
  first_talk_free: true,
  qualifications: 'Ausbildung zur zertifizierten Mediatorin (130 Stunden), 2019.',
} satisfies SaveExpertProfileBody;

/** Uploads a PDF to the user's folder of the private `credentials` bucket; answers its object path. */
export async function putCredential(user: SignedIn, name: string): Promise<string> {
  const path = `${user.id}/${name}`;
  const { error } = await user.client.storage
    .from('credentials')
    .upload(path, pdfBytes, { contentType: 'application/pdf' });
  if (error) throw new Error(`upload failed: ${error.message}`);
  return path;
}
