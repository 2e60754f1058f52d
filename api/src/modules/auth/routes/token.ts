// POST /auth/v1/token?grant_type=password|refresh_token (GoTrue's Token endpoint).
import { Hono } from 'hono';
import * as z from 'zod';
import { findUserByEmail } from '../../../identity/users';
import {
  clientIp,
  parseBody,
  userAgent,
  type AppContext,
  type AppEnv,
  rateLimitAddress,
} from '../../../platform/http/context';
import { ApiError, badRequest, validationFailed } from '../../../platform/http/errors';
import { checkPasswordStrength } from '../../../platform/security/passwords';
import { signInFailureFromIpKey, signInFailureKey } from '../../../platform/security/rate-limit';
import { ignored, optionalString } from './common';
import { refreshSession, signIn } from '../service';

const passwordBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  ...ignored,
});

const refreshBody = z.object({ refresh_token: optionalString });

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

async function passwordGrant(c: AppContext) {
  const services = c.get('services');
  const { config, limiter } = services;
  const body = await parseBody(c, passwordBody);
  if (body.email && body.phone)
    throw validationFailed('Only an email address or phone number should be provided on login.');
  if (!body.email && body.phone) throw new ApiError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!body.email) throw validationFailed('missing email or phone');
  const email = body.email.trim().toLowerCase();
  const ip = clientIp(c);
  // Brute force stays slow without a stranger locking the owner out: wrong passwords count per
  // account and IP (what one attacker can try), per IP, and per account from all IPs together,
  // with a far higher ceiling; past that, the mailed links (recovery, magic link) still sign
  // the owner in and clear the counters.
  const counters = [
    { key: signInFailureFromIpKey(email, rateLimitAddress(ip)), rule: config.rateLimits.signInFailuresPerAccount },
    { key: `signin_fail:ip:${rateLimitAddress(ip)}`, rule: config.rateLimits.signInFailuresPerIp },
    { key: signInFailureKey(email), rule: config.rateLimits.signInFailuresPerAccountGlobal },
  ];
  for (const { key, rule } of counters) await limiter.check(key, rule);

  const user = email.length <= 255 ? await findUserByEmail(services.db, email) : undefined;
  let valid = false;
  if (user && body.password) valid = await services.hasher.verify(user.encryptedPassword, body.password);
  else await services.hasher.dummyVerify(body.password);
  if (!user || !valid) {
    for (const { key, rule } of counters) await limiter.increment(key, rule);
    throw invalidCredentials();
  }
  // Only someone who knows the password learns that the address still awaits confirmation.
  if (!user.emailConfirmedAt) throw badRequest('email_not_confirmed', 'Email not confirmed');
  await limiter.reset(counters[0]!.key);

  const weakness = checkPasswordStrength(body.password, config.password.minLength);
  const meta = { ip, userAgent: userAgent(c) };
  const response = await signIn(services, user, 'password', meta, weakness ? { weak_password: weakness } : {});
  return c.json(response, 200);
}

async function refreshGrant(c: AppContext) {
  const services = c.get('services');
  const body = await parseBody(c, refreshBody);
  if (!body.refresh_token) throw validationFailed('refresh_token required');
  const response = await refreshSession(services, body.refresh_token, { ip: clientIp(c), userAgent: userAgent(c) });
  return c.json(response, 200);
}

export function tokenRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') return passwordGrant(c);
    if (grantType === 'refresh_token') return refreshGrant(c);
    // GoTrue's answer for any other grant type.
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  });
  return app;
}
