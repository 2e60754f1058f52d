// The realtime part of `npm run bench` (issue #13): many subscribed clients on one api instance,
// messages written through the api, and how fast and how completely they arrive.
//
// Setup, all through the real api (its own process, a fresh database): one expert (signed up,
// profile with a credential document, submitted, approved by the service role, TOTP enrolled and
// verified: an aal2 session), and CLIENTS users who each send a request addressed to that expert,
// which the expert accepts (a case in `angenommen`, where messages are allowed). Each client then
// subscribes with supabase-js (`supabase.channel().on('postgres_changes', INSERT on
// app.case_messages, filter request_id=eq.<case>)`, the access token set with
// `supabase.realtime.setAuth`), one supabase-js client and websocket per subscriber, in this
// process.
//
// Load: the expert writes RATE messages per second for DURATION seconds through
// `POST /functions/v1/cases/:id/messages`, round-robin over the cases, open loop (a message is
// sent on its schedule whether or not earlier ones were answered). Each message reaches exactly
// one subscriber (the client of its case). Measured: delivery latency (from just before the POST
// leaves to the subscriber's callback, both in this process), lost events (written, answered 201,
// never delivered within the grace period), duplicates, the POST's own latency, the api's
// resident memory before, at peak and after. Budgets: no lost event, no failed write, and the
// delivery percentiles of deliveryBudgetsMs.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultAnonKey } from '../../shared-build/runtime-config.mjs';
import { root } from '../lib/workspace.mjs';
import { freshPostgres } from './api.mjs';
import { cpuTimeMs, startBenchApi } from './api-process.mjs';
import { budgetTable, logBudgets, machine, measuredOn } from './report.mjs';

const benchPort = 54396;
const number = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0)
    throw Object.assign(new Error(`${name} must be a positive number`), { code: 'BENCH_SETUP' });
  return value;
};
/** BENCH_REALTIME_CLIENTS / _RATE / _DURATION_S change the load for a quick look (docs use the defaults). */
const settings = () => ({
  clients: number('BENCH_REALTIME_CLIENTS', 500),
  messagesPerSecond: number('BENCH_REALTIME_RATE', 50),
  durationS: number('BENCH_REALTIME_DURATION_S', 30),
  /** How long after the last write a missing event still counts as late rather than lost. */
  graceS: 10,
  /** Parallel requests while setting up (users, requests, acceptances, subscriptions). */
  setupConcurrency: 8,
});

// supabase-js, ws and otpauth are the api's dependencies (pnpm does not hoist them to the root).
const fromApi = createRequire(path.join(root, 'api', 'package.json'));
const importFromApi = async (name) => import(pathToFileURL(fromApi.resolve(name)).href);

const password = 'bench-Passw0rd!';

/**
 * Issue #26: delivery latency (from just before the write leaves to the subscriber's callback) at
 * the default load, 500 subscribers and 50 messages a second.
 */
const deliveryBudgetsMs = { pglite: { p95: 100, p99: 300 }, postgres: { p99: 250 } };
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const expertProfile = {
  display_name: 'Dr. Bench Beispiel',
  title: 'Zertifizierte Mediatorin',
  bio_de: 'Ich begleite Gründerteams durch Konflikte.',
  focus_areas: ['co_founder', 'team'],
  languages: ['de', 'en'],
  formats: ['online', 'in_person'],
  city_region: 'Berlin',
  fee_per_hour_cents: 15000,
  first_talk_free: true,
  qualifications: 'Ausbildung zur zertifizierten Mediatorin (130 Stunden), 2019.',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const setupError = (message) => Object.assign(new Error(message), { code: 'BENCH_SETUP' });

/** Resident set size of a process in bytes (Linux /proc; null elsewhere). */
function rssBytes(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}
const mb = (bytes) => (bytes === null ? null : Math.round(bytes / 1048576));

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
};

