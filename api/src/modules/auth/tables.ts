// The auth module's own GoTrue tables (same table and column names): the refresh tokens, the MFA
// challenges and amr claims. The users, identities, sessions, factors, one-time tokens and the
// audit log are identity's too (platform/db/schema/auth.ts).
import { bigserial, boolean, index, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { mfaFactors, sessions, users } from '../../platform/db/schema/auth';
import { auth, createdAt, tz, updatedAt } from '../../platform/db/schema/common';

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
