// /storage/v1/object: storage-js's StorageFileApi. The path after /object is parsed here, not by
// the router, so the object name is read from the raw URL and decoded exactly once, whatever
// characters it holds; every name is checked (keys.ts) before anything else happens.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Hono } from 'hono';
import { errors as joseErrors, SignJWT } from 'jose';
import * as z from 'zod';
import { type AppContext, type AppEnv, describeIssue, readJson } from '../../http/context';
import type { Caller } from '../../identity/caller';
import { canRead, canWrite, readableScope, storageCaller } from '../../storage/access';
import { storageErrors } from '../../storage/errors';
import { decodePathPart, mustBeValidBucketName, mustBeValidKey } from '../../storage/keys';
import { checkMimeType, isAllowedMimeType } from '../../storage/sniff';
import {
  type BucketRow,
  deleteObjectRows,
  findBucket,
  findObject,
  insertObjectCopy,
  listObjects,
  moveObjectRow,
  objectJson,
  type ObjectRow,
  saveObjectRow,
  type StoredObjectMetadata,
} from '../../storage/store';
import { readUpload } from '../../storage/upload';

/** First path segments after /object that are routes, not buckets (as in storage). */
const reserved = new Set(['list', 'sign', 'move', 'copy', 'info', 'public', 'authenticated', 'upload']);

/** Whether this request uploads a file (its body has the bucket's limit, not BODY_LIMIT_BYTES). */
export function isStorageUpload(method: string, path: string): boolean {
  if (method !== 'POST' && method !== 'PUT') return false;
  const match = /^\/storage\/v1\/object\/([^/]+)\/./.exec(path);
  return !!match && !reserved.has(match[1]!);
}

/** The signed-URL token's audience: such a token is nothing else (not an access token). */
const signedUrlAudience = 'storage-signed-url';
const objectNotFoundMessage = 'Either the object does not exist or you do not have access to it';

async function body<T extends z.ZodType>(c: AppContext, schema: T): Promise<z.infer<T>> {
  const result = schema.safeParse(await readJson(c));
  if (!result.success) throw storageErrors.invalidRequest(describeIssue(result.error));
  return result.data;
}

async function bucketOrThrow(c: AppContext, id: string): Promise<BucketRow> {
  mustBeValidBucketName(id);
  const bucket = await findBucket(c.get('services').db, id);
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

/** The object if this caller may read it; someone else's private object is not found (as under RLS). */
async function readableObject(c: AppContext, principal: Caller, bucket: BucketRow, name: string) {
  mustBeValidKey(name);
  if (!canRead(principal, bucket, name)) throw storageErrors.noSuchKey();
  const row = await findObject(c.get('services').db, bucket.id, name);
  if (!row?.version) throw storageErrors.noSuchKey();
  return row;
}

function denyWrite(name: string): never {
  throw storageErrors.accessDenied(
    `new row violates row-level security policy: ${name.slice(0, 200)} is outside your folder`,
  );
}

// ── Upload ─────────────────────────────────────────────────────────────────────────────────

async function upload(c: AppContext, bucketId: string, name: string, upsert: boolean) {
  const principal = await storageCaller(c);
  mustBeValidKey(name);
  const bucket = await bucketOrThrow(c, bucketId);
  if (!canWrite(principal, name)) denyWrite(name);
  const { db, storage, config, limiter } = c.get('services');
  if (!upsert && (await findObject(db, bucket.id, name))) throw storageErrors.keyAlreadyExists();
  // The service role is the server side itself; a user's uploads are counted.
  if (principal.kind === 'user')
    await limiter.hit(`storage_uploads:${principal.user.id}`, config.rateLimits.storageUploadsPerUser);
  const limit = Math.min(bucket.fileSizeLimit ?? Infinity, config.storage.fileSizeLimit);
  const file = await readUpload(c, storage.tempDir, limit);
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
    return c.json({ Id: row.id, Key: `${bucket.id}/${name}` });
  } catch (error) {
    await rm(file.path, { force: true });
    await storage.delete([version]).catch(() => undefined);
    throw error;
  }
}

