// Appointments of a case (docs/api.md "Appointments"): the assigned expert proposes (one time or
// up to three), changes and cancels them while the case is `angenommen` or `terminiert`; the
// client confirms one time, declines or asks for another. Each change runs in one transaction
// that locks the case row (so two changes of one case never interleave their status decisions),
// writes the appointment, moves the case (`angenommen → terminiert` with the first confirmed
// appointment, back when none is scheduled any more; recorded in app.case_events) and queues the
// mails to both sides, with the calendar file once the client confirmed.
import type {
  answerAppointmentBody,
  createAppointmentBody,
  ExpertFieldError,
  updateAppointmentBody,
} from '@cc/shared-contract';
import { schedulingCaseStatuses, type AppointmentKind } from '@cc/shared-domain';
import type { z } from 'zod';
import type { Config } from '../../platform/config';
import type { Db, Executor } from '../../platform/db/client';
import { ApiError } from '../../platform/http/errors';
import type { Caller } from '../../identity/caller';
import { caseNotFound, loadAssignedCase, loadClientCase } from './access';
import { queueAppointmentMails } from './appointment-mails';
import { initialReminderSentAt } from './appointment-reminders';
import { icsCarriesUrl } from './ics';
import {
  cancelUpcoming,
  countScheduled,
  insertAppointment,
  lockAppointment as lockAppointmentRow,
  lockCase,
  updateAppointment as updateAppointmentRow,
  type AppointmentRow,
  type CaseRow,
} from './repo';
import { caseStatusConflict, transitionCase } from './store';

/** A refused appointment field; `past`: the start is not in the future (`duplicate`: a time offered twice). */
export type AppointmentFieldError = Omit<ExpertFieldError, 'reason'> & { reason: ExpertFieldError['reason'] | 'past' };

export const appointmentInvalid = (fields: AppointmentFieldError[]) =>
  new ApiError(400, 'appointment_invalid', 'Some fields of the appointment are refused', { details: { fields } });

const appointmentNotFound = () => new ApiError(404, 'case_not_found', 'Appointment not found');

/** Whether the appointment has ended (its start plus duration lies in the past). */
const ended = (row: Pick<AppointmentRow, 'startsAt' | 'durationMinutes'>, now: Date) =>
  row.startsAt.getTime() + row.durationMinutes * 60_000 <= now.getTime();

/**
 * An https link without credentials that the calendar file can carry: the ics library checks its
 * URL more strictly than WHATWG URL does (no spaces, no IPv6 or underscore hosts, lower-case
 * scheme), and a link it refuses would fail the mails after the appointment was checked.
 */
function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password && icsCarriesUrl(value);
  } catch {
    return false;
  }
}

/**
 * What the schema cannot check: a start in the future (when `startsAt` is set or changed), an https
 * link for an online appointment, an address (not a link) for one in person.
 */
export function appointmentFieldErrors(
  values: { startsAt: Date; kind: AppointmentKind; location: string },
  checkStart: boolean,
  now = new Date(),
): AppointmentFieldError[] {
  const errors: AppointmentFieldError[] = [];
  if (checkStart && values.startsAt.getTime() <= now.getTime()) errors.push({ field: 'starts_at', reason: 'past' });
  const looksLikeLink = /^[a-z][a-z0-9+.-]*:\/\//i.test(values.location);
  if (values.kind === 'online' ? !isHttpsUrl(values.location) : looksLikeLink) {
    errors.push({ field: 'location', reason: 'invalid' });
  }
  return errors;
}

/** The other offered times: each in the future, none the same as another or as the first. */
function alternativeErrors(first: Date, alternatives: string[], now: Date): AppointmentFieldError[] {
  const seen = new Set([first.getTime()]);
  const errors: AppointmentFieldError[] = [];
  alternatives.forEach((value, index) => {
    const time = new Date(value).getTime();
    if (time <= now.getTime()) errors.push({ field: 'alternatives', index, reason: 'past' });
    else if (seen.has(time)) errors.push({ field: 'alternatives', index, reason: 'duplicate' });
    seen.add(time);
  });
  return errors;
}

/** Every offered time, earliest first. */
const offeredTimes = (first: Date, alternatives: string[]): Date[] =>
  [first, ...alternatives.map((value) => new Date(value))].sort((a, b) => a.getTime() - b.getTime());

