// The routes outside the functions registry (/auth/v1 with MFA and the admin API, /storage/v1,
// /news/v1), attacked as an outsider would. The route list comes from the Hono apps themselves,
// so a new auth or bucket route is covered without a line here; storage's objects share one
// catch-all route, whose operations are listed below (the list is checked against the route).
//
// Whatever arrives (odd bodies, content types, queries, ids and object names; missing, broken,
// forged and signed-out tokens; a guest token; a stranger's session), the answer is a success or a
// 4xx with a stable code from the contract's list, never 5xx or a stack; the admin API refuses
// everyone but the service role and admins; and nobody reads or changes another user's account,
// factors or files.
import { errorCodes } from '@cc/shared-contract';
import { newsOneClickRoutes } from '../../modules/news/routes/one-click';
import { storageRoutes } from '../../modules/storage/routes';
import { authEdgeRoutes } from '../../routes/auth';
import { clientGuest } from '../../test/cases';
import { raiseToAal2 } from '../../test/experts';
import { startTestApi, withTamperedSignature, type TestApi } from '../../test/harness';
import { pdfBytes, signedInUser, type SignedInUser } from '../../test/storage';

let api: TestApi;
/** Owns a factor and a private file the others try to reach. */
let victim: SignedInUser;
let victimFactor: string;
let stranger: SignedInUser;
let guestToken: string;
let signedOutToken: string;
const victimFile = () => `${victim.id}/geheim-zertifikat.pdf`;

beforeAll(async () => {
  api = await startTestApi({
    env: {
      BODY_LIMIT_BYTES: '65536',
      RATE_LIMIT_MFA_VERIFY_PER_FACTOR: '100000/60',
      RATE_LIMIT_MFA_VERIFY_PER_IP: '100000/60',
      RATE_LIMIT_STORAGE_UPLOADS_PER_USER: '100000/60',
    },
  });
  [victim, stranger] = [await signedInUser(api, 'victim'), await signedInUser(api, 'stranger')];
  await raiseToAal2(victim);
  const factors = await victim.client.auth.mfa.listFactors();
  victimFactor = factors.data!.totp[0]!.id;
  const upload = await victim.client.storage
    .from('credentials')
    .upload(victimFile(), new Blob([pdfBytes], { type: 'application/pdf' }));
  expect(upload.error).toBeNull();
  guestToken = (await clientGuest(api)).headers['x-guest-token']!;
  const leaving = await signedInUser(api, 'signed-out');
  signedOutToken = leaving.accessToken;
  await leaving.client.auth.signOut();
}, 120_000);

afterAll(async () => {
  await api.close();
});

/** The operations of storage's `/object/*` route, as storage-js calls them. */
const objectOperations: [string, string][] = [
  ['POST', '/object/credentials/:name'],
  ['PUT', '/object/credentials/:name'],
  ['GET', '/object/credentials/:name'],
  ['HEAD', '/object/credentials/:name'],
  ['GET', '/object/authenticated/credentials/:name'],
  ['GET', '/object/public/credentials/:name'],
  ['GET', '/object/public/avatars/:name'],
  ['GET', '/object/info/credentials/:name'],
  ['GET', '/object/sign/credentials/:name'],
  ['POST', '/object/sign/credentials/:name'],
  ['POST', '/object/sign/credentials'],
  ['POST', '/object/list/credentials'],
  ['DELETE', '/object/credentials'],
  ['DELETE', '/object/credentials/:name'],
  ['POST', '/object/move'],
  ['POST', '/object/copy'],
];

/** Every route: method and path below the api's root. */
function routes(): [string, string][] {
  const mounted: [string, { routes: { method: string; path: string }[] }][] = [
    ['/auth/v1', authEdgeRoutes('anon')],
    ['/storage/v1', storageRoutes()],
    ['/news/v1', newsOneClickRoutes()],
  ];
  const all = mounted.flatMap(([prefix, app]) =>
    app.routes
      .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
      .map((route): [string, string] => [route.method, `${prefix}${route.path}`]),
  );
  const unique = new Map(all.map(([method, path]) => [`${method} ${path}`, [method, path] as [string, string]]));
  for (const [method, path] of objectOperations) unique.set(`${method} ${path}`, [method, `/storage/v1${path}`]);
  return [...unique.values()];
}

it('lists every catch-all route of storage here', () => {
  const catchAll = storageRoutes()
    .routes.filter((route) => route.method !== 'ALL' && route.path.includes('*'))
    .map((route) => `${route.method} ${route.path}`);
  // One route serves the objects; a new one needs its operations in objectOperations.
  expect([...new Set(catchAll)].sort()).toEqual(
    ['DELETE /object/*', 'GET /object/*', 'HEAD /object/*', 'POST /object/*', 'PUT /object/*'].sort(),
  );
});

