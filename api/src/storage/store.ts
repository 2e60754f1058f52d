// The rows of storage.buckets and storage.objects, and what pairs them with the backend's files.
import { productBuckets } from '@cc/shared-contract';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { type Db, type Executor, queryRows } from '../db/client';
import { buckets, objects, type StoredObjectMetadata } from '../db/schema';
import type { StorageBackend } from './backend';

export type BucketRow = typeof buckets.$inferSelect;
export type ObjectRow = typeof objects.$inferSelect;
export type NewObjectRow = typeof objects.$inferInsert;
export type { StoredObjectMetadata };

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Creates the product's buckets when missing; an admin's later changes to them stay. */
export async function ensureProductBuckets(db: Db): Promise<void> {
  // Read first: on an existing database every bucket is there, and the insert's commit would sync
  // PGlite's files on every start (docs/performance.md, "Start, seventh round").
  const present = new Set(
    (
      await db
        .select({ id: buckets.id })
        .from(buckets)
        .where(inArray(buckets.id, Object.keys(productBuckets)))
    ).map((row) => row.id),
  );
  const missing = Object.entries(productBuckets).filter(([id]) => !present.has(id));
  if (missing.length === 0) return;
  await db
    .insert(buckets)
    .values(
      missing.map(([id, bucket]) => ({
        id,
        name: id,
        public: bucket.public,
        fileSizeLimit: bucket.fileSizeLimit,
        allowedMimeTypes: [...bucket.allowedMimeTypes],
      })),
    )
    .onConflictDoNothing();
}

export async function findBucket(db: Executor, id: string): Promise<BucketRow | null> {
  const [row] = await db.select().from(buckets).where(eq(buckets.id, id)).limit(1);
  return row ?? null;
}

export async function findObject(db: Executor, bucketId: string, name: string): Promise<ObjectRow | null> {
  const [row] = await db
    .select()
    .from(objects)
    .where(and(eq(objects.bucketId, bucketId), eq(objects.name, name)))
    .limit(1);
  return row ?? null;
}

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
export async function listObjects(db: Db, bucketId: string, options: ListOptions) {
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

/** Deletes rows and then their files; the files of rows already gone are not touched. */
export async function deleteObjectRows(
  db: Db,
  backend: StorageBackend,
  bucketId: string,
  names: readonly string[],
): Promise<ObjectRow[]> {
  if (names.length === 0) return [];
  const deleted = await db
    .delete(objects)
    .where(and(eq(objects.bucketId, bucketId), inArray(objects.name, [...names])))
    .returning();
  await backend.delete(deleted.flatMap((row) => (row.version ? [row.version] : [])));
  return deleted;
}

/** Every object under `<user id>/` in any bucket: the account export lists them. */
export async function objectsOfUser(db: Executor, userId: string): Promise<ObjectRow[]> {
  return db
    .select()
    .from(objects)
    .where(like(objects.name, `${userId}/%`))
    .orderBy(objects.bucketId, objects.name);
}

/**
 * Removes every object in the user's folders (every bucket) and their files: account deletion
 * (and an admin deleting a user) calls this before the user row goes.
 */
export async function removeUserObjects(db: Db, backend: StorageBackend, userId: string): Promise<number> {
  const deleted = await db
    .delete(objects)
    .where(like(objects.name, `${userId}/%`))
    .returning();
  await backend.delete(deleted.flatMap((row) => (row.version ? [row.version] : [])));
  return deleted.length;
}

/**
 * Saves an uploaded object's row: a new one, or (upsert) in place of the row of that name. Answers
 * the row (none when the name was taken and not upsert) and the version of the file it replaced.
 */
export async function saveObjectRow(db: Db, values: NewObjectRow, upsert: boolean) {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ version: objects.version })
      .from(objects)
      .where(and(eq(objects.bucketId, values.bucketId), eq(objects.name, values.name)))
      .for('update');
    const [saved] = upsert
      ? await tx
          .insert(objects)
          .values(values)
          .onConflictDoUpdate({
            target: [objects.bucketId, objects.name],
            set: { ...values, updatedAt: sql`now()`, lastAccessedAt: sql`now()` },
          })
          .returning()
      : await tx.insert(objects).values(values).onConflictDoNothing().returning();
    return { row: saved, replaced: upsert ? previous?.version : undefined };
  });
}

/** Renames an object (bucket and name); false when the target name was taken meanwhile. */
export async function moveObjectRow(db: Db, id: string, bucketId: string, name: string): Promise<boolean> {
  const moved = await db
    .update(objects)
    .set({ bucketId, name, updatedAt: sql`now()` })
    .where(eq(objects.id, id))
    .returning({ id: objects.id })
    .catch(() => []);
  return moved.length > 0;
}

/** The row of a copied object; undefined when the name was taken meanwhile. */
export async function insertObjectCopy(db: Db, values: NewObjectRow): Promise<{ id: string } | undefined> {
  const [copied] = await db.insert(objects).values(values).onConflictDoNothing().returning({ id: objects.id });
  return copied;
}
