// The coach on everyday turns (issue 22, sixth round): reflections that keep a list of names whole,
// requests to get through weeks or a meeting, what an expert costs and how to book one, a short
// yes to what the coach offered, and the chat's role-play with quoted lines and its feedback.
import {
  bookingQuestion,
  coreQuote,
  firstStep,
  isAffirmation,
  isLowContent,
  statedPlan,
  talkTime,
  userRequest,
} from './analysis';
import { coachReply, composePurpose, offeredIn } from './coach';
import { echoOf, personaAnswer } from './persona';
import { texts } from './texts';
import type { AdvisorInput, AdvisorMeta, Lang } from './types';
import { engineConversation } from '../test/advisor-engine';

/** A public-chat conversation through the engine: each user message gets the reply. */
const converse = (users: readonly string[], lang: Lang, mode: 'public' | 'premium' = 'public') =>
  engineConversation(users, lang, { mode });

const questionOf = (reply: string) => reply.trim().split(/\n\n/).at(-1) ?? '';
const questionMarks = (text: string) => (text.replace(/„[^“]*“|“[^”]*”/g, '').match(/\?/g) ?? []).length;

describe('a list of names stays whole in a reflection', () => {
  it.each([
    ['Anna, Ben und Chris wollen das Produkt einstellen und nur noch beraten.', 'Anna, Ben und Chris wollen'],
    ['Tom, Priya and I want to rebuild the pricing before the round.', 'Tom, Priya and I want'],
    [
      'Gestern haben Lea, Jonas und Mehmet im Weekly gesagt, dass sie kündigen, wenn nichts passiert.',
      'Lea, Jonas und Mehmet',
    ],
    [
      'Our head of sales, our CTO and I have been arguing about discounts for weeks and nobody gives in.',
      'head of sales, our CTO and I have been arguing',
    ],
    [
      'Sara, Mia und Lena gehen mittags zusammen essen, und im Standup werden meine Tickets nie erwähnt.',
      'Sara, Mia und Lena',
    ],
    [
      'me and the other OG founder think that is unfair but we really do not want to lose her, she is great',
      'me and the other OG founder think',
    ],
    [
      'Tom, Priya, and Sam refuse to work with the new designer since the launch slipped.',
      'Tom, Priya, and Sam refuse',
    ],
    [
      'Mein Mitgründer, unser CTO und ich sind uns seit der Seed-Runde nicht mehr einig über die Roadmap.',
      'Mein Mitgründer, unser CTO und ich',
    ],
  ])('"%s" keeps "%s"', (text, kept) => {
    expect(coreQuote(text, null).toLowerCase()).toContain(kept.toLowerCase());
  });

  it.each([
    [
      'we are 3 founders, one joined 6 months after us and now wants the same 4y/1y cliff start date as us',
      /joined 6 months after us and now wants/,
    ],
    [
      'Er kommt seit Wochen zu spät zu jedem Termin und will jetzt auch noch mehr Anteile als wir beide zusammen.',
      /und will jetzt/,
    ],
  ])('a clause without its own subject keeps the one before: "%s"', (text, kept) => {
    expect(coreQuote(text, null)).toMatch(kept);
  });

  it.each([
    [
      'plan: 1) decision log in notion 2) klare bereiche (sie produkt+marketing, ich tech+finanzen) 3) alles über 5k entscheiden wir zu zweit',
    ],
    ['Unsere Rollen (sie Vertrieb, ich Produkt, er Finanzen) sind nie aufgeschrieben worden, und jetzt kracht es.'],
  ])('parentheses and numbered items are never cut open: "%s"', (text) => {
    const quote = coreQuote(text, null);
    expect((quote.match(/\(/g) ?? []).length).toBe((quote.match(/\)/g) ?? []).length);
    expect(quote).not.toMatch(/…|^\d\)/);
  });

  it('a pronoun after a day of the month starts a new sentence', () => {
    expect(coreQuote('board meeting ist am 12. ich hab das gefühl ich steh allein gegen alle', null)).not.toMatch(
      /12\. ich/,
    );
  });
});

