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

// ── Types the browser's client derives from an endpoint ─────────────────────────────────────

/** What a request part of `E` (its `params`, `query` or `body` schema) accepts; `undefined` when it has none. */
type RequestPart<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** The path parameters, query and body a call of `E` sends, typed by its schemas; only those it has. */
export type EndpointRequest<E extends Endpoint> = (RequestPart<E, 'params'> extends undefined
  ? { params?: never }
  : { params: RequestPart<E, 'params'> }) &
  (RequestPart<E, 'query'> extends undefined
    ? { query?: never }
    : object extends RequestPart<E, 'query'>
      ? { query?: RequestPart<E, 'query'> }
      : { query: RequestPart<E, 'query'> }) &
  (RequestPart<E, 'body'> extends undefined ? { body?: never } : { body: RequestPart<E, 'body'> });

/** The parsed success answer of `E`. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** A path parameter's or query value's text: strings as they are, numbers and booleans as written. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The path below /functions/v1 of a call of `endpoint` (no leading slash): `:param` placeholders
 * filled in (encoded), then the query's defined values as a query string.
 */
export function endpointPath(
  endpoint: Pick<Endpoint, 'path'>,
  params?: Readonly<Record<string, unknown>>,
  query?: Readonly<Record<string, unknown>>,
): string {
  const path = endpoint.path.slice(1).replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: the parameter ${name} is missing`);
    return encodeURIComponent(asText(value));
  });
  // By hand: this package has neither the DOM's nor Node's URLSearchParams in its types.
  const queryString = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(asText(value))}`)
    .join('&');
  return queryString ? `${path}?${queryString}` : path;
}
