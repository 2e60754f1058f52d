// The matter of a first reply where no knowledge entry knows the topic (coach23a, issue 22): read
// from the clause said back, never from a word list per topic.
import { aboutWhom, matterOf, settingName } from './matter';
import { settingClause } from './analysis';

describe('matterOf', () => {
  test.each([
    [
      'Dein Mitgründer Timo will für eure Bäckereikette eine zweite Ofenstraße kaufen',
      'dein Mitgründer Timo',
      'de',
      'want',
      'Ofenstraße',
    ],
    ['Die Inhaberin ändert die Tourenpläne oft nachts per WhatsApp', 'die Inhaberin', 'de', 'act', 'Tourenpläne'],
    [
      'Euer Braumeister blockiert die Einführung der neuen Warenwirtschaft',
      'euer Braumeister',
      'de',
      'act',
      'Warenwirtschaft',
    ],
    [
      'Dein Mitgründer Aaron will euer Konzept jetzt als Franchise an andere Städte verkaufen',
      'dein Mitgründer Aaron',
      'de',
      'want',
      'Konzept',
    ],
    ['Your director wants two extra shooting days on the coast', 'your director', 'en', 'want', 'extra shooting days'],
    [
      'The owner keeps posting about player transfers from the main account',
      'the owner',
      'en',
      'act',
      'player transfers',
    ],
    ['Your landlord doubled the rent for the lab', 'your landlord', 'en', 'act', 'rent'],
  ] as const)('%s', (said, who, lang, kind, label) => {
    expect(matterOf(said, { who, plural: false }, lang)).toEqual({ kind, label });
  });

  test('a place, a channel or "anything" is no matter', () => {
    expect(matterOf('Dein Team sitzt in Berlin', { who: 'dein Team', plural: false }, 'de')).toBeNull();
    expect(
      matterOf('Dein Mitgründer will es per Mail machen', { who: 'dein Mitgründer', plural: false }, 'de'),
    ).toBeNull();
    expect(
      matterOf('Your team is spread over Lisbon and Manila', { who: 'your team', plural: false }, 'en'),
    ).toBeNull();
    expect(
      matterOf(
        'Two of your developers, Reto and Aylin, refuse to pair on anything',
        { who: 'Reto and Aylin', plural: true },
        'en',
      ),
    ).toBeNull();
  });
});

describe('aboutWhom and settingName', () => {
  test('only the person named: "es geht um unseren Gebietsleiter", "it\'s about our area manager"', () => {
    expect(aboutWhom('Ich habe eine Filiale in Münster, es geht um unseren Gebietsleiter.', 'de')).toEqual({
      nominative: 'euer Gebietsleiter',
      accusative: 'euren Gebietsleiter',
    });
    expect(aboutWhom('Wir haben zwei Läden. Es geht um meine Chefin.', 'de')?.nominative).toBe('deine Chefin');
    expect(aboutWhom('I run two coffee shops and it’s about our area manager.', 'en')?.nominative).toBe(
      'your area manager',
    );
    // The conflict told after it: no such case.
    expect(aboutWhom('Es geht um unseren Gebietsleiter, er schreit meine Leute an.', 'de')).toBeNull();
    expect(aboutWhom('My co-founder wants to sell the company.', 'en')).toBeNull();
  });

  test('a setting with someone named, and nothing else', () => {
    expect(
      settingName('Ich hab mit meinem Kumpel Sven vor drei Jahren eine Solarfirma gegründet.', 'de', settingClause),
    ).toBe('Sven');
    expect(
      settingName('Ich hab mit meinem Kumpel Sven eine Firma gegründet. Er will jetzt verkaufen.', 'de', settingClause),
    ).toBeNull();
  });
});
