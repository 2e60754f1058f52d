// dist/main.js, written by build.mjs from this file: runs the api's CommonJS bundle (dist/api.cjs)
// with V8's code cache. Node 20 keeps no compiled code between starts for ES modules or require()
// (node 22's module.enableCompileCache does), and compiling the bundle was about a fifth of the
// start's main-thread time (docs/performance.md, "Start, eighth round"). vm.Script takes the
// bytecode V8 serialised at an earlier start (`cachedData`); the first start, or one after a
// rebuild or with other V8 flags (V8 rejects the cache), compiles as before and writes the cache
// once the api listens, so it holds what the start ran. A dist/ the process cannot write (a
// container's image) only means no cache.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const bundle = fileURLToPath(new URL('./api.cjs', import.meta.url));
// V8 checks a cache against the source's length only: the build puts the bundle's hash in the name.
const cacheFile = fileURLToPath(new URL('./api.cjs.BUNDLE_HASH.cache', import.meta.url));

let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  cachedData = undefined;
}
// The wrapper node's own CommonJS loader puts around a module.
const script = new vm.Script(
  `(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'utf8')}\n})`,
  { filename: bundle, cachedData },
);
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));

if (cachedData === undefined || script.cachedDataRejected) {
  // main.ts's `started` settles once the api listens (or failed to start).
  module.exports.started.then(() => {
    try {
      const partial = `${cacheFile}.${process.pid}`;
      writeFileSync(partial, script.createCachedData());
      renameSync(partial, cacheFile);
    } catch {
      // A read-only dist/: the next start compiles again.
    }
  });
}
