// The signed-in user changes their own account (GoTrue's UserUpdate): password (with the current
// one or a reauthentication code), metadata, address (confirmed by mail unless confirmation is
// off). The HTTP edge is routes/auth/user.ts.
import { isUniqueViolation } from '../../platform/db/errors';
import { ApiError, unprocessable } from '../../platform/http/errors';
import type { AuthState } from '../../identity/caller';
import { loadFactors } from '../../identity/factors';
import {
  applyEmailChange,
  emailExists,
  findUserByEmail,
  findUserById,
  loadIdentities,
  mergeMetadata,
  userJson,
  validateEmail,
  type UserRow,
} from '../../identity/users';
import { enqueueMail } from '../../platform/mail/outbox';
import type { Lang } from '../../platform/mail/templates';
import { signInFailureFromIpKey, signInFailureKey } from '../../platform/security/rate-limit';
import type { Services } from '../../platform/services';
import {
  clearAllTokens,
  consumeToken,
  findByCode,
  isExpired,
  sendCurrentAddressMail,
  sendTokenMail,
} from './one-time-tokens';
import { enforcePasswordPolicy } from './password-policy';
import { amrClaimAt, deleteOtherSessions, updateUser } from './repo';

/** A mailed link or code signed this session in this long ago at most: it may set a password alone. */
const recentLinkSeconds = 24 * 3600;

export interface OwnUserChanges {
  password: string | null | undefined;
  /** The account's password, required to set a new one (see requireCurrentPassword). */
  currentPassword: string | null | undefined;
  /** The code of a reauthentication mail, instead of the current password. */
  nonce: string | null | undefined;
  /** The new address as given (checked here, after the password). */
  email: string | null | undefined;
  data: Record<string, unknown> | null | undefined;
  lang: Lang;
  redirectTo: string | null;
  /** The caller's address for the per-IP sign-in failure counter (rateLimitAddress). */
  limitIp: string;
}

/**
 * A new password needs the current one or the code of a reauthentication mail (GoTrue's `nonce`),
 * so a session left open on a shared computer (or a stolen access token) cannot take the account
 * over. Not needed when the account has no password yet, or right after a mailed link or code
 * signed the session in (the recovery flow proves the mailbox). A wrong current password or code
 * counts as a failed sign-in, with the sign-in's limits.
 */
async function requireCurrentPassword(
  services: Services,
  user: UserRow,
  sessionId: string,
  input: Pick<OwnUserChanges, 'currentPassword' | 'nonce' | 'limitIp'>,
): Promise<void> {
  const { config, limiter } = services;
  const { currentPassword, nonce } = input;
  if (!user.encryptedPassword) return;
  const linkAt = await amrClaimAt(services.db, sessionId, 'otp');
  if (linkAt && Date.now() - linkAt.getTime() <= recentLinkSeconds * 1000) return;
  if (!currentPassword && !nonce) {
    throw new ApiError(400, 'current_password_required', 'Current password required when setting new password.');
  }
  const email = user.email ?? '';
  const counters = [
    { key: signInFailureFromIpKey(email, input.limitIp), rule: config.rateLimits.signInFailuresPerAccount },
    { key: signInFailureKey(email), rule: config.rateLimits.signInFailuresPerAccountGlobal },
  ];
  for (const { key, rule } of counters) await limiter.check(key, rule);
  if (nonce) {
    if (!(await consumeReauthentication(services, user.id, email, nonce))) {
      for (const { key, rule } of counters) await limiter.increment(key, rule);
      throw unprocessable('reauthentication_not_valid', 'Requires reauthentication');
    }
    return;
  }
  if (!(await services.hasher.verify(user.encryptedPassword, currentPassword ?? ''))) {
    for (const { key, rule } of counters) await limiter.increment(key, rule);
    throw new ApiError(400, 'current_password_mismatch', 'Current password is incorrect.');
  }
}

/** GoTrue's verifyReauthentication: the code of the last reauthentication mail, unexpired, used once. */
async function consumeReauthentication(services: Services, userId: string, email: string, nonce: string) {
  return services.db.transaction(async (tx) => {
    const token = await findByCode(tx, email, nonce.replace(/[\s-]/g, ''), ['reauthentication_token']);
    if (!token || token.userId !== userId) return false;
    await consumeToken(tx, token);
    return !isExpired(token, services.config.otpExpiry);
  });
}

/** PUT /user: the changes in one transaction, answered as GoTrue's user JSON. */
export async function updateOwnUser(services: Services, auth: AuthState, input: OwnUserChanges) {
  const { config } = services;
  const { user, sessionId } = auth;
  let newPasswordHash: string | null = null;
  if (input.password !== undefined && input.password !== null) {
    enforcePasswordPolicy(services, input.password);
    await requireCurrentPassword(services, user, sessionId, input);
    if (await services.hasher.verify(user.encryptedPassword, input.password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    newPasswordHash = await services.hasher.hash(input.password);
  }

  let newEmail: string | null = null;
  if (input.email) {
    const email = validateEmail(input.email);
    if (email !== user.email) {
      const other = await findUserByEmail(services.db, email);
      if (other && other.id !== user.id) throw emailExists();
      newEmail = email;
    }
  }

  const { lang, redirectTo, data } = input;
  const updated = await services.db
    .transaction(async (tx) => {
      const now = new Date();
      if (newPasswordHash) {
        await updateUser(tx, user.id, { encryptedPassword: newPasswordHash, updatedAt: now });
        user.encryptedPassword = newPasswordHash;
        // As GoTrue: pending one-time tokens become void and every other session ends.
        await clearAllTokens(tx, user.id);
        await deleteOtherSessions(tx, user.id, sessionId);
        // Whoever did not make the change learns of it (GoTrue's password-changed notification).
        if (user.email) await enqueueMail(tx, user.email, { kind: 'password_changed', lang });
      }
      if (data) {
        const next = mergeMetadata(user.rawUserMetaData, data);
        await updateUser(tx, user.id, { rawUserMetaData: next, updatedAt: now });
      }
      if (newEmail) {
        if (!config.requireEmailConfirmation) {
          await applyEmailChange(tx, user, newEmail, lang, now);
        } else {
          await updateUser(tx, user.id, { emailChange: newEmail, updatedAt: now });
          const fresh = await findUserById(tx, user.id);
          await sendTokenMail(tx, services, fresh!, {
            type: 'email_change_token_new',
            to: newEmail,
            lang,
            redirectTo,
          });
          await sendCurrentAddressMail(tx, services, fresh!, lang, redirectTo);
        }
      }
      const fresh = await findUserById(tx, user.id);
      return userJson(fresh!, await loadIdentities(tx, user.id), await loadFactors(tx, user.id));
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw emailExists();
      throw error;
    });
  services.mailQueued();
  return updated;
}

/** GoTrue's Reauthenticate: mails a code that a later PUT /user accepts as `nonce`. */
export async function mailReauthentication(services: Services, user: UserRow, email: string, lang: Lang) {
  await services.db.transaction((tx) =>
    sendTokenMail(tx, services, user, { type: 'reauthentication_token', to: email, lang }),
  );
  services.mailQueued();
}