/** Locks the case row for the change and checks that appointments may change in its status. */
async function lockSchedulingCase(tx: Executor, caseId: string, action: string): Promise<CaseRow> {
  const row = await lockCase(tx, caseId);
  if (!row) throw caseNotFound();
  if (!schedulingCaseStatuses.includes(row.status)) throw caseStatusConflict(row.status, action);
  return row;
}

/** The appointment of the case, locked; 404 when the case has none of that id. */
async function lockAppointment(tx: Executor, caseId: string, appointmentId: string): Promise<AppointmentRow> {
  const row = await lockAppointmentRow(tx, caseId, appointmentId);
  if (!row) throw appointmentNotFound();
  return row;
}

const sameTimes = (a: Date[], b: Date[]) =>
  a.length === b.length && a.every((time, index) => time.getTime() === b[index]!.getTime());

/** The appointment is not in the status the action needs (e.g. answering one that is confirmed). */
const answeredConflict = (status: AppointmentRow['status'], action: string) =>
  new ApiError(409, 'case_status_conflict', `Cannot ${action} an appointment that is ${status}`, {
    details: { appointment_status: status },
  });

const appointmentConflict = (row: AppointmentRow, now: Date, action: string) => {
  const state = row.status === 'cancelled' ? 'cancelled' : ended(row, now) ? 'over' : null;
  return state
    ? new ApiError(409, 'case_status_conflict', `Cannot ${action} an appointment that is ${state}`, {
        details: { appointment_status: state },
      })
    : null;
};

/**
 * Keeps the case's status in step with its appointments: `terminiert` while it has a scheduled
 * appointment (held or upcoming), else back to `angenommen` (both taken by the system, on behalf
 * of the expert who changed the appointment). A held talk keeps the case scheduled, so cancelling
 * a follow-up does not take away the expert's way to close it (closing needs `terminiert`).
 * `actorId`: whoever changed the appointment (null for a guest client).
 */
async function syncCaseStatus(tx: Executor, row: CaseRow, actorId: string | null): Promise<CaseRow> {
  const scheduled = await countScheduled(tx, row.id);
  const actor = { role: 'system' as const, id: actorId };
  if (row.status === 'angenommen' && scheduled > 0) return transitionCase(tx, row, 'schedule', actor);
  if (row.status === 'terminiert' && scheduled === 0) return transitionCase(tx, row, 'unschedule', actor);
  return row;
}

export interface AppointmentChange {
  appointment: AppointmentRow;
  row: CaseRow;
  /** Whether mails were queued (the caller wakes the mail worker). */
  mailed: boolean;
}

/**
 * Runs a change of the assigned expert in one transaction; who may make it is checked again
 * inside it (the route checked it before reading the body).
 */
function asAssignedExpert(
  db: Db,
  caller: Caller,
  rawCaseId: string | undefined,
  change: (tx: Executor, caseId: string, expertId: string) => Promise<AppointmentChange>,
): Promise<AppointmentChange> {
  return db.transaction(async (tx) => {
    const { caseId, expertId } = await loadAssignedCase(tx, caller, rawCaseId);
    return change(tx, caseId, expertId);
  });
}

/** The assigned expert proposes an appointment of the case `rawCaseId`. */
export function createAppointment(
  db: Db,
  config: Config,
  caller: Caller,
  rawCaseId: string | undefined,
  body: z.output<typeof createAppointmentBody>,
): Promise<AppointmentChange> {
  return asAssignedExpert(db, caller, rawCaseId, (tx, caseId, expertId) => propose(tx, config, caseId, expertId, body));
}

/** The assigned expert changes an appointment. */
export function updateAppointment(
  db: Db,
  config: Config,
  caller: Caller,
  rawCaseId: string | undefined,
  appointmentId: string,
  body: z.output<typeof updateAppointmentBody>,
): Promise<AppointmentChange> {
  return asAssignedExpert(db, caller, rawCaseId, (tx, caseId, expertId) =>
    reschedule(tx, config, caseId, appointmentId, expertId, body),
  );
}

