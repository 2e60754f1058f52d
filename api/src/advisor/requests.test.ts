// Explicit requests delivered, drafts with the user's own facts, helpers addressed as helpers and
// boundaries only where the user asks (issue 22, coach9): many phrasings, both languages, every role.
import { userFacts, findParty, userRequest } from './analysis';
import { directoryLink, namedPeople, talkTime, toBothOfYou } from './coach';
import { asksForBoundary } from './engine';
import { texts } from './texts';
import { engineConversation as converse } from '../test/advisor-engine';

const draftOf = (text: string) => text.match(/(?:^|\n\n)_([^_]+)_(?=\n\n|$)/)?.[1] ?? '';
const questions = (text: string) => (text.replace(/_[^_]+_/g, '').match(/\?/g) ?? []).length;

describe('what the user asks for outright', () => {
  test.each([
    ['Gib mir einen Satz, mit dem ich anfangen kann.', 'opening'],
    ['Gib mir einen ersten Satz für das Gespräch am Montag.', 'opening'],
    ['Sag mir, wie ich anfangen soll.', 'opening'],
    ['Sag mir, was ich ihm morgen als Erstes sagen soll.', 'opening'],
    ['Was soll ich ihnen sagen?', 'opening'],
    ['Was soll ich ihnen zu Beginn sagen?', 'opening'],
    ['Wie fang ich am besten an?', 'opening'],
    ['What should I say?', 'opening'],
    ['what do I say first?', 'opening'],
    ['what should I tell them?', 'opening'],
    ['tell me what to say to them', 'opening'],
    ['Can you give me an opening line?', 'opening'],
    ["What's a good way to start?", 'opening'],
    ['Gib mir drei Optionen, wie wir das künftig regeln könnten.', 'options'],
    ['Nenn mir zwei, drei Möglichkeiten.', 'options'],
    ['Welche Optionen habe ich?', 'options'],
    ['give me three options', 'options'],
    ['Give me a few options for a hiring rule.', 'options'],
    ['what are my options?', 'options'],
    ['Formulier mir das.', 'compose'],
    ['Schreib mir was, das ich Stefan heute noch schicken kann.', 'compose'],
    ['write me the message to set up the meeting', 'compose'],
    ['Kürzer bitte.', 'revise'],
    ['Zu förmlich. Kürzer bitte.', 'revise'],
    ['nee, zu weich', 'revise'],
    ['too formal', 'revise'],
    ['shorter please', 'revise'],
    ['Was soll ich sagen, wenn sie sagt, das war doch abgesprochen?', 'whatif'],
    ['What do I say if he gets defensive?', 'whatif'],
    ['Was soll ich tun?', 'suggest'],
    ['What should I do?', 'suggest'],
  ] as const)('"%s" is a request of kind %s', (text, kind) => {
    expect(userRequest(text)).toBe(kind);
  });

  test.each([
    [
      'de',
      [
        'Mein Mitgründer Felix hat ohne Absprache zwei Freelancer beauftragt, 8.000 Euro im Monat.',
        'Wir reden am Mittwoch nach dem Weekly darüber.',
        'Mir geht es nicht ums Geld an sich, sondern dass wir Ausgaben über 2.000 Euro gemeinsam entscheiden.',
        'Gib mir einen Satz, mit dem ich anfangen kann.',
      ],
      [/^Felix, /, /Ausgaben über 2\.000 Euro gemeinsam entscheiden/, /am Mittwoch/],
    ],
    [
      'en',
      [
        'My cofounder Jonas hired his old roommate as head of sales without asking me.',
        "We're having lunch on Tuesday, I want to raise it then.",
        'What I want is that we agree on every senior hire together.',
        'Can you give me an opening line?',
      ],
      [/^Jonas, /, /agree on every senior hire together/, /on Tuesday/],
    ],
    [
      'en',
      [
        "I'm an advisor to a startup and the two founders, Leo and Sam, have stopped talking outside standups.",
        'Leo thinks Sam is too slow on product, Sam thinks Leo overpromises to customers.',
        'What should I say to open the meeting?',
      ],
      [/^(Leo and Sam|Sam and Leo), thank you both/, /not here to decide who is right/],
    ],
    [
      'de',
      [
        'Ich leite HR bei uns, und zwei Teamleads, Sven und Aylin, blockieren sich bei der Roadmap.',
        'Sven sagt, Aylin zieht seine Leute ab, Aylin sagt, Sven hält Absprachen nicht ein.',
        'Was soll ich ihnen sagen?',
      ],
      [/^(Sven und Aylin|Aylin und Sven), danke, dass ihr beide da seid/, /nicht hier, um zu entscheiden/],
    ],
    [
      'de',
      [
        'Zwei meiner Entwickler, Jana und Timo, streiten seit Wochen über die Code-Reviews.',
        'Gib mir einen Satz, mit dem ich das Gespräch mit Timo anfange.',
      ],
      [/^Timo, /, /deine Sicht/],
    ],
    [
      'en',
      [
        "I'm an account manager and the two founders are openly fighting, I'm stuck in the middle.",
        "I'm going to talk to my manager tomorrow morning.",
        'what should I say first?',
      ],
      [/talk openly with you/, /tomorrow/],
    ],
  ] as const)("%s: a first sentence in the user's own situation, then one question", async (lang, turns, expected) => {
    const metas = await converse(turns, lang);
    const reply = metas.at(-1)!.text;
    const draft = draftOf(reply);
    for (const pattern of expected) expect(draft).toMatch(pattern);
    expect(draft).not.toMatch(/…|\?/);
    expect(questions(reply)).toBe(1);
    expect(reply.trim().endsWith('?')).toBe(true);
    // A helper's opening never speaks as a side ("your co-founder", "zwischen uns").
    if (/advisor|HR|Entwickler/.test(turns[0])) expect(draft).not.toMatch(/between us|zwischen uns/);
  });

  test.each([
    ['de', ['Mein Mitgründer Lukas will 60 zu 40 statt 50 zu 50.', 'Welche Optionen habe ich?'], 3],
    ['en', ['My co-founder Hannah booked a stand for 15k without me.', 'give me three ways to handle this'], 3],
    ['de', ['Zwei meiner Leute, Paula und Kemal, reden nicht mehr miteinander.', 'Gib mir drei Möglichkeiten.'], 3],
    ['en', ["I'm on the board and the two founders disagree on a bridge loan.", 'What are my options here?'], 3],
  ] as const)("%s: options are listed, a helper gets a helper's options", async (lang, turns, count) => {
    const metas = await converse(turns, lang);
    const reply = metas.at(-1)!.text;
    expect((reply.match(/^\d\. \S/gm) ?? []).length).toBe(count);
    expect(questions(reply)).toBe(1);
    if (/Leute|board/.test(turns[0])) expect(reply).toMatch(/einzeln|alone first/);
  });

  test.each([
    ['de', 'Kürzer bitte.', /Kürzer und direkter/],
    ['de', 'Etwas lockerer bitte.', /Wärmer und lockerer/],
    ['en', 'too formal', /Warmer and more relaxed/],
    ['en', 'shorter please', /Shorter and more direct/],
  ] as const)('%s: "%s" after a draft changes the draft', async (lang, ask, intro) => {
    const turns =
      lang === 'de'
        ? [
            'Mein Mitgründer Tobias kommt seit Wochen erst mittags.',
            'Am Freitag um 16 Uhr reden wir.',
            'Schreib mir die Nachricht an Tobias.',
            ask,
          ]
        : [
            'My cofounder Marcus promises features we never planned.',
            'We have our weekly on Wednesday.',
            'write me the message to Marcus',
            ask,
          ];
    const metas = await converse(turns, lang);
    const [before, after] = [draftOf(metas.at(-2)!.text), draftOf(metas.at(-1)!.text)];
    expect(metas.at(-1)!.text).toMatch(intro);
    expect(after).not.toBe(before);
    expect(after).toMatch(lang === 'de' ? /^Tobias, .*am Freitag um 16 Uhr/ : /^Marcus, .*on Wednesday/);
    expect(metas.at(-1)!.text).not.toMatch(/[„“]/);
  });

  test.each([
    [
      'de',
      [
        'Zwei gute Freunde von mir haben eine Bäckerei gegründet, Murat will eine zweite Filiale, Jonas nicht.',
        'Formulier mir eine Nachricht an beide, dass wir uns am Sonntag zusammensetzen.',
      ],
      false,
    ],
    [
      'en',
      ["I'm an advisor to a startup, Leo says Sam is slow.", 'write a short message to both of them for Saturday'],
      false,
    ],
    ['de', ['Zwei meiner Leute, Paula und Kemal, reden nicht mehr.', 'Schreib mir eine Nachricht an beide.'], true],
    [
      'en',
      ['Two engineers on my team, Nina and Omar, refuse to review each other.', 'Draft a message to both of them.'],
      true,
    ],
  ] as const)('%s: a message to both names the team only where the user speaks of one', async (lang, turns, team) => {
    const metas = await converse(turns, lang);
    const draft = draftOf(metas.at(-1)!.text);
    expect(draft).toMatch(lang === 'de' ? /\b(euch|ihr)\b/ : /\bboth\b/);
    expect(/das Team|the team/.test(draft)).toBe(team);
  });

  test('"Kürzer bitte" without a draft before it is no request', () => {
    expect(userRequest('Kürzer bitte.')).toBe('revise');
  });
});

