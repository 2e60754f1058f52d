// Jest globalSetup for the api project. Creating a PGlite cluster (initdb in wasm) takes seconds
// on a small machine; loading a dump takes a fraction of that. So the migrated empty database is
// built once, dumped to a file keyed by the migrations and the PGlite version, and every test
// server starts from a copy of it (see harness.ts). On PostgreSQL the same idea: a migrated
// template database named by the migrations, from which each test file's database is created
// (CREATE DATABASE ... TEMPLATE), instead of running every migration again per file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export const templateEnv = 'API_TEST_PGLITE_TEMPLATE';
/** The name of the migrated PostgreSQL template database (DATABASE_URL runs). */
export const postgresTemplateEnv = 'API_TEST_POSTGRES_TEMPLATE';

/** Any number: serialises building the template between test runs sharing one server. */
const templateLockKey = 4_711_054_322;

/**
 * The migrated template on the server of `adminUrl`: built under another name and renamed when
 * complete, so a run that failed midway never leaves a half-migrated template behind.
 */
async function postgresTemplate(adminUrl: string, hash: string): Promise<string> {
  const name = `test_template_${hash}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [templateLockKey]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_${process.pid}`;
      await admin.query(`drop database if exists "${building}"`);
      await admin.query(`create database "${building}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
      try {
        await migrateNodePg(drizzleNodePg(pool), { migrationsFolder });
      } finally {
        await pool.end();
      }
      await admin.query(`alter database "${building}" rename to "${name}"`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

function migrationsHash(folder: string): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(folder).filter((name) => name.endsWith('.sql')),
    ...readdirSync(path.join(folder, 'meta')).map((name) => path.join('meta', name)),
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(folder, file)));
  const manifest = path.join(__dirname, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const pglite = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return hash.update(pglite.version).digest('hex').slice(0, 16);
}

/** api/drizzle, for the tests (the harness starts the api with it). */
export const migrationsFolder = path.join(__dirname, '..', '..', 'drizzle');

export default async function globalSetup(): Promise<void> {
  const folder = migrationsFolder;
  if (process.env.DATABASE_URL) {
    process.env[postgresTemplateEnv] = await postgresTemplate(process.env.DATABASE_URL, migrationsHash(folder));
    return;
  }
  const file = path.join(tmpdir(), 'konfliktkompass-api-test', `pglite-${migrationsHash(folder)}.tar`);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const client = await PGlite.create();
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
      const dump = await client.dumpDataDir('none');
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
      renameSync(temporary, file);
    } finally {
      await client.close();
    }
  }
  process.env[templateEnv] = file;
}
