// The offline coach through the engine: language, phases, one question per reply, reflection,
// retrieval, tool links, memory and results, the premium actions, determinism.
import type { ConflictAnalysisResult, ConflictStyleResult } from '@cc/shared-domain';
import { knowledge } from './knowledge';
import { detectLanguage } from './language';
import { retrieve } from './retrieval';
import { texts } from './texts';
import type { AdvisorInputRaw, AdvisorMeta, AdvisorMessage } from './types';
import { engineStream } from '../test/advisor-engine';

/** One run; the text streamed is the text of the final event. */
async function run(input: AdvisorInputRaw): Promise<AdvisorMeta> {
  const { meta, streamed } = await engineStream(input);
  expect(meta.text).toBe(streamed);
  return meta;
}

const user = (content: string): AdvisorMessage => ({ role: 'user', content });
const questionMarks = (text: string) => (text.match(/\?/g) ?? []).length;

/** A whole conversation: each user message gets the coach's reply, phases carried over. */
async function converse(messages: string[], uiLanguage: 'de' | 'en' = 'de', mode: 'public' | 'premium' = 'public') {
  const history: AdvisorMessage[] = [];
  const metas: AdvisorMeta[] = [];
  let phase: AdvisorMeta['phase'] | undefined;
  for (const message of messages) {
    history.push(user(message));
    const meta = await run({ messages: [...history], uiLanguage, mode, ...(phase ? { phase } : {}) });
    history.push({ role: 'assistant', content: meta.text });
    metas.push(meta);
    phase = meta.phase ?? undefined;
  }
  return { history, metas };
}

describe('language', () => {
  test.each([
    ['Mein Mitgründer hört mir nicht zu', 'de'],
    ['ich weiß nicht weiter', 'de'],
    ['Wir streiten ständig über Geld', 'de'],
    ['mein cofounder ist nie im office', 'de'],
    ['Streit im Team', 'de'],
    ['keine Ahnung', 'de'],
    ['My cofounder ignores me', 'en'],
    ['we fight about money all the time', 'en'],
    ['The Stimmung in our team is bad', 'en'],
    ['how do I bring this up?', 'en'],
    ['I cant go on', 'en'],
    ['thanks', 'en'],
    // Quoted speech is someone else's language: the user's own words decide.
    [
      "when I said something he went 'ach komm, das ist doch nicht so schlimm, du lernst ja Deutsch'. I'm at A2 lol",
      'en',
    ],
    ['Er meinte nur "you are overreacting, relax", und das fand ich respektlos.', 'de'],
  ])('%s → %s whatever the interface says', (text, lang) => {
    expect(detectLanguage(text, 'de')).toEqual({ language: lang, source: 'message' });
    expect(detectLanguage(text, 'en')).toEqual({ language: lang, source: 'message' });
  });

  test.each(['ok', 'Anna', '123', '👍', '...'])('no signal in "%s": the interface language decides', (text) => {
    expect(detectLanguage(text, 'de')).toEqual({ language: 'de', source: 'interface' });
    expect(detectLanguage(text, 'en')).toEqual({ language: 'en', source: 'interface' });
  });

  test('the reply follows the message, not the interface', async () => {
    const en = await run({
      messages: [user('My cofounder makes every decision alone.')],
      uiLanguage: 'de',
      mode: 'public',
    });
    expect(en).toMatchObject({ language: 'en', languageSource: 'message' });
    // A decision made alone is no hopelessness (safety/concepts.ts `ownStateFolded`): no crisis
    // note, the topic named in English.
    expect(en.text).toContain(texts.en.situation['decision-rights']!.frame);
    expect(en.text).not.toMatch(/116 123|not alone with it/);
    const de = await run({
      messages: [user('Mein Mitgründer entscheidet alles allein.')],
      uiLanguage: 'en',
      mode: 'public',
    });
    expect(de).toMatchObject({ language: 'de', languageSource: 'message' });
    // A first message with a known topic is named in the coach's own words, in the message's language.
    expect(de.text).toContain(texts.de.situation['decision-rights']!.frame);
    expect(de.text).not.toMatch(/allein gelassen/);
    const none = await run({ messages: [user('ok')], uiLanguage: 'en', mode: 'public' });
    expect(none).toMatchObject({ language: 'en', languageSource: 'interface' });
  });
});

