// Who may do what in /storage/v1: the one place of storage's authorisation. Supabase does this
// with row-level security on storage.objects; this service has no RLS, so the policies are code:
//   - the service role (the service-role key as apikey or Bearer) may do everything;
//   - a user writes (upload, update, move, copy, remove) only under `<their user id>/…`;
//   - public buckets are readable by anyone; objects of private buckets (download, info, sign,
//     list) only by the user whose folder holds them, by admins and by the service role;
//   - bucket changes: the service role and admins only; bucket reads: anyone with the apikey.
// Admin means `app_metadata.role === 'admin'` in the user's row, read from the database on every
// request (authenticateAccessToken loads it), not taken from the token's claims. An admin's
// rights beyond their own folder (others' private files, e.g. expert credentials, and buckets)
// need a session at aal2; below it they are 403 insufficient_aal, so the browser runs the challenge.
import { bearerToken, type AppContext } from '../http/context';
import { ApiError } from '../http/errors';
import { isAdminUser, type Caller } from '../identity/caller';
import { authenticateBearer } from '../identity/tokens';
import type { UserRow } from '../identity/users';
import { isServiceRoleKey } from '../security/service-role';
import { storageErrors } from './errors';

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

export interface BucketAccess {
  id: string;
  public: boolean;
}

/** The user's own folder: `<user id>/`. */
export const ownFolder = (user: UserRow) => `${user.id}/`;

/** An admin's rights, or false for everyone else; an admin below aal2 gets 403 insufficient_aal. */
function adminAtAal2(principal: Caller): boolean {
  if (principal.kind !== 'user' || !isAdminUser(principal.user)) return false;
  if (principal.aal !== 'aal2') throw storageErrors.insufficientAal();
  return true;
}

export function canManageBuckets(principal: Caller): boolean {
  return principal.kind === 'service' || adminAtAal2(principal);
}

export function canWrite(principal: Caller, name: string): boolean {
  if (principal.kind === 'service') return true;
  return principal.kind === 'user' && name.startsWith(ownFolder(principal.user));
}

export function canRead(principal: Caller, bucket: BucketAccess, name: string): boolean {
  if (bucket.public || principal.kind === 'service') return true;
  if (principal.kind !== 'user') return false;
  return name.startsWith(ownFolder(principal.user)) || adminAtAal2(principal);
}

/**
 * What a listing of the bucket may show: everything, only names under one folder (the user's
 * own, in a private bucket), or nothing (anonymous callers in a private bucket).
 */
export function readableScope(principal: Caller, bucket: BucketAccess): { all: true } | { folder: string } | null {
  if (bucket.public || principal.kind === 'service') return { all: true };
  if (principal.kind !== 'user') return null;
  // An admin below aal2 lists their own folder, as any user (a listing is no reason to refuse).
  return isAdminUser(principal.user) && principal.aal === 'aal2'
    ? { all: true }
    : { folder: ownFolder(principal.user) };
}
