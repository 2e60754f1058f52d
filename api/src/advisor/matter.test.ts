// The matter of a first reply where no knowledge entry knows the topic (coach23a, issue 22): read
// from the clause said back, never from a word list per topic.
import { aboutWhom, matterOf, settingName, togetherOf } from './matter';
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

// coach24b: what a quarrel is about ("über", "um", "wegen"; "about who …", "on whether …") and the
// user with the other side at odds ("… und du streitet", "… and you fight").
describe('the matter of a quarrel', () => {
  test.each([
    ['Eure zwei Erzieherinnen streiten seit Wochen über die Essenszeiten', 'eure zwei Erzieherinnen', 'Essenszeiten'],
    ['Dein Teamleiter streitet mit dir um die Urlaubsplanung', 'dein Teamleiter', 'Urlaubsplanung'],
    ['Der Investor droht wegen der Quartalszahlen mit dem Ausstieg', 'der Investor', 'Quartalszahlen'],
    ['Deine Chefin schimpft ständig über die Dienstpläne im Labor', 'deine Chefin', 'Dienstpläne'],
  ] as const)('de: %s', (said, who, label) => {
    expect(matterOf(said, { who, plural: false }, 'de')?.label).toBe(label);
  });

  test.each([
    ['Your co-founder and you fight about who gets to talk to investors', 'your co-founder and you', 'investors'],
    ['The two founders disagree on whether to take a bridge loan', 'the two founders', 'bridge loan'],
    ['Your manager and you argue about how much to spend on marketing', 'your manager and you', 'marketing'],
    ['Your investor keeps asking about which clinic gets the new scanner', 'your investor', 'new scanner'],
  ] as const)('en: %s', (said, who, label) => {
    expect(matterOf(said, { who, plural: true }, 'en')?.label).toBe(label);
  });

  test('a question with nothing after it names no matter', () => {
    expect(
      matterOf('Your team lead keeps asking about what', { who: 'your team lead', plural: false }, 'en'),
    ).toBeNull();
    expect(
      matterOf('Your co-founder and you argue about how it is', { who: 'your co-founder and you', plural: true }, 'en'),
    ).toBeNull();
  });
});

describe('togetherOf', () => {
  test.each([
    [
      'Deine Mitgründerin und du streitet seit Wochen über die Arbeitszeiten',
      'de',
      'Deine Mitgründerin und du',
      'deine Mitgründerin',
      false,
    ],
    ['Dein Chef und du redet kaum noch miteinander', 'de', 'Dein Chef und du', 'dein Chef', false],
    ['Eure Investorin und du seid uneins über die Bewertung', 'de', 'Eure Investorin und du', 'eure Investorin', false],
    ['Your cofounder and you keep clashing about marketing', 'en', 'Your cofounder and you', 'your cofounder', false],
    ['Your team lead and you argue about the on-call rota', 'en', 'Your team lead and you', 'your team lead', false],
    ['Sam and Priya and you argue about code reviews', 'en', 'Sam and Priya and you', 'Sam and Priya', true],
  ] as const)('%s', (said, lang, pair, other, plural) => {
    expect(togetherOf(said, lang)).toEqual({ pair: { who: pair, plural: true }, other: { who: other, plural } });
  });

  test('a clause where someone acts alone is no pair', () => {
    expect(togetherOf('Dein Mitgründer will eine zweite Filiale eröffnen', 'de')).toBeNull();
    expect(togetherOf('Your investor wants a seat on the board', 'en')).toBeNull();
    expect(togetherOf('Du und dein Mitgründer streitet', 'de')).toBeNull();
  });
});
