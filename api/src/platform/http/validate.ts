// The one validation layer of /functions/v1: request bodies and queries are checked against the
// endpoint's schema in @cc/shared-contract (as @hono/zod-validator does), and answers are typed by
// (and, under test, checked against) its response schema. Failures become ApiErrors with stable
// codes: an empty or unparsable body is bad_json, a schema mismatch validation_failed, and a check
// that names its own code (invalid_email, unknown_type, …) answers that code.
import { codedIssue, type Endpoint, expertFieldErrors } from '@cc/shared-contract';
import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { describeIssue, readJson, type AppContext, type AppEnv } from './context';
import { ApiError } from './errors';

/** The ApiError for a failed parse: a listed field's code, a plain schema mismatch, or a coded check. */
export function issueError(error: z.ZodError, fieldCodes: Endpoint['fieldCodes'] = {}): ApiError {
  for (const issue of error.issues) {
    const key = issue.path[0];
    const code = typeof key === 'string' ? fieldCodes[key] : undefined;
    if (code) return new ApiError(400, code, issue.message);
  }
  // Structure first (as a handler checks the shape before what the values mean), then coded checks.
  // Every refused field is named in `details.fields`, so a form can show each next to its field.
  const plain = error.issues.filter((issue) => !codedIssue(issue));
  if (plain.length) {
    return new ApiError(400, 'validation_failed', describeIssue(plain[0]), {
      details: { fields: expertFieldErrors({ issues: plain }) },
    });
  }
  const [issue] = error.issues;
  const coded = codedIssue(issue!)!;
  return new ApiError(400, coded.code, issue!.message, coded.details === undefined ? {} : { details: coded.details });
}

type WithBody<E extends Endpoint> = E['body'] extends z.ZodType ? E['body'] : never;
type WithQuery<E extends Endpoint> = E['query'] extends z.ZodType ? E['query'] : never;

export interface BodyOptions {
  /** What an empty or unparsable body answers instead of bad_json (for endpoints that refuse anything unexpected alike). */
  unreadable?: () => ApiError;
  /** What a body outside the schema answers instead of the usual codes (e.g. every refused field at once). */
  invalid?: (error: z.ZodError) => ApiError;
}

/**
 * Reads the JSON body whatever its Content-Type says (supabase-js and curl differ), keeping
 * readJson's checks (NUL characters, unpaired surrogates, nesting), then validates it.
 */
export function validBody<E extends Endpoint>(
  endpoint: E,
  options: BodyOptions = {},
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<WithBody<E>> }; out: { json: z.output<WithBody<E>> } }> {
  const schema = endpoint.body;
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} takes no body`);
  return async (c, next) => {
    let raw: unknown;
    try {
      raw = await readJson(c);
    } catch (error) {
      if (options.unreadable && error instanceof ApiError && error.code === 'bad_json') throw options.unreadable();
      throw error;
    }
    const result = await schema.safeParseAsync(raw);
    if (!result.success)
      throw options.invalid ? options.invalid(result.error) : issueError(result.error, endpoint.fieldCodes);
    c.req.addValidatedData('json', result.data as object);
    await next();
  };
}

/** Validates the query string (a repeated parameter arrives as an array and fails a string schema). */
export function validQuery<E extends Endpoint>(
  endpoint: E,
): MiddlewareHandler<AppEnv, string, { in: { query: z.input<WithQuery<E>> }; out: { query: z.output<WithQuery<E>> } }> {
  const schema = endpoint.query;
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} takes no query`);
  return zValidator('query', schema, (result) => {
    if (!result.success) throw issueError(result.error as z.ZodError, endpoint.fieldCodes);
  }) as never;
}

// Under test every answer is checked against its schema, so the contract cannot drift from what
// the api sends; in production the types alone hold it (parsing every answer costs time).
const checkResponses = process.env.NODE_ENV === 'test';

/** Answers `data` with the endpoint's success status; `data` must fit its response schema. */
export function respond<E extends Endpoint>(c: AppContext, endpoint: E, data: z.input<E['response']>): Response {
  if (checkResponses) {
    const result = endpoint.response.safeParse(data);
    if (!result.success) {
      throw new Error(
        `${endpoint.method} ${endpoint.path} answered outside its schema: ${describeIssue(result.error.issues[0])}`,
      );
    }
  }
  return c.json(data as object, endpoint.status as ContentfulStatusCode);
}
