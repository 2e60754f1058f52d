// POST /functions/v1/client-errors: a browser's report lands in the log, validated and limited.
import type { LogFields, Logger } from '../../platform/log';
import { startTestApi, type TestApi } from '../../test/harness';

const logged: { msg: string; fields?: LogFields }[] = [];
const logger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: (msg, fields) => logged.push({ msg, fields }),
  error: () => undefined,
  enabled: () => true,
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_CLIENT_ERRORS_PER_IP: '3/600' }, logger });
});
afterAll(() => api.close());

const refusal = {
  kind: 'share_refused',
  app: 'chat',
  message: '@cc/shared-ui refused',
  package: '@cc/shared-ui',
  wanted: '>=1.1.0',
  found: '1.0.0',
  provider: 'shell',
  page: '/chat',
};

it('logs a refused share with app, package, wanted and found version', async () => {
  const response = await api.request('/functions/v1/client-errors', {
    method: 'POST',
    json: refusal,
    headers: { origin: 'http://localhost:3000' },
  });
  expect(response.status).toBe(202);
  expect(await response.json()).toEqual({ logged: true });
  expect(logged.find((line) => line.msg === 'client error')?.fields).toMatchObject({
    ...refusal,
    origin: 'http://localhost:3000',
  });
});

it.each([
  ['an unknown kind', { ...refusal, kind: 'anything' }],
  ['an app name that is not one', { ...refusal, app: '<script>' }],
  ['a page with a query (it may hold tokens)', { ...refusal, page: '/auth?token=secret' }],
  ['a message too long', { ...refusal, message: 'x'.repeat(1001) }],
])('answers 400 validation_failed for %s', async (_, body) => {
  const response = await api.request('/functions/v1/client-errors', { method: 'POST', json: body });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ code: 'validation_failed' });
});

it('needs the api key and limits the reports per address', async () => {
  const noKey = await fetch(`${api.url}/functions/v1/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(refusal),
  });
  expect(noKey.status).toBe(401);
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    statuses.push((await api.request('/functions/v1/client-errors', { method: 'POST', json: refusal })).status);
  }
  expect(statuses.at(-1)).toBe(429);
});
