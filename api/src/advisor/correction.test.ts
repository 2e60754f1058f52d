// A correction of the coach (coach24a, issue 22): taken, the corrected basis said back from the
// coach's side, never the user's words quoted or the question before it asked again. Phrasings of
// their own (held-out19 is measured, never tuned on).
import { correctionOf } from './correction';
import { checkReply, type EvaluatedTurn } from './evaluation/rubric';
import { offlineReply } from './offline-provider';
import type { Lang } from './types';

const input = (lang: Lang, ...turns: string[]) => ({
  messages: turns.map((content, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content })),
  uiLanguage: lang,
  mode: 'public' as const,
  action: 'reply' as const,
});

/** The coach's reply to the last of the user's turns, each earlier turn answered by the coach itself. */
function replyTo(lang: Lang, users: string[]): string {
  const turns: string[] = [];
  for (const user of users) {
    turns.push(user);
    turns.push(offlineReply(input(lang, ...turns), lang).text);
  }
  return turns.at(-1) as string;
}

test.each([
  ['Nein, das meinte ich nicht, es geht um die Preiserhöhung.', 'es geht um die Preiserhöhung.'],
  ['Nee, so meinte ich das nicht. Es geht um Ole.', 'Es geht um Ole.'],
  ['Das habe ich nicht gesagt. Ich will ihn nicht loswerden.', 'Ich will ihn nicht loswerden.'],
  ['Du hast mich da falsch verstanden, sie blockiert die Entscheidung.', 'sie blockiert die Entscheidung.'],
  ['Eher andersrum: Sie redet nicht mehr mit mir.', 'Sie redet nicht mehr mit mir.'],
  ['Genau umgekehrt, ich mache die Nachtschichten.', 'ich mache die Nachtschichten.'],
  ['Nein, nicht an den Investor, an meinen Mitgründer.', 'an meinen Mitgründer.'],
  ["No, that's not what I meant, it's about the budget.", "it's about the budget."],
  ['You misunderstood me. My lead is the one who stopped talking.', 'My lead is the one who stopped talking.'],
  ["I didn't mean the whole board, just Carla.", 'just Carla.'],
  ["It's the other way round: he ignores my emails.", 'he ignores my emails.'],
  ['You got it wrong, I want to stay in the company.', 'I want to stay in the company.'],
  ["That's not what I asked. I wanted a way to talk to both of them.", 'I wanted a way to talk to both of them.'],
])('the corrected basis of "%s"', (text, basis) => {
  expect(correctionOf(text)).toBe(basis);
});

test.each([
  'Er sagt, das meinte er nicht so.',
  'Nein, ich habe noch nicht mit ihm gesprochen.',
  'Wir haben es umgekehrt versucht, aber es hat nicht geklappt.',
  "No, we haven't talked yet.",
  "He says that's not what he meant.",
  'I misunderstood her email at first.',
])('no correction of the coach: "%s"', (text) => {
  expect(correctionOf(text)).toBeNull();
});

