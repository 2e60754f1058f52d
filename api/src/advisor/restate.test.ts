import { actorClauses, actorOf, restate } from './restate';

describe('restate: the user clause said back from the coach side', () => {
  test.each([
    [
      'Meine Mitgründerin hat auf der Messe unser Produkt vorgestellt',
      'Deine Mitgründerin hat auf der Messe euer Produkt vorgestellt',
    ],
    ['Ich arbeite seit Jahren mit ihm', 'Du arbeitest seit Jahren mit ihm'],
    ['Ich bin Investorin und begleite zwei Gründer', 'Du bist Investorin und begleitest zwei Gründer'],
    ['Wir streiten seit Wochen über die Preise', 'Ihr streitet seit Wochen über die Preise'],
    ['Mein Kollege und ich reden kaum noch miteinander', 'Dein Kollege und du redet kaum noch miteinander'],
    [
      'Unser CTO erwartet, dass wir am Wochenende auf Alarme reagieren',
      'Euer CTO erwartet, dass ihr am Wochenende auf Alarme reagiert',
    ],
    [
      'Mein Mitgründer reicht Spesen ein, die ich nicht verstehe',
      'Dein Mitgründer reicht Spesen ein, die du nicht verstehst',
    ],
  ])('de: %s', (clause, said) => {
    expect(restate(clause, 'de')).toBe(said);
  });

  test.each([
    ['My co-founder wants to move our company to Lisbon', 'Your co-founder wants to move your company to Lisbon'],
    ["I'm a designer and I was never asked", "You're a designer and you were never asked"],
    ['My cofounder and I keep clashing about money', 'Your cofounder and you keep clashing about money'],
  ])('en: %s', (clause, said) => {
    expect(restate(clause, 'en')).toBe(said);
  });

  test.each([
    // Two verbs of "ich" where only one can be said for "du".
    'Er weiß, dass ich eine Pause brauche',
    // Someone else's words in quotation marks are not said back.
    'Er nennt mich „unsere Kleine“',
  ])('de, not certain: %s', (clause) => {
    expect(restate(clause, 'de')).toBeNull();
  });
});

// Who acts in a clause said back, in the user's own words for them (coach20): the first reply to a
// message on a topic no knowledge entry names asks about that person, never a question for any message.
describe('actorOf: who acts in a clause said back', () => {
  test.each([
    ['Euer Einkaufsleiter hat dem Lieferanten ohne Vertrag eine Abnahme zugesagt', 'euer Einkaufsleiter', false],
    ['Deine neue Geschäftsführerin Mara will die Kantine schließen', 'deine neue Geschäftsführerin Mara', false],
    ['Die Gesellschafter wollen den Standort in Kiel aufgeben', 'die Gesellschafter', true],
    ['Eure Vermieterin verlangt ab März die doppelte Miete', 'eure Vermieterin', false],
    ['Zwei deiner Monteure, Kai und Ben, weigern sich, Bereitschaft zu machen', 'Kai und Ben', true],
  ])('de: %s', (clause, who, plural) => {
    expect(actorOf(clause, 'de')).toEqual({ who, plural });
  });

  test.each([
    ['Your landlord doubled the rent for the lab without notice', 'your landlord', false],
    ['Your two sales reps keep undercutting each other on the same accounts', 'your two sales reps', true],
    ['The new procurement lead refuses to sign the renewal', 'the new procurement lead', false],
    ['Your distributor in Lyon has stopped paying on time', 'your distributor in Lyon', false],
    ['Two of your technicians, Ravi and Noor, refuse to share the van', 'Ravi and Noor', true],
    // The subject ends at the first word that is only a verb, never inside what follows it.
    ['Your accountant keeps moving your invoices to next quarter', 'your accountant', false],
    ["Your office manager hasn't ordered the chairs for weeks", 'your office manager', false],
    ['Two of your testers both think they own the release checklist', 'two of your testers', true],
  ])('en: %s', (clause, who, plural) => {
    expect(actorOf(clause, 'en')).toEqual({ who, plural });
  });

  test.each([
    ['Du leitest den Einkauf bei einem Maschinenbauer', 'de'],
    ['Die Frau von deinem Kollegen ruft ständig im Büro an', 'de'],
    ['You run the purchasing team at a machine builder', 'en'],
    ['Since the merger nobody owns the budget', 'en'],
    // A thing or a state is asked nothing of; an indefinite newcomer is seldom the other side.
    ['Die Verteilung der Boni fühlt sich für alle unfair an', 'de'],
    ['Your website went down twice during the sale', 'en'],
    ['A supplier called you about the late payment', 'en'],
  ] as const)('none: %s', (clause, lang) => {
    expect(actorOf(clause, lang)).toBeNull();
  });

  test('a message that opens with who the user is: the clause where someone else acts', () => {
    expect(
      actorClauses(
        'Ich leite den Einkauf bei einem Maschinenbauer, und unser Lieferant aus Polen hat die Preise verdoppelt.',
        'de',
      )[0],
    ).toEqual({
      said: 'Euer Lieferant aus Polen hat die Preise verdoppelt',
      actor: { who: 'euer Lieferant aus Polen', plural: false },
    });
    expect(
      actorClauses(
        'I run purchasing at a machine builder and our supplier in Poland doubled the prices overnight.',
        'en',
      )[0],
    ).toEqual({
      said: 'Your supplier in Poland doubled the prices overnight',
      actor: { who: 'your supplier in Poland', plural: false },
    });
  });
});

// coach25b: a verb whose "du" form changes its vowel keeps the change after a prefix
// ("vorschlage" -> "vorschlägst", never "vorschlagst").
describe('restate: strong verbs for "du"', () => {
  test.each([
    ['Sie blockiert alles, was ich im Marketing vorschlage', 'Sie blockiert alles, was du im Marketing vorschlägst'],
    ['Ich schlage ihr vor, dass wir tauschen', 'Du schlägst ihr vor, dass ihr tauscht'],
    ['Ich spreche ihn morgen an', 'Du sprichst ihn morgen an'],
    ['Ich gebe ihm die Zahlen am Freitag', 'Du gibst ihm die Zahlen am Freitag'],
    ['Ich gebe ihm jede Woche eine Chance', 'Du gibst ihm jede Woche eine Chance'],
    ['Ich brate jeden Abend für alle', 'Du brätst jeden Abend für alle'],
    ['Ich lade sie zum Gespräch ein', 'Du lädst sie zum Gespräch ein'],
    ['Ich nehme jede Kritik ernst', 'Du nimmst jede Kritik ernst'],
    ['Ich vergesse nie eine Deadline', 'Du vergisst nie eine Deadline'],
    ['Ich lese jede Mail von ihm zweimal', 'Du liest jede Mail von ihm zweimal'],
    [
      'Seit Monaten trage ich die Verantwortung für das Lager allein',
      'Seit Monaten trägst du die Verantwortung für das Lager allein',
    ],
    ['Ich halte die Abgabe im März für unrealistisch', 'Du hältst die Abgabe im März für unrealistisch'],
    // Regular verbs stay regular.
    ['Ich mache die Abrechnung allein', 'Du machst die Abrechnung allein'],
    ['Ich beantrage den Urlaub seit Wochen', 'Du beantragst den Urlaub seit Wochen'],
  ])('%s', (clause, said) => {
    expect(restate(clause, 'de')).toBe(said);
  });
});
