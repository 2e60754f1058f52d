// The coach's reading of a message: whole clauses for reflections, the other party in the
// reply's language and in the right case, and the facts that questions must not ask for again.
import {
  coreQuote,
  findFeelings,
  findParty,
  isLowContent,
  keyQuote,
  statedPlan,
  userFacts,
  switchesLanguage,
  userProposal,
  userRequest,
} from './analysis';
import { retrieve } from './retrieval';
import { summaryReply, roleplayFeedback } from './premium';
import { sentences } from './text';
import type { AdvisorInput, AdvisorMessage } from './types';

describe('sentences and clauses', () => {
  test.each([
    ['Er war z. B. bei dem Termin am 14.03. zu spät. Dann ging er.', 2],
    ['Ich habe mit Dr. Weber gesprochen. Er meinte, wir sollen das klären.', 2],
    ['Sie arbeitet abends 2-3 Std. an unserem Startup.', 1],
    ['Im Board-Meeting am 12. März hat er zugesagt.', 1],
    ['It started in 2023. Since then it got worse.', 2],
  ])('%s → %i sentences', (text, count) => {
    expect(sentences(text)).toHaveLength(count);
  });

  test.each([
    ['I brought it up in our weekly 1:1 but he said the CEO has the final say on everything.', /1:1/],
    ['Wir haben das um 14:30 im Meeting besprochen, und er ist einfach gegangen.', /14:30/],
    ['Er will 3,5 % mehr Anteile als vereinbart, und das finde ich unfair.', /3,5 %/],
    ['Ich habe danach mit Dr. Weber, unserem Beirat, lange darüber gesprochen.', /Dr\. Weber/],
  ])('a reflection of "%s" keeps its token whole', (text, token) => {
    const quote = coreQuote(text, null).replace(/\\/g, '');
    expect(quote).not.toMatch(/…$/);
    expect(text).toContain(quote.slice(1));
    if (quote.includes(token.source.replace(/\\/g, '').slice(0, 2))) expect(quote).toMatch(token);
  });

  test('an over-long clause is split before a conjunction, never cut with an ellipsis', () => {
    const quote = coreQuote(
      'My cofounder keeps overruling my product decisions even though product is supposed to be my area.',
      null,
    );
    expect(quote).toBe('My cofounder keeps overruling my product decisions');
  });
});

describe('the other party', () => {
  test.each([
    ['Mein Mitgründer entscheidet allein.', 'dein Mitgründer', 'deinem Mitgründer', 'deinen Mitgründer'],
    ['Meine Mitgründerin sagt ab.', 'deine Mitgründerin', 'deiner Mitgründerin', 'deine Mitgründerin'],
    ['Ich rede mit meinem Kollegen.', 'dein Kollege', 'deinem Kollegen', 'deinen Kollegen'],
    ['Unser Team schweigt.', 'euer Team', 'eurem Team', 'euer Team'],
    ['Meine Kollegen reden nicht.', 'deine Kollegen', 'deinen Kollegen', 'deine Kollegen'],
    ['My cofounder ignores me.', 'dein Mitgründer', 'deinem Mitgründer', 'deinen Mitgründer'],
  ])('German: %s', (text, display, dative, accusative) => {
    expect(findParty([text], 'de')).toMatchObject({ display, dative, accusative });
  });

  test.each([
    ['Meine Mitgründerin sagt ab.', 'de', 'meine Mitgründerin'],
    ['Unser Team schweigt.', 'de', 'unser Team'],
    ['Ich rede mit meinem Kollegen.', 'de', 'mein Kollege'],
    ['our investors push us', 'en', 'our investors'],
    ['Mein Mitgründer ignoriert mich.', 'en', 'my co-founder'],
    ['My cofounder ignores me.', 'de', 'mein Mitgründer'],
  ] as const)("in the user's own voice: %s (%s)", (text, lang, own) => {
    expect(findParty([text], lang)?.own).toBe(own);
  });

  test('English replies name a German party in English', () => {
    expect(findParty(['Mein Mitgründer ignoriert mich.'], 'en')).toMatchObject({
      display: 'your co-founder',
      dative: 'your co-founder',
    });
    expect(findParty(['my investors push us'], 'en')).toMatchObject({ display: 'your investors', plural: true });
  });
});

