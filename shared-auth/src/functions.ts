// What a call of a product endpoint under /functions/v1 answers: the parsed data or
// `{ code, message, status }` (the api's stable code for 4xx/5xx answers, or one of the client's own:
// 'network', 'invalid_response', 'unknown'). The calls themselves are in `@cc/shared-auth/api-client`
// (api-client.ts), which only pages that call the api load; these types and the error class stay
// in the shared index, so `instanceof FunctionError` holds across the shell and every remote.
import type { ErrorCode } from '@cc/shared-contract';

/** Failures the browser itself detects: no answer, an answer that breaks the contract, anything else. */
export type ClientErrorCode = 'network' | 'invalid_response' | 'unknown';
export type CallErrorCode = ErrorCode | ClientErrorCode;

export interface FunctionCallError {
  code: CallErrorCode;
  message: string;
  status: number | null;
  /** The error's class name as supabase-js reports it (kept for describeAuthError). */
  name: string;
  /** The api's `details` (e.g. `missing` for missing_answers), when it sent any. */
  details?: unknown;
}

export type FunctionResult<T> = { data: T; error: null } | { data: null; error: FunctionCallError };

/** What invokeFunction needs of a response schema (a zod schema fits). */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** A failed call as a thrown error (query and mutation functions throw). */
export class FunctionError extends Error implements FunctionCallError {
  readonly code: CallErrorCode;
  readonly status: number | null;
  readonly details?: unknown;

  constructor({ code, message, status, name, details }: FunctionCallError) {
    super(message);
    this.name = name;
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

/** Whether trying again can help: no answer or a server-side failure, never a refused request. */
export function isRetryableError(error: unknown): boolean {
  if (!(error instanceof FunctionError)) return false;
  return error.code === 'network' || (error.status !== null && error.status >= 500);
}