// Every role, both languages: the coach's first reading, then the user's correction.
const conversations: [Lang, string, string[], RegExp][] = [
  [
    'de',
    'founder',
    [
      'Ich habe mit Ilka eine Firma für Lastenräder gegründet. Unser Werkstattleiter Sami ist ständig krank.',
      'Nein, das meinte ich nicht, es geht nicht um Sami, es geht um Ilka und die Finanzen.',
    ],
    /Ilka und die Finanzen/,
  ],
  [
    'de',
    'co-founder',
    [
      'Mein Mitgründer Rolf und ich streiten über den Vertrieb.',
      'Eher andersrum: Er will alles selbst entscheiden, ich will ein gemeinsames Gremium.',
    ],
    /Er will alles selbst entscheiden/,
  ],
  [
    'de',
    'employee',
    [
      'Ich bin Entwicklerin, und meine Kollegin Mara schiebt mir ihre Tickets zu.',
      'Du hast mich falsch verstanden, ich will Mara nicht anschwärzen, ich will eine klare Aufteilung.',
    ],
    /Du willst Mara nicht anschwärzen, du willst eine klare Aufteilung/,
  ],
  [
    'de',
    'team lead',
    [
      'Ich leite ein Team von sechs Leuten, zwei davon reden nicht mehr miteinander.',
      'Nein, so meinte ich das nicht. Es geht um meine eigene Chefin, die sich einmischt.',
    ],
    /deine eigene Chefin, die sich einmischt/,
  ],
  [
    'de',
    'investor',
    [
      'Ich bin Investor bei einem Startup, und der CTO hat gekündigt.',
      'Das habe ich nicht gemeint. Ich mache mir Sorgen um die Gründerin, sie arbeitet jede Nacht.',
    ],
    /Du machst dir Sorgen um die Gründerin/,
  ],
  [
    'en',
    'founder',
    [
      'I founded a small robotics company with Theo. Our intern broke a prototype last week.',
      "No, that's not what I meant, this is about Theo spending the budget alone.",
    ],
    /Theo spending the budget alone/,
  ],
  [
    'en',
    'co-founder',
    [
      'My co-founder Ines and I disagree about remote work.',
      "It's the other way round: she wants everyone in the office, I want to stay remote.",
    ],
    /she wants everyone in the office, you want to stay remote/i,
  ],
  [
    'en',
    'employee',
    [
      'I work in support and my manager keeps moving my shifts.',
      "You misunderstood me. I'm not complaining about the shifts, I want to be asked first.",
    ],
    /You're not complaining about the shifts, you want to be asked first/,
  ],
  [
    'en',
    'team lead',
    [
      'I lead a sales team of eight and two reps fight over leads.',
      "You got that wrong, I'm not one of the reps, I'm their lead and I need a fair rule.",
    ],
    /you're their lead and you need a fair rule/,
  ],
  [
    'en',
    'investor',
    [
      "I'm an investor in a fintech and the founders keep missing board meetings.",
      "No, not the founders, the CFO. He's the one who never shows up.",
    ],
    /He's the one who never shows up/,
  ],
];

test.each(conversations)('a correction is taken (%s, %s)', (lang, _role, users, basis) => {
  const text = replyTo(lang, users);
  // Taken, the basis said back from the coach's side, never quoted.
  expect(text).toMatch(lang === 'de' ? /richtigstellst/ : /putting me right/);
  expect(text).toMatch(basis);
  expect(text).not.toMatch(/[„“”"]/);
  expect(text.trim().endsWith('?')).toBe(true);
});

test('the rubric fails a correction quoted back or answered with the question before it', () => {
  const turn = (user: string, text: string): EvaluatedTurn => ({
    action: 'reply',
    user,
    lang: 'en',
    meta: {
      action: 'reply',
      language: 'en',
      languageSource: 'message',
      phase: 'history',
      safety: null,
      safetyCategories: [],
      links: [],
      knowledge: [],
      glaslStage: null,
      provider: 'offline',
      help: [],
      endsRoleplay: false,
      fallback: false,
      text,
    },
  });
  const first = turn('My co-founder and our intern argue.', 'So, the two of them argue.\n\nWhat happened?');
  const failed = (second: EvaluatedTurn) =>
    checkReply([first, second], 1)
      .filter((result) => !result.pass)
      .map((result) => result.check);
  const correction = "No, that's not what I meant. It's about my co-founder only.";
  expect(failed(turn(correction, "You say: “It's about my co-founder only”.\n\nHow do you feel?"))).toContain(
    'corrected',
  );
  expect(failed(turn(correction, 'Thanks for putting me right.\n\nWhat happened?'))).toContain('corrected');
  expect(
    failed(turn(correction, 'Thanks for putting me right: it is about your co-founder.\n\nWhat does he want?')),
  ).not.toContain('corrected');
});
