// While new connections arrive, bounds the work one event-loop iteration starts, so the loop
// comes back to poll (and accept the next connection) often.
//
// Node 20's libuv accepts one new connection per loop iteration (libuv PR #3696: no accept() in
// a loop), and on PGlite a request runs to its answer inside the callback that read it (the
// queries run on this thread). When 200 connections opened at once, each iteration answered
// every request that had arrived, 50-200 ms of work, so a connection still in the kernel's accept
// queue waited one such iteration per connection ahead of it: in the bench's 200-connection
// overload the last ones got their first answer after 7-10 s and some timed out
// (docs/performance.md, fourth round).
//
// So for `pacingMs` after a new connection sent its first request, a request starts at once only
// while less than `budgetMs` of work ran since the slice began; otherwise it waits in line and is
// started from a check phase (setImmediate), one by one, each phase again up to the budget. An
// iteration then does about two budgets of request work before it polls again, and requests keep
// their order. Deferring costs CPU (about a tenth under overload: promises, more iterations), so
// once every connection is in, requests run as before.
import { performance } from 'node:perf_hooks';

export interface LoopSlicesOptions {
  /** Request work one slice starts before the rest wait for a later check phase. */
  budgetMs: number;
  /** How long after a new connection's first request the slices apply. */
  pacingMs: number;
}

export class LoopSlices {
  private pacingUntil = Number.NEGATIVE_INFINITY;
  private sliceStart = 0;
  /** A reset is scheduled for the next check phase: the current slice belongs to this iteration. */
  private sliceOpen = false;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: LoopSlicesOptions) {}

  /** A connection sent its first request: others may still wait to be accepted. */
  noteNewConnection(): void {
    this.pacingUntil = performance.now() + this.options.pacingMs;
  }

  /** undefined: the request may run now; otherwise a promise that resolves when it may. */
  enter(): Promise<void> | undefined {
    if (this.waiting.length === 0) {
      const now = performance.now();
      if (now >= this.pacingUntil) return undefined;
      if (!this.sliceOpen) {
        this.sliceStart = now;
        this.scheduleReset();
      }
      if (now - this.sliceStart < this.options.budgetMs) return undefined;
    }
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      setImmediate(this.startOne);
    });
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Ends the slice at the next check phase (which runs its immediates in order: the reset first). */
  private scheduleReset(): void {
    this.sliceOpen = true;
    setImmediate(this.reset);
  }

  private readonly reset = (): void => {
    this.sliceOpen = false;
    this.sliceStart = performance.now();
  };

  /** One per waiting request; its continuation runs in the microtasks right after this callback. */
  private readonly startOne = (): void => {
    if (performance.now() - this.sliceStart < this.options.budgetMs) {
      this.waiting.shift()?.();
      return;
    }
    // Over budget: the rest of this phase waits too; try again in the next iteration's check
    // phase, after that iteration polled, with a fresh budget.
    if (!this.sliceOpen) this.scheduleReset();
    setImmediate(this.startOne);
  };
}
