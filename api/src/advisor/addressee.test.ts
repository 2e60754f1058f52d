// Drafts greet the reader the user named (coach26b, issue 22): by role only no made-up name and no
// plural greeting, by full name the first name between people on first-name terms, a title kept; a
// warmer revision keeps the draft's "Sie"; the next step and what else to keep in mind are read in
// more words; an added sentence keeps its subject whole. Phrasings tuned on; held-out25
// (evaluation/) measures others.
import { addressee, userRequest } from './analysis';
import { draftForm } from './coach';
import { draftEdit, editedDraft, firstName } from './draft-edits';
import { reworded } from './drafting';
import { loadConfig } from '../platform/config';
import { createAdvisorEngine } from './engine';
import { runConversation } from './evaluation/evaluate';
import { foldedMonths, months, weekdays, workdays } from './text';
import type { Lang } from './types';

const engine = createAdvisorEngine(loadConfig({}).advisor, {});
const draftOf = (text: string) => [...text.matchAll(/(?:^|\n\n)_([^_]+)_(?=\n\n|$)/g)].at(-1)?.[1] ?? '';

async function lastDraft(lang: Lang, ...turns: string[]): Promise<string> {
  const evaluated = await runConversation(engine, { id: 'addressee', lang, theme: '', turns });
  return draftOf(evaluated.at(-1)?.meta.text ?? '');
}

describe('whom a draft is for', () => {
  test.each([
    ['Can you draft a message to Priya Raman asking her to send requests through me?', 'Priya'],
    ['Schreib mir eine Nachricht an Lukas Brenner, dass wir reden müssen.', 'Lukas'],
    ['write a short note to Mei Chen about the launch', 'Mei'],
    ['Formulier mir eine Mail an Jana Köhler', 'Jana'],
    ['schreib die Nachricht an Maya', 'Maya'],
  ])('%s -> %s', (request, name) => {
    expect(addressee(request)).toBe(name);
  });

  test.each([
    'Write an email to our partners in New York asking for a call.',
    'Schreib eine Mail an Frau Berger',
    'Draft a note for Series A investors',
    'Schreib eine Nachricht an Team Nord',
    'Write to Acme GmbH about the invoice',
  ])('no first name in %s', (request) => {
    expect(addressee(request)).toBeNull();
  });

  test('the team only when the message goes to it, not when it speaks of it', () => {
    expect(
      draftForm(
        'Schreib mir bitte eine E-Mail an unseren Investor, dass Anfragen an das Team künftig über mich laufen sollen.',
      ).team,
    ).toBe(false);
    expect(draftForm('Write an email to our investor saying the whole team is behind the plan.').team).toBe(false);
    expect(draftForm('Schreib eine Slack-Nachricht an das ganze Team, dass wir Freitag früher schließen.').team).toBe(
      true,
    );
    expect(draftForm('a post to the whole team about the new on-call rule').team).toBe(true);
  });
});