describe('facts the user gave', () => {
  test('a plan with a time, an opening and a plan B', () => {
    const users = [
      'Meine Mitgründerin und ich streiten über die Arbeitszeiten.',
      'Ich werde sie am Freitag um 16 Uhr zu einem Spaziergang einladen.',
      'Ich würde anfangen mit: Mir ist aufgefallen, dass wir oft streiten.',
      'Wenn sie abblockt, schlage ich eine Mediatorin vor.',
    ];
    const facts = userFacts(users, findParty(users, 'de'));
    expect(facts).toMatchObject({ when: true, party: true, opening: true, fallback: true, planIsNew: true });
    expect(facts.plan).toMatch(/Mediatorin/);
  });

  test.each([
    ["I'm going to ask him over lunch on Tuesday how many hours he can commit.", true],
    ['Ich schlage ihm das am Montag im Jour fixe vor.', true],
    ['Ich will, dass er mir zuhört.', false],
    ['Ich will das Gespräch vorher üben.', false],
    ['Should I talk to him?', false],
    // Spoken German drops the -e ("ich sag", "red ich"); a plan may bring something to a meeting.
    ['Ich schlag ihm morgen vor, dass wir die sechs Monate anrechnen.', true],
    ['Heute Abend red ich mit meiner Schwester.', true],
    ["I'll bring that to our founders meeting on Wednesday.", true],
    ['Ich sag ja nicht, dass er faul ist.', false],
  ])('%s states a plan: %s', (text, plan) => {
    expect(statedPlan(text) !== null).toBe(plan);
  });

  test.each([
    [['Heute Abend red ich mit meiner Schwester.'], true],
    [['Unser Beirat steht hinter mir.'], true],
    [['My mentor helps me think it through.'], true],
    [['My cofounder ignores me.', 'He never answers.'], false],
  ])('%j names someone who supports the user: %s', (users, support) => {
    expect(userFacts(users, null).support).toBe(support);
  });

  test('a topic named before, and a single word that names one', () => {
    expect(userFacts(['Stress mit meinem Mitgründer wegen Geld.'], null).topic).toBe(true);
    expect(userFacts(['We keep arguing about the equity split.'], null).topic).toBe(true);
    expect(userFacts(['Er ist so anstrengend.'], null).topic).toBe(false);
    expect(isLowContent('Gehalt')).toBe(false);
    expect(isLowContent('equity')).toBe(false);
    expect(isLowContent('er')).toBe(true);
  });
});

describe('template grammar in both languages', () => {
  const input = (messages: AdvisorMessage[], action: AdvisorInput['action']): AdvisorInput => ({
    messages,
    uiLanguage: 'de',
    mode: 'premium',
    action,
  });
  const user = (content: string): AdvisorMessage => ({ role: 'user', content });

  test.each([
    ['Mein Mitgründer hört mir nicht zu.', 'de', 'mit deinem Mitgründer'],
    ['Meine Mitgründerin sagt alles ab.', 'de', 'mit deiner Mitgründerin'],
    ['Unser Team redet nicht mehr.', 'de', 'mit eurem Team'],
    ['Meine Kollegen ignorieren mich.', 'de', 'mit deinen Kollegen'],
    ['Es gibt Streit.', 'de', 'mit der anderen Person'],
    ['My cofounder ignores me.', 'en', 'with your cofounder'],
    ['There is a fight.', 'en', 'with the other person'],
  ] as const)('the summary of "%s" says "%s"', (text, lang, phrase) => {
    const reply = summaryReply(input([user(text)], 'summary'), lang);
    expect(reply.text).toContain(phrase);
    expect(reply.text).not.toMatch(/\bmit (dein|deine|euer|eure) /);
  });

  test.each(['de', 'en'] as const)(
    'role-play feedback in %s quotes the practice and ends with the next real step',
    (lang) => {
      const practice =
        lang === 'de'
          ? 'Wärst du bereit, Absagen vorher mit mir abzustimmen?'
          : 'Would you be willing to tell me before you cancel?';
      const reply = roleplayFeedback(
        input(
          [
            user(lang === 'de' ? 'Mein Mitgründer sagt ständig ab.' : 'My cofounder keeps cancelling.'),
            { role: 'assistant', content: lang === 'de' ? '_Rollenspiel: Ich spiele jetzt …_' : '_Role-play: I …_' },
            user(practice),
          ],
          'roleplay_feedback',
        ),
        lang,
      );
      const last = reply.text.split('\n\n').at(-1) ?? '';
      expect(last).toMatch(lang === 'de' ? /echte Gespräch.*deinem Mitgründer/ : /real conversation.*your cofounder/);
      expect(last).toContain(practice.replace(/\?$/, '').slice(0, 30));
    },
  );
});

