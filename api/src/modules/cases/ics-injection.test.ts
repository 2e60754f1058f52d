// Attack: text a person typed (the case's topic, the appointment's note and place, a name) ends up
// in the calendar file. A line break there must stay inside its property: it never starts a
// property or component of its own (a second ATTENDEE, an ORGANIZER, an alarm, an END:VEVENT).
// Read back with ical.js, an independent parser, as a calendar would.
import { readIcs } from '../../test/ics';
import { appointmentIcs, parseMailbox, type IcsInput } from './ics';

const breaks = ['\r\n', '\n', '\r', '\u2028', '\u0085'];
const injected = (glue: string, tag: string) =>
  `${tag}${glue}ATTENDEE;CN=Evil:mailto:evil-${tag}@evil.example${glue}ORGANIZER:mailto:boss@evil.example${glue}END:VEVENT${glue}BEGIN:VEVENT${glue}SUMMARY:forged`;

function input(glue: string): IcsInput {
  return {
    method: 'REQUEST',
    appointment: {
      id: '7b0c1a56-1111-4222-8333-944455556666',
      startsAt: new Date('2026-12-01T09:30:00Z'),
      durationMinutes: 60,
      kind: 'in_person',
      location: injected(glue, 'location'),
      note: injected(glue, 'note'),
      status: 'scheduled',
      sequence: 0,
      updatedAt: new Date('2026-11-20T08:00:00Z'),
    },
    lang: 'en',
    topic: injected(glue, 'topic'),
    organizer: parseMailbox('KonfliktKompass <no-reply@konfliktkompass.local>'),
    attendee: { name: injected(glue, 'name'), email: 'client@example.com' },
    counterpart: injected(glue, 'counterpart'),
    uidHost: 'konfliktkompass.example',
    caseLink: 'https://konfliktkompass.example/cases/abc',
  };
}

describe.each(breaks.map((glue) => [JSON.stringify(glue), glue]))('a line break %s in typed fields', (_, glue) => {
  it('stays inside SUMMARY, DESCRIPTION, LOCATION and the CN: one event, one attendee, our organizer', () => {
    const text = appointmentIcs(input(glue));
    // Every physical line is a property, a fold (leading space) or a component edge of ours.
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines.filter((line) => /^(BEGIN|END):VEVENT$/.test(line))).toEqual(['BEGIN:VEVENT', 'END:VEVENT']);
    expect(lines.filter((line) => /^ATTENDEE[;:]/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /^ORGANIZER[;:]/.test(line))).toHaveLength(1);
    expect(lines.some((line) => /^SUMMARY:forged/.test(line))).toBe(false);
    // No bare CR or LF left over for a lenient reader to split on.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const { event, details, attendees } = readIcs(text);
    expect(attendees).toHaveLength(1);
    expect(attendees[0]!.email).toBe('client@example.com');
    expect(String(event.getFirstProperty('organizer')!.getFirstValue()).toLowerCase()).toBe(
      'mailto:no-reply@konfliktkompass.local',
    );
    expect(details.summary).toContain('topic');
    expect(details.location).toContain('location');
    expect(details.description).toContain('note');
  });
});
