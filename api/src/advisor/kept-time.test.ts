// coach28a (issue 22): drafts and later replies that keep what the user said. A draft asked for in
// the same message that names the time keeps that time; "wer was entscheidet" and "I've got a call"
// are no past; a deadline is no time for the talk; a wish about the reader in the third person is
// said to them; after a failed attempt, a deadline or a constraint the question asks what would go
// differently, what must be settled by then, what is still in the user's hands; German colloquial
// verbs and a feeling the reflection already names. Phrasings of this file only: held-out28
// (evaluation/) measures the same on conversations never tuned on.
import { loadConfig } from '../platform/config';
import { addedIn } from './added';
import { composePurpose, talkTime } from './coach';
import { createAdvisorEngine } from './engine';
import { runConversation } from './evaluation/evaluate';
import { restate } from './restate';
import { texts } from './texts';
import type { Lang } from './types';

const engine = createAdvisorEngine(loadConfig({}).advisor, {});

async function play(lang: Lang, turns: readonly string[]) {
  const evaluated = await runConversation(engine, { id: 'kept-time', lang, theme: '', turns: [...turns] });
  return evaluated.map((turn) => turn.meta.text);
}
const draftOf = (text: string) => [...text.matchAll(/(?:^|\n\n)_([^_]+)_(?=\n\n|$)/g)].at(-1)?.[1] ?? '';
const questionOf = (text: string) => text.trim().split(/\n\n/).at(-1) ?? '';

describe('the time named in the draft request itself is the talk time', () => {
  test.each([
    [
      'de',
      'Ich will übernächste Woche mit ihr reden, kannst du mir eine Nachricht an sie schreiben?',
      'übernächste Woche',
    ],
    [
      'de',
      'Kannst du mir eine Mail an den Investor formulieren, dass ich am Dienstag mit ihm sprechen möchte?',
      'am Dienstag',
    ],
    ['de', 'Schreib mir was an meinen Teamleiter, damit wir uns Anfang März zusammensetzen?', 'Anfang März'],
    ['de', 'Kannst du eine Nachricht an beide entwerfen, dass wir uns im Oktober treffen?', 'im Oktober'],
    [
      'de',
      'Hilf mir bitte bei einer Nachricht an den Gründer, ich will ihn nach den Ferien darauf ansprechen?',
      'nach den Ferien',
    ],
    ['en', 'Could you draft a note to my manager asking to meet next Wednesday?', 'next Wednesday'],
    ['en', 'Can you write something to set up a call with the founders on the 4th?', 'on the 4th'],
    ['en', 'I want to sit down with her early next week, can you draft a message?', 'next week'],
    ['en', 'Can you write my co-founder a message about talking this through in June?', 'in June'],
    ['en', 'Could you draft an email to the investor to meet on Tuesday afternoon?', 'Tuesday afternoon'],
  ] as const)('%s: %s', (lang, request, time) => {
    expect(talkTime(['Wir streiten seit Wochen über die Roadmap.', request], lang)).toContain(time);
  });

  test.each([
    // a question that plans no talk names no talk time
    ['de', 'Was mache ich, wenn er nächste Woche wieder absagt?'],
    ['en', 'What if she cancels again next week?'],
    // deadlines
    ['de', 'Bis Ende Januar muss das Budget stehen.'],
    ['de', 'Der Vertrag muss bis Freitag unterschrieben sein.'],
    ['en', 'The investors need an answer by the end of the month.'],
    ['en', 'The new schedule has to be out by Friday.'],
  ] as const)('no talk time: %s: %s', (lang, said) => {
    expect(talkTime(['Mein Mitgründer und ich sind uns uneinig.', said], lang)).toBeNull();
  });

  test.each([
    ['de', 'Ich will Anfang April mit ihm festlegen, wer was macht.', 'Anfang April'],
    ['de', 'Nächste Woche kläre ich mit beiden, wer was entscheidet.', 'ächste Woche'],
    ['en', "I've got a meeting with both founders on the 9th.", 'on the 9th'],
    ['en', "We've got our quarterly review next month, I'll raise it there.", 'next month'],
    ['en', "She's got a slot for me on Thursday at 3.", 'Thursday at 3'],
  ] as const)('"was" in German and "have got" are no past: %s: %s', (lang, plan, time) => {
    expect(talkTime(['Es gibt Streit im Team.', plan], lang)).toContain(time);
  });

  test('a past "was" in English still is one', () => {
    expect(talkTime(['The last time we talked was on Monday.'], 'en')).toBeNull();
  });

  test.each([
    [
      'de',
      [
        'Meine Mitgründerin und ich streiten, wer die Preise festlegt.',
        'Ich möchte Mitte Mai in Ruhe mit ihr reden, kannst du mir dafür eine Nachricht an sie schreiben?',
      ],
      'Mitte Mai',
    ],
    [
      'en',
      [
        'As an investor I see the two founders drifting apart on the product vision.',
        'Could you write an email to both of them suggesting we meet the day after tomorrow?',
      ],
      'the day after tomorrow',
    ],
    [
      'en',
      [
        'I lead a small sales team and two reps keep fighting over the same leads.',
        'Can you draft a message to both of them so we sit down next Monday?',
      ],
      'next Monday',
    ],
  ] as const)('the draft keeps it and says no other week (%s)', async (lang, turns, time) => {
    const draft = draftOf((await play(lang, turns)).at(-1)!);
    expect(draft).toContain(time);
    expect(draft).not.toMatch(/diese Woche|this week/);
    // The time is said once.
    expect(draft.split(time).length - 1).toBe(1);
  });
});

