// One-click unsubscribe (RFC 8058) for the news mails' `List-Unsubscribe` header. A mail program's
// "unsubscribe" button POSTs `List-Unsubscribe=One-Click` here, without cookies or an api key, so
// this sits outside /functions/v1. A GET (a person who opened the address, or a link scanner)
// changes nothing: it redirects to the site's page, which asks first.
import { newsPaths } from '@cc/shared-domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../../platform/http/context';
import { ApiError } from '../../../platform/http/errors';
import { unsubscribeByToken } from '../service';

const tokenShape = /^[A-Za-z0-9_-]{16,128}$/;

const tokenInvalid = () =>
  new ApiError(400, 'news_token_invalid', 'The unsubscribe link is invalid or was already used');

export function newsOneClickRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/unsubscribe', (c) => {
    const token = c.req.query('token') ?? '';
    const { siteUrl } = c.get('services').config;
    const target = tokenShape.test(token) ? newsPaths.unsubscribe(token) : newsPaths.premium;
    return c.redirect(`${siteUrl}${target}`, 303);
  });

  app.post('/unsubscribe', async (c) => {
    const token = c.req.query('token') ?? '';
    if (!tokenShape.test(token)) throw tokenInvalid();
    // RFC 8058: the body says which action is meant; anything else is not a one-click request.
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    if (form['List-Unsubscribe'] !== 'One-Click') {
      throw new ApiError(400, 'validation_failed', 'Expected the body List-Unsubscribe=One-Click');
    }
    const done = await unsubscribeByToken(c.get('services').db, token);
    if (!done) throw tokenInvalid();
    return c.json({ status: 'unsubscribed' }, 200);
  });

  return app;
}
