// Later replies pick up what the latest message added (issue 22, coach26a): a worry, a decision, a
// new person, a number with what it counts is named in the question, not a phase question any turn
// could get. Look-alikes add nothing of that kind and keep the question as before. Phrasings of this
// file only; held-out24 (evaluation/) measures the same on conversations never tuned on. Also: a
// German role word in an English message is said back in English, and a real word is no typo.
import { engineConversation } from '../test/advisor-engine';
import { addedIn } from './added';
import { restate } from './restate';
import { retrieve } from './retrieval';
import { isAboutTopic } from './evaluation/topics';

describe('addedIn reads what a later message adds', () => {
  test.each([
    // worries, "dass" clauses said from the coach's side, verb last
    [
      'de',
      'Ich hab ein bisschen Angst, dass mein Bruder dann gar nicht mehr mit mir redet.',
      [],
      { kind: 'worry', text: 'dein Bruder dann gar nicht mehr mit dir redet' },
    ],
    [
      'de',
      'Meine größte Sorge ist, dass wir den Auftrag vom Landkreis verlieren',
      [],
      { kind: 'worry', text: 'ihr den Auftrag vom Landkreis verliert' },
    ],
    [
      'en',
      "I'm a bit worried she'll think I want her job.",
      [],
      { kind: 'worry', text: "she'll think you want her job" },
    ],
    [
      'en',
      'My biggest fear is that the board will side with him',
      [],
      { kind: 'worry', text: 'the board will side with him' },
    ],
    // decisions
    [
      'de',
      'Ich habe beschlossen, die Schichtplanung ab März selbst zu übernehmen.',
      [],
      { kind: 'decision', text: 'um die Schichtplanung ab März selbst zu übernehmen' },
    ],
    [
      'de',
      'Ich hab mich entschieden, dass wir die Preise erst im Sommer anpassen.',
      [],
      { kind: 'decision', text: 'damit ihr die Preise erst im Sommer anpasst' },
    ],
    [
      'en',
      "I've decided to move our weekly sync to Monday mornings.",
      [],
      { kind: 'decision', text: 'to move your weekly sync to Monday mornings' },
    ],
    // new people, by role, name or title
    [
      'de',
      'Unsere Steuerberaterin hat uns davon abgeraten.',
      ['Mein Mitgründer will eine GmbH gründen.'],
      { kind: 'person', text: 'eure Steuerberaterin', plural: false },
    ],
    [
      'de',
      'Herr Lange mischt sich jetzt auch noch ein.',
      ['Mein Chef verteilt die Projekte unfair.'],
      { kind: 'person', text: 'Herr Lange', plural: false },
    ],
    [
      'en',
      'Our new office manager, Dana, already complained to HR.',
      ['My co-founder keeps booking the meeting room for himself.'],
      { kind: 'person', text: 'your new office manager Dana', plural: false },
    ],
    [
      'en',
      'My two apprentices are now afraid to ask him anything.',
      ['The head baker shouts at people every morning.'],
      { kind: 'person', text: 'your two apprentices', plural: true },
    ],
    // numbers with what they count
    ['de', 'Uns fehlen dadurch rund 9.500 Euro im Monat.', [], { kind: 'amount', text: '9.500 Euro' }],
    ['de', 'Wir haben dieses Jahr schon 14 Reklamationen gehabt.', [], { kind: 'amount', text: '14 Reklamationen' }],
    ['en', 'We lost 12 regular customers since the change.', [], { kind: 'amount', text: '12 regular customers' }],
    ['en', 'That is about 30 percent of our margin.', [], { kind: 'amount', text: '30 percent' }],
  ] as const)('%s: %s', (lang, told, earlier, expected) => {
    expect(addedIn(told, earlier, lang)).toEqual(expected);
  });

  test.each([
    // a person already named is no new person
    ['de', 'Mein Mitgründer hat wieder nicht geantwortet.', ['Mein Mitgründer ignoriert meine Mails.']],
    ['en', 'My co-founder did it again yesterday.', ['My co-founder keeps changing the pricing page.']],
    // a thing or an event acting is no person
    ['de', 'Die Jahresplanung ist am Freitag.', []],
    ['de', 'Der alte Server läuft seit Tagen instabil.', []],
    ['en', 'The new printer keeps jamming.', []],
    // a date, a time span, a single one, a number named before
    ['de', 'Das Gespräch ist am 14. Februar.', []],
    ['de', 'Das geht schon seit drei Jahren so.', []],
    ['en', 'This has been going on for two years.', []],
    ['en', 'We only have one developer.', []],
    ['de', 'Es sind immer noch 40 Prozent.', ['Er will 40 Prozent der Anteile.']],
    // no worry, no decision: "Angst" and "entschieden" in other senses
    ['de', 'Er hat allein entschieden, wer die Aufträge bekommt.', []],
    ['en', 'She decided it without me.', []],
    ['de', 'Ich habe keine Angst vor ihm.', []],
  ] as const)('nothing new: %s: %s', (lang, told, earlier) => {
    const added = addedIn(told, earlier, lang);
    expect(added === null || added.kind === 'person' ? added : null).toBeNull();
  });
});

