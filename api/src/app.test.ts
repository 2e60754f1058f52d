// App-level behaviour: health, CORS, security headers, body limit, JSON 404, the apikey check,
// and errors thrown inside the mounted sub-apps arriving as their JSON bodies.
import { anonKey, siteUrl, startTestApi, type TestApi } from './test/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { BODY_LIMIT_BYTES: '2048' } });
});

afterAll(async () => {
  await api.close();
});

describe('GET /health', () => {
  it('pings the database', async () => {
    const response = await fetch(`${api.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('CORS', () => {
  it('answers a preflight from an allowed origin with the headers supabase-js sends', async () => {
    const response = await fetch(`${api.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: siteUrl,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteUrl);
    const allowHeaders = response.headers.get('access-control-allow-headers')!.split(',');
    for (const header of [
      'authorization',
      'apikey',
      'content-type',
      'x-client-info',
      'x-supabase-api-version',
      'x-region',
      'accept-profile',
      'content-profile',
      'prefer',
      'x-request-id',
    ]) {
      expect(allowHeaders).toContain(header);
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('lets an allowed origin read responses, including errors, and exposes the api headers', async () => {
    const response = await api.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { origin: siteUrl },
      json: {},
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteUrl);
    const exposed = response.headers.get('access-control-expose-headers')!.toLowerCase().split(',');
    expect(exposed).toEqual(expect.arrayContaining(['x-supabase-api-version', 'x-request-id', 'retry-after']));
    expect(response.headers.get('vary')).toMatch(/origin/i);
  });

  it('refuses any other origin (no Access-Control-Allow-Origin)', async () => {
    const preflight = await fetch(`${api.url}/auth/v1/signup`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const response = await api.request('/auth/v1/settings', { headers: { origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('security headers', () => {
  it('are present on JSON responses, errors and redirects alike', async () => {
    for (const response of [
      await fetch(`${api.url}/health`),
      await fetch(`${api.url}/nope`),
      await fetch(`${api.url}/auth/v1/verify?type=signup&token=nope`, { redirect: 'manual' }),
    ]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('keeps a well-formed X-Request-Id from the client and replaces a malformed one', async () => {
    const kept = await fetch(`${api.url}/health`, { headers: { 'x-request-id': 'trace-123' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-123');
    const replaced = await fetch(`${api.url}/health`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).not.toContain('script');
  });
});

describe('request body limit', () => {
  it('answers 413 request_too_large for a body above BODY_LIMIT_BYTES', async () => {
    const response = await api.request('/auth/v1/signup', {
      method: 'POST',
      json: { email: 'big@example.com', password: 'x'.repeat(4096) },
    });
    expect(response.status).toBe(413);
    // The unread rest of the body makes the connection unusable: clients must not reuse it.
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({ code: 'request_too_large' });
  });

  it('also without Content-Length (chunked upload)', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 8; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const response = await fetch(`${api.url}/functions/v1/guest-session`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_too_large' });
  });
});

describe('routing and keys', () => {
  it('answers an unknown route with a JSON 404', async () => {
    const response = await fetch(`${api.url}/does/not/exist`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('refuses /auth/v1 and /functions/v1 without an apikey (401 no_api_key)', async () => {
    for (const pathname of ['/auth/v1/settings', '/functions/v1/guest-session']) {
      const response = await fetch(`${api.url}${pathname}`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'no_api_key' });
    }
    const wrong = await fetch(`${api.url}/auth/v1/settings`, { headers: { apikey: 'wrong' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'invalid_api_key' });
  });

  it('serves the JWKS and the settings supabase-js may ask for', async () => {
    const jwks = await fetch(`${api.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.status).toBe(200);
    const { keys } = (await jwks.json()) as { keys: Array<Record<string, unknown>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
    const settings = await api.request('/auth/v1/settings');
    expect(await settings.json()).toMatchObject({ external: { email: true }, mailer_autoconfirm: false });
  });

  it('turns an ApiError thrown inside a sub-app into its JSON body with the API version header', async () => {
    const response = await api.request('/auth/v1/user', { headers: { authorization: 'Bearer not-a-jwt' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('bad_jwt');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });

  it('answers malformed JSON with 400 bad_json, not 500', async () => {
    const response = await api.request('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_json' });
  });
});

describe('response headers on the server and in-process', () => {
  it('are the same whether the Node server answers or the app is called directly (app.request)', async () => {
    const { createApp } = await import('./app');
    const { silentLogger } = await import('./platform/log');
    const app = createApp({
      database: api.server.database,
      keys: api.server.keys,
      logger: silentLogger,
      config: api.config,
    });
    // The Node server sets them before the handler (the handler's own win), app.request after it.
    const volatile = new Set(['date', 'connection', 'keep-alive', 'content-length', 'x-request-id']);
    const headersOf = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => !volatile.has(name)));
    for (const [path, init] of [
      ['/health', { headers: { origin: siteUrl } }],
      ['/nope', {}],
      ['/auth/v1/health', { headers: { origin: 'https://elsewhere.example' } }],
      ['/auth/v1/.well-known/jwks.json', {}],
      ['/auth/v1/user', { headers: { apikey: anonKey } }],
      ['/functions/v1/nope', { headers: { apikey: anonKey } }],
    ] as const) {
      const served = await fetch(`${api.url}${path}`, init);
      const direct = await app.request(path, init);
      expect({ path, status: direct.status, headers: headersOf(direct) }).toEqual({
        path,
        status: served.status,
        headers: headersOf(served),
      });
    }
  });
});

describe('HSTS', () => {
  it('is sent only when the api is served over https (browsers ignore it over http)', async () => {
    const { createApp } = await import('./app');
    const { silentLogger } = await import('./platform/log');
    const deps = { database: api.server.database, keys: api.server.keys, logger: silentLogger };
    const plain = await createApp({ ...deps, config: api.config }).request('/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await createApp({
      ...deps,
      config: { ...api.config, apiExternalUrl: 'https://api.example.com' },
    }).request('/health');
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('GET /health without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const { createApp } = await import('./app');
    const { silentLogger } = await import('./platform/log');
    const app = createApp({
      config: api.config,
      database: { ...api.server.database, ping: () => Promise.reject(new Error('connection refused')) },
      keys: api.server.keys,
      logger: silentLogger,
    });
    const response = await app.request('/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: api.server.database.kind });
  });

  it('answers 503 when the database was closed', async () => {
    const { createApp } = await import('./app');
    const { openDatabase } = await import('./platform/db/client');
    const { silentLogger } = await import('./platform/log');
    // A database of the kind under test of its own (only pinged; on PostgreSQL the server's own).
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? '', dataDir: ':memory:' });
    const app = createApp({ config: api.config, database, keys: api.server.keys, logger: silentLogger });
    expect((await app.request('/health')).status).toBe(200);
    await database.close();
    const response = await app.request('/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: database.kind });
  });
});
