// coach27a (issue 22): what a founder just said is picked up. Phrasings of their own (held-out26 is
// measured, never tuned on): who decides what, contested, is the decision-rights case, not the topic
// of what was decided; a short yes or no to the coach's closed question is taken as that answer and
// yes and no lead to different questions; a hedged guess is said back without its hedges; a time the
// user named is kept in a draft as said. Both languages, every role.
import { closedQuestion, yesNoOf } from './answered';
import { hedgedGuess } from './analysis';
import { offlineReply } from './offline-provider';
import { namedKinds } from './situation-fit';
import { texts } from './texts';
import type { Lang } from './types';

const input = (lang: Lang, ...turns: string[]) => ({
  messages: turns.map((content, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content })),
  uiLanguage: lang,
  mode: 'public' as const,
  action: 'reply' as const,
});

/** The coach's reply to the last of the user's turns, each earlier turn answered by the coach itself. */
function replyTo(lang: Lang, users: string[]) {
  const turns: string[] = [];
  let reply = offlineReply(input(lang, users[0] as string), lang);
  for (const user of users) {
    turns.push(user);
    reply = offlineReply(input(lang, ...turns), lang);
    turns.push(reply.text);
  }
  return reply;
}

describe('who decides what, contested, is the decision-rights case', () => {
  test.each([
    ['de', 'Wer hat bei uns eigentlich das Sagen? Meine Mitgründerin hat den Launch einfach verschoben.'],
    ['de', 'Wer darf bei uns eigentlich was entscheiden? Er hat die Preisänderung einfach zurückgenommen.'],
    ['de', 'Sie hat meine Entscheidung zum Tech-Stack einfach rückgängig gemacht.'],
    ['de', 'Mein Mitgründer hat die Produkt-Roadmap umgeworfen, ohne mich einzubeziehen.'],
    ['de', 'Er hat die Kampagne abgeblasen und mich nicht mal gefragt.'],
    ['de', 'Mein Chef kassiert jede Entscheidung, die ich im Team treffe.'],
    ['de', 'Wer bestimmt bei uns eigentlich die Richtung, er oder ich? Er hat die Vision einfach neu geschrieben.'],
    ['de', 'Unser Investor setzt sich bei jeder Personalfrage über uns hinweg.'],
    ['en', 'Who actually has the final call here? My co-founder scrapped my product roadmap overnight.'],
    ['en', 'She vetoed my launch plan without even reading it.'],
    ['en', "He keeps reversing calls I've already made with the team."],
    ['en', 'My CEO killed my project and just told me afterwards.'],
    ['en', 'Who gets to decide on the product direction, me or him?'],
    ['en', 'Every time I make a call on marketing he undoes it.'],
    ['en', 'She makes all the calls on product and I only hear about it in standup.'],
    ['en', 'Our board member overrode the pricing we had agreed on as founders.'],
  ] as const)('%s: "%s"', (lang, text) => {
    expect(namedKinds(text)).toContain('decision-rights');
    expect(replyTo(lang, [text]).knowledge).toEqual(['decision-rights']);
  });

  test.each([
    'Wir müssen entscheiden, ob wir B2B oder B2C machen, und sind uns nicht einig.',
    'Mein Mitgründer will die Roadmap komplett auf KI umstellen, ich halte das für falsch.',
    'Beim letzten Call hat er wieder nur über Zahlen geredet.',
    'On our last call he said he wants to pivot to B2B.',
    'She makes all the sales calls and I do the product.',
    'He makes all the calls to our investors and I never hear anything.',
    'The final call with the investor is on Friday.',
  ])('no decision-rights case in "%s"', (text) => {
    expect(namedKinds(text)).not.toContain('decision-rights');
  });
});

