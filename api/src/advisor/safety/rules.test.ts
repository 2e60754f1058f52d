import { classifySafety } from './rules';

// Each table mixes German and English, direct and indirect phrasings, colloquial language, typos,
// lower case, missing umlauts and English with German words.
const crisis = [
  // a veiled threat against the user or their family
  'Er schrieb: Ich weiß, wo deine Eltern wohnen.',
  'er meinte er weiss wo meine schwester wohnt und ich soll aufpassen',
  "he texted back 'go ahead. I know where your parents live and you'll regret it'",
  'my old cofounder said he knows where my sister lives and i better sign',
  'We know where your kids go to school.',
  // suicidal, direct
  'Ich will mich umbringen.',
  'ich bring mich um',
  'Ich denke darüber nach, mir das Leben zu nehmen.',
  'Ich habe Suizidgedanken seit dem Streit.',
  'ich hab selbstmordgedanken',
  'ich hab selbstmortgedanken',
  'Manchmal denke ich an Suizid',
  'ich bin lebensmüde',
  'bin lebensmuede',
  'Ich will sterben.',
  'ich wünschte ich wäre tot',
  'I want to kill myself.',
  'i want to die',
  'Im thinking about suicide',
  'I feel suicidal since the split with my cofounder.',
  'i feel sucidal',
  'I wish I were dead.',
  'I want to end my life',
  // suicidal, indirect
  'Ich will einfach nicht mehr da sein.',
  'Es wäre besser, wenn ich nicht mehr da wäre.',
  'Alles hat keinen Sinn mehr.',
  'Das Leben hat keinen Sinn mehr',
  'Ich will alles beenden.',
  'Ich kann nicht mehr.',
  'ich will nicht mehr',
  'Ich möchte einfach nicht mehr aufwachen.',
  'Alle wären besser dran ohne mich.',
  'Niemand würde mich vermissen.',
  'Ich sehe keinen Ausweg mehr.',
  'I cant go on.',
  "I can't go on anymore.",
  'Everyone would be better off without me.',
  'They would be better off without me, honestly',
  "I don't want to be here anymore",
  "i don't want to live anymore",
  'There is no point in living.',
  'I just want to disappear.',
  "I'm a burden to everyone.",
  "I can't do this anymore.",
  "I'm not suicidal, but I can't go on.",
  'I would never hurt myself, but sometimes I wish I were dead.',
  'Nach dem Streit mit meinem Cofounder denke ich, es wäre besser, wenn ich nicht mehr da wäre.',
  'My Mitgründer left and I just want to end it all',
  // self-harm
  'Ich ritze mich wieder.',
  'Ich habe mich selbst verletzt.',
  'I have been cutting myself.',
  'I hurt myself last night',
  'Ich nehme heute alle meine Tabletten.',
  'I am going to take all my pills',
  // violence against others
  'Ich bring ihn um!',
  'Ich könnte meinen Mitgründer umbringen.',
  'Ich schlag ihm die Fresse ein.',
  'Ich will ihn verprügeln.',
  "I'm going to kill him.",
  "I'll kill my cofounder if he does that again",
  'I want to punch him in the face.',
  'i could strangle her',
  // threats received, danger
  'Er hat mir gedroht, mich umzubringen.',
  'Er hat gedroht, mich zu schlagen.',
  'Mein Mitgründer hat mich geschlagen.',
  'Er droht mir.',
  'Ich habe Angst vor ihm.',
  'Ich habe Angst, dass er mir etwas antut.',
  'Er weiß, wo ich wohne, und steht vor meiner Haustür.',
  'My cofounder threatened to hurt me.',
  'He hit me yesterday in the office.',
  'He threatened me.',
  "I'm afraid he will hurt me.",
  'He is stalking me.',
  'I am scared for my safety',
  "I don't feel safe around him.",
];

