// Attacks an outsider makes that the other attack suites (registry-attacks, route-attacks,
// token-input-attacks, rate-limit-attacks, storage access, realtime protocol and cases) do not:
//
// - bytes rather than values: invalid UTF-8 inside a JSON body, UTF-16 and BOM-prefixed JSON,
//   trailing garbage, numbers beyond a double, thousands of keys, odd content-type parameters, a
//   gzip bomb declared with Content-Encoding, on every route of /auth/v1, /functions/v1, /storage/v1
//   and /news/v1; broken percent-encoding in query strings of every GET route;
// - 50 MB bodies: big-bodies.test.ts (an api of their own);
// - methods nobody serves (TRACE, PROPFIND, PATCH on GET routes) and doubled credentials;
// - Host and X-Forwarded-* headers naming a foreign host: mailed links still point at the api's
//   configured address and the site;
// - tokens signed HS256 with the api's own public key (JWKS, PEM), or ES256 by a foreign key
//   that the header carries (jwk, jku, x5u): refused on every prefix and at a realtime join.
//
// Every refusal is a 4xx with a stable code from the contract's list, never a 5xx or a stack.
import { createHmac, createPublicKey, generateKeyPairSync, sign as signWith } from 'node:crypto';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { endpoints, errorCodes } from '@cc/shared-contract';
import { WebSocket } from 'ws';
import { newsOneClickRoutes } from '../../modules/news/routes/one-click';
import { storageRoutes } from '../../modules/storage/routes';
import { authEdgeRoutes } from '../../routes/auth';
import { clientGuest, clientUser, createRequest, type Party } from '../../test/cases';
import { createConfirmedUser, startTestApi, uniqueEmail, type TestApi } from '../../test/harness';
import { until } from '../../test/realtime';

let api: TestApi;
let user: Awaited<ReturnType<typeof createConfirmedUser>>;
let guest: Party;

beforeAll(async () => {
  api = await startTestApi({
    env: {
      RATE_LIMIT_SIGNUPS_PER_IP: '100000/60',
      RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '100000/60',
      RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '100000/60',
      RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT_GLOBAL: '100000/60',
      RATE_LIMIT_RECOVERY_PER_IP: '100000/60',
      RATE_LIMIT_VERIFY_PER_IP: '100000/60',
      RATE_LIMIT_GUEST_SESSIONS_PER_IP: '100000/60',
      RATE_LIMIT_ADVISOR_CHAT_PER_IP: '100000/60',
      RATE_LIMIT_ASSESSMENTS_PER_IP: '100000/60',
      RATE_LIMIT_NEWS_SUBSCRIPTIONS_PER_IP: '100000/60',
      RATE_LIMIT_CLIENT_ERRORS_PER_IP: '100000/60',
      RATE_LIMIT_TEAM_ANSWERS_PER_IP: '100000/60',
      RATE_LIMIT_MFA_VERIFY_PER_IP: '100000/60',
      RATE_LIMIT_MFA_VERIFY_PER_FACTOR: '100000/60',
      RATE_LIMIT_STORAGE_UPLOADS_PER_USER: '100000/60',
      RATE_LIMIT_EXPERT_REQUESTS_PER_OWNER: '100000/60',
      RATE_LIMIT_ADVISOR_TURNS_PER_OWNER: '100000/60',
      RATE_LIMIT_ADVISOR_CONVERSATIONS_PER_OWNER: '100000/60',
      JOB_INTERVAL_MS: '3600000',
    },
  });
  user = await createConfirmedUser(api, uniqueEmail('outsider'));
  guest = await clientGuest(api);
}, 120_000);

afterAll(async () => {
  await api.close();
});

const known = new Set<string>(errorCodes);

interface Sent {
  status: number;
  text: string;
}

/** A success, a redirect, or a 4xx with a known code (storage: in `error`) and a message; never a 5xx or a stack. */
function expectStableOutcome(sent: Sent, what: string): void {
  const fail = (why: string) => new Error(`${what}: ${why}: ${sent.status} ${sent.text.slice(0, 300)}`);
  if (sent.status >= 500) throw fail('a 5xx');
  if (sent.status >= 400 && sent.text) {
    let body: { code?: unknown; error?: unknown; message?: unknown };
    try {
      body = JSON.parse(sent.text) as typeof body;
    } catch {
      throw fail('no JSON');
    }
    // Storage's own answers carry the code in `error` (its contract); the api's router in `code`.
    const code = what.includes('/storage/v1') && known.has(String(body.error)) ? body.error : body.code;
    if (!known.has(String(code))) throw fail('no stable code');
    if (typeof body.message !== 'string') throw fail('no message');
  }
  if (/\n\s+at |node_modules|\/src\/|\.ts:\d+/.test(sent.text)) throw fail('a stack or a path');
}

