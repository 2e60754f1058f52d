// The portal's files in Storage through supabase-js unchanged: the photo in the public `avatars`
// bucket, credential documents in the private `credentials` bucket, both under `<user id>/`.
import { getSupabase } from '@cc/shared-auth';
import { expertBuckets } from '@cc/shared-domain';

/** A refused upload or download, by the Storage api's HTTP status (its error body's `statusCode`). */
export class StorageFailure extends Error {
  constructor(
    readonly reason: 'too_large' | 'wrong_type' | 'not_found' | 'not_allowed' | 'network' | 'unknown',
    message: string,
  ) {
    super(message);
    this.name = 'StorageFailure';
  }
}

function toStorageFailure(error: { status?: unknown; statusCode?: unknown; message?: unknown; name?: unknown }) {
  const status = Number(error.status ?? error.statusCode);
  const code = typeof error.statusCode === 'string' ? error.statusCode : '';
  const message = typeof error.message === 'string' ? error.message : 'Storage request failed';
  if (status === 413 || code === '413' || /EntityTooLarge/i.test(code)) return new StorageFailure('too_large', message);
  if (status === 415 || code === '415' || /InvalidMimeType/i.test(code))
    return new StorageFailure('wrong_type', message);
  if (status === 404 || /NoSuchKey|not_found/i.test(code)) return new StorageFailure('not_found', message);
  if (status === 401 || status === 403) return new StorageFailure('not_allowed', message);
  if (error.name === 'StorageUnknownError' || Number.isNaN(status)) return new StorageFailure('network', message);
  return new StorageFailure('unknown', message);
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
 * What the browser checks before uploading, so a wrong file is named at once; the Storage api
 * checks again by content (not by name) and its answer decides.
 */
export const fileRules = {
  photo: { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'], accept: 'image/png,image/jpeg' },
  credentials: {
    maxBytes: 10 * 1024 * 1024,
    types: ['application/pdf', 'image/png', 'image/jpeg'],
    accept: 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg',
  },
} as const;

export function checkFile(kind: keyof typeof fileRules, file: File): StorageFailure['reason'] | null {
  const rules = fileRules[kind];
  if (!(rules.types as readonly string[]).includes(file.type)) return 'wrong_type';
  if (file.size > rules.maxBytes) return 'too_large';
  return null;
}
