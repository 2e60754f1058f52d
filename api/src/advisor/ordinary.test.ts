// The first reply to an ordinary founder-conflict message (no request, plan or safety signal) is
// useful at once: the situation named in the coach's own words, a thought from the knowledge base
// on its topic, and a question for this kind of case, not a stock one (issue 22). These are the
// phrasings tuned on; held-out4 (evaluation/) measures the same with messages never tuned on.
import { loadConfig } from '../platform/config';
import { createAdvisorEngine } from './engine';
import { runConversation } from './evaluation/evaluate';
import { checkReply } from './evaluation/rubric';
import { texts } from './texts';
import { knowledge } from './knowledge';
import { carriedTask } from './situation-fit';

const engine = createAdvisorEngine(loadConfig({}).advisor, {});

const messages = {
  de: [
    'Meine Mitgründerin arbeitet seit dem Frühjahr nur noch halbtags an unserem Startup und hat nebenbei einen Beraterjob angenommen.',
    'Wir haben die Anteile damals 60 zu 40 verteilt, heute mache ich deutlich mehr als mein Partner und ärgere mich jedes Mal darüber.',
    'Unser technischer Mitgründer baut die App gerade komplett in einer neuen Sprache um und hat niemanden gefragt.',
    'Unser Lead Investor will, dass wir auf Enterprise-Kunden umschwenken, obwohl unsere Nutzer kleine Agenturen sind.',
    'Zwei meiner Abteilungsleiter sprechen seit dem Umzug ins neue Büro kein Wort mehr miteinander und das merkt die ganze Firma.',
    'Meine erste Angestellte stellt meine Entscheidungen in jedem Teammeeting offen in Frage und die anderen schauen dann zu ihr.',
    'Ich habe meinem Kollegen gesagt, dass seine Dokumentation unbrauchbar ist, und jetzt redet er nur noch das Nötigste mit mir.',
    'Mein Partner möchte unsere Agentur an einen größeren Wettbewerber verkaufen, ich möchte sie lieber selbst weiterführen.',
    'Mein Mitgründer entscheidet über Budgets einfach allein, obwohl wir vereinbart hatten, das gemeinsam zu machen.',
    'Wir können uns nicht einigen, ob wir uns schon ein Gehalt zahlen, die Runway reicht nur noch ein knappes Jahr.',
    'Seit Wochen bleibe ich jeden Abend länger, weil ich die Aufgaben der anderen mit erledige, und niemand scheint es zu bemerken.',
    'Als Teamleiter sehe ich, dass ein Kollege seine Deadlines regelmäßig verpasst und die anderen im Team das auffangen.',
    'Meine Mitgründerin hat einem Kunden einen Rabatt zugesagt, den wir ausdrücklich ausgeschlossen hatten, und mir nichts gesagt.',
    'Ich bin eher der spontane Typ, meine Mitgründerin will für jede Kleinigkeit einen Plan, das führt ständig zu Reibereien.',
    'Meine Mitgründerin und ich sind seit zehn Jahren befreundet, aber seit der Gründung streiten wir nur noch.',
    'Ich bin Investorin bei einem Startup, dessen CEO und CTO sich über die Produktstrategie zerstritten haben.',
    'In unserem Montagsmeeting reden immer nur die Gründer, der Rest des Teams hält sich komplett zurück.',
  ],
  en: [
    'My co-founder has been working on his own side project for months and our startup gets maybe ten hours a week from him.',
    "We split the shares evenly when we founded the company, but my partner left his day job only last month while I've been full time for two years.",
    "Our head of engineering keeps redoing everyone else's code at night, and the team feels like their work does not count.",
    'The VC who led our seed round wants us to change our business model completely and threatens not to join the next round.',
    'The heads of sales and product have stopped talking since the last planning round, and their teams now avoid each other too.',
    'The first developer we hired contradicts me in front of the whole team every time I announce something new.',
    'My boss tore apart my proposal in the all-hands and I still feel humiliated a week later.',
    'My co-founder told me she wants to leave the company at the end of the year and we never agreed what happens to her shares.',
    'Every product decision turns into a deadlock between me and my co-founder because neither of us has the final word.',
    "My co-founder pays himself more than me because he says the CEO title deserves it, and it's eating at me.",
    "I'm a developer and I end up doing everyone's bug fixes because nobody else wants them, I'm worn out.",
    'Our sales lead has missed his targets for three quarters and the founders avoid talking to him about it.',
    'I found out my business partner lied to me about our bank balance last quarter.',
    'My co-founder wants to plan every sprint to the hour, I prefer to move fast and adjust, and we clash constantly.',
    'My co-founder relocated to another time zone and since then our calls are short and tense.',
    "I'm an investor and I can see the two founders of one of my companies no longer agree on which market to go after.",
    "I always back down when my co-founder raises his voice, and afterwards I'm angry at myself.",
  ],
} as const;

