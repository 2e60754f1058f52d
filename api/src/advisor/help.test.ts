// The coach's answers to requests for help with the talk, and the readings they rest on: the
// user's role (leads or mediates), a calm matter, the request kinds, German nouns' capitals,
// and the once-per-conversation tool hint.
import { addressee, findParty, userFacts, userRequest } from './analysis';
import { coachReply } from './coach';
import { splitMinutes, talkMinutes } from './help';
import { texts } from './texts';
import type { AdvisorInput, Lang } from './types';

/** A public-chat conversation: the user's messages with a coach reply between them. */
function run(users: readonly string[], lang: Lang): string[] {
  const messages: AdvisorInput['messages'] = [];
  const replies: string[] = [];
  for (const content of users) {
    messages.push({ role: 'user', content });
    const reply = coachReply({ messages: [...messages], mode: 'public' } as AdvisorInput, lang).text;
    messages.push({ role: 'assistant', content: reply });
    replies.push(reply);
  }
  return replies;
}
const questionOf = (reply: string) => reply.trim().split(/\n\n/).at(-1) ?? '';

describe('requests for help with the talk', () => {
  it.each([
    ['Wie strukturiere ich das Gespräch mit den beiden?', 'structure'],
    ['How should I run the meeting with both of them?', 'structure'],
    ['ok and until then, what can I do this week?', 'meantime'],
    ['Was kann ich bis dahin tun?', 'meantime'],
    ['Und was mach ich, wenn er einfach nein sagt?', 'whatif'],
    ['what if she gets defensive?', 'whatif'],
    ['Ist das fair oder schiebe ich es nur raus?', 'judge'],
    ['if you had to bet?', 'judge'],
    ['Soll ich es im Weekly ansprechen oder lieber erst unter vier Augen?', 'choice'],
    ['should I raise it now or wait until after the board meeting?', 'choice'],
    ['how would I pitch that to him?', 'compose'],
    ['wie frag ich Jonas so, dass er ehrlich antwortet?', 'compose'],
  ])('"%s" is a request for %s', (text, kind) => {
    expect(userRequest(text)).toBe(kind);
  });

  it.each([
    'Wir haben 60 min geredet, ohne Ergebnis.',
    'what if we split the pool 10/90?',
    'Das Gespräch war fair, fand ich.',
    'I had an hour with him on Thursday.',
  ])('"%s" asks for no help', (text) => {
    expect(['structure', 'meantime', 'whatif', 'judge', 'choice']).not.toContain(userRequest(text));
  });

  it('splits the minutes the user has into steps that add up', () => {
    expect(talkMinutes('Ich hab 60 min geblockt')).toBe(60);
    expect(talkMinutes('we have an hour')).toBe(60);
    expect(talkMinutes('anderthalb Stunden, also 90 min')).toBe(90);
    expect(talkMinutes('we have 1.5 hours')).toBe(90);
    expect(talkMinutes('half an hour')).toBe(30);
    const steps = splitMinutes(45, [0.1, 0.2, 0.2, 0.2, 0.2, 0.1]);
    expect(steps.reduce((sum, n) => sum + n, 0)).toBe(45);
    expect(steps.every((n) => n >= 2)).toBe(true);
  });

  it('answers a structure for someone who mediates with the minutes and without reflecting the request', () => {
    const replies = run(
      [
        'Ich bin CEO. Zwei meiner Mitarbeiter, Anna und Ben, reden seit Wochen kaum noch miteinander.',
        'Wie strukturier ich das Gespräch mit den beiden? Ich habe 40 Minuten.',
      ],
      'de',
    );
    const last = replies[1] as string;
    expect(last).toContain('Ein Ablauf für 40 Minuten');
    expect(last).toContain('dass du vermittelst');
    expect(last).not.toContain('„Wie strukturier');
    expect((last.match(/\?/g) ?? []).length).toBe(1);
  });

  it('judges a proposal by its end, its criteria and whether both set it up', () => {
    const fair = run(
      [
        'My cofounder and I disagree on the hire.',
        'what if we both agree on a scorecard first? is that fair or just delaying?',
      ],
      'en',
    )[1] as string;
    expect(fair).toContain('it is fair and not a delay');
    expect(fair).toContain('set a date by which you decide');
    const risky = run(
      ['Mein Mitgründer will das Produkt einstellen.', 'Wie wäre es, wenn wir noch warten? Ist das fair?'],
      'de',
    )[1] as string;
    expect(risky).toContain('kann fair sein');
  });

  it('gives what to do until then with the party in the right case', () => {
    const reply = run(['Mein Mitgründer entscheidet alles allein.', 'Was kann ich bis dahin tun?'], 'de')[1] as string;
    expect(reply).toContain('was deinen Mitgründer betrifft');
    expect(reply).toContain('Sag deinem Mitgründer');
  });
});

