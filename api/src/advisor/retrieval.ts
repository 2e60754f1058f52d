// Retrieval over the knowledge base, in two layers that add up:
// - MiniSearch per language over title, keywords and text, whose terms are folded, stripped of
//   function words and reduced by the Snowball stemmer of that language, so "Entscheidungen"
//   finds "entscheiden" and "negotiating" finds "negotiation";
// - each entry's cues: colloquial phrases and synonyms in both languages ("niemand sagt was",
//   "keiner traut sich", "Beteiligung", "stake"), matched on the folded message. A single word
//   such as "Meetings" says little about what the trouble is; "sagt niemand etwas" says a lot.
// A hit below a minimum score is dropped: no knowledge is better than the wrong knowledge.
import MiniSearch from 'minisearch';
import { knowledge, type KnowledgeEntry } from './knowledge';
import { keptFor } from './kept';
import { functionWords } from './language';
import { fold, foldPattern, stem } from './text';
import type { Lang } from './types';

interface IndexedEntry {
  id: string;
  title: string;
  keywords: string;
  text: string;
}

/** MiniSearch's share of a score, and what the first matching cue adds (each further one less). */
const wordWeight = 0.3;
const cueScore = 14;
const extraCueScore = 5;
/** Scores below this are noise (one common word that happens to be in an entry's text). */
export const minRetrievalScore = 9;

/**
 * Words too common in a conflict story to say which topic it is about, besides the function
 * words of language detection (folded).
 */
const commonWords: Record<Lang, ReadonlySet<string>> = {
  de: new Set(
    (
      'sich alle alles allen jede jeder jedes jeden jedem als also total ganz echt eigentlich einfach gerade ' +
      'kann kannst konnen konnte machen macht mache gemacht helfen hilf hilfe gibt geben geht gehen ' +
      'sagen sagt sage finde findet wissen weiss mehr mal wieder irgendwie bisschen ziemlich wirklich ' +
      'seit uns euch unsere unserer unseren unserem ihre ihren ihrer seiner seinen seinem man zwei drei ' +
      'gehabt gewesen gesehen gesagt gehalten'
    ).split(' '),
  ),
  en: new Set(
    (
      'do does did doing done make makes made take takes took get gets got just really keep keeps kept ' +
      'end ends most all every everyone thing things want wants need needs help know think going one two ' +
      'lot lots always never now since while other each some any like founding founder founders'
    ).split(' '),
  ),
};

function termProcessor(lang: Lang) {
  return (term: string): string | null => {
    const folded = fold(term);
    if (folded.length < 3 || functionWords[lang].has(folded) || commonWords[lang].has(folded)) return null;
    return stem(folded, lang);
  };
}

let indexBuilds = 0;

/** How many search indexes this process has built (tests: the api builds them at start, not in a turn). */
export function retrievalIndexBuilds(): number {
  return indexBuilds;
}

function buildIndex(lang: Lang): MiniSearch<IndexedEntry> {
  indexBuilds += 1;
  const index = new MiniSearch<IndexedEntry>({
    fields: ['title', 'keywords', 'text'],
    storeFields: ['id'],
    processTerm: termProcessor(lang),
    searchOptions: {
      boost: { title: 2, keywords: 2 },
      prefix: (term) => term.length >= 6,
      // One typo in a longer word, two in a long one; short words only exactly.
      fuzzy: false,
    },
  });
  index.addAll(
    knowledge.map((entry) => ({
      id: entry.id,
      title: entry[lang].title,
      keywords: entry[lang].keywords,
      text: `${entry[lang].tip} ${entry[lang].points.join(' ')}`,
    })),
  );
  return index;
}

/** Knowledge-base order, the tie-breaker. */
const order = new Map(knowledge.map((entry, i) => [entry.id, i]));

const indexes: Partial<Record<Lang, MiniSearch<IndexedEntry>>> = {};
let cuePatterns: Map<string, RegExp> | undefined;

