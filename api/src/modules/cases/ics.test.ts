// The calendar file of an appointment, read back with a second, independent implementation
// (ical.js, Mozilla's parser): the fields a calendar acts on, not the text.
import { readIcs } from '../../test/ics';
import { appointmentIcs, appointmentUid, icsAttachment, parseMailbox, type IcsInput } from './ics';

const base: IcsInput = {
  method: 'REQUEST',
  appointment: {
    id: '7b0c1a56-1111-4222-8333-944455556666',
    startsAt: new Date('2026-12-01T09:30:00Z'),
    durationMinutes: 90,
    kind: 'online',
    location: 'https://meet.example.com/room?x=1',
    note: 'Bitte 5 Minuten vorher da sein; danke, bis dann.\nZweite Zeile',
    status: 'scheduled',
    sequence: 0,
    updatedAt: new Date('2026-11-20T08:00:00Z'),
  },
  lang: 'de',
  topic: 'Streit um Anteile, „Vesting“ & mehr',
  organizer: parseMailbox('KonfliktKompass <no-reply@konfliktkompass.local>'),
  attendee: { name: 'Ana "Nana" Ölsen', email: 'client@example.com' },
  counterpart: 'Dr. Eva Muster, M.A.',
  uidHost: 'konfliktkompass.example',
  caseLink: 'https://konfliktkompass.example/cases/abc',
};

describe('appointmentIcs', () => {
  it('a confirmed online appointment: REQUEST, stable UID, SEQUENCE 0, UTC start, duration, link, people, alarm', () => {
    const text = appointmentIcs(base);
    // RFC 5545 lines end with CRLF and are folded at 75 octets.
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { method, event, details: ev, attendees } = readIcs(text);
    expect(method).toBe('REQUEST');
    expect(ev.uid).toBe(`${base.appointment.id}@konfliktkompass.example`);
    expect(ev.uid).toBe(appointmentUid(base.appointment.id, base.uidHost));
    expect(ev.sequence).toBe(0);
    expect(ev.startDate.zone.tzid).toBe('UTC');
    expect(ev.startDate.toJSDate().toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(ev.endDate.toJSDate().toISOString()).toBe('2026-12-01T11:00:00.000Z');
    expect(ev.location).toBe('https://meet.example.com/room?x=1');
    expect(event.getFirstPropertyValue('url')).toBe('https://meet.example.com/room?x=1');
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(ev.summary).toBe('Termin: Streit um Anteile, „Vesting“ & mehr (KonfliktKompass)');
    expect(ev.description).toBe(`Mit: Dr. Eva Muster, M.A.\n\n${base.appointment.note}\n\nZum Fall: ${base.caseLink}`);
    const organizer = event.getFirstProperty('organizer')!;
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe('mailto:no-reply@konfliktkompass.local');
    expect(organizer.getParameter('cn')).toBe('KonfliktKompass');
    // Only the recipient: the other side is named, never with their address. A quote in a name
    // cannot end the parameter early.
    expect(attendees).toEqual([{ email: 'client@example.com', cn: 'Ana Nana Ölsen' }]);
    for (const attendee of event.getAllProperties('attendee')) {
      expect(attendee.getParameter('rsvp')).toBe('FALSE');
    }
    const alarms = event.getAllSubcomponents('valarm');
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarms[0]!.getFirstPropertyValue('trigger'))).toBe('-PT24H');
  });

  it('a changed appointment in person: the same UID with its SEQUENCE, the address as LOCATION and no URL, English texts', () => {
    const {
      method,
      event,
      details: ev,
    } = readIcs(
      appointmentIcs({
        ...base,
        lang: 'en',
        appointment: {
          ...base.appointment,
          kind: 'in_person',
          location: 'Musterstraße 1, 10115 Berlin',
          note: null,
          sequence: 3,
          startsAt: new Date('2026-07-01T14:00:00+02:00'),
        },
      }),
    );
    expect(method).toBe('REQUEST');
    expect(ev.uid).toBe(`${base.appointment.id}@konfliktkompass.example`);
    expect(ev.sequence).toBe(3);
    expect(ev.startDate.toJSDate().toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(ev.location).toBe('Musterstraße 1, 10115 Berlin');
    expect(event.getFirstPropertyValue('url')).toBeNull();
    expect(ev.summary).toBe('Appointment: Streit um Anteile, „Vesting“ & mehr (KonfliktKompass)');
    expect(ev.description).toBe(`With: Dr. Eva Muster, M.A.\n\nThe case: ${base.caseLink}`);
  });

  it('a cancelled appointment: METHOD:CANCEL, STATUS:CANCELLED, same UID, no alarm', () => {
    const text = appointmentIcs({
      ...base,
      method: 'CANCEL',
      appointment: { ...base.appointment, status: 'cancelled', sequence: 2 },
    });
    const { method, event } = readIcs(text);
    expect(method).toBe('CANCEL');
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.getFirstPropertyValue('uid')).toBe(`${base.appointment.id}@konfliktkompass.example`);
    expect(event.getFirstPropertyValue('sequence')).toBe(2);
    expect(event.getAllSubcomponents('valarm')).toHaveLength(0);
    expect(icsAttachment(text, 'CANCEL')).toEqual({
      filename: 'cancel.ics',
      contentType: 'text/calendar; method=CANCEL',
      content: text,
    });
  });
});

describe('parseMailbox', () => {
  it('reads MAIL_FROM with and without a name', () => {
    expect(parseMailbox('KonfliktKompass <no-reply@konfliktkompass.local>')).toEqual({
      name: 'KonfliktKompass',
      email: 'no-reply@konfliktkompass.local',
    });
    expect(parseMailbox('"Konflikt Kompass" <a@b.de>')).toEqual({ name: 'Konflikt Kompass', email: 'a@b.de' });
    expect(parseMailbox('a@b.de')).toEqual({ name: null, email: 'a@b.de' });
  });
});
