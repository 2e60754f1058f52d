// The news subscription (docs/api.md "News subscription"; the rules in ../service.ts, the queries
// in ../repo.ts): subscribe with double opt-in (always the same 202, so the answer tells nobody
// whether an address is subscribed), confirm and unsubscribe with the mailed tokens (no sign-in),
// the signed-in user's own address, and the admin's news issue.
import { endpoints } from '@cc/shared-contract';
import { Hono } from 'hono';
import { type AppEnv, limitIp } from '../../../platform/http/context';
import { ApiError } from '../../../platform/http/errors';
import { respond, validBody } from '../../../platform/http/validate';
import {
  confirmSubscription,
  maskEmail,
  provenAddress,
  newsLinks,
  queueNewsIssue,
  requestSubscription,
  subscriptionOf,
  subscriptionView,
  unsubscribeByToken,
  unsubscribeOwnAddress,
} from '../service';
import { requireUser, requireAdmin } from '../../../identity/middleware';

const { subscribeNews, confirmNews, unsubscribeNews, getNewsSubscription, deleteNewsSubscription, sendNews } =
  endpoints;

const tokenInvalid = () =>
  new ApiError(400, 'news_token_invalid', 'The link is invalid, has expired or was already used');

export function newsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(subscribeNews.path, validBody(subscribeNews), async (c) => {
    const services = c.get('services');
    const { config } = services;
    const { email, lang } = c.req.valid('json');
    // Per IP (the per-address allowance is silent, in requestSubscription). The contract's code for
    // "this sends too many mails", as GoTrue's mail endpoints answer it.
    const rule = config.rateLimits.newsSubscriptionsPerIp;
    const { count, retryAfter } = await services.limiter.increment(`news:ip:${limitIp(c)}`, rule);
    if (count > rule.max) {
      throw new ApiError(
        429,
        'over_email_send_rate_limit',
        'Too many subscription requests from this network; try again later',
        {},
        { 'Retry-After': String(Math.max(1, Math.ceil(retryAfter))) },
      );
    }
    const mailed = await requestSubscription(services.db, { email, lang, links: newsLinks(config) });
    if (mailed) services.mailQueued();
    return respond(c, subscribeNews, { status: 'confirmation_sent' });
  });

  app.post(confirmNews.path, validBody(confirmNews), async (c) => {
    const { token } = c.req.valid('json');
    const row = await confirmSubscription(c.get('services').db, token);
    if (!row) throw tokenInvalid();
    return respond(c, confirmNews, { status: 'confirmed', email: maskEmail(row.email) });
  });

  app.post(unsubscribeNews.path, validBody(unsubscribeNews), async (c) => {
    const { token } = c.req.valid('json');
    const done = await unsubscribeByToken(c.get('services').db, token);
    if (!done) throw tokenInvalid();
    return respond(c, unsubscribeNews, { status: 'unsubscribed' });
  });

  app.get(getNewsSubscription.path, requireUser, async (c) => {
    const { user } = c.get('auth');
    const email = provenAddress(c.get('services').config, user);
    const row = email ? await subscriptionOf(c.get('services').db, email) : undefined;
    return respond(c, getNewsSubscription, subscriptionView(email ?? user.email ?? '', row));
  });

  app.delete(deleteNewsSubscription.path, requireUser, async (c) => {
    const { user } = c.get('auth');
    const email = provenAddress(c.get('services').config, user);
    if (email) await unsubscribeOwnAddress(c.get('services').db, email);
    return respond(c, deleteNewsSubscription, subscriptionView(email ?? user.email ?? '', undefined));
  });

  app.post(sendNews.path, requireAdmin('Only an admin may send the news'), validBody(sendNews), async (c) => {
    const services = c.get('services');
    const issue = c.req.valid('json');
    const queued = await queueNewsIssue(services.db, newsLinks(services.config), issue);
    if (queued) services.mailQueued();
    const reviewer = c.get('caller');
    services.logger.info('news issue queued', {
      lang: issue.lang,
      queued,
      by: reviewer.kind === 'user' ? reviewer.user.id : 'service_role',
    });
    return respond(c, sendNews, { queued });
  });
  return app;
}
