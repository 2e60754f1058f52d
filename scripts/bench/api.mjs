// The api part of `npm run bench`: autocannon against the real api (its own process, a fresh
// database, no mail worker), once on the embedded PGlite and once on a real PostgreSQL (Debian's,
// started as `npm test` does), and in the same run against a bare Node `http` server answering
// the same JSON, so the ratios say what the framework, the database and the crypto cost on this
// machine whatever else it is doing. Password sign-in is slow by design (argon2id) and reported
// apart. Budgets: docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { defaultAnonKey } from '../../shared-build/runtime-config.mjs';
import { testPostgres } from '../lib/postgres.mjs';
import { root } from '../lib/workspace.mjs';
import { startBenchApi } from './api-process.mjs';
import { budgetTable, logBudgets, machine, measuredOn } from './report.mjs';

// The api's PostgreSQL driver (a dependency of api/, not of the root).
const pg = createRequire(path.join(root, 'api', 'package.json'))('pg');

const benchPort = 54399;
const referencePort = 54398;
const duration = 5; // seconds per measurement
const rounds = 3; // api and reference alternate this often per endpoint; the ratio is their median
const connections = 10;
const stress = { connections: 200, duration: 20 };

/**
 * The budgets of issue #15 (ratios to node:http in the same run, and the overload behaviour) and
 * of issue #26: the api's resident memory at rest after its start and at its peak under the
 * overload run, and how soon the process answers /health on PGlite (the median of `startRuns`).
 */
export const apiBudgets = {
  pglite: { health: 0.2, user: 0.08, userP99Ms: 50 },
  postgres: { user: 0.2, refresh: 0.1 },
  stressP99Ms: 2000,
  rssMb: { pglite: { idle: 250, overload: 350 }, postgres: { idle: 150, overload: 250 } },
  startMs: { existing: 1000, fresh: 3000 },
};
/** Starts on a fresh data directory and again on the same one, each this often. */
const startRuns = 3;
/** How long the api rests after its start before its memory is read. */
const settleMs = 2000;
/** How often the memory is read during the overload run. */
const rssSampleMs = 100;

