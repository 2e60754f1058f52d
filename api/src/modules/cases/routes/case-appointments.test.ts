// Appointments through the real api (PGlite, or PostgreSQL with DATABASE_URL): who may make,
// change and cancel them (every role), field checks, the case's status following its
// appointments (recorded in app.case_events), the calendar file in the mails to both sides (read
// back with ical.js) and the reminder re-armed when the time moves.
import type { CaseAppointment, CaseDetail, CaseSummary } from '@cc/shared-contract';
import { and, eq, inArray } from 'drizzle-orm';
import { caseAppointments, caseEvents, expertRequests, mailOutbox } from '../../../platform/db/all-tables';
import { appointmentReminderJob } from '../../../jobs';
import { adminParty, clientGuest, clientUser, createRequest, expertParty, fn, type Party } from '../../../test/cases';
import type { SignedIn } from '../../../test/experts';
import { startTestApi, type TestApi } from '../../../test/harness';
import { readIcs } from '../../../test/ics';
import type { CaughtMail } from '../../../test/mail-catcher';

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
const answerTo = (party: Party | null, caseId: string, id: string, json: unknown) =>
  fn<Answer>(api, party, `/cases/${caseId}/appointments/${id}/answer`, { method: 'POST', json });
/** The expert proposes, the client confirms: a scheduled appointment. */
async function confirmed(client: Party, caseId: string, json: unknown): Promise<Answer> {
  const made = await create(expert, caseId, json);
  expect(made.status).toBe(201);
  const answer = await answerTo(client, caseId, made.body.appointment.id, { answer: 'confirm' });
  expect(answer.status).toBe(200);
  return answer.body;
}

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
    // Only the case's client answers: the expert, other experts and strangers are not found.
    const stranger = await clientUser(api);
    for (const [who, party, status] of [
      ['anonymous', null, 401],
      ['the expert', expert, 404],
      ['another expert', otherExpert, 404],
      ['another client', stranger, 404],
      ['a guest', guest, 404],
    ] as const) {
      const answer = await answerTo(party, caseId, appointmentId, { answer: 'confirm' });
      expect({ who, status: answer.status }).toEqual({ who, status });
    }
    // Nothing changed.
    expect(await appointmentRow(appointmentId)).toMatchObject({ status: 'proposed', sequence: 0, note: null });
  });

  it('the client reads the appointments on their case page; another expert does not', async () => {
    const page = await fn<CaseDetail>(api, client, `/cases/${caseId}`);
    expect(page.status).toBe(200);
    expect(page.body.appointments.map((item) => item.id)).toEqual([appointmentId]);
    expect(page.body.case.next_appointment).toBeNull();
    expect(page.body.case.proposed_appointment?.id).toBe(appointmentId);
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

  it('a proposal waits for the client: both get a mail without a calendar file, the case stays accepted', async () => {
    const startsAt = new Date('2046-03-06T09:30:00Z');
    const answer = await create(expert, caseId, { ...online(startsAt), note: 'Bitte Kamera an' });
    expect(answer.status).toBe(201);
    appointmentId = answer.body.appointment.id;
    expect(answer.body.appointment).toMatchObject({
      starts_at: '2046-03-06T09:30:00.000Z',
      options: ['2046-03-06T09:30:00.000Z'],
      duration_minutes: 60,
      kind: 'online',
      location: 'https://meet.example.com/raum-1',
      note: 'Bitte Kamera an',
      status: 'proposed',
      response: null,
      sequence: 0,
    });
    expect(answer.body.case).toMatchObject({
      status: 'angenommen',
      next_appointment: null,
      proposed_appointment: { id: appointmentId },
    });
    const toClient = await take(client.email, /^Terminvorschlag: „/, caseId);
    expect(toClient.text).toContain('Dr. Anna Beispiel schlägt dir einen Termin vor.');
    expect(toClient.text).toContain('Wann: Dienstag, 6. März 2046, 10:30 bis 11:30 Uhr (Mitteleuropäische Normalzeit)');
    expect(toClient.parts).toEqual([]);
    const toExpert = await take(expert.email, /^Appointment proposed: “/, caseId);
    expect(toExpert.parts).toEqual([]);
  });

  it('the client confirms: the case is scheduled and both get the calendar file (REQUEST, CONFIRMED, next SEQUENCE)', async () => {
    const answer = await answerTo(client, caseId, appointmentId, { answer: 'confirm' });
    expect(answer.status).toBe(200);
    expect(answer.body.appointment).toMatchObject({ status: 'scheduled', response: 'confirmed', sequence: 1 });
    expect(answer.body.case).toMatchObject({
      id: caseId,
      status: 'terminiert',
      next_appointment: { id: appointmentId },
      proposed_appointment: null,
    });
    expect(await scheduleEvents(caseId)).toMatchObject([
      { fromStatus: 'neu', toStatus: 'angenommen', actorRole: 'expert', actorId: expert.id },
      { fromStatus: 'angenommen', toStatus: 'terminiert', actorRole: 'system', actorId: client.id },
    ]);
    expect((await appointmentRow(appointmentId)).reminderSentAt).toBeNull();
    // Answered once: a second answer is a conflict.
    expect((await answerTo(client, caseId, appointmentId, { answer: 'decline' })).body).toMatchObject({
      code: 'case_status_conflict',
      details: { appointment_status: 'scheduled' },
    });

    const toClient = await take(client.email, /^Termin bestätigt: „/, caseId);
    expect(toClient.text).toContain('Wann: Dienstag, 6. März 2046, 10:30 bis 11:30 Uhr (Mitteleuropäische Normalzeit)');
    expect(toClient.text).toContain('du hast den Termin mit Dr. Anna Beispiel bestätigt.');
    expect(toClient.text).toContain(`http://localhost:3000/cases/${caseId}`);
    const clientIcs = calendarOf(toClient);
    expect(clientIcs.contentType).toMatch(/method=REQUEST/i);
    expect(clientIcs.method).toBe('REQUEST');
    expect(clientIcs.event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(clientIcs.details.uid).toBe(uid());
    expect(clientIcs.details.sequence).toBe(1);
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

    const toExpert = await take(expert.email, /^Appointment confirmed: “/, caseId);
    expect(toExpert.text).toContain('confirmed the appointment. It is set:');
    expect(toExpert.text).toContain('When: Tuesday, 6 March 2046, 10:30 to 11:30 (Central European Standard Time)');
    expect(toExpert.text).toContain(`http://localhost:3000/expert-portal/cases/${caseId}`);
    const expertIcs = calendarOf(toExpert);
    expect(expertIcs.details.uid).toBe(uid());
    expect(expertIcs.details.sequence).toBe(1);
    expect(expertIcs.details.summary).toMatch(/^Appointment: /);
  });

  it('a new time for a confirmed appointment goes back to the client and withdraws the calendar entry', async () => {
    const soon = new Date(Date.now() + 5 * hour);
    soon.setUTCSeconds(0, 0);
    const answer = await update(expert, caseId, appointmentId, { starts_at: soon.toISOString() });
    expect(answer.status).toBe(200);
    expect(answer.body.appointment).toMatchObject({ sequence: 2, starts_at: soon.toISOString(), status: 'proposed' });
    expect(answer.body.case.status).toBe('angenommen');
    const toClient = await take(client.email, /^Neuer Terminvorschlag: „/, caseId);
    const ics = calendarOf(toClient);
    expect(ics.method).toBe('CANCEL');
    expect(ics.details.uid).toBe(uid());
    expect(ics.details.sequence).toBe(2);
    expect(calendarOf(await take(expert.email, /^New time proposed: “/, caseId)).details.sequence).toBe(2);

    // The same values again: no new version, no mail.
    const same = await update(expert, caseId, appointmentId, { starts_at: soon.toISOString(), duration_minutes: 60 });
    expect(same.body.appointment.sequence).toBe(2);

    // Confirmed again under 24 hours ahead: no reminder will come.
    const again = await answerTo(client, caseId, appointmentId, { answer: 'confirm', starts_at: soon.toISOString() });
    expect(again.body.appointment).toMatchObject({ status: 'scheduled', sequence: 3 });
    expect((await appointmentRow(appointmentId)).reminderSentAt).not.toBeNull();
    expect(calendarOf(await take(client.email, /^Termin bestätigt/, caseId)).details.sequence).toBe(3);
    await take(expert.email, /^Appointment confirmed/, caseId);
  });

  it('a change of the note of a confirmed appointment sends the updated calendar entry', async () => {
    const noted = await update(expert, caseId, appointmentId, { note: 'Neuer Link folgt' });
    expect(noted.body.appointment).toMatchObject({ sequence: 4, status: 'scheduled', note: 'Neuer Link folgt' });
    const ics = calendarOf(await take(client.email, /^Termin geändert: „/, caseId));
    expect(ics.method).toBe('REQUEST');
    expect(ics.details.sequence).toBe(4);
    await take(expert.email, /^Appointment changed/, caseId);
  });

  it('the reminder comes once for a confirmed appointment a day ahead, never for a proposal', async () => {
    const jobs = api.server.jobs!;
    const proposal = await create(expert, caseId, online(inDays(2)));
    await api.db
      .update(caseAppointments)
      .set({ startsAt: new Date(Date.now() + 23 * hour), reminderSentAt: null })
      .where(eq(caseAppointments.id, proposal.body.appointment.id));
    expect(await jobs.runNow(appointmentReminderJob.name)).toBe(0);
    await take(client.email, /^Terminvorschlag/, caseId);
    await take(expert.email, /^Appointment proposed/, caseId);
    // The proposal is withdrawn again (no reminder for it either way).
    expect((await cancel(expert, caseId, proposal.body.appointment.id)).status).toBe(200);
    await take(client.email, /^Termin abgesagt/, caseId);
    await take(expert.email, /^Appointment cancelled/, caseId);
    // The confirmed one, once it is scheduled again by the client, gets its reminder.
    const moved = await update(expert, caseId, appointmentId, { starts_at: inDays(3).toISOString() });
    await answerTo(client, caseId, appointmentId, { answer: 'confirm' });
    await api.db
      .update(caseAppointments)
      .set({ startsAt: new Date(Date.now() + 23 * hour) })
      .where(eq(caseAppointments.id, appointmentId));
    expect(await jobs.runNow(appointmentReminderJob.name)).toBe(2);
    expect(await jobs.runNow(appointmentReminderJob.name)).toBe(0);
    expect(moved.body.appointment.sequence).toBe(5);
    await take(client.email, /^Neuer Terminvorschlag/, caseId);
    await take(client.email, /^Termin bestätigt/, caseId);
    await take(client.email, /^Erinnerung an deinen Termin/, caseId);
    await take(expert.email, /^Reminder of your appointment/, caseId);
  });

  it('cancelling sends METHOD:CANCEL and, with no scheduled appointment left, moves the case back', async () => {
    const answer = await cancel(expert, caseId, appointmentId);
    expect(answer.status).toBe(200);
    expect(answer.body.appointment).toMatchObject({ status: 'cancelled', sequence: 7 });
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
      expect(ics.details.sequence).toBe(7);
    }
    // Cancelled is final for the appointment, and it gets no reminder.
    expect((await cancel(expert, caseId, appointmentId)).body).toMatchObject({
      code: 'case_status_conflict',
      details: { appointment_status: 'cancelled' },
    });
    expect((await update(expert, caseId, appointmentId, { note: 'x' })).status).toBe(409);
  });

  it('with another upcoming appointment the case stays scheduled', async () => {
    const first = await confirmed(client, caseId, online(inDays(4)));
    const second = await confirmed(client, caseId, online(inDays(5)));
    expect(second.case.status).toBe('terminiert');
    const answer = await cancel(expert, caseId, first.appointment.id);
    expect(answer.body.case).toMatchObject({
      status: 'terminiert',
      next_appointment: { id: second.appointment.id },
    });
  });
});

