// Drafts that fit what was asked (issue 22, coach13a): the channel (a chat message is short and
// unsigned), the length ("kurz", "in Stichpunkten"), the reader (a German email to a reader named
// by role only says "Sie"; an English email greets no name the user never gave), the purpose (a
// date moved is no conflict), a contract matter with the legal boundary beside it, a reply to a
// message that hurt, and one question per reply. Phrasings tuned on; held-out5 (evaluation/)
// measures others.
import { loadConfig } from '../platform/config';
import { createAdvisorEngine } from './engine';
import { runConversation } from './evaluation/evaluate';
import { checkReply } from './evaluation/rubric';
import { texts } from './texts';
import type { Lang } from './types';

const engine = createAdvisorEngine(loadConfig({}).advisor, {});

async function reply(lang: Lang, ...turns: string[]) {
  const evaluated = await runConversation(engine, { id: 'drafts', lang, theme: '', turns });
  const last = evaluated.at(-1)!;
  const draft = [...last.meta.text.matchAll(/(?:^|\n\n)_([^_]+)_(?=\n\n|$)/g)].at(-1)?.[1] ?? '';
  const failed = checkReply(evaluated, evaluated.length - 1)
    .filter((check) => !check.pass && check.check !== 'crisis')
    .map((check) => `${check.check}: ${check.reason}`);
  return { text: last.meta.text, draft, failed };
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('a chat message or a short one: a few lines, no email sign-off', () => {
  test.each([
    [
      'de',
      'Schreib mir eine Slack-Nachricht an Ben, dass ich den Termin mit dem Kunden heute übernehme.',
      /Termin mit dem Kunden/,
    ],
    [
      'de',
      'Formulier mir bitte eine kurze Nachricht an Carla, dass ich ihren Vorschlag zur Preisliste gut finde.',
      /Vorschlag zur Preisliste/,
    ],
    [
      'de',
      'Schreib mir eine WhatsApp an Tim, dass ich nach dem Streit am Montag gern nochmal mit ihm reden würde.',
      /mit dir reden/,
    ],
    [
      'en',
      'Write a short Slack message to Ana saying I will take over the investor update this week.',
      /investor update/,
    ],
    [
      'en',
      'Write me a quick text to Leo saying I was out of line in the meeting and want to make it right.',
      /out of line/,
    ],
    [
      'en',
      'Can you draft a WhatsApp to my co-founder asking for half an hour tonight to talk about hiring?',
      /half an hour tonight/,
    ],
  ] as [Lang, string, RegExp][])('%s: %s', async (lang, request, purpose) => {
    const { draft, failed, text } = await reply(lang, request);
    expect(draft).toMatch(purpose);
    expect(words(draft)).toBeLessThanOrEqual(60);
    expect(draft).not.toMatch(/Viele Grüße|Best regards/);
    // No second time asked after a purpose that names its own.
    expect(draft).not.toMatch(/wann es dir diese Woche|when this week works|when a short call/);
    expect(text.match(/\?/g)).toHaveLength(1);
    // The rubric's own reading takes "a short Slack message" for no request: `specific` does not apply.
    expect(failed.filter((reason) => !reason.startsWith('specific'))).toEqual([]);
  });
});

describe('an email to a reader named by role only', () => {
  test.each([
    'Schreib mir eine E-Mail an unseren Beirat, dass wir die Entscheidung über die Gehälter vertagen.',
    'Kannst du mir eine Mail an die Kanzlei formulieren, dass wir uns als Gründer noch nicht einig sind.',
    'Schreib mir eine Mail an unsere Investorin, dass der Quartalsbericht später kommt.',
  ])('German, in "Sie" with a neutral greeting: %s', async (request) => {
    const { draft, failed } = await reply('de', request);
    expect(draft.startsWith('Guten Tag,\n')).toBe(true);
    expect(draft).toMatch(/\bIhnen\b/);
    expect(draft).not.toMatch(/\b(du|dir|dich|dein\w*)\b/);
    expect(draft.trim().endsWith('Viele Grüße')).toBe(true);
    expect(failed).toEqual([]);
  });

  test('a German email to the co-founder keeps "du"', async () => {
    const { draft } = await reply(
      'de',
      'Schreib mir eine Mail an meinen Mitgründer, dass ich die Buchhaltung abgeben will.',
    );
    expect(draft.startsWith('Hallo,\n')).toBe(true);
    expect(draft).toMatch(/\bdir\b/);
  });

  test.each([
    ['Write an email to our accountant explaining that the founders disagree on the salary question.', 'Hello,'],
    ['Draft an email to my co-founder about the budget for the offsite.', 'Hello,'],
    ['Write an email to Nora, our COO, about the hiring freeze.', 'Dear Nora,'],
  ])('English, greeting only a name the user gave: %s', async (request, greeting) => {
    const { draft, failed } = await reply('en', request);
    expect(draft.startsWith(`${greeting}\n`)).toBe(true);
    expect(failed).toEqual([]);
  });
});

describe('a date moved is said as such, without the conflict template', () => {
  test.each([
    ['de', 'Schreib mir eine Mail an das Team, dass wir das Planungsmeeting auf Mittwoch verschieben.', /verschieben/],
    ['de', 'Formulier mir eine Nachricht an Jana, dass ich unseren Call heute absagen muss.', /absagen/],
    [
      'en',
      'Write an email to reschedule our board prep with my co-founder to next Monday.',
      /reschedule our board prep to next Monday/,
    ],
    ['en', 'Write a message to Omar saying we have to postpone the retro to Thursday.', /postpone the retro/],
  ] as [Lang, string, RegExp][])('%s: %s', async (lang, request, said) => {
    const { draft, failed } = await reply(lang, request);
    expect(draft).toMatch(said);
    const f = texts[lang].compose.form;
    for (const line of [f.context.one, f.context.team, texts[lang].compose.close]) expect(draft).not.toContain(line);
    expect(draft).not.toMatch(/in Ruhe darüber reden|talk it through calmly/);
    expect(failed).toEqual([]);
  });
});

describe('bullet points are a list', () => {
  test.each([
    ['de', 'Schreib mir in Stichpunkten, was ich meinem Mitgründer zu den Arbeitszeiten sagen soll.'],
    ['de', 'Gib mir die Nachricht an Mara zum Thema Budget als Stichpunkte.'],
    ['en', 'Write the message to my co-founder about equity in bullet points.'],
    ['en', 'Can you put the email to Sam about the roadmap into bullet points?'],
  ] as [Lang, string][])('%s: %s', async (lang, request) => {
    const { text, failed } = await reply(lang, request);
    expect(text).toContain(texts[lang].compose.bulletsIntro);
    expect(text.split('\n').filter((line) => line.startsWith('- ')).length).toBeGreaterThanOrEqual(2);
    expect(text).not.toMatch(/^- (Hallo|Hi|Dear|Viele Grüße|Best regards)/m);
    expect(text.match(/\?/g)).toHaveLength(1);
    expect(failed.filter((reason) => !reason.startsWith('specific'))).toEqual([]);
  });
});

describe('a draft about a contract matter has the legal boundary beside it', () => {
  test.each([
    ['de', 'Schreib mir eine Mail an meine Mitgründerin über das Vesting für uns beide.'],
    ['de', 'Formulier mir eine Nachricht an Paul zum Thema Cap Table und ESOP.'],
    ['en', 'Write an email to my co-founder about the vesting for both of us.'],
    ['en', 'Draft a message to Lisa about the good leaver and bad leaver clauses.'],
  ] as [Lang, string][])('%s: %s', async (lang, request) => {
    const { text, draft } = await reply(lang, request);
    expect(text).toContain(texts[lang].boundary.legal);
    expect(draft).not.toBe('');
  });

  test('a draft about something else gets none', async () => {
    const { text } = await reply('en', 'Write an email to my co-founder about the offsite agenda.');
    expect(text).not.toContain(texts.en.boundary.legal);
  });
});

describe('a reply to a message that hurt', () => {
  test.each([
    [
      'de',
      'Mein Mitgründer hat mir eine gemeine Nachricht geschrieben, ich sei faul. Kannst du mir eine Antwort formulieren?',
    ],
    ['de', 'Meine Mitgründerin hat mich per Mail ziemlich herablassend angegangen. Hilf mir, ihr zu antworten.'],
    ['en', 'My co-founder sent me a harsh email saying my designs are lazy. Help me write a reply.'],
    ['en', 'She replied to my proposal with a really condescending message. Can you write a response for me?'],
  ] as [Lang, string][])('%s: %s', async (lang, request) => {
    const { draft, text } = await reply(lang, request);
    const body = texts[lang].compose.hurtReply;
    expect(draft.toLowerCase()).toContain(body.slice(1, 40).toLowerCase());
    expect(text.match(/\?/g)).toHaveLength(1);
  });
});

test('a formal email with the time named asks no question inside the draft', async () => {
  for (const [lang, turns] of [
    [
      'de',
      [
        'Wir haben Streit im Gründerteam über die Rollen.',
        'Wir treffen uns am Donnerstag um 10.',
        'Schreib eine Mail an Frau Weber vom Beirat dazu.',
      ],
    ],
    [
      'en',
      [
        'We fight about roles in the founding team.',
        'We meet on Thursday at 10.',
        'Write an email to Mr Clarke from the board about it.',
      ],
    ],
  ] as [Lang, string[]][]) {
    const { draft, text } = await reply(lang, ...turns);
    expect(draft).not.toContain('?');
    expect(text.match(/\?/g)).toHaveLength(1);
  }
});

// What the message is for, said the way it is meant (coach14a): a date moved is news ("kurz Bescheid
// geben"), a limit or a no is said clearly ("klar sagen"), anything else briefly; never "klar sagen"
// before a postponement. English purposes in "-ing" ("inviting them to …", "reminding him that he
// …", "moving our call to …") are said to the reader ("invite you to …", "remind you that you …").
describe('the purpose in the words it is meant', () => {
  test.each([
    [
      'Schreib eine kurze Nachricht an Mia, dass wir unseren Call auf Mittwoch verschieben.',
      /kurz Bescheid geben, dass wir unseren Call auf Mittwoch verschieben/,
      true,
    ],
    [
      'Formulier mir eine Mail an Jonas, dass ich das Abendessen morgen absagen muss.',
      /kurz Bescheid geben, dass ich das Abendessen morgen absagen muss/,
      true,
    ],
    [
      'Schreib mir eine WhatsApp an Lea, dass das Review auf Freitag verlegt wird.',
      /kurz Bescheid geben, dass das Review auf Freitag verlegt wird/,
      true,
    ],
    [
      'Schreib mir eine kurze Nachricht an Ben, dass ich Anfragen nach 21 Uhr nicht mehr beantworte.',
      /klar sagen, dass ich Anfragen nach 21 Uhr nicht mehr beantworte/,
      false,
    ],
    [
      'Schreib mir eine Mail an Tom, freundlich, aber deutlich, dass Budgetfragen über mich laufen.',
      /klar sagen, dass Budgetfragen über mich laufen/,
      false,
    ],
    [
      'Schreib mir eine Slack-Nachricht an Sara, dass ich ihren Entwurf für die Website gelesen habe.',
      /kurz sagen, dass ich ihren Entwurf/,
      false,
    ],
    // A "nicht" in news about a thing is no limit: said briefly, and to an office as news.
    [
      'Schreib mir eine Nachricht an Mia, dass der Drucker im Büro seit gestern nicht geht.',
      /dir kurz sagen, dass der Drucker im Büro seit gestern nicht geht/,
      false,
    ],
    [
      'Formulier mir eine Mail an die Hausverwaltung, dass die Heizung im Büro nicht funktioniert.',
      /Ihnen mitteilen, dass die Heizung im Büro nicht funktioniert/,
      false,
    ],
    [
      'Schreib mir eine kurze Nachricht an Jonas, dass ich ab jetzt keine Termine vor 9 Uhr mehr annehme.',
      /dir klar sagen, dass ich ab jetzt keine Termine vor 9 Uhr mehr annehme/,
      false,
    ],
  ] as [string, RegExp, boolean][])('%s', async (request, said, dated) => {
    const { draft, failed } = await reply('de', request);
    expect(draft).toMatch(said);
    if (dated) expect(draft).not.toMatch(/klar sagen|gemeinsame Linie|zwischen uns steht/);
    // "kurz Bescheid geben, dass …" opens it; the close does not say it again.
    if (dated) expect(draft.match(/Bescheid/g)).toHaveLength(1);
    expect(failed).toEqual([]);
  });

  test.each([
    [
      'Write me an email to both of them inviting them to a joint planning session.',
      /invite you to a joint planning session/,
    ],
    [
      'Write a message to Sam reminding him that he promised to send the contracts by Friday.',
      /remind you that you promised to send the contracts/,
    ],
    [
      'Write an email to Nora moving our pricing call from Monday to Thursday.',
      /move our pricing call from Monday to Thursday/,
    ],
    [
      'Draft a short message to my co-founder thanking her for covering the demo yesterday.',
      /thank her for covering the demo|thank you for covering the demo/,
    ],
    ['write me the message inviting both of them to lunch on Friday', /invite you both to lunch on Friday/],
    // "for both of us" is about the writer and the reader, not a message to two people.
    ['Write an email to Jonas about the bonus plan for both of us.', /^(Hi|Dear) Jonas,\n.*bonus plan for both of us/],
  ])('%s', async (request, said) => {
    const { draft, failed } = await reply('en', request);
    expect(draft).toMatch(said);
    expect(failed).toEqual([]);
  });
});

// "Kürzer bitte, nur drei Sätze", "kürzer, in zwei Sätzen", "shorter please, just two sentences" right
// after a draft change it (coach14a, held-out5's kind): never the request quoted back.
test.each([
  [
    'de',
    'Meine Mitgründerin verschiebt ständig unsere Termine.',
    'Schreib mir eine Mail an sie, dass wir einen festen Termin brauchen.',
    'Kürzer bitte, nur drei Sätze.',
  ],
  [
    'de',
    'Mein Kollege antwortet nicht auf meine Fragen.',
    'Schreib mir eine Nachricht an ihn, dass ich bis Freitag Antworten brauche.',
    'kürzer, in zwei Sätzen',
  ],
  [
    'en',
    'My co-founder keeps pushing the launch date.',
    'Write me an email to her asking for a fixed date.',
    'Shorter please, just two sentences.',
  ],
] as [Lang, string, string, string][])(
  'a shorter draft in a size asked: %s … %s',
  async (lang, said, request, shorter) => {
    const first = await reply(lang, said, request);
    const { text, draft } = await reply(lang, said, request, shorter);
    expect(text.startsWith(texts[lang].revise.intros.direct)).toBe(true);
    expect(draft).not.toBe('');
    expect(draft).not.toBe(first.draft);
  },
);

describe('something to do together is proposed, and a message that says when is not closed with "this week"', () => {
  test.each([
    [
      'de',
      'Kannst du mir eine Nachricht an Jonas schreiben, dass wir uns am Freitag zusammensetzen?',
      /vorschlagen, dass wir uns am Freitag zusammensetzen/,
    ],
    [
      'de',
      'Schreib mir eine Nachricht an Mia, dass wir die Rollen nächsten Monat neu besprechen.',
      /vorschlagen, dass wir die Rollen nächsten Monat neu besprechen/,
    ],
    [
      'de',
      'Formulier mir eine kurze Nachricht an Sven, dass wir das Budget nächste Woche klären.',
      /vorschlagen, dass wir das Budget nächste Woche klären/,
    ],
    [
      'de',
      'Schreib bitte eine Nachricht an Lea, dass wir morgen die Roadmap durchgehen.',
      /vorschlagen, dass wir morgen die Roadmap durchgehen/,
    ],
    [
      'en',
      'Can you draft a message to my cofounder that we sort out the equity split next week?',
      /suggest that we sort out the equity split next week/,
    ],
    [
      'en',
      'Write a note to Tom that we meet on Friday to talk about roles.',
      /suggest that we meet on Friday to talk about roles/,
    ],
    [
      'en',
      'Draft a short message to Ana that we go through the hiring plan tomorrow.',
      /suggest that we go through the hiring plan tomorrow/,
    ],
  ] as [Lang, string, RegExp][])('%s: %s', async (lang, message, expected) => {
    const { draft } = await reply(lang, message);
    expect(draft).toMatch(expected);
    expect(draft).not.toMatch(/diese Woche|this week|kurz sagen|let you know/);
  });

  test.each([
    [
      'de',
      'Mein Mitgründer will 60% der Anteile, weil er die Idee hatte.',
      'Kannst du mir eine Nachricht an ihn formulieren, dass wir das nächste Woche klären?',
    ],
    [
      'en',
      'My cofounder wants 60% of the equity because the idea was his.',
      'Can you write him a message that we settle this next week?',
    ],
  ] as [Lang, string, string][])('%s, after a turn: %s', async (lang, first, ask) => {
    const { draft } = await reply(lang, first, ask);
    expect(draft).toMatch(
      lang === 'de' ? /vorschlagen, dass wir das nächste Woche klären/ : /suggest that we settle this next week/,
    );
    expect(draft).not.toMatch(/diese Woche|this week/);
  });
});

// coach17: a message to the other person names the topic in the user's own words ("the side
// project"), not the knowledge base's label ("commitment"), which the user never said and which
// fits anyone; the label stays when the user used it.
describe("the topic of a first sentence in the user's words", () => {
  test.each([
    [
      'en',
      'My co-founder has been working on a second project since summer and barely shows up.',
      'Give me a first sentence for that talk.',
      'the second project',
    ],
    [
      'de',
      'Meine Mitgründerin arbeitet seit Oktober nur noch in Teilzeit bei uns und hat es keinem gesagt.',
      'Wie fange ich das an?',
      'Teilzeit',
    ],
  ] as const)('%s: %s', async (lang, told, asked, own) => {
    const { draft, failed } = await reply(lang, told, asked);
    expect(draft).toContain(own);
    expect(draft).not.toContain(lang === 'en' ? 'about commitment' : 'über Einsatz');
    expect(failed).toEqual([]);
  });

  test('the label when the user said it', async () => {
    const { draft } = await reply(
      'de',
      'Mein Mitgründer zeigt kaum noch Einsatz, seit er Vater geworden ist.',
      'Wie fange ich das an?',
    );
    expect(draft).toContain('über Einsatz');
  });
});
