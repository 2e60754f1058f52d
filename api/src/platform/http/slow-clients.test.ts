// Slow clients cannot lock others out (docs/deployment.md "Slow clients"): bodies are read before a
// request takes an admission slot and time out after BODY_TIMEOUT_MS, headers after
// HEADERS_TIMEOUT_MS; one client address (an IPv6 one by its /64, behind TRUST_PROXY by its
// X-Forwarded-For) holds a bounded number of slots and realtime sockets. Real sockets on loopback,
// every loop bounded.
import { connect, type Socket } from 'node:net';
import { WebSocket } from 'ws';
import { AdmissionGate } from '../security/admission';
import { anonKey, startTestApi, type TestApi } from '../../test/harness';
import { signedInUser, type SignedInUser } from '../../test/storage';

interface RawResponse {
  /** The response as text (empty when the server closed without answering). */
  text: string;
  /** When the server closed the connection, ms after the request began. */
  closedAfterMs: number;
}

/** Opens a connection, writes `head` (and nothing more unless told), resolves once the server closed it. */
function rawRequest(port: number, head: string): { socket: Socket; done: Promise<RawResponse> } {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  socket.write(head);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<RawResponse>((resolve) => {
    socket.on('error', () => undefined);
    socket.on('close', () =>
      resolve({ text: Buffer.concat(chunks).toString('utf8'), closedAfterMs: Date.now() - started }),
    );
  });
  return { socket, done };
}

const status = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

describe('AdmissionGate per client address', () => {
  it('runs at most maxPerAddress requests of one address; the others wait, and other addresses go first', async () => {
    const gate = new AdmissionGate({ maxConcurrent: 3, queueLimit: 8, queueTimeoutMs: 10_000, maxPerAddress: 2 });
    expect(gate.tryAcquire('a')).toBe(true);
    expect(gate.tryAcquire('a')).toBe(true);
    // a is at its share: its third request waits although a slot is free, which b takes at once.
    const third = gate.acquire('a');
    expect(gate.tryAcquire('b')).toBe(true);
    const forB = gate.acquire('b');
    expect(gate.stats).toEqual({ active: 3, queued: 2, addresses: 2 });
    // b's slot comes free: b's waiting request runs, not a's older one (a still runs two).
    gate.release('b');
    expect(await forB).toBe(true);
    // A quarter of the queue (2 places, its share of slots) per address: a's next requests are refused.
    const fourth = gate.acquire('a');
    expect(await gate.acquire('a')).toBe(false);
    gate.release('a');
    expect(await third).toBe(true);
    gate.release('a');
    expect(await fourth).toBe(true);
    for (const address of ['a', 'a', 'b']) gate.release(address);
    expect(gate.stats).toEqual({ active: 0, queued: 0, addresses: 0 });
  });
});

