// Attacks the other security suites do not make: fields a caller adds to a body to become more
// than they are (mass assignment: role, app_metadata, status, user_id, expert_id, created_at), a
// guest sign-in and a confirmation resend that would tell whether an address has an account, and
// a foreign redirect_to on a sign-up and an email change (the other mails: token-input-attacks).
import { clientGuest, clientUser, createRequest, fn, requestBody } from '../../test/cases';
import {
  createConfirmedUser,
  goodPassword,
  siteUrl,
  startTestApi,
  uniqueEmail,
  type TestApi,
} from '../../test/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
}, 60_000);

afterAll(async () => {
  await api.close();
});

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as {
    role?: string;
    app_metadata?: Record<string, unknown>;
    is_anonymous?: boolean;
    sub?: string;
  };

async function refreshed(refreshToken: string): Promise<string> {
  const answer = await api.request('/auth/v1/token?grant_type=refresh_token', {
    method: 'POST',
    json: { refresh_token: refreshToken },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

const forged = {
  role: 'service_role',
  app_metadata: { role: 'admin', provider: 'email' },
  is_anonymous: false,
  aud: 'service_role',
  email_confirmed_at: '2000-01-01T00:00:00Z',
};

describe('mass assignment', () => {
  it('a user who sends role, app_metadata or data.role to PUT /user stays a plain user', async () => {
    const user = await createConfirmedUser(api, uniqueEmail('assign'));
    const answer = await api.request('/auth/v1/user', {
      method: 'PUT',
      headers: { authorization: `Bearer ${user.accessToken}` },
      json: { ...forged, data: { role: 'admin', app_metadata: { role: 'admin' }, full_name: 'Mallory' } },
    });
    expect(answer.status).toBeLessThan(500);
    await answer.arrayBuffer();
    const token = await refreshed(user.refreshToken);
    const claims = claimsOf(token);
    expect(claims.role).toBe('authenticated');
    expect(claims.app_metadata?.role).toBeUndefined();
    const review = await api.request('/functions/v1/expert-applications', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect([401, 403]).toContain(review.status);
    await review.arrayBuffer();
  });

  it('a sign-up that sends app_metadata or a role gets a plain account', async () => {
    const email = uniqueEmail('assign-signup');
    const answer = await api.request('/auth/v1/signup', {
      method: 'POST',
      json: { email, password: goodPassword, ...forged, data: { role: 'admin' } },
    });
    expect(answer.status).toBeLessThan(500);
    await answer.arrayBuffer();
    if (answer.status !== 200) return;
    const mail = await api.mail.take(email, /confirm|bestätige/i);
    const opened = await fetch(api.localUrl(mail.link!), { redirect: 'manual' });
    await opened.arrayBuffer();
    const params = new URLSearchParams((opened.headers.get('location') ?? '').split('#')[1] ?? '');
    const claims = claimsOf(params.get('access_token')!);
    expect(claims.role).toBe('authenticated');
    expect(claims.app_metadata?.role).toBeUndefined();
  });

  it('a guest sign-in with user_id, role or is_anonymous in its body stays a guest', async () => {
    const victim = await clientUser(api);
    const answer = await fn<{ guest_token: string }>(api, null, '/guest-session', {
      method: 'POST',
      json: {
        email: uniqueEmail('assign-guest'),
        firstName: 'Mallory',
        consent: true,
        lang: 'de',
        ...forged,
        user_id: victim.id,
        id: victim.id,
      },
    });
    expect(answer.status).toBeLessThan(500);
    if (answer.status >= 400) return;
    const token = answer.body.guest_token;
    expect(token).toBeTruthy();
    // The token works as what it is: a guest's.
    const own = await api.request('/functions/v1/expert-requests', { headers: { 'x-guest-token': token } });
    expect(own.status).toBe(200);
    await own.arrayBuffer();
    // Whatever the guest token is, no user route takes it as the victim (or as anyone).
    const credentials: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, { 'x-guest-token': token }];
    for (const headers of credentials) {
      const me = await api.request('/auth/v1/user', { headers });
      expect(me.status).toBeGreaterThanOrEqual(400);
      await me.arrayBuffer();
    }
    const guestRequests = await api.request('/functions/v1/expert-requests', { headers: { 'x-guest-token': token } });
    const list = (await guestRequests.json()) as unknown;
    expect(JSON.stringify(list)).not.toContain(victim.id!);
  });

  it('a request that names its status, expert, owner or creation time gets none of them', async () => {
    const owner = await clientUser(api);
    const other = await clientUser(api);
    const answer = await fn<Record<string, unknown>>(api, owner, '/expert-requests', {
      method: 'POST',
      json: {
        ...requestBody,
        status: 'accepted',
        user_id: other.id,
        owner_id: other.id,
        expert_id: '00000000-0000-4000-8000-000000000001',
        created_at: '2000-01-01T00:00:00Z',
        approved: true,
      },
    });
    expect(answer.status).toBeLessThan(500);
    if (answer.status >= 400) {
      expect(typeof (answer.body as { code?: unknown }).code).toBe('string');
      return;
    }
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(other.id!);
    expect(text).not.toContain('2000-01-01');
    expect(answer.body.status).not.toBe('accepted');
    // The other user sees nothing of it.
    const theirs = await fn(api, other, '/expert-requests');
    expect(JSON.stringify(theirs.body)).not.toContain(String(answer.body.id));
  });

  it('an applicant cannot approve themselves through the profile body', async () => {
    const applicant = await clientUser(api);
    for (const extra of [{ status: 'approved' }, { approved: true }, { user_id: applicant.id, status: 'approved' }]) {
      const answer = await fn<{ code?: string }>(api, applicant, '/expert-profile', {
        method: 'PUT',
        json: { display_name: 'Dr. Mallory', ...extra },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('expert_profile_invalid');
    }
    const profile = await fn<{ status?: string }>(api, applicant, '/expert-profile');
    expect(profile.body?.status ?? 'none').not.toBe('approved');
    const directory = await fn(api, null, '/expert-directory');
    expect(JSON.stringify(directory.body)).not.toContain(applicant.id!);
  });
});

describe('enumeration', () => {
  /** The body's keys (its values differ by nature: tokens, ids), or the type of a non-object. */
  const shape = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).sort() : typeof value;

  it('a guest sign-in with an account’s address answers like one with a new address', async () => {
    const account = await createConfirmedUser(api, uniqueEmail('enum-guest'));
    const ask = (email: string) =>
      fn(api, null, '/guest-session', { method: 'POST', json: { email, firstName: 'Kim', consent: true, lang: 'de' } });
    const known = await ask(account.email);
    const fresh = await ask(uniqueEmail('enum-guest-new'));
    expect(known.status).toBe(fresh.status);
    expect(shape(known.body)).toEqual(shape(fresh.body));
  });

  it('a confirmation resend answers alike for a confirmed, an unconfirmed and an unknown address', async () => {
    const confirmed = await createConfirmedUser(api, uniqueEmail('enum-resend'));
    const pending = uniqueEmail('enum-pending');
    await (
      await api.request('/auth/v1/signup', { method: 'POST', json: { email: pending, password: goodPassword } })
    ).arrayBuffer();
    const answers = [];
    for (const email of [confirmed.email, pending, uniqueEmail('enum-nobody')]) {
      const answer = await api.request('/auth/v1/resend', { method: 'POST', json: { email, type: 'signup' } });
      answers.push({ status: answer.status, body: shape(await answer.json().catch(() => null)) });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

describe('redirects', () => {
  const foreign = [
    'https://evil.example/auth',
    '//evil.example/auth',
    `${siteUrl}@evil.example/auth`,
    '/\\evil.example',
  ];
  const leadsAway = (location: string) => {
    if (!location) return false;
    const target = new URL(location.replace(/[\t\n\r]/g, ''), siteUrl);
    return target.origin !== new URL(siteUrl).origin && target.origin !== 'http://127.0.0.1:3000';
  };

  it('a sign-up and an email change with a foreign redirect_to mail links back to the site only', async () => {
    for (const target of foreign) {
      const email = uniqueEmail('redirect-signup');
      const signup = await api.request(`/auth/v1/signup?redirect_to=${encodeURIComponent(target)}`, {
        method: 'POST',
        json: { email, password: goodPassword, options: { emailRedirectTo: target } },
      });
      expect(signup.status).toBeLessThan(500);
      await signup.arrayBuffer();
      if (signup.status === 200) {
        const mail = await api.mail.take(email, /confirm|bestätige/i);
        const link = new URL(api.localUrl(mail.link!));
        expect(leadsAway(link.searchParams.get('redirect_to') ?? '')).toBe(false);
        const opened = await fetch(link, { redirect: 'manual' });
        await opened.arrayBuffer();
        expect(leadsAway(opened.headers.get('location') ?? '')).toBe(false);
      }
      const user = await createConfirmedUser(api, uniqueEmail('redirect-change'));
      const next = uniqueEmail('redirect-new');
      const change = await api.request(`/auth/v1/user?redirect_to=${encodeURIComponent(target)}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${user.accessToken}` },
        json: { email: next },
      });
      expect(change.status).toBeLessThan(500);
      await change.arrayBuffer();
      if (change.status !== 200) continue;
      const mail = await api.mail.take(next, /./);
      const link = new URL(api.localUrl(mail.link!));
      expect(leadsAway(link.searchParams.get('redirect_to') ?? '')).toBe(false);
      const opened = await fetch(link, { redirect: 'manual' });
      await opened.arrayBuffer();
      expect(leadsAway(opened.headers.get('location') ?? '')).toBe(false);
    }
  });
});

// Keeps createRequest in use for a follow-up: a request made the ordinary way still works here.
it('an ordinary request still succeeds (the refusals above are not a broken route)', async () => {
  const owner = await clientGuest(api);
  const made = await createRequest(api, owner);
  expect(made.id).toBeTruthy();
});
