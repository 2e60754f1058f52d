// Every query of the cases' tables (tables.ts): the requests (cases), their events, declines,
// messages, notes and appointments. Each function takes an Executor, so the service decides what
// runs in one transaction. The access rules exist here as SQL (lists, the one-statement accept)
// and in access.ts as pure functions over a loaded row (the realtime feed); the tests hold them
// equal. The experts' profiles are read, never written, in this repo's own statements through the
// experts module's table (docs/architecture.md, "The experts module and the cases' joins"); the
// accounts' addresses through db/schema until auth is a module of its own.
import { caseMessageMailIntervalMinutes, appointmentReminderHours, type CaseStatus } from '@cc/shared-domain';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../platform/db/client';
import { jsonRowMapper } from '../../platform/db/json-rows';
import { users } from '../../platform/db/schema';
import type { Caller } from '../../identity/caller';
import { userAddressOf } from '../../identity/users';
import {
  leadsHoldingRows,
  moveOwnedRows,
  ownedByAccount,
  ownedByCaller,
  type GuestDataOwner,
  type LeadIds,
} from '../../identity/guest-leads';
import { expertProfiles } from '../experts/tables';
import { caseAppointments, caseDeclines, caseEvents, caseMessages, caseNotes, expertRequests } from './tables';

export type CaseRow = typeof expertRequests.$inferSelect;
export type NewCaseRow = typeof expertRequests.$inferInsert;
export type CaseEventRow = typeof caseEvents.$inferSelect;
export type NewCaseEventRow = typeof caseEvents.$inferInsert;
export type AppointmentRow = typeof caseAppointments.$inferSelect;
export type NewAppointmentRow = typeof caseAppointments.$inferInsert;
export type MessageRow = typeof caseMessages.$inferSelect;
export type NoteRow = typeof caseNotes.$inferSelect;
export type ExpertProfileRow = typeof expertProfiles.$inferSelect;

/** Who owns a request: a user or a guest sign-in. */
export interface CaseOwner {
  userId: string | null;
  guestLeadId: string | null;
}

// ── Who sees what, as SQL ───────────────────────────────────────────────────────────────────────

/** SQL of access.ts's `meantFor`: reads the expert's approved profile in the same statement. */
export function meantForCondition(expertId: string): SQL {
  return sql`(${expertRequests.userId} is distinct from ${expertId}
    and exists (select 1 from ${expertProfiles}
      where ${expertProfiles.userId} = ${expertId} and ${expertProfiles.status} = 'approved'
        and (${expertRequests.addressedTo} = ${expertId}
          or (${expertRequests.addressedTo} is null
            and (${expertRequests.focus} is null or ${expertRequests.focus} = any(${expertProfiles.focusAreas}))
            and ${expertRequests.lang} = any(${expertProfiles.languages})
            and (${expertRequests.format} = 'any' or ${expertRequests.format} = any(${expertProfiles.formats}))))))`;
}

/** SQL: the expert declined this (open) request. */
export function declinedCondition(expertId: string): SQL {
  return sql`exists (select 1 from ${caseDeclines}
    where ${caseDeclines.requestId} = ${expertRequests.id} and ${caseDeclines.expertId} = ${expertId})`;
}

/** SQL of access.ts's `inInbox`. */
export function inboxCondition(expertId: string): SQL {
  return and(eq(expertRequests.status, 'neu'), sql`not ${declinedCondition(expertId)}`, meantForCondition(expertId))!;
}

/** SQL: the case is assigned to the expert (any status). */
export const assignedCondition = (expertId: string): SQL => eq(expertRequests.expertId, expertId);

/** SQL: the case is the caller's own request; null when the caller owns nothing (anonymous, service). */
export const clientCondition = (caller: Caller): SQL | null => ownedByCaller(expertRequests, caller);

// ── The experts' profiles (read-only, the experts module's table) ─────────────────────────────────

