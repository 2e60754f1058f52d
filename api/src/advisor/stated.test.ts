// Drafts in the user's own words (issue 22, coach19): what the user said they will propose, tell
// or ask goes into the message asked for later, said to the reader in the second person; purposes
// that point back ("in der ich das vorschlage", "saying that", "announcing that rule") are read as
// what they point to; a first reply says the situation back from the coach's side. Phrasings of
// their own, none from a held-out set; both languages.
import { userRequest } from './analysis';
import { pointsBack, readerAsSubject, englishReaderAsSubject, statedMessage } from './coach';
import { engineConversation as converse } from '../test/advisor-engine';

const draftOf = (text: string) => text.match(/(?:^|\n\n)_([^_]+)_(?=\n\n|$)/)?.[1] ?? '';
const last = async (messages: readonly string[], lang: 'de' | 'en') => (await converse(messages, lang)).at(-1)!.text;

describe('what the user said they will propose or ask, said to the reader', () => {
  test.each([
    [
      ['Ich will ihr vorschlagen, dass wir die Urlaubsplanung ab jetzt im Januar festlegen.', 'Schreib ihr das.'],
      'de',
      'dir vorschlagen, dass wir die Urlaubsplanung ab jetzt im Januar festlegen',
    ],
    [
      ['Ich werde ihn fragen, ob das Quartalsziel noch realistisch ist.', 'Formulier mir das.'],
      'de',
      'dich fragen, ob das Quartalsziel noch realistisch ist',
    ],
    [
      ['Ich will ihm sagen, dass er ab Mai das Onboarding übernimmt.', 'Schreib mir eine Nachricht dafür.'],
      'de',
      'dir sagen, dass du ab Mai das Onboarding übernimmst',
    ],
    [
      ['I want to ask her to share the hiring plan before Friday.', 'Write that as a message.'],
      'en',
      'ask you to share the hiring plan before Friday',
    ],
    [
      ["I'm thinking of proposing that we split the sales calls by region.", 'Draft it for me.'],
      'en',
      'propose that we split the sales calls by region',
    ],
    [
      ['I want to agree with him that hiring decisions need both of us.', 'Draft a message saying that.'],
      'en',
      'agree with you that hiring decisions need both of us',
    ],
    [
      ['I want to tell him that he is running the next board update.', 'Write it.'],
      'en',
      'tell you that you are running the next board update',
    ],
  ] as const)('%j (%s)', (users, lang, purpose) => {
    expect(statedMessage(users, lang)).toBe(purpose);
  });

  test('nothing stated, or said of someone else in the third person: nothing', () => {
    expect(statedMessage(['Mein Mitgründer kommt ständig zu spät.', 'Schreib ihm was.'], 'de')).toBeNull();
    expect(statedMessage(['Ich will ihr sagen, dass er das Budget verwaltet.', 'Schreib das.'], 'de')).toBeNull();
    expect(statedMessage(['I want to tell her that he was rude.', 'Write it.'], 'en')).toBeNull();
  });

  test.each([
    ['say that', true],
    ['announce that rule, friendly, no names', true],
    ['announce the new format', true],
    ['das vorschlagen', true],
    ['ask for a 20 minute call on Thursday', false],
    ['kurz sagen, dass wir ab Montag im Büro sind', false],
  ])('"%s" points back: %s', (purpose, back) => {
    expect(pointsBack(purpose)).toBe(back);
  });

  test('the reader as the subject, in the second person', () => {
    expect(readerAsSubject('er nächste Woche den Vertrag prüft', false, false)).toBe(
      'du nächste Woche den Vertrag prüfst',
    );
    expect(readerAsSubject('er recht hat', false, false)).toBe('du recht hast');
    expect(readerAsSubject('sie die Zahlen vorstellt', false, true)).toBe('du die Zahlen vorstellst');
    // A "sie" that may be "they", a formal reader, a demand reported: not guessed.
    expect(readerAsSubject('sie die Zahlen vorstellt', false, false)).toBeNull();
    expect(readerAsSubject('er den Vertrag prüft', true, false)).toBeNull();
    expect(readerAsSubject('er pünktlich sein soll', false, false)).toBeNull();
    expect(englishReaderAsSubject("she isn't on the pitch team this time")).toBe(
      "you aren't on the pitch team this time",
    );
    expect(englishReaderAsSubject('he owns the roadmap from now on')).toBe('you own the roadmap from now on');
  });
});

describe('drafts through the engine carry the stated proposal, not a topic label', () => {
  test('a short message after "Ich will ihm vorschlagen, dass …" (de)', async () => {
    const text = await last(
      [
        'Mein Mitgründer plant Teamevents immer allein und schickt mir nur noch die Rechnung.',
        'Ich will ihm vorschlagen, dass wir das Eventbudget ab jetzt zusammen pro Quartal festlegen.',
        'Schreib mir eine kurze Nachricht an ihn, in der ich das vorschlage.',
      ],
      'de',
    );
    const draft = draftOf(text);
    expect(draft).toContain('dass wir das Eventbudget ab jetzt zusammen pro Quartal festlegen');
    expect(draft).not.toMatch(/\b(er|ihm|ihn)\b/);
  });

  test('"saying that" after "I want to agree with her that …" (en)', async () => {
    const text = await last(
      [
        'My co-founder signed a two-year office lease without telling me.',
        'I want to agree with her that contracts longer than a year need both of us.',
        'Draft me a short message to her saying that.',
      ],
      'en',
    );
    const draft = draftOf(text);
    expect(draft).toContain('contracts longer than a year need both of us');
    expect(draft).not.toMatch(/\b(say that|she|her)\b/);
  });

  test('"announcing that rule" after "we agreed that …" (en)', async () => {
    const text = await last(
      [
        'I lead a support team of nine. Two agents keep grabbing the easy tickets first.',
        'We agreed that tickets are taken strictly in order of arrival.',
        'Write a Slack post for the whole team announcing that rule.',
      ],
      'en',
    );
    expect(draftOf(text)).toContain('tickets are taken strictly in order of arrival');
  });

  test('a first sentence after "Ich will sie fragen, ob …" carries the question (de)', async () => {
    const text = await last(
      [
        'Meine Kollegin bucht ständig Termine in meine Fokuszeit am Vormittag.',
        'Ich will sie fragen, ob wir die Vormittage für Meetings freihalten können.',
        'Was soll ich ihr sagen?',
      ],
      'de',
    );
    expect(draftOf(text)).toContain('ob wir die Vormittage für Meetings freihalten können');
  });
});

describe('the first reply says the situation back from the coach side', () => {
  test.each([
    [
      'Zwei meiner Designerinnen, Ina und Mo, wollen beide das neue Kundenprojekt übernehmen.',
      'de',
      /deiner Designerinnen/,
    ],
    ['Two analysts on my team, Rui and Bea, refuse to share their dashboards.', 'en', /your team/],
  ] as const)('%s', async (message, lang, said) => {
    const text = await last([message], lang);
    const opening = text.split('\n\n')[0] as string;
    expect(opening).toMatch(said);
    expect(opening).not.toMatch(/[„“”]/);
  });
});

describe('a first sentence asked as a question', () => {
  test.each([
    'Könntest du mir drei Sätze geben, mit denen ich die Sitzung eröffne?',
    'Kannst du mir einen Einstieg nennen, der nicht nach Vorwurf klingt?',
  ])('%s', (request) => {
    expect(userRequest(request)).toBe('opening');
  });
});
