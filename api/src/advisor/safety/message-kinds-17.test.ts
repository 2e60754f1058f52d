// What a single message is, seventeenth round (issue #21, safety25c): harassment described, not
// named (a remark about a body or a cycle, a hand on the body after a no, walking in where one
// undresses, children asked about where money or a job depends on it, an origin mocked in memes);
// a case's legal wrong named for what the other did ("is that retaliation?"); a medical question
// in a symptom's own words ("numbness in my arm, does that mean something?", "Schlimm?"); and a
// person asked for in any words ("I'd rather talk to a mediator", "eine Person, kein Programm").
// Beside each, the everyday founder talk with the same words. Written for tuning; the held-out
// check is corpus/external-s25c.jsonl, which none of these repeat.
import { assessMessage } from './assess';
import { asksAboutHealth } from './health';
import { leverageHarassment } from './leverage';
import { asksForHuman } from './person';
import { safetyLabels as labels } from '../../test/safety';

describe('harassment described, not named: the harassment label', () => {
  test.each([
    ['harassment-body-remark', 'Mein Teamleiter kommentiert jeden Morgen meine Figur, vor allen anderen.'],
    ['harassment-body-remark', 'Der Investor macht im Board ständig Sprüche über meinen Hintern.'],
    ['harassment-body-remark', 'Meine Chefin lästert in der Kaffeeküche über mein Gewicht, ich bin Praktikantin.'],
    ['harassment-body-remark', 'Our angel keeps commenting on my body during the monthly update calls.'],
    ['harassment-body-remark', 'My co-founder makes jokes about my weight in front of the new hires.'],
    ['harassment-body-remark', 'The shift lead remarked on her legs again, and she is only the intern.'],
    ['harassment-body-remark', 'When I disagree in the partner meeting he asks if it is that time of the month.'],
    [
      'harassment-body-remark',
      'Mein Onkel im Familienbetrieb fragt vor den Azubis, ob ich meine Tage hab, wenn ich widerspreche.',
    ],
    ['harassment-touch', 'Der Lagerleiter fasst mich ständig an der Taille an, obwohl ich nein gesagt hab.'],
    ['harassment-touch', 'Mein Mitgründer streichelt mir im Meeting immer über den Arm, ich will das nicht.'],
    ['harassment-touch', 'Der Gesellschafter massiert mir beim Teamabend die Schultern, keiner sagt was.'],
    ['harassment-touch', 'The investor keeps touching my hair when we meet and I have asked him to stop.'],
    ['harassment-touch', 'My manager rubbed my lower back during the client dinner, twice.'],
    ['harassment-touch', 'Our board member grabbed my thigh under the table at the offsite.'],
    ['harassment-intrusion', 'He keeps walking into the changing room when I am there, always "by accident".'],
    ['harassment-intrusion', 'Der Vorarbeiter kommt immer in die Umkleide, wenn ich mich umziehe.'],
    ['harassment-intrusion', 'My business partner burst into the bathroom while I was in there and laughed.'],
    [
      'harassment-family-plans',
      'Der Investor wollte im Pitch wissen, ob ich bald Kinder plane, das beeinflusse die Bewertung.',
    ],
    ['harassment-family-plans', 'Im Bewerbungsgespräch hat der Geschäftsführer gefragt, ob ich schwanger werden will.'],
    [
      'harassment-family-plans',
      'The VC asked whether I plan to start a family soon before he would commit to the round.',
    ],
    ['harassment-family-plans', 'My team lead asked if I want kids before he decides about my promotion.'],
  ])('%s: %s', (rule, text) => {
    expect(assessMessage(text).rules).toContain(rule);
    expect(labels(text)).toContain('harassment');
  });

  test.each([
    'Mein Mitgründer teilt in unserer Slack-Gruppe Memes über Türken, weil ich Türkin bin, und schreibt, ich soll das nicht persönlich nehmen.',
    'Der Schichtleiter schickt in die WhatsApp-Gruppe Witze über Polen, seit er weiß, dass ich aus Polen komme.',
    'My co-founder posts memes about Nigerians in our founders chat because I am Nigerian, and says not to take it personally.',
    'The sales lead keeps sharing jokes about Syrians in the team channel, everyone knows our intern is Syrian.',
  ])('an origin mocked in memes or jokes shared with others: %s', (text) => {
    expect(leverageHarassment(text)).toBe('mocked-identity');
    expect(labels(text)).toContain('harassment');
  });

  const describedRules = [
    'harassment-body-remark',
    'harassment-touch',
    'harassment-intrusion',
    'harassment-family-plans',
  ];
  test.each([
    'Our designer keeps commenting on the app’s looks, he thinks the onboarding is ugly.',
    'Wir teilen im Team-Slack Memes über unsere eigenen Bugs. Wie halte ich die Stimmung so gut?',
    'The bathroom in our office is broken and my co-founder keeps walking into the kitchen to complain.',
    'Mein Physiotherapeut massiert mir jeden Freitag die Schultern, das hilft. Wie plane ich den Pitch?',
  ])('a product’s look, memes about bugs, a kitchen, a physio: %s', (text) => {
    expect(assessMessage(text).rules.filter((id) => describedRules.includes(id))).toEqual([]);
    expect(leverageHarassment(text)).toBeNull();
    expect(labels(text)).not.toContain('harassment');
  });

  // The classifier alone gives these harassment on main (scores 0.12-0.54, no rule): the rules
  // above add nothing to them.
  test.each([
    'Mein Mitgründer redet dauernd über sein Gewicht, er macht gerade eine Diät. Wie motiviere ich ihn beim Pitch?',
    'My physio massages my shoulders every Friday, it helps with the desk work.',
    'Our co-founder asked whether I plan to take parental leave next year so we can plan the hiring round.',
    'My co-founder asked me whether I want kids someday while we were hiking, we are good friends.',
    'Der Investor hat gefragt, ob ich die Zahlen bis Freitag schicke, sonst verschiebt sich die Runde.',
  ])(
    'one’s own diet, a physio, planning leave, a friend asking, numbers asked for: no described-harassment rule: %s',
    (text) => {
      expect(assessMessage(text).rules.filter((id) => describedRules.includes(id))).toEqual([]);
    },
  );
});

