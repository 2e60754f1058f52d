// Reads a calendar file in tests with ical.js (Mozilla's parser, independent of the `ics` library
// that wrote it), so tests assert the fields a calendar acts on, not the text.
import ICAL from 'ical.js';

export { ICAL };

export interface ReadIcs {
  method: string;
  /** The calendar's one event. */
  event: ICAL.Component;
  /** The same event through ical.js's Event (uid, sequence, startDate, endDate, …). */
  details: ICAL.Event;
  attendees: { email: string; cn: string | null }[];
}

export function readIcs(text: string): ReadIcs {
  const vcalendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = vcalendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  const event = events[0]!;
  return {
    method: String(vcalendar.getFirstPropertyValue('method')),
    event,
    details: new ICAL.Event(event),
    attendees: event.getAllProperties('attendee').map((property) => ({
      email: String(property.getFirstValue()).replace(/^mailto:/i, ''),
      cn: (property.getParameter('cn') as string | undefined) ?? null,
    })),
  };
}
