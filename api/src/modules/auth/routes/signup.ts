// POST /auth/v1/signup (GoTrue's Signup). With confirmation required (the default) it answers
// the user object without a session and queues the confirmation mail. An address that is
// already registered gets an answer of the same shape (no mail to a confirmed account), so the
// response never reveals whether an address is registered.
import { Hono } from 'hono';
import * as z from 'zod';
import { metadata, validateEmail } from '../../../identity/users';
import { clientIp, parseBody, userAgent, type AppEnv, limitIp } from '../../../platform/http/context';
import { ApiError, unprocessable, validationFailed } from '../../../platform/http/errors';
import { ignored, optionalString, redirectParam, rejectPkce } from './common';
import { requestLang } from '../../../platform/http/request-lang';
import { enforcePasswordPolicy, signUp } from '../service';

const signupBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: metadata,
  lang: z.string().max(10).nullish(),
  ...ignored,
});

export function signupRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/signup', async (c) => {
    const services = c.get('services');
    const { config, limiter } = services;
    const body = await parseBody(c, signupBody);
    // supabase-js' signInAnonymously() is a sign-up without address or phone.
    if (!body.email && !body.phone) {
      throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    if (body.password === '') throw validationFailed('Signup requires a valid password');
    if (body.email && body.phone) {
      throw unprocessable('validation_failed', 'Only an email address or phone number should be provided on signup.');
    }
    if (!body.email) throw new ApiError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    const email = validateEmail(body.email);
    enforcePasswordPolicy(services, body.password);
    rejectPkce(body.code_challenge);
    await limiter.hit(`signup:ip:${limitIp(c)}`, config.rateLimits.signUpsPerIp);

    // Hash first (slow, outside the transaction), also for addresses that exist: same timing.
    const encryptedPassword = await services.hasher.hash(body.password);
    const lang = requestLang(c, body.data.lang, body.lang);

    const outcome = await signUp(services, {
      email,
      encryptedPassword,
      data: body.data,
      lang,
      redirectTo: redirectParam(c),
      meta: { ip: clientIp(c), userAgent: userAgent(c) },
    });
    services.mailQueued();
    if (outcome.kind === 'exists') throw unprocessable('user_already_exists', 'User already registered');
    return c.json(outcome.body, 200);
  });
  return app;
}