function expectRefused(sent: Sent, what: string, codes?: string[]): void {
  expectStableOutcome(sent, what);
  if (sent.status < 400) throw new Error(`${what}: not refused: ${sent.status} ${sent.text.slice(0, 300)}`);
  if (codes) {
    const body = JSON.parse(sent.text) as { code?: string; error?: string };
    const code = body.code ?? body.error;
    if (!codes.includes(String(code))) throw new Error(`${what}: ${String(code)}, not ${codes.join(' or ')}`);
  }
}

async function send(
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string | Uint8Array,
): Promise<Sent> {
  const response = await fetch(`${api.url}${pathname}`, {
    method,
    headers,
    ...(body === undefined || method === 'GET' || method === 'HEAD' ? {} : { body }),
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

/** The operations of storage's `/object/*` catch-all, as storage-js calls them. */
const objectOperations: [string, string][] = [
  ['POST', '/object/avatars/:name'],
  ['PUT', '/object/avatars/:name'],
  ['GET', '/object/credentials/:name'],
  ['GET', '/object/public/avatars/:name'],
  ['GET', '/object/info/credentials/:name'],
  ['POST', '/object/sign/credentials/:name'],
  ['GET', '/object/sign/credentials/:name'],
  ['POST', '/object/sign/credentials'],
  ['POST', '/object/list/credentials'],
  ['DELETE', '/object/credentials'],
  ['POST', '/object/move'],
  ['POST', '/object/copy'],
];

/** Every route of the api: method and path, with `:params` as the router names them. */
function allRoutes(): [string, string][] {
  const mounted: [string, { routes: { method: string; path: string }[] }][] = [
    ['/auth/v1', authEdgeRoutes('anon')],
    ['/storage/v1', storageRoutes()],
    ['/news/v1', newsOneClickRoutes()],
  ];
  const found = mounted.flatMap(([prefix, app]) =>
    app.routes
      .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
      .map((route): [string, string] => [route.method, `${prefix}${route.path}`]),
  );
  for (const [method, path] of objectOperations) found.push([method, `/storage/v1${path}`]);
  for (const definition of Object.values(endpoints)) found.push([definition.method, `/functions/v1${definition.path}`]);
  const unique = new Map(found.map(([method, path]) => [`${method} ${path}`, [method, path] as [string, string]]));
  // The account's deletion last: the user of these tests must outlive every other route.
  const last = (path: string) => (path.endsWith(endpoints.deleteAccount.path) ? 1 : 0);
  return [...unique.values()].sort((a, b) => last(a[1]) - last(b[1]));
}

/** Path parameters filled with a well-formed value (a fresh UUID; a name under the user's folder). */
const fillParams = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'name' ? `${claimsOf(user.accessToken).sub}/x.png` : crypto.randomUUID(),
  );

/**
 * A new session of the test's user (password sign-in): its access token. The routes the first tests
 * call include a global sign-out, which ends every earlier session of the user.
 */
async function freshSession(): Promise<string> {
  return (await freshTokens()).access_token;
}

async function freshTokens(): Promise<{ access_token: string; refresh_token: string }> {
  const response = await api.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    json: { email: user.email, password: user.password },
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sub: string } & Record<string, unknown>;

const json = { 'content-type': 'application/json' };
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part)))),
  );