describe('whose feeling, which clause, which topic', () => {
  test.each([
    ['Wir streiten seit Wochen, mittlerweile sind die anderen schon genervt.', []],
    ["I understand he's tired.", []],
    ['Mein Mitgründer ist wütend auf mich.', []],
    ['Ich bin total genervt.', ['annoyed']],
    ['Es nervt mich, dass er nie zuhört.', ['annoyed']],
    ["It's frustrating.", ['frustrated']],
  ])('a feeling reflects the user only when the user feels it: %s', (text, ids) => {
    expect(findFeelings(text).map((feeling) => feeling.id)).toEqual(ids);
  });

  test.each([
    [
      'Ich hab ihm mal gesagt, die Zahlen sind nicht so geil, er meinte, der Markt ist schwierig.',
      'Ich hab ihm mal gesagt, die Zahlen sind nicht so geil',
    ],
    [
      'Sie arbeitet jetzt zwei Tage für ihn, ohne dass er mich gefragt hat.',
      'Sie arbeitet jetzt zwei Tage für ihn, ohne dass er mich gefragt hat',
    ],
    [
      'Wir haben einen stillen Gesellschafter mit 15 %, ein Freund von meinem Vater, und der will Ausschüttungen sehen.',
      'Wir haben einen stillen Gesellschafter mit 15 %',
    ],
    // An abbreviation ends no sentence; a lower-case sentence after a full stop starts one.
    ['Mein Mitgründer ist seit ca. 6 Wochen quasi weg.', 'Mein Mitgründer ist seit ca. 6 Wochen quasi weg'],
    ["This isn't the first time. new laptops for everyone in january.", "This isn't the first time"],
    // What is important, said, proposed or not known goes on after the colon or comma.
    ['Was mir wichtig ist: dass sie fair beteiligt wird.', 'Was mir wichtig ist: dass sie fair beteiligt wird'],
    [
      'Mir ist wichtig, dass der Deal nicht platzt und dass er sich nicht verarscht fühlt.',
      'Mir ist wichtig, dass der Deal nicht platzt und dass er sich nicht verarscht fühlt',
    ],
    ['What matters most: not losing her. then the money.', 'What matters most: not losing her'],
    [
      'Ich sag ihr beim 1:1 am Dienstag, dass ich im August zwei Wochen offline gehe und wir meine Themen aufteilen.',
      'Ich sag ihr beim 1:1 am Dienstag, dass ich im August zwei Wochen offline gehe',
    ],
    // The tension is the point: both halves of "X, aber Y" when they fit.
    [
      'Meine Mitgründerin ist total fit, macht Yoga, fährt in den Urlaub. Ich gönn ihr das, aber ich hab das Gefühl, ich trag mehr.',
      'Ich gönn ihr das, aber ich hab das Gefühl, ich trag mehr',
    ],
    [
      'I like him a lot, but he never tells me what he is planning.',
      'I like him a lot, but he never tells me what he is planning',
    ],
    // Someone else's words the user quotes are not the user's core; a reporting tag stays with them.
    [
      "when I said something he went 'ach komm, das ist doch nicht so schlimm, du lernst ja Deutsch'. I'm at A2 and left out.",
      "I'm at A2 and left out",
    ],
    [
      'Die Firma bringt dich noch um, sagt meine Freundin immer im Spaß.',
      'Die Firma bringt dich noch um, sagt meine Freundin immer im Spaß',
    ],
    [
      '> hey team, some of us are putting in 70 hour weeks and others log off at 5.\nthat was my cofounder in #general. I feel publicly called out.',
      'I feel publicly called out',
    ],
  ])('the clause with content, not an empty announcement or a noun phrase: %s', (text, quote) => {
    expect(coreQuote(text, null)).toBe(quote);
  });

  test('"keine ahnung ehrlich" says nothing to build on', () => {
    expect(isLowContent('keine ahnung ehrlich')).toBe(true);
  });

  test.each([
    ['Ich bin seit ein paar Monaten einfach durch.', 'friendship'],
    ['Wir haben das Budget gerade so gehalten.', 'money-salary'],
    ['Ich sitze still da und höre zu.', 'silence'],
    ['Wir kennen uns aus der alten Agentur.', 'hiring-budget'],
    ['They wrote to our people on Slack.', 'remote-hybrid'],
    ['He gave up a well paid job, wir haben ihm einen bezahlten Urlaub gegeben.', 'money-salary'],
    ['We are a seed-stage startup.', 'glasl'],
    ['It was an acqui-hire offer.', 'hiring-budget'],
    ['Das ist schwierig für uns.', 'silence'],
    ['Das setze ich am Freitag auf die Agenda.', 'meetings'],
    ['Ich hänge da emotional dran, ich war selbst Lehrerin.', 'emotions'],
    ['Meine Freundin sagt, ich arbeite zu viel.', 'friendship'],
    ["I'll put it on the agenda for our friday sync.", 'meetings'],
    ['Ich will nicht schwach wirken, vor allem nicht vor den Investoren.', 'investor-pressure'],
    ["It's the two of us, 40% each, 20% with angels.", 'investor-pressure'],
  ])('no tip on an incidental word: %s', (text, id) => {
    const ids = retrieve(text, /\b(I|We|They|He|It)\b/.test(text) ? 'en' : 'de')
      .filter((hit) => hit.cues > 0)
      .map((hit) => hit.entry.id);
    expect(ids).not.toContain(id);
  });
});

