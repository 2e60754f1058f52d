// Install and build helpers shared by `npm start`, `npm test`, `npm run build`, `npm run dev` and the
// benchmark.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from '../../shared-build/federation.mjs';
import { pnpm } from '../pnpm.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The federated apps' folders, from the one list of apps (shared-build/federation.mjs). */
export const appDirs = Object.values(apps).map((app) => app.dir);
/** The shared packages' folders (shared-*). */
export const sharedDirs = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('shared-'))
  .map((entry) => entry.name)
  .sort();
/** Every package the static checks cover (the e2e suite is checked by ESLint and tsc only). */
export const packageDirs = [...appDirs, ...sharedDirs, 'api'];

/**
 * Installs dependencies when node_modules is missing or older than the lockfile or the workspace
 * settings (which approve dependency build scripts).
 */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.modules.yaml');
  const inputs = ['pnpm-lock.yaml', 'pnpm-workspace.yaml'].map((file) => statSync(path.join(root, file)).mtimeMs);
  if (existsSync(marker) && statSync(marker).mtimeMs >= Math.max(...inputs)) return;
  console.log('› Installing dependencies (pnpm)…');
  if (pnpm(['install', '--frozen-lockfile']) !== 0) process.exit(1);
}

/**
 * Runs a package's own `build` script (its package.json), so each package's build is written in
 * one place for every way in: `npm run build`, `npm start`, `npm test`, the bench and the images
 * (deploy/Dockerfile.*: `pnpm --filter ./<dir> run build`). The workspace's binaries are on the
 * path as pnpm puts them there.
 */
function runBuildScript(dir) {
  const cwd = path.join(root, dir);
  const script = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')).scripts?.build;
  if (!script) throw new Error(`${dir}/package.json has no build script`);
  const bins = [path.join(cwd, 'node_modules/.bin'), path.join(root, 'node_modules/.bin')];
  const result = spawnSync(script, {
    cwd,
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, PATH: [...bins, process.env.PATH].join(path.delimiter) },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${script} failed (in ${dir})`);
    process.exit(result.status ?? 1);
  }
}

/** The api's production build (its build script, api/build.mjs): dist/main.js and the PGlite template. */
export function buildApi() {
  runBuildScript('api');
}

/** The api's build unless there is one (`npm start -- --no-build`, the e2e server on a fresh clone). */
export function ensureApiBuilt() {
  if (!existsSync(path.join(root, 'api', 'dist', 'main.js'))) buildApi();
}

/** Production builds of the api, the shell and every remote, one after another (`npm run build`). */
export function buildAll() {
  console.log('› Building api…');
  buildApi();
  for (const dir of appDirs) {
    console.log(`› Building ${dir}…`);
    // The shell's script ends with the prerendered start page (rspack build && node prerender/build.mjs).
    runBuildScript(dir);
  }
}
