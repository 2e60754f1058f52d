// Starts the api: database (migrated), signing keys, mail worker, HTTP server, rate-limit sweep.
// `close()` is the graceful shutdown: stop accepting, let in-flight requests finish (bounded by
// SHUTDOWN_TIMEOUT_MS), stop the worker, close the database (which releases the PGlite lock).
// main.ts runs it for `npm start`; tests and benchmarks start it in-process.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createLogger, type Logger } from './log';
import { purgeSettledMail } from './mail/outbox';
import { MailWorker, mailWorkerOptions } from './mail/worker';
import { loadSigningKeys, type SigningKeys } from './security/keys';
import type { PasswordHasher } from './security/passwords';
import { RateLimiter } from './security/rate-limit';

export interface StartOverrides {
  logger?: Logger;
  /** An already opened database (tests); closed by `close()` like one opened here. */
  database?: Database;
  keys?: SigningKeys;
  hasher?: PasswordHasher;
  /** Folder with the drizzle migrations (api/drizzle; each caller knows where it runs from). */
  migrationsFolder: string;
  /** How often expired rate-limit rows are deleted. */
  sweepIntervalMs?: number;
}

export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:54321 (the actual port when config.port was 0). */
  url: string;
  port: number;
  config: Config;
  database: Database;
  keys: SigningKeys;
  worker: MailWorker | null;
  /** The Node HTTP server (tests watch its 'request' event; benchmarks its connections). */
  httpServer: Server;
  /** Graceful shutdown; safe to call more than once. */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Stops accepting, waits for open requests; after `timeoutMs` drops whatever is still open. */
function stopHttp(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    // Keep-alive connections become idle once their request finished: close them as they do.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Waits for `promise` to settle, but at most `ms` (never rejects). */
async function bounded(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([promise.catch(() => undefined), timeout]);
  clearTimeout(timer);
}

export async function startServer(config: Config, overrides: StartOverrides): Promise<RunningServer> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const database = overrides.database ?? (await openDatabase(config));
  try {
    await database.migrate(overrides.migrationsFolder);
    const keys = overrides.keys ?? (await loadSigningKeys(config));
    const worker = config.mail.enabled ? new MailWorker(database.db, mailWorkerOptions(config), logger) : null;
    const app = createApp({
      config,
      database,
      keys,
      logger,
      ...(overrides.hasher ? { hasher: overrides.hasher } : {}),
      onMailQueued: () => worker?.kick(),
    });
    const server = createAdaptorServer({ fetch: app.fetch, hostname: config.host }) as Server;
    const port = await listen(server, config.port, config.host);
    worker?.start();

    const limiter = new RateLimiter(database.db);
    const sweep = setInterval(() => {
      limiter.sweep().catch((error: Error) => logger.warn('rate limit sweep failed', { error: error.message }));
      purgeSettledMail(database.db, config.mail.retentionDays).catch((error: Error) =>
        logger.warn('mail retention sweep failed', { error: error.message }),
      );
    }, overrides.sweepIntervalMs ?? 60_000);
    sweep.unref();

    const url = `http://${displayHost(config.host)}:${port}`;
    logger.info('api listening', { url, database: database.kind });

    let closing: Promise<void> | null = null;
    const close = () =>
      (closing ??= (async () => {
        clearInterval(sweep);
        await stopHttp(server, config.shutdownTimeoutMs);
        // A send in progress may finish; an SMTP server that hangs must not block the exit.
        if (worker) await bounded(worker.stop(), Math.max(config.shutdownTimeoutMs, 1000));
        await database.close();
        logger.info('api stopped');
      })());
    return { url, port, config, database, keys, worker, httpServer: server, close };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