describe('a short yes or no to a closed question is an answer', () => {
  test.each([
    ['ja', 'yes'],
    ['Jo.', 'yes'],
    ['genau', 'yes'],
    ['stimmt', 'yes'],
    ['yep', 'yes'],
    ['yeah!', 'yes'],
    ['nö', 'no'],
    ['nee', 'no'],
    ['noch nicht', 'no'],
    ['nope', 'no'],
    ['nah', 'no'],
    ['not really', 'no'],
    ['weiß nicht', null],
    ['idk', null],
    ['vielleicht', null],
  ] as const)('"%s" is %s', (text, answer) => {
    expect(yesNoOf(text)).toBe(answer);
  });

  test.each([
    ['de', 'Habt ihr schon einmal offen über diesen Punkt gesprochen, und wie lief das?', 'talked'],
    ['de', 'Weiß die andere Seite, dass dich das stört?', 'talked'],
    ['de', 'Redet ihr im Moment noch normal miteinander?', 'talking'],
    ['de', 'Kennt ihr euch schon lange?', 'knownLong'],
    ['de', 'Ist irgendwo festgehalten, wer für diesen Bereich zuständig ist?', 'written'],
    ['de', 'Gibt es einen Termin dafür?', null],
    ['en', 'Have you ever talked openly about this with your co-founder, and how did they react?', 'talked'],
    ['en', 'Are you still talking normally with each other?', 'talking'],
    ['en', 'Does the other side know that this bothers you?', 'talked'],
    ['en', 'Is anyone in the team already taking sides?', 'camps'],
  ] as const)('%s: "%s" is closed (%s)', (lang, question, kind) => {
    expect(closedQuestion(`Du sagst: „x“.\n\n${question}`, lang)).toEqual({ kind });
  });

  test.each([
    ['de', 'Was ist dir in dieser Sache wirklich wichtig?'],
    ['de', 'Wie habt ihr euch früher verstanden: gut, mittel oder schwierig?'],
    ['de', 'Ist das eher neu, oder geht das schon länger so?'],
    ['de', 'Haben sich schon Lager gebildet, oder sucht jemand Verbündete im Team?'],
    ['de', 'Magst du den ersten Satz für das Gespräch hier einmal ausprobieren?'],
    ['en', 'What was your last attempt to sort it out?'],
    ['en', 'Is it loud between you, or rather quiet?'],
    ['en', 'Would you like to try the first sentence here?'],
  ] as const)('%s: "%s" is no closed question about a fact', (lang, question) => {
    expect(closedQuestion(question, lang)).toBeUndefined();
  });

  const asked = (lang: Lang, question: string) => ({
    messages: [
      {
        role: 'user' as const,
        content:
          lang === 'de' ? 'Mein Mitgründer und ich streiten über Geld.' : 'My co-founder and I fight about money.',
      },
      { role: 'assistant' as const, content: question },
    ],
  });
  test.each([
    ['de', 'Habt ihr schon einmal darüber gesprochen, ja oder nein?', 'talked', 'jo', 'nö'],
    ['de', 'Redet ihr im Moment noch normal miteinander?', 'talking', 'ja', 'nee'],
    ['de', 'Kennt ihr euch schon lange?', 'knownLong', 'genau', 'nein'],
    ['en', 'Does the other side know that this bothers you?', 'talked', 'yep', 'nope'],
    ['en', 'Are you still talking normally with each other?', 'talking', 'yeah', 'nah'],
  ] as const)('%s: a yes and a no to "%s" lead apart', (lang, question, kind, yes, no) => {
    const reply = (answer: string) => {
      const { messages } = asked(lang, question);
      return offlineReply({ ...input(lang), messages: [...messages, { role: 'user' as const, content: answer }] }, lang)
        .text;
    };
    const t = texts[lang].answered.kinds[kind];
    const afterYes = reply(yes);
    const afterNo = reply(no);
    expect(afterYes).toContain(t.yes.ack);
    expect(afterYes.trim().endsWith(t.yes.question)).toBe(true);
    expect(afterNo).toContain(t.no.ack);
    expect(afterNo.trim().endsWith(t.no.question)).toBe(true);
    // Never the short-answer filler.
    for (const filler of texts[lang].lowContent) {
      expect(afterYes).not.toContain(filler);
      expect(afterNo).not.toContain(filler);
    }
  });
});