describe('a legal wrong named for what the other did: the legal label', () => {
  test.each([
    'I was moved off the account a week after I raised the pay gap. Is that retaliation?',
    'After I complained about my manager I lost my bonus. Does that count as retaliation?',
    'My co-founder stopped paying my salary after I refused to sign. Is that a breach of contract?',
    'The investor only lets the male founders into the board meeting. Is that discrimination?',
    'Seit ich mich beschwert habe, krieg ich nur noch Nachtschichten. Ist das eine Maßregelung?',
    'Mein Chef gibt die Beförderung immer den Männern. Ist das Diskriminierung?',
    'Mein Vater zahlt mir im Familienbetrieb weniger als meinem Bruder für dieselbe Arbeit. Ist das Benachteiligung?',
  ])('%s', (text) => {
    expect(labels(text)).toContain('legal');
  });

  test.each([
    'How do I talk to my team about our anti-discrimination training next week?',
    'Wie spreche ich mit meinem Mitgründer über unsere neue Richtlinie gegen Diskriminierung?',
  ])('a training or a policy talked about: %s', (text) => {
    expect(labels(text)).not.toContain('legal');
  });
});

describe('a medical question in a symptom’s own words: asksAboutHealth', () => {
  test.each([
    'I keep getting numbness in my fingers during board meetings. Does that mean something?',
    'Ich hab seit dem Streit mit meinem Bruder Taubheit in der linken Hand. Was hat das zu bedeuten?',
    'Nachts krieg ich Krämpfe in den Beinen, seit wir die Firma verkaufen wollen. Woran liegt das?',
    'I have cramps in my legs every night since the layoffs. Where does that come from?',
    'Ich hab Diabetes und esse seit dem Launch nur noch Schokolade. Gefährlich?',
    'I have high blood pressure and drink five energy drinks a day since the round. Bad?',
    'I sleep 3 hours a night since my co-founder left. Is there anything I can take that still lets me drive?',
    'Ich schlafe nur 4 Stunden, seit der Investor abgesprungen ist. Gibt es was, das ich nehmen kann?',
  ])('%s', (text) => {
    expect(asksAboutHealth(text)).toBe(true);
    expect(labels(text)).toContain('medical');
  });

  test.each([
    'Our app tracks numbness in patients’ feet and my CTO wants to pivot. Does that mean something for the roadmap?',
    'The new pricing is live. Bad?',
    'Ich hab das Angebot an den Kunden geschickt. Gefährlich?',
    'Is there anything I can take away from the failed negotiation with my co-founder?',
    'Woran liegt das, dass mein Mitgründer nie pünktlich ist?',
  ])('no symptom of anyone, or a product for patients: %s', (text) => {
    expect(asksAboutHealth(text)).toBe(false);
    expect(labels(text)).not.toContain('medical');
  });
});

describe('a person asked for in any words: asksForHuman', () => {
  test.each([
    "Honestly I'd rather talk to a mediator about the split with my co-founder.",
    'I would prefer to speak with a human about the board situation.',
    'I’d rather go through a coach for this, the investor thing is too personal.',
    'Ich würde das lieber mit einem Mediator besprechen, es geht um meinen Vater und den Betrieb.',
    'Lieber mit einer echten Beraterin reden, bitte.',
    'Ich hätte gern eine Person, die da drüberschaut, keine KI.',
    'I want a person to look at this, not a bot. My employee is threatening to quit.',
    'Könnt ihr mir eine Mediatorin vermitteln? Mein Geschäftspartner und ich kommen nicht weiter.',
    'Können Sie uns einen Berater empfehlen, für mich und meine Mitgründerin?',
    'Can you find me a mediator for me and my team lead?',
    'Can you recommend us a coach for our partnership?',
  ])('%s', (text) => {
    expect(asksForHuman(text)).toBe(true);
  });

  test.each([
    'We talked to a mediator last year and it helped a lot.',
    'My co-founder would rather talk to the investor himself, how do I stop him?',
    'I need a person who owns sales, not another tool. How do I pitch that to my co-founder?',
    'Ich bin ein Mensch, keine Maschine, und kann nicht jede Nacht Slack beantworten.',
    'We would rather work with a lawyer than a mediator, how do I tell my partner?',
    'Unser Kunde will lieber mit einem Menschen als mit unserem Bot reden, wie bauen wir den Support um?',
  ])('a mediator told of, the co-founder’s preference, a person to hire, oneself as a human: %s', (text) => {
    expect(asksForHuman(text)).toBe(false);
  });
});
