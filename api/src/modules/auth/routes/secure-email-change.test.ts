// GoTrue's secure email change (GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED, on by default):
// `updateUser({ email })` mails a link and code to the old AND the new address; the address
// changes only when both are confirmed. The first confirmation answers GoTrue's message.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  apiForThisFile,
  createConfirmedUser,
  fragmentParams,
  openLink,
  uniqueEmail,
  type TestApi,
} from '../../../test/harness';

const api = apiForThisFile();
const plain = apiForThisFile({ env: { SECURE_EMAIL_CHANGE_ENABLED: 'false' } });

const toNew = /neue E-Mail-Adresse|new email/i;
const toCurrent = /Änderung deiner E-Mail-Adresse|change of your email/i;
const accepted = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

async function requestChange(server: TestApi): Promise<{ client: SupabaseClient; email: string; newEmail: string }> {
  const user = await createConfirmedUser(server);
  const client = server.client();
  expect((await client.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
  const newEmail = uniqueEmail('secure-new');
  const { data, error } = await client.auth.updateUser({ email: newEmail });
  expect(error).toBeNull();
  expect(data.user).toMatchObject({ email: user.email, new_email: newEmail });
  return { client, email: user.email, newEmail };
}

async function currentEmail(client: SupabaseClient): Promise<string | undefined> {
  const { data } = await client.auth.getUser();
  return data.user?.email;
}

it('both links: the first answers GoTrue message and changes nothing, the second changes the address', async () => {
  const { client, email, newEmail } = await requestChange(api);
  const oldMail = await api.mail.take(email, toCurrent);
  const newMail = await api.mail.take(newEmail, toNew);
  expect(oldMail.link).toContain('type=email_change');
  expect(oldMail.code).toMatch(/^\d{6}$/);

  const first = await openLink(api, newMail.link!);
  const firstFragment = fragmentParams(first.location);
  expect(firstFragment.get('message')).toBe(accepted);
  expect(firstFragment.get('access_token')).toBeNull();
  expect(await currentEmail(client)).toBe(email);

  const second = await openLink(api, oldMail.link!);
  const params = fragmentParams(second.location);
  expect(params.get('type')).toBe('email_change');
  expect(params.get('access_token')).toBeTruthy();
  expect(await currentEmail(client)).toBe(newEmail);
});

it('with codes through verifyOtp: the old address first, then the new one', async () => {
  const { client, email, newEmail } = await requestChange(api);
  const oldMail = await api.mail.take(email, toCurrent);
  const newMail = await api.mail.take(newEmail, toNew);

  const first = await api.request('/auth/v1/verify', {
    method: 'POST',
    json: { type: 'email_change', email, token: oldMail.code },
  });
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({ msg: accepted, code: 200 });
  expect(await currentEmail(client)).toBe(email);

  const second = await api.client().auth.verifyOtp({ email: newEmail, token: newMail.code!, type: 'email_change' });
  expect(second.error).toBeNull();
  expect(second.data.session?.user.email).toBe(newEmail);
});

it('one confirmation is not enough, however often it is tried', async () => {
  const { client, email, newEmail } = await requestChange(api);
  const newMail = await api.mail.take(newEmail, toNew);
  await api.mail.take(email, toCurrent);
  expect((await openLink(api, newMail.link!)).location).toContain('message=');
  const again = fragmentParams((await openLink(api, newMail.link!)).location);
  expect(again.get('error_code')).toBe('otp_expired');
  expect(await currentEmail(client)).toBe(email);
});

it('SECURE_EMAIL_CHANGE_ENABLED=false: only the new address gets a link, which changes the address', async () => {
  const { client, email, newEmail } = await requestChange(plain);
  const newMail = await plain.mail.take(newEmail, toNew);
  const { location } = await openLink(plain, newMail.link!);
  expect(fragmentParams(location).get('access_token')).toBeTruthy();
  expect(await currentEmail(client)).toBe(newEmail);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(plain.mail.to(email).filter((mail) => toCurrent.test(mail.subject))).toHaveLength(0);
});
