// /storage/v1/object: storage-js's StorageFileApi. The path after /object is parsed here, not by
// the router, so the object name is read from the raw URL and decoded exactly once, whatever
// characters it holds; every name is checked (keys.ts) before anything else happens. The rules:
// ../service.ts.
import { Hono } from 'hono';
import * as z from 'zod';
import { type AppContext, type AppEnv, describeIssue, readJson } from '../../../platform/http/context';
import {
  decodePathPart,
  listObjectsFor,
  mustBeValidKey,
  objectInfoJson,
  objectJson,
  type ObjectRow,
  openObjectFile,
  publicObject,
  readableObjectIn,
  removeObjects,
  signedObject,
  signObjectUrl,
  signObjectUrls,
  storageErrors,
  transferObject,
  uploadObject,
} from '../service';
import { storageCaller } from './caller';
import { readUpload } from './upload';

/** First path segments after /object that are routes, not buckets (as in storage). */
const reserved = new Set(['list', 'sign', 'move', 'copy', 'info', 'public', 'authenticated', 'upload']);

/** Whether this request uploads a file (its body has the bucket's limit, not BODY_LIMIT_BYTES). */
export function isStorageUpload(method: string, path: string): boolean {
  if (method !== 'POST' && method !== 'PUT') return false;
  const match = /^\/storage\/v1\/object\/([^/]+)\/./.exec(path);
  return !!match && !reserved.has(match[1]!);
}

async function body<T extends z.ZodType>(c: AppContext, schema: T): Promise<z.infer<T>> {
  const result = schema.safeParse(await readJson(c));
  if (!result.success) throw storageErrors.invalidRequest(describeIssue(result.error));
  return result.data;
}

// ── Upload ─────────────────────────────────────────────────────────────────────────────────

async function upload(c: AppContext, bucketId: string, name: string, upsert: boolean) {
  const principal = await storageCaller(c);
  mustBeValidKey(name);
  const { id, key } = await uploadObject(c.get('services'), principal, { bucketId, name, upsert }, (dir, limit) =>
    readUpload(c, dir, limit),
  );
  return c.json({ Id: id, Key: key });
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
  const stream = c.req.method === 'HEAD' ? null : await openObjectFile(c.get('services'), row);
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
    const row = await publicObject(c.get('services').db, bucketId, name);
    return serve(c, row, { crossOrigin: true, download: c.req.query('download') });
  }
  const principal = await storageCaller(c);
  mustBeValidKey(name);
  const { bucket, row } = await readableObjectIn(c.get('services').db, principal, bucketId, name);
  return serve(c, row, { crossOrigin: bucket.public, download: c.req.query('download') });
}

async function info(c: AppContext, bucketId: string, name: string) {
  const principal = await storageCaller(c);
  mustBeValidKey(name);
  const { row } = await readableObjectIn(c.get('services').db, principal, bucketId, name);
  return c.json(objectInfoJson(row));
}

// ── Signed URLs ────────────────────────────────────────────────────────────────────────────

/** storage's limit on expiresIn (a JWT `exp` must stay a sane number). */
const expiresIn = z
  .number()
  .int()
  .min(1)
  .max(10 * 365 * 24 * 3600);

async function signOne(c: AppContext, bucketId: string, name: string) {
  const principal = await storageCaller(c);
  mustBeValidKey(name);
  const { expiresIn: seconds } = await body(c, z.object({ expiresIn }));
  return c.json({ signedURL: await signObjectUrl(c.get('services'), principal, bucketId, name, seconds) });
}

async function signMany(c: AppContext, bucketId: string) {
  const principal = await storageCaller(c);
  const input = await body(c, z.object({ expiresIn, paths: z.array(z.string().max(2048)).min(1).max(1000) }));
  return c.json(await signObjectUrls(c.get('services'), principal, bucketId, input.paths, input.expiresIn));
}

async function signedDownload(c: AppContext, bucketId: string, name: string) {
  const token = c.req.query('token');
  if (!token) throw storageErrors.invalidSignature('Missing token');
  const { row, expires } = await signedObject(c.get('services'), bucketId, name, token);
  return serve(c, row, { crossOrigin: true, download: c.req.query('download'), expires });
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
  return c.json(
    await listObjectsFor(c.get('services').db, principal, bucketId, {
      prefix: folder,
      limit: input.limit,
      offset: input.offset,
      search: input.search,
      column: input.sortBy.column,
      order: input.sortBy.order,
    }),
  );
}

async function remove(c: AppContext, bucketId: string, names: string[] | null) {
  const principal = await storageCaller(c);
  const prefixes = names ?? (await body(c, z.object({ prefixes: z.array(z.string()).min(1).max(1000) }))).prefixes;
  prefixes.forEach(mustBeValidKey);
  const deleted = await removeObjects(c.get('services'), principal, bucketId, prefixes);
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
  const copied = await transferObject(c.get('services'), principal, kind, input);
  if (!copied) return c.json({ message: 'Successfully moved' });
  return c.json({ Id: copied.id, Key: copied.key });
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

export function objectRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
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
  return app;
}
