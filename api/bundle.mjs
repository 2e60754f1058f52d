// The api as one CommonJS file and the file that runs it (api/build.mjs; bundle-stack.test.ts
// builds its fixture the same way): dist/api.cjs with its source map, and dist/main.js, written
// from bundle-loader.mjs, which runs it through vm.Script with V8's code cache.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));

/** Imports left to node at run time (a name covers its subpaths). */
export const external = ['@node-rs/argon2', 'pg-native', 'bufferutil', 'utf-8-validate'];

/**
 * PGlite's JavaScript (about 0.5 MB) in the bundle, so in its code cache: required from
 * node_modules, node compiled it at every start, and the functions PGlite's start runs lazily
 * after that (docs/performance.md, "Start, ninth round"). Its files find the wasm and data files
 * beside themselves through `import.meta.url`, which in the bundle is the bundle's URL: here it
 * becomes their own file's URL again, resolved from api/node_modules when it is used (the
 * file-system bundle at every start; pglite.wasm is preloaded by main.ts; initdb's wasm only for a
 * data directory without the template).
 */
const pgliteOwnUrls = {
  name: 'pglite-own-urls',
  setup(plugin) {
    plugin.onLoad({ filter: /[\\/]@electric-sql[\\/]pglite[\\/]dist[\\/].*\.js$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8')
        .replaceAll(
          'import.meta.url',
          `__pgliteFileUrl(${JSON.stringify(args.path.split(/[\\/]pglite[\\/]dist[\\/]/).pop())})`,
        )
        // Its emscripten code declares a `require` of its own after `await import('node:module')`,
        // which as a require() call would be that still undefined local: node's modules directly.
        .replace(/\bimport\("([^"]+)"\)/g, (call, name) =>
          isBuiltin(name) ? `Promise.resolve(process.getBuiltinModule(${JSON.stringify(name)}))` : call,
        ),
      loader: 'js',
    }));
  },
};

export const bundleOptions = {
  absWorkingDir: apiDir,
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
};

/** Builds `entry` (relative to api/) into `dist`/api.cjs and writes `dist`/main.js for it. */
export async function bundleApi({ entry, dist }) {
  // The api as one CommonJS file, run by dist/main.js (bundle-loader.mjs) through vm.Script with V8's
  // code cache; what is loaded with import() (the advisor's engine, nodemailer, qrcode, node-postgres)
  // stays in the file but is evaluated when first imported. import.meta.url is the bundle's own URL.
  await build({
    ...bundleOptions,
    entryPoints: [entry],
    outfile: path.join(dist, 'api.cjs'),
    format: 'cjs',
    define: { 'import.meta.url': '__bundleUrl' },
    // The map serves stack traces only (bundle-loader.mjs): positions, not the sources' text.
    sourcesContent: false,
    // import() of a module left to node as require(): a script run from V8's code cache has no
    // dynamic-import callback in node 20 (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING).
    supported: { 'dynamic-import': false },
    plugins: [pgliteOwnUrls],
    banner: {
      js: [
        "var __bundleUrl = require('node:url').pathToFileURL(__filename).href;",
        "var __pgliteFileUrl = (file) => require('node:url').pathToFileURL(require('node:path').join(require('node:path').dirname(require.resolve('@electric-sql/pglite')), file)).href;",
      ].join('\n'),
    },
  });
  const bundleHash = createHash('sha256')
    .update(readFileSync(path.join(dist, 'api.cjs')))
    .digest('hex')
    .slice(0, 16);
  writeFileSync(
    path.join(dist, 'main.js'),
    readFileSync(path.join(apiDir, 'bundle-loader.mjs'), 'utf8').replace('BUNDLE_HASH', bundleHash),
  );
  rmSync(path.join(dist, 'main.js.map'), { force: true });
}
