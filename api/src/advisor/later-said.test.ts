// Later replies say back what the latest statement added in the coach's own words (issue 22,
// coach27b): the clause from the coach's side ("Du hast ihn schon …", "Your landlord …"), never the
// user's words in quotation marks with a question any turn could get. Every kind a later message
// brings (a failed attempt, a person, a feeling, a constraint, a date, a need, a fact), every role,
// de and en; phrasings of this file only (held-out27 in evaluation/ measures the same on
// conversations never tuned on). Also: German verbs said for "du"/"ihr" keep their forms ("ihr
// kennt", "du kennst", "ihr stimmt zu", "du rechnest") and a second verb of "wir" after "und".
import { engineConversation } from '../test/advisor-engine';
import { restate } from './restate';
import { fold } from './text';

const opening = (text: string) => text.trim().split('\n\n')[0] ?? '';
const outsideQuotes = (text: string) => text.replace(/„[^“]*“|“[^”]*”/g, ' ');

describe('a later statement is said back from the coach side, not quoted', () => {
  test.each([
    // founders and co-founders
    [
      'de',
      [
        'Mein Mitgründer und ich streiten seit Wochen darüber, wer die Kundengespräche führt.',
        'Ich habe ihn letzte Woche darauf angesprochen, aber er hat einfach das Thema gewechselt.',
      ],
      ['du hast ihn letzte woche darauf angesprochen'],
    ],
    [
      'en',
      [
        'My co-founder keeps promising features to customers that we have not even planned.',
        'I tried to set up a weekly product meeting with him, but he cancelled it twice.',
      ],
      ['you tried to set up a weekly product meeting with him'],
    ],
    [
      'de',
      [
        'Meine Mitgründerin will unsere Agentur nach Hamburg verlegen, ich will in München bleiben.',
        'Wir reden seit einem Monat jeden Abend darüber und drehen uns im Kreis.',
      ],
      ['ihr redet seit einem monat jeden abend daruber und dreht euch im kreis'],
    ],
    // an employee
    [
      'en',
      [
        'I work in a bike shop and the owner keeps giving my repair jobs to his nephew.',
        'My colleague Priya saw it happen three times last week.',
      ],
      ['your colleague priya saw it happen'],
    ],
    [
      'de',
      [
        'Ich arbeite in einer Buchhandlung und meine Filialleiterin plant mich ständig an Samstagen ein.',
        'Ich kann nicht einfach wechseln, weil ich die Stelle neben dem Studium brauche.',
      ],
      ['du kannst nicht einfach wechseln'],
    ],
    // an investor
    [
      'en',
      [
        'I am an angel investor and the two founders of a food delivery startup no longer agree on the strategy.',
        'The board meets again on the 14th of March and they still have no plan.',
      ],
      ['the board meets again on the 14th of march'],
    ],
    [
      'de',
      [
        'Ich bin Investorin in einem kleinen Softwarehaus und die beiden Gründer reden kaum noch miteinander.',
        'Der eine hat mir gestern geschrieben, dass er sich nach einem Käufer umschaut.',
      ],
      ['der eine hat dir gestern geschrieben'],
    ],
    // a team lead
    [
      'en',
      [
        'I lead a team of five designers and two of them argue about every single review.',
        'We had a team workshop on feedback last month and nothing changed.',
      ],
      ['you had a team workshop on feedback last month'],
    ],
    [
      'de',
      [
        'Ich leite ein Team in einer Großküche und zwei Köche gehen sich seit dem Sommer aus dem Weg.',
        'Mir ist wichtig, dass die beiden wenigstens bei der Übergabe wieder miteinander reden.',
      ],
      ['dir ist wichtig, dass die beiden wenigstens bei der ubergabe wieder miteinander reden'],
    ],
    // a feeling and a need
    [
      'en',
      [
        'My business partner booked a trade fair stand for 8,000 euros without asking me.',
        'Honestly I feel completely left out of the decisions we should make together.',
      ],
      ['you feel completely left out'],
    ],
    [
      'de',
      [
        'Mein Geschäftspartner hat ohne Absprache einen Messestand gebucht.',
        'Wir kennen uns seit der Schule und vertrauen uns eigentlich blind.',
      ],
      ['ihr kennt euch seit der schule'],
    ],
  ] as const)('%s: %j', async (lang, messages, named) => {
    const metas = await engineConversation([...messages], lang);
    const text = metas.at(-1)!.text;
    const first = opening(text);
    // No quotation of the latest message: the clause is the coach's own.
    expect(first).not.toMatch(/„|“|”/);
    for (const words of named) expect(fold(outsideQuotes(text))).toContain(fold(words));
  });
});

describe('what cannot be said back whole stays quoted', () => {
  test.each([
    // a clause cut from the middle of its sentence: no subject of its own
    [
      'en',
      [
        'My lab manager gives the best bench slots to the postdocs every single week.',
        'A new student, Jonas, now has to share my bench as well.',
      ],
      /: now has to share/i,
    ],
    [
      'en',
      [
        'My brother and I run our late father’s garage and he wants to sell the building.',
        'He mentioned it at dinner, just the two of us, and I said nothing.',
      ],
      /: just the two of you/i,
    ],
    // an idea the user offers is taken up as theirs
    [
      'en',
      [
        'My co-founder and I cannot agree on how many days the team should be in the office.',
        'Maybe we suggest two fixed office days and let everyone pick the rest.',
      ],
      /^(understood|let me take that in|noted|good that you mention it|okay, so): maybe you/i,
    ],
    // someone else's words in single quotes, and words of the other language
    [
      'en',
      [
        'My co-founder keeps making jokes about my accent in front of clients.',
        "When I objected he went 'ach komm, das ist doch nicht so schlimm' and laughed.",
      ],
      /: when you objected/i,
    ],
    [
      'de',
      [
        'Mein Mitgründer plant die Releases immer ohne mich.',
        'Ich hab keine Ahnung, honestly I just don’t know what to do anymore mit ihm.',
      ],
      /: du hast keine ahnung, honestly/i,
    ],
  ] as const)('%s: %j', async (lang, messages, fragment) => {
    const metas = await engineConversation([...messages], lang);
    expect(opening(metas.at(-1)!.text)).not.toMatch(fragment);
  });
});

describe('German verbs said for "du" and "ihr"', () => {
  test.each([
    ['Wir kennen uns seit Jahren', 'Ihr kennt euch seit Jahren'],
    ['Ich kenne ihn aus dem Studium', 'Du kennst ihn aus dem Studium'],
    ['Ich nenne das beim Namen', 'Du nennst das beim Namen'],
    ['Wir stimmen nie zu', 'Ihr stimmt nie zu'],
    ['Ich wohne in Leipzig', 'Du wohnst in Leipzig'],
    ['Ich rechne jeden Monat nach', 'Du rechnest jeden Monat nach'],
    ['Ich öffne die Post', 'Du öffnest die Post'],
    ['Ich atme erst mal durch', 'Du atmest erst mal durch'],
    ['Wir rechnen alles doppelt', 'Ihr rechnet alles doppelt'],
    [
      'Wir planen den Sommer und streiten uns über jede Woche',
      'Ihr plant den Sommer und streitet euch über jede Woche',
    ],
    ['Wir sitzen zusammen und haben keine Lösung', 'Ihr sitzt zusammen und habt keine Lösung'],
    ['Wir haben gekocht und gegessen', 'Ihr habt gekocht und gegessen'],
    ['Wir reden viel und sie hört nicht zu', 'Ihr redet viel und sie hört nicht zu'],
  ])('%s', (clause, said) => {
    expect(restate(clause, 'de')).toBe(said);
  });
});
