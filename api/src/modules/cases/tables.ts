// The cases' tables: expert requests (the cases) with their events, declines, messages, notes and
// appointments. Queried by repo.ts alone.
import type { AdvisorLanguage } from '@cc/shared-contract';
import type {
  AppointmentKind,
  AppointmentResponse,
  AppointmentStatus,
  CaseActor,
  CaseFormat,
  CaseStatus,
  ExpertFocusArea,
  ExpertLanguage,
} from '@cc/shared-domain';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { advisorConversations } from '../advisor/tables';
import { users } from '../../platform/db/schema/auth';
import { tz, createdAt, updatedAt, app } from '../../platform/db/schema/common';
import { guestLeads } from '../../platform/db/schema/guest-leads';

/**
 * A request for a human expert, which is also the case it becomes (DESIGN: docs/api.md "Cases"):
 * from `neu` (addressed to one expert, or open to every expert whose focus, language and format
 * fit) through `angenommen` (an expert accepted: `expert_id`) and `terminiert` to `abgeschlossen`,
 * or `abgelehnt` / `storniert`. Contact address and name are copied from the caller when the
 * request is made (an expert must reach them even if the guest token ends). The conversation it
 * came from may be deleted later; the request stays.
 */
export const expertRequests = app.table(
  'expert_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestLeadId: uuid('guest_lead_id').references(() => guestLeads.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    /** The language of the talk. */
    lang: text('lang').$type<ExpertLanguage>().notNull(),
    summary: text('summary').notNull(),
    conversationId: uuid('conversation_id').references(() => advisorConversations.id, { onDelete: 'set null' }),
    contactEmail: text('contact_email').notNull(),
    contactName: text('contact_name'),
    consentAt: tz('consent_at').notNull(),
    status: text('status').$type<CaseStatus>().notNull().default('neu'),
    /** The expert the client chose; null: open to every expert who fits. */
    addressedTo: uuid('addressed_to').references(() => users.id, { onDelete: 'set null' }),
    /** The expert who accepted. */
    expertId: uuid('expert_id').references(() => users.id, { onDelete: 'set null' }),
    /** The conflict area; null: any. */
    focus: text('focus').$type<ExpertFocusArea>(),
    format: text('format').$type<CaseFormat>().notNull().default('any'),
    region: text('region'),
    /** When the client can (free text). */
    availability: text('availability'),
    /** The language of mails to the client. */
    mailLang: text('mail_lang').$type<AdvisorLanguage>().notNull().default('de'),
    declineReason: text('decline_reason'),
    cancelReason: text('cancel_reason'),
    /** The expert's outcome note at closing (the client reads it). */
    outcome: text('outcome'),
    acceptedAt: tz('accepted_at'),
    closedAt: tz('closed_at'),
    /** The last mail about unread messages to each side (at most one per hour). */
    clientNotifiedAt: tz('client_notified_at'),
    expertNotifiedAt: tz('expert_notified_at'),
    /** The client's Idempotency-Key: a repeat of the same request within minutes answers this one. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('expert_requests_user_id_idx').on(t.userId, t.createdAt),
    index('expert_requests_guest_lead_id_idx').on(t.guestLeadId, t.createdAt),
    index('expert_requests_status_idx').on(t.status, t.createdAt),
    index('expert_requests_expert_id_idx').on(t.expertId, t.updatedAt),
    index('expert_requests_addressed_to_idx').on(t.addressedTo, t.status),
    // One key per owner (a null owner column or key never conflicts).
    uniqueIndex('expert_requests_user_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('expert_requests_guest_idempotency_key').on(t.guestLeadId, t.idempotencyKey),
    check('expert_requests_one_owner', sql`(${t.userId} is null) <> (${t.guestLeadId} is null)`),
    check(
      'expert_requests_status',
      sql`${t.status} in ('neu', 'angenommen', 'terminiert', 'abgeschlossen', 'abgelehnt', 'storniert')`,
    ),
    check('expert_requests_format', sql`${t.format} in ('online', 'in_person', 'any')`),
    check('expert_requests_mail_lang', sql`${t.mailLang} in ('de', 'en')`),
    // Accepted and later statuses have an expert (unless the expert's account was deleted since).
    check('expert_requests_open_unassigned', sql`${t.status} <> 'neu' or ${t.expertId} is null`),
  ],
);

/** Every status change of a case: from, to, who (role and user) and when, and why if given. */
export const caseEvents = app.table(
  'case_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => expertRequests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<CaseStatus>(),
    toStatus: text('to_status').$type<CaseStatus>().notNull(),
    actorRole: text('actor_role').$type<CaseActor>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('case_events_request_id_idx').on(t.requestId, t.createdAt),
    check('case_events_actor_role', sql`${t.actorRole} in ('client', 'expert', 'admin', 'system')`),
  ],
);

/** An expert declined an open request: it leaves that expert's inbox and stays open for the others. */
export const caseDeclines = app.table(
  'case_declines',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => expertRequests.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.expertId] }), index('case_declines_expert_id_idx').on(t.expertId)],
);

/** The thread between client and assigned expert; `read_at` is when the other side read it. */
export const caseMessages = app.table(
  'case_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: two messages may share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => expertRequests.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<'client' | 'expert'>().notNull(),
    /** The sending user (null for a guest client, or once the account is deleted). */
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    readAt: tz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('case_messages_request_id_idx').on(t.requestId, t.seq),
    check('case_messages_sender', sql`${t.sender} in ('client', 'expert')`),
  ],
);

/** An expert's private notes on a case: nobody else reads them, not even the client. */
export const caseNotes = app.table(
  'case_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => expertRequests.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('case_notes_request_id_idx').on(t.requestId, t.expertId, t.createdAt)],
);

/**
 * An appointment of a case. Its id is the calendar entry's UID; `sequence` counts its changes
 * (the .ics SEQUENCE), so calendars update the entry instead of adding one. The reminder job sets
 * `reminder_sent_at` in the transaction that queues the reminder mails.
 */
export const caseAppointments = app.table(
  'case_appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => expertRequests.id, { onDelete: 'cascade' }),
    startsAt: tz('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    kind: text('kind').$type<AppointmentKind>().notNull(),
    /** An https link (online) or an address (in person). */
    location: text('location').notNull(),
    note: text('note'),
    /** `proposed`: waits for the client's answer; `scheduled`: confirmed by the client. */
    status: text('status').$type<AppointmentStatus>().notNull().default('proposed'),
    /** The times the expert offered (1 to 3, by time); `starts_at` is the first until the client picks one. */
    options: tz('options')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The client's answer: confirmed, declined or asked for another time (with an optional note). */
    response: text('response').$type<AppointmentResponse>(),
    responseNote: text('response_note'),
    respondedAt: tz('responded_at'),
    sequence: integer('sequence').notNull().default(0),
    reminderSentAt: tz('reminder_sent_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('case_appointments_request_id_idx').on(t.requestId, t.startsAt),
    index('case_appointments_due_idx').on(t.status, t.startsAt),
    check('case_appointments_kind', sql`${t.kind} in ('online', 'in_person')`),
    check('case_appointments_status', sql`${t.status} in ('proposed', 'scheduled', 'declined', 'cancelled')`),
    check('case_appointments_response', sql`${t.response} in ('confirmed', 'declined', 'other_time')`),
    check('case_appointments_duration', sql`${t.durationMinutes} between 15 and 480`),
  ],
);
