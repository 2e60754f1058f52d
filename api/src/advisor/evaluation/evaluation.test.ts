// The scripted conversations through the real engine, every reply scored with the rubric: each
// check must hold on at least 95 % of the replies it applies to (the bench's budget, too:
// `npm run bench -- --only coach`). A failing check names the replies that broke it.
import { knowledge } from '../knowledge';
import { texts } from '../texts';
import { safetyTexts } from '../safety/texts';
import { safetyCategories, type Lang } from '../types';
import { conversationSets, evaluate, rubricBudget, type EvaluationResult } from './evaluate';
import {
  asksForMessage,
  checkReply,
  isShortAnswer,
  reflectionOf,
  rubricChecks,
  statesPlan,
  type EvaluatedTurn,
} from './rubric';
import { isAboutTopic, topicIds } from './topics';

let result: EvaluationResult;
beforeAll(async () => {
  result = await evaluate();
});

test('at least 40 conversations of 4-10 turns in both languages, 10 of them held out', () => {
  const all = conversationSets.flatMap((set) => set.conversations);
  expect(all.length).toBeGreaterThanOrEqual(40);
  expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
  // held-out4 to held-out7 are mostly single messages: the first reply to an ordinary
  // message (the `specific` check) and a draft asked outright (`fit`); held-out28b and held-out29
  // have first messages of 1-3 turns for the `specific` check; held-out38 has conversations of 3
  // turns (a first message, a strain named in a word, a fact), held-out38b of 3-4 (a request, a
  // correction or a fact after the first message).
  const single = new Set(
    conversationSets
      .filter((set) =>
        [
          'held-out4',
          'held-out5',
          'held-out6',
          'held-out7',
          'held-out8',
          'held-out28b',
          'held-out29',
          'held-out38',
          'held-out38b',
        ].includes(set.name),
      )
      .flatMap((set) => set.conversations),
  );
  for (const conversation of all) {
    expect(conversation.turns.length).toBeGreaterThanOrEqual(single.has(conversation) ? 1 : 4);
    expect(conversation.turns.length).toBeLessThanOrEqual(10);
  }
  expect(all.filter((c) => c.lang === 'de').length).toBeGreaterThanOrEqual(15);
  expect(all.filter((c) => c.lang === 'en').length).toBeGreaterThanOrEqual(15);
  expect(conversationSets.find((set) => set.name === 'held-out')?.conversations.length).toBeGreaterThanOrEqual(10);
});

// The handoff for "I want to talk to a real person" comes from the safety layer's `human`
// category; until it exists the safety check is reported by the bench, not enforced here.
// Reported only (the bench prints it and fails its budget): "crisis" catches the safety
// classifier's false alarms ("Ich hab auch ein Leben, also theoretisch.", "Not forever."), which
// the classifier's own work fixes, not the coach (docs/advisor.md, known failures).
// "unasked" is enforced since the engine shows a legal or medical boundary only where the user asks
// something (2026-11-29): the classifier's label on "nicht depressiv, einfach müde" no longer shows.
// "form" (coach11, 2026-11-29) is reported, not enforced: its misses are on held-out3, which is
// measured and not tuned on (forms.test.ts enforces the behaviour on other phrasings).
// "specific" (coach12a, 2026-11-29) is reported: the first reply to an ordinary message, measured on held-out4.
// "fit" (coach13a, 2026-11-29) is reported: a draft's channel, length, register and purpose, measured on held-out5.
// "memory" (coach16a, 2026-11-30) is reported: a reason given earlier in a draft asked later, measured
// on held-out8 (unseen.test.ts enforces the behaviour on other phrasings); no tuned set has one.
// "purpose" and "wrapup" (coach21b, 2026-11-30) are reported: measured on held-out14, and no tuned set
// has a thank-you with a step ("wrapup") or enough stated purposes; "revise" and "inrole" are enforced.
// "artefact" and "suggest" (coach22b, 2026-12-01) are reported: measured on held-out16, which no fix
// was tuned on (artefacts.test.ts enforces the behaviour on other phrasings).
const reportedOnly = new Set<string>([
  'crisis',
  'form',
  'specific',
  'fit',
  'memory',
  'purpose',
  'wrapup',
  'artefact',
  'suggest',
  // coach24a (2026-12-02): measured on held-out19, which no fix was tuned on (correction.test.ts holds the behaviour).
  'corrected',
  // coach26a (2026-12-02): later replies pick up what the latest message added, measured on held-out24
  // (and every other set); follow.test.ts holds the behaviour on other phrasings.
  'follow',
]);
const enforced = rubricChecks.filter(
  (check) =>
    !reportedOnly.has(check) && (check !== 'safety' || (safetyCategories as readonly string[]).includes('human')),
);

// held-out5 (coach13a), held-out6 (coach14a), held-out7 (coach15a), held-out8 (coach16a), held-out9 (coach17), held-out10 (coach18), held-out11 (coach19), held-out12 (coach20) and held-out13 (coach21) are measured, not tuned on
// with a budget: the bench reports their misses, the budget here reads every other set (a budget on
// them would make the next change tune on them).
const measuredOnly = new Set<string>([
  'held-out5',
  'held-out6',
  'held-out7',
  'held-out8',
  'held-out9',
  'held-out10',
  'held-out11',
  'held-out12',
  'held-out13',
  'held-out14',
  'held-out15',
  'held-out16',
  'held-out17',
  'held-out18',
  'held-out19',
  'held-out20',
  'held-out23',
  'held-out21',
  'held-out22',
  'held-out24',
  'held-out25',
  'held-out27',
  'held-out26',
  'held-out28',
  'held-out28b',
  'held-out29',
  'held-out30',
  'held-out31',
  'held-out37',
  'held-out38',
  'held-out38b',
]);

test.each(enforced)('the rubric check "%s" holds on at least 95 %% of the replies', (check) => {
  const tally = { ...result.checks.all![check] };
  for (const set of measuredOnly) {
    tally.applied -= result.checks[set]?.[check].applied ?? 0;
    tally.passed -= result.checks[set]?.[check].passed ?? 0;
  }
  const failures = result.conversations
    .filter((conversation) => !measuredOnly.has(conversation.set))
    .flatMap((conversation) =>
      conversation.replies.flatMap((reply) =>
        reply.checks
          .filter((c) => c.check === check && !c.pass)
          .map((c) => `${conversation.id} #${reply.turn}: ${c.reason}`),
      ),
    );
  expect(tally.applied).toBeGreaterThan(0);
  if (tally.passed / tally.applied < rubricBudget) expect(failures).toEqual([]);
});

