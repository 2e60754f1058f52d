// False alarms of issue #21, third round: "cliff" in vesting talk, death and violence told from the
// user's own work, leaving the company in words of giving up, and fiction beyond a novel or a
// screenplay (a game, a role-play exercise, a podcast, a radio play, a case study, a comic, song
// lyrics). Beside each, the true signals with the same words that keep their help. Written for
// tuning; the held-out check is corpus/external-s13a.jsonl, which none of these repeat.
import { assessMessage, isUrgent } from './assess';
import { literal } from './figurative';

const help = (text: string) => {
  const safety = assessMessage(text);
  return isUrgent(safety) || safety.gentle;
};

describe('"cliff" in vesting talk is the vesting term', () => {
  test.each([
    'the cliff in our vesting schedule is 12 months, how do I explain it to our first hire?',
    'Der Cliff ist in drei Wochen und er will vorher gehen, weil seine Anteile dann sicher sind.',
    'Her options vest monthly after the cliff; she asks to jump straight past it.',
    'What happens to his shares if he leaves right before the cliff?',
    'Unser ESOP: ein Cliff, dann monatlich. Mein Mitgründer findet das unfair.',
  ])('no help, no label: %s', (text) => {
    const safety = assessMessage(text);
    expect(isUrgent(safety) || safety.gentle).toBe(false);
    expect(safety.labels).not.toContain('crisis');
  });

  // "springen" stays an everyday word of height beside it: at most the gentle note, no crisis reply.
  test('jumping to monthly vesting after the cliff: no crisis reply', () => {
    const safety = assessMessage('Wir springen nach dem Cliff auf monatliches Vesting, wie sag ich das dem Team?');
    expect(isUrgent(safety)).toBe(false);
    expect(safety.rules).toEqual([]);
  });

  test.each([
    "I'm at the cliff edge by the coast and thinking about jumping. The vesting doesn't matter anymore.",
    'Ich stehe an der Klippe und will springen.',
    "Screw the shares, I'm standing on top of the cliff and I want to jump.",
  ])('a real cliff keeps the help: %s', (text) => {
    expect(isUrgent(assessMessage(text))).toBe(true);
  });

  test('a cliff of a vesting schedule becomes the neutral word, the edge of one stays', () => {
    expect(literal('Forget the shares, I am at the edge of a cliff.')).toContain('edge of a cliff');
    expect(literal('We hit the cliff next month and his shares vest.')).not.toContain('cliff');
  });
});

describe("death and violence told from the user's own work", () => {
  test.each([
    "I'm an ICU nurse and we see overdoses every single week. My cofounder thinks the alerting feature is a nice-to-have.",
    'Als Notfallsanitäterin habe ich ständig mit Suizidversuchen zu tun, deshalb will ich, dass unsere App einen Notfallknopf hat.',
    "I worked as a paramedic for years, people killing themselves was part of the job. Now my cofounder says I'm too dark in pitches.",
    'Ich bin Polizist, Drohungen und Gewalt sind mein Alltag. Mein Mitgründer versteht nicht, warum ich bei Konflikten so ruhig bleibe.',
    'As a psychotherapist I hear about suicidal thoughts every day; how do I explain to my cofounder why our onboarding needs a safety page?',
    'Ich arbeite auf der Intensivstation und sehe täglich Menschen sterben. Mein Geschäftspartner will, dass ich ganz aussteige.',
    "I'm a firefighter, we pull people out of burning cars. My co-founder thinks I can't handle the stress of a startup.",
  ])('no help: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each([
    "I'm an ICU nurse and I know exactly how many of these pills it would take. I've been thinking of doing it myself.",
    'Als Sanitäter sehe ich das jeden Tag, und seit der Insolvenz will ich selbst nicht mehr leben.',
    "I'm a psychologist and I know the signs: I want to die, and I've picked a date.",
    'Ich bin Polizistin und habe meine Dienstwaffe zu Hause. Ich denke daran, mich umzubringen.',
  ])('own state beside the work keeps the help: %s', (text) => {
    expect(isUrgent(assessMessage(text))).toBe(true);
  });
});

describe('leaving the company in words of giving up', () => {
  test.each([
    'If he signs the term sheet without me, I am out of this company.',
    'Ich bin raus aus dem Startup, wenn sie das nochmal macht.',
    'Noch so ein Board-Meeting und ich schmeiße hin. Wie sage ich das ruhig?',
    "Either she steps down as CEO or I'm gone. How do I say that?",
    "I can't do this anymore with her as COO, I want out of the partnership.",
    'Ich hab keinen Bock mehr auf die Firma, ich steig aus. Wie regeln wir die Anteile?',
    "I'm done with this startup, I'm walking away from the deal.",
  ])('no help: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each([
    'Ich schmeiß alles hin, auch mein Leben. Ich will nicht mehr.',
    "I'm out of the company and soon out of this life.",
    "I quit the company and I can't do this anymore, I want to die.",
    'Ich bin raus aus der Firma und sehe keinen Grund mehr zu leben.',
  ])('more than the company keeps the help: %s', (text) => {
    expect(isUrgent(assessMessage(text))).toBe(true);
  });
});

describe('fiction beyond a novel or a screenplay', () => {
  test.each([
    'In the board game we are designing, one card says "your cofounder wants you dead". Is that too edgy for the team?',
    'Für unser Hörspiel brauchen wir eine Szene, in der der Gründer sagt, er bringt sich um. Wie sprechen wir das im Team an?',
    'We are writing a case study for a startup course: a founder threatens to stab his partner. What questions should students discuss?',
    'Song lyrics for our launch: "I would kill for this round". My co-founder hates it.',
    'In my comic the villain poisons the investor. My co-author wants it cut.',
    'For a role-play exercise in our leadership training, one person plays a boss who threatens to hurt an employee.',
    'Unsere Pen-and-Paper-Kampagne: der Bösewicht will den König erstechen. Mein Mitspieler findet das zu brutal.',
  ])('no help: %s', (text) => {
    expect(help(text)).toBe(false);
  });

  test.each([
    "It's not a podcast, I really want to kill myself.",
    'Das ist für ein Spiel, aber ehrlich gesagt will ich selbst nicht mehr leben.',
    'Call it a case study, but I have the pills here and I am taking them tonight.',
  ])('stepping out of it keeps the help: %s', (text) => {
    expect(isUrgent(assessMessage(text))).toBe(true);
  });
});

describe('signs of a medical emergency told as past and over: no urgent reply', () => {
  test.each([
    'Meine Mitgründerin ist letztes Jahr beim Pitch umgekippt, seitdem will sie keine Bühnentermine mehr. Wie teilen wir das auf?',
    'I passed out at a trade fair two years ago and have been fine since; my cofounder still treats me as fragile.',
    'Vor drei Monaten bin ich im Büro zusammengebrochen, jetzt geht es wieder. Wie rede ich mit ihm über weniger Reisen?',
  ])('%s', (text) => {
    expect(assessMessage(text).rules).not.toContain('medical-urgent');
  });

  test.each([
    'I passed out in the meeting room ten minutes ago and my chest still hurts.',
    'Mein Mitgründer ist gerade umgekippt und atmet kaum, was mach ich?',
  ])('now: %s', (text) => {
    expect(assessMessage(text).rules).toContain('medical-urgent');
  });
});
