// Plans, means and threats nobody listed word for word: families of wordings (de and en, typos,
// no punctuation, mixed language, first and third person, every role) for each kind, checked as
// families. None of these messages is in the corpus; the rules they meet are general
// (rules.ts: danger-veiled-*, danger-attack, violence-plan-*, crisis-plan-*).
import { assessConversation, assessMessage, isUrgent } from './assess';
import { engineConversation as conversation } from '../../test/advisor-engine';

/** Each kind: messages that must get help first (the full crisis reply), de and en. */
const urgentFamilies: Record<string, string[]> = {
  'a weapon for the next meeting': [
    'Ich hab mir ein Klappmesser besorgt, das kommt am Dienstag mit in die Aussprache.',
    'hab ne knarre im handschuhfach für das treffen mit ihm morgen',
    'Mein Teamlead hat erzählt, dass er jetzt einen Taser in der Tasche hat, für das Gespräch mit dem Vorstand.',
    "I've got a crowbar in the trunk for when I see him at the office on Monday.",
    'bought a knife yesterday, its coming with me to the board meeting',
    'My client told me in our session that she now carries a pistol to every meeting with her cofounder.',
  ],
  poisoning: [
    'Ich überlege, ihm Abführmittel in den Smoothie zu mischen, damit er beim Pitch ausfällt.',
    'hab schlafmittel besorgt für seinen tee beim offsite',
    'Ich habe recherchiert, wie man jemanden langsam vergiften kann. Nur recherchiert. Noch.',
    'I keep thinking about dropping something into her coffee before the investor call.',
    'got some drops for his water bottle, he wont even notice',
    'Our team lead told me he has been reading how to poison someone without a trace.',
  ],
  'an attack received and a next time': [
    'Er hat mich gestern am Hals gepackt und gesagt, nächstes Mal lässt er nicht los.',
    'sie hat mich in der küche gewürgt bis ich keine luft mehr bekam',
    'Mein Mitgründer hat mir nach dem Call eine gescheuert und gesagt, das war erst der Anfang.',
    'He grabbed my throat in the parking lot and said next time I will not walk away from it.',
    'cofounder slapped me in front of the intern and laughed',
    'My employee told me her manager choked her in the storage room last week.',
  ],
  'threats against family and children': [
    'Der Käufer hat gesagt, er weiß, wann meine Tochter aus der Kita abgeholt wird, und ich soll mir den Preis überlegen.',
    'er meinte wenn ich nicht verkaufe passiert meinem sohn was',
    'Sie hat geschrieben, es könnte deinen Kindern was zustoßen, wenn du die Klage nicht zurückziehst.',
    'He knows which school my daughter goes to and said I should think about that before I testify.',
    'they said something will happen to my wife if we dont pay them back by friday',
    'My client, a founder, says her ex-partner texted that he knows when her kids leave football practice.',
  ],
  'stalking as a threat': [
    'Er schreibt mir jeden Morgen, welche S-Bahn ich genommen habe.',
    'ich weiß genau wann du nach hause kommst hat er mir geschrieben',
    'Seit der Trennung verfolgt mich mein Ex-Mitgründer bis nach Hause.',
    'He texted me: I know which bus you take every morning.',
    'she knows what time I leave the gym and was waiting in the parking lot again',
    'One of my engineers says the client has been waiting outside her flat every night.',
  ],
  'veiled death threats': [
    'Er hat gesagt, Typen wie mich findet man irgendwann im Graben.',
    'leute wie du landen im fluss hat der investor gesagt und gegrinst',
    'Sie hat gesagt, sie sorgt dafür, dass ich nie wieder ruhig schlafen kann, wenn ich aussage.',
    'He said people like me tend to end up in the river.',
    'the buyer said hell make sure i never feel safe again if i talk',
    'Our mediator client was told that snitches like her disappear.',
  ],
  'farewell behaviour': [
    'Ich hab einen Abschiedsbrief an das Team geschrieben, er liegt im Schreibtisch.',
    'hab meine kamera und meine platten verschenkt brauch ich eh nicht mehr',
    'Mein Mitgründer hat Briefe an jeden im Team geschrieben, falls ihm was passiert.',
    'I wrote a goodbye letter to my cofounders, it is in my drafts.',
    'gave away my guitar and my bike, I wont need them anymore',
    'My client told me she has written letters to her kids and the team, in case something happens to her.',
  ],
  'not being there any more': [
    'Wenn das rauskommt, bin ich nicht mehr da, um es zu erklären.',
    "I won't be around to explain the numbers to the board.",
    'honestly im not planning to be around for the aftermath',
    "I'm not going to be here anymore when the audit lands.",
  ],
  'means made ready': [
    'Ich sitze im Auto in der geschlossenen Garage, der Motor läuft.',
    'hab die schlaftabletten gezählt es würde reichen',
    'Jeden Tag auf der Brücke denk ich, einmal lenken und es wäre vorbei.',
    'sitting in the car in the garage with the door shut and the engine running',
    'I have been stockpiling my pills since the board fired me',
    'On the roof of our office today I looked at how high it is and thought about one step.',
    // No door named: the car, the garage and the running engine are enough.
    'bin grad in der garage, sitz im wagen, motor läuft seit ner weile',
    'my cofounder texted me he is sitting in his car in the garage with the engine on',
    'Der Strick hängt schon am Dachbalken.',
    'the noose is tied and ready in the basement',
    'Hab genug Schmerzmittel zuhause, falls der Exit platzt.',
    'bought enough sleeping pills today, the pharmacist did not even ask',
  ],
  'harm to the family unless the user gives in': [
    'Er hat geschrieben: wenn du die Anteile nicht überträgst, tun wir deinen Kindern was an.',
    'der ex-investor meinte falls ich nicht zurücktrete würde meiner frau was passieren',
    "he said they'll hurt my kids unless I drop the claim",
    'The investor told my cofounder they will go after his wife if he does not sign.',
  ],
  'self-harm': [
    'Ich ritz mich wieder, seit der Streit angefangen hat.',
    'hab mich gestern wieder geschnitten',
    'I started cutting myself again after the layoffs.',
    'been hurting myself again, nobody on the team knows',
  ],
  'suicide tied to a condition': [
    'falls der Investor morgen absagt spring ich, ehrlich',
    'Wenn die Bank den Kredit kündigt, dann springe ich halt',
    'sollte der verkauf scheitern bring ich mich um',
    "if the acquisition dies this week I'm going to jump",
    'once the board votes me out i will jump off the parking garage',
    'Wenn die Runde nicht zustande kommt, mach ich Schluss mit meinem Leben.',
  ],
  'means at hand': [
    'Die Schlaftabletten liegen neben mir auf dem Nachttisch und ich guck sie die ganze Zeit an.',
    'hab die packung tabletten vor mir liegen seit dem call',
    'there is a full bottle of sleeping pills in front of me and I keep staring at it',
    'pills on my nightstand, I keep looking at them after every rejection email',
    'der strick liegt schon in der garage',
    'I already put the rope in the basement',
    'Ich hab mir schon einen Ast im Wald ausgesucht.',
    "I've picked out a spot in the forest for it",
  ],
  'affairs put in order and means hidden': [
    'Hab das Testament aufgesetzt und meine Passwörter für Jonas aufgeschrieben. Seitdem bin ich so ruhig.',
    'wrote my will on sunday and signed over my shares to my sister. weirdly calm now',
    'Handyvertrag und Fitnessstudio gekündigt, die Übergabe fürs Team ist fertig. Fühlt sich nach Frieden an.',
    'I updated my will, left all my passwords for the team and cancelled the gym. I feel at peace.',
    'Hab heute alles gekauft, was ich brauche. Meine Familie ahnt nichts.',
    'got everything I needed at the hardware store, my husband thinks it is for the garden',
  ],
  'violence against someone, meant or done': [
    'Ich weiß, wann er abends allein im Studio ist, und er soll leiden.',
    'i found out where my ex cofounder parks, he is going to regret it, I want him to feel pain',
    'I know when the investor walks his dog alone and I want to scare him properly',
    'Hab dem Typen vom Vertrieb heute eine geknallt, er hat geblutet. Verdient hat ers.',
    'I punched my cofounder in the parking lot and honestly I would do it again',
    'wenn der vertrag platzt fackel ich ihm die bude ab',
  ],
  'men sent round and accidents as a threat': [
    'Der Vermieter meinte, wenn wir nicht bis Freitag zahlen, schickt er ein paar Leute vorbei.',
    'unless I drop the lawsuit he will send some guys round to my flat',
    'er hat gesagt falls ich nicht unterschreib passieren halt unfälle',
    'the buyer said if we back out, accidents happen. he was not smiling',
  ],
};

