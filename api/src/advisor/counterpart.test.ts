// The first reply's question is about the user's counterpart, a person or group other than the
// user (issue 22, coach21): never a thing ("der Server", "the market"), never the one who only
// reports ("one of our founders says …"), and several who act together are asked about in the
// plural. Phrasings of this file only; held-out13 (evaluation/) measures the same unseen.
import { engineConversation, engineTurn } from '../test/advisor-engine';
import { actorOf } from './restate';
import { texts } from './texts';
import type { Lang } from './types';

const questionOf = (text: string) => text.split('\n\n').at(-1) ?? '';
const stock = (lang: Lang) => [texts[lang].restated.plain];

describe('who is asked about in the first reply', () => {
  test.each([
    // what the user wants is said with "I'd like": what the other side is after is asked
    [
      'en',
      'My co-founder Dana wants to move our food truck to the harbour, and I’d like to stay at the university.',
      'When it comes to the food truck, what would have to be true for you to go along, and how much of that does your co-founder Dana know?',
    ],
    [
      'en',
      "My co-founder Dana wants to move our food truck to the harbour, and I'd like to stay at the university.",
      'When it comes to the food truck, what would have to be true for you to go along, and how much of that does your co-founder Dana know?',
    ],
    // a thing is no counterpart
    [
      'de',
      'Der Server ist seit dem Umzug dreimal ausgefallen, und mein Mitgründer Jonas will trotzdem nichts ändern.',
      'dein Mitgründer Jonas',
    ],
    [
      'en',
      'The market for vinyl pressing has collapsed and my co-founder Amir still wants to buy a second press.',
      'your co-founder Amir',
    ],
    // the one who only reports is not the counterpart: the one reported about is
    [
      'en',
      'One of our portfolio founders says our venture partner showed her pitch deck to a rival fund.',
      'your venture partner',
    ],
    [
      'de',
      'Eine unserer Gründerinnen erzählt, dass unser Beiratsmitglied ihre Preise an einen Konkurrenten weitergegeben hat.',
      'euer Beiratsmitglied',
    ],
    // two who act together, and a number before them
    [
      'de',
      'Ich leite ein Labor mit neun Leuten, und zwei Laborleiterinnen streiten sich seit Wochen um das neue Mikroskop.',
      'zwei Laborleiterinnen',
    ],
    ['de', 'Die Gründer Mira und Ole reden seit der Messe nur noch über mich miteinander.', 'Mira und Ole'],
    [
      'en',
      "I'm on the advisory board of a robotics company and the two founders disagree about moving production to Poland.",
      'the two founders',
    ],
    ['en', 'I lead a lab of nine and two lab managers keep fighting over the new microscope.', 'the two lab managers'],
    // the context first, the ones at odds in the next sentence or in a "dass" clause
    [
      'en',
      "I'm an angel in a small robotics firm. The two founders, Ines and Paul, are arguing over the factory site.",
      'Ines and Paul',
    ],
    [
      'de',
      'Ich bin Beirätin und sehe seit dem Sommer, dass einer der beiden Gründer jeden Freitag die Preise für Stammkunden ändert.',
      'einer der beiden Gründer',
    ],
    // on behalf of a client: the client's outcome and the client's counterpart
    [
      'de',
      'Ich begleite eine Gründerin, deren Mitgründer seit dem Umzug nach Köln jede Woche neue Farben für das Logo vorschlägt.',
      'Was wäre für deine Klientin ein gutes Ergebnis, und was müsste ihr Mitgründer dafür tun?',
    ],
    [
      'en',
      'I mentor a founder whose co-founder wants to move the whole team to Lisbon next spring.',
      'What would a good outcome be for your client, and what would their co-founder have to do for it?',
    ],
  ] as const)('%s: %s', async (lang, message, asked) => {
    const { meta } = await engineTurn(message, lang);
    const question = questionOf(meta.text);
    expect(question).toContain(asked);
    for (const text of stock(lang)) expect(question).not.toContain(text);
  });
});

