// The mails about an appointment, to the client (in the request's mail language) and to the expert
// (in their profile's language): scheduled, changed and cancelled (each with the calendar file
// attached, see modules/cases/ics.ts) and the reminder about 24 hours before (its text names the time, not
// the hours left: a job that was down sends it later). Date and time are shown in
// Europe/Berlin with the zone named (the calendar file itself carries UTC, so a calendar shows it
// in the reader's own zone).
import { site, type AppointmentKind } from '@cc/shared-domain';
import type { MailAttachment } from '../db/schema';
import { buttonHtml, escapeHtml, mailHtml, mailText, type Lang, type MailContent } from './layout';

/** A file a mail carries (the calendar file of an appointment's mails). */
export type { MailAttachment };

/**
 * `proposed`: the expert offers one time or several (the client answers on the case page);
 * `rescheduled`: a confirmed appointment got new times (back to the client, the calendar entry
 * withdrawn); `confirmed`, `declined`, `other_time`: the client's answer; `updated`: a change of
 * place, length or note; `cancelled` by the expert or with the case; `reminder` a day before.
 */
export const appointmentMailEvents = [
  'proposed',
  'rescheduled',
  'confirmed',
  'declined',
  'other_time',
  'updated',
  'cancelled',
  'reminder',
] as const;
export type AppointmentMailEvent = (typeof appointmentMailEvents)[number];

export interface AppointmentMailInput {
  kind: 'appointment_mail';
  lang: Lang;
  event: AppointmentMailEvent;
  /** Who reads it: the client or the expert (the other side is named in the text). */
  role: 'client' | 'expert';
  /** The case's topic, as the client wrote it. */
  topic: string;
  /** The other side: the expert's display name (to the client) or the client's first name (to the expert). */
  name: string | null;
  startsAt: Date;
  /** The offered times (a proposal lists them all when there are several). */
  options?: Date[];
  /** The client's note with a decline or a wish for another time. */
  responseNote?: string | null;
  durationMinutes: number;
  appointmentKind: AppointmentKind;
  /** The link (online) or the address (in person). */
  location: string;
  note: string | null;
  /** The reader's case page. */
  link: string;
  /** The calendar file (confirmed, changed, cancelled, declined). */
  attachments?: MailAttachment[];
}

/** Shown date and times are in this zone, named in the mail. */
export const mailTimeZone = 'Europe/Berlin';

type Role = 'client' | 'expert';

interface Texts {
  locale: string;
  other: Record<Role, string>;
  subject: Record<AppointmentMailEvent, (topic: string) => string>;
  /** The first sentence, by what happened and who reads it (`several`: more than one time offered). */
  body: Record<AppointmentMailEvent, (name: string, role: Role, several: boolean) => string>;
  calendar: Partial<Record<AppointmentMailEvent, string>>;
  when: string;
  choices: string;
  where: string;
  online: string;
  note: string;
  message: string;
  range: (date: string, from: string, to: string, zone: string) => string;
  action: string;
  help: string;
}

const quoted = (lang: Lang, topic: string) => (lang === 'de' ? `„${topic}“` : `“${topic}”`);

