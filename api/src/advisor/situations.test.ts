// Situations nobody wrote a rule for (issue 22, coach15a): unequal effort, anger kept in, family in
// the company, a decision taken alone, two others at odds told by one who leads, the user's own
// state (a hard shift, no sleep), and drafts asked by their kind (an apology, a short note, a
// message to an office or a titled reader). Tuned on these phrasings; held-out7 (evaluation/)
// measures the same kinds on messages never tuned on.
import { engineTurn } from '../test/advisor-engine';
import { texts } from './texts';
import type { Lang } from './types';

/** The draft of a reply: its italic paragraph. */
const draftOf = (text: string) => /(?:^|\n\n)_([^_]+)_(?=\n\n|$)/.exec(text)?.[1] ?? '';
const lastLine = (text: string) => text.trim().split('\n\n').at(-1) ?? '';

const kinds: Record<string, Record<Lang, string[]>> = {
  'commitment/unequal': {
    de: [
      'Ich mache gefühlt doppelt so viel wie meine Mitgründerin, und trotzdem teilen wir alles fifty-fifty.',
      'Seit dem Launch beantworte ich jedes Support-Ticket, während mein Partner um fünf Feierabend macht.',
      'Ich arbeite im Backend halb so viel wie früher, aber mein Kollege macht noch weniger als die Hälfte von dem, was ich schaffe.',
      'Ich arbeite deutlich mehr Stunden als mein Mitgründer, aber wir bekommen beide dasselbe Gehalt.',
      // Work counted against the others by one who is no founder (coach17).
      'Meine Kollegin im Vertrieb macht nur halb so viele Kundentermine wie ich, bekommt aber dieselbe Provision.',
      'Als Teamleiterin sehe ich, dass einer meiner Entwickler seit Monaten deutlich weniger Tickets als alle anderen schließt.',
    ],
    en: [
      "I put in twice the hours my co-founder does and we still split the profits evenly, and it's getting to me.",
      'My business partner takes long weekends whenever he likes while I cover every customer call.',
      'My co-founder does maybe half of what I do on sales, and the pipeline shows it.',
      'I feel like I do most of the work in our two-person team and my colleague gets the same credit.',
      'The other agent on my shift answers half the tickets I do and still clocks out at four.',
      'As a team lead I can see one of my engineers has shipped far fewer pull requests than everyone else since spring.',
    ],
  },
  'emotions/held': {
    de: [
      'Es nagt schon lange an mir, dass mein Mitgründer in jedem Interview so tut, als wäre das Produkt allein seine Idee.',
      'Ich habe es nie angesprochen, aber ich hege inzwischen richtig Groll gegen meine Mitgründerin wegen der Gehälter.',
      'Ich schlucke es jedes Mal runter, wenn meine Partnerin meine Vorschläge im Meeting übergeht, aber innerlich bin ich sauer.',
    ],
    en: [
      "I've started to resent my co-founder for always taking the investor meetings and leaving me the operations.",
      "I never said anything, but I'm quietly furious that my partner booked the offsite without checking the budget with me first.",
      "I realise I'm keeping score of every small thing my co-founder forgets, and I haven't told her any of it.",
    ],
  },
  'friendship/family': {
    de: [
      'Mein Vater ist bei uns Gesellschafter und mischt sich in jede Personalentscheidung ein.',
      'Meine Schwägerin arbeitet bei uns im Marketing, und seit sie da ist, traut sich im Team keiner mehr, offen Kritik zu äußern.',
      'Unser Familienunternehmen wird von meinem Onkel geführt, und er lässt mich als Nachfolgerin nichts allein entscheiden.',
    ],
    en: [
      'My father-in-law invested in our startup and now expects to be asked about every hire.',
      'My husband and I run the company together and every argument about the product follows us home.',
      "I joined my uncle's family business as head of operations and he overrules me in front of the staff.",
    ],
  },
  'decision-rights/alone': {
    de: [
      'Mein Mitgründer hat ohne mich zu fragen unseren größten Lieferanten gekündigt.',
      'Meine Mitgründerin hat über meinen Kopf hinweg einen neuen Designer eingestellt, ich habe es aus dem Slack-Channel erfahren.',
      'Unser CEO hat im Alleingang beschlossen, das Büro in Köln zu schließen, und uns erst im All-Hands informiert.',
    ],
    en: [
      'My co-founder changed our pricing without telling me, and I found out from a customer email.',
      'Our CEO hired a new head of product without asking any of us who would work with her.',
      'My business partner signed a two-year lease for a bigger office without me, and the rent is double what we agreed.',
    ],
  },
  'mediation/lead': {
    de: [
      'Ich leite das Entwicklerteam, und zwei meiner Leute blockieren sich seit Wochen gegenseitig bei jedem Code-Review.',
      'Ich arbeite im HR und sehe, wie sich die Vertriebsleiterin und der Produktchef gegenseitig die Schuld zuschieben.',
    ],
    en: [
      "I'm the engineering manager and two of my senior devs have been working against each other since the reorg.",
      'As an investor on the board I watch the CEO and the COO undermining each other, and nobody says anything.',
    ],
  },
};

