// A request's body is read whole (no pause longer than BODY_TIMEOUT_MS) within its size limit, before the request
// takes an admission slot (security/admission.ts): a client that sends its body slowly holds a
// connection for seconds, never a slot that others wait for. Storage uploads are the exception
// (their bodies stream to disk under the bucket's limit, and under MAX_CONCURRENT_UPLOADS).
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from './context';
import { ApiError } from './errors';

export interface BodyReadOptions {
  /** The largest body of this request, bytes; null when it is not read here (GET, uploads). */
  limitOf: (c: AppContext) => number | null;
  timeoutMs: number;
}

// The rest of the body is never read, so the connection cannot serve another request:
// `Connection: close` stops clients from reusing it (they would see "other side closed").
const closing = { Connection: 'close' };

const tooLarge = (maxSize: number) =>
  new ApiError(413, 'request_too_large', `Request body is larger than ${maxSize} bytes`, {}, closing);

const tooSlow = (timeoutMs: number) =>
  new ApiError(408, 'request_timeout', `No byte of the request body arrived for ${timeoutMs} ms`, {}, closing);

/** Whether the request announces a body (Node's parser knows none without one of these headers). */
function hasBody(headers: IncomingMessage['headers']): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

/**
 * The body of `incoming`, read to its end. Rejects with 413 past `maxSize` bytes (a declared
 * length is checked first), 408 when no byte came for `timeoutMs`, and with the stream's error or
 * an AbortError when the client goes away (the error handler logs that as 499). The whole request
 * is bounded by Node's requestTimeout (REQUEST_TIMEOUT_MS). A timer that fires after the event
 * loop was busy (PGlite runs queries on it) runs before the bytes that arrived meanwhile are read,
 * so the timeout is decided only after one more poll phase (setImmediate), on the last byte's time.
 */
export function readIncomingBody(incoming: IncomingMessage, maxSize: number, timeoutMs: number): Promise<Buffer> {
  const declared = incoming.headers['transfer-encoding'] === undefined ? incoming.headers['content-length'] : undefined;
  if (declared !== undefined && parseInt(declared, 10) > maxSize) return Promise.reject(tooLarge(maxSize));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let lastByteAt = Date.now();
    let settled = false;
    let timer: NodeJS.Timeout;
    const arm = (ms: number) => {
      timer = setTimeout(() => setImmediate(check), ms);
    };
    const check = () => {
      if (settled) return;
      const idle = Date.now() - lastByteAt;
      if (idle >= timeoutMs) finish(tooSlow(timeoutMs));
      else arm(timeoutMs - idle);
    };
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
      if (error) {
        // Stop reading: the answer closes the connection.
        incoming.pause();
        reject(error);
      } else resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      lastByteAt = Date.now();
      size += chunk.length;
      if (size > maxSize) finish(tooLarge(maxSize));
      else chunks.push(chunk);
    };
    const onEnd = () => finish(null);
    const onError = (error: Error) => finish(error);
    const onClose = () => {
      if (!incoming.complete) finish(Object.assign(new Error('The client closed the request'), { name: 'AbortError' }));
    };
    arm(timeoutMs);
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/**
 * Reads the body before the handlers run. On the Node server the bytes become the request's
 * `rawBody`, which @hono/node-server serves to `c.req.text()`/`json()` (and to `c.req.raw`)
 * without building a web Request; without one (app.request in tests) the web body is read and
 * kept in hono's body cache.
 */
export function readBodyFirst(options: BodyReadOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const maxSize = options.limitOf(c);
    if (maxSize === null) return next();
    const incoming = c.env?.incoming;
    if (incoming) {
      if (hasBody(incoming.headers)) {
        (incoming as IncomingMessage & { rawBody?: Buffer }).rawBody = await readIncomingBody(
          incoming,
          maxSize,
          options.timeoutMs,
        );
      }
      return next();
    }
    const declared = c.req.header('content-length');
    if (declared !== undefined && parseInt(declared, 10) > maxSize) throw tooLarge(maxSize);
    if ((await c.req.arrayBuffer()).byteLength > maxSize) throw tooLarge(maxSize);
    return next();
  };
}
