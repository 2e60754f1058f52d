// Users and identities: lookups and GoTrue's JSON representation of a user.
import { randomUUID } from 'node:crypto';
import { hasEmailShape } from '@cc/shared-domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import * as z from 'zod';
import type { Executor } from '../platform/db/client';
import { identities, mfaFactors, oneTimeTokens, sessions, users } from '../platform/db/schema';
import { unprocessable, validationFailed } from '../platform/http/errors';
import { enqueueMail } from '../platform/mail/outbox';
import { factorJson, type FactorRow } from './factors';
import type { Lang } from '../platform/mail/templates';

export type UserRow = typeof users.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;

const iso = (date: Date | null | undefined): string | undefined => (date ? date.toISOString() : undefined);

export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.providerId,
    user_id: identity.userId,
    identity_data: identity.identityData,
    provider: identity.provider,
    last_sign_in_at: iso(identity.lastSignInAt),
    created_at: iso(identity.createdAt),
    updated_at: iso(identity.updatedAt),
    email: identity.email ?? undefined,
  };
}

/**
 * GoTrue's user object (models.User JSON): same fields, same omissions (`factors` only when the
 * user has any, with their status: supabase-js' mfa.listFactors and getAuthenticatorAssuranceLevel read it).
 */
export function userJson(
  user: UserRow,
  userIdentities: IdentityRow[],
  factors: FactorRow[] = [],
): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmationSentAt),
    confirmed_at: iso(user.emailConfirmedAt),
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.emailChange || undefined,
    email_change_sent_at: iso(user.emailChangeSentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.rawAppMetaData,
    user_metadata: user.rawUserMetaData,
    identities: userIdentities.map(identityJson),
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    is_anonymous: user.isAnonymous,
  };
}

/**
 * What sign-up answers for an address that is already registered and confirmed: a plausible,
 * fresh-looking user (random id, no identities) so the response does not reveal the account.
 * Mirrors GoTrue's sanitizeUser.
 */
export function decoyUserJson(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  const id = randomUUID();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** GoTrue's answer when another account has the address. */
export const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The address of the user `id` names, as a scalar subquery for another domain's statement (a mail's recipient). */
export const userAddressOf = (id: SQL): SQL => sql`(select ${users.email} from ${users} where ${users.id} = ${id})`;

/** Locks a user's row, so one user's changes run one after the other. */
export async function lockUser(tx: Executor, id: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

export async function loadIdentities(db: Executor, userId: string): Promise<IdentityRow[]> {
  return db.select().from(identities).where(eq(identities.userId, userId)).orderBy(asc(identities.createdAt));
}

/** User or app metadata in a request body: a free-form JSON object (null reads as none). */
export const metadata = z
  .record(z.string().max(256), z.unknown())
  .nullish()
  .transform((value) => value ?? {});

/** Applies GoTrue's metadata update rule: keys set to null are removed, others replaced. */
export function mergeMetadata(
  current: Record<string, unknown>,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** GoTrue's limit (255) and the one address shape guests are checked with too (shared-domain). */
export function isEmailFormat(email: string): boolean {
  return email.length <= 255 && hasEmailShape(email);
}

/** GoTrue's validateEmail: required, at most 255 characters, a plausible format; lower-cased. */
export function validateEmail(raw: string): string {
  const email = raw.trim();
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!isEmailFormat(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/** Keeps the email identity in step with the user's address (GoTrue's ConfirmEmailChange). */
export async function syncIdentityEmail(db: Executor, userId: string, email: string): Promise<void> {
  const [identity] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.userId, userId), eq(identities.provider, 'email')));
  if (!identity) return;
  await db
    .update(identities)
    .set({ email, identityData: { ...identity.identityData, email }, updatedAt: new Date() })
    .where(eq(identities.id, identity.id));
}

/**
 * Makes `newEmail` the user's address (and the email identity's), and tells the old address:
 * if its owner did not ask for this, they can act on it (GoTrue's email-changed notification).
 */
export async function applyEmailChange(db: Executor, user: UserRow, newEmail: string, lang: Lang, now: Date) {
  await db
    .update(users)
    .set({ email: newEmail, emailChange: '', emailChangeSentAt: null, updatedAt: now })
    .where(eq(users.id, user.id));
  await syncIdentityEmail(db, user.id, newEmail);
  if (user.email) await enqueueMail(db, user.email, { kind: 'email_changed', lang, newEmail });
}

/**
 * Inserts an email account with its email identity, as GoTrue's sign-up does (sign-up, and the
 * first `signInWithOtp` of an address); the identity data is copied into the user metadata.
 * `encryptedPassword` is '' for an account without a password.
 */
export async function createEmailUser(
  db: Executor,
  email: string,
  encryptedPassword: string,
  data: Record<string, unknown>,
  confirmedAt: Date | null,
): Promise<UserRow> {
  const [created] = await db
    .insert(users)
    .values({
      email,
      encryptedPassword,
      rawAppMetaData: { provider: 'email', providers: ['email'] },
      rawUserMetaData: data,
      emailConfirmedAt: confirmedAt,
    })
    .returning();
  const user = created!;
  const identityData = { sub: user.id, email, email_verified: confirmedAt !== null, phone_verified: false };
  await db.insert(identities).values({ providerId: user.id, userId: user.id, identityData, provider: 'email', email });
  user.rawUserMetaData = { ...data, ...identityData };
  await db.update(users).set({ rawUserMetaData: user.rawUserMetaData }).where(eq(users.id, user.id));
  return user;
}

/**
 * GoTrue's soft delete: the account cannot sign in again (no address, no password, no identities,
 * factors, sessions or one-time tokens) but its id and the data that references it stay.
 */
export async function softDeleteUser(tx: Executor, userId: string): Promise<void> {
  await tx.delete(identities).where(eq(identities.userId, userId));
  await tx.delete(mfaFactors).where(eq(mfaFactors.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  await tx
    .update(users)
    .set({ email: null, emailChange: '', encryptedPassword: '', rawUserMetaData: {}, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The sessions among `ids` that still exist: whose each is, its aal and its not_after. */
export async function sessionsByIds(db: Executor, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: sessions.id, userId: sessions.userId, aal: sessions.aal, notAfter: sessions.notAfter })
    .from(sessions)
    .where(inArray(sessions.id, [...ids]));
}
