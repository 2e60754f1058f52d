// A real local HTTP server that speaks the OpenAI chat-completions streaming protocol (SSE
// `data: {...}` chunks, then `data: [DONE]`), with failure modes for the provider's tests:
//   normal      streams the reply word by word
//   slow-first  waits `delayMs` before the first token (triggers the provider's timeout)
//   hang        sends the headers, then nothing
//   error-500   answers 500 with an OpenAI-style error body
//   error-429   answers 429 (rate limited), with `retryAfter` / `retryAfterMs` as headers when set
//   error-503   answers 503 (overloaded), with the same headers
//   error-401   answers 401 with the code `invalid_api_key` and the key in its message (not worth a retry)
//   broken-json sends two good chunks, then a chunk that is not JSON
//   drop        sends two good chunks, then destroys the connection
//   empty       finishes (`stop`) without any text
//   blank       streams only whitespace, then finishes (`stop`)
//   length      sends two good chunks, then finishes with `length` (the token limit)
//   filtered    sends two good chunks, then finishes with `content_filter`
// A request without `stream: true` (the safety layer's classification call) gets one JSON
// completion whose content is `classification`, after the same errors, hangs and delays.
// `modes` (taken one per request, first) lets one request fail and the next succeed; otherwise
// `mode` applies. Every request body is recorded.
import { Buffer } from 'node:buffer';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeOpenAIMode =
  | 'normal'
  | 'slow-first'
  | 'hang'
  | 'error-500'
  | 'error-429'
  | 'error-503'
  | 'error-401'
  | 'broken-json'
  | 'drop'
  | 'empty'
  | 'blank'
  | 'length'
  | 'filtered';

export interface RecordedRequest {
  /** When it arrived (Date.now()). */
  at: number;
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
  };
}

export class FakeOpenAIServer {
  mode: FakeOpenAIMode = 'normal';
  /** Modes for the next requests, one each, before `mode` applies again. */
  readonly modes: FakeOpenAIMode[] = [];
  /** Headers of the 429 and 503 answers (`Retry-After`, `retry-after-ms`) when set. */
  retryAfter: string | null = null;
  retryAfterMs: string | null = null;
  /** The text the normal modes stream. */
  reply = 'Das klingt nach einer schwierigen Lage. Was ist dir dabei am wichtigsten?';
  delayMs = 2000;
  /** The content of a non-streamed completion (the safety layer's classification call). */
  classification = '{"categories": []}';
  readonly requests: RecordedRequest[] = [];
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  /** Base URL for the client, e.g. http://127.0.0.1:51234/v1. */
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/v1`;
    return this;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private later(ms: number, fn: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    this.timers.add(timer);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: RecordedRequest['body'] = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
    } catch {
      // recorded as empty
    }
    this.requests.push({ at: Date.now(), path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const mode = this.modes.shift() ?? this.mode;
    if (mode.startsWith('error-')) {
      const status = Number(mode.slice(-3));
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (status === 429 || status === 503) {
        if (this.retryAfter !== null) headers['retry-after'] = this.retryAfter;
        if (this.retryAfterMs !== null) headers['retry-after-ms'] = this.retryAfterMs;
      }
      // Like OpenAI's, the 401 message repeats the key it was sent: it must never reach a log.
      const key = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const message = status === 401 ? `Incorrect API key provided: ${key}` : `fake ${status}`;
      const code = status === 401 ? 'invalid_api_key' : null;
      res.writeHead(status, headers).end(JSON.stringify({ error: { message, type: 'server_error', code } }));
      return;
    }
    if (body.stream !== true) {
      if (mode === 'hang') return;
      this.later(mode === 'slow-first' ? this.delayMs : 0, () => {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            created: 1700000000,
            model: body.model ?? 'fake',
            choices: [
              { index: 0, message: { role: 'assistant', content: this.classification }, finish_reason: 'stop' },
            ],
          }),
        );
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.flushHeaders();
    if (mode === 'hang') return; // headers only; the stop() call closes the socket
    const words = this.reply.match(/\S+\s*/g) ?? [];
    const send = (data: string) => res.write(`data: ${data}\n\n`);
    const chunk = (content: string | null, finish: string | null = null) =>
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: 1700000000,
        model: body.model ?? 'fake',
        choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
      });
    const start = mode === 'slow-first' ? this.delayMs : 0;
    this.later(start, () => {
      if (mode === 'empty' || mode === 'blank') {
        if (mode === 'blank') for (const space of [' ', '\n\n', '  ']) send(chunk(space));
        send(chunk(null, 'stop'));
        send('[DONE]');
        res.end();
        return;
      }
      if (mode === 'broken-json' || mode === 'drop' || mode === 'length' || mode === 'filtered') {
        send(chunk(words[0] ?? 'Hallo '));
        send(chunk(words[1] ?? 'du '));
        if (mode === 'length' || mode === 'filtered') {
          send(chunk(null, mode === 'length' ? 'length' : 'content_filter'));
          send('[DONE]');
          res.end();
        } else if (mode === 'broken-json') {
          send('{"id": "chatcmpl-fake", "choices": [{"delta": {"content": "kap');
          send('[DONE]');
          res.end();
        } else {
          this.later(20, () => res.socket?.destroy());
        }
        return;
      }
      send(
        JSON.stringify({
          ...JSON.parse(chunk(null)),
          choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }],
        }),
      );
      for (const word of words) send(chunk(word));
      send(chunk(null, 'stop'));
      send('[DONE]');
      res.end();
    });
  }
}
