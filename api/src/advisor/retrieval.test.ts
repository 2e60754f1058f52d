// Retrieval as users actually write: colloquial, with typos, with different words for the same
// thing (Mitgründer / Co-Founder / Partner, Anteile / Equity / Beteiligung, Meeting /
// Besprechung / Jour fixe / Weekly, schweigen / niemand sagt was / keiner traut sich). Each query
// names the entry it should find first, or "none" when no entry fits and no knowledge block
// is better than a wrong one.
import { knowledge } from './knowledge';
import { retrieve } from './retrieval';
import type { Lang } from './types';

type Case = [query: string, expected: string];

const german: Case[] = [
  ['In unseren Meetings sagt niemand etwas.', 'silence'],
  ['Im Jour fixe traut sich keiner, was zu sagen', 'silence'],
  ['Beim Weekly nicken alle nur ab, keiner widerspricht', 'silence'],
  ['Mein Team schweigt, wenn ich nach Meinungen frage', 'silence'],
  ['Es geht vor allem um Einstellungen und Budget', 'hiring-budget'],
  ['Wir streiten, ob wir jetzt zwei Entwickler einstellen oder sparen sollen', 'hiring-budget'],
  ['Er will das ganze Budget fürs Marketing ausgeben', 'hiring-budget'],
  ['Wir sind uns nicht einig über die Anteilsverteilung', 'equity-vesting'],
  ['Mein Partner will plötzlich mehr Beteiligung an der Firma', 'equity-vesting'],
  ['Wir haben nie Vesting vereinbart und jetzt will sie 50 Prozent', 'equity-vesting'],
  ['Mein Mitgründer entscheidet alles allein über meinen Kopf hinweg', 'decision-rights'],
  ['Er trifft Entscheidungen ohne Rücksprache mit mir', 'decision-rights'],
  ['Wer hat eigentlich das letzte Wort bei uns, wir blockieren uns ständig', 'decision-rights'],
  ['Mein Co-Founder arbeitet nur noch nebenbei an unserem Startup', 'commitment'],
  ['Seit Monaten ist meine Mitgründerin nicht mehr richtig dabei', 'commitment'],
  ['Mein Mitgründer liefert seit Wochen nichts, die Deadlines werden ständig gerissen', 'underperformance'],
  ['Sie ist mit ihrer Rolle als CTO total überfordert und wächst nicht mit', 'underperformance'],
  ['Wir wissen nicht, wer für was zuständig ist', 'roles'],
  ['Der CEO mischt sich ständig in meinen Bereich ein', 'roles'],
  ['Wir haben völlig unterschiedliche Vorstellungen, wohin die Firma gehen soll', 'strategy'],
  ['Er will pivoten, ich will bei unserer Strategie bleiben', 'strategy'],
  ['Wir streiten uns über unsere Gehälter als Gründer', 'money-salary'],
  ['Er zahlt sich mehr Gehalt aus als mir', 'money-salary'],
  ['Die Investoren machen enormen Druck wegen der Wachstumsziele', 'investor-pressure'],
  ['Unser Geldgeber will, dass wir schneller wachsen, und wir sind uns uneins', 'investor-pressure'],
  ['Meine Mitgründerin will aussteigen', 'exit'],
  ['Er hat angedeutet, dass er die Firma verlassen will', 'exit'],
  ['Unsere erste Mitarbeiterin fühlt sich von der neuen Teamleitung übergangen', 'early-employee'],
  ['Ein Mitarbeiter der ersten Stunde stellt sich gegen mich', 'early-employee'],
  ['Alle sind überlastet, und die Arbeit ist total ungleich verteilt', 'workload'],
  ['Bei uns bleibt immer alles an mir hängen', 'workload'],
  ['Seit wir remote arbeiten, gibt es nur noch Missverständnisse im Chat', 'remote-hybrid'],
  ['Die im Homeoffice kriegen nichts mit, was im Büro entschieden wird', 'remote-hybrid'],
  ['Sein Feedback vor allen anderen war echt verletzend', 'feedback-hurts'],
  ['Wie gebe ich meinem Kollegen Feedback, ohne ihn zu verletzen?', 'feedback'],
  ['Unser Entwickler aus Indien findet mich zu direkt, es gibt ständig Missverständnisse', 'culture-language'],
  ['Es gibt eine Sprachbarriere im Team, nicht alle sprechen gut Deutsch', 'culture-language'],
  ['Ich vertraue ihm nicht mehr, er hat mich hintergangen', 'trust'],
  ['Unsere Besprechungen eskalieren jedes Mal, alle schreien sich an', 'meetings'],
  ['Ich glaube, er hört mir gar nicht richtig zu', 'active-listening'],
  ['Ich mache ihm dauernd Vorwürfe und merke es erst hinterher', 'i-messages'],
  ['Wie bereite ich mich auf das Gespräch mit ihr vor?', 'prepare-conversation'],
  ['Wir sind beste Freunde und haben zusammen gegründet, jetzt leidet die Freundschaft', 'friendship'],
  ['Was kostet uns dieser Dauerstreit eigentlich?', 'costs'],
  ['mein mitgruender entscheidet allles alleine', 'decision-rights'],
  ['Streit wegen der Anteiel und dem Vestign', 'equity-vesting'],
  ['in den Besprechnugen sagt keiner was', 'silence'],
  ['Die Arbeitslsat ist viel zu hoch, alle überlasstet', 'workload'],
  ['Hallo', 'none'],
  ['Ich weiß nicht, wo ich anfangen soll', 'none'],
  ['Kannst du mir helfen?', 'none'],
];