describe('the greeting of a draft', () => {
  test('a full name is greeted by its first name, a title stays whole', () => {
    expect(firstName('Anna Schmidt')).toBe('Anna');
    expect(firstName('Dr. Albers')).toBe('Dr. Albers');
    expect(firstName('Frau Keller')).toBe('Frau Keller');
    expect(draftEdit('Anna Schmidt.')).toEqual({ kind: 'name', name: 'Anna Schmidt' });
    expect(
      editedDraft('Hi, I would like to talk about the roadmap.', { kind: 'name', name: 'Anna Schmidt' }, 'en'),
    ).toMatch(/^Hi Anna, /);
    expect(
      editedDraft('Hallo, ich möchte über die Preise reden.', { kind: 'name', name: 'Lukas Brenner' }, 'de'),
    ).toMatch(/^Hallo Lukas, /);
    // A formal greeting keeps the name as given.
    expect(
      editedDraft(
        'Guten Tag,\nich möchte um ein Gespräch bitten.\nViele Grüße',
        { kind: 'name', name: 'Frau Keller' },
        'de',
      ),
    ).toMatch(/^Guten Tag Frau Keller,/);
  });

  test('the preposition of an answer is no part of the name ("An Jonas", "to Maya")', () => {
    expect(draftEdit('An Jonas.')).toEqual({ kind: 'name', name: 'Jonas' });
    expect(draftEdit('to Maya')).toEqual({ kind: 'name', name: 'Maya' });
  });

  test('English, a reader named in full: first name, the purpose said to them', async () => {
    const draft = await lastDraft(
      'en',
      'One of our angels, Priya Raman, keeps emailing our engineers directly with feature requests.',
      'Can you draft a message to Priya Raman asking her to send requests through me?',
    );
    expect(draft).toMatch(/^Priya, /);
    expect(draft).not.toMatch(/Raman/);
    expect(draft).toMatch(/ask you to send requests through me/);
  }, 60_000);

  test('German, a reader named by role only: "Sie", no name, not the team', async () => {
    const draft = await lastDraft(
      'de',
      'Ich bin COO in einem Medtech-Start-up und unser Investor ruft ständig direkt bei unseren Entwicklern an.',
      'Schreib mir bitte eine E-Mail an unseren Investor, dass Anfragen an das Team künftig über mich laufen sollen.',
    );
    expect(draft).toMatch(/^Guten Tag,\n/);
    expect(draft).not.toMatch(/\b(euch|zusammen|Mitgründer\w*)\b/);
  }, 60_000);

  test('English, a reader named by role only: no name made up', async () => {
    const draft = await lastDraft(
      'en',
      'My business partner and I run a small café and the landlord still has not fixed the heating.',
      'Could you write a short message to the landlord asking him to fix it by Friday?',
    );
    expect(draft).toMatch(/^(Hello|Hi),/);
    expect(draft).toMatch(/ask you to fix it by Friday/);
    expect(draft).not.toMatch(/co-founder|partner/i);
  }, 60_000);
});

describe('a warmer revision', () => {
  test('keeps "Sie", under the greeting line in lower case, and starts the next sentence with a capital', () => {
    const previous = 'Guten Tag,\nich möchte Ihnen klar sagen, dass die Belege an mich gehen.\nViele Grüße';
    const warmer = reworded(previous, 'etwas freundlicher bitte', 'de', null) ?? '';
    expect(warmer).toMatch(/^Guten Tag,\nich hoffe, es geht Ihnen gut\. Ich möchte Ihnen/);
    expect(warmer).not.toMatch(/bei dir/);
  });

  test('keeps "du" to one and "ihr" to both', () => {
    expect(reworded('Hallo Jana, ich möchte mit dir reden.', 'wärmer', 'de', null)).toMatch(/bei dir ist alles gut/);
    expect(reworded('Hallo ihr beiden, ich möchte mit euch reden.', 'wärmer', 'de', null)).toMatch(
      /bei euch ist alles gut/,
    );
    // "Sie" at a sentence's start is "she": no formal register from it.
    expect(reworded('Hallo Tom, ich habe mit Lea gesprochen. Sie hat recht.', 'wärmer', 'de', null)).toMatch(/bei dir/);
  });

  test('a name alone before the comma stays the greeting in front', () => {
    const warmer = reworded('Anna, I would like to talk about the hire this week.', 'warmer', 'en', null) ?? '';
    expect(warmer).toMatch(/^Anna, I hope you are doing well\./);
    const german = reworded('Lukas, ich möchte über die Rabatte reden.', 'wärmer', 'de', null) ?? '';
    expect(german).toMatch(/^Lukas, ich hoffe, bei dir ist alles gut\./);
    // "Danke, …" greets nobody.
    expect(reworded('Danke, ich melde mich morgen.', 'wärmer', 'de', null)).toMatch(/^Ich hoffe/);
  });
});

