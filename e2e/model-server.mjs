// A tiny chat-completions server for the end-to-end tests (the OpenAI streaming protocol: SSE
// `data: {...}` chunks, then `data: [DONE]`). It streams `modelReply` word by word, except when
// the latest user message contains `breakMarker`: then it sends the first words and cuts the
// connection, as a model that fails mid-reply does. The api's own tests use a fuller server with
// every failure mode (api/src/test/fake-openai-server.ts).
import { createServer } from 'node:http';

// A neutral token: the safety classifier reads "bricht … ab" as a violence word and adds a gentle
// crisis note (a known false alarm, docs/advisor.md), which this test is not about.
export const breakMarker = '#e2e-model-cut';
export const modelReply = 'Das Modell hört dir zu. Was ist dir in diesem Konflikt am wichtigsten?';

/**
 * Starts the server on a free loopback port.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} url: the base URL for the client (…/v1)
 */
export async function startModelServer() {
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    let messages = [];
    try {
      messages = JSON.parse(body).messages ?? [];
    } catch {
      // no messages: the normal reply
    }
    const latest = messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
    const breaks = String(latest).includes(breakMarker);
    const chunk = (delta, finish = null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-e2e',
        object: 'chat.completion.chunk',
        created: 1700000000,
        model: 'e2e-model',
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk({ role: 'assistant' }));
    const words = modelReply.match(/\S+\s*/g) ?? [];
    for (const word of breaks ? words.slice(0, 3) : words) res.write(chunk({ content: word }));
    if (breaks) {
      // The words reach the browser through the api first; then the connection is gone.
      setTimeout(() => res.socket?.destroy(), 500);
      return;
    }
    res.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