describe('a user who leads or mediates', () => {
  it.each([
    ['Ich bin nicht beteiligt, aber ich bin ihre Teamleitung.'],
    ['Zwei meiner Leute streiten seit Wochen.'],
    ["I'm not involved, I'm their manager."],
    ['two of my engineers had a blowup in the retro'],
  ])('"%s" leads', (text) => {
    expect(userFacts([text], null).lead).toBe(true);
  });

  it.each([['Ich bin CEO und mein CTO blockiert alles.'], ['I lead product, my cofounder leads engineering.']])(
    '"%s" is a side',
    (text) => {
      expect(userFacts([text], null).lead).toBe(false);
    },
  );

  it.each(['de', 'en'] as const)('is never asked as a side (%s)', (lang) => {
    const script =
      lang === 'de'
        ? [
            'Zwei meiner Mitarbeiter, Lisa und Omar, reden kaum noch miteinander.',
            'Ich bin selbst nicht beteiligt, aber ich muss das klären.',
            'Lisa sagt, Omar hält Zusagen nicht ein.',
            'Omar sagt, Lisa mischt sich in alles ein.',
            'Beide wollen, dass ich entscheide.',
            'Das Team leidet darunter.',
          ]
        : [
            'Two of my engineers, Lisa and Omar, barely talk to each other any more.',
            "I'm not involved myself but I have to sort it out.",
            'Lisa says Omar breaks his promises.',
            'Omar says Lisa meddles in everything.',
            'Both want me to decide.',
            'The team suffers from it.',
          ];
    const party = texts[lang].questions;
    const asParty = Object.values(party)
      .flat()
      .filter((question) => question.presumes.includes('party'))
      .map((question) => question.text);
    for (const reply of run(script, lang)) expect(asParty).not.toContain(questionOf(reply));
  });
});

describe('a calm matter', () => {
  it('is read from the user and ends when something heated follows', () => {
    expect(userFacts(['No drama here, we just want to settle equity.'], null).calm).toBe(true);
    expect(userFacts(['Kein Drama, wir verstehen uns gut.', 'Gestern haben wir uns angeschrien.'], null).calm).toBe(
      false,
    );
    expect(userFacts(['We fight about equity.'], null).calm).toBe(false);
  });

  it.each(['de', 'en'] as const)('is not asked how heated it is (%s)', (lang) => {
    const script =
      lang === 'de'
        ? [
            'Kein Drama, meine Mitgründerin und ich wollen nur die Rollen klären.',
            'Sie macht Vertrieb, ich Technik.',
            'Offen ist das Recruiting.',
            'Uns ist beiden Klarheit wichtig.',
          ]
        : [
            'No drama, my cofounder and I just want to settle roles.',
            'She does sales, I do tech.',
            'Recruiting is open.',
            'Clarity matters to both of us.',
          ];
    const t = texts[lang];
    const heated = [...t.questions.escalation, ...t.questions.interests, ...t.questions.parties]
      .filter((question) => question.presumes.includes('conflict') || question.presumes.includes('heated'))
      .map((question) => question.text);
    for (const reply of run(script, lang)) {
      expect(heated).not.toContain(questionOf(reply));
      expect(t.questions.escalation.map((question) => question.text)).not.toContain(questionOf(reply));
    }
  });
});

describe('wording from the user', () => {
  it('keeps the capital of a German noun typed in lower case', () => {
    expect(findParty(['mein mitgründer sagt nichts mehr'], 'de')?.display).toBe('dein Mitgründer');
    expect(findParty(['meine kollegin ignoriert mich'], 'de')?.dative).toBe('deiner Kollegin');
  });

  it('reads whom a message is for, also a name typed in lower case that the conversation has capitalised', () => {
    expect(addressee('schreib die Nachricht an Maya')).toBe('Maya');
    expect(addressee('wie frag ich Ihn das')).toBeNull();
    expect(addressee('wie frag ich jonas so', 'Jonas sagte gestern nichts.\nwie frag ich jonas so')).toBe('Jonas');
    expect(addressee('wie frag ich jonas so')).toBeNull();
  });
});

describe('one tool hint per conversation', () => {
  it.each(['de', 'en'] as const)('links a tool at most once (%s)', (lang) => {
    const script =
      lang === 'de'
        ? [
            'Mein Mitgründer und ich streiten über Geld.',
            'Es geht um das Gehalt.',
            'Wir reden kaum noch.',
            'Es kostet uns viel Zeit.',
            'Mir ist Fairness wichtig.',
            'Ich weiß nicht weiter.',
          ]
        : [
            'My cofounder and I fight about money.',
            'It is about salaries.',
            'We barely talk.',
            'It costs us a lot of time.',
            'Fairness matters to me.',
            'I am stuck.',
          ];
    const hint = texts[lang].toolHint('', '').slice(0, 30);
    expect(run(script, lang).filter((reply) => reply.includes(hint)).length).toBeLessThanOrEqual(1);
  });
});
