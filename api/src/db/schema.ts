// The one Drizzle schema for PGlite and PostgreSQL. `auth` mirrors the GoTrue tables the api
// needs (same table and column names); `app` holds the service's own tables.
// After a change: `pnpm --filter @cc/api db:generate` writes the next migration into api/drizzle.
import type {
  AdvisorLanguage,
  AdvisorMode,
  AdvisorPhase,
  AdvisorStoredMessage,
  AdvisorSummary,
} from '@cc/shared-contract';
import type {
  Answers,
  AppointmentKind,
  AppointmentResponse,
  AppointmentStatus,
  AssessmentResult,
  AssessmentType,
  CaseActor,
  CaseFormat,
  CaseStatus,
  NewsSubscriptionStatus,
  TeamRoundLanguage,
  TeamRoundStatus,
  ExpertDecision,
  ExpertFocusArea,
  ExpertFormat,
  ExpertLanguage,
  ExpertProfileStatus,
} from '@cc/shared-domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => tz('created_at').notNull().defaultNow();
const updatedAt = () => tz('updated_at').notNull().defaultNow();

export const auth = pgSchema('auth');
export const app = pgSchema('app');

export const users = auth.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aud: varchar('aud', { length: 255 }).notNull().default('authenticated'),
    role: varchar('role', { length: 255 }).notNull().default('authenticated'),
    /** Always stored lower-cased. */
    email: varchar('email', { length: 255 }),
    phone: text('phone'),
    /** argon2id PHC string; '' when the user has no password. */
    encryptedPassword: varchar('encrypted_password', { length: 255 }).notNull().default(''),
    emailConfirmedAt: tz('email_confirmed_at'),
    /** Hash of the pending token (GoTrue keeps the token here; the lookup goes through one_time_tokens). */
    confirmationToken: varchar('confirmation_token', { length: 255 }).notNull().default(''),
    confirmationSentAt: tz('confirmation_sent_at'),
    recoveryToken: varchar('recovery_token', { length: 255 }).notNull().default(''),
    recoverySentAt: tz('recovery_sent_at'),
    emailChange: varchar('email_change', { length: 255 }).notNull().default(''),
    emailChangeTokenNew: varchar('email_change_token_new', { length: 255 }).notNull().default(''),
    emailChangeSentAt: tz('email_change_sent_at'),
    lastSignInAt: tz('last_sign_in_at'),
    rawAppMetaData: jsonb('raw_app_meta_data').$type<Record<string, unknown>>().notNull().default({}),
    rawUserMetaData: jsonb('raw_user_meta_data').$type<Record<string, unknown>>().notNull().default({}),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const identities = auth.table(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull(),
    provider: text('provider').notNull(),
    lastSignInAt: tz('last_sign_in_at'),
    email: text('email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('identities_provider_id_provider_unique').on(t.providerId, t.provider),
    index('identities_user_id_idx').on(t.userId),
  ],
);

export const sessions = auth.table(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aal: text('aal').notNull().default('aal1'),
    /** The factor that raised the session to aal2 (GoTrue's sessions.factor_id). */
    factorId: uuid('factor_id'),
    notAfter: tz('not_after'),
    refreshedAt: tz('refreshed_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** GoTrue's table for the `amr` claim: how a session was authenticated. */
export const mfaAmrClaims = auth.table(
  'mfa_amr_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    authenticationMethod: text('authentication_method').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('mfa_amr_claims_session_id_authentication_method_pkey').on(t.sessionId, t.authenticationMethod)],
);

export const factorStatuses = ['unverified', 'verified'] as const;
export type FactorStatus = (typeof factorStatuses)[number];

/** GoTrue's auth.mfa_factors (TOTP only here). */
export const mfaFactors = auth.table(
  'mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name').notNull().default(''),
    factorType: text('factor_type').$type<'totp'>().notNull(),
    status: text('status').$type<FactorStatus>().notNull(),
    /** The TOTP secret, AES-256-GCM encrypted (security/secret-box.ts); never answered after enrolment. */
    secret: text('secret').notNull(),
    /** The last TOTP time step a code was accepted for: a code counts once (replay protection). */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
    lastChallengedAt: tz('last_challenged_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mfa_factors_user_id_idx').on(t.userId)],
);

