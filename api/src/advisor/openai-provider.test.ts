// The OpenAI-compatible provider against a real local server that speaks the streaming protocol
// (api/src/test/fake-openai-server.ts), in every mode, through the engine as the routes use it.
import { loadConfig } from '../config';
import { FakeOpenAIServer, type FakeOpenAIMode } from '../test/fake-openai-server';
import { createAdvisorEngine } from './engine';
import type { AdvisorEvent, AdvisorInputRaw } from './types';

let server: FakeOpenAIServer;

beforeAll(async () => {
  server = await new FakeOpenAIServer().start();
});
afterAll(() => server.stop());
beforeEach(() => {
  server.mode = 'normal';
  server.requests.length = 0;
});

function engine(timeoutMs = 400) {
  const config = loadConfig({
    ADVISOR_PROVIDER: 'openai',
    ADVISOR_OPENAI_BASE_URL: server.url,
    ADVISOR_OPENAI_API_KEY: 'sk-test',
    ADVISOR_OPENAI_MODEL: 'fake-model',
    ADVISOR_OPENAI_TIMEOUT_MS: String(timeoutMs),
  }).advisor;
  return createAdvisorEngine(config, { openai: { retryDelayMs: 10 } });
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

  test.each<[FakeOpenAIMode, number]>([
    ['error-500', 2],
    ['error-429', 2],
    ['slow-first', 2],
    ['hang', 2],
  ])('%s: one retry, then the offline coach answers with a note', async (mode, attempts) => {
    server.mode = mode;
    // Two attempts of 300 ms each against a server that would answer after 4 s: the bound sits
    // well clear of both, so a loaded machine (CI on 2 shared cores) does not reach it.
    server.delayMs = 4000;
    const started = Date.now();
    const { meta, shown, all } = await collect(engine(300).reply(turn));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(server.requests).toHaveLength(attempts);
    expect(meta).toMatchObject({ provider: 'offline', fallback: true, language: 'de' });
    expect(shown).toMatch(/^_\(Antwort des eingebauten Coachs/);
    expect(shown).toContain('übergangen');
    expect(shown).toBe(meta.text);
    expect(all.some((e) => e.type === 'reset')).toBe(false);
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
      ADVISOR_OPENAI_TIMEOUT_MS: '300',
    });
    const { meta } = await collect(createAdvisorEngine(config.advisor, { openai: { retryDelayMs: 10 } }).reply(turn));
    expect(meta).toMatchObject({ provider: 'offline', fallback: true });
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
    expect(shown.startsWith('I cannot and may not give a legal assessment')).toBe(true);
    expect(shown.endsWith(server.reply)).toBe(true);
    expect(meta).toMatchObject({ safety: 'legal', provider: 'openai', language: 'en' });
    expect(server.requests[0]?.body.messages?.[0]?.content).toMatch(/legal boundary note has already been shown/);
  });

  test('the boundary is shown again after a reset', async () => {
    server.mode = 'drop';
    const { shown } = await collect(
      engine().reply({ ...turn, messages: [{ role: 'user', content: 'Is this even legal, what he does?' }] }),
    );
    expect(shown.startsWith('I cannot and may not give a legal assessment')).toBe(true);
    expect(shown).toContain('(Answer from the built-in coach');
  });

  test('a wrong key (401) is not retried', async () => {
    server.mode = 'error-401';
    const { meta } = await collect(engine().reply(turn));
    expect(meta).toMatchObject({ provider: 'offline', fallback: true });
    expect(server.requests).toHaveLength(1);
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
  });
});
