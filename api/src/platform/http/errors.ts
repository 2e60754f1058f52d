// Errors a handler throws; the app's error handler turns them into JSON. Auth errors use GoTrue's
// API-version 2024-01-01 shape ({ code, message }, plus `weak_password` for weak passwords), which
// is what @supabase/auth-js parses into AuthApiError / AuthWeakPasswordError / AuthSessionMissingError.
// Codes come from the one list in @cc/shared-contract: a code missing there does not compile.
import type { ErrorCode } from '@cc/shared-contract';

export type { ErrorCode };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toJSON(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

export const badRequest = (code: ErrorCode, message: string) => new ApiError(400, code, message);
export const validationFailed = (message: string) => new ApiError(400, 'validation_failed', message);
export const unprocessable = (code: ErrorCode, message: string) => new ApiError(422, code, message);
export const forbidden = (code: ErrorCode, message: string) => new ApiError(403, code, message);

/** A session below aal2 where a verified second factor is required (case data, the expert review). */
export const insufficientAal = () =>
  new ApiError(403, 'insufficient_aal', 'AAL2 required: verify a second factor (TOTP) in this session first');

export function weakPassword(message: string, reasons: string[]): ApiError {
  return new ApiError(422, 'weak_password', message, { weak_password: { reasons } });
}

/**
 * 429 with when the limit's window ends: `Retry-After` in seconds, and the same in the body
 * (`details.retry_after` seconds, `details.retry_at` the time), so the browser can say "until
 * 14:30" for a limit that lasts hours.
 */
export function rateLimited(retryAfterSeconds: number, now = Date.now()): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(
    429,
    'over_request_rate_limit',
    'Request rate limit reached',
    { details: { retry_after: seconds, retry_at: new Date(now + seconds * 1000).toISOString() } },
    { 'Retry-After': String(seconds) },
  );
}
