// Retrieval over the knowledge base: one MiniSearch index per language whose terms are folded,
// stripped of function words and reduced by the Snowball stemmer of that language, so
// "Entscheidungen" finds "entscheiden" and "negotiating" finds "negotiation".
import MiniSearch from 'minisearch';
import { knowledge, type KnowledgeEntry } from './knowledge';
import { functionWords } from './language';
import { fold, stem } from './text';
import type { Lang } from './types';

interface IndexedEntry {
  id: string;
  title: string;
  keywords: string;
  text: string;
}

function termProcessor(lang: Lang) {
  return (term: string): string | null => {
    const folded = fold(term);
    if (folded.length < 3 || functionWords[lang].has(folded)) return null;
    return stem(folded, lang);
  };
}

function buildIndex(lang: Lang): MiniSearch<IndexedEntry> {
  const index = new MiniSearch<IndexedEntry>({
    fields: ['title', 'keywords', 'text'],
    storeFields: ['id'],
    processTerm: termProcessor(lang),
    searchOptions: { boost: { title: 3, keywords: 2 }, prefix: (term) => term.length >= 5, fuzzy: 0.15 },
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

const indexes: Partial<Record<Lang, MiniSearch<IndexedEntry>>> = {};

/** Built on first use, then kept: the knowledge base never changes at run time. */
function indexFor(lang: Lang): MiniSearch<IndexedEntry> {
  return (indexes[lang] ??= buildIndex(lang));
}

export interface Hit {
  entry: KnowledgeEntry;
  score: number;
}

/** Knowledge entries for a text, best first; ties by knowledge-base order (deterministic). */
export function retrieve(text: string, lang: Lang, limit = 3): Hit[] {
  if (text.trim() === '') return [];
  const order = new Map(knowledge.map((entry, i) => [entry.id, i]));
  return indexFor(lang)
    .search(text, { combineWith: 'OR' })
    .map((result) => ({ entry: knowledge[order.get(String(result.id)) ?? 0] as KnowledgeEntry, score: result.score }))
    .sort((a, b) => b.score - a.score || (order.get(a.entry.id) ?? 0) - (order.get(b.entry.id) ?? 0))
    .slice(0, limit);
}

/** Warms both indexes (the first reply should not pay for building them). */
export function warmRetrieval(): void {
  indexFor('de');
  indexFor('en');
}