describe('the case status', () => {
  it('a held talk keeps the case scheduled when a follow-up is cancelled, so the expert can still close it', async () => {
    const client = await clientUser(api);
    const caseId = await acceptedCase(client);
    const held = (await confirmed(client, caseId, online(inDays(2)))).appointment;
    // The talk took place: its start lies in the past now.
    await api.db
      .update(caseAppointments)
      .set({ startsAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(caseAppointments.id, held.id));
    const followUp = (await confirmed(client, caseId, online(inDays(9)))).appointment;
    const cancelled = await cancel(expert, caseId, followUp.id);
    expect(cancelled.body.case).toMatchObject({ status: 'terminiert', next_appointment: null });
    const closed = await fn(api, expert, `/cases/${caseId}/close`, {
      method: 'POST',
      json: { outcome: 'Vereinbarung getroffen' },
    });
    expect(closed.status).toBe(200);
  });

  it('two appointments confirmed at once on an accepted case: both hold, the case is scheduled once', async () => {
    const client = await clientUser(api);
    const caseId = await acceptedCase(client);
    const made = [await create(expert, caseId, online(inDays(6))), await create(expert, caseId, online(inDays(7)))];
    const answers = await Promise.all(
      made.map((item) => answerTo(client, caseId, item.body.appointment.id, { answer: 'confirm' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await scheduleEvents(caseId)).filter((event) => event.toStatus === 'terminiert')).toHaveLength(1);
  });

  it('no appointments in a closed or cancelled case, nor in a request nobody accepted', async () => {
    const client = await clientUser(api);
    const closedCase = await acceptedCase(client);
    const made = await confirmed(client, closedCase, online());
    const closed = await fn(api, expert, `/cases/${closedCase}/close`, {
      method: 'POST',
      json: { outcome: 'Wir haben eine Rollenverteilung vereinbart.' },
    });
    expect(closed.status).toBe(200);
    expect((await create(expert, closedCase, online())).body).toMatchObject({
      code: 'case_status_conflict',
      details: { status: 'abgeschlossen' },
    });
    expect((await cancel(expert, closedCase, made.appointment.id)).body.code).toBe('case_status_conflict');

    const cancelledCase = await acceptedCase(client);
    expect((await fn(api, client, `/cases/${cancelledCase}/cancel`, { method: 'POST', json: {} })).status).toBe(200);
    expect((await create(expert, cancelledCase, online())).status).toBe(409);

    // In the expert's inbox, not theirs yet: not found for appointments.
    const open = await createRequest(api, client, { expert_id: expert.id });
    expect((await create(expert, open.id, online())).body.code).toBe('case_not_found');
    // Only the one appointment (proposed, confirmed) and its cancellation at closing queued mails.
    const rows = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, client.email));
    expect(rows.filter((row) => row.kind === 'appointment_mail')).toHaveLength(3);
  });

  it('a case that ends (cancelled or closed) takes its appointments ahead out of both calendars', async () => {
    for (const end of ['client cancels', 'expert cancels', 'expert closes'] as const) {
      const client = await clientUser(api);
      const caseId = await acceptedCase(client);
      const ahead = (await confirmed(client, caseId, online(inDays(3)))).appointment;
      // A proposal nobody answered is withdrawn as well.
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
      for (const [appointment, sequence] of [
        [ahead, 2],
        [later, 1],
      ] as const) {
        expect(await appointmentRow(appointment.id)).toMatchObject({ status: 'cancelled', sequence });
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
            sequence,
          });
        }
      }
    }
  });
});