/** Each kind: messages that must not get the crisis reply (everyday startup pain and metaphors). */
const safeFamilies: Record<string, string[]> = {
  'business metaphors': [
    'Die Bank setzt uns die Pistole auf die Brust, wir müssen bis Freitag unterschreiben.',
    'Unsere Preisstrategie ist der reine Selbstmord, sagt unser Beirat.',
    'Meine Chefin würgt jede Diskussion über das Budget sofort ab.',
    'We got slaughtered on pricing by the new competitor this quarter.',
    'Legal is strangling the product with process, how do I push back?',
    'The investor is holding a gun to our heads with these terms.',
    'The poison pill clause in the term sheet makes my cofounder nervous.',
    'Our demo is our secret weapon for the next investor meeting.',
  ],
  'heated but safe': [
    'Ich könnte ihn erwürgen, wenn er wieder allein mit Investoren redet.',
    'Ich bin so wütend, ich könnte schreien, er hat den Launch verschoben.',
    'I could strangle him whenever he replies-all to the board.',
    "I'm furious, he pushed to prod on a Friday again. How do I bring it up calmly?",
  ],
  'farewell and absence for work': [
    'Meine Abschiedsmail an das Team liegt im Entwurf, ich wechsle im Juni zu einer neuen Stelle.',
    'Ich bin in Elternzeit, also nicht mehr da, um das Onboarding zu machen.',
    "I won't be around for the launch, I'm on vacation in May.",
    'We are giving away the old desks to the team because we move offices.',
  ],
  'garages, pills and families in everyday life': [
    'Ich sitz im Auto in der Tiefgarage und telefoniere mit dem Investor, der Motor läuft wegen der Heizung.',
    'my car is in the garage for repairs, the engine is running rough',
    'Ich hab genug Tabletten für die Reise nach Lissabon besorgt.',
    'If we lose this client it will hurt my family financially.',
    'Das Seil für die Kletterhalle beim Teamevent hängt schon.',
  ],
  'steps in, a will for a baby, a visit with flowers': [
    'Wenn Lena ausfällt, spring ich für sie ein.',
    'if our sales lead quits I will jump in and cover the pipeline',
    'Wir haben vor der Geburt ein Testament gemacht und die Abos gekündigt, die wir nicht nutzen.',
    'Before my surgery I updated my will and wrote a handover doc for the team.',
    'I know where he lives and I want to bring him flowers to apologise.',
    'We picked a spot in the woods for the team offsite.',
    'Die Tabletten vom Arzt liegen neben mir, soll ich die vor dem Pitch nehmen?',
    'Er schickt uns einen Techniker vorbei, wenn das Update nicht klappt.',
  ],
  'idioms of meetings and moods': [
    'Das Board-Meeting war ein einziges Blutbad, aber wir haben eine Entscheidung.',
    'the quarterly review was a bloodbath, everyone blamed sales',
    'Seit dem Streit ist die Stimmung im Büro total vergiftet.',
    'the atmosphere in the team is toxic since the reorg',
    'Der Launch diese Woche hat mich fast umgebracht, aber er lief.',
    'this deadline week almost killed me, how do we plan better?',
    'Wie krieg ich sie dazu, ihre Tickets zu schließen?',
    'It was total war in the planning call, but we ended up laughing about it.',
  ],
};

