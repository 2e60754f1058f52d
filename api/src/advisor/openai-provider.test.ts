// The OpenAI-compatible provider against a real local server that speaks the streaming protocol
// (api/src/test/fake-openai-server.ts), in every mode, through the engine as the routes use it.
import { loadConfig } from '../platform/config';
import { createLogger, type LogLevel } from '../platform/log';
import { FakeOpenAIServer, type FakeOpenAIMode } from '../test/fake-openai-server';
import { createAdvisorEngine } from './engine';
import { retryAfterMs } from './openai-provider';
import type { AdvisorEvent, AdvisorInputRaw } from './types';

let server: FakeOpenAIServer;
/** What the provider logged in the current test, parsed. */
let logged: ({ level: LogLevel } & Record<string, unknown>)[] = [];
let rawLog = '';
const logger = createLogger('debug', (line, level) => {
  rawLog += `${line}\n`;
  logged.push({ ...(JSON.parse(line) as Record<string, unknown>), level });
});

beforeAll(async () => {
  server = await new FakeOpenAIServer().start();
});
afterAll(() => server.stop());
beforeEach(() => {
  server.mode = 'normal';
  server.modes.length = 0;
  server.retryAfter = null;
  server.retryAfterMs = null;
  server.requests.length = 0;
  logged = [];
  rawLog = '';
});

// Generous where the timeout is not what a test is about: on a loaded machine (2 shared cores)
// a first request can take a second or more, and the one deadline has no retry to absorb that.
function engine(timeoutMs = 5000) {
  const config = loadConfig({
    ADVISOR_PROVIDER: 'openai',
    ADVISOR_OPENAI_BASE_URL: server.url,
    ADVISOR_OPENAI_API_KEY: 'sk-test',
    ADVISOR_OPENAI_MODEL: 'fake-model',
    ADVISOR_OPENAI_TIMEOUT_MS: String(timeoutMs),
  }).advisor;
  // The model's own safety classification has its own tests (safety/model-check.test.ts).
  return createAdvisorEngine(config, { openai: { retryDelayMs: 10, logger }, modelCheck: null });
}

const turn: AdvisorInputRaw = {
  messages: [
    { role: 'user', content: 'Mein Mitgründer trifft alle Entscheidungen allein und ich fühle mich übergangen.' },
  ],
  uiLanguage: 'en',
  mode: 'public',
};

async function collect(events: AsyncIterable<AdvisorEvent>) {
  const all: AdvisorEvent[] = [];
  for await (const event of events) all.push(event);
  const done = all.at(-1);
  if (done?.type !== 'done') throw new Error('no final event');
  // What a consumer shows: deltas after the last reset.
  const lastReset = all.map((e) => e.type).lastIndexOf('reset');
  const shown = all
    .slice(lastReset + 1)
    .map((e) => (e.type === 'delta' ? e.text : ''))
    .join('');
  return { all, meta: done.meta, shown };
}

