import { restate } from './restate';

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
    // A verb whose "du" form changes its vowel is not guessed.
    'Ich gebe ihm jede Woche eine Chance',
    // Two verbs of "ich" where only one can be said for "du".
    'Er weiß, dass ich eine Pause brauche',
    // Someone else's words in quotation marks are not said back.
    'Er nennt mich „unsere Kleine“',
  ])('de, not certain: %s', (clause) => {
    expect(restate(clause, 'de')).toBeNull();
  });
});