describe('requests, proposals and what the user calls beside the point (coach4)', () => {
  test.each([
    ['Können wir das Gespräch mal durchspielen?', 'practise'],
    ['could we rehearse it once, you play him', 'practise'],
    ['Lass uns das einmal üben, bevor ich es ihr sage.', 'practise'],
    ['Das bringt mir nichts.', 'repair'],
    ['this is pointless', 'repair'],
    ['Hör auf, mich ständig zu fragen, wie ich mich fühle. Ich brauch was Konkretes.', 'concrete'],
    ['Please just give me something practical, no more questions.', 'concrete'],
    ['Was würdest du an meiner Stelle tun?', 'suggest'],
    ['ok and what do you suggest', 'suggest'],
    ['Was sag ich ihm dann überhaupt?', 'wording'],
  ])('"%s" asks for %s', (text, kind) => {
    expect(userRequest(text)).toBe(kind);
  });

  test.each([
    'Mein Mitgründer ist einfach nutzlos im Vertrieb.',
    'His pitch deck is useless.',
    'Wir sollten das üben lassen.',
  ])('"%s" asks the coach for nothing', (text) => {
    expect(['repair', 'practise']).not.toContain(userRequest(text));
  });

  test.each([
    'Wie wäre es, wenn wir die Aufgaben nach Kunden statt nach Produkten trennen?',
    'Eine Idee wäre, dass er die Vertriebsziele mit mir abstimmt.',
    'Man könnte die Entscheidung auch auf nach dem Board verschieben.',
    'what if we split the roadmap into two owners',
    'How about a cap of 5k per month on the card?',
    'vielleicht feste Regeln fürs Wochenende?',
    'budget deckel vllt',
    'weiß nicht. regelmäßige calls vllt',
  ])('"%s" is a proposal', (text) => {
    expect(userProposal(text)).not.toBeNull();
  });

  test.each([
    'Wir konnten uns nicht einigen.',
    'Vielleicht hat er sogar recht.',
    'Could we get sued for that?',
    'Ich weiß nicht, wie es weitergeht.',
  ])('"%s" is no proposal', (text) => {
    expect(userProposal(text)).toBeNull();
  });

  test.each([
    ['dann ruf ich sie morgen an', true],
    ['ok. mail an ihn heute abend', true],
    ['ok. schreib ihr freitag', true],
    ['call him tomorrow after standup', true],
    ["I'll go to bed early tonight, the call with him is at 10.", false],
  ])('"%s" states a plan: %s', (text, planned) => {
    expect(statedPlan(text) !== null).toBe(planned);
  });

  test.each([
    [
      'Er hat zehn Jahre Erfahrung im Vertrieb, das bestreitet keiner. Darum geht es mir aber nicht. Mich stört, dass er Termine platzen lässt.',
      'Mich stört, dass er Termine platzen lässt',
    ],
    [
      'She is brilliant with customers. That is not the point. She promised the feature without asking me.',
      'She promised the feature without asking me',
    ],
    [
      'Ich bin die CEO. Meine Mitgründerin will jetzt 60 % statt 50 %.',
      'Meine Mitgründerin will jetzt 60 % statt 50 %',
    ],
    [
      "We're 9 months in. If she walks I really don't see how we ship the release.",
      "If she walks I really don't see how we ship the release",
    ],
    [
      'Was mich am meisten stört ist, dass er nie sagt, was er eigentlich will.',
      'Was mich am meisten stört ist, dass er nie sagt, was er eigentlich will',
    ],
    ['Whenever I raise it, he changes the subject.', 'Whenever I raise it, he changes the subject'],
    [
      'Und ehrlich gesagt weiß ich auch nicht, ob ich ihm noch vertraue.',
      'Ehrlich gesagt weiß ich auch nicht, ob ich ihm noch vertraue',
    ],
    ['honestly I have barely slept this week, reading the contract again and again', 'I have barely slept this week'],
    [
      'Kannst du bitte auf Deutsch antworten? Er hat den Kunden wieder was versprochen.',
      'Er hat den Kunden wieder was versprochen',
    ],
  ])('the core of "%s"', (text, core) => {
    expect(coreQuote(text, null)).toBe(core);
  });

  test('"my partner" beside co-founders is the user’s own partner, never the other party', () => {
    const party = findParty(
      ['The two other co-founders decide everything in Berlin.', 'My partner works here, so I cannot move.'],
      'en',
    );
    expect(party?.noun ?? '').not.toMatch(/partner/i);
  });

  test('arguing is talking, people named without a possessive, and since when', () => {
    const facts = userFacts(['mitgründer und ich streiten seit der runde über den preis'], null);
    expect(facts).toMatchObject({ tried: true, party: true, since: true });
    expect(userFacts(["When I raise it he just goes 'not now, later'."], null).talk).toBe(true);
  });
});

