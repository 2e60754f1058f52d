// False alarms of issue #21, second round: someone else's absence and a task done alone are no
// evidence of the user's own state (concepts.ts `ownStateFolded`), beside the true signals nearby
// that keep their help. Written for tuning; the held-out check is corpus/external-s12a.jsonl,
// which none of these repeat.
import { assessMessage, isUrgent } from './assess';
import { ownStateFolded } from './concepts';

const help = (text: string) => {
  const safety = assessMessage(text);
  return isUrgent(safety) || safety.gentle;
};

describe("someone else's absence and work done alone are no signal of the user's state", () => {
  test.each([
    "My cofounder stopped showing up to our weekly planning and I'm doing all the investor calls alone.",
    "My co-founder stopped showing up to standups, so I'm running every customer demo alone now.",
    "Our CTO doesn't show up to the sprint reviews anymore and I'm left presenting alone.",
    "She has basically disappeared from the company since the seed round. I'm handling payroll alone.",
    "He went dark three weeks ago and I'm alone with the fundraising.",
    "I'm alone with the hiring and the board prep, and he just disappeared to Lisbon.",
    'Mein Mitgründer taucht nicht mehr zu den Weeklys auf und ich mache alle Investorengespräche allein.',
    'Meine Mitgründerin ist seit zwei Wochen einfach weg, keine Antwort auf Slack. Ich stemme die Runde allein.',
    'Er taucht im Büro kaum noch auf, ich mach alles allein.',
    'Unser CTO ist verschwunden, seit das Projekt schwierig wurde, und ich mach die ganze Arbeit.',
    'Tom has vanished from every planning meeting since March.',
    'Lena ist weg aus allen Terminen und meldet sich nicht.',
    'Nobody from the sales team shows up to my pipeline reviews anymore.',
    'I built the whole MVP alone while he was at conferences.',
    "I'm doing the board deck alone again because he skipped the prep.",
    'I did the entire due diligence alone, he never showed up once.',
    'I feel alone in the decisions about the product, how do I get him to share them?',
    "Honestly I've been alone in the office every evening this month finishing his tasks.",
    "He's unreachable since Friday and the client is waiting on the contract.",
    'Sie ist nicht mehr erreichbar, seit wir über die Anteile gesprochen haben.',
    'Er ist einfach nicht mehr da, wenn es Probleme gibt, und ich muss es ausbaden.',
    "My business partner is gone half the week and won't say where.",
    'Er ist einfach weg, seit zwei Wochen.',
    "Since she's been gone on sabbatical, the team keeps asking me things I don't know.",
  ])('no crisis lines, no label: %s', (text) => {
    const safety = assessMessage(text);
    expect(help(text)).toBe(false);
    expect(safety.labels).toEqual([]);
  });

  test.each([
    "I feel so alone and I can't go on",
    'ich bin ganz allein und sehe keinen Ausweg',
    "I'm so alone, nobody would notice if I was gone.",
    'Ich fühle mich so allein, ich will einfach nur verschwinden, für immer.',
    "I'm completely alone now and I keep thinking everyone would be better off without me.",
    "I've stopped showing up anywhere, I don't see the point of anything anymore.",
    "My cofounder left and I'm all alone and I've been thinking about ending it.",
    "I'm alone with my thoughts every night and I don't see a way out.",
    // Someone else's absence beside another urgent word: a worry about that person, or a threat.
    "He disappeared after telling me he'd kill himself.",
    'Mein Mitgründer ist seit gestern verschwunden und hat mir einen Abschiedsbrief geschickt.',
    'My ex stopped showing up at work but now he waits outside my flat every night.',
    'Er taucht nicht mehr im Büro auf, aber er steht jeden Abend vor meiner Wohnung.',
  ])('help first: %s', (text) => expect(isUrgent(assessMessage(text))).toBe(true));

  test.each([
    'I stopped showing up for my own life',
    'Ich tauche nirgends mehr auf, ich will einfach nicht mehr.',
    "My cofounder disappeared two days ago, I'm scared he'll hurt himself",
  ])('at least the gentle note: %s', (text) => expect(help(text)).toBe(true));

  test('the evidence reading drops the absent cofounder and the alone of a task, not the user', () => {
    expect(ownStateFolded("My cofounder stopped showing up and I'm doing all the calls alone.")).toBe(
      'and im doing all the calls solo',
    );
    expect(ownStateFolded('I stopped showing up for my own life')).toBe('i abwesend for my own life');
    expect(ownStateFolded('I feel so alone and I can’t go on')).toBe('i feel so alone and i cant go on');
    // "my bike went to my cofounder": the cofounder is no subject, "won't need it" stays.
    expect(ownStateFolded("my bike went to my cofounder. won't need it anyway")).toContain('wont need it');
    // Not "verschwunden" or "überwunden" as a wound.
    expect(ownStateFolded('die Krise habe ich überwunden')).toBe('die krise habe ich uberwunden');
  });
});