describe('a wish about the reader in the third person is said to the reader', () => {
  test.each([
    [
      'de',
      'Schreib mir eine Nachricht an sie, dass ich am Montag ein Gespräch mit ihr möchte.',
      /mit dir/,
      /mit ihr\b/,
    ],
    [
      'de',
      'Kannst du eine Mail an meine Chefin schreiben, dass ich nach dem Urlaub mit ihr reden will?',
      /mit dir/,
      /mit ihr\b/,
    ],
    [
      'de',
      'Formulier mir eine Nachricht an ihn, dass ich nächste Woche mit ihm die Zahlen durchgehen will.',
      /mit dir/,
      /mit ihm/,
    ],
    ['en', 'Write her a short message saying that I would like to meet with her next week.', /with you/, /with her/],
    ['en', 'Send him a note saying that I want to go through the numbers with him on Friday.', /with you/, /with him/],
  ] as const)('%s: %s', (lang, request, said, notSaid) => {
    const purpose = composePurpose(request, lang) ?? '';
    expect(purpose).toMatch(said);
    expect(purpose).not.toMatch(notSaid);
  });

  test('a third person who is not the reader stays one', () => {
    expect(composePurpose('Write Tom a message saying that I talked to her about the budget.', 'en')).not.toMatch(
      /\byou\b/,
    );
  });
});

describe('addedIn: an attempt that failed, a deadline, a constraint', () => {
  test.each([
    // failed attempts, every role
    ['de', 'Ich hab sie letzte Woche darauf angesprochen, aber sie hat nur mit den Schultern gezuckt.', 'attempt'],
    ['de', 'Wir haben im Beirat schon mal versucht, das zu regeln, hat nichts gebracht.', 'attempt'],
    ['de', 'Letzten Monat hab ich ihm eine Mail geschrieben, die hat er ignoriert.', 'attempt'],
    ['en', 'I already told my manager twice, nothing changed.', 'attempt'],
    ['en', 'We tried a shared calendar for the shifts but nobody used it.', 'attempt'],
    ['en', 'I suggested a weekly sync to the CTO and he just laughed it off.', 'attempt'],
    // deadlines
    ['de', 'Bis zum 3. Mai muss die Entscheidung stehen.', 'deadline'],
    ['de', 'Der Kunde will bis Ende März eine Antwort.', 'deadline'],
    ['en', 'The board needs a plan by the end of the quarter.', 'deadline'],
    ['en', 'The lease offer expires on June 30th.', 'deadline'],
    ['en', 'We have to hire someone before the 15th.', 'deadline'],
    // constraints
    ['de', 'Ich darf niemanden ohne Zustimmung der Geschäftsführung abmahnen.', 'constraint'],
    ['de', 'Wir können uns gerade keine zweite Stelle leisten.', 'constraint'],
    ['de', 'Mir fehlt schlicht die Befugnis, das zu entscheiden.', 'constraint'],
    ['en', "I can't fire him, he's the owner's nephew.", 'constraint'],
    ['en', "We can't change the contract before the round closes.", 'constraint'],
    ['en', 'As an investor I have no say in hiring, my hands are tied.', 'constraint'],
  ] as const)('%s: %s', (lang, told, kind) => {
    expect(addedIn(told, ['Es gibt Streit.'], lang)?.kind).toBe(kind);
  });

  test.each([
    ['de', 'Ich hab sie letzte Woche darauf angesprochen und das Gespräch lief richtig gut.'],
    ['de', 'Ich kann nicht mehr schlafen deswegen.'],
    ['de', 'Bis Freitag bin ich im Urlaub.'],
    ['de', 'Uns fehlen dadurch rund 4.000 Euro im Monat.'],
    ['en', "I can't believe she did that in front of the client."],
    ['en', 'I asked him how the launch went and he was happy with it.'],
    ['en', 'Can we talk by Friday?'],
  ] as const)('none of these kinds: %s: %s', (lang, told) => {
    expect(['attempt', 'deadline', 'constraint']).not.toContain(addedIn(told, ['Es gibt Streit.'], lang)?.kind);
  });

  test('the deadline keeps its words', () => {
    expect(addedIn('Bis Mitte Juni muss der Umbau fertig sein.', [], 'de')).toEqual({
      kind: 'deadline',
      text: 'bis Mitte Juni',
    });
    expect(addedIn('They need an answer by the 20th.', [], 'en')).toEqual({ kind: 'deadline', text: 'by the 20th' });
  });
});

