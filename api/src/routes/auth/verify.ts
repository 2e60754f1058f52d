// POST /auth/v1/verify (supabase.auth.verifyOtp) and GET /auth/v1/verify (the link in a mail:
// verifies, then redirects with the session in the URL fragment exactly as GoTrue does, so
// supabase-js picks it up and emits SIGNED_IN, or PASSWORD_RECOVERY for type=recovery).
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import { consumeToken, findByCode, findBySecret, isExpired } from '../../auth/one-time-tokens';
import { createSession, tokenResponse } from '../../auth/sessions';
import { applyEmailChange, findUserByEmail, type UserRow } from '../../identity/users';
import type { Tx } from '../../db/client';
import { identities, oneTimeTokens, users, type OneTimeTokenType } from '../../db/schema';
import { clientIp, parseBody, userAgent, type AppContext, type AppEnv, rateLimitAddress } from '../../http/context';
import { ApiError, forbidden, unprocessable, validationFailed } from '../../http/errors';
import { resolveRedirect, type VerifyType } from '../../mail/links';
import { pickLang } from '../../mail/templates';
import { adoptGuestData } from '../../results/guest-claim';
import type { Services } from '../../services';
import { isEmailFormat } from '../../identity/users';
import { resetSignInFailures, verifyFailureKey } from '../../security/rate-limit';
import { optionalString } from './common';

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
type Verified = { session: Record<string, unknown> } | { pending: string };

const isVerifyType = (type: string): type is VerifyType => Object.hasOwn(tokenTypesFor, type);

const verifyBody = z.object({
  type: optionalString,
  token: optionalString,
  token_hash: optionalString,
  email: optionalString,
  phone: optionalString,
  redirect_to: optionalString,
  options: z.unknown().optional(),
  gotrue_meta_security: z.unknown().optional(),
});

type Lookup = { secret: string } | { email: string; code: string };

async function confirmEmail(tx: Tx, user: UserRow, now: Date): Promise<void> {
  if (user.emailConfirmedAt) return;
  const metadata = { ...user.rawUserMetaData, email_verified: true };
  await tx
    .update(users)
    .set({ emailConfirmedAt: now, rawUserMetaData: metadata, updatedAt: now })
    .where(eq(users.id, user.id));
  const [identity] = await tx.select().from(identities).where(eq(identities.userId, user.id));
  if (identity) {
    await tx
      .update(identities)
      .set({ identityData: { ...identity.identityData, email_verified: true }, updatedAt: now })
      .where(eq(identities.id, identity.id));
  }
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
    const [user] = await tx.select().from(users).where(eq(users.id, token.userId)).for('update');
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
      const [other] = await tx
        .select({ id: oneTimeTokens.id })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.tokenType, otherType)))
        .limit(1);
      if (other) {
        await consumeToken(tx, token);
        return { pending: singleConfirmationAccepted };
      }
      const taken = await findUserByEmail(tx, newEmail);
      if (taken && taken.id !== user.id) {
        return { error: unprocessable('email_exists', 'A user with this email address has already been registered') };
      }
      await applyEmailChange(tx, user, newEmail, pickLang(user.rawUserMetaData.lang), now);
    }
    await confirmEmail(tx, user, now);
    await consumeToken(tx, token);
    const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
    const issued = await createSession(tx, services, fresh!, 'otp', meta);
    return { ok: await tokenResponse(tx, services, fresh!, issued) };
  });
  if ('error' in outcome) throw outcome.error;
  if ('pending' in outcome) return { pending: outcome.pending };
  return { session: outcome.ok };
}

