// Who may review expert applications (and do the other admin work, e.g. send the news): the service-role key (the admin CLI; supabase-js created
// with it sends it as Bearer), or a signed-in user whose `app_metadata.role` is `admin`. The role
// is read from the user row on every request (authenticateAccessToken loads it), never from the
// token's claims, so removing the role takes effect at once. Every admin action (reviewing experts:
// their applications and credentials, the decisions; mailing the news to every subscriber) also
// needs a session at aal2, as case data does for experts: a stolen password alone must not reach
// them. The service-role key (the CLI) is no session and passes as before.
import type { MiddlewareHandler } from 'hono';
import { bearerToken, type AppEnv } from '../../http/context';
import { ApiError, insufficientAal } from '../../http/errors';
import { isServiceRoleKey } from '../../security/service-role';

import { identifyCaller } from './caller';

/**
 * Admins and the service-role key only; anyone else is 401 (not signed in) or 403 `forbidden`.
 * An admin whose session has not verified a second factor is 403 insufficient_aal.
 */
export function requireAdmin(forbidden: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = bearerToken(c.req.header('authorization'));
    if (bearer && (await isServiceRoleKey(c.get('services').jwt, bearer))) {
      c.set('reviewer', { kind: 'service_role' });
      return next();
    }
    const caller = await identifyCaller(c);
    if (caller.kind !== 'user') throw new ApiError(401, 'not_authenticated', 'Sign in as an admin');
    if (caller.user.rawAppMetaData['role'] !== 'admin') throw new ApiError(403, 'admin_required', forbidden);
    if (caller.aal !== 'aal2') throw insufficientAal();
    c.set('caller', caller);
    c.set('reviewer', { kind: 'admin', user: caller.user });
    await next();
  };
}

export const requireReviewer = requireAdmin('Only an admin may review expert applications');
