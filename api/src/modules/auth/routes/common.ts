// Pieces several /auth/v1 handlers share: input shapes, PKCE and redirect parameters (a request's language: http/request-lang.ts)
// (GoTrue's email check is identity/users.ts validateEmail, the password rules auth/password-policy.ts).
import * as z from 'zod';
import type { AppContext } from '../../../platform/http/context';
import { ApiError } from '../../../platform/http/errors';

/** A string field that supabase-js may also send as null (Go's JSON decoding reads null as ""). */
export const optionalString = z
  .string()
  .max(10_000)
  .nullish()
  .transform((value) => value ?? '');

/** Fields supabase-js sends that this server accepts and ignores. */
export const ignored = {
  gotrue_meta_security: z.unknown().optional(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
  channel: z.unknown().optional(),
};

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

export function redirectParam(c: AppContext): string | null {
  const value = c.req.query('redirect_to');
  return value ? value : null;
}
