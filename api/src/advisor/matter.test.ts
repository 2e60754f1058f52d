// The matter of a first reply where no knowledge entry knows the topic (coach23a, issue 22): read
// from the clause said back, never from a word list per topic.
import { aboutWhom, matterOf, pronounActor, settingName, togetherOf } from './matter';
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

// coach25b: an open question the two are at odds over is the matter as it stands ("darüber, ob
// ihr …", "over whether you should …"); a time at the end ("next year", "since March") and a
// negated helper ("haven't spoken", "doesn't pay") are no matter.
describe('the open question of a quarrel', () => {
  test.each([
    [
      'Deine Mitgründerin und du streitet seit Wochen darüber, ob ihr eure App gleich auch in den USA launcht',
      'de',
      'ob ihr eure App gleich auch in den USA launcht',
    ],
    [
      'Dein Bruder und du seid euch uneinig, ob ihr eine zweite Filiale aufmacht',
      'de',
      'ob ihr eine zweite Filiale aufmacht',
    ],
    [
      'Dein Vater und du diskutiert ständig, ob ihr den Betrieb auf Bio umstellt',
      'de',
      'ob ihr den Betrieb auf Bio umstellt',
    ],
    [
      'Eure Gesellschafterin und du streitet drüber, ob ihr dieses Jahr Gewinne ausschüttet, und keiner gibt nach',
      'de',
      'ob ihr dieses Jahr Gewinne ausschüttet',
    ],
    [
      'Your business partner and you keep arguing over whether you should open a second clinic in Leeds',
      'en',
      'whether you should open a second clinic in Leeds',
    ],
    [
      'Your co-founder and you disagree on whether your startup takes money from a strategic investor',
      'en',
      'whether your startup takes money from a strategic investor',
    ],
    ['Your wife and you fight about whether you hire a mechanic', 'en', 'whether you hire a mechanic'],
  ] as const)('%s', (said, lang, label) => {
    const pair = togetherOf(said, lang)?.pair;
    expect(pair).toBeDefined();
    expect(matterOf(said, pair!, lang)).toEqual({ kind: 'whether', label });
  });

  test('"ob" or "whether" that is no open question between the two keeps the ordinary reading', () => {
    expect(
      matterOf('Dein Chef will wissen, ob du am Wochenende arbeitest', { who: 'dein Chef', plural: false }, 'de'),
    ).toBeNull();
    // "whether to …" names its object: the noun phrase stays the matter.
    expect(
      matterOf(
        'The two founders disagree on whether to take a bridge loan',
        { who: 'the two founders', plural: true },
        'en',
      ),
    ).toEqual({ kind: 'act', label: 'bridge loan' });
  });

  test.each([
    [
      'Two of your teachers are fighting over who gets to teach the advanced class next year',
      'two of your teachers',
      'advanced class',
    ],
    [
      'Two of your nurses are fighting over who gets the Christmas week off this year',
      'two of your nurses',
      'Christmas week',
    ],
    ['Your designers argue about who owns the brand guidelines since March', 'your designers', 'brand guidelines'],
    ['Your co-founder doesn’t pay the supplier invoices on time', 'your co-founder', 'supplier invoices'],
    ["Your CTO won't review the mobile releases anymore", 'your CTO', 'mobile releases'],
  ] as const)('en: %s', (said, who, label) => {
    expect(matterOf(said, { who, plural: true }, 'en')?.label).toBe(label);
  });

  test('a clause about not speaking since an event names no matter', () => {
    expect(
      matterOf(
        "Your editor and your director haven't spoken since the rough cut screening last week",
        { who: 'your editor and your director', plural: true },
        'en',
      ),
    ).toBeNull();
  });

  test.each([
    ['Euer Investor schreibt dem ganzen Team jede Nacht neue Feature-Ideen', 'euer Investor', 'Feature-Ideen'],
    ['Deine Chefin ändert jeden Abend die Schichtpläne', 'deine Chefin', 'Schichtpläne'],
    ['Dein Partner verschiebt am Wochenende die Liefertermine', 'dein Partner', 'Liefertermine'],
  ] as const)('de, a time is no matter: %s', (said, who, label) => {
    expect(matterOf(said, { who, plural: false }, 'de')?.label).toBe(label);
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

// coach25b: a first message that opens with a pronoun ("She keeps …", "Er verteilt …") names the
// one it stands for; the matter is read after it. "Sie" the reader or "they are" is no one acting.
describe('pronounActor', () => {
  test.each([
    ['He keeps rewriting your copy the night before it goes to the client', 'en', 'he', false, 'copy'],
    ['She keeps booking the confocal microscope for entire weeks', 'en', 'she', false, 'confocal microscope'],
    ['They moved your holiday without asking', 'en', 'they', true, 'holiday'],
    ['Er verteilt deine Aufträge seit dem Sommer an die Neuen im Team', 'de', 'er', false, 'Aufträge'],
    ['Sie blockiert jede Code-Review, die nicht exakt ihrem Styleguide entspricht', 'de', 'sie', false, 'Code-Review'],
    ['Sie streicht ständig die Überstunden aus der Zeiterfassung', 'de', 'sie', false, 'Überstunden'],
  ] as const)('%s', (said, lang, who, plural, label) => {
    const actor = pronounActor(said, lang);
    expect(actor).toEqual({ who, plural });
    expect(matterOf(said, actor!, lang)?.label).toBe(label);
  });

  test.each([
    ['Sie haben mir gekündigt', 'de'],
    ['Sie sollten wissen, dass ich Teamleiterin bin', 'de'],
    ['She is my co-founder', 'en'],
    ['They are both great at their jobs', 'en'],
    ['Your co-founder keeps moving the deadlines', 'en'],
  ] as const)('no pronoun acting: %s', (said, lang) => {
    expect(pronounActor(said, lang)).toBeNull();
  });

  test('the article the question adds is not needed in the clause ("die zwei Erzieherinnen")', () => {
    expect(
      matterOf(
        'Zwei Erzieherinnen streiten seit Wochen über die Essenszeiten der Krippenkinder',
        { who: 'die zwei Erzieherinnen', plural: true },
        'de',
      )?.label,
    ).toBe('Essenszeiten');
  });
});
