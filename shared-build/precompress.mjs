// Precompressed copies of a production build's text assets: next to every compressible file of
// dist/ a `<file>.gz` made with zopfli, a gzip encoder that searches much harder than zlib's
// level 9 (about 3% smaller JavaScript here, decoded like any gzip). Compressing that hard is
// too slow to do per request, so it happens once at build time and the servers send these files
// as they are: nginx with `gzip_static on` (deploy/nginx), shared-build/serve.mjs when the `.gz`
// is there. Brotli would save more, but nginx:alpine has no brotli module.
//
// Zopfli takes seconds for the larger chunks, so results are kept in a cache keyed by the file's
// content: a rebuild compresses only the chunks that changed.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipAsync } from '@gfx/zopfli';

/**
 * What is worth compressing: text that browsers fetch (not source maps, fetched by devtools only).
 * Never runtime-config.json, which the container writes at start (a stale `.gz` would win).
 */
export const precompressible = /^(?!(.*\/)?runtime-config\.json$).*\.(js|mjs|css|json|svg)$/;
/** Below this, the gzip header and the extra file cost more than they save (serve.mjs's threshold). */
export const minBytes = 512;
/** Zopfli's iterations: 5 is within 0.1% of its default 15 here, at a third of the time. */
const iterations = 5;
/** Cache entries not used for this long are removed. */
const cacheDays = 14;

const defaultCacheDir = fileURLToPath(new URL('../node_modules/.cache/cc-precompress/', import.meta.url));

/**
 * The gzip bytes of `body`, from the cache when the same content was compressed before.
 * @param {Buffer} body
 * @param {string} cacheDir
 */
export async function zopfliGzip(body, cacheDir = defaultCacheDir) {
  const key = createHash('sha256').update(body).update(`zopfli-${iterations}`).digest('hex');
  const cached = path.join(cacheDir, `${key}.gz`);
  try {
    const hit = await readFile(cached);
    const now = new Date();
    await utimes(cached, now, now).catch(() => {});
    return hit;
  } catch {
    // not compressed before
  }
  const gzip = Buffer.from(await gzipAsync(body, { numiterations: iterations }));
  await mkdir(cacheDir, { recursive: true });
  // Written under a temporary name first: a parallel build never reads half a file.
  const temporary = `${cached}.${process.pid}.tmp`;
  await writeFile(temporary, gzip);
  await rename(temporary, cached);
  return gzip;
}

async function pruneCache(cacheDir) {
  const before = Date.now() - cacheDays * 24 * 60 * 60 * 1000;
  const names = await readdir(cacheDir).catch(() => []);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(cacheDir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < before) await unlink(file).catch(() => {});
    }),
  );
}

/**
 * Writes `<file>.gz` next to every compressible file the compilation emitted.
 * @param {{ cacheDir?: string }} [options]
 */
export class PrecompressPlugin {
  constructor({ cacheDir = defaultCacheDir } = {}) {
    this.cacheDir = cacheDir;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('Precompress', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      if (!outputPath) return;
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => precompressible.test(name));
      for (const name of names) {
        const file = path.join(outputPath, name);
        const body = await readFile(file);
        if (body.length <= minBytes) continue;
        await writeFile(`${file}.gz`, await zopfliGzip(body, this.cacheDir));
      }
      await pruneCache(this.cacheDir);
    });
  }
}
