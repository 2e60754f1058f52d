// Mailed one-time tokens (sign-up confirmation, recovery, email change, reauthentication). Each
// mail carries a six-digit code and, except the reauthentication mail, a link with a long random
// secret; the database keeps only their hashes.
import type { Executor, Tx } from '../../platform/db/client';
import { ApiError } from '../../platform/http/errors';
import { RateLimiter } from '../../platform/security/rate-limit';
import { defaultRedirect, resolveRedirect, verifyLink, type VerifyType } from '../../platform/mail/links';
import { enqueueMail } from '../../platform/mail/outbox';
import type { Lang, LinkMailKind } from '../../platform/mail/templates';
import { otpHash, randomOtp, randomToken, sha256 } from '../../platform/security/tokens';
import type { Services } from '../../platform/services';
import type { UserRow } from '../../identity/users';
import {
  deleteTokensOfUser,
  deleteToken,
  dropTokensOfTypes,
  lockTokenByCode,
  lockTokenByHash,
  pendingTokenSince,
  updateUser,
  upsertToken,
  type OneTimeTokenRow,
  type OneTimeTokenType,
} from './repo';

export type { OneTimeTokenRow };

/** The link mails; a reauthentication token is mailed as a code only. */
const mailKinds: Record<
  Exclude<OneTimeTokenType, 'reauthentication_token'>,
  { kind: LinkMailKind; verifyType: VerifyType }
> = {
  confirmation_token: { kind: 'confirmation', verifyType: 'signup' },
  recovery_token: { kind: 'recovery', verifyType: 'recovery' },
  email_change_token_new: { kind: 'email_change', verifyType: 'email_change' },
  email_change_token_current: { kind: 'email_change_current', verifyType: 'email_change' },
};

/** Where GoTrue keeps the token and its "sent at" on the user row. */
function userColumns(type: OneTimeTokenType, hash: string, now: Date): Partial<UserRow> {
  switch (type) {
    case 'confirmation_token':
      return { confirmationToken: hash, confirmationSentAt: now };
    case 'recovery_token':
      return { recoveryToken: hash, recoverySentAt: now };
    case 'email_change_token_new':
      return { emailChangeTokenNew: hash, emailChangeSentAt: now };
    // Mailed with the token for the new address, which records the time; no column of its own.
    case 'email_change_token_current':
    case 'reauthentication_token':
      return {};
  }
}

function lastSent(user: UserRow, type: OneTimeTokenType): Date | null {
  switch (type) {
    case 'confirmation_token':
      return user.confirmationSentAt;
    case 'recovery_token':
      return user.recoverySentAt;
    case 'email_change_token_new':
    case 'email_change_token_current':
      return user.emailChangeSentAt;
    case 'reauthentication_token':
      return null;
  }
}

export interface SendTokenMailOptions {
  type: OneTimeTokenType;
  to: string;
  lang: Lang;
  /** Requested redirect target (validated against the allow-list, else the type's default). */
  redirectTo?: string | null;
  /** For the second mail of one request (secure email change): the first one checked the interval. */
  skipIntervalCheck?: boolean;
  /** A recovery token mailed as a magic link (signInWithOtp): its own text, `type=magiclink`. */
  magicLink?: boolean;
}

/** GoTrue's 429 for a second mail of one kind within MAIL_MIN_INTERVAL, naming the seconds to wait. */
export function mailIntervalError(previous: Date | null, intervalSeconds: number, now = new Date()): ApiError | null {
  if (!previous) return null;
  const left = Math.ceil((previous.getTime() + intervalSeconds * 1000 - now.getTime()) / 1000);
  return left > 0 ? tooSoon(left) : null;
}

