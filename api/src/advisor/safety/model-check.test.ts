// With a model provider: the model's own classification (a separate, non-streamed JSON call)
// and the check of its reply, against a real local server that speaks the protocol.
import { loadConfig } from '../../platform/config';
import { FakeOpenAIServer } from '../../test/fake-openai-server';
import { createAdvisorEngine } from '../engine';
import type { AdvisorEvent, AdvisorInputRaw } from '../types';

let server: FakeOpenAIServer;

beforeAll(async () => {
  server = await new FakeOpenAIServer().start();
});
afterAll(() => server.stop());
beforeEach(() => {
  server.mode = 'normal';
  server.classification = '{"categories": []}';
  server.reply = 'Das klingt nach einer schwierigen Lage. Was ist dir dabei am wichtigsten?';
  server.requests.length = 0;
});

function engine() {
  const config = loadConfig({
    ADVISOR_PROVIDER: 'openai',
    ADVISOR_OPENAI_BASE_URL: server.url,
    ADVISOR_OPENAI_MODEL: 'fake-model',
    ADVISOR_OPENAI_TIMEOUT_MS: '3000',
  }).advisor;
  return createAdvisorEngine(config, { openai: { retryDelayMs: 10 } });
}

const turn = (content: string): AdvisorInputRaw => ({
  messages: [{ role: 'user', content }],
  uiLanguage: 'de',
  mode: 'public',
});

async function collect(events: AsyncIterable<AdvisorEvent>) {
  const all: AdvisorEvent[] = [];
  for await (const event of events) all.push(event);
  const done = all.at(-1);
  if (done?.type !== 'done') throw new Error('no final event');
  return done.meta;
}

const classificationCalls = () => server.requests.filter((request) => request.body.stream !== true);

test('the model is asked to classify the message with a strict JSON answer', async () => {
  await collect(engine().reply(turn('Mein Mitgründer trifft alle Entscheidungen allein.')));
  const [call] = classificationCalls();
  expect(call?.body.messages?.[1]?.content).toBe('Mein Mitgründer trifft alle Entscheidungen allein.');
  expect(JSON.stringify(call?.body)).toContain('json_object');
});

test('a crisis the model names wins although the classifier and rules found none', async () => {
  server.classification = '{"categories": ["crisis"]}';
  const meta = await collect(engine().reply(turn('Ich glaube, morgen ist alles vorbei.')));
  expect(meta).toMatchObject({ safety: 'crisis', provider: 'safety' });
  // The reply was not asked of the model.
  expect(server.requests.filter((request) => request.body.stream === true)).toHaveLength(0);
});

test('harassment the model names is answered as harassment', async () => {
  server.classification = '{"categories": ["harassment"]}';
  const meta = await collect(
    engine().reply(turn('Der Kunde will, dass ich mit ihm essen gehe, sonst unterschreibt er nicht.')),
  );
  expect(meta).toMatchObject({ safety: 'harassment', provider: 'safety' });
});

test.each([
  ['not JSON', 'sure, here you go'],
  ['the wrong shape', '{"labels": "crisis"}'],
])('an answer that is %s adds nothing: the reply comes from the model', async (_what, answer) => {
  server.classification = answer;
  const meta = await collect(engine().reply(turn('Mein Mitgründer trifft alle Entscheidungen allein.')));
  expect(meta).toMatchObject({ safety: null, provider: 'openai' });
});

test('a made-up hotline in the model reply is removed before it is shown or stored', async () => {
  server.reply = 'Ruf die Gründer-Krisenhotline unter 0900 555 12 34 an, sie hilft sofort. Was brauchst du jetzt?';
  const meta = await collect(engine().reply(turn('Mein Mitgründer trifft alle Entscheidungen allein.')));
  expect(meta.text).not.toContain('0900');
  expect(meta.text).toContain('Nummer entfernt');
  expect(meta.text).toContain('0800 111 0 111');
});

test('a medication instruction in the model reply is replaced by the boundary', async () => {
  server.reply = 'Setz deine Tabletten einfach für eine Woche ab. Was ist dir dabei am wichtigsten?';
  const meta = await collect(engine().reply(turn('Ich schlafe schlecht wegen des Streits.')));
  expect(meta.text).not.toMatch(/Setz deine Tabletten/);
  expect(meta.text).toMatch(/Ärztin oder dein Arzt/);
});