describe('a quote keeps its negation', () => {
  test.each([
    ['en', 'something like: no offers unless we both agree and the runway is 9 months.', /^No offers unless/],
    ['en', 'No side projects without telling the other one first.', /^No side projects/],
    ['de', 'kein Vertrag ohne dass wir beide unterschreiben, das war abgemacht.', /^Kein Vertrag ohne/],
    ['de', 'nie wieder eine Zusage an Kunden ohne Absprache.', /^Nie wieder/],
    ['de', 'Nein, das will ich so nicht mehr.', /^Das will ich so nicht mehr/],
  ])('%s: %s', (_lang, text, expected) => {
    expect(coreQuote(text, null)).toMatch(expected);
  });
});

describe('topic cues with two meanings', () => {
  test.each([
    ['de', 'Wir streiten, ob wir die alte App einstellen, mein Mitgründer hängt daran.', 'hiring-budget', false],
    ['de', 'Er will den Newsletter einstellen und ich nicht.', 'hiring-budget', false],
    ['de', 'Sie will jemanden für den Vertrieb einstellen, ich finde es zu früh.', 'hiring-budget', true],
    ['de', 'Wir wollen noch einen Dev einstellen, aber das Geld reicht kaum.', 'hiring-budget', true],
    ['de', 'Ich kann mich auf meinen Mitgründer nicht mehr verlassen.', 'exit', false],
    ['en', 'He wanted to exit the meeting early every time we talked about money.', 'exit', false],
    ['en', 'My cofounder is talking about an exit and leaving the company.', 'exit', true],
  ] as const)('%s: %s', (lang, text, id, expected) => {
    const cued = retrieve(text, lang).some((hit) => hit.entry.id === id && hit.cues > 0);
    expect(cued).toBe(expected);
  });
});

// coach17: "nicht X, sondern Y" says Y is the point; quoting "Es geht mir nicht ums Geld" alone
// gave back the half the user waved away. Both halves together, the pointing "darum" with its clause.
describe('a reflection of "nicht X, sondern Y" keeps the point after "sondern"', () => {
  test.each([
    ['Mir geht es nicht um die Zahl, sondern um die Art, wie er das entschieden hat.', 'sondern um die Art'],
    [
      'Das Problem ist nicht der Umzug, sondern dass sie es uns verschwiegen hat.',
      'sondern dass sie es uns verschwiegen hat',
    ],
    ['Es geht ihm nicht um Anerkennung, sondern darum, was im Vertrag steht.', 'darum, was im Vertrag steht'],
  ])('%s', (text, point) => {
    expect(keyQuote(text, null)).toContain(point);
  });
});

