// The middleware that sets who calls (`c.get('auth')` on /auth/v1, `c.get('caller')` elsewhere)
// and refuses whoever may not. It runs before the body is validated, so a bad token is answered
// first.
import { guestTokenHeader } from '@cc/shared-contract';
import type { MiddlewareHandler } from 'hono';
import { bearerToken, type AppContext, type AppEnv } from '../platform/http/context';
import { ApiError, insufficientAal } from '../platform/http/errors';
import { isServiceRoleKey } from '../platform/security/service-role';
import { isAdminUser, type Caller, type GuestLeadRow } from './caller';
import { authenticateAccessToken, authenticateBearer, guestLeadOfClaims, jwtShape } from './tokens';

/** /auth/v1: a Bearer access token of an existing session, refused with GoTrue's codes. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw new ApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  c.set('auth', await authenticateAccessToken(c.get('services'), token));
  await next();
};

const invalidGuestToken = () => new ApiError(401, 'invalid_guest_token', 'The guest token is invalid or has expired');

async function guestFromToken(c: AppContext, token: string): Promise<GuestLeadRow> {
  const services = c.get('services');
  let claims;
  try {
    // Signature, algorithm, expiry and the audience signGuestToken sets.
    claims = await services.jwt.verify(token, 'guest');
  } catch {
    throw invalidGuestToken();
  }
  const lead = await guestLeadOfClaims(services, claims);
  if (!lead) throw invalidGuestToken();
  return lead;
}

/**
 * Who calls a function that serves everyone (the assessments): a signed-in user, a guest, or an
 * anonymous visitor. supabase.functions.invoke sends `Bearer <anon key>` when nobody is signed in,
 * so a Bearer that is the anon key, or not a JWT at all, means "no user". A JWT that fails,
 * however, is refused: a signed-in person must not silently become anonymous (and lose their
 * results into nobody's history) because their token expired. A signed-in user wins over a guest
 * token sent alongside (the browser may still hold one).
 */
export async function identifyCaller(c: AppContext): Promise<Caller> {
  const services = c.get('services');
  const bearer = bearerToken(c.req.header('authorization'));
  if (bearer && bearer !== services.config.anonKey && jwtShape.test(bearer)) {
    const { user, aal, sessionId } = await authenticateBearer(services, bearer);
    return { kind: 'user', user, aal, sessionId };
  }
  const guestToken = c.req.header(guestTokenHeader)?.trim();
  if (guestToken) return { kind: 'guest', lead: await guestFromToken(c, guestToken) };
  return { kind: 'anonymous' };
}

/** Sets the caller, whoever it is. */
export const withCaller: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('caller', await identifyCaller(c));
  await next();
};

/** Only signed-in users and guests: an anonymous visitor owns nothing on the server. */
export function requireOwner(message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = await identifyCaller(c);
    if (caller.kind === 'anonymous') throw new ApiError(401, 'not_authenticated', message);
    c.set('caller', caller);
    await next();
  };
}

/**
 * Only a signed-in user whose session is at aal2 (a verified TOTP factor in this session): case
 * data and everything else a second factor protects. Below aal2 the answer is 403
 * insufficient_aal, so the browser knows to run the MFA challenge; no user at all is 401.
 */
export const requireAal2: MiddlewareHandler<AppEnv> = async (c, next) => {
  const caller = await identifyCaller(c);
  if (caller.kind !== 'user') throw new ApiError(401, 'not_authenticated', 'Sign in first');
  if (caller.aal !== 'aal2') throw insufficientAal();
  c.set('caller', caller);
  await next();
};

/** The lead of the `x-guest-token` header, whoever else calls; 401 without one or when it is invalid. */
export async function guestOfHeader(c: AppContext): Promise<GuestLeadRow> {
  const guestToken = c.req.header(guestTokenHeader)?.trim();
  if (!guestToken) throw new ApiError(401, 'not_authenticated', 'Continue as a guest first');
  return guestFromToken(c, guestToken);
}

/** Only a guest (`x-guest-token`); a Bearer sent alongside is not looked at. */
export const requireGuest: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('caller', { kind: 'guest', lead: await guestOfHeader(c) });
  await next();
};

/**
 * Admin work (reviewing expert applications, their credentials and decisions; mailing the news):
 * the service-role key (the admin CLI; supabase-js created with it sends it as Bearer), or a
 * signed-in admin whose session is at aal2, as case data is for experts: a stolen password alone
 * must not reach it. The service role is no session and passes without. Anyone else is 401 (not
 * signed in) or 403 `admin_required` with `forbidden` as the message; an admin below aal2 is 403
 * insufficient_aal. Sets the caller: the service or the admin user.
 */
export function requireAdmin(forbidden: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = bearerToken(c.req.header('authorization'));
    if (bearer && (await isServiceRoleKey(c.get('services').jwt, bearer))) {
      c.set('caller', { kind: 'service' });
      return next();
    }
    const caller = await identifyCaller(c);
    if (caller.kind !== 'user') throw new ApiError(401, 'not_authenticated', 'Sign in as an admin');
    if (!isAdminUser(caller.user)) throw new ApiError(403, 'admin_required', forbidden);
    if (caller.aal !== 'aal2') throw insufficientAal();
    c.set('caller', caller);
    await next();
  };
}

export const requireReviewer = requireAdmin('Only an admin may review expert applications');
