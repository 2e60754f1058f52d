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

const send = (stream: SSEStreamingApi, event: string, data: unknown) =>
  stream.writeSSE({ event, data: JSON.stringify(data) });

export function streamAdvisorReply(c: AppContext, reply: AdvisorStream): Response {
  const { logger } = c.get('services');
  const requestId = c.get('requestId');
  const controller = new AbortController();
  const abort = () => controller.abort();
  c.req.raw.signal.addEventListener('abort', abort, { once: true });

  const response = streamSSE(c, async (stream) => {
    stream.onAbort(abort);
    let text = '';
    let finished = false;
    try {
      await send(stream, 'meta', reply.meta);
      for await (const event of reply.run(controller.signal)) {
        if (controller.signal.aborted) break;
        if (event.type === 'delta') {
          text += event.text;
          await send(stream, 'delta', { text: event.text });
        } else if (event.type === 'reset') {
          text = '';
          await send(stream, 'reset', {});
        } else {
          const done = await reply.onDone(event.meta);
          finished = true;
          await send(stream, 'done', done);
          break;
        }
      }
      if (!finished && !controller.signal.aborted) throw new Error('the engine ended without a final event');
    } catch (error) {
      if (!controller.signal.aborted) {
        // No message text in the log: chats are personal data.
        logger.error('advisor stream failed', { request_id: requestId, error: (error as Error).message });
        await send(stream, 'error', { code: 'unexpected_failure', message: 'The advisor could not answer' });
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
