// Appointments through the real api (PGlite, or PostgreSQL with DATABASE_URL): who may make,
// change and cancel them (every role), field checks, the case's status following its
// appointments (recorded in app.case_events), the calendar file in the mails to both sides (read
// back with ical.js) and the reminder re-armed when the time moves.
import type { CaseAppointment, CaseDetail, CaseSummary } from '@cc/shared-contract';
import { and, eq, inArray } from 'drizzle-orm';
import { caseAppointments, caseEvents, expertRequests, mailOutbox } from '../../db/schema';
import { appointmentReminderJob } from '../../jobs/appointment-reminders';
import { adminParty, clientGuest, clientUser, createRequest, expertParty, fn, type Party } from '../../test/cases';
import type { SignedIn } from '../../test/experts';
import { startTestApi, type TestApi } from '../../test/harness';
import { readIcs } from '../../test/ics';
import type { CaughtMail } from '../../test/mail-catcher';

const hour = 3600_000;
const day = 24 * hour;

let api: TestApi;
let admin: Party & { user: SignedIn };
/** The assigned expert of every case here; mails in English (profile language). */
let expert: Party & { id: string };
/** Approved, aal2, not assigned. */
let otherExpert: Party & { id: string };
/** Approved, aal1. */
let expertAal1: Party & { id: string };
/** Submitted, never approved, aal2. */
let unapproved: Party & { id: string };

beforeAll(async () => {
  // The server's own reminder runs stay out of the way; the tests run the job themselves.
  api = await startTestApi({ env: { RATE_LIMIT_EXPERT_REQUESTS_PER_OWNER: '1000/60', JOB_INTERVAL_MS: '3600000' } });
  admin = await adminParty(api);
  expert = await expertParty(api, admin, { profile: { lang: 'en' } });
  otherExpert = await expertParty(api, admin);
  expertAal1 = await expertParty(api, admin, { aal2: false });
  unapproved = await expertParty(api, admin, { approve: false });
}, 120_000);

afterAll(async () => {
  await api.close();
});

type Answer = { appointment: CaseAppointment; case: CaseSummary; code?: string; details?: { fields: unknown[] } };

const create = (party: Party | null, caseId: string, json: unknown) =>
  fn<Answer>(api, party, `/cases/${caseId}/appointments`, { method: 'POST', json });
const update = (party: Party | null, caseId: string, id: string, json: unknown) =>
  fn<Answer>(api, party, `/cases/${caseId}/appointments/${id}`, { method: 'PATCH', json });
const cancel = (party: Party | null, caseId: string, id: string) =>
  fn<Answer>(api, party, `/cases/${caseId}/appointments/${id}/cancel`, { method: 'POST' });

const inDays = (days: number) => new Date(Date.now() + days * day);
const online = (startsAt = inDays(3)) => ({
  starts_at: startsAt.toISOString().replace('Z', '+00:00'),
  duration_minutes: 60,
  kind: 'online',
  location: 'https://meet.example.com/raum-1',
});

/** A request addressed to the expert and accepted by them: `angenommen`. */
async function acceptedCase(client: Party, mailLang: 'de' | 'en' = 'de'): Promise<string> {
  const request = await createRequest(api, client, { expert_id: expert.id, mail_lang: mailLang });
  const accepted = await fn(api, expert, `/cases/${request.id}/accept`, { method: 'POST' });
  expect(accepted.status).toBe(200);
  return request.id;
}

const caseStatus = async (id: string) =>
  (await api.db.select().from(expertRequests).where(eq(expertRequests.id, id)))[0]!.status;
const scheduleEvents = (id: string) =>
  api.db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.requestId, id), inArray(caseEvents.toStatus, ['terminiert', 'angenommen'])))
    .orderBy(caseEvents.createdAt);
const appointmentRow = async (id: string) =>
  (await api.db.select().from(caseAppointments).where(eq(caseAppointments.id, id)))[0]!;

