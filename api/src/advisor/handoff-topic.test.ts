// The handoff's topic is read from the cues of the user's messages, the same phrases in both
// languages, not from each language's word index over the whole conversation (coach15a): the same
// conversation in German and English names the same topic, and asking for a mediator is no topic.
import { handoffDraft } from './premium';
import type { Lang } from './types';

describe('the handoff topic is the same in both languages', () => {
  const draft = (messages: string[], lang: Lang) =>
    handoffDraft(
      {
        messages: messages.map((content) => ({ role: 'user' as const, content })),
        uiLanguage: lang,
        mode: 'public',
        action: 'handoff_draft',
      },
      lang,
    );
  test.each([
    [
      ['Wir haben einen Streit über die Anteile, und es wird immer schlimmer.', 'Ein Mediator könnte helfen, oder?'],
      ['We have a dispute over the shares and it keeps getting worse.', 'A mediator could help, right?'],
      'equity-vesting',
    ],
    [
      [
        'Mein CTO schreibt meine Pull Requests um, ohne es mir zu sagen.',
        'Ich möchte mit einem Menschen sprechen, vielleicht einer Mediatorin.',
      ],
      ['My CTO rewrites my pull requests without telling me.', 'I would like to talk to a human, maybe a mediator.'],
      'decision-rights',
    ],
    [
      ['Meine Mitgründerin kommt seit Wochen nicht mehr ins Büro.', 'Wir brauchen Hilfe von außen.'],
      ['My co-founder has stopped showing up at the office for weeks.', 'We need outside help.'],
      'commitment',
    ],
  ])('%j', (de, en, id) => {
    expect(draft(de, 'de').knowledge).toEqual([id]);
    expect(draft(en, 'en').knowledge).toEqual([id]);
  });
});
