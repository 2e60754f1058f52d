// What the registry says about one /functions/v1 endpoint: enough for the api to validate requests,
// for the browser to parse answers, and for docs/api.md to be generated from it.
import type { z } from 'zod';
import type { ErrorCode } from '../errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `anyone` (anonymous visitors too), `user-or-guest` (a signed-in user or an
 * `x-guest-token`), `guest` (an `x-guest-token` only), `user` (a signed-in user's Bearer token
 * only), `share-token` (whoever holds the token in the path), `admin` (a signed-in user whose
 * `app_metadata.role` is `admin` and whose session is aal2, or the service-role key), `expert` (an approved expert whose
 * token is aal2).
 */
export type Caller = 'anyone' | 'user-or-guest' | 'guest' | 'user' | 'share-token' | 'admin' | 'expert';

export interface Endpoint {
  method: HttpMethod;
  /** Below /functions/v1, with Hono's `:param` placeholders. */
  path: string;
  summary: string;
  caller: Caller;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A failed check of one of these top-level body fields answers its code instead of validation_failed. */
  fieldCodes?: Readonly<Partial<Record<string, ErrorCode>>>;
  /** The success status and body. */
  status: number;
  response: z.ZodType;
  /** Codes this endpoint answers itself, besides those every endpoint can (see `commonErrorCodes`). */
  errors: readonly ErrorCode[];
}

/** Defines an endpoint, keeping its schemas' exact types for the api and the browser. */
export const endpoint = <const T extends Endpoint>(definition: T): T => definition;

/** Codes any /functions/v1 endpoint can answer. */
export const commonErrorCodes = [
  'no_api_key',
  'invalid_api_key',
  'request_too_large',
  'request_timeout',
  'not_found',
  'unexpected_failure',
] as const satisfies readonly ErrorCode[];

/** Codes of a caller that sends a token the api does not accept. */
export const userTokenErrorCodes = [
  'bad_jwt',
  'user_not_found',
  'session_not_found',
] as const satisfies readonly ErrorCode[];

/** What every body-taking endpoint answers for a body it cannot read. */
export const bodyErrorCodes = ['bad_json', 'validation_failed'] as const satisfies readonly ErrorCode[];
