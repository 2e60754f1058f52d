// A new password needs the current one (supabase-js `updateUser({ password, current_password })`),
// except right after a mailed link or code signed the session in (recovery): a session left open
// or a stolen access token cannot take the account over.
import { AuthApiError } from '@supabase/supabase-js';
import { apiForThisFile, createConfirmedUser, goodPassword, startTestApi, type TestApi } from '../../../test/harness';

const api = apiForThisFile();

async function passwordSession() {
  const { email } = await createConfirmedUser(api);
  const client = api.client();
  const { error } = await client.auth.signInWithPassword({ email, password: goodPassword });
  expect(error).toBeNull();
  return { client, email };
}

it('asks a password session for the current password, refuses a wrong one, accepts the right one', async () => {
  const { client, email } = await passwordSession();
  const next = 'another-horse-8';

  const missing = await client.auth.updateUser({ password: next });
  expect(missing.error).toBeInstanceOf(AuthApiError);
  expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required' });

  const wrong = await client.auth.updateUser({ password: next, current_password: 'not-the-password-1' });
  expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' });
  // Still the old password.
  const stillOld = await api.client().auth.signInWithPassword({ email, password: goodPassword });
  expect(stillOld.error).toBeNull();

  const right = await client.auth.updateUser({ password: next, current_password: goodPassword });
  expect(right.error).toBeNull();
  const signedIn = await api.client().auth.signInWithPassword({ email, password: next });
  expect(signedIn.error).toBeNull();
});

it('a session a mailed link just signed in (recovery, confirmation) sets a password without the current one', async () => {
  const user = await createConfirmedUser(api);
  const response = await api.request('/auth/v1/user', {
    method: 'PUT',
    headers: { authorization: `Bearer ${user.accessToken}` },
    json: { password: 'linked-horse-9' },
  });
  expect(response.status).toBe(200);
});

describe('with a small sign-in failure limit', () => {
  let strict: TestApi;

  beforeAll(async () => {
    strict = await startTestApi({ env: { RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '3/60' } });
  });

  afterAll(async () => {
    await strict.close();
  });

  it('wrong current passwords count as failed sign-ins, with their limit', async () => {
    const { email } = await createConfirmedUser(strict);
    const client = strict.client();
    expect((await client.auth.signInWithPassword({ email, password: goodPassword })).error).toBeNull();
    for (let i = 0; i < 3; i += 1) {
      const { error } = await client.auth.updateUser({ password: 'another-horse-8', current_password: `wrong-${i}-x` });
      expect(error).toMatchObject({ code: 'current_password_mismatch' });
    }
    const { error } = await client.auth.updateUser({ password: 'another-horse-8', current_password: goodPassword });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