/** The assigned expert cancels an appointment. */
export function cancelAppointment(
  db: Db,
  config: Config,
  caller: Caller,
  rawCaseId: string | undefined,
  appointmentId: string,
): Promise<AppointmentChange> {
  return asAssignedExpert(db, caller, rawCaseId, (tx, caseId, expertId) =>
    cancel(tx, config, caseId, appointmentId, expertId),
  );
}

/** The case's client answers a proposed appointment (see `answer`), in one transaction. */
export function answerAppointment(
  db: Db,
  config: Config,
  caller: Caller,
  rawCaseId: string | undefined,
  appointmentId: string,
  body: z.output<typeof answerAppointmentBody>,
): Promise<AppointmentChange> {
  const clientId = caller.kind === 'user' ? caller.user.id : null;
  return db.transaction(async (tx) => {
    const row = await loadClientCase(tx, caller, rawCaseId);
    return answer(tx, config, row.id, appointmentId, clientId, body);
  });
}

async function propose(
  tx: Executor,
  config: Config,
  caseId: string,
  expertId: string,
  body: z.output<typeof createAppointmentBody>,
): Promise<AppointmentChange> {
  const now = new Date();
  const startsAt = new Date(body.starts_at);
  const alternatives = body.alternatives ?? [];
  const errors = [
    ...appointmentFieldErrors({ startsAt, kind: body.kind, location: body.location }, true, now),
    ...alternativeErrors(startsAt, alternatives, now),
  ];
  if (errors.length) throw appointmentInvalid(errors);
  const current = await lockSchedulingCase(tx, caseId, 'schedule');
  const options = offeredTimes(startsAt, alternatives);
  const appointment = await insertAppointment(tx, {
    requestId: caseId,
    startsAt: options[0]!,
    options,
    status: 'proposed',
    durationMinutes: body.duration_minutes,
    kind: body.kind,
    location: body.location,
    note: body.note ?? null,
    createdBy: expertId,
    createdAt: now,
    updatedAt: now,
  });
  await queueAppointmentMails(tx, config, appointment, 'proposed');
  return { appointment, row: current, mailed: true };
}

async function reschedule(
  tx: Executor,
  config: Config,
  caseId: string,
  appointmentId: string,
  expertId: string,
  body: z.output<typeof updateAppointmentBody>,
): Promise<AppointmentChange> {
  const now = new Date();
  const current = await lockSchedulingCase(tx, caseId, 'reschedule');
  const before = await lockAppointment(tx, caseId, appointmentId);
  const conflict = appointmentConflict(before, now, 'change');
  if (conflict) throw conflict;
  if (before.status === 'declined') throw answeredConflict(before.status, 'change');
  const newTimes = body.starts_at !== undefined || body.alternatives !== undefined;
  const first = body.starts_at === undefined ? before.startsAt : new Date(body.starts_at);
  const options = newTimes ? offeredTimes(first, body.alternatives ?? []) : before.options;
  const next = {
    startsAt: options[0] ?? first,
    durationMinutes: body.duration_minutes ?? before.durationMinutes,
    kind: body.kind ?? before.kind,
    location: body.location ?? before.location,
    note: body.note === undefined ? before.note : body.note,
  };
  const moved = !sameTimes(options, before.options);
  const errors = [
    ...appointmentFieldErrors({ ...next, startsAt: first }, body.starts_at !== undefined && moved, now),
    ...alternativeErrors(first, body.alternatives ?? [], now),
  ];
  if (errors.length) throw appointmentInvalid(errors);
  const changed =
    moved ||
    next.durationMinutes !== before.durationMinutes ||
    next.kind !== before.kind ||
    next.location !== before.location ||
    next.note !== before.note;
  // Nothing differs: no new version, no mails.
  if (!changed) return { appointment: before, row: current, mailed: false };
  const appointment = await updateAppointmentRow(tx, before.id, {
    ...next,
    options,
    // New times go back to the client for an answer (a confirmed time no longer holds).
    ...(moved ? { status: 'proposed' as const, response: null, responseNote: null, respondedAt: null } : {}),
    sequence: before.sequence + 1,
    updatedAt: now,
  });
  const row = await syncCaseStatus(tx, current, expertId);
  // A confirmed appointment with new times: the calendar entry is withdrawn until the client confirms again.
  const event = !moved ? 'updated' : before.status === 'scheduled' ? 'rescheduled' : 'proposed';
  await queueAppointmentMails(tx, config, appointment, event);
  return { appointment, row, mailed: true };
}