const taken = new Set<CaughtMail>();
/** The oldest mail to `address` about case `caseId` with a matching subject that no earlier call returned. */
async function take(address: string, subject: RegExp, caseId: string): Promise<CaughtMail> {
  const mail = await api.mail.waitFor(
    (candidate) =>
      !taken.has(candidate) &&
      candidate.to.includes(address.toLowerCase()) &&
      subject.test(candidate.subject) &&
      candidate.text.includes(caseId),
  );
  taken.add(mail);
  return mail;
}

/** The calendar file of a caught mail: the invitation alternative, which must equal the attachment. */
function calendarOf(mail: CaughtMail) {
  const invitation = mail.parts.find((part) => /^text\/calendar/i.test(part.contentType));
  const attached = mail.parts.find((part) => part.disposition === 'attachment' && /\.ics$/.test(part.filename ?? ''));
  expect(invitation).toBeDefined();
  // The same file (the invitation's line ends were unified with the mail's; the base64 file kept CRLF).
  const unified = (text: string) => text.replace(/\r\n/g, '\n').trimEnd();
  expect(unified(attached?.content ?? '')).toBe(unified(invitation!.content));
  return { ...readIcs(invitation!.content), contentType: invitation!.contentType, text: invitation!.content };
}

describe('who may make, change and cancel appointments', () => {
  let client: Party;
  let caseId: string;
  let appointmentId: string;

  beforeAll(async () => {
    client = await clientUser(api);
    caseId = await acceptedCase(client);
    const made = await create(expert, caseId, online());
    expect(made.status).toBe(201);
    appointmentId = made.body.appointment.id;
  });

  it('refuses everyone but the assigned expert at aal2, before looking at the body', async () => {
    const guest = await clientGuest(api);
    const cases: [string, Party | null, number, string][] = [
      ['anonymous', null, 401, 'not_authenticated'],
      ['the client', client, 403, 'expert_not_approved'],
      ['a guest', guest, 401, 'not_authenticated'],
      ['an admin', admin, 403, 'expert_not_approved'],
      ['an unapproved expert', unapproved, 403, 'expert_not_approved'],
      ['an approved expert at aal1', expertAal1, 403, 'insufficient_aal'],
      ['another expert', otherExpert, 404, 'case_not_found'],
    ];
    for (const [who, party, status, code] of cases) {
      // An invalid body changes nothing: access is decided first.
      for (const answer of [
        await create(party, caseId, online()),
        await create(party, caseId, { starts_at: 'yesterday' }),
        await update(party, caseId, appointmentId, { note: 'x' }),
        await cancel(party, caseId, appointmentId),
      ]) {
        expect({ who, status: answer.status, code: answer.body?.code }).toEqual({ who, status, code });
      }
    }
    // Nothing changed.
    expect(await appointmentRow(appointmentId)).toMatchObject({ status: 'scheduled', sequence: 0, note: null });
  });

  it('the client reads the appointments on their case page; another expert does not', async () => {
    const page = await fn<CaseDetail>(api, client, `/cases/${caseId}`);
    expect(page.status).toBe(200);
    expect(page.body.appointments.map((item) => item.id)).toEqual([appointmentId]);
    expect(page.body.case.next_appointment?.id).toBe(appointmentId);
    expect((await fn(api, otherExpert, `/cases/${caseId}`)).status).toBe(404);
  });

  it('an appointment id of another case, or no UUID, is not found', async () => {
    const otherCase = await acceptedCase(await clientUser(api));
    expect((await update(expert, otherCase, appointmentId, { note: 'x' })).body.code).toBe('case_not_found');
    expect((await cancel(expert, otherCase, appointmentId)).status).toBe(404);
    expect((await update(expert, caseId, 'not-a-uuid', { note: 'x' })).status).toBe(404);
  });
});