/** Runs `task` over `items` with at most `limit` at a time; answers the results in order. */
async function inParallel(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A JSON call to the api; throws a setup error unless the status is the expected one. */
async function call(base, method, pathname, { body, token, apikey = defaultAnonKey, expect = [200, 201] } = {}) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: {
      apikey,
      'content-type': 'application/json',
      authorization: `Bearer ${token ?? apikey}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  if (!expect.includes(response.status))
    throw setupError(`${method} ${pathname}: ${response.status} ${JSON.stringify(json)?.slice(0, 300)}`);
  return json;
}

/** Creates a confirmed user through the admin API and signs them in; answers id and session. */
async function user(base, serviceRoleKey, email) {
  const created = await call(base, 'POST', '/auth/v1/admin/users', {
    apikey: serviceRoleKey,
    body: { email, password, email_confirm: true },
  });
  const session = await call(base, 'POST', '/auth/v1/token?grant_type=password', { body: { email, password } });
  return { id: created.id, email, accessToken: session.access_token };
}

/** The expert: approved profile, TOTP verified; answers a supabase-js client with an aal2 session. */
async function approvedExpert({ base, serviceRoleKey, supabase, ws, otpauth }) {
  const client = supabase.createClient(base, defaultAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws },
  });
  const email = `bench-expert-${Date.now()}@example.com`;
  await call(base, 'POST', '/auth/v1/admin/users', {
    apikey: serviceRoleKey,
    body: { email, password, email_confirm: true },
  });
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw setupError(`expert sign-in: ${signedIn.error.message}`);
  const userId = signedIn.data.user.id;
  const credential = `${userId}/zertifikat.pdf`;
  const uploaded = await client.storage
    .from('credentials')
    .upload(credential, pdfBytes, { contentType: 'application/pdf' });
  if (uploaded.error) throw setupError(`credential upload: ${uploaded.error.message}`);
  const token = () => client.auth.getSession().then(({ data }) => data.session.access_token);
  await call(base, 'PUT', '/functions/v1/expert-profile', {
    token: await token(),
    body: { ...expertProfile, credential_paths: [credential] },
  });
  await call(base, 'POST', '/functions/v1/expert-profile/submit', { token: await token() });
  await call(base, 'POST', `/functions/v1/expert-applications/${userId}/decision`, {
    apikey: serviceRoleKey,
    body: { decision: 'approve' },
  });
  const { data: factor, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Bench' });
  if (error) throw setupError(`TOTP enrol: ${error.message}`);
  const totp = new otpauth.TOTP({
    secret: otpauth.Secret.fromBase32(factor.totp.secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totp.generate() });
  if (verified.error) throw setupError(`TOTP verify: ${verified.error.message}`);
  return { id: userId, client, accessToken: await token() };
}

/** One database: setup, subscriptions, the timed writes, the tally. */
async function benchDatabase(kind, { registerCleanup, log }) {
  const options = settings();
  const [supabase, { default: ws }, otpauth] = await Promise.all([
    importFromApi('@supabase/supabase-js'),
    importFromApi('ws'),
    importFromApi('otpauth'),
  ]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kk-bench-realtime-'));
  const postgres = kind === 'postgres' ? await freshPostgres(log, 'kk_bench_rt') : null;
  const subscribers = [];
  let api = null;
  let expert = null;
  const cleanup = async () => {
    await Promise.allSettled(subscribers.map((subscriber) => subscriber.client.removeAllChannels()));
    for (const subscriber of subscribers) subscriber.client.realtime.disconnect();
    subscribers.length = 0;
    expert?.client.realtime.disconnect();
    await api?.stop();
    api = null;
    await postgres?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  registerCleanup(cleanup);
  try {
    api = await startBenchApi({
      dataDir,
      port: benchPort,
      env: {
        DATABASE_URL: postgres?.url ?? '',
        REQUIRE_EMAIL_CONFIRMATION: 'false',
        // Setup signs in hundreds of users: cheap password hashing and no limits on this traffic.
        PASSWORD_HASH_MEMORY_KIB: '1024',
        PASSWORD_HASH_ITERATIONS: '1',
        RATE_LIMIT_SIGNUPS_PER_IP: '1000000/60',
        RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '1000000/60',
        RATE_LIMIT_EXPERT_REQUESTS_PER_OWNER: '1000000/60',
        RATE_LIMIT_EXPERT_REQUESTS_PER_IP: '1000000/60',
        RATE_LIMIT_STORAGE_UPLOADS_PER_USER: '1000000/60',
        RATE_LIMIT_MFA_VERIFY_PER_IP: '1000000/60',
        // One expert writes every message of the run (a person writes 60 per 10 minutes at most).
        RATE_LIMIT_CASE_MESSAGES_PER_SENDER: '1000000/60',
      },
    });
    const base = api.base;
    const serviceRoleKey = readFileSync(path.join(dataDir, 'service-role-key'), 'utf8').trim();

    log(`› ${kind}: an approved expert with a verified second factor…`);
    expert = await approvedExpert({ base, serviceRoleKey, supabase, ws, otpauth });

    log(`› ${kind}: ${options.clients} clients, each with a case the expert accepted…`);
    const stamp = Date.now();
    const cases = await inParallel(
      Array.from({ length: options.clients }, (_, index) => index),
      options.setupConcurrency,
      async (index) => {
        const client = await user(base, serviceRoleKey, `bench-client-${stamp}-${index}@example.com`);
        const request = await call(base, 'POST', '/functions/v1/expert-requests', {
          token: client.accessToken,
          body: {
            topic: 'co_founder',
            summary: `Wir streiten seit Wochen über Budget und Einstellungen (Benchmark ${index}).`,
            lang: 'de',
            expert_id: expert.id,
            consent: true,
          },
        });
        const caseId = request.id ?? request.request?.id ?? request.case?.id;
        if (!caseId) throw setupError(`expert request: no id in ${JSON.stringify(request).slice(0, 200)}`);
        await call(base, 'POST', `/functions/v1/cases/${caseId}/accept`, { token: expert.accessToken });
        return { ...client, caseId };
      },
    );

    // Delivery bookkeeping: message index → send time; arrivals per index.
    const sentAt = new Map();
    const answeredAt = new Map();
    const deliveredAt = new Map();
    const arrivals = new Map();
    const latencies = [];
    let stray = 0;
    const onMessage = (caseId) => (payload) => {
      const now = performance.now();
      const match = /^bench (\d+)$/.exec(payload?.new?.body ?? '');
      const index = match ? Number(match[1]) : null;
      if (index === null || !sentAt.has(index) || payload.new.request_id !== caseId) {
        stray += 1;
        return;
      }
      const seen = arrivals.get(index) ?? 0;
      arrivals.set(index, seen + 1);
      if (seen === 0) {
        latencies.push(now - sentAt.get(index));
        deliveredAt.set(index, now);
      }
    };

    log(`› ${kind}: ${options.clients} supabase-js clients subscribe (one websocket each)…`);
    const subscribeStarted = performance.now();
    await inParallel(cases, options.setupConcurrency * 4, async (item) => {
      const client = supabase.createClient(base, defaultAnonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: ws },
      });
      subscribers.push({ client });
      await client.realtime.setAuth(item.accessToken);
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(setupError(`subscription of case ${item.caseId} timed out`)), 60_000);
        client
          .channel(`case-${item.caseId}`)
          .on(
            'postgres_changes',
            { event: 'INSERT', schema: 'app', table: 'case_messages', filter: `request_id=eq.${item.caseId}` },
            onMessage(item.caseId),
          )
          .subscribe((status, error) => {
            if (status === 'SUBSCRIBED') {
              clearTimeout(timer);
              resolve(undefined);
            } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' || status === 'CLOSED') {
              clearTimeout(timer);
              reject(setupError(`subscription of case ${item.caseId}: ${status} ${error?.message ?? ''}`));
            }
          });
      });
    });
    const subscribeS = (performance.now() - subscribeStarted) / 1000;
    await sleep(1000);

    const rssBefore = rssBytes(api.pid);
    let rssPeak = rssBefore ?? 0;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssBytes(api.pid) ?? 0);
    }, 250);
    const loadBefore = Number(loadavg()[0].toFixed(2));
    const cpuBefore = cpuTimeMs(api.pid);
    const total = Math.round(options.messagesPerSecond * options.durationS);
    const intervalMs = 1000 / options.messagesPerSecond;
    log(
      `› ${kind}: ${total} messages at ${options.messagesPerSecond}/s for ${options.durationS} s through POST /functions/v1/cases/:id/messages…`,
    );
    const writes = [];
    const writeLatencies = [];
    const writeErrors = [];
    const started = performance.now();
    let behindMaxMs = 0;
    for (let index = 0; index < total; index++) {
      const due = started + index * intervalMs;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      else behindMaxMs = Math.max(behindMaxMs, -wait);
      const { caseId } = cases[index % cases.length];
      sentAt.set(index, performance.now());
      writes.push(
        fetch(`${base}/functions/v1/cases/${caseId}/messages`, {
          method: 'POST',
          headers: {
            apikey: defaultAnonKey,
            authorization: `Bearer ${expert.accessToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ body: `bench ${index}` }),
        }).then(
          async (response) => {
            answeredAt.set(index, performance.now());
            writeLatencies.push(answeredAt.get(index) - sentAt.get(index));
            if (response.status !== 201 && response.status !== 200) {
              writeErrors.push(`HTTP ${response.status} ${(await response.text()).slice(0, 160)}`);
              sentAt.delete(index);
            } else await response.arrayBuffer();
          },
          (error) => {
            writeErrors.push(error.message);
            sentAt.delete(index);
          },
        ),
      );
    }
    await Promise.all(writes);
    const writesDoneS = (performance.now() - started) / 1000;
    // Wait for the stragglers, up to the grace period.
    const graceEnd = performance.now() + options.graceS * 1000;
    while (performance.now() < graceEnd && [...sentAt.keys()].some((index) => !arrivals.has(index))) await sleep(100);
    clearInterval(sampler);
    const rssAfter = rssBytes(api.pid);
    const cpuAfter = cpuTimeMs(api.pid);
    const written = sentAt.size;
    const cpuPerMessageMs =
      cpuBefore === null || cpuAfter === null || written === 0
        ? null
        : Number(((cpuAfter - cpuBefore) / written).toFixed(2));
    const delivered = [...sentAt.keys()].filter((index) => arrivals.has(index)).length;
    const lost = written - delivered;
    const duplicates = [...arrivals.values()].reduce((sum, count) => sum + (count - 1), 0);
    // The realtime path alone: delivery relative to the write's answer (negative: the event
    // arrived before the HTTP answer, which is sent after the commit that fired it).
    const afterAnswer = [...deliveredAt].flatMap(([index, at]) =>
      answeredAt.has(index) ? [at - answeredAt.get(index)] : [],
    );
    const budgets = [
      { name: `${kind}: lost events`, limit: '0', actual: String(lost), pass: lost === 0 },
      {
        name: `${kind}: failed writes`,
        limit: '0',
        actual: String(writeErrors.length),
        pass: writeErrors.length === 0,
      },
      ...Object.entries(deliveryBudgetsMs[kind]).map(([key, limit]) => {
        const measured = percentile(latencies, Number(key.slice(1)));
        return {
          name: `${kind}: delivery ${key}`,
          limit: `≤ ${limit} ms`,
          actual: measured == null ? 'not measured' : `${measured} ms`,
          pass: measured != null && measured <= limit,
        };
      }),
    ];
    return {
      database:
        kind === 'postgres' ? 'PostgreSQL (local server, fresh database)' : 'PGlite (embedded, fresh data directory)',
      subscribeS: Number(subscribeS.toFixed(1)),
      messages: total,
      written,
      delivered,
      lost,
      duplicates,
      stray,
      writesDoneS: Number(writesDoneS.toFixed(1)),
      schedulerBehindMaxMs: Math.round(behindMaxMs),
      deliveryMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: percentile(latencies, 100),
      },
      writeMs: { p50: percentile(writeLatencies, 50), p95: percentile(writeLatencies, 95) },
      afterAnswerMs: { p50: percentile(afterAnswer, 50), p95: percentile(afterAnswer, 95) },
      writeErrors: writeErrors.length,
      writeErrorSamples: [...new Set(writeErrors)].slice(0, 5),
      rssMb: { before: mb(rssBefore), peak: mb(rssPeak || null), after: mb(rssAfter) },
      cpuPerMessageMs,
      loadAverage1m: { before: loadBefore, after: Number(loadavg()[0].toFixed(2)) },
      benchProcessRssMb: mb(process.memoryUsage().rss),
      budgets,
    };
  } finally {
    await cleanup();
  }
}

