// The chat part of `npm run bench`: 50 public advisor conversations at once against the real api
// (its own process, a fresh embedded database, the offline coach) for 30 s. Each conversation
// sends a scripted user turn to `POST /functions/v1/advisor-chat`, reads the Server-Sent Events
// stream to its `done`, feeds the reply back into its history as the browser does, waits a
// moment as a (very fast) person would, and sends the next turn; after its script it starts a
// new one. Every conversation says its longer turns with its own detail (a team size, weeks,
// months), so no two conversations send the same text: the api keeps the safety rules' results
// per text, and six scripts replayed word for word would be answered from those after the first
// round. Measured per turn: the time to the first `delta` event and to `done`. Budget: the first
// token's p95 at most 100 ms, and not a single failed turn.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultAnonKey } from '../../shared-build/runtime-config.mjs';
import { cpuTimeMs, startBenchApi } from './api-process.mjs';
import { saidBy, scripts } from './chat-scripts.mjs';
import { budgetTable, logBudgets, machine, measuredOn } from './report.mjs';

const benchPort = 54397;
const conversations = 50;
const durationMs = 30_000;
const firstTokenBudgetMs = 100;
/** Pause between a reply and the next turn, spread evenly over [min, max] (BENCH_CHAT_THINK_MS="0" for none). */
const think = (() => {
  const raw = process.env.BENCH_CHAT_THINK_MS ?? '500-1500';
  const [min, max = min] = raw.split('-').map(Number);
  if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max < min)
    throw Object.assign(new Error(`BENCH_CHAT_THINK_MS must be "ms" or "min-max", got "${raw}"`), {
      code: 'BENCH_SETUP',
    });
  return { min, max };
})();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set size of a process in bytes (Linux /proc; null elsewhere). */
function rssBytes(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

function startApi(dataDir) {
  return startBenchApi({
    dataDir,
    port: benchPort,
    env: {
      ADVISOR_PROVIDER: 'offline',
      // All conversations come from one IP: the per-IP chat limit must not be what is measured.
      RATE_LIMIT_ADVISOR_CHAT_PER_IP: '1000000/60',
    },
  });
}

/** Splits an SSE byte stream into events ({ event, data }), per the text/event-stream format. */
async function* sseEvents(body) {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length) yield { event, data: data.join('\n') };
    }
  }
}

