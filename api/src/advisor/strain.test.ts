// A short answer that names a strain or a state ("Burnout.", "Die Kinder.", "Lack of sleep.") given
// to the coach's question is the answer: taken in the coach's words and followed by the phase's next
// question, never "Was hat Burnout damit zu tun?" (issue 22, coach38). Phrasings of this file only;
// held-out38 (evaluation/) measures the same on conversations never tuned on.
import { engineConversation } from '../test/advisor-engine';
import { strainAnswer } from './strain';
import type { Lang } from './types';

const relate = /damit zu tun|got to do with it/i;

describe('a strain named in a few words answers the coach’s question', () => {
  test.each([
    [
      'de',
      'Mein Mitgründer entscheidet seit dem Sommer alle Einstellungen allein, ohne mich zu fragen.',
      'Burnout.',
      'Burnout',
    ],
    [
      'de',
      'Ich leite ein Lager mit zwölf Leuten und zwei davon reden seit Wochen kein Wort mehr miteinander.',
      'Die Kinder.',
      'die Kinder',
    ],
    [
      'de',
      'Unsere Investorin will, dass wir bis März profitabel sind, und mein Partner will weiter wachsen.',
      'Schlafmangel.',
      'Schlafmangel',
    ],
    [
      'de',
      'Ich bin Pflegekraft, und meine Stationsleitung teilt mich seit Monaten für jeden Feiertag ein.',
      'Vor allem Existenzangst.',
      'Existenzangst',
    ],
    [
      'de',
      'Als Mediator betreue ich zwei Gesellschafter einer Schreinerei, die sich über die Nachfolge streiten.',
      'Zu wenig Zeit und Druck.',
      'Druck',
    ],
    [
      'de',
      'Meine Teamleiterin verteilt die spannenden Projekte immer an dieselben zwei Kollegen.',
      'Geldsorgen.',
      'Geldsorgen',
    ],
    ['en', 'My co-founder has been hiring people without telling me since the summer.', 'Burnout.', 'burnout'],
    [
      'en',
      'I manage a warehouse team and two of my pickers have not spoken to each other in weeks.',
      'The kids.',
      'the kids',
    ],
    [
      'en',
      'Our lead investor wants us profitable by March, and my partner wants to keep growing.',
      'Lack of sleep.',
      'lack of sleep',
    ],
    [
      'en',
      'I work as a nurse and my ward manager has put me on every bank holiday for months.',
      'Mostly anxiety.',
      'anxiety',
    ],
    [
      'en',
      'As a coach I work with two owners of a joinery who are fighting about succession.',
      'Exhaustion.',
      'exhaustion',
    ],
    [
      'en',
      'My team lead keeps giving the interesting projects to the same two colleagues.',
      "My dad's illness.",
      "your dad's illness",
    ],
  ] as [Lang, string, string, string][])('%s: %s / %s', async (lang, first, answer, said) => {
    const [opening, reply] = await engineConversation([first, answer], lang);
    expect(opening?.text.trim().endsWith('?')).toBe(true);
    const text = reply?.text ?? '';
    expect(text).not.toMatch(relate);
    // Taken in the coach's words, not quoted back, and one question after it.
    expect(text).toContain(said);
    expect(text).not.toMatch(/[„“]/);
    expect(text.trim().endsWith('?')).toBe(true);
    // No conflict tip for a strain: the answer is about the user.
    expect(reply?.knowledge).toEqual([]);
  });

  test.each([
    ['Burnout.', 'de', 'Burnout'],
    ['Einfach Stress.', 'de', 'Stress'],
    ['Die Pflege meiner Mutter.', 'de', 'Die Pflege meiner Mutter'],
    ['Personalmangel', 'de', 'Personalmangel'],
    ['Trauer.', 'de', 'Trauer'],
    ['Kids.', 'en', 'Kids'],
    ['No sleep.', 'en', 'No sleep'],
    ['Probably money worries.', 'en', 'money worries'],
    ['Fatigue.', 'en', 'Fatigue'],
  ] as [string, Lang, string][])('strainAnswer(%s) reads the strain', (text, lang, expected) => {
    expect(strainAnswer(text, lang)).toBe(expected);
  });

  // Controls: a name, a role, a judgement, a sentence, a question, a word of another sense.
  test.each([
    ['Dienstalter.', 'de'],
    ['Die Schichtplanung.', 'de'],
    ['Eindruck.', 'de'],
    ['Ich hab Stress mit ihm.', 'de'],
    ['Stress?', 'de'],
    ['Schlafen.', 'de'],
    ['Seniority.', 'en'],
    ['Kind of.', 'en'],
    ['The rota.', 'en'],
    ['He is under pressure.', 'en'],
  ] as [string, Lang][])('strainAnswer(%s) reads none', (text, lang) => {
    expect(strainAnswer(text, lang)).toBeNull();
  });

  test('a one-word answer that names no strain keeps its own question', async () => {
    const [, reply] = await engineConversation(
      ['Bei uns im Depot gibt es Streit, wer die schweren Touren fahren muss.', 'Dienstalter.'],
      'de',
    );
    expect(reply?.text).toMatch(/Dienstalter/);
  });
});
