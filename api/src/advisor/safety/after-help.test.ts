// The turns after the crisis or harassment answer: a short, personal crisis follow-up instead of
// the same block, no proposal from a hedge, and no two-sided coaching after harassment.
import { userProposal } from '../analysis';
import { crisisText } from '../engine';
import { texts } from '../texts';
import { safetyTexts } from './texts';
import { engineConversation as conversation } from '../../test/advisor-engine';

describe('the crisis follow-up', () => {
  test.each([
    [
      'de',
      [
        'seitdem fühlt sich alles sinnlos an. die firma, das produkt, alles. ich schlaf kaum noch',
        'ehrlich, manchmal denk ich, es wär für alle einfacher wenn ich einfach nicht mehr da wär.',
      ],
      /dir das Leben zu nehmen\?.*heute Nacht/,
      /0800 111 0 111/,
    ],
    [
      'de',
      [
        'Ich will nicht mehr leben. Ich hab die Tabletten schon hier liegen.',
        'Ich denke wirklich daran, mich umzubringen. Niemand würde mich vermissen.',
      ],
      /dir das Leben zu nehmen\?/,
      /116 123/,
    ],
    [
      'en',
      [
        'I sat in my car in the garage last night with the engine running and the door closed.',
        "honestly everyone would be better off without me. I don't see the point of going on anymore",
      ],
      /taking your life\?.*safe tonight\?/,
      /988/,
    ],
    [
      'en',
      ['I want to kill myself. I have the pills ready.', "I really don't want to be alive anymore, I can't go on."],
      /taking your life\?/,
      /116 123/,
    ],
  ] as const)(
    '%s: the first reply is the full block, the next a short, direct follow-up',
    async (lang, messages, ask, line) => {
      const [first, second] = await conversation(messages, lang);
      expect(first).toMatchObject({ safety: 'crisis', provider: 'safety', phase: null, language: lang });
      expect(first!.text).toBe(crisisText(lang));
      expect(second).toMatchObject({
        safety: 'crisis',
        provider: 'safety',
        phase: null,
        language: lang,
        help: ['crisis'],
      });
      expect(second!.text).not.toBe(first!.text);
      expect(second!.text.replace(/\n/g, ' ')).toMatch(ask);
      expect(second!.text).toMatch(line);
      expect(second!.text).toMatch(/112/);
      // Nobody threatens the user: no police line; nothing about the conflict.
      expect(second!.text).not.toMatch(/Polizei|bedroht|police|threat|Konflikt|conflict/i);
      expect(second!.text.length).toBeLessThan(first!.text.length / 1.5);
    },
  );

  test('a third message with the signal gets the other follow-up, never the same words', async () => {
    const metas = await conversation(
      [
        'Ich will nicht mehr leben.',
        'Es wär für alle besser, wenn ich nicht mehr da wär.',
        'Ich hab schon einen Abschiedsbrief geschrieben. Ich will nicht mehr leben.',
      ],
      'de',
    );
    expect(metas.map((meta) => meta.safety)).toEqual(['crisis', 'crisis', 'crisis']);
    const [, second, third] = metas.map((meta) => meta.text);
    expect(second).toContain(safetyTexts.de.crisisFollowUp[0]!.question);
    expect(third).toContain(safetyTexts.de.crisisFollowUp[1]!.question);
  });
});

describe('a hedge is no proposal', () => {
  test.each([
    'vielleicht',
    'Vielleicht.',
    'ja, vielleicht',
    'kann sein',
    'mal sehen',
    'maybe',
    'perhaps, idk',
    "we'll see",
    'ich weiß nicht ob ich mit jemandem reden will. vielleicht',
    "I don't know if I want to talk to anyone. maybe",
  ])('%s', (text) => expect(userProposal(text)).toBeNull());

  test.each(['ausgabenlimit vllt', 'Vielleicht feste Zeiten?', 'maybe we go back to the customer together'])(
    'a real idea still is: %s',
    (text) => expect(userProposal(text)).not.toBeNull(),
  );

  test.each([
    ['de', 'Ich will nicht mehr leben.', 'Wir könnten doch das Meeting aufteilen, vielleicht hilft das.'],
    ['en', 'I want to kill myself.', 'what if we split the meeting, maybe that helps'],
  ] as const)('%s: while crisis help is active no proposal or plan is worked with', async (lang, crisis, idea) => {
    const metas = await conversation([crisis, 'ok', idea], lang);
    expect(metas[0]!.safety).toBe('crisis');
    const last = metas.at(-1)!.text;
    expect(last).not.toMatch(/Dein Vorschlag|Damit lässt sich arbeiten|Your proposal|Your idea|Dein Plan|Your plan/);
  });
});