// Every reply keeps every other rubric check ("crisis" aside: the classifier's false alarms, owned
// by the safety work); the first-reply check holds where a cue names the topic. Messages whose
// topic no cue names ("kein Wort mehr miteinander", "tore apart my proposal") still get the
// reflection and a phase question: the share below is what the tuning reached, not a goal.
const specific: boolean[] = [];
describe.each(['de', 'en'] as const)('an ordinary first message in %s', (lang) => {
  test.each(messages[lang])('%s', async (message) => {
    const turns = await runConversation(engine, { id: 'ordinary', lang, theme: '', turns: [message] });
    const checks = checkReply(turns, 0);
    const failures = checks
      .filter((check) => !check.pass && check.check !== 'crisis' && check.check !== 'specific')
      .map((check) => `${check.check}: ${check.reason}`);
    expect(failures).toEqual([]);
    const own = checks.find((check) => check.check === 'specific');
    // The safety layer's false alarm puts help first: then the check does not apply.
    if (turns[0]!.meta.safetyCategories.length === 0) expect(own).toBeDefined();
    if (own) specific.push(own.pass);
  });
});

test('the first reply is specific for most of the tuning messages', () => {
  expect(specific.length).toBeGreaterThanOrEqual(30);
  expect(specific.filter(Boolean).length / specific.length).toBeGreaterThanOrEqual(0.55);
});

test('every knowledge entry has its situation in both languages, a statement and one question', () => {
  for (const lang of ['de', 'en'] as const)
    for (const entry of knowledge) {
      const situation = texts[lang].situation[entry.id];
      expect(situation?.frame).not.toContain('?');
      expect(situation?.question.match(/\?/g)).toHaveLength(1);
      expect(situation?.question.endsWith('?')).toBe(true);
    }
});

// A frame that does not fit the message's direction is worse than none: the user is the one
// leaving, the one accused or the early employee, the pattern is the other's, the mediator was
// already tried, the split is new, nobody blew up. These get no frame of that entry (the
// reflection and a phase question instead), in both languages and several phrasings.
const misfits: Record<'de' | 'en', [string, string][]> = {
  de: [
    ['exit', 'Ich will aus unserer Firma aussteigen, mein Mitgründer will unbedingt weitermachen.'],
    ['exit', 'Ich möchte meine Anteile verkaufen und raus, aber meine Mitgründerin will das Startup weiterführen.'],
    ['exit', 'Ich überlege, die Firma zu verlassen, und weiß nicht, wie ich das meinem Partner sage.'],
    [
      'underperformance',
      'Mein Chef sagt, ich verpasse ständig Deadlines, dabei bekomme ich die Anforderungen erst am Vortag.',
    ],
    [
      'underperformance',
      'Meine Teamleiterin wirft mir vor, dass meine Leistung nachgelassen hat, und ich finde das unfair.',
    ],
    ['underperformance', 'Mir wird vorgeworfen, meine Ziele nicht zu erreichen, obwohl das Team halbiert wurde.'],
    ['early-employee', 'Ich war die erste Mitarbeiterin und jetzt wurde mir ein Head of Product vor die Nase gesetzt.'],
    ['early-employee', 'Ich bin seit der Gründung dabei und jetzt soll ich an einen neuen CTO berichten.'],
    [
      'early-employee',
      'Ich war der erste Entwickler im Startup, jetzt wurde ein Engineering Manager über mich gesetzt.',
    ],
    ['conflict-styles', 'Mein Mitgründer geht jedem Konflikt aus dem Weg und alles bleibt an mir hängen.'],
    ['conflict-styles', 'Meine Mitgründerin weicht jeder Auseinandersetzung aus, sobald es schwierig wird.'],
    ['conflict-styles', 'Unser CTO vermeidet jeden Konflikt und schweigt in jedem Meeting.'],
    ['mediation', 'Wir hatten schon zwei Sitzungen mit einer Mediatorin, das hat überhaupt nichts gebracht.'],
    ['mediation', 'Eine Mediation haben wir letztes Jahr probiert, sie ist nach drei Terminen gescheitert.'],
    ['mediation', 'Wir waren schon bei einem Mediator, aber mein Mitgründer hält sich an nichts davon.'],
    ['equity-vesting', 'Wir verhandeln gerade die Anteile für unseren neuen dritten Mitgründer.'],
    ['equity-vesting', 'Wie sollen wir die Anteile aufteilen, bevor wir die GmbH gründen?'],
    ['equity-vesting', 'Ein neuer Partner steigt bei uns ein und wir sind uns über seine Anteile uneinig.'],
    [
      'emotions',
      'Ich arbeite seit Monaten nur noch halbtags, weil meine Mutter krank ist, mein Mitgründer ist deshalb ständig sauer auf mich.',
    ],
    ['emotions', 'Meine Mitgründerin ist seit Wochen gereizt und frustriert, und die Stimmung im Team leidet.'],
    ['emotions', 'Mein Mitgründer ist dauernd schlecht gelaunt und ich weiß nicht, ob es an mir liegt.'],
  ],
  en: [
    ['exit', 'I want to leave our company, but my co-founder absolutely wants to keep going.'],
    ['exit', "I'm thinking about selling my shares and getting out, my co-founder wants to keep building."],
    ['exit', "I've decided to quit the startup and I don't know how to tell my co-founder."],
    ['underperformance', 'My manager says I keep missing deadlines, but I only get the specs the day before.'],
    ['underperformance', 'My team lead accused me of underperforming, though I was handed three projects at once.'],
    ['underperformance', 'My co-founder claims I am missing my sales targets, but the leads he sends are useless.'],
    ['early-employee', 'I was the first employee and now they put a head of product above me.'],
    ['early-employee', 'I was one of the first engineers here and now I report to a new VP who joined last month.'],
    ['early-employee', "I've been here since day one and a new hire was just placed over me."],
    ['conflict-styles', 'My co-founder avoids every conflict and leaves me to deal with it.'],
    ['conflict-styles', 'Our CTO dodges every conflict and goes silent in meetings.'],
    ['conflict-styles', 'My co-founder avoids conflict at all costs and nothing ever gets resolved.'],
    ['mediation', 'We already had two sessions with a mediator and it did not help at all.'],
    ['mediation', 'We tried mediation last year and it failed after three meetings.'],
    ['mediation', 'We have been to a mediator already, but my co-founder ignores everything we agreed.'],
    ['equity-vesting', 'We are negotiating the equity for our new third co-founder right now.'],
    ['equity-vesting', 'How should we split the equity before we incorporate?'],
    ['equity-vesting', 'We are bringing in a new partner and cannot agree on her share.'],
    [
      'emotions',
      'I have been working half days for months because my mother is ill, and my co-founder is constantly annoyed with me.',
    ],
    ['emotions', 'My co-founder has been irritable and frustrated for weeks and the mood in the team suffers.'],
    ['emotions', "My co-founder is always in a bad mood and I don't know if it's about me."],
  ],
};

