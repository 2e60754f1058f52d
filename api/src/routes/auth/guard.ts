// GoTrue's requireAuthentication: a Bearer access token with a valid signature, an existing user
// and an existing session. A token whose session was signed out is refused everywhere.
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { findUserById } from '../../auth/users';
import { sessions } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { ApiError, badRequest, forbidden } from '../../http/errors';
import { describeJwtError } from '../../security/jwt';

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bearer = /^\s*bearer\s+(\S+)\s*$/i;

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const services = c.get('services');
  const match = bearer.exec(c.req.header('authorization') ?? '');
  if (!match) throw new ApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let claims;
  try {
    claims = await services.jwt.verify(match[1]!);
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
  const user = await findUserById(services.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const [session] = await services.db
    .select({ userId: sessions.userId, notAfter: sessions.notAfter })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!session || session.userId !== user.id || (session.notAfter && session.notAfter <= new Date())) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  c.set('auth', { user, sessionId });
  await next();
};
