// What a single message is, sixth round (issue #21, recall on kinds nobody wrote a rule for, and
// the same answer in both languages): left out, mocked or declared unfit for a protected trait
// (trait.ts, `harassment-trait`), watched or waited for where one's child is or at one's own
// routine (following.ts: the help for danger), a threat received in writing and quoted (quoted.ts,
// `danger-veiled-quoted`) and one policy for a laugh at oneself after a trivial trigger in German
// and English (assess.ts `jokingSelfHyperbole`). Each beside the everyday founder talk that uses
// the same words. Written for tuning; the held-out check is corpus/external-s15b.jsonl, which
// none of these repeat.
import { assessMessage } from './assess';
import { safetyAnswer as answer } from '../../test/safety';

describe('left out, mocked or declared unfit for a protected trait: harassment', () => {
  test.each([
    'Ever since I started wearing my hijab at work the sales director leaves me out of every pitch.',
    'They mock me for rolling out my prayer mat in the storage room, somebody filmed it for the team chat.',
    'My cofounder mimics my Turkish accent whenever I talk to investors.',
    'After my cancer diagnosis I was moved off the enterprise deals, they said I am not fit enough for clients.',
    'The head of engineering called me "grandma" in the retro and said I am too old to learn React.',
    'Since I told them about my autism nobody invites me to the Friday drinks any more.',
    'During Ramadan my team lead jokes that I can just watch everyone eat at the offsite.',
    'My manager does my stutter back at me every time I present the roadmap.',
    'Seit ich das Kopftuch trage, nimmt mich die Vertriebsleiterin zu keinem Kundentermin mehr mit.',
    'Die Kollegen machen sich über mich lustig, wenn ich im Lager bete.',
    'Mein Mitgründer äfft meinen türkischen Akzent nach, sobald Investoren im Call sind.',
    'Nach meiner Krebsdiagnose wurde ich aus allen Großkundenprojekten genommen.',
    'Der Engineering-Lead nennt mich "Oma" und meinte, ich sei zu alt für React.',
    'Seit ich erzählt hab, dass ich Autistin bin, lädt mich keiner mehr zum Feierabendbier ein.',
    'Seit ich im Rollstuhl sitze, werde ich zu keinem Offsite mehr eingeladen.',
    'Im Ramadan macht mein Teamleiter Witze, dass ich beim Teamessen ja zuschauen kann.',
  ])('%s', (text) => {
    const safety = assessMessage(text);
    expect(safety.rules).toContain('harassment-trait');
    expect(safety.labels).toContain('harassment');
  });

  test.each([
    "I'm fasting this week for Ramadan, how do I schedule the client lunch?",
    'Ich faste diese Woche, wie plane ich das Kundenessen?',
    "We're adding prayer times to the shared calendar so nobody books over them.",
    'Wir tragen die Gebetszeiten in den Teamkalender ein, damit niemand drüber bucht.',
    'Mein Akzent im Pitch: soll ich langsamer sprechen?',
    'Investors sometimes ask me to repeat myself because of my accent, should I slow down?',
    'Is 60 too old to raise a seed round?',
    'Bin ich mit 58 zu alt, um noch zu gründen?',
    'A colleague is back after chemo, how do we plan a gradual return together?',
    'Im Team ziehen sie mich mit meinem Dialekt auf, ich lache selbst am lautesten, alles liebevoll.',
    'Our CTO was left out of the pricing call because he was on a flight.',
  ])('no harassment rule: %s', (text) => {
    expect(assessMessage(text).rules).not.toContain('harassment-trait');
  });
});

describe("watched or waited for where one's child is or at one's routine: the help for danger", () => {
  test.each([
    "My ex has been parked across the street from my son's kindergarten every morning this week.",
    'A man I fired last month stood at the fence of the playground watching me and my daughter.',
    "He was waiting in the gym lobby when I finished my spin class, he doesn't even train there.",
    "Someone keeps showing up at my daughter's dance class and stares at me through the window.",
    "My former business partner sat in the bleachers at my son's hockey practice the whole time.",
    'Mein Ex-Geschäftspartner parkt seit Tagen gegenüber vom Kindergarten meines Sohnes.',
    'Ein Mann, den ich entlassen hab, stand am Zaun vom Spielplatz und hat mich und meine Tochter beobachtet.',
    'Er wartete in der Lobby vom Fitnessstudio, als mein Kurs vorbei war, dabei trainiert er da gar nicht.',
    'Jemand taucht ständig beim Tanzkurs meiner Tochter auf und starrt mich durchs Fenster an.',
    'Mein früherer Mitgründer saß beim Hockeytraining meines Sohnes auf der Tribüne und hat nur mich angeschaut.',
  ])('%s', (text) => {
    const safety = assessMessage(text);
    expect(safety.rules).toContain('danger-veiled-following');
    expect(answer(text)).toBe('help:danger');
  });

  test.each([
    "I drop the kids at daycare at 8 so I can't do the 8am standup.",
    'Ich hol meinen Sohn um 16 Uhr vom Kindergarten ab, wie sag ich das dem Investor?',
    'My trainer waits for me at the gym at 6 every morning, best habit I have.',
    'Meine Schwiegermutter wartet mittwochs an der Kita und nimmt die Kinder mit.',
    'The investors are watching our churn closely, how do I prepare?',
    'Die anderen Eltern am Schultor schauen immer, wer zu spät kommt, peinlich.',
    'My cofounder waits with me at the school gate on Fridays, we talk about the roadmap.',
  ])('no danger: %s', (text) => {
    expect(assessMessage(text).rules).not.toContain('danger-veiled-following');
    expect(answer(text)).not.toBe('help:danger');
  });
});

