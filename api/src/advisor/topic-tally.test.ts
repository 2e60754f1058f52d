// The one topic tally the coach and premium's handoff both read (coach17): the same conversation
// gets the same topic in both languages and in both places.
import { engineConversation } from '../test/advisor-engine';
import { knowledge } from './knowledge';
import { handoffDraft } from './premium';
import { topicTally } from './topic-tally';
import type { Lang } from './types';

const first = (users: string[], lang: Lang) => topicTally(users, lang).find((seen) => seen.entry.id !== 'mediation');

test.each([
  ['de', ['Wir streiten seit Wochen über die Anteile, sie will 60 Prozent.', 'Ein Mediator könnte helfen, oder?']],
  [
    'en',
    ['We have been fighting over the equity split for weeks, she wants 60 percent.', 'A mediator could help, right?'],
  ],
] as const)('%s: the shares, not the mediator, in either language', (lang, users) => {
  expect(first([...users], lang)?.entry.id).toBe('equity-vesting');
});

test('a case named outright counts once more: someone absent, not remote work', () => {
  const ranked = topicTally(['Mein Mitgründer kommt seit drei Wochen nicht mehr ins Büro.'], 'de');
  expect(ranked[0]?.entry.id).toBe('commitment');
});

test('most cues first, the earlier message on a tie', () => {
  const ranked = topicTally(
    ['Er hat die Preise ohne mich geändert.', 'Und das Gehalt hat er auch ohne mich erhöht.'],
    'de',
  );
  for (let i = 1; i < ranked.length; i++) {
    const [before, after] = [ranked[i - 1]!, ranked[i]!];
    expect(before.cues > after.cues || (before.cues === after.cues && before.first <= after.first)).toBe(true);
  }
});

test("the handoff's topic is the one the coach's draft names", async () => {
  const users = [
    'Mein Mitgründer zeigt kaum noch Einsatz, weil er nebenbei ein eigenes Projekt hat.',
    'Schreib mir eine Nachricht an ihn.',
  ];
  const metas = await engineConversation(users, 'de');
  const handoff = handoffDraft(
    {
      messages: users.map((content) => ({ role: 'user' as const, content })),
      uiLanguage: 'de',
      mode: 'premium',
      action: 'handoff_draft',
      premium: { memories: [], results: [] },
    },
    'de',
  );
  const entry = knowledge.find((candidate) => candidate.id === 'commitment')!;
  expect(metas.at(-1)?.text).toContain(entry.topic?.de);
  expect(handoff.text).toContain(entry.de.title);
});
