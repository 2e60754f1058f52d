// Helpers of the /storage/v1 tests: signed-in supabase-js clients, an admin, the service-role
// key the api made at start, and small real files (a PNG, a JPEG, a PDF) for the content checks.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { createConfirmedUser, uniqueEmail, type TestApi } from './harness';

/** A 1×1 PNG. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JFIF JPEG (the sniffer reads the signature). */
export const jpegBytes = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64, 7),
  Buffer.from([0xff, 0xd9]),
]);
export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

export interface SignedInUser {
  id: string;
  email: string;
  accessToken: string;
  client: SupabaseClient;
}

/** A confirmed user and a supabase-js client signed in as them. */
export async function signedInUser(api: TestApi, label = 'storage'): Promise<SignedInUser> {
  const user = await createConfirmedUser(api, uniqueEmail(label));
  const client = api.client();
  const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  return { id: data.user.id, email: user.email, accessToken: data.session.access_token, client };
}

/** Makes the user an admin as `npm run admin` does: app_metadata.role through the admin API. */
export async function makeAdmin(api: TestApi, userId: string): Promise<void> {
  const { error } = await serviceClient(api).auth.admin.updateUserById(userId, { app_metadata: { role: 'admin' } });
  if (error) throw error;
}

/** supabase-js with the service-role key as apikey and Bearer (what createClient(url, serviceKey) sends). */
export function serviceClient(api: TestApi) {
  return createClient(api.url, api.server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}
