// Starts the real api for a test file: HTTP on an ephemeral port, the real mail worker sending
// over SMTP to an in-process catcher, and a database of its own:
//   - default: in-memory PGlite, loaded from the migrated template that global-setup.ts built;
//   - DATABASE_URL set: a fresh PostgreSQL database `test_<random>` created through that URL
//     (the role needs CREATEDB) from the migrated template global-setup.ts built, and dropped
//     again by close(), so files never share data.
// Cheap argon2 settings, generous rate limits and tiny mail backoff keep the suite fast.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import ws from 'ws';
import { loadConfig, type Config } from '../platform/config';
import { openDatabase, type Database, type Db } from '../platform/db/client';
import { preloadPglite, type PglitePreload } from '../platform/db/pglite-preload';
import type { Logger } from '../platform/log';
import type { Publication } from '../modules/realtime/service';
import { startServer, type RunningServer } from '../server';
import { migrationsFolder, postgresTemplateEnv, templateEnv } from './global-setup';
import { freePort, MailCatcher } from './mail-catcher';

export const anonKey = 'test-anon-key';
export const siteUrl = 'http://localhost:3000';
/** Mail links name this address; `localUrl()` maps it to the server's real (ephemeral) port. */
export const externalUrl = 'http://api.test';
export { migrationsFolder };

/** The test configuration; override single variables per server. */
export const baseEnv: Record<string, string> = {
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: ':memory:',
  SITE_URL: siteUrl,
  API_EXTERNAL_URL: externalUrl,
  ALLOWED_ORIGINS: `${siteUrl},http://127.0.0.1:3000`,
  ANON_KEY: anonKey,
  LOG_LEVEL: process.env.API_TEST_LOG_LEVEL ?? 'silent',
  PASSWORD_HASH_MEMORY_KIB: '1024',
  PASSWORD_HASH_ITERATIONS: '1',
  MAIL_MIN_INTERVAL: '0',
  // Thousands of sign-ups; the floor has its own test (auth/enumeration-timing.test.ts).
  MAIL_REQUEST_FLOOR_MS: '0',
  MAIL_POLL_INTERVAL_MS: '50',
  MAIL_BACKOFF_BASE_MS: '50',
  MAIL_BACKOFF_MAX_MS: '200',
  MAIL_MAX_ATTEMPTS: '50',
  SHUTDOWN_TIMEOUT_MS: '2000',
  RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '1000/60',
  RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '1000/60',
  RATE_LIMIT_SIGNUPS_PER_IP: '1000/60',
  RATE_LIMIT_RECOVERY_PER_IP: '1000/60',
  RATE_LIMIT_VERIFY_PER_IP: '1000/60',
  RATE_LIMIT_GUEST_SESSIONS_PER_IP: '1000/60',
  RATE_LIMIT_ASSESSMENTS_PER_IP: '1000/60',
  RATE_LIMIT_NEWS_SUBSCRIPTIONS_PER_IP: '1000/60',
  // Every test's guests and users ask from this one address.
  RATE_LIMIT_EXPERT_REQUESTS_PER_IP: '1000/60',
  RATE_LIMIT_TEAM_INVITE_MAILS_PER_IP: '100000/60',
};

export interface TestApiOptions {
  /** Environment variables on top of baseEnv. */
  env?: Record<string, string>;
  /** SMTP_URL points at the catcher (default) or at a port nobody listens on yet ('down'). */
  smtp?: 'up' | 'down';
  /** What /realtime/v1 publishes (default: the case tables). */
  publications?: readonly Publication[];
  /** The server's logger (default: one at LOG_LEVEL, silent in tests). */
  logger?: Logger;
  /** Warm the advisor at start as production does (default: no, it would cost every file that never asks it). */
  warmAdvisor?: boolean;
}

export interface TestApi {
  url: string;
  config: Config;
  server: RunningServer;
  db: Db;
  mail: MailCatcher;
  /** A fresh supabase-js client (no persistence, no auto refresh, implicit flow, ws transport). */
  client(): SupabaseClient;
  /** The service-role key of this server (admin API). */
  serviceRoleKey: string;
  /** supabase-js created with the service-role key, as server code uses it (`supabase.auth.admin`). */
  adminClient(): SupabaseClient;
  /** fetch against the api with the apikey header; `json` becomes the JSON body. */
  request(pathname: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** A link from a mail (naming API_EXTERNAL_URL) pointed at this server. */
  localUrl(link: string): string;
  close(): Promise<void>;
}

let counter = 0;
/** A unique, valid, lower-case address. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export const goodPassword = 'correct-horse-7';

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database `test_<random>` on the server of `adminUrl` (whose role needs
 * CREATEDB): empty, or a copy of `template`. Its name (for dropTestDatabase) and its URL.
 */
export async function createTestDatabase(adminUrl: string, template?: string): Promise<{ name: string; url: string }> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  await withAdmin(adminUrl, (admin) =>
    admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * Drops a test database. WITH (FORCE) may not terminate a backend of another role that is still
 * there (an autovacuum worker busy in the database, or the api's own connection a moment after its
 * process exited): PostgreSQL 15 refuses it (42501). Those end within moments, so retry.
 */
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '42501' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });
}