// ── Download ───────────────────────────────────────────────────────────────────────────────

/**
 * What a stored file's answer says about its content: it is a file of someone's, not a page of the
 * api, so a browser saves it instead of showing it (`attachment`, also for a PDF or an image
 * opened as a link; an <img> still shows a picture), and were it shown all the same, in a sandbox
 * (a unique origin, no scripts, no forms, no plugins: a PDF's JavaScript does not run with the
 * api's origin) that loads nothing and is framed by no page.
 */
const fileContentPolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

async function serve(
  c: AppContext,
  row: ObjectRow,
  options: { crossOrigin: boolean; download?: string | undefined; expires?: number },
) {
  const metadata = row.metadata;
  const stream = c.req.method === 'HEAD' ? null : await c.get('services').storage.get(row.version!);
  if (c.req.method !== 'HEAD' && !stream) {
    c.get('services').logger.warn('storage object without its file', { bucket: row.bucketId, id: row.id });
    throw storageErrors.noSuchKey();
  }
  const mimetype = metadata?.mimetype ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'Content-Type': mimetype,
    'Cache-Control': metadata?.cacheControl ?? 'no-cache',
    ETag: metadata?.eTag ?? `"${row.version}"`,
    'Last-Modified': (row.updatedAt ?? new Date()).toUTCString(),
    'Content-Security-Policy': fileContentPolicy,
  };
  // Public objects and signed URLs are loaded by the app's pages from their own origins (<img>, links).
  if (options.crossOrigin) headers['Cross-Origin-Resource-Policy'] = 'cross-origin';
  if (options.expires !== undefined) headers.Expires = new Date(options.expires * 1000).toUTCString();
  const fileName = options.download || (row.name.split('/').pop() ?? 'file');
  headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  if (c.req.header('if-none-match') === headers.ETag) {
    await stream?.cancel();
    return c.body(null, 304, headers);
  }
  if (metadata?.size !== undefined) headers['Content-Length'] = String(metadata.size);
  return stream ? c.body(stream, 200, headers) : c.body(null, 200, headers);
}

async function download(c: AppContext, mode: 'public' | 'authenticated', bucketId: string, name: string) {
  if (mode === 'public') {
    // Public URLs are plain links (<img src>): no apikey, no token.
    mustBeValidKey(name);
    mustBeValidBucketName(bucketId);
    const bucket = await findBucket(c.get('services').db, bucketId);
    if (!bucket?.public) throw storageErrors.noSuchBucket();
    const row = await findObject(c.get('services').db, bucket.id, name);
    if (!row?.version) throw storageErrors.noSuchKey();
    return serve(c, row, { crossOrigin: true, download: c.req.query('download') });
  }
  const principal = await storageCaller(c);
  mustBeValidKey(name);
  const bucket = await bucketOrThrow(c, bucketId);
  const row = await readableObject(c, principal, bucket, name);
  return serve(c, row, { crossOrigin: bucket.public, download: c.req.query('download') });
}

async function info(c: AppContext, bucketId: string, name: string) {
  const principal = await storageCaller(c);
  mustBeValidKey(name);
  const bucket = await bucketOrThrow(c, bucketId);
  const row = await readableObject(c, principal, bucket, name);
  return c.json({
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
  });
}

// ── Signed URLs ────────────────────────────────────────────────────────────────────────────

/** storage's limit on expiresIn (a JWT `exp` must stay a sane number). */
const expiresIn = z
  .number()
  .int()
  .min(1)
  .max(10 * 365 * 24 * 3600);

