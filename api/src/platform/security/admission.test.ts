// Overload: a bounded queue and a quick 503 over_capacity with Retry-After instead of an
// unbounded wait; health checks are never queued.
import { anonKey, startTestApi, type TestApi } from '../../test/harness';
import { pngBytes, signedInUser } from '../../test/storage';
import { AdmissionGate } from './admission';

describe('AdmissionGate', () => {
  it('admits up to maxConcurrent, queues up to queueLimit, refuses beyond, and hands slots on in order', async () => {
    const gate = new AdmissionGate({ maxConcurrent: 2, queueLimit: 1, queueTimeoutMs: 10_000 });
    expect(await gate.acquire()).toBe(true);
    expect(await gate.acquire()).toBe(true);
    const queued = gate.acquire();
    expect(await gate.acquire()).toBe(false);
    expect(gate.stats).toEqual({ active: 2, queued: 1, addresses: 1 });
    gate.release();
    expect(await queued).toBe(true);
    expect(gate.stats).toEqual({ active: 2, queued: 0, addresses: 1 });
    gate.release();
    gate.release();
    expect(gate.stats).toEqual({ active: 0, queued: 0, addresses: 0 });
  });

  it('refuses a request that waited longer than queueTimeoutMs', async () => {
    const gate = new AdmissionGate({ maxConcurrent: 1, queueLimit: 5, queueTimeoutMs: 50 });
    expect(await gate.acquire()).toBe(true);
    const started = Date.now();
    expect(await gate.acquire()).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(gate.stats).toEqual({ active: 1, queued: 0, addresses: 1 });
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
    // A storage upload holds the only slot (uploads stream in under their slot; other bodies are
    // read before a slot is taken): its body arrives only when the test says so.
    const ada = await signedInUser(api, 'slot');
    let finishBody!: () => void;
    const bodyDone = new Promise<void>((resolve) => (finishBody = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(pngBytes.subarray(0, 5));
        await bodyDone;
        controller.enqueue(pngBytes.subarray(5));
        controller.close();
      },
    });
    const arrived = new Promise((resolve) => api.server.httpServer.once('request', resolve));
    const holding = fetch(`${api.url}/storage/v1/object/avatars/${ada.id}/slot.png`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${ada.accessToken}`,
        'content-type': 'image/png',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    await arrived;
    // The handler checks the caller and the bucket before it reads the body.
    await new Promise((resolve) => setTimeout(resolve, 300));

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
