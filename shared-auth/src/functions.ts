// Calls a product endpoint under /functions/v1 with the one client and turns its failures into
// `{ code, message, status }` (the api answers errors as `{ code, message }` with a 4xx status).
import { getSupabase } from './client';
import { readGuestToken } from './guest';

export interface FunctionCallError {
  /** The api's stable code ('invalid_email', 'over_request_rate_limit', …), 'network' or 'unknown'. */
  code: string;
  message: string;
  status: number | null;
  /** The error's class name as supabase-js reports it (kept for describeAuthError). */
  name: string;
}

export type FunctionResult<T> = { data: T; error: null } | { data: null; error: FunctionCallError };

interface ResponseLike {
  status: number;
  clone(): { json(): Promise<unknown> };
}

const isResponseLike = (value: unknown): value is ResponseLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ResponseLike).status === 'number' &&
  typeof (value as ResponseLike).clone === 'function';

async function readHttpError(context: unknown): Promise<Partial<FunctionCallError>> {
  if (!isResponseLike(context)) return {};
  const status = context.status;
  try {
    const body = (await context.clone().json()) as { code?: unknown; message?: unknown; error?: unknown };
    const code = typeof body.code === 'string' ? body.code : typeof body.error === 'string' ? body.error : undefined;
    return { status, code, message: typeof body.message === 'string' ? body.message : undefined };
  } catch {
    return { status };
  }
}

export interface InvokeOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Identifies a guest to the api (signed-in users travel with the client's session). */
function guestHeaders(): Record<string, string> {
  const token = readGuestToken();
  return token ? { 'x-guest-token': token } : {};
}

/**
 * `supabase.functions.invoke` with the guest's token added and its errors read out into
 * `{ code, message, status }`; never throws.
 */
export async function invokeFunction<T>(
  name: string,
  { method, body, headers }: InvokeOptions = {},
): Promise<FunctionResult<T>> {
  try {
    const client = await getSupabase();
    const allHeaders = { ...guestHeaders(), ...headers };
    const { data, error } = await client.functions.invoke<T>(name, {
      ...(method ? { method } : {}),
      ...(body === undefined ? {} : { body }),
      ...(Object.keys(allHeaders).length ? { headers: allHeaders } : {}),
    });
    if (!error) return { data: data as T, error: null };
    const errorName = typeof error?.name === 'string' ? error.name : 'FunctionsError';
    const details = errorName === 'FunctionsHttpError' ? await readHttpError(error.context) : {};
    const status = details.status ?? null;
    const code =
      details.code ??
      (errorName === 'FunctionsFetchError' ? 'network' : status === 429 ? 'over_request_rate_limit' : 'unknown');
    return {
      data: null,
      error: { code, status, name: errorName, message: details.message ?? String(error?.message ?? error) },
    };
  } catch (error) {
    // The client could not load (offline, chunk failed): as good as a network failure.
    return {
      data: null,
      error: { code: 'network', status: null, name: 'FunctionsFetchError', message: String(error) },
    };
  }
}
