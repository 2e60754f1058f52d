/** An instant in the page's language and the browser's time zone, e.g. "Di., 1. Dez. 2026, 10:00". */
export const formatDateTime = (iso: string, language: string): string =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/** The browser's time zone, e.g. "Europe/Berlin". */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
