// POST /functions/v1/guest-session: a visitor continues as a guest with first name and email.
// Stores the lead with its consent time and answers a signed guest token (ES256, 7 days) that
// premium features accept later. The body's schema cleans and checks name and address.
import { endpoints } from '@cc/shared-contract';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { queryRows } from '../../db/client';
import { clientIp, type AppEnv } from '../../http/context';
import { respond, validBody } from '../../http/validate';
import { requestLang } from '../auth/common';

const { createGuestSession } = endpoints;

export function guestSessionRoutes(app: Hono<AppEnv>): void {
  app.post(createGuestSession.path, validBody(createGuestSession), async (c) => {
    const services = c.get('services');
    const { config } = services;
    const body = c.req.valid('json');
    await services.limiter.hit(`guest:ip:${clientIp(c)}`, config.rateLimits.guestSessionsPerIp);

    const lang = requestLang(c, body.lang);
    const now = new Date();
    const { email, firstName } = body;
    // One lead per address (case-insensitive): a repeated guest sign-in refreshes name, language and consent.
    const [lead] = await queryRows<{ id: string }>(
      services.db,
      sql`insert into app.guest_leads (email, first_name, lang, consent_at)
        values (${email}, ${firstName}, ${lang}, ${now})
        on conflict (lower(email)) do update set
          email = excluded.email, first_name = excluded.first_name, lang = excluded.lang,
          consent_at = excluded.consent_at, updated_at = now()
        returning id`,
    );
    const { token, expiresAt } = await services.jwt.signGuestToken(
      { id: lead!.id, email, firstName },
      config.guestTokenDays * 24 * 3600,
      now,
    );
    return respond(c, createGuestSession, { guest_token: token, expires_at: expiresAt, guest: { email, firstName } });
  });
}