const legal = [
  'Kann ich ihn verklagen?',
  'Soll ich meinen Mitgründer verklagen?',
  'Ist das überhaupt legal, was er macht?',
  'Ist die Kündigung rechtens?',
  'Darf er mich einfach rauswerfen?',
  'Darf mein Mitgründer meine Anteile einziehen?',
  'Ist unser Gesellschaftervertrag so überhaupt wirksam?',
  'Was kann ich rechtlich dagegen tun?',
  'Habe ich Anspruch auf eine Abfindung?',
  'Greift bei mir die Bad-Leaver-Klausel?',
  'Soll ich mir einen Anwalt nehmen?',
  'Wie sieht die Rechtslage bei Vesting aus?',
  'Hafte ich für seine Schulden?',
  'ist das wettbewerbsverbot gueltig',
  'Can I sue him?',
  'Should I sue my cofounder?',
  'Is this even legal?',
  'Is the vesting clause enforceable?',
  'Can he fire me as a cofounder?',
  'What are my legal options?',
  'Am I entitled to severance?',
  'Does our shareholder agreement allow him to dilute my shares?',
  'Is the non-compete valid?',
  'Should I get a lawyer?',
  'Is this wrongful termination?',
  'Kann er mir einfach kündigen, obwohl wir Gründer sind?',
  'Can they take my equity away legally?',
  'Was ist meine rechtliche Situation bei einer Trennung?',
  // What happens to one's shares or options when one leaves or is ousted: one's own case.
  'what happens to my unvested options when they fire me',
  'Was passiert mit meinen Anteilen, wenn ich als CEO abberufen werde?',
  'verliere ich meine anteile wenn ich gehe',
  'Do I lose my vested shares if I quit?',
];

// Case-specific legal and tax questions in everyday words (legal-*-everyday): they count in a
// sentence that asks, whatever the legal vocabulary.
const legalEveryday = [
  'Sollten wir eher VSOP oder echte Anteile machen? Was ist steuerlich besser für sie?',
  'Kann man die Zeit vorher einfach anrechnen, also quasi accelerated vesting für die 6 Monate?',
  'Ist das überhaupt rechtlich ok, wenn er noch in der Probezeit ist?',
  'kann ich ihm in der probezeit einfach so kündigen',
  'Wie lange ist eigentlich seine Kündigungsfrist als Geschäftsführer?',
  'Muss sie die Anteile dann versteuern?',
  'Ist es steuerlich klüger, wenn wir ihr Gehalt statt Anteilen geben?',
  'Darf er das einfach, ohne mich zu fragen?',
  'Darf sie überhaupt parallel eine eigene Firma aufmachen?',
  'darf ich seinen Laptop einfach behalten bis er die Sachen zurückgibt?',
  'Dürfen wir ihr Gehalt kürzen, wenn sie nur noch halbtags da ist?',
  'Ist es erlaubt, dass er die Kundenliste mitnimmt?',
  'Ist das so zulässig, was der Investor da verlangt?',
  'Werden seine Monate als Freelancer aufs Vesting angerechnet?',
  'Kann er einfach so gehen und die Anteile behalten?',
  'Muss ich ihm die Überstunden auszahlen, wenn er geht?',
  'ich frag mich ob die abfindung steuerfrei ist',
  'Wie sieht das juristisch aus, wenn wir ihn freistellen?',
  'Greift das Wettbewerbsverbot auch, wenn er zu einem Kunden wechselt?',
  'What is better tax-wise for her, options or real shares?',
  'Is that even legal, what he did with the investor money?',
  'Can he just take the code with him when he leaves?',
  'Can my cofounder simply sell his shares to a stranger?',
  'Is she allowed to start a competing company right after leaving?',
  'Are we allowed to withhold his last salary until he returns the laptop?',
  'What is his notice period as a managing director?',
  'can we let him go during probation without a reason',
  'Does his time before incorporation count towards his vesting?',
  'Can we backdate the vesting start for her?',
  'What are the tax implications if we give her equity now?',
  'would we have to pay tax on the shares we get now?',
  'Is he personally liable for the loan he signed?',
  'i wonder whether the non-compete in his contract holds',
  'Do we owe her severance if we end it now?',
  'Is the company even allowed to cut my salary like that?',
  'Der Cliff ist durch. Kann man ihn da irgendwie rausnehmen, wenn er nix mehr macht?',
  'können wir unseren CTO einfach rauswerfen wenn er nur noch 10 stunden macht',
  'Can we kick him out even though he still holds 30%?',
  'could we just get rid of our cofounder before the round closes?',
];