describe.each(['de', 'en'] as const)('a frame that does not fit in %s', (lang) => {
  test.each(misfits[lang])('no %s frame: %s', async (id, message) => {
    const turns = await runConversation(engine, { id: 'misfit', lang, theme: '', turns: [message] });
    const reply = turns[0]!.meta.text;
    const situation = texts[lang].situation[id]!;
    expect(reply).not.toContain(situation.frame);
    expect(reply).not.toContain(situation.question);
  });
});

test('the roles frame and the underperformance frame read as plain German', () => {
  expect(texts.de.situation.roles!.question).not.toMatch(/\ber\b/);
  expect(texts.de.situation.underperformance!.frame).toContain('gleichen das still aus');
});

// The other direction of a case has a frame of its own (situation-fit.ts, frameFor): the user
// leaving, a separation that just happened, the user accused, outside help already tried, the
// talk broken off. Phrasings tuned on; held-out5 (evaluation/) measures others.
const variants: Record<'de' | 'en', [string, string][]> = {
  de: [
    ['exit/leaving', 'Ich spiele mit dem Gedanken, bei uns auszusteigen, weil mir die Kraft für die Firma fehlt.'],
    ['exit/leaving', 'Ich möchte die Firma verlassen, habe es meiner Mitgründerin aber noch nicht gesagt.'],
    ['exit/split', 'Meine Mitgründerin und ich haben uns vorgestern getrennt, und das Team ahnt noch nichts davon.'],
    [
      'exit/split',
      'Seit gestern ist mein Mitgründer raus, wir sind im Streit auseinandergegangen und haben uns getrennt.',
    ],
    [
      'underperformance/accused',
      'Mein Mitgründer meint, meine Leistung sei seit der neuen Roadmap deutlich schwächer geworden.',
    ],
    [
      'i-messages/accused',
      'Meine Mitgründerin wirft mir vor, ich hätte den Investor absichtlich im Unklaren gelassen.',
    ],
    [
      'mediation/tried',
      'Wir haben es letztes Jahr mit einem Mediator probiert, doch nach zwei Monaten war alles wie vorher.',
    ],
    [
      'mediation/tried',
      'Ich habe als Beirätin schon zweimal zwischen den Gründern vermittelt, und jetzt geht es wieder los.',
    ],
    ['glasl/silent', 'Seit dem Streit um das Budget herrscht zwischen meinem Mitgründer und mir komplett Funkstille.'],
    ['glasl/silent', 'Meine Mitgründerin redet seit Montag nicht mehr mit mir und antwortet nur noch über Jira.'],
  ],
  en: [
    [
      'exit/leaving',
      "I'm considering leaving the startup I built with my co-founder, I just don't see a future in it.",
    ],
    ['exit/leaving', 'I want out of the company, but my co-founder is counting on me for the next round.'],
    ['exit/split', 'My co-founder and I parted ways last week and the team still thinks it is a rumour.'],
    ['exit/split', 'She walked out on Monday after a huge fight, and I am now the only founder left.'],
    ['underperformance/accused', 'My co-founder says I keep missing the deadlines we set for the launch.'],
    ['i-messages/accused', 'My co-founder blames me for the failed launch even though the timeline was his call.'],
    ['mediation/tried', 'We hired a mediator in the summer, and a few weeks later the same arguments were back.'],
    [
      'mediation/tried',
      "I've already mediated between our two founders once, and now they are fighting about pricing again.",
    ],
    ['glasl/silent', 'Since the fight about the budget my co-founder has stopped talking to me except in meetings.'],
    ['glasl/silent', 'Our CTO gives me the silent treatment since I questioned his architecture.'],
  ],
};