/** GoTrue's auth.mfa_challenges: one per challenge call, verified at most once. */
export const mfaChallenges = auth.table(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => mfaFactors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    verifiedAt: tz('verified_at'),
    ipAddress: text('ip_address').notNull(),
  },
  (t) => [index('mfa_challenges_factor_id_idx').on(t.factorId)],
);

/**
 * GoTrue's auth.audit_log_entries: who did what to whom, as a JSON payload (actor_id,
 * actor_username, action, log_type, traits). Kept when the user is deleted (no foreign key).
 */
export const auditLogEntries = auth.table(
  'audit_log_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    ipAddress: varchar('ip_address', { length: 64 }).notNull().default(''),
  },
  (t) => [index('audit_log_entries_created_at_idx').on(t.createdAt)],
);

export const refreshTokens = auth.table(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the token handed to the client (the client's value is never stored). */
    token: varchar('token', { length: 255 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    revoked: boolean('revoked').notNull().default(false),
    /** Hash of the token this one replaced. */
    parent: varchar('parent', { length: 255 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_unique').on(t.token),
    index('refresh_tokens_session_id_revoked_idx').on(t.sessionId, t.revoked),
  ],
);

export const oneTimeTokenTypes = [
  'confirmation_token',
  'recovery_token',
  'email_change_token_new',
  'email_change_token_current',
  'reauthentication_token',
] as const;
export type OneTimeTokenType = (typeof oneTimeTokenTypes)[number];

export const oneTimeTokens = auth.table(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenType: text('token_type').$type<OneTimeTokenType>().notNull(),
    /** SHA-256 of the secret in the mailed link. */
    tokenHash: text('token_hash').notNull(),
    /** SHA-256 of address + six-digit code from the mail (POST /verify with email and token). */
    otpHash: text('otp_hash').notNull(),
    /** The address the token was mailed to. */
    relatesTo: text('relates_to').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_user_id_token_type_key').on(t.userId, t.tokenType),
    index('one_time_tokens_token_hash_idx').on(t.tokenHash),
    index('one_time_tokens_otp_hash_idx').on(t.otpHash),
  ],
);

export const rateLimits = app.table(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: tz('window_start').notNull(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);

export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** A file sent with a mail; `content` is text (an .ics), `contentType` e.g. `text/calendar; method=REQUEST`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const mailOutbox = app.table(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Cleared once sent: the bodies carry one-time links. */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Files sent with the mail, e.g. an appointment's .ics (text content). */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tz('locked_until'),
    sentAt: tz('sent_at'),
    /**
     * What the mail belongs to (`team_round:<id>`, `news:<subscription id>`), so that deleting it
     * (a round, a subscription) also drops its mails that have not gone out yet.
     */
    ref: text('ref'),
    /** Extra headers, e.g. `List-Unsubscribe` of the news mails. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_ref_idx')
      .on(t.ref)
      .where(sql`${t.ref} is not null`),
  ],
);

/**
 * One row per guest sign-in (POST /functions/v1/guest-session), never one per address: an
 * unverified address is not a credential, so a guest token reaches only the data created with it.
 * Several leads may share an address; the index serves the account export and deletion (which
 * select by the account's confirmed address) and the claim mail.
 */
export const guestLeads = app.table(
  'guest_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lang: text('lang').notNull().default('de'),
    consentAt: tz('consent_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('guest_leads_email_idx').on(sql`lower(${t.email})`, t.createdAt)],
);

/**
 * A mailed link that moves the data of a guest's earlier leads (same address, created before the
 * link) to the lead of a new guest sign-in: the owner proves the address by opening it in the
 * browser that holds the new lead's token. Single use (the row is deleted when claimed).
 */
export const guestClaims = app.table(
  'guest_claims',
  {
    /** SHA-256 of the secret in the mailed link. */
    tokenHash: text('token_hash').primaryKey(),
    /** The new lead the data moves to; only its token can claim. */
    guestLeadId: uuid('guest_lead_id')
      .notNull()
      .references(() => guestLeads.id, { onDelete: 'cascade' }),
    /** The address the link was mailed to, lower-cased. */
    email: text('email').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('guest_claims_guest_lead_id_idx').on(t.guestLeadId),
    index('guest_claims_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Scored assessments (conflict analysis, style test, values radar). The owner is a user, a guest
 * lead or nobody (an anonymous visitor); deleting the owner deletes the results. `share_token` is
 * a capability like a share link: whoever holds it may read the result, never delete it (an
 * anonymous visitor's browser deletes with a delete token derived from the id, see
 * security/tokens.ts resultDeleteToken). `partner_id` pairs two values results
 * for the co-founder comparison.
 */
export const assessmentResults = app.table(
  'assessment_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<AssessmentType>().notNull(),
    /** The scorer's version, so results of older item banks can be told apart. */
    version: integer('version').notNull(),
    lang: text('lang').notNull(),
    answers: jsonb('answers').$type<Answers>().notNull(),
    result: jsonb('result').$type<AssessmentResult>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestLeadId: uuid('guest_lead_id').references(() => guestLeads.id, { onDelete: 'cascade' }),
    shareToken: text('share_token').notNull(),
    partnerId: uuid('partner_id').references((): AnyPgColumn => assessmentResults.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('assessment_results_share_token_key').on(t.shareToken),
    index('assessment_results_user_id_idx').on(t.userId, t.createdAt),
    index('assessment_results_guest_lead_id_idx').on(t.guestLeadId, t.createdAt),
    index('assessment_results_partner_id_idx').on(t.partnerId),
    check('assessment_results_one_owner', sql`${t.userId} is null or ${t.guestLeadId} is null`),
  ],
);

/**
 * The premium advisor's stored conversations. The owner is a signed-in user or a guest lead,
 * exactly one; deleting the owner deletes the conversations with their messages. `summary` is
 * the latest summary the advisor made (null until asked for); `remembered` lets later sessions
 * use it as memory (the user can switch that off without deleting the conversation).
 */
export const advisorConversations = app.table(
  'advisor_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestLeadId: uuid('guest_lead_id').references(() => guestLeads.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    lang: text('lang').$type<AdvisorLanguage>().notNull(),
    phase: text('phase').$type<AdvisorPhase>().notNull().default('situation'),
    mode: text('mode').$type<AdvisorMode>().notNull().default('coach'),
    /** Who the advisor plays and what the rehearsed talk is about, while mode is roleplay. */
    roleplayScenario: text('roleplay_scenario'),
    /** User turns so far (the limit per conversation counts these). */
    turns: integer('turns').notNull().default(0),
    summary: jsonb('summary').$type<AdvisorSummary>(),
    remembered: boolean('remembered').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('advisor_conversations_user_id_idx').on(t.userId, t.updatedAt),
    index('advisor_conversations_guest_lead_id_idx').on(t.guestLeadId, t.updatedAt),
    check('advisor_conversations_one_owner', sql`(${t.userId} is null) <> (${t.guestLeadId} is null)`),
    check('advisor_conversations_mode', sql`${t.mode} in ('coach', 'roleplay')`),
  ],
);

export type AdvisorMessageKind = NonNullable<AdvisorStoredMessage['kind']>;

/** What the advisor's stored reply was made of (null fields for user messages). */
export interface AdvisorMessageMeta {
  action?: string;
  lang?: AdvisorLanguage;
  phase?: AdvisorPhase | null;
  safety?: string | null;
  tools?: Array<{ id: string; path: string }>;
  provider?: string;
  fallback?: boolean;
  /** The user stopped the stream: the content is what was produced until then. */
  stopped?: boolean;
}

export const advisorMessages = app.table(
  'advisor_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: two messages of one conversation may share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => advisorConversations.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    kind: text('kind').$type<AdvisorMessageKind>(),
    meta: jsonb('meta').$type<AdvisorMessageMeta>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('advisor_messages_conversation_id_idx').on(t.conversationId, t.seq),
    check('advisor_messages_role', sql`${t.role} in ('user', 'assistant')`),
  ],
);

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

/**
 * Ticked checklist items, one row per item: a write touches only its own row, so two tabs ticking
 * at once never overwrite each other (the ticks used to live in the user's metadata, read-modify-
 * written as one blob). The owner is a user or a guest lead; `owner_id` is whichever is set and
 * keys the row. Unticking deletes the row.
 */
export const checklistProgress = app.table(
  'checklist_progress',
  {
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestLeadId: uuid('guest_lead_id').references(() => guestLeads.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(user_id, guest_lead_id)`),
    checklistId: text('checklist_id').notNull(),
    itemId: text('item_id').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.checklistId, t.itemId] }),
    // Deleting a user or a guest lead cascades through these.
    index('checklist_progress_user_id_idx').on(t.userId),
    index('checklist_progress_guest_lead_id_idx').on(t.guestLeadId),
    check('checklist_progress_one_owner', sql`(${t.userId} is null) <> (${t.guestLeadId} is null)`),
  ],
);

// --- Supabase Storage (/storage/v1): the tables of supabase/storage's `storage` schema, with the
// columns this service uses. The file itself lives in the configured backend (disk or S3) under
// its `version`, a random UUID per upload, so an object name never becomes a file path.
export const storage = pgSchema('storage');

export const buckets = storage.table('buckets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  owner: uuid('owner'),
  ownerId: text('owner_id'),
  public: boolean('public').notNull().default(false),
  /** Largest object in bytes; null: the service's STORAGE_FILE_SIZE_LIMIT. */
  fileSizeLimit: bigint('file_size_limit', { mode: 'number' }),
  /** e.g. ['image/png', 'image/*']; null: any type. */
  allowedMimeTypes: text('allowed_mime_types').array(),
  type: text('type').notNull().default('STANDARD'),
  createdAt: tz('created_at').defaultNow(),
  updatedAt: tz('updated_at').defaultNow(),
});

/** storage's `metadata` column: what the object's HTTP answer needs. */
export interface StoredObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export const objects = storage.table(
  'objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucketId: text('bucket_id')
      .notNull()
      .references(() => buckets.id),
    name: text('name').notNull(),
    /** The uploader. Not a foreign key (as in Supabase): account deletion removes the files first. */
    owner: uuid('owner'),
    ownerId: text('owner_id'),
    metadata: jsonb('metadata').$type<StoredObjectMetadata>(),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>(),
    /** Key of the file in the backend. */
    version: text('version'),
    createdAt: tz('created_at').defaultNow(),
    updatedAt: tz('updated_at').defaultNow(),
    lastAccessedAt: tz('last_accessed_at').defaultNow(),
  },
  (t) => [
    uniqueIndex('bucketid_objname').on(t.bucketId, t.name),
    // Listing a folder: name prefix within a bucket (text_pattern_ops so LIKE 'prefix%' uses it).
    index('name_prefix_search').on(t.bucketId, sql`${t.name} text_pattern_ops`),
    index('objects_owner_idx').on(t.owner),
  ],
);

/**
 * A user's expert profile and application, one per user (the user id is the key). Status and its
 * reason change only through submit, withdraw and an admin's decision (docs/api.md "The expert
 * portal"); photo and credential documents are Storage object paths under `<user id>/`.
 */
export const expertProfiles = app.table(
  'expert_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ExpertProfileStatus>().notNull().default('draft'),
    displayName: text('display_name'),
    title: text('title'),
    /** Object path in the public `avatars` bucket. */
    photoPath: text('photo_path'),
    bioDe: text('bio_de'),
    bioEn: text('bio_en'),
    focusAreas: text('focus_areas')
      .array()
      .$type<ExpertFocusArea[]>()
      .notNull()
      .default(sql`'{}'`),
    languages: text('languages')
      .array()
      .$type<ExpertLanguage[]>()
      .notNull()
      .default(sql`'{}'`),
    formats: text('formats')
      .array()
      .$type<ExpertFormat[]>()
      .notNull()
      .default(sql`'{}'`),
    cityRegion: text('city_region'),
    /** Euro cents per hour. */
    feePerHourCents: integer('fee_per_hour_cents'),
    firstTalkFree: boolean('first_talk_free').notNull().default(false),
    qualifications: text('qualifications'),
    /** Object paths in the private `credentials` bucket. */
    credentialPaths: text('credential_paths')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The language of mails about the application. */
    lang: text('lang').$type<AdvisorLanguage>().notNull().default('de'),
    /** Why the profile was rejected or suspended; cleared when it leaves that status. */
    statusReason: text('status_reason'),
    submittedAt: tz('submitted_at'),
    decidedAt: tz('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('expert_profiles_status_idx').on(t.status, t.submittedAt),
    check('expert_profiles_status', sql`${t.status} in ('draft', 'submitted', 'approved', 'rejected', 'suspended')`),
  ],
);

/**
 * The record of every decision on an expert profile: who (an admin, or the service-role key),
 * when, what, from which status to which, and why. Deleted with the profile; an admin's account
 * deletion keeps the record without the admin.
 */
export const expertReviews = app.table(
  'expert_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.userId, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reviewer's address when deciding (kept for the record). */
    reviewerEmail: text('reviewer_email'),
    byServiceRole: boolean('by_service_role').notNull().default(false),
    decision: text('decision').$type<ExpertDecision>().notNull(),
    fromStatus: text('from_status').$type<ExpertProfileStatus>().notNull(),
    toStatus: text('to_status').$type<ExpertProfileStatus>().notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('expert_reviews_expert_id_idx').on(t.expertId, t.createdAt),
    index('expert_reviews_reviewer_id_idx').on(t.reviewerId),
  ],
);

/**
 * A team round of the conflict analysis (shared-domain team-rounds.ts). Owned by a user or a guest
 * lead. It holds no answers: those only add to `team_round_tallies`. `result` is the published
 * team result (contract `teamRoundResult`), republished only when at least the threshold of new
 * answers came in (`result_respondents` says of how many it is made).
 */
export const teamRounds = app.table(
  'team_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestLeadId: uuid('guest_lead_id').references(() => guestLeads.id, { onDelete: 'cascade' }),
    teamName: text('team_name').notNull(),
    languages: text('languages').array().$type<TeamRoundLanguage[]>().notNull(),
    /** The language of the owner's mails. */
    mailLang: text('mail_lang').$type<TeamRoundLanguage>().notNull().default('de'),
    deadline: tz('deadline'),
    status: text('status').$type<TeamRoundStatus>().notNull().default('open'),
    closedAt: tz('closed_at'),
    /** The shared invite link's code (`/team/<code>`); shown to the owner again, so kept as it is. */
    linkCode: text('link_code').notNull(),
    linkMaxUses: integer('link_max_uses').notNull(),
    linkUses: integer('link_uses').notNull().default(0),
    /** Answer sets added, through the link and mailed invitations together. */
    answered: integer('answered').notNull().default(0),
    /**
     * Of those, the answer sets of distinct people, which the threshold counts: the owner's own
     * (once), each mailed invitation's, each signed-in account's through the link (once each).
     */
    counted: integer('counted').notNull().default(0),
    /** The owner answered (as their account or guest identity): a second answer of theirs is refused. */
    ownerAnswered: boolean('owner_answered').notNull().default(false),
    result: jsonb('result').$type<Record<string, unknown>>(),
    resultRespondents: integer('result_respondents').notNull().default(0),
    /** `counted` when the result was published. */
    resultCounted: integer('result_counted').notNull().default(0),
    /** The read-only result link's token; null while not shared. */
    shareToken: text('share_token'),
    remindedAt: tz('reminded_at'),
    /** When the threshold was reached (and the owner's mail queued). */
    thresholdReachedAt: tz('threshold_reached_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('team_rounds_link_code_idx').on(t.linkCode),
    uniqueIndex('team_rounds_share_token_idx').on(t.shareToken),
    index('team_rounds_user_id_idx').on(t.userId, t.createdAt),
    index('team_rounds_guest_lead_id_idx').on(t.guestLeadId, t.createdAt),
    check('team_rounds_one_owner', sql`(${t.userId} is null) <> (${t.guestLeadId} is null)`),
    check('team_rounds_status', sql`${t.status} in ('open', 'closed')`),
    check('team_rounds_mail_lang', sql`${t.mailLang} in ('de', 'en')`),
    check('team_rounds_link_uses', sql`${t.linkUses} >= 0 and ${t.linkMaxUses} >= 0`),
  ],
);

/**
 * A mailed one-time invitation. The address is kept only while the invitation is unused (for
 * reminders) and cleared when it is used, so the server does not keep who answered; the token is
 * stored as its SHA-256 (a reminder mails a new one and replaces the hash).
 */
export const teamRoundInvites = app.table(
  'team_round_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => teamRounds.id, { onDelete: 'cascade' }),
    /** Lower-cased; null once used. */
    email: text('email'),
    lang: text('lang').$type<TeamRoundLanguage>().notNull(),
    tokenHash: text('token_hash').notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_round_invites_token_hash_idx').on(t.tokenHash),
    index('team_round_invites_round_id_idx').on(t.roundId),
    check('team_round_invites_lang', sql`${t.lang} in ('de', 'en')`),
    check('team_round_invites_used_forgets', sql`not ${t.used} or ${t.email} is null`),
  ],
);

/**
 * Who already answered a round, so nobody answers twice: per answer, an HMAC (server secret) of
 * the round and the owner, the account, the guest or the browser's own random id. It says that
 * someone answered, never what (the tallies hold no answer set) nor who (the key is one-way).
 */
export const teamRoundAnswerers = app.table(
  'team_round_answerers',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => teamRounds.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.key] })],
);

/**
 * What a round's answers add up to: how many gave `value` for `metric` (shared-domain's
 * `teamTallyMetric`). One answer set adds one to one row per metric, in one statement; no row
 * ever stands for one person.
 */
export const teamRoundTallies = app.table(
  'team_round_tallies',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => teamRounds.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    value: integer('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.metric, t.value] }),
    check('team_round_tallies_count', sql`${t.count} > 0`),
  ],
);

/**
 * A news subscription ("Abonnieren", shared-domain news.ts): one row per address. `pending` until
 * the mailed link is opened; unsubscribing deletes the row (with its unsent mails). The consent
 * is kept as given: text, version, language and time.
 */
export const newsSubscriptions = app.table(
  'news_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    lang: text('lang').$type<TeamRoundLanguage>().notNull(),
    status: text('status').$type<NewsSubscriptionStatus>().notNull().default('pending'),
    consentVersion: text('consent_version').notNull(),
    /** The consent text the person agreed to, in their language. */
    consentText: text('consent_text').notNull(),
    consentedAt: tz('consented_at').notNull(),
    confirmedAt: tz('confirmed_at'),
    /** SHA-256 of the confirmation link's token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: tz('confirm_expires_at'),
    /**
     * The token of the unsubscribe link in every mail. Kept as it is (every later mail needs it);
     * it can only end this subscription.
     */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('news_subscriptions_email_idx').on(t.email),
    uniqueIndex('news_subscriptions_confirm_token_hash_idx').on(t.confirmTokenHash),
    uniqueIndex('news_subscriptions_unsubscribe_token_idx').on(t.unsubscribeToken),
    index('news_subscriptions_status_idx').on(t.status, t.lang),
    check('news_subscriptions_status', sql`${t.status} in ('pending', 'confirmed')`),
    check('news_subscriptions_lang', sql`${t.lang} in ('de', 'en')`),
  ],
);