/** The user's profile when it is approved, else null (no profile, under review, rejected, suspended). */
export async function approvedProfile(db: Executor, userId: string): Promise<ExpertProfileRow | null> {
  const [row] = await db
    .select()
    .from(expertProfiles)
    .where(and(eq(expertProfiles.userId, userId), eq(expertProfiles.status, 'approved')));
  return row ?? null;
}

/** The expert's address, mail language and display name (null when the account is gone). */
export async function expertContact(
  db: Executor,
  expertId: string,
): Promise<{ email: string | null; lang: string | null; name: string | null } | null> {
  const [row] = await db
    .select({ email: users.email, lang: expertProfiles.lang, name: expertProfiles.displayName })
    .from(users)
    .leftJoin(expertProfiles, eq(expertProfiles.userId, users.id))
    .where(eq(users.id, expertId));
  return row ?? null;
}

/** The cards' columns of the experts `userIds` (any status). */
export function expertCards(db: Executor, userIds: string[]) {
  return db
    .select({
      userId: expertProfiles.userId,
      displayName: expertProfiles.displayName,
      title: expertProfiles.title,
      photoPath: expertProfiles.photoPath,
    })
    .from(expertProfiles)
    .where(inArray(expertProfiles.userId, userIds));
}

// ── One case ────────────────────────────────────────────────────────────────────────────────────

export async function findCase(db: Executor, id: string): Promise<CaseRow | undefined> {
  const [row] = await db.select().from(expertRequests).where(eq(expertRequests.id, id));
  return row;
}

/** Case `id` with whether the expert declined it. */
export async function findCaseForExpert(
  db: Executor,
  expertId: string,
  id: string,
): Promise<{ row: CaseRow; declined: boolean } | undefined> {
  const [found] = await db
    .select({ row: expertRequests, declined: declinedCondition(expertId).mapWith(Boolean) })
    .from(expertRequests)
    .where(eq(expertRequests.id, id));
  return found;
}

/** Case `id`'s row, locked for the transaction. */
export async function lockCase(tx: Executor, id: string): Promise<CaseRow | undefined> {
  const [row] = await tx.select().from(expertRequests).where(eq(expertRequests.id, id)).for('update');
  return row;
}

export async function caseStatusOf(db: Executor, id: string): Promise<CaseStatus | undefined> {
  const [current] = await db
    .select({ status: expertRequests.status })
    .from(expertRequests)
    .where(eq(expertRequests.id, id));
  return current?.status;
}

export async function insertCase(tx: Executor, values: NewCaseRow): Promise<CaseRow> {
  const [row] = await tx.insert(expertRequests).values(values).returning();
  return row!;
}

/** Sets `changes` on the case while its status is still `status`; undefined when it moved on. */
export async function updateCaseIfStatus(
  tx: Executor,
  id: string,
  status: CaseStatus,
  changes: Partial<CaseRow>,
): Promise<CaseRow | undefined> {
  const [updated] = await tx
    .update(expertRequests)
    .set(changes)
    .where(and(eq(expertRequests.id, id), eq(expertRequests.status, status)))
    .returning();
  return updated;
}

/**
 * One statement: the request is still `neu`, still meant for the expert and not declined by
 * them. Of concurrent accepts the first one to lock the row wins; the others find it taken.
 */
export async function acceptIfInInbox(tx: Executor, id: string, expertId: string, now: Date) {
  const [accepted] = await tx
    .update(expertRequests)
    .set({ status: 'angenommen', expertId, acceptedAt: now, updatedAt: now })
    .where(and(eq(expertRequests.id, id), inboxCondition(expertId)))
    .returning();
  return accepted;
}

export async function insertEvent(tx: Executor, values: NewCaseEventRow): Promise<void> {
  await tx.insert(caseEvents).values(values);
}