/** Odd bytes, encodings and shapes of a body: [label, headers, body]. */
const oddBodies = (): [string, Record<string, string>, string | Uint8Array][] => [
  [
    'invalid UTF-8 inside JSON strings',
    json,
    bytes(
      '{"email":"',
      [0xff, 0xfe],
      '@example.com","password":"',
      [0xc3, 0x28],
      '","message":"',
      [0xed, 0xa0, 0x80],
      '","topic":"',
      [0xc0, 0xae],
      '","firstName":"',
      [0xf8, 0x88, 0x80, 0x80, 0x80],
      '","prefix":"',
      [0xe2, 0x82],
      '"}',
    ),
  ],
  ['invalid UTF-8 in a key', json, bytes('{"', [0xff], '":1,"email":"a@example.com"}')],
  [
    'UTF-16LE JSON',
    { 'content-type': 'application/json; charset=utf-16le' },
    new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"email":"a@example.com"}', 'utf16le')])),
  ],
  ['a UTF-8 byte order mark', json, bytes([0xef, 0xbb, 0xbf], '{"email":"a@example.com","password":"x"}')],
  ['trailing garbage', json, '{"email":"a@example.com"}{"email":"b@example.com"}'],
  [
    'numbers beyond a double',
    json,
    '{"expiresIn":1e400,"limit":-1e400,"offset":1e400,"duration_minutes":1e400,"done":1e400,"answers":{"q1":1e400},"link_max_uses":1e400}',
  ],
  ['thousands of keys', json, JSON.stringify(Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`k${i}`, i])))],
  ['an empty charset', { 'content-type': 'application/json; charset=""' }, '{"email":"a@example.com"}'],
  ['an unknown charset', { 'content-type': 'application/json; charset=x-evil' }, '{"email":"a@example.com"}'],
  ['two content types', { 'content-type': 'application/json, text/html' }, '{"email":"a@example.com"}'],
  ['a content type in capitals', { 'content-type': 'APPLICATION/JSON' }, '{"email":"a@example.com"}'],
  [
    'a gzip bomb declared as such',
    { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    new Uint8Array(
      gzipSync(Buffer.concat([Buffer.from('{"email":"'), Buffer.alloc(20 * 1024 * 1024, 0x61), Buffer.from('"}')])),
    ),
  ],
  ['a content encoding that is not', { 'content-type': 'application/json', 'content-encoding': 'br' }, '{"a":1}'],
];

describe('bytes and encodings', () => {
  /** Anonymous, a user with a fresh session (a route before may have ended the last one) and a guest. */
  const callers = async (): Promise<[string, Record<string, string>][]> => [
    ['anonymous', { apikey: api.config.anonKey }],
    ['a user', { apikey: api.config.anonKey, authorization: `Bearer ${await freshSession()}` }],
    ['a guest', { apikey: api.config.anonKey, ...guest.headers }],
  ];

  it('odd bytes, encodings and shapes of a body are a success or a 4xx with a code on every route', async () => {
    const bodies = oddBodies();
    for (const [method, path] of allRoutes()) {
      if (method === 'GET' || method === 'HEAD') continue;
      const pathname = fillParams(path);
      for (const [who, headers] of await callers()) {
        for (const [label, extra, body] of bodies) {
          const sent = await send(method, pathname, { ...headers, ...extra }, body);
          expectStableOutcome(sent, `${method} ${path}: ${label} as ${who}`);
        }
      }
    }
    // Still up and serving.
    expect((await send('GET', '/health', {})).status).toBe(200);
  }, 600_000);

  it('broken percent-encoding in the query of every GET route is a success or a 4xx with a code', async () => {
    const queries = [
      '?redirect_to=%E0%A4%A&token=%ff&type=%&lang=%zz&email=%00',
      '?token_hash=%C0%AE%C0%AE&type=signup&redirect_to=%ff%fe',
      '?download=%ff&token=%&expiresIn=%E0',
      '?%ff=1&%=2&%E0%A4%A=3',
      `?lang=${'%ff'.repeat(2000)}`,
    ];
    for (const [method, path] of allRoutes()) {
      if (method !== 'GET') continue;
      const pathname = fillParams(path);
      for (const [who, headers] of await callers()) {
        for (const query of queries) {
          const sent = await send(method, `${pathname}${query}`, headers);
          expectStableOutcome(sent, `${method} ${path}${query.slice(0, 40)} as ${who}`);
        }
      }
    }
  }, 300_000);
});