/** Six-digit codes are guessable in principle: failures count per address as well as per IP. */
async function verifyWithLimits(
  c: AppContext,
  type: VerifyType,
  lookup: Lookup,
  invalidMessage: string,
): Promise<Verified> {
  const services = c.get('services');
  const { limiter, config } = services;
  const ip = clientIp(c);
  await limiter.hit(`verify:ip:${rateLimitAddress(ip)}`, config.rateLimits.verifyPerIp);
  const accountKey = 'email' in lookup ? verifyFailureKey(lookup.email) : null;
  if (accountKey) await limiter.check(accountKey, config.rateLimits.signInFailuresPerAccount);
  try {
    const verified = await verifyAndSignIn(services, type, lookup, invalidMessage, { ip, userAgent: userAgent(c) });
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

const oauthErrors: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** GoTrue's prepErrorRedirectURL: drop the query, put the error into the fragment. */
function errorRedirect(target: string, error: ApiError): string {
  const url = new URL(target);
  url.search = '';
  const params = new URLSearchParams();
  const oauth = oauthErrors[error.status];
  if (oauth) params.set('error', oauth);
  params.set('error_code', error.code);
  params.set('error_description', error.message);
  url.hash = params.toString();
  return url.toString();
}

/** GoTrue's prepRedirectURL for a message (implicit flow): the message in the fragment. */
function messageRedirect(target: string, message: string): string {
  const url = new URL(target);
  url.hash = new URLSearchParams({ message }).toString();
  return url.toString();
}

/** GoTrue's AsRedirectURL: the session as URL-encoded, alphabetically ordered fragment parameters. */
function sessionRedirect(target: string, session: Record<string, unknown>, type: string): string {
  const params = new URLSearchParams();
  params.set('access_token', String(session.access_token));
  params.set('expires_at', String(session.expires_at));
  params.set('expires_in', String(session.expires_in));
  params.set('refresh_token', String(session.refresh_token));
  params.set('token_type', String(session.token_type));
  params.set('type', type);
  const withoutFragment = target.split('#')[0];
  return `${withoutFragment}#${params.toString()}`;
}

export function verifyRoutes(app: Hono<AppEnv>): void {
  app.post('/verify', async (c) => {
    const body = await parseBody(c, verifyBody);
    if (!body.type) throw validationFailed('Verify requires a verification type');
    if ((!body.token && !body.token_hash) || (body.token && body.token_hash)) {
      throw validationFailed('Verify requires either a token or a token hash');
    }
    let lookup: Lookup;
    if (body.token) {
      if (body.phone && !body.email) throw new ApiError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      if (!body.email || body.phone) {
        throw validationFailed('Only an email address or phone number should be provided on verify');
      }
      const email = body.email.trim().toLowerCase();
      if (!isEmailFormat(email)) throw unprocessable('validation_failed', 'Invalid email format');
      lookup = { email, code: body.token.replace(/[\s-]/g, '') };
    } else {
      if (body.email || body.phone || body.redirect_to) {
        throw validationFailed('Only the token_hash and type should be provided');
      }
      lookup = { secret: body.token_hash };
    }
    if (!isVerifyType(body.type)) throw validationFailed('Unsupported verification type');
    const verified = await verifyWithLimits(c, body.type, lookup, 'Token has expired or is invalid');
    if ('pending' in verified) return c.json({ msg: verified.pending, code: 200 }, 200);
    return c.json(verified.session, 200);
  });

  app.get('/verify', async (c) => {
    const { config } = c.get('services');
    const type = c.req.query('type') ?? '';
    const token = c.req.query('token') ?? '';
    if (!type) throw validationFailed('Verify requires a verification type');
    if (!token) throw validationFailed('Verify requires a token or a token hash');
    const redirectTo = resolveRedirect(config, c.req.query('redirect_to'), isVerifyType(type) ? type : 'signup');
    c.header('Cache-Control', 'no-store');
    try {
      if (!isVerifyType(type) || type === 'email') throw validationFailed('Unsupported verification type');
      const verified = await verifyWithLimits(c, type, { secret: token }, 'Email link is invalid or has expired');
      if ('pending' in verified) return c.redirect(messageRedirect(redirectTo, verified.pending), 303);
      return c.redirect(sessionRedirect(redirectTo, verified.session, type), 303);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) return c.redirect(errorRedirect(redirectTo, error), 303);
      throw error;
    }
  });
}
