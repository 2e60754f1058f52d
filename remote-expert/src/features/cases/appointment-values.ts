// The appointment form's values as typed (date and time in the browser's time zone; up to two
// more times the client may pick instead), their conversion to the contract's body (ISO 8601 with the zone's offset, so the api and both mails
// mean the same instant), the checks the browser makes before the api makes them again, and
// the api's field errors mapped onto the form's fields.
import { refusalMessage } from '@cc/shared-auth/api-errors';
import { appointmentMaxOptions, caseLimits, type AppointmentKind } from '@cc/shared-domain';
import { formatDateInput, parseDateInput, parseTimeInput } from '@cc/shared-i18n';

export interface AppointmentValues {
  /** As typed in the app's language (`TT.MM.JJJJ`, `MM/DD/YYYY`; ISO too): native date fields follow the browser's locale. */
  date: string;
  /** As typed, `HH:MM` (24 hours). */
  time: string;
  /** More times the client may choose from (at most two), each as typed. */
  alternatives: { date: string; time: string }[];
  /** Minutes as typed. */
  duration: string;
  kind: AppointmentKind;
  location: string;
  note: string;
}

/** The fields in the order the form shows them: the first with an error gets the focus. */
export const appointmentFields = [
  'date',
  'time',
  'alternative0',
  'alternative1',
  'duration',
  'kind',
  'location',
  'note',
] as const;
/** Most further times the form offers besides the first. */
export const maxAlternatives = appointmentMaxOptions - 1;
/** The field of the `index`-th further time. */
export const alternativeField = (index: number) => `alternative${index}` as AppointmentField;
export type AppointmentField = (typeof appointmentFields)[number];

/** A field's message: a key of the expertInbox namespace and its values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}
export type AppointmentErrors = Partial<Record<AppointmentField, FieldMessage>>;

/** What the form needs of a stored appointment. */
export interface AppointmentLike {
  starts_at: string;
  /** Every offered time (a proposal waiting for the client may have up to three). */
  options?: string[];
  status?: string;
  duration_minutes: number;
  kind: AppointmentKind;
  location: string;
  note: string | null;
}

export const defaultDuration = 60;

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar date and clock time of an instant, as the date and time inputs show them. */
export function localDateTime(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** A local date and time as ISO 8601 with this browser's offset at that moment, e.g. `2026-12-01T10:00:00+01:00`. */
export function toIsoWithOffset(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hours, minutes] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(year, month - 1, day, hours, minutes);
  // An impossible date (31 February) or a clock time skipped by a DST change rolls over.
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== day) return null;
  if (at.getHours() !== hours || at.getMinutes() !== minutes) return null;
  return `${date}T${time}:00${offsetText(at.getTimezoneOffset())}`;
}

/** `Date#getTimezoneOffset()` (minutes behind UTC) as an ISO offset: -60 → `+01:00`, 300 → `-05:00`. */
export function offsetText(timezoneOffset: number): string {
  const east = -timezoneOffset;
  const sign = east >= 0 ? '+' : '-';
  return `${sign}${pad(Math.floor(Math.abs(east) / 60))}:${pad(Math.abs(east) % 60)}`;
}

export function valuesFromAppointment(
  appointment: AppointmentLike | null,
  kind: AppointmentKind,
  language = 'de',
): AppointmentValues {
  if (!appointment) {
    return { date: '', time: '', alternatives: [], duration: String(defaultDuration), kind, location: '', note: '' };
  }
  const typed = (iso: string) => {
    const { date, time } = localDateTime(iso);
    return { date: formatDateInput(date, language), time };
  };
  // A proposal still offers its other times; a confirmed appointment is its one time.
  const others =
    appointment.status === 'proposed'
      ? (appointment.options ?? []).filter((iso) => iso !== appointment.starts_at).map(typed)
      : [];
  return {
    ...typed(appointment.starts_at),
    alternatives: others,
    duration: String(appointment.duration_minutes),
    kind: appointment.kind,
    location: appointment.location,
    note: appointment.note ?? '',
  };
}

/**
 * An https link as the api takes it: written `https://` in lower case, no spaces, no sign-in in it,
 * a named or IPv4 host (the calendar file refuses the other links URL would take).
 */
const isHttpsUrl = (text: string) => {
  if (!text.startsWith('https://') || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return Boolean(url.hostname) && !url.username && !url.password && !url.hostname.startsWith('[');
  } catch {
    return false;
  }
};

/** The typed date and time as ISO 8601 with the browser's offset, or null. */
const startsAtOf = (values: { date: string; time: string }, language: string): string | null => {
  const date = parseDateInput(values.date, language);
  const time = parseTimeInput(values.time);
  return date && time ? toIsoWithOffset(date, time) : null;
};

