// requireAal2, the guard of case data: mounted on a route of its own in front of the real services
// and error handler, called with tokens the real api issued.
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/context';
import { errorHandler, requestContext } from '../../platform/http/middleware';
import { silentLogger } from '../../platform/log';
import { createServices } from '../../platform/services';
import { createConfirmedUser, startTestApi, type TestApi } from '../../test/harness';
import { requireAal2 } from '../../identity/middleware';

let api: TestApi;
let app: Hono<AppEnv>;

beforeAll(async () => {
  api = await startTestApi();
  const services = createServices({
    config: api.config,
    database: api.server.database,
    keys: api.server.keys,
    logger: silentLogger,
  });
  app = new Hono<AppEnv>();
  app.use('*', requestContext(services));
  app.get('/case-data', requireAal2, (c) => {
    const caller = c.get('caller');
    return c.json({ aal: caller.kind === 'user' ? caller.aal : null });
  });
  app.onError(errorHandler());
});

afterAll(async () => {
  await api.close();
});

const get = (headers: Record<string, string> = {}) => app.request('/case-data', { headers });

describe('requireAal2', () => {
  it('answers 401 not_authenticated without a signed-in user', async () => {
    const response = await get();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it('answers 403 insufficient_aal to a password session (aal1)', async () => {
    const user = await createConfirmedUser(api);
    const response = await get({ authorization: `Bearer ${user.accessToken}` });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'insufficient_aal' });
  });
});