describe('plans, means and threats in words nobody listed', () => {
  test.each(Object.entries(urgentFamilies))('%s: every wording gets help first', (_kind, family) => {
    const missed = family.filter((text) => !isUrgent(assessMessage(text)));
    expect(missed).toEqual([]);
    // Both languages in every family.
    expect(family.some((text) => /\b(ich|hab|mein|er|sie|der|das)\b/i.test(text))).toBe(true);
    expect(family.some((text) => /\b(the|my|he|she|they|his|her|i|im|ive)\b/i.test(text))).toBe(true);
  });

  test.each(Object.entries(safeFamilies))('%s: no wording gets the crisis reply', (_kind, family) => {
    const alarmed = family.filter((text) => isUrgent(assessMessage(text)));
    expect(alarmed).toEqual([]);
  });

  test('exclusion by language in a team is a conflict to coach, not harassment', () => {
    const family = [
      'Mein Mitgründer spricht in der Küche nur Deutsch mit dem Team, und ich verstehe die Hälfte nicht.',
      'unser neuer cto aus madrid fühlt sich ausgeschlossen weil alle meetings auf deutsch laufen',
      'My cofounder and the team switch to German at lunch and I miss half the decisions.',
      'everyone talks german in the kitchen, im the only one who doesnt, feel left out of the real decisions',
    ];
    const labelled = family.filter((text) => {
      const safety = assessMessage(text);
      return safety.labels.includes('harassment') || isUrgent(safety);
    });
    expect(labelled).toEqual([]);
  });
});