describe('actorOf: a person or a group, never a thing or the one who only tells', () => {
  test.each([
    ['de', 'Der Server ist seit dem Umzug dreimal ausgefallen'],
    ['de', 'Der Markt für Lastenräder ist eingebrochen'],
    ['en', 'The market for vinyl has collapsed'],
    ['en', 'The server went down three times last week'],
  ] as const)('%s: %s -> none', (lang, clause) => {
    expect(actorOf(clause, lang)).toBeNull();
  });

  test.each([
    [
      'en',
      'One of your founders says your venture partner showed her deck to a rival fund',
      'your venture partner',
      false,
    ],
    ['en', "Your co-founder says you're too slow", 'your co-founder', false],
    ['de', 'Deine Mitgründerin sagt, dass du zu langsam bist', 'deine Mitgründerin', false],
    ['de', 'Eine eurer Gründerinnen erzählt, dass euer Beirat ihre Zahlen weitergegeben hat', 'euer Beirat', false],
    [
      'de',
      'Eure Marketingleiterin und der Vertriebsleiter schieben sich die Schuld zu',
      'eure Marketingleiterin und der Vertriebsleiter',
      true,
    ],
    ['de', 'Deine zwei Senior-Leute streiten seit Wochen', 'deine zwei Senior-Leute', true],
    ['en', 'The CEO and the CTO are fighting about the burn', 'the CEO and the CTO', true],
  ] as const)('%s: %s', (lang, clause, who, plural) => {
    expect(actorOf(clause, lang)).toEqual({ who, plural });
  });
});

describe('a message to two readers and the time of the talk', () => {
  test('"an Lena und Kai" is one message to both, in the plural', async () => {
    const metas = await engineConversation(
      [
        'Ich leite die Buchhaltung, und zwei meiner Leute, Lena und Kai, streiten sich seit Wochen um die Urlaubsplanung.',
        'Ich will mit beiden gemeinsam eine Regel für die Sommerferien finden.',
        'Schreib mir eine kurze Nachricht an Lena und Kai dazu.',
      ],
      'de',
    );
    const draft = /_([^_]+)_/.exec(metas.at(-1)!.text)?.[1] ?? '';
    expect(draft).toMatch(/Lena und Kai/);
    expect(draft).toMatch(/\b(euch|ihr)\b/);
    expect(draft).not.toMatch(/\b(dir|dich|du)\b/);
    // the user's plan for the two is what the message says
    expect(draft).toMatch(/mit euch beiden gemeinsam eine Regel für die Sommerferien finden/);
  });

  test('"an invitation to both" says the user’s plan for them', async () => {
    const metas = await engineConversation(
      [
        'Two of my shop assistants, Mara and Joel, both want the Saturday shifts.',
        'I want to sit down with both of them and draw up a fair rota for the summer.',
        'Write me an invitation to both of them.',
      ],
      'en',
    );
    const draft = /_([^_]+)_/.exec(metas.at(-1)!.text)?.[1] ?? '';
    expect(draft).toMatch(/^Hi Mara and Joel/);
    expect(draft).toMatch(/sit down with both of you and draw up a fair rota for the summer/);
  });

  test.each([
    [
      'en',
      [
        'Two of my engineers, Ada and Tim, both want the tech lead role.',
        'Ada came to me upset on Friday.',
        'Write me an invitation to both of them.',
      ],
      /\bFriday\b/,
    ],
    [
      'de',
      [
        'Meine zwei Gesellschafter streiten, ob wir sonntags öffnen.',
        'Der eine will den Sonntag für die Familie.',
        'Schreib mir eine Einladung an beide.',
      ],
      /\bSonntag\b/,
    ],
  ] as const)('%s: a day told in the past or as a thing is no time for the talk', async (lang, messages, day) => {
    const metas = await engineConversation(messages, lang);
    const draft = /_([^_]+)_/.exec(metas.at(-1)!.text)?.[1] ?? '';
    expect(draft).not.toBe('');
    expect(draft).not.toMatch(day);
  });
});

describe('a message asked for after "I\'d like to suggest …" says the suggestion', () => {
  test.each(["I'd like", 'I’d like'])('%s', async (like) => {
    const metas = await engineConversation(
      [
        'My co-founder Rosa signs every supplier contract for the bakery without showing me.',
        `${like} to suggest to her that contracts over 5,000 euros need both our signatures.`,
        'Write me a short message to her saying that.',
      ],
      'en',
    );
    const draft = /_([^_]+)_/.exec(metas.at(-1)!.text)?.[1] ?? '';
    expect(draft).toMatch(/contracts over 5,000 euros need both our signatures/);
  });
});

describe('a short answer after a question about the person keeps the phase', () => {
  test('"ok" after the harassment answer and its questions', async () => {
    const metas = await engineConversation(
      [
        'My manager keeps commenting on my body in front of the whole sales team.',
        'We have talked about it twice and nothing changed.',
        'He says it is just a joke.',
        'I think I need to talk to a real person about this.',
        'ok',
      ],
      'en',
    );
    const coached = metas.filter((meta) => meta.phase !== null);
    expect(coached.length).toBeGreaterThanOrEqual(2);
    expect(coached.at(-1)!.phase).toBe(coached.at(-2)!.phase);
  });
});
