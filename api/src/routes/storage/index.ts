// /storage/v1: the Supabase Storage contract that storage-js (supabase.storage) speaks. Errors
// are answered in storage's shape (storage/errors.ts); JSON answers are never cached.
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { errorHandler, noStoreByDefault } from '../../http/middleware';
import { storageErrorBody } from '../../storage/errors';
import { bucketRoutes } from './buckets';
import { objectRoutes } from './objects';

export { isStorageUpload } from './objects';

export function storageRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const fallback = errorHandler();
  app.use('*', noStoreByDefault);
  bucketRoutes(app);
  objectRoutes(app);
  app.notFound((c) =>
    c.json(storageErrorBody(new ApiError(404, 'not_found', `Route ${c.req.method}:${c.req.path} not found`)), 404),
  );
  app.onError((error, c) => {
    if (!(error instanceof ApiError)) return fallback(error, c);
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(storageErrorBody(error), error.status as 400);
  });
  return app;
}