async function signUrl(c: AppContext, bucketId: string, name: string, seconds: number): Promise<string> {
  const { keys } = c.get('services');
  const token = await new SignJWT({ url: `${bucketId}/${name}` })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setAudience(signedUrlAudience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(keys.privateKey);
  return `/object/sign/${bucketId}/${name}?token=${token}`;
}

async function signOne(c: AppContext, bucketId: string, name: string) {
  const principal = await storageCaller(c);
  mustBeValidKey(name);
  const { expiresIn: seconds } = await body(c, z.object({ expiresIn }));
  const bucket = await bucketOrThrow(c, bucketId);
  await readableObject(c, principal, bucket, name);
  return c.json({ signedURL: await signUrl(c, bucket.id, name, seconds) });
}

async function signMany(c: AppContext, bucketId: string) {
  const principal = await storageCaller(c);
  const input = await body(c, z.object({ expiresIn, paths: z.array(z.string().max(2048)).min(1).max(1000) }));
  const bucket = await bucketOrThrow(c, bucketId);
  const results = [];
  for (const path of input.paths) {
    try {
      await readableObject(c, principal, bucket, path);
      results.push({ error: null, path, signedURL: await signUrl(c, bucket.id, path, input.expiresIn) });
    } catch {
      results.push({ error: objectNotFoundMessage, path, signedURL: null });
    }
  }
  return c.json(results);
}

async function signedDownload(c: AppContext, bucketId: string, name: string) {
  const token = c.req.query('token');
  if (!token) throw storageErrors.invalidSignature('Missing token');
  let claims;
  try {
    claims = await c.get('services').jwt.verify(token, signedUrlAudience);
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw storageErrors.expiredSignature();
    throw storageErrors.invalidSignature();
  }
  if (claims.url !== `${bucketId}/${name}`)
    throw storageErrors.invalidSignature('The url does not match the signature');
  const row = await findObject(c.get('services').db, bucketId, name);
  if (!row?.version) throw storageErrors.noSuchKey();
  return serve(c, row, { crossOrigin: true, download: c.req.query('download'), expires: claims.exp! });
}

// ── List, remove, move, copy ───────────────────────────────────────────────────────────────

const listBody = z.object({
  prefix: z.string().max(1024).default(''),
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).default(0),
  search: z.string().max(1024).default(''),
  sortBy: z
    .object({
      column: z.enum(['name', 'updated_at', 'created_at', 'last_accessed_at']).default('name'),
      order: z
        .string()
        .transform((value) => value.toLowerCase())
        .pipe(z.enum(['asc', 'desc']))
        .default('asc'),
    })
    .default({ column: 'name', order: 'asc' }),
});

async function list(c: AppContext, bucketId: string) {
  const principal = await storageCaller(c);
  const input = await body(c, listBody);
  const folder = input.prefix.replace(/\/+$/, '');
  if (folder) mustBeValidKey(folder);
  const bucket = await bucketOrThrow(c, bucketId);
  const scope = readableScope(principal, bucket);
  if (!scope) return c.json([]);
  return c.json(
    await listObjects(c.get('services').db, bucket.id, {
      prefix: folder,
      limit: input.limit,
      offset: input.offset,
      search: input.search,
      column: input.sortBy.column,
      order: input.sortBy.order,
      folder: 'folder' in scope ? scope.folder : null,
    }),
  );
}

async function remove(c: AppContext, bucketId: string, names: string[] | null) {
  const principal = await storageCaller(c);
  const prefixes = names ?? (await body(c, z.object({ prefixes: z.array(z.string()).min(1).max(1000) }))).prefixes;
  prefixes.forEach(mustBeValidKey);
  const bucket = await bucketOrThrow(c, bucketId);
  const { db, storage } = c.get('services');
  // Like a delete under RLS: what the caller may not remove is left alone and not reported.
  const deleted = await deleteObjectRows(
    db,
    storage,
    bucket.id,
    prefixes.filter((name) => canWrite(principal, name)),
  );
  if (names) {
    if (deleted.length === 0) throw storageErrors.noSuchKey();
    return c.json({ message: 'Successfully deleted' });
  }
  return c.json(deleted.map((row) => objectJson(row)));
}

const transferBody = z.object({
  bucketId: z.string(),
  sourceKey: z.string(),
  destinationKey: z.string(),
  destinationBucket: z.string().nullish(),
});

