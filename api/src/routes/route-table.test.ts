// The app's route table, method and path of every route and middleware in the order Hono matches
// them, against route-table.json (written from the app before the edges mounted the modules as
// sub-apps with app.route()). The order is what decides which middleware runs before a handler
// (auth, the api key, rate limits, CORS) and which of two matching routes answers, so a change of
// the composition that moves, adds or drops one fails here. A new endpoint updates the file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../app';
import { loadConfig } from '../platform/config';
import { silentLogger } from '../platform/log';
import type { Services } from '../platform/services';
import { baseEnv } from '../test/harness';

/** Building the app reads only its config; nothing here answers a request. */
function routeTable(): string[] {
  const config = loadConfig(baseEnv);
  const services = { config, logger: silentLogger } as Services;
  const app = createApp({ config, services } as Parameters<typeof createApp>[0]);
  return app.routes.map((route) => `${route.method} ${route.path}`);
}

it('mounts every route and middleware at the path and in the order route-table.json lists', () => {
  const expected = JSON.parse(readFileSync(join(__dirname, 'route-table.json'), 'utf8')) as string[];
  expect(routeTable()).toEqual(expected);
});
