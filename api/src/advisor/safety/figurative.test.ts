// Figurative speech (figurative.ts, assess.ts): business idioms, irritation, worry, sleepless
// nights for a launch and hyperbole marked as a joke are coached; the real signals right next to
// them (a threat with a plan and a laugh, self-harm with an emoji, hopelessness beside an idiom,
// harassment tied to an identity) still get help. Both languages.
import { assessMessage, isJokingHyperbole, isUrgent, resolvedPast } from './assess';
import { idiomWord, jokeMarked, literal } from './figurative';

const help = (text: string) => {
  const safety = assessMessage(text);
  return isUrgent(safety) || safety.gentle;
};

describe('idioms become one neutral word before the safety layer reads them', () => {
  test.each([
    ['if the bridge doesnt close by march we are dead in the water', 'dead in the water'],
    ['wir sind so gut wie tot, wenn der Kunde abspringt', 'wir sind so gut wie tot'],
    ['Die Lizenzkosten brechen uns noch das Genick.', 'brechen uns noch das Genick'],
    ['the new pricing is killing our conversion', 'killing our conversion'],
    ['Ich kann es nicht mehr hören, wenn sie im Weekly sagt, es läuft', 'Ich kann es nicht mehr hören, wenn'],
    ['Ich hab Angst, dass sie es persönlich nimmt.', 'Angst, dass sie es persönlich nimmt'],
    ['barely slept for days because of the release', 'barely slept for days because of the release'],
    ['unsere burn rate ist gerade echt selbstmörderisch, 68k im monat', 'selbstmörderisch'],
    ['our burn is already suicidal, we need to cut', 'suicidal'],
    ['that pricing is suicidal for a seed startup', 'suicidal'],
    ['Das ist ein selbstmörderischer Zeitplan.', 'selbstmörderischer Zeitplan'],
    ['with this runway, hiring five people would be suicidal', 'suicidal'],
    ['she cut me off in front of the lead investor again', 'cut me off'],
    ['what happens to my shares if I get pushed out as CEO?', 'pushed out as CEO'],
    ['the board forced him out of the company last week', 'forced him out of the company'],
    ['one of our leads keeps cutting her off in meetings', 'cutting her off'],
    ['wie sag ich ihm das, ohne dass es übergriffig wirkt?', 'übergriffig'],
    ['how do I ask without being intrusive?', 'intrusive'],
    ["I'm a team lead, I don't want to be their therapist", 'therapist'],
    ['ich bin doch nicht ihr Therapeut, ich leite das Team', 'Therapeut'],
    ['Der neue Werkstudent ist ne echte Waffe im Kundensupport.', 'Waffe'],
    ['Die Demo ist unsere stärkste Waffe im Vertrieb.', 'Waffe'],
    ["She's an absolute weapon with angry customers.", 'weapon'],
    ['her cold emails are a lethal weapon', 'weapon'],
    ['Mein Mitgründer bringt sich noch um mit seinen 80-Stunden-Wochen.', 'bringt sich'],
    ['der bringt sich selbst um mit seinen ewigen Sonderwünschen', 'bringt sich'],
    ['he is killing himself with these 80-hour weeks', 'killing himself'],
    ['we are working ourselves to death on this launch', 'to death'],
    ['Die Budgetrunde war das reinste Gemetzel, keiner hat nachgegeben.', 'Gemetzel'],
    ['the quarterly review turned into a bloodbath over bonuses', 'bloodbath'],
    ['Seit der Umstrukturierung ist das Klima im Team vergiftet.', 'vergiftet'],
    ['the mood in the office is poisoned since the layoffs', 'poisoned'],
    ['Die Launch-Woche hat mich fast umgebracht.', 'umgebracht'],
    ['this audit month nearly killed me, honestly', 'killed'],
    ['his comment in the all-hands has been eating at me', 'eating at me'],
    ['how do I tell her the demo is too long without hurting her?', 'hurting'],
    ['wie sag ich ihm das, ohne ihn zu kränken?', 'kränken'],
    ['Wir haben ein Jahr Cliff, der Cliff ist seit März durch.', 'Cliff'],
    ['Mein Mann weiß Bescheid und steht voll hinter mir.', 'hinter mir'],
    ['I just want all the arguing to stop', 'arguing'],
    ['Ich hab Angst, dass sie einfach nein sagt.', 'Angst'],
    ['Ich bring ihn morgen um 8 zum Flughafen.', 'um 8'],
    ['bringst du sie um halb neun zum Bahnhof?', 'um halb'],
    ['Ich bringe den Kunden um 14:30 zum Termin.', 'um 14'],
    ['Wir bringen das Team um acht Uhr zur Messe.', 'um acht'],
    ['Bring ihn bitte um Mitternacht nach Hause, er hat getrunken.', 'um Mitternacht'],
    ['The launch will literally kill me.', 'kill me'],
    ['this deadline is going to be the death of me', 'death of me'],
    ['Honestly the commute is killing me', 'killing me'],
    ["the fundraising's gonna kill me", 'kill me'],
    ['We should break their neck on pricing.', 'neck'],
    ["we'll break the incumbents' necks with our margins", 'necks'],
  ])('%s', (text, idiom) => {
    expect(literal(text)).toContain(idiomWord);
    expect(literal(text)).not.toContain(idiom);
  });

  test.each([
    'Ich kann nicht mehr.',
    'Er steht jeden Abend hinter mir an der Bushaltestelle.',
    'he is behind me in the car park again',
    'Ich hab es nicht verdient zu leben.',
    'I cant take it anymore',
    'ich will tot sein',
    'I have been afraid of him since he hit me',
    'I have not slept in days and I see no way out',
    // Real signals beside an idiom's words: a place, exhaustion, fear of someone, a partner's anger.
    'every morning I drive over the bridge close to the office and think about not stopping',
    'Ich kann das nicht mehr ertragen, wie alles ist.',
    'ich kann es nicht mehr aushalten, dass ich jeden Morgen aufwache',
    "I can't bear it anymore when I wake up",
    "I can't take it anymore how everything falls apart",
    'Ich hab Angst, dass er mich findet.',
    'ich hab angst dass mein mann sauer wird wenn er heute nacht betrunken heimkommt',
    'I am scared my husband will get angry when he comes home drunk tonight',
    // A person called suicidal is never a business metaphor.
    'I feel suicidal about the burn rate',
    'ich fühl mich manchmal als wär ich suizidal',
    'it is suicidal, I want it to end',
    // Withdrawal and a therapist one has are no idioms.
    'I have cut myself off from everyone since the exit',
    'my therapist says I should talk to him',
    'ich war heute bei meiner Therapeutin',
    // A weapon someone carries, and harm to oneself with a means, are no praise and no overwork.
    'Er hat ne Waffe im Meeting dabei.',
    'das ist eine waffe im rucksack, keine attrappe',
    'ich bring mich um mit tabletten',
    "I'm killing myself with pills tonight",
    // "um" that is no clock time, and a person who will kill: no idiom.
    'Ich bring ihn um.',
    'ich bring ihn heute nacht um, ich schwör',
    'Ich bringe ihn um, wenn er das noch mal macht.',
    'My cofounder will kill me if he finds out',
    'he said he will literally kill me',
    'I want it to kill me',
    "I'll break his neck if he touches my laptop again",
  ])('no idiom, nothing replaced: %s', (text) => expect(literal(text)).toBe(text));
});

