// /auth/v1: GoTrue's endpoints (the auth module) and GoTrue's admin API (the admin module, last,
// as before it became a module). The admin routes run behind the auth module's middleware that
// precedes them in the route table (GoTrue's response headers, the api key), then their own
// service-role check; routes/route-table.test.ts holds that order.
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/context';
import { adminRoutes } from '../../modules/admin/routes/admin';
import { authRoutes } from '../../modules/auth/routes';

export function authEdgeRoutes(anonKey: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', authRoutes(anonKey));
  app.route('/', adminRoutes());
  return app;
}
