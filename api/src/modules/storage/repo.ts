// Every query of storage.buckets and storage.objects (tables.ts). Each function takes an Executor,
// so the service decides what runs in one transaction; the files in the backend are the service's.
import { and, asc, desc, eq, ilike, inArray, like, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/client';
import { buckets, objects, type StoredObjectMetadata } from './tables';

export type BucketRow = typeof buckets.$inferSelect;
export type NewBucketRow = typeof buckets.$inferInsert;
export type ObjectRow = typeof objects.$inferSelect;
export type NewObjectRow = typeof objects.$inferInsert;
export type { StoredObjectMetadata };

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// ── Buckets ─────────────────────────────────────────────────────────────────────────────────────

export async function findBucket(db: Executor, id: string): Promise<BucketRow | null> {
  const [row] = await db.select().from(buckets).where(eq(buckets.id, id)).limit(1);
  return row ?? null;
}

/** The ids among `ids` that name a bucket. */
export async function presentBucketIds(db: Executor, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: buckets.id }).from(buckets).where(inArray(buckets.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Inserts buckets whose ids are free; answers the ids inserted. */
export async function insertBuckets(db: Executor, rows: NewBucketRow[]): Promise<string[]> {
  const inserted = await db.insert(buckets).values(rows).onConflictDoNothing().returning({ id: buckets.id });
  return inserted.map((row) => row.id);
}

export interface BucketListOptions {
  limit?: number | undefined;
  offset?: number | undefined;
  search?: string | undefined;
  sortColumn: 'id' | 'name' | 'created_at' | 'updated_at';
  sortOrder: 'asc' | 'desc';
}

export async function listBuckets(db: Executor, options: BucketListOptions): Promise<BucketRow[]> {
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
  return query;
}

/** Changes a bucket's settings; false when there is none. */
export async function updateBucketRow(
  db: Executor,
  id: string,
  changes: Partial<Pick<BucketRow, 'public' | 'fileSizeLimit' | 'allowedMimeTypes'>>,
): Promise<boolean> {
  const updated = await db
    .update(buckets)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(buckets.id, id))
    .returning({ id: buckets.id });
  return updated.length > 0;
}

export async function deleteBucketRow(db: Executor, id: string): Promise<void> {
  await db.delete(buckets).where(eq(buckets.id, id));
}

// ── Objects ─────────────────────────────────────────────────────────────────────────────────────

export async function findObject(db: Executor, bucketId: string, name: string): Promise<ObjectRow | null> {
  const [row] = await db
    .select()
    .from(objects)
    .where(and(eq(objects.bucketId, bucketId), eq(objects.name, name)))
    .limit(1);
  return row ?? null;
}

/** Up to `limit` object names of the bucket (emptying it goes page by page). */
export async function objectNamesOf(db: Executor, bucketId: string, limit: number): Promise<string[]> {
  const rows = await db.select({ name: objects.name }).from(objects).where(eq(objects.bucketId, bucketId)).limit(limit);
  return rows.map((row) => row.name);
}

export async function bucketHasObjects(db: Executor, bucketId: string): Promise<boolean> {
  const [object] = await db.select({ id: objects.id }).from(objects).where(eq(objects.bucketId, bucketId)).limit(1);
  return object !== undefined;
}

export interface StoredObject {
  name: string;
  size: number | null;
  contentType: string | null;
  createdAt: Date | null;
}

/** The objects of `bucket` with these names (missing ones are absent from the map). */
export async function findObjects(db: Executor, bucket: string, names: string[]): Promise<Map<string, StoredObject>> {
  if (!names.length) return new Map();
  const rows = await db
    .select({ name: objects.name, metadata: objects.metadata, createdAt: objects.createdAt })
    .from(objects)
    .where(and(eq(objects.bucketId, bucket), inArray(objects.name, names)));
  return new Map(
    rows.map((row) => [
      row.name,
      {
        name: row.name,
        size: row.metadata?.size ?? null,
        contentType: row.metadata?.mimetype ?? null,
        createdAt: row.createdAt,
      },
    ]),
  );
}

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  column: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';
  order: 'asc' | 'desc';
  /** Only names under this folder (a user in a private bucket). */
  folder: string | null;
}

