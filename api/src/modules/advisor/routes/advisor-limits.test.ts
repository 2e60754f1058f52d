// The advisor's limits (requests per minute per address and per user or guest, turns per
// conversation), what the premium advisor hands the model (earlier sessions' summaries, latest
// results), and a client that leaves mid-stream: the engine stops, what was streamed is stored as
// stopped, and the server goes on serving. The model provider is a local OpenAI-compatible
// server here: it records what it is sent, and a reply can be made to hang after its first words.
import { assessmentDefinitions } from '@cc/shared-domain';
import { and, eq, like } from 'drizzle-orm';
import { rateLimits } from '../../../platform/db/schema';
import { advisorMessages } from '../tables';
import { createLogger } from '../../../platform/log';
import { FakeOpenAIServer } from '../../../test/fake-openai-server';
import { startTestApi, type TestApi } from '../../../test/harness';
import { call, createConversation, readReply, turn, userCaller } from '../../../test/advisor';

let api: TestApi;
let model: FakeOpenAIServer;
/** The api's warnings and errors. */
const warnings: string[] = [];
const modelKey = 'sk-limits-test-key';

beforeAll(async () => {
  model = await new FakeOpenAIServer().start();
  api = await startTestApi({
    logger: createLogger('warn', (line) => warnings.push(line)),
    env: {
      ADVISOR_PROVIDER: 'openai',
      ADVISOR_OPENAI_BASE_URL: model.url,
      ADVISOR_OPENAI_API_KEY: modelKey,
      ADVISOR_OPENAI_TIMEOUT_MS: '20000',
      RATE_LIMIT_ADVISOR_CHAT_PER_IP: '3/60',
      RATE_LIMIT_ADVISOR_TURNS_PER_OWNER: '3/60',
      ADVISOR_MAX_TURNS: '2',
    },
  });
});

afterAll(async () => {
  await api.close();
  await model.stop();
});

beforeEach(() => {
  model.mode = 'normal';
});

describe('advisor limits', () => {
  it('answers 429 with Retry-After once an address has used its public turns', async () => {
    for (let i = 0; i < 3; i++) {
      const reply = await readReply(
        await call(api, null, '/advisor-chat', { method: 'POST', json: { message: 'Hallo' } }),
      );
      expect(reply.done?.provider).toBe('openai');
    }
    const limited = await call(api, null, '/advisor-chat', { method: 'POST', json: { message: 'Hallo' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
  });

  it('ends a conversation at its most turns, and limits turns per user', async () => {
    const user = await userCaller(api);
    const id = await createConversation(api, user);
    await turn(api, user, id, { message: 'Mein Mitgründer hört mir nicht zu.' });
    await turn(api, user, id, { message: 'Wir reden nur noch über Anwälte.' });
    const third = await call(api, user, `/advisor-conversations/${id}/turn`, {
      method: 'POST',
      json: { message: 'Und jetzt?' },
    });
    expect(third.status).toBe(400);
    expect(await third.json()).toMatchObject({ code: 'conversation_too_long', details: { max: 2 } });

    const limited = await call(api, user, `/advisor-conversations/${id}/turn`, {
      method: 'POST',
      json: { action: 'summary' },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);

    // Another user is not limited by this one.
    const other = await userCaller(api);
    const otherId = await createConversation(api, other);
    expect((await turn(api, other, otherId, { message: 'Hallo' })).done).toBeDefined();
  });
});

describe('logs', () => {
  it('record a failing model with status and code, never the key or what the user wrote', async () => {
    model.mode = 'error-401';
    const user = await userCaller(api);
    const id = await createConversation(api, user);
    const marker = 'Zebrastreifen-Marker-4412';
    const reply = await turn(api, user, id, { message: `Mein Mitgründer und ${marker}` });
    expect(reply.done).toMatchObject({ provider: 'offline', fallback: true });
    const failures = warnings.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(failures).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'advisor model failed',
        kind: 'http_error',
        status: 401,
        code: 'invalid_api_key',
        next: 'fallback',
      }),
    );
    expect(warnings.join('\n')).not.toContain(modelKey);
    expect(warnings.join('\n')).not.toContain(marker);
  });

  it('never carry what a user wrote', async () => {
    const logged = await startTestApi({ env: { LOG_LEVEL: 'info' } });
    const lines: string[] = [];
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const marker = 'Zebrastreifen-Marker-7731';
      const user = await userCaller(logged);
      const reply = await readReply(
        await call(logged, null, '/advisor-chat', { method: 'POST', json: { message: `Mein Team und ${marker}` } }),
      );
      expect(reply.done).toBeDefined();
      const id = await createConversation(logged, user);
      await turn(logged, user, id, { message: `Wieder ${marker}` });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines.some((line) => line.includes('/functions/v1/advisor-chat'))).toBe(true);
      expect(lines.some((line) => line.includes(`/advisor-conversations/${id}/turn`))).toBe(true);
      expect(lines.filter((line) => line.includes(marker))).toEqual([]);
    } finally {
      spy.mockRestore();
      await logged.close();
    }
  });
});

