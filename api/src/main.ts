// `npm start` in api/ (node dist/main.js, built by api/build.mjs; `npm run dev`: this file with
// tsx): configuration from the environment, then
// the server; SIGINT/SIGTERM shut it down gracefully and exit 0. Startup problems a person can
// fix (bad configuration, data directory in use) print one clear line and exit 1.
// Importing this file starts the server: tests and benchmarks use startServer from ./server.
import { fileURLToPath } from 'node:url';
import type { Config } from './platform/config';
import { preloadPglite } from './platform/db/pglite-preload';
import type { RunningServer } from './server';

// PGlite's files load (and its wasm compiles) while node compiles and runs the rest of the api,
// which is imported only after they started (a static import would load it all first).
let pglitePreload = process.env.DATABASE_URL?.trim() ? undefined : preloadPglite();

// Node drains V8's background tasks (PGlite's wasm being optimised, for a second or more) whenever
// its event loop has nothing left to wait for; during the start that happens between two steps
// that wait on promises only, and the start stood still meanwhile (seen with the CommonJS bundle:
// docs/performance.md, "Start, eighth round"). A timer keeps the loop alive until the api listens.
const starting = setInterval(() => undefined, 60_000);

async function main(): Promise<void> {
  const [{ ConfigError, loadConfig }, { LockedError }, { createLogger }, { startServer }] = await Promise.all([
    import('./platform/config'),
    import('./platform/db/lock'),
    import('./platform/log'),
    import('./server'),
  ]);
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`api: invalid configuration: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);

  let server: RunningServer | null = null;
  let stopping = false;
  const stop = (running: RunningServer) =>
    running.close().then(
      () => process.exit(0),
      (error: Error) => {
        logger.error('api shutdown failed', { error: error.message });
        process.exit(1);
      },
    );
  const shutdown = (signal: NodeJS.Signals) => {
    // A second signal while shutting down means "now".
    if (stopping) process.exit(1);
    stopping = true;
    logger.info('api shutting down', { signal });
    // During startup (a first PGlite start takes seconds) the server stops as soon as it is up.
    if (server) void stop(server);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  try {
    server = await startServer(config, {
      logger,
      migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
      // Made by the build (api/build.mjs) beside dist/main.js; found from src/main.ts too.
      pgliteTemplateDir: fileURLToPath(new URL('../dist/pgdata-template', import.meta.url)),
      pglitePreload,
    });
    // PGlite has the module; the promise need not hold it.
    pglitePreload = undefined;
  } catch (error) {
    if (error instanceof LockedError) console.error(`api: ${error.message}`);
    else if (error instanceof ConfigError) console.error(`api: invalid configuration: ${error.message}`);
    else logger.error('api failed to start', { error: (error as Error).message, stack: (error as Error).stack });
    process.exit(1);
  }
  if (stopping) void stop(server);
}

/** Settles once the api listens or failed to start (dist/main.js then writes V8's code cache). */
export const started: Promise<void> = main().finally(() => clearInterval(starting));
