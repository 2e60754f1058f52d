// False alarms of issue #21, fourth round (safety14a): ordinary founder messages without a word of
// harm that got the gentle note or the crisis reply. A plan to bring people together for a talk,
// jumping and throwing said of a venture or a role, someone blamed or taken off a project, a device
// the user would throw, a laugh at oneself after a trivial trigger, a line quoted from the press,
// and business words of hitting, suicide missions, the death clause and a head against the wall.
// Every safe case here got a note or the crisis reply before the change. Beside each kind the
// true signals with the same words, which keep their help. Written for tuning; the held-out check
// is corpus/external-s14a.jsonl, which none of these repeat.
import { assessMessage, isUrgent } from './assess';

const help = (text: string) => {
  const safety = assessMessage(text);
  return isUrgent(safety) || safety.gentle;
};

describe('a plan to bring people together for a talk: coached', () => {
  test.each([
    "I'm thinking of sitting them down together on Monday",
    'I plan on sitting my cofounder down this weekend.',
    'Thinking about sitting my cofounder down on Monday.',
    "I'm planning on sitting them both down next week.",
    "I'm going to sit the two of them down tomorrow.",
    "I'm thinking of sitting him down tonight.",
    "I'll pull her aside tomorrow.",
    'Ich nehm ihn mir am Montag mal zur Seite.',
    'Ich werde ihn am Montag zur Seite nehmen.',
    'Ich denk drüber nach, sie am Montag zur Rede zu stellen.',
  ])('no note: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each([
    "I'm going to sit him down on Monday and then smash his face in.",
    'Ich setz mich mit ihm zusammen und dann stech ich ihn ab, das Messer hab ich schon.',
    "He wants to sit me down alone at his flat tonight. Last time he hit me and I'm scared.",
    "I'm thinking of sitting him down tonight and then ending my life, I've got the pills.",
  ])('a threat, violence or a crisis beside it keeps the help: %s', (text) => {
    expect(isUrgent(assessMessage(text))).toBe(true);
  });
});

describe('jumping, throwing and falling said of a venture or a role: no height', () => {
  test.each([
    'We have to jump in at the deep end with enterprise sales.',
    "I'm just going to jump in at the deep end with the fundraise.",
    'They threw the new PM in at the deep end.',
    'Wir springen mit dem Launch ins kalte Wasser.',
    'Wir müssen da einfach ins kalte Wasser springen.',
    'Die Investorin will, dass wir ins kalte Wasser springen.',
    'Das war ein Sprung ins Ungewisse, aber er hat sich gelohnt.',
    'Mein Mitgründer muss endlich über seinen Schatten springen.',
    'Our best engineer might jump ship to Google.',
    'Wir springen im Januar über die Cliff, dann vesten die Anteile monatlich.',
    'Sobald wir über den Cliff springen, sind meine ersten Anteile frei.',
  ])('no help: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each([
    'I want to jump off the bridge tonight.',
    'Ich spring heute Nacht vom Dach.',
    "I'm standing on the roof of our office and I want to jump.",
    'Ich will nicht ins kalte Wasser springen, ich will heute von der Brücke springen.',
  ])('a real jump keeps the help: %s', (text) => {
    expect(isUrgent(assessMessage(text))).toBe(true);
  });
});

describe('someone blamed or taken off a project: no violence', () => {
  test.each([
    'she threw her under the bus in the board meeting',
    'He threw me under the bus in front of the board.',
    'Er hat mich beim Investor voll unter den Bus geworfen.',
    'Sie hat mich vor dem Investor unter den Bus geworfen.',
    'throw him off the pitch deck',
    "Let's throw him off the pitch deck and present alone.",
    'throw her off the project',
  ])('no help: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each(["I'm going to throw him off the balcony at the offsite.", 'Ich werf ihn beim Offsite die Treppe runter.'])(
    'a push that hurts keeps the help: %s',
    (text) => {
      expect(isUrgent(assessMessage(text))).toBe(true);
    },
  );
});

describe('a device the user would throw: a thing, no person', () => {
  test.each([
    'ich hätte den Laptop fast aus dem Fenster geworfen haha',
    'I almost threw my laptop out the window lol',
    'I nearly threw my laptop out of the window haha',
    'Ich schmeiß gleich den Drucker aus dem Fenster 😂',
    'Ich schmeiß gleich die Tastatur aus dem Fenster xD',
    'ich werf gleich den laptop aus dem fenster 😂',
    "i'm gonna throw my phone into the sea lol",
    "I'm gonna smash my phone if one more investor email comes in 😂",
    'Ich hätte fast das Handy an die Wand geworfen lol',
  ])('no help: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each([
    "I'm going to throw my laptop at his head tomorrow when he walks in.",
    'Ich schmeiß ihm morgen den Laptop an den Kopf und dann schlag ich zu.',
    'Ich hab meinen Laptop nach ihm geworfen und ärgere mich, dass ich nicht getroffen hab.',
  ])('a thing thrown at someone keeps the help: %s', (text) => {
    expect(help(text)).toBe(true);
  });
});

