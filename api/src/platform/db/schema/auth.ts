// `auth`: the GoTrue tables identity reads and the auth module builds on (same table and column
// names): users, identities, sessions, MFA factors, the mailed one-time tokens and the audit log
// (identity/audit.ts). The tables only the auth module uses (refresh tokens, MFA challenges and
// amr claims) are its own, modules/auth/tables.ts.
import { bigint, boolean, index, jsonb, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { tz, createdAt, updatedAt, auth } from './common';

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