async function transfer(c: AppContext, kind: 'move' | 'copy') {
  const principal = await storageCaller(c);
  const input = await body(c, transferBody);
  mustBeValidKey(input.sourceKey);
  mustBeValidKey(input.destinationKey);
  const source = await bucketOrThrow(c, input.bucketId);
  const target = input.destinationBucket ? await bucketOrThrow(c, input.destinationBucket) : source;
  const row = await readableObject(c, principal, source, input.sourceKey);
  if (kind === 'move' && !canWrite(principal, input.sourceKey)) denyWrite(input.sourceKey);
  if (!canWrite(principal, input.destinationKey)) denyWrite(input.destinationKey);
  // The destination bucket's rules hold for what arrives there.
  const size = row.metadata?.size ?? 0;
  const mimetype = row.metadata?.mimetype ?? 'application/octet-stream';
  if (target.fileSizeLimit !== null && size > target.fileSizeLimit)
    throw storageErrors.entityTooLarge(target.fileSizeLimit);
  if (target.allowedMimeTypes?.length && !isAllowedMimeType(mimetype, target.allowedMimeTypes)) {
    throw storageErrors.invalidMimeType(`mime type ${mimetype} is not supported`);
  }
  const { db, storage } = c.get('services');
  if (await findObject(db, target.id, input.destinationKey)) throw storageErrors.keyAlreadyExists();
  if (kind === 'move') {
    if (!(await moveObjectRow(db, row.id, target.id, input.destinationKey))) throw storageErrors.keyAlreadyExists();
    return c.json({ message: 'Successfully moved' });
  }
  if (principal.kind === 'user') {
    await c
      .get('services')
      .limiter.hit(`storage_uploads:${principal.user.id}`, c.get('services').config.rateLimits.storageUploadsPerUser);
  }
  const version = randomUUID();
  await storage.copy(row.version!, version);
  const owner = principal.kind === 'user' ? principal.user.id : row.owner;
  const copied = await insertObjectCopy(db, {
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
  return c.json({ Id: copied.id, Key: `${target.id}/${input.destinationKey}` });
}

// ── Dispatch ───────────────────────────────────────────────────────────────────────────────

/** The raw path after /object/, split at '/', each part decoded once. */
function pathParts(c: AppContext): string[] {
  const raw = new URL(c.req.url).pathname;
  const marker = '/object/';
  const rest = raw.slice(raw.indexOf(marker) + marker.length);
  return rest.split('/').map(decodePathPart);
}

const splitName = (parts: string[]) => ({ bucket: parts[0] ?? '', name: parts.slice(1).join('/') });

export function objectRoutes(app: Hono<AppEnv>): void {
  app.on(['GET', 'HEAD', 'POST', 'PUT', 'DELETE'], '/object/*', async (c) => {
    const parts = pathParts(c);
    const [first = '', ...rest] = parts;
    const method = c.req.method;
    if (method === 'POST' && first === 'list' && rest.length === 1) return list(c, rest[0]!);
    if (method === 'POST' && (first === 'move' || first === 'copy') && rest.length === 0) return transfer(c, first);
    if (first === 'sign') {
      const { bucket, name } = splitName(rest);
      if (method === 'POST') return rest.length === 1 ? signMany(c, bucket) : signOne(c, bucket, name);
      if (method === 'GET' || method === 'HEAD') return signedDownload(c, bucket, name);
    }
    if (first === 'info' && method === 'GET') {
      const inner = rest[0] === 'public' || rest[0] === 'authenticated' ? rest.slice(1) : rest;
      const { bucket, name } = splitName(inner);
      return info(c, bucket, name);
    }
    if ((first === 'public' || first === 'authenticated') && (method === 'GET' || method === 'HEAD')) {
      const { bucket, name } = splitName(rest);
      return download(c, first, bucket, name);
    }
    if (reserved.has(first)) throw storageErrors.invalidRequest(`Route ${method}:/object/${first} not found`);
    const { bucket, name } = splitName(parts);
    if (method === 'GET' || method === 'HEAD') return download(c, 'authenticated', bucket, name);
    if (method === 'POST') return upload(c, bucket, name, c.req.header('x-upsert') === 'true');
    if (method === 'PUT') return upload(c, bucket, name, true);
    return remove(c, bucket, rest.length === 0 ? null : [name]);
  });
}
