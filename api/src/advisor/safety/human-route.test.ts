// The human route (issues #21, #22, false19): a request for one of the product's people by a channel
// (mail, phone, a call back, video, in person, a booking) is a wish for a person and gets the
// handoff, never the answer to "are you a human?"; asking whether a human types the replies gets
// that answer. Both languages, every role the user may name, the public and the premium chat.
import { texts } from '../texts';
import type { AdvisorMeta } from '../types';
import { asksForPerson, asksWhetherHumanAnswers } from './person';
import { safetyTexts } from './texts';
import { engineConversation as conversation } from '../../test/advisor-engine';

type Lang = 'de' | 'en';

const handoffOpening = (lang: Lang) => texts[lang].humanHandoff('', '').slice(0, 40);
const aiAnswer = (lang: Lang) => safetyTexts[lang].human.answer;

// Who of the product the user names: every role, with and without "human"/"echt".
const roles: Record<Lang, string[]> = {
  en: ['coaches', 'experts', 'mediators', 'advisors', 'human coaches', 'real experts'],
  de: ['Coaches', 'Expertinnen', 'Mediatoren', 'Beraterinnen', 'echten Berater', 'menschlichen Coaches'],
};
// How: mail, phone, video, in person, a message, a booking.
const channels: Record<Lang, ((role: string) => string)[]> = {
  en: [
    (role) => `Can I email one of your ${role} about this instead?`,
    (role) => `Could I phone one of your ${role} tomorrow morning?`,
    (role) => `Is it possible to have a video call with one of your ${role}?`,
    (role) => `Can I meet one of your ${role} in person?`,
    (role) => `Would it be possible to send my notes to one of your ${role} by mail?`,
    (role) => `How do I reach one of your ${role}, by phone or email?`,
  ],
  de: [
    (role) => `Kann ich einer eurer ${role} eine Mail schreiben statt hier?`,
    (role) => `Kann ich einen eurer ${role} anrufen?`,
    (role) => `Gibt es die Möglichkeit, mit einem eurer ${role} per Video zu sprechen?`,
    (role) => `Kann ich einen eurer ${role} persönlich treffen?`,
    (role) => `Darf ich einer eurer ${role} meine Notizen per E-Mail schicken?`,
    (role) => `Wie erreiche ich einen eurer ${role}, per Telefon oder Mail?`,
  ],
};
const byChannel = (lang: Lang) => channels[lang].flatMap((channel) => roles[lang].map((role) => channel(role)));

const earlier: Record<Lang, string> = {
  de: 'Mein Mitgründer und ich streiten seit Wochen über die Aufgabenverteilung.',
  en: 'My cofounder and I have been arguing for weeks about who does what.',
};

describe('a request for a person of the product by a channel is a wish for a person', () => {
  it.each(['de', 'en'] as const)('%s: every channel and role', (lang) => {
    for (const text of byChannel(lang)) expect([text, asksForPerson(text)]).toEqual([text, true]);
  });

  it.each(['de', 'en'] as const)('%s: the handoff, first message and later, public and premium', async (lang) => {
    // One phrasing per channel, each with another role, keeps the engine runs few.
    const sample = channels[lang].map((channel, i) => channel(roles[lang][i % roles[lang].length]!));
    for (const text of sample)
      for (const mode of ['public', 'premium'] as const)
        for (const turns of [[text], [earlier[lang], text]]) {
          const last = (await conversation(turns, lang, { mode })).at(-1) as AdvisorMeta;
          expect([text, mode, last.text.includes(handoffOpening(lang))]).toEqual([text, mode, true]);
          expect(last.text).not.toContain(aiAnswer(lang));
          expect(last.help).not.toContain('crisis');
        }
  });

  it("is not read in the user's own people, the advisor's drafts or a meeting", () => {
    for (const text of [
      'Can I email my co-founder about this instead of calling him?',
      'Kann ich meinem Mitgründer eine Mail schreiben, statt ihn anzurufen?',
      'Our coach said I should call my co-founder tonight.',
      'Unsere Mediatorin hat vorgeschlagen, dass wir uns persönlich treffen.',
      'Can I book a live team meeting for Friday?',
      'Ich möchte mit einem echten Investor telefonieren, wie bereite ich mich vor?',
      'Should I text one of your suggestions to my co-founder?',
      'Can I send one of your drafts to my co-founder by email?',
      'Kann ich einen eurer Vorschläge per Mail an Jonas schicken?',
      'Is it possible to write to your team about a bug in the app?',
      "I'd rather meet him in person than on Zoom.",
      'Can you write an email for me to my co-founder?',
    ])
      expect([text, asksForPerson(text)]).toEqual([text, false]);
  });
});

describe('"is a human typing this?" is the question about the advisor', () => {
  const questions: [Lang, string][] = [
    ['en', 'Is there a human typing these replies?'],
    ['en', 'Is someone actually reading this on the other end?'],
    ['en', 'Are there real people behind these answers?'],
    ['de', 'Tippt hier gerade ein echter Mensch?'],
    ['de', 'Sitzt da jemand, der mir antwortet?'],
    ['de', 'Schreibt mir hier gerade eine Person?'],
  ];
  it.each(questions)('%s: %s', async (lang, text) => {
    expect(asksWhetherHumanAnswers(text)).toBe(true);
    expect(asksForPerson(text)).toBe(false);
    const last = (await conversation([text], lang)).at(-1) as AdvisorMeta;
    expect(last.text).toContain(aiAnswer(lang));
    expect(last.text).not.toContain(handoffOpening(lang));
  });
});
