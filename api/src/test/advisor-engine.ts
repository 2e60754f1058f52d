// One turn of the offline advisor engine for unit tests (no HTTP): the final meta and the text as
// it streamed. The route tests read the same through SSE (test/advisor.ts).
import { loadConfig } from '../config';
import { createAdvisorEngine } from '../advisor/engine';
import type { AdvisorEvent, AdvisorMeta } from '../advisor/types';

const engine = createAdvisorEngine(loadConfig({}).advisor);

export type EngineHistory = { role: 'user' | 'assistant'; content: string }[];

export async function engineTurn(
  text: string,
  lang: 'de' | 'en',
  history: EngineHistory = [],
): Promise<{ meta: AdvisorMeta; streamed: string }> {
  const events: AdvisorEvent[] = [];
  for await (const event of engine.reply({
    messages: [...history, { role: 'user', content: text }],
    uiLanguage: lang,
    mode: 'public',
  }))
    events.push(event);
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error('no done event');
  const streamed = events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
  return { meta: done.meta, streamed };
}