describe('a joke marker', () => {
  test.each([
    'ich erwürg ihn 😂',
    'could throttle him lol',
    'haha ich bring ihn um',
    'jk i would never',
    'war nur Spaß',
    'ich könnt ihn umbringen 🙄',
  ])('marks: %s', (text) => expect(jokeMarked(text)).toBe(true));
  test.each(['Das macht mir keinen Spaß mehr', 'I just want to die', 'Ich bringe ihn um.'])(
    'does not mark: %s',
    (text) => expect(jokeMarked(text)).toBe(false),
  );

  test('takes back violent hyperbole only without a plan, means, time, self-harm or a threat received', () => {
    expect(isJokingHyperbole('ich bring ihn um 😅', 'violence', ['violence-de'])).toBe(true);
    expect(isJokingHyperbole('ich bring ihn morgen um 😅', 'violence', ['violence-de'])).toBe(false);
    expect(isJokingHyperbole('I could stab him lol, the knife is right here', 'violence', [])).toBe(false);
    expect(isJokingHyperbole('i want to die lol', 'crisis', [])).toBe(false);
    expect(isJokingHyperbole('he said he will kill me lol', 'danger', ['danger-en'])).toBe(false);
  });
});

describe('hyperbole marked as a joke is coached, with at most the gentle note', () => {
  test.each([
    'I could throttle him lol, he moved the demo again',
    'ich erschlag ihn gleich 😂 schon wieder ein Meeting ohne Agenda',
    'gonna murder my cofounder if he says "synergy" once more haha',
    'ich könnt sie erwürgen 🙄 schon wieder das Deck ohne mich verschickt',
    'I could kill him 🙄 pushed the release again',
  ])('no crisis reply: %s', (text) => {
    const safety = assessMessage(text);
    expect(isUrgent(safety)).toBe(false);
    expect(safety.labels).not.toContain('harassment');
  });
});

