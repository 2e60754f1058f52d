// Who calls a function that serves everyone (the assessments): a signed-in user, a guest, or an
// anonymous visitor. supabase.functions.invoke sends `Bearer <anon key>` when nobody is signed in,
// so a Bearer that is the anon key, or not a JWT at all, means "no user". A JWT that fails,
// however, is refused: a signed-in person must not silently become anonymous (and lose their
// results into nobody's history) because their token expired.
import { guestTokenHeader } from '@cc/shared-contract';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { guestLeads } from '../../db/schema';
import {
  bearerToken,
  type AppContext,
  type AppEnv,
  type AuthState,
  type Caller,
  type GuestLeadRow,
} from '../../http/context';
import { ApiError, insufficientAal } from '../../http/errors';
import { authenticateAccessToken, uuidShape } from '../auth/guard';

// Defined with the Hono environment that carries them (no import cycle through the types).
export type { Caller, GuestLeadRow } from '../../http/context';

const jwtShape = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

const invalidGuestToken = () => new ApiError(401, 'invalid_guest_token', 'The guest token is invalid or has expired');

async function userFromBearer(c: AppContext, token: string): Promise<AuthState> {
  try {
    return await authenticateAccessToken(c.get('services'), token);
  } catch (error) {
    // GoTrue answers these with 403 on /auth/v1; here they mean "not authenticated".
    if (error instanceof ApiError) throw new ApiError(401, error.code, error.message);
    throw error;
  }
}

async function guestFromToken(c: AppContext, token: string): Promise<GuestLeadRow> {
  const { jwt, db } = c.get('services');
  let claims;
  try {
    // Signature, algorithm, expiry and the audience signGuestToken sets.
    claims = await jwt.verify(token, 'guest');
  } catch {
    throw invalidGuestToken();
  }
  if (claims.role !== 'guest' || typeof claims.sub !== 'string' || !uuidShape.test(claims.sub)) {
    throw invalidGuestToken();
  }
  // The lead may be gone (its address's account was deleted): the token then names nobody.
  const [lead] = await db.select().from(guestLeads).where(eq(guestLeads.id, claims.sub)).limit(1);
  if (!lead) throw invalidGuestToken();
  return lead;
}

/** A signed-in user wins over a guest token sent alongside (the browser may still hold one). */
export async function identifyCaller(c: AppContext): Promise<Caller> {
  const { config } = c.get('services');
  const bearer = bearerToken(c.req.header('authorization'));
  if (bearer && bearer !== config.anonKey && jwtShape.test(bearer)) {
    const { user, aal } = await userFromBearer(c, bearer);
    return { kind: 'user', user, aal };
  }
  const guestToken = c.req.header(guestTokenHeader)?.trim();
  if (guestToken) return { kind: 'guest', lead: await guestFromToken(c, guestToken) };
  return { kind: 'anonymous' };
}

/** Identifies the caller before the body is validated, so a bad token is answered first. */
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

/** The caller's address for the result mail, or null when there is none to use. */
export function callerEmail(caller: Caller): string | null {
  if (caller.kind === 'user') return caller.user.email || null;
  if (caller.kind === 'guest') return caller.lead.email;
  return null;
}
