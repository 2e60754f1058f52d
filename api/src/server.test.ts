// The process around the app: `npm start` (main.ts) with a PGlite data directory that survives
// restarts and is owned by one process (lock file), graceful shutdown on SIGTERM and with
// requests in flight, and the one-line refusal of a bad configuration.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { LockedError } from './platform/db/lock';
import { startServer } from './server';
import {
  anonKey,
  baseEnv,
  createTestDatabase,
  dropTestDatabase,
  goodPassword,
  migrationsFolder,
  startTestApi,
  uniqueEmail,
} from './test/harness';

const apiDir = path.join(__dirname, '..');

interface Child {
  process: ChildProcessWithoutNullStreams;
  stdout: string[];
  stderr: string;
  exit: Promise<number | null>;
}

/** Runs `node --import tsx src/main.ts`: the entry `npm start` runs built (dist/main.js), from its sources. */
// Every process a test starts; those still running when it ends are stopped, so that a test that
// failed half-way (a start slower than its wait on a busy machine) does not leave a process that
// holds its data directory when Jest retries it.
const started = new Set<ChildProcessWithoutNullStreams>();
afterEach(async () => {
  const running = [...started].filter((child) => child.exitCode === null && child.signalCode === null);
  started.clear();
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
});

function startMain(env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  started.add(child);
  const result: Child = {
    process: child,
    stdout: [],
    stderr: '',
    exit: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    result.stdout.push(...lines);
  });
  child.stderr.on('data', (chunk: Buffer) => (result.stderr += chunk.toString()));
  return result;
}

