// The appointment reminder's job: a day before an appointment, a mail to the client and to the
// expert (the rule and the claim: the cases module, modules/cases/appointment-reminders.ts).
import { sendAppointmentReminders } from '../modules/cases/service';
import type { Job } from './scheduler';

/** Most appointments one run reminds of (the next run takes the rest). */
const batchSize = 20;

export const appointmentReminderJob: Job = {
  name: 'appointment-reminders',
  async run({ db, config, mailQueued }) {
    const mails = await sendAppointmentReminders(db, config, batchSize);
    if (mails > 0) mailQueued();
    return mails;
  },
};