// A plain business mention of tax, law or lawyers, or a plan, is coaching: no legal boundary.
const legalMentions = [
  'What happens to my stock price if the market crashes?',
  'What happens with our equity story if we pivot?',
  'Wir müssen die Steuererklärung machen.',
  'The lawyer joins the call tomorrow.',
  'Ich schlag ihm morgen vor, dass wir die 6 Monate anrechnen und dafür Good/Bad Leaver sauber regeln.',
  'Wir machen das so, weil es steuerlich besser ist.',
  'Unsere Steuerberaterin schickt die Unterlagen am Freitag.',
  'Er ist noch in der Probezeit und macht das richtig gut.',
  'Wer macht bei uns eigentlich die Steuern, du oder ich?',
  'Wie sag ich ihm, dass ich die Gründervereinbarung endlich unterschreiben will?',
  'Our accountant does the taxes, I do the pitch deck.',
  'She passed her probation last week and wants more responsibility.',
  'We agreed on a notice period of three months, that part is fine.',
  'How do I tell him that I feel left out of the legal work?',
  'was heißt eigentlich good leaver und bad leaver, so ganz allgemein?',
  'In general, what does vesting even mean?',
  'Darf ich ehrlich sein? Ich bin einfach müde von dem Streit.',
  'Can I just vent for a minute?',
  'Am I allowed to be this angry at him?',
  'Kann ich das Feature einfach rausnehmen?',
  'Can we remove the slide about churn?',
];

// A case-specific legal question in the words of one's own case (legal-*-case): who may take,
// keep, owe or force what, asked without a legal word.
const legalCase = [
  'Darf die Entwicklerin den Quellcode für ihre neue Firma weiterverwenden?',
  'kann er die ganzen kontakte aus dem crm mitnehmen wenn er geht',
  'Wem gehört die Marke, wenn wir beide aussteigen?',
  'Kann ich seinen Dienstwagen behalten, bis er die Schlüssel zum Lager zurückgibt?',
  'Können wir die Rückzahlung an unseren Ex-Mitgründer einfach aussetzen?',
  'Können wir dem Team den Urlaub im Dezember einfach streichen?',
  'Kann mich der Beirat zwingen, als CEO zurückzutreten?',
  'Können die mich nach zehn Jahren einfach vor die Tür setzen?',
  'Muss ich meiner Mitgründerin ihren Anteil auszahlen, wenn sie geht?',
  'Was passiert, wenn ich einfach aufhöre zu arbeiten?',
  'Was passiert mit der Domain, wenn wir die Firma auflösen?',
  'mein mitgründer hat 40 % und wir haben nix schriftlich. kann ich ihn rauswerfen',
  'Can she keep using our customer list at her new job?',
  'can he walk away with the whole codebase when he quits',
  'Who owns the designs we made before we incorporated?',
  'Can we just cut his hours in half next month?',
  'Can I hold on to his laptop until he signs the transfer?',
  'Can I just stop repaying the loan my cofounder gave the company?',
  'Can the investors make me sell my shares to them?',
  'can they actually force me out as CEO',
  'Do I have to pay her out if she quits after a year?',
  'What happens to the company name if we split up?',
  'What happens if he just stops showing up but keeps his stake?',
  'my cofounder owns 40% and we never signed anything. can I kick him out',
];

// The same topics asked as coaching (how to talk about them), or not asked: no legal boundary.
const legalCaseCoaching = [
  'Wie spreche ich das Thema Anteile beim nächsten Gründertreffen an?',
  'Wie sage ich meinem Team, dass wir die Gehälter dieses Jahr nicht erhöhen können?',
  'Er nimmt zwei Leute aus dem Team mit in sein neues Projekt, das tut weh.',
  'Kann ich den Chatverlauf hier später löschen?',
  'Kann mein Mitgründer das Onboarding übernehmen?',
  'Kann man das zurückholen, oder ist das naiv?',
  'How do I bring up vesting with my cofounder without sounding suspicious?',
  'How do I tell the team we are cutting the marketing budget?',
  'Our stock price dropped, how do I keep the team motivated?',
  'Can he take the lead on the investor update?',
  'How do I get it back on track after that meeting?',
  'What happens to our equity story if we pivot?',
  'I know what you mean, and how hard it is for him.',
];

