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
 * the bundle's frames itself, behind node's own formatting: dist/api.cjs.map is read when a stack
 * is first formatted (an error logged, never during a start that goes well; one pass of about
 * 2 MB of mappings), and only the lines a stack names are decoded. A frame it cannot map stays
 * as V8 wrote it.
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

const base64 = new Int8Array(128).fill(-1);
[...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].forEach((char, value) => {
  base64[char.charCodeAt(0)] = value;
});

/**
 * A source map (version 3, as esbuild writes it) that answers `find(line, column)` (both 1-based)
 * with `source:line:column`. Reading it decodes every segment once to keep, per generated line,
 * where its segments start and the source, line and column the deltas continue from.
 */
function readSourceMap(file) {
  const { sources, mappings } = JSON.parse(readFileSync(file, 'utf8'));
  const lines = mappings.split(';').length;
  const lineStart = new Int32Array(lines);
  const lineState = new Int32Array(lines * 3);
  const state = [0, 0, 0, 0, 0];
  let position = 0;
  /** Reads one segment at `position` into `state` (fields 1-4 are deltas); answers its field count. */
  const readSegment = () => {
    let field = 0;
    while (position < mappings.length) {
      const char = mappings.charCodeAt(position);
      if (char === 44 /* , */ || char === 59 /* ; */) break;
      let value = 0;
      let shift = 0;
      let digit;
      do {
        digit = base64[mappings.charCodeAt(position++)];
        value += (digit & 31) << shift;
        shift += 5;
      } while (digit & 32);
      state[field++] += value & 1 ? -(value >>> 1) : value >>> 1;
    }
    return field;
  };
  for (let line = 0; line < lines; line += 1) {
    lineStart[line] = position;
    lineState[line * 3] = state[1];
    lineState[line * 3 + 1] = state[2];
    lineState[line * 3 + 2] = state[3];
    state[0] = 0;
    while (position < mappings.length && mappings.charCodeAt(position) !== 59) {
      if (mappings.charCodeAt(position) === 44) position += 1;
      else readSegment();
    }
    position += 1;
  }
  const dir = path.dirname(file);
  return {
    find(line, column) {
      if (line < 1 || line > lines) return null;
      position = lineStart[line - 1];
      state[0] = 0;
      [state[1], state[2], state[3]] = lineState.subarray((line - 1) * 3, line * 3);
      let found = null;
      while (position < mappings.length && mappings.charCodeAt(position) !== 59) {
        if (mappings.charCodeAt(position) === 44) {
          position += 1;
          continue;
        }
        const fields = readSegment();
        if (state[0] > column - 1) break;
        // A segment of one field: no source from here on.
        found = fields >= 4 ? [state[1], state[2], state[3]] : null;
      }
      return found && `${path.resolve(dir, sources[found[0]])}:${found[1] + 1}:${found[2] + 1}`;
    },
  };
}
