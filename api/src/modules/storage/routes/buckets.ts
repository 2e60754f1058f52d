// /storage/v1/bucket: storage-js's StorageBucketApi. Anyone with the apikey reads bucket settings
// (they are no secret); creating, changing, emptying and deleting need the service role or an admin.
// The rules: ../service.ts.
import { Hono } from 'hono';
import * as z from 'zod';
import { type AppContext, type AppEnv, describeIssue, readJson } from '../../../platform/http/context';
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucket,
  listBuckets,
  mustBeValidBucketName,
  mustManageBuckets,
  storageErrors,
  updateBucket,
} from '../service';
import { storageCaller } from './caller';

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
  mustManageBuckets(await storageCaller(c));
}

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  search: z.string().max(100).optional(),
  sortColumn: z.enum(['id', 'name', 'created_at', 'updated_at']).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});

export function bucketRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/bucket', async (c) => {
    await storageCaller(c);
    const parsed = listQuery.safeParse(c.req.query());
    if (!parsed.success) throw storageErrors.invalidRequest(describeIssue(parsed.error));
    const { sortColumn = 'name', sortOrder = 'asc', ...rest } = parsed.data;
    return c.json(await listBuckets(c.get('services').db, { ...rest, sortColumn, sortOrder }));
  });

  app.get('/bucket/:id', async (c) => {
    await storageCaller(c);
    return c.json(await getBucket(c.get('services').db, c.req.param('id')));
  });

  app.post('/bucket', async (c) => {
    await requireManager(c);
    const input = await body(c, createBody);
    const id = input.id ?? input.name;
    mustBeValidBucketName(id);
    await createBucket(c.get('services').db, id, {
      public: input.public,
      fileSizeLimit: fileSizeLimit(input.file_size_limit),
      allowedMimeTypes: input.allowed_mime_types,
    });
    return c.json({ name: id });
  });

  app.put('/bucket/:id', async (c) => {
    await requireManager(c);
    const input = await body(c, updateBody);
    await updateBucket(c.get('services').db, c.req.param('id'), {
      public: input.public,
      fileSizeLimit: fileSizeLimit(input.file_size_limit),
      allowedMimeTypes: input.allowed_mime_types,
    });
    return c.json({ message: 'Successfully updated' });
  });

  app.post('/bucket/:id/empty', async (c) => {
    await requireManager(c);
    const { db, storage } = c.get('services');
    await emptyBucket(db, storage, c.req.param('id'));
    return c.json({ message: 'Successfully emptied' });
  });

  app.delete('/bucket/:id', async (c) => {
    await requireManager(c);
    await deleteBucket(c.get('services').db, c.req.param('id'));
    return c.json({ message: 'Successfully deleted' });
  });
  return app;
}
