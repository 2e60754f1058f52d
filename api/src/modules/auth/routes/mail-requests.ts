// POST /auth/v1/recover (resetPasswordForEmail) and POST /auth/v1/resend. Both answer 200 {}
// whether or not the address is registered, and only queue mail; SMTP trouble never shows here.
import { Hono } from 'hono';
import * as z from 'zod';
import { findUserByEmail } from '../../../identity/users';
import { parseBody, type AppEnv, limitIp } from '../../../platform/http/context';
import { ApiError, validationFailed } from '../../../platform/http/errors';
import { ignored, optionalString, redirectParam, rejectPkce } from './common';
import { requestLang } from '../../../platform/http/request-lang';
import { validateEmail } from '../../../identity/users';
import { decoyMailInterval, mailToken, resendEmailChange } from '../service';

const recoverBody = z.object({ email: optionalString, lang: z.string().max(10).nullish(), ...ignored });

const resendBody = z.object({
  type: optionalString,
  email: optionalString,
  phone: optionalString,
  lang: z.string().max(10).nullish(),
  options: z.unknown().optional(),
  ...ignored,
});

export function mailRequestRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/recover', async (c) => {
    const services = c.get('services');
    const body = await parseBody(c, recoverBody);
    if (!body.email) throw validationFailed('Password recovery requires an email');
    const email = validateEmail(body.email);
    rejectPkce(body.code_challenge);
    await services.limiter.hit(`recover:ip:${limitIp(c)}`, services.config.rateLimits.recoveryPerIp);
    const user = await findUserByEmail(services.db, email);
    if (user) {
      const lang = requestLang(c, user.rawUserMetaData.lang, body.lang);
      const redirectTo = redirectParam(c);
      await mailToken(services, user, { type: 'recovery_token', to: email, lang, redirectTo });
      services.mailQueued();
    } else {
      await decoyMailInterval(services.db, services, email, 'recovery_token');
    }
    return c.json({}, 200);
  });

  app.post('/resend', async (c) => {
    const services = c.get('services');
    const body = await parseBody(c, resendBody);
    const type = body.type;
    if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change') {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (type === 'sms' || type === 'phone_change') {
      throw new ApiError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    }
    if (!body.email) throw validationFailed('Type provided requires an email address');
    const email = validateEmail(body.email);
    rejectPkce(body.code_challenge);
    await services.limiter.hit(`recover:ip:${limitIp(c)}`, services.config.rateLimits.recoveryPerIp);
    const user = await findUserByEmail(services.db, email);
    const lang = requestLang(c, user?.rawUserMetaData.lang, body.lang);
    const redirectTo = redirectParam(c);
    if (type === 'signup' && user && !user.emailConfirmedAt) {
      await mailToken(services, user, { type: 'confirmation_token', to: email, lang, redirectTo });
      services.mailQueued();
    } else if (type === 'email_change' && user?.emailChange) {
      await resendEmailChange(services, user, lang, redirectTo);
      services.mailQueued();
    } else {
      // No account, a confirmed one, or no change pending: no mail, but the same pace.
      await decoyMailInterval(
        services.db,
        services,
        email,
        type === 'signup' ? 'confirmation_token' : 'email_change_token_new',
      );
    }
    return c.json({}, 200);
  });
  return app;
}