/** GoTrue's answer to a mail requested `left` seconds too early. */
const tooSoon = (left: number) =>
  new ApiError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${left} seconds.`,
    {},
    { 'Retry-After': String(left) },
  );

/**
 * MAIL_MIN_INTERVAL for a request that mails nothing because of what the address is (no account,
 * or one already confirmed): a second such request within the interval answers the same 429 as a
 * real mail's. Without it only registered addresses answered 429 the second time, and two requests
 * told anyone whether an address has an account. Counted per address (a hash) and token type, so a
 * decoy and a real mail of the same type pace alike.
 */
export async function decoyMailInterval(
  db: Executor,
  services: Services,
  email: string,
  type: OneTimeTokenType,
): Promise<void> {
  const seconds = services.config.mailMinInterval;
  if (seconds <= 0) return;
  const key = `mail_interval:${type}:${sha256(email.toLowerCase())}`;
  const { count, retryAfter } = await new RateLimiter(db).increment(key, { max: 1, windowSeconds: seconds });
  if (count > 1) throw tooSoon(Math.max(1, Math.ceil(retryAfter)));
}

export interface IssuedToken {
  /** The secret of the link (POST /verify accepts it as `token_hash`). */
  secret: string;
  /** The six-digit code. */
  code: string;
  verifyType: VerifyType;
  redirectTo: string;
  /** The link into GET /auth/v1/verify. */
  link: string;
}

/**
 * Stores a fresh token of a type for a user (replacing an older one of the same type) in the
 * caller's transaction and returns its secret, code and link: mailed by sendTokenMail, answered
 * to the service role by the admin API's generate_link.
 */
export async function issueToken(
  tx: Tx,
  services: Services,
  user: UserRow,
  options: Pick<SendTokenMailOptions, 'type' | 'to' | 'redirectTo' | 'magicLink'> & { verifyType?: VerifyType },
): Promise<IssuedToken> {
  const { config } = services;
  const now = new Date();
  const secret = randomToken(32);
  const code = randomOtp();
  const tokenHash = sha256(secret);
  await upsertToken(
    tx,
    { userId: user.id, tokenType: options.type, tokenHash, otpHash: otpHash(options.to, code), relatesTo: options.to },
    now,
  );
  const columns = userColumns(options.type, tokenHash, now);
  await updateUser(tx, user.id, { ...columns, updatedAt: now });
  Object.assign(user, columns, { updatedAt: now });
  const verifyType: VerifyType =
    options.verifyType ??
    (options.type === 'reauthentication_token'
      ? 'email'
      : options.magicLink && options.type === 'recovery_token'
        ? 'magiclink'
        : mailKinds[options.type].verifyType);
  const redirectTo = options.redirectTo
    ? resolveRedirect(config, options.redirectTo, verifyType)
    : defaultRedirect(config, verifyType);
  return { secret, code, verifyType, redirectTo, link: verifyLink(config, secret, verifyType, redirectTo) };
}

/**
 * Issues a fresh token (replacing an older one of the same type) and queues its mail, in the
 * caller's transaction. Throws GoTrue's 429 over_email_send_rate_limit when the previous mail of
 * this type went out less than MAIL_MIN_INTERVAL seconds ago.
 */
export async function sendTokenMail(
  tx: Tx,
  services: Services,
  user: UserRow,
  options: SendTokenMailOptions,
): Promise<void> {
  const { config } = services;
  const previous =
    options.type === 'reauthentication_token'
      ? await pendingTokenSince(tx, user.id, options.type)
      : lastSent(user, options.type);
  const early = options.skipIntervalCheck ? null : mailIntervalError(previous, config.mailMinInterval);
  if (early) throw early;
  const issued = await issueToken(tx, services, user, options);
  const validHours = Math.ceil(config.otpExpiry / 3600);
  if (options.type === 'reauthentication_token') {
    await enqueueMail(tx, options.to, { kind: 'reauthentication', lang: options.lang, code: issued.code, validHours });
    return;
  }
  const kind = issued.verifyType === 'magiclink' ? ('magic_link' as const) : mailKinds[options.type].kind;
  await enqueueMail(tx, options.to, { kind, lang: options.lang, link: issued.link, code: issued.code, validHours });
}

/**
 * Secure email change (SECURE_EMAIL_CHANGE_ENABLED): the old address gets its own link and code,
 * sent with the one to the new address (whose mail checked MAIL_MIN_INTERVAL). Without it, an older
 * token for the old address is dropped so that the new address alone completes the change.
 */
export async function sendCurrentAddressMail(
  tx: Tx,
  services: Services,
  user: UserRow,
  lang: Lang,
  redirectTo?: string | null,
): Promise<void> {
  if (!services.config.secureEmailChange || !user.email) {
    await dropTokensOfTypes(tx, user.id, ['email_change_token_current']);
    return;
  }
  await sendTokenMail(tx, services, user, {
    type: 'email_change_token_current',
    to: user.email,
    lang,
    redirectTo,
    skipIntervalCheck: true,
  });
}

/** Finds a token by the secret from a link (GET /verify token, POST /verify token_hash). */
export async function findBySecret(
  tx: Tx,
  secret: string,
  types: OneTimeTokenType[],
): Promise<OneTimeTokenRow | undefined> {
  return lockTokenByHash(tx, sha256(secret), types);
}

/** Finds a token by address and six-digit code (POST /verify with email and token). */
export async function findByCode(
  tx: Tx,
  email: string,
  code: string,
  types: OneTimeTokenType[],
): Promise<OneTimeTokenRow | undefined> {
  return lockTokenByCode(tx, email, otpHash(email, code), types);
}

export function isExpired(token: OneTimeTokenRow, expirySeconds: number, now = new Date()): boolean {
  return token.createdAt.getTime() + expirySeconds * 1000 <= now.getTime();
}

/** Removes a used (or expired) token and clears its copy on the user row. */
export async function consumeToken(tx: Tx, token: OneTimeTokenRow): Promise<void> {
  await deleteToken(tx, token.id);
  const cleared: Partial<UserRow> | null =
    token.tokenType === 'confirmation_token'
      ? { confirmationToken: '' }
      : token.tokenType === 'recovery_token'
        ? { recoveryToken: '' }
        : token.tokenType === 'email_change_token_new'
          ? { emailChangeTokenNew: '' }
          : null;
  if (cleared) await updateUser(tx, token.userId, cleared);
}

/** After a password change GoTrue drops every pending one-time token of the user. */
export async function clearAllTokens(tx: Tx, userId: string): Promise<void> {
  await deleteTokensOfUser(tx, userId);
  await updateUser(tx, userId, {
    confirmationToken: '',
    confirmationSentAt: null,
    recoveryToken: '',
    recoverySentAt: null,
    emailChangeTokenNew: '',
    emailChangeSentAt: null,
    emailChange: '',
  });
}
