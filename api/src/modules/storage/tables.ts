// The storage module's tables (/storage/v1): supabase/storage's `storage` schema, with the
// columns this service uses; repo.ts queries them. The file itself lives in the configured backend
// (disk or S3) under its `version`, a random UUID per upload, so an object name never becomes a
// file path.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storage, tz } from '../../platform/db/schema/common';

export const buckets = storage.table('buckets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  owner: uuid('owner'),
  ownerId: text('owner_id'),
  public: boolean('public').notNull().default(false),
  /** Largest object in bytes; null: the service's STORAGE_FILE_SIZE_LIMIT. */
  fileSizeLimit: bigint('file_size_limit', { mode: 'number' }),
  /** e.g. ['image/png', 'image/*']; null: any type. */
  allowedMimeTypes: text('allowed_mime_types').array(),
  type: text('type').notNull().default('STANDARD'),
  createdAt: tz('created_at').defaultNow(),
  updatedAt: tz('updated_at').defaultNow(),
});

/** storage's `metadata` column: what the object's HTTP answer needs. */
export interface StoredObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export const objects = storage.table(
  'objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucketId: text('bucket_id')
      .notNull()
      .references(() => buckets.id),
    name: text('name').notNull(),
    /** The uploader. Not a foreign key (as in Supabase): account deletion removes the files first. */
    owner: uuid('owner'),
    ownerId: text('owner_id'),
    metadata: jsonb('metadata').$type<StoredObjectMetadata>(),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>(),
    /** Key of the file in the backend. */
    version: text('version'),
    createdAt: tz('created_at').defaultNow(),
    updatedAt: tz('updated_at').defaultNow(),
    lastAccessedAt: tz('last_accessed_at').defaultNow(),
  },
  (t) => [
    uniqueIndex('bucketid_objname').on(t.bucketId, t.name),
    // Listing a folder: name prefix within a bucket (text_pattern_ops so LIKE 'prefix%' uses it).
    index('name_prefix_search').on(t.bucketId, sql`${t.name} text_pattern_ops`),
    index('objects_owner_idx').on(t.owner),
  ],
);
