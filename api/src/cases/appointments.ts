// Appointments of a case (docs/api.md "Appointments"): the assigned expert makes, changes and
// cancels them while the case is `angenommen` or `terminiert`. Each change runs in one
// transaction that locks the case row (so two changes of one case never interleave their status
// decisions), writes the appointment, moves the case (`angenommen → terminiert` with the first
// appointment, back when none is scheduled any more; recorded in app.case_events) and queues the mails
// with the calendar file to both sides.
import type { createAppointmentBody, ExpertFieldError, updateAppointmentBody } from '@cc/shared-contract';
import { schedulingCaseStatuses, type AppointmentKind } from '@cc/shared-domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { caseAppointments, expertRequests } from '../db/schema';
import { ApiError } from '../http/errors';
import { initialReminderSentAt } from '../jobs/appointment-reminders';
import { caseNotFound, type CaseRow } from './access';
import { queueAppointmentMails, type AppointmentRow } from './appointment-mails';
import { icsCarriesUrl } from './ics';
import { caseStatusConflict, transitionCase } from './store';

/** A refused appointment field; `past`: the start is not in the future. */
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

/** Locks the case row for the change and checks that appointments may change in its status. */
async function lockSchedulingCase(tx: Executor, caseId: string, action: string): Promise<CaseRow> {
  const [row] = await tx.select().from(expertRequests).where(eq(expertRequests.id, caseId)).for('update');
  if (!row) throw caseNotFound();
  if (!schedulingCaseStatuses.includes(row.status)) throw caseStatusConflict(row.status, action);
  return row;
}

/** The appointment of the case, locked; 404 when the case has none of that id. */
async function lockAppointment(tx: Executor, caseId: string, appointmentId: string): Promise<AppointmentRow> {
  const [row] = await tx
    .select()
    .from(caseAppointments)
    .where(and(eq(caseAppointments.id, appointmentId), eq(caseAppointments.requestId, caseId)))
    .for('update');
  if (!row) throw appointmentNotFound();
  return row;
}

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
 */
async function syncCaseStatus(tx: Executor, row: CaseRow, expertId: string): Promise<CaseRow> {
  const [{ scheduled } = { scheduled: 0 }] = await tx
    .select({ scheduled: sql<number>`count(*)::int` })
    .from(caseAppointments)
    .where(and(eq(caseAppointments.requestId, row.id), eq(caseAppointments.status, 'scheduled')));
  const actor = { role: 'system' as const, id: expertId };
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

export async function createAppointment(
  tx: Executor,
  config: Config,
  caseId: string,
  expertId: string,
  body: z.output<typeof createAppointmentBody>,
): Promise<AppointmentChange> {
  const now = new Date();
  const startsAt = new Date(body.starts_at);
  const errors = appointmentFieldErrors({ startsAt, kind: body.kind, location: body.location }, true, now);
  if (errors.length) throw appointmentInvalid(errors);
  const current = await lockSchedulingCase(tx, caseId, 'schedule');
  const [appointment] = await tx
    .insert(caseAppointments)
    .values({
      requestId: caseId,
      startsAt,
      durationMinutes: body.duration_minutes,
      kind: body.kind,
      location: body.location,
      note: body.note ?? null,
      reminderSentAt: initialReminderSentAt(startsAt, now),
      createdBy: expertId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const row = await syncCaseStatus(tx, current, expertId);
  await queueAppointmentMails(tx, config, appointment!, 'scheduled');
  return { appointment: appointment!, row, mailed: true };
}

export async function updateAppointment(
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
  const next = {
    startsAt: body.starts_at === undefined ? before.startsAt : new Date(body.starts_at),
    durationMinutes: body.duration_minutes ?? before.durationMinutes,
    kind: body.kind ?? before.kind,
    location: body.location ?? before.location,
    note: body.note === undefined ? before.note : body.note,
  };
  const moved = next.startsAt.getTime() !== before.startsAt.getTime();
  const errors = appointmentFieldErrors(next, moved, now);
  if (errors.length) throw appointmentInvalid(errors);
  const changed =
    moved ||
    next.durationMinutes !== before.durationMinutes ||
    next.kind !== before.kind ||
    next.location !== before.location ||
    next.note !== before.note;
  // Nothing differs: no new version, no mails.
  if (!changed) return { appointment: before, row: current, mailed: false };
  const [appointment] = await tx
    .update(caseAppointments)
    .set({
      ...next,
      sequence: before.sequence + 1,
      updatedAt: now,
      // A new time re-arms the reminder (none when it is now less than 24 hours away).
      ...(moved ? { reminderSentAt: initialReminderSentAt(next.startsAt, now) } : {}),
    })
    .where(eq(caseAppointments.id, before.id))
    .returning();
  const row = await syncCaseStatus(tx, current, expertId);
  await queueAppointmentMails(tx, config, appointment!, 'updated');
  return { appointment: appointment!, row, mailed: true };
}

export async function cancelAppointment(
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
  const [appointment] = await tx
    .update(caseAppointments)
    .set({ status: 'cancelled', sequence: before.sequence + 1, updatedAt: now })
    .where(eq(caseAppointments.id, before.id))
    .returning();
  const row = await syncCaseStatus(tx, current, expertId);
  await queueAppointmentMails(tx, config, appointment!, 'cancelled');
  return { appointment: appointment!, row, mailed: true };
}

/**
 * When a case ends (cancelled, or closed): its appointments that have not started are cancelled,
 * each with the CANCEL calendar file to both sides, so no calendar keeps a talk that will not
 * happen. Call it in the transaction of the case's transition; answers how many.
 */
export async function cancelUpcomingAppointments(tx: Executor, config: Config, caseId: string): Promise<number> {
  const cancelled = await tx
    .update(caseAppointments)
    .set({ status: 'cancelled', sequence: sql`${caseAppointments.sequence} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(caseAppointments.requestId, caseId),
        eq(caseAppointments.status, 'scheduled'),
        sql`${caseAppointments.startsAt} > now()`,
      ),
    )
    .returning();
  for (const appointment of cancelled) await queueAppointmentMails(tx, config, appointment, 'cancelled');
  return cancelled.length;
}
