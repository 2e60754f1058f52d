// Object names and bucket ids, checked as supabase/storage does (src/storage/limits.ts:
// isValidKey, isValidBucketName: S3-safe characters only, so no backslash, control character,
// percent sign or raw Unicode), plus what a path must never be here: a leading `/`, an empty, `.`
// or `..` segment, or more than 1024 bytes. Names never reach the filesystem (files are stored
// under a random version id), but a name like `a/../b` would still confuse folders and owners.
import { storageMaxKeyBytes } from '@cc/shared-contract';
import { storageErrors } from './errors';

const validObjectKey = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const validBucketName = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;

export function isValidKey(key: string): boolean {
  if (key.length === 0 || !validObjectKey.test(key)) return false;
  if (Buffer.byteLength(key, 'utf8') > storageMaxKeyBytes) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function isValidBucketName(name: string): boolean {
  return name.length > 0 && name.length < 101 && validBucketName.test(name);
}

export function mustBeValidKey(key: string): void {
  if (!isValidKey(key)) throw storageErrors.invalidKey(key.slice(0, 200));
}

export function mustBeValidBucketName(name: string): void {
  if (!isValidBucketName(name)) throw storageErrors.invalidBucketName();
}

/** Decodes one percent-encoded path part; a malformed escape is a bad key. */
export function decodePathPart(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw storageErrors.invalidKey(raw.slice(0, 200));
  }
}
