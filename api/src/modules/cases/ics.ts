// The calendar file (.ics, RFC 5545 with iTIP's METHOD) of an appointment, made with the `ics`
// library (pinned; docs/api.md "Appointments" says why). One event per file:
// - UID `<appointment id>@<site host>`: the same for every version, so a calendar updates or
//   removes the entry it already has instead of adding another;
// - SEQUENCE from the row (0 when made, +1 with every change and the cancellation);
// - METHOD:REQUEST (confirmed by the client, or a confirmed one changed; STATUS:CONFIRMED) or
//   METHOD:CANCEL (STATUS:CANCELLED: cancelled, declined, or a confirmed time moved);
// - ORGANIZER the product's sender address; the one ATTENDEE is the recipient (no replies asked
//   for): each side gets its own file, so nobody learns the other side's address from it, and the
//   other side is named in the description;
// - DTSTART in UTC with a DURATION; LOCATION the address, or the link (also as URL) online;
// - a display alarm 24 hours before (scheduled versions only).
import { createEvent, type Attendee, type EventAttributes } from 'ics';
import { appointmentReminderHours, type AppointmentKind, type AppointmentStatus } from '@cc/shared-domain';
import type { MailAttachment } from '../../platform/mail/appointment-mail';
import { product, type Lang } from '../../platform/mail/layout';

export type IcsMethod = 'REQUEST' | 'CANCEL';

export interface IcsPerson {
  name: string | null;
  email: string;
}

export interface IcsAppointment {
  id: string;
  startsAt: Date;
  durationMinutes: number;
  kind: AppointmentKind;
  location: string;
  note: string | null;
  status: AppointmentStatus;
  sequence: number;
  updatedAt: Date;
}

export interface IcsInput {
  appointment: IcsAppointment;
  /** REQUEST: the entry as it stands (confirmed); CANCEL: remove it. */
  method: IcsMethod;
  /** The language of the recipient (summary, description, alarm text). */
  lang: Lang;
  /** The case's topic (in the summary). */
  topic: string;
  /** The product's sender (MAIL_FROM). */
  organizer: IcsPerson;
  /** Whom this file is for (each side gets its own). */
  attendee: IcsPerson;
  /** The other side's name, if known (named in the description, never with an address). */
  counterpart: string | null;
  /** The host the UIDs are made unique with (the site's). */
  uidHost: string;
  /** The recipient's case page. */
  caseLink: string;
}

const texts: Record<Lang, { summary: (topic: string) => string; alarm: string; case: string; with: string }> = {
  de: {
    summary: (topic) => `Termin: ${topic} (${product})`,
    alarm: 'Dein Termin beginnt in 24 Stunden.',
    case: 'Zum Fall:',
    with: 'Mit:',
  },
  en: {
    summary: (topic) => `Appointment: ${topic} (${product})`,
    alarm: 'Your appointment starts in 24 hours.',
    case: 'The case:',
    with: 'With:',
  },
};

/** "Name <address>" (MAIL_FROM) as a person; a bare address has no name. */
export function parseMailbox(value: string): IcsPerson {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (match) return { name: match[1]!.trim() || null, email: match[2]!.trim() };
  return { name: null, email: value.trim() };
}

export function appointmentUid(appointmentId: string, uidHost: string): string {
  return `${appointmentId}@${uidHost}`;
}

/** The CN (display name) as a quoted parameter value may hold it: no quotes, no control characters. */
function named(person: IcsPerson): { name?: string; email: string } {
  const name = person.name?.replace(/["\p{Cc}]/gu, '').trim();
  return name ? { name, email: person.email } : { email: person.email };
}

const attendee = (person: IcsPerson): Attendee => ({
  ...named(person),
  role: 'REQ-PARTICIPANT',
  partstat: 'ACCEPTED',
  rsvp: false,
});

/**
 * Typed text with every line break as LF, which the library escapes as `\n`. It passes a bare CR
 * through as it is, and a lenient reader ends the property there: a topic or a note could then
 * add an ATTENDEE, an ORGANIZER or a second event of its own.
 */
const plain = (text: string) => text.replace(/\r\n?/g, '\n');

/** The .ics text of the appointment's current version. */
export function appointmentIcs(input: IcsInput): string {
  const { lang } = input;
  const appointment = {
    ...input.appointment,
    location: plain(input.appointment.location),
    note: input.appointment.note === null ? null : plain(input.appointment.note),
  };
  const t = texts[lang];
  const { method } = input;
  const online = appointment.kind === 'online';
  const counterpart = input.counterpart ? plain(input.counterpart).trim() : undefined;
  const description = [counterpart ? `${t.with} ${counterpart}` : null, appointment.note, `${t.case} ${input.caseLink}`]
    .filter(Boolean)
    .join('\n\n');
  const event: EventAttributes = {
    productId: '-//KonfliktKompass//Appointments//EN',
    method,
    uid: appointmentUid(appointment.id, input.uidHost),
    sequence: appointment.sequence,
    start: appointment.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: appointment.durationMinutes },
    lastModified: appointment.updatedAt.getTime(),
    title: t.summary(plain(input.topic)),
    description,
    location: appointment.location,
    ...(online ? { url: appointment.location } : {}),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: named(input.organizer),
    attendees: [attendee(input.attendee)],
    ...(method === 'REQUEST'
      ? {
          alarms: [
            { action: 'display', description: t.alarm, trigger: { hours: appointmentReminderHours, before: true } },
          ],
        }
      : {}),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw new Error(`calendar file not created: ${error?.message ?? 'empty'}`);
  return value;
}

/** Whether the calendar file can carry `url` as an event's URL (the library refuses some links WHATWG URL takes). */
export function icsCarriesUrl(url: string): boolean {
  const { error } = createEvent({
    start: Date.UTC(2000, 0, 1),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: 1 },
    title: 'link check',
    url,
  });
  return !error;
}

/** The .ics as a mail attachment (the worker sends it as an iTIP invitation). */
export function icsAttachment(ics: string, method: IcsMethod): MailAttachment {
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; method=${method}`,
    content: ics,
  };
}
