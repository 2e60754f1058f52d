// A real PostgreSQL for the api suite's second run. DATABASE_URL set: use it as it is.
// Otherwise, as root on a Debian machine (CI and the developers' machines), start the local
// cluster (Debian's postgresql package; installed when missing) and give the tests their own
// login role, which may create databases (each test file works in a fresh one) and nothing else.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const role = 'konfliktkompass_test';
const password = 'konfliktkompass_test'; // a throwaway local test role, reachable only on 127.0.0.1
const database = 'konfliktkompass_test';

const run = (cmd, args, options = {}) =>
  spawnSync(cmd, args, { encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, ...options });

const asPostgres = (sql) => run('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -qAt -c "${sql}"`]);

function cluster() {
  const list = run('pg_lsclusters', ['--no-header']);
  if (list.status !== 0) return null;
  const [line] = list.stdout.trim().split('\n').filter(Boolean);
  if (!line) return null;
  const [version, name, port, status] = line.split(/\s+/);
  return { version, name, port: Number(port), online: status === 'online' };
}

/**
 * Returns a connection URL for the test PostgreSQL, or `{ skipped: reason }` when none can be had.
 * @returns {{ url: string } | { skipped: string }}
 */
export function testPostgres() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  if (process.getuid?.() !== 0) return { skipped: 'not root and no DATABASE_URL set' };
  if (!existsSync('/usr/bin/pg_lsclusters')) {
    console.log('› Installing PostgreSQL for the api tests (apt-get install -y postgresql)…');
    if (run('apt-get', ['update'], { stdio: 'inherit' }).status !== 0) return { skipped: 'apt-get update failed' };
    if (run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { stdio: 'inherit' }).status !== 0)
      return { skipped: 'apt-get install postgresql failed' };
  }
  const found = cluster();
  if (!found) return { skipped: 'no PostgreSQL cluster found (pg_lsclusters)' };
  if (!found.online) {
    const started = run('pg_ctlcluster', [found.version, found.name, 'start']);
    if (started.status !== 0) return { skipped: `pg_ctlcluster failed: ${started.stderr.trim()}` };
  }
  const exists = asPostgres(`select 1 from pg_roles where rolname = '${role}'`);
  if (exists.status !== 0) return { skipped: `psql failed: ${exists.stderr.trim()}` };
  if (exists.stdout.trim() !== '1') {
    const created = asPostgres(`create role ${role} login createdb password '${password}'`);
    if (created.status !== 0) return { skipped: `could not create the test role: ${created.stderr.trim()}` };
  }
  const hasDb = asPostgres(`select 1 from pg_database where datname = '${database}'`);
  if (hasDb.stdout.trim() !== '1') {
    const created = asPostgres(`create database ${database} owner ${role}`);
    if (created.status !== 0) return { skipped: `could not create the test database: ${created.stderr.trim()}` };
  }
  return { url: `postgres://${role}:${password}@127.0.0.1:${found.port}/${database}` };
}
