// Wrong passwords: a stranger is slowed down without locking the owner out. Counters per account
// and IP, per IP, and a higher ceiling per account from all IPs; a mailed link still signs the
// owner in and opens password sign-in again.
import {
  createConfirmedUser,
  fragmentParams,
  goodPassword,
  openLink,
  startTestApi,
  type TestApi,
} from '../../../test/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '3/600',
      RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT_GLOBAL: '6/600',
      RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '1000/600',
    },
  });
});

afterAll(async () => {
  await api.close();
});

function signIn(email: string, password: string, ip: string) {
  return api.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json: { email, password },
  });
}

it("a stranger's wrong passwords slow the stranger down, not the owner", async () => {
  const owner = await createConfirmedUser(api);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    expect((await signIn(owner.email, 'wrong-password-1', '203.0.113.9')).status).toBe(400);
  }
  const blocked = await signIn(owner.email, goodPassword, '203.0.113.9');
  expect(blocked.status).toBe(429);
  expect(await blocked.json()).toMatchObject({ code: 'over_request_rate_limit' });
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  // The owner, from their own address, signs in with the right password.
  expect((await signIn(owner.email, goodPassword, '198.51.100.7')).status).toBe(200);
});

it('past the per-account ceiling (many IPs), the mailed link still signs the owner in and reopens password sign-in', async () => {
  const owner = await createConfirmedUser(api);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    expect((await signIn(owner.email, 'wrong-password-1', `203.0.113.${attempt + 20}`)).status).toBe(400);
  }
  expect((await signIn(owner.email, goodPassword, '198.51.100.8')).status).toBe(429);

  expect((await api.client().auth.resetPasswordForEmail(owner.email)).error).toBeNull();
  const mail = await api.mail.take(owner.email, /passwort zurücksetzen|reset your/i);
  const { location } = await openLink(api, mail.link!);
  expect(fragmentParams(location).get('access_token')).toBeTruthy();
  expect((await signIn(owner.email, goodPassword, '198.51.100.8')).status).toBe(200);
});
