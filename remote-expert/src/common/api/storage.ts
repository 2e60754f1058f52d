// The portal's files in Storage through supabase-js unchanged: the photo in the public `avatars`
// bucket, credential documents in the private `credentials` bucket, both under `<user id>/`.
import { getSupabase } from '@cc/shared-auth';
import { productBuckets, storageErrorCode, type ErrorCode } from '@cc/shared-contract';
import { expertBuckets } from '@cc/shared-domain';
import { checkFile as checkFileRules } from '@cc/shared-ui/forms';

/** A refused upload or download: the code of the Storage api's answer (by its status), or the browser's. */
export class StorageFailure extends Error {
  constructor(
    readonly code: ErrorCode | 'network' | 'unknown',
    message: string,
  ) {
    super(message);
    this.name = 'StorageFailure';
  }
}

function toStorageFailure(error: { message?: unknown; name?: unknown }) {
  const message = typeof error.message === 'string' ? error.message : 'Storage request failed';
  const code = storageErrorCode(error);
  if (code) return new StorageFailure(code, message);
  return new StorageFailure(error.name === 'StorageUnknownError' ? 'network' : 'unknown', message);
}

/** A file name safe inside an object path: letters, digits, dot, dash, underscore. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-80);
  return cleaned || 'file';
}

/** The name a person gave the file (object names are `<time>-<name>`). */
export const displayName = (path: string): string => (path.split('/').pop() ?? path).replace(/^\d+-/, '');

export async function uploadFile(kind: keyof typeof expertBuckets, userId: string, file: File): Promise<string> {
  const { storage } = await getSupabase();
  const path = `${userId}/${Date.now()}-${safeFileName(file.name)}`;
  const { error } = await storage
    .from(expertBuckets[kind])
    .upload(path, file, { contentType: file.type || undefined, upsert: false });
  if (error) throw toStorageFailure(error);
  return path;
}

/** Removes objects no longer referenced (best effort: a leftover file harms nobody). */
export async function removeFiles(kind: keyof typeof expertBuckets, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  try {
    const { storage } = await getSupabase();
    await storage.from(expertBuckets[kind]).remove(paths);
  } catch {
    // kept; the next cleanup may take it
  }
}

/** A short-lived link to a private credential document (the owner and admins only). */
export async function signedDocumentUrl(path: string, expiresIn: number): Promise<string> {
  const { storage } = await getSupabase();
  const { data, error } = await storage.from(expertBuckets.credentials).createSignedUrl(path, expiresIn);
  if (error) throw toStorageFailure(error);
  return data.signedUrl;
}

/** The photo's public address. */
export async function publicPhotoUrl(path: string): Promise<string> {
  const { storage } = await getSupabase();
  return storage.from(expertBuckets.photo).getPublicUrl(path).data.publicUrl;
}

/**
 * What the browser checks before uploading, so a wrong file is named at once: the buckets' own
 * limits from the contract. The Storage api checks again by content (not by name) and decides.
 */
export const fileRules = {
  photo: {
    maxBytes: productBuckets.avatars.fileSizeLimit,
    types: productBuckets.avatars.allowedMimeTypes,
    accept: 'image/png,image/jpeg',
  },
  credentials: {
    maxBytes: productBuckets.credentials.fileSizeLimit,
    types: productBuckets.credentials.allowedMimeTypes,
    accept: 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg',
  },
} as const;

/** Why the browser refuses `file` for `kind`, as the Storage api's code (the same message either way). */
export function checkFile(kind: keyof typeof fileRules, file: File): StorageFailure['code'] | null {
  const refusal = checkFileRules(file, fileRules[kind]);
  return refusal && storageCodeOf[refusal];
}

const storageCodeOf = { type: 'invalid_mime_type', size: 'object_too_large' } as const;
