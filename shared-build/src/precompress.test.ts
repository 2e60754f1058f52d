// The build's precompressed `.gz` files (shared-build/precompress.mjs) and how serve.mjs sends
// them. Both are ES modules, which this Jest setup does not import: a Node child runs them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const buildDir = path.resolve(__dirname, '..');

function runModule(script: string, dir: string): Record<string, unknown> {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: buildDir,
    encoding: 'utf8',
    env: { ...process.env, DIR: dir },
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

describe('precompressed assets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('zopfli output is gzip of the same bytes, smaller than zlib level 9, and cached by content', () => {
    const result = runModule(
      `
      import { readdirSync } from 'node:fs';
      import { readFile } from 'node:fs/promises';
      import { gunzipSync, gzipSync } from 'node:zlib';
      import { zopfliGzip } from './precompress.mjs';
      const body = await readFile('./rspack.mjs');
      const cache = process.env.DIR + '/cache';
      const first = await zopfliGzip(body, cache);
      const again = await zopfliGzip(body, cache);
      console.log(JSON.stringify({
        roundTrip: gunzipSync(first).equals(body),
        zopfli: first.length,
        level9: gzipSync(body, { level: 9 }).length,
        cached: readdirSync(cache).length,
        same: first.equals(again),
      }));
      `,
      dir,
    );
    expect(result.roundTrip).toBe(true);
    expect(result.zopfli).toBeLessThan(result.level9 as number);
    expect(result.cached).toBe(1);
    expect(result.same).toBe(true);
  });

  it('brotli output decodes to the same bytes, is smaller than the zopfli gzip, and is cached by content', () => {
    const result = runModule(
      `
      import { readdirSync } from 'node:fs';
      import { readFile } from 'node:fs/promises';
      import { brotliDecompressSync } from 'node:zlib';
      import { brotli11, zopfliGzip } from './precompress.mjs';
      const body = await readFile('./rspack.mjs');
      const cache = process.env.DIR + '/cache';
      const first = await brotli11(body, cache);
      const again = await brotli11(body, cache);
      console.log(JSON.stringify({
        roundTrip: brotliDecompressSync(first).equals(body),
        brotli: first.length,
        zopfli: (await zopfliGzip(body, cache)).length,
        cached: readdirSync(cache).sort(),
        same: first.equals(again),
      }));
      `,
      dir,
    );
    expect(result.roundTrip).toBe(true);
    expect(result.brotli).toBeLessThan(result.zopfli as number);
    expect((result.cached as string[]).map((name) => path.extname(name)).sort()).toEqual(['.br', '.gz']);
    expect(result.same).toBe(true);
  });

  it('compresses what browsers fetch, never source maps, pages or the runtime configuration written at start', () => {
    const result = runModule(
      `
      import { precompressible } from './precompress.mjs';
      const names = ['static/js/1.abc.js', 'remoteEntry.js', 'mf-manifest.json', 'static/media/hero.svg',
        'static/js/1.abc.js.map', 'index.html', 'runtime-config.json'];
      console.log(JSON.stringify(Object.fromEntries(names.map((name) => [name, precompressible.test(name)]))));
      `,
      dir,
    );
    expect(result).toEqual({
      'static/js/1.abc.js': true,
      'remoteEntry.js': true,
      'mf-manifest.json': true,
      'static/media/hero.svg': true,
      'static/js/1.abc.js.map': false,
      'index.html': false,
      'runtime-config.json': false,
    });
  });

  it('serve.mjs sends the .br to a browser that accepts brotli, else the .gz, else the file', () => {
    const result = runModule(
      `
      import { writeFileSync } from 'node:fs';
      import { request } from 'node:http';
      import { serveStatic } from './serve.mjs';
      const dir = process.env.DIR;
      writeFileSync(dir + '/app.js', 'export const answer = ' + JSON.stringify('x'.repeat(2000)) + ';\\n');
      writeFileSync(dir + '/app.js.br', 'brotli bytes');
      writeFileSync(dir + '/app.js.gz', 'gzip bytes');
      const server = await serveStatic({ root: dir, port: 0 });
      const get = (acceptEncoding) =>
        new Promise((resolve, reject) => {
          const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
          request('http://127.0.0.1:' + server.address().port + '/app.js', { headers }, (res) => {
            const chunks = [];
            res.on('data', (chunk) => chunks.push(chunk));
            res.on('end', () => resolve([res.headers['content-encoding'] ?? null, Buffer.concat(chunks).length, res.headers.vary]));
          }).on('error', reject).end();
        });
      const answers = {};
      for (const accept of ['gzip, deflate, br, zstd', 'br;q=0, gzip', 'gzip', 'br', 'identity']) answers[accept] = await get(accept);
      server.close();
      console.log(JSON.stringify(answers));
      `,
      dir,
    );
    expect(result).toEqual({
      'gzip, deflate, br, zstd': ['br', 12, 'Origin, Accept-Encoding'],
      'br;q=0, gzip': ['gzip', 10, 'Origin, Accept-Encoding'],
      gzip: ['gzip', 10, 'Origin, Accept-Encoding'],
      br: ['br', 12, 'Origin, Accept-Encoding'],
      identity: [null, 2026, 'Origin, Accept-Encoding'],
    });
  });

  it('serve.mjs sends the .gz as it is, and compresses the file itself once the file is newer', () => {
    const result = runModule(
      `
      import { utimesSync, writeFileSync } from 'node:fs';
      import { gunzipSync, gzipSync } from 'node:zlib';
      import { serveStatic } from './serve.mjs';
      const dir = process.env.DIR;
      const code = 'export const answer = ' + JSON.stringify('x'.repeat(2000)) + ';\\n';
      writeFileSync(dir + '/app.js', code);
      // A marker no zlib level produces: a gzip member with a file name in its header.
      const marked = Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 8, 0, 0, 0, 0, 0, 3]), Buffer.from('app.js\\0'),
        gzipSync(code).subarray(10)]);
      writeFileSync(dir + '/app.js.gz', marked);
      const server = await serveStatic({ root: dir, port: 0 });
      const url = 'http://127.0.0.1:' + server.address().port + '/app.js';
      const raw = async () => {
        const { request } = await import('node:http');
        return new Promise((resolve, reject) => {
          request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
            const chunks = [];
            res.on('data', (chunk) => chunks.push(chunk));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          }).on('error', reject).end();
        });
      };
      const precompressed = await raw();
      const later = new Date(Date.now() + 60_000);
      utimesSync(dir + '/app.js', later, later);
      const stale = await raw();
      server.close();
      console.log(JSON.stringify({
        encoding: precompressed.encoding,
        sentTheFile: precompressed.body.equals(marked),
        staleIgnored: !stale.body.equals(marked) && gunzipSync(stale.body).toString() === code,
      }));
      `,
      dir,
    );
    expect(result).toEqual({ encoding: 'gzip', sentTheFile: true, staleIgnored: true });
  });
});