describe.each(Object.entries(kinds))('a situation of its own: %s', (key, phrasings) => {
  test.each((['de', 'en'] as const).flatMap((lang) => phrasings[lang].map((text) => [lang, text] as const)))(
    '%s: %s',
    async (lang, text) => {
      const { meta } = await engineTurn(text, lang);
      const situation = texts[lang].situation[key];
      expect(situation).toBeDefined();
      // The case named and a concrete step (what to say, how), then its own question.
      expect(meta.text).toContain(situation?.frame);
      expect(lastLine(meta.text)).toBe(situation?.question);
      expect(meta.text.match(/\?/g)?.length).toBe(1);
      // The entry's tip speaks to the parties: one who leads gets the frame's step instead.
      if (key === 'mediation/lead') expect(meta.text).not.toContain('**');
      else expect(meta.knowledge.length).toBeGreaterThan(0);
    },
  );
});

describe("the user's own state is taken in first", () => {
  test.each([
    [
      'de',
      'shift',
      'Ich bin Pflegerin und komme gerade aus einer Doppelschicht. Mein Mitgründer will morgen früh über die Anteile reden.',
    ],
    [
      'de',
      'shift',
      'Nach einer harten Schicht im Rettungsdienst lese ich jetzt, dass mein Mitgründer unser Budget gekürzt hat.',
    ],
    [
      'de',
      'sleep',
      'Ich habe kaum geschlafen, weil mich der Streit mit meiner Mitgründerin über die Rollen nicht loslässt.',
    ],
    ['de', 'drained', 'Ich bin völlig erschöpft, und mein Mitgründer will schon wieder über die Gehälter diskutieren.'],
    [
      'en',
      'shift',
      "I'm a paramedic, just off a long shift, and my co-founder wants to rework the equity split tonight.",
    ],
    ['en', 'sleep', "I haven't slept properly in days because of the fight with my co-founder about our roles."],
    [
      'en',
      'sleep',
      'Running on three hours of sleep, and my co-founder just moved our investor call to 7 am without asking.',
    ],
    ['en', 'drained', "I'm completely drained, and my co-founder wants to go through the budget line by line again."],
  ] as const)('%s (%s): %s', async (lang, state, text) => {
    const { meta } = await engineTurn(text, lang);
    expect(meta.text.startsWith(texts[lang].ownState[state])).toBe(true);
    expect(meta.text.match(/\?/g)?.length).toBe(1);
  });

  test('said once: the next message does not get it again', async () => {
    const first = await engineTurn(
      'I just got home from a night shift and my co-founder changed the roadmap alone.',
      'en',
    );
    const second = await engineTurn('He did it last week too, without asking anyone.', 'en', [
      { role: 'user', content: 'I just got home from a night shift and my co-founder changed the roadmap alone.' },
      { role: 'assistant', content: first.meta.text },
    ]);
    expect(first.meta.text).toContain(texts.en.ownState.shift);
    expect(second.meta.text).not.toContain(texts.en.ownState.shift);
  });
});

describe('an apology asked for is an apology', () => {
  test.each([
    [
      'de',
      'Formulier mir eine Entschuldigung an Tim, weil ich ihn beim Pitch unterbrochen habe.',
      /^Hallo Tim, entschuldige bitte, dass ich dich beim Pitch unterbrochen habe\./,
    ],
    [
      'de',
      'Schreib mir eine kurze Entschuldigung an meine Mitgründerin Lena, dass ich ihre Zahlen vor dem Team angezweifelt habe.',
      /^Hallo Lena, entschuldige bitte, dass ich deine Zahlen vor dem Team angezweifelt habe\./,
    ],
    [
      'de',
      'Kannst du mir eine Entschuldigung an Jonas formulieren, dass ich die Demo verpasst habe?',
      /^Hallo Jonas, entschuldige bitte, dass ich die Demo verpasst habe\./,
    ],
    [
      'de',
      'Schreib eine Entschuldigung an Frau Albers für meine späte Antwort.',
      /^Guten Tag Frau Albers, bitte entschuldigen Sie meine späte Antwort\./,
    ],
    ['en', 'Draft a short apology to Jonas for missing the demo.', /^Hi Jonas, I am sorry for missing the demo\./],
    [
      'en',
      'Write a quick apology to Priya for cutting her off in the board meeting.',
      /^Hi Priya, I am sorry for cutting you off in the board meeting\./,
    ],
    [
      'en',
      'I need a short sorry note to Sam for forgetting to loop him in on the hiring decision.',
      /^Hi Sam, I am sorry for forgetting to loop you in on the hiring decision\./,
    ],
    [
      'en',
      'Can you draft an apology to my co-founder Alex for missing his product review?',
      /^Hi Alex, I am sorry for missing your product review\./,
    ],
  ] as const)('%s: %s', async (lang, request, start) => {
    const { meta } = await engineTurn(request, lang);
    const draft = draftOf(meta.text);
    expect(draft).toMatch(start);
    expect(draft).toContain(texts[lang].compose.apology.repair);
    // No talk asked for around it, no question inside the draft; the reply's one question follows it.
    expect(draft).not.toMatch(/zwischen uns|standing between us|halbe Stunde|half an hour|\?/);
    expect(meta.text.match(/\?/g)?.length).toBe(1);
  });
});

