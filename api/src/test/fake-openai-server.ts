// A real local HTTP server that speaks the OpenAI chat-completions streaming protocol (SSE
// `data: {...}` chunks, then `data: [DONE]`), with failure modes for the provider's tests:
//   normal      streams the reply word by word
//   slow-first  waits `delayMs` before the first token (triggers the provider's timeout)
//   hang        sends the headers, then nothing
//   error-500   answers 500 with an OpenAI-style error body
//   error-429   answers 429 (rate limited)
//   error-401   answers 401 (a wrong key: not worth a retry)
//   broken-json sends two good chunks, then a chunk that is not JSON
//   drop        sends two good chunks, then destroys the connection
// The mode can change between requests; every request body is recorded.
import { Buffer } from 'node:buffer';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeOpenAIMode =
  'normal' | 'slow-first' | 'hang' | 'error-500' | 'error-429' | 'error-401' | 'broken-json' | 'drop';

export interface RecordedRequest {
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
  /** The text the normal modes stream. */
  reply = 'Das klingt nach einer schwierigen Lage. Was ist dir dabei am wichtigsten?';
  delayMs = 2000;
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
    this.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const mode = this.mode;
    if (mode === 'error-500' || mode === 'error-429' || mode === 'error-401') {
      const status = Number(mode.slice(-3));
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: `fake ${status}`, type: 'server_error', code: null } }));
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
      if (mode === 'broken-json' || mode === 'drop') {
        send(chunk(words[0] ?? 'Hallo '));
        send(chunk(words[1] ?? 'du '));
        if (mode === 'broken-json') {
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