describe('the rubric itself fails what it should', () => {
  const turn = (user: string, text: string, extra: Partial<EvaluatedTurn['meta']> = {}): EvaluatedTurn => ({
    action: 'reply',
    user,
    lang: 'en',
    meta: {
      action: 'reply',
      language: 'en',
      languageSource: 'message',
      phase: 'history',
      safety: null,
      safetyCategories: [],
      links: [],
      knowledge: [],
      glaslStage: null,
      provider: 'offline',
      help: [],
      endsRoleplay: false,
      fallback: false,
      text,
      ...extra,
    },
  });
  const failed = (turns: EvaluatedTurn[]) =>
    checkReply(turns, turns.length - 1)
      .filter((c) => !c.pass)
      .map((c) => c.check);

  test('a reflection cut inside "1:1" or a number, and a mixed-language reply', () => {
    expect(
      failed([turn('We fight in our weekly 1:1 about it.', 'You say: “We fight in our weekly 1”.\n\nWhy?')]),
    ).toContain('reflection');
    expect(failed([turn('We raised 1.2M last year.', 'You say: “We raised 1”.\n\nWhy?')])).toContain('reflection');
    expect(failed([turn('My Mitgründer ignores me.', 'Does your Mitgründer know?')])).toContain('language');
    const german = (user: string, text: string) => ({ ...turn(user, text, { language: 'de' }), lang: 'de' as const });
    // An English noun the user wrote in German is mirrored; an English function word is not.
    expect(failed([german('Mein Co-Founder blockt ab.', 'Weiß dein Co-Founder davon?')])).not.toContain('language');
    expect(failed([german('Mein Co-Founder blockt ab.', 'Weiß dein Co-Founder davon, and why?')])).toContain(
      'language',
    );
    expect(failed([german('Mein Partner blockt ab.', 'Weiß dein Cofounder davon?')])).toContain('language');
  });

  test('a purpose under a label: its time and people carried, its constraint honoured, and kept by a revision (coach23b)', () => {
    const draft = (body: string) => `Ein Entwurf zum Anpassen:\n\n_${body}_\n\nWas würdest du daran ändern?`;
    const german = (user: string, text: string) => ({ ...turn(user, text, { language: 'de' }), lang: 'de' as const });
    const asked =
      'Schreib mir eine Nachricht an Malte. Zweck: ein Gespräch am Samstag vorschlagen, nur wir zwei, ohne dass es nach Vorwurf klingt.';
    // A template that fits anyone, one without the Saturday or "just us two", and one that quotes the request fail.
    expect(
      failed([
        german(asked, draft('Malte, ich möchte gern mit dir über Freundschaft und Geschäft sprechen. Passt dir das?')),
      ]),
    ).toContain('purpose');
    expect(
      failed([
        german(asked, draft('Hallo Malte, ich möchte dir ein Gespräch vorschlagen, nur wir zwei. Passt dir das?')),
      ]),
    ).toContain('purpose');
    expect(
      failed([german(asked, draft('Hallo Malte, ich möchte dir ein Gespräch am Samstag vorschlagen. Passt dir das?'))]),
    ).toContain('purpose');
    expect(
      failed([
        german(
          asked,
          draft(
            'Ich möchte reden. Mein Vorschlag wäre: Ein Gespräch am Samstag vorschlagen, nur wir zwei, ohne dass es nach Vorwurf.',
          ),
        ),
      ]),
    ).toContain('purpose');
    const good = draft(
      'Hallo Malte, ich möchte dir ein Gespräch am Samstag vorschlagen, nur wir zwei. Das ist nicht als Vorwurf gemeint. Passt dir das?',
    );
    expect(failed([german(asked, good)])).not.toContain('purpose');
    // "Purpose:" in English, with "the three of us" and Thursday.
    const english =
      'Write me an email to both of them. Purpose: suggest a call on Thursday with the three of us, without me taking sides.';
    expect(failed([turn(english, draft('Hello, I would like to let you know where we stand. Talk soon.'))])).toContain(
      'purpose',
    );
    expect(
      failed([
        turn(
          english,
          draft(
            'Hi Rosa and Kemal, I would like to suggest a call on Thursday with the three of us. I am not taking sides.',
          ),
        ),
      ]),
    ).not.toContain('purpose');
    // A revision changes the register, not the content: "wärmer" that drops the Saturday or the purpose fails.
    const first = german(asked, good);
    expect(
      failed([
        first,
        german(
          'Etwas wärmer, er ist eher der Gefühlsmensch.',
          draft('Malte, mir liegt viel an dir. Lass uns bald in Ruhe reden.'),
        ),
      ]),
    ).toContain('revise');
    expect(
      failed([
        first,
        german(
          'Etwas wärmer, er ist eher der Gefühlsmensch.',
          draft('Malte, mir liegt viel an dir. Lass uns am Samstag in Ruhe reden, nur wir zwei.'),
        ),
      ]),
    ).toContain('revise');
    expect(
      failed([
        first,
        german(
          'Etwas wärmer, er ist eher der Gefühlsmensch.',
          draft(
            'Hallo Malte, ich hoffe, bei dir ist alles gut. Ich möchte dir ein Gespräch am Samstag vorschlagen, nur wir zwei.',
          ),
        ),
      ]),
    ).not.toContain('revise');
    // "Klarer bitte", "Firmer, please" are revisions too.
    expect(failed([first, german('Klarer bitte.', 'Du sagst: „Klarer bitte“.\n\nWarum?')])).toContain('revise');
  });

  test('a draft without its stated purpose, an unchanged revision, a thank-you with a plan quoted, a role-play that keeps a draft request', () => {
    const draft = (body: string) => `A draft to adapt:\n\n_${body}_\n\nWhat would you change?`;
    // purpose: stated in the request, before it, or as a quoted topic; a template of another kind fails.
    const asked = 'Write me an email to him, I want to propose a joint working group on pricing.';
    expect(failed([turn(asked, draft('Hi Tom, I am sorry about how that went. Can we talk this week?'))])).toContain(
      'purpose',
    );
    expect(
      failed([turn(asked, draft('Hi Tom, I want to propose a joint working group on pricing. Does Friday work?'))]),
    ).not.toContain('purpose');
    const before = turn('I want to suggest weekly office hours for the support team.', 'Good. When?');
    expect(
      failed([before, turn('Write her a message about it.', draft('Hi Ana, can we talk? Let me know.'))]),
    ).toContain('purpose');
    const quoted = "Draft a Slack message proposing a call about 'how we work after the move'.";
    expect(
      failed([turn(quoted, 'Your draft opens with: “how we work after the move”.\n\nWhat would you change?')]),
    ).toContain('purpose');
    expect(
      failed([
        turn(quoted, draft('Hi team, could we do a call about how we work after the move? Thursday works for me.')),
      ]),
    ).not.toContain('purpose');
    // revise: a revision after a draft gets the same draft changed, shorter when asked shorter.
    const first = turn(
      asked,
      draft('Hi Tom, I want to propose a joint working group on pricing. Does Friday work for you?'),
    );
    expect(
      failed([first, turn('shorter and less formal, we are on first-name terms', 'You say: “shorter”.\n\nWhy?')]),
    ).toContain('revise');
    expect(
      failed([first, turn('tone it down', draft('You both matter to me, so I would like to help you talk again.'))]),
    ).toContain('revise');
    expect(
      failed([first, turn('cut it to two lines', draft('Tom, a joint working group on pricing? Friday?'))]),
    ).not.toContain('revise');
    // wrapup: a thank-you with a step is closed in the coach's own words, not quoted, no question.
    const thanks = 'Danke, schick ich morgen früh raus.';
    const german = (user: string, text: string) => ({ ...turn(user, text, { language: 'de' }), lang: 'de' as const });
    expect(failed([german(thanks, 'Du hast deinen Plan: „Danke, schick ich morgen früh raus“. Gern.')])).toContain(
      'wrapup',
    );
    expect(failed([turn("Thanks, I'll bring it to Thursday's sync.", 'Good. When exactly will you do it?')])).toContain(
      'wrapup',
    );
    expect(
      failed([german(thanks, 'Gern. Dann viel Erfolg morgen früh mit der Nachricht, und komm gern wieder.')]),
    ).not.toContain('wrapup');
    // inrole: no role-play on a wish to practise a language; a draft asked in a role-play is written.
    const intro = texts.en.roleplay.intro('your co-founder');
    expect(
      failed([turn("I'll switch to English, I want to practise my English.", `${intro}\n\nOkay, I am here.`)]),
    ).toContain('inrole');
    expect(
      failed([turn('Can you play Tom so I can practise telling him?', `${intro}\n\nOkay, I am here.`)]),
    ).not.toContain('inrole');
    const playing = turn('Tom, the schedule moved again.', `${intro}\n\nThe schedule? Maybe.`);
    const inRole = 'Could you draft a short email to Dr. Lee proposing a pilot in one region?';
    expect(
      failed([playing, turn(inRole, 'Dr. Lee? Okay, thanks for putting it like that. What would you need from me?')]),
    ).toContain('inrole');
    expect(
      failed([
        playing,
        turn(
          inRole,
          `I leave the role-play for this.\n\n_Dear Dr. Lee, I propose a pilot in one region. Would Monday work?_\n\nWhat would you change?`,
        ),
      ]),
    ).not.toContain('inrole');
  });

  test('a proposal answered with "which options", a negated clause quoted, a request to practise ignored', () => {
    const german = (user: string, text: string) => ({ ...turn(user, text, { language: 'de' }), lang: 'de' as const });
    const proposal = 'Wie wäre es, wenn wir die Kunden nach Regionen aufteilen?';
    expect(failed([german(proposal, 'Welche Möglichkeiten siehst du, die für euch beide passen könnten?')])).toContain(
      'proposal',
    );
    expect(
      failed([german(proposal, 'Dein Vorschlag: „Die Kunden nach Regionen aufteilen“.\n\nWas wird er dazu sagen?')]),
    ).not.toContain('proposal');
    // An estimate inside a clause ("pushes maybe a third of what I do") proposes nothing; "Maybe a rule …" does.
    const estimate = 'My colleague pushes maybe a third of what I do, yet we get the same praise.';
    expect(failed([turn(estimate, 'Which task shows it most clearly?')])).not.toContain('proposal');
    expect(failed([turn('Maybe a rule that we both review each other?', 'Which task?')])).toContain('proposal');
    const negated = 'She is great with customers. That is not the point. She never asks me.';
    expect(failed([turn(negated, 'You say: “She is great with customers”.\n\nWhy?')])).toContain('negated');
    expect(failed([turn(negated, 'You say: “She never asks me”.\n\nWhy?')])).not.toContain('negated');
    const practise = 'Can we practise how I tell him?';
    expect(failed([turn(practise, 'What would you say first?')])).toContain('practise');
    const start = `Yes, happy to. ${texts.en.roleplay.chatIntro('your cofounder')}\n\n${texts.en.roleplay.chatOpening}`;
    expect(failed([turn(practise, start)])).not.toContain('practise');
    const rule = 'ok so: no side deals without the board knowing.';
    expect(failed([turn(rule, 'You wrote: “Side deals without the board knowing”.\n\nWhy?')])).toContain('negation');
    expect(failed([turn(rule, 'You wrote: “No side deals without the board knowing”.\n\nWhy?')])).not.toContain(
      'negation',
    );
    const draftRequest = 'write the message to Tom for me';
    expect(failed([turn(draftRequest, 'What do you want to tell him?')])).toContain('draft');
    const draft = `${texts.en.compose.intro}\n\n_Tom, I would like to talk. I notice it matters to me._\n\nWhat would you change?`;
    expect(failed([turn(draftRequest, draft)])).not.toContain('draft');
    const goodbye = texts.en.closing.plain;
    expect(failed([turn("great, I think we're good", goodbye)])).not.toContain('question');
    expect(failed([turn('We are good at sales but not at talking.', goodbye)])).toContain('question');
  });

  test('the first reply says back the conflict, not the setting the user opened with, and keeps its subject', () => {
    const specific = (user: string, text: string, lang: Lang = 'en') =>
      checkReply([{ ...turn(user, text), lang }], 0).find((c) => c.check === 'specific');
    const en =
      "I'm a pharmacist and I co-own a pharmacy in Ghent with my cousin. She orders stock behind my back and the shelves are full of things nobody buys.";
    const question = 'What would a good outcome be for you, and what would your cousin have to do for it?';
    expect(
      specific(en, `So, as I understand it: You co-own a pharmacy in Ghent with your cousin.\n\n${question}`)?.reason,
    ).toMatch(/setting/);
    expect(
      specific(
        en,
        `So, as I understand it: She orders stock behind your back and the shelves are full of things nobody buys.\n\n${question}`,
      )?.reason ?? '',
    ).not.toMatch(/setting|subject/);
    const de =
      'Ich bin Disponentin bei einer Spedition mit 60 Fahrern. Mein Schichtleiter Timo verteilt die guten Touren nur an seine Freunde.';
    const frage = 'Was wäre für dich ein gutes Ergebnis, und was müsste dein Schichtleiter dafür tun?';
    expect(
      specific(de, `So wie ich es verstehe: Du bist Disponentin bei einer Spedition mit 60 Fahrern.\n\n${frage}`, 'de')
        ?.reason,
    ).toMatch(/setting/);
    expect(
      specific(
        de,
        `So wie ich es verstehe: Dein Schichtleiter Timo verteilt die guten Touren nur an seine Freunde.\n\n${frage}`,
        'de',
      )?.reason ?? '',
    ).not.toMatch(/setting|subject/);
    // A clause cut from its subject: the verb first, or the second of two joined subjects alone.
    const part = 'My business partner works maybe one day a week for us but keeps 30% of the profits.';
    expect(
      specific(
        part,
        `So, as I understand it: Works maybe one day a week for you but keeps 30% of the profits.\n\n${question}`,
      )?.reason,
    ).toMatch(/subject/);
    expect(
      specific(
        part,
        `So, as I understand it: Your business partner works maybe one day a week for you but keeps 30% of the profits.\n\n${question}`,
      )?.reason ?? '',
    ).not.toMatch(/setting|subject/);
    const pair = 'My bar manager and the sommelier stopped talking after the wine order went wrong.';
    expect(
      specific(
        pair,
        `So, as I understand it: The sommelier stopped talking after the wine order went wrong.\n\n${question}`,
      )?.reason,
    ).toMatch(/subject/);
    expect(
      specific(
        pair,
        `So, as I understand it: Your bar manager and the sommelier stopped talking after the wine order went wrong.\n\n${question}`,
      )?.reason ?? '',
    ).not.toMatch(/setting|subject/);
  });

  test('the first reply to an ordinary message: an echo, no thought on its topic, a stock question', () => {
    const user = 'My co-founder works only on weekends but still holds half of the shares.';
    const tip = `${texts.en.tipIntro('Equity and vesting')} ${knowledge.find((e) => e.id === 'equity-vesting')!.en.tip}`;
    const own = 'Half the company for weekend work: that is a question of fairness in your split.';
    const stock = texts.en.questions.situation[1]!.text;
    const fresh = 'What did the two of you agree on when you split the shares?';
    const specific = (text: string, ids: string[]) =>
      checkReply([turn(user, text, { knowledge: ids })], 0).find((c) => c.check === 'specific');
    expect(specific(`You say: “${user.slice(0, -1)}”.\n\n${tip}\n\n${fresh}`, ['equity-vesting'])?.pass).toBe(false);
    expect(specific(`${own}\n\n${fresh}`, [])?.pass).toBe(false);
    expect(specific(`${own}\n\n${tip}\n\n${fresh}`, ['meetings'])?.pass).toBe(false);
    expect(specific(`${own}\n\n${tip}\n\n${stock}`, ['equity-vesting'])?.pass).toBe(false);
    expect(specific(`${own}\n\n${tip}\n\n${fresh}`, ['equity-vesting'])?.pass).toBe(true);
    // A topic no entry covers (the rubric reads none in it): no tip is asked for, but an echo and a
    // question that fits any message still fail (coach20); a question about the user's own
    // counterpart passes.
    const uncovered = 'Our landlord in Leipzig doubled the rent for the lab without any notice.';
    expect(topicIds.filter((id) => isAboutTopic(id, uncovered))).toEqual([]);
    const saidBack =
      'So, as I understand it: Your landlord in Leipzig doubled the rent for the lab without any notice.';
    const onUncovered = (text: string) =>
      checkReply([turn(uncovered, text)], 0).find((c) => c.check === 'specific')?.pass;
    expect(onUncovered(`You say: “${uncovered.slice(0, -1)}”.\n\nWhat happened next?`)).toBe(false);
    expect(onUncovered(`${saidBack}\n\n${texts.en.restated.plain}`)).toBe(false);
    expect(onUncovered(`${saidBack}\n\n${texts.en.restated.party.replace('{party}', 'your landlord')}`)).toBe(false);
    expect(onUncovered(`${saidBack}\n\n${texts.en.questions.situation[0]!.text}`)).toBe(false);
    // The restatement's own questions fit any conflict once the party is filled in (coach23a): a
    // thought of the coach's own on this conflict and a question only it could get are asked for.
    expect(
      onUncovered(`${saidBack}\n\n${texts.en.restated.outcome.replace('{party}', 'your landlord in Leipzig')}`),
    ).toBe(false);
    const thought = 'So the lab’s rent is at stake, and a change that big without notice is worth checking.';
    expect(onUncovered(`${saidBack}\n\n${thought}\n\nWhat did the two of you agree on?`)).toBe(false);
    expect(onUncovered(`${saidBack}\n\nWhat does your contract say about raising the rent for the lab?`)).toBe(false);
    expect(
      onUncovered(`${saidBack}\n\n${thought}\n\nWhat does your contract say about raising the rent for the lab?`),
    ).toBe(true);
    // A greeting or the user's dialect said back is no reading of the conflict.
    const greeted = 'Hello, I manage a home care service and two of my carers refuse to work the same shifts.';
    const onGreeted = (text: string) =>
      checkReply([turn(greeted, text)], 0).find((c) => c.check === 'specific')?.reason ?? '';
    expect(
      onGreeted(
        'So, as I understand it: Hello, you manage a home care service and two of your carers refuse to work the same shifts.\n\nWhy?',
      ),
    ).toMatch(/greeting/);
    expect(onGreeted('So, as I understand it: Two of your carers refuse to work the same shifts.\n\nWhy?')).not.toMatch(
      /greeting/,
    );
    // A request, a plan or a later turn is not an ordinary first message.
    expect(
      checkReply([turn('Write me a message to my co-founder about the shares.', own)], 0).map((c) => c.check),
    ).not.toContain('specific');
  });

  // The rubric's own reading of a request to write a message (coach14a): every phrasing below is
  // one, in either language, with or without "mir" / "me", any channel; a plan of the user's own,
  // a message received and an ordinary message are none.
  test.each([
    'Schreib eine Mail an unseren Steuerberater, dass die Unterlagen später kommen.',
    'Schreib eine kurze Nachricht an Jana wegen morgen.',
    'Schreibe bitte eine WhatsApp an meinen Mitgründer, dass ich später komme.',
    'Schreib Herrn Ott bitte eine E-Mail, dass wir absagen müssen.',
    'Formulier eine knappe Slack-Nachricht an das Team.',
    'Verfasse eine Entschuldigung an meine Kollegin für gestern.',
    'Könntest du mir eine SMS an Frau Kaya formulieren?',
    'Ich brauche eine Nachricht an meinen Vater, dass er nicht mehr zu den Meetings kommt.',
    'Er hat mir eine harte Mail geschickt. Hilf mir, darauf zu antworten.',
    'Ok, dann schreib eine Mail an beide.',
    'Write a short Slack message to Ben about the roles.',
    'Write a Teams message to my co-founder about the launch date.',
    'Please draft a polite email to our landlord asking for more time.',
    'Give me the message to my co-founder about equity in bullet points.',
    'Could you write a quick text to my sister saying the dinner is off?',
    'Can you put together a note to the team about the new hours?',
    'I need a message to my co-founder that moves our call to Friday.',
    'She sent me a rude email. Help me write a reply.',
    'Compose an apology to Sam for missing the demo.',
  ])('a request for a message: %s', (request) => {
    expect(asksForMessage(request)).toBe(true);
  });

  test.each([
    'Ich schreib ihm heute Abend eine Mail.',
    'Mein Mitgründer hat mir eine verletzende Nachricht geschrieben.',
    'Ich werde ihr morgen eine kurze Nachricht schreiben.',
    'Unsere Slack-Nachrichten werden immer kürzer und kälter.',
    "I'll write her an email tonight.",
    'My co-founder wrote a short Slack message to the team without asking me.',
    'He never answers my messages anymore.',
    'I wrote the email already but it felt too harsh.',
  ])('no request for a message: %s', (message) => {
    expect(asksForMessage(message)).toBe(false);
  });

  test('a draft request without "mir" and a short Slack message are no ordinary messages', () => {
    for (const request of [
      'Schreib eine Mail an unseren Investor, dass die Zahlen erst nächste Woche kommen.',
      'Write a short Slack message to Priya asking for 20 minutes about the roadmap.',
    ]) {
      const checks = checkReply([turn(request, 'You say: “the roadmap”.\n\nWhat do you mean?')], 0).map((c) => c.check);
      expect(checks).not.toContain('specific');
      expect(checks).toContain('draft');
      expect(checks).toContain('request');
    }
  });

  test("a draft that says what the request asks is the user's own; one that only points back fits anyone", () => {
    const said = turn('Anna and Raj disagree on the bridge round.', 'Why?');
    const asking = 'Write a message to both of them asking for one joint decision by next Wednesday.';
    const decision = `${texts.en.compose.intro}\n\n_Hi both, I would like to ask for one joint decision by next Wednesday. Let us sit down._\n\nWhat would you change?`;
    expect(failed([said, turn(asking, decision)])).not.toContain('request');
    const rule = 'Write a Slack post for the whole team announcing that rule, friendly, no names.';
    const vague = `${texts.en.compose.intro}\n\n_Hi everyone, I would like to announce that rule. Come to me with questions._\n\nWhat would you change?`;
    expect(failed([said, turn(rule, vague)])).toContain('request');
    const format = 'write a short email to both of them that announces the new format';
    expect(failed([said, turn(format, vague.replace('that rule', 'the new format'))])).toContain('request');
  });

  test('a draft that does not fit its channel, reader or purpose', () => {
    const fit = (user: string, text: string, lang: 'de' | 'en' = 'en') =>
      checkReply([{ ...turn(user, text, { language: lang }), lang }], 0).find((c) => c.check === 'fit');
    const long = `_${'I would like to talk with you about this. '.repeat(8)}_`;
    expect(
      fit('Write me a quick Slack message to my co-founder about the roles.', `Draft:\n\n${long}\n\nOk?`)?.pass,
    ).toBe(false);
    expect(
      fit(
        'Write me a quick Slack message to my co-founder about the roles.',
        'Draft:\n\n_Hey, got 20 minutes today to talk roles?_\n\nOk?',
      )?.pass,
    ).toBe(true);
    expect(fit('Write me the message to him in bullet points.', 'Draft:\n\n_I want to talk._\n\nOk?')?.pass).toBe(
      false,
    );
    expect(fit('Write me the message to him in bullet points.', 'Points:\n\n- roles\n- money\n\nOk?')?.pass).toBe(true);
    const investor = 'Schreib mir eine E-Mail an unseren Investor, dass die Zahlen später kommen.';
    expect(
      fit(
        investor,
        'Entwurf:\n\n_Hallo,\nich möchte dir sagen, dass die Zahlen später kommen.\nViele Grüße_\n\nOk?',
        'de',
      )?.pass,
    ).toBe(false);
    expect(
      fit(
        investor,
        'Entwurf:\n\n_Guten Tag,\nich möchte Ihnen sagen, dass die Zahlen später kommen.\nViele Grüße_\n\nOk?',
        'de',
      )?.pass,
    ).toBe(true);
    const email = 'Write an email to my co-founder about the budget.';
    expect(fit(email, 'Draft:\n\n_Dear Tom,\nI want to talk about the budget.\nBest regards_\n\nOk?')?.pass).toBe(
      false,
    );
    expect(fit(email, 'Draft:\n\n_Hi,\nI want to talk about the budget.\nBest regards_\n\nOk?')?.pass).toBe(true);
    const postpone = 'Write an email to postpone our meeting to Tuesday.';
    expect(fit(postpone, 'Draft:\n\n_Hi,\nour work together matters to me.\nBest regards_\n\nOk?')?.pass).toBe(false);
    expect(fit(postpone, 'Draft:\n\n_Hi,\ncould we move our meeting to Tuesday?\nBest regards_\n\nOk?')?.pass).toBe(
      true,
    );
  });

  test('a thank-you quoted back, a one-word topic echoed, facts asked again, a question repeated in translation', () => {
    const german = (user: string, text: string) => ({ ...turn(user, text, { language: 'de' }), lang: 'de' as const });
    expect(failed([german('ok danke', 'Hängen geblieben ist mir: „Danke“.\n\nWas ist dir wichtig?')])).toContain(
      'thanks',
    );
    expect(failed([turn('Cool, thanks', 'You are welcome.\n\nWhat really matters to you here?')])).toContain('thanks');
    expect(failed([turn('Cool, thanks', texts.en.closing.thanks(null))])).not.toContain('thanks');
    expect(
      failed([german('geld', 'Ich höre vor allem heraus: „Geld“.\n\nWie würdest du euer Verhältnis beschreiben?')]),
    ).toContain('topic');
    expect(failed([german('geld', texts.de.topicFollowUp.money)])).not.toContain('topic');
    const email = german(
      'Meine Mitgründerin und ich reden nur noch per Mail.',
      'Du schreibst: „Wir reden nur noch per Mail“.\n\nWarum?',
    );
    const how = german(
      'Sie ist oft weg.',
      'Wie redet ihr im Moment miteinander: noch sachlich, eher mit Vorwürfen oder kaum noch?',
    );
    expect(failed([email, how])).toContain('known');
    const team = turn('The team noticed and a customer asked what is going on.', 'Why?');
    expect(
      failed([team, turn('He is upset.', 'Who else is affected, such as the team, investors or customers?')]),
    ).toContain('known');
    const deadline = turn('I want us to agree on a position before the 12th.', 'Why?');
    expect(
      failed([deadline, turn('ok', 'When could you talk this through calmly with him, and how would you begin?')]),
    ).toContain('known');
    const asked = german(
      'Sie kommt zu spät.',
      `Du sagst: „Sie kommt zu spät“.\n\n${texts.de.questions.escalation[0]!.text}`,
    );
    const switched = turn('can we switch to English?', `${texts.en.questions.escalation[0]!.text}`);
    expect(failed([asked, switched])).toContain('repeat');
  });

  test("a boundary on a message that calls for none is the classifier's false alarm, not the coach's", () => {
    const legal = `${texts.en.boundary.legal}\n\nYou say: “Should I fire my cofounder”.\n\nWhy?`;
    const result = failed([turn('Should I fire my cofounder or not? Just tell me.', legal)]);
    expect(result).toContain('unasked');
    expect(result).not.toContain('boundary');
    const twice = [
      { ...turn('Can he keep his shares by law?', legal), boundary: 'legal' as const },
      { ...turn('And can he sue us for it?', legal), boundary: 'legal' as const },
    ];
    expect(failed(twice)).toEqual(expect.arrayContaining(['boundary']));
    expect(failed(twice)).not.toContain('unasked');
  });

  test('asking for a time the user gave, and moving the phase on "idk"', () => {
    const plan = turn(
      'I will talk to him on Thursday after the standup.',
      'x\n\nWhen could you talk this through with him?',
    );
    expect(failed([plan])).toEqual(expect.arrayContaining(['known', 'plan']));
    const before = turn('We argue a lot.', 'x\n\nHow long has this been going on?');
    const short = turn('idk', 'y\n\nWhat really matters to you here?', { phase: 'interests' });
    expect(failed([before, short])).toContain('short');
  });

  test('a tip off the topic, crisis help without a marked signal, a handoff that goes on coaching', () => {
    // "ein paar Monate" is no friendship, "gehalten" no salary: the rubric reads topics on its own.
    expect(
      failed([turn('For a couple of months I have been tired.', 'x\n\nWhy?', { knowledge: ['friendship'] })]),
    ).toContain('tip');
    expect(failed([turn('We argue about salaries.', 'x\n\nWhy?', { knowledge: ['money-salary'] })])).not.toContain(
      'tip',
    );
    const alarm = turn('Not forever.', 'help', { provider: 'safety', safetyCategories: ['crisis'], safety: 'crisis' });
    expect(failed([alarm])).toContain('crisis');
    expect(failed([{ ...alarm, crisis: true }])).not.toContain('crisis');
    expect(failed([{ ...turn('I want to give up on everything.', 'x\n\nWhy?'), crisis: true }])).toContain('crisis');
    // An ambiguous signal the script marks: the gentle note holds, help first and nothing fail.
    const note = turn('Not funny any more.', 'x\n\nWhy?', { help: ['crisis'] });
    expect(failed([note])).toContain('crisis');
    expect(failed([{ ...note, gentle: true }])).not.toContain('crisis');
    expect(failed([{ ...alarm, gentle: true }])).toContain('crisis');
    expect(failed([{ ...turn('Not funny any more.', 'x\n\nWhy?'), gentle: true }])).toContain('crisis');
    const link = { id: 'experts', path: '/experts', label: 'Talk to an expert' };
    const request = 'I would rather talk to a real person, is there someone I can book?';
    expect(
      failed([
        turn(request, 'Book one: [x](/experts).\n\nYou wrote: “I would rather talk to a real person”.\n\nWhy?', {
          links: [link],
        }),
      ]),
    ).toContain('safety');
    expect(failed([turn(request, 'Book one: [x](/experts).', { links: [link], provider: 'safety' })])).toEqual([]);
  });

  test('fragments and help lines', () => {
    expect(failed([turn('He hired her without asking me.', 'You say: “Without asking me”.\n\nWhy?')])).toContain(
      'reflection',
    );
    expect(reflectionOf(`${safetyTexts.en.crisisReminder}\n\nYou say: “He left”.\n\nWhy?`)).toBe('He left');
    expect(isShortAnswer('keine ahnung ehrlich')).toBe(true);
  });

  test('a mediator coached as a side, a role-play line that answers nothing, a numbered plan, a message to both', () => {
    const mediator = turn('I am a mediator working with two co-founders who want to sell.', 'x\n\nWhy?');
    expect(failed([mediator, turn('They shout.', 'x\n\nHow would you describe your relationship?')])).toContain('role');
    expect(failed([mediator, turn('They shout.', 'x\n\nWhat does your co-founder want?')])).toContain('role');
    expect(failed([mediator, turn('They shout.', 'x\n\nHow do the two of them talk?')])).not.toContain('role');
    const start = turn('can we practise?', `${texts.en.roleplay.chatIntro('Sam')}\n\n${texts.en.roleplay.chatOpening}`);
    const line = 'I raised the 400k pre-seed alone, and that matters too.';
    const generic = texts.en.roleplay.neutral[0] as string;
    expect(failed([start, turn(line, generic)])).toContain('voice');
    expect(failed([start, turn(line, `400k? ${generic}`)])).not.toContain('voice');
    expect(failed([start, turn(line, 'You say: “I raised the 400k”.\n\nWhy?')])).toContain('voice');
    expect(statesPlan('Mein Plan: 1) Montag ansprechen 2) Rollen aufschreiben 3) nach vier Wochen schauen.')).toBe(
      true,
    );
    expect(statesPlan('first I want to tell her how it felt, then agree who takes which questions.')).toBe(true);
    expect(statesPlan('We gave our first advisor 0.5% back then.')).toBe(false);
    const both = 'write a message to both of them';
    const single = `${texts.en.compose.intro}\n\n_I want to understand your view. Tell me what happened._\n\nWhat would you change?`;
    expect(failed([turn(both, single)])).toContain('draft');
    const plural = `${texts.en.compose.intro}\n\n_${texts.en.compose.bothBody} ${texts.en.compose.bothClose}_\n\nWhat would you change?`;
    expect(failed([turn(both, plural)])).not.toContain('draft');
    const announce = 'write a short email to both of them that announces the new format';
    expect(failed([turn(announce, plural)])).toContain('draft');
    const announced = plural.replace(
      texts.en.compose.bothClose,
      `${texts.en.compose.purpose('announce the new format')}`,
    );
    expect(failed([turn(announce, announced)])).not.toContain('draft');
  });

  test('an explicit request answered with a question, a template with gaps, a draft that fits anyone, no options', () => {
    const german = (user: string, text: string) => ({ ...turn(user, text, { language: 'de' }), lang: 'de' as const });
    const facts = turn('My cofounder Priya wants a bigger share because she raised the pre-seed.', 'Why?');
    const requests = [
      'What should I say?',
      'what do I say first?',
      'Can you give me an opening line?',
      'give me three options',
      'tell me what to say to them',
      'write me the message',
    ];
    for (const request of requests)
      expect(failed([facts, turn(request, 'When and where could you start the conversation?')])).toContain('request');
    for (const request of ['Gib mir einen Satz, mit dem ich anfangen kann.', 'Was soll ich tun?', 'formulier mir das'])
      expect(failed([german(request, 'Wann willst du das Gespräch führen?')])).toContain('request');
    const steps =
      'Happy to help. An opening lands well in three steps: why you want to talk, your message as an I-message, and what you offer or ask for at the end.';
    const gaps = `${steps}\n\n_I want you to hear this from me first. It is about … What I'd like to offer: …_\n\nHow would it sound?`;
    expect(failed([facts, turn('What should I say?', gaps)])).toContain('request');
    const anyone = `${steps}\n\n_I would like to talk with you, because our work together matters to me._\n\nHow would it sound?`;
    expect(failed([facts, turn('What should I say?', anyone)])).toContain('request');
    const own = `${steps}\n\n_Priya, I would like to talk with you about the pre-seed and your share._\n\nHow would it sound?`;
    expect(failed([facts, turn('What should I say?', own)])).not.toContain('request');
    // Names count however short ("Leo", "Bo").
    const short = turn('The two founders, Leo and Bo, stopped talking.', 'Why?');
    const named = `${steps}\n\n_Leo and Bo, thank you both for being here._\n\nHow would it sound?`;
    expect(failed([short, turn('what should I say to them?', named)])).not.toContain('request');
    const prose = `${steps} And a fourth thought about the options you have in mind here.\n\nWhich fits?`;
    expect(failed([facts, turn('give me three options', prose)])).toContain('request');
    const listed = `Three options:\n1. A clear rule you set together.\n2. A time-boxed trial with criteria.\n3. A neutral third person for a joint talk if you cannot agree.\n\nWhich fits?`;
    expect(failed([facts, turn('give me three options', listed)])).not.toContain('request');
    // "Kürzer bitte", "too formal" after a draft: a changed draft, never the request quoted back.
    const drafted = turn('write me the message', own);
    expect(failed([facts, drafted, turn('too formal', 'You say: “too formal”.\n\nWhy?')])).toContain('request');
    expect(failed([facts, drafted, turn('shorter please', own)])).toContain('request');
    const shorter = `Shorter:\n\n_Priya, let us talk about your share on Friday._\n\nBetter?`;
    expect(failed([facts, drafted, turn('shorter please', shorter)])).not.toContain('request');
  });

  test('facts already given: when exactly, where, the first step, a supporter, the last attempt', () => {
    const german = (user: string, text: string) => ({ ...turn(user, text, { language: 'de' }), lang: 'de' as const });
    const asked = (said: string, question: string, lang: 'de' | 'en' = 'en') =>
      failed([
        lang === 'de' ? german(said, 'Gut.') : turn(said, 'Good.'),
        (lang === 'de' ? german : turn)('ok.', question),
      ]);
    expect(asked("We're having lunch on Tuesday, I want to raise it then.", 'When exactly will you do it?')).toContain(
      'known',
    );
    expect(asked('Wir treffen uns am Samstag bei mir zu Hause.', 'Wann genau willst du das machen?', 'de')).toContain(
      'known',
    );
    expect(asked('Am Samstag treffen wir uns bei mir zu Hause.', 'Wo willst du das Gespräch führen?', 'de')).toContain(
      'known',
    );
    expect(asked('I am meeting her on Friday at the café near the office.', 'Where will you talk?')).toContain('known');
    // A place in the past is no place for the talk.
    expect(asked('We did everything in the office so far.', 'Where could you talk?')).not.toContain('known');
    expect(
      asked('First I will ask what she hopes for, then share the numbers.', 'Which first sentence will you open with?'),
    ).toContain('known');
    expect(
      asked(
        'Zuerst frag ich sie, was sie sich erhofft, dann sag ich meine Sorge.',
        'Mit welchem ersten Satz willst du einsteigen?',
        'de',
      ),
    ).toContain('known');
    expect(asked('My mentor Claire has my back.', 'Who or what could support you in this?')).toContain('known');
    expect(
      asked('Meine Frau weiß Bescheid und steht hinter mir.', 'Wer oder was könnte dich dabei unterstützen?', 'de'),
    ).toContain('known');
    expect(
      asked('We already tried a rule that decisions need a call.', 'What was your last attempt to sort it out?'),
    ).toContain('known');
    expect(asked('My cofounder ignores my messages.', 'When exactly will you talk to him?')).not.toContain('known');
  });

  test('helpers of every kind coached as a side; a summary with an AI remark or a boundary', () => {
    const german = (user: string, text: string) => ({ ...turn(user, text, { language: 'de' }), lang: 'de' as const });
    const helpers = [
      "I'm an advisor to a seed-stage startup and the two founders have stopped talking.",
      'I sit on the board of a fintech and the CEO and CTO are fighting.',
      'Two friends of mine founded a roastery and asked me to help them sort out a fight about money.',
      "I'm the HR lead and two managers have stopped cooperating.",
    ];
    for (const helper of helpers) {
      expect(failed([turn(helper, 'Why?'), turn('ok.', 'What is it like between you and your co-founder?')])).toContain(
        'role',
      );
      expect(failed([turn(helper, 'Why?'), turn('ok.', 'How do the two of them talk to each other?')])).not.toContain(
        'role',
      );
    }
    for (const helper of [
      'Ich leite HR bei uns, und zwei Teamleads blockieren sich.',
      'Zwei gute Freunde von mir haben eine Bäckerei gegründet und mich gebeten, bei ihrem Streit zu helfen.',
      'Ich bin nicht Teil davon, ich soll vermitteln.',
    ])
      expect(failed([german(helper, 'Warum?'), german('ok.', 'Was steht gerade zwischen euch?')])).toContain('role');
    const summary = (text: string): EvaluatedTurn => ({ ...turn('', text), action: 'summary' });
    expect(failed([summary('## Summary\n\nAs an AI I cannot judge this, but: roles.')])).toContain('summary');
    expect(failed([summary(`## Zusammenfassung\n\n${texts.en.boundary.legal}`)])).toContain('summary');
    expect(failed([summary('## Summary\n\nTopic: roles. Your plan: talk on Friday.')])).not.toContain('summary');
  });

  test('a goodbye answered with a question, the own state with a conflict tip, a draft without the reason given', () => {
    expect(
      failed([turn('x', 'Why?'), turn('Cheers, that helps. Talk later!', 'You say: “that helps”.\n\nWhy?')]),
    ).toContain('closing');
    expect(failed([turn('x', 'Why?'), turn('Super, danke. Tschüss!', 'Gern. Viel Erfolg!')])).not.toContain('closing');
    const drained = "I'm completely drained after this week.";
    expect(failed([turn(drained, 'Who else is affected by the conflict?')])).toContain('state');
    expect(failed([turn(drained, 'Tired.\n\n**Workload:** tip', { knowledge: ['workload'] })])).toContain('state');
    expect(failed([turn(drained, 'That sounds hard.\n\nWhat would give you some air?')])).not.toContain('state');
    expect(
      failed([turn("I'm drained because my co-founder dumps everything on me.", 'Who else is affected?')]),
    ).not.toContain('state');
    const reason = turn('I missed the demo because my son was sick with a fever.', 'Why?');
    const ask = (draft: string) =>
      turn('Write me a short message to her.', `A draft:\n\n_${draft}_\n\nWhat would you change?`);
    expect(failed([reason, ask('Hi, I am sorry about how that went. That was on me.')])).toContain('memory');
    expect(failed([reason, ask('Hi, I am sorry I missed the demo. My son was sick with a fever.')])).not.toContain(
      'memory',
    );
  });

  test('an artefact answered with a question, a proposal asked and only a question back, a closing with a verdict', () => {
    const context = turn('My co-founder reopens every decision in the Monday meeting.', 'x\n\nWhy?');
    const template = 'Could you put together a simple one-page template for recording decisions?';
    expect(failed([context, turn(template, 'Have you ever talked openly about this, and how did it go?')])).toContain(
      'artefact',
    );
    const doc =
      'A template:\n\n1. Decision:\n2. Why:\n3. Who decided, and when:\n4. When we review it:\n\nWhat would you add?';
    expect(failed([context, turn(template, doc)])).not.toContain('artefact');
    expect(failed([context, turn(template, `${doc} And who reads it? When?`)])).toContain('artefact');
    const agenda = {
      ...turn('Mach mir bitte eine Agenda für Mittwoch.', 'Wie redet ihr im Moment miteinander?'),
      lang: 'de' as const,
    };
    expect(failed([context, agenda])).toContain('artefact');
    // Inside a role-play: a line of the other party is no artefact.
    const start = turn('can we practise?', `${texts.en.roleplay.chatIntro('Sam')}\n\n${texts.en.roleplay.chatOpening}`);
    const scenarios = 'Could you suggest three scenarios of increasing difficulty for this role-play?';
    expect(failed([start, turn(scenarios, `Scenarios? ${texts.en.roleplay.chatOpening}`)])).toContain('artefact');
    expect(
      failed([
        start,
        turn(scenarios, `Out of the role:\n\n1. calm\n2. pushing back\n3. walking out\n\nWhich one first?`),
      ]),
    ).not.toContain('artefact');
    const next = 'What would you suggest?';
    expect(failed([context, turn(next, 'Have you ever talked openly about this, and how did it go?')])).toContain(
      'suggest',
    );
    const proposal =
      'My suggestion: before Monday, ask your co-founder for twenty minutes alone, name the pricing decision as the one example, and propose a written decision log you both sign off.\n\nWhat of it fits?';
    expect(failed([context, turn(next, proposal)])).not.toContain('suggest');
    for (const closing of ['Danke, das ist fair so.', 'Merci, das ist gut so.', 'Cheers.', "Thanks, that's helpful."]) {
      expect(failed([context, turn(closing, 'Gladly. Come back whenever you like.')])).not.toContain('question');
      expect(failed([context, turn(closing, 'Gladly. Come back whenever you like.')])).not.toContain('closing');
      expect(failed([context, turn(closing, 'You say: “that is fair”.\n\nWhy?')])).toContain('closing');
    }
  });

  test("every knowledge entry has the rubric's own topic reading", () => {
    expect([...topicIds].sort()).toEqual(knowledge.map((entry) => entry.id).sort());
  });

  test('its readers', () => {
    expect(isShortAnswer('weiß nicht')).toBe(true);
    expect(isShortAnswer('k')).toBe(true);
    expect(statesPlan('Ich werde ihn am Donnerstag ansprechen.')).toBe(true);
    expect(statesPlan('Ich will, dass er mir zuhört.')).toBe(false);
    expect(reflectionOf('Du sagst: „Er hört nicht zu“.\n\nWas dann?')).toBe('Er hört nicht zu');
  });
});
