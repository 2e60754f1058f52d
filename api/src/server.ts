// Starts the api: database (migrated), signing keys, mail worker, background jobs, HTTP server,
// rate-limit sweep. `close()` is the graceful shutdown: stop accepting, let in-flight requests
// finish (bounded by SHUTDOWN_TIMEOUT_MS), stop the jobs and the worker, close the database
// (which releases the PGlite lock).
// main.ts runs it for `npm start`; tests and benchmarks start it in-process.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import type { Config } from './platform/config';
import { ConnectionTracker } from './platform/http/connection-tracker';
import { openDatabase, type Database } from './platform/db/client';
import type { PglitePreload } from './platform/db/pglite-preload';
import { JobScheduler, productJobs } from './jobs';
import { createLogger, type Logger } from './platform/log';
import { purgeSettledMail } from './platform/mail/outbox';
import { MailWorker, mailWorkerOptions } from './platform/mail/worker';
import { JwtService } from './platform/security/jwt';
import { loadSigningKeys, type SigningKeys } from './platform/security/keys';
import type { PasswordHasher } from './platform/security/passwords';
import { RateLimiter } from './platform/security/rate-limit';
import { openStorageBackend, type StorageBackend } from './platform/storage/backend';
import { ensureProductBuckets } from './modules/storage/service';
import { loadServiceRoleKey } from './platform/security/service-role';
import { listenForChanges, publishedTables, RealtimeServer, type Publication } from './modules/realtime/service';
import { createServices } from './platform/services';

export interface StartOverrides {
  logger?: Logger;
  /** An already opened database (tests); closed by `close()` like one opened here. */
  database?: Database;
  keys?: SigningKeys;
  hasher?: PasswordHasher;
  /** Folder with the drizzle migrations (api/drizzle; each caller knows where it runs from). */
  migrationsFolder: string;
  /** The built PGlite template a new data directory starts from (db/pglite-template.ts), if any. */
  pgliteTemplateDir?: string;
  /** PGlite's files, loading since the process started (main.ts). */
  pglitePreload?: PglitePreload;
  /** How often expired rate-limit rows are deleted. */
  sweepIntervalMs?: number;
  /** What /realtime/v1 publishes (default: the case tables). */
  publications?: readonly Publication[];
  /**
   * Build the advisor's indexes and compile its rules right after listening (default), so the
   * first visitor's turn does not pay for them. The test harness skips it: most test files never
   * ask the advisor, and each start would pay a few hundred ms of CPU for nothing.
   */
  warmAdvisor?: boolean;
}

export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:54321 (the actual port when config.port was 0). */
  url: string;
  port: number;
  config: Config;
  database: Database;
  keys: SigningKeys;
  /** Where /storage/v1 keeps files. */
  storage: StorageBackend;
  /** The service-role key (SERVICE_ROLE_KEY, or the one kept in the data directory). */
  serviceRoleKey: string;
  worker: MailWorker | null;
  /** The background jobs (null with JOBS=false); tests call `jobs.runNow(name)`. */
  jobs: JobScheduler | null;
  /** The Node HTTP server (tests watch its 'request' event; benchmarks its connections). */
  httpServer: Server;
  /** /realtime/v1 (benchmarks read its stats). */
  realtime: RealtimeServer;
  /** Settles when the advisor's warm-up after the start is done (at once without it). */
  advisorWarm: Promise<void>;
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

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The listener stays open until no request is in flight and no connection came for this long. */
const quietMs = 50;

/**
 * Answers every request already received, then resolves; after `timeoutMs` drops whatever is
 * still open. Closing the listening socket resets the connections waiting in its backlog
 * (accepted by the kernel, not yet by the event loop, which PGlite keeps busy), so the listener
 * stays open while requests are in flight (their responses say `Connection: close`) and closes
 * once it is quiet, at the latest after half the allowance. Idle connections are closed in the
 * event loop's check phase, right after the poll phase read whatever had arrived on them.
 */
async function stopHttp(server: Server, tracker: ConnectionTracker, timeoutMs: number): Promise<void> {
  const started = Date.now();
  tracker.draining = true;
  const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
  for (;;) {
    await sleep(10);
    await nextTick();
    const quiet = !tracker.busy && Date.now() - tracker.lastConnectionAt >= quietMs;
    if (quiet || Date.now() - started >= timeoutMs / 2) break;
  }
  await new Promise<void>((resolve) => {
    const sweep = setInterval(() => setImmediate(() => tracker.closeIdle(started)), 25);
    // http.Server#close() would also call closeIdleConnections() at once; the tracker does it instead.
    const closeIdleConnections = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => undefined;
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections = closeIdleConnections;
  });
}

/**
 * The background jobs' first run comes this long after `listen`, not among the first requests (its
 * queries ran on PGlite's thread right after `listen` and delayed the first /health answer).
 */
const jobsFirstRunAfterMs = 1000;