describe('getting through weeks or a meeting', () => {
  it.each([
    'Wie halte ich die 6 Wochen durch?',
    'wie halte ich das noch sechs wochen durch mit ihm',
    'Wie überstehe ich das Board-Meeting?',
    'wie übersteh ich die nächsten wochen bis zum exit',
    'Wie komme ich durch die drei Monate, bis meine Chefin zurück ist?',
    'Wie soll ich das bis zum Ende seiner Kündigungsfrist durchstehen?',
    'Wie schaffe ich die nächsten zwei Wochen mit den beiden?',
    'wie bereite ich mich aufs board meeting vor',
    'how do I get through the next month with him',
    'How am I supposed to get through the rest of his notice period?',
    'how will we make it through the board meeting on Friday?',
    'How do I survive that session with all three of them?',
    'how can I stay sane until he leaves?',
    'how do I prepare for the investor meeting with both of them?',
  ])('"%s" asks for help getting through', (text) => {
    expect(userRequest(text)).toBe('endure');
  });

  it.each([
    'Wie bereite ich das Gespräch vor?',
    'Er hält das nicht durch, sagt er.',
    'We got through the first round fine.',
    "If he leaves I honestly don't know how we survive.",
    'Wie schaffe ich es, dass er mir zuhört?',
  ])('"%s" is no such request', (text) => {
    expect(userRequest(text)).not.toBe('endure');
  });

  it.each([
    [
      'de',
      [
        'Mein Mitgründer geht in sechs Wochen, und bis dahin streiten wir über jede Übergabe.',
        'Wie halte ich die 6 Wochen durch?',
      ],
      /fester kurzer Termin pro Woche/,
    ],
    [
      'en',
      ['My cofounder is leaving and we fight about every handover.', 'how do I get through the next month with him'],
      /One short fixed slot a week/,
    ],
    [
      'de',
      [
        'Mein Mitgründer und ich sind uns beim Pivot nicht einig, und die Investoren drängen.',
        'Wie überstehe ich das Board-Meeting?',
      ],
      /mit deinem Mitgründer kurz ab/,
    ],
    [
      'en',
      [
        'My cofounder and I disagree about the pivot and the investors are pushing.',
        'how will we make it through the board meeting?',
      ],
      /with your cofounder who says what/,
    ],
    [
      'en',
      [
        'I lead a team of six, and two of my engineers are fighting over the architecture.',
        'How do I get through the next two weeks until the release?',
      ],
      /One short fixed slot a week/,
    ],
  ] as const)('%s: concrete help, no reflection of the request, one question', (lang, turns, help) => {
    const messages: AdvisorInput['messages'] = [];
    let reply = '';
    for (const content of turns) {
      messages.push({ role: 'user', content });
      reply = coachReply({ messages: [...messages], mode: 'public' } as AdvisorInput, lang).text;
      messages.push({ role: 'assistant', content: reply });
    }
    expect(reply).toMatch(help);
    expect(reply).not.toMatch(/„|“/);
    expect(questionMarks(reply)).toBe(1);
    expect(reply.trim().endsWith('?')).toBe(true);
  });
});

describe('what an expert costs and how to book one', () => {
  it.each([
    ['was kostet das und krieg ich noch vor donnerstag nen termin?', true, 'booking'],
    ['Was kostet eine Sitzung bei euch?', false, 'cost'],
    ['Wie teuer ist so eine Mediation?', false, 'cost'],
    ['kann ich einen Termin machen?', false, 'booking'],
    ['Wie buche ich eine Expertin?', false, 'booking'],
    ['was kostet das?', true, 'cost'],
    ['Ist das Erstgespräch kostenlos?', false, 'cost'],
    ['how much is a session?', false, 'cost'],
    ['How much does one of your mediators cost?', false, 'cost'],
    ['can I book someone?', false, 'booking'],
    ['can I book someone for this week?', true, 'booking'],
    ['what does it cost?', true, 'cost'],
    ['do you charge for the first call with an expert?', false, 'cost'],
    ['Where can I schedule a session with a mediator?', false, 'booking'],
  ] as const)('"%s" (experts shown before: %s) is a %s question', (text, offered, kind) => {
    expect(bookingQuestion(text, offered)).toBe(kind);
  });

  it.each([
    ['was kostet uns der Streit eigentlich im Monat?', true],
    ['was kostet das?', false],
    ['kann ich mit ihm einen Termin machen, bevor das Board tagt?', false],
    ['how much equity does he get if he leaves?', true],
    ['what does this conflict cost us?', true],
    ['Wir hatten am Donnerstag einen Termin beim Notar.', true],
  ] as const)('"%s" (experts shown before: %s) is no such question', (text, offered) => {
    expect(bookingQuestion(text, offered)).toBeNull();
  });

  it.each([
    [
      'de',
      [
        'Mein Mitgründer und ich reden seit Wochen nicht mehr.',
        'ich glaub, ich will lieber mit einem echten Menschen reden',
        'was kostet das und krieg ich noch vor donnerstag nen termin?',
      ],
    ],
    ['en', ["My cofounder and I haven't spoken in weeks.", 'how much is a session with one of your mediators?']],
    [
      'de',
      [
        'Ich leite ein Team, zwei meiner Leute streiten seit Wochen.',
        'Kann ich bei euch einen Termin mit einer Mediatorin machen?',
      ],
    ],
    [
      'en',
      [
        "I'm an engineer and my manager and our CTO keep fighting over the roadmap.",
        'can I book someone for this week?',
      ],
    ],
  ] as const)('%s: the way to the experts, no conflict stage, no coaching question', async (lang, turns) => {
    const metas = await converse(turns, lang);
    const last = metas.at(-1) as AdvisorMeta;
    expect(last.links.map((link) => link.path)).toContain('/experts');
    expect(last.text).toContain(lang === 'de' ? 'Honorar' : 'fees');
    expect(last.text).not.toMatch(/Glasl|Stufe|stage/);
    expect(last.text.trim().endsWith('?')).toBe(false);
    expect(last.safetyCategories).toEqual([]);
  });

  it('asked again, the answer is short and refers back', async () => {
    const metas = await converse(['how much is a session with an expert?', 'and can I book one for Friday?'], 'en');
    expect(metas[1]!.text).toBe(texts.en.booking.brief(texts.en.links.directory, '/experts'));
  });
});

