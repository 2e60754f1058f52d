// Artefacts other than a message, proposals asked for, requests about a role-play inside it, tips
// that fit the party and closings (issue 22, coach22b). Phrasings of their own: held-out16 is
// measured with the rubric and never tuned on.
import { userRequest } from './analysis';
import { artefactKind, askedCount } from './artefact-kind';
import { offlineReply } from './offline-provider';
import type { AdvisorInput } from './types';
import { engineConversation as converse } from '../test/advisor-engine';

const listItems = (text: string) => (text.match(/^\s*(\d+[.)]|[-*•])\s+\S/gm) ?? []).length;
const questions = (text: string) => (text.replace(/„[^“]*“|“[^”]*”/g, '').match(/\?/g) ?? []).length;

describe('which artefact is asked for', () => {
  test.each([
    ['Erstell mir bitte eine Tagesordnung für das Jour fixe.', 'agenda'],
    ['Kannst du mir einen Gesprächsleitfaden für Montag schreiben?', 'agenda'],
    ['Hast du eine Checkliste für das Kündigungsgespräch?', 'checklist'],
    ['eine Checkliste für die Übergabe an meine Nachfolgerin', 'checklist'],
    ['Formulier mir drei Spielregeln für unsere Gesellschafterrunde.', 'rules'],
    ['Gib mir Stichpunkte für das Gespräch mit dem Beirat.', 'points'],
    ['Stichpunkte für mein Gespräch mit der Bank', 'points'],
    ['Schreib mir eine Vorlage für unser Entscheidungsprotokoll.', 'record'],
    ['Stell mir ein paar Fragen zusammen, die ich dem Kandidaten stellen kann.', 'questions'],
    ['Mach mir eine Liste mit Vor und Nachteilen, als Memo.', 'memo'],
    ['Can you sketch an agenda for our offsite?', 'agenda'],
    ['Please write three house rules for the shared kitchen.', 'rules'],
    ['Could you give me talking points for the investor update call?', 'points'],
    ['I need a checklist for handing over the accounts.', 'checklist'],
    ['Draft a decision log template we can both use.', 'record'],
    ['Could you write a quick FAQ for the reorg?', 'faq'],
    ['Make me a timeline with the handover dates.', 'timeline'],
    ['Can you suggest a few harder scenarios for the rehearsal?', 'scenarios'],
    ['What questions should I prepare? Give me a list of questions.', 'questions'],
  ])('%s → %s', (text, kind) => {
    expect(artefactKind(text)).toBe(kind);
    expect(userRequest(text)).toBe('artefact');
  });

  test.each([
    'Schreib mir eine Mail mit drei Punkten an Jonas.',
    'Write a Slack message with the new rules.',
    'Wir haben keine klaren Regeln im Team.',
    'Questions for the retro are welcome.',
    'My co-founder ignores every agenda we set.',
    'Ich will mit ihm über die Regeln reden.',
  ])('no artefact: %s', (text) => {
    expect(artefactKind(text)).toBeNull();
  });

  test('how many were asked for', () => {
    expect(askedCount('Formulier mir drei Spielregeln')).toBe(3);
    expect(askedCount('five short rules')).toBe(5);
    expect(askedCount('ein paar Regeln')).toBeNull();
  });
});

describe('the artefact is written, from what the user told, with one question', () => {
  test('an agenda names the other side and the day', async () => {
    const metas = await converse(
      [
        'Meine Mitgründerin Carla will das Büro in Köln schließen, ich will es behalten.',
        'Am Freitag reden wir darüber.',
        'Erstell mir eine Tagesordnung für Freitag.',
      ],
      'de',
    );
    const text = metas.at(-1)?.text ?? '';
    expect(listItems(text)).toBeGreaterThanOrEqual(5);
    expect(text).toContain('Carla');
    expect(text).toContain('am Freitag');
    expect(questions(text)).toBe(1);
    expect(text.trim().endsWith('?')).toBe(true);
  });

  test('rules fit where they are for and count what was asked', async () => {
    const metas = await converse(
      [
        'Two of my sales reps argue in our Slack channel every day, and the rest of the team has had enough.',
        'Please write three house rules for the channel.',
      ],
      'en',
    );
    const text = metas.at(-1)?.text ?? '';
    expect(listItems(text)).toBe(3);
    expect(text).toMatch(/channel/);
    expect(questions(text)).toBe(1);
  });

  test('talking points quote what happens, not the introduction', async () => {
    const metas = await converse(
      [
        'I run the finance team at a logistics firm, and our CEO wants to delay the supplier payments by sixty days.',
        'Could you give me talking points for Monday?',
      ],
      'en',
    );
    const text = metas.at(-1)?.text ?? '';
    expect(listItems(text)).toBeGreaterThanOrEqual(4);
    expect(text).toMatch(/supplier payments/);
    expect(text).not.toMatch(/I run the finance team/);
  });
});