const texts: Record<Lang, Texts> = {
  de: {
    locale: 'de-DE',
    // The other side, as "mit …" needs it (the reader is `role`).
    other: { client: 'deiner Expertin oder deinem Experten', expert: 'der ratsuchenden Person' },
    subject: {
      proposed: (topic) => `Terminvorschlag: ${quoted('de', topic)}`,
      rescheduled: (topic) => `Neuer Terminvorschlag: ${quoted('de', topic)}`,
      confirmed: (topic) => `Termin bestätigt: ${quoted('de', topic)}`,
      declined: (topic) => `Termin abgelehnt: ${quoted('de', topic)}`,
      other_time: (topic) => `Bitte um einen anderen Termin: ${quoted('de', topic)}`,
      updated: (topic) => `Termin geändert: ${quoted('de', topic)}`,
      cancelled: (topic) => `Termin abgesagt: ${quoted('de', topic)}`,
      reminder: (topic) => `Erinnerung an deinen Termin: ${quoted('de', topic)}`,
    },
    body: {
      proposed: (name, role, several) =>
        role === 'client'
          ? several
            ? `${name} schlägt dir mehrere Termine vor. Wähle auf deiner Fallseite einen aus, lehne ab oder bitte um einen anderen Termin.`
            : `${name} schlägt dir einen Termin vor. Bestätige ihn auf deiner Fallseite, lehne ab oder bitte um einen anderen Termin.`
          : `dein Terminvorschlag ist an ${name} verschickt. Wir schreiben dir, sobald die Antwort da ist.`,
      rescheduled: (name, role, several) =>
        role === 'client'
          ? `${name} schlägt ${several ? 'neue Zeiten' : 'eine neue Zeit'} für euren Termin vor. Bis du bestätigst, gilt der bisherige Termin nicht mehr.`
          : `deine neue Zeit für den Termin ist an ${name} verschickt. Bis zur Bestätigung gilt der bisherige Termin nicht mehr.`,
      confirmed: (name, role) =>
        role === 'client'
          ? `du hast den Termin mit ${name} bestätigt. Er steht fest:`
          : `${name} hat den Termin bestätigt. Er steht fest:`,
      declined: (name, role) =>
        role === 'client'
          ? `du hast den Terminvorschlag von ${name} abgelehnt.`
          : `${name} hat deinen Terminvorschlag abgelehnt.`,
      other_time: (name, role) =>
        role === 'client'
          ? `du hast ${name} um einen anderen Termin gebeten.`
          : `${name} bittet um einen anderen Termin. Schlag auf der Fallseite eine neue Zeit vor.`,
      updated: (name) => `dein Termin mit ${name} wurde geändert. So gilt er jetzt:`,
      cancelled: (name) => `dein Termin mit ${name} wurde abgesagt.`,
      reminder: (name) => `wir erinnern dich an deinen Termin mit ${name}:`,
    },
    calendar: {
      confirmed: 'Die Kalenderdatei im Anhang trägt den Termin in deinen Kalender ein.',
      updated: 'Die Kalenderdatei im Anhang aktualisiert den Eintrag in deinem Kalender.',
      cancelled: 'Die Kalenderdatei im Anhang entfernt den Termin aus deinem Kalender.',
      declined: 'Die Kalenderdatei im Anhang entfernt den Termin aus deinem Kalender, falls er dort steht.',
      other_time: 'Die Kalenderdatei im Anhang entfernt den Termin aus deinem Kalender, falls er dort steht.',
      rescheduled: 'Die Kalenderdatei im Anhang entfernt den bisherigen Termin aus deinem Kalender.',
    },
    when: 'Wann:',
    choices: 'Zur Auswahl:',
    where: 'Wo:',
    online: 'Online:',
    note: 'Hinweis:',
    message: 'Nachricht:',
    range: (date, from, to, zone) => `${date}, ${from} bis ${to} Uhr (${zone})`,
    action: 'Zum Fall',
    help: `Fragen? Schreib uns an ${site.contactEmail}.`,
  },
  en: {
    locale: 'en-GB',
    other: { client: 'your expert', expert: 'your client' },
    subject: {
      proposed: (topic) => `Appointment proposed: ${quoted('en', topic)}`,
      rescheduled: (topic) => `New time proposed: ${quoted('en', topic)}`,
      confirmed: (topic) => `Appointment confirmed: ${quoted('en', topic)}`,
      declined: (topic) => `Appointment declined: ${quoted('en', topic)}`,
      other_time: (topic) => `Another time requested: ${quoted('en', topic)}`,
      updated: (topic) => `Appointment changed: ${quoted('en', topic)}`,
      cancelled: (topic) => `Appointment cancelled: ${quoted('en', topic)}`,
      reminder: (topic) => `Reminder of your appointment: ${quoted('en', topic)}`,
    },
    body: {
      proposed: (name, role, several) =>
        role === 'client'
          ? several
            ? `${name} offers you several times. Pick one on your case page, decline, or ask for another time.`
            : `${name} proposes an appointment. Confirm it on your case page, decline, or ask for another time.`
          : `your proposal has been sent to ${name}. We will write to you as soon as they answer.`,
      rescheduled: (name, role, several) =>
        role === 'client'
          ? `${name} proposes ${several ? 'new times' : 'a new time'} for your appointment. Until you confirm, the earlier time no longer holds.`
          : `your new time has been sent to ${name}. Until they confirm, the earlier time no longer holds.`,
      confirmed: (name, role) =>
        role === 'client'
          ? `you confirmed the appointment with ${name}. It is set:`
          : `${name} confirmed the appointment. It is set:`,
      declined: (name, role) =>
        role === 'client' ? `you declined the proposal of ${name}.` : `${name} declined your proposed appointment.`,
      other_time: (name, role) =>
        role === 'client'
          ? `you asked ${name} for another time.`
          : `${name} asks for another time. Propose a new one on the case page.`,
      updated: (name) => `your appointment with ${name} has changed. This is how it stands now:`,
      cancelled: (name) => `your appointment with ${name} has been cancelled.`,
      reminder: (name) => `a reminder of your appointment with ${name}:`,
    },
    calendar: {
      confirmed: 'The calendar file attached adds the appointment to your calendar.',
      updated: 'The calendar file attached updates the entry in your calendar.',
      cancelled: 'The calendar file attached removes the appointment from your calendar.',
      declined: 'The calendar file attached removes the appointment from your calendar if it is there.',
      other_time: 'The calendar file attached removes the appointment from your calendar if it is there.',
      rescheduled: 'The calendar file attached removes the earlier time from your calendar.',
    },
    when: 'When:',
    choices: 'To choose from:',
    where: 'Where:',
    online: 'Online:',
    note: 'Note:',
    message: 'Message:',
    range: (date, from, to, zone) => `${date}, ${from} to ${to} (${zone})`,
    action: 'Open the case',
    help: `Questions? Write to us at ${site.contactEmail}.`,
  },
};

