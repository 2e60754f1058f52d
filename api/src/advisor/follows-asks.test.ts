// The coach follows what the user just asked or told (coach38b, issue 22): a colloquial request for
// the next step gets that help, named in the coach's words ("nur wie", "what do i do right now",
// "hilf mir mal mit ner whatsapp", "what would a fair split look like"); a correction ("du verstehst
// mich falsch", "you've got me wrong") is taken; a short answer of facts and numbers is said back in
// the coach's words, not quoted; "me and my cofounder" / "ich und mein Mitgründer" keep both in the
// subject. Phrasings of this file only; held-out38b (evaluation/) measures the same on conversations
// never tuned on.
import { engineConversation } from '../test/advisor-engine';
import { userRequest } from './analysis';
import { composeIntro, fairThing, occasionIntro, toldSentence } from './asked';
import { correctionOf } from './correction';
import { restate } from './restate';
import { numberFactSaid } from './told-numbers';
import type { Lang } from './types';

describe('colloquial requests are read as requests', () => {
  test.each([
    ['ok, ich sollte es ihm sagen. aber wie', 'opening'],
    ['klar muss ich das mit ihr klären. nur wie denn', 'opening'],
    ['yeah I should raise it with him. but how', 'opening'],
    ['Hilf mir mal beim Einstieg', 'opening'],
    ['can you help me with the opening for tomorrow’s meeting', 'opening'],
    ['und was mach ich dann jetzt', 'nextstep'],
    ['so what should i do right now', 'nextstep'],
    ['hilf mir bei ner kurzen sms an sie', 'compose'],
    ['help me with a short slack message to the team', 'compose'],
    ['wie sähe denn ein fairer Kompromiss aus', 'options'],
    ['what would a reasonable rota look like', 'options'],
    ['gib mir mal bitte ein paar Ideen', 'options'],
    ['how do I tell her that I need the Friday off', 'wording'],
  ] as [string, string][])('%s -> %s', (text, kind) => {
    expect(userRequest(text)).toBe(kind);
  });

  test.each([['Wie war dein Wochenende'], ['I know how'], ['Er weiß nur, wie']])('%s is no request', (text) => {
    expect(userRequest(text)).toBeNull();
  });
});

describe('what was asked is named in the coach’s words', () => {
  test.each([
    ['kannst du mir mit ner WhatsApp helfen, kurz', 'de', /^Eine kurze WhatsApp-Nachricht/],
    ['help me with a quick slack message', 'en', /^A short Slack message/],
    ['schreib mir eine Nachricht an ihn', 'de', null],
  ] as [string, Lang, RegExp | null][])('composeIntro(%s)', (text, lang, expected) => {
    const intro = composeIntro(text, lang);
    if (expected) expect(intro).toMatch(expected);
    else expect(intro).toBeNull();
  });

  test.each([
    ['wie sähe denn eine gerechte verteilung aus', 'de', 'eine gerechte Verteilung'],
    ['Wie könnte ein faires Modell aussehen?', 'de', 'ein faires Modell'],
    ['so what would a fair equity split look like', 'en', 'a fair equity split'],
    ['what could a good compromise look like?', 'en', 'a good compromise'],
  ] as [string, Lang, string][])('fairThing(%s) = %s', (text, lang, expected) => {
    expect(fairThing(text, lang)).toBe(expected);
  });

  test.each([
    ['Hilf mir beim Einstieg für das nächste Gespräch', 'de', 'Ein Einstieg für das nächste Gespräch, zum Anpassen:'],
    ['help me with the opening for our next meeting', 'en', 'An opening for our next meeting, to adapt:'],
  ] as [string, Lang, string][])('occasionIntro(%s)', (text, lang, expected) => {
    expect(occasionIntro(text, lang)).toBe(expected);
  });
});

describe('"wie sag ich ihm, dass …": the example says what is to be said', () => {
  test.each([
    [
      'wie sag ich ihr freundlich, dass ich im Urlaub nicht ans Telefon gehe',
      'de',
      'Ich möchte dir freundlich, aber klar sagen, dass ich im Urlaub nicht ans Telefon gehe.',
    ],
    [
      'how do I tell my manager nicely that i can only do two late shifts',
      'en',
      'I wanted to tell you, in a friendly but clear way, that I can only do two late shifts.',
    ],
  ] as [string, Lang, string][])('toldSentence(%s)', (text, lang, expected) => {
    expect(toldSentence(text, lang)).toBe(expected);
  });

  // Someone else in the clause: whom "er" or "he" means for the reader is not certain.
  test.each([
    ['wie sag ich ihm, dass er zu spät kommt', 'de'],
    ['how do I tell her that she keeps interrupting me', 'en'],
  ] as [string, Lang][])('toldSentence(%s) is null', (text, lang) => {
    expect(toldSentence(text, lang)).toBeNull();
  });

  test('a revision of a revision keeps the draft it revises', async () => {
    const [, , shorter, casual] = await engineConversation(
      [
        'Two people in my team keep fighting over who owns the release checklist.',
        'write me a short slack message to both of them',
        'give me a 3 line version',
        'less formal please',
      ],
      'en',
    );
    const draftOf = (text: string | undefined) => /_([^_]+)_/.exec(text ?? '')?.[1] ?? '';
    const before = new Set(
      draftOf(shorter?.text)
        .toLowerCase()
        .match(/[a-z]{5,}/g) ?? [],
    );
    const after =
      draftOf(casual?.text)
        .toLowerCase()
        .match(/[a-z]{5,}/g) ?? [];
    expect(after.filter((word) => before.has(word)).length * 2).toBeGreaterThanOrEqual(after.length);
  });
});

