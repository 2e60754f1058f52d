#!/usr/bin/env node
// `npm test`: everything CI checks, on a fresh clone. Installs what is missing (dependencies,
// Debian's Chromium and nginx), then lint, format, dependency rules, compose validation,
// type-check, unit tests, production builds, the nginx parity check and the Playwright suite.
// Ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { testPostgres } from './lib/postgres.mjs';
import { buildAll, ensureInstalled, packageDirs, root } from './lib/workspace.mjs';

const reports = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const failures = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

function step(title, cmd, args, env = {}) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`✔ ${title} (${seconds} s)`);
  else {
    console.log(`✖ ${title} failed (${seconds} s)`);
    failures.push(title);
  }
  return result.status === 0;
}

/**
 * Like `step`, without blocking: the output is collected and printed in one piece when the command
 * ends, so two steps running side by side keep readable logs.
 */
function stepInBackground(title, cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (ok, note = '') => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n━━ ${title}`);
      process.stdout.write(Buffer.concat(output));
      if (note) console.log(note);
      if (ok) console.log(`✔ ${title} (${seconds} s)`);
      else {
        console.log(`✖ ${title} failed (${seconds} s)`);
        failures.push(title);
      }
      resolve(ok);
    };
    child.on('error', (error) => finish(false, String(error)));
    child.on('close', (code) => finish(code === 0));
  });
}

/** Steps one after another, each started when the one before has ended (failed or not). */
async function lane(steps) {
  for (const [title, cmd, args] of steps) await stepInBackground(title, cmd, args);
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('› Installing Debian Chromium for the browser tests (browser downloads do not work here)…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (apt(['update']).status !== 0 || apt(['install', '-y', '--no-install-recommends', 'chromium']).status !== 0) {
    console.error('✖ Could not install chromium (apt-get install -y chromium)');
    process.exit(1);
  }
}

/**
 * Debian's nginx (and envsubst, which the image's entrypoint uses) for the parity check of
 * deploy/nginx against serve.mjs. Installed like Chromium; where apt-get cannot install it
 * (no root, no network) the check is skipped, not failed: the Docker image build covers nginx too.
 */
function ensureNginx() {
  if (existsSync('/usr/sbin/nginx') && existsSync('/usr/bin/envsubst')) return true;
  console.log('› Installing Debian nginx for the nginx/serve.mjs parity check…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const installed =
    apt(['update']).status === 0 &&
    apt(['install', '-y', '--no-install-recommends', 'nginx', 'gettext-base']).status === 0;
  return installed && existsSync('/usr/sbin/nginx');
}

ensureInstalled();
ensureChromium();
const nginx = ensureNginx();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The static checks are single-threaded: ESLint (the longest, about a minute) runs beside the
// others in order, so both cores work (about 50 s less than one after the other on 2 cores).
console.log('\n━━ Static checks: ESLint beside Prettier, dependency rules, dclint and tsc (logs follow each end)');
await Promise.all([
  lane([['ESLint', bin('eslint'), ['.', '--max-warnings=0']]]),
  lane([
    ['Prettier', bin('prettier'), ['--check', '.', '--log-level=warn']],
    ['Dependency direction', bin('depcruise'), ['--config', '.dependency-cruiser.cjs', ...packageDirs]],
    ['docker-compose.yml against the Compose Spec', bin('dclint'), ['docker-compose.yml']],
    // Each package against its own tsconfig.json (own sources and libs), each checked once.
    ['Type-check (every package)', bin('tsc'), ['-b', 'tsconfig.packages.json']],
  ]),
]);

/** Runs Jest with a JSON report and adds its counts to the summary. */
function jest(title, reportName, args, env = {}) {
  const report = path.join(reports, reportName);
  // Two workers: Jest's default (cores - 1) is one on these 2-core machines, which left a core idle.
  step(title, bin('jest'), ['--ci', '--maxWorkers=2', '--json', `--outputFile=${report}`, ...args], env);
  if (!existsSync(report)) return;
  const result = JSON.parse(readFileSync(report, 'utf8'));
  counts.passed += result.numPassedTests;
  counts.failed += result.numFailedTests;
  counts.skipped += result.numPendingTests + (result.numTodoTests ?? 0);
  // Passed on the retry of shared-build/jest/retry-in-ci.ts: named, so the flake gets fixed.
  const flaky = result.testResults.flatMap(({ name, assertionResults }) =>
    assertionResults
      .filter(({ status, invocations }) => status === 'passed' && invocations > 1)
      .map(({ fullName }) => `${path.relative(root, name)}: ${fullName}`),
  );
  if (flaky.length) console.log(`Flaky (passed on the retry):\n  ${flaky.join('\n  ')}`);
}

/**
 * The api test files the PostgreSQL run repeats: those that can reach a database through
 * DATABASE_URL, i.e. that start the api with the test harness, open a database themselves or
 * read DATABASE_URL. The others (pure units, mail templates, the PGlite-only migration test) would
 * run exactly the same code a second time. The rule is checked on every run, so a new file that
 * uses the harness is included without a list to keep.
 */
function postgresTestFiles() {
  const reachesDatabase = /startTestApi|test\/harness|openDatabase|DATABASE_URL/;
  const source = path.join(root, 'api', 'src');
  return readdirSync(source, { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(source, file))
    .filter((file) => reachesDatabase.test(readFileSync(file, 'utf8')))
    .sort();
}

// Every package, the api on in-memory PGlite; then the api suite again on a real PostgreSQL.
jest('Unit, component and api tests (Jest)', 'jest.json', [], { DATABASE_URL: '' });
const postgres = testPostgres();
if ('url' in postgres) {
  // The paths go before --selectProjects (after it, Jest would read them as project names).
  jest('api tests on PostgreSQL (Jest)', 'jest-postgres.json', [...postgresTestFiles(), '--selectProjects', 'api'], {
    DATABASE_URL: postgres.url,
  });
} else {
  console.log(`\n━━ api tests on PostgreSQL: skipped (${postgres.skipped})`);
  counts.skipped += 1;
}

console.log('\n━━ Production builds');
buildAll();

// deploy/nginx answers like shared-build/serve.mjs (headers, caching, CSP, routes), on the builds.
if (nginx) {
  step('nginx configuration against serve.mjs (parity check)', process.execPath, [
    'deploy/nginx/parity-check.mjs',
    '--nginx',
    '/usr/sbin/nginx',
  ]);
} else {
  console.log('\n━━ nginx parity check: skipped (nginx could not be installed with apt-get)');
  counts.skipped += 1;
}

const playwrightReport = path.join(reports, 'playwright.json');
step(
  'End-to-end tests (Playwright, Chromium)',
  bin('playwright'),
  ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  },
);
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  counts.passed += stats.expected + (stats.flaky ?? 0);
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
if (failures.length && counts.failed === 0) counts.failed = failures.length; // a failing check counts
console.log(`Summary: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