// coach25b: a rant before the story ("Ich kann es echt nicht mehr hören!!!", "I'm so done with
// this") names nothing; the clause that tells who did what is the core, in any role and language.
describe('a rant before the story is no core', () => {
  test.each([
    [
      'Ich kann es echt nicht mehr hören!!! Mein Kanzleipartner rechnet seine Stunden viel großzügiger ab als ich.',
      'Mein Kanzleipartner rechnet seine Stunden viel großzügiger ab als ich',
    ],
    [
      'Ich hab echt die Schnauze voll, mein Bruder zahlt seit drei Monaten seine Miete für die Werkstatt nicht.',
      'Mein Bruder zahlt seit drei Monaten seine Miete für die Werkstatt nicht',
    ],
    [
      'Es reicht mir jetzt, unser Lead-Investor ruft mich jeden zweiten Tag an und will überall mitreden.',
      'Unser Lead-Investor ruft mich jeden zweiten Tag an und will überall mitreden',
    ],
    [
      'Mir reicht’s. Meine Chefin hat schon wieder meinen Urlaub gestrichen.',
      'Meine Chefin hat schon wieder meinen Urlaub gestrichen',
    ],
    [
      'Das ist echt zum Verrückt werden. Die Schichtleitung gibt die guten Touren nur an ihre Kumpels.',
      'Die Schichtleitung gibt die guten Touren nur an ihre Kumpels',
    ],
    [
      'This is driving me crazy. Our investor emails the whole team every night with new feature ideas.',
      'Our investor emails the whole team every night with new feature ideas',
    ],
    [
      "I'm so done with this. My co-founder keeps promising customers features we never agreed on.",
      'My co-founder keeps promising customers features we never agreed on',
    ],
    [
      "Honestly I'm fed up. The head chef shouts at the apprentices every single service.",
      'The head chef shouts at the apprentices every single service',
    ],
    [
      "I can't believe this. My team lead gave my project to the new hire.",
      'My team lead gave my project to the new hire',
    ],
  ])('%s', (text, core) => {
    expect(coreQuote(text, null)).toBe(core);
  });

  test('a rant alone is still said back', () => {
    expect(coreQuote('Ich kann es echt nicht mehr hören!!!', null)).toBe('Ich kann es echt nicht mehr hören');
  });
});

// coach25b: "hey so basically …", "Also im Grunde …": a lead-in is not said back.
describe('a lead-in before the story', () => {
  test.each([
    ['hey so basically my boss moved my holiday without asking', 'My boss moved my holiday without asking'],
    [
      'Long story short, my co-founder sold his shares to our investor',
      'My co-founder sold his shares to our investor',
    ],
    ['Also im Grunde hat mein Chef meinen Urlaub einfach verschoben', 'Hat mein Chef meinen Urlaub einfach verschoben'],
    ['Kurz gesagt: Meine Schwester will den Laden verkaufen', 'Meine Schwester will den Laden verkaufen'],
  ])('%s', (text, core) => {
    expect(coreQuote(text, null)).toBe(core);
  });
});

// coach25b: a sentence that only switches the language is about the chat, not the conflict.
describe('switchesLanguage', () => {
  test.each([
    "Sorry, let me switch to English, it's easier for me to type.",
    'Actually, can we continue in English?',
    'Ich schreib lieber auf Deutsch weiter, das fällt mir leichter.',
    'Können wir auf Englisch weitermachen?',
    'Ich wechsle mal auf Deutsch.',
    "I'll write in German from here if that's ok.",
  ])('%s', (sentence) => {
    expect(switchesLanguage(sentence)).toBe(true);
  });

  test.each([
    'Er spricht im Meeting nur auf Englisch, obwohl die Hälfte des Teams kaum Englisch kann.',
    'My co-founder answers every German customer in English.',
    'Meine Kollegin aus Indien findet unsere Art zu direkt.',
    'Wir streiten über den Launch in den USA.',
  ])('no switch: %s', (sentence) => {
    expect(switchesLanguage(sentence)).toBe(false);
  });
});