describe('the facts a draft is built from', () => {
  test.each([
    [['Wir reden am Freitag um 16 Uhr.'], 'am Freitag um 16 Uhr'],
    [['I am meeting her on Friday at 10.'], 'on Friday at 10'],
    [['write me a short message confirming Tuesday at 2'], 'on Tuesday at 2'],
    [['Lasst uns Freitag reden.'], 'am Freitag'],
    [['Last Tuesday she cut me off.'], null],
    [['Seit Montag redet er nicht mehr.'], null],
    [['Wann passt es dir?'], null],
  ] as const)('the time the user named in %j', (users, expected) => {
    expect(talkTime(users)).toBe(expected);
  });

  test.each([
    [['Sven sagt, Aylin zieht seine Leute ab, Aylin sagt, Sven hält Absprachen nicht ein.'], ['Sven', 'Aylin']],
    [
      ['Lina and Bo stopped talking.', 'Bo blames Lina, Lina says Bo changed the scope.'],
      ['Lina', 'Bo'],
    ],
    [['Es geht um eine zweite Filiale, Murat will, Jonas nicht.'], ['Murat', 'Jonas']],
    [['Seit dem letzten Board-Meeting nicht mehr. Nora sagt, Felix hat sie bloßgestellt.'], ['Nora', 'Felix']],
    [['Das Geld ist weg und Ich habe keine Idee.'], []],
  ] as const)('the people named in %j', (users, expected) => {
    expect([...namedPeople(users)].sort()).toEqual([...expected].sort());
  });

  test.each([
    [
      'Mein Vorschlag wäre, dass die beiden sich eine externe Moderation holen.',
      'Mein Vorschlag wäre, dass ihr euch eine externe Moderation holt.',
    ],
    ['dass die beiden öfter miteinander reden.', 'dass ihr öfter miteinander redet.'],
    ['I would suggest that they get a facilitator.', 'I would suggest that you get a facilitator.'],
    ['ein fester Jour fixe', 'ein fester Jour fixe'],
  ])('a proposal about the two said to them: "%s"', (proposal, expected) => {
    expect(toBothOfYou(proposal)).toBe(expected);
  });

  test.each([
    [
      ["Mir geht's nicht ums Geld, sondern dass wir Ausgaben gemeinsam entscheiden."],
      /^Mir ist wichtig, dass wir Ausgaben/,
    ],
    [
      ["It's not about the money, it's that we agreed to run anything over 5k past each other."],
      /^What matters to me is that we agreed/,
    ],
    [
      ['Hanna will die Hälfte ins Marketing stecken, ich will erst das Produkt fertig bauen.'],
      /^ich will erst das Produkt/,
    ],
    [["We're having lunch on Tuesday, I want to raise it then."], null],
  ] as const)('the wish for a draft in %j', (users, expected) => {
    const wish = userFacts(users, findParty(users, 'de')).wish;
    if (expected === null) expect(wish).toBeNull();
    else expect(wish).toMatch(expected);
  });

  test.each([
    ['Zuerst frag ich sie, was sie sich erhofft, dann sag ich meine Sorge.', true],
    ["First I'll ask what she hopes for, then share the numbers.", true],
    ['Ich rede am Samstag mit ihm.', false],
  ])('the opening said in "%s"', (text, opening) => {
    expect(userFacts([text], null).opening).toBe(opening);
  });

  test.each([
    ["We're having lunch on Tuesday.", true],
    ['Am Samstag treffen wir uns bei mir zu Hause.', true],
    ['Wir haben bisher alles im Büro gemacht.', false],
  ])('when the talk is, in "%s"', (text, when) => {
    expect(userFacts([text], null).when).toBe(when);
  });
});

