// Calendar files (.ics, RFC 5545) in the mails the api sends: found in maildev, downloaded and read
// here with a small parser (unfolded lines, NAME;PARAM=…:VALUE), so the tests assert what a
// calendar app would read: METHOD, UID, SEQUENCE, DTSTART, DTEND or DURATION, STATUS, LOCATION.
import { expect, type APIRequestContext } from '@playwright/test';
import { attachmentText, mailsTo, type Mail } from './inbox';

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsEvent {
  uid: string;
  sequence: number;
  start: Date;
  /** DTEND, or DTSTART + DURATION. */
  end: Date | null;
  status: string | null;
  location: string | null;
  summary: string | null;
  /** Every property of the VEVENT, by upper-case name (the first occurrence). */
  properties: Record<string, IcsProperty>;
}

export interface Calendar {
  method: string | null;
  events: IcsEvent[];
  /** The file as received. */
  raw: string;
}

/** Lines of an iCalendar file with folded continuation lines (CRLF + space or tab) joined. */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n')
    .filter((line) => line.length > 0);
}

function parseLine(line: string): IcsProperty {
  // The value starts after the first colon outside a quoted parameter value.
  let quoted = false;
  let colon = -1;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"') quoted = !quoted;
    else if (char === ':' && !quoted) {
      colon = index;
      break;
    }
  }
  if (colon < 0) throw new Error(`not an iCalendar content line: ${line}`);
  const [name, ...rawParams] = line.slice(0, colon).split(';');
  const params: Record<string, string> = {};
  for (const param of rawParams) {
    const equals = param.indexOf('=');
    params[param.slice(0, equals).toUpperCase()] = param.slice(equals + 1).replace(/^"|"$/g, '');
  }
  return { name: name!.toUpperCase(), params, value: line.slice(colon + 1) };
}

/** TEXT values escape `\\`, `\;`, `\,` and newlines (`\n`). */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (/n/i.test(char) ? '\n' : char));

/** The offset of a time zone at a moment, in milliseconds (from Intl, no time zone database of our own). */
function zoneOffsetMs(timeZone: string, utcMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - utcMs;
}

/** A DATE-TIME value: UTC (`…Z`), local in a TZID, or floating (read as UTC, which the api must not send). */
export function icsDate(property: IcsProperty): Date {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(property.value);
  if (!match) throw new Error(`not an iCalendar date: ${property.name}:${property.value}`);
  const [, year, month, day, hour = '0', minute = '0', second = '0', utc] = match;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const zone = property.params.TZID;
  if (utc || !zone) return new Date(wall);
  // Wall-clock time in the zone: subtract the zone's offset at that moment (twice, for DST edges).
  let utcMs = wall - zoneOffsetMs(zone, wall);
  utcMs = wall - zoneOffsetMs(zone, utcMs);
  return new Date(utcMs);
}

/** A DURATION value (RFC 5545 3.3.6: `P1W`, `PT1H30M`, `P1DT2H`…) in milliseconds. */
export function icsDurationMs(value: string): number {
  const match = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value);
  if (!match || value.endsWith('P') || value.endsWith('T')) throw new Error(`not an iCalendar duration: ${value}`);
  const [, sign, weeks = '0', days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  const ms =
    ((((Number(weeks) * 7 + Number(days)) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
  return sign === '-' ? -ms : ms;
}

/** Parses an iCalendar file: METHOD of the VCALENDAR and each VEVENT. */
export function parseIcs(raw: string): Calendar {
  const lines = unfold(raw).map(parseLine);
  expect(lines[0], 'a calendar file starts with BEGIN:VCALENDAR').toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
  let method: string | null = null;
  const events: IcsEvent[] = [];
  let current: Record<string, IcsProperty> | null = null;
  let depth = 0;
  for (const line of lines) {
    if (line.name === 'BEGIN') {
      depth += 1;
      if (line.value === 'VEVENT') current = {};
      continue;
    }
    if (line.name === 'END') {
      depth -= 1;
      if (line.value === 'VEVENT' && current) {
        const properties = current;
        const text = (name: string) => (properties[name] ? unescapeText(properties[name].value) : null);
        expect(properties.UID, 'a VEVENT has a UID').toBeDefined();
        expect(properties.DTSTART, 'a VEVENT has a DTSTART').toBeDefined();
        const start = icsDate(properties.DTSTART!);
        // The end is DTEND or DTSTART + DURATION (an event has one or the other).
        const end = properties.DTEND
          ? icsDate(properties.DTEND)
          : properties.DURATION
            ? new Date(start.getTime() + icsDurationMs(properties.DURATION.value))
            : null;
        events.push({
          uid: properties.UID!.value,
          sequence: Number(properties.SEQUENCE?.value ?? 0),
          start,
          end,
          status: properties.STATUS?.value ?? null,
          location: text('LOCATION'),
          summary: text('SUMMARY'),
          properties,
        });
        current = null;
      }
      continue;
    }
    if (current) {
      // Properties of nested components (VALARM) stay with them, not the event.
      if (depth === 2 && !(line.name in current)) current[line.name] = line;
    } else if (depth === 1 && line.name === 'METHOD') {
      method = line.value;
    }
  }
  return { method, events, raw };
}

export interface CalendarMail {
  mail: Mail;
  /** The attachment's MIME type as maildev read it (e.g. `text/calendar; method=REQUEST`). */
  contentType: string;
  filename: string;
  calendar: Calendar;
  event: IcsEvent;
}

const isCalendar = (contentType: string, filename: string) =>
  /^text\/calendar/i.test(contentType) || /\.ics$/i.test(filename);

/** The calendar attachments of one mail, parsed. */
export async function calendarsOf(request: APIRequestContext, mail: Mail): Promise<CalendarMail[]> {
  const found: CalendarMail[] = [];
  for (const attachment of mail.attachments ?? []) {
    if (!isCalendar(attachment.contentType, attachment.filename)) continue;
    const calendar = parseIcs(await attachmentText(request, mail, attachment));
    for (const event of calendar.events) {
      found.push({ mail, contentType: attachment.contentType, filename: attachment.filename, calendar, event });
    }
  }
  return found;
}

/**
 * Waits for a mail to `to` carrying a calendar file whose event passes `where` (e.g. a UID and a
 * SEQUENCE), and returns it parsed. Mails are read newest first.
 */
export async function waitForCalendarMail(
  request: APIRequestContext,
  to: string,
  where: (found: CalendarMail) => boolean,
  description: string,
  subject: RegExp = /./,
): Promise<CalendarMail> {
  let match: CalendarMail | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(request, to, subject)) {
          match = (await calendarsOf(request, mail)).find(where);
          if (match) return true;
        }
        return false;
      },
      { timeout: 20_000, intervals: [100, 200, 300], message: `a calendar mail to ${to}: ${description}` },
    )
    .toBe(true);
  return match!;
}