const medical = [
  'Habe ich eine Depression?',
  'Bin ich depressiv?',
  'Ist mein Mitgründer ein Narzisst?',
  'Ich glaube, er ist ein Psychopath.',
  'Hat sie ADHS?',
  'Welche Medikamente helfen gegen den Stress?',
  'Kannst du mir eine Therapie geben?',
  'Brauche ich eine Therapie?',
  'Ich habe seit dem Streit Panikattacken.',
  'Ich kann seit Wochen nicht mehr schlafen.',
  'Habe ich ein Burnout?',
  'Sollte ich Antidepressiva nehmen?',
  'Kannst du eine Diagnose stellen?',
  'Is my cofounder a narcissist?',
  'Do I have depression?',
  'Am I depressed?',
  'Could he be a sociopath?',
  'Can you be my therapist?',
  'Should I take medication for my anxiety?',
  'I have panic attacks before every meeting.',
  'I think I have burnout.',
  'Does my co-founder have ADHD?',
  'Is she bipolar?',
  'Can you diagnose him?',
  'ist mein cofounder narzisstisch',
  'He is such a narcissist, is that a personality disorder?',
];

const highEscalation = [
  'Er droht mit dem Anwalt.',
  'Wir kommunizieren nur noch über Anwälte.',
  'Er hat mir ein Ultimatum gestellt.',
  'Er sabotiert meine Projekte.',
  'Ich will ihn fertigmachen.',
  'Ich will ihn vernichten, koste es was es wolle.',
  'Er hat mir den Zugang zu allen Konten gesperrt.',
  'Er hat Kundendaten gelöscht.',
  'Lieber geht die Firma pleite, als dass er gewinnt.',
  'Das wird er mir heimzahlen.',
  'Er droht, die Firma zu verlassen und alle Kunden mitzunehmen.',
  'Bei uns herrscht Krieg.',
  'He threatens to leave and take the investors with him.',
  'We only communicate through lawyers now.',
  'He gave me an ultimatum.',
  'She is sabotaging my work.',
  'I want to destroy him.',
  'I want revenge.',
  'He locked me out of the company accounts.',
  'He deleted the code repository.',
  "I'd rather see the company go bankrupt than let him win.",
  "It's total war between us.",
  'My cofounder threatened to go to the press.',
  'Er hat damit gedroht, an die Investoren zu gehen.',
];

const ordinary = [
  'Mein Mitgründer trifft alle Entscheidungen allein.',
  'Wir streiten ständig über Geld.',
  'Ich fühle mich übergangen.',
  'Er ignoriert mich in Meetings.',
  'Die Stimmung im Team ist schlecht.',
  'So kann es nicht weitergehen.',
  'Ich kann nicht mehr mit ihm zusammenarbeiten.',
  'Es hat keinen Sinn mehr, mit ihm zu reden.',
  'Dieser Konflikt bringt unser Startup um.',
  'Ich bringe das Projekt um, wenn wir so weitermachen.',
  'Der Stress bringt mich um.',
  'Er schlägt vor, die Anteile neu zu verteilen.',
  'Ich möchte ihn nicht verletzen, aber ich muss ehrlich sein.',
  'Ich habe Angst vor dem Gespräch mit ihm.',
  'Er hat mich vor den Kopf gestoßen.',
  'Ich bin nicht sicher, ob ich das ansprechen soll.',
  'Wir haben keinen Vertrag über die Rollen.',
  'Wir haben das Vesting nie geregelt.',
  'Wie spreche ich das Thema Equity an?',
  'Unser CTO macht, was er will.',
  'Meine Kollegin schweigt in jedem Meeting.',
  'Ich bin total gestresst und müde.',
  'Ich will die Zusammenarbeit beenden.',
  'Er ist nächste Woche nicht mehr da.',
  'Ich will das Meeting beenden, bevor es eskaliert.',
  'Die Deadline bringt mich noch um den Verstand.',
  'Ich will keinen Krieg, ich will eine Lösung.',
  'Ich will nicht alles zerstören, was wir aufgebaut haben.',
  'Wir streben nach Wachstum, aber er bremst.',
  'Er nimmt sich immer die besten Aufgaben.',
  'Mein Mitgründer ist nie im Office.',
  'Das Team ist kurz vorm Aufgeben.',
  'Sie hat mich im Meeting kritisiert.',
  'Er beobachtet jeden meiner Schritte im Projekt.',
  'Ich fühle mich in meiner Rolle nicht wertgeschätzt.',
  'My cofounder makes all decisions alone.',
  'We argue about money all the time.',
  'I feel ignored in meetings.',
  'This conflict is killing our startup.',
  'This is killing me, honestly.',
  'We need to kill this feature.',
  'I could kill for a coffee right now.',
  'I cannot go on like this with my cofounder.',
  "We can't go on like this as a team.",
  "I don't want to hurt her feelings.",
  'I would never hurt anyone, I just want to be heard.',
  'I want to attack her argument in the next meeting.',
  "I don't feel safe speaking up in meetings.",
  'We are in danger of losing our biggest client.',
  "He's watching me all the time in the project.",
  'He pushed me to deliver faster.',
  'It hit me that we never agreed on roles.',
  'Our team is overloaded and tired.',
  'She went silent after the feedback.',
  'How do I give feedback without blame?',
  'We never talked about equity split or vesting.',
  'My co-founder wants more equity.',
  "I don't want to destroy what we built.",
  'The meeting was a disaster.',
  'Hi',
  'ok',
  'Danke, das hilft mir.',
  'Thanks, that helps.',
  'Wie bereite ich ein schwieriges Gespräch vor?',
  'What is BATNA?',
  'Er ist immer zu spät und ich bin genervt.',
  'mein cofounder arbeitet nie am wochenende',
];

