// Everything the advisor builds or compiles on first use, done once before the first visitor
// asks: the search indexes and cue patterns, the language detector's model, the safety rules' and
// concepts' regular expressions (V8 compiles each on its first runs), the safety classifier's
// weights and the coach's own code paths.
// A turn in each language through the pieces a reply uses, then a short conversation in each
// language through the whole engine with the offline coach (no provider, no network, nothing
// stored): the second and later turns take the paths only a history reaches (earlier messages,
// the spread check over the window, the coach's facts of the conversation), and V8 compiles a
// regular expression to machine code only on its second run, so paths one sample turn reaches
// once stayed slow for the first visitors (chat-engine.mjs --warm: the first turns after the old
// warm-up 166-313 ms, docs/performance.md "first token under load").
// The api runs it once it has answered its first request and is quiet (server.ts), in steps with
// `pause()` between them, so a request that arrives meanwhile waits for one step at most. The
// advisor's modules are imported one group a step (their evaluation was one block of 0.15-0.45 s),
// and the rules and concepts are compiled one at a time with a pause whenever a slice of
// `sliceMs` is used up (25 at a time took up to 0.5 s of CPU at load 16; docs/performance.md,
// "Start, tenth round").
import type { AdvisorConfig } from '../platform/config';
import type { AdvisorMessage, Lang } from './types';

/** The longest a warm-up step runs before it pauses, where a step can be cut (one pattern at least). */
const sliceMs = 10;

/**
 * A pause that waits only once `ms` have passed since the last wait: callers may ask after every
 * small piece of work without paying a wait (`pause` sleeps a few ms) for each.
 */
function sliced(pause: () => Promise<void>, ms: number): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < ms) return;
    await pause();
    since = performance.now();
  };
}

const samples: Record<Lang, string> = {
  de: 'Mein Mitgründer trifft Entscheidungen allein und ich fühle mich übergangen.',
  en: 'My co-founder makes decisions alone and I feel left out.',
};

/**
 * Written for the warm-up (not the bench's scripts, not the safety corpus): a longer opening with
 * an idiom, the situation, a short answer and a question, as conversations go.
 */
const conversations: Record<Lang, string[]> = {
  de: [
    'Meine Mitgründerin und ich sind uns bei der Finanzierung seit Monaten nicht einig, und im letzten Meeting ist sie einfach aufgestanden und gegangen.',
    'Wir haben die Firma vor drei Jahren gegründet, ich kümmere mich ums Produkt und sie um den Vertrieb.',
    'ja',
    'Was kann ich ihr vor dem nächsten Gespräch schreiben?',
  ],
  en: [
    'My co-founder keeps overruling me in front of the team, and the last board meeting was a bloodbath.',
    'We started the company four years ago, I run sales and he runs engineering.',
    'no idea',
    'How do I bring this up without it turning into another fight?',
  ],
};

/** The built-in coach only: the warm-up never calls a model, whatever the api's provider. */
const offlineConfig: AdvisorConfig = {
  provider: 'offline',
  openai: { baseUrl: '', apiKey: '', model: '', timeoutMs: 0 },
};

export async function warmAdvisor(pause: () => Promise<void>): Promise<void> {
  // The modules one group a step, those the later ones import first (each import evaluates what
  // is not evaluated yet).
  const { fold } = await import('./text');
  await pause();
  const { detectLanguage } = await import('./language');
  await pause();
  const { warmRetrieval } = await import('./retrieval');
  await pause();
  const { compileRules } = await import('./safety/rules');
  await pause();
  const { compileConcepts } = await import('./safety/concepts');
  await pause();
  const { assessMessage } = await import('./safety/assess');
  await pause();
  const { offlineReply } = await import('./offline-provider');
  await pause();
  const { advisorInputSchema } = await import('./types');
  const { createAdvisorEngine } = await import('./engine');
  await pause();
  await warmRetrieval(pause);
  await pause();
  const folded = fold(`${samples.de} ${samples.en}`);
  const slice = sliced(pause, sliceMs);
  await compileRules(folded, slice, 1);
  await compileConcepts(folded, slice, 1);
  await pause();
  for (const [lang, text] of Object.entries(samples) as [Lang, string][]) {
    detectLanguage(text, lang);
    await pause();
    assessMessage(text);
    await pause();
    const input = advisorInputSchema.parse({
      messages: [{ role: 'user', content: text }],
      uiLanguage: lang,
      mode: 'public',
    });
    offlineReply(input, lang, []);
    await pause();
  }
  // One turn a step: the engine's turn runs to its end without a pause inside.
  const engine = createAdvisorEngine(offlineConfig);
  for (const [lang, turns] of Object.entries(conversations) as [Lang, string[]][]) {
    const messages: AdvisorMessage[] = [];
    for (const content of turns) {
      messages.push({ role: 'user', content });
      let text = '';
      for await (const event of engine.reply({ messages, uiLanguage: lang, mode: 'public', action: 'reply' }))
        if (event.type === 'done') text = event.meta.text;
      messages.push({ role: 'assistant', content: text });
      await pause();
    }
  }
}
