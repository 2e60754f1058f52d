// coach28b (issue 22): a first message on a topic of the knowledge base, told in everyday words
// (money spent, what goes into the product, someone who wants to leave, a shareholder or a board
// member who goes around the CEO, shares, distributions, a language switched to, work pushed onto
// the user, two reports at each other), finds that entry, and its question names the topic instead
// of a stock question that fits any conflict. Phrasings of this file only; held-out28b (evaluation/)
// measures the same on conversations never tuned on.
import { engineTurn } from '../test/advisor-engine';
import { retrieve } from './retrieval';
import { texts } from './texts';
import type { Lang } from './types';

const questionOf = (text: string) => text.split('\n\n').at(-1) ?? '';
const stock = (lang: Lang) => {
  const r = texts[lang].restated;
  return [r.plain, r.party, r.outcome, r.outcomePlural, r.together, r.aim, r.aimPlural].map(
    (template) =>
      new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{(party|topic)\\\}/g, '.+')}$`),
  );
};

const cases: [Lang, string, string][] = [
  // money spent and how much to spend
  [
    'de',
    'Mein Geschäftspartner gibt ständig Geld für Gadgets und Software aus, die keiner von uns nutzt.',
    'hiring-budget',
  ],
  [
    'de',
    'Wir sind uns nicht einig, wie viel wir dieses Jahr in Werbung investieren, sie will das Doppelte.',
    'hiring-budget',
  ],
  ['en', 'My co-founder put a 6k espresso machine on the company card and called it team morale.', 'hiring-budget'],
  [
    'en',
    'Our CEO is burning through our cash on conferences while the engineers wait for new laptops.',
    'hiring-budget',
  ],
  // what goes into the product
  ['de', 'Bei uns im Team gibt es jede Woche Krach darüber, welche Funktionen als Nächstes gebaut werden.', 'strategy'],
  [
    'en',
    'My business partner and I can never agree on product priorities, so the roadmap changes every sprint.',
    'strategy',
  ],
  ['en', 'Half of the founding team wants to build for hospitals, the other half for private clinics.', 'strategy'],
  // someone wants to leave
  ['de', 'Meine Mitgründerin hat mir am Telefon gesagt, dass sie nach dem Sommer aussteigen möchte.', 'exit'],
  ['de', 'Unser CTO hat ein Angebot von einem Konzern und überlegt ernsthaft zu kündigen.', 'exit'],
  ['en', 'My partner in the studio says she is ready to move on and wants to be out by spring.', 'exit'],
  ['en', 'Our lead engineer is planning to quit and join a competitor after the release.', 'exit'],
  // investors, board members and shareholders who press or go around the CEO
  [
    'de',
    'Ein Beiratsmitglied schreibt unseren Entwicklern direkt, was sie bauen sollen, und ich erfahre es zuletzt.',
    'investor-pressure',
  ],
  [
    'de',
    'Unser Gesellschafter ruft mich jeden Morgen an und will wissen, warum der Umsatz stagniert.',
    'investor-pressure',
  ],
  [
    'en',
    'One of our angels keeps emailing my sales team with instructions as if she ran the place.',
    'investor-pressure',
  ],
  ['en', 'A shareholder with ten percent is meddling in every hiring call I make as CEO.', 'investor-pressure'],
  // shares and distributions
  [
    'de',
    'Seit der Kapitalerhöhung streiten wir, wer wie viele Anteile bekommt, und es wird persönlich.',
    'equity-vesting',
  ],
  [
    'de',
    'Unsere Teilhaberin möchte dieses Jahr eine Gewinnausschüttung, ich will das Geld in der Firma lassen.',
    'money-salary',
  ],
  [
    'en',
    'My partner wants to pay out dividends this year while I want to keep the profit in the business.',
    'money-salary',
  ],
  // a language switched to
  [
    'de',
    'Im Standup wechseln die zwei Entwickler aus Madrid immer wieder ins Spanische und der Rest versteht nichts.',
    'culture-language',
  ],
  ['en', 'Our French designers switch into French whenever they disagree with me in reviews.', 'culture-language'],
  // work pushed onto the user
  ['de', 'Meine Chefin schiebt alle unangenehmen Kundengespräche an mich ab, weil ich das ja so gut kann.', 'workload'],
  ['en', 'All the weekend reports end up on my desk while the others in my team go home at five.', 'workload'],
  // withdrawn, not talking, decided alone
  [
    'de',
    'Mein Kompagnon zieht sich seit dem Umzug immer weiter zurück und lässt mich die Kunden allein betreuen.',
    'commitment',
  ],
  ['en', 'My co-founders have not spoken to each other since the pricing argument in June.', 'glasl'],
  ['en', 'Our head of ops changed the delivery schedule without telling my drivers or me.', 'decision-rights'],
];

describe('a topic of the knowledge base in everyday words', () => {
  test.each(cases)('%s: "%s" finds %s', (lang, text, id) => {
    expect(retrieve(text, lang).map((hit) => hit.entry.id)).toContain(id);
  });

  test.each(cases)('%s: the first reply to "%s" gives a thought and no stock question', async (lang, text) => {
    const { meta } = await engineTurn(text, lang);
    expect(meta.knowledge.length).toBeGreaterThan(0);
    const question = questionOf(meta.text);
    expect(question.endsWith('?')).toBe(true);
    for (const pattern of stock(lang)) expect(question).not.toMatch(pattern);
  });
});

describe('the question names the topic where no situation frame fits (a split being made now)', () => {
  test.each([
    [
      'de',
      'Wir verhandeln gerade mit unserer neuen Mitgründerin, wie viele Anteile sie bekommt, und drehen uns im Kreis.',
      'Anteile',
    ],
    [
      'en',
      'We are negotiating the equity split with our new third co-founder and keep going in circles.',
      'the equity split',
    ],
  ] as [Lang, string, string][])('%s: "%s" asks about %s', async (lang, text, topic) => {
    const { meta } = await engineTurn(text, lang);
    expect(questionOf(meta.text)).toContain(topic);
  });
});
