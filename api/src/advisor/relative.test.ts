// A first message that names its matter in a relative clause ("meine Kollegin, die seit Wochen meine
// Schichten tauscht, …", "my co-founder, who keeps promising prices …") is said back with that matter
// as the main clause, not as the person alone or the relative clause cut from its sentence (issue 22,
// coach38). Phrasings of this file only; held-out38 (evaluation/) measures it on unseen conversations.
import { engineTurn } from '../test/advisor-engine';
import { relativeMain } from './relative';
import type { Lang } from './types';

/** The reply's first paragraph: what it says back. */
const openingOf = (text: string) => text.split('\n\n')[0] ?? '';

describe('the matter of a relative clause is said back', () => {
  test.each([
    [
      'de',
      'Mein Vertriebsleiter, der seit dem Herbst eigene Rabattstufen für Stammkunden erfindet, tut so, als wäre das abgesprochen.',
      'Dein Vertriebsleiter erfindet seit dem Herbst eigene Rabattstufen für Stammkunden und tut so, als wäre das abgesprochen',
    ],
    [
      'de',
      'Ich führe ein Café, und eine Aushilfe, die jeden Samstag kurzfristig absagt, bringt den ganzen Plan durcheinander.',
      'Eine Aushilfe sagt jeden Samstag kurzfristig ab und bringt den ganzen Plan durcheinander',
    ],
    [
      'de',
      'Der Kollege aus der Buchhaltung, der meine Reisekosten seit Monaten liegen lässt, antwortet auf keine Mail.',
      'Der Kollege aus der Buchhaltung lässt deine Reisekosten seit Monaten liegen und antwortet auf keine Mail',
    ],
    [
      'de',
      'Meine Kollegin, die im Oktober die Lieferantenliste komplett umgestellt hat, findet meine Kritik kleinlich.',
      'Deine Kollegin hat im Oktober die Lieferantenliste komplett umgestellt und findet deine Kritik kleinlich',
    ],
    [
      'en',
      'My sales lead, who has been paying commissions to himself since the autumn, acts as if it was agreed.',
      'Your sales lead has been paying commissions to himself since the autumn and acts as if it was agreed',
    ],
    [
      'en',
      'I run a café, and one of the part-timers, who cancels every Saturday at short notice, throws the whole rota off.',
      'One of the part-timers cancels every Saturday at short notice and throws the whole rota off',
    ],
    [
      'en',
      'The guy in accounting, who has left my expense claims untouched for months, says they are not his priority.',
      'The guy in accounting has left your expense claims untouched for months and says they are not his priority',
    ],
  ] as [Lang, string, string][])('%s: %s', async (lang, message, said) => {
    const { meta } = await engineTurn(message, lang);
    expect(openingOf(meta.text)).toContain(said);
  });

  test.each([
    // Not a subject's relative clause: a preposition, an object, a genitive, a comma before an article.
    ['Es geht um meine Geschäftspartnerin, mit der ich seit Jahren befreundet bin.', 'de'],
    ['Ich hab mit meiner Chefin gesprochen, die Lage ist ernst, wir müssen was tun.', 'de'],
    ['Ich berate ein Startup, dessen Gründer sich über Geld streiten.', 'de'],
    ["It's about my partner, whom I've known for years.", 'en'],
    ['I said that, which was true, but nobody listened.', 'en'],
  ] as [string, Lang][])('relativeMain(%s) reads none', (sentence, lang) => {
    expect(relativeMain(sentence, lang)).toBeNull();
  });
});
