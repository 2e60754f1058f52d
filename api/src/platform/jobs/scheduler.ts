// Periodic background jobs (appointment reminders, message mails), started and stopped by the
// server like the mail worker. Every instance runs every job: a job must claim its rows with one
// statement (`… for update skip locked`, setting its `*_sent_at` column in the transaction that
// queues the mail), so two instances never do one piece of work twice. Within one process a job
// never overlaps itself: the next run is timed from the end of the previous one, and a run asked
// for while one is in progress waits for it.
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Logger } from '../log';

export interface JobContext {
  db: Db;
  config: Config;
  logger: Logger;
  /** Wakes the mail worker after a run committed mails to the outbox. */
  mailQueued: () => void;
}

export interface Job {
  /** Stable name, used in logs and by `runNow`. */
  name: string;
  /** Pause between the end of one run and the start of the next; default JOB_INTERVAL_MS. */
  intervalMs?: number;
  /** Does one batch of due work; returns how many items it handled (logged when > 0). */
  run(context: JobContext): Promise<number>;
}

interface JobState {
  job: Job;
  intervalMs: number;
  timer: NodeJS.Timeout | null;
  /** The run in progress (timed or asked for); the next one starts after it. */
  running: Promise<number> | null;
}

export class JobScheduler {
  private readonly states = new Map<string, JobState>();
  private stopped = true;

  constructor(
    jobs: readonly Job[],
    private readonly context: JobContext,
    defaultIntervalMs: number,
  ) {
    for (const job of jobs) {
      if (this.states.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
      this.states.set(job.name, { job, intervalMs: job.intervalMs ?? defaultIntervalMs, timer: null, running: null });
    }
  }

  get jobNames(): string[] {
    return [...this.states.keys()];
  }

  /** Runs every job once after `firstRunAfterMs` (default now), then every interval. */
  start(firstRunAfterMs = 0): void {
    if (!this.stopped) return;
    this.stopped = false;
    for (const state of this.states.values()) this.schedule(state, firstRunAfterMs);
  }

  /**
   * Runs one job now (tests, or code that knows there is work) and resolves with its count; a run
   * in progress finishes first. Errors reach the caller (timed runs only log them).
   */
  async runNow(name: string): Promise<number> {
    const state = this.states.get(name);
    if (!state) throw new Error(`no job named ${name}`);
    return this.execute(state);
  }

  /** Stops the timers and waits for the runs in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    const running: Promise<unknown>[] = [];
    for (const state of this.states.values()) {
      if (state.timer) clearTimeout(state.timer);
      state.timer = null;
      if (state.running) running.push(state.running.catch(() => undefined));
    }
    await Promise.all(running);
  }

  private schedule(state: JobState, delayMs: number): void {
    if (this.stopped) return;
    state.timer = setTimeout(() => {
      state.timer = null;
      this.execute(state)
        .catch((error: Error) => this.context.logger.error('job failed', { job: state.job.name, error: error.message }))
        .finally(() => this.schedule(state, state.intervalMs));
    }, delayMs);
    // A pending job never keeps the process alive on its own.
    state.timer.unref();
  }

  private async execute(state: JobState): Promise<number> {
    // Serialise: wait for the run in progress (its outcome belongs to whoever started it).
    while (state.running) await state.running.catch(() => undefined);
    // Checked and set in one synchronous step: no second run can slip in between.
    const run = Promise.resolve().then(() => state.job.run(this.context));
    state.running = run;
    try {
      const count = await run;
      if (count > 0) this.context.logger.info('job ran', { job: state.job.name, count });
      return count;
    } finally {
      if (state.running === run) state.running = null;
    }
  }
}
