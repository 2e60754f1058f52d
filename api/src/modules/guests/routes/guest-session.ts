// POST /functions/v1/guest-session: a visitor continues as a guest with first name and email.
// Every call stores a new lead with its consent time and answers a signed guest token (ES256,
// 7 days) that reaches only the data created with it: an unverified address is not a credential,
// so typing someone else's address opens nothing of theirs. When earlier guest sign-ins with the
// address hold data, the address gets a link that brings it over (POST /functions/v1/guest-claim,
// in the browser holding the new token); the answer is the same either way.
import { endpoints } from '@cc/shared-contract';
import { Hono } from 'hono';
import { type AppEnv, limitIp } from '../../../platform/http/context';
import { respond, validBody } from '../../../platform/http/validate';
import { requestLang } from '../../../platform/http/request-lang';
import { ApiError } from '../../../platform/http/errors';
import { guestOfHeader, identifyCaller, requireGuest } from '../../../identity/middleware';
import { claimGuestData, linkGuestToAccount, startGuestSession } from '../service';

const { createGuestSession, claimGuestData: claimEndpoint, linkGuestToAccount: linkEndpoint } = endpoints;

export function guestSessionRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(createGuestSession.path, validBody(createGuestSession), async (c) => {
    const services = c.get('services');
    const { config } = services;
    const body = c.req.valid('json');
    await services.limiter.hit(`guest:ip:${limitIp(c)}`, config.rateLimits.guestSessionsPerIp);

    const lang = requestLang(c, body.lang);
    const now = new Date();
    const { email, firstName } = body;
    const { lead, mailed } = await startGuestSession(
      services.db,
      { email, firstName, lang, consentAt: now },
      { siteUrl: config.siteUrl, validSeconds: config.otpExpiry },
    );
    if (mailed) services.mailQueued();
    const { token, expiresAt } = await services.jwt.signGuestToken(
      { id: lead.id, email, firstName },
      config.guestTokenDays * 24 * 3600,
      now,
    );
    return respond(c, createGuestSession, { guest_token: token, expires_at: expiresAt, guest: { email, firstName } });
  });

  app.post(claimEndpoint.path, requireGuest, validBody(claimEndpoint), async (c) => {
    const services = c.get('services');
    const caller = c.get('caller');
    if (caller.kind !== 'guest') throw new Error('requireGuest set no guest');
    const { token } = c.req.valid('json');
    const moved = await claimGuestData(services.db, caller.lead, token);
    services.logger.info('guest data claimed', { guest_lead_id: caller.lead.id, ...moved });
    return respond(c, claimEndpoint, { moved });
  });

  // Someone signed in while holding a guest token: both together prove one person (linkGuestToAccount).
  app.post(linkEndpoint.path, async (c) => {
    const caller = await identifyCaller(c);
    if (caller.kind !== 'user') throw new ApiError(401, 'not_authenticated', 'Sign in first');
    const lead = await guestOfHeader(c);
    const excluded = await linkGuestToAccount(c.get('services').db, caller.user.id, lead.id);
    return respond(c, linkEndpoint, { excluded });
  });
  return app;
}
