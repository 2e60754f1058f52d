// GET and PUT /auth/v1/user (GoTrue's UserGet and UserUpdate), GET /auth/v1/reauthenticate and
// POST /auth/v1/logout.
import { Hono } from 'hono';
import * as z from 'zod';
import { parseBody, type AppEnv, limitIp } from '../../../platform/http/context';
import { ApiError, unprocessable, validationFailed } from '../../../platform/http/errors';
import { requireUser } from '../../../identity/middleware';
import { userJson } from '../../../identity/users';
import { ignored, redirectParam, rejectPkce } from './common';
import { requestLang } from '../../../platform/http/request-lang';
import { type LogoutScope, logout, mailReauthentication, updateOwnUser } from '../service';

const updateBody = z.object({
  email: z.string().max(10_000).nullish(),
  password: z.string().max(10_000).nullish(),
  data: z.record(z.string().max(256), z.unknown()).nullish(),
  phone: z.string().max(100).nullish(),
  nonce: z.string().max(1000).nullish(),
  /** The account's password, required to set a new one (see requireCurrentPassword). */
  current_password: z.string().max(10_000).nullish(),
  /** Accepted and ignored, as GoTrue: app_metadata (and with it the role `admin`) changes only through the admin API. */
  app_metadata: z.unknown().optional(),
  lang: z.string().max(10).nullish(),
  ...ignored,
});

export function userRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/user', requireUser, (c) => {
    const { user, identities, factors } = c.get('auth');
    return c.json(userJson(user, identities, factors), 200);
  });

  app.put('/user', requireUser, async (c) => {
    const services = c.get('services');
    const { user } = c.get('auth');
    const body = await parseBody(c, updateBody);
    if (body.phone) throw validationFailed('Phone numbers are not supported by this server');
    rejectPkce(body.code_challenge);

    const updated = await updateOwnUser(services, c.get('auth'), {
      password: body.password,
      currentPassword: body.current_password,
      nonce: body.nonce,
      email: body.email,
      data: body.data,
      lang: requestLang(c, body.data?.lang, user.rawUserMetaData.lang, body.lang),
      redirectTo: redirectParam(c),
      limitIp: limitIp(c),
    });
    return c.json(updated, 200);
  });

  // GoTrue's Reauthenticate: mails a code that a later PUT /user accepts as `nonce`.
  app.get('/reauthenticate', requireUser, async (c) => {
    const services = c.get('services');
    const { user } = c.get('auth');
    if (!user.email) {
      throw unprocessable('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
    }
    if (!user.emailConfirmedAt) throw new ApiError(400, 'email_not_confirmed', 'Please verify your email first.');
    await services.limiter.hit(`recover:ip:${limitIp(c)}`, services.config.rateLimits.recoveryPerIp);
    const lang = requestLang(c, user.rawUserMetaData.lang);
    await mailReauthentication(services, user, user.email, lang);
    return c.json({}, 200);
  });

  app.post('/logout', requireUser, async (c) => {
    const raw = c.req.query('scope') ?? '';
    const scope: LogoutScope | null =
      raw === '' || raw === 'global' ? 'global' : raw === 'local' || raw === 'others' ? raw : null;
    if (!scope) throw validationFailed(`Unsupported logout scope "${raw.slice(0, 50)}"`);
    const { user, sessionId } = c.get('auth');
    await logout(c.get('services').db, user.id, sessionId, scope);
    return c.body(null, 204);
  });
  return app;
}
