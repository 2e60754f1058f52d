// Admission control: at most `maxConcurrent` requests are handled at once, up to `queueLimit`
// more wait in line, and none waits longer than `queueTimeoutMs`. Beyond that the api answers
// 503 `over_capacity` with Retry-After at once, so latency under overload stays bounded instead
// of every request waiting longer and longer (PGlite runs all queries one after another).
// One client address (an IPv6 one by its /64, see rateLimitAddress) runs at most `maxPerAddress`
// requests at once (more of its requests wait, and take at most a quarter of the queue), so a few
// clients cannot take every slot; bodies are
// read before a request gets here (http/read-body.ts), except storage uploads, which stream
// under their slot and so may hold at most `maxUploads` slots at once.
import type { MiddlewareHandler } from 'hono';
import type { AdmissionConfig } from '../config';
import { type AppContext, type AppEnv, limitIp } from '../http/context';
import { ApiError } from '../http/errors';
import { LoopSlices } from '../http/loop-slices';

/** While connections arrive: request work per slice, and for how long after a new one (see LoopSlices). */
const slicing = { budgetMs: 5, pacingMs: 1000 };

export type AdmissionOptions = Pick<AdmissionConfig, 'maxConcurrent' | 'queueLimit' | 'queueTimeoutMs'> &
  Partial<Pick<AdmissionConfig, 'maxPerAddress'>>;

interface Waiter {
  address: string;
  admit: () => void;
  timer: NodeJS.Timeout;
}

export class AdmissionGate {
  private active = 0;
  private readonly queue: Waiter[] = [];
  /** Slots in use, and places in the queue, per client address. */
  private readonly running = new Map<string, number>();
  private readonly waiting = new Map<string, number>();
  private readonly maxPerAddress: number;
  private readonly maxQueuedPerAddress: number;

  constructor(private readonly options: AdmissionOptions) {
    this.maxPerAddress = options.maxPerAddress ?? Infinity;
    // An address may wait with a quarter of the queue (at least its slots' worth).
    this.maxQueuedPerAddress = Math.max(this.maxPerAddress, Math.floor(options.queueLimit / 4));
  }

  /** Takes a free slot at once (call release(address) after the request), or answers false. */
  tryAcquire(address = ''): boolean {
    if (this.active >= this.options.maxConcurrent || !this.mayRun(address)) return false;
    this.active += 1;
    count(this.running, address, 1);
    return true;
  }

  /**
   * Resolves true once the request may run (call release(address) after it), false when it must
   * be refused: the queue (or the address's share of it) is full, or it waited queueTimeoutMs.
   */
  acquire(address = ''): Promise<boolean> {
    if (this.tryAcquire(address)) return Promise.resolve(true);
    if (this.queue.length >= this.options.queueLimit || (this.waiting.get(address) ?? 0) >= this.maxQueuedPerAddress)
      return Promise.resolve(false);
    count(this.waiting, address, 1);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        address,
        admit: () => {
          clearTimeout(waiter.timer);
          resolve(true);
        },
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          count(this.waiting, address, -1);
          resolve(false);
        }, this.options.queueTimeoutMs),
      };
      this.queue.push(waiter);
    });
  }

  /** Frees the slot and hands free slots to the longest-waiting requests whose address is below its share. */
  release(address = ''): void {
    this.active -= 1;
    count(this.running, address, -1);
    while (this.active < this.options.maxConcurrent) {
      const index = this.queue.findIndex((waiter) => this.mayRun(waiter.address));
      if (index < 0) return;
      const [next] = this.queue.splice(index, 1);
      count(this.waiting, next!.address, -1);
      this.active += 1;
      count(this.running, next!.address, 1);
      next!.admit();
    }
  }

  private mayRun(address: string): boolean {
    return (this.running.get(address) ?? 0) < this.maxPerAddress;
  }

  get stats(): { active: number; queued: number; addresses: number } {
    return { active: this.active, queued: this.queue.length, addresses: this.running.size };
  }
}

/** Adds `delta` to the count of `key`, forgetting counts that reach 0. */
function count(counts: Map<string, number>, key: string, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

export function overCapacity(retryAfterSeconds: number): ApiError {
  return new ApiError(
    503,
    'over_capacity',
    'The service is busy, please try again shortly',
    {},
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
}

/**
 * The gate as middleware, behind LoopSlices; health checks and CORS preflights pass without
 * waiting. `isUpload` names the requests whose bodies stream in under their slot.
 */
export function admission(
  options: AdmissionConfig,
  isUpload: (c: AppContext) => boolean = () => false,
): MiddlewareHandler<AppEnv> {
  const gate = new AdmissionGate(options);
  const slices = new LoopSlices(slicing);
  const knownSockets = new WeakSet<object>();
  const retryAfter = options.queueTimeoutMs / 1000;
  let uploads = 0;
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path === '/health') return next();
    const socket = c.env?.incoming?.socket;
    if (socket && !knownSockets.has(socket)) {
      knownSockets.add(socket);
      slices.noteNewConnection();
    }
    const turn = slices.enter();
    if (turn) await turn;
    const upload = isUpload(c);
    if (upload) {
      if (uploads >= options.maxUploads) throw overCapacity(retryAfter);
      uploads += 1;
    }
    const address = limitIp(c);
    // A free slot is taken without waiting for a promise (the usual case).
    if (!gate.tryAcquire(address) && !(await gate.acquire(address))) {
      if (upload) uploads -= 1;
      throw overCapacity(retryAfter);
    }
    try {
      await next();
    } finally {
      if (upload) uploads -= 1;
      gate.release(address);
    }
  };
}