/** The declines of requests by experts (an expert's no, or a request that is theirs); repeats ignored. */
export async function insertDeclines(
  tx: Executor,
  declines: Array<{ requestId: string; expertId: string; reason: string }>,
): Promise<void> {
  await tx.insert(caseDeclines).values(declines).onConflictDoNothing();
}

// ── Lists ───────────────────────────────────────────────────────────────────────────────────────

/** The owner's request made with Idempotency-Key `key` (a user's own, not a guest's under them). */
export async function findRequestByKey(db: Executor, owner: CaseOwner, key: string): Promise<CaseRow | undefined> {
  const ownerCondition = owner.userId
    ? and(eq(expertRequests.userId, owner.userId), isNull(expertRequests.guestLeadId))
    : eq(expertRequests.guestLeadId, owner.guestLeadId!);
  const [row] = await db
    .select()
    .from(expertRequests)
    .where(and(ownerCondition, eq(expertRequests.idempotencyKey, key)));
  return row;
}

export async function clearIdempotencyKey(db: Executor, id: string): Promise<void> {
  await db.update(expertRequests).set({ idempotencyKey: null }).where(eq(expertRequests.id, id));
}

/** The caller's own requests, newest first; none when the caller owns nothing (anonymous, service). */
export async function clientCases(db: Executor, caller: Caller, limit: number): Promise<CaseRow[]> {
  const owner = clientCondition(caller);
  return owner
    ? await db
        .select()
        .from(expertRequests)
        .where(owner)
        .orderBy(desc(expertRequests.createdAt), desc(expertRequests.id))
        .limit(limit)
    : [];
}

/** The expert's inbox, oldest first. */
export function inboxCases(db: Executor, expertId: string, limit: number): Promise<CaseRow[]> {
  return db
    .select()
    .from(expertRequests)
    .where(inboxCondition(expertId))
    .orderBy(asc(expertRequests.createdAt), asc(expertRequests.id))
    .limit(limit);
}

/** The cases assigned to the expert, latest change first. */
export function assignedCases(db: Executor, expertId: string, limit: number): Promise<CaseRow[]> {
  return db
    .select()
    .from(expertRequests)
    .where(assignedCondition(expertId))
    .orderBy(desc(expertRequests.updatedAt), desc(expertRequests.id))
    .limit(limit);
}

/** Every case of `expertId` that has not ended (assigned, or new and addressed to them), locked. */
export function lockOpenCasesOf(tx: Executor, expertId: string): Promise<CaseRow[]> {
  return tx
    .select()
    .from(expertRequests)
    .where(
      or(
        and(eq(expertRequests.expertId, expertId), inArray(expertRequests.status, ['angenommen', 'terminiert'])),
        and(
          eq(expertRequests.addressedTo, expertId),
          eq(expertRequests.status, 'neu'),
          isNull(expertRequests.expertId),
        ),
      ),
    )
    .for('update');
}

/** The guest lead's requests that are not the user's own by user id. */
export async function guestRequestIds(db: Executor, leadId: string, userId: string): Promise<string[]> {
  const requests = await db
    .select({ id: expertRequests.id })
    .from(expertRequests)
    .where(
      and(
        eq(expertRequests.guestLeadId, leadId),
        // Already the account's own by user id: the access rules exclude them anyway.
        or(isNull(expertRequests.userId), ne(expertRequests.userId, userId)),
      ),
    );
  return requests.map(({ id }) => id);
}

// ── A case's record ─────────────────────────────────────────────────────────────────────────────

/** The events of the cases `ids`, in order. */
export function caseEventsOf(db: Executor, ids: string[]): Promise<CaseEventRow[]> {
  return db
    .select()
    .from(caseEvents)
    .where(inArray(caseEvents.requestId, ids))
    .orderBy(asc(caseEvents.createdAt), asc(caseEvents.id));
}

/** The case's appointments, earliest first. */
export function appointmentsOf(db: Executor, caseId: string): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(caseAppointments)
    .where(eq(caseAppointments.requestId, caseId))
    .orderBy(asc(caseAppointments.startsAt), asc(caseAppointments.id));
}