/** A raw HTTP request (node:http), for what fetch refuses to send: TRACE, a Host header, doubled headers. */
function rawRequest(
  method: string,
  pathname: string,
  headers: Record<string, string> | string[],
  body?: string,
): Promise<Sent & { headers: http.IncomingHttpHeaders }> {
  const { port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers,
        setHost: !Array.isArray(headers) && !('host' in headers),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
            headers: response.headers,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('methods and headers', () => {
  it('methods nobody serves (TRACE, PROPFIND, odd verbs) are a 4xx with a code on every prefix', async () => {
    const paths = [
      '/auth/v1/user',
      '/functions/v1/expert-requests',
      '/storage/v1/object/list/credentials',
      '/news/v1/unsubscribe',
      '/health',
    ];
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE']) {
      for (const pathname of paths) {
        const sent = await rawRequest(method, pathname, {
          apikey: api.config.anonKey,
          authorization: `Bearer ${user.accessToken}`,
        });
        const what = `${method} ${pathname}`;
        expectRefused(sent, what);
        // TRACE must not echo the request (and its credentials) back.
        expect(sent.text).not.toContain(user.accessToken);
      }
    }
  });

  it('a method override (header or query) does not turn a read into a delete', async () => {
    const owner = api.client();
    await owner.auth.setSession(await freshTokens());
    const name = `${claimsOf(user.accessToken).sub}/override.pdf`;
    const upload = await owner.storage
      .from('credentials')
      .upload(name, new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }));
    expect(upload.error).toBeNull();
    const token = await freshSession();
    for (const headers of [
      { 'x-http-method-override': 'DELETE' } as Record<string, string>,
      { 'x-http-method': 'DELETE' },
      { 'x-method-override': 'DELETE' },
    ]) {
      const sent = await send(`GET`, `/storage/v1/object/credentials/${name}?_method=DELETE`, {
        apikey: api.config.anonKey,
        authorization: `Bearer ${token}`,
        ...headers,
      });
      expect(sent.status).toBe(200);
    }
    const still = await send('GET', `/storage/v1/object/info/credentials/${name}`, {
      apikey: api.config.anonKey,
      authorization: `Bearer ${token}`,
    });
    expect(still.status).toBe(200);
  });

  it('two credentials at once (two bearers, a bearer and a stranger’s guest token) reach one identity’s rows only', async () => {
    const alice = await clientUser(api);
    const bob = await clientGuest(api);
    await createRequest(api, alice, { topic: 'Thema von Alice Ahornweg' });
    await createRequest(api, bob, { topic: 'Thema von Bob Buchenweg' });
    const list = `/functions/v1${endpoints.listExpertRequests.path}`;
    const headerSets: [string, string[]][] = [
      ['two bearers', ['authorization', alice.headers.authorization!, 'authorization', `Bearer ${user.accessToken}`]],
      [
        'a bearer and a guest token',
        ['authorization', alice.headers.authorization!, 'x-guest-token', bob.headers['x-guest-token']!],
      ],
      [
        'two guest tokens',
        ['x-guest-token', bob.headers['x-guest-token']!, 'x-guest-token', guest.headers['x-guest-token']!],
      ],
    ];
    for (const [label, headers] of headerSets) {
      const sent = await rawRequest('GET', list, ['apikey', api.config.anonKey, ...headers]);
      expectStableOutcome(sent, label);
      const both = sent.text.includes('Ahornweg') && sent.text.includes('Buchenweg');
      if (both) throw new Error(`${label}: one answer with both identities’ rows: ${sent.text.slice(0, 300)}`);
    }
  });

  it('a foreign Host or X-Forwarded-Host never reaches a mailed link', async () => {
    const address = uniqueEmail('host');
    const { port } = new URL(api.url);
    const body = JSON.stringify({ email: address, password: 'correct-horse-7' });
    const sent = await rawRequest(
      'POST',
      '/auth/v1/signup',
      {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        forwarded: 'host=evil.example;proto=https',
        'x-original-url': 'https://evil.example/',
        apikey: api.config.anonKey,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    );
    expect(sent.status).toBe(200);
    const mail = await api.mail.take(address, /confirm|bestätige/i);
    expect(mail.link).not.toBeNull();
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html ?? '').not.toContain('evil.example');
    expect(new URL(mail.link!).origin).toBe(new URL(api.config.apiExternalUrl).origin);
    // Opened, the link leads to the site, not to the host the request named.
    const opened = await fetch(api.localUrl(mail.link!), {
      redirect: 'manual',
      headers: { host: `127.0.0.1:${port}` },
    });
    await opened.arrayBuffer();
    expect(opened.headers.get('location') ?? '').not.toContain('evil.example');
  });
});