async function cancel(
  tx: Executor,
  config: Config,
  caseId: string,
  appointmentId: string,
  expertId: string,
): Promise<AppointmentChange> {
  const now = new Date();
  const current = await lockSchedulingCase(tx, caseId, 'cancel appointments of');
  const before = await lockAppointment(tx, caseId, appointmentId);
  const conflict = appointmentConflict(before, now, 'cancel');
  if (conflict) throw conflict;
  if (before.status === 'declined') throw answeredConflict(before.status, 'cancel');
  const appointment = await updateAppointmentRow(tx, before.id, {
    status: 'cancelled',
    sequence: before.sequence + 1,
    updatedAt: now,
  });
  const row = await syncCaseStatus(tx, current, expertId);
  await queueAppointmentMails(tx, config, appointment, 'cancelled');
  return { appointment, row, mailed: true };
}

/**
 * The client answers a proposed appointment: confirming takes one of the offered times (the only
 * one when `starts_at` is left out; the others are dropped) and schedules the case, with the calendar file (REQUEST,
 * STATUS:CONFIRMED) to both; declining or asking for another time ends the proposal, with the
 * CANCEL file, so no calendar keeps a time that will not happen.
 */
async function answer(
  tx: Executor,
  config: Config,
  caseId: string,
  appointmentId: string,
  clientId: string | null,
  body: z.output<typeof answerAppointmentBody>,
): Promise<AppointmentChange> {
  const now = new Date();
  const current = await lockSchedulingCase(tx, caseId, 'answer appointments of');
  const before = await lockAppointment(tx, caseId, appointmentId);
  if (before.status !== 'proposed') throw answeredConflict(before.status, 'answer');
  if (body.answer !== 'confirm') {
    const appointment = await updateAppointmentRow(tx, before.id, {
      status: 'declined',
      response: body.answer === 'decline' ? 'declined' : 'other_time',
      responseNote: body.note ?? null,
      respondedAt: now,
      sequence: before.sequence + 1,
      updatedAt: now,
    });
    await queueAppointmentMails(
      tx,
      config,
      appointment,
      appointment.response === 'declined' ? 'declined' : 'other_time',
    );
    return { appointment, row: current, mailed: true };
  }
  const chosen = pickedTime(before, body.starts_at, now);
  const appointment = await updateAppointmentRow(tx, before.id, {
    status: 'scheduled',
    startsAt: chosen,
    // The other offered times are dropped: the appointment is this one time now.
    options: [chosen],
    response: 'confirmed',
    respondedAt: now,
    sequence: before.sequence + 1,
    updatedAt: now,
    reminderSentAt: initialReminderSentAt(chosen, now),
  });
  const row = await syncCaseStatus(tx, current, clientId);
  await queueAppointmentMails(tx, config, appointment, 'confirmed');
  return { appointment, row, mailed: true };
}

/** The offered time the client picked: one of the options, in the future; the only one may be left out. */
function pickedTime(row: AppointmentRow, startsAt: string | undefined, now: Date): Date {
  const options = row.options;
  if (startsAt === undefined && options.length !== 1) {
    throw appointmentInvalid([{ field: 'starts_at', reason: 'required' }]);
  }
  const chosen = startsAt === undefined ? options[0]! : new Date(startsAt);
  if (!options.some((time) => time.getTime() === chosen.getTime())) {
    throw appointmentInvalid([{ field: 'starts_at', reason: 'unknown_value' }]);
  }
  if (chosen.getTime() <= now.getTime()) throw appointmentInvalid([{ field: 'starts_at', reason: 'past' }]);
  return chosen;
}

/**
 * When a case ends (cancelled, or closed): its appointments that have not started are cancelled,
 * each with the CANCEL calendar file to both sides, so no calendar keeps a talk that will not
 * happen. Call it in the transaction of the case's transition; answers how many.
 */
export async function cancelUpcomingAppointments(tx: Executor, config: Config, caseId: string): Promise<number> {
  const cancelled = await cancelUpcoming(tx, caseId);
  for (const appointment of cancelled) await queueAppointmentMails(tx, config, appointment, 'cancelled');
  return cancelled.length;
}