/**
 * "Dienstag, 1. Dezember 2026, 10:30 bis 11:30 Uhr (Mitteleuropäische Normalzeit)" in Berlin
 * time; the zone's name says whether summer time applies.
 */
export function formatAppointmentTime(lang: Lang, startsAt: Date, durationMinutes: number): string {
  const t = texts[lang];
  const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
  const date = new Intl.DateTimeFormat(t.locale, { timeZone: mailTimeZone, dateStyle: 'full' }).format(startsAt);
  const time = new Intl.DateTimeFormat(t.locale, { timeZone: mailTimeZone, hour: '2-digit', minute: '2-digit' });
  const zone =
    new Intl.DateTimeFormat(t.locale, { timeZone: mailTimeZone, timeZoneName: 'long' })
      .formatToParts(startsAt)
      .find((part) => part.type === 'timeZoneName')?.value ?? mailTimeZone;
  return t.range(date, time.format(startsAt), time.format(endsAt), zone);
}

export function renderAppointmentMail(input: AppointmentMailInput): MailContent {
  const t = texts[input.lang];
  const subject = t.subject[input.event](input.topic);
  // A proposal names every offered time; once answered only the one that holds.
  const times =
    (input.event === 'proposed' || input.event === 'rescheduled') && input.options?.length
      ? input.options
      : [input.startsAt];
  const intro = t.body[input.event](input.name?.trim() || t.other[input.role], input.role, times.length > 1);
  const when = times.map((time) => formatAppointmentTime(input.lang, time, input.durationMinutes)).join('\n');
  const where = input.appointmentKind === 'online' ? `${t.online} ${input.location}` : input.location;
  const calendar = t.calendar[input.event];
  const details: [string, string][] = [
    [times.length > 1 ? t.choices : t.when, when],
    [t.where, where],
    ...(input.note ? ([[t.note, input.note]] as [string, string][]) : []),
    ...(input.responseNote ? ([[t.message, input.responseNote]] as [string, string][]) : []),
  ];
  const text = mailText(input.lang, [
    intro,
    '',
    ...details.map(([label, value]) => `${label} ${value}`),
    ...(calendar ? ['', calendar] : []),
    '',
    `${t.action}:`,
    input.link,
    '',
    t.help,
  ]);
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;">${escapeHtml(label)}</th><td style="padding:4px 0;">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('\n');
  const html = mailHtml(
    input.lang,
    subject,
    `<p>${escapeHtml(intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${rows}
</table>
${calendar ? `<p>${escapeHtml(calendar)}</p>\n` : ''}${buttonHtml(input.link, t.action)}
<p style="color:#52606d;font-size:14px;">${escapeHtml(t.help)}</p>`,
  );
  return { subject, text, html };
}

/** The subject of a kind of appointment mail (tests find mails by it). */
export function appointmentMailSubject(lang: Lang, event: AppointmentMailEvent, topic: string): string {
  return texts[lang].subject[event](topic);
}
