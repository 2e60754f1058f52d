// POST /auth/v1/verify (supabase.auth.verifyOtp) and GET /auth/v1/verify (the link in a mail:
// verifies, then redirects with the session in the URL fragment exactly as GoTrue does, so
// supabase-js picks it up and emits SIGNED_IN, or PASSWORD_RECOVERY for type=recovery).
import { Hono } from 'hono';
import * as z from 'zod';
import { clientIp, parseBody, userAgent, type AppContext, type AppEnv } from '../../../platform/http/context';
import { ApiError, unprocessable, validationFailed } from '../../../platform/http/errors';
import { isEmailFormat } from '../../../identity/users';
import { resolveRedirect } from '../../../platform/mail/links';
import { optionalString } from './common';
import { type Lookup, isVerifyType, verifyWithLimits } from '../service';

const clientMeta = (c: AppContext) => ({ ip: clientIp(c), userAgent: userAgent(c) });

const verifyBody = z.object({
  type: optionalString,
  token: optionalString,
  token_hash: optionalString,
  email: optionalString,
  phone: optionalString,
  redirect_to: optionalString,
  options: z.unknown().optional(),
  gotrue_meta_security: z.unknown().optional(),
});

const oauthErrors: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** GoTrue's prepErrorRedirectURL: drop the query, put the error into the fragment. */
function errorRedirect(target: string, error: ApiError): string {
  const url = new URL(target);
  url.search = '';
  const params = new URLSearchParams();
  const oauth = oauthErrors[error.status];
  if (oauth) params.set('error', oauth);
  params.set('error_code', error.code);
  params.set('error_description', error.message);
  url.hash = params.toString();
  return url.toString();
}

/** GoTrue's prepRedirectURL for a message (implicit flow): the message in the fragment. */
function messageRedirect(target: string, message: string): string {
  const url = new URL(target);
  url.hash = new URLSearchParams({ message }).toString();
  return url.toString();
}

/** GoTrue's AsRedirectURL: the session as URL-encoded, alphabetically ordered fragment parameters. */
function sessionRedirect(target: string, session: Record<string, unknown>, type: string): string {
  const params = new URLSearchParams();
  params.set('access_token', String(session.access_token));
  params.set('expires_at', String(session.expires_at));
  params.set('expires_in', String(session.expires_in));
  params.set('refresh_token', String(session.refresh_token));
  params.set('token_type', String(session.token_type));
  params.set('type', type);
  const withoutFragment = target.split('#')[0];
  return `${withoutFragment}#${params.toString()}`;
}

export function verifyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/verify', async (c) => {
    const services = c.get('services');
    const body = await parseBody(c, verifyBody);
    if (!body.type) throw validationFailed('Verify requires a verification type');
    if ((!body.token && !body.token_hash) || (body.token && body.token_hash)) {
      throw validationFailed('Verify requires either a token or a token hash');
    }
    let lookup: Lookup;
    if (body.token) {
      if (body.phone && !body.email) throw new ApiError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      if (!body.email || body.phone) {
        throw validationFailed('Only an email address or phone number should be provided on verify');
      }
      const email = body.email.trim().toLowerCase();
      if (!isEmailFormat(email)) throw unprocessable('validation_failed', 'Invalid email format');
      lookup = { email, code: body.token.replace(/[\s-]/g, '') };
    } else {
      if (body.email || body.phone || body.redirect_to) {
        throw validationFailed('Only the token_hash and type should be provided');
      }
      lookup = { secret: body.token_hash };
    }
    if (!isVerifyType(body.type)) throw validationFailed('Unsupported verification type');
    const verified = await verifyWithLimits(
      services,
      body.type,
      lookup,
      'Token has expired or is invalid',
      clientMeta(c),
    );
    if ('pending' in verified) return c.json({ msg: verified.pending, code: 200 }, 200);
    return c.json(verified.session, 200);
  });

  app.get('/verify', async (c) => {
    const services = c.get('services');
    const { config } = services;
    const type = c.req.query('type') ?? '';
    const token = c.req.query('token') ?? '';
    if (!type) throw validationFailed('Verify requires a verification type');
    if (!token) throw validationFailed('Verify requires a token or a token hash');
    const redirectTo = resolveRedirect(config, c.req.query('redirect_to'), isVerifyType(type) ? type : 'signup');
    c.header('Cache-Control', 'no-store');
    try {
      if (!isVerifyType(type) || type === 'email') throw validationFailed('Unsupported verification type');
      const verified = await verifyWithLimits(
        services,
        type,
        { secret: token },
        'Email link is invalid or has expired',
        clientMeta(c),
      );
      if ('pending' in verified) return c.redirect(messageRedirect(redirectTo, verified.pending), 303);
      return c.redirect(sessionRedirect(redirectTo, verified.session, type), 303);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) return c.redirect(errorRedirect(redirectTo, error), 303);
      throw error;
    }
  });
  return app;
}