describe('the client answers', () => {
  it('picks one of three offered times; only an offered time in the future is taken', async () => {
    const client = await clientGuest(api);
    const caseId = await acceptedCase(client, 'en');
    const times = [inDays(5), inDays(3), inDays(4)].map(
      (time) => new Date(Math.floor(time.getTime() / 60_000) * 60_000),
    );
    const made = await create(expert, caseId, {
      ...online(times[0]),
      alternatives: [times[1]!.toISOString(), times[2]!.toISOString()],
    });
    expect(made.status).toBe(201);
    const sorted = [...times].sort((a, b) => a.getTime() - b.getTime()).map((time) => time.toISOString());
    expect(made.body.appointment).toMatchObject({ options: sorted, starts_at: sorted[0] });
    const proposal = await take(client.email, /^Appointment proposed: “/, made.body.case.id);
    expect(proposal.text).toContain('offers you several times');
    expect(proposal.text).toContain('To choose from:');
    const id = made.body.appointment.id;
    // Several times: the client must say which.
    expect((await answerTo(client, caseId, id, { answer: 'confirm' })).body).toMatchObject({
      code: 'appointment_invalid',
      details: { fields: [{ field: 'starts_at', reason: 'required' }] },
    });
    expect(
      (await answerTo(client, caseId, id, { answer: 'confirm', starts_at: inDays(9).toISOString() })).body,
    ).toMatchObject({
      code: 'appointment_invalid',
      details: { fields: [{ field: 'starts_at', reason: 'unknown_value' }] },
    });
    expect((await answerTo(client, caseId, id, { answer: 'maybe' })).status).toBe(400);
    const picked = await answerTo(client, caseId, id, { answer: 'confirm', starts_at: sorted[2] });
    // The other offered times are dropped: the appointment is the chosen time now.
    expect(picked.body.appointment).toMatchObject({ status: 'scheduled', starts_at: sorted[2], options: [sorted[2]] });
    expect(picked.body.case.next_appointment?.starts_at).toBe(sorted[2]);
    expect((await appointmentRow(id)).options.map((time) => time.toISOString())).toEqual([sorted[2]]);
    // Both calendars get the chosen time only (REQUEST, CONFIRMED, SEQUENCE 1).
    for (const [address, subject] of [
      [client.email, /^Appointment confirmed: “/],
      [expert.email, /^Appointment confirmed: “/],
    ] as const) {
      const ics = calendarOf(await take(address, subject, caseId));
      expect(ics.method).toBe('REQUEST');
      expect(ics.event.getFirstPropertyValue('status')).toBe('CONFIRMED');
      expect(ics.details.sequence).toBe(1);
      expect(ics.details.startDate.toJSDate().toISOString()).toBe(sorted[2]);
    }
    // A change of the note keeps the confirmed time (no new proposal from the dropped times).
    const noted = await update(expert, caseId, id, { note: 'Bitte pünktlich' });
    expect(noted.body.appointment).toMatchObject({ status: 'scheduled', starts_at: sorted[2], options: [sorted[2]] });
  });

  it('offered times must lie ahead and differ', async () => {
    const caseId = await acceptedCase(await clientUser(api));
    const time = inDays(3).toISOString();
    const answer = await create(expert, caseId, {
      ...online(new Date(time)),
      alternatives: [time, new Date(Date.now() - hour).toISOString()],
    });
    expect(answer.body).toMatchObject({
      code: 'appointment_invalid',
      details: {
        fields: [
          { field: 'alternatives', index: 0, reason: 'duplicate' },
          { field: 'alternatives', index: 1, reason: 'past' },
        ],
      },
    });
    const tooMany = await create(expert, caseId, { ...online(), alternatives: [inDays(4), inDays(5), inDays(6)] });
    expect(tooMany.body.code).toBe('appointment_invalid');
  });

  it('declines with a note, or asks for another time: both hear which, with the CANCEL file; the case stays accepted', async () => {
    const client = await clientUser(api);
    const caseId = await acceptedCase(client, 'de');
    for (const [answer, note, clientSubject, expertSubject, expertText] of [
      [
        'decline',
        'Passt leider nicht',
        /^Termin abgelehnt: „/,
        /^Appointment declined: “/,
        'declined your proposed appointment',
      ],
      [
        'other_time',
        'Lieber vormittags',
        /^Bitte um einen anderen Termin: „/,
        /^Another time requested: “/,
        'asks for another time',
      ],
    ] as const) {
      const made = await create(expert, caseId, online());
      await take(client.email, /^Terminvorschlag/, caseId);
      const answered = await answerTo(client, caseId, made.body.appointment.id, { answer, note });
      expect(answered.status).toBe(200);
      expect(answered.body.appointment).toMatchObject({
        status: 'declined',
        response: answer === 'decline' ? 'declined' : 'other_time',
        response_note: note,
        sequence: 1,
      });
      expect(answered.body.case).toMatchObject({ status: 'angenommen', proposed_appointment: null });
      const toClient = await take(client.email, clientSubject, caseId);
      expect(calendarOf(toClient)).toMatchObject({ method: 'CANCEL' });
      const toExpert = await take(expert.email, expertSubject, caseId);
      expect(toExpert.text).toContain(expertText);
      expect(toExpert.text).toContain(`Message: ${note}`);
      expect(calendarOf(toExpert).details.sequence).toBe(1);
      // Answered: the expert can no longer change or cancel it.
      expect((await update(expert, caseId, made.body.appointment.id, { note: 'x' })).status).toBe(409);
    }
  });
});
