#!/usr/bin/env node
// `npm run build` in api/ (and buildApi() of `npm start`, `npm test`, the bench, the Docker image):
//   1. dist/api.cjs: the api as one CommonJS file (esbuild, bundle.mjs): our TypeScript, the
//      workspace packages it imports (@cc/shared-contract, @cc/shared-domain: TypeScript sources)
//      and the JavaScript of its dependencies. One file to load instead of hundreds to resolve and read: about a fifth
//      less CPU before the api listens; what is loaded with import() (the advisor's engine,
//      nodemailer, qrcode) is evaluated when first imported. dist/main.js (bundle-loader.mjs) runs
//      it with V8's code cache (dist/api.cjs.<hash>.cache, written by the build). PGlite's
//      JavaScript is in it too; its wasm and data files are read from api/node_modules at run
//      time. What stays a require, resolved from api/node_modules at run time: the native argon2
//      binding and the optional native add-ons pg and ws look for. Production runs plain
//      `node dist/main.js`: no transpiler in the process.
//   2. dist/pgdata-template: the migrated empty PGlite data directory a fresh DATA_DIR starts from
//      (src/platform/db/pglite-template.ts), made again only when the migrations or PGlite changed.
// esbuild, not tsc: one step that bundles the workspace packages (their package.json points at
// TypeScript sources, which plain node cannot import) and rewrites nothing by hand; it is the
// transpiler tsx already uses, so it adds no new tool. Type-checking stays with `tsc -b`.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { apiCommand } from '../scripts/lib/backend.mjs';
import { bundleApi, bundleOptions, external } from './bundle.mjs';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(apiDir, 'dist');
const migrationsFolder = path.join(apiDir, 'drizzle');
const started = Date.now();
// Earlier builds' output: chunks (the api was ES modules in chunks until the eighth start round)
// and code caches of other bundles.
rmSync(path.join(dist, 'chunks'), { recursive: true, force: true });
for (const name of existsSync(dist) ? readdirSync(dist) : []) {
  if (name.endsWith('.cache')) rmSync(path.join(dist, name), { force: true });
}
await bundleApi({ entry: 'src/main.ts', dist });
await build({
  ...bundleOptions,
  // PGlite from node_modules: initdb finds its wasm beside PGlite's own files.
  external: [...external, '@electric-sql/pglite'],
  entryPoints: { 'build-pglite-template': 'src/platform/db/build-pglite-template.ts' },
  outdir: dist,
  format: 'esm',
  // The CommonJS dependencies in the bundle call require() for node's own modules.
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
  },
});

/** What the template depends on: the migrations and the PGlite version (its data directory format). */
function templateKey() {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')),
    ...readdirSync(path.join(migrationsFolder, 'meta')).map((name) => path.join('meta', name)),
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  const pglite = JSON.parse(
    readFileSync(path.join(apiDir, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  );
  return hash.update(pglite.version).digest('hex');
}

const template = path.join(dist, 'pgdata-template');
const keyFile = `${template}.key`;
const key = templateKey();
let note = 'PGlite template up to date';
if (!existsSync(keyFile) || readFileSync(keyFile, 'utf8') !== key || !existsSync(template)) {
  const result = spawnSync(
    process.execPath,
    [path.join(dist, 'build-pglite-template.js'), template, migrationsFolder],
    { cwd: apiDir, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error('✖ api: the PGlite template could not be made');
    process.exit(1);
  }
  writeFileSync(keyFile, key);
  note = 'PGlite template made';
}
/**
 * V8's code cache of dist/api.cjs (bundle-loader.mjs): one start of the built api on a throwaway
 * data directory writes it, so the first real start has it too, and so does a container, whose
 * dist/ the api cannot write. With the flags of `npm start`, the bench and the Dockerfile
 * (apiCommand): V8 rejects a cache made with other flags. A start that fails only means no cache.
 */
async function writeCodeCache() {
  const cacheName = /^api\.cjs\.[0-9a-f]+\.cache$/;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kk-api-build-'));
  const child = spawn(process.execPath, apiCommand.args, {
    cwd: apiDir,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...apiCommand.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: '0',
      MAIL_WORKER: 'false',
      JOBS: 'false',
      LOG_LEVEL: 'error',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  let written = false;
  while (!written && child.exitCode === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    written = readdirSync(dist).some((name) => cacheName.test(name));
  }
  child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
  return written;
}
const cached = await writeCodeCache();

console.log(
  `› api built: dist/main.js and dist/api.cjs${cached ? ' with its code cache' : ' (no code cache: the api did not start)'}, ${note} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