describe('fields', () => {
  let caseId: string;

  beforeAll(async () => {
    caseId = await acceptedCase(await clientUser(api));
  });

  const refused = async (json: unknown) => {
    const answer = await create(expert, caseId, json);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('appointment_invalid');
    return answer.body.details!.fields;
  };

  it('a start in the past or now, a duration outside 15–480, a start without offset', async () => {
    expect(await refused({ ...online(), starts_at: new Date(Date.now() - 60_000).toISOString() })).toEqual([
      { field: 'starts_at', reason: 'past' },
    ]);
    expect(await refused({ ...online(), duration_minutes: 10 })).toEqual([
      { field: 'duration_minutes', reason: 'out_of_range', min: 15 },
    ]);
    expect(await refused({ ...online(), duration_minutes: 481 })).toEqual([
      { field: 'duration_minutes', reason: 'out_of_range', max: 480 },
    ]);
    expect(await refused({ ...online(), starts_at: '2031-01-01T10:00:00' })).toEqual([
      { field: 'starts_at', reason: 'invalid' },
    ]);
  });

  it('online needs an https link, in person an address; unknown kinds and fields are named', async () => {
    expect(await refused({ ...online(), location: 'http://meet.example.com/raum' })).toEqual([
      { field: 'location', reason: 'invalid' },
    ]);
    expect(await refused({ ...online(), location: 'Zoom, Link folgt' })).toEqual([
      { field: 'location', reason: 'invalid' },
    ]);
    expect(await refused({ ...online(), kind: 'in_person' })).toEqual([{ field: 'location', reason: 'invalid' }]);
    expect(await refused({ ...online(), kind: 'phone', extra: 1 })).toEqual(
      expect.arrayContaining([
        { field: 'kind', reason: 'unknown_value' },
        { field: 'extra', reason: 'unknown_field' },
      ]),
    );
    expect(await refused({ ...online(), location: '   ' })).toEqual([
      { field: 'location', reason: 'too_short', min: 1 },
    ]);
    // Nothing was made.
    expect(await api.db.select().from(caseAppointments).where(eq(caseAppointments.requestId, caseId))).toEqual([]);
    expect(await caseStatus(caseId)).toBe('angenommen');
  });

  it('a change is checked against the appointment it makes', async () => {
    const made = await create(expert, caseId, online());
    const id = made.body.appointment.id;
    const answer = await update(expert, caseId, id, { kind: 'in_person' });
    expect(answer.body).toMatchObject({ code: 'appointment_invalid', details: { fields: [{ field: 'location' }] } });
    expect((await update(expert, caseId, id, {})).body.code).toBe('appointment_invalid');
    expect(
      (await update(expert, caseId, id, { starts_at: new Date(Date.now() - hour).toISOString() })).body.details,
    ).toEqual({ fields: [{ field: 'starts_at', reason: 'past' }] });
  });
});

