// POST /auth/v1/signup (GoTrue's Signup). With confirmation required (the default) it answers
// the user object without a session and queues the confirmation mail. An address that is
// already registered gets an answer of the same shape (no mail to a confirmed account), so the
// response never reveals whether an address is registered.
import type { Hono } from 'hono';
import { z } from 'zod';
import { decoyMailInterval, sendTokenMail } from '../../auth/one-time-tokens';
import { enforcePasswordPolicy } from '../../auth/password-policy';
import { createSession, tokenResponse } from '../../auth/sessions';
import {
  createEmailUser,
  decoyUserJson,
  findUserByEmail,
  loadIdentities,
  userJson,
  validateEmail,
} from '../../identity/users';
import { isUniqueViolation } from '../../db/errors';
import { clientIp, parseBody, userAgent, type AppEnv, limitIp } from '../../http/context';
import { ApiError, unprocessable, validationFailed } from '../../http/errors';
import { ignored, metadata, optionalString, redirectParam, rejectPkce, requestLang } from './common';

const signupBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: metadata,
  lang: z.string().max(10).nullish(),
  ...ignored,
});

type Outcome =
  | { kind: 'user'; body: Record<string, unknown> }
  | { kind: 'session'; body: Record<string, unknown> }
  | { kind: 'exists' };

export function signupRoutes(app: Hono<AppEnv>): void {
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
    const redirectTo = redirectParam(c);
    const meta = { ip: clientIp(c), userAgent: userAgent(c) };

    const outcome = await services.db
      .transaction(async (tx): Promise<Outcome> => {
        const existing = await findUserByEmail(tx, email);
        if (existing) {
          if (!config.requireEmailConfirmation) return { kind: 'exists' };
          if (existing.emailConfirmedAt) {
            // No mail, but the pace of a confirmation mail, as for a new address.
            await decoyMailInterval(tx, services, email, 'confirmation_token');
            return { kind: 'user', body: decoyUserJson(email, body.data) };
          }
          // Not confirmed yet: send the confirmation again (rate-limited per user), change nothing else.
          await sendTokenMail(tx, services, existing, { type: 'confirmation_token', to: email, lang, redirectTo });
          return { kind: 'user', body: userJson(existing, await loadIdentities(tx, existing.id)) };
        }
        const now = new Date();
        const user = await createEmailUser(
          tx,
          email,
          encryptedPassword,
          body.data,
          config.requireEmailConfirmation ? null : now,
        );
        if (config.requireEmailConfirmation) {
          await sendTokenMail(tx, services, user, { type: 'confirmation_token', to: email, lang, redirectTo });
          return { kind: 'user', body: userJson(user, await loadIdentities(tx, user.id)) };
        }
        const issued = await createSession(tx, services, user, 'password', meta);
        return { kind: 'session', body: await tokenResponse(tx, services, user, issued) };
      })
      // A concurrent sign-up with the same address won the race: answer as for a known address.
      .catch((error: unknown): Outcome => {
        if (!isUniqueViolation(error)) throw error;
        return config.requireEmailConfirmation
          ? { kind: 'user', body: decoyUserJson(email, body.data) }
          : { kind: 'exists' };
      });
    services.mailQueued();
    if (outcome.kind === 'exists') throw unprocessable('user_already_exists', 'User already registered');
    return c.json(outcome.body, 200);
  });
}
