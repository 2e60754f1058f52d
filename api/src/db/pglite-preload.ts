// PGlite's two large files, started by main.ts before it imports the rest of the api: the wasm
// module (9 MB) compiled by V8 on background threads and the file-system bundle (6 MB) read, while
// node compiles and runs the api's own code. Without it PGlite.create starts both only once the
// whole api has loaded, and the start waits for them (docs/performance.md, "Start and memory,
// fourth round").
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';

type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
// Node's WebAssembly; the api's TypeScript has no DOM lib, which is where it is declared.
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;

export interface PglitePreload {
  wasmModule: Promise<WasmModule>;
  fsBundle: Promise<Blob>;
}

export function preloadPglite(): PglitePreload {
  // PGlite keeps both files beside its entry (dist/index.js, dist/index.cjs).
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const wasmModule = readFile(path.join(dist, 'pglite.wasm')).then((bytes) => wasm.compile(bytes));
  const fsBundle = readFile(path.join(dist, 'pglite.data')).then((bytes) => new Blob([bytes]));
  // A failure surfaces where openDatabase awaits them, not as an unhandled rejection before.
  wasmModule.catch(() => undefined);
  fsBundle.catch(() => undefined);
  return { wasmModule, fsBundle };
}
