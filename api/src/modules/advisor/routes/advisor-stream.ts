// Streams one advisor reply as Server-Sent Events: `meta` first, the engine's text as `delta`s
// (a `reset` when the engine discards what it streamed), then `done`, or `error` when the engine
// fails. Everything that can be refused is checked before this starts, so a stream never carries
// a 4xx. A client that goes away aborts the engine; what it produced until then is handed to
// `onStopped` (the premium chat stores it, marked as stopped).
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { AppContext } from '../../../platform/http/context';
import type { AdvisorStream } from '../service';

/** Headers of every advisor stream: never cached, never buffered by a proxy (nginx honours X-Accel-Buffering). */
const streamHeaders = { 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' } as const;

/**
 * Writes events in order, as few writes as the engine allows: `send` writes at once (the meta
 * before the engine runs, the first delta: the first token's time), `queue` keeps an event and
 * writes it with the next `send` or one check phase later, so the deltas the offline coach yields
 * all in one go leave in one write rather than 30-50. A write passes a TransformStream, a
 * ReadableStream and `res.write` (a syscall each): in the chat bench the stream's writes cost the
 * api about as much as the PGlite upsert of the rate limit (docs/performance.md, "first token
 * under load"). The bytes are what `writeSSE` writes (the data is one line of JSON), so the client
 * reads the same events.
 */
class EventWriter {
  private pending = '';
  private scheduled = false;
  private written: Promise<unknown> = Promise.resolve();

  constructor(private readonly stream: SSEStreamingApi) {}

  queue(event: string, data: unknown): void {
    this.pending += `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  send(event: string, data: unknown): Promise<unknown> {
    this.queue(event, data);
    return this.flush();
  }

  /** Everything queued, written after what was written before; settles when it is written. */
  flush(): Promise<unknown> {
    this.scheduled = false;
    if (this.pending) {
      const chunk = this.pending;
      this.pending = '';
      this.written = this.written.then(() => this.stream.write(chunk));
    }
    return this.written;
  }
}

export function streamAdvisorReply(c: AppContext, reply: AdvisorStream): Response {
  const { logger } = c.get('services');
  const requestId = c.get('requestId');
  const controller = new AbortController();
  const abort = () => controller.abort();
  c.req.raw.signal.addEventListener('abort', abort, { once: true });

  const response = streamSSE(c, async (stream) => {
    stream.onAbort(abort);
    const events = new EventWriter(stream);
    let text = '';
    let finished = false;
    let first = true;
    try {
      await events.send('meta', reply.meta);
      for await (const event of reply.run(controller.signal)) {
        if (controller.signal.aborted) break;
        if (event.type === 'delta') {
          text += event.text;
          if (first) await events.send('delta', { text: event.text });
          else events.queue('delta', { text: event.text });
          first = false;
        } else if (event.type === 'reset') {
          text = '';
          events.queue('reset', {});
        } else {
          const done = await reply.onDone(event.meta);
          finished = true;
          await events.send('done', done);
          break;
        }
      }
      await events.flush();
      if (!finished && !controller.signal.aborted) throw new Error('the engine ended without a final event');
    } catch (error) {
      if (!controller.signal.aborted) {
        // No message text in the log: chats are personal data.
        logger.error('advisor stream failed', { request_id: requestId, error: (error as Error).message });
        await events.send('error', { code: 'unexpected_failure', message: 'The advisor could not answer' });
      }
    } finally {
      c.req.raw.signal.removeEventListener('abort', abort);
      if (!finished && controller.signal.aborted && reply.onStopped) {
        await reply.onStopped(text).catch((error: unknown) => {
          logger.error('advisor stream: storing a stopped reply failed', {
            request_id: requestId,
            error: (error as Error).message,
          });
        });
      }
    }
  });
  // Both: Hono merges the context's headers (where streamSSE put its own Cache-Control) into the response.
  for (const [name, value] of Object.entries(streamHeaders)) {
    c.header(name, value);
    response.headers.set(name, value);
  }
  return response;
}