describe('safety replies through the engine', () => {
  test('crisis: the lines in the message language, no coaching, no question', async () => {
    const de = await run({ messages: [user('Ich will nicht mehr leben.')], uiLanguage: 'en', mode: 'public' });
    expect(de).toMatchObject({ safety: 'crisis', language: 'de', phase: null, provider: 'safety', links: [] });
    for (const number of ['0800 111 0 111', '0800 111 0 222', '116 123', '112', '110'])
      expect(de.text).toContain(number);
    expect(questionMarks(de.text)).toBe(0);
    const en = await run({ messages: [user("I can't go on anymore.")], uiLanguage: 'de', mode: 'public' });
    expect(en).toMatchObject({ safety: 'crisis', language: 'en' });
    for (const number of ['112', '116 123', '988', '0800 111 0 111']) expect(en.text).toContain(number);
  });

  test('legal, medical and high escalation: the boundary first, then the coach with one question', async () => {
    const legal = await run({
      messages: [user('Kann ich meinen Mitgründer verklagen?')],
      uiLanguage: 'de',
      mode: 'public',
    });
    expect(legal.safety).toBe('legal');
    expect(legal.text).toMatch(/^Eine rechtliche Einschätzung/);
    expect(legal.text).toMatch(/Rechtsanwältin oder ein Rechtsanwalt/);
    expect(legal.text).toMatch(/Gespräch vorzubereiten/);
    expect(questionMarks(legal.text)).toBe(1);
    const medical = await run({ messages: [user('Is my cofounder a narcissist?')], uiLanguage: 'de', mode: 'public' });
    expect(medical.safety).toBe('medical');
    expect(medical.text).toMatch(/cannot give a diagnosis/);
    expect(medical.text).toMatch(/doctor|psychotherapist/);
    expect(medical.text).not.toMatch(/I am a (psycho)?therapist/i);
    const high = await run({
      messages: [user('Wir kommunizieren nur noch über Anwälte.')],
      uiLanguage: 'de',
      mode: 'public',
    });
    expect(high.safety).toBe('high_escalation');
    expect(high.text).toMatch(/Glasl/);
    expect(high.text).toMatch(/Mediator/);
    expect(high.links.map((l) => l.id)).toContain('expert');
    expect(high.text.match(/\/chat-advisor\?handoff=1/g)).toHaveLength(1);
  });
});