/**
 * Per case the next confirmed appointment that has not ended, and the earliest proposal with a
 * time that has not ended (a proposal whose every time has passed waits for nobody).
 */
export function upcomingAppointments(db: Executor, ids: string[]): Promise<AppointmentRow[]> {
  return db
    .selectDistinctOn([caseAppointments.requestId, caseAppointments.status])
    .from(caseAppointments)
    .where(
      and(
        inArray(caseAppointments.requestId, ids),
        inArray(caseAppointments.status, ['scheduled', 'proposed']),
        sql`(case when ${caseAppointments.status} = 'proposed'
               then (select max(o) from unnest(${caseAppointments.options}) as o)
               else ${caseAppointments.startsAt} end)
             + make_interval(mins => ${caseAppointments.durationMinutes}) > now()`,
      ),
    )
    .orderBy(caseAppointments.requestId, caseAppointments.status, asc(caseAppointments.startsAt));
}

/** Per case of `ids`, how many messages of `sender` are unread. */
export function unreadCounts(db: Executor, ids: string[], sender: 'client' | 'expert') {
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<{ request_id: string; unread: number | string }>(
    db,
    sql`select request_id, count(*) as unread from app.case_messages
      where request_id in (${idList}) and sender = ${sender} and read_at is null
      group by request_id`,
  );
}

// ── Messages ────────────────────────────────────────────────────────────────────────────────────

const toMessageRow = jsonRowMapper(caseMessages);

/** The thread's newest `limit` messages, newest first. */
export function newestMessages(db: Executor, caseId: string, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(caseMessages)
    .where(eq(caseMessages.requestId, caseId))
    .orderBy(desc(caseMessages.seq))
    .limit(limit);
}

/**
 * One statement: the insert takes its case from a select under a share lock while the case is in
 * one of `statuses`, so a cancel or close waits for the message (or the message for it). Undefined
 * when nothing was written.
 */
export async function insertMessageIfOpen(
  db: Executor,
  message: { caseId: string; side: 'client' | 'expert'; senderUserId: string | null; body: string },
  statuses: readonly CaseStatus[],
): Promise<MessageRow | undefined> {
  const { caseId, side, senderUserId, body } = message;
  const open = sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const [inserted] = await queryRows<{ row: Record<string, unknown> }>(
    db,
    sql`insert into ${caseMessages} (request_id, sender, sender_user_id, body)
        select r.id, ${side}, ${senderUserId}::uuid, ${body}
          from ${expertRequests} r
         where r.id = ${caseId} and r.status in (${open})
           for share of r
        returning to_json(case_messages) as row`,
  );
  return inserted ? toMessageRow(inserted.row) : undefined;
}

/** Marks the unread messages of `sender` in the thread read; answers how many. */
export async function markMessagesRead(db: Executor, caseId: string, sender: 'client' | 'expert'): Promise<number> {
  const read = await db
    .update(caseMessages)
    .set({ readAt: new Date() })
    .where(and(eq(caseMessages.requestId, caseId), eq(caseMessages.sender, sender), isNull(caseMessages.readAt)))
    .returning({ id: caseMessages.id });
  return read.length;
}

interface DueMessageMail {
  id: string;
  topic: string;
  to_address: string | null;
  lang: string | null;
  name: string | null;
  unread: number | string;
}

/**
 * The claim of one side: the recipient (`client` or `expert`) is due on a case when a message from
 * the other side is unread for `delaySeconds`, is newer than their last mail, and that mail (if
 * any) is older than the interval. Answers at most `limit` claimed cases with address, language,
 * the sender's name and the unread count; their `*_notified_at` is set to now.
 */
