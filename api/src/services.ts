// What route handlers get: configuration, database, keys and the small services built on them.
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Logger } from './log';
import type { SigningKeys } from './security/keys';
import { JwtService } from './security/jwt';
import { createPasswordHasher, type PasswordHasher } from './security/passwords';
import { RateLimiter } from './security/rate-limit';

export interface AppDeps {
  config: Config;
  database: Database;
  keys: SigningKeys;
  logger: Logger;
  /** Called after a request committed a mail to the outbox (wakes the mail worker). */
  onMailQueued?: () => void;
  hasher?: PasswordHasher;
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
  };
}