describe('slow clients against the api', () => {
  let api: TestApi;
  let ada: SignedInUser;

  beforeAll(async () => {
    api = await startTestApi({
      env: {
        MAX_CONCURRENT_REQUESTS: '4',
        REQUEST_QUEUE_LIMIT: '4',
        REQUEST_QUEUE_TIMEOUT_MS: '2000',
        MAX_CONCURRENT_REQUESTS_PER_ADDRESS: '2',
        MAX_CONCURRENT_UPLOADS: '3',
        BODY_TIMEOUT_MS: '1500',
        HEADERS_TIMEOUT_MS: '1500',
        REQUEST_TIMEOUT_MS: '4000',
        REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '2',
        TRUST_PROXY: 'true',
      },
    });
    ada = await signedInUser(api, 'slow');
  });

  afterAll(async () => {
    await api.close();
  });

  it('serves others while 12 connections send their bodies slowly, then answers those 408 and closes them', async () => {
    const slow = Array.from({ length: 12 }, (_, index) =>
      rawRequest(
        api.server.port,
        `POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: localhost\r\napikey: ${anonKey}\r\n` +
          `Content-Type: application/json\r\nX-Forwarded-For: 198.51.100.${index + 1}\r\nContent-Length: 200\r\n\r\n{"email"`,
      ),
    );
    // A normal visitor's requests, with and without a body, are served at once.
    const started = Date.now();
    expect((await api.request('/auth/v1/settings')).status).toBe(200);
    const signIn = await api.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      json: { email: ada.email, password: 'wrong-password-1' },
    });
    expect(signIn.status).toBe(400);
    expect(Date.now() - started).toBeLessThan(1000);

    const answers = await Promise.all(slow.map((request) => request.done));
    for (const answer of answers) {
      expect(status(answer.text)).toBe(408);
      expect(answer.text).toContain('"code":"request_timeout"');
      expect(answer.closedAfterMs).toBeGreaterThanOrEqual(1400);
      expect(answer.closedAfterMs).toBeLessThan(4000);
    }
  });

  it('closes a connection whose headers never end within HEADERS_TIMEOUT_MS', async () => {
    const { done } = rawRequest(api.server.port, 'GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1');
    const answer = await done;
    expect(answer.closedAfterMs).toBeLessThan(1500 + 2500);
    expect([0, 408]).toContain(status(answer.text));
  });

  it('lets one address (an IPv6 one by its /64) hold at most its share of slots, while others get through', async () => {
    const settings = (address: string) => api.request('/auth/v1/settings', { headers: { 'x-forwarded-for': address } });
    // Uploads stream in under their slot: two slow ones hold both slots of 2001:db8::1's /64.
    const upload = (address: string, index: number) =>
      rawRequest(
        api.server.port,
        `POST /storage/v1/object/avatars/${ada.id}/slow-${index}.png HTTP/1.1\r\nHost: localhost\r\n` +
          `apikey: ${anonKey}\r\nAuthorization: Bearer ${ada.accessToken}\r\nContent-Type: image/png\r\n` +
          `X-Forwarded-For: ${address}\r\nContent-Length: 1000\r\n\r\n\x89PNG`,
      );
    const arrived = new Promise<void>((resolve) => {
      let seen = 0;
      const onRequest = () => {
        seen += 1;
        if (seen < 2) return;
        api.server.httpServer.off('request', onRequest);
        resolve();
      };
      api.server.httpServer.on('request', onRequest);
    });
    const held = [upload('2001:db8::1', 1), upload('2001:db8::1', 2)];
    await arrived;
    // The handlers read the uploads' first bytes (their slots are held) before we go on.
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The same /64 waits for its slots (and gives up after REQUEST_QUEUE_TIMEOUT_MS); others go first.
    const waiting = settings('2001:db8::2');
    expect((await settings('2001:db8:0:1::1')).status).toBe(200);
    expect((await settings('203.0.113.7')).status).toBe(200);
    const refused = await waiting;
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'over_capacity' });
    // A third upload (another address) takes the last upload slot; a fourth is refused.
    const third = upload('203.0.113.8', 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const fourth = await upload('203.0.113.9', 4).done;
    expect(status(fourth.text)).toBe(503);

    // REQUEST_TIMEOUT_MS ends the slow uploads; the address gets its slots back.
    for (const request of [...held, third]) expect((await request.done).closedAfterMs).toBeLessThan(4000 + 2500);
    expect((await settings('2001:db8::2')).status).toBe(200);
  });

  it('lets one address hold at most REALTIME_MAX_CONNECTIONS_PER_ADDRESS sockets', async () => {
    const open = (address: string) =>
      new Promise<{ ws: WebSocket; status: number }>((resolve) => {
        const ws = new WebSocket(`${api.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=2.0.0`, {
          headers: { 'x-forwarded-for': address },
        });
        ws.once('open', () => resolve({ ws, status: 101 }));
        ws.once('unexpected-response', (_request, response) => resolve({ ws, status: response.statusCode ?? 0 }));
        ws.once('error', () => resolve({ ws, status: 0 }));
      });
    const first = await Promise.all([open('192.0.2.1'), open('192.0.2.1')]);
    expect(first.map((socket) => socket.status)).toEqual([101, 101]);
    expect((await open('192.0.2.1')).status).toBe(429);
    const other = await open('192.0.2.2');
    expect(other.status).toBe(101);
    // A closed socket gives its place back.
    const closed = new Promise((resolve) => first[0].ws.once('close', resolve));
    first[0].ws.close();
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await open('192.0.2.1');
    expect(again.status).toBe(101);
    for (const socket of [first[1], other, again]) socket.ws.close();
  });
});
