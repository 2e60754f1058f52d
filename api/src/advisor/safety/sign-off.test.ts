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
];

const farewellsInCrisis = [
  'Goodbye everyone, it was good knowing you all.',
  'Bis dann, falls es ein Dann gibt. Ich kann nicht mehr.',
  'Macht’s gut, ihr Lieben, ich bin dann für immer weg.',
  'See you on the other side. I have the pills ready.',
  'Tschüss. Ich will einfach nicht mehr aufwachen.',
  'Bye forever, nobody will miss me anyway.',
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