describe('the coaching dialogue', () => {
  const turnsDe = [
    'Mein Mitgründer trifft alle wichtigen Entscheidungen allein, und ich fühle mich übergangen.',
    'Wir kennen uns seit dem Studium, eigentlich waren wir gute Freunde.',
    'Ich habe es einmal im Meeting angesprochen, aber er hat abgeblockt.',
    'Im Moment reden wir nur noch das Nötigste, es gibt ständig Streit.',
    'Mir ist wichtig, bei Produktentscheidungen mitzureden.',
    'Wir könnten die Bereiche klar aufteilen, vielleicht mit einem Veto für große Entscheidungen.',
    'Ich werde ihn nächste Woche um ein Gespräch bitten.',
    'Ich schreibe mir den ersten Satz vorher auf.',
  ];

  test('phases advance, one question per reply, the user’s words reflected', async () => {
    const { metas } = await converse(turnsDe);
    const phases = metas.map((m) => m.phase);
    expect(phases[0]).toBe('parties');
    expect(phases).toContain('history');
    expect(phases).toContain('escalation');
    expect(phases).toContain('interests');
    expect(phases).toContain('options');
    expect(phases.at(-1)).toBe('next_step');
    // Never backwards.
    const order = ['situation', 'parties', 'history', 'escalation', 'interests', 'options', 'next_step'];
    phases.reduce((prev, p) => {
      expect(order.indexOf(p as string)).toBeGreaterThanOrEqual(order.indexOf(prev as string));
      return p;
    });
    for (const meta of metas) {
      expect(questionMarks(meta.text)).toBe(1);
      expect(meta.text.trim().endsWith('?')).toBe(true);
    }
    // The first reply names the situation in its own words (issue 22); later ones reflect the user's.
    expect(metas[0]!.text).toContain(texts.de.situation['decision-rights']!.frame);
    expect(metas[0]!.text).not.toContain('alle wichtigen Entscheidungen allein');
    expect(metas[0]!.text).toMatch(/übergangen fühlen.*Mitsprache/);
    expect(metas[3]!.text).toMatch(/ständig Streit|nur noch das Nötigste/);
  });

  test('English conversation, in its own wording', async () => {
    const { metas } = await converse(
      [
        'My co-founder works part-time on our startup while I work full-time, and I feel frustrated.',
        'We have known each other for five years.',
      ],
      'de',
    );
    expect(metas[0]!.language).toBe('en');
    // Part-time against full-time is effort compared: the imbalance is named with a step (coach15a).
    expect(metas[0]!.text).toContain(texts.en.situation['commitment/unequal']!.frame);
    expect(metas[0]!.text.trim().endsWith(texts.en.situation['commitment/unequal']!.question)).toBe(true);
    expect(metas[0]!.text).toMatch(/frustrated/);
    expect(metas[0]!.knowledge).toContain('commitment');
    expect(metas[1]!.text).toMatch(/your co-founder|\?/);
  });

  test('a short answer does not advance the phase and gets an easier question', async () => {
    const first = await run({ messages: [user('Es gibt Streit im Team.')], uiLanguage: 'de', mode: 'public' });
    const second = await run({
      messages: [user('Es gibt Streit im Team.'), { role: 'assistant', content: first.text }, user('weiß nicht')],
      uiLanguage: 'de',
      mode: 'public',
      phase: first.phase!,
    });
    expect(second.phase).toBe(first.phase);
    expect(questionMarks(second.text)).toBe(1);
    expect(second.text).not.toBe(first.text);
  });

  test.each([
    [
      'de',
      'Stress mit meinem Mitgründer wegen Geld.',
      ['ja', 'nein', 'keine ahnung', 'hm', 'ok', 'vielleicht', 'weiß nicht'],
    ],
    ['en', 'Trouble with my cofounder about money.', ['yes', 'no', 'idk', 'hm', 'ok', 'maybe', 'not sure']],
  ] as const)(
    '%s: seven short answers in a row never get the same words twice, nor the topic question again',
    async (lang, first, shorts) => {
      const { metas } = await converse([first, ...shorts], lang);
      const openings = metas.slice(1).map((meta) => meta.text.split('\n\n')[0]);
      expect(new Set(openings).size).toBe(openings.length);
      for (const meta of metas.slice(1)) expect(meta.text).not.toMatch(/Geld, Rollen|money, roles/);
    },
  );

  test.each([
    [
      'de',
      ['Mein Mitgründer und ich streiten über Geld.', 'Meine Schwester hilft mir, das zu sortieren.'],
      /unterstützen\?|Mit wem könntest/,
    ],
    [
      'en',
      ['My cofounder and I fight about money.', 'My mentor helps me sort it out.'],
      /support you in this|Who could you talk to/,
    ],
  ] as const)('%s: no question for a supporter after the user named one', async (lang, start, asked) => {
    const plan = lang === 'de' ? 'Ich werde ihn am Freitag um 10 ansprechen.' : 'I will talk to him on Friday at 10.';
    const more =
      lang === 'de'
        ? [
            'Ich fange mit einer Ich-Botschaft an.',
            'Dann schlage ich eine Regel vor.',
            'Und wenn er abblockt, hole ich eine Mediatorin.',
            'Das fühlt sich gut an.',
            'Ich bin ziemlich sicher.',
          ]
        : [
            'I will start with an I-message.',
            'Then I will suggest a rule.',
            'If he pushes back, I will bring in a mediator.',
            'That feels good.',
            'I am fairly sure.',
          ];
    const { metas } = await converse([...start, plan, ...more], lang);
    for (const meta of metas.slice(2)) expect(meta.text.split('\n\n').at(-1)).not.toMatch(asked);
  });

  test.each([
    [
      'de',
      'Manchmal denk ich nachts, es wär für alle einfacher, wenn ich einfach nicht mehr da wäre.',
      'Okay. Ich ruf morgen früh meine Hausärztin an und rede heute Abend mit meiner Schwester.',
      /Wie geht es dir gerade/,
    ],
    [
      'en',
      "Sometimes I think everyone would be better off if I wasn't around anymore.",
      "Okay. I'll call my doctor tomorrow morning and talk to my sister tonight.",
      /How are you right now/,
    ],
  ] as const)(
    '%s: right after the crisis reply the person comes first, not the conflict',
    async (lang, crisis, steps, care) => {
      const { metas } = await converse(['Mein Mitgründer und ich reden seit Wochen nicht mehr.', crisis, steps], lang);
      expect(metas[1]!.provider).toBe('safety');
      const after = metas[2]!;
      expect(after.knowledge).toEqual([]);
      expect(after.links.filter((link) => link.id !== 'expert')).toEqual([]);
      expect(after.text.split('\n\n').at(-1)).toMatch(care);
    },
  );

  test('a direct question is answered from the knowledge base', async () => {
    const meta = await run({
      messages: [user('Wie bereite ich ein schwieriges Gespräch vor?')],
      uiLanguage: 'de',
      mode: 'public',
    });
    expect(meta.knowledge[0]).toBe('prepare-conversation');
    expect(meta.text).toMatch(/Ein schwieriges Gespräch vorbereiten/);
    expect(meta.text).toMatch(/^- /m);
    expect(questionMarks(meta.text)).toBe(1);
  });

  test('replies vary with the input and are deterministic for the same input', async () => {
    const a = await run({
      messages: [user('Unser CTO ignoriert mich in jedem Meeting.')],
      uiLanguage: 'de',
      mode: 'public',
    });
    const b = await run({
      messages: [user('Wir streiten über die Anteile und das Vesting.')],
      uiLanguage: 'de',
      mode: 'public',
    });
    const again = await run({
      messages: [user('Unser CTO ignoriert mich in jedem Meeting.')],
      uiLanguage: 'de',
      mode: 'public',
    });
    expect(a.text).not.toBe(b.text);
    expect(again).toEqual(a);
  });

  test('tools are recommended with links, once per conversation', async () => {
    const meta = await run({
      messages: [
        user('Wir haben sehr unterschiedliche Werte, er will Wachstum um jeden Preis, mir ist Sicherheit wichtig.'),
      ],
      uiLanguage: 'de',
      mode: 'public',
    });
    expect(meta.links).toEqual([{ id: 'values-radar', path: '/checklisten/werte-radar', label: 'Werte-Radar' }]);
    expect(meta.text).toContain('[Werte-Radar](/checklisten/werte-radar)');
    const costs = await run({
      messages: [user('What does this conflict cost our team?')],
      uiLanguage: 'en',
      mode: 'public',
    });
    expect(costs.links[0]?.path).toBe('/checklisten/konflikt-kosten');
    const { metas } = await converse([
      'Es gibt Streit über Rollen im Team, wer macht was.',
      'Das Team ist zerstritten.',
    ]);
    const paths = metas.flatMap((m) => m.links.map((l) => l.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('from Glasl stage 4 the coach suggests a mediator once', async () => {
    const meta = await run({
      messages: [user('Im Team haben sich Lager gebildet, er redet hinter meinem Rücken über mich.')],
      uiLanguage: 'de',
      mode: 'public',
    });
    expect(meta.glaslStage).toBe(4);
    expect(meta.text).toMatch(/Stufe 4/);
    expect(meta.links.map((l) => l.id)).toContain('expert');
  });

  test('quoted user text cannot inject Markdown links or HTML', async () => {
    const meta = await run({
      messages: [user('Er schrieb [klick hier](javascript:alert(1)) und <b>lachte</b> über mich im Meeting.')],
      uiLanguage: 'de',
      mode: 'public',
    });
    expect(meta.text).not.toMatch(/(^|[^\\])\[klick hier\]\(/);
    expect(meta.text).not.toMatch(/(^|[^\\])<b>/);
  });
});

describe('premium context', () => {
  const analysis = {
    type: 'conflict-analysis',
    version: 1,
    scores: { communication: 40, values: 30, structure: 75 },
    levels: { communication: 'moderate', values: 'low', structure: 'high' },
    ranking: ['structure', 'communication', 'values'],
    primary: 'structure',
    tiedWithPrimary: ['structure'],
    escalation: { stage: 3, phase: 'win-win', helper: 'parties-or-moderator', indicators: [] },
  } satisfies ConflictAnalysisResult;
  const style = {
    type: 'conflict-style',
    version: 1,
    scores: { competing: 70, collaborating: 50, compromising: 40, avoiding: 20, accommodating: 30 },
    ranking: ['competing', 'collaborating', 'compromising', 'accommodating', 'avoiding'],
    dominant: 'competing',
    leastUsed: 'avoiding',
    dominantTies: ['competing'],
    leastUsedTies: ['avoiding'],
    balanced: false,
  } satisfies ConflictStyleResult;

  test('the first reply refers to the last session and the latest results', async () => {
    const meta = await run({
      messages: [user('Es geht wieder um meinen Mitgründer und die Rollen.')],
      uiLanguage: 'de',
      mode: 'premium',
      premium: {
        memories: [
          { summary: 'Streit über Entscheidungsrechte mit dem Mitgründer; Ziel: klare Bereiche.', date: '2025-03-03' },
        ],
        results: [analysis, style],
      },
    });
    expect(meta.text).toMatch(/^Beim letzten Mal \(3\. März\) ging es um: Streit über Entscheidungsrechte/);
    expect(meta.text).toMatch(/Deine Analyse zeigte den Schwerpunkt bei \*\*Struktur/);
    expect(meta.text).toMatch(/Durchsetzen/);
    expect(questionMarks(meta.text)).toBe(1);
  });

  test('public mode ignores premium context and refuses premium actions', async () => {
    await expect(
      run({ messages: [user('Hallo zusammen, es gibt Streit.')], uiLanguage: 'de', mode: 'public', action: 'summary' }),
    ).rejects.toMatchObject({ code: 'premium_required' });
    await expect(run({ messages: [], uiLanguage: 'de', mode: 'public' })).rejects.toMatchObject({
      code: 'user_message_required',
    });
    await expect(run({ messages: [user('x'.repeat(4001))], uiLanguage: 'de', mode: 'public' })).rejects.toMatchObject({
      code: 'message_too_long',
    });
  });
});

describe('premium actions', () => {
  const conversation = [
    'Mein Mitgründer trifft alle Entscheidungen allein, und ich bin frustriert.',
    'Mir ist wichtig, bei der Produktstrategie mitzureden.',
    'Wir könnten feste Bereiche vereinbaren und einmal pro Woche gemeinsam entscheiden.',
    'Ich werde ihn morgen um ein Gespräch bitten.',
  ];

  test('summary: situation, interests, options and two or three steps from the conversation', async () => {
    const { history } = await converse(conversation, 'de', 'premium');
    const meta = await run({ messages: history, uiLanguage: 'de', mode: 'premium', action: 'summary' });
    expect(meta.text).toMatch(/### Zusammenfassung/);
    expect(meta.text).toContain('alle Entscheidungen allein');
    expect(meta.text).toContain('bei der Produktstrategie mitzureden');
    expect(meta.text).toContain('feste Bereiche vereinbaren');
    expect(meta.summary?.nextSteps.length).toBeGreaterThanOrEqual(2);
    expect(meta.summary?.nextSteps.length).toBeLessThanOrEqual(3);
    expect(meta.summary?.nextSteps[0]).toContain('morgen um ein Gespräch');
    expect(meta.summary?.interests.join(' ')).toMatch(/Fortschritt|Produktstrategie/);
  });

  test('role-play: the advisor plays the other party and reacts to the wording', async () => {
    const start = await run({
      messages: [user('Ich möchte das Gespräch mit meinem Mitgründer über Rollen üben.')],
      uiLanguage: 'de',
      mode: 'premium',
      action: 'roleplay_start',
    });
    expect(start.text).toMatch(/^_Rollenspiel: Ich spiele jetzt deinen Mitgründer/);
    const base: AdvisorMessage[] = [
      user('Ich möchte das Gespräch mit meinem Mitgründer über Rollen üben.'),
      { role: 'assistant', content: start.text },
    ];
    const hostile = await run({
      messages: [...base, user('Du entscheidest immer alles allein, das ist deine Schuld!')],
      uiLanguage: 'de',
      mode: 'premium',
      action: 'roleplay_turn',
    });
    const open = await run({
      messages: [
        ...base,
        user(
          'Ich fühle mich übergangen, wenn Entscheidungen ohne mich fallen. Wärst du bereit, das gemeinsam zu regeln?',
        ),
      ],
      uiLanguage: 'de',
      mode: 'premium',
      action: 'roleplay_turn',
    });
    expect(hostile.text).not.toBe(open.text);
    expect(hostile.text).toMatch(/stimmt so nicht|unfair|Immer ich/);
    expect(open.text).toMatch(/So habe ich das|danke/i);
    const feedback = await run({
      messages: [
        ...base,
        user('Du entscheidest immer alles allein, das ist deine Schuld!'),
        { role: 'assistant', content: hostile.text },
        user('Ich fühle mich übergangen, wenn du ohne mich entscheidest.'),
      ],
      uiLanguage: 'de',
      mode: 'premium',
      action: 'roleplay_feedback',
    });
    expect(feedback.text).toMatch(/„immer“ ist eine Verallgemeinerung/);
    expect(feedback.text).toMatch(/Ich-Botschaft/);
  });

  test('a crisis inside a role-play still interrupts it', async () => {
    const meta = await run({
      messages: [user('Ich will mich umbringen.')],
      uiLanguage: 'de',
      mode: 'premium',
      action: 'roleplay_turn',
    });
    expect(meta.safety).toBe('crisis');
  });

  test('handoff draft: topic, parties, stage, wish, language, for the user to edit', async () => {
    const { history } = await converse([...conversation, 'Es gab schon Drohungen mit dem Ausstieg.'], 'de', 'premium');
    const meta = await run({ messages: history, uiLanguage: 'de', mode: 'premium', action: 'handoff_draft' });
    expect(meta.text).toMatch(/\*\*Thema:\*\* Entscheidungsrechte/);
    // The founder sends the draft: the party in their own words, not the coach's "dein".
    expect(meta.text).toMatch(/\*\*Beteiligte:\*\* mein Mitgründer/);
    expect(meta.text).toMatch(/Stufe 6/);
    expect(meta.text).toMatch(/\*\*Sprache:\*\* Deutsch/);
    expect(meta.handoff?.topic).toBe('Entscheidungsrechte und Patt');
    expect(meta.text).toMatch(/ergänze oder streiche/);
  });

  test.each([
    [
      'de',
      'Mein Mitgründer trifft große Entscheidungen allein, und mir ist wichtig, dass wir gemeinsam entscheiden.',
      'Mein Mitgründer trifft große Entscheidungen allein',
      'mein Mitgründer',
    ],
    [
      'en',
      'My co-founder makes big decisions alone, and it matters to me that we decide together.',
      'My co-founder makes big decisions alone',
      'my co-founder',
    ],
  ] as const)(
    "handoff draft (%s): the situation is not the wish again, the party in the user's words",
    async (lang, message, situation, party) => {
      const meta = await run({ messages: [user(message)], uiLanguage: lang, mode: 'premium', action: 'handoff_draft' });
      const summary = meta.handoff?.summary ?? '';
      const wish = lang === 'de' ? 'dass wir gemeinsam entscheiden' : 'we decide together';
      // Said once, under the wish; the situation is the rest of the message.
      expect(summary.split(wish)).toHaveLength(2);
      expect(summary).toContain(situation);
      expect(summary).toContain(party);
      // The scale by its author's name in idiomatic words ("estimate after Glasl" was German's "nach Glasl").
      expect(summary).toContain(
        lang === 'de' ? '**Eskalation (Einschätzung nach Glasl):**' : '**Escalation (estimated on Glasl’s scale):**',
      );
    },
  );

  test.each([
    [
      'de',
      'Mein Mitgründer trifft wichtige Entscheidungen allein, und mir ist wichtig, dass wir gemeinsam entscheiden.',
    ],
    ['de', 'Meine Mitgründerin plant alles ohne mich, aber mir ist wichtig, dass wir zusammen planen.'],
    ['de', 'Mir ist wichtig, dass wir gemeinsam entscheiden, aber mein Mitgründer entscheidet alles allein.'],
    ['de', 'Unser CTO ändert ständig die Prioritäten, und ich wünsche mir, dass wir uns vorher abstimmen.'],
    ['de', 'Mein Geschäftspartner verschiebt jede Entscheidung, doch ich möchte, dass wir schneller vorankommen.'],
    ['en', 'My co-founder makes big decisions alone, and it matters to me that we decide together.'],
    ['en', 'It matters to me that we decide together, but my co-founder makes every call alone.'],
    ['en', 'Our CTO keeps changing priorities, and I want us to agree on them beforehand.'],
    ['en', 'My business partner postpones every decision, but I would like us to move faster.'],
    ['en', 'My co-founder plans everything without me, so I wish we could plan together.'],
  ] as const)('handoff draft (%s): a situation never ends on the join to the wish (%s)', async (lang, message) => {
    const meta = await run({ messages: [user(message)], uiLanguage: lang, mode: 'premium', action: 'handoff_draft' });
    const heading = lang === 'de' ? '**Worum es geht:**' : '**What it is about:**';
    // The section's bullets: up to the blank line before the next one.
    const lines = (meta.handoff?.summary ?? '').split(heading)[1]!.split('\n\n')[0]!.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toMatch(/(?:[,;:–-]|\b(?:und|oder|aber|doch|sondern|denn|and|or|but|so|yet))\s*$/i);
    }
  });
});

describe('knowledge base and retrieval', () => {
  test('no entry asks a question (the reply’s one question is the coach’s)', () => {
    for (const entry of knowledge) {
      for (const lang of ['de', 'en'] as const) {
        const text = [entry[lang].title, entry[lang].tip, ...entry[lang].points].join(' ');
        expect(text).not.toContain('?');
      }
    }
  });

  test.each([
    ['Entscheidungen', 'de', 'decision-rights'],
    ['Er entscheidet alles allein', 'de', 'decision-rights'],
    ['How do I go about negotiating with him?', 'en', 'interests-not-positions'],
    ['negotiation', 'en', 'interests-not-positions'],
    ['Wie bereite ich das Gespräch vor?', 'de', 'prepare-conversation'],
    ['Es eskaliert, es gibt schon Lager', 'de', 'glasl'],
    ['We never agreed on vesting', 'en', 'equity-vesting'],
    ['My team is silent in meetings', 'en', 'silence'],
    ['Ich mache ihm ständig Vorwürfe', 'de', 'i-messages'],
    ['what is our BATNA', 'en', 'batna'],
    ['Feedback geben ohne zu verletzen', 'de', 'feedback'],
    ['zu viel Arbeit, alle sind überlastet', 'de', 'workload'],
  ])('"%s" (%s) finds %s first', (text, lang, id) => {
    expect(retrieve(text, lang as 'de' | 'en')[0]?.entry.id).toBe(id);
  });
});

describe('requests and proposals worked with (coach4)', () => {
  const question = (text: string) => text.trim().split('\n\n').at(-1) ?? '';

  test.each([
    [
      'de',
      ['Meine Mitgründerin Lea und ich streiten über die Rollen.', 'Können wir das Gespräch mal durchspielen?'],
      /Ja, gern\. _Rollenspiel: Ich spiele jetzt deine Mitgründerin Lea\./,
    ],
    [
      'en',
      ['My cofounder and I disagree about the pricing.', 'can we practise how I bring it up?'],
      /Yes, happy to\. _Role-play: I am now playing your cofounder\./,
    ],
  ] as const)(
    '%s: a request to practise starts the role-play, goes on, and ends in feedback',
    async (lang, turns, start) => {
      const { history, metas } = await converse([...turns], lang);
      expect(metas[1]!.text).toMatch(start);
      expect(questionMarks(metas[1]!.text)).toBe(1);
      const attempt = lang === 'de' ? 'Du machst ständig, was du willst.' : 'You always do whatever you want.';
      const better =
        lang === 'de'
          ? 'Ich merke, dass ich mich übergangen fühle, wenn die Roadmap sich ändert.'
          : 'I feel sidelined when the roadmap changes without me.';
      const persona: string[] = [];
      for (const line of [attempt, better, attempt]) {
        history.push(user(line));
        const meta = await run({ messages: [...history], uiLanguage: lang, mode: 'public' });
        history.push({ role: 'assistant', content: meta.text });
        persona.push(meta.text);
      }
      // The other party answers in role, never the same line twice, and never as the coach.
      expect(new Set(persona).size).toBe(3);
      for (const line of persona) expect(line).not.toMatch(/„|“/);
      history.push(user('Feedback'));
      const feedback = await run({ messages: [...history], uiLanguage: lang, mode: 'public' });
      expect(feedback.text).toMatch(lang === 'de' ? /Vergleich deiner Anläufe/ : /Comparing your attempts/);
      history.push(user(lang === 'de' ? 'Danke. Wie gehe ich jetzt weiter vor?' : 'Thanks. How do I go on from here?'));
      const after = await run({ messages: [...history], uiLanguage: lang, mode: 'public' });
      expect(after.text).not.toMatch(/Rollenspiel|Role-play/);
    },
  );

  test.each([
    ['de', 'Eine Idee wäre, dass wir die Kunden nach Regionen aufteilen und jeder seine eigenen betreut.'],
    ['en', 'What if we each own one product line and review together once a month?'],
  ] as const)(
    '%s: a proposal is acknowledged and worked with, never answered with "which options"',
    async (lang, proposal) => {
      const { metas } = await converse(
        [
          lang === 'de'
            ? 'Mein Mitgründer und ich kommen uns im Vertrieb ständig in die Quere.'
            : 'My cofounder and I keep stepping on each other in sales.',
          proposal,
        ],
        lang,
      );
      const reply = metas[1]!.text;
      expect(reply).toMatch(lang === 'de' ? /Vorschlag|Idee/ : /proposal|idea/);
      expect(question(reply)).not.toMatch(/Möglichkeiten|Lösungen|options|solutions/);
      expect(reply).not.toMatch(/\]\(\//);
    },
  );

  test.each([
    ['de', 'Das ist doch nur Blabla, das bringt mir nichts.', /Blabla/],
    ['en', 'this is pointless, honestly', /pointless/],
  ] as const)(
    '%s: frustration with the coach gets a repair and something concrete, never the insult quoted',
    async (lang, insult, quoted) => {
      const { metas } = await converse(
        [
          lang === 'de'
            ? 'Mein Mitgründer gibt das Budget ohne Absprache aus.'
            : 'My cofounder spends the budget without asking me.',
          insult,
        ],
        lang,
      );
      expect(metas[1]!.text).not.toMatch(quoted);
      expect(metas[1]!.text).toMatch(lang === 'de' ? /recht|Stimmt/ : /Fair|right/);
      expect(questionMarks(metas[1]!.text)).toBe(1);
    },
  );

  test.each([
    ['de', 'Und was würdest du an meiner Stelle machen?', /An deiner Stelle|Mein Vorschlag/],
    ['en', 'honestly, what would you do in my shoes?', /In your place|My suggestion/],
  ] as const)('%s: "what would you do" gets a direct suggestion, then one question', async (lang, ask, answer) => {
    const { metas } = await converse(
      [
        lang === 'de'
          ? 'Meine Mitgründerin will eine zweite Finanzierungsrunde, ich nicht.'
          : 'My co-founder wants to hire three people, I think we cannot afford it.',
        ask,
      ],
      lang,
    );
    expect(metas[1]!.text).toMatch(answer);
    expect(questionMarks(metas[1]!.text)).toBe(1);
  });

  test('after "stop asking how I feel" no feeling is reflected for the rest of the conversation', async () => {
    const { metas } = await converse(
      [
        'Mein Mitgründer entscheidet alles allein.',
        'Hör auf, mich zu fragen, wie ich mich fühle. Gib mir was Konkretes.',
        'Ich bin total frustriert, weil er die Preise ohne mich geändert hat.',
      ],
      'de',
    );
    expect(metas[1]!.text).toMatch(/Konkretes|praktisch/);
    expect(metas[2]!.text).not.toMatch(/Das klingt, als würdest du dich/);
  });

  test('no heated question in a calm negotiation, and arguing counts as having talked', async () => {
    const { metas } = await converse(
      [
        'Our first employee wants a bigger share of the options pool.',
        'We get along well, she has been with us from the start.',
        'We argue about it politely every week in our 1:1.',
        'She says the market rate would be twice what she has now.',
      ],
      'en',
    );
    for (const meta of metas) expect(question(meta.text)).not.toMatch(/most heated|sides formed|allies/);
    expect(question(metas[3]!.text)).not.toMatch(/talked openly|already tried/);
  });
});

describe('requests the coach answers in kind', () => {
  test.each([
    [
      'de',
      ['Meine Mitgründerin Sophie und ich streiten über die Gehälter.', 'Kannst du kurz Sophie spielen?'],
      'Sophie',
    ],
    [
      'de',
      ['Mein Mitgründer und ich streiten über die Gehälter.', 'Spiel doch mal meinen Mitgründer.'],
      'deinen Mitgründer',
    ],
    ['en', ['My cofounder and I argue about salaries.', 'could you be Priya for a minute?'], 'Priya'],
    ['en', ['My cofounder and I argue about salaries.', "ok, pretend you're my cofounder"], 'your cofounder'],
  ] as const)('%s: "%s" starts the role-play with the named person', async (lang, turns, persona) => {
    const { metas } = await converse([...turns], lang);
    expect(metas[1]!.text).toMatch(
      new RegExp(`(Rollenspiel: Ich spiele jetzt|Role-play: I am now playing) ${persona}\\.`),
    );
    expect(metas[1]!.text).toMatch(lang === 'de' ? /Du wolltest reden/ : /You wanted to talk/);
  });

  test.each([
    ['de', 'Kannst du mal Lena spielen? Ich fang an: „Lena, du machst immer alles allein.“', 'Lena'],
    ['en', 'Can you play Sam? I\'ll start: "Sam, I feel left out when you decide alone."', 'Sam'],
  ] as const)('%s: a first line written with the request is answered in role', async (lang, request, persona) => {
    const opening = lang === 'de' ? 'Mein Mitgründer und ich haben Streit.' : 'My cofounder and I have a fight.';
    const { history, metas } = await converse([opening, request], lang);
    expect(metas[1]!.text).toContain(persona);
    // In role at once: not the persona's generic opening, no coach question, no quote of the user.
    expect(metas[1]!.text).not.toMatch(/Du wolltest reden|You wanted to talk|„|“/);
    history.push(
      user(
        lang === 'de'
          ? 'Ich wünsche mir, dass wir das zusammen entscheiden.'
          : 'I would like us to decide this together.',
      ),
    );
    const next = await run({ messages: [...history], uiLanguage: lang, mode: 'public' });
    expect(next.text).not.toMatch(/Rollenspiel|Role-play|„/);
  });

  test.each([
    [
      'de',
      [
        'Mein Mitgründer Malte und ich streiten über das Budget für Marketing.',
        'Ich möchte, dass wir ein festes Monatsbudget vereinbaren.',
        'Formulier mir bitte ein paar Sätze für den Anfang.',
      ],
      /^Malte, ich möchte/,
      /festes Monatsbudget/,
    ],
    [
      'de',
      ['Meine Mitgründerin Ida und ich streiten über Rollen.', 'Wie frag ich Ida, ob sie den Vertrieb abgeben würde?'],
      /^Ida, ich möchte/,
      /sprechen/,
    ],
    [
      'en',
      [
        'My cofounder Noor and I fight about the marketing budget.',
        'what if we agree on a fixed monthly budget?',
        'can you draft the opening for me?',
      ],
      /^Noor, I would like/,
      /fixed monthly budget/,
    ],
    [
      'en',
      ['My cofounder Ben and I fight about roles.', 'write a short message to Ben for me'],
      /^Ben, I would like/,
      /roles/,
    ],
  ] as const)('%s: a drafting request gets a short draft from what was told', async (lang, turns, opening, content) => {
    const { metas } = await converse([...turns], lang);
    const reply = metas.at(-1)!.text;
    const draft = reply.match(/\n\n_(.+)_\n\n/)?.[1] ?? '';
    expect(draft).toMatch(opening);
    expect(draft).toMatch(content);
    const sentencesInDraft = draft.split(/(?<=[.!])\s+/).length;
    expect(sentencesInDraft).toBeGreaterThanOrEqual(2);
    expect(sentencesInDraft).toBeLessThanOrEqual(4);
    expect(reply).toMatch(lang === 'de' ? /Entwurf zum Anpassen/ : /draft to adapt/);
    expect(questionMarks(reply)).toBe(1);
    expect(reply).toMatch(lang === 'de' ? /\?$/ : /\?$/);
  });

  test.each([
    [
      'de',
      [
        'Mein Mitgründer Felix und ich streiten über die CEO-Rolle.',
        'Ich hab meinen Plan schon. Ich will nur Hilfe bei der Umsetzung.',
        'Ich will, dass er das Fundraising abgibt.',
        'Kannst du mir 3 Sätze formulieren, mit denen ich einsteige?',
      ],
      /Hilfe|Umsetzung|\ber\b/,
    ],
    [
      'en',
      [
        'My cofounder Maya and I fight about hiring.',
        'I already have a plan, I just want help with the wording.',
        'I want her to stop vetoing every candidate.',
        'can you write the message to Maya for me?',
      ],
      /help|wording|\bher\b/,
    ],
  ] as const)(
    '%s: a draft to the other person carries no wish asked of the coach or said about them',
    async (lang, turns, notInDraft) => {
      const { metas } = await converse([...turns], lang);
      const draft = metas.at(-1)!.text.match(/\n\n_(.+)_\n\n/)?.[1] ?? '';
      expect(draft).not.toBe('');
      expect(draft).not.toMatch(notInDraft);
    },
  );

  test.each([
    ['de', 'passt so, danke dir', null],
    ['de', 'Okay. Das reicht mir für heute.', null],
    ['en', "great, I think I'm good", null],
    ['en', "thanks, that's all for now", /Monday/],
  ] as const)('%s: "%s" closes without a new question', async (lang, closing, takeaway) => {
    const turns =
      lang === 'de'
        ? ['Mein Mitgründer und ich streiten über Geld.', 'Wir reden kaum noch miteinander.', closing]
        : takeaway
          ? ['My cofounder and I fight about money.', 'I will talk to her on Monday morning.', closing]
          : ['My cofounder and I fight about money.', 'We barely talk anymore.', closing];
    const { metas } = await converse(turns, lang);
    const reply = metas.at(-1)!.text;
    expect(questionMarks(reply)).toBe(0);
    expect(reply).toMatch(lang === 'de' ? /komm wieder/ : /Come back/);
    if (takeaway) expect(reply).toMatch(takeaway);
  });
});

// coach25b: a switch of language mid-conversation ("let me switch to English", "ich schreib lieber
// auf Deutsch weiter") is about the chat: no tip on cultures and languages, the reply in the new language.
describe('a language switch is no topic', () => {
  test.each([
    [
      'de',
      [
        'Meine Mitgründerin und ich streiten seit Wochen darüber, ob wir gleich in den USA launchen.',
        "Actually, can we continue in English? She says we'll miss the window if we wait until spring.",
      ],
      'en',
    ],
    [
      'en',
      [
        'My co-founder keeps changing the roadmap after every customer call.',
        'Mein Englisch ist nicht so gut, ich schreib lieber auf Deutsch weiter. Gestern hat er wieder alles umgeworfen, ohne das Team zu fragen.',
      ],
      'de',
    ],
    [
      'de',
      [
        'Mein Geschäftspartner verschiebt den Launch ständig, ohne jemandem Bescheid zu sagen.',
        "Let me write in English from here, it's easier on my phone. He moved the launch again last night.",
      ],
      'en',
    ],
  ] as const)('%s -> %s', async (ui, turns, lang) => {
    const { metas } = await converse([...turns], ui);
    const last = metas.at(-1)!;
    expect(last.knowledge).not.toContain('culture-language');
    expect(last.language).toBe(lang);
  });

  test('a conflict about language keeps its tip', async () => {
    const { metas } = await converse([
      'Mein Mitgründer redet im Weekly nur noch auf Englisch, obwohl die Hälfte des Teams kaum Englisch versteht.',
    ]);
    expect(metas[0]!.knowledge).toContain('culture-language');
  });
});