// Indirect, hedged and embedded crisis signals: thoughts and wishes, not statements of intent;
// typos, no umlauts, lower case, English with German words, one sentence inside ordinary text.
const crisisIndirect = [
  // German
  'Manchmal denke ich, es wäre besser, nicht mehr da zu sein.',
  'manchmal denke ich es waere besser nicht mehr da zu sein',
  'Manchmal denke ich, dass es allen besser ginge, wenn es mich nicht gäbe.',
  'Es wäre besser, wenn ich einfach weg wäre.',
  'Ich frage mich, ob es Sinn hat weiterzumachen.',
  'ich frag mich ob das alles noch sinn hat',
  'Alle wären ohne mich besser dran.',
  'Ich habe schon überlegt, wie ich es beenden könnte.',
  'Ich will einfach nur, dass es aufhört.',
  'ich will einfach nur das alles aufhört',
  'Ich möchte einschlafen und nicht mehr aufwachen.',
  'Manchmal wünsche ich mir, einfach einzuschlafen und nie mehr aufzuwachen.',
  'Ehrlich gesagt sehe ich für mich keinen Ausweg mehr.',
  'Ich habe Tabletten gesammelt.',
  'ich hab schon tabletten gesammelt fuer den fall',
  'ich ritz mich seit wochen wieder',
  'Ich habe mich gestern wieder geschnitten.',
  'Ich tue mir selbst weh, wenn der Druck zu groß wird.',
  'Er hat gesagt, er weiß, wo ich wohne.',
  'ich hab angst das er mir was antut',
  'Ich könnte ihm wirklich wehtun.',
  'Ich könnte ihn erwürgen.',
  'Ich werde ihn dafür bezahlen lassen, und zwar körperlich.',
  'Wozu soll ich eigentlich noch weitermachen?',
  'Ich hab keine Kraft mehr weiterzuleben.',
  'Vielleicht wäre es für alle leichter, wenn ich verschwinde.',
  'Ich denke oft daran, mit allem Schluss zu machen.',
  'Es hat doch alles keinen Zweck mehr, ich mach Schluss.',
  'Ich habe mir schon einen Strick besorgt.',
  'Mein Leben ist eh nichts mehr wert.',
  'Ich hab das Gefühl, ich bin allen nur im Weg und es wäre besser ohne mich.',
  'Er hat mir ein Messer gezeigt und gesagt, ich soll aufpassen.',
  'Ich würde ihm am liebsten eine reinhauen.',
  'Wir streiten seit Monaten über die Anteile, er entscheidet alles allein und in den Meetings redet er mich nieder. Das Investorengespräch ist nächste Woche und ich weiß nicht, wie ich das vorbereiten soll. Manchmal denke ich, es wäre einfacher, gar nicht mehr aufzuwachen. Jedenfalls brauche ich einen Plan für das Gespräch.',
  'Mein Mitgründer hat gesagt, er bringt mich um, wenn ich aussteige.',
  // English
  'I sometimes think everyone would be better off without me.',
  "What's the point of going on?",
  "I've been thinking about ending it all.",
  'I just want it all to stop.',
  'I wish I could disappear.',
  'I wish I could fall asleep and not wake up.',
  'I have a plan.',
  "I've been cutting again.",
  'my co-founder threatend to hurt me',
  "I'm going to make him pay, physically.",
  'I sometimes wonder if there is any point in carrying on.',
  "Honestly, I don't see a way out anymore.",
  "Sometimes I think it would be easier if I just wasn't around.",
  "I've been stockpiling pills.",
  "I've started hurting myself again when things get bad.",
  'He said he knows where I live.',
  "I'm scared he's going to do something to me.",
  'I could really hurt him.',
  "I feel like I'm just a burden and they'd be fine without me.",
  'I keep thinking about not waking up tomorrow.',
  "there's no point anymore",
  'i wanna disappear forever tbh',
  'Mein cofounder is so toxic and honestly I just want to sterben',
  "I don't see the point of living anymore without the Firma.",
  'Sometimes I think about taking all my Tabletten at once.',
  "We've been arguing about equity for months, he ignores my input in every meeting and the investors are getting nervous. I don't know how to prepare for the board call. Honestly sometimes I think it would be better if I wasn't here at all. Anyway, how should I start the conversation?",
  'He pushed me against the wall yesterday.',
  "I'm afraid to go home because he's waiting there.",
  'I thought about driving my car into a tree.',
  'Part of me just wants to end things.',
  "What's the point of anything anymore.",
  "I can't keep doing this, I want everything to stop.",
  "I'm going to beat the crap out of him.",
  'sometimes i think the world would be better without me in it',
  'I feel like giving up on life.',
  'i keep wishing i could just go to sleep forever',
  'Ich wünschte, ich könnte einfach verschwinden.',
  'es waer fuer alle besser wenn ich nich mehr da waer',
  'manchmal frage ich mich wozu ich überhaupt noch lebe',
  'Ich halte das alles nicht mehr aus, ich will dass es endlich vorbei ist.',
  'Mein Mitgründer meinte, er macht mich kalt.',
  'Ich habe einen Plan.',
  'I keep thinking everyone would be happier if I was gone.',
  'honestly whats the point anymore',
  'I have been thinking about how to end it',
  'He told me he would break my legs.',
  'i dont wanna be here anymore',
  'i feel like i cant go on anymore with life',
];

