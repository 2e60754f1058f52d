// The advisor's stream writes what the engine yields in one go in one write (advisor-stream.ts):
// each write costs the api a TransformStream, a ReadableStream and a syscall, and the offline
// coach yields 30-50 deltas at once. The client reads the same events.
import { ServerResponse } from 'node:http';
import { startTestApi, type TestApi } from '../../../test/harness';
import { call, readReply } from '../../../test/advisor';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_ADVISOR_CHAT_PER_IP: '1000/60' } });
});

afterAll(async () => {
  await api.close();
});

describe('advisor stream writes', () => {
  it.each([
    ['de', 'Mein Mitgründer entscheidet alles allein, und im Team merkt das inzwischen jeder.'],
    ['en', 'My co-founder decides everything alone, and by now the whole team notices it.'],
  ])('sends an offline reply (%s) in a few writes, with all its events', async (lang, message) => {
    const writes = jest.spyOn(ServerResponse.prototype, 'write');
    try {
      const reply = await readReply(
        await call(api, null, '/advisor-chat', { method: 'POST', json: { message, lang } }),
      );
      const deltas = reply.events.filter((event) => event.event === 'delta');
      expect(deltas.length).toBeGreaterThan(10);
      expect(reply.text.length).toBeGreaterThan(100);
      expect(reply.events.at(-1)?.event).toBe('done');
      // The meta, the first delta, then the rest with done (a write or two more at most).
      expect(writes.mock.calls.length).toBeLessThanOrEqual(5);
    } finally {
      writes.mockRestore();
    }
  });
});
