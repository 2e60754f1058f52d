// Pieces several /auth/v1 handlers share: input shapes and GoTrue's email and password checks.
import { z } from 'zod';
import { isEmailFormat } from '../../identity/users';
import type { AppContext } from '../../http/context';
import { ApiError, validationFailed, weakPassword } from '../../http/errors';
import { pickLang, type Lang } from '../../mail/templates';
import { checkPasswordStrength, maxPasswordLength } from '../../security/passwords';
import type { Services } from '../../services';

/** A string field that supabase-js may also send as null (Go's JSON decoding reads null as ""). */
export const optionalString = z
  .string()
  .max(10_000)
  .nullish()
  .transform((value) => value ?? '');

/** Free-form JSON object (user metadata). */
export const metadata = z
  .record(z.string().max(256), z.unknown())
  .nullish()
  .transform((value) => value ?? {});

/** Fields supabase-js sends that this server accepts and ignores. */
export const ignored = {
  gotrue_meta_security: z.unknown().optional(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
  channel: z.unknown().optional(),
};

/** GoTrue's validateEmail: required, at most 255 characters, a plausible format; lower-cased. */
export function validateEmail(raw: string): string {
  const email = raw.trim();
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!isEmailFormat(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

export function enforcePasswordPolicy(services: Services, password: string): void {
  if (Buffer.byteLength(password, 'utf8') > maxPasswordLength) {
    throw validationFailed(`Password cannot be longer than ${maxPasswordLength} characters`);
  }
  const weakness = checkPasswordStrength(password, services.config.password.minLength);
  if (weakness) throw weakPassword(weakness.message, weakness.reasons);
}

/** This server implements the implicit flow only (supabase-js' default `flowType`). */
export function rejectPkce(codeChallenge: string | null | undefined): void {
  if (codeChallenge) {
    throw new ApiError(
      400,
      'validation_failed',
      "PKCE is not supported by this server; create the client with auth.flowType 'implicit'",
    );
  }
}

export function requestLang(c: AppContext, ...preferred: unknown[]): Lang {
  return pickLang(...preferred, c.req.header('accept-language'));
}

export function redirectParam(c: AppContext): string | null {
  const value = c.req.query('redirect_to');
  return value ? value : null;
}
