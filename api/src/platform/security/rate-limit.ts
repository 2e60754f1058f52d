// Fixed-window counters in the database (app.rate_limits), so every api instance sharing the
// database shares the limits. One upsert per event; expired rows are swept periodically.
import { sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config';
import { queryRows, type Executor } from '../db/client';
import { rateLimited } from '../http/errors';

interface CounterRow {
  count: number;
  retry_after: number;
}

export class RateLimiter {
  constructor(private readonly db: Executor) {}

  /** Counts one event; throws 429 over_request_rate_limit when the window is already full. */
  async hit(key: string, rule: RateLimitRule): Promise<void> {
    const { count, retryAfter } = await this.increment(key, rule);
    if (count > rule.max) throw rateLimited(retryAfter);
  }

  /** Throws 429 when the window is full, without counting (e.g. before a sign-in attempt). */
  async check(key: string, rule: RateLimitRule): Promise<void> {
    const [row] = await queryRows<CounterRow>(
      this.db,
      sql`
      select count, greatest(extract(epoch from expires_at - now()), 0)::float8 as retry_after
      from app.rate_limits where key = ${key} and expires_at > now()`,
    );
    if (row && Number(row.count) >= rule.max) throw rateLimited(Number(row.retry_after));
  }

  /**
   * Counts one event (or `amount`, e.g. the mails one request sends) without failing (e.g. a
   * failed sign-in, counted after the fact).
   */
  async increment(key: string, rule: RateLimitRule, amount = 1): Promise<{ count: number; retryAfter: number }> {
    const [row] = await queryRows<CounterRow>(
      this.db,
      sql`
      insert into app.rate_limits as r (key, count, window_start, expires_at)
      values (${key}, ${amount}::int, now(), now() + make_interval(secs => ${rule.windowSeconds}))
      on conflict (key) do update set
        count = case when r.expires_at <= now() then excluded.count else r.count + excluded.count end,
        window_start = case when r.expires_at <= now() then now() else r.window_start end,
        expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
      returning count, greatest(extract(epoch from expires_at - now()), 0)::float8 as retry_after`,
    );
    if (!row) throw new Error('rate limit upsert returned no row');
    return { count: Number(row.count), retryAfter: Number(row.retry_after) };
  }

  async reset(key: string): Promise<void> {
    await this.resetAll([key]);
  }

  /** Deletes every counter whose key starts with `prefix`. */
  async resetPrefix(prefix: string): Promise<void> {
    await this.resetAll([], [prefix]);
  }

  /**
   * Deletes the counters named by `keys` and those whose key starts with one of `prefixes`, in one
   * statement (an account's deletion clears all of its counters in one round trip).
   */
  async resetAll(keys: readonly string[], prefixes: readonly string[] = []): Promise<void> {
    const matches = [
      ...keys.map((key) => sql`key = ${key}`),
      ...prefixes.map((prefix) => sql`left(key, ${prefix.length}) = ${prefix}`),
    ];
    if (matches.length === 0) return;
    await this.db.execute(sql`delete from app.rate_limits where ${sql.join(matches, sql` or `)}`);
  }

  async sweep(): Promise<void> {
    await this.db.execute(sql`delete from app.rate_limits where expires_at <= now()`);
  }
}

/** Failed password sign-ins of one address from all IPs together. */
export const signInFailureKey = (email: string) => `signin_fail:account:${email}`;
/** Failed password sign-ins of one address from one IP (a space never occurs in an address). */
export const signInFailureFromIpPrefix = (email: string) => `signin_fail:account_ip:${email} `;
export const signInFailureFromIpKey = (email: string, ip: string) => `${signInFailureFromIpPrefix(email)}${ip}`;

/** After the owner proved the address (a mailed link or code), password sign-in is open again. */
export async function resetSignInFailures(limiter: RateLimiter, email: string): Promise<void> {
  await limiter.resetAll([signInFailureKey(email)], [signInFailureFromIpPrefix(email)]);
}
/** Failed code verifications for one address. */
export const verifyFailureKey = (email: string) => `verify_fail:account:${email}`;