describe('the life of an appointment', () => {
  let client: Party;
  let caseId: string;
  let appointmentId: string;
  const uid = () => `${appointmentId}@localhost`;

  beforeAll(async () => {
    client = await clientUser(api);
    caseId = await acceptedCase(client, 'de');
  });

  it('the first appointment schedules the case and mails both sides the calendar file in their language', async () => {
    const startsAt = new Date('2046-03-06T09:30:00Z');
    const answer = await create(expert, caseId, { ...online(startsAt), note: 'Bitte Kamera an' });
    expect(answer.status).toBe(201);
    appointmentId = answer.body.appointment.id;
    expect(answer.body.appointment).toMatchObject({
      starts_at: '2046-03-06T09:30:00.000Z',
      duration_minutes: 60,
      kind: 'online',
      location: 'https://meet.example.com/raum-1',
      note: 'Bitte Kamera an',
      status: 'scheduled',
      sequence: 0,
    });
    expect(answer.body.case).toMatchObject({
      id: caseId,
      status: 'terminiert',
      next_appointment: { id: appointmentId },
    });
    expect(await scheduleEvents(caseId)).toMatchObject([
      { fromStatus: 'neu', toStatus: 'angenommen', actorRole: 'expert', actorId: expert.id },
      { fromStatus: 'angenommen', toStatus: 'terminiert', actorRole: 'system', actorId: expert.id },
    ]);
    expect((await appointmentRow(appointmentId)).reminderSentAt).toBeNull();

    const toClient = await take(client.email, /^Termin vereinbart: „/, caseId);
    expect(toClient.text).toContain('Wann: Dienstag, 6. März 2046, 10:30 bis 11:30 Uhr (Mitteleuropäische Normalzeit)');
    expect(toClient.text).toContain('dein Termin mit Dr. Anna Beispiel steht fest.');
    expect(toClient.text).toContain(`http://localhost:3000/cases/${caseId}`);
    const clientIcs = calendarOf(toClient);
    expect(clientIcs.contentType).toMatch(/method=REQUEST/i);
    expect(clientIcs.method).toBe('REQUEST');
    expect(clientIcs.details.uid).toBe(uid());
    expect(clientIcs.details.sequence).toBe(0);
    expect(clientIcs.details.startDate.toJSDate().toISOString()).toBe('2046-03-06T09:30:00.000Z');
    expect(clientIcs.details.endDate.toJSDate().toISOString()).toBe('2046-03-06T10:30:00.000Z');
    expect(clientIcs.details.location).toBe('https://meet.example.com/raum-1');
    expect(clientIcs.details.summary).toMatch(/^Termin: /);
    // Each side's file names only its recipient: the client never learns the expert's sign-in address.
    expect(clientIcs.attendees.map((attendee) => attendee.email)).toEqual([client.email]);
    expect(clientIcs.text).not.toContain(expert.email);
    expect(String(clientIcs.event.getFirstProperty('organizer')!.getFirstValue()).toLowerCase()).toBe(
      `mailto:${api.config.mailFrom.replace(/^.*<|>$/g, '')}`,
    );

    const toExpert = await take(expert.email, /^Appointment scheduled: “/, caseId);
    expect(toExpert.text).toContain('When: Tuesday, 6 March 2046, 10:30 to 11:30 (Central European Standard Time)');
    expect(toExpert.text).toContain(`http://localhost:3000/expert-portal/cases/${caseId}`);
    const expertIcs = calendarOf(toExpert);
    expect(expertIcs.details.uid).toBe(uid());
    expect(expertIcs.details.summary).toMatch(/^Appointment: /);
  });

  it('changing it sends the next SEQUENCE of the same UID; moving it under 24 hours ahead settles the reminder', async () => {
    const soon = new Date(Date.now() + 5 * hour);
    soon.setUTCSeconds(0, 0);
    const answer = await update(expert, caseId, appointmentId, { starts_at: soon.toISOString() });
    expect(answer.status).toBe(200);
    expect(answer.body.appointment).toMatchObject({ sequence: 1, starts_at: soon.toISOString() });
    // Less than 24 hours ahead: no reminder will come.
    expect((await appointmentRow(appointmentId)).reminderSentAt).not.toBeNull();
    const toClient = await take(client.email, /^Termin geändert: „/, caseId);
    const ics = calendarOf(toClient);
    expect(ics.method).toBe('REQUEST');
    expect(ics.details.uid).toBe(uid());
    expect(ics.details.sequence).toBe(1);
    expect(ics.details.startDate.toJSDate().toISOString()).toBe(soon.toISOString());
    expect(calendarOf(await take(expert.email, /^Appointment changed: “/, caseId)).details.sequence).toBe(1);

    // The same values again: no new version, no mail.
    const same = await update(expert, caseId, appointmentId, { starts_at: soon.toISOString(), duration_minutes: 60 });
    expect(same.body.appointment.sequence).toBe(1);
  });

  it('moving it more than 24 hours ahead re-arms the reminder, which then comes once; a note leaves it alone', async () => {
    const later = inDays(2);
    expect(
      (await update(expert, caseId, appointmentId, { starts_at: later.toISOString() })).body.appointment.sequence,
    ).toBe(2);
    expect((await appointmentRow(appointmentId)).reminderSentAt).toBeNull();
    await take(client.email, /^Termin geändert/, caseId);
    await take(expert.email, /^Appointment changed/, caseId);
    const jobs = api.server.jobs!;
    expect(await jobs.runNow(appointmentReminderJob.name)).toBe(0);

    // A day passes: it now starts within 24 hours.
    await api.db
      .update(caseAppointments)
      .set({ startsAt: new Date(Date.now() + 23 * hour) })
      .where(eq(caseAppointments.id, appointmentId));
    expect(await jobs.runNow(appointmentReminderJob.name)).toBe(2);
    expect(await jobs.runNow(appointmentReminderJob.name)).toBe(0);
    await take(client.email, /^Erinnerung an deinen Termin/, caseId);
    await take(expert.email, /^Reminder of your appointment/, caseId);

    // A changed note is a new version, but the time stays: the reminder was sent and stays so.
    const noted = await update(expert, caseId, appointmentId, { note: 'Neuer Link folgt' });
    expect(noted.body.appointment).toMatchObject({ sequence: 3, note: 'Neuer Link folgt' });
    expect((await appointmentRow(appointmentId)).reminderSentAt).not.toBeNull();
    expect(await jobs.runNow(appointmentReminderJob.name)).toBe(0);
    await take(client.email, /^Termin geändert/, caseId);
  });

  it('cancelling sends METHOD:CANCEL and, with no scheduled appointment left, moves the case back', async () => {
    const answer = await cancel(expert, caseId, appointmentId);
    expect(answer.status).toBe(200);
    expect(answer.body.appointment).toMatchObject({ status: 'cancelled', sequence: 4 });
    expect(answer.body.case).toMatchObject({ status: 'angenommen', next_appointment: null });
    expect((await scheduleEvents(caseId)).at(-1)).toMatchObject({
      fromStatus: 'terminiert',
      toStatus: 'angenommen',
      actorRole: 'system',
      actorId: expert.id,
    });
    for (const [address, subject] of [
      [client.email, /^Termin abgesagt: „/],
      [expert.email, /^Appointment cancelled: “/],
    ] as const) {
      const mail = await take(address, subject, caseId);
      const ics = calendarOf(mail);
      expect(ics.contentType).toMatch(/method=CANCEL/i);
      expect(ics.method).toBe('CANCEL');
      expect(ics.event.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(ics.details.uid).toBe(uid());
      expect(ics.details.sequence).toBe(4);
    }
    // Cancelled is final for the appointment, and it gets no reminder.
    expect((await cancel(expert, caseId, appointmentId)).body).toMatchObject({
      code: 'case_status_conflict',
      details: { appointment_status: 'cancelled' },
    });
    expect((await update(expert, caseId, appointmentId, { note: 'x' })).status).toBe(409);
  });

  it('with another upcoming appointment the case stays scheduled', async () => {
    const first = await create(expert, caseId, online(inDays(4)));
    const second = await create(expert, caseId, online(inDays(5)));
    expect(second.body.case.status).toBe('terminiert');
    const answer = await cancel(expert, caseId, first.body.appointment.id);
    expect(answer.body.case).toMatchObject({
      status: 'terminiert',
      next_appointment: { id: second.body.appointment.id },
    });
  });
});

describe('the case status', () => {
  it('a held talk keeps the case scheduled when a follow-up is cancelled, so the expert can still close it', async () => {
    const caseId = await acceptedCase(await clientUser(api));
    const held = await create(expert, caseId, online(inDays(2)));
    // The talk took place: its start lies in the past now.
    await api.db
      .update(caseAppointments)
      .set({ startsAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(caseAppointments.id, held.body.appointment.id));
    const followUp = await create(expert, caseId, online(inDays(9)));
    const cancelled = await cancel(expert, caseId, followUp.body.appointment.id);
    expect(cancelled.body.case).toMatchObject({ status: 'terminiert', next_appointment: null });
    const closed = await fn(api, expert, `/cases/${caseId}/close`, {
      method: 'POST',
      json: { outcome: 'Vereinbarung getroffen' },
    });
    expect(closed.status).toBe(200);
  });

  it('two appointments made at once on an accepted case: both exist, the case is scheduled once', async () => {
    const caseId = await acceptedCase(await clientUser(api));
    const answers = await Promise.all([
      create(expert, caseId, online(inDays(6))),
      create(expert, caseId, online(inDays(7))),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect((await scheduleEvents(caseId)).filter((event) => event.toStatus === 'terminiert')).toHaveLength(1);
  });

  it('no appointments in a closed or cancelled case, nor in a request nobody accepted', async () => {
    const client = await clientUser(api);
    const closedCase = await acceptedCase(client);
    const made = await create(expert, closedCase, online());
    const closed = await fn(api, expert, `/cases/${closedCase}/close`, {
      method: 'POST',
      json: { outcome: 'Wir haben eine Rollenverteilung vereinbart.' },
    });
    expect(closed.status).toBe(200);
    expect((await create(expert, closedCase, online())).body).toMatchObject({
      code: 'case_status_conflict',
      details: { status: 'abgeschlossen' },
    });
    expect((await cancel(expert, closedCase, made.body.appointment.id)).body.code).toBe('case_status_conflict');

    const cancelledCase = await acceptedCase(client);
    expect((await fn(api, client, `/cases/${cancelledCase}/cancel`, { method: 'POST', json: {} })).status).toBe(200);
    expect((await create(expert, cancelledCase, online())).status).toBe(409);

    // In the expert's inbox, not theirs yet: not found for appointments.
    const open = await createRequest(api, client, { expert_id: expert.id });
    expect((await create(expert, open.id, online())).body.code).toBe('case_not_found');
    // Only the one appointment made and its cancellation at closing queued calendar mails.
    const rows = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, client.email));
    expect(rows.filter((row) => row.kind === 'appointment_mail')).toHaveLength(2);
  });

  it('a case that ends (cancelled or closed) takes its appointments ahead out of both calendars', async () => {
    for (const end of ['client cancels', 'expert cancels', 'expert closes'] as const) {
      const client = await clientUser(api);
      const caseId = await acceptedCase(client);
      const ahead = (await create(expert, caseId, online(inDays(3)))).body.appointment;
      const later = (await create(expert, caseId, online(inDays(10)))).body.appointment;
      const path = end === 'expert closes' ? 'close' : 'cancel';
      const json =
        end === 'expert closes'
          ? { outcome: 'Geklärt.' }
          : end === 'expert cancels'
            ? { reason: 'Ich bin verhindert.' }
            : {};
      const party = end === 'client cancels' ? client : expert;
      expect((await fn(api, party, `/cases/${caseId}/${path}`, { method: 'POST', json })).status).toBe(200);
      for (const appointment of [ahead, later]) {
        expect(await appointmentRow(appointment.id)).toMatchObject({ status: 'cancelled', sequence: 1 });
        for (const address of [client.email, expert.email]) {
          const mail = await api.mail.waitFor(
            (caught) =>
              caught.to.includes(address) &&
              /^(Termin abgesagt|Appointment cancelled)/.test(caught.subject) &&
              caught.parts.some((part) => part.content.includes(`UID:${appointment.id}@localhost`)),
          );
          const ics = calendarOf(mail);
          expect({ end, method: ics.method, sequence: ics.details.sequence }).toEqual({
            end,
            method: 'CANCEL',
            sequence: 1,
          });
        }
      }
    }
  });
});