interface ListRow {
  name: string;
  id: string | null;
  updated_at: Date | string | null;
  created_at: Date | string | null;
  last_accessed_at: Date | string | null;
  metadata: StoredObjectMetadata | null;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * storage.search: the entries one level below `prefix` (a folder: storage adds the trailing
 * slash), folders as `{ name, id: null, metadata: null }` and files with their metadata, names
 * relative to the prefix; `search` narrows to entries that start with it (case-insensitively).
 * Sorted by name (case-insensitive, folders and files together) or, for the other columns,
 * folders by name first and then files; then offset and limit.
 */
export async function listObjects(db: Executor, bucketId: string, options: ListOptions) {
  const prefix = options.prefix && !options.prefix.endsWith('/') ? `${options.prefix}/` : options.prefix;
  const start = prefix.length + 1;
  const conditions = [sql`bucket_id = ${bucketId}`, sql`name like ${`${escapeLike(prefix)}%`}`];
  if (options.search)
    conditions.push(sql`lower(substr(name, ${start})) like ${`${escapeLike(options.search.toLowerCase())}%`}`);
  if (options.folder) conditions.push(sql`name like ${`${escapeLike(options.folder)}%`}`);
  const direction = options.order === 'desc' ? sql.raw('desc') : sql.raw('asc');
  const orderBy =
    options.column === 'name'
      ? sql`lower(name) collate "C" ${direction}, name collate "C" ${direction}`
      : sql`is_folder desc, case when is_folder then lower(name) end collate "C" ${direction}, ${sql.identifier(options.column)} ${direction}, lower(name) collate "C" asc`;
  const rows = await queryRows<ListRow & { is_folder: boolean }>(
    db,
    sql`with entries as (
          select split_part(substr(name, ${start}), '/', 1) as entry,
                 strpos(substr(name, ${start}), '/') > 0 as is_folder,
                 id, updated_at, created_at, last_accessed_at, metadata
            from storage.objects
           where ${sql.join(conditions, sql` and `)}
        ), listing as (
          select entry as name, true as is_folder, null::uuid as id, null::timestamptz as updated_at,
                 null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
            from entries where is_folder group by entry
          union all
          select entry, false, id, updated_at, created_at, last_accessed_at, metadata
            from entries where not is_folder
        )
        select * from listing order by ${orderBy} limit ${options.limit} offset ${options.offset}`,
  );
  return rows.map((row) => ({
    name: row.name,
    id: row.id,
    updated_at: isoOrNull(row.updated_at),
    created_at: isoOrNull(row.created_at),
    last_accessed_at: isoOrNull(row.last_accessed_at),
    metadata: row.metadata,
  }));
}

/** Deletes the bucket's rows of these names; answers the rows deleted. */
export async function deleteObjectsNamed(
  db: Executor,
  bucketId: string,
  names: readonly string[],
): Promise<ObjectRow[]> {
  return db
    .delete(objects)
    .where(and(eq(objects.bucketId, bucketId), inArray(objects.name, [...names])))
    .returning();
}

/** Every object under `<user id>/` in any bucket: the account export lists them. */
export async function objectsOfUser(db: Executor, userId: string): Promise<ObjectRow[]> {
  return db
    .select()
    .from(objects)
    .where(like(objects.name, `${userId}/%`))
    .orderBy(objects.bucketId, objects.name);
}

/** Deletes every row under `<user id>/` in any bucket; answers the rows deleted. */
export async function deleteObjectsOfUser(db: Executor, userId: string): Promise<ObjectRow[]> {
  return db
    .delete(objects)
    .where(like(objects.name, `${userId}/%`))
    .returning();
}

/** The version (file) of the row of that name, locked for the transaction. */
export async function lockObjectVersion(
  tx: Executor,
  bucketId: string,
  name: string,
): Promise<{ version: string | null } | undefined> {
  const [row] = await tx
    .select({ version: objects.version })
    .from(objects)
    .where(and(eq(objects.bucketId, bucketId), eq(objects.name, name)))
    .for('update');
  return row;
}

/** Inserts the row, or replaces the row of that name. */
export async function upsertObject(tx: Executor, values: NewObjectRow): Promise<ObjectRow | undefined> {
  const [saved] = await tx
    .insert(objects)
    .values(values)
    .onConflictDoUpdate({
      target: [objects.bucketId, objects.name],
      set: { ...values, updatedAt: sql`now()`, lastAccessedAt: sql`now()` },
    })
    .returning();
  return saved;
}

/** Inserts the row; undefined when the name is taken. */
export async function insertObject(tx: Executor, values: NewObjectRow): Promise<ObjectRow | undefined> {
  const [saved] = await tx.insert(objects).values(values).onConflictDoNothing().returning();
  return saved;
}

/** Renames an object (bucket and name); false when the target name was taken meanwhile. */
export async function moveObjectRow(db: Executor, id: string, bucketId: string, name: string): Promise<boolean> {
  const moved = await db
    .update(objects)
    .set({ bucketId, name, updatedAt: sql`now()` })
    .where(eq(objects.id, id))
    .returning({ id: objects.id })
    .catch(() => []);
  return moved.length > 0;
}