interface TestDatabase {
  database: Database;
  /** Called after the server closed the database (a function property: it is called detached). */
  dispose: () => Promise<void>;
}

// Once per test file (Jest's module registry is per file), not once per api: PGlite's wasm
// compiled anew and the 40 MB template read anew made a file that starts three apis wait for three
// compiles side by side, over a minute on a loaded machine (docs/testing.md).
let pglitePreload: PglitePreload | undefined;
let templateBlob: Blob | null | undefined;
function pgliteTemplateBlob(): Blob | undefined {
  if (templateBlob === undefined) {
    const file = process.env[templateEnv];
    templateBlob = file && existsSync(file) ? new Blob([readFileSync(file)]) : null;
  }
  return templateBlob ?? undefined;
}

async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const { name, url } = await createTestDatabase(adminUrl, process.env[postgresTemplateEnv]);
    const database = await openDatabase({ databaseUrl: url, dataDir: ':memory:' });
    return { database, dispose: () => dropTestDatabase(adminUrl, name) };
  }
  const pgliteTemplate = pgliteTemplateBlob();
  const database = await openDatabase({
    databaseUrl: '',
    dataDir: ':memory:',
    ...(pgliteTemplate ? { pgliteTemplate } : {}),
    pglitePreload: (pglitePreload ??= preloadPglite()),
  });
  return { database, dispose: async () => undefined };
}

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const mail = new MailCatcher();
  let smtpUrl: string;
  if (options.smtp === 'down') {
    mail.port = await freePort();
    smtpUrl = mail.url;
  } else {
    await mail.start();
    smtpUrl = mail.url;
  }
  const config = loadConfig({ ...baseEnv, SMTP_URL: smtpUrl, ...options.env });
  const { database, dispose } = await openTestDatabase();
  let server: RunningServer;
  try {
    server = await startServer(config, {
      database,
      migrationsFolder,
      ...(options.publications ? { publications: options.publications } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
      warmAdvisor: options.warmAdvisor ?? false,
    });
    await server.advisorWarm;
  } catch (error) {
    await mail.stop();
    await dispose();
    throw error;
  }
  const url = server.url;
  return {
    url,
    config,
    server,
    db: database.db,
    mail,
    client: () =>
      createClient(url, config.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'implicit' },
        realtime: { transport: ws as never },
      }),
    request(pathname, init = {}) {
      const { json, headers, ...rest } = init;
      return fetch(`${url}${pathname}`, {
        ...rest,
        headers: {
          apikey: config.anonKey,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(headers as Record<string, string> | undefined),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
    },
    serviceRoleKey: server.serviceRoleKey,
    adminClient: () =>
      createClient(url, server.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: ws as never },
      }),
    localUrl: (link) => (link.startsWith(externalUrl) ? `${url}${link.slice(externalUrl.length)}` : link),
    async close() {
      await server.close();
      await mail.stop();
      await dispose();
    },
  };
}

/**
 * One api for the whole test file: started before its first test, closed after its last. The
 * object returned is filled in `beforeAll` (a TestApi's methods are closures, not `this`), so a
 * file writes `const api = apiForThisFile();` instead of a `let`, a `beforeAll` and an `afterAll`.
 */
export function apiForThisFile(options: TestApiOptions = {}): TestApi {
  const api = {} as TestApi;
  beforeAll(async () => {
    Object.assign(api, await startTestApi(options));
  });
  afterAll(async () => {
    await api.close?.();
  });
  return api;
}

/** The parameters of a redirect's URL fragment (GoTrue puts the session or the error there). */
export function fragmentParams(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

/**
 * The JWT with one character of its signature changed. The first character is used because every one
 * of its bits counts: the last one of a base64url segment carries padding bits that decoders ignore,
 * so changing it there leaves the signature valid now and then.
 */
export function withTamperedSignature(jwt: string): string {
  const [header, payload, signature = ''] = jwt.split('.');
  return `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
}

/** Opens a mail link like a browser would (without following the redirect); returns the Location. */
export async function openLink(api: TestApi, link: string): Promise<{ status: number; location: string }> {
  const response = await fetch(api.localUrl(link), { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** Signs up through the api, confirms through the mailed link; returns the session from the redirect. */
export async function createConfirmedUser(
  api: TestApi,
  email = uniqueEmail(),
  password = goodPassword,
): Promise<{ email: string; password: string; accessToken: string; refreshToken: string }> {
  const response = await api.request('/auth/v1/signup', { method: 'POST', json: { email, password } });
  if (response.status !== 200) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const mail = await api.mail.take(email, /confirm|bestätige/i);
  const { location } = await openLink(api, mail.link!);
  const params = fragmentParams(location);
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (!accessToken || !refreshToken) throw new Error(`confirmation did not sign in: ${location}`);
  return { email, password, accessToken, refreshToken };
}