describe('a short yes takes up what was offered', () => {
  it.each([
    'ja gerne',
    'yes pls',
    'ok mach',
    'sure',
    'go on',
    'Ja, bitte!',
    'ok do it',
    'klingt gut',
    'sure, go on',
    'ja mach mal',
    'yes please 👍',
    "let's do it",
  ])('"%s" is a yes', (text) => {
    expect(isAffirmation(text)).toBe(true);
    expect(isLowContent(text)).toBe(true);
  });

  it.each(['nein', 'ja, aber er hört nicht zu', 'sure he will say no', 'go on vacation', 'bitte nicht'])(
    '"%s" is no yes',
    (text) => {
      expect(isAffirmation(text)).toBe(false);
    },
  );

  it.each([
    ['Sollen wir daraus die ersten zwei Sätze für das Gespräch machen?', 'draft'],
    ['Shall we turn it into the first two sentences of the conversation?', 'draft'],
    ['Magst du den ersten Satz für das Gespräch hier einmal ausprobieren?', 'rehearse'],
    ['Shall we play through the hardest moment of it once?', 'rehearse'],
    [texts.de.planQuestions.offer[0]!.text, 'structure'],
    [texts.en.planQuestions.offer[0]!.text, 'structure'],
    [
      'Möchtest du festhalten, was passiert ist, mit Datum, Ort und Wortlaut, und die Nachrichten sicher aufbewahren?',
      'record',
    ],
    ['Would you like to prepare the first conversation with the person affected together?', 'prepare'],
  ])('"%s" offers %s', (question, kind) => {
    expect(offeredIn(`Something first.\n\n${question}`)).toBe(kind);
  });

  it.each([
    'Magst du ein konkretes Beispiel erzählen: Was ist zuletzt passiert?',
    'Which of these will be hardest for you?',
  ])('"%s" offers nothing', (question) => {
    expect(offeredIn(question)).toBeNull();
  });

  it.each([
    [
      'de',
      [
        'Mein Mitgründer Jonas verspricht Kunden ständig Features, die wir nie besprochen haben.',
        'Wir haben schon zweimal darüber geredet.',
        'gib mir was Konkretes',
      ],
      'ja gerne',
      /Ein Entwurf zum Anpassen/,
    ],
    [
      'en',
      [
        'My cofounder Maya keeps promising customers features we never agreed on.',
        'We talked about it twice already.',
        'stop asking me how I feel, give me something concrete',
      ],
      'yes pls',
      /A draft to adapt/,
    ],
    [
      'en',
      [
        'My cofounder Maya keeps promising customers features we never agreed on.',
        'We talked about it twice already.',
        'give me something concrete',
      ],
      'sure',
      /A draft to adapt/,
    ],
    [
      'de',
      [
        'Mein Mitgründer Jonas verspricht Kunden ständig Features, die wir nie besprochen haben.',
        'Wir haben schon zweimal darüber geredet.',
        'gib mir was Konkretes',
      ],
      'ok mach',
      /Ein Entwurf zum Anpassen/,
    ],
  ] as const)('%s: "%s" after the offer of two sentences gets the draft', async (lang, turns, yes, draft) => {
    const metas = await converse([...turns, yes], lang);
    const last = metas.at(-1) as AdvisorMeta;
    expect(metas.at(-2)!.text).toMatch(/Sollen wir daraus|Shall we turn it/);
    expect(last.text).toMatch(draft);
    expect(last.text).not.toMatch(/„(Ja gerne|Ok mach)“|“(Yes pls|Sure)”/i);
    expect(last.phase).toBe(metas.at(-2)!.phase);
  });

  it.each([
    ['de', 'Ja, gern.'],
    ['en', 'Sure.'],
  ] as const)('%s: a yes to "try your first sentence" starts the role-play', (lang, yes) => {
    const question = lang === 'de' ? texts.de.wrapUp[5]!.text : texts.en.wrapUp[5]!.text;
    expect(offeredIn(question)).toBe('rehearse');
    const reply = coachReply(
      {
        messages: [
          {
            role: 'user',
            content:
              lang === 'de' ? 'Ich rede morgen mit meiner Mitgründerin.' : 'I will talk to my cofounder tomorrow.',
          },
          { role: 'assistant', content: `Gut.\n\n${question}` },
          { role: 'user', content: yes },
        ],
        mode: 'public',
      } as AdvisorInput,
      lang,
    ).text;
    expect(reply).toMatch(
      lang === 'de'
        ? /_Rollenspiel: Ich spiele jetzt deine Mitgründerin/
        : /_Role-play: I am now playing your cofounder/,
    );
  });

  it.each([
    ['de', texts.de.planQuestions.offer[0]!.text, /Ein Ablauf für 60 Minuten/],
    ['en', texts.en.planQuestions.offer[0]!.text, /60 minutes/],
  ] as const)('%s: a yes to the offered structure gets the structure', (lang, question, structure) => {
    const reply = coachReply(
      {
        messages: [
          {
            role: 'user',
            content:
              lang === 'de'
                ? 'Ich rede am Donnerstag mit meinem Mitgründer.'
                : 'I will talk to my cofounder on Thursday.',
          },
          { role: 'assistant', content: `Gut.\n\n${question}` },
          { role: 'user', content: lang === 'de' ? 'ja bitte' : 'yes please' },
        ],
        mode: 'public',
      } as AdvisorInput,
      lang,
    ).text;
    expect(reply).toMatch(structure);
    expect(questionMarks(reply)).toBe(1);
  });

  it('a yes without an offer is never quoted back', async () => {
    const metas = await converse(['My cofounder keeps changing the roadmap without telling me.', 'yes pls'], 'en');
    expect(metas[1]!.text).not.toMatch(/“Pls”|“Yes pls”/);
  });
});

