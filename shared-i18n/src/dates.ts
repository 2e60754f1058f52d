// Dates and times typed into text fields in the app's language. Chromium formats a native
// <input type="date"> (and "time") by the browser's locale, never by the page's `lang` (checked:
// an English Chromium shows mm/dd/yyyy and 02:30 PM on a German page), so the forms ask for
// text in the app's own format and read it here: German `TT.MM.JJJJ`, English `MM/DD/YYYY` (the
// `en` locale the app formats dates with); ISO `YYYY-MM-DD` is understood in both. Times are
// `HH:MM` (24 hours; English also takes `2:30 PM`).

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` when the parts make a real calendar date (no 31 February), else null. */
function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A typed date as `YYYY-MM-DD`, or null when it is no date in the language's format (or ISO). */
export function parseDateInput(text: string, language: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (dotted) return isoDate(Number(dotted[3]), Number(dotted[2]), Number(dotted[1]));
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (slashed) {
    const [first, second, year] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
    return language.startsWith('en') ? isoDate(year, first, second) : isoDate(year, second, first);
  }
  return null;
}

/** `YYYY-MM-DD` as the language writes it: `03.12.2026` or `12/03/2026` (empty stays empty). */
export function formatDateInput(iso: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  return language.startsWith('en') ? `${month}/${day}/${year}` : `${day}.${month}.${year}`;
}

/** A typed time of day as `HH:MM` (24 hours), or null. */
export function parseTimeInput(text: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})(?:\s*([ap])\.?\s*m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}

// ── Showing an instant ───────────────────────────────────────────────────────────────────────

type DateValue = string | Date | null | undefined;

export interface DateTimeOptions {
  dateStyle?: Intl.DateTimeFormatOptions['dateStyle'];
  timeStyle?: Intl.DateTimeFormatOptions['timeStyle'];
  /** Another zone than the browser's (tests, a case shown in the expert's zone). */
  timeZone?: string;
}

/** An instant in the language's form; empty for none, and text that is no instant as it came. */
function formatInstant(value: DateValue, language: string, options: Intl.DateTimeFormatOptions): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return new Intl.DateTimeFormat(language, options).format(date);
}

/**
 * Date and time of an instant (an ISO string or a Date) in the page's language and the browser's
 * time zone: "24.11.2026, 14:03" / "Nov 24, 2026, 2:03 PM" (medium date, short time unless asked).
 */
export const formatDateTime = (
  value: DateValue,
  language: string,
  { dateStyle = 'medium', timeStyle = 'short', timeZone }: DateTimeOptions = {},
): string => formatInstant(value, language, { dateStyle, timeStyle, ...(timeZone ? { timeZone } : {}) });

/** The day of an instant in the page's language: "24. November 2026" / "November 24, 2026" (long unless asked). */
export const formatDate = (
  value: DateValue,
  language: string,
  { dateStyle = 'long', timeZone }: Omit<DateTimeOptions, 'timeStyle'> = {},
): string => formatInstant(value, language, { dateStyle, ...(timeZone ? { timeZone } : {}) });

/** The time of day of an instant: "14:03" / "2:03 PM" (short unless asked). */
export const formatTime = (
  value: DateValue,
  language: string,
  { timeStyle = 'short', timeZone }: Omit<DateTimeOptions, 'dateStyle'> = {},
): string => formatInstant(value, language, { timeStyle, ...(timeZone ? { timeZone } : {}) });

/**
 * Date and time as two short lines, for a column head that must stay narrow (four results side
 * by side on a phone): ["24.11.26", "14:03"] / ["11/24/26", "2:03 PM"]; text that is no instant is
 * one line as it came.
 */
export function formatDateTimeLines(
  value: DateValue,
  language: string,
  { timeZone }: { timeZone?: string } = {},
): string[] {
  const date = formatDate(value, language, { dateStyle: 'short', timeZone });
  const time = formatTime(value, language, { timeZone });
  return date === time ? [date] : [date, time];
}

/** Whether two instants fall on one calendar day in the zone (the browser's unless named); false for no instant. */
export function isSameDay(a: Date, b: Date, timeZone?: string): boolean {
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) return false;
  const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  return day.format(a) === day.format(b);
}

/** The browser's time zone, e.g. "Europe/Berlin". */
export const viewerTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone's name in the language at that instant: "Mitteleuropäische Normalzeit"; the zone's id if it has none. */
export function formatTimeZoneName(value: Date, language: string, timeZone: string): string {
  return (
    new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' })
      .formatToParts(value)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}
