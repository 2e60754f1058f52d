#!/usr/bin/env node
// The api's CPU time a chat turn, without the chat bench's latency figures: the real api (the
// build's output, as `npm run bench` starts it: a fresh PGlite, the offline coach) answers a fixed
// list of public turns, `--visitors` at a time without pauses; the api's CPU time (utime + stime
// of /proc, all its threads) over the turns divided by their number is what a turn costs the api,
// whatever share of a core it got. The turns are the chat bench's scripts (each conversation with
// its own detail, chat-scripts.mjs), so the safety rules' kept results help as little as in the
// bench. To compare two builds on a busy machine, run them one after the other, alternating
// (`--dist dist-base` for a copy of an earlier build beside api/dist).
//
//   node scripts/bench/chat-cpu.mjs [--dist dist] [--turns 400] [--visitors 8] [--port 54391]
//        [--out replies.txt] [--cases file.json] [--node-args="--cpu-prof --cpu-prof-dir=/tmp/p"]
//
// `--out` writes every reply's status, content type and body (the SSE events) in request order per
// visitor, so two builds' answers can be compared byte for byte; `--cases` adds a JSON list of
// requests ({ path, body }) sent one after the other before the turns and written first.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultAnonKey } from '../../shared-build/runtime-config.mjs';
import { acceptsConnections, apiCommand } from '../lib/backend.mjs';
import { root } from '../lib/workspace.mjs';
import { cpuTimeMs } from './api-process.mjs';

/** utime and stime of a process in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
function userSystemMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}
import { saidBy, scripts } from './chat-scripts.mjs';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    turns: { type: 'string', default: '400' },
    visitors: { type: 'string', default: '8' },
    port: { type: 'string', default: '54391' },
    out: { type: 'string' },
    cases: { type: 'string' },
    'node-args': { type: 'string', default: '' },
    windows: { type: 'string', default: '1' },
  },
});
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const turns = Number(options.turns);
const visitors = Number(options.visitors);
const base = `http://127.0.0.1:${options.port}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'kk-chat-cpu-'));
const args = apiCommand.args.map((arg) => (arg === 'dist/main.js' ? `${options.dist}/main.js` : arg));
const child = spawn(process.execPath, [...options['node-args'].split(/\s+/).filter(Boolean), ...args], {
  cwd: path.join(root, 'api'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...apiCommand.env,
    ...process.env,
    PORT: options.port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    MAIL_WORKER: 'false',
    LOG_LEVEL: 'error',
    ADVISOR_PROVIDER: 'offline',
    RATE_LIMIT_ADVISOR_CHAT_PER_IP: '1000000/60',
    MAX_CONCURRENT_REQUESTS_PER_ADDRESS: '1000000',
  },
});

async function request(route, body) {
  const response = await fetch(`${base}/functions/v1/${route}`, {
    method: 'POST',
    headers: { apikey: defaultAnonKey, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  // Every header but the date and the request id (new on each request), in order.
  const headers = [...response.headers]
    .filter(([name]) => name !== 'date' && name !== 'x-request-id')
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return { status: response.status, type: response.headers.get('content-type'), headers, text };
}

/** The reply's text as the browser assembles it from the SSE events. */
function replyText(sse) {
  let text = '';
  for (const block of sse.split('\n\n')) {
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (event === 'delta') text += JSON.parse(data).text;
    else if (event === 'reset') text = '';
  }
  return text;
}

/** Resolves once the api used under 4 % of a core over 0.5 s (its warm-up done), at most 30 s. */
async function untilIdle() {
  const deadline = performance.now() + 30_000;
  let before = cpuTimeMs(child.pid);
  while (performance.now() < deadline) {
    await sleep(500);
    const now = cpuTimeMs(child.pid);
    if (now - before < 20) return;
    before = now;
  }
}

try {
  const deadline = Date.now() + 120_000;
  while (!(await acceptsConnections(Number(options.port)))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the api did not start');
    await sleep(20);
  }
  while (
    !(await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await sleep(20);
  await untilIdle();
  const written = [];
  if (options.cases) {
    for (const item of JSON.parse(readFileSync(options.cases, 'utf8')).cases) {
      const result = await request(item.path, item.body);
      written.push(`## ${item.name}\n${result.status}\n${result.headers}\n\n${result.text}`);
    }
  }
  const perVisitor = Array.from({ length: visitors }, () => []);
  let sent = 0;
  let answered = 0;
  // CPU a turn over consecutive blocks of turns (--windows): does a turn get cheaper as the api
  // runs longer (the JIT compilers' work fading)?
  const windowSize = Math.ceil(turns / Number(options.windows));
  const windowCpu = [];
  let windowStart = cpuTimeMs(child.pid);
  const cpuBefore = cpuTimeMs(child.pid);
  const splitBefore = userSystemMs(child.pid);
  const started = performance.now();
  await Promise.all(
    perVisitor.map(async (log, index) => {
      let conversation = index;
      let script = index % scripts.length;
      // Each visitor its own share of the turns, so two runs send the same turns (--out).
      let own = Math.floor(turns / visitors) + (index < turns % visitors ? 1 : 0);
      for (;;) {
        const { lang, turns: lines } = scripts[script];
        const history = [];
        for (const line of lines) {
          if (own === 0) return;
          own -= 1;
          sent += 1;
          const message = saidBy(conversation, line, lang);
          const result = await request('advisor-chat', { message, history, lang });
          if (result.status !== 200) throw new Error(`HTTP ${result.status}: ${result.text.slice(0, 200)}`);
          answered += 1;
          if (answered % windowSize === 0 || answered === turns) {
            const now = cpuTimeMs(child.pid);
            windowCpu.push(Number(((now - windowStart) / (answered - windowCpu.length * windowSize)).toFixed(2)));
            windowStart = now;
          }
          log.push(`## visitor ${index}\n${result.status}\n${result.headers}\n\n${result.text}`);
          history.push({ role: 'user', content: message }, { role: 'assistant', content: replyText(result.text) });
        }
        conversation += visitors;
        script = (script + 1) % scripts.length;
      }
    }),
  );
  const wallMs = performance.now() - started;
  const cpuMs = cpuTimeMs(child.pid) - cpuBefore;
  const splitAfter = userSystemMs(child.pid);
  if (options.out) writeFileSync(options.out, [...written, ...perVisitor.flat()].join('\n'));
  console.log(
    JSON.stringify({
      dist: options.dist,
      turns: sent,
      visitors,
      cpuMsPerTurn: Number((cpuMs / sent).toFixed(2)),
      userMsPerTurn: Number(((splitAfter.user - splitBefore.user) / sent).toFixed(2)),
      systemMsPerTurn: Number(((splitAfter.system - splitBefore.system) / sent).toFixed(2)),
      wallMsPerTurn: Number((wallMs / sent).toFixed(2)),
      ...(windowCpu.length > 1 ? { cpuMsPerTurnByWindow: windowCpu } : {}),
    }),
  );
} finally {
  await new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  rmSync(dataDir, { recursive: true, force: true });
}