describe('false alarms of real conversations are coached', () => {
  test.each([
    'if the bridge round does not close by april we are dead in the water',
    'Wenn der Großkunde abspringt, bricht uns das das Genick.',
    'wir sind erledigt, wenn die Runde platzt',
    'those custom integrations are killing our margins',
    'Ich kann nicht mehr sehen, wie er die Praktikantin im Standup unterbricht.',
    'I guess I am angry that she signed the contract alone.',
    'Ich habe Angst, dass er es persönlich nimmt, wenn ich das anspreche.',
    'I have not slept in two days because of the launch, but we shipped',
  ])('no crisis reply and no gentle note: %s', (text) => expect(help(text)).toBe(false));
});

describe('the signals next to them still get help', () => {
  test.each([
    'ich bring ihn morgen nach dem Board um, das Messer liegt schon im Auto 😅',
    'lol I know where he lives and I am going over tonight with a bat',
    'ich will nicht mehr leben 😂',
    'haha the pills are laid out, after friday it wont matter',
    'wir sind tot, wenn die Runde platzt, und ich will dann auch nicht mehr leben',
    'the company is dead in the water and honestly everyone would be better off without me',
    'Ich kann nicht mehr. Ich sehe keinen Ausweg mehr.',
    'ich bring ihn um 🙄 und ich mein das ernst, morgen warte ich an seinem auto',
  ])('help: %s', (text) => expect(help(text)).toBe(true));
});

describe('an identity word is harassment evidence only with an act tied to it', () => {
  test.each([
    'his wife is pregnant, so he is off from March',
    'she is gay and our best engineer',
    'Seine Frau ist schwanger, er geht im Mai in Elternzeit.',
    'Unser CTO ist Muslim, wir legen das Teamessen nach Sonnenuntergang.',
  ])('no harassment: %s', (text) => expect(assessMessage(text).labels).not.toContain('harassment'));

  test.each([
    'Seit ich schwanger bin, lädt er mich nicht mehr zu den Investorenterminen ein.',
    'they keep calling him "the gay CEO" in front of the board',
    'Im Team-Chat nennen sie unsere Entwicklerin nur "das Kopftuch".',
    'after I told them I was pregnant they took me off the fundraising',
    'my cofounder is openly racist towards our new hire',
    'Unser Investor ist homophob.',
  ])('harassment: %s', (text) => expect(assessMessage(text).labels).toContain('harassment'));
});

describe('a crisis told as past and over gets the gentle note, not help first', () => {
  test.each([
    "Vor drei Jahren wollte ich nicht mehr leben. Heute geht's mir gut, ich hab Hilfe bekommen. Wie erzähle ich es meinem Team?",
    'Früher hab ich mich geritzt, das ist lange her und längst vorbei. Wie spreche ich mit meiner Mitgründerin über Stress?',
    "Two years ago I thought about ending it. I'm well now and had help. How do I tell my cofounder?",
    'I used to self-harm as a teenager, that is long behind me. How do I raise mental health in the team?',
  ])('no help first: %s', (text) => {
    expect(resolvedPast(text)).toBe(true);
    expect(isUrgent(assessMessage(text))).toBe(false);
  });

  test.each([
    'Letztes Jahr hab ich es schon mal versucht, und gerade fühlt es sich wieder genauso an.',
    'früher hab ich mich geritzt und letzte woche hab ich wieder angefangen',
    'I tried to end it last year, I got help, but lately the thoughts are back.',
    'After my first startup died I tried to end it. Right now it feels exactly like back then.',
  ])('back again, help: %s', (text) => {
    expect(resolvedPast(text)).toBe(false);
    expect(help(text)).toBe(true);
  });
});