describe('the later reply names it', () => {
  const questionOf = (text: string) => text.trim().split('\n\n').at(-1) ?? '';
  test.each([
    [
      'de',
      [
        'Meine Mitgründerin will unsere Kaffeerösterei an eine Kette verkaufen, und ich will weitermachen.',
        'Mein Steuerberater meint, der Preis sei eigentlich fair.',
      ],
      'dein Steuerberater',
    ],
    [
      'de',
      [
        'Mein Kollege und ich streiten seit Wochen, wer die großen Kunden betreut.',
        'Meine Sorge ist, dass unser Chef das dann einfach allein entscheidet.',
      ],
      'dass euer Chef das dann einfach allein entscheidet',
    ],
    [
      'en',
      [
        'My business partner wants to open the shop on Sundays from next month.',
        'We would need 3 extra shifts every week.',
      ],
      '3 extra shifts',
    ],
    [
      'en',
      [
        'My manager and I keep arguing about which clients get priority.',
        "I've decided to ask her for a fixed planning meeting every Monday.",
      ],
      'to ask her for a fixed planning meeting every Monday',
    ],
  ] as const)('%s: %j', async (lang, messages, named) => {
    const metas = await engineConversation(messages, lang);
    expect(questionOf(metas.at(-1)!.text)).toContain(named);
  });
});

describe('a German role word in an English message is said back in English', () => {
  test.each([
    ['My Teamleiter keeps moving my shifts', 'Your team lead keeps moving your shifts'],
    ['The Geschäftsführer praised him in front of everyone', 'The managing director praised him in front of everyone'],
    ['My Kollegin takes the easy tickets', 'Your colleague takes the easy tickets'],
    // English words stay: a head chef is English too
    ['Our head chef changes the menu every morning', 'Your head chef changes the menu every morning'],
  ])('%s', (clause, said) => {
    expect(restate(clause, 'en')).toBe(said);
  });
});

describe('tips only on their topic', () => {
  test.each([
    // a real word is no typo of a knowledge word
    ['de', 'Vorher hatte sie quasi die inoffizielle Leitung im Team.', 'underperformance'],
    ['en', 'It started when she reported a medication error.', 'mediation'],
    ['en', 'He treats the interns like his assistants.', 'glasl'],
    // goods delivered late are no co-founder who does not deliver
    ['de', 'Unsere Druckerei liefert seit zwei Wochen die Etiketten zu spät.', 'underperformance'],
  ] as const)('%s: %s', (lang, text, entry) => {
    expect(retrieve(text, lang).map((hit) => hit.entry.id)).not.toContain(entry);
  });
  test.each([
    ['de', 'Mein Mitgründer liefert seit Monaten nicht, was er zusagt.', 'underperformance'],
    ['de', 'Sie ist mit ihrer Rolle total überfordert und die Leistung stimmt nicht.', 'underperformance'],
  ] as const)('still: %s: %s', (lang, text, entry) => {
    expect(retrieve(text, lang).map((hit) => hit.entry.id)).toContain(entry);
  });

  test('the rubric reads a director, deliveries and a show as no culture or underperformance topic', () => {
    expect(isAboutTopic('culture-language', 'Our creative director rewrites every pitch')).toBe(false);
    expect(isAboutTopic('culture-language', 'Unsere Direktorin streicht die Vertretungen')).toBe(false);
    expect(isAboutTopic('culture-language', 'He is far too direct with clients')).toBe(true);
    expect(isAboutTopic('underperformance', 'The deliveries to the shops are late again')).toBe(false);
    expect(isAboutTopic('underperformance', 'She wants to cancel the Christmas performance')).toBe(false);
    expect(isAboutTopic('underperformance', 'My co-founder does not deliver what he promises')).toBe(true);
    expect(isAboutTopic('underperformance', 'His performance has dropped since spring')).toBe(true);
  });
});
