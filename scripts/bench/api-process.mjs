// Starts the real api as its own process for a benchmark, as `npm start` runs it (the build's
// output, scripts/lib/backend.mjs' apiCommand): a fresh embedded database in `dataDir` (or
// env.DATABASE_URL), no mail worker, only errors logged, on `port`. Resolves once /health answers,
// with how long the process took to accept a connection and to answer /health (what a person or an
// orchestrator waits for), and a way to read its resident memory; `stop()` sends SIGTERM and waits
// for the exit.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { acceptsConnections, apiCommand } from '../lib/backend.mjs';
import { ensureApiBuilt, root } from '../lib/workspace.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Up to two minutes: PGlite starts cold, slowly on a busy machine. */
const startTimeoutMs = 120_000;

/**
 * CPU time a process has used in ms (utime + stime of /proc/<pid>/stat, all its threads; clock
 * ticks of 10 ms), or null once it is gone: what a start cost, whatever share of a core it got.
 */
export function cpuTimeMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The resident set of a process in MB (VmRSS of /proc/<pid>/status), or null once it is gone. */
export function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
  } catch {
    return null;
  }
}

/**
 * @param {{ dataDir: string, port: number, env?: Record<string, string> }} options
 * @returns {Promise<{ base: string, pid: number | undefined, listenedAfterMs: number, healthyAfterMs: number, healthyCpuMs: number | null, rss: () => number | null, stop: () => Promise<void> }>}
 */
export async function startBenchApi({ dataDir, port, env = {} }) {
  ensureApiBuilt();
  const started = performance.now();
  // BENCH_API_NODE_ARGS: extra node flags for the api only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p"
  // to profile it under a bench (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...apiCommand.args], {
    cwd: path.join(root, 'api'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...apiCommand.env,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAIL_WORKER: 'false',
      LOG_LEVEL: 'error',
      // Every simulated client of a benchmark comes from 127.0.0.1: the per-address shares of the
      // admission slots and realtime sockets (docs/deployment.md) must not be what is measured.
      MAX_CONCURRENT_REQUESTS_PER_ADDRESS: '1000000',
      REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '1000000',
      ...env,
      DATABASE_URL: env.DATABASE_URL ?? '',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const failed = (message) => Object.assign(new Error(message), { code: 'BENCH_SETUP' });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGTERM');
    });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  // Listening: the first accepted connection, asked every 5 ms.
  let listenedAfterMs = null;
  while (listenedAfterMs === null && Date.now() < deadline) {
    if (child.exitCode !== null) throw failed(`api exited: ${stderr.slice(-500)}`);
    if (await acceptsConnections(port)) listenedAfterMs = Math.round(performance.now() - started);
    else await sleep(5);
  }
  // Serving: the first 2xx answer of /health, asked again 5 ms after each failure (the start-time
  // budget: an accepted connection is not yet an answer).
  let healthyAfterMs = null;
  let healthyCpuMs = null;
  while (listenedAfterMs !== null && healthyAfterMs === null && Date.now() < deadline) {
    if (child.exitCode !== null) throw failed(`api exited: ${stderr.slice(-500)}`);
    const up = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) {
      healthyAfterMs = Math.round(performance.now() - started);
      healthyCpuMs = cpuTimeMs(child.pid);
    } else await sleep(5);
  }
  if (healthyAfterMs === null) {
    await stop();
    throw failed('api did not become healthy');
  }
  return {
    base,
    pid: child.pid,
    listenedAfterMs,
    healthyAfterMs,
    healthyCpuMs,
    rss: () => residentMb(child.pid),
    stop,
  };
}
