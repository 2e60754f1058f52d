// Verifying a mailed link or code (GoTrue's verify): the token, what it confirms (the address, an
// email change, with the secure change's second confirmation), and a new session. Six-digit codes
// are guessable in principle: failures count per address as well as per IP. The HTTP edge (POST
// and GET /auth/v1/verify, the redirects) is routes/auth/verify.ts.
import type { Tx } from '../../platform/db/client';
import { rateLimitAddress } from '../../platform/http/context';
import { ApiError, forbidden } from '../../platform/http/errors';
import { applyEmailChange, emailExists, findUserByEmail, findUserById, type UserRow } from '../../identity/users';
import type { VerifyType } from '../../platform/mail/links';
import { pickLang } from '../../platform/mail/templates';
import { adoptGuestData } from '../guests/service';
import { resetSignInFailures, verifyFailureKey } from '../../platform/security/rate-limit';
import type { Services } from '../../platform/services';
import { consumeToken, findByCode, findBySecret, isExpired } from './one-time-tokens';
import { markIdentityVerified, pendingTokenSince, updateUser, userForUpdate, type OneTimeTokenType } from './repo';
import { createSession, tokenResponse } from './sessions';

const tokenTypesFor: Record<VerifyType, OneTimeTokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
};

/** GoTrue's answer to the first of the two confirmations of a secure email change. */
const singleConfirmationAccepted = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** Verified, but the other address of a secure email change has yet to confirm: no session. */
export type Verified = { session: Record<string, unknown> } | { pending: string };

export const isVerifyType = (type: string): type is VerifyType => Object.hasOwn(tokenTypesFor, type);

/** A mailed link's secret, or an address and the code mailed to it. */
export type Lookup = { secret: string } | { email: string; code: string };

async function confirmEmail(tx: Tx, user: UserRow, now: Date): Promise<void> {
  if (user.emailConfirmedAt) return;
  const metadata = { ...user.rawUserMetaData, email_verified: true };
  await updateUser(tx, user.id, { emailConfirmedAt: now, rawUserMetaData: metadata, updatedAt: now });
  await markIdentityVerified(tx, user.id, now);
  // The address is proven: what was made as a guest with it becomes the account's.
  if (user.email) await adoptGuestData(tx, user.id, user.email);
}

/** Checks the token, applies what it confirms and opens a session; returns the session response. */
async function verifyAndSignIn(
  services: Services,
  type: VerifyType,
  lookup: Lookup,
  invalidMessage: string,
  meta: { ip: string; userAgent: string | null },
): Promise<Verified> {
  const { config } = services;
  type Outcome = { error: ApiError } | { pending: string } | { ok: Record<string, unknown> };
  const outcome = await services.db.transaction(async (tx): Promise<Outcome> => {
    const types = tokenTypesFor[type];
    const token =
      'secret' in lookup
        ? await findBySecret(tx, lookup.secret, types)
        : await findByCode(tx, lookup.email, lookup.code, types);
    if (!token) return { error: forbidden('otp_expired', invalidMessage) };
    if (isExpired(token, config.otpExpiry)) {
      await consumeToken(tx, token);
      return { error: forbidden('otp_expired', invalidMessage) };
    }
    const user = await userForUpdate(tx, token.userId);
    if (!user) return { error: forbidden('otp_expired', invalidMessage) };
    const now = new Date();
    if (token.tokenType === 'email_change_token_new' || token.tokenType === 'email_change_token_current') {
      const newEmail = user.emailChange;
      const mailedTo = token.tokenType === 'email_change_token_new' ? newEmail : user.email;
      if (!newEmail || mailedTo !== token.relatesTo) {
        await consumeToken(tx, token);
        return { error: forbidden('otp_expired', invalidMessage) };
      }
      // Secure email change: the change waits until the other address has confirmed too.
      const otherType =
        token.tokenType === 'email_change_token_new' ? 'email_change_token_current' : 'email_change_token_new';
      if ((await pendingTokenSince(tx, user.id, otherType)) !== null) {
        await consumeToken(tx, token);
        return { pending: singleConfirmationAccepted };
      }
      const taken = await findUserByEmail(tx, newEmail);
      if (taken && taken.id !== user.id) {
        return { error: emailExists() };
      }
      await applyEmailChange(tx, user, newEmail, pickLang(user.rawUserMetaData.lang), now);
    }
    await confirmEmail(tx, user, now);
    await consumeToken(tx, token);
    const fresh = await findUserById(tx, user.id);
    const issued = await createSession(tx, services, fresh!, 'otp', meta);
    return { ok: await tokenResponse(tx, services, fresh!, issued) };
  });
  if ('error' in outcome) throw outcome.error;
  if ('pending' in outcome) return { pending: outcome.pending };
  return { session: outcome.ok };
}

/** Six-digit codes are guessable in principle: failures count per address as well as per IP. */
export async function verifyWithLimits(
  services: Services,
  type: VerifyType,
  lookup: Lookup,
  invalidMessage: string,
  meta: { ip: string; userAgent: string | null },
): Promise<Verified> {
  const { limiter, config } = services;
  const { ip } = meta;
  await limiter.hit(`verify:ip:${rateLimitAddress(ip)}`, config.rateLimits.verifyPerIp);
  const accountKey = 'email' in lookup ? verifyFailureKey(lookup.email) : null;
  if (accountKey) await limiter.check(accountKey, config.rateLimits.signInFailuresPerAccount);
  try {
    const verified = await verifyAndSignIn(services, type, lookup, invalidMessage, meta);
    const email = 'session' in verified ? (verified.session.user as { email?: string } | undefined)?.email : null;
    if (email) await resetSignInFailures(limiter, email);
    return verified;
  } catch (error) {
    if (accountKey && error instanceof ApiError && error.code === 'otp_expired') {
      await limiter.increment(accountKey, config.rateLimits.signInFailuresPerAccount);
    }
    throw error;
  } finally {
    services.mailQueued();
  }
}