describe('the role-play in the chat', () => {
  it.each([
    ['de', "'ok, was wäre dein vorschlag?'", texts.de.roleplay.counterProposal],
    ['en', '"what would you suggest then?"', texts.en.roleplay.counterProposal],
    ['de', "'weil wir nur noch 9 Monate Runway haben'", texts.de.roleplay.reason],
    ['en', 'because his salary would be 140k', texts.en.roleplay.reason],
    ['de', "'Was ist dir dabei am wichtigsten?'", texts.de.roleplay.answerQuestion],
  ] as const)('%s: "%s" gets a fitting answer', (lang, line, pool) => {
    expect(pool).toContain(personaAnswer(line, lang, 'seed', []));
  });

  it('never says the same line twice, even when the fitting lines are used up', () => {
    const said: string[] = [];
    for (let i = 0; i < 6; i++) said.push(personaAnswer('Okay.', 'de', 'seed', said));
    expect(new Set(said).size).toBe(6);
  });

  it.each([
    [
      'de',
      [
        'ich muss morgen meiner mitgründerin sagen, dass ich ihr marketing budget halbieren will',
        'kannst du mal sie spielen?',
        "ok ich fang an: 'Lena, wir müssen übers Budget reden. Ich will Marketing auf 15k runter.'",
        "'weil performance marketing gerade nix bringt, cac liegt bei 900 euro'",
        "'ok, was wäre dein vorschlag?'",
        'wie war ich? was soll ich anders machen?',
      ],
      /Dein nächster Schritt ist das echte Gespräch morgen mit deiner Mitgründerin/,
    ],
    [
      'en',
      [
        "tomorrow I have to tell my cofounder Lisa that we can't hire her friend",
        'can you be Lisa for a sec?',
        "'Lisa, I don't think we should hire Mark.'",
        "'because we have 7 months of runway and his salary would be 140k'",
        'how did I do?',
      ],
      /Your next step is the real conversation tomorrow with/,
    ],
  ] as const)(
    '%s: feedback quotes what was practised, not the request for it, and ends with the real talk',
    async (lang, turns, closing) => {
      const metas = await converse(turns, lang);
      const persona = metas.slice(2, -1).map((meta) => meta.text);
      expect(new Set(persona).size).toBe(persona.length);
      const feedback = (metas.at(-1) as AdvisorMeta).text;
      expect(feedback).toMatch(lang === 'de' ? /### Rückmeldung/ : /### Feedback/);
      expect(feedback).toMatch(lang === 'de' ? /„Cac liegt bei 900 euro“|900 euro/ : /140k/);
      expect(feedback).not.toMatch(/Was soll ich anders machen|How did I do/i);
      expect(questionOf(feedback)).toMatch(closing);
    },
  );

  it.each([
    ['de', 'Ich muss morgen meinem Mitgründer sagen, dass die Reise gestrichen wird.', 'morgen'],
    ['de', 'Am Donnerstag rede ich mit ihm.', 'am Donnerstag'],
    ['en', 'I am meeting her on Friday to talk it through.', 'on Friday'],
    ['en', 'tomorrow I have to tell him', 'tomorrow'],
    ['de', 'Board Meeting ist am 12.', null],
  ] as const)('%s: the time of the real talk in "%s" is %s', (lang, text, when) => {
    expect(talkTime([text], lang)).toBe(when);
  });
});

describe('a summary to hand over', () => {
  it.each([
    "can you prep something I can hand them so I don't have to explain everything again?",
    'could you write a short summary for the mediator?',
    'Kannst du mir eine Zusammenfassung für die Mediatorin machen, damit ich nicht alles nochmal erklären muss?',
  ])('"%s" asks for the handover', (text) => {
    expect(userRequest(text)).toBe('handover');
  });

  it.each([
    [
      'en',
      [
        'My cofounder wants to keep the name and the clients after we split.',
        "can you prep something I can hand a mediator so I don't have to explain everything again?",
      ],
      /### Case summary for an expert/,
    ],
    [
      'de',
      [
        'Mein Mitgründer will nach der Trennung den Namen und die Kunden behalten.',
        'Kannst du mir eine Zusammenfassung für die Mediatorin machen, damit ich nicht alles nochmal erklären muss?',
      ],
      /### Fallzusammenfassung/,
    ],
  ] as const)('%s: the case summary in the chat, one question after it', async (lang, turns, title) => {
    const metas = await converse(turns, lang);
    const last = metas.at(-1) as AdvisorMeta;
    expect(last.text).toMatch(title);
    expect(last.links.map((link) => link.path)).toContain('/experts');
    expect(questionMarks(last.text)).toBe(1);
  });
});

describe('more direct requests answered', () => {
  it.each([
    ['was soll ich ihn fragen um rauszufinden was ihm eigentlich wirklich wichtig ist', 'ask'],
    ['Welche Fragen soll ich den beiden im Einzelgespräch stellen?', 'ask'],
    ['what should I ask her to find out what she really wants?', 'ask'],
    ['which questions should I ask in the 1:1?', 'ask'],
    ['gut, dann schlag ich vor: ein mid-level + er kriegt 2 fokustage pro woche. klingt das fair?', 'judge'],
    ['does that sound fair to you?', 'judge'],
    ['okay. kannst du mir helfen den einstieg fürs gespräch am donnerstag zu formulieren?', 'compose'],
    ['hilf mir mal, die Nachricht an Jonas zu formulieren', 'compose'],
    ['can you help me word the first message to her?', 'compose'],
  ])('"%s" is a request for %s', (text, kind) => {
    expect(userRequest(text)).toBe(kind);
  });

  it.each([
    [
      'de',
      [
        'Mein CTO will einen Senior für 95k, ich will zwei Juniors.',
        'was soll ich ihn fragen um rauszufinden was ihm eigentlich wirklich wichtig ist',
      ],
      /Offene Fragen/,
    ],
    [
      'en',
      ['My cofounder wants to raise now, I want to wait.', 'what should I ask her to find out what she really wants?'],
      /Open questions/,
    ],
  ] as const)('%s: open questions to ask, then one question', (lang, turns, answer) => {
    const messages: AdvisorInput['messages'] = [];
    let reply = '';
    for (const content of turns) {
      messages.push({ role: 'user', content });
      reply = coachReply({ messages: [...messages], mode: 'public' } as AdvisorInput, lang).text;
      messages.push({ role: 'assistant', content: reply });
    }
    expect(reply).toMatch(answer);
    expect(questionMarks(reply)).toBe(1);
    expect(reply.split(/\n\n/)[0]).not.toMatch(/„|“/);
  });

  it('an announced proposal is never the whole reflection', () => {
    expect(coreQuote('gut, dann schlag ich vor: ein mid-level + er kriegt 2 fokustage pro woche', null)).not.toBe(
      'Dann schlag ich vor',
    );
  });

  it('a German clause that goes on without a subject stays with its subject', () => {
    expect(
      coreQuote(
        'ich glaub er hat angst dass er dann nur noch reviews macht und selbst gar nicht mehr zum coden kommt',
        null,
      ),
    ).toMatch(/zum coden kommt$/);
  });
});

describe('the way to a human, asked again', () => {
  it.each([
    [
      'en',
      [
        "is anyone actually reading this? I'd rather talk to a real person",
        "ok fair. then I'd rather talk to an actual mediator. how do I get one",
      ],
    ],
    [
      'de',
      [
        'Ich würde lieber mit einem echten Menschen reden.',
        'Okay, und wie komme ich an einen echten Menschen, mit dem ich reden kann?',
      ],
    ],
  ] as const)('%s: how it works, not the same words again', async (lang, turns) => {
    const metas = await converse(turns, lang);
    expect(metas[1]!.text).not.toBe(metas[0]!.text);
    expect(metas[1]!.links.map((link) => link.path)).toContain('/experts');
  });
});

describe('a deadlock', () => {
  it.each([
    ['de', 'hm ok. was machen wir wenn wir uns bei was über 5k nicht einig werden?', /Bedenkzeit von zwei Tagen/],
    ['en', "what do we do if we can't agree on anything over 5k?", /two days to think/],
  ] as const)('%s: "%s" gets a tie-break rule', (lang, text, answer) => {
    expect(userRequest(text)).toBe('whatif');
    const reply = coachReply(
      { messages: [{ role: 'user', content: text }], mode: 'public' } as AdvisorInput,
      lang,
    ).text;
    expect(reply).toMatch(answer);
  });
});

describe('the other party picks up what the user said (coach8)', () => {
  test.each([
    ['de', 'Lea, ich brauche ab Januar 2.500 netto, sonst kann ich die Miete nicht zahlen.', '2.500 netto?'],
    ['en', 'Could we look at the last 12 months together and talk about a fair split?', '12 months?'],
    ['en', 'I noticed the prototype was presented without my name on it.', 'The prototype?'],
    ['de', 'Okay anders. Jonas, mir ist wichtig, dass wir die Entscheidungen zu zweit treffen.', 'Entscheidungen?'],
  ] as const)('%s: "%s"', (lang, line, echo) => {
    expect(echoOf(line, lang)).toBe(echo);
  });

  test('a numbered plan is a plan, quoted by its first step', () => {
    const plan = 'Mein Plan: 1) Montag beim Frühstück ansprechen 2) Rollen aufschreiben 3) nach vier Wochen schauen.';
    expect(statedPlan(plan)).not.toBeNull();
    expect(firstStep(plan)).toBe('Montag beim Frühstück ansprechen');
    expect(statedPlan('We gave our first advisor 0.5% back then.')).toBeNull();
  });
});

describe('what an asked-for message is for goes into the draft (coach8)', () => {
  test.each([
    [
      'de',
      'Formulier mir eine Nachricht an beide, mit der ich das Gespräch am Freitag ankündige.',
      'das Gespräch am Freitag ankündigen',
    ],
    ['de', 'Schreib mir eine kurze Mail an beide, mit der ich die Klausur vorschlage.', 'die Klausur vorschlagen'],
    ['en', 'write a short email to both of them that announces the new format', 'announce the new format'],
    ['en', 'write a message that pushes the launch to May', 'push the launch to May'],
    ['en', 'write me a short message to my manager asking for 20 minutes', 'ask for 20 minutes'],
    ['en', 'can you write the message to both of them for me?', null],
  ] as const)('%s: "%s"', (lang, request, purpose) => {
    expect(composePurpose(request, lang)).toBe(purpose);
  });
});
