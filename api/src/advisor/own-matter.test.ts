// The first reply to a message on a topic no cue or knowledge entry names (issue 22, coach20): who
// acts is said back from the coach's side and asked about in the user's own words for them, never
// with a question that fits any message. Phrasings of this file only; held-out12 (evaluation/)
// measures the same on conversations never tuned on.
import { engineTurn } from '../test/advisor-engine';
import { texts } from './texts';
import type { Lang } from './types';

/** The reply's last paragraph: its question. */
const questionOf = (text: string) => text.split('\n\n').at(-1) ?? '';
const generic = (lang: Lang) => [texts[lang].restated.plain, texts[lang].restated.party.split('{party}')[0]!];

describe('a topic nobody wrote a cue for: the question names the user’s own counterpart', () => {
  test.each([
    [
      'de',
      'Ich betreibe drei Eisdielen, und unser Lieferant aus Verona hat zum Januar die Preise für Pistazienpaste verdoppelt.',
      'Euer Lieferant aus Verona hat zum Januar die Preise für Pistazienpaste verdoppelt',
      'Was müsste sich beim Thema Preise ändern, damit es für dich passt, und was müsste euer Lieferant aus Verona dafür anders machen?',
    ],
    [
      'de',
      'Unsere Vermieterin will den Mietvertrag für die Werkstatt nicht verlängern, weil ihr Neffe dort eine Kletterhalle plant.',
      null,
      'eure Vermieterin',
    ],
    [
      'de',
      'Zwei meiner Monteure, Kai und Ben, weigern sich seit Montag, mit dem neuen Hubsteiger zu arbeiten.',
      null,
      // coach29: the matter read loosely after the two ("mit dem neuen Hubsteiger"), the two still asked about.
      'Was müsste sich beim Thema Hubsteiger ändern, damit es für dich passt, und was müssten Kai und Ben dafür anders machen?',
    ],
    [
      'en',
      'I run a small bakery chain and our flour mill in Dresden cancelled our fixed-price contract two months early.',
      'Your flour mill in Dresden cancelled your fixed-price contract two months early',
      'What would have to change about the fixed-price contract for it to work for you, and what would your flour mill in Dresden have to do differently?',
    ],
    [
      'en',
      'Two of my technicians, Ravi and Noor, refuse to share the service van since the new rota started.',
      null,
      'what would Ravi and Noor have to do differently?',
    ],
    [
      'en',
      'My co-founder and I keep disagreeing about whether to open a second taproom this year.',
      null,
      // coach25b: "this year" is when, not what; the matter is the taproom.
      'What would have to change about the second taproom for it to work for you, and what would your co-founder have to do differently?',
    ],
  ] as const)('%s: %s', async (lang, message, saidBack, asked) => {
    const { meta } = await engineTurn(message, lang);
    const question = questionOf(meta.text);
    if (saidBack) expect(meta.text).toContain(saidBack);
    expect(question).toContain(asked);
    for (const stock of generic(lang)) expect(question).not.toContain(stock);
  });

  test('what the user said they want is not asked again: what the other side is after', async () => {
    const { meta } = await engineTurn(
      'Meine Mitgründerin Pia will unseren Hofladen an eine Supermarktkette verpachten, ich will ihn selbst weiterführen.',
      'de',
    );
    expect(questionOf(meta.text)).toBe(
      'Was müsste beim Thema Hofladen für dich erfüllt sein, damit du mitgehen kannst, und was davon weiß deine Mitgründerin Pia schon?',
    );
  });
});
