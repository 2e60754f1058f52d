// The appointment reminder: 24 hours before an appointment, a mail to the client and to the
// expert. Due: scheduled, not reminded, starting within the next 24 hours and not yet started, in
// a case that is still `terminiert`. The claim marks `reminder_sent_at` in the statement that
// selects the rows (`for update … skip locked`) and the mails are queued in the same transaction,
// so with several instances each reminder is queued once; a failure rolls both back and the next
// run tries again.
//
// An appointment made or moved less than 24 hours ahead gets no reminder: the api settles its
// `reminder_sent_at` when it is saved (`initialReminderSentAt`). A move re-arms it.
import { appointmentReminderHours } from '@cc/shared-domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { caseAppointments } from '../db/schema';
import { queueAppointmentMails, type AppointmentRow } from '../cases/appointment-mails';
import type { Job } from './scheduler';

/**
 * `reminder_sent_at` of an appointment saved now with this start (made, or moved): null arms the
 * reminder; less than 24 hours ahead there is none, so it is settled at once.
 */
export function initialReminderSentAt(startsAt: Date, now = new Date()): Date | null {
  return startsAt.getTime() - appointmentReminderHours * 3600_000 < now.getTime() ? now : null;
}

/** Most appointments one run reminds of (the next run takes the rest). */
const batchSize = 20;

export const appointmentReminderJob: Job = {
  name: 'appointment-reminders',
  async run({ db, config, mailQueued }) {
    const mails = await db.transaction(async (tx) => {
      const claimed = await claimDueReminders(tx, batchSize);
      let queued = 0;
      for (const appointment of claimed) queued += await queueAppointmentMails(tx, config, appointment, 'reminder');
      return queued;
    });
    if (mails > 0) mailQueued();
    return mails;
  },
};

/** Marks and returns the due appointments no other transaction holds (call inside a transaction). */
export async function claimDueReminders(tx: Executor, limit: number): Promise<AppointmentRow[]> {
  const due = sql`
    select a.id from ${caseAppointments} a
    join app.expert_requests r on r.id = a.request_id
    where a.status = 'scheduled' and a.reminder_sent_at is null and r.status = 'terminiert'
      and a.starts_at > now() and a.starts_at <= now() + make_interval(hours => ${appointmentReminderHours})
    order by a.starts_at
    limit ${limit}
    for update of a skip locked`;
  return tx
    .update(caseAppointments)
    .set({ reminderSentAt: sql`now()` })
    .where(sql`${caseAppointments.id} in (${due})`)
    .returning();
}
