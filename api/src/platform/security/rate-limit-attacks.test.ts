// Every limit that stands between an attacker and guessing or flooding, hit from one address with
// small limits: sign-in failures, sign-ups, mails asked for (OTP or magic link, password reset and
// resend share one budget), code verification (guessing a six-digit code), guest sessions, expert
// requests per owner and the public advisor with its handoff draft. Past the
// limit the answer is 429 with a stable code and Retry-After, never a 5xx; a forged
// X-Forwarded-For does not buy a new budget (the api trusts it only behind TRUST_PROXY), nor does
// another spelling of the same address.
import { errorCodes } from '@cc/shared-contract';
import { requestBody } from '../../test/cases';
import { goodPassword, startTestApi, uniqueEmail, type TestApi } from '../../test/harness';

let api: TestApi;
const limit = 3;
type User = Awaited<ReturnType<typeof confirmedUser>>;
let users: Record<'victim' | 'target' | 'verifier' | 'owner', User>;

beforeAll(async () => {
  const rule = `${limit}/60`;
  api = await startTestApi({
    env: {
      RATE_LIMIT_SIGNIN_FAILURES_PER_IP: rule,
      RATE_LIMIT_SIGNUPS_PER_IP: rule,
      RATE_LIMIT_RECOVERY_PER_IP: rule,
      RATE_LIMIT_VERIFY_PER_IP: rule,
      RATE_LIMIT_GUEST_SESSIONS_PER_IP: rule,
      RATE_LIMIT_EXPERT_REQUESTS_PER_OWNER: rule,
      RATE_LIMIT_ADVISOR_CHAT_PER_IP: rule,
    },
  });
  // Made before any budget is spent: a sign-in from this address waits once the failures are used up.
  users = {
    victim: await confirmedUser('victim'),
    target: await confirmedUser('mailbomb'),
    verifier: await confirmedUser('verify'),
    owner: await confirmedUser('requests'),
  };
}, 60_000);

afterAll(async () => {
  await api.close();
});

const known = new Set<string>(errorCodes);

/**
 * A confirmed account made through the admin API, so that making it spends none of the budgets
 * under test (sign-up and verification from this address).
 */
async function confirmedUser(label: string): Promise<{ email: string; password: string; accessToken: string }> {
  const email = uniqueEmail(label);
  const made = await api.request('/auth/v1/admin/users', {
    method: 'POST',
    headers: { apikey: api.serviceRoleKey, authorization: `Bearer ${api.serviceRoleKey}` },
    json: { email, password: goodPassword, email_confirm: true },
  });
  expect(made.status).toBe(200);
  const signedIn = await api.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    json: { email, password: goodPassword },
  });
  expect(signedIn.status).toBe(200);
  const { access_token: accessToken } = (await signedIn.json()) as { access_token: string };
  return { email, password: goodPassword, accessToken };
}

/** Headers an attacker adds to look like another client each time. */
let spoof = 0;
const spoofed = (): Record<string, string> => {
  spoof += 1;
  const address = `203.0.113.${spoof % 250}`;
  return { 'x-forwarded-for': address, 'x-real-ip': address, forwarded: `for=${address}` };
};

async function expectLimited(response: Response, what: string): Promise<void> {
  const text = await response.text();
  if (response.status !== 429) throw new Error(`${what}: expected 429, got ${response.status} ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as { code?: string; message?: string };
  expect(known.has(String(body.code))).toBe(true);
  expect(body.code).toMatch(/rate_limit/);
  expect(typeof body.message).toBe('string');
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
}

/** `limit` calls pass the limiter (whatever else they answer); the next ones, spoofed or not, are 429. */
async function expectLimitHolds(what: string, send: (n: number, headers: Record<string, string>) => Promise<Response>) {
  for (let n = 0; n < limit; n++) {
    const answer = await send(n, spoofed());
    const text = await answer.text();
    if (answer.status === 429 || answer.status >= 500) throw new Error(`${what} #${n}: ${answer.status} ${text}`);
  }
  await expectLimited(await send(limit, {}), what);
  await expectLimited(await send(limit + 1, spoofed()), `${what} with a forged X-Forwarded-For`);
}

it('sign-in failures: guessing passwords stops at the limit, for any account and any forged address', async () => {
  const { victim } = users;
  await expectLimitHolds('sign-in', (n, headers) =>
    api.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers,
      json: { email: n % 2 ? victim.email.toUpperCase() : victim.email, password: `wrong-${n}` },
    }),
  );
  // The right password from this address waits as well (the limit is checked before the attempt).
  await expectLimited(
    await api.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      json: { email: victim.email, password: victim.password },
    }),
    'the right password after the limit',
  );
});

it('sign-ups: one address makes no more accounts than the limit', async () => {
  await expectLimitHolds('sign-up', (_, headers) =>
    api.request('/auth/v1/signup', {
      method: 'POST',
      headers,
      json: { email: uniqueEmail('flood'), password: 'correct-horse-7' },
    }),
  );
});

it('mails asked for (OTP or magic link, reset, resend) share one budget per address', async () => {
  const { target } = users;
  const asks: [string, unknown][] = [
    ['/auth/v1/otp', { email: target.email, create_user: false }],
    ['/auth/v1/recover', { email: target.email }],
    ['/auth/v1/resend', { email: target.email, type: 'signup' }],
  ];
  await expectLimitHolds('mail requests', (n, headers) => {
    const [path, json] = asks[n % asks.length]!;
    return api.request(path, { method: 'POST', headers, json });
  });
  for (const [path, json] of asks) {
    await expectLimited(await api.request(path, { method: 'POST', json }), path);
  }
});

it('code verification: a six-digit code cannot be guessed past the limit, not even with the right code', async () => {
  const { email } = users.verifier;
  await expectLimitHolds('verify', (n, headers) =>
    api.request('/auth/v1/verify', {
      method: 'POST',
      headers,
      json: { type: 'email', email, token: String(100000 + n) },
    }),
  );
});

it('guest sessions: one address makes no more guests than the limit', async () => {
  await expectLimitHolds('guest sessions', (_, headers) =>
    api.request('/functions/v1/guest-session', {
      method: 'POST',
      headers,
      json: { email: uniqueEmail('guest-flood'), firstName: 'Gast', consent: true, lang: 'de' },
    }),
  );
});

it('expert requests: one owner sends no more requests than the limit', async () => {
  const { owner } = users;
  await expectLimitHolds('expert requests', (n, headers) =>
    api.request('/functions/v1/expert-requests', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.accessToken}`, ...headers },
      json: { ...requestBody, topic: `Anfrage ${n}` },
    }),
  );
});

it('the public advisor and its handoff draft share one budget per address', async () => {
  const history = [{ role: 'user', content: 'Mein Mitgründer und ich streiten über Rollen.' }];
  await expectLimitHolds('advisor', (n, headers) =>
    n % 2
      ? api.request('/functions/v1/advisor-handoff-draft', { method: 'POST', headers, json: { history, lang: 'de' } })
      : api.request('/functions/v1/advisor-chat', { method: 'POST', headers, json: { message: 'Hallo', lang: 'de' } }),
  );
  await expectLimited(
    await api.request('/functions/v1/advisor-handoff-draft', { method: 'POST', json: { history, lang: 'de' } }),
    'handoff draft',
  );
});