function startApi(dataDir, databaseUrl) {
  return startBenchApi({
    dataDir,
    port: benchPort,
    env: {
      DATABASE_URL: databaseUrl,
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
  }).catch((error) => {
    throw Object.assign(new Error(`${method} ${pathname}: ${error.message}`, { cause: error.cause }), {
      code: 'BENCH_SETUP',
    });
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
    // autocannon's `errors` already counts the timeouts (each timeout adds to both).
    errors: result.errors,
    timeouts: result.timeouts,
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A fresh database on the test PostgreSQL (its role may create databases); dropped by `drop()`. */
export async function freshPostgres(log, prefix = 'kk_bench') {
  const found = testPostgres();
  if (!found.url) throw Object.assign(new Error(`no PostgreSQL: ${found.skipped}`), { code: 'BENCH_SETUP' });
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: found.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(found.url);
  url.pathname = `/${name}`;
  log(`› PostgreSQL: database ${name} on ${url.host}`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: found.url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Start time on PGlite, the embedded default: from the spawn to the first 2xx answer of /health
 * (the first accepted connection is recorded too), on a new data directory (it starts as a copy of
 * the build's migrated template) and then on the same directory again, `startRuns` times each; the
 * medians are the budgets.
 */
async function benchStartup({ registerCleanup, log }) {
  const fresh = [];
  const existing = [];
  const freshListened = [];
  const existingListened = [];
  const freshCpu = [];
  const existingCpu = [];
  let api = null;
  let dataDir = null;
  registerCleanup(async () => {
    await api?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  for (let run = 0; run < startRuns; run += 1) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kk-bench-start-'));
    try {
      api = await startApi(dataDir, '');
      fresh.push(api.healthyAfterMs);
      freshListened.push(api.listenedAfterMs);
      freshCpu.push(api.healthyCpuMs);
      await api.stop();
      api = await startApi(dataDir, '');
      existing.push(api.healthyAfterMs);
      existingListened.push(api.listenedAfterMs);
      existingCpu.push(api.healthyCpuMs);
      await api.stop();
      api = null;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      dataDir = null;
    }
    log(`› start ${run + 1}/${startRuns}: fresh data directory ${fresh.at(-1)} ms, existing ${existing.at(-1)} ms`);
  }
  return {
    fresh,
    existing,
    freshMedianMs: median(fresh),
    existingMedianMs: median(existing),
    // The first accepted connection, before the first answer.
    freshListenedMs: freshListened,
    existingListenedMs: existingListened,
    // CPU time of the process (all threads) when it answered: the start's cost without the wait for a core.
    freshCpuMs: freshCpu,
    existingCpuMs: existingCpu,
  };
}

/** One database: the endpoints against the reference, then the overload run. */
async function benchDatabase(kind, { registerCleanup, log }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kk-bench-api-'));
  const postgres = kind === 'postgres' ? await freshPostgres(log) : null;
  let api = null;
  let reference = null;
  const cleanup = async () => {
    await api?.stop();
    reference?.close();
    await postgres?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  registerCleanup(cleanup);
  try {
    api = await startApi(dataDir, postgres?.url ?? '');
    await sleep(settleMs);
    const rssIdleMb = api.rss();
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
    // The reference answers one fixed token, so it gets its own pool. The api's pool is refilled
    // with fresh sessions before each run: the requests in flight when a run ends rotated tokens
    // whose replacements nobody reads.
    const pools = new Map([[api.base, sessions.map((session) => session.refresh_token)]]);
    const poolOf = (base) => {
      if (!pools.has(base)) pools.set(base, []);
      return pools.get(base);
    };
    const refillApiPool = async () => {
      const pool = poolOf(api.base);
      pool.length = 0;
      for (let i = 0; i < connections; i += 1) {
        const session = await call(api.base, 'POST', '/auth/v1/token?grant_type=password', { email, password });
        pool.push(session.refresh_token);
      }
    };
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
        beforeApiRun: refillApiPool,
        options: (base, refreshTokens = poolOf(base)) => ({
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
        `› ${kind}: ${endpoint.name}: api and the bare node:http reference in turn, ${rounds}× ${duration} s each, ${connections} connections…`,
      );
      const pairs = [];
      for (let round = 0; round < rounds; round += 1) {
        await endpoint.beforeApiRun?.();
        const measured = summarise(await run(endpoint.options(api.base)));
        const baseline = summarise(await run(endpoint.options(`http://127.0.0.1:${referencePort}`)));
        pairs.push({
          api: measured,
          reference: baseline,
          ratio: measured.requestsPerSecond / baseline.requestsPerSecond,
        });
      }
      // The round with the median ratio stands for the endpoint; errors of any round count.
      const middle = pairs.find((pair) => pair.ratio === median(pairs.map((p) => p.ratio)));
      rows.push({
        endpoint: endpoint.name,
        api: {
          ...middle.api,
          non2xx: pairs.reduce((sum, pair) => sum + pair.api.non2xx, 0),
          errors: pairs.reduce((sum, pair) => sum + pair.api.errors, 0),
        },
        reference: middle.reference,
        ratio: Number(middle.ratio.toFixed(3)),
        ratios: pairs.map((pair) => Number(pair.ratio.toFixed(3))),
      });
    }

    const rssBeforeOverloadMb = api.rss();
    log(`› ${kind}: overload: GET /auth/v1/user, ${stress.connections} connections for ${stress.duration} s…`);
    let rssOverloadPeakMb = rssBeforeOverloadMb ?? 0;
    const sampler = setInterval(() => (rssOverloadPeakMb = Math.max(rssOverloadPeakMb, api.rss() ?? 0)), rssSampleMs);
    let overload;
    try {
      overload = summarise(
        await run({
          ...endpoints[0].options(api.base),
          connections: stress.connections,
          duration: stress.duration,
          timeout: 10,
        }),
      );
    } finally {
      clearInterval(sampler);
    }
    const rssAfterOverloadMb = api.rss();

    log(`› ${kind}: POST /auth/v1/token?grant_type=password (argon2id, slow by design; 2 connections, 40 requests)…`);
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
      database: kind,
      label:
        kind === 'postgres' ? 'PostgreSQL (local server, fresh database)' : 'PGlite (embedded, fresh data directory)',
      endpoints: rows,
      overload,
      passwordSignIn: signIn,
      memory: {
        idleMb: rssIdleMb,
        beforeOverloadMb: rssBeforeOverloadMb,
        overloadPeakMb: rssOverloadPeakMb,
        afterOverloadMb: rssAfterOverloadMb,
        afterAllMb: api.rss(),
      },
      // Correctness before speed: every request of the measured runs must have succeeded.
      failedRequests: failures.reduce((sum, row) => sum + row.api.non2xx + row.api.errors, 0) + signIn.non2xx,
    };
  } finally {
    await cleanup();
  }
}

function budgetsOf(results) {
  const checks = [];
  const ratio = (kind, endpoint, limit) => {
    const row = results[kind]?.endpoints.find((r) => r.endpoint === endpoint);
    checks.push({
      name: `\`${endpoint}\` on ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: share of node:http req/s`,
      limit: `≥ ${limit}`,
      actual: row ? String(row.ratio) : 'not measured',
      pass: Boolean(row && row.ratio >= limit),
    });
    return row;
  };
  ratio('pglite', 'GET /health', apiBudgets.pglite.health);
  const user = ratio('pglite', 'GET /auth/v1/user', apiBudgets.pglite.user);
  checks.push({
    name: '`GET /auth/v1/user` on PGlite: p99 at 10 connections',
    limit: `< ${apiBudgets.pglite.userP99Ms} ms`,
    actual: user ? `${user.api.latencyP99Ms} ms` : 'not measured',
    pass: Boolean(user && user.api.latencyP99Ms < apiBudgets.pglite.userP99Ms),
  });
  ratio('postgres', 'GET /auth/v1/user', apiBudgets.postgres.user);
  ratio('postgres', 'POST /auth/v1/token?grant_type=refresh_token', apiBudgets.postgres.refresh);
  for (const kind of ['pglite', 'postgres']) {
    const result = results[kind];
    const o = result?.overload;
    const name = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    checks.push({
      name: `${stress.connections} connections for ${stress.duration} s on ${name}: failed requests`,
      limit: '0',
      actual: o ? String(o.non2xx + o.errors) : 'not measured',
      pass: Boolean(o && o.non2xx + o.errors === 0),
    });
    checks.push({
      name: `${stress.connections} connections for ${stress.duration} s on ${name}: p99`,
      limit: `< ${apiBudgets.stressP99Ms} ms`,
      actual: o ? `${o.latencyP99Ms} ms` : 'not measured',
      pass: Boolean(o && o.latencyP99Ms < apiBudgets.stressP99Ms),
    });
    const limits = apiBudgets.rssMb[kind];
    const memory = result?.memory;
    checks.push({
      name: `api resident memory on ${name}, at rest after the start`,
      limit: `≤ ${limits.idle} MB`,
      actual: memory?.idleMb != null ? `${memory.idleMb} MB` : 'not measured',
      pass: Boolean(memory?.idleMb != null && memory.idleMb <= limits.idle),
    });
    checks.push({
      name: `api resident memory on ${name}, peak of the ${stress.connections}-connection run`,
      limit: `≤ ${limits.overload} MB`,
      actual: memory ? `${memory.overloadPeakMb} MB` : 'not measured',
      pass: Boolean(memory && memory.overloadPeakMb <= limits.overload),
    });
    checks.push({
      name: `every request of the ${name} runs succeeded`,
      limit: '0 failed',
      actual: result ? `${result.failedRequests} failed` : 'not measured',
      pass: Boolean(result && result.failedRequests === 0),
    });
  }
  for (const [key, label] of [
    ['existingMedianMs', 'an existing data directory'],
    ['freshMedianMs', 'a fresh data directory'],
  ]) {
    const limit = apiBudgets.startMs[key === 'existingMedianMs' ? 'existing' : 'fresh'];
    const measured = results.startup?.[key];
    checks.push({
      name: `PGlite: first /health answer after the process start, ${label} (median of ${startRuns})`,
      limit: `≤ ${limit} ms`,
      actual: measured != null ? `${measured} ms` : 'not measured',
      pass: Boolean(measured != null && measured <= limit),
    });
  }
  return checks;
}

/** An error with its cause: fetch's "fetch failed" says why only there (ECONNRESET, ECONNREFUSED, …). */
const describe = (error) =>
  error.cause ? `${error.message} (${error.cause.code ?? error.cause.message ?? error.cause})` : error.message;

export async function benchApi({ registerCleanup, log = console.log }) {
  const results = {};
  const problems = [];
  let startup = null;
  try {
    log(`› PGlite: start time, ${startRuns}× on a fresh data directory and again on the same one…`);
    startup = await benchStartup({ registerCleanup, log });
  } catch (error) {
    log(`✖ start time: ${describe(error)}`);
    problems.push(`start time: ${describe(error)}`);
  }
  for (const kind of ['pglite', 'postgres']) {
    try {
      results[kind] = await benchDatabase(kind, { registerCleanup, log });
    } catch (error) {
      // One database not measurable fails its budgets; the other is still measured.
      log(`✖ ${kind}: ${describe(error)}`);
      problems.push(`${kind}: ${describe(error)}`);
    }
  }
  const budgets = budgetsOf({ ...results, startup });
  return {
    settings: { duration, rounds, connections, stress, mailWorker: false, startRuns, settleMs, rssSampleMs },
    startup,
    databases: results,
    problems,
    budgets,
    pass: budgets.every((check) => check.pass),
  };
}

export function printApi(result, log = console.log) {
  for (const db of Object.values(result.databases)) {
    log('');
    log(`  ${db.label}`);
    log(
      '  endpoint                                       api req/s   p50    p99   | node:http req/s  p50   p99  | ratio (rounds)',
    );
    for (const row of db.endpoints) {
      log(
        `  ${row.endpoint.padEnd(46)} ${String(row.api.requestsPerSecond).padStart(9)} ${String(row.api.latencyP50Ms).padStart(5)} ${String(row.api.latencyP99Ms).padStart(6)}  | ${String(row.reference.requestsPerSecond).padStart(14)} ${String(row.reference.latencyP50Ms).padStart(5)} ${String(row.reference.latencyP99Ms).padStart(5)} | ${row.ratio} (${row.ratios.join(', ')})` +
          (row.api.non2xx ? `  (${row.api.non2xx} non-2xx!)` : ''),
      );
    }
    const o = db.overload;
    log(
      `  overload (${result.settings.stress.connections} connections, ${result.settings.stress.duration} s, GET /auth/v1/user): ${o.requestsPerSecond} req/s, p50 ${o.latencyP50Ms} ms, p99 ${o.latencyP99Ms} ms, ${o.non2xx} non-2xx, ${o.errors} errors (${o.timeouts ?? 0} of them timed out)`,
    );
    const m = db.memory;
    log(
      `  api resident memory: ${m.idleMb} MB at rest after the start, ${m.beforeOverloadMb} MB before the overload, peak ${m.overloadPeakMb} MB during it, ${m.afterOverloadMb} MB after it, ${m.afterAllMb} MB at the end`,
    );
    const s = db.passwordSignIn;
    log(
      `  password sign-in: ${s.requestsPerSecond} req/s, p50 ${s.latencyP50Ms} ms, p99 ${s.latencyP99Ms} ms (${s.requests} requests)`,
    );
  }
  if (result.startup)
    log(
      `  start on PGlite (spawn to the first /health answer): fresh data directory ${result.startup.fresh.join(', ')} ms (median ${result.startup.freshMedianMs}; accepting after ${result.startup.freshListenedMs.join(', ')} ms), existing ${result.startup.existing.join(', ')} ms (median ${result.startup.existingMedianMs}; accepting after ${result.startup.existingListenedMs.join(', ')} ms); CPU time by then ${result.startup.freshCpuMs.join(', ')} ms fresh, ${result.startup.existingCpuMs.join(', ')} ms existing`,
    );
  for (const problem of result.problems) log(`  not measured: ${problem}`);
  logBudgets(result.budgets, log);
}

export function apiMarkdown(result) {
  const p = result.provenance;
  const s = result.settings;
  const lines = [
    `${measuredOn(p)} ` +
      `(${machine(p)}; ` +
      `autocannon, ${s.connections} connections, api and node:http alternating ${s.rounds}× ${s.duration} s per endpoint, the round with the median ratio shown).`,
  ];
  for (const db of Object.values(result.databases)) {
    lines.push(
      '',
      `**${db.label}**`,
      '',
      '| endpoint | api req/s | api p50 | api p99 | node:http req/s | node:http p50 | node:http p99 | ratio | ratio per round |',
      '|---|---|---|---|---|---|---|---|---|',
      ...db.endpoints.map(
        (row) =>
          `| \`${row.endpoint}\` | ${row.api.requestsPerSecond} | ${row.api.latencyP50Ms} ms | ${row.api.latencyP99Ms} ms | ${row.reference.requestsPerSecond} | ${row.reference.latencyP50Ms} ms | ${row.reference.latencyP99Ms} ms | ${row.ratio} | ${row.ratios.join(', ')} |`,
      ),
      '',
      `Overload, \`GET /auth/v1/user\` with ${s.stress.connections} connections for ${s.stress.duration} s: ${db.overload.requestsPerSecond} req/s, p50 ${db.overload.latencyP50Ms} ms, p99 ${db.overload.latencyP99Ms} ms, ${db.overload.non2xx + db.overload.errors} failed. ` +
        `Password sign-in (argon2id, slow by design): ${db.passwordSignIn.requestsPerSecond} req/s, p50 ${db.passwordSignIn.latencyP50Ms} ms, p99 ${db.passwordSignIn.latencyP99Ms} ms.`,
      '',
      `api resident memory (VmRSS): ${db.memory.idleMb} MB at rest ${s.settleMs / 1000} s after the start, ${db.memory.beforeOverloadMb} MB before the overload run, peak ${db.memory.overloadPeakMb} MB during it (read every ${s.rssSampleMs} ms), ${db.memory.afterOverloadMb} MB after it.`,
    );
  }
  if (result.startup)
    lines.push(
      '',
      `Start on PGlite (\`node dist/main.js\`, from the spawn to the first 2xx answer of \`GET /health\`): fresh data directory ${result.startup.fresh.join(', ')} ms (median ${result.startup.freshMedianMs} ms; the first connection accepted after ${result.startup.freshListenedMs.join(', ')} ms); the same directory again ${result.startup.existing.join(', ')} ms (median ${result.startup.existingMedianMs} ms; accepted after ${result.startup.existingListenedMs.join(', ')} ms). The process's CPU time (all threads) when it answered: ${result.startup.freshCpuMs.join(', ')} ms on a fresh data directory, ${result.startup.existingCpuMs.join(', ')} ms on the existing one (what the start costs without the wait for a core on a busy machine).`,
    );
  for (const problem of result.problems) lines.push('', `Not measured: ${problem}`);
  lines.push('', ...budgetTable(result.budgets));
  return lines.join('\n');
}
