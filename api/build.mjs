#!/usr/bin/env node
// `npm run build` in api/ (and buildApi() of `npm start`, `npm test`, the bench, the Docker image):
//   1. dist/main.js: the api as ES modules (esbuild): our TypeScript, the workspace packages it
//      imports (@cc/shared-contract, @cc/shared-domain: TypeScript sources) and the JavaScript of
//      its dependencies. A few files to load instead of hundreds to resolve and read: about a fifth
//      less CPU before the api listens; what is loaded with import() (the advisor's engine,
//      nodemailer, qrcode) is in dist/chunks and compiled when first imported. What stays an import, resolved from api/node_modules at
//      run time: PGlite (it finds its wasm and data files beside its own module), the native
//      argon2 binding, and the optional native add-ons pg and ws look for. Production runs plain
//      `node dist/main.js`: no transpiler in the process.
//   2. dist/pgdata-template: the migrated empty PGlite data directory a fresh DATA_DIR starts from
//      (src/db/pglite-template.ts), made again only when the migrations or PGlite changed.
// esbuild, not tsc: one step that bundles the workspace packages (their package.json points at
// TypeScript sources, which plain node cannot import) and rewrites nothing by hand; it is the
// transpiler tsx already uses, so it adds no new tool. Type-checking stays with `tsc -b`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(apiDir, 'dist');
const migrationsFolder = path.join(apiDir, 'drizzle');
/** Imports left to node at run time (a name covers its subpaths). */
const external = ['@electric-sql/pglite', '@node-rs/argon2', 'pg-native', 'bufferutil', 'utf-8-validate'];

const started = Date.now();
// Chunk names carry their content's hash: the previous build's would stay beside the new ones.
rmSync(path.join(dist, 'chunks'), { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: { main: 'src/main.ts', 'build-pglite-template': 'src/db/build-pglite-template.ts' },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Code loaded with import() (the advisor's engine, …) goes into chunks of its own beside
  // main.js (dist/chunks), compiled when first imported instead of before the api listens.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20.19',
  external,
  // The CommonJS dependencies in the bundle call require() for node's own modules.
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
  },
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
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
console.log(`› api built: dist/main.js, ${note} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
