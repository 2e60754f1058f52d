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
// Who calls (the apikey and the Bearer token) is the HTTP edge's: routes/caller.ts.
import { isAdminUser, type Caller } from '../../identity/caller';
import type { UserRow } from '../../identity/users';
import { storageErrors } from './errors';

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
