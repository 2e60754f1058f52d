// Opens the database: a real PostgreSQL server when DATABASE_URL is set, otherwise PGlite
// (PostgreSQL in wasm) persisted in DATA_DIR/pgdata, or in memory for tests.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type pg from 'pg';
import { acquireLock, type DataDirLock } from './lock';
import type { PglitePreload } from './pglite-preload';
import { copyPgliteTemplate } from './pglite-template';
import * as schema from './all-tables';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: functions that may run inside one take this. */
export type Executor = Db | Tx;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Resolves when the database answers an empty statement (`EmptyQueryResponse`, as pgx's Ping):
   * the server or PGlite's backend is up and reads commands, without a query to plan and run.
   */
  ping(): Promise<void>;
  /**
   * LISTENs on `channel` and calls `onPayload` with every notification's payload (sent by
   * `pg_notify` when its transaction commits). PGlite: its own listen. PostgreSQL: a connection of
   * its own (a pooled one would be handed to others), reconnected after 1, 2, 5, 10 s when lost;
   * `onReconnect` tells that notifications may have been missed. Resolves with the unlisten.
   */
  listen(channel: string, onPayload: (payload: string) => void, hooks?: ListenHooks): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenHooks {
  /** The PostgreSQL connection was lost (and is being re-established). */
  onLost?: (error: Error) => void;
  /** Listening again after a loss: notifications in between are gone. */
  onReconnect?: () => void;
}

export interface OpenOptions {
  databaseUrl: string;
  /** Directory for PGlite; ':memory:' for an in-memory database. Ignored with databaseUrl. */
  dataDir: string;
  /** In-memory PGlite only: start from this dump (PGlite.dumpDataDir) instead of an empty cluster. */
  pgliteTemplate?: Blob;
  /** PGlite in a directory: a new data directory starts as a copy of this one (pglite-template.ts). */
  pgliteTemplateDir?: string;
  /** PGlite's wasm module, compiling since the process started (main.ts). */
  pglitePreload?: PglitePreload;
}

export async function openDatabase({
  databaseUrl,
  dataDir,
  pgliteTemplate,
  pgliteTemplateDir,
  pglitePreload,
}: OpenOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, await loadPostgresDriver());
  return openPglite(dataDir, pgliteTemplate, pgliteTemplateDir, pglitePreload);
}

/** What ping sends: only a comment, which PostgreSQL answers with EmptyQueryResponse. */
const pingStatement = '-- ping';

/**
 * The ping as a simple-protocol Query message ('Q', its length, the text, a NUL) for PGlite's
 * raw protocol call. exec() would add the transaction lock, a second call into PostgreSQL (Sync)
 * and the parsing of the answer: two thirds of a ping's cost (docs/performance.md).
 */
const pgliteQueryMessage = (text: string): Uint8Array => {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
};
const pglitePing = pgliteQueryMessage(pingStatement);
/** The first byte of PostgreSQL's EmptyQueryResponse message. */
const emptyQueryResponse = 'I'.charCodeAt(0);

/**
 * Whether the database already has every migration of the folder, by drizzle's own rule (its
 * migrator applies each migration of the journal newer than the newest row of
 * drizzle.__drizzle_migrations): one query instead of the migrator's schema and table creation,
 * its query and an empty transaction, whose commit syncs PGlite's files. Part of every start on
 * an existing data directory (docs/performance.md, "Start and memory, fourth round").
 */
async function migrationsApplied(db: Db, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const [row] = await queryRows<{ applied: string | null }>(
      db,
      sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
    );
    return row?.applied != null && Number(row.applied) >= newest;
  } catch {
    // No migrations table yet: a new database.
    return false;
  }
}

/** Any number used by every instance: pg_advisory_lock key that serialises migrations. */
const migrationLockKey = 4_711_054_321;

/**
 * node-postgres and Drizzle's driver and migrator for it, loaded only when the api runs on
 * PostgreSQL: on PGlite they were about a tenth of the code compiled before the api listened, and
 * pg's own start loads node's TLS, DNS and fetch modules (docs/performance.md, "Start, seventh round").
 */