/** The browser's checks (the api checks the same and more). */
export function validateAppointment(values: AppointmentValues, now = new Date(), language = 'de'): AppointmentErrors {
  const errors: AppointmentErrors = {};
  if (!values.date.trim()) errors.date = { key: 'appointment.errors.dateRequired' };
  else if (!parseDateInput(values.date, language)) errors.date = { key: 'appointment.errors.dateFormat' };
  if (!values.time.trim()) errors.time = { key: 'appointment.errors.timeRequired' };
  else if (!parseTimeInput(values.time)) errors.time = { key: 'appointment.errors.timeFormat' };
  if (!errors.date && !errors.time) {
    const iso = startsAtOf(values, language);
    if (!iso) errors.date = { key: 'appointment.errors.dateInvalid' };
    else if (new Date(iso).getTime() <= now.getTime()) errors.date = { key: 'appointment.errors.past' };
  }
  // Each further time: complete, in the future, and not one already offered.
  const offered = new Set<number>();
  const first = errors.date || errors.time ? null : startsAtOf(values, language);
  if (first) offered.add(new Date(first).getTime());
  values.alternatives.forEach((alternative, index) => {
    const field = alternativeField(index);
    const iso = startsAtOf(alternative, language);
    if (!alternative.date.trim() || !alternative.time.trim())
      errors[field] = { key: 'appointment.errors.alternativeMissing' };
    else if (!parseDateInput(alternative.date, language)) errors[field] = { key: 'appointment.errors.dateFormat' };
    else if (!parseTimeInput(alternative.time)) errors[field] = { key: 'appointment.errors.timeFormat' };
    else if (!iso) errors[field] = { key: 'appointment.errors.dateInvalid' };
    else if (new Date(iso).getTime() <= now.getTime()) errors[field] = { key: 'appointment.errors.past' };
    else if (offered.has(new Date(iso).getTime())) errors[field] = { key: 'appointment.errors.duplicate' };
    if (iso) offered.add(new Date(iso).getTime());
  });
  const { min, max } = caseLimits.duration;
  const duration = Number(values.duration);
  if (!/^\d+$/.test(values.duration.trim()) || duration < min || duration > max) {
    errors.duration = { key: 'appointment.errors.duration', values: { min, max } };
  }
  const location = values.location.trim();
  if (!location) {
    errors.location = { key: `appointment.errors.locationRequired.${values.kind}` };
  } else if (location.length > caseLimits.location.max) {
    errors.location = { key: 'appointment.errors.tooLong', values: { max: caseLimits.location.max } };
  } else if (values.kind === 'online' && !isHttpsUrl(location)) {
    errors.location = { key: 'appointment.errors.url' };
  }
  if (values.note.trim().length > caseLimits.appointmentNote.max) {
    errors.note = { key: 'appointment.errors.tooLong', values: { max: caseLimits.appointmentNote.max } };
  }
  return errors;
}

/**
 * The body the api takes (create; a change sends the same fields). `offer`: the further times go
 * with it (a new appointment or a proposal; a confirmed one keeps its one time unless moved).
 */
export function appointmentBody(values: AppointmentValues, language = 'de', offer = true) {
  const note = values.note.trim();
  return {
    starts_at: startsAtOf(values, language) ?? '',
    // Left out when none: the api then takes the first time as the only one.
    ...(offer && values.alternatives.length
      ? { alternatives: values.alternatives.map((alternative) => startsAtOf(alternative, language) ?? '') }
      : {}),
    duration_minutes: Number(values.duration),
    kind: values.kind,
    location: values.location.trim(),
    note: note || null,
  };
}

/** Body keys of the api's field errors → the form's fields. */
const fieldOfBodyKey: Record<string, AppointmentField> = {
  starts_at: 'date',
  duration_minutes: 'duration',
  kind: 'kind',
  location: 'location',
  note: 'note',
};

/** The api's field errors (`details.fields` of appointment_invalid) as the form's messages. */
/** The refusals the appointment says in words of its own (`appointment.errors.server.*`). */
const appointmentReasons = new Set(['past', 'not_future', 'duplicate', 'out_of_range', 'unknown_field']);

export function appointmentErrorsFromServer(
  fields: readonly { field: string; reason: string; index?: number; min?: number; max?: number }[],
): AppointmentErrors {
  const errors: AppointmentErrors = {};
  for (const { field, reason, index, min, max } of fields) {
    const target =
      field === 'alternatives' && index !== undefined && index < maxAlternatives
        ? alternativeField(index)
        : fieldOfBodyKey[field];
    if (!target || errors[target]) continue;
    const values: Record<string, number> = {};
    if (min !== undefined) values.min = min;
    if (max !== undefined) values.max = max;
    // The api refuses an online location that is not an https link as `invalid`; a time in the
    // past, one offered twice or a duration out of range in the appointment's own words; the rest
    // in those of every form on the path to an expert (shared-auth's refusalMessage).
    if (target === 'location' && reason === 'invalid') errors[target] = { key: 'appointment.errors.url' };
    else if (appointmentReasons.has(reason)) errors[target] = { key: `appointment.errors.server.${reason}`, values };
    else {
      const [key, refusalValues] = refusalMessage({ field, reason, min, max });
      errors[target] = { key, values: refusalValues ?? {} };
    }
  }
  return errors;
}
