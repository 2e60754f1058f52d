// Dates and times of a case in the viewer's language and time zone (the browser's, unless a test
// names one); a plain date and time is shared-i18n's formatDateTime.
import { formatDateTime } from '@cc/shared-i18n';

/** The browser's time zone, e.g. "Europe/Berlin". */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Only the time of day if `iso` is today, else date and time: for message lists. */
export function formatMessageTime(iso: string, language: string, now = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  const day = (value: Date) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone }).format(value);
  if (day(date) === day(now)) {
    return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone }).format(date);
  }
  return formatDateTime(iso, language, { timeZone });
}

export interface AppointmentTimes {
  /** "Dienstag, 1. Dezember 2026". */
  date: string;
  start: string;
  end: string;
  /** The zone's name in the viewer's language, e.g. "Mitteleuropäische Normalzeit". */
  zone: string;
}

export function appointmentTimes(
  startsAt: string,
  durationMinutes: number,
  language: string,
  timeZone: string = viewerTimeZone(),
): AppointmentTimes {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone });
  const zone =
    new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' })
      .formatToParts(start)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return {
    date: new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone }).format(start),
    start: time.format(start),
    end: time.format(end),
    zone,
  };
}
