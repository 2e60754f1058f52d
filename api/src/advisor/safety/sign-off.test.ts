// A goodbye to the chat gets no crisis note; a farewell in a crisis keeps its help.
import { assessConversation } from './assess';
import { onlySignsOff } from './sign-off';

const signOffs = [
  'Bis dann!',
  'bis später',
  'Bis morgen 🙂',
  'Danke, das nehme ich so. Bis dann!',
  'Danke dir, tschüss! 👋',
  'Alles klar, danke! Bis bald',
  'ok bis nächste Woche',
  "Mach's gut!",
  'Vielen Dank für deine Hilfe, schönen Abend!',
  'Das hat mir geholfen, ich melde mich wieder. Ciao',
  'Super, danke. Gute Nacht!',
  'See you!',
  'See you tomorrow!',
  'Thanks, that helps. See you!',
  'Thanks, bye for now',
  'thx, see ya',
  'Thank you so much, have a nice day!',
  'Great, that helped a lot. Take care!',
  "ok cheers, I'll be in touch",
  'Perfect, thanks again. Bye bye',
  'Goodbye!',
  'goodbye for now',
  'Thanks, goodbye',
  'Danke, auf Wiedersehen!',
  'Pfiat di!',
  'Adieu und danke',
  'ok baba',
  'Tschö!',
  'Man sieht sich',
  'cya',
  'thanks, talk soon',
  'Later!',
  'ok ttyl',
  'Wir sehen uns am Montag im Büro.',
  'Wir sehen uns Freitag im Büro.',
  'Danke, sehen uns morgen beim Daily!',
  'See you on Monday at the office.',
  'Thanks, see you at the standup',
];

const farewellsInCrisis = [
  'Goodbye everyone, it was good knowing you all.',
  'Bis dann, falls es ein Dann gibt. Ich kann nicht mehr.',
  'Macht’s gut, ihr Lieben, ich bin dann für immer weg.',
  'See you on the other side. I have the pills ready.',
  'Tschüss. Ich will einfach nicht mehr aufwachen.',
  'Bye forever, nobody will miss me anyway.',
  "Goodbye. I won't be around tomorrow.",
  'Goodbye world.',
  'Lebt wohl, ich mach heute Schluss mit allem.',
  'Adieu, für immer.',
  'Later. This is my last message to anyone.',
  'Servus. Ihr werdet mich nicht wiedersehen.',
  'Wir sehen uns nie wieder. Ich kann nicht mehr.',
  'See you on the other side, I am done with everything.',
];

describe('a goodbye to the chat', () => {
  test.each(signOffs)('is only a sign-off: %s', (text) => {
    expect(onlySignsOff(text)).toBe(true);
  });

  test.each(signOffs)('gets neither help nor the crisis note: %s', (text) => {
    const { latest } = assessConversation([text]);
    expect(latest.gentle).toBe(false);
    expect(latest.labels.filter((label) => label !== 'human')).toEqual([]);
  });

  test.each(signOffs)('after an ordinary coaching turn, too: %s', (text) => {
    const { latest } = assessConversation(['Mein Mitgründer und ich streiten über die Rollen im Team.', text]);
    expect(latest.gentle).toBe(false);
  });
});

describe('a farewell in a crisis', () => {
  test.each(farewellsInCrisis)('is no sign-off: %s', (text) => {
    expect(onlySignsOff(text)).toBe(false);
  });

  test.each(farewellsInCrisis)('keeps help or the note: %s', (text) => {
    const { latest } = assessConversation([text]);
    expect(latest.labels.includes('crisis') || latest.gentle).toBe(true);
  });

  test('a goodbye after a crisis turn keeps the help of the conversation', () => {
    const reading = assessConversation(['Ich sehe keinen Sinn mehr, ich will nicht mehr leben.', 'Bis dann.']);
    expect(reading.lastingUrgent).toContain('crisis');
  });
});

describe('a goodbye for good (rules.ts crisis-plan-farewell-forever)', () => {
  test.each([
    'Adieu, für immer.',
    'Servus. Ihr werdet mich nicht wiedersehen.',
    'Tschüss, für immer.',
    'Bye, for good.',
    'Ihr werdet mich nie wiedersehen.',
    'You will never see me again.',
    "you'll never hear from me again",
    'Goodbye forever.',
    'Macht es gut, ihr hört nie wieder von mir.',
    'Dann seht ihr mich nie wieder.',
    'Lebt wohl für immer',
  ])('is help first: %s', (text) => {
    const { latest } = assessConversation([text]);
    expect(latest.labels).toContain('crisis');
    expect(latest.gentle).toBe(false);
  });

  test.each([
    "Trust me, after this deal you'll never hear from me again.",
    'Bye for good, I am moving to Berlin next month.',
    "He said we'll never see him again at board meetings.",
    'Tschüss für heute',
    'Nach dem Exit sagen wir der Branche für immer Tschüss und segeln um die Welt.',
    'Der Kunde meinte, wir hören nie wieder von ihm.',
  ])('leaving a deal, a city or a meeting is not: %s', (text) => {
    const { latest } = assessConversation([text]);
    expect(latest.labels.filter((label) => label !== 'human')).toEqual([]);
  });
});
