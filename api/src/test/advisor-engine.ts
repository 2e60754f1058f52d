// The offline advisor engine for unit tests (no HTTP): one run, one turn, or a conversation played
// turn by turn as the public chat plays it. The route tests read the same through SSE
// (test/advisor.ts).
import { loadConfig } from '../platform/config';
import { createAdvisorEngine } from '../advisor/engine';
import type { AdvisorEvent, AdvisorInputRaw, AdvisorMeta, CoachPhase } from '../advisor/types';

const engine = createAdvisorEngine(loadConfig({}).advisor);

export type EngineHistory = { role: 'user' | 'assistant'; content: string }[];
type Lang = 'de' | 'en';

/** Runs the engine on one input: the final meta and the text as it streamed. */
export async function engineStream(input: AdvisorInputRaw): Promise<{ meta: AdvisorMeta; streamed: string }> {
  const events: AdvisorEvent[] = [];
  for await (const event of engine.reply(input)) events.push(event);
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error('no done event');
  const streamed = events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
  return { meta: done.meta, streamed };
}

/** Runs the engine on one input: the final meta. */
export async function engineRun(input: AdvisorInputRaw): Promise<AdvisorMeta> {
  return (await engineStream(input)).meta;
}

/** The public chat's reply to `text` after `history`. */
export function engineTurn(
  text: string,
  lang: Lang,
  history: EngineHistory = [],
): Promise<{ meta: AdvisorMeta; streamed: string }> {
  return engineStream({ messages: [...history, { role: 'user', content: text }], uiLanguage: lang, mode: 'public' });
}

/**
 * Plays `messages` turn by turn, each answered by the engine before the next; returns every reply.
 * `carryPhase` passes each reply's phase on to the next turn, as the premium chat does.
 */
export async function engineConversation(
  messages: readonly string[],
  uiLanguage: Lang,
  options: { mode?: 'public' | 'premium'; carryPhase?: boolean } = {},
): Promise<AdvisorMeta[]> {
  const history: EngineHistory = [];
  const metas: AdvisorMeta[] = [];
  for (const content of messages) {
    history.push({ role: 'user', content });
    const phase: CoachPhase | undefined = options.carryPhase ? (metas.at(-1)?.phase ?? undefined) : undefined;
    const meta = await engineRun({
      messages: [...history],
      uiLanguage,
      mode: options.mode ?? 'public',
      ...(phase ? { phase } : {}),
    });
    history.push({ role: 'assistant', content: meta.text });
    metas.push(meta);
  }
  return metas;
}
