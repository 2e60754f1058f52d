// Test support: fake answers of the advisor's stream endpoints for a mocked `fetch`.

/** An event name (meta, delta, done, error, or anything else a server might send) and its data. */
export type SseEvent = [event: string, data: unknown];

/** Server-Sent Events text of these events. */
export const sse = (events: SseEvent[]) =>
  events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');

export const doneEvent = (overrides: Record<string, unknown> = {}) => ({
  message_id: null,
  lang: 'de',
  phase: 'situation',
  mode: 'coach',
  safety: null,
  tools: [],
  provider: 'offline',
  fallback: false,
  summary: null,
  ...overrides,
});

/** A reply streamed in pieces, then done. */
export const replyEvents = (pieces: string[], done: Record<string, unknown> = {}, action = 'reply'): SseEvent[] => [
  ['meta', { conversation_id: null, lang: 'de', action }],
  ...pieces.map((text): SseEvent => ['delta', { text }]),
  ['done', doneEvent(done)],
];

/**
 * The part of a fetch body the stream reader uses (`getReader().read()/cancel()`), fed by the test;
 * jsdom has no ReadableStream. Errors like fetch's body does when the request's signal aborts.
 */
class FakeBody {
  private queue: Uint8Array[] = [];
  private closed = false;
  private failure: Error | null = null;
  private waiting: (() => void) | null = null;
  private encoder = new TextEncoder();

  constructor(signal?: AbortSignal | null) {
    signal?.addEventListener('abort', () => this.fail(new DOMException('aborted', 'AbortError')));
  }

  push(text: string) {
    this.queue.push(this.encoder.encode(text));
    this.wake();
  }

  close() {
    this.closed = true;
    this.wake();
  }

  fail(error: Error) {
    this.failure = error;
    this.wake();
  }

  private wake() {
    this.waiting?.();
    this.waiting = null;
  }

  getReader() {
    const read = async (): Promise<{ done: boolean; value?: Uint8Array }> => {
      for (;;) {
        if (this.failure) throw this.failure;
        const next = this.queue.shift();
        if (next) return { done: false, value: next };
        if (this.closed) return { done: true };
        await new Promise<void>((resolve) => (this.waiting = resolve));
      }
    };
    return { read, cancel: () => Promise.resolve() };
  }
}

interface FakeResponse {
  ok: boolean;
  status: number;
  body: FakeBody | null;
  json: () => Promise<unknown>;
}

/** A 200 answer whose body streams these chunks (split anywhere, as networks do), then ends. */
export function streamResponse(chunks: string[]): FakeResponse {
  const body = new FakeBody();
  for (const chunk of chunks) body.push(chunk);
  body.close();
  return { ok: true, status: 200, body, json: () => Promise.reject(new Error('a stream is not JSON')) };
}

/** A 200 answer the test feeds piece by piece. */
export function controlledStream(signal?: AbortSignal | null) {
  const body = new FakeBody(signal);
  return {
    response: { ok: true, status: 200, body, json: () => Promise.reject(new Error('no JSON')) } as FakeResponse,
    push: (text: string) => body.push(text),
    close: () => body.close(),
  };
}

/** A refusal before the stream starts: JSON `{ code, message }`. */
export const errorResponse = (status: number, code: string, message = code): FakeResponse => ({
  ok: false,
  status,
  body: null,
  json: () => Promise.resolve({ code, message }),
});

/** The JSON body a mocked fetch was called with. */
export const sentBody = (call: unknown[]) =>
  JSON.parse(String((call[1] as { body: string }).body)) as Record<string, unknown>;
