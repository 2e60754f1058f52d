// What route handlers get: configuration, database, keys and the small services built on them.
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Logger } from './log';
import type { SigningKeys } from './security/keys';
import { JwtService } from './security/jwt';
import { createPasswordHasher, type PasswordHasher } from './security/passwords';
import { RateLimiter } from './security/rate-limit';
import type { StorageBackend } from './storage/backend';

export interface AppDeps {
  config: Config;
  database: Database;
  keys: SigningKeys;
  logger: Logger;
  /** Called after a request committed a mail to the outbox (wakes the mail worker). */
  onMailQueued?: () => void;
  hasher?: PasswordHasher;
  /** Where /storage/v1 keeps files (startServer opens it); without it storage requests fail. */
  storage?: StorageBackend;
  /** Services made already (startServer shares them with /realtime/v1); else made from these deps. */
  services?: Services;
}

export interface Services {
  config: Config;
  database: Database;
  db: Db;
  keys: SigningKeys;
  logger: Logger;
  jwt: JwtService;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  mailQueued: () => void;
  storage: StorageBackend;
}

export function createServices(deps: AppDeps): Services {
  return {
    config: deps.config,
    database: deps.database,
    db: deps.database.db,
    keys: deps.keys,
    logger: deps.logger,
    jwt: new JwtService(deps.keys, deps.config.jwtIssuer, deps.config.jwtExpiry),
    hasher: deps.hasher ?? createPasswordHasher(deps.config.password),
    limiter: new RateLimiter(deps.database.db),
    mailQueued: deps.onMailQueued ?? (() => undefined),
    storage: deps.storage ?? missingStorage,
  };
}

const notOpened = () => Promise.reject(new Error('no storage backend was opened for this app'));

/** An app built without a backend (tests of other parts): any storage request is a 500. */
const missingStorage: StorageBackend = {
  kind: 'disk',
  tempDir: '',
  put: notOpened,
  get: notOpened,
  copy: notOpened,
  delete: notOpened,
  close: () => Promise.resolve(),
};
