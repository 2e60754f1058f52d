// The public advisor carries the conversation the browser keeps in its request body: a history at
// the contract's limits must fit, while every other endpoint keeps the general body limit.
import { advisorMaxMessageLength, advisorMaxPublicHistory } from '@cc/shared-contract';
import { startTestApi, type TestApi } from '../../../test/harness';
import { call, readReply } from '../../../test/advisor';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_ADVISOR_CHAT_PER_IP: '1000/60', BODY_LIMIT_BYTES: '65536' } });
});

afterAll(async () => {
  await api.close();
});

// Umlauts take two bytes in UTF-8: the body is well over 64 KiB.
const longMessage = (index: number) => `${index} Über unsere Zusammenarbeit: `.padEnd(advisorMaxMessageLength, 'ä');

describe('body limits', () => {
  it('accepts a public conversation at the contract’s history and message limits', async () => {
    const history = Array.from({ length: advisorMaxPublicHistory }, (_, index) => ({
      role: index % 2 ? ('assistant' as const) : ('user' as const),
      content: longMessage(index),
    }));
    const json = { message: longMessage(99), history, lang: 'de' };
    expect(Buffer.byteLength(JSON.stringify(json))).toBeGreaterThan(65536);
    const response = await call(api, null, '/advisor-chat', { method: 'POST', json });
    expect(response.status).toBe(200);
    const reply = await readReply(response);
    expect(reply.events.at(-1)?.event).toBe('done');
  });

  it('keeps the general limit for other endpoints', async () => {
    const response = await call(api, null, '/guest-session', {
      method: 'POST',
      json: { email: 'a@example.com', firstName: 'x'.repeat(70_000), consent: true },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'request_too_large' });
  });
});