describe('news for one reader is a short plain message', () => {
  test.each([
    [
      'de',
      'Schreib mir eine Nachricht an Lea, dass ich morgen später komme.',
      /^Hallo Lea, ich möchte dir kurz sagen, dass ich morgen später komme\./,
    ],
    [
      'de',
      'Kannst du mir eine Nachricht an Ben formulieren, dass das Angebot erst am Freitag rausgeht?',
      /^Hallo Ben, ich möchte dir kurz sagen, dass das Angebot erst am Freitag rausgeht\./,
    ],
    [
      'en',
      "Write a text to Nina that I'll be ten minutes late for our call.",
      /^Hi Nina, I would like to let you know that I'll be ten minutes late for our call\./,
    ],
    [
      'en',
      'Write a message to Tom that we moved the launch party to the rooftop.',
      /^Hi Tom, I would like to let you know that we moved the launch party to the rooftop\./,
    ],
    [
      'de',
      'Formulier eine kurze Dankesnachricht an unser Team für den Einsatz beim Umzug.',
      /^Hallo zusammen, ich möchte euch für den Einsatz beim Umzug danken\./,
    ],
    [
      'en',
      'Write a short thank-you note to Mia for covering the demo on Friday.',
      /^Hi Mia, I would like to thank you for covering the demo on Friday\./,
    ],
  ] as const)('%s: %s', async (lang, request, start) => {
    const { meta } = await engineTurn(request, lang);
    const draft = draftOf(meta.text);
    expect(draft).toMatch(start);
    expect(draft.split(/\s+/).length).toBeLessThanOrEqual(40);
    expect(draft).not.toMatch(/zwischen uns|Zusammenarbeit|standing between us|work together/);
  });
});

describe('a German message to an office or a titled reader says "Sie"', () => {
  test.each([
    ['Schreib mir eine E-Mail an die Steuerberaterin, dass die Belege erst nächste Woche kommen.', /^Guten Tag,\n/],
    ['Schreib eine Nachricht an die Hausverwaltung, dass im dritten Stock das Licht ausgefallen ist.', /^Guten Tag, /],
    ['Kannst du mir eine Mail an das Finanzamt formulieren, dass wir die Unterlagen nachreichen?', /^Guten Tag,\n/],
    [
      'Schreib eine Mail an Frau Dr. Keller, dass wir den Termin am Dienstag gern wahrnehmen.',
      /^Guten Tag Frau Dr\. Keller,\n/,
    ],
    [
      'Formulier eine Mail an Herrn Professor Wagner, ob er als Mentor bei uns mitmachen möchte.',
      /^Guten Tag Herr Professor Wagner,\nich möchte Sie fragen, ob Sie als Mentor bei uns mitmachen möchten\./,
    ],
  ] as const)('%s', async (request, start) => {
    const { meta } = await engineTurn(request, 'de');
    const draft = draftOf(meta.text);
    expect(draft).toMatch(start);
    expect(draft).toMatch(/\b(Sie|Ihnen|Ihre)\b/);
    expect(draft).not.toMatch(/\b(du|dir|dich|dein\w*|Hallo)\b/);
    expect(draft).not.toContain('gemeinsame Linie');
  });

  test('an English email to the landlord is neutral too: no "common line", no call offered', async () => {
    const { meta } = await engineTurn(
      'Write an email to our landlord that the lift has been broken since Monday.',
      'en',
    );
    const draft = draftOf(meta.text);
    expect(draft).toMatch(/^Hello,\n/);
    expect(draft).not.toMatch(/common line|short call/);
  });
});