describe('a proposal asked for gets one', () => {
  test.each([
    ['Was würdest du mir als Nächstes raten?', 'de'],
    ['Was wäre dein Vorschlag?', 'de'],
    ['Was meinst du, was sollen wir tun?', 'de'],
    ['What do you think I should do?', 'en'],
    ["What's your recommendation?", 'en'],
  ] as const)('%s', async (ask, lang) => {
    const first =
      lang === 'de'
        ? 'Mein Mitgründer Paul verschiebt seit Wochen das Gespräch über seine Rolle.'
        : 'My co-founder Paul has been putting off the talk about his role for weeks.';
    expect(userRequest(ask)).toBe('suggest');
    const metas = await converse([first, ask], lang);
    const text = metas.at(-1)?.text ?? '';
    const body = text.split('\n\n').slice(0, -1).join(' ');
    expect(body.split(/\s+/).length).toBeGreaterThanOrEqual(20);
    expect(questions(text)).toBe(1);
  });
});

describe('a request about the role-play inside it is answered out of role', () => {
  const rehearsal = (latest: string, lang: 'de' | 'en'): AdvisorInput => ({
    messages: [
      {
        role: 'user',
        content: lang === 'de' ? 'Ich will mit meinem Vermieter reden.' : 'I want to talk to my landlord.',
      },
      { role: 'assistant', content: 'intro' },
      {
        role: 'user',
        content:
          lang === 'de'
            ? 'Herr Kaya, die Heizung ist seit Wochen kaputt.'
            : 'Mr Kaya, the heating has been broken for weeks.',
      },
      { role: 'assistant', content: 'line' },
      { role: 'user', content: latest },
    ],
    uiLanguage: lang,
    mode: 'premium',
    action: 'roleplay_turn',
    premium: { memories: [], results: [], counterpart: 'Herr Kaya' },
  });
  test.each([
    ['Give me two or three tougher scenarios to practise.', 'en'],
    ['Mach mir drei Szenarien, wie er reagieren könnte.', 'de'],
  ] as const)('scenarios: %s', (latest, lang) => {
    const reply = offlineReply(rehearsal(latest, lang), lang);
    expect(listItems(reply.text)).toBeGreaterThanOrEqual(3);
    expect(questions(reply.text)).toBe(1);
  });
  test.each([
    ['How am I doing so far?', 'en'],
    ['Gib mir mal kurz Feedback.', 'de'],
  ] as const)('feedback: %s', (latest, lang) => {
    const reply = offlineReply(rehearsal(latest, lang), lang);
    expect(reply.text).toMatch(/^### /);
    expect(reply.text).toMatch(/heating|Heizung/);
  });
});

describe('a tip fits the party', () => {
  test.each([
    [
      'Unser Lieferant für Verpackungen liefert seit zwei Monaten nicht pünktlich, und er entscheidet alles ohne Rücksprache.',
      'de',
    ],
    ['Our agency in Porto keeps missing deadlines and decides on the design without asking us.', 'en'],
    ['The VC on our board wants us to work like a big company, with reports every week.', 'en'],
  ] as const)('no founding-team tip for an outside party: %s', async (message, lang) => {
    const [meta] = await converse([message], lang);
    for (const id of ['roles', 'decision-rights', 'commitment', 'underperformance', 'working-styles'])
      expect(meta?.knowledge).not.toContain(id);
  });
  test('a co-founder who does not deliver still gets the tip', async () => {
    const [meta] = await converse(
      ['Mein Mitgründer liefert seit Monaten seine Aufgaben nicht, und Deadlines verstreichen.'],
      'de',
    );
    expect(meta?.knowledge.length).toBeGreaterThan(0);
  });
});

describe('closings need no question', () => {
  test.each([
    ['Danke, das ist gut so.', 'de'],
    ['Merci, das passt.', 'de'],
    ['Thanks, that is useful.', 'en'],
    ['k thanks', 'en'],
  ] as const)('%s', async (closing, lang) => {
    const first =
      lang === 'de' ? 'Meine Kollegin übergeht mich in jedem Meeting.' : 'My colleague talks over me in every meeting.';
    const metas = await converse([first, closing], lang);
    const text = metas.at(-1)?.text ?? '';
    expect(text.trim().endsWith('?')).toBe(false);
    expect(text).not.toMatch(/„|“/);
  });
});