async function loadPostgresDriver() {
  const [{ default: driver }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { pg: driver, drizzle, migrate };
}

type PostgresDriver = Awaited<ReturnType<typeof loadPostgresDriver>>;

/** The pool connects on first use: nothing to wait for until a query. */
function openPostgres(connectionString: string, { pg, drizzle, migrate }: PostgresDriver): Database {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) =>
    console.error(JSON.stringify({ level: 'error', msg: 'postgres pool error', error: error.message })),
  );
  const db = drizzle(pool, { schema }) as unknown as Db;
  let closed = false;
  const listeners = new Set<PostgresListener>();
  return {
    kind: 'postgres',
    db,
    async migrate(migrationsFolder) {
      // Instances starting together against one server: one migrates, the others wait for it
      // (the lock is held by this connection; the migrator runs on others from the pool).
      if (await migrationsApplied(db, migrationsFolder)) return;
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [migrationLockKey]);
        try {
          await migrate(db as never, { migrationsFolder });
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [migrationLockKey]);
        }
      } finally {
        lockClient.release();
      }
    },
    async ping() {
      // The driver itself: Drizzle's query building would double the cost of a health check.
      await pool.query(pingStatement);
    },
    listen(channel, onPayload, hooks) {
      const listener = new PostgresListener(pg.Client, connectionString, channel, onPayload, hooks ?? {});
      listeners.add(listener);
      return listener.start().then(() => async () => {
        listeners.delete(listener);
        await listener.stop();
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

/**
 * PGlite's PostgreSQL settings on top of its defaults. initdb writes `shared_buffers = 128MB`,
 * and PGlite's single process allocates and touches all of it in its wasm heap at start: about
 * 130 MB resident of the api's 280 MB at rest, and a third of the start time. An embedded
 * database of this size is served from the file system's cache anyway (a buffer miss is a read
 * from the page cache), so 16 MB are plenty (docs/performance.md, "Memory").
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Drizzle's PGlite driver sends its own type parsers with every query (timestamps, dates,
 * intervals and their arrays as text, as node-postgres gives them to Drizzle), and PGlite copies
 * its 300-odd type parsers into a new object with them for every result (`{ ...defaults, ...parsers }`):
 * the largest single cost of PGlite's JavaScript per query under the realtime bench. The same
 * parsers are set once on the instance instead, and `withoutQueryParsers` drops the per-query
 * copy (docs/performance.md, "Realtime on PGlite"). Our own raw queries (the auth lookup) answer text.
 */
const textTypeIds = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const pgliteParsers = Object.fromEntries(textTypeIds.map((id) => [id, (value: string) => value]));

type QueryFn = PGlite['query'];

/** `query` without the options' `parsers` (the instance already has them). */
const dropParsers =
  (query: QueryFn): QueryFn =>
  (text, params, options) =>
    query(text, params, options?.parsers ? { ...options, parsers: undefined } : options);

/** The client Drizzle is given: its queries, in and out of transactions, use the instance's parsers. */
function withoutQueryParsers(client: PGlite): PGlite {
  client.query = dropParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (run) =>
    transaction((tx) => {
      tx.query = dropParsers(tx.query.bind(tx));
      return run(tx);
    });
  return client;
}

async function openPglite(
  dataDir: string,
  template?: Blob,
  templateDir?: string,
  preload?: PglitePreload,
): Promise<Database> {
  let lock: DataDirLock | null = null;
  let client: PGlite;
  const options = {
    startParams: pgliteStartParams,
    parsers: pgliteParsers,
    ...(preload ? { pgliteWasmModule: await preload.wasmModule } : {}),
  };
  if (dataDir === ':memory:') {
    client = await PGlite.create({ ...options, ...(template ? { loadDataDir: template } : {}) });
  } else {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    lock = acquireLock(path.join(dataDir, 'pglite.lock'));
    try {
      const pgdata = path.join(dataDir, 'pgdata');
      copyPgliteTemplate(templateDir, pgdata);
      client = await PGlite.create(pgdata, options);
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const db = drizzlePglite(withoutQueryParsers(client), { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    async migrate(migrationsFolder) {
      if (await migrationsApplied(db, migrationsFolder)) return;
      await migratePglite(db as never, { migrationsFolder });
    },
    async ping() {
      // The empty statement through PostgreSQL's command loop (PGlite runs it on this thread), in
      // PGlite's query lock, so it never lands between the messages of another query; inside an
      // open transaction it changes nothing. Notifications never arrive with it: PostgreSQL
      // sends them with the COMMIT that released them.
      if (client.closed) throw new Error('PGlite is closed');
      const answer = await client.runExclusive(() => client.execProtocolRaw(pglitePing, { syncToFs: false }));
      if (answer[0] !== emptyQueryResponse) throw new Error('the database did not answer the ping');
    },
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!closed) await unlisten();
      };
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

const reconnectDelaysMs = [1000, 2000, 5000, 10000];

/** One LISTEN connection to PostgreSQL that comes back after a lost connection (a restart, a failover). */
class PostgresListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private attempts = 0;
  private timer: NodeJS.Timeout | null = null;
  private everListened = false;

  constructor(
    private readonly Client: typeof pg.Client,
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly hooks: ListenHooks,
  ) {}

  /** The first connection; a failure is retried in the background like a lost connection. */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new this.Client({ connectionString: this.connectionString });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) this.onPayload(message.payload);
    });
    // An error is followed by 'end'; either one means this connection is gone.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    this.attempts = 0;
    if (this.everListened) this.hooks.onReconnect?.();
    this.everListened = true;
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.stopped || this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    this.hooks.onLost?.(error);
    const delay = reconnectDelaysMs[Math.min(this.attempts, reconnectDelaysMs.length - 1)]!;
    this.attempts += 1;
    this.timer = setTimeout(() => void this.connect(), delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}

/**
 * Runs raw SQL with `$1…$n` parameters outside any transaction, prepared once where the driver
 * can: on PostgreSQL a named statement on each pooled connection (parsed and planned once per
 * connection), on PGlite a parameterised query (its API has no named statements). For the hot
 * paths where Drizzle's query building and extra round trips cost more than the query.
 */
export async function preparedQuery<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return (await client.query<T>(text, values)).rows;
  return (await (client as pg.Pool).query<T & pg.QueryResultRow>({ name, text, values })).rows;
}

/** The part of node-postgres' connection a custom query writes to (pg's `Submittable` protocol). */
interface PgConnection {
  stream: { cork(): void; uncork(): void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(message: { name: string; text: string; types: number[] }): void;
  bind(message: { statement: string; values: string[] }): void;
  execute(message: { portal: string; rows: number }): void;
  sync(): void;
}

/**
 * A named statement that answers one text column, run as node-postgres' custom query
 * (`Submittable`): Bind, Execute and Sync in one write, without the Describe that pg's own Query
 * sends every time (PostgreSQL answers it with a row description that pg parses and builds the
 * column parsers from), and without its query object, config copy and result rows. Parse goes
 * once per connection, as for pg's named statements (the client records it on ParseComplete).
 */
class TextQuery {
  callback?: (error: Error | null, value?: string) => void;
  private value: string | undefined;
  private done = false;

  constructor(
    readonly name: string,
    readonly text: string,
    private readonly values: string[],
  ) {}

  submit(connection: PgConnection): null {
    connection.stream.cork();
    try {
      if (!connection.parsedStatements[this.name] && !connection.submittedNamedStatements[this.name]) {
        connection.parse({ name: this.name, text: this.text, types: [] });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({ statement: this.name, values: this.values });
      connection.execute({ portal: '', rows: 0 });
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
    return null;
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    this.value ??= message.fields[0] ?? undefined;
  }

  handleRowDescription(): void {}
  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}

  handleError(error: Error): void {
    this.finish(error);
  }

  handleReadyForQuery(): void {
    this.finish(null);
  }

  private finish(error: Error | null): void {
    if (this.done) return;
    this.done = true;
    this.callback?.(error, this.value);
  }
}

/**
 * The text of the first column of the first row of a statement with `$1…$n` text parameters on
 * PostgreSQL (undefined without a row): a named statement per pooled connection, run without
 * Describe (TextQuery). For the auth lookup of every authenticated request.
 */
export function preparedText(pool: pg.Pool, name: string, text: string, values: string[]): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    pool.query(new TextQuery(name, text, values) as unknown as pg.QueryConfig, (error, value) =>
      error ? reject(error) : resolve(value as unknown as string | undefined),
    );
  });
}

/** Runs raw SQL and returns its rows: both drivers answer `{ rows }`, which Drizzle's generic type hides. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as { rows: T[] };
  return result.rows;
}