/** Built on first use, then kept: the knowledge base never changes at run time. */
function indexFor(lang: Lang): MiniSearch<IndexedEntry> {
  return (indexes[lang] ??= buildIndex(lang));
}

function cuesFor(): Map<string, RegExp> {
  return (cuePatterns ??= new Map(
    knowledge.map((entry) => [entry.id, new RegExp(`(?:^|\\b)(?:${foldPattern(entry.cues)})(?:\\b|$)`, 'g')]),
  ));
}

/**
 * The words the knowledge base knows (keywords and the plain words of the cues, folded, at
 * least 6 letters), by first letter: a query word one typo away ("Anteiel", "vestign",
 * "workoad") is read as the known word before cues and index see it.
 */
let vocabulary: Map<string, Set<string>> | undefined;

function vocabularyFor(): Map<string, Set<string>> {
  if (vocabulary) return vocabulary;
  const byLetter = new Map<string, Set<string>>();
  const add = (word: string) => {
    if (word.length < 6) return;
    const first = word[0] as string;
    if (!byLetter.has(first)) byLetter.set(first, new Set());
    byLetter.get(first)?.add(word);
  };
  for (const entry of knowledge) {
    for (const lang of ['de', 'en'] as const) for (const word of fold(entry[lang].keywords).split(' ')) add(word);
    // Literal letters of the cue pattern; fragments such as "eskal" of "eskal\w*" stay short and drop out.
    for (const word of foldPattern(entry.cues)
      .replace(/\\[a-z]/g, ' ')
      .split(/[^a-z]+/))
      add(word);
  }
  return (vocabulary = byLetter);
}

const corrections = new Map<string, string>();

/**
 * Real words one letter away from a word of the knowledge base, folded: no typing slip of it
 * ("Leitung" is no "Leistung", "medication" no "mediation", "treats" no "threats", "funder" no
 * "founder"). Found by running every scripted message through the correction (issue 22, coach26a):
 * each gave a tip beside the point.
 */
const realWords = new Set(
  (
    'leitung leitungen leisten einzigen tauscht tauschen schreib munster ' +
    'heated treats treated bother bothers bothered sending medication medications funder funders'
  ).split(' '),
);

/** Two forms of one word ("verletzen", "verletzend") are no typo of each other. */
const ending = /(ing|end|ed|en|em|er|es|et|st|e|n|s|t|d)$/;
const sameWord = (a: string, b: string) => {
  if (a.replace(ending, '') === b.replace(ending, '')) return true;
  // "bezahlten" and "bezahlen": one letter more or less near the end is an inflection, not a typo.
  if (a.length === b.length) return false;
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  return common >= Math.min(a.length, b.length) - 2;
};

/**
 * Whether `word` is `known` mistyped: two neighbouring letters swapped ("Anteiel", "meetigns"),
 * one letter dropped ("workoad", "decisons") or one added ("überlasstet"). A letter replaced by
 * another is no typing slip worth correcting: it usually makes another real word ("nachts" and
 * "nichts", "gesprochen" and "gebrochen", "übernimmt" and "überstimmt", "saying" and "saving").
 */
function typingSlip(word: string, known: string): boolean {
  if (word.length === known.length) {
    const differ = [...word].flatMap((letter, i) => (letter === known[i] ? [] : [i]));
    const [i, j] = differ;
    return (
      differ.length === 2 && j === (i as number) + 1 && word[i as number] === known[j] && word[j] === known[i as number]
    );
  }
  const [longer, shorter] = word.length > known.length ? [word, known] : [known, word];
  if (longer.length !== shorter.length + 1) return false;
  let i = 0;
  while (i < shorter.length && longer[i] === shorter[i]) i++;
  return longer.slice(i + 1) === shorter.slice(i);
}

