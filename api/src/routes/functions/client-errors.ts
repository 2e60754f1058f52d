// POST /functions/v1/client-errors: a browser's report of what broke on its page, into the log.
import { endpoints } from '@cc/shared-contract';
import { Hono } from 'hono';
import { type AppEnv, limitIp } from '../../platform/http/context';
import { respond, validBody } from '../../platform/http/validate';

const { reportClientError } = endpoints;

export function clientErrorRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(reportClientError.path, validBody(reportClientError), async (c) => {
    const services = c.get('services');
    await services.limiter.hit(`client-errors:ip:${limitIp(c)}`, services.config.rateLimits.clientErrorsPerIp);
    const report = c.req.valid('json');
    services.logger.warn('client error', { ...report, origin: c.req.header('origin') ?? null });
    return respond(c, reportClientError, { logged: true });
  });
  return app;
}
