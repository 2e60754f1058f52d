// The buckets' rows (storage's StorageBucketApi): listing, creating, changing, emptying and
// deleting. Who may do it and the request shapes are the HTTP edge's (routes/storage/buckets.ts).
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { buckets, objects } from '../db/schema';
import type { StorageBackend } from './backend';
import { storageErrors } from './errors';
import { bucketJson, deleteObjectRows, escapeLike, findBucket } from './store';

export interface BucketListOptions {
  limit?: number | undefined;
  offset?: number | undefined;
  search?: string | undefined;
  sortColumn: 'id' | 'name' | 'created_at' | 'updated_at';
  sortOrder: 'asc' | 'desc';
}

export async function listBuckets(db: Db, options: BucketListOptions) {
  const { limit, offset, search, sortColumn, sortOrder } = options;
  const column = { id: buckets.id, name: buckets.name, created_at: buckets.createdAt, updated_at: buckets.updatedAt }[
    sortColumn
  ];
  let query = db
    .select()
    .from(buckets)
    .where(search ? ilike(buckets.name, `%${escapeLike(search)}%`) : undefined)
    .orderBy(sortOrder === 'desc' ? desc(column) : asc(column))
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  if (offset !== undefined) query = query.offset(offset);
  return (await query).map(bucketJson);
}

export interface BucketSettings {
  public?: boolean | undefined;
  /** Bytes; null for none, undefined to leave as is. */
  fileSizeLimit?: number | null | undefined;
  allowedMimeTypes?: string[] | null | undefined;
}

/** A new bucket; bucket_already_exists when the id is taken. */
export async function createBucket(db: Db, id: string, settings: BucketSettings): Promise<void> {
  const inserted = await db
    .insert(buckets)
    .values({
      id,
      name: id,
      public: settings.public ?? false,
      fileSizeLimit: settings.fileSizeLimit ?? null,
      allowedMimeTypes: settings.allowedMimeTypes ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: buckets.id });
  if (inserted.length === 0) throw storageErrors.bucketAlreadyExists();
}

/** Changes the given settings; no_such_bucket when there is none. */
export async function updateBucket(db: Db, id: string, settings: BucketSettings): Promise<void> {
  const updated = await db
    .update(buckets)
    .set({
      ...(settings.public === undefined ? {} : { public: settings.public }),
      ...(settings.fileSizeLimit === undefined ? {} : { fileSizeLimit: settings.fileSizeLimit }),
      ...(settings.allowedMimeTypes === undefined ? {} : { allowedMimeTypes: settings.allowedMimeTypes }),
      updatedAt: sql`now()`,
    })
    .where(eq(buckets.id, id))
    .returning({ id: buckets.id });
  if (updated.length === 0) throw storageErrors.noSuchBucket();
}

/** Deletes every object of the bucket (rows and files). */
export async function emptyBucket(db: Db, storage: StorageBackend, id: string): Promise<void> {
  const bucket = await findBucket(db, id);
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
}

/** Deletes an empty bucket (bucket_not_empty otherwise). */
export async function deleteBucket(db: Db, id: string): Promise<void> {
  const bucket = await findBucket(db, id);
  if (!bucket) throw storageErrors.noSuchBucket();
  const [object] = await db
    .select({ id: objects.id })
    .from(objects)
    .where(and(eq(objects.bucketId, id)))
    .limit(1);
  if (object) throw storageErrors.bucketNotEmpty();
  await db.delete(buckets).where(eq(buckets.id, id));
}
