// /storage/v1/bucket: storage-js's StorageBucketApi. Anyone with the apikey reads bucket settings
// (they are no secret); creating, changing, emptying and deleting need the service role or an admin.
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import { buckets, objects } from '../../db/schema';
import { type AppContext, type AppEnv, describeIssue, readJson } from '../../http/context';
import { canManageBuckets, storageCaller } from '../../storage/access';
import { storageErrors } from '../../storage/errors';
import { mustBeValidBucketName } from '../../storage/keys';
import { bucketJson, deleteObjectRows, escapeLike, findBucket } from '../../storage/store';

/** storage's parseFileSizeToBytes: a number of bytes, or "20GB" / "2MB" / "30KB" / "3B". */
function fileSizeLimit(value: number | string | null | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === 0 || value === '') return null;
  if (typeof value === 'number') return value;
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value.trim());
  if (!match) throw storageErrors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const units: Record<string, number> = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 };
  return Math.round(Number(match[1]) * units[match[2]!.toLowerCase()]!);
}

const mimeType = z
  .string()
  .max(255)
  .regex(/^[a-z0-9!#$&^_.+-]+\/(\*|[a-z0-9!#$&^_.+-]+)$/i, 'must look like type/subtype or type/*');

const bucketSettings = {
  public: z.boolean().optional(),
  file_size_limit: z
    .union([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.string().max(32)])
    .nullable()
    .optional(),
  allowed_mime_types: z.array(mimeType).max(100).nullable().optional(),
};
const createBody = z.object({
  id: z.string().optional(),
  name: z.string(),
  ...bucketSettings,
  type: z.enum(['STANDARD']).optional(),
});
const updateBody = z.object({ id: z.string().optional(), name: z.string().optional(), ...bucketSettings });

async function body<T extends z.ZodType>(c: AppContext, schema: T): Promise<z.infer<T>> {
  const result = schema.safeParse(await readJson(c));
  if (!result.success) throw storageErrors.invalidRequest(describeIssue(result.error));
  return result.data;
}

async function requireManager(c: AppContext): Promise<void> {
  if (!canManageBuckets(await storageCaller(c))) {
    throw storageErrors.accessDenied('Only the service role or an admin may change buckets');
  }
}

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  search: z.string().max(100).optional(),
  sortColumn: z.enum(['id', 'name', 'created_at', 'updated_at']).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});

export function bucketRoutes(app: Hono<AppEnv>): void {
  app.get('/bucket', async (c) => {
    await storageCaller(c);
    const parsed = listQuery.safeParse(c.req.query());
    if (!parsed.success) throw storageErrors.invalidRequest(describeIssue(parsed.error));
    const { limit, offset, search, sortColumn = 'name', sortOrder = 'asc' } = parsed.data;
    const column = { id: buckets.id, name: buckets.name, created_at: buckets.createdAt, updated_at: buckets.updatedAt }[
      sortColumn
    ];
    let query = c
      .get('services')
      .db.select()
      .from(buckets)
      .where(search ? ilike(buckets.name, `%${escapeLike(search)}%`) : undefined)
      .orderBy(sortOrder === 'desc' ? desc(column) : asc(column))
      .$dynamic();
    if (limit !== undefined) query = query.limit(limit);
    if (offset !== undefined) query = query.offset(offset);
    return c.json((await query).map(bucketJson));
  });

  app.get('/bucket/:id', async (c) => {
    await storageCaller(c);
    const bucket = await findBucket(c.get('services').db, c.req.param('id'));
    if (!bucket) throw storageErrors.noSuchBucket();
    return c.json(bucketJson(bucket));
  });

  app.post('/bucket', async (c) => {
    await requireManager(c);
    const input = await body(c, createBody);
    const id = input.id ?? input.name;
    mustBeValidBucketName(id);
    const inserted = await c
      .get('services')
      .db.insert(buckets)
      .values({
        id,
        name: id,
        public: input.public ?? false,
        fileSizeLimit: fileSizeLimit(input.file_size_limit) ?? null,
        allowedMimeTypes: input.allowed_mime_types ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: buckets.id });
    if (inserted.length === 0) throw storageErrors.bucketAlreadyExists();
    return c.json({ name: id });
  });

  app.put('/bucket/:id', async (c) => {
    await requireManager(c);
    const input = await body(c, updateBody);
    const limit = fileSizeLimit(input.file_size_limit);
    const updated = await c
      .get('services')
      .db.update(buckets)
      .set({
        ...(input.public === undefined ? {} : { public: input.public }),
        ...(limit === undefined ? {} : { fileSizeLimit: limit }),
        ...(input.allowed_mime_types === undefined ? {} : { allowedMimeTypes: input.allowed_mime_types }),
        updatedAt: sql`now()`,
      })
      .where(eq(buckets.id, c.req.param('id')))
      .returning({ id: buckets.id });
    if (updated.length === 0) throw storageErrors.noSuchBucket();
    return c.json({ message: 'Successfully updated' });
  });

  app.post('/bucket/:id/empty', async (c) => {
    await requireManager(c);
    const { db, storage } = c.get('services');
    const bucket = await findBucket(db, c.req.param('id'));
    if (!bucket) throw storageErrors.noSuchBucket();
    // In pages, so an emptied bucket of any size never holds every row in memory at once.
    for (;;) {
      const page = await db
        .select({ name: objects.name })
        .from(objects)
        .where(eq(objects.bucketId, bucket.id))
        .limit(500);
      if (page.length === 0) break;
      await deleteObjectRows(
        db,
        storage,
        bucket.id,
        page.map((row) => row.name),
      );
    }
    return c.json({ message: 'Successfully emptied' });
  });

  app.delete('/bucket/:id', async (c) => {
    await requireManager(c);
    const { db } = c.get('services');
    const id = c.req.param('id');
    const bucket = await findBucket(db, id);
    if (!bucket) throw storageErrors.noSuchBucket();
    const [object] = await db
      .select({ id: objects.id })
      .from(objects)
      .where(and(eq(objects.bucketId, id)))
      .limit(1);
    if (object) throw storageErrors.bucketNotEmpty();
    await db.delete(buckets).where(eq(buckets.id, id));
    return c.json({ message: 'Successfully deleted' });
  });
}
