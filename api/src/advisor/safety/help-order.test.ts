// Which help line leads the harassment answer: the Antidiskriminierungsstelle for discrimination
// by a trait (religion, origin, age, pregnancy, disability), the women's helpline (Hilfetelefon
// Gewalt gegen Frauen, for violence against women) first only for sexual harassment or assault,
// and never for a man. Messages written for this suite, in both languages and several roles.
import { engineConversation } from '../../test/advisor-engine';
import { safetyTexts } from './texts';

type Lang = 'de' | 'en';
const ads = /Antidiskriminierungsstelle/;
const womenHelpline = /116 016/;

/** The help lines of the answer, in order (the list after the help title). */
function helpLines(text: string, lang: Lang): string[] {
  const section = text.split('\n\n').find((part) => part.startsWith(safetyTexts[lang].harassment.helpTitle));
  return (section ?? '').split('\n').slice(1);
}

describe('the harassment answer names the help that fits first', () => {
  test.each([
    ['de', 'Seit ich im Ramadan faste, lädt mich mein Teamlead nicht mehr zu den Kundenessen ein, das wäre "komisch".'],
    [
      'de',
      'Mein Mitgründer macht vor dem ganzen Team Witze über meinen Akzent und nennt mich den Import aus Anatolien.',
    ],
    [
      'de',
      'Seit ich das Kopftuch trage, darf ich nicht mehr auf Messen, weil das angeblich die Investoren abschreckt.',
    ],
    [
      'de',
      'Ich bin 58 und der CEO sagt in jedem Meeting, ich soll Platz für junges Blut machen, seitdem krieg ich keine Projekte mehr.',
    ],
    [
      'en',
      'Since I started praying at lunch my manager stopped inviting me to the client meetings, says it looks weird.',
    ],
    ['en', 'My cofounder mocks my accent in front of the investors and calls me our diversity hire.'],
    ['en', "I'm 61 and our CEO keeps telling me to make room for young blood, I've been left off every project since."],
  ] as const)(
    'discrimination by a trait: the ADS leads, no helpline for violence against women (%s) %s',
    async (lang, text) => {
      const [meta] = await engineConversation([text], lang);
      expect(meta!.safety).toBe('harassment');
      const lines = helpLines(meta!.text, lang);
      expect(lines[0]).toMatch(ads);
      expect(meta!.text).not.toMatch(womenHelpline);
      expect(meta!.text).not.toMatch(/RAINN|Sexual Assault/);
    },
  );

  test.each([
    [
      'de',
      'Ich bin die einzige Frau im Team, und seit ich schwanger bin, werde ich aus allen Investorenterminen rausgenommen.',
    ],
    [
      'en',
      "I'm the only woman on the founding team and since I told them I'm pregnant I've been cut from every investor call.",
    ],
  ] as const)('a woman excluded for a trait: the ADS first, the women’s helpline after it (%s)', async (lang, text) => {
    const [meta] = await engineConversation([text], lang);
    expect(meta!.safety).toBe('harassment');
    const lines = helpLines(meta!.text, lang);
    expect(lines[0]).toMatch(ads);
    expect(lines.findIndex((line) => womenHelpline.test(line))).toBeGreaterThan(0);
  });

  test.each([
    ['de', 'Mein Investor hat mich beim Abendessen an den Hintern gefasst und meint, das gehöre zum Deal dazu.'],
    ['en', 'Our lead investor grabbed me at the offsite dinner and said it comes with the term sheet.'],
  ] as const)('sexual harassment: the women’s helpline as before (%s)', async (lang, text) => {
    const [meta] = await engineConversation([text], lang);
    expect(meta!.text).toMatch(womenHelpline);
    const lines = helpLines(meta!.text, lang);
    if (lang === 'de' && meta!.safety === 'harassment') expect(lines[0]).toMatch(womenHelpline);
    if (lang === 'en' && meta!.safety === 'harassment') expect(lines.some((line) => /RAINN/.test(line))).toBe(true);
  });
});
