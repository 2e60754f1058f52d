// The lingering close after a refused body (connection-tracker.ts, lingerBeforeClose): nothing
// that arrives after the refused request is served on that connection (the answer said
// `Connection: close`), although the rest of the body drains through Node's parser. Real sockets
// on loopback.
import { connect } from 'node:net';
import { anonKey, startTestApi, type TestApi } from '../../test/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { BODY_LIMIT_BYTES: '1024', LINGER_MS: '3000' } });
});

afterAll(async () => {
  await api.close();
});

/** Writes `bytes` on a new connection and resolves with all it read once the server closed it. */
function exchange(bytes: string): Promise<string> {
  const socket = connect(api.server.port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => undefined);
  socket.write(bytes);
  return new Promise((resolve) => socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8'))));
}

const statusLines = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];
const signupHead = (framing: string) =>
  `POST /auth/v1/signup HTTP/1.1\r\nHost: localhost\r\napikey: ${anonKey}\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`;
const pipelined = 'GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n';

it('a body past its declared limit is answered 413 once; a request pipelined behind it is not served', async () => {
  const body = `{"email":"${'a'.repeat(4000)}"}`;
  const text = await exchange(signupHead(`Content-Length: ${body.length}`) + body + pipelined);
  expect(statusLines(text)).toEqual(['HTTP/1.1 413']);
  expect(text).toMatch(/connection: close/i);
  expect(text).toContain('"code":"request_too_large"');
});

it('a chunked body past its limit is answered 413 once; a request pipelined behind it is not served', async () => {
  const piece = 'a'.repeat(2048);
  const chunked = `${piece.length.toString(16)}\r\n${piece}\r\n`.repeat(2) + '0\r\n\r\n';
  const text = await exchange(signupHead('Transfer-Encoding: chunked') + chunked + pipelined);
  expect(statusLines(text)).toEqual(['HTTP/1.1 413']);
  expect(text).toContain('"code":"request_too_large"');
});
