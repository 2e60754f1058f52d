// Precompressed copies of a production build's text assets, next to every compressible file of
// dist/:
// - `<file>.br`: brotli at its highest quality (11), about 10% smaller than the best gzip here;
//   every current browser asks for it (`Accept-Encoding: br`);
// - `<file>.gz`: zopfli, a gzip encoder that searches much harder than zlib's level 9 (about 3%
//   smaller JavaScript, decoded like any gzip), for clients without brotli.
// Compressing that hard is too slow to do per request, so it happens once at build time and the
// servers send these files as they are: nginx (deploy/nginx: `gzip_static on`, and the `.br` by
// its configuration, as nginx:alpine has no brotli module) and shared-build/serve.mjs.
//
// Zopfli and brotli 11 take seconds for the larger chunks, so results are kept in a cache keyed
// by the file's content: a rebuild compresses only the chunks that changed.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
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

const brotli = promisify(brotliCompress);

/** `compress(body)`, from the cache when the same content was compressed the same way before. */
async function cachedCompress(body, cacheDir, method, extension, compress) {
  const key = createHash('sha256').update(body).update(method).digest('hex');
  const cached = path.join(cacheDir, `${key}${extension}`);
  try {
    const hit = await readFile(cached);
    const now = new Date();
    await utimes(cached, now, now).catch(() => {});
    return hit;
  } catch {
    // not compressed before
  }
  const compressed = await compress(body);
  await mkdir(cacheDir, { recursive: true });
  // Written under a temporary name first: a parallel build never reads half a file.
  const temporary = `${cached}.${process.pid}.tmp`;
  await writeFile(temporary, compressed);
  await rename(temporary, cached);
  return compressed;
}

/**
 * The gzip bytes of `body` (zopfli), from the cache when the same content was compressed before.
 * @param {Buffer} body
 * @param {string} cacheDir
 */
export const zopfliGzip = (body, cacheDir = defaultCacheDir) =>
  cachedCompress(body, cacheDir, `zopfli-${iterations}`, '.gz', async (data) =>
    Buffer.from(await gzipAsync(data, { numiterations: iterations })),
  );

/**
 * The brotli bytes of `body` at quality 11 (text mode), cached like zopfliGzip.
 * @param {Buffer} body
 * @param {string} cacheDir
 */
export const brotli11 = (body, cacheDir = defaultCacheDir) =>
  cachedCompress(body, cacheDir, 'brotli-11', '.br', (data) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );

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
 * Writes `<file>.br` and `<file>.gz` next to every compressible file the compilation emitted.
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
        const [br, gz] = await Promise.all([brotli11(body, this.cacheDir), zopfliGzip(body, this.cacheDir)]);
        await writeFile(`${file}.br`, br);
        await writeFile(`${file}.gz`, gz);
      }
      await pruneCache(this.cacheDir);
    });
  }
}
