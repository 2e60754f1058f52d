// Dates and times of a case in the viewer's language and time zone (the browser's, unless a test
// names one), from shared-i18n's formatters.
import { formatDate, formatDateTime, formatTime, formatTimeZoneName, isSameDay, viewerTimeZone } from '@cc/shared-i18n';

/** Only the time of day if `iso` is today, else date and time: for message lists. */
export function formatMessageTime(iso: string, language: string, now = new Date(), timeZone?: string): string {
  if (isSameDay(new Date(iso), now, timeZone)) return formatTime(iso, language, { timeZone });
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
  return {
    date: formatDate(start, language, { dateStyle: 'full', timeZone }),
    start: formatTime(start, language, { timeZone }),
    end: formatTime(end, language, { timeZone }),
    zone: formatTimeZoneName(start, language, timeZone),
  };
}
