// Who calls /storage/v1, in storage's own protocol on top of identity's token checks. What a caller
// may do there is the module's (access.ts, through the service).
import { bearerToken, type AppContext } from '../../../platform/http/context';
import { ApiError } from '../../../platform/http/errors';
import type { Caller } from '../../../identity/caller';
import { authenticateBearer } from '../../../identity/tokens';
import { isServiceRoleKey } from '../../../platform/security/service-role';

/** Whether `token` is this api's service-role key (security/service-role.ts). */
const isServiceKey = (c: AppContext, token: string) => isServiceRoleKey(c.get('services').jwt, token);

/**
 * The caller. Like Supabase's gateway, `apikey` (header or query) must be the anon key or the
 * service-role key; the Bearer token decides who calls: the anon key (or none) is anonymous, the
 * service-role key is the service, anything else must be a valid access token (401 otherwise).
 */
export async function storageCaller(c: AppContext): Promise<Caller> {
  const { config } = c.get('services');
  const apikey = c.req.header('apikey') ?? c.req.query('apikey');
  const serviceKey = apikey !== undefined && apikey !== config.anonKey && (await isServiceKey(c, apikey));
  if (config.anonKey) {
    if (!apikey) throw new ApiError(401, 'no_api_key', 'No API key found in request');
    if (apikey !== config.anonKey && !serviceKey) throw new ApiError(401, 'invalid_api_key', 'Invalid API key');
  }
  const bearer = bearerToken(c.req.header('authorization'));
  if (!bearer || bearer === config.anonKey) return serviceKey && !bearer ? { kind: 'service' } : { kind: 'anonymous' };
  if (bearer === apikey && serviceKey) return { kind: 'service' };
  if (await isServiceKey(c, bearer)) return { kind: 'service' };
  const { user, aal, sessionId } = await authenticateBearer(c.get('services'), bearer);
  return { kind: 'user', user, aal, sessionId };
}