// Conflict language that looks like the phrasings above but is about the work, not a life.
const ordinaryLookalikes = [
  // German
  'Ich will nicht mehr mit ihm gründen.',
  'Das Projekt ist tot.',
  // Figurative: losing one's mind over something is stress talk, not a danger to life.
  'Das bringt mich noch um den Verstand.',
  'Ich will einfach, dass der Streit aufhört.',
  'Manchmal denke ich, es wäre besser, wenn wir getrennte Wege gehen.',
  'Ich frage mich, ob es Sinn hat, mit ihm weiterzumachen.',
  'Ich sehe keinen Ausweg aus diesem Patt.',
  'Ich habe schon überlegt, wie ich das Gespräch beenden könnte.',
  'Ich habe einen Plan für das Gespräch am Montag.',
  'Wir sollten das Feature killen.',
  'Ich möchte nicht mehr in diesem Team sein.',
  'Die Firma wäre ohne ihn besser dran.',
  'Ich schneide das Thema im nächsten Meeting an.',
  'Ich würde am liebsten alles hinschmeißen und kündigen.',
  'Ich bin fix und fertig nach dem Meeting.',
  'Mit ihm hat es keinen Sinn mehr zu diskutieren.',
  'Unser Pitch ist gestorben.',
  'Ich will diese Diskussion beenden.',
  'Er weiß, wo das Problem liegt.',
  'Ich hab Angst, dass er mir die Schuld gibt.',
  'Ich will einfach nur, dass er mir zuhört.',
  'Ich möchte nicht mehr alles allein entscheiden müssen.',
  'Ich könnte ihm den Kopf waschen.',
  // English
  "I can't go on like this with our meetings.",
  'Kill the feature.',
  'This project is killing me.',
  'I sometimes think the company would be better off without him.',
  "What's the point of going on with this pitch deck?",
  "I've been thinking about ending the partnership.",
  'I just want the arguing to stop.',
  'I have a plan for the next board meeting.',
  'We should cut the marketing budget.',
  "I'm cutting back on meetings.",
  'He knows where the files are.',
  "I'm afraid he'll blame me.",
  'I could really hurt his feelings if I say that.',
  'The deadline is killing the team.',
  'Our startup is dead in the water.',
  "I'm dying to know what he thinks.",
  "I'm done with this partnership.",
  'I want to end the meeting early.',
  "There's no point arguing with him anymore.",
  "I'm tired of fighting with my cofounder.",
  'He shot down my idea again.',
  "I'm going to make him pay for his share of the costs.",
  'I just want to sleep on it and decide tomorrow.',
  'I have a plan: I will talk to him on Monday.',
  'Ok, ich habe einen Plan für morgen.',
  'Ich habe überlegt, wie ich es ihm sage.',
  'Wir sollten das Projekt beerdigen.',
  'Die Idee ist gestorben.',
  'I want this conflict to end.',
  'I need the fighting to stop.',
  'I wish I could disappear from these meetings.',
  'Wozu soll ich mit ihm noch weitermachen?',
  'The team is better off without me micromanaging.',
  'Es wäre besser, wenn ich im Meeting nicht mehr da wäre.',
];

