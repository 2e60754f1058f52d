// One tally of a conversation's topics, read by the coach (the topic its questions, tips and
// drafts name) and by premium (the handoff's topic). Both once counted the knowledge base's cues
// their own way: the coach only the best hit of each message in the knowledge base's order, the
// handoff every cued hit and the case a message names outright, ranked by count. Two readings of
// one conversation gave the summary one topic and the coach's next question another.
import type { KnowledgeEntry } from './knowledge';
import { knowledge } from './knowledge';
import { retrieve } from './retrieval';
import { namedCases } from './situation-fit';
import type { Lang } from './types';

export interface TopicCount {
  entry: KnowledgeEntry;
  /** Cues of the entry over the messages (a case named outright counts once more). */
  cues: number;
  /** The first message that named it. */
  first: number;
}

const byId = new Map(knowledge.map((entry) => [entry.id, entry]));

/**
 * The entries the user's messages name by their cues (the same phrases in both languages), each
 * message on its own, most cues first and the earlier one on a tie. Scored over the whole
 * conversation instead, the words of each language's index decided ("dispute over the shares … A
 * mediator could help, right?" was mediation in English and the shares in German). A case named
 * outright ("kommt nicht mehr ins Büro" is someone absent, not remote work) counts once more.
 */
export function topicTally(users: readonly string[], lang: Lang): TopicCount[] {
  const counts = new Map<string, TopicCount>();
  const count = (entry: KnowledgeEntry, cues: number, index: number) => {
    const seen = counts.get(entry.id) ?? { entry, cues: 0, first: index };
    seen.cues += cues;
    counts.set(entry.id, seen);
  };
  users.forEach((text, index) => {
    for (const hit of retrieve(text, lang, { limit: knowledge.length }))
      if (hit.cues > 0) count(hit.entry, hit.cues, index);
    for (const id of namedCases(text)) {
      const entry = byId.get(id);
      if (entry) count(entry, 1, index);
    }
  });
  return [...counts.values()].sort((a, b) => b.cues - a.cues || a.first - b.first);
}