describe('the turns after the crisis follow-up are about the person', () => {
  test.each([
    [
      'de',
      [
        'seitdem fühlt sich alles sinnlos an. die firma, das produkt, alles. ich schlaf kaum noch',
        'ehrlich, manchmal denk ich, es wär für alle einfacher wenn ich einfach nicht mehr da wär.',
        'keine ahnung. ich hab das noch niemandem gesagt',
        'ich weiß nicht ob ich mit jemandem reden will. vielleicht',
      ],
    ],
    [
      'en',
      [
        "I want to kill myself. I don't see any way out.",
        'everyone would be better off without me, honestly.',
        "idk. I haven't told anyone",
        "I don't know if I want to talk to anyone. maybe",
      ],
    ],
  ] as const)('%s: no proposal, no tool, no conflict question', async (lang, messages) => {
    const metas = await conversation(messages, lang);
    expect(metas.slice(0, 2).map((meta) => meta.safety)).toEqual(['crisis', 'crisis']);
    const [third, fourth] = metas.slice(2).map((meta) => meta.text);
    for (const text of [third!, fourth!]) {
      expect(text).not.toMatch(/Vorschlag|proposal|\]\(\/assessment|Konflikt(?!.*Boden)|miteinander|each other/);
      expect(text.trim()).toMatch(/\?$/);
    }
    expect(third).toContain(texts[lang].afterCrisis.question);
    expect(fourth).toContain(texts[lang].afterCrisis.next);
    // Not having told anyone, not knowing whether to talk: no praise for steps nobody took.
    // (each note once per conversation).
    expect(`${third}\n${fourth}`).not.toContain(texts[lang].afterCrisis.notes.steps);
    expect(third).toContain(texts[lang].afterCrisis.notes.unsure);
  });
});

describe('the note after the crisis answer answers what the message says about reaching out', () => {
  test.each([
    ['de', 'ich weiß nicht ob ich mit jemandem reden will. vielleicht', 'unsure'],
    ['de', 'hab das noch niemandem erzählt', 'unsure'],
    ['de', 'keine ahnung, will eigentlich mit niemandem drüber reden', 'unsure'],
    ['de', 'Ich ruf morgen früh meine Hausärztin an und rede heute Abend mit meiner Schwester.', 'steps'],
    ['de', 'hab grad mit meinem bruder telefoniert und gesprochen', 'steps'],
    ['de', 'ok', 'plain'],
    ['de', 'es ist einfach alles zu viel gerade', 'plain'],
    ['en', "I don't know if I want to talk to anyone. maybe", 'unsure'],
    ['en', "idk. I haven't told anyone", 'unsure'],
    ['en', 'not sure talking to my doctor would help', 'unsure'],
    ['en', "Okay. I'll call my doctor tomorrow morning and talk to my sister tonight.", 'steps'],
    ['en', 'I talked to my wife last night', 'steps'],
    ['en', 'everything is just too much right now', 'plain'],
  ] as const)('%s: "%s" is %s', async (lang, message, kind) => {
    const [crisis, again] =
      lang === 'de'
        ? ['Ich will mich umbringen. Ich sehe keinen Ausweg mehr.', 'ehrlich, es wär für alle besser ohne mich.']
        : ["I want to kill myself. I don't see any way out.", 'everyone would be better off without me, honestly.'];
    // The second turn may still carry the crisis (then the follow-up asks directly); the third gets the note.
    const metas = await conversation([crisis, message], lang);
    const third = await conversation([crisis, again, message], lang);
    const reply = [metas[1]!.text, third[2]!.text].join('\n');
    const notes = texts[lang].afterCrisis.notes;
    expect(reply).toContain(notes[kind]);
    for (const other of (['unsure', 'steps', 'plain'] as const).filter((k) => k !== kind))
      expect(reply).not.toContain(notes[other]);
  });
});

describe('coaching after the harassment answer', () => {
  const twoSided =
    /beiden Seiten|both sides|überreagierst|overreacting I cannot|beurteilen|judge|gemeinsames Gespräch|joint (talk|conversation)|Mediation|mediat|in sechs Monaten|six months/i;

  test.each([
    [
      'en',
      [
        "ok. at the dinner last week after the pitch Mark kept putting his hand on my knee under the table. I moved away twice. then he texted me at midnight asking if I wanted to 'continue the conversation at his hotel'",
        "I haven't told Tom. he'd probably say I'm overreacting, Mark is 'just old school'. and we need this money",
        "I don't even know if this counts as anything. nothing really happened",
        "I still have the texts. I just don't know what to do with them or if I should do anything",
        'and what would be fair here?',
      ],
      'You are not overreacting.',
    ],
    [
      'de',
      [
        'Mein Investor fasst mich immer wieder an, obwohl ich nein gesagt habe.',
        'Übertreibe ich? Er meint das sicher nicht so.',
        'Ich hab die Nachrichten noch. Keine Ahnung, ob ich was machen soll.',
        'Ich weiß nicht, ob das überhaupt zählt. Es ist ja nichts passiert.',
        'Wie geht es jetzt weiter?',
      ],
      'Du übertreibst nicht.',
    ],
  ] as const)(
    '%s: validation, the record, the own pace, an expert; nothing two-sided',
    async (lang, messages, validation) => {
      const metas = await conversation(messages, lang);
      expect(metas[0]).toMatchObject({ safety: 'harassment', provider: 'safety' });
      expect(metas[0]!.text).toContain(safetyTexts[lang].harassment.intro);
      const later = metas.slice(1).map((meta) => meta.text);
      for (const text of later) {
        expect(text).not.toMatch(twoSided);
        expect(text).toContain(safetyTexts[lang].harassmentReminder);
        expect(text.trim()).toMatch(/\?$/);
      }
      expect(later[0]).toContain(validation);
      // Said once: the second doubt is not answered with the same words.
      expect(later.filter((text) => text.includes(validation))).toHaveLength(1);
      const all = later.join('\n');
      expect(all).toContain(safetyTexts[lang].harassmentCoaching.questions[0]);
      expect(all).toMatch(/\]\(\/experts\)/);
      expect(metas.slice(1).some((meta) => meta.links.some((link) => link.path === '/experts'))).toBe(true);
    },
  );
});
