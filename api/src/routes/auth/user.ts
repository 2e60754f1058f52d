// GET and PUT /auth/v1/user (GoTrue's UserGet and UserUpdate), GET /auth/v1/reauthenticate and
// POST /auth/v1/logout.
import { and, eq, ne } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import {
  clearAllTokens,
  consumeToken,
  findByCode,
  isExpired,
  sendCurrentAddressMail,
  sendTokenMail,
} from '../../auth/one-time-tokens';
import { loadFactors } from '../../identity/factors';
import { logout, type LogoutScope } from '../../auth/sessions';
import { applyEmailChange, findUserByEmail, loadIdentities, mergeMetadata, userJson } from '../../identity/users';
import { isUniqueViolation } from '../../db/errors';
import { mfaAmrClaims, sessions, users } from '../../db/schema';
import { parseBody, type AppContext, type AppEnv, limitIp } from '../../http/context';
import { ApiError, unprocessable, validationFailed } from '../../http/errors';
import { signInFailureFromIpKey, signInFailureKey } from '../../security/rate-limit';
import { enqueueMail } from '../../mail/outbox';
import type { Services } from '../../services';
import { enforcePasswordPolicy, ignored, redirectParam, rejectPkce, requestLang, validateEmail } from './common';
import { requireUser } from '../../identity/middleware';

const updateBody = z.object({
  email: z.string().max(10_000).nullish(),
  password: z.string().max(10_000).nullish(),
  data: z.record(z.string().max(256), z.unknown()).nullish(),
  phone: z.string().max(100).nullish(),
  nonce: z.string().max(1000).nullish(),
  /** The account's password, required to set a new one (see requireCurrentPassword). */
  current_password: z.string().max(10_000).nullish(),
  /** Accepted and ignored, as GoTrue: app_metadata (and with it the role `admin`) changes only through the admin API. */
  app_metadata: z.unknown().optional(),
  lang: z.string().max(10).nullish(),
  ...ignored,
});

/** A mailed link or code signed this session in this long ago at most: it may set a password alone. */
const recentLinkSeconds = 24 * 3600;

/**
 * A new password needs the current one or the code of a reauthentication mail (GoTrue's `nonce`),
 * so a session left open on a shared computer (or a stolen access token) cannot take the account
 * over. Not needed when the account has no password yet, or right after a mailed link or code
 * signed the session in (the recovery flow proves the mailbox). A wrong current password or code
 * counts as a failed sign-in, with the sign-in's limits.
 */
