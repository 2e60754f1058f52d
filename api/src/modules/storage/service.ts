// Supabase Storage's rules (/storage/v1, docs/api.md "Storage"): the buckets, the objects' rows
// paired with the backend's files, who may read and write (access.ts), names (keys.ts), the
// content's type (sniff.ts) and storage's error answers (errors.ts). The HTTP edge is routes/ (it
// parses the request and checks the names first); the queries are repo.ts's. What other domains
// call: ensureProductBuckets (the start), objectsOfUser (the account export), removeUserObjects (an
// account's deletion), findObjects (the experts' credential documents).
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { productBuckets } from '@cc/shared-contract';
import { errors as joseErrors, SignJWT } from 'jose';
import type { Db } from '../../platform/db/client';
import type { Caller } from '../../identity/caller';
import type { Services } from '../../platform/services';
import type { SpooledFile, StorageBackend } from '../../platform/storage/backend';
import { canManageBuckets, canRead, canWrite, readableScope } from './access';
import { storageErrors } from './errors';
import { mustBeValidBucketName, mustBeValidKey } from './keys';
import {
  type BucketListOptions,
  type BucketRow,
  bucketHasObjects,
  deleteBucketRow,
  deleteObjectsNamed,
  deleteObjectsOfUser,
  findBucket,
  findObject,
  insertBuckets,
  insertObject,
  listBuckets as bucketRows,
  listObjects,
  type ListOptions,
  lockObjectVersion,
  moveObjectRow,
  type NewObjectRow,
  objectNamesOf,
  type ObjectRow,
  presentBucketIds,
  type StoredObjectMetadata,
  updateBucketRow,
  upsertObject,
} from './repo';
import { checkMimeType, isAllowedMimeType } from './sniff';

export { storageErrorBody, storageErrors } from './errors';
export { decodePathPart, mustBeValidBucketName, mustBeValidKey } from './keys';
export { sniffBytes } from './sniff';
export { findObjects, objectsOfUser, type ObjectRow, type StoredObject } from './repo';

// ── Buckets ─────────────────────────────────────────────────────────────────────────────────────

/** Creates the product's buckets when missing; an admin's later changes to them stay. */
export async function ensureProductBuckets(db: Db): Promise<void> {
  // Read first: on an existing database every bucket is there, and the insert's commit would sync
  // PGlite's files on every start (docs/performance.md, "Start, seventh round").
  const present = await presentBucketIds(db, Object.keys(productBuckets));
  const missing = Object.entries(productBuckets).filter(([id]) => !present.has(id));
  if (missing.length === 0) return;
  await insertBuckets(
    db,
    missing.map(([id, bucket]) => ({
      id,
      name: id,
      public: bucket.public,
      fileSizeLimit: bucket.fileSizeLimit,
      allowedMimeTypes: [...bucket.allowedMimeTypes],
    })),
  );
}

/** Bucket changes: the service role and admins only (an admin below aal2: insufficient_aal). */
export function mustManageBuckets(principal: Caller): void {
  if (!canManageBuckets(principal)) {
    throw storageErrors.accessDenied('Only the service role or an admin may change buckets');
  }
}

export async function listBuckets(db: Db, options: BucketListOptions) {
  return (await bucketRows(db, options)).map(bucketJson);
}

export async function getBucket(db: Db, id: string) {
  const bucket = await findBucket(db, id);
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucketJson(bucket);
}

export interface BucketSettings {
  public?: boolean | undefined;
  /** Bytes; null for none, undefined to leave as is. */
  fileSizeLimit?: number | null | undefined;
  allowedMimeTypes?: string[] | null | undefined;
}

/** A new bucket; bucket_already_exists when the id is taken. */
export async function createBucket(db: Db, id: string, settings: BucketSettings): Promise<void> {
  const inserted = await insertBuckets(db, [
    {
      id,
      name: id,
      public: settings.public ?? false,
      fileSizeLimit: settings.fileSizeLimit ?? null,
      allowedMimeTypes: settings.allowedMimeTypes ?? null,
    },
  ]);
  if (inserted.length === 0) throw storageErrors.bucketAlreadyExists();
}

/** Changes the given settings; no_such_bucket when there is none. */
export async function updateBucket(db: Db, id: string, settings: BucketSettings): Promise<void> {
  const updated = await updateBucketRow(db, id, {
    ...(settings.public === undefined ? {} : { public: settings.public }),
    ...(settings.fileSizeLimit === undefined ? {} : { fileSizeLimit: settings.fileSizeLimit }),
    ...(settings.allowedMimeTypes === undefined ? {} : { allowedMimeTypes: settings.allowedMimeTypes }),
  });
  if (!updated) throw storageErrors.noSuchBucket();
}

