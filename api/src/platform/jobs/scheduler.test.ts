// The job scheduler: runs each job every interval, never two runs of one job at once in a process,
// keeps going after a failed run, and stops cleanly. With the claim pattern the jobs use
// (`update … where id in (select … for update skip locked) returning`), two schedulers on one
// database handle every row once. The server starts it (JOBS) and stops it.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, queryRows, type Database } from '../db/client';
import { createLogger, silentLogger } from '../log';
import { baseEnv, startTestApi } from '../../test/harness';
import { JobScheduler, type Job, type JobContext } from './scheduler';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(5);
  }
}

describe('JobScheduler', () => {
  let database: Database;
  let context: JobContext;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: '', dataDir: ':memory:' });
    context = { db: database.db, config: loadConfig(baseEnv), logger: silentLogger, mailQueued: () => undefined };
  });

  afterAll(async () => {
    await database.close();
  });

  it('runs a job every interval and never overlaps it, also when runs are asked for meanwhile', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const job: Job = {
      name: 'slow',
      intervalMs: 5,
      async run() {
        active += 1;
        maxActive = Math.max(maxActive, active);
        await sleep(20);
        active -= 1;
        runs += 1;
        return 0;
      },
    };
    const scheduler = new JobScheduler([job], context, 1000);
    scheduler.start();
    // Runs asked for while the timed one is in progress wait for it, one after the other.
    const asked = await Promise.all([scheduler.runNow('slow'), scheduler.runNow('slow'), scheduler.runNow('slow')]);
    expect(asked).toEqual([0, 0, 0]);
    await until(() => runs >= 8);
    await scheduler.stop();
    expect(maxActive).toBe(1);
  });

  it('runs nothing before the first run is due (the server leaves the first requests after its start alone)', async () => {
    const started: number[] = [];
    const job: Job = {
      name: 'later',
      intervalMs: 10_000,
      async run() {
        started.push(Date.now());
        return 0;
      },
    };
    const scheduler = new JobScheduler([job], context, 1000);
    const start = Date.now();
    scheduler.start(150);
    await sleep(60);
    expect(started).toEqual([]);
    await until(() => started.length === 1);
    await scheduler.stop();
    expect(started[0]! - start).toBeGreaterThanOrEqual(145);
  });

  it('logs a failed run and runs the job again at the next interval', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    let calls = 0;
    const job: Job = {
      name: 'flaky',
      intervalMs: 5,
      run() {
        calls += 1;
        if (calls === 1) throw new Error('database went away');
        return Promise.resolve(calls === 2 ? 3 : 0);
      },
    };
    const scheduler = new JobScheduler([job], { ...context, logger }, 1000);
    scheduler.start();
    await until(() => calls >= 3);
    await scheduler.stop();
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', job: 'flaky', error: 'database went away' }),
    );
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'job ran', job: 'flaky', count: 3 }));
    // runNow hands the error to its caller.
    calls = 0;
    await expect(scheduler.runNow('flaky')).rejects.toThrow('database went away');
  });

  it('stop() waits for the run in progress and nothing runs afterwards', async () => {
    let release!: () => void;
    let started = 0;
    let finished = 0;
    const job: Job = {
      name: 'blocking',
      intervalMs: 5,
      async run() {
        started += 1;
        await new Promise<void>((resolve) => (release = resolve));
        finished += 1;
        return 0;
      },
    };
    const scheduler = new JobScheduler([job], context, 1000);
    scheduler.start();
    await until(() => started === 1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await sleep(30);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(1);
    await sleep(30);
    expect(started).toBe(1);
  });

  it('refuses two jobs of one name and an unknown name', async () => {
    const job: Job = { name: 'twice', run: () => Promise.resolve(0) };
    expect(() => new JobScheduler([job, job], context, 1000)).toThrow('two jobs are named twice');
    await expect(new JobScheduler([job], context, 1000).runNow('other')).rejects.toThrow('no job named other');
  });

  it('two schedulers claiming rows with for update skip locked handle every row once', async () => {
    await database.db.execute(
      sql`create table job_test (id serial primary key, done_by text, done_count int not null default 0)`,
    );
    await database.db.execute(sql`insert into job_test (id) select generate_series(1, 60)`);
    const claimJob = (instance: string): Job => ({
      name: 'claim',
      intervalMs: 1,
      async run({ db }) {
        // The pattern every product job follows: mark and take due rows in one statement.
        const rows = await queryRows<{ id: number }>(
          db,
          sql`update job_test set done_by = ${instance}, done_count = done_count + 1
            where id in (select id from job_test where done_by is null order by id limit 7 for update skip locked)
            returning id`,
        );
        return rows.length;
      },
    });
    const a = new JobScheduler([claimJob('a')], context, 1000);
    const b = new JobScheduler([claimJob('b')], context, 1000);
    a.start();
    b.start();
    const left = () =>
      queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from job_test where done_by is null`);
    const deadline = Date.now() + 5000;
    while ((await left())[0]!.n > 0 && Date.now() < deadline) await sleep(5);
    await Promise.all([a.stop(), b.stop()]);
    const counts = await queryRows<{ done_count: number; n: number }>(
      database.db,
      sql`select done_count, count(*)::int as n from job_test group by done_count`,
    );
    expect(counts).toEqual([{ done_count: 1, n: 60 }]);
  });
});

describe('the server', () => {
  it('starts the product jobs and stops them on close; JOBS=false runs none', async () => {
    const api = await startTestApi();
    const off = await startTestApi({ env: { JOBS: 'false' } });
    try {
      expect(api.server.jobs).not.toBeNull();
      expect(off.server.jobs).toBeNull();
    } finally {
      await Promise.all([api.close(), off.close()]);
    }
  });
});
