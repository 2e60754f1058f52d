#!/usr/bin/env node
// A small static server for a built app (dist/), with the headers federation needs: hashed
// assets cached for a year, entry points (index.html, app.html, remoteEntry.js, mf-manifest.json,
// runtime-config.json) revalidated on every load, CORS only for allowed origins, brotli and gzip
// (the build's precompressed `.br` and `.gz` where there are, as deploy/nginx sends them), security
// headers (page-only ones on HTML alone), and app.html (else index.html) for client-side routes.
// Production uses nginx with the same rules (deploy/nginx); this one serves `npm start` and the
// tests without any extra install.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
// Headers that only mean something on a page (they govern the document, not a script or an
// image), so the many chunks of a first load do not repeat them.
const pageHeaders = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};
const compressible = /^(text\/|application\/json|image\/svg)/;
const revalidated = new Set([
  'index.html',
  'app.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'runtime-config.json',
]);

/**
 * Whether an Accept-Encoding header accepts `coding`: listed, and not with `q=0` (deploy/nginx's
 * `$kk_accepts_br` map has the same rule for brotli).
 * @param {string | undefined} header
 * @param {'br' | 'gzip'} coding
 */
export function accepts(header, coding) {
  return new RegExp(`(^|,)\\s*${coding}\\s*(,|$|;(?!\\s*q\\s*=\\s*0(\\.0*)?\\s*(,|$)))`, 'i').test(header ?? '');
}

/**
 * @param {object} options
 * @param {string} options.root directory to serve (an app's dist)
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {string[]} [options.corsOrigins] origins allowed to fetch from this server ('*' for any)
 * @param {Record<string, string> | (() => Record<string, string>)} [options.documentHeaders] extra
 *   headers on HTML pages only (CSP, framing): they mean nothing on scripts, and repeating them on
 *   every chunk costs bytes. A function is asked on every page, so a rebuild is picked up at once.
 * @param {Record<string, () => unknown>} [options.dynamicJson] paths answered with generated JSON
 * @param {() => string} [options.htmlHead] markup inserted before </head> of every HTML page
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({
  root,
  port,
  host = '127.0.0.1',
  corsOrigins = [],
  documentHeaders = {},
  dynamicJson = {},
  htmlHead,
}) {
  const cache = new Map();

  // The build's `<file>.gz` and `<file>.br` (shared-build/precompress.mjs) as nginx sends them;
  // one older than the file (the file was rewritten since) is not used. Without a `.gz` the file
  // is gzipped here; brotli only comes precompressed (nginx cannot compress it either).
  async function precompressed(file, info, extension) {
    const copy = await stat(`${file}${extension}`).catch(() => null);
    return copy?.isFile() && copy.mtimeMs >= info.mtimeMs ? readFile(`${file}${extension}`) : null;
  }

  async function load(file) {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const body = await readFile(file);
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const compress = compressible.test(type) && body.length > 512;
    const entry = {
      mtimeMs: info.mtimeMs,
      body,
      brotli: compress ? await precompressed(file, info, '.br') : null,
      gzip: compress ? ((await precompressed(file, info, '.gz')) ?? gzipSync(body, { level: 9 })) : null,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
    };
    cache.set(file, entry);
    return entry;
  }

  const server = createServer(async (req, res) => {
    const send = (status, body, extra = {}) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extra });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    try {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const origin = req.headers.origin;
      if (origin && (corsOrigins.includes('*') || corsOrigins.includes(origin))) {
        res.setHeader('Access-Control-Allow-Origin', corsOrigins.includes('*') ? '*' : origin);
      }
      res.setHeader('Vary', 'Origin, Accept-Encoding');
      if (req.method === 'OPTIONS') return send(204, '', { 'Access-Control-Allow-Methods': 'GET, HEAD' });
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });

      let pathname;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        return send(400, 'Bad Request');
      }
      if (dynamicJson[pathname]) {
        const body = JSON.stringify(dynamicJson[pathname]());
        return send(200, body, { 'Content-Type': types['.json'], 'Cache-Control': 'no-cache' });
      }
      const resolved = path.resolve(root, `.${pathname}`);
      if (resolved !== root && !resolved.startsWith(root + path.sep)) return send(403, 'Forbidden');

      let file = pathname.endsWith('/') ? path.join(resolved, 'index.html') : resolved;
      let entry = await load(file).catch(() => null);
      // Client-side routes (no file extension) get the app's page: app.html where the build
      // wrote one (the shell's page without the snapshot of /), else index.html.
      for (const page of ['app.html', 'index.html']) {
        if (entry || path.extname(pathname)) break;
        file = path.join(root, page);
        entry = await load(file).catch(() => null);
      }
      if (!entry) return send(404, 'Not Found', { 'Cache-Control': 'no-cache' });

      const name = path.basename(file);
      const cacheControl =
        revalidated.has(name) || !pathname.startsWith('/static/') ? 'no-cache' : 'public, max-age=31536000, immutable';
      const common = {
        'Content-Type': entry.type,
        'Cache-Control': cacheControl,
        ETag: entry.etag,
        ...(entry.type.startsWith('text/html')
          ? { ...pageHeaders, ...(typeof documentHeaders === 'function' ? documentHeaders() : documentHeaders) }
          : {}),
      };
      if (req.headers['if-none-match'] === entry.etag) return send(304, undefined, common);
      const acceptsGzip = accepts(req.headers['accept-encoding'], 'gzip');
      if (htmlHead && entry.type.startsWith('text/html')) {
        const html = Buffer.from(entry.body.toString('utf8').replace('</head>', `${htmlHead()}</head>`));
        const body = acceptsGzip ? gzipSync(html) : html;
        delete common.ETag; // generated per request
        return send(200, body, {
          ...common,
          'Content-Length': body.length,
          ...(acceptsGzip ? { 'Content-Encoding': 'gzip' } : {}),
        });
      }
      const encoding =
        entry.brotli && accepts(req.headers['accept-encoding'], 'br')
          ? 'br'
          : entry.gzip && acceptsGzip
            ? 'gzip'
            : null;
      const body = encoding === 'br' ? entry.brotli : encoding === 'gzip' ? entry.gzip : entry.body;
      send(200, body, {
        ...common,
        'Content-Length': body.length,
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
    } catch (error) {
      console.error(error);
      if (!res.headersSent) send(500, 'Internal Server Error');
      else res.end();
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

// `node serve.mjs <appDir> [port]`: serve one app's dist alone (documented in the README).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const appDir = path.resolve(process.argv[2] ?? '.');
  const port = Number(process.argv[3] ?? process.env.PORT ?? 8080);
  const server = await serveStatic({
    root: path.join(appDir, 'dist'),
    port,
    host: process.env.HOST ?? '127.0.0.1',
    corsOrigins: (process.env.CORS_ORIGINS ?? '*').split(','),
  });
  console.log(`Serving ${appDir}/dist on http://localhost:${port}`);
  process.on('SIGINT', () => server.close(() => process.exit(0)));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
