// /storage/v1: the Supabase Storage contract that storage-js (supabase.storage) speaks. Errors
// are answered in storage's shape (../errors.ts); JSON answers are never cached.
import { Hono, type ErrorHandler } from 'hono';
import type { AppEnv } from '../../../platform/http/context';
import { ApiError } from '../../../platform/http/errors';
import { errorHandler, noStoreByDefault } from '../../../platform/http/middleware';
import { storageErrorBody } from '../service';
import { bucketRoutes } from './buckets';
import { objectRoutes } from './objects';

export { isStorageUpload } from './objects';

const fallback = errorHandler();

/**
 * Storage's error shape for every ApiError of a /storage/v1 request, also those the app's own
 * middleware throws before the route (body limit, admission, the service key from a browser).
 */
export const storageErrorHandler: ErrorHandler<AppEnv> = (error, c) => {
  if (!(error instanceof ApiError)) return fallback(error, c);
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(storageErrorBody(error), error.status as 400);
};

export function storageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', noStoreByDefault);
  app.route('/', bucketRoutes());
  app.route('/', objectRoutes());
  app.notFound((c) =>
    c.json(storageErrorBody(new ApiError(404, 'not_found', `Route ${c.req.method}:${c.req.path} not found`)), 404),
  );
  app.onError(storageErrorHandler);
  return app;
}