describe('a legal or medical boundary only where the user asks', () => {
  test.each([
    ['Kann ich meinen Mitgründer verklagen?', true],
    ['Is my cofounder a narcissist?', true],
    ['Can he just take the code with him when he leaves?', true],
    ['What is his notice period as a managing director?', true],
    ['Ich weiß nicht, ob das Vesting wirksam geregelt ist', true],
    ['Darf er die Anteile einfach behalten', true],
    ['Nicht depressiv oder so, einfach müde.', false],
    ['Okay. Ich ruf morgen früh meine Hausärztin an.', false],
    ['The two founders are fighting over whether the departing COO keeps his unvested shares.', false],
    ['What should I do?', false],
    ['Was soll ich tun?', false],
    ['give me three options', false],
    // Asked without a question mark, after the facts, indirectly or for someone else.
    ['mein mitgründer hat 40 % und wir haben nix schriftlich. kann ich ihn rauswerfen', true],
    ['er hat 30k aufs privatkonto überwiesen, können wir das zurückfordern', true],
    ['mein chef will mich nach der krankheit loswerden, geht das einfach so', true],
    ['wie krieg ich meinen mitgründer aus der gmbh raus ohne dass er zustimmt', true],
    ['welche dosis ibuprofen ist noch okay, seit dem streit hab ich migräne', true],
    ['ne borderline störung oder was meinst du', true],
    ['Eine Freundin fragt, ob ihr Mann bei der Trennung Anteile bekommen kann.', true],
    ['Ich will, dass er dafür bezahlt, notfalls vor Gericht.', true],
    ['therapieplatz erst im mai. bringt so eine app was', true],
    ['my cofounder owns 40% and we never signed anything, can I kick him out', true],
    ['I need to know whether the company is bound by the lease he signed', true],
    ["I'm trying to figure out whether I lose my vested shares if I resign", true],
    ['thinking of getting adderall for the launch, whats the right dose', true],
    ['I keep wondering what condition could cause that', true],
    ['A friend asks if the five freelancers in his office are going to bite him.', true],
    ['Hilft Johanniskraut gegen das Tief oder soll ich was anderes nehmen', true],
    ['seit dem exit bin ich nur noch müde und frag mich ob das normal ist', true],
    ['Mein Anwalt hat den Vertrag schon geprüft.', false],
    ['I already booked a session with my doctor for next week.', false],
  ])('"%s" asks: %s', (text, asks) => {
    expect(asksForBoundary(text)).toBe(asks);
  });

  test("a short question about the talk with a human expert is the coach's, not the law's", () => {
    const handoff = texts.de.humanHandoff(directoryLink('de').label, directoryLink('de').path);
    expect(asksForBoundary('Was muss ich da vorbereiten?', handoff)).toBe(false);
    expect(asksForBoundary('What should I bring to that?', texts.en.humanHandoff('Experts', '/experts'))).toBe(false);
    // Without the expert before it, or with a legal matter of its own, it still asks.
    expect(asksForBoundary('Was muss ich da vorbereiten?')).toBe(true);
    expect(asksForBoundary('Kann ich ihn verklagen?', handoff)).toBe(true);
  });

  test.each([
    ['de', 'ich nehm seit dem streit jeden abend zwei schlaftabletten, ist das gefährlich'],
    ['de', 'meine ärztin hat mir escitalopram verschrieben, darf ich das absetzen wenn der stress vorbei ist'],
    ['en', 'been taking my roommates xanax before board meetings, is that bad'],
    ['en', 'my doctor prescribed me sertraline, can I stop it once the fundraise is done'],
  ] as const)('a %s question without a question mark keeps its boundary: "%s"', async (lang, text) => {
    const [meta] = await converse([text], lang);
    const boundary = texts[lang].boundary;
    expect([boundary.legal, boundary.medical].some((full) => meta!.text.includes(full))).toBe(true);
  });
});
