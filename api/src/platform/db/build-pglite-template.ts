// `node dist/build-pglite-template.js <target> <migrations folder>`: the build's step (api/build.mjs)
// that makes the template a fresh data directory starts from (pglite-template.ts): a new PGlite
// data directory, opened as the api opens it, with every migration applied.
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './client';

const [target, migrationsFolder] = process.argv.slice(2);
if (!target || !migrationsFolder) {
  console.error('usage: build-pglite-template <target directory> <migrations folder>');
  process.exit(2);
}
// Built beside the target and renamed when complete: a failed build leaves no half template.
const work = `${target}.${process.pid}.build`;
rmSync(work, { recursive: true, force: true });
const database = await openDatabase({ databaseUrl: '', dataDir: work });
try {
  await database.migrate(migrationsFolder);
} finally {
  await database.close();
}
rmSync(target, { recursive: true, force: true });
renameSync(path.join(work, 'pgdata'), target);
rmSync(work, { recursive: true, force: true });
