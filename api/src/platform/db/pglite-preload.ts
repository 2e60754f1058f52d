// PGlite's wasm module (9 MB), started by main.ts before it imports the rest of the api: V8
// compiles it on a background thread while node compiles and runs the api's own code. Without it
// PGlite.create starts the compile only once the whole api has loaded, and the start waits for it
// (docs/performance.md, "Start and memory, fourth round"). The file is read synchronously (a few
// ms from the page cache): an asynchronous read's chunks waited behind the module loading, so the
// compile only began once the api had loaded (docs/performance.md, "Start, seventh round").
// PGlite reads its file-system bundle (6 MB) itself when it starts: handed over as a Blob, it was
// copied twice more on the main thread (docs/performance.md, "Start, ninth round").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
// Node's WebAssembly; the api's TypeScript has no DOM lib, which is where it is declared.
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;

export interface PglitePreload {
  wasmModule: Promise<WasmModule>;
}

export function preloadPglite(): PglitePreload {
  // PGlite keeps its files beside its entry (dist/index.js, dist/index.cjs).
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  // A failure (a missing file too) surfaces where openDatabase awaits it, not before.
  return { wasmModule: settle(() => wasm.compile(readFileSync(path.join(dist, 'pglite.wasm')))) };
}

/** `make()`'s value as a promise, a thrown error as its rejection (handled here, rethrown where awaited). */
function settle<T>(make: () => T | Promise<T>): Promise<T> {
  const promise = new Promise<T>((resolve) => resolve(make()));
  promise.catch(() => undefined);
  return promise;
}
