// Who a realtime channel works for: the `access_token` of its join (or of a later `access_token`
// push), checked like every other request of this api. Refusals carry Supabase Realtime's error
// codes and texts ("InvalidJWTToken: Token has expired 3 seconds ago"), which the browser reads as
// an invalid JWT.
import { errors } from 'jose';
import type { Db } from '../../platform/db/client';
import { ApiError } from '../../platform/http/errors';
import type { ExpiringCaller } from '../../identity/caller';
import { existingLeadIds } from '../../identity/guest-leads';
import { sessionsByIds } from '../../identity/users';
import { authenticateAccessToken, guestLeadOfClaims, jwtShape } from '../../identity/tokens';
import { serviceRole } from '../../platform/security/service-role';
import type { Services } from '../../platform/services';

/** A refused token; `message` is what the client gets (join reply `reason`, or the `system` message). */
export class RealtimeAuthError extends Error {}

function expiredMessage(exp: number): string {
  return `InvalidJWTToken: Token has expired ${Math.max(0, Math.floor(Date.now() / 1000) - exp)} seconds ago`;
}

/**
 * The caller of `token`: none, the anon key or a publishable `sb_` key is anonymous (it sees no
 * case data); the service-role key is the service; a guest token is its guest lead (which must
 * still exist); anything else must be a valid access token of an existing session.
 */
export async function authenticateRealtime(
  services: Services,
  token: string | null | undefined,
): Promise<ExpiringCaller> {
  if (!token || token === services.config.anonKey || token.startsWith('sb_')) return { kind: 'anonymous' };
  if (!jwtShape.test(token)) throw new RealtimeAuthError('MalformedJWT: The token provided is not a valid JWT');
  let claims;
  try {
    claims = await services.jwt.verify(token);
  } catch (error) {
    if (error instanceof errors.JWTExpired && typeof error.payload.exp === 'number') {
      throw new RealtimeAuthError(expiredMessage(error.payload.exp));
    }
    if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
      throw new RealtimeAuthError('JwtSignatureError: Failed to validate JWT signature');
    }
    throw new RealtimeAuthError('InvalidJWTToken: The token provided is not a valid JWT');
  }
  const exp = claims.exp!;
  if (claims.role === serviceRole) return { kind: 'service', exp };
  if (claims.role === 'guest') {
    const lead = claims.aud === 'guest' ? await guestLeadOfClaims(services, claims) : null;
    if (!lead) throw new RealtimeAuthError('InvalidJWTToken: The guest token names no guest');
    return { kind: 'guest', lead, exp };
  }
  try {
    const { user, aal, sessionId } = await authenticateAccessToken(services, token);
    return { kind: 'user', user, aal, sessionId, exp };
  } catch (error) {
    if (error instanceof ApiError) throw new RealtimeAuthError(`InvalidJWTToken: ${error.message}`);
    throw error;
  }
}

const sessionEnded = 'InvalidJWTToken: Session from session_id claim in JWT does not exist';
const guestEnded = 'InvalidJWTToken: The guest token names no guest';

/**
 * What has ended since the channels' tokens were checked: a session signed out or past its
 * not_after (a deleted user's sessions go with the user), a session that dropped to aal1 (its
 * factor removed), a guest lead deleted. Read in one query per kind before every delivery, so an
 * ended principal gets no further change: the token's expiry (an hour) and the 5-minute check are
 * no bound for a stolen device that was signed out. Answers, per principal, the principal to
 * deliver to (its aal as the session has it now) or the message that ends its channel.
 */
export async function recheckPrincipals(
  db: Db,
  principals: readonly ExpiringCaller[],
): Promise<(principal: ExpiringCaller) => ExpiringCaller | string> {
  const sessionIds = [...new Set(principals.flatMap((p) => (p.kind === 'user' ? [p.sessionId] : [])))];
  const leadIds = [...new Set(principals.flatMap((p) => (p.kind === 'guest' ? [p.lead.id] : [])))];
  const live = await sessionsByIds(db, sessionIds);
  const byId = new Map(live.map((session) => [session.id, session]));
  const leads = leadIds.length ? await existingLeadIds(db, leadIds) : new Set<string>();
  const now = new Date();
  return (principal) => {
    if (principal.kind === 'guest') return leads.has(principal.lead.id) ? principal : guestEnded;
    if (principal.kind !== 'user') return principal;
    const session = byId.get(principal.sessionId);
    if (!session || session.userId !== principal.user.id || (session.notAfter && session.notAfter <= now)) {
      return sessionEnded;
    }
    return principal.aal === 'aal2' && session.aal !== 'aal2' ? { ...principal, aal: 'aal1' } : principal;
  };
}

/** Seconds until the principal's token expires (Infinity for the anonymous key). */
export function secondsLeft(principal: ExpiringCaller): number {
  return principal.kind === 'anonymous' ? Infinity : principal.exp - Date.now() / 1000;
}

export { expiredMessage };
