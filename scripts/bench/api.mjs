// The api part of `npm run bench`: autocannon against the real api (its own process, a fresh
// embedded database, no mail worker) and, in the same run, against a bare Node `http` server
// answering the same JSON, so the numbers say what the framework, the database and the crypto
// cost on this machine. Password sign-in is slow by design (argon2id) and reported apart.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { defaultAnonKey } from '../../shared-build/runtime-config.mjs';
import { startBenchApi } from './api-process.mjs';

const benchPort = 54399;
const referencePort = 54398;
const duration = 10; // seconds per endpoint
const connections = 10;

function startApi(dataDir) {
  return startBenchApi({
    dataDir,
    port: benchPort,
    env: {
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      // The benchmark's own traffic must not hit the rate limits it would measure around.
      RATE_LIMIT_SIGNUPS_PER_IP: '100000/60',
      RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '100000/60',
    },
  });
}

async function call(base, method, pathname, body, token) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: {
      apikey: defaultAnonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => null);
  if (!response.ok)
    throw Object.assign(new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(json)}`), {
      code: 'BENCH_SETUP',
    });
  return json;
}

function summarise(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** autocannon for `duration` seconds, or for `amount` requests when given. */
const run = (options) =>
  new Promise((resolve, reject) => {
    const limit = options.amount ? {} : { duration };
    autocannon({ connections, ...limit, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** A bare node:http server answering fixed JSON per path: the reference for every endpoint. */
function startReference(bodies) {
  const server = http.createServer((request, response) => {
    const body = bodies[request.url.split('?')[0]] ?? '{}';
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    });
  });
  return new Promise((resolve) => server.listen(referencePort, '127.0.0.1', () => resolve(server)));
}

export async function benchApi({ registerCleanup, log = console.log }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kk-bench-api-'));
  const api = await startApi(dataDir);
  let reference = null;
  const cleanup = async () => {
    await api.stop();
    reference?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  registerCleanup(cleanup);
  try {
    const email = `bench-${Date.now()}@example.com`;
    const password = 'bench-Passw0rd!';
    await call(api.base, 'POST', '/auth/v1/signup', { email, password });
    // One session per connection, so each connection rotates its own refresh-token chain.
    const sessions = [];
    for (let i = 0; i < connections; i += 1) {
      sessions.push(await call(api.base, 'POST', '/auth/v1/token?grant_type=password', { email, password }));
    }
    const accessToken = sessions[0].access_token;
    const user = await call(api.base, 'GET', '/auth/v1/user', null, accessToken);
    const health = await fetch(`${api.base}/health`).then((response) => response.json());
    reference = await startReference({
      '/auth/v1/user': JSON.stringify(user),
      '/auth/v1/token': JSON.stringify(sessions[0]),
      '/health': JSON.stringify(health),
    });

    // Refresh tokens rotate: each is spent once. A shared pool starts with one per connection;
    // every response puts the token it returned back (autocannon resets its per-connection
    // context after each request, so the chain cannot live there).
    const refreshTokens = sessions.map((session) => session.refresh_token);
    const endpoints = [
      {
        name: 'GET /auth/v1/user',
        options: (base) => ({
          url: `${base}/auth/v1/user`,
          headers: { apikey: defaultAnonKey, authorization: `Bearer ${accessToken}` },
        }),
      },
      {
        name: 'POST /auth/v1/token?grant_type=refresh_token',
        options: (base) => ({
          url: `${base}/auth/v1/token?grant_type=refresh_token`,
          requests: [
            {
              method: 'POST',
              headers: { apikey: defaultAnonKey, 'content-type': 'application/json' },
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify({ refresh_token: refreshTokens.shift() ?? 'pool-empty' }),
              }),
              onResponse: (status, body) => {
                if (status === 200) refreshTokens.push(JSON.parse(body).refresh_token);
              },
            },
          ],
        }),
      },
      { name: 'GET /health', options: (base) => ({ url: `${base}/health` }) },
    ];

    const rows = [];
    for (const endpoint of endpoints) {
      log(
        `› ${endpoint.name}: api, then the bare node:http reference (${duration} s each, ${connections} connections)…`,
      );
      const measured = summarise(await run(endpoint.options(api.base)));
      const baseline = summarise(await run(endpoint.options(`http://127.0.0.1:${referencePort}`)));
      rows.push({
        endpoint: endpoint.name,
        api: measured,
        reference: baseline,
        ratio: Number((measured.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
      });
    }

    log('› POST /auth/v1/token?grant_type=password (argon2id, slow by design; 2 connections, 40 requests)…');
    const signIn = summarise(
      await run({
        url: `${api.base}/auth/v1/token?grant_type=password`,
        method: 'POST',
        connections: 2,
        amount: 40,
        headers: { apikey: defaultAnonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    );
    const failures = rows.filter((row) => row.api.non2xx > 0 || row.api.errors > 0);
    return {
      settings: { duration, connections, database: 'PGlite (embedded, fresh data directory)', mailWorker: false },
      endpoints: rows,
      passwordSignIn: signIn,
      // Correctness, not speed: every request of the run must have succeeded.
      pass: failures.length === 0 && signIn.non2xx === 0,
    };
  } finally {
    await cleanup();
  }
}

export function printApi(result, log = console.log) {
  log('');
  log(
    '  endpoint                                       api req/s   p50    p99   | node:http req/s  p50   p99  | ratio',
  );
  for (const row of result.endpoints) {
    log(
      `  ${row.endpoint.padEnd(46)} ${String(row.api.requestsPerSecond).padStart(9)} ${String(row.api.latencyP50Ms).padStart(5)} ${String(row.api.latencyP99Ms).padStart(6)}  | ${String(row.reference.requestsPerSecond).padStart(14)} ${String(row.reference.latencyP50Ms).padStart(5)} ${String(row.reference.latencyP99Ms).padStart(5)} | ${row.ratio}` +
        (row.api.non2xx ? `  (${row.api.non2xx} non-2xx!)` : ''),
    );
  }
  const s = result.passwordSignIn;
  log(
    `  password sign-in: ${s.requestsPerSecond} req/s, p50 ${s.latencyP50Ms} ms, p99 ${s.latencyP99Ms} ms (${s.requests} requests)`,
  );
}

export function apiMarkdown(result) {
  const p = result.provenance;
  return [
    `Measured ${p.date.slice(0, 16).replace('T', ' ')} UTC on commit \`${p.commit ?? 'unknown'}\`${p.uncommittedChanges ? ' with uncommitted changes' : ''} ` +
      `(Node ${p.node}, ${p.cpus} CPUs, 1-min load average ${p.loadAverage1mBefore} before / ${p.loadAverage1mAfter} after; ` +
      `autocannon, ${result.settings.connections} connections, ${result.settings.duration} s per endpoint, ${result.settings.database}).`,
    '',
    '| endpoint | api req/s | api p50 | api p99 | node:http req/s | node:http p50 | node:http p99 | ratio |',
    '|---|---|---|---|---|---|---|---|',
    ...result.endpoints.map(
      (row) =>
        `| \`${row.endpoint}\` | ${row.api.requestsPerSecond} | ${row.api.latencyP50Ms} ms | ${row.api.latencyP99Ms} ms | ${row.reference.requestsPerSecond} | ${row.reference.latencyP50Ms} ms | ${row.reference.latencyP99Ms} ms | ${row.ratio} |`,
    ),
    '',
    `Password sign-in (argon2id, slow by design): ${result.passwordSignIn.requestsPerSecond} req/s, p50 ${result.passwordSignIn.latencyP50Ms} ms, p99 ${result.passwordSignIn.latencyP99Ms} ms.`,
  ].join('\n');
}