describe('a formal reader as the subject, and shorter after warmer', () => {
  test('"dass sie … schickt" to "Sie" is "dass Sie … schicken"; another woman is not made the reader', async () => {
    const draft = await lastDraft(
      'de',
      'Mein Vater bringt die Belege selbst zur Steuerberaterin.',
      'Kannst du mir eine Mail an unsere Steuerberaterin schreiben, dass sie die Belege ab jetzt bitte an mich schickt?',
    );
    expect(draft).toMatch(/dass Sie die Belege ab jetzt bitte an mich schicken/);
    const other = await lastDraft(
      'de',
      'Unsere Buchhalterin Frau Roth ist ständig krank.',
      'Schreib mir eine Mail an unseren Steuerberater Herrn Kunz, dass sie die Unterlagen erst im März schickt.',
    );
    expect(other).not.toMatch(/dass Sie die Unterlagen/);
  }, 60_000);

  test('shorter drops the pleasantry and keeps the sentence with the ask and the time', () => {
    const warmer =
      'Anna, I hope you are doing well. I would like to talk with you about hiring, because our work together matters to me. I would like to ask to sit down about the hire this week. Let me know what time works for you.';
    const shorter = reworded(warmer, 'now shorter', 'en', null) ?? '';
    expect(shorter).not.toMatch(/I hope you are doing well/);
    expect(shorter).toMatch(/sit down about the hire this week/);
    const german =
      'Guten Tag,\nIch hoffe, es geht Ihnen gut. Ich möchte Ihnen sagen, dass die Belege an mich gehen. Ich freue mich auf Ihre Rückmeldung.\nViele Grüße';
    const kürzer = reworded(german, 'kürzer', 'de', null) ?? '';
    expect(kürzer).toMatch(/^Guten Tag,\nich möchte Ihnen sagen, dass die Belege an mich gehen\./);
    // A pleasantry alone is kept: there is nothing else to say.
    expect(reworded('Hallo Jana, ich hoffe, bei dir ist alles gut.', 'kürzer', 'de', null) ?? 'unchanged').not.toBe('');
  });
});

describe('a sentence added to a draft', () => {
  test('the subject stays whole when the verb moves', () => {
    const edit = draftEdit('Füg hinzu dass die Flaschen bis zum 15. Januar da sein müssen');
    expect(edit).toEqual({ kind: 'add', clause: 'die Flaschen bis zum 15. Januar da sein müssen' });
    const draft = editedDraft('Hallo, ich brauche eine Zusage. Sag mir gern Bescheid.', edit!, 'de') ?? '';
    expect(draft).toMatch(/Die Flaschen müssen bis zum 15\. Januar da sein\./);
    expect(
      editedDraft(
        'Hallo, ich brauche eine Zusage. Sag mir gern Bescheid.',
        draftEdit('Mach rein, dass es morgen um 10 passt')!,
        'de',
      ),
    ).toMatch(/Es passt morgen um 10\./);
    expect(editedDraft('Hi, I need an answer. Let me know.', draftEdit('add that I need it by Monday')!, 'en')).toMatch(
      /I need it by Monday\./,
    );
  });
});

describe('the next step and what else to keep in mind, in more words', () => {
  test.each([
    'What would be a good next step?',
    'what should my next step be with my co-founder?',
    'Was wäre der nächste Schritt?',
    'Was wäre jetzt ein sinnvoller nächster Schritt?',
    'Und was wäre danach der nächste Schritt, wenn sich nichts ändert?',
    'Was sollte mein erster Schritt sein?',
  ])('%s', (text) => {
    expect(userRequest(text)).toBe('nextstep');
  });

  test.each(['What else should I keep in mind?', 'what do I still need to watch out for?'])('%s', (text) => {
    expect(userRequest(text)).toBe('pointers');
  });

  test.each([
    'The next step in our roadmap is the billing page.',
    'Der nächste Schritt im Projekt war der Umzug.',
    'Our first step was hiring a designer.',
  ])('no request: %s', (text) => {
    expect(userRequest(text)).not.toBe('nextstep');
  });

  test('Hilf mir, eine Mail an … zu formulieren, with a long reader', () => {
    expect(
      userRequest(
        'Hilf mir bitte eine Mail an unseren Lieferanten Herrn Brandt zu formulieren, dass wir eine Zusage brauchen.',
      ),
    ).toBe('compose');
  });
});

describe('one list of weekdays and months', () => {
  test('both languages, folded where the readers fold', () => {
    expect(weekdays.split('|')).toEqual(expect.arrayContaining(['montag', 'sonntag', 'monday', 'sunday']));
    expect(workdays.split('|')).not.toContain('samstag');
    expect(months.split('|')).toEqual(expect.arrayContaining(['märz', 'jänner', 'march', 'december']));
    expect(foldedMonths.split('|')).toContain('marz');
    expect(new Set(foldedMonths.split('|')).size).toBe(foldedMonths.split('|').length);
  });
});
