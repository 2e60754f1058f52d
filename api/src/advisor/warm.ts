// Everything the advisor builds or compiles on first use, done once before the first visitor
// asks: the search indexes and cue patterns, the language detector's model, the safety rules'
// regular expressions (V8 compiles each on its first run), the safety classifier's weights and
// the coach's own code paths.
// A turn in each language through the pieces a reply uses, with no provider and no network.
// The api runs it right after it listens (server.ts), in steps with the event loop free between
// them: about a second of CPU that used to hold the start back (docs/performance.md, "Start").
import { setImmediate as nextTurn } from 'node:timers/promises';
import { detectLanguage } from './language';
import { offlineReply } from './offline-provider';
import { warmRetrieval } from './retrieval';
import { assessMessage } from './safety/assess';
import { advisorInputSchema, type Lang } from './types';

const samples: Record<Lang, string> = {
  de: 'Mein Mitgründer trifft Entscheidungen allein und ich fühle mich übergangen.',
  en: 'My co-founder makes decisions alone and I feel left out.',
};

export async function warmAdvisor(): Promise<void> {
  warmRetrieval();
  for (const [lang, text] of Object.entries(samples) as [Lang, string][]) {
    await nextTurn();
    detectLanguage(text, lang);
    await nextTurn();
    assessMessage(text);
    await nextTurn();
    const input = advisorInputSchema.parse({
      messages: [{ role: 'user', content: text }],
      uiLanguage: lang,
      mode: 'public',
    });
    offlineReply(input, lang, []);
  }
}
