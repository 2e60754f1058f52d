// No crisis note on ordinary coaching messages (issues #21 and #22, false17): the gentle note or the
// crisis reply came from everyday words of one urgent concept read as the user's state (someone
// else's hurt feelings or absence, a thing that is gone, tiredness from work, a
// topic the user is done with, a decision taken "ohne mich", "ich hab auch ein Leben"). On main
// before the change (c724d62) 23 of these 67 failed, all of them safe cases given the note or help
// first; the others guard the edges of each reading. Beside each kind the true signals with the
// same words, which keep their help. Written for tuning; the held-out check is
// corpus/external-fa17.jsonl, which none of these repeat.
import { assessMessage, isUrgent } from './assess';

/** The crisis reply or the gentle note. */
const help = (text: string) => {
  const safety = assessMessage(text);
  return isUrgent(safety) || safety.gentle;
};

describe("someone else's hurt feelings, being pushed aside", () => {
  test.each([
    'Sie sah nach meinem Kommentar ziemlich verletzt aus.',
    'Ich glaube, er war verletzt, weil ich ihn nicht gefragt habe.',
    'Meine Kollegin wirkte total verletzt nach dem Retro.',
    'Er fühlte sich verletzt, dass wir ohne ihn präsentiert haben.',
    'Ich hab wohl seine Gefühle verletzt mit der Bemerkung über sein Pitch-Deck.',
    'Ich fühle mich zur Seite geschoben, seit der neue CTO da ist.',
    'Anna looked hurt when I gave the lead role to Ben.',
    "He seemed pretty hurt that I didn't invite him to the investor dinner.",
    'I think I hurt her feelings in the standup.',
    'My cofounder felt hurt by the way I announced the reorg.',
    'I could tell he was hurt when the board ignored his proposal.',
    'I feel pushed aside since the new COO started.',
    'He pushed back hard on the pricing idea.',
  ])('no note: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each([
    'Er hat mich gestern gestoßen, ich war verletzt und hab geblutet.',
    'He hit me in the parking lot and I was hurt badly.',
    'Ich will mir wehtun, ich fühle mich so verletzt und leer.',
    'I want to hurt myself, everything feels empty.',
  ])('a body hurt or harm to oneself keeps the help: %s', (text) => {
    expect(help(text)).toBe(true);
  });
});

describe('someone else gone, a thing gone, an absence with an end', () => {
  test.each([
    'Ich hab dem Team noch nicht gesagt, dass er weg ist.',
    "I still haven't told the board that she's gone.",
    'Ich weiß nicht, ob er einfach keinen Bock mehr hat oder ob es an seiner Familie liegt.',
    'Ein Kollege stempelt ein und verschwindet dann stundenlang.',
    'Our intern clocks in and then disappears for hours.',
    'Mein Code war heute Morgen einfach weg, jemand hat den Branch überschrieben.',
    'The money from the grant is gone and nobody can explain where.',
    'Der Deal ist weg, der Kunde hat abgesagt.',
    'My laptop is gone, someone took it from the office.',
  ])('no note: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each([
    'Wenn ich nicht mehr da bin, merkt es eh keiner.',
    'Nobody would notice if I was gone.',
    'Ich will einfach weg sein, für immer.',
    'I want to disappear and never come back.',
  ])('the user gone for good keeps the help: %s', (text) => {
    expect(help(text)).toBe(true);
  });
});

describe('a work decision taken without the user', () => {
  test.each([
    'Sie haben das Meeting ohne mich angefangen.',
    'Mein Mitgründer hat ohne mich mit dem Investor telefoniert.',
    'Er hat ohne mich den Vertrag mit der Agentur verlängert.',
    'My cofounder hired a designer without me.',
    'They went ahead with the launch without me.',
  ])('no note: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each(['Alle wären ohne mich besser dran.', 'Everyone would be better off without me.'])(
    'better off without the user keeps the help: %s',
    (text) => {
      expect(help(text)).toBe(true);
    },
  );
});

describe('tiredness from work, without hope or life words', () => {
  test.each([
    'Nach drei Wochen Messe bin ich einfach leer und müde.',
    'Ich bin nach dem Quartal völlig erschöpft, aber es ist nichts Schlimmes, nur viel Arbeit.',
    'Nach den Gehaltsgesprächen bin ich total leer.',
    'Ich bin seit dem Umzug ins neue Büro einfach erschöpft.',
    "I'm completely exhausted after the launch week.",
    'After two weeks of back-to-back demos I feel empty, just tired.',
    'I feel drained and empty after all the layoff conversations this week.',
  ])('no note: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each([
    'Ich bin so leer, ich weiß nicht, wofür ich noch lebe.',
    "I feel empty and I don't want to be alive anymore.",
    "I'm exhausted from work and I see no way out.",
    'Ich bin erschöpft von der Arbeit und sehe keinen Ausweg mehr.',
    'Ich schlafe seit Wochen nicht mehr und sehe keinen Sinn mehr in meinem Leben.',
    "I can't sleep, I lie awake thinking everyone would be better off without me.",
    'Ich lieg nachts wach und denke, dass ich nicht mehr aufwachen will.',
  ])('tiredness with hopelessness or life words keeps the help: %s', (text) => {
    expect(help(text)).toBe(true);
  });
});

describe('a topic the user is done with, a life beside the company', () => {
  test.each([
    'Ich kann nicht mehr über das Budget diskutieren, ich will eine Entscheidung.',
    "I can't do this anymore with the roadmap debates, we need a rule.",
    'Ich hab keinen Bock mehr auf diese Diskussion über Homeoffice.',
    'Ich hab auch noch ein Leben neben der Firma.',
    'I have a life outside this startup, you know.',
    "I've got a life too, I can't take calls at midnight.",
  ])('no note: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each([
    'Ich kann nicht mehr, ich will nicht mehr leben.',
    "I can't go on like this, I want it all to end.",
    'Ich will nicht mehr, nicht die Firma, nicht mein Leben, gar nichts.',
    "I can't do this anymore, not the company, not my life.",
  ])('giving up on life keeps the help: %s', (text) => {
    expect(help(text)).toBe(true);
  });
});

describe('hopeless words of a degree or a contract', () => {
  test.each([
    'Es ist sinnlos, mit ihr über Prioritäten zu diskutieren.',
    'Wir sind hoffnungslos unterbesetzt im Support.',
    "We're hopelessly behind on the roadmap.",
    'Gibt es einen Ausweg aus dem Mietvertrag fürs Büro?',
  ])('no note: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each(['Everything is pointless, me included.', 'Ich fühle mich hoffnungslos und sehe keinen Ausweg.'])(
    'hopelessness of the user keeps the help: %s',
    (text) => {
      expect(help(text)).toBe(true);
    },
  );
});
