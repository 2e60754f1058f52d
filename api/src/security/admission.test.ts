// Overload: a bounded queue and a quick 503 over_capacity with Retry-After instead of an
// unbounded wait; health checks are never queued.
import { anonKey, startTestApi, uniqueEmail, type TestApi } from '../test/harness';
import { AdmissionGate } from './admission';

describe('AdmissionGate', () => {
  it('admits up to maxConcurrent, queues up to queueLimit, refuses beyond, and hands slots on in order', async () => {
    const gate = new AdmissionGate({ maxConcurrent: 2, queueLimit: 1, queueTimeoutMs: 10_000 });
    expect(await gate.acquire()).toBe(true);
    expect(await gate.acquire()).toBe(true);
    const queued = gate.acquire();
    expect(await gate.acquire()).toBe(false);
    expect(gate.stats).toEqual({ active: 2, queued: 1 });
    gate.release();
    expect(await queued).toBe(true);
    expect(gate.stats).toEqual({ active: 2, queued: 0 });
    gate.release();
    gate.release();
    expect(gate.stats).toEqual({ active: 0, queued: 0 });
  });

  it('refuses a request that waited longer than queueTimeoutMs', async () => {
    const gate = new AdmissionGate({ maxConcurrent: 1, queueLimit: 5, queueTimeoutMs: 50 });
    expect(await gate.acquire()).toBe(true);
    const started = Date.now();
    expect(await gate.acquire()).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(gate.stats).toEqual({ active: 1, queued: 0 });
  });
});

describe('the api under overload', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({
      env: { MAX_CONCURRENT_REQUESTS: '1', REQUEST_QUEUE_LIMIT: '1', REQUEST_QUEUE_TIMEOUT_MS: '3000' },
    });
  });

  afterAll(async () => {
    await api.close();
  });

  it('answers 503 over_capacity with Retry-After when the queue is full, and serves the queued request later', async () => {
    // One request holds the only slot: its body arrives only when the test says so.
    let finishBody!: () => void;
    const bodyDone = new Promise<void>((resolve) => (finishBody = resolve));
    const payload = JSON.stringify({ email: uniqueEmail('slot'), password: 'correct-horse-7' });
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(payload.slice(0, 5)));
        await bodyDone;
        controller.enqueue(new TextEncoder().encode(payload.slice(5)));
        controller.close();
      },
    });
    const arrived = new Promise((resolve) => api.server.httpServer.once('request', resolve));
    const holding = fetch(`${api.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body,
      duplex: 'half',
    } as RequestInit);
    await arrived;

    const queued = api.request('/auth/v1/settings');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await api.request('/auth/v1/settings', { headers: { origin: 'http://localhost:3000' } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3');
    // The browser may read the answer (CORS) and its Retry-After.
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await refused.json()).toMatchObject({ code: 'over_capacity' });

    // Health checks never wait in the queue.
    expect((await api.request('/health')).status).toBe(200);

    finishBody();
    expect((await holding).status).toBe(200);
    expect((await queued).status).toBe(200);
    expect((await api.request('/auth/v1/settings')).status).toBe(200);
  });
});