/** A word as the knowledge base spells it, when it is one typing slip away from one of its words. */
function correct(word: string): string {
  // A common word ("gehabt") is no typo of a knowledge word ("gehalt").
  if (word.length < 6 || commonWords.de.has(word) || commonWords.en.has(word) || realWords.has(word)) return word;
  const cached = corrections.get(word);
  if (cached !== undefined) return cached;
  const known = vocabularyFor().get(word[0] as string);
  let best = word;
  if (known && !known.has(word)) {
    for (const candidate of known) {
      if (!sameWord(word, candidate) && typingSlip(word, candidate)) {
        best = candidate;
        break;
      }
    }
  }
  // Bounded: a long-running server sees many words.
  if (corrections.size > 5000) corrections.clear();
  corrections.set(word, best);
  return best;
}

/** Whether a text names a knowledge topic by one of the entries' cues. */
export function namesTopic(text: string): boolean {
  // Asked of every earlier message on every turn (kept.ts).
  return keptFor(topicNamed, text);
}

function topicNamed(text: string): boolean {
  const folded = fold(text);
  for (const pattern of cuesFor().values()) if (folded.search(pattern) >= 0) return true;
  return false;
}

export interface Hit {
  entry: KnowledgeEntry;
  score: number;
  /** How many different cues of the entry the text names (0: only words of its title or text). */
  cues: number;
}

export interface RetrieveOptions {
  limit?: number;
  /** Hits below are dropped (default minRetrievalScore; 0 keeps every match). */
  minScore?: number;
}

/** Knowledge entries for a text, best first; ties by knowledge-base order (deterministic). */
export function retrieve(text: string, lang: Lang, options: RetrieveOptions = {}): Hit[] {
  const { limit = 3, minScore = minRetrievalScore } = options;
  if (text.trim() === '') return [];
  return scored(text, lang)
    .filter((hit) => hit.score >= minScore)
    .slice(0, limit);
}

// Every turn retrieves for messages of the history again; the knowledge base never changes.
const scoredCache = new Map<string, Hit[]>();

/** Every entry with a score for a text, best first. */
function scored(text: string, lang: Lang): Hit[] {
  const key = `${lang}\u0000${text}`;
  const cached = scoredCache.get(key);
  if (cached) return cached;
  const hits = scoreAll(text, lang);
  if (scoredCache.size >= 2000) scoredCache.clear();
  scoredCache.set(key, hits);
  return hits;
}

function scoreAll(text: string, lang: Lang): Hit[] {
  const folded = fold(text)
    .split(' ')
    .map((word) => correct(word))
    .join(' ');
  const scores = new Map<string, number>();
  const cueCounts = new Map<string, number>();
  // Long messages collect many small word matches; the root keeps their sum in proportion.
  const length = Math.max(1, text.split(/\s+/).filter((w) => w.length >= 3).length);
  const damping = Math.min(1, 3 / Math.sqrt(length));
  for (const result of indexFor(lang).search(folded, { combineWith: 'OR' })) {
    scores.set(String(result.id), result.score * damping * wordWeight);
  }
  for (const [id, pattern] of cuesFor()) {
    const found = new Set([...folded.matchAll(pattern)].map((m) => m[0])).size;
    if (found === 0) continue;
    cueCounts.set(id, found);
    scores.set(id, (scores.get(id) ?? 0) + cueScore + extraCueScore * Math.min(found - 1, 2));
  }
  return [...scores]
    .filter(([, score]) => score > 0)
    .map(([id, score]) => ({
      entry: knowledge[order.get(id) ?? 0] as KnowledgeEntry,
      score,
      cues: cueCounts.get(id) ?? 0,
    }))
    .sort((a, b) => b.score - a.score || (order.get(a.entry.id) ?? 0) - (order.get(b.entry.id) ?? 0));
}

/**
 * Warms both indexes and the cue patterns (the first reply should not pay for building them),
 * one at a time with `pause()` in between (warm.ts).
 */
export async function warmRetrieval(pause: () => Promise<void>): Promise<void> {
  indexFor('de');
  await pause();
  indexFor('en');
  await pause();
  cuesFor();
  vocabularyFor();
}
