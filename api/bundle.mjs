// The api as one CommonJS file and the file that runs it (api/build.mjs; bundle-stack.test.ts
// builds its fixture the same way): dist/api.cjs with its source map, and dist/main.js, written
// from bundle-loader.mjs, which runs it through vm.Script with V8's code cache.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
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
  latin1Only(path.join(dist, 'api.cjs'));
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

/**
 * V8 keeps a script's source as a one-byte string only when every character is Latin-1. esbuild
 * escapes other characters in strings but not in regular expressions and comments, and the
 * advisor's patterns hold typographic quotes, dashes and ellipses: 162 such characters made the
 * 6 MB bundle a 12 MB string in the heap, twice until the first full GC (the file as read, and
 * the copy the loader's wrapper makes). Each becomes its `\uXXXX` escape (a character after an
 * odd run of backslashes, an identity escape, with its backslash), which means the same in a
 * regular expression with or without the u flag (under u an escaped surrogate pair is one code
 * point), in an identifier and in a comment. The source map's columns on those lines move with it.
 */
function latin1Only(file) {
  const code = readFileSync(file, 'utf8');
  if (!/[\u0100-\uffff]/.test(code)) return;
  const { decode, encode } = createRequire(createRequire(import.meta.url).resolve('@jridgewell/trace-mapping'))(
    '@jridgewell/sourcemap-codec',
  );
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const mappings = decode(map.mappings);
  const lines = code.split('\n').map((line, index) => {
    if (!/[\u0100-\uffff]/.test(line)) return line;
    // Where each escape grew the line: [column in the old line, characters added].
    const grown = [];
    const escaped = line.replace(/(\\*)([\u0100-\uffff])/g, (match, slashes, char, at) => {
      const identity = slashes.length % 2 === 1;
      const unit = `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
      grown.push([at + match.length - 1, unit.length - 1 - (identity ? 1 : 0)]);
      return (identity ? slashes.slice(1) : slashes) + unit;
    });
    for (const segment of mappings[index] ?? []) {
      const column = segment[0];
      segment[0] += grown.filter(([at]) => at < column).reduce((sum, [, added]) => sum + added, 0);
    }
    return escaped;
  });
  writeFileSync(file, lines.join('\n'));
  writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: encode(mappings) }));
}
