// GoTrue's reauthentication: `reauthenticate()` mails a six-digit code to the signed-in user, and
// `updateUser({ password, nonce })` sets a new password with that code instead of the current one.
import { AuthApiError } from '@supabase/supabase-js';
import { apiForThisFile, createConfirmedUser, goodPassword } from '../../../test/harness';

const api = apiForThisFile();

async function passwordSession() {
  const { email } = await createConfirmedUser(api);
  const client = api.client();
  const { error } = await client.auth.signInWithPassword({ email, password: goodPassword });
  expect(error).toBeNull();
  return { client, email };
}

it('reauthenticate() mails a code; updateUser({ password, nonce }) sets the password with it, once', async () => {
  const { client, email } = await passwordSession();
  const { error } = await client.auth.reauthenticate();
  expect(error).toBeNull();
  const mail = await api.mail.take(email, /code/i);
  expect(mail.code).toMatch(/^\d{6}$/);
  expect(mail.link).toBeNull();

  const changed = await client.auth.updateUser({ password: 'nonce-horse-5', nonce: mail.code! });
  expect(changed.error).toBeNull();
  expect((await api.client().auth.signInWithPassword({ email, password: 'nonce-horse-5' })).error).toBeNull();

  // The code is spent.
  const again = await client.auth.updateUser({ password: 'nonce-horse-6', nonce: mail.code! });
  expect(again.error).toBeInstanceOf(AuthApiError);
  expect(again.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
});

it('a wrong nonce answers 422 reauthentication_not_valid and changes nothing', async () => {
  const { client, email } = await passwordSession();
  expect((await client.auth.reauthenticate()).error).toBeNull();
  const mail = await api.mail.take(email, /code/i);
  const wrong = mail.code === '000000' ? '111111' : '000000';
  const { error } = await client.auth.updateUser({ password: 'nonce-horse-7', nonce: wrong });
  expect(error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  expect((await api.client().auth.signInWithPassword({ email, password: goodPassword })).error).toBeNull();
});

it('reauthenticate() without a session is refused', async () => {
  const { error } = await api.client().auth.reauthenticate();
  expect(error).not.toBeNull();
});
