// The token checks: a user's access token (GoTrue's requireAuthentication: a valid signature, an
// existing user and an existing session; a token whose session was signed out is refused
// everywhere) and a guest token (the guest lead it names must still exist). Each entry (the http
// middleware, storage, the realtime socket) answers a refusal in its own protocol.
import type { JWTPayload } from 'jose';
import { uuidShape } from '../platform/db/uuid';
import { ApiError, badRequest, forbidden } from '../platform/http/errors';
import { describeJwtError } from '../platform/security/jwt';
import type { Services } from '../platform/services';
import type { AuthState, GuestLeadRow } from './caller';
import { findGuestLead } from './guest-leads';
import { lookupAuth } from './lookup';

/** The three base64url parts of a JWT: anything else is no token (e.g. a publishable key). */
// The signature may be empty: an unsigned token (`alg: none`) is a JWT that fails, not "no user",
// so it is refused as bad_jwt instead of being taken for an anonymous visitor.
export const jwtShape = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** Checks an access token; throws GoTrue's errors (403 bad_jwt, session_not_found, …) as /auth/v1 answers them. */
export async function authenticateAccessToken(services: Services, token: string): Promise<AuthState> {
  let claims;
  try {
    claims = await services.jwt.verify(token);
  } catch (error) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${describeJwtError(error)}`);
  }
  if (claims.aud !== 'authenticated' || claims.role === 'guest') {
    throw forbidden(
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token has invalid audience',
    );
  }
  if (typeof claims.sub !== 'string' || claims.sub === '')
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!uuidShape.test(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const sessionId = claims.session_id;
  if (typeof sessionId !== 'string' || !uuidShape.test(sessionId)) {
    throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
  }
  const found = await lookupAuth(services.db, claims.sub, sessionId);
  if (!found) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const { user, session, identities, factors } = found;
  if (!session || session.userId !== user.id || (session.notAfter && session.notAfter <= new Date())) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return {
    user,
    sessionId,
    aal: claims.aal === 'aal2' && session.aal === 'aal2' ? 'aal2' : 'aal1',
    identities,
    factors,
  };
}

/**
 * authenticateAccessToken outside /auth/v1 (functions, storage): GoTrue answers its refusals with
 * 403 there, here they mean "not authenticated" (401, same code and message).
 */
export async function authenticateBearer(services: Services, token: string): Promise<AuthState> {
  try {
    return await authenticateAccessToken(services, token);
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(401, error.code, error.message);
    throw error;
  }
}

/**
 * The guest lead that verified guest-token claims name, or null: the claims are no guest's, or
 * the lead is gone (its address's account was deleted), so the token names nobody.
 */
export async function guestLeadOfClaims(services: Services, claims: JWTPayload): Promise<GuestLeadRow | null> {
  if (claims.role !== 'guest' || typeof claims.sub !== 'string' || !uuidShape.test(claims.sub)) return null;
  return (await findGuestLead(services.db, claims.sub)) ?? null;
}
