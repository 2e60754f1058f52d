// Appointment mails through the real outbox and worker to the SMTP catcher: the calendar file
// travels in app.mail_outbox.attachments and arrives as an iTIP invitation (a text/calendar
// alternative with its METHOD) and as an .ics attachment; times are shown in Berlin time with the
// zone named.
import { eq } from 'drizzle-orm';
import { appointmentIcs, icsAttachment, parseMailbox, type IcsAppointment } from '../../modules/cases/ics';
import { mailOutbox } from '../db/schema';
import { startTestApi, uniqueEmail, type TestApi } from '../../test/harness';
import { readIcs } from '../../test/ics';
import { formatAppointmentTime, type AppointmentMailInput } from './appointment-mail';
import { enqueueMail } from './outbox';
import { attachmentFields } from './worker';

const appointment: IcsAppointment = {
  id: '0f7e2a9c-5b1d-4c3e-8a6f-2d9b7c1e4a30',
  startsAt: new Date('2026-12-01T09:30:00Z'),
  durationMinutes: 90,
  kind: 'online',
  location: 'https://meet.example.com/room',
  note: 'Bitte <b>pünktlich</b>',
  status: 'scheduled',
  sequence: 0,
  updatedAt: new Date('2026-11-20T08:00:00Z'),
};

function mailInput(
  lang: 'de' | 'en',
  event: AppointmentMailInput['event'],
  ics: string | null,
  extra: Partial<AppointmentMailInput> = {},
): AppointmentMailInput {
  return {
    kind: 'appointment_mail',
    lang,
    event,
    role: 'client',
    topic: 'Streit im Team',
    name: 'Dr. Eva Muster',
    startsAt: appointment.startsAt,
    durationMinutes: appointment.durationMinutes,
    appointmentKind: appointment.kind,
    location: appointment.location,
    note: appointment.note,
    link: 'http://localhost:3000/cases/abc',
    ...(ics
      ? { attachments: [icsAttachment(ics, event === 'confirmed' || event === 'updated' ? 'REQUEST' : 'CANCEL')] }
      : {}),
    ...extra,
  };
}

const icsFor = (status: IcsAppointment['status'], sequence: number) =>
  appointmentIcs({
    method: status === 'scheduled' ? 'REQUEST' : 'CANCEL',
    appointment: { ...appointment, status, sequence },
    lang: 'de',
    topic: 'Streit im Team',
    organizer: parseMailbox('KonfliktKompass <no-reply@konfliktkompass.local>'),
    attendee: { name: 'Ana', email: 'client@example.com' },
    counterpart: 'Dr. Eva Muster',
    uidHost: 'localhost',
    caseLink: 'http://localhost:3000/cases/abc',
  });

describe('formatAppointmentTime', () => {
  it('shows Berlin time with the zone named, winter and summer, de and en', () => {
    expect(formatAppointmentTime('de', new Date('2026-12-01T09:30:00Z'), 90)).toBe(
      'Dienstag, 1. Dezember 2026, 10:30 bis 12:00 Uhr (Mitteleuropäische Normalzeit)',
    );
    expect(formatAppointmentTime('en', new Date('2026-07-01T09:30:00Z'), 45)).toBe(
      'Wednesday, 1 July 2026, 11:30 to 12:15 (Central European Summer Time)',
    );
  });
});

describe('attachmentFields', () => {
  it('sends the first calendar file as the invitation and any other file as an attachment', () => {
    const pdf = { filename: 'a.txt', contentType: 'text/plain', content: 'x' };
    expect(attachmentFields([])).toEqual({});
    expect(attachmentFields([pdf, icsAttachment('BEGIN:VCALENDAR', 'CANCEL')])).toEqual({
      icalEvent: { method: 'CANCEL', filename: 'cancel.ics', content: 'BEGIN:VCALENDAR' },
      attachments: [pdf],
    });
  });
});