describe('what the premium advisor knows', () => {
  it('hands the model the summaries of earlier sessions and the latest results, and forgets on request', async () => {
    const user = await userCaller(api);
    const { items, scale } = assessmentDefinitions['conflict-style'];
    const answers = Object.fromEntries(
      items.map((item, i) => [item.id, scale.min + (i % (scale.max - scale.min + 1))]),
    );
    const submitted = await call(api, user, '/assessments', {
      method: 'POST',
      json: { type: 'conflict-style', answers, consent: false },
    });
    expect(submitted.status).toBe(201);

    model.reply = 'Ihr streitet über die Rollenverteilung im Vertrieb. Was ist dir dabei am wichtigsten?';
    const earlier = await createConversation(api, user);
    await turn(api, user, earlier, { message: 'Mein Mitgründer und ich streiten über den Vertrieb.' });
    const summary = await turn(api, user, earlier, { action: 'summary' });
    expect(summary.done?.summary?.situation).toContain('Rollenverteilung im Vertrieb');

    const later = await createConversation(api, user);
    await turn(api, user, later, { message: 'Es ist wieder passiert.' });
    const system = model.requests.at(-1)!.body.messages!.find((message) => message.role === 'system')!.content;
    expect(system).toContain('Rollenverteilung im Vertrieb');
    expect(system).toContain('self-assessment results');

    await call(api, user, `/advisor-memory/${earlier}`, { method: 'DELETE' });
    // This user has used the turns of this minute; forgetting is what is tested here.
    await api.db.delete(rateLimits).where(like(rateLimits.key, 'advisor:turns:%'));
    const afterwards = await createConversation(api, user);
    await turn(api, user, afterwards, { message: 'Noch einmal von vorn.' });
    const forgotten = model.requests.at(-1)!.body.messages!.find((message) => message.role === 'system')!.content;
    expect(forgotten).not.toContain('Rollenverteilung');
    expect(forgotten).toContain('self-assessment results');
  });
});

describe('a client that leaves mid-stream', () => {
  it('stops the reply, stores what was streamed as stopped, and leaves the server healthy', async () => {
    const user = await userCaller(api);
    const id = await createConversation(api, user);
    // The legal boundary streams at once; then the model hangs.
    model.mode = 'hang';
    const controller = new AbortController();
    const response = await fetch(`${api.url}/functions/v1/advisor-conversations/${id}/turn`, {
      method: 'POST',
      headers: { apikey: api.config.anonKey, 'content-type': 'application/json', ...user.headers },
      body: JSON.stringify({
        message: 'Kann ich meinen Mitgründer verklagen, weil er Geld aus der Firma genommen hat?',
      }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('event: delta')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    expect(received).toContain('event: delta');
    controller.abort();

    let stopped: Array<typeof advisorMessages.$inferSelect> = [];
    for (let i = 0; i < 50 && !stopped.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stopped = await api.db
        .select()
        .from(advisorMessages)
        .where(and(eq(advisorMessages.conversationId, id), eq(advisorMessages.role, 'assistant')));
    }
    expect(stopped).toHaveLength(1);
    expect(stopped[0]!.meta).toMatchObject({ stopped: true });
    expect(stopped[0]!.content.length).toBeGreaterThan(20);

    model.mode = 'normal';
    const list = await call(api, user, '/advisor-conversations');
    expect(list.status).toBe(200);
    const next = await turn(api, user, id, { message: 'Gut, dann lass uns das Gespräch vorbereiten.' });
    expect(next.done?.provider).toBe('openai');
    const conversation = (await (await call(api, user, `/advisor-conversations/${id}`)).json()) as {
      messages: Array<{ role: string }>;
    };
    expect(conversation.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });
});
