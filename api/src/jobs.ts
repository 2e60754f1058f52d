// The api's background jobs: each runs every JOB_INTERVAL_MS on every instance (the scheduler,
// platform/jobs/scheduler.ts, says how they stay single under several instances). The rules and
// claims are the cases module's; this list puts them together. Add a job here to have the server run it.
import type { Config } from './platform/config';
import { sendAppointmentReminders, sendCaseMessageMails } from './modules/cases/service';
import type { Job } from './platform/jobs/scheduler';

export { JobScheduler, type Job, type JobContext } from './platform/jobs/scheduler';

/** The mail about unread case messages (modules/cases/message-mails.ts). */
export const caseMessageMailJob: Job = {
  name: 'case-message-mails',
  async run({ db, config, mailQueued }) {
    const queued = await sendCaseMessageMails(db, config);
    if (queued) mailQueued();
    return queued;
  },
};

/** Most appointments one run of the reminder job reminds of (the next run takes the rest). */
const reminderBatchSize = 20;

/**
 * A day before an appointment, a mail to the client and to the expert (the rule and the claim:
 * modules/cases/appointment-reminders.ts).
 */
export const appointmentReminderJob: Job = {
  name: 'appointment-reminders',
  async run({ db, config, mailQueued }) {
    const mails = await sendAppointmentReminders(db, config, reminderBatchSize);
    if (mails > 0) mailQueued();
    return mails;
  },
};

export function productJobs(_config: Config): Job[] {
  return [caseMessageMailJob, appointmentReminderJob];
}
