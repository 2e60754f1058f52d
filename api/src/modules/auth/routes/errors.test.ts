// Every GoTrue error code the browser maps, as supabase-js surfaces it (AuthApiError.code,
// AuthWeakPasswordError.reasons), plus the X-Supabase-Api-Version header on error responses.
import { AuthWeakPasswordError, isAuthApiError } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { rateLimits } from '../../../platform/db/schema';
import { RateLimiter } from '../../../platform/security/rate-limit';
import { createConfirmedUser, goodPassword, startTestApi, uniqueEmail, type TestApi } from '../../../test/harness';

let api: TestApi;
/** No confirmation mail: sign-up signs in at once and a second sign-up says user_already_exists. */
let autoconfirm: TestApi;
/** Tiny rate limits. */
let limited: TestApi;

beforeAll(async () => {
  [api, autoconfirm, limited] = await Promise.all([
    startTestApi(),
    startTestApi({ env: { REQUIRE_EMAIL_CONFIRMATION: 'false' } }),
    startTestApi({
      env: {
        RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '2/60',
        RATE_LIMIT_SIGNUPS_PER_IP: '2/60',
        RATE_LIMIT_RECOVERY_PER_IP: '1/60',
      },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([api.close(), autoconfirm.close(), limited.close()]);
});

it('invalid_credentials for a wrong password and for an unknown address alike', async () => {
  const user = await createConfirmedUser(api);
  const client = api.client();
  const wrong = await client.auth.signInWithPassword({ email: user.email, password: 'wrong-password-1' });
  const unknown = await client.auth.signInWithPassword({ email: uniqueEmail('ghost'), password: goodPassword });
  for (const { error } of [wrong, unknown]) {
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  }
});

it('email_not_confirmed before the confirmation link was used (only with the right password)', async () => {
  const client = api.client();
  const email = uniqueEmail('unconfirmed');
  await client.auth.signUp({ email, password: goodPassword });
  const { error } = await client.auth.signInWithPassword({ email, password: goodPassword });
  expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  const { error: wrong } = await client.auth.signInWithPassword({ email, password: 'not-the-password-1' });
  expect(wrong).toMatchObject({ code: 'invalid_credentials' });
});

it('sign-up of a registered address does not reveal it while confirmation is required', async () => {
  const user = await createConfirmedUser(api);
  const { data, error } = await api.client().auth.signUp({ email: user.email, password: goodPassword });
  expect(error).toBeNull();
  expect(data.user!.email).toBe(user.email);
  expect(data.user!.identities).toEqual([]);
  expect(data.session).toBeNull();
});

it('user_already_exists with REQUIRE_EMAIL_CONFIRMATION=false', async () => {
  const client = autoconfirm.client();
  const email = uniqueEmail('twice');
  const first = await client.auth.signUp({ email, password: goodPassword });
  expect(first.error).toBeNull();
  expect(first.data.session).not.toBeNull();
  expect(first.data.user!.email_confirmed_at).toBeTruthy();
  const second = await autoconfirm.client().auth.signUp({ email: email.toUpperCase(), password: goodPassword });
  expect(second.error).toMatchObject({ status: 422, code: 'user_already_exists' });
});

it('weak_password with weak_password.reasons, surfaced as AuthWeakPasswordError', async () => {
  const client = api.client();
  const short = await client.auth.signUp({ email: uniqueEmail('weak'), password: 'abc1' });
  expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
  expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });
  expect((short.error as AuthWeakPasswordError).reasons).toEqual(['length']);

  const lettersOnly = await client.auth.signUp({ email: uniqueEmail('weak'), password: 'abcdefghij' });
  expect((lettersOnly.error as AuthWeakPasswordError).reasons).toEqual(['characters']);

  const both = await client.auth.signUp({ email: uniqueEmail('weak'), password: 'abc' });
  expect((both.error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters']);

  const response = await api.request('/auth/v1/signup', {
    method: 'POST',
    json: { email: uniqueEmail('weak'), password: 'abc' },
  });
  expect(response.status).toBe(422);
  expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  expect(await response.json()).toEqual({
    code: 'weak_password',
    message: expect.stringContaining('at least 8 characters'),
    weak_password: { reasons: ['length', 'characters'] },
  });
});

it('over_request_rate_limit (429, Retry-After) after too many failed sign-ins for one account', async () => {
  const email = uniqueEmail('limited');
  const client = limited.client();
  for (let i = 0; i < 2; i += 1) {
    const { error } = await client.auth.signInWithPassword({ email, password: 'wrong-password-1' });
    expect(error).toMatchObject({ code: 'invalid_credentials' });
  }
  const { error } = await client.auth.signInWithPassword({ email, password: 'wrong-password-1' });
  expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

  const response = await limited.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    json: { email, password: 'wrong-password-1' },
  });
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
});

it('over_request_rate_limit for sign-ups and recovery mails per IP', async () => {
  const client = limited.client();
  for (let i = 0; i < 2; i += 1) {
    expect((await client.auth.signUp({ email: uniqueEmail('many'), password: goodPassword })).error).toBeNull();
  }
  const { error } = await client.auth.signUp({ email: uniqueEmail('many'), password: goodPassword });
  expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

  expect((await client.auth.resetPasswordForEmail(uniqueEmail('r'))).error).toBeNull();
  const { error: recoverError } = await client.auth.resetPasswordForEmail(uniqueEmail('r'));
  expect(recoverError).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
});

it('the periodic sweep removes expired rate-limit windows and keeps running ones', async () => {
  const limiter = new RateLimiter(limited.db);
  await limiter.increment('test:expired', { max: 1, windowSeconds: 60 });
  await limiter.increment('test:running', { max: 1, windowSeconds: 60 });
  await limited.db.execute(
    sql`update app.rate_limits set expires_at = now() - interval '1 second' where key = 'test:expired'`,
  );
  await limiter.sweep();
  const keys = (await limited.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
  expect(keys).toContain('test:running');
  expect(keys).not.toContain('test:expired');
});

it('resetAll removes the named counters and those under a prefix, and no other', async () => {
  const limiter = new RateLimiter(limited.db);
  const rule = { max: 5, windowSeconds: 60 };
  for (const key of ['reset:a', 'reset:b', 'reset:p 1', 'reset:p 2', 'reset:keep', 'reset:pkeep']) {
    await limiter.increment(key, rule);
  }
  await limiter.resetAll(['reset:a', 'reset:b'], ['reset:p ']);
  const keys = (await limited.db.select({ key: rateLimits.key }).from(rateLimits))
    .map((row) => row.key)
    .filter((key) => key.startsWith('reset:'));
  expect(keys.sort()).toEqual(['reset:keep', 'reset:pkeep']);
  // Nothing named: nothing deleted (and no statement with an empty condition).
  const before = (await limited.db.select({ key: rateLimits.key }).from(rateLimits)).length;
  await limiter.resetAll([]);
  expect(await limited.db.select({ key: rateLimits.key }).from(rateLimits)).toHaveLength(before);
});

it('session_not_found for an access token whose session was signed out', async () => {
  const user = await createConfirmedUser(api);
  const logout = await api.request('/auth/v1/logout?scope=local', {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  expect(logout.status).toBe(204);
  for (const [method, pathname] of [
    ['GET', '/auth/v1/user'],
    ['PUT', '/auth/v1/user'],
    ['POST', '/auth/v1/logout'],
    ['POST', '/functions/v1/account-export'],
  ] as const) {
    const response = await api.request(pathname, {
      method,
      headers: { authorization: `Bearer ${user.accessToken}` },
      ...(method === 'PUT' ? { json: { data: { x: 1 } } } : {}),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'session_not_found' });
  }
});

it('refresh_token_not_found for an unknown refresh token', async () => {
  const { error } = await api.client().auth.refreshSession({ refresh_token: 'not-a-real-token' });
  expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
});

// refresh_token_already_used as supabase-js surfaces it: refresh.test.ts (needs REFRESH_TOKEN_REUSE_INTERVAL=0).

it('validation_failed for malformed input', async () => {
  const client = api.client();
  const badEmail = await client.auth.signUp({ email: 'not-an-email', password: goodPassword });
  expect(badEmail.error).toMatchObject({ status: 400, code: 'validation_failed' });
  const noPassword = await client.auth.signUp({ email: uniqueEmail(), password: '' });
  expect(noPassword.error).toMatchObject({ status: 400, code: 'validation_failed' });
  const recover = await client.auth.resetPasswordForEmail('still not an email');
  expect(recover.error).toMatchObject({ status: 400, code: 'validation_failed' });

  const wrongType = await api.request('/auth/v1/signup', { method: 'POST', json: { email: 42, password: [] } });
  expect(wrongType.status).toBe(400);
  expect(await wrongType.json()).toMatchObject({ code: 'validation_failed' });
  const grant = await api.request('/auth/v1/token?grant_type=magic', { method: 'POST', json: {} });
  expect(grant.status).toBe(400);
  expect(await grant.json()).toMatchObject({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
});

it('an empty email or password at sign-in is a 400, never a 5xx', async () => {
  const response = await api.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    json: { email: '', password: '' },
  });
  expect(response.status).toBe(400);
  expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
});

it('validation_failed (not 500) for NUL characters, unpaired surrogates and absurdly nested JSON', async () => {
  const user = await createConfirmedUser(api);
  const nested = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
  for (const [method, pathname, body] of [
    [
      'POST',
      '/auth/v1/signup',
      JSON.stringify({ email: uniqueEmail(), password: goodPassword, data: { x: 'a\u0000' } }),
    ],
    ['POST', '/auth/v1/signup', `{"email":"${uniqueEmail()}","password":"${goodPassword}","data":{"x":${nested}}}`],
    ['POST', '/auth/v1/token?grant_type=password', JSON.stringify({ email: 'a\u0000@example.com', password: 'x' })],
    ['PUT', '/auth/v1/user', JSON.stringify({ data: { ['k\u0000']: 1 } })],
    // A lone surrogate (found by the property test): as a key and as a value, escaped and raw.
    ['POST', '/auth/v1/signup', `{"email":"${uniqueEmail()}","password":"${goodPassword}","data":{"\\ud800":null}}`],
    ['PUT', '/auth/v1/user', JSON.stringify({ data: { first_name: 'Ada\udc00' } })],
    [
      'POST',
      '/functions/v1/guest-session',
      JSON.stringify({ email: uniqueEmail(), firstName: 'A\u0000', consent: true }),
    ],
  ] as const) {
    const response = await api.request(pathname, {
      method,
      body,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` },
    });
    expect([pathname, response.status]).toEqual([pathname, 400]);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  }
});
