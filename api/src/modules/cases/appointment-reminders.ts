// The appointment reminder: 24 hours before an appointment, a mail to the client and to the
// expert. Due: scheduled, not reminded, starting within the next 24 hours and not yet started, in
// a case that is still `terminiert`. The claim marks `reminder_sent_at` in the statement that
// selects the rows (`for update … skip locked`, repo.ts's claimDueReminders) and the mails are
// queued in the same transaction, so with several instances each reminder is queued once; a
// failure rolls both back and the next run tries again. The job that runs it is
// the job list, jobs.ts.
//
// An appointment made or moved less than 24 hours ahead gets no reminder: the api settles its
// `reminder_sent_at` when it is saved (`initialReminderSentAt`). A move re-arms it.
import { appointmentReminderHours } from '@cc/shared-domain';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import { queueAppointmentMails } from './appointment-mails';
import { claimDueReminders } from './repo';

/**
 * `reminder_sent_at` of an appointment saved now with this start (made, or moved): null arms the
 * reminder; less than 24 hours ahead there is none, so it is settled at once.
 */
export function initialReminderSentAt(startsAt: Date, now = new Date()): Date | null {
  return startsAt.getTime() - appointmentReminderHours * 3600_000 < now.getTime() ? now : null;
}

/** One run: claims at most `limit` due reminders and queues their mails; answers how many mails. */
export function sendAppointmentReminders(db: Db, config: Config, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await claimDueReminders(tx, limit);
    let queued = 0;
    for (const appointment of claimed) queued += await queueAppointmentMails(tx, config, appointment, 'reminder');
    return queued;
  });
}
