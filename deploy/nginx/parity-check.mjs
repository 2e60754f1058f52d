#!/usr/bin/env node
// Production remotes have no index.html (their page exists on the dev server only), so a
// remote answers 404 for / and client routes, from nginx and serve.mjs alike.
//
// Checks, without Docker, that the nginx configuration in deploy/nginx answers like
// shared-build/serve.mjs (the server `npm start` and the tests use): same status, caching,
// brotli and gzip, CORS, security headers, CSP and runtime-config.json for the shell and for a remote.
//
//   node deploy/nginx/parity-check.mjs [--nginx /usr/sbin/nginx] [--mime-types /etc/nginx/mime.types]
//
// Needs an nginx binary (Debian: `apt-get install nginx`, or `apt-get download nginx
// nginx-common` and `dpkg-deb -x`), POSIX sh, sed, awk, envsubst (gettext-base), and built
// apps (`npm run build`). It runs deploy/nginx/docker-entrypoint.d/40-konfliktkompass.sh and
// renders the template exactly as the nginx image does, with the image's paths moved into a
// temporary directory, then sends the same requests to nginx and serve.mjs and compares.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { appDocumentHeaders, list } from '../../scripts/lib/stack.mjs';
import { runtimeConfigFromEnv } from '../../shared-build/runtime-config.mjs';
import { serveStatic } from '../../shared-build/serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const nginxBin = arg('--nginx', process.env.NGINX_BIN ?? 'nginx');
const mimeTypes = arg(
  '--mime-types',
  [
    process.env.NGINX_MIME_TYPES,
    '/etc/nginx/mime.types',
    path.join(path.dirname(path.dirname(path.dirname(nginxBin))), 'etc/nginx/mime.types'),
  ].find((candidate) => candidate && existsSync(candidate)),
);
if (!mimeTypes) {
  console.error('✖ nginx mime.types not found; pass --mime-types <path>');
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function fetchRaw(port, { method = 'GET', path: urlPath, headers = {} }) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: urlPath, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The parts of a response both servers must agree on. */
function essentials(response, method) {
  const h = response.headers;
  const type = (h['content-type'] ?? '').toLowerCase().replace(/\s+/g, '');
  const normalisedType = type.replace('application/javascript', 'text/javascript');
  let body = response.body;
  if (h['content-encoding'] === 'gzip' && body.length) body = gunzipSync(body);
  if (h['content-encoding'] === 'br' && body.length) body = brotliDecompressSync(body);
  const ok = response.status === 200 && method === 'GET';
  return {
    status: response.status,
    'content-type': ok ? normalisedType : '(error)',
    'cache-control': h['cache-control'] ?? '',
    'content-encoding': h['content-encoding'] ?? '',
    'access-control-allow-origin': h['access-control-allow-origin'] ?? '',
    'access-control-allow-methods': h['access-control-allow-methods'] ?? '',
    'x-content-type-options': h['x-content-type-options'] ?? '',
    'referrer-policy': h['referrer-policy'] ?? '',
    'permissions-policy': h['permissions-policy'] ?? '',
    'x-frame-options': h['x-frame-options'] ?? '',
    'content-security-policy': h['content-security-policy'] ?? '',
    // nginx adds `Vary: Accept-Encoding` only where it compresses (gzip_vary, brotli.conf);
    // serve.mjs on every response. Both must say Origin, and Accept-Encoding on compressed ones.
    vary: [
      ...new Set(
        (h.vary ?? '')
          .split(',')
          .map((item) => item.trim().toLowerCase())
          .filter((item) => item && (item !== 'accept-encoding' || Boolean(h['content-encoding']))),
      ),
    ]
      .sort()
      .join(', '),
    etag: h.etag ? 'yes' : 'no',
    body: ok
      ? type.includes('json')
        ? JSON.stringify(JSON.parse(body.toString('utf8')))
        : `${body.length} bytes`
      : '',
  };
}

function startNginx({ work, html, env }) {
  const etc = path.join(work, 'etc');
  const snippets = path.join(etc, 'konfliktkompass');
  const confD = path.join(etc, 'conf.d');
  mkdirSync(confD, { recursive: true });
  mkdirSync(path.join(work, 'logs'), { recursive: true });
  cpSync(path.join(here, 'konfliktkompass'), snippets, { recursive: true });
  cpSync(path.join(here, 'conf.d'), confD, { recursive: true });

  // 1. The image's entrypoint script, with its paths in the temporary directory.
  const scriptEnv = { PATH: process.env.PATH, ...env, KK_HTML_DIR: html, KK_CONF_DIR: confD, KK_SNIPPET_DIR: snippets };
  const log = execFileSync('sh', [path.join(here, 'docker-entrypoint.d/40-konfliktkompass.sh')], {
    env: scriptEnv,
    encoding: 'utf8',
  });
  // 2. 20-envsubst-on-templates.sh: envsubst with the defined NGINX_* variables only.
  const template = readFileSync(path.join(here, 'templates/konfliktkompass.conf.template'), 'utf8');
  const rendered = execFileSync('envsubst', ['${NGINX_PORT}'], {
    input: template,
    env: { ...scriptEnv, NGINX_PORT: String(env.NGINX_PORT) },
    encoding: 'utf8',
  });
  const moved = (text) =>
    text.replaceAll('/etc/nginx/konfliktkompass/', `${snippets}/`).replaceAll('/usr/share/nginx/html', html);
  writeFileSync(path.join(confD, 'konfliktkompass.conf'), moved(rendered));
  writeFileSync(path.join(snippets, 'headers.conf'), moved(readFileSync(path.join(snippets, 'headers.conf'), 'utf8')));
  // 3. The image's nginx.conf, reduced to what matters here.
  const conf = path.join(etc, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;\nworker_processes 1;\npid ${work}/nginx.pid;\nerror_log ${work}/logs/error.log warn;\nevents { worker_connections 64; }\n` +
      `http {\n  include ${mimeTypes};\n  default_type application/octet-stream;\n  access_log off;\n  sendfile on;\n  keepalive_timeout 65;\n` +
      `  client_body_temp_path ${work}/tmp-body;\n  proxy_temp_path ${work}/tmp-proxy;\n  fastcgi_temp_path ${work}/tmp-fastcgi;\n  uwsgi_temp_path ${work}/tmp-uwsgi;\n  scgi_temp_path ${work}/tmp-scgi;\n` +
      `  include ${confD}/*.conf;\n}\n`,
  );
  execFileSync(nginxBin, ['-t', '-q', '-p', work, '-e', `${work}/logs/error.log`, '-c', conf], { stdio: 'inherit' });
  const child = spawn(nginxBin, ['-p', work, '-e', `${work}/logs/error.log`, '-c', conf], { stdio: 'inherit' });
  return { child, log };
}

async function waitFor(port) {
  for (let i = 0; i < 50; i++) {
    try {
      await fetchRaw(port, { path: '/mf-manifest.json' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nothing answers on port ${port}`);
}

const cases = (app, files) => {
  const origin = 'http://localhost:3000';
  const gzip = { 'Accept-Encoding': 'gzip' };
  // What Chromium sends (on https and localhost).
  const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
  return [
    { name: 'page', path: '/', headers: gzip },
    { name: 'index.html', path: '/index.html', headers: gzip },
    { name: 'client route', path: '/chat/some/route', headers: gzip },
    { name: 'missing file', path: '/missing.js' },
    { name: 'missing hashed', path: '/static/js/missing.0000.js' },
    { name: 'hashed js (gzip)', path: `/${files.js}`, headers: gzip, precompressed: true },
    { name: 'hashed js (br)', path: `/${files.js}`, headers: browser, precompressed: true },
    {
      name: 'hashed js (br;q=0)',
      path: `/${files.js}`,
      headers: { 'Accept-Encoding': 'br;q=0, gzip' },
      precompressed: true,
    },
    { name: 'hashed js (identity)', path: `/${files.js}` },
    { name: 'hashed js (br) revalidated', path: `/${files.js}`, headers: browser, revalidate: true },
    { name: 'hashed js revalidated', path: `/${files.js}`, headers: gzip, revalidate: true },
    {
      name: 'entry point revalidated',
      path: app === 'shell' ? '/index.html' : '/remoteEntry.js',
      headers: gzip,
      revalidate: true,
    },
    { name: 'HEAD page', method: 'HEAD', path: '/', headers: gzip },
    { name: 'source map', path: `/${files.js}.map`, headers: gzip },
    { name: 'mf-manifest.json', path: '/mf-manifest.json', headers: { ...gzip, Origin: origin }, precompressed: true },
    {
      name: 'mf-manifest.json (br)',
      path: '/mf-manifest.json',
      headers: { ...browser, Origin: origin },
      precompressed: true,
    },
    ...(app === 'shell'
      ? [
          // serve.mjs generates it per request (no ETag); nginx serves the file written at start.
          { name: 'runtime-config.json', path: '/runtime-config.json', headers: gzip, allowed: ['etag'] },
          { name: 'runtime-config.json (br)', path: '/runtime-config.json', headers: browser, allowed: ['etag'] },
        ]
      : [
          {
            name: 'remoteEntry.js, allowed origin',
            path: '/remoteEntry.js',
            headers: { ...gzip, Origin: origin },
            precompressed: true,
          },
          {
            name: 'remoteEntry.js (br), allowed origin',
            path: '/remoteEntry.js',
            headers: { ...browser, Origin: origin },
            precompressed: true,
          },
          {
            name: 'remoteEntry.js, other origin',
            path: '/remoteEntry.js',
            headers: { ...gzip, Origin: 'https://evil.example' },
          },
          {
            name: 'hashed js, allowed origin',
            path: `/${files.js}`,
            headers: { ...gzip, Origin: 'http://127.0.0.1:3000' },
          },
          {
            name: 'preflight, allowed origin',
            method: 'OPTIONS',
            path: '/remoteEntry.js',
            headers: { Origin: origin },
          },
        ]),
    { name: 'POST', method: 'POST', path: '/index.html' },
  ];
};

const apps = [
  {
    app: 'shell',
    dir: 'shell',
    env: {
      REMOTE_CHAT_URL: 'https://chat.example.com/mf-manifest.json',
      REMOTE_RESULTS_URL: 'https://CDN.example.com:443/results/mf-manifest.json',
      PREVIEW_ORIGINS: 'https://staging.example.com, http://localhost:4102',
    },
  },
  { app: 'remote', dir: 'remote-chat', env: { SHELL_ORIGINS: 'http://localhost:3000,http://127.0.0.1:3000' } },
];

let failures = 0;
const children = [];
const nodeServers = [];
const work = mkdtempSync(path.join(tmpdir(), 'kk-nginx-parity-'));
chmodSync(work, 0o755); // nginx workers started by root run as nobody
try {
  for (const { app, dir, env } of apps) {
    const dist = path.join(root, dir, 'dist');
    if (!existsSync(path.join(dist, app === 'shell' ? 'index.html' : 'remoteEntry.js'))) {
      throw new Error(`${dir}/dist is missing: run npm run build first`);
    }
    const html = path.join(work, dir, 'html');
    cpSync(dist, html, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(html, 'mf-manifest.json'), 'utf8'));
    const js = manifest.shared.flatMap((item) => item.assets.js.sync).find((file) => file.startsWith('static/js/'));

    const nginxPort = await freePort();
    const { child, log } = startNginx({ work: path.join(work, dir), html, env: { ...env, NGINX_PORT: nginxPort } });
    children.push(child);
    process.stdout.write(log.replace(/^(?=.)/gm, `  [${dir} entrypoint] `));

    const nodePort = await freePort();
    const config = () => runtimeConfigFromEnv(env);
    const shellOrigins = list(env.SHELL_ORIGINS);
    nodeServers.push(
      await serveStatic({
        root: dist,
        port: nodePort,
        corsOrigins: app === 'shell' ? [] : shellOrigins,
        documentHeaders: appDocumentHeaders(app === 'shell', config, dist),
        dynamicJson: app === 'shell' ? { '/runtime-config.json': config } : {},
      }),
    );
    await waitFor(nginxPort);

    console.log(`\n${dir}: nginx :${nginxPort} vs serve.mjs :${nodePort}`);
    for (const testCase of cases(app, { js })) {
      const method = testCase.method ?? 'GET';
      const ask = async (port) => {
        const headers = { ...testCase.headers };
        // Conditional request with the ETag this server gave for the same file.
        if (testCase.revalidate) {
          const { etag } = (await fetchRaw(port, { path: testCase.path, headers })).headers;
          if (etag) headers['If-None-Match'] = etag;
        }
        const response = await fetchRaw(port, { method, path: testCase.path, headers });
        // A file the build precompressed goes out as that `.br` or `.gz` from both (the same
        // bytes), not compressed again at nginx's level 6 or serve.mjs's level 9.
        const sent = testCase.precompressed ? { 'compressed bytes sent': response.body.length } : {};
        return { ...essentials(response, method), ...sent };
      };
      const [fromNginx, fromNode] = await Promise.all([ask(nginxPort), ask(nodePort)]);
      const diffs = Object.keys(fromNode).filter(
        (key) => fromNginx[key] !== fromNode[key] && !testCase.allowed?.includes(key),
      );
      console.log(
        `  ${diffs.length ? '✖' : '✔'} ${testCase.name.padEnd(32)} ${method} ${testCase.path} → ${fromNginx.status}`,
      );
      for (const key of diffs) {
        failures++;
        console.log(
          `      ${key}:\n        nginx     ${JSON.stringify(fromNginx[key])}\n        serve.mjs ${JSON.stringify(fromNode[key])}`,
        );
      }
    }
  }
} catch (error) {
  failures++;
  console.error(`✖ ${error.message}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(nodeServers.map((server) => new Promise((resolve) => server.close(resolve))));
  if (process.env.KEEP_WORK) console.log(`work dir kept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
console.log(
  failures ? `\n✖ ${failures} difference(s) between nginx and serve.mjs` : '\n✔ nginx and serve.mjs answer alike',
);
process.exit(failures ? 1 : 0);
