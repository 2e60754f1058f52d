// A later statement is said back as its fact in the coach's words, short and not quoted (issue 22,
// coach31): a time ("Seit der Inventur geht das so"), a fact with no one acting ("Miete ist doppelt
// so hoch"), a subject set off by a name ("Die Buchhalterin, Frau Arslan, …"), a wish or a refusal,
// with "ich"/"mein"/"I"/"my" turned. Phrasings of this file only; held-out31 (evaluation/) measures
// the same on conversations never tuned on.
import { engineConversation } from '../test/advisor-engine';
import { addedIn } from './added';
import { restate } from './restate';

const openingOf = (text: string) => text.split('\n\n')[0] ?? '';
const questionOf = (text: string) => text.split('\n\n').at(-1) ?? '';

describe('a later fact is said back in the coach’s words, not quoted', () => {
  test.each([
    // founder: a time, a fact without an article, a subject with a name
    [
      'de',
      [
        'Ich hab einen Blumenladen und meine Floristin streitet dauernd mit der Aushilfe.',
        'Seit der Inventur geht das so.',
      ],
      'Seit der Inventur geht das so',
    ],
    [
      'de',
      [
        'Ich habe eine Schreinerei und mein Geselle redet nicht mehr mit dem Azubi.',
        'Der Azubi, ein stiller Junge namens Paul, kommt trotzdem jeden Tag.',
      ],
      'Der Azubi, ein stiller Junge namens Paul, kommt trotzdem jeden Tag',
    ],
    [
      'en',
      [
        'I run a flower shop and my florist keeps clashing with the weekend help.',
        'Since the stocktake it has been like this.',
      ],
      'Since the stocktake it has been like this',
    ],
    [
      'en',
      [
        'I own a joinery and my journeyman has stopped speaking to the apprentice.',
        'The apprentice, a quiet lad called Paul, still turns up every day.',
      ],
      'The apprentice, a quiet lad called Paul, still turns up every day',
    ],
    // co-founder: a refusal, a plain fact, "my" turned
    [
      'de',
      [
        'Mein Mitgründer und ich streiten über die Preise für unseren Kurs.',
        'Er will über Rabatte gar nicht erst reden.',
      ],
      'Er will über Rabatte gar nicht erst reden',
    ],
    [
      'de',
      [
        'Meine Mitgründerin will ein zweites Studio eröffnen.',
        'Miete ist dort doppelt so hoch wie bei uns, sagt der Makler.',
      ],
      'Miete ist dort doppelt so hoch wie bei euch',
    ],
    [
      'en',
      [
        'My co-founder and I argue about the prices for our course.',
        "He won't even discuss discounts, he just walks off.",
      ],
      "He won't even discuss discounts",
    ],
    [
      'en',
      [
        'My co-founder wants to open a second studio.',
        'Rent over there is double what my lease costs, says the agent.',
      ],
      'Rent over there is double what your lease costs',
    ],
    // employee: a time alone, a subject with a name
    [
      'de',
      [
        'Mein Chef verteilt die Urlaubstage immer zuerst an seine Lieblinge.',
        'Zum ersten Mal war es im Juli, seitdem jedes Mal.',
      ],
      'Zum ersten Mal war es im Juli',
    ],
    [
      'de',
      [
        'Ich arbeite in einer Apotheke und die Chefin gibt mir nie frei.',
        'Meine Kollegin, Frau Arslan, bekommt dagegen jeden Wunsch erfüllt.',
      ],
      'Deine Kollegin, Frau Arslan, bekommt dagegen jeden Wunsch erfüllt',
    ],
    [
      'en',
      [
        'My boss always hands out the holidays to his favourites first.',
        'The first time was in July, and every time since.',
      ],
      'The first time was in July',
    ],
    [
      'en',
      [
        'I work in a pharmacy and the owner never gives me a day off.',
        'My colleague, Mrs Arslan, gets every wish granted.',
      ],
      'Your colleague, Mrs Arslan, gets every wish granted',
    ],
    // investor: a refusal, a time
    [
      'de',
      [
        'Ich habe in eine Eisdiele investiert und der Gründer hält sich nicht an unseren Plan.',
        'Letzten Freitag hat er wieder eine neue Maschine bestellt.',
      ],
      'Letzten Freitag hat er wieder eine neue Maschine bestellt',
    ],
    [
      'en',
      [
        'I invested in an ice cream parlour and the founder ignores the plan we agreed on.',
        'Last Friday he ordered yet another machine.',
      ],
      'Last Friday he ordered yet another machine',
    ],
    // team lead: a wish, a plain fact, a refusal
    [
      'de',
      [
        'Ich leite ein Team im Kundendienst und zwei Leute schieben sich die schwierigen Anrufe zu.',
        'Ich will beide im Team behalten, aber das kann so nicht bleiben.',
      ],
      'Du willst beide im Team behalten',
    ],
    [
      'de',
      [
        'Ich leite eine Schicht in der Wäscherei und zwei Frauen streiten über die Pausen.',
        'Pausen sind bei uns fest eingeteilt, trotzdem gibt es jeden Tag Ärger.',
      ],
      'Pausen sind bei euch fest eingeteilt',
    ],
    [
      'en',
      [
        'I lead a customer service team and two people keep passing the hard calls to each other.',
        'I want to keep both of them, but it cannot go on like this.',
      ],
      'You want to keep both of them',
    ],
    [
      'en',
      [
        'I run a shift at a laundry and two of my staff argue about the breaks.',
        'Breaks are fixed in our rota, and still there is trouble every day.',
      ],
      'Breaks are fixed in your rota',
    ],
  ] as const)('%s: %j', async (lang, messages, said) => {
    const metas = await engineConversation(messages, lang);
    const opening = openingOf(metas.at(-1)!.text);
    expect(opening).toContain(said);
    expect(opening).not.toMatch(/[„“”"]/);
  });
});

describe('what stays quoted: no fact of its own', () => {
  test.each([
    // a one-word answer with a hedge, and a clause that opens with "because"
    ['de', ['Mein Mitgründer und ich streiten über das Marketing.', 'Stolz, glaube ich.']],
    ['en', ['My co-founder and I fight about marketing.', 'Because he never listens to me when I talk.']],
  ] as const)('%s: %j', async (lang, messages) => {
    const metas = await engineConversation(messages, lang);
    expect(openingOf(metas.at(-1)!.text)).not.toMatch(/^(Verstanden|Understood|Noted): /);
  });
});

test('"I\'d like us to …" is said for both, not as "you\'d like you to …"', () => {
  expect(restate("I'd like us to decide together", 'en')).toBe("You'd like the two of you to decide together");
  expect(restate('I want us to talk before Friday', 'en')).toBe('You want the two of you to talk before Friday');
  expect(restate('She told us to wait', 'en')).toBe('She told you to wait');
});

describe('addedIn reads since when, and the user’s own wish', () => {
  test.each([
    ['de', 'Seit der Fusion ist das so.', { kind: 'time', text: 'seit der Fusion' }],
    ['de', 'So geht das seit Januar.', { kind: 'time', text: 'seit Januar' }],
    ['de', 'Es wurde schlimmer nach dem Umzug.', { kind: 'time', text: 'nach dem Umzug' }],
    ['de', 'Seit meiner Beförderung ist das so.', { kind: 'time', text: 'seit deiner Beförderung' }],
    ['en', 'It has been like this since the merger.', { kind: 'time', text: 'since the merger' }],
    ['en', 'Things got worse after the office move.', { kind: 'time', text: 'after the office move' }],
    ['en', 'It has been like this since my promotion.', { kind: 'time', text: 'since your promotion' }],
    ['de', 'Ich will die Gärtnerei behalten.', { kind: 'wish', text: 'die Gärtnerei behalten' }],
    ['de', 'Ich möchte meine Abende wieder frei haben.', { kind: 'wish', text: 'deine Abende wieder frei haben' }],
    [
      'de',
      'Ich würde gern einmal im Monat die Zahlen sehen.',
      { kind: 'wish', text: 'einmal im Monat die Zahlen sehen' },
    ],
    [
      'en',
      'I want to keep the nursery for another ten years.',
      { kind: 'wish', text: 'keep the nursery for another ten years' },
    ],
    ['en', "I'd like to have my evenings free again.", { kind: 'wish', text: 'have your evenings free again' }],
    [
      'en',
      'I would really like to know where I stand with her.',
      { kind: 'wish', text: 'know where you stand with her' },
    ],
  ] as const)('%s: %s', (lang, told, added) => {
    expect(addedIn(told, ['Mein Kollege und ich haben Streit.'], lang)).toEqual(added);
  });

  test.each([
    // no time: a person after "seit"/"since", a place after "nach"
    ['de', 'Seit er da ist, ist alles anders.'],
    ['de', 'Er fährt jeden Tag nach Hause.'],
    ['en', 'Since she joined everything is different.'],
    // no wish of the user's own: not to, or for someone else
    ['de', 'Ich will nicht kündigen.'],
    ['de', 'Ich möchte, dass er pünktlich kommt.'],
    ['en', 'I want him to come on time.'],
    ['en', "I don't want to quit."],
  ] as const)('none: %s: %s', (lang, told) => {
    expect(addedIn(told, ['Mein Kollege und ich haben Streit.'], lang)).toBeNull();
  });

  test.each([
    // a time inside a fact of its own is no time to ask from: the fact is
    ['en', "I haven't had a free weekend since August."],
    ['de', 'Seit dem Umzug sitzt sie direkt neben dem Drucker.'],
  ] as const)('no time: %s: %s', (lang, told) => {
    expect(addedIn(told, ['Mein Kollege und ich haben Streit.'], lang)?.kind).not.toBe('time');
  });

  test.each([
    // a plan to do something is no wish to keep or have something
    ['de', 'Ich will nächste Woche ein Gespräch zu dritt ansetzen.'],
    ['en', 'I want to set a clear rule at the next team meeting.'],
  ] as const)('no wish: %s: %s', (lang, told) => {
    expect(addedIn(told, ['Mein Kollege und ich haben Streit.'], lang)?.kind).not.toBe('wish');
  });
});

describe('the question after since when or a wish is asked from it', () => {
  test.each([
    // founder
    [
      'de',
      [
        'Ich habe ein Nagelstudio und zwei meiner Mitarbeiterinnen zicken sich nur noch an.',
        'Seit der Renovierung ist das so.',
      ],
      'seit der Renovierung',
    ],
    [
      'en',
      [
        'I run a nail salon and two of my staff keep snapping at each other.',
        'It has been like that since the renovation.',
      ],
      'since the renovation',
    ],
    // co-founder
    [
      'de',
      ['Mein Mitgründer und ich streiten über die Arbeitszeiten.', 'Ich will ihn als Partner behalten, aber nicht so.'],
      'ihn als Partner behalten',
    ],
    [
      'en',
      [
        'My co-founder and I keep fighting about working hours.',
        'I want to keep running the company with him, but not like this.',
      ],
      'keep running the company with him',
    ],
    // employee
    [
      'de',
      ['Meine Teamleiterin lobt immer nur meinen Kollegen.', 'Seit dem Betriebsausflug ist das so.'],
      'seit dem Betriebsausflug',
    ],
    [
      'en',
      ['My team lead only ever praises my colleague.', 'It has been like this since the company outing.'],
      'since the company outing',
    ],
    // investor
    [
      'de',
      [
        'Ich bin an einer Brauerei beteiligt und der Gründer ignoriert meine Anrufe.',
        'Ich möchte einmal im Quartal die Zahlen sehen.',
      ],
      'einmal im Quartal die Zahlen sehen',
    ],
    [
      'en',
      [
        'I have a stake in a brewery and the founder ignores my calls.',
        'I would like to see the numbers once a quarter.',
      ],
      'see the numbers once a quarter',
    ],
    // team lead
    [
      'de',
      [
        'Ich leite ein Pflegeteam und zwei Kolleginnen tauschen keine Dienste mehr.',
        'Es wurde schlimmer nach dem Personalwechsel.',
      ],
      'nach dem Personalwechsel',
    ],
    [
      'en',
      ['I lead a care team and two nurses refuse to swap shifts.', 'It got worse after the staff change.'],
      'after the staff change',
    ],
  ] as const)('%s: %j', async (lang, messages, named) => {
    const metas = await engineConversation(messages, lang);
    expect(questionOf(metas.at(-1)!.text)).toContain(named);
  });
});

describe('a refusal of the other side is asked from: what is behind that no', () => {
  test.each([
    ['de', 'Er will über die Dienstpläne nicht reden.'],
    ['de', 'Meine Chefin möchte davon nichts hören.'],
    ['de', 'Der Vermieter weigert sich, die Heizung zu reparieren.'],
    ['de', 'Sie lehnt jedes Gespräch zu dritt ab.'],
    ['en', "He won't talk about the rota."],
    ['en', 'My landlord refuses to fix the heating.'],
    ['en', "She doesn't want to hear anything about it."],
    ['en', 'The other partner will not sign the new contract.'],
  ] as const)('%s: %s', (lang, told) => {
    expect(addedIn(told, ['Mein Kollege und ich haben Streit.'], lang)?.kind).toBe('refusal');
  });

  test.each([
    // the user's own no is theirs, no refusal of the other side
    ['de', 'Ich will darüber nicht mehr streiten.'],
    ['en', "I don't want to fight about it anymore."],
    ['en', "We won't sign anything before the audit."],
  ] as const)('not a refusal: %s: %s', (lang, told) => {
    expect(addedIn(told, ['Mein Kollege und ich haben Streit.'], lang)?.kind).not.toBe('refusal');
  });

  test.each([
    // founder
    [
      'de',
      [
        'Ich habe ein Reisebüro und meine beste Beraterin will keine Samstage mehr arbeiten.',
        'Sie will darüber auch nicht mehr reden.',
      ],
      'Nein',
    ],
    [
      'en',
      ['I run a travel agency and my best agent refuses to work Saturdays.', "She won't even discuss it any more."],
      'that no',
    ],
    // co-founder
    [
      'de',
      [
        'Mein Mitgründer und ich streiten über den Umzug ins neue Büro.',
        'Er will den Mietvertrag nicht unterschreiben.',
      ],
      'Nein',
    ],
    ['en', ['My co-founder and I argue about moving to the new office.', "He won't sign the lease."], 'that no'],
    // employee
    [
      'de',
      ['Meine Kollegin lässt mich die ganze Ablage allein machen.', 'Sie weigert sich, die Liste mit mir zu teilen.'],
      'Nein',
    ],
    ['en', ['My colleague leaves all the filing to me.', 'She refuses to share the list with me.'], 'that no'],
    // investor
    [
      'de',
      [
        'Ich bin an einem Café beteiligt und der Gründer schickt keine Berichte.',
        'Er will mir die Kassenbücher nicht zeigen.',
      ],
      'Nein',
    ],
    [
      'en',
      ['I hold a stake in a café and the founder sends no reports.', "He won't show me the till records."],
      'that no',
    ],
    // team lead
    [
      'de',
      ['Ich leite ein Lagerteam und ein Fahrer tauscht keine Touren.', 'Er lehnt jeden Tausch ab, auch in Notfällen.'],
      'Nein',
    ],
    [
      'en',
      ['I lead a warehouse team and one driver never swaps routes.', "He won't swap, not even in an emergency."],
      'that no',
    ],
  ] as const)('%s: %j', async (lang, messages, named) => {
    const metas = await engineConversation(messages, lang);
    expect(questionOf(metas.at(-1)!.text)).toContain(named);
  });
});
