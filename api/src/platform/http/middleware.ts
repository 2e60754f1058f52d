// Cross-cutting middleware: request id and one structured log line per request, the apikey
// check, the auth header for /auth/v1, and the JSON error handler.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { apiVersion, apiVersionHeader, type ErrorCode, requestIdHeader } from '@cc/shared-contract';
import type { Context, ErrorHandler, MiddlewareHandler, Next, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { claimsServiceRole, isServiceRoleKey } from '../security/service-role';
import type { Services } from '../services';
import { bearerToken, type AppEnv } from './context';
import { ApiError } from './errors';

const requestIdShape = /^[A-Za-z0-9._:-]{1,128}$/;
const requestIdHeaderName = requestIdHeader.toLowerCase();

/** Response headers as [name, value] pairs; names in lower case, as they go on the wire. */
export type HeaderList = readonly (readonly [string, string])[];

/**
 * Sends `headers` with the answer unless the handler's response sets them itself, then runs the
 * handler. On the Node server they are set on the Node response before the handler: the adapter's
 * `writeHead` lays the handler's headers over them, and the handler's response stays as it was
 * made (a string body with a plain header object, which the adapter writes in one go). Reading
 * or setting `c.res.headers` after the handler turns that object into a web `Headers` (validated,
 * sorted, copied back), about a tenth of the CPU of `GET /health` (docs/performance.md). Without a
 * Node response (app.request in tests) the same headers are set on the response after the handler.
 * No handler sets any of the headers passed here, except `cache-control` and the security headers
 * that storage's object answers set for themselves.
 */
export async function withDefaultHeaders(c: Context<AppEnv>, headers: HeaderList, next: Next): Promise<void> {
  const outgoing = c.env?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    await next();
    return;
  }
  await next();
  for (const [name, value] of headers) setDefaultHeader(c, name, value);
}

/** Sets a header the response does not have yet; in place where it can (see withDefaultHeaders). */
function setDefaultHeader(c: Context<AppEnv>, name: string, value: string): void {
  if (c.res.headers.has(name)) return;
  try {
    c.res.headers.set(name, value);
  } catch {
    // A response with immutable headers (Response.redirect, a fetched one) is rebuilt by c.header().
    c.header(name, value);
  }
}

/**
 * The path as the request log names it: a team round's invitation code or shared-result token
 * stays out (a member's answer is logged without which invitation it used), and so does a shared
 * assessment result's token (whoever reads the log must not read the result).
 */
export function loggedPath(path: string): string {
  return path
    .replace(/\/(team-invitations|team-results)\/[^/]+/, '/$1/:code')
    .replace(/\/shared-results\/[^/]+/, '/shared-results/:token');
}

export function requestContext(services: Services): MiddlewareHandler<AppEnv> {
  const { logger } = services;
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header(requestIdHeader);
    const requestId = incoming && requestIdShape.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.set('services', services);
    try {
      await withDefaultHeaders(c, [[requestIdHeaderName, requestId]], next);
    } finally {
      // Path only: query strings can carry tokens (GET /verify?token=…).
      if (logger.enabled('info'))
        logger.info('request', {
          request_id: requestId,
          method: c.req.method,
          path: loggedPath(c.req.path),
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        });
    }
  };
}

const noStore: HeaderList = [['cache-control', 'no-store']];

/** `Cache-Control: no-store` on every answer whose handler did not set its own. */
export const noStoreByDefault: MiddlewareHandler<AppEnv> = (c, next) => withDefaultHeaders(c, noStore, next);

const authHeaders: HeaderList = [[apiVersionHeader.toLowerCase(), apiVersion], ...noStore];

/** Every /auth/v1 response names the API version its error bodies follow. */
export const authResponseHeaders: MiddlewareHandler<AppEnv> = (c, next) => withDefaultHeaders(c, authHeaders, next);

/**
 * Like Supabase's gateway: requests must carry the public anon key, or the service-role key
 * (supabase-js created with it sends it), as `apikey` (header or query). Mail links (GET /verify),
 * JWKS and health stay open.
 */
export function requireApiKey(anonKey: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!anonKey || c.req.method === 'OPTIONS') return next();
    const given = c.req.header('apikey') ?? c.req.query('apikey');
    if (!given) throw new ApiError(401, 'no_api_key', 'No API key found in request');
    if (given !== anonKey && !(await isServiceRoleKey(c.get('services').jwt, given))) {
      throw new ApiError(401, 'invalid_api_key', 'Invalid API key');
    }
    return next();
  };
}

/**
 * The service-role key reaches every account: it belongs on servers and in the CLI. A request that
 * carries it from a browser (every browser sends `Origin` on the api's cross-origin requests) is
 * refused, as Supabase refuses its secret keys from browsers: a key shipped to a web page by
 * mistake then fails at once instead of handing every visitor the admin's rights.
 */
export const refuseServiceKeyFromBrowser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('origin') !== undefined && c.req.method !== 'OPTIONS') {
    const apikey = c.req.header('apikey') ?? c.req.query('apikey');
    if (claimsServiceRole(apikey) || claimsServiceRole(bearerToken(c.req.header('authorization')))) {
      throw new ApiError(401, 'invalid_api_key', 'The service-role key must not be used in a browser');
    }
  }
  return next();
};

/** The error body of a code that is not thrown as an ApiError. */
const errorBody = (code: ErrorCode, message: string) => ({ code, message });

export const notFound: NotFoundHandler<AppEnv> = (c) => c.json(errorBody('not_found', 'Not found'), 404);

/** The client went away mid-request (its body broke off, or the socket closed before we read it). */
function isClientAbort(error: Error, incoming: IncomingMessage | undefined): boolean {
  if (incoming?.readableAborted || (incoming?.destroyed && !incoming.complete)) return true;
  const code = (error as { code?: unknown }).code;
  return error.name === 'AbortError' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE';
}

export function errorHandler(): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.toJSON(), error.status as 400);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      return c.json(errorBody(status === 404 ? 'not_found' : 'bad_request', error.message || 'Bad request'), status);
    }
    const services = c.get('services');
    if (isClientAbort(error, c.env?.incoming)) {
      // Nobody is waiting for an answer; the status is for the request log only (nginx's 499).
      services?.logger.warn('client aborted the request', {
        request_id: c.get('requestId'),
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: 499,
      });
      return new Response(null, { status: 499 });
    }
    services?.logger.error('unhandled error', {
      request_id: c.get('requestId'),
      method: c.req.method,
      path: loggedPath(c.req.path),
      error: error.message,
      stack: error.stack,
    });
    return c.json(
      errorBody('unexpected_failure', 'Unexpected failure, please check server logs for more information'),
      500,
    );
  };
}