/**
 * The advisor's warm-up begins once the api has answered its first request (or none came for
 * `warmUpNoRequestMs`) and then no request came for `warmUpQuietMs`, and each step waits for a
 * quiet moment; from `warmUpLatestMs` after `listen` on it runs regardless (still a step at a time,
 * with the event loop free between steps), so a steady stream of requests cannot hold it off and
 * leave the compile to a visitor's first turn.
 */
const warmUpNoRequestMs = 1000;
const warmUpQuietMs = 100;
const warmUpStepQuietMs = 5;
const warmUpLatestMs = 5000;

/** Waits for `promise` to settle, but at most `ms` (never rejects). */
async function bounded(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([promise.catch(() => undefined), timeout]);
  clearTimeout(timer);
}

export async function startServer(config: Config, overrides: StartOverrides): Promise<RunningServer> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const database =
    overrides.database ??
    (await openDatabase({
      ...config,
      pgliteTemplateDir: overrides.pgliteTemplateDir,
      pglitePreload: overrides.pglitePreload,
    }));
  let storage: StorageBackend | null = null;
  try {
    await database.migrate(overrides.migrationsFolder);
    const keys = overrides.keys ?? (await loadSigningKeys(config));
    await ensureProductBuckets(database.db);
    const files = await openStorageBackend(config.storage);
    storage = files;
    const serviceRoleKey = await loadServiceRoleKey(config, keys, new JwtService(keys, config.jwtIssuer, 1));
    const worker = config.mail.enabled ? new MailWorker(database.db, mailWorkerOptions(config), logger) : null;
    const deps = {
      config,
      database,
      keys,
      logger,
      ...(overrides.hasher ? { hasher: overrides.hasher } : {}),
      storage: files,
      onMailQueued: () => worker?.kick(),
    };
    const services = createServices(deps);
    const app = createApp({ ...deps, services });
    const server = createAdaptorServer({
      fetch: app.fetch,
      hostname: config.host,
      // A client that sends its headers, or its request, too slowly is answered 408 and closed
      // (checked every second, not Node's default 30 s); bodies have their own BODY_TIMEOUT_MS.
      serverOptions: {
        headersTimeout: config.timeouts.headersMs,
        requestTimeout: config.timeouts.requestMs,
        connectionsCheckingInterval: 1000,
      },
    }) as Server;
    // It also lingers before closing, so a 413 or 408 sent before the body's end reaches a client
    // that is still sending.
    const tracker = new ConnectionTracker(server, { lingerMs: config.timeouts.lingerMs });
    const realtime = new RealtimeServer(services, overrides.publications ?? publishedTables);
    realtime.attach(server);
    const unlisten = await listenForChanges(
      database,
      logger,
      (change) => void realtime.publish(change),
      // Changes were missed while the LISTEN connection was down: clients reconnect, join again
      // and refetch (realtime-js rejoins; useRealtimeChanges calls onResubscribe).
      () => void realtime.disconnectAll(1012, 'Changes may have been missed, please reconnect'),
    );
    const port = await listen(server, config.port, config.host);
    // The advisor's code (a chunk of its own), indexes, language model and rules, loaded and built
    // once the api has answered its first request (after a start, a health check) and no request
    // came for a moment, in steps that leave the event loop to requests in between (a turn that
    // comes first loads and builds what it needs).
    const warmLatestAt = Date.now() + warmUpLatestMs;
    const advisorWarm =
      (overrides.warmAdvisor ?? true)
        ? tracker
            .firstAnswer(warmUpNoRequestMs, warmLatestAt)
            .then(() => tracker.quiet(warmUpQuietMs, warmLatestAt))
            .then(() => import('./advisor/warm'))
            .then(({ warmAdvisor }) => warmAdvisor(() => tracker.quiet(warmUpStepQuietMs, warmLatestAt)))
            .catch((error: Error) => logger.warn('advisor warm-up failed', { error: error.message }))
        : Promise.resolve();
    worker?.start();
    const jobs = config.jobs.enabled
      ? new JobScheduler(
          productJobs(config),
          { db: database.db, config, logger, mailQueued: () => worker?.kick() },
          config.jobs.intervalMs,
        )
      : null;
    jobs?.start(jobsFirstRunAfterMs);

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
        // WebSockets first: an upgraded connection would keep the HTTP server from closing.
        await realtime.close();
        await unlisten();
        await stopHttp(server, tracker, config.shutdownTimeoutMs);
        // A job run in progress finishes its transaction (its mails are then in the outbox).
        if (jobs) await bounded(jobs.stop(), Math.max(config.shutdownTimeoutMs, 1000));
        // A send in progress may finish; an SMTP server that hangs must not block the exit.
        if (worker) await bounded(worker.stop(), Math.max(config.shutdownTimeoutMs, 1000));
        await database.close();
        await files.close();
        logger.info('api stopped');
      })());
    return {
      url,
      port,
      config,
      database,
      keys,
      serviceRoleKey,
      storage: files,
      worker,
      jobs,
      httpServer: server,
      realtime,
      advisorWarm,
      close,
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    await storage?.close().catch(() => undefined);
    throw error;
  }
}
