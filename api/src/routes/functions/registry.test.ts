// The api serves exactly the endpoints the contract registers: no route without its schemas
// (and docs), no registered endpoint without a route.
import { endpoints } from '@cc/shared-contract';
import { functionRoutes } from './index';

it('routes every endpoint of the shared-contract registry, and only those', () => {
  const routed = new Set(
    functionRoutes('anon')
      .routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`),
  );
  const registered = new Set(Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`));
  expect([...registered].filter((key) => !routed.has(key))).toEqual([]);
  expect([...routed].filter((key) => !registered.has(key))).toEqual([]);
});