describe('tokens keyed with the api’s public key or a key of the caller’s choosing', () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  async function forgeries(): Promise<[string, string][]> {
    const jwks = (await (await fetch(`${api.url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: ({ kid: string } & Record<string, unknown>)[];
    };
    const jwk = jwks.keys[0]!;
    const publicKey = createPublicKey({ key: jwk as never, format: 'jwk' });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const der = publicKey.export({ type: 'spki', format: 'der' });
    const claims = {
      ...claimsOf(user.accessToken),
      role: 'service_role',
      app_metadata: { role: 'admin' },
      aal: 'aal2',
    };
    const payload = b64(claims);
    const hs256 = (secret: string | Buffer) => {
      const head = b64({ alg: 'HS256', typ: 'JWT', kid: jwk.kid });
      return `${head}.${payload}.${createHmac('sha256', secret).update(`${head}.${payload}`).digest('base64url')}`;
    };
    // ES256 by a key of the attacker's, named in the header every way a verifier might follow.
    const own = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const ownJwk = own.publicKey.export({ format: 'jwk' });
    const es256 = (header: Record<string, unknown>) => {
      const head = b64({ alg: 'ES256', typ: 'JWT', ...header });
      const signature = signWith('sha256', Buffer.from(`${head}.${payload}`), {
        key: own.privateKey,
        dsaEncoding: 'ieee-p1363',
      });
      return `${head}.${payload}.${signature.toString('base64url')}`;
    };
    return [
      ['HS256 keyed with the JWKS entry', hs256(JSON.stringify(jwk))],
      ['HS256 keyed with the PEM public key', hs256(pem)],
      ['HS256 keyed with the DER public key', hs256(der)],
      ['HS256 keyed with the x coordinate', hs256(String(jwk.x))],
      ['ES256 by a foreign key under the api’s kid', es256({ kid: jwk.kid })],
      ['ES256 by a foreign key carried in the header (jwk)', es256({ jwk: ownJwk })],
      ['ES256 by a foreign key behind a URL (jku)', es256({ jku: 'https://evil.example/jwks.json', kid: 'evil' })],
      ['ES256 by a foreign key behind a URL (x5u)', es256({ x5u: 'https://evil.example/cert.pem' })],
      ['ES256 by a foreign key without kid', es256({})],
    ];
  }

  it('are refused on /auth/v1, /functions/v1 and /storage/v1 with a code', async () => {
    for (const [label, token] of await forgeries()) {
      const headers = { apikey: api.config.anonKey, authorization: `Bearer ${token}` };
      expectRefused(await send('GET', '/auth/v1/user', headers), `${label} on /auth/v1/user`);
      expectRefused(await send('GET', '/auth/v1/admin/users', headers), `${label} on the admin API`);
      expectRefused(await send('GET', '/functions/v1/advisor-conversations', headers), `${label} on /functions/v1`);
      expectRefused(
        await send('POST', '/storage/v1/object/list/credentials', { ...headers, ...json }, '{"prefix":""}'),
        `${label} on /storage/v1`,
      );
      // Nor is it a guest token.
      expectRefused(
        await send('GET', '/functions/v1/advisor-conversations', {
          apikey: api.config.anonKey,
          'x-guest-token': token,
        }),
        `${label} as a guest token`,
      );
    }
  });

  it('are refused at a realtime join and on a joined channel’s token refresh', async () => {
    const socket = new WebSocket(
      `${api.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${api.config.anonKey}&vsn=1.0.0`,
    );
    const received: { topic: string; event: string; payload: { status?: string; response?: unknown } }[] = [];
    socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString()) as (typeof received)[number]));
    await new Promise((resolve) => socket.once('open', resolve));
    const join = (topic: string, token: string, ref: string) =>
      socket.send(
        JSON.stringify({
          topic,
          event: 'phx_join',
          ref,
          payload: {
            config: { postgres_changes: [{ event: '*', schema: 'app', table: 'case_messages' }] },
            access_token: token,
          },
        }),
      );
    const replyTo = async (ref: string) => {
      await until(() => received.some((message) => (message as { ref?: string }).ref === ref), `the reply to ${ref}`);
      return received.find((message) => (message as { ref?: string }).ref === ref)!;
    };
    let n = 0;
    for (const [label, token] of await forgeries()) {
      n += 1;
      join(`realtime:forged-${n}`, token, `f${n}`);
      const reply = await replyTo(`f${n}`);
      if (reply.payload.status !== 'error') throw new Error(`${label}: joined: ${JSON.stringify(reply)}`);
    }
    // A channel joined with the user's own token: a forged refresh does not become its identity.
    join('realtime:own', await freshSession(), 'own');
    expect((await replyTo('own')).payload.status).toBe('ok');
    const [, forged] = (await forgeries())[0]!;
    socket.send(
      JSON.stringify({ topic: 'realtime:own', event: 'access_token', ref: 'swap', payload: { access_token: forged } }),
    );
    await until(
      () =>
        socket.readyState !== WebSocket.OPEN ||
        received.some(
          (message) =>
            message.topic === 'realtime:own' &&
            (message.event === 'phx_close' ||
              message.event === 'system' ||
              (message.event === 'phx_reply' && message.payload.status === 'error')),
        ),
      'the refusal of the forged token',
    );
    socket.close();
  });
});

describe('addresses and bindings', () => {
  it('a sign-up with an existing account’s address (other case, spaces) gets no session and changes nothing of it', async () => {
    const victim = await createConfirmedUser(api, uniqueEmail('victim'));
    const [local, domain] = victim.email.split('@') as [string, string];
    for (const typed of [victim.email.toUpperCase(), ` ${victim.email} `, `${local}@${domain.toUpperCase()}`]) {
      const response = await api.request('/auth/v1/signup', {
        method: 'POST',
        json: { email: typed, password: 'attacker-horse-9', data: { first_name: 'Mallory' } },
      });
      const text = await response.text();
      expectStableOutcome({ status: response.status, text }, `sign-up as ${typed}`);
      expect(text).not.toContain('access_token');
      expect(text).not.toContain('refresh_token');
      // The attacker's password opens nothing; the victim's still does, with the victim's name.
      const attacker = await api.request('/auth/v1/token?grant_type=password', {
        method: 'POST',
        json: { email: victim.email, password: 'attacker-horse-9' },
      });
      expectRefused({ status: attacker.status, text: await attacker.text() }, `the attacker's password for ${typed}`);
    }
    const own = await api.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      json: { email: victim.email, password: victim.password },
    });
    expect(own.status).toBe(200);
    const { user: account } = (await own.json()) as { user: { user_metadata: Record<string, unknown> } };
    expect(JSON.stringify(account.user_metadata)).not.toContain('Mallory');
  });

  it('realtime bindings on unpublished schemas and tables (wildcards, auth.users, pg_catalog) are refused', async () => {
    const socket = new WebSocket(
      `${api.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${api.config.anonKey}&vsn=1.0.0`,
    );
    const received: { ref?: string; payload: { status?: string } }[] = [];
    socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString()) as (typeof received)[number]));
    await new Promise((resolve) => socket.once('open', resolve));
    const token = await freshSession();
    const bindings = [
      { event: '*', schema: '*' },
      { event: '*', schema: '*', table: '*' },
      { event: '*', schema: 'app', table: '*' },
      { event: '*', schema: 'auth', table: 'users' },
      { event: '*', schema: 'auth', table: 'refresh_tokens' },
      { event: '*', schema: 'pg_catalog', table: 'pg_authid' },
      { event: '*', schema: 'app', table: 'case_notes' },
      { event: '*', schema: 'app', table: 'case_messages', filter: 'case_id=eq.1;drop table x' },
      { event: '*', schema: 'APP', table: 'CASE_MESSAGES' },
      { event: '*', schema: 'app', table: 'case_messages"; --' },
    ];
    for (const [i, binding] of bindings.entries()) {
      const ref = `b${i}`;
      socket.send(
        JSON.stringify({
          topic: `realtime:binding-${i}`,
          event: 'phx_join',
          ref,
          payload: { config: { postgres_changes: [binding] }, access_token: token },
        }),
      );
      // Refused in the reply, or by the system message that follows an accepted join.
      await until(
        () =>
          received.some((message) => message.ref === ref) &&
          (received.find((message) => message.ref === ref)!.payload.status === 'error' ||
            received.some(
              (message) =>
                (message as { topic?: string; event?: string }).topic === `realtime:binding-${i}` &&
                (message as { event?: string }).event === 'system' &&
                message.payload.status === 'error',
            )),
        `the refusal of ${JSON.stringify(binding)}`,
      );
    }
    socket.close();
  });
});
