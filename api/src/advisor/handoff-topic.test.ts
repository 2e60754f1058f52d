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

// The walk from the public chat to an expert (harden4): what the visitor asked the advisor itself
// is no part of the case an expert reads, and "against my will" is what happened, not a wish.
describe('the handoff draft holds the case, not the questions to the advisor', () => {
  const draft = (messages: string[], lang: Lang) =>
    handoffDraft(
      {
        messages: messages.map((content) => ({ role: 'user' as const, content })),
        uiLanguage: lang,
        mode: 'public',
        action: 'handoff_draft',
      },
      lang,
    ).handoff!.summary;
  test.each([
    [
      'de',
      [
        'Kann ich mit einem echten Menschen sprechen?',
        'Bist du ein Bot?',
        'Mein Mitgründer trifft wichtige Entscheidungen allein, und mir ist wichtig, dass wir gemeinsam entscheiden.',
      ],
      'gemeinsam entscheiden',
    ],
    [
      'en',
      [
        'can I talk to a real human?',
        'are you a bot?',
        'My co-founder makes big decisions alone, and it matters to me that we decide together.',
      ],
      'decide together',
    ],
  ] as const)('%s', (lang, messages, kept) => {
    const summary = draft([...messages], lang);
    expect(summary).toContain(kept);
    expect(summary).not.toMatch(/Mensch|human|Bot\b|bot\b/i);
  });

  test('a question that starts like one about the advisor but is about the case stays', () => {
    const summary = draft(['Are you sure my co-founder may sell his shares without asking the board?'], 'en');
    expect(summary).toContain('sell his shares');
  });

  test('without a topic of the index the case is titled with what the founder wrote, never "not discussed yet"', () => {
    const topicOf = (messages: string[], lang: Lang) =>
      handoffDraft(
        {
          messages: messages.map((content) => ({ role: 'user' as const, content })),
          uiLanguage: lang,
          mode: 'public',
          action: 'handoff_draft',
        },
        lang,
      ).handoff!.topic;
    const told = topicOf(
      [
        'Bist du ein Bot?',
        'Unsere Praktikantin bringt jeden Tag ihren Hund mit, und zwei Leute im Team haben eine Allergie.',
      ],
      'de',
    );
    expect(told).toMatch(/Allergie/);
    expect(told.length).toBeLessThanOrEqual(80);
    expect(topicOf(['Hallo'], 'de')).toBe('Anfrage aus dem Konfliktberater');
    expect(topicOf(['are you a bot?'], 'en')).toBe('Request from the conflict advisor');
  });

  test('"against my will" is no wish; the situation keeps it', () => {
    const summary = draft(
      ['My co-founder keeps making sexual comments about me and touched me against my will.'],
      'en',
    );
    const [wish, situation] = summary.split(/\*\*What it is about:\*\*/);
    expect(wish).not.toContain('against my will');
    expect(situation).toContain('against my will');
  });
});

// The topic is the case's heading in the expert's inbox, read before anyone accepted the case: a
// case of harassment, abuse or discrimination is titled neutrally, never with what happened.
describe('a harassment case gets a neutral title', () => {
  const topicOf = (messages: string[], lang: Lang) =>
    handoffDraft(
      {
        messages: messages.map((content) => ({ role: 'user' as const, content })),
        uiLanguage: lang,
        mode: 'public',
        action: 'handoff_draft',
      },
      lang,
    ).handoff!;
  test.each([
    [
      'de',
      'anzügliche',
      ['Mein Mitgründer macht ständig anzügliche Bemerkungen über mich und hat mich gegen meinen Willen angefasst.'],
    ],
    [
      'de',
      'Körper',
      [
        'Unser Investor kommentiert meinen Körper und meint, das gehöre zum Deal.',
        'Ich will mit einem Menschen reden.',
      ],
    ],
    [
      'de',
      'Kopftuch',
      ['Seit ich das Kopftuch trage, darf ich nicht mehr auf Messen, weil das angeblich die Kunden abschreckt.'],
    ],
    ['en', 'sexual comments', ['My co-founder keeps making sexual comments about me and touched me against my will.']],
    [
      'en',
      'pregnant',
      ['Since I told them I am pregnant I have been cut from every investor call.', 'Can a real person help me?'],
    ],
  ] as const)('%s %s', (lang, kept, messages) => {
    const { topic, summary } = topicOf([...messages], lang);
    expect(topic).toBe(
      lang === 'de' ? 'Belästigung, Übergriff oder Diskriminierung' : 'Harassment, abuse or discrimination',
    );
    // The founder's own words stay in the summary they read, edit and send.
    expect(summary).toContain(kept);
  });

  test('an ordinary case keeps its topic', () => {
    expect(topicOf(['Wir haben einen Streit über die Anteile, und es wird immer schlimmer.'], 'de').topic).not.toMatch(
      /Belästigung/,
    );
  });
});