async function requireCurrentPassword(
  c: AppContext,
  user: { id: string; email: string | null; encryptedPassword: string },
  sessionId: string,
  currentPassword: string | null | undefined,
  nonce: string | null | undefined,
): Promise<void> {
  const services = c.get('services');
  const { config, limiter } = services;
  if (!user.encryptedPassword) return;
  const [link] = await services.db
    .select({ at: mfaAmrClaims.updatedAt })
    .from(mfaAmrClaims)
    .where(and(eq(mfaAmrClaims.sessionId, sessionId), eq(mfaAmrClaims.authenticationMethod, 'otp')))
    .limit(1);
  if (link && Date.now() - link.at.getTime() <= recentLinkSeconds * 1000) return;
  if (!currentPassword && !nonce) {
    throw new ApiError(400, 'current_password_required', 'Current password required when setting new password.');
  }
  const email = user.email ?? '';
  const counters = [
    { key: signInFailureFromIpKey(email, limitIp(c)), rule: config.rateLimits.signInFailuresPerAccount },
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

const emailExists = () => unprocessable('email_exists', 'A user with this email address has already been registered');

export function userRoutes(app: Hono<AppEnv>): void {
  app.get('/user', requireUser, (c) => {
    const { user, identities, factors } = c.get('auth');
    return c.json(userJson(user, identities, factors), 200);
  });

  app.put('/user', requireUser, async (c) => {
    const services = c.get('services');
    const { config } = services;
    const { user, sessionId } = c.get('auth');
    const body = await parseBody(c, updateBody);
    if (body.phone) throw validationFailed('Phone numbers are not supported by this server');
    rejectPkce(body.code_challenge);

    let newPasswordHash: string | null = null;
    if (body.password !== undefined && body.password !== null) {
      enforcePasswordPolicy(services, body.password);
      await requireCurrentPassword(c, user, sessionId, body.current_password, body.nonce);
      if (await services.hasher.verify(user.encryptedPassword, body.password)) {
        throw unprocessable('same_password', 'New password should be different from the old password.');
      }
      newPasswordHash = await services.hasher.hash(body.password);
    }

    let newEmail: string | null = null;
    if (body.email) {
      const email = validateEmail(body.email);
      if (email !== user.email) {
        const other = await findUserByEmail(services.db, email);
        if (other && other.id !== user.id) throw emailExists();
        newEmail = email;
      }
    }

    const lang = requestLang(c, body.data?.lang, user.rawUserMetaData.lang, body.lang);
    const redirectTo = redirectParam(c);
    const updated = await services.db
      .transaction(async (tx) => {
        const now = new Date();
        if (newPasswordHash) {
          await tx
            .update(users)
            .set({ encryptedPassword: newPasswordHash, updatedAt: now })
            .where(eq(users.id, user.id));
          user.encryptedPassword = newPasswordHash;
          // As GoTrue: pending one-time tokens become void and every other session ends.
          await clearAllTokens(tx, user.id);
          await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)));
          // Whoever did not make the change learns of it (GoTrue's password-changed notification).
          if (user.email) await enqueueMail(tx, user.email, { kind: 'password_changed', lang });
        }
        if (body.data) {
          const next = mergeMetadata(user.rawUserMetaData, body.data);
          await tx.update(users).set({ rawUserMetaData: next, updatedAt: now }).where(eq(users.id, user.id));
        }
        if (newEmail) {
          if (!config.requireEmailConfirmation) {
            await applyEmailChange(tx, user, newEmail, lang, now);
          } else {
            await tx.update(users).set({ emailChange: newEmail, updatedAt: now }).where(eq(users.id, user.id));
            const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
            await sendTokenMail(tx, services, fresh!, {
              type: 'email_change_token_new',
              to: newEmail,
              lang,
              redirectTo,
            });
            await sendCurrentAddressMail(tx, services, fresh!, lang, redirectTo);
          }
        }
        const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
        return userJson(fresh!, await loadIdentities(tx, user.id), await loadFactors(tx, user.id));
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw emailExists();
        throw error;
      });
    services.mailQueued();
    return c.json(updated, 200);
  });

  // GoTrue's Reauthenticate: mails a code that a later PUT /user accepts as `nonce`.
  app.get('/reauthenticate', requireUser, async (c) => {
    const services = c.get('services');
    const { user } = c.get('auth');
    if (!user.email) {
      throw unprocessable('validation_failed', 'Reauthentication requires the user to have an email or a phone number');
    }
    if (!user.emailConfirmedAt) throw new ApiError(400, 'email_not_confirmed', 'Please verify your email first.');
    await services.limiter.hit(`recover:ip:${limitIp(c)}`, services.config.rateLimits.recoveryPerIp);
    const lang = requestLang(c, user.rawUserMetaData.lang);
    const email = user.email;
    await services.db.transaction((tx) =>
      sendTokenMail(tx, services, user, { type: 'reauthentication_token', to: email, lang }),
    );
    services.mailQueued();
    return c.json({}, 200);
  });

  app.post('/logout', requireUser, async (c) => {
    const raw = c.req.query('scope') ?? '';
    const scope: LogoutScope | null =
      raw === '' || raw === 'global' ? 'global' : raw === 'local' || raw === 'others' ? raw : null;
    if (!scope) throw validationFailed(`Unsupported logout scope "${raw.slice(0, 50)}"`);
    const { user, sessionId } = c.get('auth');
    await logout(c.get('services').db, user.id, sessionId, scope);
    return c.body(null, 204);
  });
}