/** One turn: the time to the first delta and to done, or the reason it failed. */
async function turn(base, body) {
  const start = performance.now();
  let firstDeltaMs = null;
  let text = '';
  try {
    const response = await fetch(`${base}/functions/v1/advisor-chat`, {
      method: 'POST',
      headers: { apikey: defaultAnonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200 || !response.body) {
      const detail = await response.text().catch(() => '');
      return { error: `HTTP ${response.status} ${detail.slice(0, 120)}` };
    }
    for await (const { event, data } of sseEvents(response.body)) {
      if (event === 'delta') {
        firstDeltaMs ??= performance.now() - start;
        text += JSON.parse(data).text;
      } else if (event === 'reset') {
        text = '';
      } else if (event === 'error') {
        return { error: `error event ${data.slice(0, 120)}` };
      } else if (event === 'done') {
        if (firstDeltaMs === null) return { error: 'done without a delta' };
        return { firstDeltaMs, totalMs: performance.now() - start, text };
      }
    }
    return { error: 'stream ended without done' };
  } catch (error) {
    return { error: error.message };
  }
}

/** One simulated visitor: scripts one after the other until the time is up. */
async function visitor(index, base, deadline, samples, errors) {
  // Visitors come one after the other, not 50 in the same millisecond: each sends its first turn
  // at its own moment within one mean pause (1 s by default), as visitors who arrived at any time
  // do, so the run starts in the steady state instead of a burst that no real traffic sends
  // (docs/performance.md, "first token under load").
  await sleep((index / conversations) * ((think.min + think.max) / 2));
  let script = index % scripts.length;
  let step = 0;
  let round = 0;
  while (performance.now() < deadline) {
    const { lang, turns } = scripts[script];
    const history = [];
    // A number per (visitor, round): unique across the 50 visitors and their rounds.
    const conversation = round * conversations + index;
    round += 1;
    for (const line of turns) {
      if (performance.now() >= deadline) return;
      const message = saidBy(conversation, line, lang);
      const result = await turn(base, { message, history, lang });
      if (result.error) {
        errors.push(result.error);
        break;
      }
      samples.push(result);
      history.push({ role: 'user', content: message }, { role: 'assistant', content: result.text });
      // Deterministic spread of pauses: visitors do not march in step.
      step += 1;
      const pause = think.min + (((index * 7919 + step * 104729) % 1000) / 1000) * (think.max - think.min);
      await sleep(pause);
    }
    script = (script + 1) % scripts.length;
  }
}

/** Resolves once the process used under 4 % of a core over 0.5 s (its warm-up done), at most 20 s. */
async function untilIdle(pid) {
  const deadline = performance.now() + 20_000;
  let before = cpuTimeMs(pid);
  while (performance.now() < deadline) {
    await sleep(500);
    const now = cpuTimeMs(pid);
    if (now === null || before === null || now - before < 20) return;
    before = now;
  }
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
};

export async function benchChat({ registerCleanup, log = console.log }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kk-bench-chat-'));
  const api = await startApi(dataDir);
  const cleanup = async () => {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  registerCleanup(cleanup);
  try {
    // A running api is measured, not its start (the api part measures that): the api warms the
    // advisor once it listens (server.ts, advisor/warm.ts), so wait until it is done and idle.
    await untilIdle(api.pid);
    // One turn first, so the first measured turn does not pay for loading the engine.
    const warm = await turn(api.base, { message: 'Hallo, wir haben Streit im Team.', history: [], lang: 'de' });
    if (warm.error) throw Object.assign(new Error(`advisor-chat: ${warm.error}`), { code: 'BENCH_SETUP' });
    const rssBefore = rssBytes(api.pid);
    log(
      `› ${conversations} conversations for ${durationMs / 1000} s against POST /functions/v1/advisor-chat (pause between turns ${think.min}-${think.max} ms)…`,
    );
    const samples = [];
    const errors = [];
    // The api's CPU time over the run (all its threads): per turn it hardly depends on the load,
    // where the latencies above do.
    const cpuBefore = cpuTimeMs(api.pid);
    const started = performance.now();
    const deadline = started + durationMs;
    await Promise.all(Array.from({ length: conversations }, (_, i) => visitor(i, api.base, deadline, samples, errors)));
    const elapsedS = (performance.now() - started) / 1000;
    const rssAfter = rssBytes(api.pid);
    const cpuAfter = cpuTimeMs(api.pid);
    const first = samples.map((s) => s.firstDeltaMs);
    const total = samples.map((s) => s.totalMs);
    const firstTokenP95 = percentile(first, 95);
    const budgets = [
      {
        name: 'first token p95',
        limit: `≤ ${firstTokenBudgetMs} ms`,
        actual: `${firstTokenP95} ms`,
        pass: firstTokenP95 !== null && firstTokenP95 <= firstTokenBudgetMs,
      },
      { name: 'failed turns', limit: '0', actual: String(errors.length), pass: errors.length === 0 },
    ];
    return {
      settings: {
        conversations,
        durationS: durationMs / 1000,
        thinkMs: think,
        provider: 'offline',
        database: 'PGlite (embedded, fresh data directory)',
        scripts: scripts.length,
      },
      turns: samples.length,
      turnsPerSecond: Number((samples.length / elapsedS).toFixed(1)),
      firstTokenMs: {
        p50: percentile(first, 50),
        p95: firstTokenP95,
        p99: percentile(first, 99),
        max: percentile(first, 100),
      },
      fullReplyMs: { p50: percentile(total, 50), p95: percentile(total, 95), max: percentile(total, 100) },
      apiCpuMsPerTurn:
        cpuBefore === null || cpuAfter === null || samples.length === 0
          ? null
          : Number(((cpuAfter - cpuBefore) / samples.length).toFixed(1)),
      errors: errors.length,
      errorSamples: [...new Set(errors)].slice(0, 5),
      rssMb: {
        before: rssBefore === null ? null : Math.round(rssBefore / 1048576),
        after: rssAfter === null ? null : Math.round(rssAfter / 1048576),
      },
      budgets,
      pass: budgets.every((check) => check.pass),
    };
  } finally {
    await cleanup();
  }
}

export function printChat(result, log = console.log) {
  const { firstTokenMs: f, fullReplyMs: r, rssMb } = result;
  log('');
  log(
    `  ${result.turns} turns in ${result.settings.durationS} s (${result.turnsPerSecond}/s), ${result.settings.conversations} conversations`,
  );
  log(`  first token  p50 ${f.p50} ms   p95 ${f.p95} ms   p99 ${f.p99} ms   max ${f.max} ms`);
  log(`  full reply   p50 ${r.p50} ms   p95 ${r.p95} ms   max ${r.max} ms`);
  log(`  api RSS      ${rssMb.before ?? '?'} MB before, ${rssMb.after ?? '?'} MB after`);
  log(`  api CPU      ${result.apiCpuMsPerTurn ?? '?'} ms a turn`);
  for (const sample of result.errorSamples) log(`  error: ${sample}`);
  logBudgets(result.budgets, log);
}

export function chatMarkdown(result) {
  const p = result.provenance;
  const s = result.settings;
  return [
    `${measuredOn(p)} ` +
      `(${machine(p)}; ` +
      `${s.conversations} public conversations for ${s.durationS} s against \`POST /functions/v1/advisor-chat\`, ` +
      `offline coach, pause between turns ${s.thinkMs.min}-${s.thinkMs.max} ms, ${s.database}).`,
    '',
    '| turns | turns/s | first token p50 | first token p95 | first token p99 | full reply p50 | full reply p95 | failed turns | api CPU a turn | api RSS before | api RSS after |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${result.turns} | ${result.turnsPerSecond} | ${result.firstTokenMs.p50} ms | ${result.firstTokenMs.p95} ms | ${result.firstTokenMs.p99} ms | ${result.fullReplyMs.p50} ms | ${result.fullReplyMs.p95} ms | ${result.errors} | ${result.apiCpuMsPerTurn ?? '?'} ms | ${result.rssMb.before ?? '?'} MB | ${result.rssMb.after ?? '?'} MB |`,
    '',
    ...budgetTable(result.budgets),
  ].join('\n');
}
