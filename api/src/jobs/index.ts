// The api's background jobs: each runs every JOB_INTERVAL_MS on every instance (scheduler.ts says
// how they stay single under several instances). Add a job here to have the server run it.
import type { Config } from '../config';
import type { Job } from './scheduler';

export { JobScheduler, type Job, type JobContext } from './scheduler';

export function productJobs(_config: Config): Job[] {
  return [];
}