/**
 * @param {{ registerCleanup: (cleanup: () => Promise<void>) => void, log?: (line: string) => void }} options
 */
export async function benchRealtime({ registerCleanup, log = console.log }) {
  const kinds = (process.env.BENCH_REALTIME_DB ?? 'pglite,postgres').split(',').map((kind) => kind.trim());
  for (const kind of kinds)
    if (!['pglite', 'postgres'].includes(kind))
      throw setupError(`BENCH_REALTIME_DB: unknown database "${kind}" (pglite, postgres)`);
  const results = [];
  for (const kind of kinds) results.push(await benchDatabase(kind, { registerCleanup, log }));
  const budgets = results.flatMap((result) => result.budgets);
  return {
    settings: { ...settings(), subscribers: 'supabase-js 2.109 clients (one websocket each) in the bench process' },
    results,
    budgets,
    pass: budgets.every((check) => check.pass),
  };
}

export function printRealtime(result, log = console.log) {
  const s = result.settings;
  log('');
  log(
    `  ${s.clients} subscribers (${s.subscribers}), ${s.messagesPerSecond} messages/s for ${s.durationS} s, one api instance`,
  );
  for (const r of result.results) {
    log(`  ${r.database}:`);
    log(
      `    subscribed in ${r.subscribeS} s; ${r.written} of ${r.messages} writes answered 201 (${r.writeErrors} failed)`,
    );
    log(
      `    delivery p50 ${r.deliveryMs.p50} ms  p95 ${r.deliveryMs.p95} ms  p99 ${r.deliveryMs.p99} ms  max ${r.deliveryMs.max} ms`,
    );
    log(
      `    write (POST) p50 ${r.writeMs.p50} ms  p95 ${r.writeMs.p95} ms; writer behind schedule at most ${r.schedulerBehindMaxMs} ms`,
    );
    log(`    delivery relative to the write's answer p50 ${r.afterAnswerMs.p50} ms  p95 ${r.afterAnswerMs.p95} ms`);
    log(`    delivered ${r.delivered}, lost ${r.lost}, duplicates ${r.duplicates}, stray ${r.stray}`);
    log(
      `    api CPU time per message written (write, delivery and everything else the api did meanwhile): ${r.cpuPerMessageMs} ms`,
    );
    log(
      `    api RSS ${r.rssMb.before} MB before, ${r.rssMb.peak} MB peak, ${r.rssMb.after} MB after; bench process ${r.benchProcessRssMb} MB`,
    );
    for (const sample of r.writeErrorSamples) log(`    write error: ${sample}`);
  }
  logBudgets(result.budgets, log);
}