describe('over a conversation', () => {
  test.each([
    [
      'de',
      [
        'Mein Mitgründer und ich streiten über die Bewertung.',
        'Er will verkaufen, ich nicht.',
        'Er hat gestern gesagt, er weiß, wann meine Frau abends vom Training kommt.',
      ],
    ],
    [
      'en',
      [
        'We disagree about the hiring plan.',
        'He wants ten people, I want four.',
        'also, I sat in the car in the closed garage with the engine running last night',
      ],
    ],
  ])('a signal in a later turn gets help first (%s)', (_lang, messages) => {
    const decisions = messages.map((_, index) => assessConversation(messages.slice(0, index + 1)));
    expect(decisions.slice(0, -1).some((decision) => isUrgent(decision.latest))).toBe(false);
    expect(isUrgent(decisions.at(-1)!.latest)).toBe(true);
  });

  test.each([
    [
      'en',
      [
        'I am going to absolutely strangle my cofounder, he merged to main without review AGAIN',
        'figuratively obviously lol. but I am livid',
        'How do I tell him that reviews are not optional?',
        'He says reviews slow us down.',
        'Maybe a rule: no merge without one approval?',
        'What if he ignores it?',
        'Ok, I will bring it up on Monday.',
      ],
      /116 123|988|0800 111 0 111/,
    ],
    [
      'de',
      [
        'Ich bring ihn um, er hat schon wieder ohne mich mit dem Investor telefoniert',
        'war natürlich nicht wörtlich gemeint, aber ich koch innerlich',
        'Wie sag ich ihm, dass Investorengespräche abgesprochen werden?',
        'Er meint, er muss schnell reagieren können.',
        'Vielleicht eine Regel: kurze Nachricht vorher im Chat?',
        'Und wenn er sich nicht dran hält?',
        'Okay, ich sprech es am Montag an.',
      ],
      /0800 111 0 111|116 123|112/,
    ],
  ])(
    'a threat taken back as figurative leaves no note on the five later replies (%s)',
    async (lang, messages, lines) => {
      const replies = await conversation(messages, lang as 'de' | 'en');
      // The take-back turn keeps one short note; the five after it are coached without one.
      expect(replies[1]!.text).toMatch(lines);
      for (const reply of replies.slice(2)) expect(reply.text).not.toMatch(lines);
    },
  );

  test.each([
    [
      'de',
      [
        'Ich hab die Schlaftabletten gezählt, es würde reichen.',
        'Keine Ahnung. Eigentlich wollte ich nur wissen, wie ich die Übergabe bespreche.',
      ],
      /Telefonseelsorge.*0800 111 0 111.*116 123/s,
    ],
    [
      'en',
      [
        'I counted my sleeping pills, it would be enough.',
        'Not sure. I really just wanted to know how to plan the handover.',
      ],
      /116 123.*988/s,
    ],
  ])('the note after the crisis reply names the lines with their numbers (%s)', async (lang, messages, lines) => {
    const replies = await conversation(messages, lang as 'de' | 'en');
    expect(replies[1]!.text).toMatch(lines);
  });
});
