// The chat bench's conversations straight through the advisor engine, without HTTP: what one
// turn costs the engine in CPU (the api's single thread pays it before the first token), and the
// replies themselves, so a change to the engine's mechanics can show it decides and answers
// exactly as before. Run from api/ (tsx compiles the engine):
//   cd api && node --import tsx ../scripts/bench/chat-engine.mjs [--rounds 2] [--out replies.json] [--warm]
// --warm runs the api's warm-up (advisor/warm.ts) first, as the api does after it listens: the
// first turns' times (`firstTurnsMs`) then say what the warm-up leaves to the first visitors.
// Rounds as the bench plays them: 50 visitors, each round every visitor the next script with a
// detail of its own; a turn sends the conversation so far, the engine's replies fed back.
import { writeFileSync } from 'node:fs';
import { saidBy, scripts } from './chat-scripts.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const rounds = Number(option('rounds', '2'));
const visitors = 50;
const out = option('out', null);
const warmFirst = args.includes('--warm');

const { loadConfig } = await import('../../api/src/platform/config.ts');
const { createAdvisorEngine } = await import('../../api/src/advisor/engine.ts');
const engine = createAdvisorEngine(loadConfig({}).advisor);

async function reply(input) {
  let meta = null;
  let firstDelta = null;
  const start = performance.now();
  for await (const event of engine.reply(input)) {
    if (event.type === 'delta') firstDelta ??= performance.now() - start;
    if (event.type === 'done') meta = event.meta;
  }
  return { meta, firstDelta, total: performance.now() - start };
}

if (warmFirst) {
  const { warmAdvisor } = await import('../../api/src/advisor/warm.ts');
  const start = performance.now();
  await warmAdvisor(() => new Promise((resolve) => setImmediate(resolve)));
  console.error(`warm-up ${Math.round(performance.now() - start)} ms`);
}
// Warm up as the bench does (one turn before measuring).
await reply({
  messages: [{ role: 'user', content: 'Hallo, wir haben Streit im Team.' }],
  uiLanguage: 'de',
  mode: 'public',
  action: 'reply',
});

// Conversations interleaved turn by turn, as 50 visitors at once reach the api.
const conversations = [];
for (let round = 0; round < rounds; round += 1)
  for (let index = 0; index < visitors; index += 1) {
    const { lang, turns } = scripts[(index + round) % scripts.length];
    const number = round * visitors + index;
    conversations.push({ lang, turns: turns.map((line) => saidBy(number, line, lang)), history: [] });
  }
const firsts = [];
const replies = [];
const cpuStart = process.cpuUsage();
const wallStart = performance.now();
for (let step = 0; conversations.some((c) => step < c.turns.length); step += 1)
  for (const [number, conversation] of conversations.entries()) {
    const message = conversation.turns[step];
    if (message === undefined) continue;
    const messages = [...conversation.history, { role: 'user', content: message }];
    const { meta, firstDelta } = await reply({
      messages,
      uiLanguage: conversation.lang,
      mode: 'public',
      action: 'reply',
    });
    firsts.push(firstDelta);
    conversation.history.push({ role: 'user', content: message }, { role: 'assistant', content: meta.text });
    replies.push({ conversation: number, step, message, meta });
  }
const cpu = process.cpuUsage(cpuStart);
const wallMs = performance.now() - wallStart;
const sorted = [...firsts].sort((a, b) => a - b);
const at = (p) => Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(2));
if (out) writeFileSync(out, `${JSON.stringify(replies, null, 1)}\n`);
const result = {
  turns: firsts.length,
  cpuMsPerTurn: Number(((cpu.user + cpu.system) / 1000 / firsts.length).toFixed(2)),
  wallMsPerTurn: Number((wallMs / firsts.length).toFixed(2)),
  firstDeltaMs: { p50: at(50), p95: at(95), max: at(100) },
  firstTurnsMs: firsts.slice(0, 8).map((ms) => Number(ms.toFixed(1))),
};
console.log(JSON.stringify(result));
