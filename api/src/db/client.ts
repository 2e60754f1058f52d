// Opens the database: a real PostgreSQL server when DATABASE_URL is set, otherwise PGlite
// (PostgreSQL in wasm) persisted in DATA_DIR/pgdata, or in memory for tests.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { acquireLock, type DataDirLock } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: functions that may run inside one take this. */
export type Executor = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(migrationsFolder: string): Promise<void>;
  /** Resolves when a trivial query succeeds. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl: string;
  /** Directory for PGlite; ':memory:' for an in-memory database. Ignored with databaseUrl. */
  dataDir: string;
  /** In-memory PGlite only: start from this dump (PGlite.dumpDataDir) instead of an empty cluster. */
  pgliteTemplate?: Blob;
}

export async function openDatabase({ databaseUrl, dataDir, pgliteTemplate }: OpenOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(dataDir, pgliteTemplate);
}

/** Any number used by every instance: pg_advisory_lock key that serialises migrations. */
const migrationLockKey = 4_711_054_321;

/** The pool connects on first use: nothing to wait for until a query. */
function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', msg: 'postgres pool error', error: error.message })),
  );
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    async migrate(migrationsFolder) {
      // Instances starting together against one server: one migrates, the others wait for it
      // (the lock is held by this connection; the migrator runs on others from the pool).
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [migrationLockKey]);
        try {
          await migrateNodePg(db as never, { migrationsFolder });
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [migrationLockKey]);
        }
      } finally {
        lockClient.release();
      }
    },
    async ping() {
      // The driver itself: Drizzle's query building would double the cost of a health check.
      await pool.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  let lock: DataDirLock | null = null;
  let client: PGlite;
  if (dataDir === ':memory:') {
    client = await PGlite.create(template ? { loadDataDir: template } : {});
  } else {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    lock = acquireLock(path.join(dataDir, 'pglite.lock'));
    try {
      client = await PGlite.create(path.join(dataDir, 'pgdata'));
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    async migrate(migrationsFolder) {
      await migratePglite(db as never, { migrationsFolder });
    },
    async ping() {
      // The simple query protocol, without Drizzle: a third of the cost of db.execute.
      await client.exec('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Runs raw SQL and returns its rows: both drivers answer `{ rows }`, which Drizzle's generic type hides. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as { rows: T[] };
  return result.rows;
}