const english: Case[] = [
  ['Nobody says anything in our meetings.', 'silence'],
  ['In the weekly no one dares to push back', 'silence'],
  ['My team goes quiet whenever I ask for ideas', 'silence'],
  ["people don't speak up, i think there is no psychological safety", 'silence'],
  ['It is mostly about hiring and the budget', 'hiring-budget'],
  ['We argue whether to hire two engineers or extend our runway', 'hiring-budget'],
  ['He wants to spend the whole budget on an agency', 'hiring-budget'],
  ['We disagree on the equity split', 'equity-vesting'],
  ['My partner suddenly wants a bigger stake in the company', 'equity-vesting'],
  ['we never set up vesting and now she wants 50 percent of the shares', 'equity-vesting'],
  ['My cofounder makes every decision alone', 'decision-rights'],
  ['She decides things without consulting me', 'decision-rights'],
  ['We keep ending in a deadlock, who gets the final say', 'decision-rights'],
  ['My co-founder only works part time on our startup now', 'commitment'],
  ['my partner seems checked out, he lost all motivation', 'commitment'],
  ["My co-founder doesn't deliver and keeps missing deadlines", 'underperformance'],
  ['Our CTO is out of his depth since we grew', 'underperformance'],
  ['nobody knows who does what in our company', 'roles'],
  ['He keeps micromanaging my area', 'roles'],
  ['we have completely different visions for where the company is going', 'strategy'],
  ['He wants to pivot to B2B, I want to stay on our product strategy', 'strategy'],
  ['We fight about how much salary each founder should get', 'money-salary'],
  ['he pays himself more than me', 'money-salary'],
  ['Our investors put huge pressure on us to hit the growth targets', 'investor-pressure'],
  ['The board wants us to fundraise again and we disagree', 'investor-pressure'],
  ['My cofounder wants to leave the company', 'exit'],
  ['she wants out and we need to talk about a buyout', 'exit'],
  ['Our first employee feels sidelined by the new head of engineering', 'early-employee'],
  ['an early hire who has been with us since day one is fighting me', 'early-employee'],
  ['Everyone is overloaded and the work is split unfairly', 'workload'],
  ['I end up doing most of the work while he takes credit', 'workload'],
  ['Since we went remote every chat message turns into a misunderstanding', 'remote-hybrid'],
  ['The people in the office decide everything and the home office folks miss it', 'remote-hybrid'],
  ['His feedback in front of the whole team was really hurtful', 'feedback-hurts'],
  ['How do I give feedback to my colleague without hurting him?', 'feedback'],
  ['Our developer from Brazil thinks I am rude, there are constant cultural differences', 'culture-language'],
  ['there is a language barrier, english is not everyones first language', 'culture-language'],
  ['I do not trust him anymore, he went behind my back', 'trust'],
  ['Our meetings always blow up, people shout at each other', 'meetings'],
  ['he never listens to me, he just interrupts', 'active-listening'],
  ['I keep blaming him and only realise it afterwards', 'i-messages'],
  ['How should I prepare for the talk with her?', 'prepare-conversation'],
  ['we were best friends before we started the company, now the friendship suffers', 'friendship'],
  ['What does this constant conflict cost us?', 'costs'],
  ['my cofuonder makes all the decisons alone', 'decision-rights'],
  ['we argue about equitty and vestign', 'equity-vesting'],
  ['in the meetigns nobody says a word', 'silence'],
  ['the workoad is way too high for everyone', 'workload'],
  ['Hello', 'none'],
  ['I do not know where to start', 'none'],
  ['Can you help me?', 'none'],
];

function top(query: string, lang: Lang): string {
  return retrieve(query, lang)[0]?.entry.id ?? 'none';
}

describe('retrieval table', () => {
  test('every expected entry exists', () => {
    const ids = new Set(knowledge.map((entry) => entry.id));
    for (const [, expected] of [...german, ...english]) if (expected !== 'none') expect(ids).toContain(expected);
    expect(german.length).toBeGreaterThanOrEqual(40);
    expect(english.length).toBeGreaterThanOrEqual(40);
  });

  test.each([
    ['de', german],
    ['en', english],
  ] as const)('%s: every query finds its entry first (hit rate 100 %%)', (lang, cases) => {
    const misses = cases
      .map(([query, expected]) => ({ query, expected, got: top(query, lang) }))
      .filter((row) => row.got !== row.expected);
    const rate = (cases.length - misses.length) / cases.length;
    // The list of misses makes a failure readable at once.
    expect({ rate, misses }).toEqual({ rate: 1, misses: [] });
  });

  test('the same query in the other language index finds the same entry (users mix languages)', () => {
    expect(top('Mein Co-Founder will mehr Equity', 'de')).toBe('equity-vesting');
    expect(top('my Mitgründer is never in the Besprechung and nobody says anything', 'en')).toBe('silence');
  });

  // A typo is a slip of the fingers (two letters swapped, one dropped or added), never a real word
  // with one letter replaced: "übernimmt" is no "überstimmt", "gesprochen" no "gebrochen".
  test('a real word one letter off a knowledge word is no typo of it', () => {
    const cued = (query: string, lang: Lang) =>
      retrieve(query, lang, { minScore: 0, limit: 50 })
        .filter((hit) => hit.cues > 0)
        .map((hit) => hit.entry.id);
    expect(cued('Er übernimmt nie Verantwortung für seine Zahlen', 'de')).not.toContain('decision-rights');
    expect(cued('We could give him a title like Founding Engineer', 'en')).not.toContain('investor-pressure');
    expect(cued('Sie übernehmen die Kunden nach der Schulung', 'de')).toEqual([]);
    expect(cued('Er hat mich übergangen, schon wieder', 'de')).toContain('decision-rights');
    expect(cued('he made the decisons without me', 'en')).toContain('decision-rights');
  });
});
