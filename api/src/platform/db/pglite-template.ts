// A migrated, empty PGlite data directory made at build time (api/build.mjs), from which a fresh
// DATA_DIR starts: a copy of about 40 MB instead of PGlite's initdb, which runs PostgreSQL's
// initdb in a second wasm instance (seconds of CPU and, until it is collected, twice the memory)
// and then every migration. A data directory that already exists is opened as it is. The template
// is made by build-pglite-template.ts.
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Whether `dir` holds a PostgreSQL data directory. */
const isPgData = (dir: string): boolean => existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Copies the template to `pgdata` when there is no data directory yet: into a sibling first and
 * renamed when complete, so an interrupted copy never looks like a database. Answers whether it
 * copied. The migrations that came after the template still run at start, as on any database.
 */
export function copyPgliteTemplate(templateDir: string | undefined, pgdata: string): boolean {
  if (!templateDir || existsSync(pgdata) || !isPgData(templateDir)) return false;
  const partial = `${pgdata}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(templateDir, partial, { recursive: true });
  renameSync(partial, pgdata);
  return true;
}
