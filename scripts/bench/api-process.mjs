// Starts the real api as its own process for a benchmark: a fresh embedded database in `dataDir`
// (or env.DATABASE_URL),
// no mail worker, only errors logged, on `port`. Resolves once /health answers; `stop()` sends
// SIGTERM and waits for the exit.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../lib/workspace.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Up to two minutes: tsx compiles the api and PGlite starts cold, slowly on a busy machine. */
const startTimeoutMs = 120_000;

/**
 * @param {{ dataDir: string, port: number, env?: Record<string, string> }} options
 * @returns {Promise<{ base: string, pid: number | undefined, stop: () => Promise<void> }>}
 */
export async function startBenchApi({ dataDir, port, env = {} }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAIL_WORKER: 'false',
      LOG_LEVEL: 'error',
      ...env,
      DATABASE_URL: env.DATABASE_URL ?? '',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  let up = false;
  while (!up && Date.now() < deadline) {
    if (child.exitCode !== null)
      throw Object.assign(new Error(`api exited: ${stderr.slice(-500)}`), { code: 'BENCH_SETUP' });
    up = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!up) await sleep(250);
  }
  if (!up) {
    child.kill('SIGTERM');
    throw Object.assign(new Error('api did not become healthy'), { code: 'BENCH_SETUP' });
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGTERM');
    });
  return { base, pid: child.pid, stop };
}
