// The backend half of `npm start` (and of the e2e and benchmark stacks): the local mail inbox
// (maildev: SMTP on 1025, web inbox and REST API on 1080) and the api (port 54321), each a
// child process that is stopped with the stack.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { defaultAnonKey, defaultApiPort } from '../../shared-build/runtime-config.mjs';
import { ensureApiBuilt, root } from './workspace.mjs';

export const mailPorts = { smtp: 1025, web: 1080 };
export const apiPort = defaultApiPort;

/**
 * How the api runs, here, in the benchmark and in api/Dockerfile (keep them alike): the build's
 * output on plain node (api/build.mjs), with semi-spaces of up to 16 MB (a smaller young generation
 * promoted the garbage of 200 connections' requests: higher peaks, half the throughput) and
 * at most two malloc arenas (glibc makes one per thread by default, and PGlite's wasm compilation
 * on V8's background threads leaves tens of MB in them), and blocks of 32 KB and more mapped
 * on their own, so they go back to the system when freed (the wasm compilers' zones, argon2's
 * 19 MB; with glibc's adaptive threshold they stayed in the heap): docs/performance.md, "Memory".
 * PGlite's wasm is tiered up to TurboFan by one background task at a time: by default V8 runs up
 * to four, which on a small machine took the cores from the main thread while it started
 * PostgreSQL (docs/performance.md, "Start and memory, fifth round"). The old generation grows to
 * at most 1.4 times what survived the last full collection (V8 lets it grow up to 4 times when
 * requests arrive fast, which was the 200-connection run's peak; same section).
 */
export const apiCommand = {
  args: ['--max-semi-space-size=16', '--wasm-num-compilation-tasks=1', '--heap-growing-percent=40', 'dist/main.js'],
  env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' },
};

/** Where the api keeps the service-role key it generated (api/src/platform/security/service-role.ts). */
export const serviceRoleKeyFile = (dataDir) => path.join(dataDir, 'service-role-key');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether a server accepts TCP connections on the port. A port in the kernel's ephemeral range
 * (32768-60999 on Linux; the api's 54321, the bench's 54399) can be picked as the probe's own
 * source port while nothing listens: the connection then reaches itself (TCP simultaneous open)
 * and "connects" without any server. Such a socket is not an answer.
 */
export const acceptsConnections = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      const itself = socket.localPort === socket.remotePort && socket.localAddress === socket.remoteAddress;
      socket.destroy();
      resolve(!itself);
    });
    socket.once('error', () => resolve(false));
  });

/** Resolves once a TCP port accepts connections; rejects after `timeoutMs`. */
async function waitForPort(port, host, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode} before listening on ${port}`);
    const open = await acceptsConnections(port, host);
    if (open) return;
    await sleep(150);
  }
  throw new Error(`did not listen on port ${port} within ${timeoutMs / 1000} s`);
}

/** Starts a child process whose output is prefixed with its name, and a way to stop it. */
function startChild(name, command, args, { env, quiet, cwd = root }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const forward = (stream, out) =>
    stream.on('data', (chunk) => {
      if (!quiet) out.write(chunk.toString().replace(/^(?=.)/gm, prefix));
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
      child.kill('SIGTERM');
    });
  return { child, stop };
}

/**
 * Starts one api process on `port` with `env` over the current environment. `ready` resolves
 * once it listens (and rejects, the process stopped, when it does not); `stop()` ends it.
 * `name` prefixes its output; `readyTimeoutMs` bounds the wait for it to listen.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ port: number, quiet?: boolean, name?: string, readyTimeoutMs?: number }} options
 */
export function spawnApi(env, { port, quiet = false, name = 'api', readyTimeoutMs = 60_000 }) {
  // The build's output, from the api package, where its dependencies resolve.
  ensureApiBuilt();
  const api = startChild(name, process.execPath, apiCommand.args, {
    cwd: path.join(root, 'api'),
    env: { ...apiCommand.env, ...process.env, ...env, PORT: String(port) },
    quiet,
  });
  const ready = waitForPort(port, '127.0.0.1', readyTimeoutMs, api.child).catch(async (error) => {
    await api.stop();
    throw error;
  });
  return { ...api, ready };
}

/**
 * Starts maildev and the api. `env` is the stack's environment: the api reads its own variables
 * from it (see .env.example); SMTP_URL set means a real mail server, so no local inbox starts.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ quiet?: boolean }} [options] quiet: no child output (benchmarks)
 */
export async function startBackend(env, { quiet = false } = {}) {
  const host = '127.0.0.1';
  const started = [];
  const stopAll = async () => {
    for (const service of started.reverse()) await service.stop();
  };
  try {
    let smtpUrl = env.SMTP_URL;
    let inboxUrl = null;
    if (!smtpUrl) {
      const maildev = startChild(
        'mail',
        path.join(root, 'node_modules/.bin/maildev'),
        [
          '--smtp',
          String(mailPorts.smtp),
          '--web',
          String(mailPorts.web),
          '--ip',
          host,
          '--web-ip',
          host,
          '--max-emails',
          '500',
          '--silent',
        ],
        { env: { ...process.env }, quiet },
      );
      started.push(maildev);
      await waitForPort(mailPorts.smtp, host, 20_000, maildev.child);
      await waitForPort(mailPorts.web, host, 20_000, maildev.child);
      smtpUrl = `smtp://${host}:${mailPorts.smtp}`;
      inboxUrl = `http://localhost:${mailPorts.web}`;
    }

    const port = Number(env.API_PORT ?? apiPort);
    const dataDir = env.DATA_DIR ?? path.join(root, '.data/api');
    const api = spawnApi({ ...env, SMTP_URL: smtpUrl, DATA_DIR: dataDir }, { port, quiet });
    started.push(api);
    await api.ready;
    return {
      apiUrl: `http://localhost:${port}`,
      inboxUrl,
      anonKey: env.ANON_KEY ?? defaultAnonKey,
      // Like `supabase start`: where the secret is, never the secret itself (it stays in the data directory).
      serviceRoleKey: env.SERVICE_ROLE_KEY ? 'SERVICE_ROLE_KEY (from the environment)' : serviceRoleKeyFile(dataDir),
      close: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
