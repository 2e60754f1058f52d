// Drafts, revisions and closings around a draft (coach21b, issue 22), on phrasings of their own
// (held-out14 is measured, never tuned on).
import { coachReply } from './coach';
import { asksRevision, quoteIsSubject, reworded, thanksStep, wishPurpose } from './drafting';
import { offlineReply } from './offline-provider';
import type { AdvisorInput, Lang } from './types';

const input = (lang: Lang, ...turns: string[]): AdvisorInput => ({
  messages: turns.map((content, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content })),
  uiLanguage: lang,
  mode: 'public',
  action: 'reply',
});

test('a thank-you with the own step: what and when, as written', () => {
  expect(thanksStep('Danke, die Mail geht heute Abend raus, ich schick sie nach dem Training.')).toEqual({
    kind: 'send',
    when: 'heute Abend',
  });
  expect(thanksStep("Cool, thanks. I'll call him on Friday morning.")).toEqual({
    kind: 'talk',
    when: 'on Friday morning',
  });
  expect(thanksStep('Super, dann buch ich die Mediatorin. Danke!')).toEqual({ kind: 'book', when: null });
  // No step, a question or no thanks: no close of this kind.
  expect(thanksStep('Danke!')).toBeNull();
  expect(thanksStep("Thanks, I'll send it tonight, or should I wait?")).toBeNull();
  expect(thanksStep("I'll send it tonight.")).toBeNull();
});

test('revisions in everyday words, and requests that are none', () => {
  for (const text of [
    'etwas lässiger bitte',
    'nicht so steif, wir sind per du',
    'trim it down',
    'less pushy please',
    'max 3 Sätze',
  ])
    expect(asksRevision(text)).toBe(true);
  for (const text of ['Schreib mir eine kurze Nachricht an Tim.', 'Er war sehr förmlich zu mir.', 'ok'])
    expect(asksRevision(text)).toBe(false);
});

test('the purpose a user states for a message, said to the reader', () => {
  expect(wishPurpose('Ich möchte ihr eine Probezeit von drei Monaten anbieten.', 'de', false)).toBe(
    'dir eine Probezeit von drei Monaten anbieten',
  );
  expect(wishPurpose('Ich will den beiden einen gemeinsamen Termin vorschlagen.', 'de', false)).toBe(
    'euch einen gemeinsamen Termin vorschlagen',
  );
  expect(wishPurpose("I'd like to suggest a monthly budget review with the whole team.", 'en', false)).toBe(
    'suggest a monthly budget review with the whole team',
  );
  expect(wishPurpose('I want to ask them for a decision by Friday.', 'en', false)).toBe(
    'ask you for a decision by Friday',
  );
  expect(wishPurpose('Er will mir nichts vorschlagen.', 'de', false)).toBeNull();
});

test('a quote after a topic word is the subject, one after "my draft" is not', () => {
  const topic = 'Schreib eine Einladung zum Thema „Urlaubsplanung im Sommer“.';
  expect(quoteIsSubject(topic, topic.indexOf('„'))).toBe(true);
  const own = 'Here is my draft: "Hey, we need to talk about the launch." Too harsh?';
  expect(quoteIsSubject(own, own.indexOf('"'))).toBe(false);
});

test('a reworded draft keeps its subject and changes as asked', () => {
  const before =
    'Hallo Tim, ich möchte dir eine Probezeit von drei Monaten anbieten. Sag mir gern, was du davon hältst.';
  const shorter = reworded(before, 'kürzer', 'de', null);
  expect(shorter).toBe('Hallo Tim, ich möchte dir eine Probezeit von drei Monaten anbieten.');
  expect(reworded(before, 'lockerer', 'de', null)).toMatch(/^Hey Tim, ich möchte dir eine Probezeit/);
  const email =
    'Dear Ms Cole,\nI would like to suggest a monthly budget review. Let me know what you think.\nBest regards';
  expect(reworded(email, 'less stiff please', 'en', null)).toBe(
    "Hi Ms Cole,\nI'd like to suggest a monthly budget review. Just let me know what you think.\nCheers",
  );
});

test('the coach: a thank-you with a step is closed in its own words, never quoted', () => {
  const reply = coachReply(
    input(
      'de',
      'Meine Kollegin übernimmt nie die Kundentermine am Freitag.',
      'Verstehe.\n\nWas noch?',
      'Danke, ich sprech sie morgen früh an.',
    ),
    'de',
  );
  expect(reply.text).toContain('morgen früh');
  expect(reply.text).not.toContain('„');
  expect(reply.text.trim().endsWith('?')).toBe(false);
});

test('the coach: a draft asked in the chat role-play is written, out of the role', () => {
  const started = coachReply(
    input(
      'en',
      'My colleague Ravi keeps moving our release dates.',
      'I see.\n\nWhat else?',
      'Can you play Ravi so I can practise telling him?',
    ),
    'en',
  ).text;
  const turns = [
    'My colleague Ravi keeps moving our release dates.',
    'I see.\n\nWhat else?',
    'Can you play Ravi so I can practise telling him?',
    started,
    'Could you write me a short message to Ravi suggesting a fixed release calendar?',
  ];
  const reply = offlineReply(input('en', ...turns), 'en').text;
  expect(reply).toMatch(/_[^_]*release calendar[^_]*_/);
  // Practising a language is no rehearsal.
  const language = coachReply(
    input(
      'en',
      'My co-founder and I disagree on pricing.',
      'I see.\n\nWhat else?',
      'I want to practise my English here.',
    ),
    'en',
  ).text;
  expect(language).not.toContain('Role-play');
});
