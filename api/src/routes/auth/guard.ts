// GoTrue's requireAuthentication: a Bearer access token with a valid signature, an existing user
// and an existing session. A token whose session was signed out is refused everywhere.
import type { MiddlewareHandler } from 'hono';
import { lookupAuth } from '../../auth/lookup';
import { bearerToken, type AppEnv, type AuthState } from '../../http/context';
import { ApiError, badRequest, forbidden } from '../../http/errors';
import { describeJwtError } from '../../security/jwt';
import type { Services } from '../../services';

export const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw new ApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  c.set('auth', await authenticateAccessToken(c.get('services'), token));
  await next();
};

/** Checks an access token as requireUser does; throws its GoTrue errors (bad_jwt, session_not_found, …). */
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