describe('the question after such a statement asks for that kind', () => {
  const kinds = (lang: Lang, kind: 'attempt' | 'deadline' | 'constraint') =>
    Object.values(texts[lang].added[kind]).map((question) => question.split('{deadline}')[0] as string);
  test.each([
    [
      'de',
      [
        'Ich leite ein Pflegeteam und zwei Kolleginnen reden nicht mehr miteinander.',
        'Ich hab beide schon zu einem Gespräch gebeten, aber keine ist gekommen.',
      ],
      'attempt',
    ],
    [
      'en',
      [
        'I am a co-founder of a small agency and my partner keeps missing client calls.',
        'I told him last month that the clients notice, he promised to do better but nothing changed.',
      ],
      'attempt',
    ],
    [
      'de',
      [
        'Ich bin Investor bei einem Startup und die Gründer streiten über den Verkauf.',
        'Das Angebot läuft bis zum 1. Juli, bis dahin muss eine Antwort her.',
      ],
      'deadline',
    ],
    [
      'en',
      [
        'I work in a bakery and my boss keeps changing my shifts at short notice.',
        'The new rota must be agreed by next Monday.',
      ],
      'deadline',
    ],
    [
      'de',
      [
        'Ich bin Gründer und mein erster Mitarbeiter will mehr Gehalt.',
        'Ich kann ihm vor der Finanzierung keine Erhöhung geben.',
      ],
      'constraint',
    ],
    [
      'en',
      [
        'I lead a team of designers and two of them clash over every review.',
        "I can't move either of them to another team, there is no budget.",
      ],
      'constraint',
    ],
  ] as const)('%s: %j', async (lang, turns, kind) => {
    const question = questionOf((await play(lang, turns)).at(-1)!);
    expect(kinds(lang, kind).some((start) => question.startsWith(start))).toBe(true);
  });
});

describe('German colloquial verbs and a feeling already named', () => {
  test.each([
    ['Ich bin Pflegerin und steh jeden Tag zwölf Stunden auf der Station', 'und stehst jeden Tag'],
    ['Ich bin Entwickler und mach seit Monaten die Releases allein', 'und machst seit Monaten'],
    ['Ich bin Teamleiter und geh jeden Abend als Letzter', 'und gehst jeden Abend'],
    ['Ich steh da jeden Morgen allein im Laden', 'Du stehst da'],
  ])('%s', (clause, said) => {
    expect(restate(clause, 'de')).toContain(said);
  });

  test.each([
    ['de', ['Meine Mitgründerin hat unseren größten Kunden verärgert.', 'Das macht mich echt wütend.'], 'wütend'],
    [
      'en',
      ['My co-founder keeps changing the roadmap without asking.', 'The whole thing makes me really angry.'],
      'angry',
    ],
    [
      'de',
      ['Mein Chef verschiebt ständig meine Urlaubstage.', 'Ich bin inzwischen total enttäuscht von ihm.'],
      'enttäuscht',
    ],
  ] as const)('the feeling is not said twice (%s)', async (lang, turns, feeling) => {
    const reply = (await play(lang, turns)).at(-1)!;
    expect(reply.split('\n\n')[0]!.split(feeling).length - 1).toBeLessThanOrEqual(1);
  });
});