describe('classifySafety', () => {
  test.each(crisis)('crisis: %s', (text) => {
    expect(classifySafety(text).category).toBe('crisis');
  });

  test.each(crisisIndirect)('crisis, indirect or hedged: %s', (text) => {
    expect(classifySafety(text).category).toBe('crisis');
  });

  test.each(legal)('legal: %s', (text) => {
    expect(classifySafety(text).categories).toContain('legal');
    expect(classifySafety(text).category).not.toBe('crisis');
  });

  test.each(legalEveryday)('legal in everyday words: %s', (text) => {
    expect(classifySafety(text).categories).toEqual(['legal']);
  });

  test.each(legalMentions)('a business mention or a plan is no legal question: %s', (text) => {
    expect(classifySafety(text).categories).not.toContain('legal');
  });

  test.each(legalCase)("legal in the words of one's own case: %s", (text) => {
    expect(classifySafety(text).categories).toEqual(['legal']);
  });

  test.each(legalCaseCoaching)('the same topics as coaching are no legal question: %s', (text) => {
    expect(classifySafety(text).categories).not.toContain('legal');
  });

  test.each(medical)('medical: %s', (text) => {
    expect(classifySafety(text).categories).toContain('medical');
    expect(classifySafety(text).category).not.toBe('crisis');
  });

  test.each(highEscalation)('high escalation: %s', (text) => {
    expect(classifySafety(text).categories).toContain('high_escalation');
    expect(classifySafety(text).category).not.toBe('crisis');
  });

  test.each(ordinary)('ordinary conflict language: %s', (text) => {
    expect(classifySafety(text)).toEqual({ category: null, categories: [], rules: [] });
  });

  test.each(ordinaryLookalikes)('conflict language that only looks like a crisis: %s', (text) => {
    expect(classifySafety(text).category).toBeNull();
  });

  test('crisis wins over every other category', () => {
    const result = classifySafety('Kann ich ihn verklagen? Ich will eigentlich nur noch sterben.');
    expect(result.category).toBe('crisis');
    expect(result.categories).toEqual(['crisis', 'legal']);
  });

  test('a denial alone does not trigger, a denial next to another signal does', () => {
    expect(classifySafety('I would never hurt myself.').category).toBeNull();
    expect(classifySafety('Ich würde mir niemals etwas antun.').category).toBeNull();
    expect(classifySafety('Ich würde mir niemals etwas antun, aber ich will nicht mehr leben.').category).toBe(
      'crisis',
    );
  });

  test('deterministic and case-insensitive', () => {
    expect(classifySafety('ICH WILL MICH UMBRINGEN')).toEqual(classifySafety('ich will mich umbringen'));
  });

  test('sizes of the tables', () => {
    expect(crisis.length).toBeGreaterThanOrEqual(40);
    expect(legal.length).toBeGreaterThanOrEqual(25);
    expect(legalEveryday.length).toBeGreaterThanOrEqual(30);
    expect(legalMentions.length).toBeGreaterThanOrEqual(15);
    expect(medical.length).toBeGreaterThanOrEqual(25);
    expect(highEscalation.length).toBeGreaterThanOrEqual(20);
    expect(ordinary.length).toBeGreaterThanOrEqual(60);
    expect(crisisIndirect.length).toBeGreaterThanOrEqual(60);
    expect(ordinaryLookalikes.length).toBeGreaterThanOrEqual(30);
  });
});

// Every turn classifies the conversation's earlier messages again: a message seen before is
// answered from the kept decisions, the same frozen result.
test('a message classified before is answered from the kept results', () => {
  const text = 'Ich habe die Tabletten schon bereitgelegt, kein Witz.';
  const first = classifySafety(text);
  expect(classifySafety(text)).toBe(first);
  expect(Object.isFrozen(first)).toBe(true);
  expect(first.categories).toContain('crisis');
});
