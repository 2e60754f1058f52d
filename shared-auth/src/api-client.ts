// Calls a product endpoint under /functions/v1 with the one client, parses its answer with the
// endpoint's response schema (from @cc/shared-contract) and turns every failure into
// `{ code, message, status }`: the api's stable code for 4xx/5xx answers, or one of the client's own
// ('network', 'invalid_response', 'unknown'). Nothing unparsed is handed on.
//
// `@cc/shared-auth/api-client`, not the shared index: the start page calls no endpoint, and the
// index is in its first load (docs/performance.md). Not a federation singleton of its own either:
// it keeps no state, and takes what has state (the one supabase client, the guest's token, the
// error class) from the page's one `@cc/shared-auth` by package name, so each app may bundle it.
import {
  endpointPath,
  guestTokenHeader,
  isErrorCode,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
} from '@cc/shared-contract';
import {
  FunctionError,
  getSupabase,
  readGuestToken,
  type CallErrorCode,
  type FunctionCallError,
  type FunctionResult,
  type ResponseSchema,
} from '@cc/shared-auth';

export { submissionKey, clearSubmissionKey } from './submission-key';

interface ResponseLike {
  status: number;
  clone(): { json(): Promise<unknown> };
}

const isResponseLike = (value: unknown): value is ResponseLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ResponseLike).status === 'number' &&
  typeof (value as ResponseLike).clone === 'function';

async function readHttpError(context: unknown): Promise<Partial<FunctionCallError> & { rawCode?: unknown }> {
  if (!isResponseLike(context)) return {};
  const status = context.status;
  try {
    const body = (await context.clone().json()) as { code?: unknown; message?: unknown; details?: unknown };
    return {
      status,
      rawCode: body.code,
      message: typeof body.message === 'string' ? body.message : undefined,
      ...(body.details === undefined ? {} : { details: body.details }),
    };
  } catch {
    return { status };
  }
}

export interface InvokeOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Identifies a guest to the api (signed-in users travel with the client's session). */
function guestHeaders(): Record<string, string> {
  const token = readGuestToken();
  return token ? { [guestTokenHeader]: token } : {};
}

/**
 * What `functions.invoke` answers as its error, typed `any` by supabase-js: a FunctionsError
 * (FunctionsHttpError with the Response as `context`, FunctionsFetchError, ...).
 */
interface InvokeError {
  name?: unknown;
  message?: unknown;
  context?: unknown;
}

/**
 * `supabase.functions.invoke` with the guest's token added, the answer parsed with `schema` and
 * its errors read out into `{ code, message, status }`; never throws.
 */
export async function invokeFunction<T>(
  name: string,
  schema: ResponseSchema<T>,
  { method, body, headers }: InvokeOptions = {},
): Promise<FunctionResult<T>> {
  try {
    const client = await getSupabase();
    const allHeaders = { ...guestHeaders(), ...headers };
    const { data, error } = (await client.functions.invoke<unknown>(name, {
      ...(method ? { method } : {}),
      ...(body === undefined ? {} : { body }),
      ...(Object.keys(allHeaders).length ? { headers: allHeaders } : {}),
    })) as { data: unknown; error: InvokeError | null };
    if (!error) {
      const parsed = schema.safeParse(data);
      if (parsed.success) return { data: parsed.data, error: null };
      console.error(`The answer of ${name} does not match its schema`, parsed.error);
      return {
        data: null,
        error: { code: 'invalid_response', status: null, name: 'InvalidResponseError', message: String(parsed.error) },
      };
    }
    const errorName = typeof error.name === 'string' ? error.name : 'FunctionsError';
    const { rawCode, ...details } = errorName === 'FunctionsHttpError' ? await readHttpError(error.context) : {};
    const status = details.status ?? null;
    const code: CallErrorCode = isErrorCode(rawCode)
      ? rawCode
      : errorName === 'FunctionsFetchError'
        ? 'network'
        : status === 429
          ? 'over_request_rate_limit'
          : 'unknown';
    return {
      data: null,
      error: {
        ...details,
        code,
        status,
        name: errorName,
        message: details.message ?? (typeof error.message === 'string' ? error.message : errorName),
      },
    };
  } catch (error) {
    // The client could not load (offline, chunk failed): as good as a network failure.
    return {
      data: null,
      error: { code: 'network', status: null, name: 'FunctionsFetchError', message: String(error) },
    };
  }
}

/** invokeFunction for query and mutation functions: the parsed answer, or a thrown FunctionError. */
export async function callFunction<T>(name: string, schema: ResponseSchema<T>, options?: InvokeOptions): Promise<T> {
  const { data, error } = await invokeFunction(name, schema, options);
  if (error) throw new FunctionError(error);
  return data;
}

// ── The typed client: calls derived from the contract's registry ───────────────────────────
// The registry knows each endpoint's method, path and schemas, so a call names the endpoint and
// passes only what differs per call (path parameters, query, body), each typed by the endpoint's
// own schemas; a renamed path or a changed body is a type error here instead of a 404 at run
// time. Requests are checked by the api (its answer carries `details.fields` for the form);
// answers are parsed here with the endpoint's response schema.

/** The arguments of a call of `E`; optional when it needs none. */
export type EndpointArgs<E extends Endpoint> = EndpointRequest<E> & {
  headers?: Record<string, string>;
  /** Another reading of the same answer (the account export keeps what the schema does not name). */
  response?: ResponseSchema<EndpointResponse<E>>;
};
type ArgsTuple<E extends Endpoint> =
  object extends EndpointRequest<E> ? [args?: EndpointArgs<E>] : [args: EndpointArgs<E>];

function requestOf(endpoint: Endpoint, args?: EndpointArgs<Endpoint>): [string, InvokeOptions] {
  const { params, query, body, headers } = (args ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
    headers?: Record<string, string>;
  };
  return [
    endpointPath(endpoint, params, query),
    { method: endpoint.method, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) },
  ];
}

/** Calls `endpoint`; never throws (for code that handles the error itself, not in a query function). */
export function invokeEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[args]: ArgsTuple<E>
): Promise<FunctionResult<EndpointResponse<E>>> {
  const [name, options] = requestOf(endpoint, args);
  return invokeFunction(name, args?.response ?? (endpoint.response as ResponseSchema<EndpointResponse<E>>), options);
}

/** Calls `endpoint`: the parsed answer, or a thrown FunctionError (query and mutation functions). */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...args: ArgsTuple<E>
): Promise<EndpointResponse<E>> {
  const { data, error } = await invokeEndpoint(endpoint, ...args);
  if (error) throw new FunctionError(error);
  return data;
}

/** One function per endpoint of a registry part, named as in the registry (Hono's typed client, from the contract). */
export type ApiClient<R extends Record<string, Endpoint>> = {
  [K in keyof R]: (...args: ArgsTuple<R[K]>) => Promise<EndpointResponse<R[K]>>;
};

/** The typed client of a resource's endpoints (`createApiClient(caseEndpoints).acceptCase({ params: { id } })`). */
export function createApiClient<R extends Record<string, Endpoint>>(endpoints: R): ApiClient<R> {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [
      name,
      (args?: EndpointArgs<Endpoint>) => callEndpoint(endpoint, args as never),
    ]),
  ) as unknown as ApiClient<R>;
}