describe.each(['de', 'en'] as const)('the frame for the other direction in %s', (lang) => {
  test.each(variants[lang])('%s: %s', async (key, message) => {
    const turns = await runConversation(engine, { id: 'variant', lang, theme: '', turns: [message] });
    const situation = texts[lang].situation[key]!;
    expect(turns[0]!.meta.text).toContain(situation.frame);
    expect(turns[0]!.meta.text.trim().endsWith(situation.question)).toBe(true);
    const failures = checkReply(turns, 0).filter((check) => !check.pass && check.check !== 'crisis');
    expect(failures).toEqual([]);
  });
});

// Cases no cue named before (coach13a): the partner who wants to sell, someone who rewrites others'
// work alone, criticism in front of others. Each gets its situation named and a thought on it.
const newCues: Record<'de' | 'en', [string, string][]> = {
  de: [
    ['exit', 'Mein Mitgründer will das Startup an einen Investor verkaufen, ich will unbedingt weiterbauen.'],
    ['exit', 'Meine Partnerin möchte die GmbH verkaufen, seit ein Kaufangebot auf dem Tisch liegt, und ich nicht.'],
    ['decision-rights', 'Unser Backend-Lead hat das ganze Datenmodell im Alleingang umgebaut, keiner wusste davon.'],
    [
      'decision-rights',
      'Mein Mitgründer schreibt die Texte für die Website immer wieder allein um, ohne das mit mir abzustimmen.',
    ],
    ['feedback-hurts', 'Mein Mitgründer hat meinen Businessplan vor dem ganzen Team auseinandergenommen.'],
    ['feedback-hurts', 'Die Gründerin kritisiert meine Arbeit ständig vor den Kunden, das ist mir richtig peinlich.'],
    // coach14a: roles named without "Rollenverteilung", agreements ignored (held-out5's kinds).
    [
      'roles',
      'Meine Mitgründerin und ich streiten seit Monaten über die Rollen, keiner weiß, wer das Marketing macht.',
    ],
    ['roles', 'Unser CTO mischt sich dauernd in mein Produktmanagement ein, obwohl das mein Job ist.'],
    ['trust', 'Mein Mitgründer ignoriert seit Wochen unsere Absprachen zum Budget und macht einfach, was er will.'],
  ],
  en: [
    [
      'exit',
      'My co-founder wants to sell the company to the first buyer who calls, and I think we are just getting started.',
    ],
    ['exit', 'We have an acquisition offer on the table and my partner is pushing to sell before the next round.'],
    [
      'decision-rights',
      'My co-founder rewrote the onboarding flow on her own over the holidays without telling anyone.',
    ],
    [
      'decision-rights',
      'Our lead engineer rebuilds whatever the juniors ship on his own at night, and they feel useless.',
    ],
    [
      'feedback-hurts',
      'My co-founder criticised my pitch deck in front of the whole team and the investors on the call.',
    ],
    ['feedback-hurts', 'Our CEO called out my mistakes during the standup again, in front of everyone.'],
    ['trust', 'My co-founder keeps breaking what we agreed on pricing, and I no longer trust his promises.'],
  ],
};

