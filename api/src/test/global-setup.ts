// Jest globalSetup for the api project. Creating a PGlite cluster (initdb in wasm) takes seconds
// on a small machine; loading a dump takes a fraction of that. So the migrated empty database is
// built once, dumped to a file keyed by the migrations and the PGlite version, and every test
// server starts from a copy of it (see harness.ts). Nothing to do on PostgreSQL.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

export const templateEnv = 'API_TEST_PGLITE_TEMPLATE';

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
  if (process.env.DATABASE_URL) return;
  const folder = migrationsFolder;
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
