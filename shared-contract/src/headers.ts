// The product's own HTTP headers (lower-case, as fetch and Hono report them). The api reads and
// allows them through CORS by these names; the browser sends them by the same names.

/** A guest's signed token (from POST /functions/v1/guest-session); the signed-in user wins over it. */
export const guestTokenHeader = 'x-guest-token';

/**
 * The delete token (`delete_token` of the submission's answer) of a result the browser created
 * without an account: lets that browser delete it. Never the share token: a share link only reads.
 */
export const resultTokenHeader = 'x-result-token';

/**
 * A key the browser makes once per submission of a form (a UUID): the same key again within
 * `idempotencyWindowSeconds` answers the request it already made instead of making another
 * (POST /expert-requests).
 */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyWindowSeconds = 10 * 60;

/** Echoed on every response; a well-formed incoming id is kept, so logs of both sides line up. */
export const requestIdHeader = 'x-request-id';

/** The GoTrue API version whose error shape /auth/v1 follows (supabase-js reads it). */
export const apiVersionHeader = 'x-supabase-api-version';
export const apiVersion = '2024-01-01';
