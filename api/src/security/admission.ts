// Admission control: at most `maxConcurrent` requests are handled at once, up to `queueLimit`
// more wait in line, and none waits longer than `queueTimeoutMs`. Beyond that the api answers
// 503 `over_capacity` with Retry-After at once, so latency under overload stays bounded instead
// of every request waiting longer and longer (PGlite runs all queries one after another).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';
import { LoopSlices } from '../http/loop-slices';

/** While connections arrive: request work per slice, and for how long after a new one (see LoopSlices). */
const slicing = { budgetMs: 5, pacingMs: 1000 };

export interface AdmissionOptions {
  maxConcurrent: number;
  queueLimit: number;
  queueTimeoutMs: number;
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

export class AdmissionGate {
  private active = 0;
  private readonly queue: Waiter[] = [];

  constructor(private readonly options: AdmissionOptions) {}

  /** Takes a free slot at once (call release() after the request), or answers false. */
  tryAcquire(): boolean {
    if (this.active >= this.options.maxConcurrent) return false;
    this.active += 1;
    return true;
  }

  /** Resolves true once the request may run (call release() after it), false when it must be refused. */
  acquire(): Promise<boolean> {
    if (this.tryAcquire()) return Promise.resolve(true);
    if (this.queue.length >= this.options.queueLimit) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          resolve(true);
        },
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          resolve(false);
        }, this.options.queueTimeoutMs),
      };
      this.queue.push(waiter);
    });
  }

  /** Hands the slot to the longest-waiting request, or frees it. */
  release(): void {
    const next = this.queue.shift();
    if (next) next.admit();
    else this.active -= 1;
  }

  get stats(): { active: number; queued: number } {
    return { active: this.active, queued: this.queue.length };
  }
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

/** The gate as middleware, behind LoopSlices; health checks and CORS preflights pass without waiting. */
export function admission(options: AdmissionOptions): MiddlewareHandler<AppEnv> {
  const gate = new AdmissionGate(options);
  const slices = new LoopSlices(slicing);
  const knownSockets = new WeakSet<object>();
  const retryAfter = options.queueTimeoutMs / 1000;
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path === '/health') return next();
    const socket = c.env?.incoming?.socket;
    if (socket && !knownSockets.has(socket)) {
      knownSockets.add(socket);
      slices.noteNewConnection();
    }
    const turn = slices.enter();
    if (turn) await turn;
    // A free slot is taken without waiting for a promise (the usual case).
    if (!gate.tryAcquire() && !(await gate.acquire())) throw overCapacity(retryAfter);
    try {
      await next();
    } finally {
      gate.release();
    }
  };
}
