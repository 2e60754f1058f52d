// The admin module: GoTrue's admin API (internal/api/admin.go) behind /auth/v1/admin: the users
// and the audit record paged, creating, changing and inviting users, generated links, a factor's
// removal. Every change is recorded in auth.audit_log_entries. The HTTP edge (service-role check,
// bodies, paging headers) is routes/admin.ts. The tables are GoTrue's, the auth module's: their
// rows come through repo.ts (auth's queries, taken through auth's service), and an account's
// deletion, a mailed link's token and the password rules are auth's service's too.
import { randomBytes } from 'node:crypto';
import type { Executor, Tx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { ApiError, validationFailed } from '../../platform/http/errors';
import { factorJson, loadFactors, type FactorRow } from '../../identity/factors';
import {
  createEmailUser,
  emailExists,
  findUserByEmail,
  findUserById,
  loadIdentities,
  mergeMetadata,
  syncIdentityEmail,
  userJson,
  type UserRow,
} from '../../identity/users';
import type { VerifyType } from '../../platform/mail/links';
import { enqueueMail } from '../../platform/mail/outbox';
import { pickLang, type Lang } from '../../platform/mail/templates';
import type { Services } from '../../platform/services';
import { recordAudit, serviceRoleActor } from '../../identity/audit';
import { deleteUserAccount, enforcePasswordPolicy, issueToken } from '../auth/service';
import {
  auditLogRows,
  dropTokensOfTypes,
  identitiesAndFactorsOf,
  isAuditScope,
  removeFactor,
  updateUser,
  usersPage,
  type OneTimeTokenType,
  type Page,
} from './repo';

/** A user-given text as a literal inside an ILIKE pattern. */

const roleOf = (appMetadata: Record<string, unknown>) =>
  typeof appMetadata.role === 'string' ? appMetadata.role : null;

/** A unique violation on the address (a race with another sign-up) is email_exists. */
const asEmailExists = (error: unknown): never => {
  if (isUniqueViolation(error)) throw emailExists();
  throw error;
};

/** GoTrue's user JSON with the user's identities and factors. */
export async function adminUserJson(db: Executor, user: UserRow): Promise<Record<string, unknown>> {
  const [userIdentities, factors] = await Promise.all([loadIdentities(db, user.id), loadFactors(db, user.id)]);
  return userJson(user, userIdentities, factors);
}

export type { Page } from './repo';
export { enforcePasswordPolicy, loadUserFactor } from '../auth/service';

/** One page of the users (newest first), optionally those whose address contains `filter`, and their count. */
export async function listUsersPage(db: Services['db'], page: Page, filter: string | undefined) {
  const { rows, total } = await usersPage(db, page, filter);
  const { identities, factors } = await identitiesAndFactorsOf(
    db,
    rows.map((row) => row.id),
  );
  const json = rows.map((row) =>
    userJson(
      row,
      identities.filter((identity) => identity.userId === row.id),
      factors.filter((factor) => factor.userId === row.id),
    ),
  );
  return { users: json, total };
}

/** GoTrue's adminAuditLog: one page of the audit record, newest first, filtered by `query` (`scope:value`). */
export async function auditLogPage(db: Services['db'], page: Page, query: string) {
  let filter: { scope: string; value: string } | undefined;
  if (query) {
    const [scope = '', ...rest] = query.split(':');
    if (!isAuditScope(scope) || rest.length === 0)
      throw validationFailed(`Invalid query scope: ${query.slice(0, 100)}`);
    filter = { scope, value: rest.join(':').slice(0, 255) };
  }
  const { rows, total } = await auditLogRows(db, page, filter);
  const entries = rows.map((row) => ({
    id: row.id,
    payload: row.payload,
    created_at: row.createdAt.toISOString(),
    ip_address: row.ipAddress,
  }));
  return { entries, total };
}

export interface NewUser {
  email: string;
  password: string | null | undefined;
  emailConfirm: boolean;
  userMetadata: Record<string, unknown> | undefined;
  appMetadata: Record<string, unknown> | undefined;
}

/** POST /admin/users: the user (no password means a random one, as GoTrue), answered as user JSON. */
export async function adminCreateUser(services: Services, input: NewUser, ip: string) {
  const { email } = input;
  // As GoTrue: no password means a random one (the user sets their own through recovery).
  const password = input.password || randomBytes(48).toString('base64url');
  if (await findUserByEmail(services.db, email)) throw emailExists();
  const hash = await services.hasher.hash(password);
  return services.db
    .transaction(async (tx) => {
      const user = await createEmailUser(
        tx,
        email,
        hash,
        input.userMetadata ?? {},
        input.emailConfirm ? new Date() : null,
      );
      if (input.appMetadata) {
        const next = mergeMetadata(user.rawAppMetaData, input.appMetadata);
        await updateUser(tx, user.id, { rawAppMetaData: next });
        user.rawAppMetaData = next;
      }
      await recordAudit(tx, {
        actor: serviceRoleActor,
        action: 'user_signedup',
        traits: { user_id: user.id, user_email: email, provider: 'email', role: roleOf(user.rawAppMetaData) },
        ip,
      });
      return adminUserJson(tx, user);
    })
    .catch(asEmailExists);
}

export interface UserChanges {
  email: string | null;
  password: string | null | undefined;
  emailConfirm: boolean;
  userMetadata: Record<string, unknown> | undefined;
  appMetadata: Record<string, unknown> | undefined;
  /** The body's fields that were given (the audit record names them). */
  changed: string[];
}

/** PUT /admin/users/:id: address, password, confirmation and metadata, answered as user JSON. */
export async function adminUpdateUser(services: Services, user: UserRow, input: UserChanges, ip: string) {
  const { email } = input;
  if (email && email !== user.email) {
    const other = await findUserByEmail(services.db, email);
    if (other && other.id !== user.id) throw emailExists();
  }
  let passwordHash: string | null = null;
  if (input.password !== undefined && input.password !== null) {
    enforcePasswordPolicy(services, input.password);
    passwordHash = await services.hasher.hash(input.password);
  }
  return services.db
    .transaction(async (tx) => {
      const now = new Date();
      const changes: Partial<UserRow> = { updatedAt: now };
      if (passwordHash) changes.encryptedPassword = passwordHash;
      if (input.emailConfirm && !user.emailConfirmedAt) changes.emailConfirmedAt = now;
      if (email && email !== user.email) {
        changes.email = email;
        changes.emailChange = '';
        // Pending links for the old address or an earlier change lose their meaning.
        const stale: OneTimeTokenType[] = [
          'email_change_token_new',
          'email_change_token_current',
          'confirmation_token',
        ];
        await dropTokensOfTypes(tx, user.id, stale);
      }
      const roleBefore = roleOf(user.rawAppMetaData);
      if (input.appMetadata) changes.rawAppMetaData = mergeMetadata(user.rawAppMetaData, input.appMetadata);
      if (input.userMetadata) changes.rawUserMetaData = mergeMetadata(user.rawUserMetaData, input.userMetadata);
      await updateUser(tx, user.id, changes);
      if (changes.email) await syncIdentityEmail(tx, user.id, changes.email);
      const fresh = await findUserById(tx, user.id);
      const roleAfter = roleOf(fresh!.rawAppMetaData);
      await recordAudit(tx, {
        actor: serviceRoleActor,
        action: 'user_modified',
        traits: {
          user_id: user.id,
          user_email: fresh!.email,
          ...(roleBefore !== roleAfter ? { role_before: roleBefore, role_after: roleAfter } : {}),
          changed: input.changed,
        },
        ip,
      });
      return adminUserJson(tx, fresh!);
    })
    .catch(asEmailExists);
}

/** DELETE /admin/users/:id: the account (hard, or soft: it can no longer sign in), with its audit record. */
export async function adminDeleteUser(services: Services, user: UserRow, soft: boolean, ip: string): Promise<void> {
  const audit = (tx: Tx) =>
    recordAudit(tx, {
      actor: serviceRoleActor,
      action: 'user_deleted',
      traits: { user_id: user.id, user_email: user.email, soft_delete: soft },
      ip,
    });
  await deleteUserAccount(services, user, { soft, alongside: audit });
  services.logger.info('user deleted by the service role', { user_id: user.id, soft });
}

/** Recovery of a lost authenticator: the factor goes, its sessions drop to aal1, the user is told by mail. */
export async function adminDeleteFactor(services: Services, user: UserRow, factor: FactorRow, ip: string) {
  await services.db.transaction(async (tx) => {
    await removeFactor(tx, factor);
    await recordAudit(tx, {
      actor: serviceRoleActor,
      action: 'factor_deleted',
      traits: { user_id: user.id, user_email: user.email, factor_id: factor.id, factor_status: factor.status },
      ip,
    });
    if (user.email && factor.status === 'verified') {
      await enqueueMail(tx, user.email, { kind: 'mfa_factor_removed', lang: pickLang(user.rawUserMetaData.lang) });
    }
  });
  services.mailQueued();
  return factorJson(factor);
}

export const linkTypes: Record<string, { token: OneTimeTokenType; verifyType: VerifyType; magicLink?: boolean }> = {
  signup: { token: 'confirmation_token', verifyType: 'signup' },
  invite: { token: 'confirmation_token', verifyType: 'invite' },
  magiclink: { token: 'recovery_token', verifyType: 'magiclink', magicLink: true },
  recovery: { token: 'recovery_token', verifyType: 'recovery' },
  email_change_current: { token: 'email_change_token_current', verifyType: 'email_change' },
  email_change_new: { token: 'email_change_token_new', verifyType: 'email_change' },
};

export interface LinkRequest {
  /** A key of linkTypes. */
  type: string;
  email: string;
  newEmail: string | null;
  passwordHash: string;
  data: Record<string, unknown> | undefined;
  redirectTo: string | null;
}

/**
 * GoTrue's adminGenerateLink: the user (created for signup and invite) with the link and code a
 * mail would carry; the link works with GET/POST /verify like a mailed one.
 */
export async function adminGenerateLink(services: Services, input: LinkRequest, ip: string) {
  const kind = linkTypes[input.type]!;
  const { email, newEmail } = input;
  return services.db
    .transaction(async (tx) => {
      let user = await findUserByEmail(tx, email);
      if (input.type === 'signup' || input.type === 'invite') {
        if (user?.emailConfirmedAt) throw emailExists();
        if (!user) {
          user = await createEmailUser(tx, email, input.passwordHash, input.data ?? {}, null);
          await recordAudit(tx, {
            actor: serviceRoleActor,
            action: input.type === 'invite' ? 'user_invited' : 'user_signedup',
            traits: { user_id: user.id, user_email: email, provider: 'email' },
            ip,
          });
        }
      } else if (!user) {
        throw new ApiError(404, 'user_not_found', 'User with this email not found');
      }
      let to = email;
      if (newEmail) {
        const other = await findUserByEmail(tx, newEmail);
        if (other && other.id !== user.id) throw emailExists();
        await updateUser(tx, user.id, { emailChange: newEmail });
        user.emailChange = newEmail;
        // One generated link completes the change: the service role stands for both confirmations.
        const other2: OneTimeTokenType =
          kind.token === 'email_change_token_new' ? 'email_change_token_current' : 'email_change_token_new';
        await dropTokensOfTypes(tx, user.id, [other2]);
        if (kind.token === 'email_change_token_new') to = newEmail;
      }
      const issued = await issueToken(tx, services, user, {
        type: kind.token,
        to,
        redirectTo: input.redirectTo,
        verifyType: kind.verifyType,
        ...(kind.magicLink ? { magicLink: true } : {}),
      });
      const fresh = await findUserById(tx, user.id);
      return { user: await adminUserJson(tx, fresh!), issued };
    })
    .catch(asEmailExists);
}

/** GoTrue's POST /invite: creates the user (unconfirmed) and mails an invite link. */
export async function adminInvite(
  services: Services,
  input: { email: string; data: Record<string, unknown> | undefined; redirectTo: string | null; lang: Lang },
  ip: string,
) {
  const { email } = input;
  const created = await services.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (user?.emailConfirmedAt) throw emailExists();
    if (!user) user = await createEmailUser(tx, email, '', input.data ?? {}, null);
    const issued = await issueToken(tx, services, user, {
      type: 'confirmation_token',
      to: email,
      redirectTo: input.redirectTo,
      verifyType: 'invite',
    });
    await enqueueMail(tx, email, {
      kind: 'confirmation',
      lang: input.lang,
      link: issued.link,
      code: issued.code,
      validHours: Math.ceil(services.config.otpExpiry / 3600),
    });
    await recordAudit(tx, {
      actor: serviceRoleActor,
      action: 'user_invited',
      traits: { user_id: user.id, user_email: email },
      ip,
    });
    const fresh = await findUserById(tx, user.id);
    return adminUserJson(tx, fresh!);
  });
  services.mailQueued();
  return created;
}