describe('a correction of the coach in the present tense or with "me"', () => {
  test.each([
    [
      'nee, du verstehst mich falsch, ich will ihn nicht loswerden, ich will nur klare Zeiten',
      'ich will ihn nicht loswerden, ich will nur klare Zeiten',
    ],
    ['No no, you’ve got me wrong. I only want a fair rota.', 'I only want a fair rota.'],
    ["nah, you're getting me wrong, I just need a plan for Monday", 'I just need a plan for Monday'],
  ])('correctionOf(%s)', (text, basis) => {
    expect(correctionOf(text)).toBe(basis);
  });
});

describe('a short answer of facts and numbers is said back in the coach’s words', () => {
  test.each([
    ['70/30, sie hat die 70', 'de', '70/30, sie hat die 70'],
    ['so ungefähr 15 leute, davon 4 im vertrieb', 'de', 'Ungefähr 15 Leute, davon 4 im vertrieb'],
    ['seit april, also acht monate', 'de', 'Seit April, also acht Monate'],
    ['like 2 hours, every friday', 'en', '2 hours, every friday'],
    ['I own 40%, she owns the rest', 'en', 'You own 40%, she owns the rest'],
    ['4 years. started it after uni', 'en', '4 years, and you started it after uni'],
  ] as [string, Lang, string][])('numberFactSaid(%s)', (text, lang, expected) => {
    expect(numberFactSaid(text, lang)).toBe(expected);
  });

  test.each([
    ['Wie viele Leute sind es denn, 10?', 'de'],
    ['Er ist einfach unzuverlässig geworden.', 'de'],
    ['3 years. we started it in a garage and then moved to Berlin and hired people', 'en'],
  ] as [string, Lang][])('numberFactSaid(%s) says nothing', (text, lang) => {
    expect(numberFactSaid(text, lang)).toBeNull();
  });
});

describe('"ich und mein Mitgründer" keeps both in the subject', () => {
  test.each([
    ['Ich und meine Mitgründerin streiten über das Budget', 'Deine Mitgründerin und du streitet über das Budget'],
    ['ich und mein Partner haben uns zerstritten', 'Dein Partner und du habt euch zerstritten'],
  ])('restate(%s)', (text, expected) => {
    expect(restate(text, 'de')).toBe(expected);
  });
});

describe('in a conversation', () => {
  test('"me and my business partner are …" is said back with both', async () => {
    const [reply] = await engineConversation(['me and my business partner are arguing about the new office'], 'en');
    expect(reply?.text).not.toMatch(/\bYour business partner are\b/);
  });

  test('"nur wie" after the matter gets a first sentence, not a coaching question alone', async () => {
    const [, reply] = await engineConversation(
      [
        'Meine Kollegin bucht seit Wochen den einzigen Besprechungsraum für sich allein.',
        'ich weiß, ich muss sie ansprechen. nur wie',
      ],
      'de',
    );
    expect(reply?.text).toMatch(/\n\n_[^_]+_\n\n/);
  });

  test('"what would a fair split look like" names the fair split before the options', async () => {
    const [, reply] = await engineConversation(
      [
        'My cofounder and I cannot agree on how to divide the equity now that a third founder joins.',
        'so what would a fair split look like',
      ],
      'en',
    );
    expect(reply?.text).toMatch(/a fair split/);
    expect(reply?.text).toMatch(/^1\. /m);
  });

  test('a short answer with numbers is not quoted back', async () => {
    const [, , reply] = await engineConversation(
      [
        'Mein Mitgründer arbeitet seit dem Sommer nur noch drei Tage die Woche.',
        'Das stört mich, weil wir beide gleich viel Gehalt bekommen.',
        '50/50, seit der Gründung',
      ],
      'de',
    );
    expect(reply?.text).not.toMatch(/[„“]50\/50/);
    expect(reply?.text).toMatch(/50\/50/);
  });

  test('a correction in the present tense is taken, not quoted', async () => {
    const [, reply] = await engineConversation(
      [
        'Mein Teamleiter plant mich seit Wochen für jede Spätschicht ein.',
        'nein, du verstehst mich falsch, ich will mich nicht beschweren, ich will nur einen fairen Plan',
      ],
      'de',
    );
    expect(reply?.text).not.toMatch(/„Du verstehst mich falsch“/);
    expect(reply?.text).toMatch(/einen fairen Plan/);
  });
});