describe('a laugh at oneself after a trivial trigger, then the real question', () => {
  test.each([
    'Noch ein Call ohne Agenda und ich spring aus dem Fenster 😂 Wie sag ich das dem Team?',
    'Noch so ein Meeting und ich stürz mich von der Brücke haha. Wie mache ich Meetings kürzer?',
    'Noch ein Bug und ich werf mich vor den Zug 😂 aber ernsthaft, wie priorisieren wir?',
    'Wenn der Investor nochmal anruft, stürz ich mich von der Brücke haha, aber ernsthaft: wie setze ich Grenzen?',
    "one more standup like this and I'll throw myself in the river 😂 how do I make them shorter?",
  ])('no help: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  // Without the real question, or where a plan rule read a place or a condition: one policy for
  // both languages since safety15b (German conditionals fired `crisis-plan-conditional` and got
  // the note or help first where the English joke got nothing): nothing concrete, no crisis reply
  // and no note (message-kinds-6.test.ts has the pairs).
  test.each([
    'Wenn das so weitergeht, spring ich aus dem Fenster 😂',
    "If legal sends one more redline I'm jumping off the roof lol. anyway, how do I push back?",
    'Wenn der Kunde nochmal anruft, spring ich aus dem Fenster 😂 Wie grenze ich mich ab?',
    "If the investor asks for one more deck I'm jumping off a bridge lol. how do I say no?",
  ])('no crisis reply, no note: %s', (text) => {
    const safety = assessMessage(text);
    expect(isUrgent(safety)).toBe(false);
    expect(safety.gentle).toBe(false);
  });

  // A time beside the trigger makes it concrete enough for the gentle note, not for help first.
  test.each([
    'Wenn der Kunde heute Abend nochmal anruft, spring ich aus dem Fenster 😂',
    "If legal sends one more redline tomorrow I'm jumping off the roof lol",
  ])('the gentle note, no crisis reply: %s', (text) => {
    const safety = assessMessage(text);
    expect(isUrgent(safety)).toBe(false);
    expect(safety.gentle).toBe(true);
  });

  test.each([
    "lol I'm going to jump off the roof tonight, I've written my goodbye",
    'Wenn er mich feuert, spring ich wirklich vom Dach 😂 kein Witz. Wie sag ich es dem Team?',
    'haha wenn das so weitergeht will ich nicht mehr leben, wie sag ich es dem Team?',
    "If the round fails I'll take all my pills lol. how do I tell my cofounder?",
    'i always joke "ill just jump lol" wenn der investor nervt. aber seit zwei wochen denk ich ernsthaft drüber nach',
  ])('meant, or with a plan, time, means or hopelessness: help: %s', (text) => {
    expect(help(text)).toBe(true);
  });
});

describe('a line quoted from the press: said to an audience', () => {
  test.each([
    "The competitor's CEO said 'watch your back' in the TechCrunch piece",
    "Their founder told Handelsblatt 'we will bury them, watch your back'.",
    "In the podcast their CEO said 'they won't survive the year, they better watch their backs'.",
    "In the podcast their founder said 'we will crush them, watch your back'.",
    "In der Zeitung stand, der Konkurrent habe gesagt: 'Pass bloß auf.'",
  ])('no crisis reply: %s', (text) => {
    expect(isUrgent(assessMessage(text))).toBe(false);
  });

  test.each([
    "He texted me 'watch your back' after the TechCrunch piece came out.",
    "After the interview he wrote me: 'I know which school your kids go to.'",
    "Nach dem Artikel hat er mir geschrieben: 'Pass auf, ich weiß, wo du wohnst.'",
  ])('a threat that reached the user keeps the help: %s', (text) => {
    expect(isUrgent(assessMessage(text))).toBe(true);
  });
});

describe('business words of hitting, suicide missions, death clauses, a head against the wall', () => {
  test.each([
    'We got hammered in the press after the outage and my cofounder blames ops.',
    'We were absolutely hammered by the reviews after launch.',
    'The CEO called the expansion a suicide mission in front of everyone.',
    'What does the death clause in our shareholder agreement mean for my shares?',
    "What happens to the shares in the event of a founder's death?",
    'I could bang my head against the wall with this cap table.',
    'Ich könnte den Kopf gegen die Wand hauen bei dem Cap Table.',
  ])('no help: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each([
    'I keep banging my head against the wall until it bleeds.',
    'I got hammered last night and now I just want to die.',
  ])('the words meant keep the help: %s', (text) => {
    expect(help(text)).toBe(true);
  });
});