/** Deletes every object of the bucket (rows and files). */
export async function emptyBucket(db: Db, storage: StorageBackend, id: string): Promise<void> {
  const bucket = await findBucket(db, id);
  if (!bucket) throw storageErrors.noSuchBucket();
  // In pages, so an emptied bucket of any size never holds every row in memory at once.
  for (;;) {
    const page = await objectNamesOf(db, bucket.id, 500);
    if (page.length === 0) break;
    await deleteObjectRows(db, storage, bucket.id, page);
  }
}

/** Deletes an empty bucket (bucket_not_empty otherwise). */
export async function deleteBucket(db: Db, id: string): Promise<void> {
  const bucket = await findBucket(db, id);
  if (!bucket) throw storageErrors.noSuchBucket();
  if (await bucketHasObjects(db, id)) throw storageErrors.bucketNotEmpty();
  await deleteBucketRow(db, id);
}

// ── Objects ─────────────────────────────────────────────────────────────────────────────────────

async function bucketOrThrow(db: Db, id: string): Promise<BucketRow> {
  mustBeValidBucketName(id);
  const bucket = await findBucket(db, id);
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

/** The object if this caller may read it; someone else's private object is not found (as under RLS). */
async function readableObject(db: Db, principal: Caller, bucket: BucketRow, name: string): Promise<ObjectRow> {
  mustBeValidKey(name);
  if (!canRead(principal, bucket, name)) throw storageErrors.noSuchKey();
  const row = await findObject(db, bucket.id, name);
  if (!row?.version) throw storageErrors.noSuchKey();
  return row;
}

/** The object of the bucket `bucketId` if this caller may read it, with its bucket. */
export async function readableObjectIn(db: Db, principal: Caller, bucketId: string, name: string) {
  const bucket = await bucketOrThrow(db, bucketId);
  return { bucket, row: await readableObject(db, principal, bucket, name) };
}

/** An object of a public bucket: public URLs are plain links, no apikey, no token. */
export async function publicObject(db: Db, bucketId: string, name: string): Promise<ObjectRow> {
  mustBeValidBucketName(bucketId);
  const bucket = await findBucket(db, bucketId);
  if (!bucket?.public) throw storageErrors.noSuchBucket();
  const row = await findObject(db, bucket.id, name);
  if (!row?.version) throw storageErrors.noSuchKey();
  return row;
}

/** The object's file from the backend; a row without its file is not found (and logged). */
export async function openObjectFile(
  services: Pick<Services, 'storage' | 'logger'>,
  row: ObjectRow,
): Promise<ReadableStream<Uint8Array>> {
  const stream = await services.storage.get(row.version!);
  if (!stream) {
    services.logger.warn('storage object without its file', { bucket: row.bucketId, id: row.id });
    throw storageErrors.noSuchKey();
  }
  return stream;
}

function denyWrite(name: string): never {
  throw storageErrors.accessDenied(
    `new row violates row-level security policy: ${name.slice(0, 200)} is outside your folder`,
  );
}

/** A user's uploads and copies are counted; the service role is the server side itself. */
async function countUpload(services: Services, principal: Caller): Promise<void> {
  if (principal.kind === 'user') {
    await services.limiter.hit(
      `storage_uploads:${principal.user.id}`,
      services.config.rateLimits.storageUploadsPerUser,
    );
  }
}

/** An upload spooled to a temporary file by the HTTP edge (routes/upload.ts). */
export interface SpooledUpload extends SpooledFile {
  md5: string;
  /** The file's first bytes, for the sniffer. */
  head: Uint8Array;
  declaredType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/**
 * Saves an uploaded object's row: a new one, or (upsert) in place of the row of that name. Answers
 * the row (none when the name was taken and not upsert) and the version of the file it replaced.
 */
async function saveObjectRow(db: Db, values: NewObjectRow, upsert: boolean) {
  return db.transaction(async (tx) => {
    const previous = await lockObjectVersion(tx, values.bucketId, values.name);
    const row = upsert ? await upsertObject(tx, values) : await insertObject(tx, values);
    return { row, replaced: upsert ? previous?.version : undefined };
  });
}

/**
 * Stores an upload of `name` into the bucket `bucketId`: the caller must write there, the name be
 * free (unless upsert), the file within the bucket's size limit and of an allowed type. `read`
 * spools the request's file into the given folder, at most `limit` bytes; it runs after every
 * check that needs no file.
 */
export async function uploadObject(
  services: Services,
  principal: Caller,
  target: { bucketId: string; name: string; upsert: boolean },
  read: (dir: string, limit: number) => Promise<SpooledUpload>,
): Promise<{ id: string; key: string }> {
  const { name, upsert } = target;
  const { db, storage, config } = services;
  const bucket = await bucketOrThrow(db, target.bucketId);
  if (!canWrite(principal, name)) denyWrite(name);
  if (!upsert && (await findObject(db, bucket.id, name))) throw storageErrors.keyAlreadyExists();
  await countUpload(services, principal);
  const limit = Math.min(bucket.fileSizeLimit ?? Infinity, config.storage.fileSizeLimit);
  const file = await read(storage.tempDir, limit);
  const version = randomUUID();
  try {
    if (file.size === 0 && !name.endsWith('.emptyFolderPlaceholder')) throw storageErrors.noContent();
    const mimetype = checkMimeType(file.declaredType, file.head, bucket.allowedMimeTypes);
    await storage.put(version, file, mimetype);
    const now = new Date();
    const metadata: StoredObjectMetadata = {
      eTag: `"${file.md5}"`,
      size: file.size,
      mimetype,
      cacheControl: file.cacheControl,
      lastModified: now.toUTCString(),
      contentLength: file.size,
      httpStatusCode: 200,
    };
    const owner = principal.kind === 'user' ? principal.user.id : null;
    const values = {
      bucketId: bucket.id,
      name,
      owner,
      ownerId: owner,
      metadata,
      userMetadata: file.userMetadata,
      version,
    };
    const { row, replaced } = await saveObjectRow(db, values, upsert);
    if (!row) throw storageErrors.keyAlreadyExists();
    if (replaced) await storage.delete([replaced]);
    return { id: row.id, key: `${bucket.id}/${name}` };
  } catch (error) {
    await rm(file.path, { force: true });
    await storage.delete([version]).catch(() => undefined);
    throw error;
  }
}

// ── Signed URLs ─────────────────────────────────────────────────────────────────────────────────

/** The signed-URL token's audience: such a token is nothing else (not an access token). */
const signedUrlAudience = 'storage-signed-url';
const objectNotFoundMessage = 'Either the object does not exist or you do not have access to it';

async function signUrl(services: Services, bucketId: string, name: string, seconds: number): Promise<string> {
  const { keys } = services;
  const token = await new SignJWT({ url: `${bucketId}/${name}` })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setAudience(signedUrlAudience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(keys.privateKey);
  return `/object/sign/${bucketId}/${name}?token=${token}`;
}

/** A signed URL of an object this caller may read, valid for `seconds`. */
export async function signObjectUrl(
  services: Services,
  principal: Caller,
  bucketId: string,
  name: string,
  seconds: number,
): Promise<string> {
  const { bucket } = await readableObjectIn(services.db, principal, bucketId, name);
  return signUrl(services, bucket.id, name, seconds);
}

/** Signed URLs of several objects; one the caller may not read is an error of its own entry. */
export async function signObjectUrls(
  services: Services,
  principal: Caller,
  bucketId: string,
  paths: string[],
  seconds: number,
) {
  const bucket = await bucketOrThrow(services.db, bucketId);
  const results = [];
  for (const path of paths) {
    try {
      await readableObject(services.db, principal, bucket, path);
      results.push({ error: null, path, signedURL: await signUrl(services, bucket.id, path, seconds) });
    } catch {
      results.push({ error: objectNotFoundMessage, path, signedURL: null });
    }
  }
  return results;
}

/** The object a signed URL's token names, and the token's expiry (seconds since the epoch). */
export async function signedObject(
  services: Services,
  bucketId: string,
  name: string,
  token: string,
): Promise<{ row: ObjectRow; expires: number }> {
  let claims;
  try {
    claims = await services.jwt.verify(token, signedUrlAudience);
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw storageErrors.expiredSignature();
    throw storageErrors.invalidSignature();
  }
  if (claims.url !== `${bucketId}/${name}`)
    throw storageErrors.invalidSignature('The url does not match the signature');
  const row = await findObject(services.db, bucketId, name);
  if (!row?.version) throw storageErrors.noSuchKey();
  return { row, expires: claims.exp! };
}

// ── List, remove, move, copy ────────────────────────────────────────────────────────────────────

/** A folder's listing as far as this caller may read the bucket (nothing for a stranger). */
export async function listObjectsFor(
  db: Db,
  principal: Caller,
  bucketId: string,
  options: Omit<ListOptions, 'folder'>,
) {
  const bucket = await bucketOrThrow(db, bucketId);
  const scope = readableScope(principal, bucket);
  if (!scope) return [];
  return listObjects(db, bucket.id, { ...options, folder: 'folder' in scope ? scope.folder : null });
}

/** Deletes rows and then their files; the files of rows already gone are not touched. */
async function deleteObjectRows(
  db: Db,
  backend: StorageBackend,
  bucketId: string,
  names: readonly string[],
): Promise<ObjectRow[]> {
  if (names.length === 0) return [];
  const deleted = await deleteObjectsNamed(db, bucketId, names);
  await backend.delete(deleted.flatMap((row) => (row.version ? [row.version] : [])));
  return deleted;
}

/**
 * Removes the named objects the caller may write; like a delete under RLS, the others are left
 * alone and not reported. Answers the rows removed.
 */
export async function removeObjects(
  services: Services,
  principal: Caller,
  bucketId: string,
  names: readonly string[],
): Promise<ObjectRow[]> {
  const bucket = await bucketOrThrow(services.db, bucketId);
  return deleteObjectRows(
    services.db,
    services.storage,
    bucket.id,
    names.filter((name) => canWrite(principal, name)),
  );
}

/**
 * Removes every object in the user's folders (every bucket) and their files: account deletion
 * (and an admin deleting a user) calls this before the user row goes.
 */
export async function removeUserObjects(db: Db, backend: StorageBackend, userId: string): Promise<number> {
  const deleted = await deleteObjectsOfUser(db, userId);
  await backend.delete(deleted.flatMap((row) => (row.version ? [row.version] : [])));
  return deleted.length;
}

export interface Transfer {
  bucketId: string;
  sourceKey: string;
  destinationKey: string;
  destinationBucket?: string | null | undefined;
}

/**
 * Moves or copies an object the caller may read to a name the caller may write (a move also needs
 * the source writable); the destination bucket's size and type rules hold for what arrives there.
 * A copy answers its row's id and key.
 */
export async function transferObject(
  services: Services,
  principal: Caller,
  kind: 'move' | 'copy',
  input: Transfer,
): Promise<{ id: string; key: string } | null> {
  const { db, storage } = services;
  const source = await bucketOrThrow(db, input.bucketId);
  const target = input.destinationBucket ? await bucketOrThrow(db, input.destinationBucket) : source;
  const row = await readableObject(db, principal, source, input.sourceKey);
  if (kind === 'move' && !canWrite(principal, input.sourceKey)) denyWrite(input.sourceKey);
  if (!canWrite(principal, input.destinationKey)) denyWrite(input.destinationKey);
  const size = row.metadata?.size ?? 0;
  const mimetype = row.metadata?.mimetype ?? 'application/octet-stream';
  if (target.fileSizeLimit !== null && size > target.fileSizeLimit)
    throw storageErrors.entityTooLarge(target.fileSizeLimit);
  if (target.allowedMimeTypes?.length && !isAllowedMimeType(mimetype, target.allowedMimeTypes)) {
    throw storageErrors.invalidMimeType(`mime type ${mimetype} is not supported`);
  }
  if (await findObject(db, target.id, input.destinationKey)) throw storageErrors.keyAlreadyExists();
  if (kind === 'move') {
    if (!(await moveObjectRow(db, row.id, target.id, input.destinationKey))) throw storageErrors.keyAlreadyExists();
    return null;
  }
  await countUpload(services, principal);
  const version = randomUUID();
  await storage.copy(row.version!, version);
  const owner = principal.kind === 'user' ? principal.user.id : row.owner;
  const copied = await insertObject(db, {
    bucketId: target.id,
    name: input.destinationKey,
    owner,
    ownerId: owner,
    metadata: row.metadata,
    userMetadata: row.userMetadata,
    version,
  });
  if (!copied) {
    await storage.delete([version]);
    throw storageErrors.keyAlreadyExists();
  }
  return { id: copied.id, key: `${target.id}/${input.destinationKey}` };
}

// ── JSON the endpoints answer ───────────────────────────────────────────────────────────────────

/** storage's object JSON (list, remove, info use it). */
export function objectJson(row: ObjectRow, name = row.name) {
  return {
    name,
    bucket_id: row.bucketId,
    owner: row.owner ?? '',
    owner_id: row.ownerId ?? '',
    id: row.id,
    version: row.version,
    updated_at: row.updatedAt?.toISOString() ?? null,
    created_at: row.createdAt?.toISOString() ?? null,
    last_accessed_at: row.lastAccessedAt?.toISOString() ?? null,
    metadata: row.metadata ?? null,
    user_metadata: row.userMetadata ?? null,
  };
}

/** storage's answer to GET /object/info. */
export function objectInfoJson(row: ObjectRow) {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucketId,
    size: row.metadata?.size ?? null,
    content_type: row.metadata?.mimetype ?? null,
    cache_control: row.metadata?.cacheControl ?? null,
    etag: row.metadata?.eTag ?? null,
    metadata: row.userMetadata ?? {},
    last_modified: row.updatedAt?.toISOString() ?? null,
    created_at: row.createdAt?.toISOString() ?? null,
  };
}

export function bucketJson(row: BucketRow) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    file_size_limit: row.fileSizeLimit ?? null,
    allowed_mime_types: row.allowedMimeTypes ?? null,
    type: row.type,
    created_at: row.createdAt?.toISOString() ?? null,
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}