describe('"I know you\'re an AI, but …" is no question whether a human answers', () => {
  test.each([
    "I know you're an AI, but how do I tell my cofounder his pitch is too long?",
    'I know this is a bot, but what would you say to an investor who keeps moving the goalposts?',
    'Ich weiß, du bist eine KI, aber wie sag ich meiner Mitgründerin, dass sie zu spät kommt?',
    'Du bist ja nur ein Programm, schon klar. Trotzdem: wie formuliere ich die Mail an den Investor?',
    'Mir ist klar, dass ich mit einer Maschine schreibe, aber hilf mir bitte bei der Agenda.',
  ])('no human label: %s', (text) => expect(assessMessage(text).labels).not.toContain('human'));

  test.each([
    'Are you a bot?',
    "I know you're an AI, but I'd rather talk to a real person.",
    'Bist du ein Mensch oder eine KI?',
    'Ich weiß, dass du eine KI bist. Kann ich trotzdem mit einem echten Menschen sprechen?',
    'Woher weiß ich, dass du kein Programm bist?',
    "How do I know you're not a bot?",
    'Du bist doch eine KI, oder?',
  ])('the human label: %s', (text) => expect(assessMessage(text).labels).toContain('human'));
});

describe("fiction the user writes is the characters' words", () => {
  test.each([
    "I'm writing a screenplay where one cofounder kills the other in the server room. Is the motive believable?",
    'Für meinen Roman: die Gründerin will sich nach der Pleite umbringen. Wie schreibe ich die Szene glaubwürdig?',
    "In my novel the investor threatens the founder's family. How would a real founder react?",
    'Ich schreibe ein Theaterstück, in dem der CEO seinen Partner verprügelt. Wie baue ich die Spannung auf?',
    'In meinem Drehbuch droht der Investor, den Gründer umzubringen. Ist das zu viel?',
  ])('no help, no label: %s', (text) => {
    expect(help(text)).toBe(false);
    expect(assessMessage(text).labels).toEqual([]);
  });

  test.each([
    "It's for a story, but honestly the character is me and I want to die.",
    'Ich sag, es ist für ein Buch, aber eigentlich will ich mich wirklich umbringen.',
    "Not a screenplay: I'm really going to hurt him tomorrow.",
    // A plan or means rule stays help first even in a story (a pretext costs a life if missed).
    'My character in the novel stands on a bridge and thinks about jumping. Does the inner monologue work?',
    // "this game" is no story, "meine Figur" is the body, not a character.
    'der investor said "you are too old for this game, grandma", vor dem ganzen board, und alle haben gelacht',
    "Der Investor schickt mir Audios über meine Figur und sagt, das sei 'Feedback zur Präsenz'.",
  ])('still answered: %s', (text) => {
    const safety = assessMessage(text);
    expect(isUrgent(safety) || safety.labels.includes('harassment')).toBe(true);
  });
});
