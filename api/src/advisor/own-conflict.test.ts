// coach29 (issue 22): a first message about an everyday conflict no topic list names (who cleans,
// who calls back, shift swaps, a landlord, a supplier, a chat tone, a van taken home) gets a
// question built from its own matter, in the user's nouns, instead of a stock question any conflict
// could get; a "we" message is said back as "ihr"/"you" and asked about for both sides; a sentence
// too tangled to say back whole is said back by its main clause, not quoted. Phrasings of this file
// only; held-out29 (evaluation/) measures the same on conversations never tuned on.
import { engineConversation, engineTurn } from '../test/advisor-engine';
import { looseMatter } from './matter';
import { restate } from './restate';
import { texts } from './texts';
import type { Lang } from './types';

const questionOf = (text: string) => text.split('\n\n').at(-1) ?? '';
const openingOf = (text: string) => text.split('\n\n')[0] ?? '';
const stock = (lang: Lang) => {
  const r = texts[lang].restated;
  return [r.plain, r.party, r.outcome, r.outcomePlural, r.together, r.aim, r.aimPlural].map(
    (template) =>
      new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{(party|topic)\\\}/g, '.+')}$`),
  );
};

describe('the matter read loosely: a noun of the user, no person, time or place', () => {
  test.each([
    ['de', 'Niemand in eurer Werkstatt räumt je das Werkzeug weg', 'Werkzeug'],
    ['de', 'Eine Kollegin verschiebt ständig die Übergaben auf den Abend', 'Übergaben'],
    ['de', 'Zwei Leute aus deinem Team lassen seit Tagen die Reklamationen bei Kunden liegen', 'Reklamationen'],
    ['de', 'Ihr macht beide am liebsten die Akquise', 'Akquise'],
    ['de', 'Dein Geschäftspartner und du geht ganz anders mit Rechnungen um', 'Rechnungen'],
    ['en', 'Nobody on your shift ever refills the printer', 'printer'],
    ['en', 'Every Monday at nine your lead dumps a new report on your desk', 'new report'],
    ['en', 'Somebody in the office keeps taking the parking space by the door', 'parking space'],
    ['en', 'Each week the owner signs off the rota without reading it', 'rota'],
  ] as [Lang, string, string][])('%s: "%s" -> %s', (lang, clause, label) => {
    expect(looseMatter(clause, lang)).toBe(label);
  });

  test.each([
    ['de', 'Dein Team sitzt in Berlin'],
    ['de', 'Ein Kunde hat deinen Kollegen am Telefon beschimpft'],
    ['de', 'Ihr streitet euch über jede Kleinigkeit'],
    ['en', 'Your team is spread over Lisbon and Manila'],
    ['en', 'A small logistics startup builds websites'],
    ['en', 'Your partner pays every supplier at the last minute'],
  ] as [Lang, string][])('%s: "%s" has none', (lang, clause) => {
    expect(looseMatter(clause, lang)).toBeNull();
  });
});

// Every role, both languages: the first reply's question names the matter and is no stock question.
const firsts: [Lang, string, string][] = [
  // founders and co-founders
  [
    'de',
    'Niemand in unserer Werkstatt räumt je das Werkzeug weg, und am Montag suche ich eine Stunde lang.',
    'Werkzeug',
  ],
  ['en', 'Nobody in our studio ever cleans the coffee machine and the milk goes sour every week.', 'coffee machine'],
  [
    'de',
    'Meine Mitgründerin und ich gehen ganz anders mit Rechnungen um: sie zahlt sofort, ich warte bis zur Mahnung.',
    'Rechnungen',
  ],
  // employees
  ['de', 'Eine Kollegin verschiebt ständig die Übergaben auf meinen Feierabend.', 'Übergaben'],
  ['en', 'Every Monday at nine my lead dumps a new report on my desk that has to be done by noon.', 'new report'],
  // team leads
  [
    'de',
    'Zwei Leute aus meinem Team lassen seit Tagen die Reklamationen liegen und schauen mich dann an.',
    'Reklamationen',
  ],
  [
    'en',
    'Somebody in my team keeps taking the parking space by the door even though the rota says it is for the night nurse.',
    'parking space',
  ],
];

describe('a first message on an everyday conflict no topic list names', () => {
  test.each(firsts)('%s: "%s" asks about %s', async (lang, text, label) => {
    const { meta } = await engineTurn(text, lang);
    const question = questionOf(meta.text);
    expect(meta.knowledge).toEqual([]);
    expect(question).toContain(label);
    for (const pattern of stock(lang)) expect(question).not.toMatch(pattern);
    expect(openingOf(meta.text)).toContain(label);
  });
});

// "We" messages: said back as "ihr"/"you", the question asks for both sides, not a good outcome in general.
const wes: [Lang, string, string][] = [
  ['de', 'Wir machen beide am liebsten die Akquise und lassen den Rest liegen.', 'Akquise'],
  ['de', 'Wir vergessen ständig die Leergutkisten im Hof, und der Nachbar beschwert sich.', 'Leergutkisten'],
  ['en', 'We keep arguing about who signs off the newsletter and it goes out late every month.', 'newsletter'],
  ['en', 'We never empty the shared inbox and customers wait days for an answer.', 'shared inbox'],
];

describe('a "we" message', () => {
  test.each(wes)('%s: "%s" is said back to both and asks about %s', async (lang, text, label) => {
    const { meta } = await engineTurn(text, lang);
    expect(openingOf(meta.text)).toMatch(lang === 'de' ? /: Ihr / : /: You /);
    const question = questionOf(meta.text);
    expect(question).toContain(label);
    expect(question).toContain(lang === 'de' ? 'für euch beide' : 'for both sides');
  });

  test.each([
    ['We keep fighting and I always give in', 'You both keep fighting and you always give in'],
    ["We hardly talk since the move and I'm tired of it", "You both hardly talk since the move and you're tired of it"],
    ['We keep fighting with each other about the rota', 'You keep fighting with each other about the rota'],
    ['We both think the other one is lazy', 'You both think the other one is lazy'],
  ])('"%s" -> "%s"', (clause, said) => {
    expect(restate(clause, 'en')).toBe(said);
  });

  test.each([
    ['Wir streiten uns ständig über den Dienstplan', 'Ihr streitet euch ständig über den Dienstplan'],
    ['Wir werfen uns gegenseitig vor, faul zu sein', 'Ihr werft euch gegenseitig vor, faul zu sein'],
  ])('"%s" -> "%s"', (clause, said) => {
    expect(restate(clause, 'de')).toBe(said);
  });
});

// A sentence too long or tangled to say back whole: its main clause, from the coach's side.
describe('the main clause of a tangled sentence, not a quote', () => {
  test.each([
    [
      'de',
      'Wir geraten jedes Mal aneinander, wenn die Stromrechnung kommt, weil mein Partner sofort überweisen will und ich erst prüfen möchte.',
      'Ihr geratet jedes Mal aneinander',
    ],
    [
      'de',
      'Meine Chefin und ich reden seit dem Sommerfest kaum noch, obwohl wir im selben Büro sitzen, weil sie mir etwas übel nimmt.',
      'Deine Chefin und du redet seit dem Sommerfest kaum noch',
    ],
  ] as [Lang, string, string][])('%s: "%s"', async (lang, text, said) => {
    const { meta } = await engineTurn(text, lang);
    expect(openingOf(meta.text)).toContain(said);
    expect(openingOf(meta.text)).not.toMatch(/[„“]/);
  });
});

// A later statement whose main clause follows a comma ("Es ist angespannt, wir reden …") or opens
// with a time ("Seit dem Streit …", "Since the launch …"): said back from the coach's side, the
// "we" as "ihr"/"you", not quoted.
describe('a later "we" statement is said back, not quoted', () => {
  test.each([
    [
      'de',
      [
        'Meine Mitgründerin und ich haben uns über die Preise für die Wartungsverträge zerstritten.',
        'Es ist eisig, wir grüßen uns morgens kaum noch.',
      ],
      'ihr grüßt euch morgens kaum noch',
    ],
    [
      'de',
      [
        'Mein Teamleiter verteilt die Wochenenddienste immer an dieselben drei Leute.',
        'Seit dem Gespräch im Oktober redet er nur noch per Mail mit mir.',
      ],
      'seit dem gespräch im oktober redet er nur noch per mail mit dir',
    ],
    [
      'en',
      [
        'As an investor I watch the two founders of a small roastery argue about the new café.',
        'It is tense, they only talk through their lawyer now.',
      ],
      'they only talk through their lawyer now',
    ],
    [
      'en',
      [
        'My business partner books every trade fair without checking the budget with me.',
        'Since the last fair we have not had a proper talk.',
      ],
      'since the last fair you have not had a proper talk',
    ],
    [
      'de',
      [
        'Als Angestellte merke ich, dass meine Chefin mir keine Kundentermine mehr gibt.',
        'Es ist seltsam, wir gehen uns im Büro aus dem Weg.',
      ],
      'ihr geht euch im büro aus dem weg',
    ],
    [
      'en',
      [
        'I lead a support team and two of my agents fight over who takes the early shift.',
        'It got loud, they shouted at each other in front of my desk.',
      ],
      'they shouted at each other in front of your desk',
    ],
  ] as const)('%s: %j', async (lang, messages, said) => {
    const metas = await engineConversation([...messages], lang);
    const text = metas.at(-1)!.text;
    expect(text.split('\n\n')[0]).not.toMatch(/[„“”]/);
    expect(text.toLowerCase()).toContain(said);
  });
});
