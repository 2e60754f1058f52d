// The mails about an appointment, to the client (in the request's mail language) and to the expert
// (in their profile's language): scheduled, changed and cancelled (each with the calendar file
// attached, see cases/ics.ts) and the reminder about 24 hours before (its text names the time, not
// the hours left: a job that was down sends it later). Date and time are shown in
// Europe/Berlin with the zone named (the calendar file itself carries UTC, so a calendar shows it
// in the reader's own zone).
import { site, type AppointmentKind } from '@cc/shared-domain';
import type { MailAttachment } from '../db/schema';
import { buttonHtml, escapeHtml, mailHtml, mailText, type Lang, type MailContent } from './layout';

export const appointmentMailEvents = ['scheduled', 'updated', 'cancelled', 'reminder'] as const;
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
  durationMinutes: number;
  appointmentKind: AppointmentKind;
  /** The link (online) or the address (in person). */
  location: string;
  note: string | null;
  /** The reader's case page. */
  link: string;
  /** The calendar file (scheduled, updated, cancelled). */
  attachments?: MailAttachment[];
}

/** Shown date and times are in this zone, named in the mail. */
export const mailTimeZone = 'Europe/Berlin';

interface Texts {
  locale: string;
  other: Record<'client' | 'expert', string>;
  subject: Record<AppointmentMailEvent, (topic: string) => string>;
  body: Record<AppointmentMailEvent, (name: string) => string>;
  calendar: Partial<Record<AppointmentMailEvent, string>>;
  when: string;
  where: string;
  online: string;
  note: string;
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
      scheduled: (topic) => `Termin vereinbart: ${quoted('de', topic)}`,
      updated: (topic) => `Termin geändert: ${quoted('de', topic)}`,
      cancelled: (topic) => `Termin abgesagt: ${quoted('de', topic)}`,
      reminder: (topic) => `Erinnerung an deinen Termin: ${quoted('de', topic)}`,
    },
    body: {
      scheduled: (name) => `dein Termin mit ${name} steht fest.`,
      updated: (name) => `dein Termin mit ${name} wurde geändert. So gilt er jetzt:`,
      cancelled: (name) => `dein Termin mit ${name} wurde abgesagt.`,
      reminder: (name) => `wir erinnern dich an deinen Termin mit ${name}:`,
    },
    calendar: {
      scheduled: 'Die Kalenderdatei im Anhang trägt den Termin in deinen Kalender ein.',
      updated: 'Die Kalenderdatei im Anhang aktualisiert den Eintrag in deinem Kalender.',
      cancelled: 'Die Kalenderdatei im Anhang entfernt den Termin aus deinem Kalender.',
    },
    when: 'Wann:',
    where: 'Wo:',
    online: 'Online:',
    note: 'Hinweis:',
    range: (date, from, to, zone) => `${date}, ${from} bis ${to} Uhr (${zone})`,
    action: 'Zum Fall',
    help: `Fragen? Schreib uns an ${site.contactEmail}.`,
  },
  en: {
    locale: 'en-GB',
    other: { client: 'your expert', expert: 'your client' },
    subject: {
      scheduled: (topic) => `Appointment scheduled: ${quoted('en', topic)}`,
      updated: (topic) => `Appointment changed: ${quoted('en', topic)}`,
      cancelled: (topic) => `Appointment cancelled: ${quoted('en', topic)}`,
      reminder: (topic) => `Reminder of your appointment: ${quoted('en', topic)}`,
    },
    body: {
      scheduled: (name) => `your appointment with ${name} is set.`,
      updated: (name) => `your appointment with ${name} has changed. This is how it stands now:`,
      cancelled: (name) => `your appointment with ${name} has been cancelled.`,
      reminder: (name) => `a reminder of your appointment with ${name}:`,
    },
    calendar: {
      scheduled: 'The calendar file attached adds the appointment to your calendar.',
      updated: 'The calendar file attached updates the entry in your calendar.',
      cancelled: 'The calendar file attached removes the appointment from your calendar.',
    },
    when: 'When:',
    where: 'Where:',
    online: 'Online:',
    note: 'Note:',
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
  const intro = t.body[input.event](input.name?.trim() || t.other[input.role]);
  const when = formatAppointmentTime(input.lang, input.startsAt, input.durationMinutes);
  const where = input.appointmentKind === 'online' ? `${t.online} ${input.location}` : input.location;
  const calendar = t.calendar[input.event];
  const details: [string, string][] = [
    [t.when, when],
    [t.where, where],
    ...(input.note ? ([[t.note, input.note]] as [string, string][]) : []),
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
