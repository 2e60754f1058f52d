// Attacks on credentials and input that the table-driven suites (registry-attacks, route-attacks)
// do not make: forged tokens of other kinds (alg none, HS256 keyed with the public anon key, a
// foreign kid), a refresh token used again after its rotation, a deleted user's token, a guest
// token on user routes; deep JSON, oversize headers, open redirects through redirect_to and CORS
// from foreign origins. Every refusal is a 4xx with a stable code, never a 5xx or a stack.
import { createHmac } from 'node:crypto';
import { errorCodes } from '@cc/shared-contract';
import { clientGuest, createRequest, type Party } from '../../test/cases';
import { createConfirmedUser, siteUrl, startTestApi, uniqueEmail, type TestApi } from '../../test/harness';

let api: TestApi;
let user: Awaited<ReturnType<typeof createConfirmedUser>>;
let guest: Party;

const known = new Set<string>(errorCodes);

beforeAll(async () => {
  api = await startTestApi({ env: { REFRESH_TOKEN_REUSE_INTERVAL: '0', BODY_LIMIT_BYTES: '65536' } });
  user = await createConfirmedUser(api, uniqueEmail('tokens'));
  guest = await clientGuest(api);
}, 60_000);

afterAll(async () => {
  await api.close();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as object;

/** A 4xx with a code from the contract's list and a message; no stack frame or server path. */
async function expectRefused(response: Response, what: string, codes?: string[]): Promise<void> {
  const text = await response.text();
  const fail = (why: string) => new Error(`${what}: ${why}: ${response.status} ${text.slice(0, 300)}`);
  if (response.status < 400 || response.status >= 500) throw fail('not a 4xx');
  let body: { code?: unknown; message?: unknown; msg?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw fail('no JSON');
  }
  if (!known.has(String(body.code))) throw fail('no stable code');
  if (codes && !codes.includes(String(body.code))) throw fail(`not ${codes.join(' or ')}`);
  if (/\n\s+at |node_modules|\/src\/|\.ts:\d+/.test(text)) throw fail('a stack or a path');
}

/** Tokens that claim to be `user` but were not signed by the api's key (all shaped as a JWT). */
function forgeries(jwt: string): [string, string][] {
  const claims = claimsOf(jwt);
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const hs256 = (secret: string) => {
    const head = b64({ alg: 'HS256', typ: 'JWT' });
    const sig = createHmac('sha256', secret).update(`${head}.${payload}`).digest('base64url');
    return `${head}.${payload}.${sig}`;
  };
  const decoded = JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>;
  return [
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`],
    ['alg None with the old signature', `${b64({ ...decoded, alg: 'None' })}.${payload}.${signature}`],
    ['HS256 keyed with the anon key', hs256(api.config.anonKey)],
    ['HS256 keyed with an empty secret', hs256('')],
    ['a foreign kid', `${b64({ ...decoded, kid: '../../../../dev/null' })}.${payload}.${signature}`],
    ['claims widened under the old signature', `${header}.${b64({ ...claims, role: 'service_role' })}.${signature}`],
    ['an expired copy under the old signature', `${header}.${b64({ ...claims, exp: 1 })}.${signature}`],
  ];
}

describe('tokens', () => {
  it('forged tokens are refused on /auth/v1, /functions/v1 and /storage/v1 with a stable code', async () => {
    for (const [label, token] of forgeries(user.accessToken)) {
      const headers = { authorization: `Bearer ${token}` };
      await expectRefused(await api.request('/auth/v1/user', { headers }), `${label} on /auth/v1/user`, ['bad_jwt']);
      await expectRefused(
        await api.request('/functions/v1/expert-requests', { headers }),
        `${label} on /functions/v1/expert-requests`,
        ['bad_jwt'],
      );
      await expectRefused(
        await api.request('/functions/v1/account-export', { method: 'POST', headers, json: {} }),
        `${label} on /functions/v1/account-export`,
        ['bad_jwt'],
      );
      const storage = await api.request('/storage/v1/object/list/credentials', {
        method: 'POST',
        headers,
        json: { prefix: '' },
      });
      expect(storage.status).toBeGreaterThanOrEqual(400);
      expect(storage.status).toBeLessThan(500);
    }
    // Not a JWT at all: /auth/v1 says bad_jwt; a function refuses it as bad_jwt (user routes) or
    // takes it for nobody and asks to sign in (routes that also serve guests and visitors).
    for (const token of ['..', `${user.accessToken}.x`, 'a.b', '%00']) {
      const headers = { authorization: `Bearer ${token}` };
      await expectRefused(await api.request('/auth/v1/user', { headers }), `${token} on /auth/v1/user`, ['bad_jwt']);
      await expectRefused(
        await api.request('/functions/v1/account-export', { method: 'POST', headers, json: {} }),
        `${token} on /functions/v1/account-export`,
        ['bad_jwt', 'not_authenticated'],
      );
      await expectRefused(
        await api.request('/functions/v1/expert-requests', { headers }),
        `${token} on /functions/v1/expert-requests`,
        ['not_authenticated'],
      );
    }
  });

  it('a refresh token used again after a later rotation is refused and ends the whole session', async () => {
    const signedIn = await createConfirmedUser(api, uniqueEmail('rotation'));
    const grant = (refresh_token: string) =>
      api.request('/auth/v1/token?grant_type=refresh_token', { method: 'POST', json: { refresh_token } });
    const first = await grant(signedIn.refreshToken);
    expect(first.status).toBe(200);
    const child = (await first.json()) as { access_token: string; refresh_token: string };
    // The parent of the active token gives the same child again (GoTrue: a client that lost the
    // answer); one generation further on, the old token is a stolen one.
    const second = await grant(child.refresh_token);
    expect(second.status).toBe(200);
    const rotated = (await second.json()) as { access_token: string; refresh_token: string };
    expect(new Set([signedIn.refreshToken, child.refresh_token, rotated.refresh_token]).size).toBe(3);
    // The stolen, already-used token: refused, and the thief's use revokes the family.
    await expectRefused(await grant(signedIn.refreshToken), 'the used refresh token', ['refresh_token_already_used']);
    await expectRefused(await grant(rotated.refresh_token), 'the rotated token after a reuse', [
      'refresh_token_already_used',
      'refresh_token_not_found',
      'session_not_found',
    ]);
    await expectRefused(
      await api.request('/auth/v1/user', { headers: { authorization: `Bearer ${rotated.access_token}` } }),
      'the access token of the revoked session',
      ['session_not_found', 'bad_jwt'],
    );
    // Odd refresh tokens are 4xx too.
    for (const odd of ['', ' ', 'x'.repeat(10_000), '../../etc/passwd', signedIn.accessToken, '{"$ne":null}']) {
      await expectRefused(await grant(odd), `refresh token ${JSON.stringify(odd.slice(0, 20))}`);
    }
  });

  it('a deleted user’s token reaches nothing, on any route', async () => {
    const doomed = await createConfirmedUser(api, uniqueEmail('doomed'));
    const headers = { authorization: `Bearer ${doomed.accessToken}` };
    const own: Party = { headers, email: doomed.email, id: null };
    await createRequest(api, own);
    const claims = claimsOf(doomed.accessToken) as { sub: string };
    const removed = await api.request(`/auth/v1/admin/users/${claims.sub}`, {
      method: 'DELETE',
      headers: { apikey: api.serviceRoleKey, authorization: `Bearer ${api.serviceRoleKey}` },
    });
    expect(removed.status).toBe(200);
    await expectRefused(await api.request('/auth/v1/user', { headers }), 'GET /auth/v1/user');
    await expectRefused(
      await api.request('/auth/v1/user', { method: 'PUT', headers, json: { data: { name: 'zombie' } } }),
      'PUT /auth/v1/user',
    );
    await expectRefused(
      await api.request('/auth/v1/factors', { method: 'POST', headers, json: { factor_type: 'totp' } }),
      'POST /auth/v1/factors',
    );
    for (const path of ['/expert-requests', '/advisor-conversations', '/assessments']) {
      await expectRefused(await api.request(`/functions/v1${path}`, { headers }), `GET ${path}`);
    }
    await expectRefused(
      await api.request('/functions/v1/account-export', { method: 'POST', headers, json: {} }),
      'POST /account-export',
    );
    await expectRefused(
      await api.request('/functions/v1/expert-requests', {
        method: 'POST',
        headers,
        json: { topic: 'Noch da?', summary: 'Ein Konto, das es nicht mehr gibt.', lang: 'de', consent: true },
      }),
      'POST /expert-requests',
    );
    // GoTrue answers a logout of a gone session 204 as well; anything but a 5xx is fine there.
    const logout = await api.request('/auth/v1/logout', { method: 'POST', headers });
    await logout.arrayBuffer();
    expect(logout.status).toBeLessThan(500);
    await expectRefused(
      await api.request('/auth/v1/token?grant_type=refresh_token', {
        method: 'POST',
        json: { refresh_token: doomed.refreshToken },
      }),
      'the refresh token of the deleted user',
    );
  });

  it('a guest token is no user token: user routes refuse it, in either header', async () => {
    const token = guest.headers['x-guest-token']!;
    for (const headers of [{ 'x-guest-token': token }, { authorization: `Bearer ${token}` }] as Record<
      string,
      string
    >[]) {
      await expectRefused(await api.request('/auth/v1/user', { headers }), 'guest on /auth/v1/user');
      await expectRefused(
        await api.request('/auth/v1/factors', { method: 'POST', headers, json: { factor_type: 'totp' } }),
        'guest on /auth/v1/factors',
      );
      for (const [method, path] of [
        ['POST', '/account-export'],
        ['POST', '/account-delete'],
        ['GET', '/expert-profile'],
        ['GET', '/expert-cases'],
        ['GET', '/expert-applications'],
      ] as const) {
        const answer = await api.request(`/functions/v1${path}`, {
          method,
          headers,
          ...(method === 'POST' ? { json: {} } : {}),
        });
        await expectRefused(answer, `guest on ${method} ${path}`);
      }
      // Storage takes a guest for the anon role: it lists nothing of anybody's.
      const listed = await api.request('/storage/v1/object/list/credentials', {
        method: 'POST',
        headers,
        json: { prefix: '' },
      });
      expect(listed.status).toBeLessThan(500);
      if (listed.status === 200) expect(await listed.json()).toEqual([]);
      else await listed.arrayBuffer();
    }
  });
});

describe('input', () => {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it('deeply nested JSON is a 4xx on auth and functions routes, never a 5xx or a stack', async () => {
    const user2: Party = { headers: { authorization: `Bearer ${user.accessToken}` }, email: user.email, id: null };
    const targets: [string, string, Record<string, string>][] = [
      ['POST', '/auth/v1/signup', {}],
      ['POST', '/auth/v1/token?grant_type=password', {}],
      ['POST', '/auth/v1/otp', {}],
      ['PUT', '/auth/v1/user', user2.headers],
      ['POST', '/functions/v1/expert-requests', user2.headers],
      ['POST', '/functions/v1/advisor-chat', {}],
      ['POST', '/functions/v1/assessments', {}],
      ['POST', '/functions/v1/guest-session', {}],
      ['POST', '/functions/v1/client-errors', {}],
    ];
    for (const [method, path, headers] of targets) {
      for (const [label, body] of [
        ['arrays 20,000 deep', deep(20_000)],
        ['objects 5,000 deep', deepObject(5_000)],
        [
          'a deep value in a known field',
          `{"email":${deepObject(3_000)},"topic":${deep(3_000)},"data":${deepObject(3_000)}}`,
        ],
      ]) {
        const answer = await api.request(path, {
          method,
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        });
        await expectRefused(answer, `${label} to ${method} ${path}`);
      }
    }
  });

  it('oversize headers are refused before any handler (431), and the server stays up', async () => {
    const huge = 'a'.repeat(64 * 1024);
    for (const headers of [{ 'x-filler': huge }, { authorization: `Bearer ${huge}` }, { cookie: huge }] as Record<
      string,
      string
    >[]) {
      const answer = await fetch(`${api.url}/auth/v1/user`, {
        headers: { apikey: api.config.anonKey, ...headers },
      }).catch((error: unknown) => error);
      // Node answers 431 and closes; a client may also see the connection end.
      if (answer instanceof Response) expect(answer.status).toBe(431);
    }
    const health = await api.request('/auth/v1/health');
    expect(health.status).toBe(200);
  });

  it('a name with RTL override, zero-width characters, NUL or line breaks never reaches a mail header', async () => {
    const tricky = [
      'Eve\u202Egnp.exe',
      'Zero\u200B\u200DWidth',
      'Nul\u0000Byte',
      'Line\r\nBcc: victim@example.com',
      'Tab\tName',
    ];
    for (const name of tricky) {
      const email = uniqueEmail('tricky');
      const answer = await api.request('/auth/v1/signup', {
        method: 'POST',
        json: { email, password: 'correct-horse-7', data: { full_name: name, first_name: name } },
      });
      // Accepted as data or refused as invalid, but never a 5xx.
      if (answer.status >= 400) await expectRefused(answer, `sign-up named ${JSON.stringify(name)}`);
      else {
        const mail = await api.mail.take(email, /confirm|bestätige/i);
        expect(Object.keys(mail.headers).map((key) => key.toLowerCase())).not.toContain('bcc');
        expect(mail.to).toEqual([email]);
        expect(Object.values(mail.headers).join('\n')).not.toContain('\u0000');
      }
    }
    for (const firstName of tricky) {
      const answer = await api.request('/functions/v1/guest-session', {
        method: 'POST',
        json: { email: uniqueEmail('tricky-guest'), firstName, consent: true, lang: 'de' },
      });
      if (answer.status >= 400) await expectRefused(answer, `guest named ${JSON.stringify(firstName)}`);
    }
  });
});

describe('redirects and origins', () => {
  const foreign = [
    'https://evil.example/auth',
    '//evil.example/auth',
    `${siteUrl}@evil.example/auth`,
    `${siteUrl}.evil.example/auth`,
    'https://evil.example\\@localhost:3000/auth',
    'http://localhost:3000\\@evil.example/auth',
    'javascript:alert(document.domain)//',
    'data:text/html,<script>alert(1)</script>',
    `https://evil.example/?next=${encodeURIComponent(siteUrl)}`,
    'http://LOCALHOST:3000.evil.example/',
    'http://localhost:3000%2F@evil.example/',
    ' https://evil.example',
  ];

  const leadsAway = (location: string) => {
    if (!location) return false;
    const target = new URL(location, siteUrl);
    return target.origin !== new URL(siteUrl).origin && target.origin !== 'http://127.0.0.1:3000';
  };

  it('a bad or good link with a foreign redirect_to never sends the browser to the foreign origin', async () => {
    for (const target of foreign) {
      for (const type of ['signup', 'recovery', 'magiclink', 'email_change', 'invite']) {
        const response = await fetch(
          `${api.url}/auth/v1/verify?${new URLSearchParams({ token: 'not-a-token', type, redirect_to: target })}`,
          { redirect: 'manual' },
        );
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
        const location = response.headers.get('location') ?? '';
        if (leadsAway(location)) throw new Error(`${type} with ${target} redirects to ${location}`);
      }
    }
  });

  it('mails asked for with a foreign redirect_to or emailRedirectTo link back to the site only', async () => {
    const email = uniqueEmail('redirect');
    await createConfirmedUser(api, email);
    for (const target of foreign.slice(0, 6)) {
      const query = `?redirect_to=${encodeURIComponent(target)}`;
      const asks: [string, unknown][] = [
        [`/auth/v1/otp${query}`, { email, create_user: false }],
        [`/auth/v1/recover${query}`, { email }],
        [`/auth/v1/resend${query}`, { email, type: 'signup', options: { emailRedirectTo: target } }],
      ];
      for (const [path, json] of asks) {
        const answer = await api.request(path, { method: 'POST', json });
        if (answer.status >= 400) {
          await expectRefused(answer, `${path} with ${target}`);
          continue;
        }
        await answer.arrayBuffer();
        if (path.startsWith('/auth/v1/resend')) continue; // a confirmed account gets no confirmation mail
        const mail = await api.mail.take(email, /./);
        expect(mail.link).toBeTruthy();
        const link = new URL(api.localUrl(mail.link!));
        const redirect = link.searchParams.get('redirect_to') ?? '';
        if (leadsAway(redirect)) throw new Error(`${path} mailed a link to ${redirect}`);
        const opened = await fetch(link, { redirect: 'manual' });
        await opened.arrayBuffer();
        const location = opened.headers.get('location') ?? '';
        if (leadsAway(location)) throw new Error(`${path}: the mailed link redirects to ${location}`);
      }
    }
  });

  it('foreign origins get no CORS grant on any api prefix, preflight or not', async () => {
    const origins = [
      'https://evil.example',
      'null',
      `${siteUrl}.evil.example`,
      'http://localhost:3001',
      'HTTP://EVIL.EXAMPLE',
    ];
    const paths = [
      '/auth/v1/user',
      '/auth/v1/token?grant_type=password',
      '/functions/v1/expert-requests',
      '/storage/v1/object/list/credentials',
    ];
    for (const origin of origins) {
      for (const path of paths) {
        const preflight = await fetch(`${api.url}${path}`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization,apikey,content-type',
          },
        });
        await preflight.arrayBuffer();
        expect(preflight.status).toBeLessThan(500);
        expect([null, '']).toContain(preflight.headers.get('access-control-allow-origin'));
        const simple = await fetch(`${api.url}${path}`, {
          headers: { origin, apikey: api.config.anonKey, authorization: `Bearer ${user.accessToken}` },
        });
        await simple.arrayBuffer();
        expect([null, '']).toContain(simple.headers.get('access-control-allow-origin'));
        expect(simple.headers.get('access-control-allow-credentials')).not.toBe('true');
      }
    }
    // The site itself still gets its grant (the check above is not vacuous).
    const own = await fetch(`${api.url}/auth/v1/user`, {
      method: 'OPTIONS',
      headers: { origin: siteUrl, 'access-control-request-method': 'GET' },
    });
    await own.arrayBuffer();
    expect(own.headers.get('access-control-allow-origin')).toBe(siteUrl);
  });
});
