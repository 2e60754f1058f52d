// Everything the advisor builds or compiles on first use, done once before the first visitor
// asks: the search indexes and cue patterns, the language detector's model, the safety rules' and
// concepts' regular expressions (V8 compiles each on its first runs), the safety classifier's
// weights and the coach's own code paths.
// A turn in each language through the pieces a reply uses, with no provider and no network.
// The api runs it once it listens and is quiet (server.ts), in steps with `pause()` between them:
// a request that arrives meanwhile waits for one step at most, none of them longer than about
// 0.1 s, where the rules alone took 0.3 s in one go (docs/performance.md, "Start, seventh round").
import { fold } from './text';
import { detectLanguage } from './language';
import { offlineReply } from './offline-provider';
import { warmRetrieval } from './retrieval';
import { assessMessage } from './safety/assess';
import { compileConcepts } from './safety/concepts';
import { compileRules } from './safety/rules';
import { advisorInputSchema, type Lang } from './types';

const samples: Record<Lang, string> = {
  de: 'Mein Mitgründer trifft Entscheidungen allein und ich fühle mich übergangen.',
  en: 'My co-founder makes decisions alone and I feel left out.',
};

export async function warmAdvisor(pause: () => Promise<void>): Promise<void> {
  await warmRetrieval(pause);
  await pause();
  const folded = fold(`${samples.de} ${samples.en}`);
  await compileRules(folded, pause);
  await compileConcepts(folded, pause);
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
}
