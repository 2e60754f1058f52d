// The HTTP application: cross-cutting middleware, the health endpoint and the two route trees.
// Sub-apps keep Hono's default error handler, so whatever they throw (ApiError included) reaches
// the one `errorHandler()` registered here and becomes a JSON body with a 4xx, never a stack.
import {
  advisorMaxMessageLength,
  advisorMaxPublicHistory,
  apiVersionHeader,
  guestTokenHeader,
  idempotencyKeyHeader,
  resultTokenHeader,
} from '@cc/shared-contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { Config } from './platform/config';
import type { AppContext, AppEnv } from './platform/http/context';
import {
  errorHandler,
  type HeaderList,
  notFound,
  refuseServiceKeyFromBrowser,
  requestContext,
  withDefaultHeaders,
} from './platform/http/middleware';
import { readBodyFirst } from './platform/http/read-body';
import { authEdgeRoutes } from './routes/auth';
import { functionRoutes } from './routes/functions';
import { newsOneClickRoutes } from './modules/news/routes/one-click';
import { isStorageUpload, storageErrorHandler, storageRoutes } from './modules/storage/routes';
import { admission } from './platform/security/admission';
import { createServices, type AppDeps } from './platform/services';

/** The request headers supabase-js (and functions.invoke) send. */
export const corsAllowHeaders = [
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
  // storage-js uploads: upsert flag, cache-control and metadata of a raw body; ranges of downloads.
  'x-upsert',
  'cache-control',
  'x-metadata',
  'range',
  // The assessments: the guest token, and the share token that lets a browser delete its result.
  guestTokenHeader,
  resultTokenHeader,
  // A request for an expert sent twice (a double tap, a retry) answers the first.
  idempotencyKeyHeader,
];

/** Response headers the browser may read: supabase-js checks the API version; Retry-After for 429. */
export const corsExposeHeaders = [
  apiVersionHeader,
  'X-Request-Id',
  'Retry-After',
  // Storage downloads (supabase.storage download/exists, and code that fetches object URLs).
  'Content-Disposition',
  'Content-Length',
  'ETag',
  'Last-Modified',
];

/**
 * The largest public advisor request: its history and new message at the contract's limits, each
 * UTF-16 unit at most 3 bytes of UTF-8, plus room for the JSON around them.
 */
export const advisorChatBodyBytes = (advisorMaxPublicHistory + 1) * advisorMaxMessageLength * 3 + 16 * 1024;

/**
 * CORS as hono's `cors` with these options answers it (preflights go to it); the answer of an
 * actual request gets its headers through withDefaultHeaders, which leaves the handler's response
 * as it was made (hono's sets them on `c.res` before the handler, so the handler's response would
 * be merged into a rebuilt one, a web Response with a stream body; docs/performance.md).
 */
function corsHeaders(origin: (origin: string) => string | null): MiddlewareHandler<AppEnv> {
  const preflight = cors({
    origin,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: corsAllowHeaders,
    exposeHeaders: corsExposeHeaders,
    maxAge: 600,
  });
  const exposed = ['access-control-expose-headers', corsExposeHeaders.join(',')] as const;
  const vary = ['vary', 'Origin'] as const;
  const forOthers: HeaderList = [exposed, vary];
  return (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const allowOrigin = origin(c.req.header('origin') ?? '');
    return withDefaultHeaders(
      c,
      allowOrigin ? [['access-control-allow-origin', allowOrigin], exposed, vary] : forOthers,
      next,
    );
  };
}

/**
 * The security headers of every answer (what hono's `secureHeaders` sends with these options),
 * made once: hono's middleware checks and sets each of them on every response, which made its
 * `Headers` object a tenth of `GET /health` (docs/performance.md). Every response is JSON or a
 * redirect: nothing may load, embed or frame it. Storage's object answers set their own CORP and
 * CSP (public files and signed URLs are <img>s and links of the app's pages), which take precedence.
 */
export function securityHeaders(config: Pick<Config, 'apiExternalUrl'>): HeaderList {
  return [
    ['cross-origin-resource-policy', 'same-origin'],
    ['cross-origin-opener-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'no-referrer'],
    // Browsers ignore HSTS over plain http; send it only where it means something.
    ...(config.apiExternalUrl.startsWith('https:')
      ? ([['strict-transport-security', 'max-age=31536000; includeSubDomains']] as const)
      : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'DENY'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ];
}

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const services = deps.services ?? createServices(deps);
  const { config } = services;
  const app = new Hono<AppEnv>();

  app.use('*', requestContext(services));
  const security = securityHeaders(config);
  const secure: MiddlewareHandler<AppEnv> = (c, next) => withDefaultHeaders(c, security, next);
  app.use('*', secure);
  const allowed = new Set(config.allowedOrigins.map((origin) => origin.replace(/\/+$/, '')));
  app.use(
    '*',
    corsHeaders((origin) => (allowed.has(origin) ? origin : null)),
  );
  // The public advisor carries the conversation the browser keeps (up to the contract's history
  // limit) in its body; every other request stays under BODY_LIMIT_BYTES. A storage upload is
  // limited by its bucket's file_size_limit, counted while it streams in. GET and HEAD carry no body.
  const bodyLimits = new Map<string, number>([
    ['/functions/v1/advisor-chat', Math.max(config.bodyLimitBytes, advisorChatBodyBytes)],
  ]);
  const isUpload = (c: AppContext) => isStorageUpload(c.req.method, c.req.path);
  // The body first (within BODY_TIMEOUT_MS), so a slow client never holds an admission slot.
  app.use(
    '*',
    readBodyFirst({
      timeoutMs: config.timeouts.bodyMs,
      limitOf: (c) =>
        c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS' || isUpload(c)
          ? null
          : (bodyLimits.get(c.req.path) ?? config.bodyLimitBytes),
    }),
  );
  // Bounded queue before any work: under overload a quick 503 with Retry-After, not a long wait.
  app.use('*', admission(config.admission, isUpload));
  app.use('*', refuseServiceKeyFromBrowser);

  app.get('/health', async (c) => {
    try {
      await services.database.ping();
      return c.json({ status: 'ok', database: services.database.kind }, 200);
    } catch (error) {
      services.logger.error('health check failed', { error: (error as Error).message });
      return c.json({ status: 'unavailable', database: services.database.kind }, 503);
    }
  });

  app.route('/auth/v1', authEdgeRoutes(config.anonKey));
  app.route('/functions/v1', functionRoutes(config.anonKey));
  app.route('/storage/v1', storageRoutes());
  app.route('/news/v1', newsOneClickRoutes());

  app.notFound(notFound);
  const onError = errorHandler();
  app.onError((error, c) => (c.req.path.startsWith('/storage/v1/') ? storageErrorHandler : onError)(error, c));
  return app;
}
