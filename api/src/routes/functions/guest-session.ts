// POST /functions/v1/guest-session: a visitor continues as a guest with first name and email.
// Applies the seed's section 5 rules, stores the lead with its consent time, and answers a
// signed guest token (ES256, 7 days) that premium features accept later.
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { clientIp, describeIssue, readJson, type AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { requestLang } from '../auth/common';
import { invalidEmailMessage, sanitizeEmailOrNull, sanitizeText } from '@cc/shared-domain';

const guestBody = z.object({
  email: z.string().max(100_000),
  firstName: z.string().max(100_000),
  consent: z.literal(true, { error: 'consent must be true' }),
  lang: z.string().max(10).optional(),
});

export function guestSessionRoutes(app: Hono<AppEnv>): void {
  app.post('/guest-session', async (c) => {
    const services = c.get('services');
    const { config } = services;
    let raw: unknown;
    try {
      raw = await readJson(c);
    } catch (error) {
      if (error instanceof ApiError && error.code !== 'bad_json') throw error;
      throw new ApiError(400, 'invalid_json', 'The request body must be a JSON object');
    }
    const parsed = guestBody.safeParse(raw);
    if (!parsed.success) {
      const consentMissing = parsed.error.issues.some((issue) => issue.path[0] === 'consent');
      if (consentMissing) throw new ApiError(400, 'consent_required', 'Consent is required to continue as a guest');
      throw new ApiError(400, 'validation_failed', describeIssue(parsed.error));
    }
    const email = sanitizeEmailOrNull(parsed.data.email);
    if (!email) throw new ApiError(400, 'invalid_email', invalidEmailMessage);
    const firstName = sanitizeText(parsed.data.firstName);
    if (!firstName) throw new ApiError(400, 'invalid_first_name', 'First name is required');
    await services.limiter.hit(`guest:ip:${clientIp(c)}`, config.rateLimits.guestSessionsPerIp);

    const lang = requestLang(c, parsed.data.lang);
    const now = new Date();
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
    return c.json({ guest_token: token, expires_at: expiresAt, guest: { email, firstName } }, 200);
  });
}