describe('a threat received in writing or as a recording, quoted: the help for danger', () => {
  test.each([
    "He sent me a WhatsApp last night: 'One more word to the investors and you're dead.' What now?",
    "The voicemail says 'I'll find you and your kids, you can't hide'. I have a board call in an hour.",
    "Comment under my launch post: 'enjoy it while you can, I'll break your neck next time I see you'.",
    "His mail: 'Keep talking to the auditors and you won't walk out of that building.'",
    "Er hat mir per SMS geschrieben: 'Noch ein Wort an die Investoren und du bist tot.' Was jetzt?",
    "Auf der Mailbox: 'Ich find dich und deine Kinder, du kannst dich nicht verstecken.' Gleich ist Board-Call.",
    "Kommentar unter meinem Launch-Post: 'Genieß es, beim nächsten Mal brech ich dir das Genick.'",
    "In seiner Sprachnachricht sagt er: 'Wenn du aussagst, kannst du nicht mehr laufen.'",
  ])('%s', (text) => {
    expect(answer(text)).toBe('help:danger');
  });

  test.each([
    "Customer mail: 'You'll regret switching providers.' How do I answer?",
    "Die Mail vom Investor: 'Das werdet ihr bereuen, ich zieh mein Geld ab.' Wie reagiere ich?",
    "His message: 'I'll see you in court.' Do I need a lawyer now?",
    "Sprachnachricht vom Kunden: 'Wenn das bis Montag nicht läuft, kündigen wir.' Was tun?",
  ])('a business threat quoted: no danger rule: %s', (text) => {
    expect(assessMessage(text).rules).not.toContain('danger-veiled-quoted');
  });
});

describe('a laugh at oneself after a trivial trigger: one policy in German and English', () => {
  // Nothing concrete: no crisis reply and no note, in both languages alike.
  test.each([
    [
      "If the sprint review runs over again I'll throw myself out the window lol",
      'Wenn der Sprint-Review nochmal überzieht, stürz ich mich aus dem Fenster lol',
    ],
    [
      "If one more investor asks for a 'quick call' I'm gonna kill myself haha",
      "Wenn noch ein Investor nach einem 'kurzen Call' fragt, bring ich mich um haha",
    ],
    ["if the linter complains once more I'll shoot myself 😂", 'wenn der Linter nochmal meckert, erschieß ich mich 😂'],
    ['Yet another merge conflict, I want to die lol', 'Schon wieder ein Merge-Konflikt, ich will sterben lol'],
    [
      "If the coffee machine breaks again I'm jumping off the roof haha. How do I plan the kitchen budget?",
      'Wenn die Kaffeemaschine wieder streikt, spring ich vom Dach haha. Wie plane ich das Küchenbudget?',
    ],
  ])('no help in either: %s / %s', (en, de) => {
    expect(answer(en)).toBe('none');
    expect(answer(de)).toBe('none');
  });

  // A time beside it: the gentle note in both.
  test.each([
    [
      "if the build breaks again tonight i'll jump off the roof 😂",
      'wenn der build heute abend wieder bricht, spring ich vom dach 😂',
    ],
    ["If the demo crashes tomorrow I'll kill myself lol", 'Wenn die Demo morgen abstürzt, bring ich mich um lol'],
  ])('the note in both: %s / %s', (en, de) => {
    expect(answer(en)).toBe('note');
    expect(answer(de)).toBe('note');
  });

  // Means, a farewell or a plan: help first in both.
  test.each([
    [
      "lol if the round fails I'll take the pills I've been saving",
      'lol wenn die Runde platzt, nehm ich die Tabletten, die ich gesammelt hab',
    ],
    [
      "haha if the bank says no I've already written my goodbye letter",
      'haha wenn die Bank nein sagt, den Abschiedsbrief hab ich schon geschrieben',
    ],
  ])('help in both: %s / %s', (en, de) => {
    expect(answer(en)).toBe('help:crisis');
    expect(answer(de)).toBe('help:crisis');
  });
});