export function realtimeMarkdown(result) {
  const p = result.provenance;
  const s = result.settings;
  return [
    `${measuredOn(p)} ` +
      `(${machine(p)}; ` +
      `${s.clients} subscribers (${s.subscribers}), ${s.messagesPerSecond} messages/s for ${s.durationS} s through ` +
      '`POST /functions/v1/cases/:id/messages`, one api instance, each message to the one subscriber of its case).',
    '',
    '| database | writes 201 | delivered | lost | duplicates | delivery p50 | delivery p95 | delivery p99 | write p50 | write p95 | after the answer p50 / p95 | api RSS before | api RSS peak | api RSS after | api CPU per message |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...result.results.map(
      (r) =>
        `| ${r.database} | ${r.written} of ${r.messages} | ${r.delivered} | ${r.lost} | ${r.duplicates} | ${r.deliveryMs.p50} ms | ${r.deliveryMs.p95} ms | ${r.deliveryMs.p99} ms | ${r.writeMs.p50} ms | ${r.writeMs.p95} ms | ${r.afterAnswerMs.p50} / ${r.afterAnswerMs.p95} ms | ${r.rssMb.before} MB | ${r.rssMb.peak} MB | ${r.rssMb.after} MB | ${r.cpuPerMessageMs} ms |`,
    ),
    '',
    'Delivery is measured from just before the write leaves, so it includes the write (`POST`) itself; "after the answer" is the delivery relative to the write\'s HTTP answer (negative: the event arrived first), i.e. the realtime path alone. "api CPU per message": the api process\'s CPU time (all threads) from the first write until the last delivery, divided by the messages written: what a message costs, whatever share of a core the machine gave the api.',
    '',
    ...budgetTable(result.budgets),
  ].join('\n');
}