export function claimDueMessageMails(
  tx: Executor,
  recipient: 'client' | 'expert',
  delaySeconds: number,
  limit: number,
): Promise<DueMessageMail[]> {
  const sender = recipient === 'client' ? 'expert' : 'client';
  const notified = recipient === 'client' ? sql.raw('client_notified_at') : sql.raw('expert_notified_at');
  // The client's address is the request's; the expert's is their account's, in their profile's language.
  const recipientColumns =
    recipient === 'client'
      ? sql`r.contact_email as to_address, r.mail_lang as lang,
          (select display_name from ${expertProfiles} p where p.user_id = r.expert_id) as name`
      : sql`${userAddressOf(sql`r.expert_id`)} as to_address,
          (select lang from ${expertProfiles} p where p.user_id = r.expert_id) as lang,
          r.contact_name as name`;
  return queryRows<DueMessageMail>(
    tx,
    sql`with due as (
      select r.id from app.expert_requests r
      where r.expert_id is not null
        and (r.${notified} is null
          or r.${notified} <= now() - make_interval(mins => ${caseMessageMailIntervalMinutes}))
        and exists (select 1 from app.case_messages m
          where m.request_id = r.id and m.sender = ${sender} and m.read_at is null
            and m.created_at <= now() - make_interval(secs => ${delaySeconds})
            and (r.${notified} is null or m.created_at > r.${notified}))
      order by r.id
      limit ${limit}
      for update of r skip locked
    )
    update app.expert_requests r set ${notified} = now()
    from due where r.id = due.id
    returning r.id, r.topic, ${recipientColumns},
      (select count(*) from app.case_messages m
        where m.request_id = r.id and m.sender = ${sender} and m.read_at is null) as unread`,
  );
}

// ── Notes ───────────────────────────────────────────────────────────────────────────────────────

/** The expert's notes on the case, newest first. */
export function notesOf(db: Executor, caseId: string, expertId: string, limit: number): Promise<NoteRow[]> {
  return db
    .select()
    .from(caseNotes)
    .where(and(eq(caseNotes.requestId, caseId), eq(caseNotes.expertId, expertId)))
    .orderBy(desc(caseNotes.createdAt), desc(caseNotes.id))
    .limit(limit);
}

export async function insertNote(db: Executor, caseId: string, expertId: string, body: string): Promise<NoteRow> {
  const [row] = await db.insert(caseNotes).values({ requestId: caseId, expertId, body }).returning();
  return row!;
}

/** Deletes the expert's own note on the case; answers how many rows went (0 for anyone else's). */
export async function deleteNote(db: Executor, caseId: string, expertId: string, noteId: string): Promise<number> {
  const deleted = await db
    .delete(caseNotes)
    .where(and(eq(caseNotes.id, noteId), eq(caseNotes.requestId, caseId), eq(caseNotes.expertId, expertId)))
    .returning({ id: caseNotes.id });
  return deleted.length;
}

// ── Appointments ────────────────────────────────────────────────────────────────────────────────

/** The appointment of the case, locked for the transaction. */
export async function lockAppointment(
  tx: Executor,
  caseId: string,
  appointmentId: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(caseAppointments)
    .where(and(eq(caseAppointments.id, appointmentId), eq(caseAppointments.requestId, caseId)))
    .for('update');
  return row;
}

export async function countScheduled(tx: Executor, caseId: string): Promise<number> {
  const [{ scheduled } = { scheduled: 0 }] = await tx
    .select({ scheduled: sql<number>`count(*)::int` })
    .from(caseAppointments)
    .where(and(eq(caseAppointments.requestId, caseId), eq(caseAppointments.status, 'scheduled')));
  return scheduled;
}

export async function insertAppointment(tx: Executor, values: NewAppointmentRow): Promise<AppointmentRow> {
  const [row] = await tx.insert(caseAppointments).values(values).returning();
  return row!;
}

export async function updateAppointment(
  tx: Executor,
  id: string,
  changes: Partial<NewAppointmentRow>,
): Promise<AppointmentRow> {
  const [row] = await tx.update(caseAppointments).set(changes).where(eq(caseAppointments.id, id)).returning();
  return row!;
}

