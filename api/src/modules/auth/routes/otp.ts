// POST /auth/v1/otp (supabase.auth.signInWithOtp, GoTrue's Otp and MagicLink): mails a six-digit
// code and a magic link that sign in through /verify (type `email` or `magiclink`). An unknown
// address becomes an account without password (`create_user`, the default) and gets the
// confirmation mail instead. The answer is always 200 {}, so it never tells whether an address is
// registered: with `create_user: false` an unknown address gets no mail and the same answer
// (GoTrue's 422 otp_disabled would reveal it).
import { Hono } from 'hono';
import * as z from 'zod';
import { findUserByEmail, metadata, validateEmail } from '../../../identity/users';
import { parseBody, type AppEnv, limitIp } from '../../../platform/http/context';
import { ApiError, validationFailed } from '../../../platform/http/errors';
import { ignored, optionalString, redirectParam, rejectPkce } from './common';
import { requestLang } from '../../../platform/http/request-lang';
import { decoyMailInterval, mailOtp } from '../service';

const otpBody = z.object({
  email: optionalString,
  phone: optionalString,
  data: metadata,
  create_user: z.boolean().nullish(),
  lang: z.string().max(10).nullish(),
  ...ignored,
});

export function otpRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/otp', async (c) => {
    const services = c.get('services');
    const { config, limiter } = services;
    const body = await parseBody(c, otpBody);
    if (body.email && body.phone) {
      throw validationFailed('Only an email address or phone number should be provided');
    }
    if (body.phone) throw new ApiError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    if (!body.email) throw validationFailed('An email address is required');
    const email = validateEmail(body.email);
    rejectPkce(body.code_challenge);
    await limiter.hit(`recover:ip:${limitIp(c)}`, config.rateLimits.recoveryPerIp);
    const createUser = body.create_user ?? true;
    const redirectTo = redirectParam(c);

    const existing = await findUserByEmail(services.db, email);
    if (!existing && !createUser) {
      // No mail, but the pace of the magic link an account would get (one-time-tokens.ts).
      await decoyMailInterval(services.db, services, email, 'recovery_token');
      return c.json({}, 200);
    }
    if (!existing) await limiter.hit(`signup:ip:${limitIp(c)}`, config.rateLimits.signUpsPerIp);
    await mailOtp(services, {
      email,
      createUser,
      data: body.data,
      langOf: (userLang) => requestLang(c, userLang, body.lang),
      redirectTo,
    });
    services.mailQueued();
    return c.json({}, 200);
  });
  return app;
}