async function waitForLog(child: Child, msg: string, timeoutMs = 60_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const line of child.stdout) {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        if (entry.msg === msg) return entry;
      } catch {
        // not a log line
      }
    }
    if (child.process.exitCode !== null) throw new Error(`exited (${child.process.exitCode}): ${child.stderr}`);
    if (Date.now() > deadline) throw new Error(`no "${msg}" log line within ${timeoutMs} ms: ${child.stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('npm start (main.ts)', () => {
  it('prints one clear line and exits 1 for an invalid configuration', async () => {
    const child = startMain({ PORT: 'eighty', DATA_DIR: ':memory:' });
    expect(await child.exit).toBe(1);
    const lines = child.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe('api: invalid configuration: PORT must be an integer >= 0, got "eighty"');
  });

  describe('with a PGlite data directory', () => {
    let dataDir: string;

    // A directory per attempt: a retried test starts on a fresh one, as the first attempt did.
    beforeEach(() => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'kk-api-data-'));
    });

    afterEach(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps users and keys across restarts, refuses a second owner, and shuts down cleanly', async () => {
      const env = {
        ...baseEnv,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        MAIL_WORKER: 'false',
        REQUIRE_EMAIL_CONFIRMATION: 'false',
      };
      const first = startMain(env);
      const listening = await waitForLog(first, 'api listening');
      const url = listening.url as string;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(listening.database).toBe('pglite');
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'keys', 'signing-key.jwk.json'))).toBe(true);

      const email = uniqueEmail('persist');
      const signup = await fetch(`${url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: goodPassword }),
      });
      expect(signup.status).toBe(200);
      const { access_token: accessToken } = (await signup.json()) as { access_token: string };
      // One JSON log line per request, without the query string.
      const requestLine = await waitForLog(first, 'request');
      expect(requestLine).toMatchObject({ method: 'POST', path: '/auth/v1/signup', status: 200 });

      // A second process on the same data directory is refused by the lock.
      const second = startMain({ ...env, PORT: '0' });
      expect(await second.exit).toBe(1);
      expect(second.stderr).toContain(`The data directory is in use by process ${first.process.pid}`);
      expect(second.stderr.trim().split('\n')).toHaveLength(1);

      first.process.kill('SIGTERM');
      expect(await first.exit).toBe(0);
      expect(first.stdout.some((line) => line.includes('"api stopped"'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

      // Restart in-process on the same directory: the user and the signing key are still there.
      const config = loadConfig({ ...env, LOG_LEVEL: baseEnv.LOG_LEVEL! });
      const restarted = await startServer(config, { migrationsFolder, warmAdvisor: false });
      try {
        await expect(openDatabase({ databaseUrl: '', dataDir })).rejects.toBeInstanceOf(LockedError);
        const me = await fetch(`${restarted.url}/auth/v1/user`, {
          headers: { apikey: anonKey, authorization: `Bearer ${accessToken}` },
        });
        expect(me.status).toBe(200);
        expect(await me.json()).toMatchObject({ email });
        const signIn = await fetch(`${restarted.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: goodPassword }),
        });
        expect(signIn.status).toBe(200);
      } finally {
        await restarted.close();
      }
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    }, 120_000);
  });
});

describe('graceful shutdown', () => {
  it('lets a request in flight finish, then refuses new connections', async () => {
    const api = await startTestApi();
    try {
      const encoder = new TextEncoder();
      const payload = JSON.stringify({ email: uniqueEmail('inflight'), firstName: 'Ada', consent: true });
      let finishBody!: () => void;
      const bodyDone = new Promise<void>((resolve) => (finishBody = resolve));
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(payload.slice(0, 10)));
          await bodyDone;
          controller.enqueue(encoder.encode(payload.slice(10)));
          controller.close();
        },
      });
      const arrived = new Promise((resolve) => api.server.httpServer.once('request', resolve));
      const inFlight = fetch(`${api.url}/functions/v1/guest-session`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      await arrived;

      let closed = false;
      const closing = api.server.close().then(() => (closed = true));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(closed).toBe(false);
      finishBody();

      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ guest: { firstName: 'Ada' } });
      await closing;
      await expect(fetch(`${api.url}/health`)).rejects.toThrow();
    } finally {
      await api.close();
    }
  });

  it('drops a request that outlives SHUTDOWN_TIMEOUT_MS instead of hanging', async () => {
    const api = await startTestApi({ env: { SHUTDOWN_TIMEOUT_MS: '200' } });
    try {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"email":'));
          // never finishes
        },
      });
      const arrived = new Promise((resolve) => api.server.httpServer.once('request', resolve));
      const stuck = fetch(`${api.url}/functions/v1/guest-session`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit).catch((error: Error) => error);
      await arrived;
      const started = Date.now();
      await api.server.close();
      expect(Date.now() - started).toBeLessThan(3000);
      // fetch fails (a TypeError from undici's realm, so no toBeInstanceOf here).
      expect(await stuck).toMatchObject({ name: 'TypeError' });
    } finally {
      await api.close();
    }
  });
});

describe('SIGTERM under load', () => {
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | null = null;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kk-api-drain-'));
  });

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  });

  /** A database for the child process: a fresh PostgreSQL database when DATABASE_URL is set, else PGlite in dataDir. */
  async function childDatabaseUrl(): Promise<string> {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) return '';
    const { name, url } = await createTestDatabase(adminUrl);
    dropDatabase = () => dropTestDatabase(adminUrl, name);
    return url;
  }

  /** One POST on a connection of its own; resolves with the status or the network error's code. */
  function post(url: string, pathname: string, body: unknown, agent: http.Agent): Promise<number | string> {
    return new Promise((resolve) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        `${url}${pathname}`,
        {
          method: 'POST',
          agent,
          headers: {
            apikey: anonKey,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      request.end(payload);
    });
  }

  it('answers every request it already received before it exits (no ECONNRESET)', async () => {
    const child = startMain({
      ...baseEnv,
      DATABASE_URL: await childDatabaseUrl(),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      MAIL_WORKER: 'false',
      REQUIRE_EMAIL_CONFIRMATION: 'false',
      // The listener stays open for new connections for at most half of this while requests
      // are in flight; after that, connections still in its backlog are reset (by design, so a
      // shutdown ends). Each response now closes its connection and the agent opens a new one
      // for the next request, so draining the 50 took more than 5 s on a loaded machine and
      // the last ones were reset (ECONNRESET on fresh connections): 60 s keeps the drain inside.
      SHUTDOWN_TIMEOUT_MS: '60000',
    });
    const { url } = (await waitForLog(child, 'api listening')) as { url: string };
    // Like a browser or a proxy: a few keep-alive connections, each carrying several requests.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const requests = Array.from({ length: 50 }, (_, index) =>
      index % 2 === 0
        ? post(url, '/auth/v1/signup', { email: uniqueEmail('drain'), password: goodPassword }, agent)
        : post(
            url,
            '/auth/v1/token?grant_type=password',
            { email: uniqueEmail('drain'), password: goodPassword },
            agent,
          ),
    );
    // The shutdown arrives while the requests are being received and processed.
    await new Promise((resolve) => setTimeout(resolve, 30));
    child.process.kill('SIGTERM');
    const outcomes = await Promise.all(requests);
    agent.destroy();
    expect(await child.exit).toBe(0);
    // A request the server received is answered; one the client had not sent yet finds the
    // port closed (ECONNREFUSED), which a client or proxy may retry safely.
    const answered = outcomes.filter((outcome) => typeof outcome === 'number');
    const failures = outcomes.filter((outcome) => typeof outcome === 'string' && outcome !== 'ECONNREFUSED');
    expect(failures).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(10);
    for (const status of answered) expect([200, 400]).toContain(status);
  }, 240_000);
});