/** Cancels the case's scheduled or proposed appointments with a time ahead; answers them. */
export function cancelUpcoming(tx: Executor, caseId: string): Promise<AppointmentRow[]> {
  return tx
    .update(caseAppointments)
    .set({ status: 'cancelled', sequence: sql`${caseAppointments.sequence} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(caseAppointments.requestId, caseId),
        inArray(caseAppointments.status, ['scheduled', 'proposed']),
        sql`(select max(o) from unnest(${caseAppointments.options}) as o) > now()`,
      ),
    )
    .returning();
}

/** The case's topic, the client's contact and the assigned expert's address, name and language. */
export async function appointmentParties(tx: Executor, requestId: string) {
  const [found] = await tx
    .select({
      topic: expertRequests.topic,
      clientEmail: expertRequests.contactEmail,
      clientName: expertRequests.contactName,
      clientLang: expertRequests.mailLang,
      expertEmail: users.email,
      expertName: expertProfiles.displayName,
      expertLang: expertProfiles.lang,
    })
    .from(expertRequests)
    .leftJoin(users, eq(users.id, expertRequests.expertId))
    .leftJoin(expertProfiles, eq(expertProfiles.userId, expertRequests.expertId))
    .where(eq(expertRequests.id, requestId));
  return found;
}

/** Marks and returns the due reminders no other transaction holds (call inside a transaction). */
export function claimDueReminders(tx: Executor, limit: number): Promise<AppointmentRow[]> {
  const due = sql`
    select a.id from ${caseAppointments} a
    join app.expert_requests r on r.id = a.request_id
    where a.status = 'scheduled' and a.reminder_sent_at is null and r.status = 'terminiert'
      and a.starts_at > now() and a.starts_at <= now() + make_interval(hours => ${appointmentReminderHours})
    order by a.starts_at
    limit ${limit}
    for update of a skip locked`;
  return tx
    .update(caseAppointments)
    .set({ reminderSentAt: sql`now()` })
    .where(sql`${caseAppointments.id} in (${due})`)
    .returning();
}

// ── The account export ──────────────────────────────────────────────────────────────────────────

/** The account's requests (the user's and its guest sign-ins'), its notes and the messages it sent as expert. */
export function accountCaseRows(db: Executor, userId: string, email: string | null) {
  return Promise.all([
    db
      .select()
      .from(expertRequests)
      .where(ownedByAccount(expertRequests, userId, email))
      .orderBy(desc(expertRequests.createdAt), desc(expertRequests.id)),
    db.select().from(caseNotes).where(eq(caseNotes.expertId, userId)).orderBy(desc(caseNotes.createdAt)),
    db
      .select()
      .from(caseMessages)
      .where(sql`${caseMessages.senderUserId} = ${userId} and ${caseMessages.sender} = 'expert'`)
      .orderBy(desc(caseMessages.seq)),
  ]);
}

/** Every message of the cases `ids`, in order. */
export function caseMessagesOf(db: Executor, ids: string[]): Promise<MessageRow[]> {
  return db.select().from(caseMessages).where(inArray(caseMessages.requestId, ids)).orderBy(asc(caseMessages.seq));
}

/** The export's appointments of the cases `ids`, earliest first. */
export function exportAppointmentsOf(db: Executor, ids: string[]): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(caseAppointments)
    .where(inArray(caseAppointments.requestId, ids))
    .orderBy(asc(caseAppointments.startsAt));
}

// ── The realtime feed ───────────────────────────────────────────────────────────────────────────

/** The tables the realtime feed publishes. */
export type FeedTable = 'expert_requests' | 'case_messages' | 'case_appointments' | 'case_events';

type CaseChildTable = typeof caseMessages | typeof caseAppointments | typeof caseEvents;

const feedTables: Record<FeedTable, PgTable> = {
  expert_requests: expertRequests,
  case_messages: caseMessages,
  case_appointments: caseAppointments,
  case_events: caseEvents,
};

const childTables: Record<Exclude<FeedTable, 'expert_requests'>, CaseChildTable> = {
  case_messages: caseMessages,
  case_appointments: caseAppointments,
  case_events: caseEvents,
};

/** A published table's columns as PostgreSQL names them, with their SQL types. */
export function feedColumnTypes(name: FeedTable): ReadonlyMap<string, string> {
  return new Map(Object.values(getTableColumns(feedTables[name])).map((column) => [column.name, column.getSQLType()]));
}

/** A row keyed by PostgreSQL's column names (snake_case). */
function byColumnName(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)) as Array<[string, Column]>) {
    record[column.name] = row[key];
  }
  return record;
}

/** Case `id` keyed by column name, or undefined. */
export async function caseByColumnName(db: Executor, id: string): Promise<Record<string, unknown> | undefined> {
  const row = await findCase(db, id);
  return row && byColumnName(expertRequests, row);
}

/** The approved profiles among `userIds` (what matching needs), and which of them declined the request. */
export async function approvedExpertsAmong(db: Executor, requestId: string, userIds: string[]) {
  return Promise.all([
    db
      .select({
        userId: expertProfiles.userId,
        status: expertProfiles.status,
        focusAreas: expertProfiles.focusAreas,
        languages: expertProfiles.languages,
        formats: expertProfiles.formats,
      })
      .from(expertProfiles)
      .where(and(inArray(expertProfiles.userId, userIds), eq(expertProfiles.status, 'approved'))),
    db
      .select({ expertId: caseDeclines.expertId })
      .from(caseDeclines)
      .where(and(eq(caseDeclines.requestId, requestId), inArray(caseDeclines.expertId, userIds))),
  ]);
}

/** The columns of a case that say who its members are. */
const memberColumns = {
  userId: expertRequests.userId,
  guestLeadId: expertRequests.guestLeadId,
  expertId: expertRequests.expertId,
  expertStatus: expertProfiles.status,
};

export interface CaseMemberColumns {
  userId: string | null;
  guestLeadId: string | null;
  expertId: string | null;
  expertStatus: string | null;
}

/** The member columns of case `requestId`. */
export async function caseMemberColumns(db: Executor, requestId: string): Promise<CaseMemberColumns | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(expertRequests)
    .leftJoin(expertProfiles, eq(expertProfiles.userId, expertRequests.expertId))
    .where(eq(expertRequests.id, requestId));
  return row;
}

/**
 * Row `id` of a case's table keyed by column name, with its case's member columns, in one query
 * (on PGlite every query waits its turn on the api's one thread).
 */
export async function caseChildWithMembers(
  db: Executor,
  name: Exclude<FeedTable, 'expert_requests'>,
  id: string,
): Promise<{ record: Record<string, unknown>; members: CaseMemberColumns } | undefined> {
  const table = childTables[name];
  const [found] = (await db
    .select({ row: table, ...memberColumns })
    .from(table)
    .innerJoin(expertRequests, eq(expertRequests.id, table.requestId))
    .leftJoin(expertProfiles, eq(expertProfiles.userId, expertRequests.expertId))
    .where(eq(table.id, id))) as Array<{ row: Record<string, unknown> } & CaseMemberColumns>;
  if (!found) return undefined;
  const { row, ...members } = found;
  return { record: byColumnName(table, row), members };
}

/** The leads among `ids` that made an expert request. */
export const leadsWithRequests = (db: Executor, ids: LeadIds): Promise<string[]> =>
  leadsHoldingRows(db, expertRequests, ids);

/** Gives the requests of the leads `ids` (their cases hang on them) to `owner`; answers how many. */
export const moveRequestsOf = (tx: Executor, ids: LeadIds, owner: GuestDataOwner): Promise<number> =>
  moveOwnedRows(tx, expertRequests, ids, owner);
