// A time to come said in a later turn ("ab Januar", "nächsten Montag", "in zwei Wochen", "next
// Friday", "from April") is asked from: what happens then and what has to be ready by then
// (issue 22, coach37). Phrasings of this file only; held-out37 measures conversations never tuned on.
import { engineConversation } from '../test/advisor-engine';
import { addedIn } from './added';

const questionOf = (text: string) => text.split('\n\n').at(-1) ?? '';

describe('a time to come is read', () => {
  test.each([
    ['de', 'Ab Januar wird der Dienstplan neu gemacht.', 'ab Januar'],
    ['de', 'Nächsten Montag ist wieder Teamrunde.', 'nächsten Montag'],
    ['de', 'In zwei Wochen habe ich mein Jahresgespräch.', 'in zwei Wochen'],
    ['de', 'Ab April haben wir auch sonntags geöffnet.', 'ab April'],
    ['de', 'Übernächste Woche kommt die neue Kollegin.', 'übernächste Woche'],
    ['en', 'Next Friday the new rota comes out.', 'next Friday'],
    ['en', 'From April we will open on Sundays too.', 'from April'],
    ['en', 'In three weeks I have my annual review.', 'in three weeks'],
  ] as const)('%s: "%s" -> %s', (lang, text, time) => {
    expect(addedIn(text, ['Bei uns gibt es Streit um die Schichten.'], lang)).toEqual({ kind: 'ahead', text: time });
  });

  test.each([
    ['de', 'Im Sommer hat sie schon einmal gekündigt.'],
    ['de', 'Am Freitag war die Stimmung ganz schlecht.'],
    ['de', 'Im letzten Quartal hatte ich neun Wochenenddienste.'],
    ['en', 'In May she already quit once.'],
    ['en', 'On Friday the mood was terrible.'],
    ['en', 'Last month I worked every weekend.'],
    ['de', 'Am Sonntag haben wir uns deswegen angeschrien.'],
    ['de', 'Mir ist wichtig, dass wir nicht in sechs Monaten pleite sind.'],
    ['en', 'Every time I ask, she says she will do it next week.'],
    ['en', 'The bank would be a fifth of next year’s revenue.'],
  ] as const)('%s: "%s" names no time to come', (lang, text) => {
    expect(addedIn(text, ['Bei uns gibt es Streit um die Schichten.'], lang)?.kind).not.toBe('ahead');
  });
});

describe('a time to come is asked from, for every role', () => {
  test.each([
    [
      'de',
      'Ich bin Gründerin einer Bäckerei und zwei Verkäuferinnen streiten um die Frühschichten.',
      'Ab Februar gibt es einen neuen Plan.',
      'ab Februar',
    ],
    [
      'de',
      'Mein Mitgründer und ich streiten, wer am Wochenende Bereitschaft hat.',
      'In drei Wochen stellen wir jemanden ein.',
      'in drei Wochen',
    ],
    [
      'de',
      'Ich arbeite in der Pflege und bekomme ständig die Nachtdienste.',
      'Nächsten Dienstag ist mein Gespräch mit der Leitung.',
      'nächsten Dienstag',
    ],
    [
      'de',
      'Als Investor bekomme ich von den Gründern kaum noch Zahlen.',
      'In vier Wochen ist die nächste Versammlung.',
      'in vier Wochen',
    ],
    [
      'de',
      'Ich leite ein Lagerteam und zwei Leute streiten um die leichten Touren.',
      'Ab März kommt ein dritter Fahrer dazu.',
      'ab März',
    ],
    [
      'en',
      'I founded a bakery and two of my staff fight over the early shifts.',
      'From February there is a new rota.',
      'from February',
    ],
    [
      'en',
      'My co-founder and I argue about who is on call at weekends.',
      'In three weeks we are hiring someone.',
      'in three weeks',
    ],
    ['en', 'I am a nurse and I keep getting the night shifts.', 'Next Tuesday I meet my ward manager.', 'next Tuesday'],
    [
      'en',
      'As an investor I hardly get numbers from the founders anymore.',
      'In four weeks the board meets again.',
      'in four weeks',
    ],
    [
      'en',
      'I lead a depot team and two drivers fight over the short routes.',
      'Next month a third driver joins.',
      'next month',
    ],
  ] as const)('%s: "%s" then "%s"', async (lang, first, later, time) => {
    const [, reply] = await engineConversation([first, later], lang);
    expect(questionOf(reply?.text ?? '')).toContain(time);
  });
});
