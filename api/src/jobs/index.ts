// The api's background jobs: each runs every JOB_INTERVAL_MS on every instance (scheduler.ts says
// how they stay single under several instances). Add a job here to have the server run it.
import type { Config } from '../config';
import { sendCaseMessageMails } from '../modules/cases/service';
import { appointmentReminderJob } from './appointment-reminders';
import type { Job } from './scheduler';

export { JobScheduler, type Job, type JobContext } from './scheduler';

/** The mail about unread case messages (modules/cases/message-mails.ts). */
export const caseMessageMailJob: Job = {
  name: 'case-message-mails',
  async run({ db, config, mailQueued }) {
    const queued = await sendCaseMessageMails(db, config);
    if (queued) mailQueued();
    return queued;
  },
};

export function productJobs(_config: Config): Job[] {
  return [caseMessageMailJob, appointmentReminderJob];
}
