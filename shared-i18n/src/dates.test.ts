import {
  formatDate,
  formatDateInput,
  formatDateTime,
  formatDateTimeLines,
  formatTime,
  formatTimeZoneName,
  isSameDay,
  parseDateInput,
  parseTimeInput,
  viewerTimeZone,
} from './dates';

describe('dates typed in the app’s language', () => {
  it('reads German TT.MM.JJJJ, English MM/DD/YYYY and ISO in both', () => {
    expect(parseDateInput('03.12.2026', 'de')).toBe('2026-12-03');
    expect(parseDateInput(' 3.12.2026 ', 'de')).toBe('2026-12-03');
    expect(parseDateInput('12/03/2026', 'en')).toBe('2026-12-03');
    expect(parseDateInput('03/12/2026', 'de')).toBe('2026-12-03');
    expect(parseDateInput('2026-12-03', 'de')).toBe('2026-12-03');
    expect(parseDateInput('2026-12-03', 'en')).toBe('2026-12-03');
    // Dots are day first whatever the language.
    expect(parseDateInput('03.12.2026', 'en')).toBe('2026-12-03');
  });

  it('refuses what is no calendar date', () => {
    for (const text of [
      '',
      '31.02.2026',
      '13/13/2026',
      '12/31/2026x',
      '3.12.26',
      '00.12.2026',
      'morgen',
      '2026-02-30',
    ]) {
      expect([text, parseDateInput(text, 'de')]).toEqual([text, null]);
    }
    expect(parseDateInput('12/31/2026', 'de')).toBeNull();
    expect(parseDateInput('12/31/2026', 'en')).toBe('2026-12-31');
  });

  it('writes a date as the language does', () => {
    expect(formatDateInput('2026-12-03', 'de')).toBe('03.12.2026');
    expect(formatDateInput('2026-12-03', 'en')).toBe('12/03/2026');
    expect(formatDateInput('', 'de')).toBe('');
    for (const language of ['de', 'en']) {
      expect(parseDateInput(formatDateInput('2027-01-09', language), language)).toBe('2027-01-09');
    }
  });

  it('reads times of day (24 hours; 12 hours with AM/PM)', () => {
    expect(parseTimeInput('14:30')).toBe('14:30');
    expect(parseTimeInput('9:05')).toBe('09:05');
    expect(parseTimeInput('14.30')).toBe('14:30');
    expect(parseTimeInput('2:30 PM')).toBe('14:30');
    expect(parseTimeInput('12:00 am')).toBe('00:00');
    expect(parseTimeInput('12:15 p.m.')).toBe('12:15');
    for (const text of ['', '24:00', '9:60', '13:00 PM', '0:30 am', '930', 'noon']) {
      expect([text, parseTimeInput(text)]).toEqual([text, null]);
    }
  });
});

describe('an instant shown in the page’s language', () => {
  const at = '2026-11-24T13:03:00.000Z';
  const utc = { timeZone: 'UTC' };

  it('date and time, medium and short unless asked', () => {
    expect(formatDateTime(at, 'de', utc)).toBe('24.11.2026, 13:03');
    expect(formatDateTime(at, 'en', utc)).toBe('Nov 24, 2026, 1:03 PM');
    expect(formatDateTime(new Date(at), 'de', { ...utc, dateStyle: 'long' })).toBe('24. November 2026 um 13:03');
    // A named zone: Berlin is an hour ahead of UTC in November.
    expect(formatDateTime(at, 'de', { timeZone: 'Europe/Berlin' })).toBe('24.11.2026, 14:03');
  });

  it('the day alone, long unless asked', () => {
    expect(formatDate(at, 'de', utc)).toBe('24. November 2026');
    expect(formatDate(at, 'en', utc)).toBe('November 24, 2026');
    expect(formatDate(at, 'de', { ...utc, dateStyle: 'medium' })).toBe('24.11.2026');
  });

  it('nothing for no instant, and text that is none as it came', () => {
    expect(formatDateTime(null, 'de')).toBe('');
    expect(formatDate(undefined, 'de')).toBe('');
    expect(formatDateTime('bald', 'de')).toBe('bald');
  });
});

describe('the formatters beside formatDateTime (one date-time formatter, issue #25)', () => {
  const at = '2026-11-24T13:03:00Z';
  it('formats the time of day, and two short lines for a column head, in a named zone', () => {
    expect(formatTime(at, 'de', { timeZone: 'Europe/Berlin' })).toBe('14:03');
    expect(formatTime(at, 'en', { timeZone: 'Europe/Berlin' })).toBe('2:03 PM');
    expect(formatDateTimeLines(at, 'de', { timeZone: 'Europe/Berlin' })).toEqual(['24.11.26', '14:03']);
    expect(formatDateTimeLines('not a date', 'de')).toEqual(['not a date']);
  });
  it('compares calendar days in the zone and names the zone in the language', () => {
    const late = new Date('2026-11-24T23:30:00Z');
    const early = new Date('2026-11-25T00:10:00Z');
    expect(isSameDay(late, early, 'Europe/Berlin')).toBe(true);
    expect(isSameDay(late, early, 'UTC')).toBe(false);
    expect(isSameDay(new Date('x'), early)).toBe(false);
    expect(formatTimeZoneName(late, 'de', 'Europe/Berlin')).toBe('Mitteleuropäische Normalzeit');
    expect(viewerTimeZone()).toEqual(expect.any(String));
  });
});