describe.each(['de', 'en'] as const)('a case named by a new cue in %s', (lang) => {
  test.each(newCues[lang])('%s: %s', async (id, message) => {
    const turns = await runConversation(engine, { id: 'cue', lang, theme: '', turns: [message] });
    expect(turns[0]!.meta.knowledge).toContain(id);
    const failures = checkReply(turns, 0).filter((check) => !check.pass && check.check !== 'crisis');
    expect(failures).toEqual([]);
  });
});

// Someone absent or withdrawn, with no quarrel named (coach14a): "taucht nicht mehr auf", "ghostet
// mich", "ist kaum noch erreichbar", "stopped showing up", "has gone quiet". The frame names the
// absence, not a fight, and the reply names what the user carries alone, in the coach's words.
// Phrasings tuned on; held-out6 (evaluation/) measures others.
const absences: Record<'de' | 'en', [string, string | null][]> = {
  de: [
    [
      'Mein Mitgründer taucht seit Wochen nicht mehr im Büro auf und ich mache alle Investorengespräche allein.',
      'alle Investorengespräche',
    ],
    [
      'Meine Mitgründerin ist kaum noch erreichbar, die ganzen Lieferantentermine bleiben an mir hängen.',
      'die ganzen Lieferantentermine',
    ],
    ['Mein Partner ghostet mich seit einer Woche, und der ganze Vertrieb bleibt an mir hängen.', 'den ganzen Vertrieb'],
    [
      'Mein Kollege kommt nicht mehr zu unseren Standups, die Kundenanfragen mache ich inzwischen allein.',
      'die Kundenanfragen',
    ],
    [
      'Mein Mitgründer meldet sich seit zwei Wochen nicht mehr, ich kümmere mich allein um unsere Finanzplanung.',
      'eure Finanzplanung',
    ],
    ['Unsere Designerin ist seit dem Sommer irgendwie abgetaucht und antwortet kaum noch auf Nachrichten.', null],
    ['Mein Mitgründer lässt sich im Büro kaum noch blicken, und niemand weiß, woran er gerade arbeitet.', null],
  ],
  en: [
    [
      "My cofounder stopped showing up to our weekly planning and I'm doing all the investor calls alone.",
      'all the investor calls',
    ],
    [
      "Our CTO has gone quiet for weeks, and I'm the one handling the release planning while he's away.",
      'the release planning',
    ],
    ["She hasn't shown up to a single sync this month and the hiring is all on me now.", 'the hiring'],
    ["My business partner is unreachable most days, so I've been running our payroll by myself.", 'your payroll'],
    ['My co-founder keeps skipping our Monday meetings and barely replies on Slack anymore.', null],
    ['Our CTO has basically stopped coming to standups and the release notes are all on me.', 'the release notes'],
    [
      "My co-founder has been ghosting me since the launch and I'm covering every customer call alone.",
      'every customer call',
    ],
  ],
};

describe.each(['de', 'en'] as const)('someone absent, no quarrel, in %s', (lang) => {
  test.each(absences[lang])('%s', async (message, task) => {
    const turns = await runConversation(engine, { id: 'absent', lang, theme: '', turns: [message] });
    const reply = turns[0]!.meta.text;
    const situation = texts[lang].situation['commitment/absent']!;
    expect(reply).toContain(situation.frame);
    expect(reply.trim().endsWith(situation.question)).toBe(true);
    // Never the fight's stock question ("wenn es gerade nicht um den Streitpunkt geht").
    expect(reply.trim().split('\n\n').at(-1)).not.toMatch(/Streitpunkt|arguing about this point/);
    if (task) expect(reply).toContain(texts[lang].carried(task));
    const failures = checkReply(turns, 0).filter((check) => !check.pass && check.check !== 'crisis');
    expect(failures).toEqual([]);
  });
});

test('a silence after a fight keeps its own frame; the user withdrawing is no absence of the other', async () => {
  const silent = await runConversation(engine, {
    id: 'silent',
    lang: 'de',
    theme: '',
    turns: ['Seit dem Streit über das Budget redet meine Mitgründerin kein Wort mehr mit mir.'],
  });
  expect(silent[0]!.meta.text).toContain(texts.de.situation['glasl/silent']!.frame);
  expect(carriedTask('Ich ziehe mich zurück, weil ich keine Kraft mehr habe.', 'de')).toBeNull();
  expect(carriedTask('I do the books alone and I like it that way.', 'en')).toBe('the books');
  expect(carriedTask('We share the sales calls.', 'en')).toBeNull();
});