describe('a hedged guess is said back without its hedges', () => {
  test.each([
    ['en', 'idk, I guess he resents that I got the CEO title', 'he resents that I got the CEO title'],
    ['en', 'Not sure tbh. Maybe she just wants more say in hiring.', 'she just wants more say in hiring.'],
    ['en', "no idea, probably he just doesn't respect me", "he just doesn't respect me"],
    ['en', 'I dunno, I think the investor spooked her', 'the investor spooked her'],
    ['de', 'keine Ahnung, vielleicht hat sie die Lust verloren', 'vielleicht hat sie die Lust verloren'],
    ['de', 'Ich glaub, sie ist sauer wegen der Gehälter. Weiß nicht.', 'sie ist sauer wegen der Gehälter'],
    ['de', 'naja, ich schätze mal, er ist nervös wegen der Zahlen', 'er ist nervös wegen der Zahlen'],
    ['de', 'weiß nicht so recht, wahrscheinlich traut er uns nicht', 'wahrscheinlich traut er uns nicht'],
  ] as const)('%s: "%s"', (lang, text, core) => {
    expect(hedgedGuess(text, lang)).toEqual({ text: core, guess: true });
  });

  test.each([
    ['de', 'Ehrlich gesagt weiß ich nicht, ob ich sie darauf ansprechen soll.'],
    ['en', "I don't know whether I should raise it at all."],
    ['en', 'He missed three deadlines in a row.'],
    ['de', 'keine Ahnung'],
  ] as const)('%s: nothing to strip from "%s"', (lang, text) => {
    expect(hedgedGuess(text, lang)).toBeNull();
  });

  test.each([
    ['en', ['My cofounder keeps missing our weekly syncs.', 'idk, I guess old habits from his last job']],
    [
      'de',
      ['Meine Mitgründerin antwortet kaum noch auf Nachrichten.', 'keine Ahnung, vielleicht ist ihr alles zu viel'],
    ],
  ] as const)('%s: the reply quotes the guess, not the hedge', (lang, users) => {
    const text = replyTo(lang, [...users]).text;
    expect(texts[lang].reflectGuess.some((framing) => text.includes(framing.split('{quote}')[0] as string))).toBe(true);
    expect(text).not.toMatch(/[„“](idk|keine ahnung)/i);
  });
});

describe('a draft keeps the time the user named', () => {
  test.each([
    ['de', 'Ich will das nach der Klausur mit ihm besprechen, also übernächste Woche.', 'übernächste Woche'],
    ['de', 'Ich rede mit ihr Ende Februar, wenn das Quartal durch ist.', 'Ende Februar'],
    ['de', 'Ich will ihn nach meinem Umzug darauf ansprechen.', 'nach meinem Umzug'],
    ['de', 'Ich will die beiden in zwei Wochen zusammenholen.', 'in zwei Wochen'],
    ['en', "I'd like to talk to him next week, after the investor update.", 'next week'],
    ['en', 'I want to raise it at the end of the month, when the sprint is over.', 'at the end of the month'],
    ['en', "I'll bring it up after my vacation, early September.", 'after my vacation'],
  ] as const)('%s: "%s"', (lang, plan, time) => {
    const opener =
      lang === 'de'
        ? 'Mein Mitgründer hat unser Budget ohne Absprache verplant.'
        : 'My co-founder keeps hiring freelancers without telling me.';
    const ask = lang === 'de' ? 'Kannst du mir eine Nachricht an ihn schreiben?' : 'Can you draft a message to him?';
    const text = replyTo(lang, [opener, plan, ask]).text;
    const draft = /_([^_]+)_/.exec(text)?.[1] ?? '';
    expect(draft).toContain(time);
    expect(draft).not.toMatch(/diese Woche|this week/);
  });
});
