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
const wrapper = '(function (exports, require, module, __filename, __dirname) {';
const script = new vm.Script(`${wrapper}${readFileSync(bundle, 'utf8')}\n})`, { filename: bundle, cachedData });
installSourceMappedStacks();
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

/**
 * Stack traces name the TypeScript sources (src/server.ts:170:10), not dist/api.cjs. Node 20 maps
 * frames only of modules its own loaders compiled (`--enable-source-maps` does not reach a
 * vm.Script), and its parser took about 1 s and 60 MB for this bundle's map. So the loader maps
 * the bundle's frames itself, behind node's own formatting: dist/api.cjs.map is read and decoded
 * when a stack is first formatted (an error logged, never during a start that goes well). A frame
 * it cannot map stays as V8 wrote it.
 */
function installSourceMappedStacks() {
  const nodeFormat = Error.prepareStackTrace;
  if (typeof nodeFormat !== 'function') return;
  let map;
  Error.prepareStackTrace = (error, callSites) => {
    try {
      map ??= readSourceMap(`${bundle}.map`);
      return nodeFormat(
        error,
        callSites.map((callSite) => mappedCallSite(callSite, map)),
      );
    } catch {
      return nodeFormat(error, callSites);
    }
  };
}

/** The call site, or for a frame in the bundle one whose text names the source's position. */
function mappedCallSite(callSite, map) {
  const file = callSite.getFileName();
  // A script run from V8's code cache keeps the file name it had when the cache was made (the
  // build's start, at this same path); compared by name, a copied dist/ still maps.
  if (!file || path.basename(file) !== path.basename(bundle)) return callSite;
  const line = callSite.getLineNumber();
  const column = callSite.getColumnNumber() - (line === 1 ? wrapper.length : 0);
  const original = map.find(line, column);
  if (!original) return callSite;
  const text = String(callSite);
  const position = `${file}:${callSite.getLineNumber()}:${callSite.getColumnNumber()}`;
  const at = text.lastIndexOf(position);
  if (at < 0) return callSite;
  const mapped = `${text.slice(0, at)}${original}${text.slice(at + position.length)}`;
  return new Proxy(callSite, {
    get: (site, key) =>
      key === 'toString' ? () => mapped : typeof site[key] === 'function' ? site[key].bind(site) : site[key],
  });
}

/**
 * The bundle's source map (dist/api.cjs.map) answering `find(line, column)` (both 1-based) with
 * `source:line:column`, through @jridgewell/trace-mapping (what Babel and Jest map with), loaded on
 * the first stack formatted so that a start never pays for it.
 */
function readSourceMap(file) {
  const { TraceMap, originalPositionFor } = createRequire(import.meta.url)('@jridgewell/trace-mapping');
  const map = new TraceMap(readFileSync(file, 'utf8'), file);
  return {
    find(line, column) {
      const original = originalPositionFor(map, { line, column: column - 1 });
      return original.source && original.line
        ? `${path.resolve(path.dirname(file), original.source)}:${original.line}:${original.column + 1}`
        : null;
    },
  };
}