describe('appointment mails with their calendar file', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });

  afterAll(async () => {
    await api.close();
  });

  it('the outbox keeps the .ics until it is sent; the mail arrives as an invitation with the file attached', async () => {
    const to = uniqueEmail('ics');
    const ics = icsFor('scheduled', 0);
    const id = await enqueueMail(api.db, to, mailInput('de', 'confirmed', ics));
    const mail = await api.mail.take(to, /Termin bestätigt: „Streit im Team“/);
    expect(mail.text).toContain('du hast den Termin mit Dr. Eva Muster bestätigt. Er steht fest:');
    expect(mail.text).toContain('Wann: Dienstag, 1. Dezember 2026, 10:30 bis 12:00 Uhr (Mitteleuropäische Normalzeit)');
    expect(mail.text).toContain('Wo: Online: https://meet.example.com/room');
    expect(mail.text).toContain('Hinweis: Bitte <b>pünktlich</b>');
    expect(mail.html).toContain('Bitte &lt;b&gt;pünktlich&lt;/b&gt;');
    expect(mail.text).toContain('Die Kalenderdatei im Anhang trägt den Termin in deinen Kalender ein.');

    // The invitation: a text/calendar alternative with its METHOD, and the same file attached.
    const invitation = mail.parts.find((part) => /^text\/calendar/i.test(part.contentType));
    expect(invitation?.contentType).toMatch(/method=REQUEST/i);
    const attached = mail.parts.find((part) => part.disposition === 'attachment');
    expect(attached).toMatchObject({
      filename: 'invite.ics',
      contentType: expect.stringMatching(/^application\/ics/i),
    });
    for (const part of [invitation!, attached!]) {
      const read = readIcs(part.content);
      expect(read.method).toBe('REQUEST');
      expect(read.details.uid).toBe(`${appointment.id}@localhost`);
      expect(read.details.sequence).toBe(0);
      expect(read.details.startDate.toJSDate().toISOString()).toBe('2026-12-01T09:30:00.000Z');
    }

    // Delivered: the row no longer carries the bodies or the file (addresses of both people).
    for (;;) {
      const [row] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      if (row!.status === 'sent') {
        expect(row!.attachments).toEqual([]);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('a cancellation arrives as METHOD:CANCEL, in English when asked', async () => {
    const to = uniqueEmail('ics-cancel');
    // Read in the queuing transaction: the worker cannot have sent (and emptied) the row yet.
    const row = await api.db.transaction(async (tx) => {
      const id = await enqueueMail(tx, to, mailInput('en', 'cancelled', icsFor('cancelled', 1)));
      return (await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
    });
    expect(row!.attachments).toEqual([expect.objectContaining({ contentType: 'text/calendar; method=CANCEL' })]);
    const mail = await api.mail.take(to, /Appointment cancelled: “Streit im Team”/);
    expect(mail.text).toContain('When: Tuesday, 1 December 2026, 10:30 to 12:00 (Central European Standard Time)');
    expect(mail.text).toContain('your appointment with Dr. Eva Muster has been cancelled.');
    const invitation = mail.parts.find((part) => /^text\/calendar/i.test(part.contentType))!;
    expect(invitation.contentType).toMatch(/method=CANCEL/i);
    const read = readIcs(invitation.content);
    expect(read.method).toBe('CANCEL');
    expect(read.event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(read.details.sequence).toBe(1);
    expect(mail.parts.find((part) => part.disposition === 'attachment')?.filename).toBe('cancel.ics');
  });

  it('a proposal names every offered time and carries no calendar file; an answer carries the note', async () => {
    const to = uniqueEmail('proposal');
    const options = [new Date('2026-12-01T09:30:00Z'), new Date('2026-12-02T15:00:00Z')];
    await enqueueMail(api.db, to, mailInput('de', 'proposed', null, { options }));
    const mail = await api.mail.take(to, /Terminvorschlag: „Streit im Team“/);
    expect(mail.text).toContain('Dr. Eva Muster schlägt dir mehrere Termine vor.');
    expect(mail.text).toContain('Zur Auswahl: Dienstag, 1. Dezember 2026, 10:30 bis 12:00 Uhr');
    expect(mail.text).toContain('Mittwoch, 2. Dezember 2026, 16:00 bis 17:30 Uhr');
    expect(mail.parts).toEqual([]);
    const expert = uniqueEmail('other-time');
    await enqueueMail(
      api.db,
      expert,
      mailInput('en', 'other_time', icsFor('declined', 1), {
        role: 'expert',
        name: 'Ana',
        responseNote: 'Mornings only',
      }),
    );
    const answer = await api.mail.take(expert, /Another time requested: “Streit im Team”/);
    expect(answer.text).toContain('Ana asks for another time.');
    expect(answer.text).toContain('Message: Mornings only');
  });

  it('a mail without attachments stays a plain mail (the reminder)', async () => {
    const to = uniqueEmail('no-ics');
    await enqueueMail(api.db, to, mailInput('de', 'reminder', null));
    const mail = await api.mail.take(to, /Erinnerung an deinen Termin: „Streit im Team“/);
    expect(mail.text).toContain('wir erinnern dich an deinen Termin mit Dr. Eva Muster:');
    expect(mail.parts).toEqual([]);
  });
});