describe('openai provider', () => {
  test('streams the model reply in chunks, with the rules in the system prompt', async () => {
    const { all, meta, shown } = await collect(engine().reply(turn));
    expect(all.filter((e) => e.type === 'delta').length).toBeGreaterThan(3);
    expect(shown).toBe(server.reply);
    expect(meta).toMatchObject({ provider: 'openai', fallback: false, language: 'de', text: server.reply });
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({ model: 'fake-model', stream: true });
    const system = request.body.messages?.[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/You are an AI/);
    expect(system?.content).toMatch(/reply in German/);
    expect(system?.content).toMatch(/No legal advice/);
    expect(system?.content).toMatch(/No diagnosis/);
    expect(system?.content).toMatch(/exactly one open question/);
    expect(request.body.messages?.at(-1)).toEqual({ role: 'user', content: turn.messages[0]!.content });
  });

  test.each<FakeOpenAIMode>(['error-500', 'error-429', 'error-503'])(
    '%s: one retry, then the offline coach answers with a note',
    async (mode) => {
      server.mode = mode;
      const { meta, shown, all } = await collect(engine().reply(turn));
      expect(server.requests).toHaveLength(2);
      expect(meta).toMatchObject({ provider: 'offline', fallback: true, language: 'de' });
      expect(shown).toMatch(/^_\(Antwort des eingebauten Coachs/);
      expect(shown).toContain('übergangen');
      expect(shown).toBe(meta.text);
      expect(all.some((e) => e.type === 'reset')).toBe(false);
    },
  );

  test.each<FakeOpenAIMode>(['slow-first', 'hang'])(
    '%s: a stall before the first token waits the timeout once, with no second attempt',
    async (mode) => {
      server.mode = mode;
      // A server that would answer after 4 s: the one timeout of 1 s ends it, with no second
      // request (which would double the wait).
      server.delayMs = 4000;
      const started = Date.now();
      const { meta, shown, all } = await collect(engine(1000).reply(turn));
      expect(Date.now() - started).toBeLessThan(3500);
      expect(server.requests).toHaveLength(1);
      expect(meta).toMatchObject({ provider: 'offline', fallback: true });
      expect(shown).toMatch(/^_\(Antwort des eingebauten Coachs/);
      expect(all.some((e) => e.type === 'reset')).toBe(false);
      expect(logged).toEqual([
        expect.objectContaining({ level: 'error', kind: 'timeout', attempt: 1, next: 'fallback' }),
      ]);
    },
  );

  test('a failure that a retry heals: the model answers, the failure is logged as a warning', async () => {
    server.modes.push('error-500');
    const { meta, shown } = await collect(engine().reply(turn));
    expect(meta).toMatchObject({ provider: 'openai', fallback: false });
    expect(shown).toBe(server.reply);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'advisor model failed',
        provider: 'openai',
        kind: 'http_error',
        status: 500,
        attempt: 1,
        next: 'retry',
      }),
    ]);
  });

  test.each<['retry-after-ms' | 'retry-after', FakeOpenAIMode]>([
    ['retry-after-ms', 'error-429'],
    ['retry-after', 'error-503'],
  ])('%s on %s is honoured within the timeout', async (header, mode) => {
    server.modes.push(mode);
    if (header === 'retry-after-ms') server.retryAfterMs = '200';
    else server.retryAfter = '0.2';
    const { meta, shown } = await collect(engine(4000).reply(turn));
    expect(meta).toMatchObject({ provider: 'openai', fallback: false });
    expect(shown).toBe(server.reply);
    const [first, second] = server.requests;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(190);
    expect(logged[0]).toMatchObject({ status: mode === 'error-429' ? 429 : 503, retry_after_ms: 200, next: 'retry' });
  });

  test.each<[string, 'retry-after-ms' | 'retry-after', () => string]>([
    ['retry-after: 30', 'retry-after', () => '30'],
    ['retry-after: a date a minute ahead', 'retry-after', () => new Date(Date.now() + 60_000).toUTCString()],
    ['retry-after-ms: 2500', 'retry-after-ms', () => '2500'],
  ])('%s, beyond what the timeout leaves: the coach answers at once', async (_, header, value) => {
    server.mode = 'error-429';
    if (header === 'retry-after-ms') server.retryAfterMs = value();
    else server.retryAfter = value();
    const started = Date.now();
    const { meta } = await collect(engine(3000).reply(turn));
    // No pause and no second request: far less than the 30 s or the minute asked for.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(meta).toMatchObject({ provider: 'offline', fallback: true });
    expect(server.requests).toHaveLength(1);
    expect(logged).toEqual([expect.objectContaining({ level: 'error', status: 429, next: 'fallback' })]);
  });

  test('Retry-After in seconds, as an HTTP date and in ms', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    const headers = (values: Record<string, string>) => new Headers(values);
    expect(retryAfterMs(headers({ 'retry-after': '3' }), now)).toBe(3000);
    expect(retryAfterMs(headers({ 'retry-after': 'Sun, 01 Mar 2026 10:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(headers({ 'retry-after': 'Sun, 01 Mar 2026 09:59:00 GMT' }), now)).toBe(0);
    expect(retryAfterMs(headers({ 'retry-after-ms': '250', 'retry-after': '3' }), now)).toBe(250);
    expect(retryAfterMs(headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterMs(headers({}), now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });

  test.each<FakeOpenAIMode>(['empty', 'blank'])(
    '%s completion: not shown, the offline coach answers (nothing to reset, no retry)',
    async (mode) => {
      server.mode = mode;
      const { meta, shown, all } = await collect(engine().reply(turn));
      expect(meta).toMatchObject({ provider: 'offline', fallback: true });
      expect(all[0]).toEqual({ type: 'delta', text: expect.stringMatching(/^_\(Antwort des eingebauten Coachs/) });
      expect(all.some((e) => e.type === 'reset')).toBe(false);
      expect(shown).toBe(meta.text);
      expect(server.requests).toHaveLength(1);
      expect(logged).toEqual([expect.objectContaining({ level: 'error', kind: 'empty_reply', next: 'fallback' })]);
    },
  );

  test.each<[FakeOpenAIMode, string]>([
    ['length', 'length'],
    ['filtered', 'content_filter'],
  ])('finish reason %s: the partial text is reset and the offline coach answers', async (mode, reason) => {
    server.mode = mode;
    const { meta, shown, all } = await collect(engine().reply(turn));
    const types = all.map((e) => e.type);
    expect(types.indexOf('delta')).toBeLessThan(types.indexOf('reset'));
    expect(meta).toMatchObject({ provider: 'offline', fallback: true });
    expect(shown).toMatch(/^_\(Antwort des eingebauten Coachs/);
    expect(shown).toBe(meta.text);
    expect(server.requests).toHaveLength(1);
    expect(logged).toEqual([expect.objectContaining({ kind: 'cut_off', code: reason, next: 'fallback' })]);
  });

  test.each<FakeOpenAIMode>(['broken-json', 'drop'])(
    '%s mid-stream: the partial text is reset and the offline coach answers',
    async (mode) => {
      server.mode = mode;
      const { meta, shown, all } = await collect(engine().reply(turn));
      const types = all.map((e) => e.type);
      expect(types.indexOf('delta')).toBeLessThan(types.indexOf('reset'));
      expect(meta).toMatchObject({ provider: 'offline', fallback: true });
      expect(shown.startsWith('_(Antwort des eingebauten Coachs')).toBe(true);
      expect(shown).toBe(meta.text);
      expect(server.requests).toHaveLength(1);
      expect(logged).toEqual([expect.objectContaining({ level: 'error', attempt: 1, next: 'fallback' })]);
      expect(logged[0]!.kind).toMatch(/^(broken_stream|incomplete_stream)$/);
    },
  );

  test('a refused connection falls back to the offline coach', async () => {
    const down = new FakeOpenAIServer();
    await down.start();
    const url = down.url;
    await down.stop();
    const config = loadConfig({
      ADVISOR_PROVIDER: 'openai',
      ADVISOR_OPENAI_BASE_URL: url,
      ADVISOR_OPENAI_TIMEOUT_MS: '3000',
    });
    const { meta } = await collect(
      createAdvisorEngine(config.advisor, { openai: { retryDelayMs: 10, logger }, modelCheck: null }).reply(turn),
    );
    expect(meta).toMatchObject({ provider: 'offline', fallback: true });
    expect(logged.at(-1)).toMatchObject({ kind: 'connection_error', code: 'ECONNREFUSED', next: 'fallback' });
  });

  test('safety runs first and is never delegated: a crisis never reaches the model', async () => {
    const { meta, shown } = await collect(
      engine().reply({ ...turn, messages: [{ role: 'user', content: 'Ich will nicht mehr leben.' }] }),
    );
    expect(server.requests).toHaveLength(0);
    expect(meta).toMatchObject({ provider: 'safety', safety: 'crisis', phase: null });
    expect(shown).toContain('0800 111 0 111');
  });

  test('a legal question: the boundary comes from the engine, the model continues after it', async () => {
    const { meta, shown } = await collect(
      engine().reply({ ...turn, messages: [{ role: 'user', content: 'Can I sue my cofounder for this?' }] }),
    );
    expect(shown.startsWith('I can’t give you a legal assessment')).toBe(true);
    expect(shown.endsWith(server.reply)).toBe(true);
    expect(meta).toMatchObject({ safety: 'legal', provider: 'openai', language: 'en' });
    expect(server.requests[0]?.body.messages?.[0]?.content).toMatch(/legal boundary note has already been shown/);
  });

  test('the boundary is shown again after a reset', async () => {
    server.mode = 'drop';
    const { shown } = await collect(
      engine().reply({ ...turn, messages: [{ role: 'user', content: 'Is this even legal, what he does?' }] }),
    );
    expect(shown.startsWith('I can’t give you a legal assessment')).toBe(true);
    expect(shown).toContain('(Answer from the built-in coach');
  });

  test('a wrong key (401) is not retried, and is logged with status and code, without text or key', async () => {
    server.mode = 'error-401';
    const { meta } = await collect(engine().reply(turn));
    expect(meta).toMatchObject({ provider: 'offline', fallback: true });
    expect(server.requests).toHaveLength(1);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'advisor model failed',
        model: 'fake-model',
        kind: 'http_error',
        status: 401,
        code: 'invalid_api_key',
        attempt: 1,
        next: 'fallback',
      }),
    ]);
    // The server's message repeats the key; the log has neither it nor the conversation.
    expect(rawLog).not.toContain('sk-test');
    expect(rawLog).not.toContain('übergangen');
  });

  test('the user stopping the reply ends the stream without a fallback', async () => {
    server.mode = 'hang';
    const controller = new AbortController();
    // Stop once the request has reached the model.
    const poll = setInterval(() => {
      if (server.requests.length > 0) {
        clearInterval(poll);
        controller.abort();
      }
    }, 10);
    const events: AdvisorEvent[] = [];
    for await (const event of engine(5000).reply(turn, { signal: controller.signal })) events.push(event);
    expect(events).toEqual([]);
    expect(server.requests).toHaveLength(1);
    expect(logged).toEqual([]);
  });
});
