// Random secrets and their hashes. The database only ever holds SHA-256 hashes of refresh
// tokens and mailed one-time tokens; the plain values exist in responses and mails only.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** URL-safe random string with `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The first replacement of a refresh token: derived from it with a server secret, so the server
 * can hand out the same replacement again when the client lost the response, while storing only
 * hashes. Without the secret it cannot be computed from the spent token.
 */
export function replacementToken(secret: Buffer, refreshToken: string): string {
  return createHmac('sha256', secret).update(refreshToken, 'utf8').digest('base64url');
}

/**
 * The delete token of a result an anonymous visitor made: derived from its id with a server secret,
 * so nothing more is stored, and it cannot be computed from the share token a link carries.
 */
export function resultDeleteToken(secret: Buffer, resultId: string): string {
  return createHmac('sha256', secret).update(`result-delete:${resultId}`, 'utf8').digest('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Six-digit code for typing from a mail (POST /verify with email and token). */
export function randomOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function otpHash(email: string, otp: string): string {
  return sha256(`${email.toLowerCase()}:${otp}`);
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
