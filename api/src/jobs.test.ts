// The reminder job against the real database and mail worker: which appointments are due (time is
// controlled by inserting appointments near now + 24 h, not by waiting), one mail to each side in
// their language, nothing twice, also when two schedulers (as two instances would) run at once.
// The server's own scheduler is off (JOBS=false) so that only the runs of this file count.
import { eq, inArray } from 'drizzle-orm';
import { caseAppointments, mailOutbox } from './platform/db/all-tables';
import { silentLogger } from './platform/log';
import { insertAppointment, insertScheduledCase } from './test/appointments';
import { startTestApi, type TestApi } from './test/harness';
import { claimDueReminders } from './modules/cases/repo';
import { initialReminderSentAt } from './modules/cases/service';
import { appointmentReminderJob } from './jobs';
import { JobScheduler } from './platform/jobs/scheduler';

const hour = 3600_000;
const minute = 60_000;

describe('the appointment reminder job', () => {
  let api: TestApi;
  let scheduler: JobScheduler;
  const run = () => scheduler.runNow(appointmentReminderJob.name);

  beforeAll(async () => {
    api = await startTestApi({ env: { JOBS: 'false' } });
    const context = {
      db: api.db,
      config: api.config,
      logger: silentLogger,
      mailQueued: () => api.server.worker?.kick(),
    };
    scheduler = new JobScheduler([appointmentReminderJob], context, 60_000);
  });

  afterAll(async () => {
    await scheduler.stop();
    await api.close();
  });

  /** Outbox rows of the reminders to these addresses. */
  const reminderRows = (...addresses: string[]) =>
    api.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, addresses));

  it('reminds both sides, each in their language, of an appointment starting within 24 hours, once', async () => {
    const scheduled = await insertScheduledCase(api.db, { clientLang: 'de', expertLang: 'en' });
    // Two days ahead: not due yet. Then (as time passes) just under 24 hours ahead.
    const id = await insertAppointment(api.db, scheduled.requestId, 48 * hour);
    expect(await run()).toBe(0);
    const startsAt = new Date(Date.now() + 24 * hour - 2 * minute);
    await api.db.update(caseAppointments).set({ startsAt }).where(eq(caseAppointments.id, id));

    expect(await run()).toBe(2);
    expect(await run()).toBe(0);
    const [row] = await api.db.select().from(caseAppointments).where(eq(caseAppointments.id, id));
    expect(row!.reminderSentAt).toBeInstanceOf(Date);

    const client = await api.mail.take(scheduled.clientEmail, /^Erinnerung an deinen Termin: „Streit um Anteile“$/);
    expect(client.text).toContain('wir erinnern dich an deinen Termin mit Dr. Eva Muster:');
    const berlin = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' });
    expect(client.text).toContain(`, ${berlin.format(startsAt)} bis `);
    expect(client.text).toContain(`http://localhost:3000/cases/${scheduled.requestId}`);
    expect(client.parts).toEqual([]);
    const expert = await api.mail.take(scheduled.expertEmail, /^Reminder of your appointment: “Streit um Anteile”$/);
    expect(expert.text).toContain('a reminder of your appointment with Ana:');
    expect(expert.text).toContain(`http://localhost:3000/expert-portal/cases/${scheduled.requestId}`);
    expect(await reminderRows(scheduled.clientEmail, scheduled.expertEmail)).toHaveLength(2);
  });

  it('leaves alone what is not due: later than 24 hours, started, cancelled, reminded, or in a case no longer scheduled', async () => {
    const scheduled = await insertScheduledCase(api.db);
    const cancelledCase = await insertScheduledCase(api.db, { status: 'storniert' });
    const ids = [
      await insertAppointment(api.db, scheduled.requestId, 24 * hour + 5 * minute),
      await insertAppointment(api.db, scheduled.requestId, -5 * minute),
      await insertAppointment(api.db, scheduled.requestId, 3 * hour, { status: 'cancelled' }),
      await insertAppointment(api.db, scheduled.requestId, 3 * hour, { reminderSentAt: new Date() }),
      await insertAppointment(api.db, cancelledCase.requestId, 3 * hour),
    ];
    expect(await run()).toBe(0);
    const rows = await api.db.select().from(caseAppointments).where(inArray(caseAppointments.id, ids));
    expect(rows.filter((row) => row.reminderSentAt !== null)).toHaveLength(1);
    expect(
      await reminderRows(
        scheduled.clientEmail,
        scheduled.expertEmail,
        cancelledCase.clientEmail,
        cancelledCase.expertEmail,
      ),
    ).toEqual([]);
  });

  it('two schedulers running at once (as two instances would) queue each reminder once', async () => {
    const cases = await Promise.all(Array.from({ length: 6 }, () => insertScheduledCase(api.db)));
    for (const [index, scheduled] of cases.entries()) {
      await insertAppointment(api.db, scheduled.requestId, (23 - index) * hour);
    }
    const other = new JobScheduler(
      [appointmentReminderJob],
      { db: api.db, config: api.config, logger: silentLogger, mailQueued: () => api.server.worker?.kick() },
      60_000,
    );
    const counts = await Promise.all([run(), other.runNow(appointmentReminderJob.name), run()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
    const addresses = cases.flatMap((scheduled) => [scheduled.clientEmail, scheduled.expertEmail]);
    const rows = await reminderRows(...addresses);
    expect(rows.map((row) => row.toAddress).sort()).toEqual([...addresses].sort());
    for (const address of addresses) await api.mail.take(address, /Erinnerung|Reminder/);
  });

  it('a claim that is rolled back leaves the reminder due for the next run', async () => {
    const scheduled = await insertScheduledCase(api.db);
    const id = await insertAppointment(api.db, scheduled.requestId, 2 * hour);
    await expect(
      api.db.transaction(async (tx) => {
        expect((await claimDueReminders(tx, 50)).map((row) => row.id)).toContain(id);
        throw new Error('SMTP queue write failed');
      }),
    ).rejects.toThrow('SMTP queue write failed');
    const [row] = await api.db.select().from(caseAppointments).where(eq(caseAppointments.id, id));
    expect(row!.reminderSentAt).toBeNull();
    expect(await run()).toBe(2);
  });
});

describe('initialReminderSentAt', () => {
  it('arms the reminder of an appointment more than 24 hours ahead and settles it for one that is closer', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(initialReminderSentAt(new Date('2026-11-25T12:00:01Z'), now)).toBeNull();
    expect(initialReminderSentAt(new Date('2026-11-25T11:59:59Z'), now)).toEqual(now);
  });
});