/** The victim's rows each path parameter can name. */
const victimParams = (): Record<string, string> => ({
  userId: victim.id,
  factorId: victimFactor,
  id: 'credentials',
  name: victimFile(),
});

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'name' ? params[name]! : encodeURIComponent(params[name] ?? 'x'),
  );

interface Sent {
  status: number;
  text: string;
}

async function send(method: string, pathname: string, headers: Record<string, string>, body?: string) {
  const response = await fetch(`${api.url}${pathname}`, {
    method,
    headers,
    ...(body === undefined || method === 'GET' || method === 'HEAD' ? {} : { body }),
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

const known = new Set<string>(errorCodes);

/** A success, a redirect, or a 4xx with a known code (storage: in `error`) and a message; never 5xx or a stack. */
function expectStableOutcome(sent: Sent, what: string) {
  const fail = () => new Error(`${what}: ${sent.status} ${sent.text.slice(0, 300)}`);
  if (sent.status >= 500) throw fail();
  if (sent.status >= 400 && sent.text) {
    let body: { code?: unknown; error?: unknown; message?: unknown; msg?: unknown };
    try {
      body = JSON.parse(sent.text) as typeof body;
    } catch {
      throw fail();
    }
    const code = what.includes('/storage/v1') ? body.error : body.code;
    if (!known.has(String(code)) || typeof body.message !== 'string') throw fail();
  }
  if (/\n\s+at |node_modules|\/src\/|\.ts:\d+/.test(sent.text)) throw fail();
}

const json = { 'content-type': 'application/json' };

const oddBodies: [string, Record<string, string>, string | undefined][] = [
  ['no body', {}, undefined],
  ['an empty body', json, ''],
  ['malformed JSON', json, '{"email":'],
  ['JSON null', json, 'null'],
  ['an array', json, '[1]'],
  ['a string', json, '"x"'],
  [
    'wrong types',
    json,
    JSON.stringify({
      email: ['a'],
      password: {},
      refresh_token: 1,
      token: null,
      type: [],
      code: {},
      factor_type: 7,
      friendly_name: 'x'.repeat(5000),
      challenge_id: true,
      app_metadata: 'admin',
      user_metadata: [],
      prefixes: 'x',
      paths: {},
      expiresIn: 'soon',
      bucketId: [],
      sourceKey: {},
      destinationKey: null,
      name: 1,
      public: 'yes',
      limit: -1,
      prefix: { $ne: 1 },
    }),
  ],
  ['NUL characters', json, '{"email":"a\\u0000@example.com","password":"\\u0000","prefix":"\\u0000"}'],
  ['a lone surrogate', json, '{"email":"\\ud800@example.com","prefix":"\\udfff"}'],
  ['deep nesting', json, `{"data":${'['.repeat(5000)}${']'.repeat(5000)}}`],
  ['a huge body', json, JSON.stringify({ email: 'a'.repeat(200_000) })],
  ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=a%40b.de&password=x'],
  ['text/plain', { 'content-type': 'text/plain' }, 'hallo'],
  ['a broken multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\nbroken'],
  ['prototype keys', json, '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}'],
];

const oddParams = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '%2e%2e',
  '%00',
  '%E0%A4%A',
  "1' or '1'='1",
  'a'.repeat(3000),
];

/** Storage object names an attacker tries to reach the victim's folder with. */
const traversals = () => [
  `${stranger.id}/%2e%2e/${victimFile()}`,
  `${stranger.id}/%2E%2E%2F${victimFile()}`,
  `${stranger.id}/%252e%252e/${victimFile()}`,
  `${stranger.id}/..%5c${victimFile()}`,
  `${stranger.id}%2F..%2F${victimFile()}`,
  `${stranger.id}/${victimFile()}%00.pdf`,
  `./${victimFile()}`,
  `/${victimFile()}`,
  `${victimFile()}/`,
  encodeURIComponent(victimFile()),
];

function callers(): [string, Record<string, string>][] {
  const anon = { apikey: api.config.anonKey };
  const [header, payload, signature] = stranger.accessToken.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(
    JSON.stringify({ ...claims, sub: victim.id, role: 'service_role', app_metadata: { role: 'admin' }, aal: 'aal2' }),
  ).toString('base64url');
  const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  return [
    ['no apikey', {}],
    ['anonymous', anon],
    ['a garbage bearer', { ...anon, authorization: 'Bearer x.y.z' }],
    ['a tampered signature', { ...anon, authorization: `Bearer ${withTamperedSignature(stranger.accessToken)}` }],
    ['forged claims', { ...anon, authorization: `Bearer ${header}.${forged}.${signature}` }],
    ['alg none', { ...anon, authorization: `Bearer ${none}.${forged}.` }],
    ['a signed-out session', { ...anon, authorization: `Bearer ${signedOutToken}` }],
    ['a guest token', { ...anon, authorization: `Bearer ${guestToken}` }],
    ['a guest token header', { ...anon, 'x-guest-token': guestToken }],
    ['a stranger', { ...anon, authorization: `Bearer ${stranger.accessToken}` }],
    ['the anon key as bearer', { ...anon, authorization: `Bearer ${api.config.anonKey}` }],
  ];
}

/**
 * What the victim owns and nobody else may read; a name the request itself carries is only echoed
 * (an error naming the key it refused), so it counts only when the request did not send it.
 */
const victimSecrets = (request: string) =>
  [victim.email, 'geheim-zertifikat', victimFactor, '%PDF'].filter((secret) => !request.includes(secret));

describe.each(routes())('%s %s', (method, path) => {
  it('answers odd bodies, content types, queries and ids from any caller with a success or 4xx, never 5xx', async () => {
    const target = fill(path, victimParams());
    for (const [who, headers] of callers()) {
      for (const [label, extra, body] of oddBodies) {
        if ((method === 'GET' || method === 'HEAD') && body !== undefined) continue;
        const sent = await send(method, target, { ...headers, ...extra }, body);
        expectStableOutcome(sent, `${method} ${path} ${label} as ${who}`);
      }
      const query =
        '?grant_type=password&scope=everything&redirect_to=javascript:alert(1)&select=*&limit=-1&__proto__=1';
      expectStableOutcome(await send(method, `${target}${query}`, headers), `${method} ${path} odd query as ${who}`);
    }
    const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const stranger = callers().find(([who]) => who === 'a stranger')![1];
    for (const param of names) {
      for (const odd of param === 'name' ? [...oddParams, ...traversals()] : oddParams) {
        const sent = await send(
          method,
          fill(path, { ...victimParams(), [param]: odd }),
          { ...stranger, ...json },
          '{}',
        );
        expectStableOutcome(sent, `${method} ${path} ${param}=${odd.slice(0, 40)}`);
        // As sent and with its escapes read (byte by byte is enough to find a name in it).
        const request = `${odd} ${odd.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))}`;
        for (const secret of victimSecrets(request)) expect(sent.text).not.toContain(secret);
        if (param === 'name' && method !== 'POST' && method !== 'PUT') expect(sent.status).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('gives no caller but the victim the victim’s account, factors or files', async () => {
    const target = fill(path, victimParams());
    const bodies: Record<string, unknown> = {
      '/storage/v1/object/list/credentials': { prefix: `${victim.id}/`, limit: 100 },
      '/storage/v1/object/credentials': { prefixes: [victimFile()] },
      '/storage/v1/object/move': { bucketId: 'credentials', sourceKey: victimFile(), destinationKey: 'x/y.pdf' },
      '/storage/v1/object/copy': { bucketId: 'credentials', sourceKey: victimFile(), destinationKey: 'x/y.pdf' },
      '/storage/v1/object/sign/credentials': { expiresIn: 60, paths: [victimFile()] },
      '/storage/v1/object/sign/credentials/:name': { expiresIn: 60 },
    };
    const body = JSON.stringify(bodies[path] ?? {});
    for (const [who, headers] of callers()) {
      const sent = await send(method, target, { ...headers, ...json }, body);
      expectStableOutcome(sent, `${method} ${path} as ${who}`);
      for (const secret of victimSecrets(`${target} ${body}`)) {
        if (sent.text.includes(secret)) throw new Error(`${who} read "${secret}" at ${method} ${path}: ${sent.text}`);
      }
      if (path.startsWith('/auth/v1/admin/') && sent.status < 400)
        throw new Error(`${who} used the admin API: ${path}`);
    }
  });
});

it('the victim still has their factor and their file, and the admin API knows them', async () => {
  const factors = await victim.client.auth.mfa.listFactors();
  expect(factors.data!.totp.map((factor) => factor.id)).toEqual([victimFactor]);
  const file = await victim.client.storage.from('credentials').download(victimFile());
  expect(file.error).toBeNull();
  const listed = await api.adminClient().auth.admin.getUserById(victim.id);
  expect(listed.data.user?.email).toBe(victim.email);
});
