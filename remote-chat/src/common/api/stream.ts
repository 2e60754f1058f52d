// One advisor turn as a Server-Sent Events stream. supabase-js' functions.invoke buffers the whole
// answer, so turns go through fetch with the headers supabase-js would send (apikey, Bearer access
// token or anon key, the guest token), are parsed with eventsource-parser and every event is checked
// against the contract. A refusal before the stream starts is JSON `{ code, message }`, mapped like
// every other api error.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import {
  FunctionError,
  getAuthConfig,
  getSupabase,
  readGuestToken,
  type CallErrorCode,
  type ResponseSchema,
} from '@cc/shared-auth';
import {
  type AdvisorDoneEvent,
  advisorDeltaEvent,
  advisorDoneEvent,
  advisorErrorEvent,
  advisorMetaEvent,
  advisorResetEvent,
  guestTokenHeader,
  isErrorCode,
} from '@cc/shared-contract';
export type AdvisorMeta = ReturnType<typeof advisorMetaEvent.parse>;

export interface StreamHandlers {
  onMeta?: (meta: AdvisorMeta) => void;
  onDelta: (text: string) => void;
  /** Discard the text streamed so far: the deltas that follow are the whole reply (the model broke off). */
  onReset: () => void;
}

export interface StreamOptions extends StreamHandlers {
  /** Function path under /functions/v1: `endpointPath(advisorEndpoints.advisorChat)`. */
  path: string;
  body: Record<string, unknown>;
  signal?: AbortSignal;
  /** A user is signed in: send their (refreshed) access token instead of the anon key. */
  withSession?: boolean;
}

const failure = (code: CallErrorCode, message: string, status: number | null = null, details?: unknown) =>
  new FunctionError({
    code,
    message,
    status,
    name: 'AdvisorStreamError',
    ...(details === undefined ? {} : { details }),
  });

async function headers(withSession: boolean): Promise<Record<string, string>> {
  const { anonKey } = getAuthConfig();
  let bearer = anonKey;
  if (withSession) {
    // getSession refreshes an expired token first, as supabase-js does before its own calls.
    const { data } = await (await getSupabase()).auth.getSession();
    if (data.session?.access_token) bearer = data.session.access_token;
  }
  const guest = readGuestToken();
  return {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
    apikey: anonKey,
    Authorization: `Bearer ${bearer}`,
    ...(guest ? { [guestTokenHeader]: guest } : {}),
  };
}

async function refusal(response: Response): Promise<FunctionError> {
  let body: { code?: unknown; message?: unknown; details?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON: the status decides
  }
  const code: CallErrorCode = isErrorCode(body.code)
    ? body.code
    : response.status === 429
      ? 'over_request_rate_limit'
      : 'unknown';
  const message = typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
  return failure(code, message, response.status, body.details);
}

function parsed<T>(schema: ResponseSchema<T>, event: EventSourceMessage): T {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    throw failure('invalid_response', `The ${event.event ?? 'message'} event is not JSON`);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw failure('invalid_response', `The ${event.event ?? 'message'} event breaks the contract`);
  return result.data;
}

/**
 * Sends one turn and reads its stream: `onMeta`, `onDelta` and `onReset` as the events arrive; resolves with
 * the `done` event, rejects with a FunctionError (the api's code, 'network', 'invalid_response'),
 * or with the AbortError when `signal` stopped it.
 */
export async function streamTurn({
  path,
  body,
  signal,
  withSession = false,
  onMeta,
  onDelta,
  onReset,
}: StreamOptions): Promise<AdvisorDoneEvent> {
  let response: Response;
  try {
    response = await fetch(`${getAuthConfig().url}/functions/v1/${path}`, {
      method: 'POST',
      headers: await headers(withSession),
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw failure('network', String(error));
  }
  if (!response.ok) throw await refusal(response);
  if (!response.body) throw failure('invalid_response', 'The answer has no body');

  // A holder, not two lets: the parser's callback sets them, which control-flow narrowing cannot see.
  const outcome: { done: AdvisorDoneEvent | null; error: FunctionError | null } = { done: null, error: null };
  const parser = createParser({
    onEvent(event) {
      if (outcome.done || outcome.error) return;
      switch (event.event) {
        case 'meta':
          onMeta?.(parsed(advisorMetaEvent, event));
          break;
        case 'delta':
          onDelta(parsed(advisorDeltaEvent, event).text);
          break;
        case 'reset':
          parsed(advisorResetEvent, event);
          onReset();
          break;
        case 'done':
          outcome.done = parsed(advisorDoneEvent, event);
          break;
        case 'error': {
          const { code, message } = parsed(advisorErrorEvent, event);
          outcome.error = failure(isErrorCode(code) ? code : 'unknown', message, response.status);
          break;
        }
        default:
          break; // unknown events (comments, keep-alives) are skipped
      }
    },
  });

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      parser.feed(decoder.decode(value, { stream: true }));
      if (outcome.done || outcome.error) break;
    }
  } catch (error) {
    if (signal?.aborted || error instanceof FunctionError) throw error;
    throw failure('network', String(error));
  } finally {
    reader.cancel().catch(() => undefined);
  }
  if (outcome.error) throw outcome.error;
  // The connection ended without `done`: the reply is incomplete.
  if (!outcome.done) throw failure('network', 'The stream ended before the reply was complete');
  return outcome.done;
}
