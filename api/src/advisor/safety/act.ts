// Who does what to whom (issue #21, safety16a): a danger or violence signal read from the
// structure of a message, not from its words of harm. Unseen messages missed the help first when
// the harm is only implied ("I know when he walks his dog alone, I'll be there", "pass ihn nach
// dem Training ab, dann versteht er es"), told as a past act owned ("hab ihm eine geklebt"),
// wrapped in a deal ("wer aus dem Deal aussteigt, muss mit gebrochenen Knochen rechnen"), or told
// by role ("Ich bin HR. Der CTO hat ihm gedroht, ihn aus dem Fenster zu werfen"); and the help for
// danger and the help for violence were swapped between the one threatened and the one who
// threatens. Each reading has three parts: an actor (the user, or someone else), an act or plan
// aimed at a person, and what makes it more than words (an outcome of harm, a place and time
// where the person is alone, a trace hidden, the person shut in now). The actor decides the help:
// the user who acts or speaks gets the help for violence (distance, 110/112), everyone else's act
// is a threat received (the help for danger), also for a third person the user speaks for.
// Read on the folded whole message and its sentences (text.ts `fold`, `sentences`).
import { screenedBy } from '../screen';
import { fold, foldedRegExp, sentences, wordGap } from '../text';
import { conceptsOfText } from './concepts';
import { jokeMarked, novelWord } from './figurative';
import { personNoun } from './person-words';

const gap = wordGap;
/**
 * act.ts's patterns behind one literal screen (perf38b, screen.ts `sharedScreen`): a turn asks
 * some 90 of them about the whole message and each sentence, and most texts hold none of the
 * words a pattern needs; a pattern runs only on a text that holds one, with the same result.
 */
const re = screenedBy(foldedRegExp);

const personObject = `(?:him|her|them|ihn|ihm|sie|ihr|ihnen|(?:my|our|the|that|this|his|her|one of our|one of my|mein\\w*|unser\\w*|den|dem|die|der|diesen|diesem) ${gap(1)}${personNoun}s?)`;

/**
 * A weapon held or used ("notfalls mit dem Brecheisen", "with a crowbar if I have to"); the one
 * list of act.ts (`concreteHarm` used a copy of its own). concepts.ts WEAPON is the classifier's
 * evidence with wildcards and more words; this list is matched inside phrases.
 */
const weaponWord =
  '(?:baseball\\w*|schläger|brecheisen|eisenstange|crowbar|tire iron|tyre iron|bat|hammer|messer|knife|knives|pistole|gun|waffe|weapon)';

const weaponIn = re(weaponWord);

/** Harm to a body or a life as an outcome (future, threatened or planned), not to a deal. */
const harmOutcome = [
  '(?:end|ends|ending|wind|winds) up (?:\\S+ ){0,2}(?:in (?:the|a) )?(?:hospital|river|canal|ditch|wheelchair|grave|morgue|icu)',
  '(?:landen|landet|landest|lande) (?:\\S+ ){0,3}(?:im|in der|in einem|in einer) (?:krankenhaus|kanal|fluss|graben|rollstuhl|grab|klinik|intensiv\\w*)',
  '(?:broken|gebrochen\\w*) (?:bones|knochen|legs|beine|arms|arme|hands|hände|fingers|finger|kneecaps|kniescheiben)',
  '(?:brech\\w*|bricht) (?:dir|mir|ihm|ihr|ihnen|dich|mich) (?:\\S+ ){0,2}(?:finger\\w*|hände|hand|beine|bein|arme|arm|knochen|kiefer|nase|rippen|kniescheiben)',
  '(?:er|sie|ich) (?:\\S+ ){0,2}(?:bricht|breche|brech\\w*) (?:\\S+ ){0,2}(?:dir|mir|ihm|ihr) (?:\\S+ ){0,2}genick',
  '(?:break|breaking|snap) (?:your|my|his|her|their|ur|you r|me|him|her) (?:\\S+ )?(?:hands|legs|arms|neck|jaw|nose|bones|fingers|face|kneecaps|ribs|arm|leg)',
  'kneecaps|kniescheiben',
  '(?:accidents?|unfall|unfälle) (?:\\S+ ){0,3}(?:happen|happens|tend|passier\\w*)',
  '(?:has|have|had|haben|hat) (?:an |einen )?(?:accidents?|unfall|unfälle)',
  '(?:ihm|ihr|dir|mir|ihnen) (?:\\S+ ){0,2}(?:was|etwas) (?:\\S+ )?(?:passiert|zustößt|zustoßen|passieren)|(?:something|anything) (?:\\S+ ){0,2}happens? to (?:him|her|you|me|them)',
  '(?:find|finde|finden) (?:\\S+ ){0,3}(?:and|und) (?:\\S+ ){0,2}(?:fertig ?mach\\w*|wreck|destroy|make \\S+ pay|erledig\\w*)',
  '(?:brech\\w*|bricht) (?:\\S+ )?(?:dir|mir|ihm|ihr) (?:was|etwas|alle knochen)',
  '(?:aufpassen|vorsichtig sein|careful|watch out|pass auf) (?:\\S+ ){0,6}(?:nachts|at night|allein|alone|heimweg|on the way home)',
  'aus dem fenster (?:zu )?(?:werfen|stoßen|schubsen)|(?:die treppe) (?:runter|hinunter)zu(?:werfen|stoßen|schubsen)',
  '(?:not|nicht|nie) (?:mehr |more )?(?:heil|in einem stück|on (?:his|her|my|your|their) own legs)',
  '(?:wont|won t|will not|cant|can t) (?:be )?(?:walk\\w*|wake up|get up)',
  '(?:on|auf) (?:krücken|crutches)|(?:leave|give|get|got|kriegst|gibt|with) (?:\\S+ ){0,3}(?:black eye|blaues auge)',
  '(?:pay|pays|paying|zahlen|zahlt|bezahlen|bezahlt) (?:\\S+ ){0,2}(?:in|with|mit) (?:\\S+ )?(?:blood|blut|body|körper|teeth|zähnen|kneecaps|kniescheiben|knochen|bones|legs|beinen)|(?:fließt|flows) (?:\\S+ )?blut|blut fließt|there will be blood|make (?:\\S+ )?bleed',
  '(?:put|send|land|end up|wake up|aufwach\\w*|bring\\w*|prügel\\w*|schick\\w*) (?:\\S+ ){0,3}(?:in |ins |im )?(?:the )?(?:hospital|krankenhaus)|(?:hospital|krankenhaus) (?:\\S+ )?(?:auf|aufwach\\w*)',
  // issue #21, safety17b: a stay in hospital as the outcome ("er kann sich im Krankenhaus erholen",
  // "you'll wake up in intensive care"), the neck broken by the speaker ("dem breche ich das
  // Genick"), one of two not walking away, a family "not safe".
  '(?:im|in the|in der|auf der|in einem|ins) (?:krankenhaus|hospital|notaufnahme|intensivstation|intensive care|icu|er|emergency room|rollstuhl|kanal|fluss|grab|klinik) (?:\\S+ ){0,2}(?:erhol\\w*|wiederfind\\w*|aufwach\\w*|landet|landen|landest|lande|endet|enden|wake up|recover\\w*)|find (?:himself|herself|themselves) in (?:the |a )?(?:hospital|er|icu|intensive care|wheelchair)|(?:wake|wakes|waking) up in (?:the )?(?:intensive care|icu|er|emergency room)|(?:eating|essen) (?:\\S+ ){0,2}(?:through a straw|durch (?:einen|den) strohhalm)',
  '(?:dem|der|den|ihm|ihr) (?:\\S+ ){0,2}(?:breche|brech\\w*|bricht) (?:\\S+ ){0,2}(?:das )?genick',
  'only one of us (?:is |will be |ll be )?(?:walking|walks|coming|leaving|going home)|nur einer von uns (?:\\S+ ){0,3}(?:zurück|lebend|heil|nach hause|raus)',
  // (German only with the family as the subject: "dass ich nicht sicher bin" is being unsure.)
  '(?:family|kids|children|wife|husband) (?:\\S+ ){0,3}(?:not|never) (?:\\S+ ){0,2}(?:be )?safe|(?:deine|seine|ihre|eure|meine) (?:familie|kinder|frau|mann|tochter|sohn) (?:\\S+ ){0,2}(?:nicht|nie) (?:mehr )?(?:in sicherheit|sicher)',
  '(?:seinen|ihren|deinen|seiner|ihrer|deiner) (?:kindern|kinder|familie|frau|tochter|sohn|mann) (?:\\S+ ){0,5}(?:was|etwas) (?:\\S+ )?(?:passiert|zustößt|zustoßen|passieren)',
  '(?:regret|bereu\\w*) (?:\\S+ ){0,2}(?:having|seine|ihre|his|her) (?:hands|hände|fingers|finger|legs|beine|teeth|zähne)',
  '(?:sich )?(?:\\S+ ){0,2}(?:nicht|nie|nirgends) (?:mehr )?sicher (?:fühlen|fühlt|fühle)|(?:not|never|wont|won t) (?:\\S+ ){0,2}feel safe',
  '(?:die )?(?:knochen|fresse) (?:sortier\\w*|polier\\w*)|(?:sortier\\w*|polier\\w*) (?:\\S+ ){0,3}(?:die )?(?:knochen|fresse)|(?:eine|ein paar) (?:rein ?hau\\w*|runter ?hau\\w*|kleb\\w*|scheuer\\w*|knall\\w*)|reinhau\\w*|in die fresse|aufs maul|zusammen ?schlag\\w*|schlag\\w* (?:\\S+ ){0,3}zusammen|smash (?:his|her|their) face|knock (?:his|her|their) teeth|beat (?:him|her|them) up',
  '(?:nie|nicht) (?:mehr |wieder )?(?:laufen|gehen|stehen) (?:kann|können|wird|werden)|(?:kann|wird|können|werden) (?:\\S+ ){0,2}(?:nie|nicht) (?:mehr|wieder) (?:laufen|gehen|stehen)|(?:never|not) (?:be able to )?walk (?:again|anymore)',
  '(?:polish|rearrange|sort out) (?:his|her|their|your) (?:bones|face|teeth)',
  `(?:notfalls|zur not|wenns sein muss|wenn s sein muss|if i have to|if need be|if necessary|if it comes to (?:it|that)) (?:\\S+ ){0,3}(?:mit|with) (?:\\S+ )?${weaponWord}|(?:mit|with) (?:\\S+ )?${weaponWord} (?:\\S+ ){0,2}(?:notfalls|zur not|wenns sein muss|if i have to|if need be|if necessary)`,
  'put (?:him|her|them) in the ground|unter die erde (?:bring\\w*|befördern)',
  // issue #21, safety19b: people sent to deal with someone ("they're sending people to sort me
  // out", "Leute losschicken, die mir …"), friends who hurt people, fires that people "tend to
  // have", someone coming to visit the family: veiled harm, told by whoever threatens.
  `(?:sending|sends|sent|send|schick\\w*|losschick\\w*|losgeschickt|vorbeischick\\w*) (?:\\S+ ){0,2}(?:people|guys|leute|jungs|men|männer|typen) (?:\\S+ ){0,4}(?:sort (?:me|you|him|her|them) out|(?:deal with|take care of) (?:me|you|him|her|them|us|(?:the|my|our|that|this|his|her|their) (?:\\S+ )?${personNoun})\\b|rough (?:\\S+ )?up|teach (?:me|you|him|her) a lesson|pay (?:me|you|him|her) a visit|die (?:mir|dir|ihm|ihr) |die (?:mich|dich|ihn|sie) )`,
  '(?:leute|jungs|typen|männer) (?:\\S+ ){0,2}(?:losgeschickt|losschicken|vorbeigeschickt|vorbeischicken|geschickt|schicken|schickt) (?:\\S+ ){0,2}die (?:mir|dir|mich|dich|ihm|ihn) ',
  '(?:friends|people|guys|contacts|freunde|leute|kumpels|jungs|kontakte) (?:who|that|die) (?:\\S+ ){0,2}(?:hurt|harm|break|beat up|deal with|take care of|leuten|menschen|anderen) (?:\\S+ ){0,2}(?:people|others|folks|wehtun|weh tun|knochen brechen|die knochen)',
  '(?:tend to|tends to|seem to|always) (?:have|get) (?:\\S+ )?(?:fires|accidents)|(?:haben|hat|bekommen) (?:\\S+ ){0,2}(?:gern|gerne|oft|schnell) (?:\\S+ )?(?:unfälle|einen unfall|feuer|brände|einen brand)',
  '(?:someone|somebody|people|guys|jemand|leute|friends of (?:his|hers|theirs)) (?:\\S+ ){0,3}(?:come|comes|coming|kommt|kommen|vorbeikomm\\w*|drop by|stop by)? ?(?:and |und )?(?:visit|pay a visit to|besuch\\w*|vorbeischau\\w* bei) (?:my|your|meine\\w*|deine\\w*) (?:family|familie|kids|kinder|wife|frau|husband|mann|children|daughter|tochter|son|sohn|parents|eltern)',
  // issue #21, safety18b: a fall from a height, someone sent to "deal with" a person, a face made
  // unrecognisable, carried out of the building, found again in the woods, hurt as a plan ("davon
  // gesprochen, mir wehzutun": the zu-infinitive is said of a plan or a threat, never of a feeling).
  '(?:push|pushing|pushed|throw|throwing|shove|shoving) (?:me|you|him|her|them) (?:off|down|from) (?:the |a |his |her |my )?(?:balcony|roof|rooftop|bridge|cliff|platform|stairs|window)|(?:vom|von der|vom dach|aus dem) (?:balkon|dach|brücke|fenster) (?:\\S+ ){0,2}(?:zu )?(?:stoßen|schubsen|werfen)',
  '(?:have|has|had|having|get|getting|send|sending|pay|paying|hire|hiring) (?:\\S+ ){0,1}(?:someone|somebody|people|guys|men) (?:to )?(?:deal with|take care of|handle|sort out|visit|pay a visit to) (?:me|you|him|her|them)|(?:jemand\\w*|leute) (?:\\S+ ){0,2}(?:auf (?:mich|dich|ihn|sie) )?(?:ansetzen|anzusetzen|vorbeischicken|vorbeizuschicken)',
  '(?:make|makes|making|mach\\w*) (?:\\S+ ){0,2}(?:face|gesicht) (?:\\S+ )?(?:unrecogni[sz]able|unkenntlich)',
  // (A person carried out: "you'll be carried out", not "the layoffs will be carried out".)
  '(?:you|he|she|they|du|er|youll|youd|hed|hell|shed|shell|theyll|theyd)(?: ll| will| d| would| wirst| wird)? (?:\\S+ ){0,2}(?:be|get|gets|wirst|wird) (?:\\S+ )?(?:carried out|rausgetragen|hinausgetragen)',
  '(?:find\\w*) (?:ich |du |er |sie |wir )?(?:you|him|her|them|me|dich|ihn|sie|mich|uns) (?:\\S+ ){0,2}(?:im|in the|in a|in einem|in der) (?:wald|woods|forest|kanal|fluss|graben|river|ditch|see|lake)(?: wieder\\w*)?|(?:im|in einem|in der) (?:wald|kanal|fluss|graben|see) wiederfind\\w*',
  '(?:mir|dir|ihm|ihr) (?:\\S+ )?(?:wehzutun|weh zu tun)',
  // (Veiled only with its "better": "pass nachts besser auf"; "ich soll nachts vorsichtig sein" is care.)
  '(?:nachts|at night|allein|alleine|alone|auf dem heimweg|on the way home) (?:\\S+ ){0,4}(?:besser|lieber|bloß|bloss) (?:\\S+ ){0,2}(?:aufpassen|vorsichtig sein)|(?:ausrichten lassen|sent word|had (?:\\S+ ){0,3}tell me) (?:\\S+ ){0,8}(?:aufpassen|vorsichtig sein|be careful|watch (?:my|your) back)|better (?:\\S+ )?(?:be careful|watch out) (?:\\S+ ){0,3}(?:at night|alone|on the way home)',
  '(?:dir|mir|ihm|ihr) (?:\\S+ ){0,2}(?:die )?(?:beine|arme|finger|knochen|hände|nase|kiefer|rippen|kniescheiben) (?:\\S+ )?(?:brechen|zertrümmern)',
  '(?:run|drive|force|push) (?:\\S+ ){0,2}off the road|von der straße (?:\\S+ )?(?:abdrängen|abzudrängen|drängen)',
  '(?:mir|dir|ihm|ihr) (?:\\S+ ){0,2}(?:das )?genick (?:\\S+ ){0,2}gebrochen|(?:my|your|his|her) neck (?:\\S+ ){0,3}(?:broken|snapped)',
  '(?:not|wont|won t|nicht) (?:\\S+ ){0,3}(?:stay|bleib\\w*) (?:\\S+ ){0,2}(?:healthy|gesund)|(?:nicht|not) (?:mehr )?(?:lange|for long) (?:gesund|healthy)',
  '(?:mir|dir) (?:\\S+ ){0,5}(?:aufzulauern|auflauern|aufgelauert)|(?:ambush|lie in wait for) (?:me|you)',
  '(?:deine|your|meine|my) (?:familie|family|kinder|kids|frau|wife|mann|husband|sohn|son|tochter|daughter) (?:\\S+ ){0,1}(?:zahlt|zahlen|bezahlen|büßen|pay|pays|bezahlt|will pay|wird (?:\\S+ )?(?:zahlen|bezahlen|büßen))',
  'stech\\w* (?:ich|wir) (?:\\S+ )?zu|(?:ich|wir) stech\\w* (?:\\S+ )?zu|zuzustechen',
  '(?:safety|sicherheit|gesundheit|health) (?:\\S+ ){0,3}(?:kids|children|kinder|family|familie|frau|wife|mann|husband|tochter|sohn|daughter|son)',
  '(?:kids|children|kinder|family|familie|wife|frau)(?: s)? (?:safety|sicherheit|gesundheit|health)',
  '(?:bad|schlecht) for (?:my|your) health|schlecht für (?:meine|deine) gesundheit|health insurance (?:\\S+ ){0,4}broken',
  '(?:physical|körperlich\\w*) (?:conversation|gespräch|consequences|konsequenzen)|(?:enforced|durchgesetzt|eingetrieben) (?:\\S+ )?old school|(?:guys|leute|people|jungs) (?:with|mit) (?:bats|baseball\\w*|schläger\\w*)',
  '(?:baseball ?bat|baseballschläger)',
  '(?:collect\\w*|holen|eintreiben|treibt \\S+ (?:\\S+ )?ein) (?:\\S+ ){0,5}(?:in person|persönlich|an meinen knochen|with (?:a )?(?:bat|crowbar)|mit (?:dem |einem )?(?:baseball\\w*|schläger|brecheisen))|(?:persönlich|in person) (?:\\S+ ){0,2}(?:holen|collect\\w*|eintreiben|abholen)',
  '(?:send|schick\\w*) (?:\\S+ ){0,2}(?:people|guys|leute|jungs) (?:\\S+ ){0,2}(?:to|zu|vorbei|house|haus|wohnung|place)',
  '(?:die treppe|the stairs) (?:\\S+ ){0,2}(?:runter|hinunter|fallen|fall)|(?:fall|fallen|falls|throw \\S+|werfen) (?:down )?(?:die|the) (?:treppe|stairs)|(?:treppe|stairs) (?:runter|hinunter)\\w*',
  '(?:throw|werfen|werf\\w*|stoß\\w*|push\\w*|put) (?:\\S+ ){0,3}(?:out (?:of )?the window|aus dem fenster|through the window)',
  '(?:will|ll|would|gonna|going to|have (?:you|me|him|her)|make sure) (?:\\S+ ){0,2}(?:hurt|harm)(?:ed)? (?:you|me|him|her|them)|(?:get|gets|will get) hurt|(?:dir|mir|ihm|ihr) (?:\\S+ )?(?:wehtun|weh tun)|(?:dich|mich|ihn|sie) (?:\\S+ ){0,2}(?:zu )?verletzen',
  '(?:you|youll|you ll|i|she|he|hell|she ll|shell)(?: ll| d| would| will)? disappear|verschwinden lassen',
  '(?:kill|stab|murder) (?:you|me|him|her|them)|shoot (?:you|me|him|her|them) (?:dead|in)|(?:bring\\w*|stech\\w*|schlag\\w*) (?:\\S+ ){0,2}(?:dich|mich|ihn|sie) (?:\\S+ ){0,2}(?:um|ab|tot)\\b|umzubringen|abzustechen|totzuschlagen|beat \\S+ to death|run (?:me|you|him|her) over|überfahr\\w* (?:dich|mich|ihn|sie)|anzuzünden|burn (?:\\S+ ){0,3}down',
].join('|');

/** Someone else's words: a threat said, written or passed on. */
const speechVerb =
  '(?:(?:heard|overheard) (?:\\S+ ){1,4}(?:say|saying|talk|talking)|said|says|told|tells|texted|texting|wrote|writes|threatened|threatens|warned|whispered|called|keeps saying|keeps texting|meinte|meint|sagte|sagt|schrieb|schreibt|drohte|droht|flüsterte|hat (?:\\S+ ){0,8}(?:gesagt|geschrieben|gedroht|gemeint|geflüstert|angekündigt|ausrichten lassen|wissen lassen)|habe? (?:\\S+ ){0,8}(?:gesagt|geschrieben|gedroht)|erzählt|berichtet|sending|sent|(?:hab|habe|haben) (?:\\S+ ){0,4}(?:gehört|erfahren)|heard (?:that|from|through)|passed (?:it |this |that )?on|passes on|ausgerichtet|word is|apparently|angeblich)';

/** Said, written or made plain, in the perfect ("klar gemacht", "angekündigt", "wissen lassen"). */
const ownSpeechDone =
  '(?:gesagt|geschrieben|gedroht|angedroht|angekündigt|klar ?gemacht|deutlich gemacht|wissen lassen|gewarnt|ausrichten lassen|gesteckt)';

/** The user as the one who speaks or writes ("I told him", "ich hab ihm geschrieben"). */
const ownSpeech = re(
  `(?:^|\\b)(?:i|ive|i ve|id|i d)(?: \\S+){0,3} (?:told|tell|said|texted|threatened|wrote|warned|sent|been sending|messaged|made (?:it|that|this) (?:\\S+ )?clear|let (?:him|her|them) know)|^(?:told|warned|texted|wrote|threatened) (?:him|her|them|the|my|our)|(?:ich|wir) (?:\\S+ ){0,4}(?:hab|habe|haben|hatte) (?:\\S+ ){0,8}${ownSpeechDone}|(?:ich|wir) (?:sagte|schrieb|drohte|kündigte)|(?:hab|habe) ich (?:\\S+ ){0,6}${ownSpeechDone}`,
);

/** A future or a plan of the user's (not a wish or a hypothetical: "I could", "ich könnte"). */
const userPlans = re(
  [
    // English: "I'll", "I'm going to", "me and two friends are going to", "I've planned it"
    `(?:^|\\b)(?:i|we|me and (?:\\S+ ){1,3}|my (?:brother|friends|buddies|mates|boys) and i)(?: ll| will| am going to| m going to| re going to| are going to| m gonna| gonna| plan to| planned| ve planned| intend to| m planning to| am planning to|m driving| m heading|ll be| m waiting| re waiting| are waiting)\\b`,
    '\\b(?:ill|im going to|im gonna|ive planned|were going to|were gonna|were waiting|were heading|well|im driving|im heading|im waiting|im (?:seriously )?(?:considering|thinking of|thinking about)) ',
    '\\b(?:ich|wir) (?:überleg\\w*|plane|planen) ',
    '\\b(?:i|ich) (?:know|weiß|weiss|kenne) (?:\\S+ ){0,4}(?:he|she|er|sie) (?:\\S+ ){0,6}(?:alone|allein|alleine)',
    // German: "ich pass ihn ab", "pass ich ihn ab", "ich fahr morgen hin", "wir warten", "ich werde"
    '\\b(?:ich|wir|meine kumpels und ich|mein bruder und ich) (?:werd\\w* |will |fahr\\w* |geh\\w* |komm\\w* |hol\\w* |hab mir (?:\\S+ ){0,3}(?:rausgesucht|besorgt|überlegt)|warte\\w* |pass\\w* |steh\\w* |nehm\\w* |schnapp\\w* |kauf\\w* |fang\\w* |lauer\\w* )',
    '\\b(?:pass|passe|nehm|nehme|schnapp|schnappe|kauf|kaufe|fang|fange|hol|hole|erwisch\\w*|lauer|warte|wart|steh|fahr|fahre|knöpf|knöpfe|bestell|bestelle|zitier|zitiere|statte|besuch|besuche) ich\\b',
    '\\b(?:kriegt|bekommt|kriegen|bekommen) (?:er|sie|der|die|den) (?:\\S+ ){0,3}(?:von mir|von uns|besuch|quittung|abreibung|denkzettel)|(?:kriegt|bekommt) (?:\\S+ ){0,3}von (?:mir|uns)',
  ].join('|'),
);

/** Getting a person where and when they are alone: waiting, catching, a visit, a route known. */
const reachesPerson = re(
  [
    `(?:wait|waiting|be waiting|lie in wait) (?:for )?${personObject}|(?:catch|corner|get|find|grab|ambush) ${personObject} (?:alone|outside|after|in|at|behind|by|tonight|tomorrow|on)`,
    `(?:follow|following|tail|tailing) ${personObject} (?:home|to (?:his|her|their|the))|(?:folg\\w*|verfolg\\w*) (?:\\S+ ){0,3}(?:nach hause|bis (?:zu|nach))|(?:pay|paying) ${personObject} a visit|(?:show up|turn up|be there) (?:at|outside|when)|(?:drive|driving|go|going|head|heading) (?:over )?to (?:his|her|their) (?:place|house|flat|home|apartment|warehouse|office)`,
    '(?:i|we) (?:know|found out|figured out|have|got) (?:\\S+ ){0,2}(?:where|when|which|what time|his|her) (?:\\S+ ){0,6}(?:alone|parks|schedule|route|gym|runs|walks|goes|leaves|lives)',
    '(?:abpass\\w*|auflauer\\w*|aufzulauern|abfang\\w*|vorknöpf\\w*|vornehm\\w*|erwisch\\w*|schnapp\\w* (?:ihn|sie|mir)|nehm\\w* (?:ihn|sie|mir) (?:\\S+ ){0,6}vor|pass\\w* (?:\\S+ ){0,6}ab|lauer\\w* (?:\\S+ ){0,3}auf)',
    '(?:wart\\w*|steh\\w*) (?:\\S+ ){0,6}(?:auf (?:ihn|sie|den|die)|vor (?:seinem|seiner|ihrem|ihrer) \\S+|am ausgang|an (?:seinem|ihrem) \\S+)',
    '(?:fahr\\w*|geh\\w*|komm\\w*) (?:\\S+ ){0,6}(?:zu (?:ihm|ihr|dem|der|seinem|seiner|ihrem|ihrer)|hin)\\b|besuch\\w*',
    '(?:just|only|nur) (?:him|her|er|sie) (?:and|und) (?:me|ich)|(?:weiß|weiss|know) (?:\\S+ ){0,2}(?:dass|that)? ?(?:er|sie|he|she) (?:\\S+ ){0,6}(?:allein|alleine|alone)',
    '(?:hab|habe) (?:mir )?(?:\\S+ ){0,4}(?:adresse|laufstrecke|strecke|route|zeiten|parkplatz) (?:\\S+ ){0,2}(?:besorgt|rausgesucht|rausgefunden)|(?:weiß|weiss) (?:\\S+ ){0,3}(?:wann|wo|dass) (?:er|sie) (?:\\S+ ){0,4}(?:allein|parkt|wohnt|trainiert|läuft)',
    '(?:(?:his|her) (?:schedule|address|route|parking spot|gym)|(?:seine|ihre) (?:adresse|laufstrecke|route))',
  ].join('|'),
);

/** Where or when no one sees: alone, behind a building, a car park, at night, no witness, no camera. */
const unseen = re(
  '(?:hafen|harbour|harbor|docks|wald|woods|forest|klo|toilette|toilet|venue|wenn alle weg sind|when everyone(?:s| s| has| is)? (?:gone|left)|nobody around|no one around|niemand (?:mehr )?da|keiner (?:mehr )?da|alone|allein|alleine|no witness\\w*|kein\\w* zeuge\\w*|no camera\\w*|keine kamera\\w*|kein\\w* kamera\\w*|behind|hinter\\w*|car park|parking (?:lot|garage|spot)|garage|tiefgarage|parkplatz|parkhaus|stairwell|treppenhaus|keller|basement|cellar|loading dock|warehouse|lager\\w*|alley|gasse|park|bar|kneipe|gym|fitnessstudio|bike route|laufstrecke|kanal|at night|nachts|tonight|heute nacht|heute abend|(?:nach|after) (?:dem|der|the|his|her) \\S+|morgen|tomorrow|(?:on )?(?:friday|saturday|sunday|monday|freitag|samstag|sonntag|montag)|weekend|wochenende|his (?:house|flat|place|car|door)|seine\\w* (?:haus|wohnung|auto|tür)|vor (?:seinem|seiner) \\S+|door|tür)',
);

/** Lying in wait: menacing by itself. */
const ambush = re(
  'auflauer\\w*|aufzulauern|aufgelauert|lauer\\w* (?:\\S+ ){0,4}auf|ambush\\w*|lie in wait|lying in wait',
);

/** What the person is to get: a lesson, regret, payback; said without a word of harm. */
const menaceOutcome = re(
  [
    '(?:lesson|lektion|denkzettel|abreibung|quittung|behandlung)',
    '(?:(?:he|she|they)(?: ll| will)|hell|shell|theyll) (?:learn|understand|regret|remember|see|feel it|be sorry|never)',
    '(?:wont|will not|won t) (?:forget|be so smug|do (?:that|it) again|\\w+ (?:us|me) again|(?:\\S+ ){0,3}anymore|call (?:\\S+ ){0,2}again)',
    '(?:make|making) (?:sure )?(?:him|her|them) (?:understand|regret|pay|sorry|remember|never)|make sure (?:he|she|they) (?:never|remembers?|wont|learns?|cant|can t|cannot|is not able|isnt able|won t be able)|dafür sorgen,? dass (?:er|sie) (?:\\S+ ){0,3}(?:nicht mehr|nie mehr|nie wieder|nicht) (?:\\S+ ){0,2}(?:kann|können|laufen|auftauchen)',
    'what (?:it means|happens) (?:to|when)|(?:gets?|get) what(?:s)? (?:is )?coming|what (?:he|she) deserves|(?:his|her) (?:manners|place)|some manners|(?:who|whos) (?:runs|the boss)|(?:he|she) (?:wont|won t) forget|remember me',
    'one way or (?:another|the other)|settle (?:this|it|things) (?:properly|for good|once and for all|my way)|sort (?:him|her|them) out|(?:handle|deal with|finish) (?:him|her|them)|finish what i started|make good on',
    '(?:wird|werden) (?:\\S+ )?(?:merken|sehen|lernen|bereuen|verstehen)|(?:vergisst|vergessen) (?:\\S+ ){0,2}(?:nicht|nie)|(?:nicht|nie) (?:mehr )?(?:vergisst|vergessen)|(?:lernt|lernen) (?:er|sie|was)|dann (?:versteht|kapiert|merkt|weiß|lernt) (?:er|sie)|versteht (?:er|sie) (?:es|das)',
    '(?:zeig\\w*|beibring\\w*) (?:\\S+ ){0,4}(?:wer|was (?:respekt|sache)|wo der hammer)|mit wem er sich anlegt|was er davon hat|auf meine art|ein für alle mal|endgültig regel\\w*|regel\\w* (?:das|ich) endgültig|(?:wird|werden) (?:\\S+ ){0,3}keine \\S+ mehr|(?:er|sie|der|die) (?:\\S+ ){0,3}nie (?:wieder|mehr)|fertig ?mach\\w*|(?:ihn|sie) erledig\\w*|so (?:dass|daß) er (?:es )?versteht|(?:nicht|kein) mit worten|not with words',
  ].join('|'),
);

/** "Meet me behind …": both just the two of them and a summons. */
const meetMe = 'meet me (?:behind|at|in|outside|by)';

/** Just the two of them ("nur er und ich", "just him and me", "unter vier Augen"). */
const justUs = re(
  `(?:just|only|nur) (?:him|her|er|sie) (?:and|und) (?:me|ich)|(?:just|only) (?:the two of us|you and me)|${meetMe}`,
);

/** Summoning someone to a place ("bestell ihn ins leere Lager", "told him to meet me behind the venue"). */
const summons = re(
  `(?:bestell\\w*|zitier\\w*|lock\\w*|hol\\w*) (?:\\S+ ){0,2}(?:ihn|sie|den \\S+|die \\S+|dem \\S+) (?:\\S+ ){0,2}(?:ins|in den|in die|zu|auf den|hinter)|(?:get|lure|bring|call|ask) (?:him|her|them|the \\S+|my \\S+|our \\S+) (?:to|into|behind|out to)|${meetMe}|(?:drop|stop|swing) by|vorbeischau\\w*|vorbeikomm\\w*|schau (?:\\S+ ){0,2}vorbei|(?:statte|statten) (?:\\S+ ){0,2}besuch`,
);

/** A score settled where they are alone ("dort klären wir das", "we'll settle it there", "dann knallt's", "er weiß, warum"). */
const settleScore = re(
  [
    '(?:klären|klär|regeln|regel|erledigen|erledig|machen|mach) (?:wir|ich) (?:das|es|die sache)|(?:das|es) (?:\\S+ ){0,2}(?:klären|regeln|ausmachen|austragen)|unter vier augen|von mann zu mann|ein für alle ?mal|endgültig|rechnen (?:wir|ich) ab|abrechnen|abrechnung',
    'dann (?:knallt|kracht|scheppert)|knallts|knallt s|kracht s|dann ist (?:ruhe|schluss)|(?:er|sie) weiß (?:\\S+ )?warum|(?:er|sie) weiss (?:\\S+ )?warum',
    'settle (?:it|this|things|the score)|sort (?:this|it|things|him|her) out|once and for all|man to man|this ends|it ends|ends tonight|(?:he|she) knows why|finish this|end this|won t see me coming|wont see me coming|have a word|a little chat|(?:two|three|a few|couple of) (?:friends|guys|mates|buddies) (?:lined up|with me|along)|(?:zwei|drei|ein paar) (?:kumpels|leute|jungs|freunde) (?:\\S+ ){0,2}(?:dabei|mit)',
  ].join('|'),
);

/** An everyday reason to meet someone in a car park or after hours: a lift, keys, a van, a car shown. */
const benignMeeting = re(
  '(?:keys|schlüssel|van|transporter|lend\\w*|leih\\w*|borrow\\w*|lift|mitnehmen|mitfahr\\w*|carpool|fahrgemeinschaft|move|umzug|zeigen|show me|pick (?:\\S+ )?up|abholen|handing|übergeben|übergabe|delivery|lieferung|paket|parcel|laufen|run|joggen|jog|walk|spazier\\w*|training|squash|tennis|padel|offsite|party|feier|geburtstag|birthday|surprise|überraschung)',
);

/** A benign purpose for meeting someone alone: to ask, talk, hand over, celebrate. */
const benignPurpose = re(
  '(?:to|um) (?:\\S+ ){0,3}(?:ask|fragen|talk|sprechen|reden|discuss|besprechen|give|geben|hand|pitch|explain|erklären|apologi\\w*|entschuldig\\w*|thank|danken)|over (?:dinner|lunch|coffee|a beer|drinks)|(?:kaffee|coffee|bier|beer|lunch|dinner|essen|feedback|deck|term ?sheet|follow on|partnership|roadmap|budget|gehaltserhöhung|raise|code reviews?|git|pünktlichkeit|punctuality|discounting|workshop)',
);

/** Meeting, waiting for or catching someone: the shape of a plan to reach a person. */
const meetsSomeone = re(
  'treff\\w*|erwisch\\w*|sehen uns|seh(?:e|n)? (?:ihn|sie) |(?:meet|meeting) (?:him|her|them|up|me|my \\S+|our \\S+|the \\S+|at|in|behind|outside|by)|wart\\w*|wait\\w*|abpass\\w*|pass\\w* (?:\\S+ ){0,6}ab|abfang\\w*|fang\\w* (?:\\S+ ){0,6}ab|auflauer\\w*|lauer\\w* (?:\\S+ ){0,6}auf|ambush\\w*|lie in wait|catch\\w*|corner\\w*|zur rede|hol\\w* (?:\\S+ ){0,6}ab|pick\\w* (?:\\S+ ){0,3}up|bestell\\w*|vorknöpf\\w*|knöpf\\w* (?:\\S+ ){0,4}vor',
);

/**
 * The user as the one who meets or waits ("ich treffe ihn", "warte ich", "I'll catch her", "we're
 * meeting"): an errand is the user's; a boss who summons the user or an ex who waits for them is not.
 */
const userMeets = re(
  '^(?:meeting|meet|waiting|wait|catching|treffe|warte|erwische|passe|hole) |(?:ich|wir|i|we|i ll|ill|we ll|im|i m|were|we re) (?:\\S+ ){0,3}(?:treff\\w*|erwisch\\w*|seh\\w*|wart\\w*|pass\\w*|fang\\w*|hol\\w*|bestell\\w*|knöpf\\w*|nehm\\w*|meet\\w*|wait\\w*|catch\\w*|corner\\w*|pick\\w*|grab\\w*|see\\w*)|(?:treffe|treffen|erwische|warte|passe|fange|hole|bestelle|sehe|sehen|lauere|knöpfe|nehme|schnappe) (?:ich|wir)\\b|sehen uns',
);

/** A thing of the work a talk can be about ("das Budget", "the expense report", "die Urlaubstage"). */
const workTopic =
  '(?:budget\\w*|zahlen|numbers|figures|vertr\\w*|vertrag\\w*|contract\\w*|gehalt\\w*|salary|salaries|anteil\\w*|equity|shares|vesting|roadmap|rolle\\w*|roles?|urlaub\\w*|holiday\\w*|vacation\\w*|schichtplan\\w*|shift\\w*|deadline\\w*|rechnung\\w*|invoice\\w*|spesen\\w*|expense\\w*|inventur\\w*|inventory|kündigung\\w*|term ?sheet|pitch\\w*|deck|folien|slides|parkplatz\\w*|parking \\w+|agenda|plan|planung|projekt\\w*|project\\w*|kunde\\w*|client\\w*|customer\\w*|angebot\\w*|offer|übergabe|handover|bonus\\w*|provision\\w*|commission\\w*|budget)';

/** A named everyday purpose: a talk about something, a question, a hand-over of a thing. */
const namedPurpose = re(
  [
    // "da klären wir das mit dem Parkplatz", "to talk about the roles", "frag ihn, ob er …", "dann besprechen wir das Budget"
    `(?:besprech\\w*|bespreche|sprech\\w*|sprich|red\\w*|klär\\w*|regel\\w*|durchgeh\\w*|geh\\w* (?:\\S+ ){0,4}durch|abstimm\\w*|stimm\\w* (?:\\S+ ){0,4}ab|frag\\w*|talk\\w*|discuss\\w*|ask\\w*|go\\w* (?:\\S+ ){0,3}through|align\\w*|settle\\w*|sort\\w* out|clarify\\w*|review\\w*) (?:\\S+ ){0,4}(?:über|wegen|bezüglich|about|regarding|das mit|die sache mit|the (?:thing|issue|matter|question) (?:with|of|about)|ob|whether|${workTopic})`,
    // "um ihr die Verträge zu geben", "to hand over the signed term sheet"
    `(?:übergeb\\w*|geb\\w*|give|hand\\w* (?:\\S+ ){0,3}over|bring\\w*|unterschreib\\w*|sign\\w*|return\\w*|zurückgeb\\w*|drop\\w* off) (?:\\S+ ){0,5}(?:${workTopic}|unterlagen|dokument\\w*|documents?|papers?|schlüssel|keys|laptop)`,
    // German with the verb last: "um ihr die Verträge zu geben", "um über die Anteile zu reden"
    `(?:${workTopic}|unterlagen|dokument\\w*|schlüssel|laptop) (?:\\S+ ){0,3}(?:zu )?(?:geben|übergeben|bringen|zeigen|unterschreiben|besprechen|bereden|klären|regeln|durchgehen|durchzugehen|abstimmen|abzustimmen|abholen|abzuholen|reden|sprechen|fragen|zurückgeben|zurückzugeben)\\b|(?:über|wegen) (?:\\S+ ){1,4}(?:zu )?(?:reden|sprechen|diskutieren|verhandeln)\\b`,
  ].join('|'),
);

/** Menace without a word of harm: "er weiß, warum", "dann knallt's", "he knows why", "finish this". */
const menaceSaid = re(
  'dann (?:knallt|kracht|scheppert|ist ruhe|ist schluss)|knallts|(?:er|sie) wei(?:ß|ss) (?:\\S+ )?warum|(?:he|she) knows why|finish this|end this|this ends|(?:wont|won t) see me coming|unter vier augen|von mann zu mann|man to man|(?:zwei|drei|ein paar) (?:kumpels|leute|jungs|freunde)|(?:two|three|a few|couple of) (?:friends|guys|mates|buddies)|(?:kann|wird|soll) (?:\\S+ ){0,2}was erleben|(?:schließt|schliesst|sperrt|schloss) (?:\\S+ ){0,3}(?:die )?tür (?:\\S+ )?(?:ab|zu)|(?:locks|locked|lock) (?:the|his|her) door',
);

/**
 * A meeting or a wait with its everyday purpose named and no harm, weapon or menace anywhere
 * (issues #21, #22, false18): "Ich treffe ihn morgen Abend in der Tiefgarage, da klären wir das
 * mit dem Parkplatz", "I'll catch her in the stairwell to go through the numbers". The place and
 * the hour are where a founder finds a busy person, not a plan to harm; "dort klären wir das unter
 * vier Augen" names no purpose and stays a plan.
 */
export function ordinaryErrand(text: string): boolean {
  const folded = withoutIdioms(fold(text));
  return (
    meetsSomeone.test(folded) &&
    userMeets.test(folded) &&
    namedPurpose.test(folded) &&
    !harmIn.test(folded) &&
    !physicalHarm.test(folded) &&
    !weaponIn.test(folded) &&
    !menaceOutcome.test(folded) &&
    !menaceSaid.test(folded) &&
    !literalMarker.test(folded)
  );
}

/**
 * A game, a sport, a story: the act is part of it. Only words that name one: "Roman" needs a
 * determiner (also a first name), boxing its own words (not "boxes", "die Boxen" in the hall),
 * a theatre its play (German "Theater" is also a fuss: "er macht Theater").
 */
const playFrame = re(
  `(?:${novelWord}|escape ?room\\w*|krimidinner|krimi dinner|tischtennis|tennis|squash|badminton|ping ?pong|golf|kicker|foosball|bjj|kampfsport|martial arts|wrestling|ringen|abgeklopft|tapped out|video game|case study|fallstudie|villain|bösewicht|protagonist|character|hauptfigur|boxing|boxtraining|boxkampf\\w*|boxring|boxverein|boxclub|boxer|boxerin|(?:beim|im|zum|vom) (?:\\S+ )?boxen|boxen gehen|gehen boxen|boxabend\\w*|sparring|spar|sparren|rugby|football|fußball|kickbox\\w*|jiu ?jitsu|judo|karate|paintball|laser ?tag|dodgeball|völkerball|turnier|tournament|im spiel|in the game|game night|spieleabend|counter ?strike|fortnite|mario ?kart|among us|werwolf|werewolf|schach|chess|diplomacy|secret hitler|novel|screenplay|drehbuch|krimi\\w*|murder mystery|movie|film|podcast|book club|theaterstuck\\w*|theaterprobe\\w*|im theater|ins theater|theatre|improv)`,
);

/** A game or a combat sport named as where it happened ("beim Sparring", "in the escape room", "at the murder mystery dinner"). */
const gameFrame = re(
  '(?:beim|im|in der|in the|at the|at our|during the|during our|in our|auf der|bei der|nach dem|after) (?:\\S+ ){0,2}(?:escape ?room\\w*|krimi ?dinner|krimispiel\\w*|murder mystery|mystery dinner|werwolf\\w*|werewolf|paintball\\w*|laser ?tag|boxtraining|boxing|boxen|sparring|kickbox\\w*|muay thai|judo\\w*|karate\\w*|jiu ?jitsu|bjj|kampfsport\\w*|martial arts|video ?game|videospiel\\w*|computerspiel\\w*|brettspiel\\w*|board ?game|card game|kartenspiel\\w*|game night|spieleabend|fortnite|counter ?strike|mario ?kart|among us)',
);

/**
 * A game, a sport or a story the act is part of (issues #21, #22, false18: a boxing black eye, an
 * escape room's "Mord", the werewolf who "killed" the user), with no plan to reach a person, no
 * harm planned, no weapon, no menace and nothing said to be meant literally.
 */
export function playedOut(text: string): boolean {
  const folded = withoutIdioms(fold(text));
  return (
    gameFrame.test(folded) &&
    !weaponIn.test(folded) &&
    !literalMarker.test(folded) &&
    !menaceOutcome.test(folded) &&
    !menaceSaid.test(folded) &&
    !othersHarm(folded) &&
    !(userPlans.test(folded) && (reachesPerson.test(folded) || harmIn.test(folded)))
  );
}

/**
 * Someone else's harm in the message, said or done: a threat told ("er lässt mir die Beine
 * brechen"), a blow or a shove on the user. A game or a sport around it frames nothing (issue
 * #21: "nach dem Boxtraining hat mein Mitgründer gesagt, er lässt mir die Beine brechen").
 */
function othersHarm(folded: string): boolean {
  return attackedUser.test(folded) || shovedUser.test(folded) || othersThreaten(folded);
}

/** Someone else's threat told (a character's in a story is the story's: `storyFrame`). */
function othersThreaten(folded: string): boolean {
  return (
    (otherSpeaks.test(folded) || otherSaidInverted.test(folded)) && (harmIn.test(folded) || physicalHarm.test(folded))
  );
}

/** After the game or the sport, not in it: a blow in the changing room is no part of the match. */
const afterPlay = re(
  '(?:nach dem|nach der|after the|after our|after) (?:\\S+ )?(?:training|boxtraining|kickbox\\w*|boxen|boxing|sparring|spiel|game|match|turnier|tournament|escape ?room\\w*|krimi ?dinner)',
);

/** A story the user writes, reads or watches: its characters' threats are its own. */
const storyFrame = re(
  `(?:${novelWord}|novel|screenplay|drehbuch|krimi\\w*|murder mystery|movie|film|podcast|book club|theaterstuck\\w*|theaterprobe\\w*|im theater|ins theater|theatre|improv|villain|bösewicht|protagonist|character|hauptfigur|case study|fallstudie)`,
);

/** German word order after a fronted phrase: "nach dem Training hat mein Mitgründer gesagt, …". */
const otherSaidInverted = re(
  '(?:hat|hatte) (?:er|sie|der \\S+|die \\S+|mein\\w* \\S+|unser\\w* \\S+|sein\\w* \\S+|ihr\\w* \\S+) (?:\\S+ ){0,4}(?:gedroht|gesagt|gemeint|geschrieben|angekündigt)',
);

/** The user's own physical act, told as past and done to a person. */
const ownPastAct = re(
  [
    // German: "ich hab meinem Mitgründer eine reingehauen", "hab den Praktikanten gegen die Tür gestoßen"
    `(?:(?:ich|wir) (?:hab|habe|hatte|haben)|^(?:hab|habe|hatte))\\b(?: \\S+){0,3} (?:${personObject}|ihm|ihr|ihn|sie) (?:\\S+ ){0,6}(?:(?:die treppe |die stufen )?(?:runter|hinunter)(?:gestoßen|geschubst|geworfen|getreten)|über (?:die|den|das|seine|ihre) \\S+ (?:gekippt|geschüttet|gegossen)|(?:die|den|das|eine|einen) \\S+ (?:an den kopf|ins gesicht) geworfen|geschubst|gestoßen|geschlagen|getreten|gepackt|gewürgt|geohrfeigt|verprügelt|zusammengeschlagen|aufgelauert|eine (?:geklebt|gescheuert|geknallt|reingehauen|verpasst|runtergehauen)|kopfnuss (?:gegeben|verpasst)|(?:gegen|an) (?:die|den|das|eine|einen) \\S+ (?:gedrückt|gestoßen|geknallt|geworfen|geschubst)|(?:hinterher|an den kopf) ?geworfen|(?:den arm|die nase|die hand|das bein|die finger\\w*|den kiefer|die rippe\\w*) (?:gebrochen|umgedreht|verdreht|ausgekugelt)|ins gesicht (?:geschüttet|gekippt|geworfen|gespuckt|geschlagen)|eingeklemmt)`,
    // Harm to a person's things, told as the user's past act ("hab dem Vermieter die Scheiben eingeschlagen", "I smashed her windows").
    // (issue #21, safety19b: the clause with its verb last, "nachdem ich ihn die Treppe runtergestoßen hab".)
    `(?:ich|wir) (?:${personObject}|ihn|ihm|ihr) (?:\\S+ ){0,6}(?:geschubst|gestoßen|(?:runter|hinunter)(?:gestoßen|geschubst|geworfen)|geschlagen|getreten|gewürgt|geohrfeigt|verprügelt|zusammengeschlagen) (?:hab|habe|hatte|haben)\\b`,
    '(?:ich|wir) (?:hab|habe|hatte|haben)\\b(?: \\S+){0,6} (?:scheiben|fenster|reifen|auto|wagen|tür|autoscheibe\\w*|windschutzscheibe) (?:\\S+ ){0,2}(?:eingeschlagen|eingeworfen|zerstochen|zerkratzt|angezündet|abgefackelt|demoliert|zertrümmert)',
    '(?:^|\\b)(?:i|we)(?: \\S+){0,1} (?:smashed|slashed|keyed|torched|trashed|vandali[sz]ed|set fire to|burned down) (?:his|her|their|(?:the|my|our) \\S+(?: s)?) (?:\\S+ ){0,2}(?:car|tires|tyres|windows?|house|flat|office|door|van|windscreen|windshield)',
    '(?:hab|habe|hatte) ich\\b.{0,80}\\b(?:ihm|ihr|ihnen) (?:\\S+ ){0,2}die faust (?:\\S+ ){0,3}(?:gehalten|gezeigt|gedrückt)|(?:i|we) (?:held|shook|raised|put) (?:my|a) fist (?:in|at|to) (?:his|her|their)',
    '(?:hab|habe|hatte) ich (?:\\S+ ){0,6}(?:geschubst|gestoßen|geschlagen|getreten|gewürgt|verprügelt|zusammengeschlagen|eine (?:geklebt|gescheuert|reingehauen|verpasst))',
    // English: "I shoved my cofounder", "I slapped my business partner", "I kicked him until"
    `(?:^|\\b)(?:i|we)(?: \\S+){0,1} (?:hit|punched|slapped|shoved|pushed|kicked|grabbed|choked|strangled|headbutted|elbowed|smacked|decked|cornered|beat up|beat|knocked out|knocked down|tackled|slammed|stabbed|scalded) (?:${personObject})`,
    `^(?:hit|punched|slapped|shoved|pushed|kicked|choked|strangled|headbutted|elbowed|smacked|decked|tackled|stabbed|bit|beat up|knocked out) (?:${personObject}|the new \\S+)`,
    `(?:^|\\b)(?:(?:i|we)(?: \\S+){0,1} )?(?:poured|tipped|dumped|threw|splashed|emptied) (?:\\S+ ){0,2}(?:boiling|hot|scalding|acid|bleach) (?:\\S+ ){0,2}(?:over|onto|on|at|in|into) (?:him|her|them|(?:his|her|their|(?:my|our|the) (?:\\S+ )?${personNoun}(?: s|s)?) \\S+)`,
    `(?:^|\\b)(?:i|we)(?: \\S+){0,1} (?:broke|broken) (?:\\S+ ){0,5}(?:fingers?|arm|nose|jaw|leg|ribs?|hand)|(?:i|we)(?: \\S+){0,1} threw (?:\\S+ ){0,3}at ${personObject}`,
  ].join('|'),
);

/** The trace of harm hidden: proof, police, cameras, an alibi, "like an accident". */
const coverWords = re(
  '(?:evidence|spuren|trace\\w*|nachweis\\w*|prove|beweis\\w*|alibi|fingerprints?|fingerabdr\\w*|gloves|handschuhe|cameras?|kameras?|cctv|videoaufnahm\\w*|footage|gefilmt|filmed|on camera|points? (?:back )?to me|auf mich zurück\\w*|zurückfällt|police|polizei|wie ein (?:unfall|zufall)|like an accident|looks? like (?:an accident|wear and tear)|wear and tear|verschleiß|without (?:leaving )?(?:marks|a trace)|leave marks|doesnt leave marks|ohne spuren|sieht man nicht|nicht nachweisen|verwisch\\w*|trace it back|figure out who)',
);

/** Harm or an act on a person beside a hidden trace. */
const coverHarm = re(
  `(?:hurt|verletz\\w*|verprügel\\w*|beaten up|beat up|got beaten|leiden|suffer|(?:was|etwas) antu\\w*|antue|dem \\S+ (?:was|etwas)|accident|unfall|bremsen|brakes|wheel nuts|radmuttern|(?:something|anything) (?:happened|happens) to|krankenhaus|hospital|wont be walking|won t be walking|put (?:him|her) in (?:his|her) place|abfangen|(?:get|catch) (?:the \\S+|him|her) alone|injur\\w*|verletzungen)`,
);

/** The user asks or plans it: "how do I", "wie kann ich", "I need an alibi", "make sure". */
const coverAsked = re(
  '(?:how|what|which|wie|was|welche\\w*|wann|how long|wie lang\\w*)\\b(?:.*)\\b(?:i|ich|me|mir|mich|someone|jemand\\w*|man)\\b|(?:how|wie) (?:would|could|do|does|will|würde|könnte|kann) (?:\\S+ ){0,3}(?:police|polizei|they|anyone|jemand)|(?:i|ich) (?:need|brauche|will|want|ll|werde)|make sure|dafür sorgen|so (?:that|dass)|ohne dass|without',
);

/** Shut in or held by someone now: "locked me in", "hat mich eingesperrt", "lässt mich nicht raus". */
const heldIn = re(
  '(?:locked|locks|shut) me (?:in|up)|(?:locked|shut) (?:\\S+ ){0,2}in (?:his|the|a) (?:\\S+ )?(?:office|room|storage|cellar|basement)|wont let me (?:out|leave|go)|won t let me (?:out|leave|go)|hat mich (?:\\S+ ){0,4}(?:eingesperrt|eingeschlossen)|(?:er|sie|der \\S+|die \\S+) (?:\\S+ ){0,3}mich (?:\\S+ ){0,3}(?:eingesperrt|eingeschlossen)|lässt mich nicht (?:raus|gehen|weg)|(?:tür|door) (?:\\S+ ){0,4}(?:abgeschlossen|zugesperrt|locked)|took my (?:phone|keys)|(?:handy|schlüssel) (?:\\S+ ){0,2}weggenommen|not leaving until i sign',
);
/** The user who shut themselves in, or was locked out: no one holds them. */
const selfShut = re(
  '(?:locked|shut) myself|mich (?:\\S+ ){0,3}(?:selbst )?(?:eingesperrt|eingeschlossen),? um|(?:ich|i) (?:hab|habe|have)? ?mich (?:\\S+ ){0,3}eingeschlossen|ausgesperrt|locked out|escape ?room|door handle broke|türgriff',
);

/** Someone at the door now, forcing it. */
const atDoorNow = re(
  '(?:vor|an|outside|at) (?:meiner|meinem|my|der|the) (?:\\S+ )?(?:tür|door|wohnung|apartment|flat|haus|house)\\b(?:.*)\\b(?:hämmert|hammert|bang\\w*|pound\\w*|tritt|kick\\w*|schreit|brüllt|yell\\w*|scream\\w*|sturm|betrunken|drunk|reinkommen|kommt rein|coming in|break\\w* in|make me pay|zu ende)|(?:hämmert|bang\\w*|tritt|kick\\w*|pound\\w*) (?:\\S+ ){0,3}(?:gegen )?(?:die|meine|the|my) (?:\\S+ )?(?:tür|door)|klingelt sturm|kicked in the door|tür eingetreten',
);

/** Seen again and again at the user's places: every morning, everywhere, at places of a list. */
const repeated = re(
  '(?:every|each|jeden|jede|jedes|jeder) (?:\\S+ )?(?:morning|evening|night|day|week|sunday|morgen|abend|nacht|tag|woche|sonntag|mal)|ständig|überall|everywhere|always|immer wieder|keeps|kept|seit (?:einer |zwei |drei )?(?:woche|wochen|tagen|tag)|(?:since|seit) (?:i|ich|the|der|dem)|now even|heute sogar|obwohl er|even though (?:he|she)|who (?:lives|doesnt live)',
);
/** Benign reasons to meet someone again and again: liked, hired back, a delivery. */
const benignPresence = re(
  '(?:lovely|nice|great|super|nett|sympathisch|toll|should i (?:hire|offer)|zurückholen|hire (?:\\S+ )?back|job|courier|kurier|delivery|lieferung|paket|parcel|friendly)',
);

/** A wish or a hypothetical about one's anger: "ich könnte ihn erwürgen", "I could strangle him". */
const ventingModal = re(
  '(?<!\\b(?:so|that|damit|dass) )(?:i|ich) (?:could|könnte|könnt|would love to|würde (?:\\S+ )?am liebsten|würd (?:\\S+ )?am liebsten|feel like)|(?:am liebsten|some days i want)',
);

/** Anger said as a wish or a hypothetical ("ich könnte ihn erwürgen", "I could strangle him"), not a plan. */
export const ventsAnger = (text: string) => ventingModal.test(fold(text));

/** Someone else's blow or grip on the user, told as done. */
const attackedUser = re(
  '(?:hat|hatte) (?:er|sie) (?:mich|mir) (?:\\S+ ){0,5}(?:geschlagen|gestoßen|getreten|gewürgt|geschubst|gepackt)|(?:er|sie|he|she|they|der \\S+|die \\S+|the \\S+|my \\S+|mein\\w* \\S+|unser\\w* \\S+|our \\S+|his \\S+|her \\S+) (?:\\S+ ){0,2}(?:hit|punched|slapped|shoved|kicked|choked|strangled|pinned|headbutted|beat up) me\\b(?! up)|grabbed (?:me|my) (?:by the )?(?:collar|throat|neck|arm|hair)|(?:pushed|held|shoved|forced|dunked) (?:me|my head) (?:\\S+ ){0,2}under (?:the )?water|(?:meinen kopf|mich) (?:\\S+ ){0,3}unter (?:das )?wasser (?:gedrückt|getaucht|gehalten)|(?:drückte|hielt|tauchte) (?:\\S+ ){0,3}(?:meinen kopf|mich) (?:\\S+ ){0,2}unter (?:das )?wasser|(?:hat|hatte|haben) mich (?:\\S+ ){0,4}(?:geschlagen|geschubst|gestoßen|getreten|gewürgt|verprügelt|zusammengeschlagen|geohrfeigt|am (?:kragen|hals|arm) gepackt)',
);

/** A sexual touch beside the grip (harassment, whose answer it gets): a kiss, groping, the hair. */
const sexualTouch = re(
  'kiss\\w*|küss\\w*|geküsst|angefasst|touch\\w*|grop\\w*|grapsch\\w*|begrapsch\\w*|fummel\\w*|sexy|exotic|hair|haare?',
);

/** Words of a blow or a weapon (not of hurt feelings: "it hurt when he said …"). */
const physicalHarm = re(
  'schlag\\w*|schlug|geschlagen|prügel\\w*|verprügel\\w*|würg\\w*|gewürgt|tret\\w*|getreten|stoß\\w*|gestoßen|schubs\\w*|geschubst|faust|punch\\w*|slap\\w*|kick\\w*|chok\\w*|strangl\\w*|shov\\w*|beat|beaten|beating|stab\\w*|stech\\w*|abstech\\w*|messer|knife|knives|fist|blut|blood|bruise\\w*|baseball\\w*|crowbar|brecheisen|hammer',
);

/** The user shoved against a thing by someone ("hat mich gegen den Kühlschrank gedrückt", "pinned me to the desk"). */
const shovedUser = re(
  '(?:hat|hatte|haben) mich (?:\\S+ ){0,6}(?:gegen|an) (?:den|die|das|eine|einen|meinen|meine) \\S+ (?:gedrückt|gestoßen|geschubst|geknallt|gepresst|geworfen)|(?:pinned|shoved|pushed|slammed|threw) me (?:against|into|onto) ',
);

/**
 * The user's fear of their own violence against someone ("I can't promise I won't hurt him", "ich
 * kann nicht garantieren, dass ich ihm nichts antue", "I don't trust myself around him"): no plan,
 * but control said to be slipping (issue #21, safety18b).
 */
/** Whom the user could harm, in the dative ("ihm", "dem Investor", "meiner Mitgründerin"). */
const dativePerson = '(?:ihm|ihr|ihnen|(?:dem|der|meinem|meiner|unserem|unserer|diesem|dieser|seinem|seiner) \\S+)';
const ownLossOfControl = re(
  [
    `(?:cant|can t|cannot|wont|won t) (?:promise|guarantee|be sure|say) (?:\\S+ ){0,2}(?:i|that i) (?:wont|won t|will not|dont|don t) (?:\\S+ )?(?:hurt|hit|harm|attack|punch|strangle|kill|go for|lay (?:a )?hands? on|snap at) ${personObject}`,
    `(?:afraid|scared|worried|terrified) (?:\\S+ ){0,2}(?:i ll|ill|i will|i might|i could|i m going to|im going to|i d|id) (?:\\S+ ){0,2}(?:hurt|hit|harm|attack|kill|strangle|punch) ${personObject}`,
    `(?:dont|don t|do not) trust myself (?:\\S+ ){0,3}(?:around|near|with|alone with) ${personObject}`,
    // (German only with the person harmed: "dass ich beim Pitch nichts falsch mache" is no threat.)
    `(?:kann|könnte|will) (?:\\S+ ){0,3}nicht (?:mehr )?(?:garantieren|versprechen|sagen|ausschließen)(?: dass)? (?:ich )?(?:\\S+ ){0,2}${dativePerson} (?:\\S+ ){0,2}(?:nichts|nix) (?:\\S+ )?(?:antue|antun)`,
    `(?:angst|sorge) (?:\\S+ ){0,3}(?:dass )?ich (?:\\S+ ){0,2}${dativePerson} (?:\\S+ ){0,2}(?:was|etwas) (?:\\S+ )?(?:antue|antun)|(?:angst|sorge) (?:\\S+ ){0,3}(?:dass )?ich (?:\\S+ ){0,4}(?:zuschlage|handgreiflich werde)`,
    'traue? mir (?:selbst )?nicht (?:mehr )?(?:\\S+ ){0,3}(?:in seiner nähe|in ihrer nähe|bei ihm|bei ihr|allein mit (?:ihm|ihr|ihnen)|über den weg (?:\\S+ ){0,2}(?:wenn|sobald|bei|neben) (?:\\S+ ){0,3}(?:er|sie|ihm|ihr|mein\\w*|unser\\w*|der|die|dem))',
  ].join('|'),
);

/** "You're next" left or said after an attack (a stone through the window, a note): a threat received. */
const youAreNext = re(
  '(?:du bist|sie sind|ihr seid) (?:der|die) nächste\\w*(?! (?:in|auf|im|für|zum|zur|der|die|den))|(?:du|ihr) (?:bist|seid) (?:als )?nächste\\w* dran|(?:you re|youre|you are) next(?! (?:in|up|to|for|after|week|month|year|on (?:the|my|our|his|her) (?:list|agenda)))|(?:the )?(?:people|you|your family|the staff|the team) (?:are|will be|is) next',
);
/** Damage or a message that a threat rides on: a stone, a window, petrol, a note, graffiti. */
const damageOrNote = re(
  'stein\\w*|stone|brick|ziegel\\w*|scheibe\\w*|fenster\\w*|window\\w*|benzin\\w*|petrol|gasoline|graffiti|gesprüht|sprayed|painted|zerkratzt|keyed|smashed|eingeworfen|eingeschlagen|zerschlagen|zettel|note|brief|letter|stand|stood|written|geschrieben',
);

/** A weapon or a fire-raiser brought or shown by someone else in a dispute with the user, or at the user's places. */
const armedThing = re(
  `${weaponWord}|benzinkanister|kanister|benzin|petrol|gasoline|brandbeschleuniger|lighter fluid|jerrycan|jerry can`,
);
const shownOrBrought = re(
  '(?:put|puts|placed|laid|pulled|pulls|drew|draws|held|holds|waved|waves|showed|shows|brought|brings|carried|carries|poured|pours|legte|gelegt|legt|zog|gezogen|zieht|hielt|gehalten|hält|zeigte|gezeigt|zeigt|fuchtelte|gefuchtelt|schüttete|geschüttet|gekippt|dabei|bei sich|with a|with his|with her|mit einem|mit einer|mit seinem|mit ihrem|mit seiner)',
);
const disputeOrUserPlace = re(
  `(?:argu\\w*|fight\\w*|dispute|row|streit\\w*|stritten|gestritten|diskussion|auseinandersetzung|verhandlung|when (?:i|we)|als (?:ich|wir)|ob ich|whether i|where i|wo ich|vor dem büro|vor unserem büro|vor meine\\w* \\S+|outside (?:the|our|my) \\S+|at (?:the|our|my) (?:office|door|house|flat|home)|around (?:our|my|the) (?:\\S+ )?(?:office|entrance|house|door|car)|unser\\w* (?:büro|eingang|tür|haus)|our (?:office|entrance|door|house))`,
);
/** A knife, a can or a gun in everyday use: cake, a gift, the garden, hunting. */
const everydayTool = re(
  'cake|kuchen|torte|geschenk\\w*|gift|schneiden|to cut|rasenmäher|mower|garden|garten|küche|kitchen|jagd|hunting|camping|grill\\w*|barbecue|bbq',
);
/** The user as the one who brings or holds it ("I put my knife on the table"). */
const userHolds = re(
  '(?:^|\\b)(?:i|we|ich|wir)(?: \\S+){0,3} (?:put|pulled|drew|held|waved|showed|brought|carried|poured|legte|zog|hielt|zeigte|hab|habe|have|had)\\b',
);
/** Someone else as the subject of the sentence ("my brother-in-law put his gun", "mein Exfreund war mit einem Kanister"). */
const otherSubject = re(
  `(?:^|\\b)(?:he|she|they|er|sie|someone|somebody|jemand|a man|ein mann|a guy|ein typ|(?:my|our|the|his|her|a|mein\\w*|unser\\w*|der|die|ein\\w*) ${gap(2)}${personNoun})\\b`,
);

/** The user's route, times or address sent or posted by someone: being watched (issue #21, safety18b). */
const routeSent = re(
  '(?:my|meine\\w*|mein) (?:\\S+ ){0,2}(?:route|running route|jogging route|laufstrecke|laufrunde|joggingrunde|arbeitsweg|commute|schedule|tagesablauf|routine) (?:\\S+ ){0,5}(?:geschickt|gepostet|geschrieben|zugeschickt|sent|posted)|(?:sent|sends|texted|posted|posts|mailed|schickt\\w*|geschickt|postet|gepostet|geschrieben) (?:me )?(?:\\S+ ){0,3}(?:my|meine\\w*|mein) (?:\\S+ ){0,2}(?:route|running route|laufstrecke|laufrunde|arbeitsweg|commute|schedule|tagesablauf|routine|whereabouts|movements)',
);
const withTimes = re(
  'times?|zeiten|uhrzeit\\w*|minute\\w*|map|karte|each point|jede\\w* (?:tag|morgen)|every (?:day|morning)|gps|standort\\w*',
);

/** Someone else coming to the user's home at a time with others to settle it ("coming to my place tonight with some friends"). */
const comingWithOthers = re(
  '(?:kommt|kommen|vorbeikommen|vorbeikommt) (?:\\S+ ){0,3}mit (?:ein paar|zwei|drei|seinen|ihren) (?:kumpels|leuten|jungs|freunden|brüdern) (?:\\S+ ){0,2}(?:zu mir|zu uns|vorbei)|(?:coming|come|comes|kommt|kommen|vorbeikommen|vorbeikommt|show up|turn up) (?:\\S+ ){0,3}(?:to|zu) (?:my|me|mir) ?(?:place|house|flat|home|apartment|wohnung|haus|nach hause)?\\b(?:.*)\\b(?:with|mit) (?:some|a few|two|three|his|ein paar|zwei|drei|seinen|ihren) (?:friends|guys|mates|buddies|boys|brothers|kumpels|leuten|jungs|freunden|brüdern)',
);

/** Settling a dispute in person ("to sort out the cap table", "um das zu klären"). */
const settleWords = re('sort (?:\\S+ ){0,3}out|klären|regeln|ausmachen|settle|deal with|finish');

/**
 * An injury on someone else told with the user as its cause (issue #21, safety19b): "hat seit dem
 * Streit ein blaues Auge, ich hab halt zugeschlagen", "has a black eye since our fight. I don't
 * regret it", "Die Scheiben sind kaputt, und das war ich". What happens tells the act; the user
 * owns it by a word of intent, of no regret, or by the blow.
 */
const injury = re(
  '(?:black eye|blaues auge|platzwunde|stitches|genäht|gips|a cast|concussion|gehirnerschütterung|brandblasen|burns|verbrennungen|(?:broken|gebrochen\\w*) (?:nose|wrist|arm|jaw|ribs?|fingers?|nase|handgelenk|kiefer|rippen?|finger)|(?:nose|wrist|arm|jaw|nase|handgelenk|kiefer|finger|rippe) (?:\\S+ )?(?:gebrochen|broken|snapped)|bewusstlos|unconscious|(?:hasnt|hasn t|has not|not yet|noch nicht) (?:\\S+ )?(?:woken|aufgewacht)|(?:im|in the|ins) (?:krankenhaus|hospital|er|notaufnahme|emergency room|icu|intensivstation)|blaue flecken|bruises|prellung\\w*|kaputt|smashed|eingeschlagen)',
);
const ownedHarm = re(
  'das war ich|ich war (?:das|es)|(?:that|it) was me|(?:mit|aus) absicht|absichtlich|on purpose|deliberately|intentionally|(?:i|ich) (?:dont|don t|do not) regret|bereue (?:es|das|nichts)|(?:ich|i) (?:hab|habe|have|had)? ?(?:\\S+ ){0,2}(?:zugeschlagen|zugetreten)|weil ich (?:\\S+ ){0,8}(?:gestoßen|geschubst|geschlagen|getreten|zugeknallt|geworfen|gekippt)|(?:because|after|when) i (?:\\S+ ){0,2}(?:shoved|pushed|hit|kicked|slammed|threw|punched)',
);
/** The injury is the user's own ("ich hab ein blaues Auge", "my nose is broken"). */
const userInjured = re(
  '(?:ich|i) (?:hab|habe|have|ve|had|bin|am|was|lag|war) (?:\\S+ ){0,2}(?:black eye|blaues auge|platzwunde|stitches|gips|a cast|concussion|gehirnerschütterung|blaue flecken|bruises|bewusstlos|unconscious|krankenhaus|hospital)|(?:my|meine|mein|meinen) (?:nose|wrist|arm|jaw|ribs?|finger\\w*|nase|handgelenk|kiefer|rippe\\w*|auge|eye)',
);

/** A drink or food something can be put into. */
const drinkWord =
  '(?:drink|coffee|tea|water|water bottle|food|lunch|smoothie|glass|cup|bottle|kaffee|tee|wasser|wasserflasche|getränk|essen|glas|tasse|flasche|müsli)';
/**
 * Something put into a person's drink or food (issue #21, safety19b): a poison by its name, or
 * "something" with the sickness it is for ("so he'd be sick for the vote", "damit er umkippt").
 */
const intoDrink = re(
  `(?:in|into|ins|in den|in die|in das|in seinen|in ihren|in seine|in ihre) (?:\\S+ ){0,3}${drinkWord}`,
);
const poisonWord = re(
  'gift|rattengift|poison|rat poison|bleach|cleaning (?:stuff|fluid|products?|liquid)|putzmittel|reiniger|abflussreiniger|laxatives?|abführmittel|antifreeze|frostschutz\\w*|arsen\\w*|arsenic',
);
const spikeWord = re(
  'something|some|etwas|was|zeug|stuff|drops|tropfen|pulver|powder|sleeping pills|schlaftabletten|pills|tabletten',
);
const sicknessMeant = re(
  'sick|ill|schlecht|übel|dizzy|schwindel\\w*|benommen|blackout|filmriss|out of it|weggetreten|knock (?:him|her|them) out|out for|too sick|wont wake|won t wake|throw up|vomit|krank|umkipp\\w*|außer gefecht|kotz\\w*|schlapp|ausknock\\w*|k ?o\\b|for good|für immer',
);
const putInto = re(
  '(?:put|putting|puts|mixed|mixing|slipped|slipping|added|adding|dropped|tipped|poured|getan|gemischt|gemixt|gekippt|geschüttet|reingetan|reingemischt|gegeben|tue|tu|mische|misch|kippe|schütte|gebe)',
);
/** The drink or food is the user's ("in my drink", "in mein Glas"): someone spiked the user. */
const userDrink = re(
  `(?:in|into|ins|in den|in die|in das) (?:my|mein|meinen|meine|meinem) (?!${personNoun})(?:\\S+ )?${drinkWord}|mir (?:\\S+ ){0,4}(?:in|ins|in den|in die|in das|in meinen|in meine) ${drinkWord}`,
);

/**
 * The user armed and a person's coming or place in view (issue #21, safety19b): "I'll be waiting
 * behind the door with the bat when the accountant comes by", "the gas can is in the trunk and I
 * know when his office is empty".
 */
const arsonThing = re(
  'gas can|petrol can|jerry ?can|benzinkanister|kanister|brandbeschleuniger|lighter fluid|molotov\\w*',
);
const armedReady = re(
  '(?:in the trunk|in my (?:bag|car|pocket|jacket|backpack|boot)|im kofferraum|in (?:der|meiner) (?:tasche|jacke)|im (?:auto|rucksack|handschuhfach)|eingepackt|packed|dabei|bereit|ready|gekauft|besorgt|bought|with (?:the|a|my) \\S+|mit (?:dem|einem|meinem) \\S+)',
);
/** The user as the one who has, packs or brings it ("I've got the gas can", "hab das Messer eingepackt"). */
const userArms = re(
  '(?:^|\\b)(?:i|ive|i ve|we|ich|wir)(?: \\S+){0,2} (?:got|have|packed|brought|bought|carry|keep|hab|habe|haben|nehm\\w*|pack\\w*)\\b|^(?:hab|habe|got)\\b',
);
/** A tool at work, not a weapon: fixing a shelf, hanging a picture. */
const toolWork = re(
  'fix\\w*|repair\\w*|reparier\\w*|aufbau\\w*|build\\w*|zusammenbau\\w*|regal\\w*|shelf|shelves|nail\\w*|nägel|aufhäng\\w*|montier\\w*|assemble',
);
/** No way out for someone ("der geht da nicht mehr raus", "he won't walk out of there"). */
const noWayOut = re(
  '(?:er|der|sie|die|he|she)(?: \\S+){0,2} (?:geht|kommt|walks|gets|comes|is walking|is getting) (?:\\S+ ){0,2}(?:nicht|nie|not|never|wont|won t) (?:mehr )?(?:\\S+ )?(?:raus|heraus|lebend|out)(?: alive| of there)?|(?:wont|won t|will not) (?:\\S+ ){0,2}(?:walk|get|come) out (?:of there|alive)',
);
const madeReady = re(
  'vorbereitet|hergerichtet|bereitgelegt|zurechtgelegt|prepared|set up|alles bereit|everything ready|all ready',
);
const personsTime = re(
  '(?:wenn|falls|sobald|if|once|when|the moment|as soon as) (?:er|sie|he|she|der \\S+|die \\S+|mein\\w* \\S+|my \\S+|the \\S+|our \\S+|unser\\w* \\S+)|(?:i|ich) (?:know|weiß|weiss) (?:\\S+ ){0,2}(?:when|where|wann|wo)|heute (?:abend|nacht)|tonight|tomorrow|morgen|at \\d|um \\d',
);

/** A bullet, a cartridge or a funeral wreath sent or left for the user: a threat without words. */
const threatToken = re(
  '(?:patrone|patronenhülse|kugel|bullet|cartridge|shell casing|trauerkranz|grabkranz|funeral wreath) (?:\\S+ ){0,4}(?:per post|geschickt|zugeschickt|in the mail|by mail|in an envelope|im umschlag|im briefkasten|in my (?:mailbox|letterbox)|on my (?:desk|doorstep|car)|vor (?:meiner|die|meine) tür|sent|mailed|left)|(?:sent|mailed|schickte|geschickt|zugeschickt|left) (?:me )?(?:\\S+ ){0,2}(?:a |an |eine |einen )?(?:bullet|cartridge|patrone|kugel|funeral wreath|trauerkranz)',
);
const userSends = re(
  '(?:^|\\b)(?:ich|i|wir|we)(?: \\S+){0,2} (?:sent|left|mailed|put|geschickt|schicke|schick|hinterlassen|gelegt)',
);

export type ActKind =
  'attacked' | 'plan' | 'past' | 'cover' | 'threat' | 'own-threat' | 'held' | 'door' | 'watched' | 'armed';

export interface Act {
  /** The help the act calls for: 'violence' when the user acts or speaks, else 'danger'. */
  label: 'danger' | 'violence';
  kind: ActKind;
}

const personAnywhere = re(`(?:${personObject}|er|sie|he|she|der \\S+|die \\S+|the \\S+|jemand|someone|a guy|ein mann)`);
const harmIn = re(harmOutcome);
/** A fate, not a blow: whoever is its subject is the one harmed ("Leute wie ich landen im Kanal"). */
const fateHarm = re(
  [
    '(?:end|ends|ending|wind|winds) up|wieder$|wiederfind\\w*|landen|pay|pays|paying|zahlen|zahlt|bezahlen|bezahlt|only one of us|nur einer von uns|regret|bereu\\w*|erholen|recover\\w*|straw|strohhalm|landet|landest|lande|accidents?|unfall|unfälle|not|nicht|nie|wont|won t|will not|cant|can t|aufpassen|vorsichtig|careful|watch out|pass auf|krücken|crutches|wheelchair|rollstuhl|(?:wake up|aufwach\\w*)',
  ].join('|'),
);
const speechIn = re(speechVerb);
/** Someone else reported as the one who threatens ("er hat gedroht", "she said"): not the user's words. */
const otherSpeaks = re(
  '(?:er|sie|he|she|they|der \\S+|die \\S+|the \\S+|my \\S+|our \\S+|mein\\w* \\S+|unser\\w* \\S+|sein\\w* \\S+|ihr\\w* \\S+|his \\S+|her \\S+) (?:\\S+ ){0,2}(?:(?<!\\b(?:i|ich|we|wir) )(?:hat (?:\\S+ ){0,6}(?:gedroht|gesagt|gemeint|geschrieben)|droht\\w*|threatened|threatens|said|says|told|meinte|sagte|sagt|schrieb|warned|texted))',
);

/** Seen again and again at the user's own places, by someone else. */
/** Everyday places of the user's own life (not the office or a meeting). */
const ownPlace =
  '(?:(?:my|meine\\w*|mein|meiner|meinem|meinen) (?:\\S+ )?(?:home|house|flat|apartment|door|building|street|stop|tram stop|bus stop|station|platform|bakery|bäcker\\w*|gym|studio|yoga\\w*|kurs|class|club|church|kirche|dentist|zahnarzt\\w*|doctor|arzt\\w*|praxis|therapist\\w*|therapeut\\w*|pharmacy|apotheke|supermarket|supermarkt|cafe|café|bar|kneipe|wohnung|haus|tür|haustür|straße|haltestelle|bahnsteig|ferry|laundromat|waschsalon|friseur\\w*|hairdresser|vet|tierarzt\\w*|choir|chor\\w*|garden|garten|allotment|market|markt|library|bibliothek|running club|laufgruppe|lauftreff|climbing \\S+|kletterhalle|boulder\\w*|pool|schwimmbad|coworking \\S+|parents|eltern|mum\\w*|mom\\w*|mother\\w*|mutter|care home|pflegeheim|kita|school|schule|car|auto|route|commute|arbeitsweg|friedhof|cemetery|grave|grab)\\b|(?:where i|wo ich|an der ich|an dem ich|in dem ich|in der ich|when i|wenn ich|als ich|bei mir um die ecke))';
const watchedAtUserPlace = re(
  `(?:(?:shows?|showed|showing|turns?|turned|turning) up|appear\\w*|keeps? (?:appearing|showing up|turning up)|taucht\\w*|aufgetaucht|steht|stand|sitzt|saß|sits|sat|waits|wartet|parked|parkt|is parked|sitting|standing|waiting|is at|ist an|ist bei|ist vor|is outside|was at|was outside) (?:\\S+ ){0,9}${ownPlace}|(?:sehe|seh) ich (?:\\S+ ){0,4}(?:ständig|überall|immer) (?:\\S+ ){0,6}${ownPlace}|(?:see|sehe|seh) (?:him|her|ihn|sie|his car|sein auto|the same car) (?:\\S+ ){0,2}(?:everywhere|überall)`,
);

/** Someone on the way or armed now ("fährt jetzt zu", "going to his house", "has a bat with him"). */
const onTheWay = re(
  '(?:fährt|fahrt|geht|läuft|is going|s going|im going|going to (?:his|her|their)|heading|on (?:his|her|the) way|drove|driving) (?:\\S+ ){0,3}(?:zu|to|over|house|haus|place|büro|office)|(?:dabei|with him|with her|bei sich)\\b|(?:sitzt|sitting|sits|parked) (?:\\S+ ){0,2}(?:im auto|in (?:his|the) car)',
);

/** Idioms of a push or a blow that are words ("vor den Kopf gestoßen", "pushed me to deliver"). */
const idiom = re(
  '(?:hit|hits|hitting) (?:him|her|them|the \\S+|my \\S+|our \\S+) with (?:the|our|my|some|these|those) (?:\\S+ )?(?:numbers|data|facts|churn|metrics|figures|report|truth|news|questions?|feedback|deck|invoice|bill|request)|vor den kopf (?:gestoßen|stoßen|stößt)|(?:pushed|pushes|push|pushing) me (?:to|for|into (?:a|the) (?:role|decision|deal))',
);
const idioms = new RegExp(idiom.source, 'g');
/** A folded text with its idioms taken out (read only where the screen finds an idiom's words). */
const withoutIdioms = (folded: string) => (idiom.could(folded) ? folded.replace(idioms, ' ') : folded);

/** A plain reason to take care on the way: ice, the dark, broken lights, the weather. */
const careReason = re(
  'icy|ice|glatt|rutschig|snow|schnee|dark|dunkel|lighting|beleuchtung|licht|weather|wetter|broken|kaputt|baustelle|traffic|verkehr|nebel|fog',
);

/** A laugh in the words ("haha my CTO says he will murder me"): the joke policy of assess.ts decides. */
const laughs = re('haha\\w*|hehe\\w*|lol|lmao|rofl|jk|just kidding|nur spaß|xd');

/** A fate told reflexively of the one harmed ("er kann sich im Krankenhaus erholen", "dass er sich nicht mehr sicher fühlt"). */
const reflexiveFate = re('erhol\\w*|recover\\w*|wiederfind\\w*|sicher|safe|find (?:himself|herself|themselves) in');

/** A note, a letter or a message received ("ein Brief ohne Absender", "an anonymous letter arrived"). */
const receivedWriting = re(
  '(?:brief|zettel|nachricht|mail|e ?mail|sms|karte|letter|note|message|text|voicemail|dm)\\w* (?:\\S+ ){0,4}(?:kam|kamen|bekommen|erhalten|gefunden|lag|steckte|arrived|came|received|found|was (?:left|taped|pinned))|(?:bekommen|erhalten|got|received|found) (?:\\S+ ){0,3}(?:anonym\\w*|brief|zettel|nachricht|letter|note|message)|(?:ohne absender|anonym\\w*|anonymous|unsigned|no sender)',
);

/** Waiting or lying in wait for the user, announced or threatened by someone. */
const announcedWait = re(
  '(?:announced|announces|threatened|threatens|warned|angekündigt|gedroht|droht|kündigte) (?:\\S+ ){0,4}(?:be waiting|waiting|wait|lurk\\w*|warten|wartet|lauern|lauert) (?:\\S+ ){0,2}(?:for me|auf mich)|(?:mir|me) (?:\\S+ ){0,4}(?:aufzulauern|auflauern)',
);

/** A question how to say something ("how do I tell him", "wie sag ich ihm"): no words said yet. */
const asksHow = re('(?:how|what|wie|was) (?:\\S+ ){0,3}(?:tell|say|sag|sage|schreib\\w*|write|formulier\\w*)');

/** Overwork, a habit or an illness as the cause of a fate: care for someone, not a threat. */
const careFate = re(
  '(?:keeps?|keep on|weiter ?so|so weiter|so weitermacht|so weiterarbeitet) (?:\\S+ ){0,2}(?:working|arbeit\\w*|drinking|trinkt|smoking|raucht)|so weiter ?(?:arbeitet|macht|schuftet)|weiterarbeitet|keeps? (?:this|it) up|carries on like this|keeps going like this|(?:hour|stunden|hours)\\w* (?:\\S+ )?(?:weeks|wochen|woche|week|days|tage)|arbeitswoche\\w*|\\d+ ?(?:hour|stunden)\\w*|overwork\\w*|überarbeit\\w*|burn ?out|no sleep|kein schlaf|zu wenig schlaf',
);

/** A plan asked about ("should I go over tonight and sort it out?"): the user asks for advice, no plan is made. */
const askedPlan = re(
  '(?:should|shall|can|could|would) (?:i|we)\\b|(?:soll|sollte|sollten|kann|könnte|darf) (?:ich|wir)\\b|(?:is it|would it be) (?:ok|okay|a good idea|wise|smart)|(?:ist es|wäre es) (?:ok|okay|klug|sinnvoll|eine gute idee)|good idea|gute idee',
);

/** A price paid with the body ("pays in blood", "zahlt mit seinen Zähnen"): a threat, never a fate of work. */
const paidWithBody = re(
  '(?:pay|pays|paying|zahlen|zahlt|bezahlen|bezahlt) (?:\\S+ ){0,2}(?:in|with|mit) (?:\\S+ )?(?:blood|blut|teeth|zähnen|kneecaps|kniescheiben|knochen|bones|legs|beinen)',
);

/** Said to be meant literally, bodily or in earnest ("und zwar wörtlich", "I don't mean in the market"); not "nicht wörtlich gemeint". */
const literalMarker = re(
  [
    '(?<!\\b(?:nicht|not|kein|keineswegs|never|nie) )(?:wörtlich|buchstäblich)(?! genommen)',
    '(?:i|ich) mein\\w* (?:das |es |it |that )?(?:literally|wörtlich|körperlich|physisch|physically|ernst)|(?:mean|meant) (?:it )?literally|and i mean literally|not (?:just )?(?:figuratively|metaphorically)|nicht (?:nur )?(?:im übertragenen sinn\\w*|metaphorisch|bildlich)',
    '(?<!\\b(?:nicht|not|kein|never) )(?:körperlich|physisch|physically)(?! (?:fit|anstrengend|erschöpft|exhausted|demanding|tired|müde|am ende|krank|sick|ill|present|anwesend|da))',
    'nicht nur (?:finanziell|geschäftlich|beruflich|wirtschaftlich)|not (?:just )?(?:financially|in business)',
    '(?:ich )?mein\\w* (?:\\S+ ){0,1}nicht (?:im|in|beim|auf dem|am) (?:meeting|markt|board|pitch|büro|geschäft|deal|verhandlung\\w*|übertragenen)|(?:dont|don t|do not) mean (?:\\S+ ){0,2}(?:in|on|at) (?:the|a) (?:market|meeting|board|pitch|deal|business|negotiation)|(?:dont|don t|do not) mean (?:it )?(?:figuratively|metaphorically)',
    'kein witz|no joke|not joking|not kidding|ich scherz\\w* nicht|ernsthaft|seriously|dead serious|im serious|i m serious|ich mein\\w* das ernst|(?:das|es) mein\\w* ich (?:\\S+ )?ernst|i mean it',
  ].join('|'),
);

/** A weapon, a time or a place that makes one's own words of harm concrete. */
const concreteHarm = re(
  `(?:${weaponWord}|stech\\w*|stab\\w*|(?:hab|habe|have|ve) (?:\\S+ ){0,3}(?:überlegt|nachgedacht|thought about|planned|geplant) (?:\\S+ ){0,2}(?:wie|how)|(?:wenn|falls|sobald|if|once|the moment|as soon as) (?:er|sie|he|she|der \\S+|die \\S+|mein\\w* \\S+|my \\S+|the \\S+)|heute (?:abend|nacht)|tonight|morgen|tomorrow|sobald (?:er|sie)|the moment (?:he|she)|as soon as (?:he|she)|nach (?:dem|der) (?:meeting|termin|board\\w*|call|training|pitch|gesellschafterversammlung|sitzung|versammlung)|after (?:the|his|her) (?:meeting|board|call|pitch|gym|training)|vor (?:seiner|ihrer|seinem|ihrem) (?:wohnung|haus|tür|haustür|auto)|(?:outside|at) (?:his|her) (?:place|house|flat|door|car))`,
);

/** A coaching question beside anger ("… wie sag ich ihm das?", "how do I set a deadline?"): the anger is said, not planned. */
const coachingAsk = re(
  '(?:wie|how) (?:\\S+ ){0,2}(?:sag|sage|sprech\\w*|formulier\\w*|krieg\\w*|bring\\w*|kann|soll|do|should|can|would) (?:\\S+ ){0,2}(?:ich|i|we|wir)\\b|(?:tipps|tips|advice|rat)\\b',
);

/** The user's own words of harm with what makes them concrete and no coaching question beside them. */
function madeConcrete(sentence: string, folded: string): boolean {
  if (ventingModal.test(sentence)) return false;
  const marked = literalMarker.test(folded);
  if (!marked && coachingAsk.test(folded)) return false;
  return marked || concreteHarm.test(sentence) || concreteHarm.test(folded);
}

/** Violence said as an idiom ("dem breche ich das Genick", "I'm gonna wreck him", "der soll bluten"), literal beside `literalMarker`. */
const violentIdiom = re(
  [
    '(?:break|snap|brech\\w*|breche|bricht) (?:\\S+ ){0,3}(?:neck|genick|hals)|(?:genick|hals) brech\\w*|(?:dreh\\w*) (?:\\S+ ){0,3}(?:den )?hals um|hals umdreh\\w*',
    '(?:reiß\\w*|reiss\\w*) (?:\\S+ ){0,3}(?:den )?kopf ab|kopf abreiß\\w*|knochen (?:sortier\\w*|polier\\w*)|(?:sortier\\w*|polier\\w*) (?:\\S+ ){0,3}(?:die )?(?:knochen|fresse)|lernt (?:\\S+ ){0,2}mich kennen|(?:learn|get) to know me',
    '(?:kalt ?mach\\w*|mach\\w* (?:\\S+ )?kalt|fertig ?mach\\w*|mach\\w* (?:\\S+ ){0,2}fertig|platt ?mach\\w*|umbring\\w*|bring\\w* (?:\\S+ ){0,2}um|zusammenschlag\\w*|schlag\\w* (?:\\S+ ){0,3}zusammen|vernicht\\w*|zerstör\\w*)',
    '(?:wreck|destroy|crush|kill|murder|strangle|end|bury|flatten|take out|deal with|sort out|hurt) (?:him|her|them)|hurt\\w* (?:my|his|her|the|our) \\S+|put (?:him|her|them) in the ground',
    '(?:soll|muss|wird|will|werden|sollen) (?:\\S+ ){0,6}bluten|bluten lassen|make (?:him|her|them) bleed|(?:he|she|they) (?:will|ll|is going to|s going to|gonna|shall) bleed|pays? (?:\\S+ ){0,2}(?:in|with) blood',
  ].join('|'),
);
/** The user harmed in the idiom's words ("reißt mir den Kopf ab", "breaks my neck"): not the user's threat. */
const idiomOnUser = re(
  '(?:mir|mich|me|my|uns|us|our)\\b(?: \\S+){0,3} (?:kopf|genick|neck|hals|head)|(?:kill|wreck|destroy|crush|bury|end)(?:s|ing)? (?:me|us)\\b',
);

/** The subject pronoun nearest before a harm is someone else's ("… lässt er", "… he'll"). */
function nearestIsOther(before: string): boolean {
  const nearest = before
    .split(' ')
    .reverse()
    .find((word) =>
      /^(?:ich|i|ill|id|im|ive|wir|we|well|he|hell|hed|hes|she|shell|shed|shes|they|theyll|er)$/.test(word),
    );
  return nearest !== undefined && /^(?:he|hell|hed|hes|she|shell|shed|shes|they|theyll|er)$/.test(nearest);
}

/**
 * A game or a sport frames the act (in the folded message), unless the user plans to reach someone
 * or says it is meant ("nach dem Boxtraining pass ich ihn ab und schlag ihn zusammen, das mein ich
 * ernst"). actIn and actShape both stop at it.
 */
function playFramed(folded: string): boolean {
  return (
    playFrame.test(folded) &&
    !literalMarker.test(folded) &&
    (storyFrame.test(folded) || !(othersThreaten(folded) || (afterPlay.test(folded) && othersHarm(folded)))) &&
    !(userPlans.test(folded) && reachesPerson.test(folded))
  );
}

/** The act in a message and whose it is (see the top of this file); null without one. */
export function actIn(text: string): Act | null {
  const folded = withoutIdioms(fold(text));
  if (playFramed(folded) || jokeMarked(text) || laughs.test(folded)) return null;
  const parts = sentences(text).map((sentence) => withoutIdioms(fold(sentence)));
  // Who speaks in the whole message, read once (the loop below asks it for every sentence).
  const othersSpeak = otherSpeaks.test(folded);
  const userSpeaks = ownSpeech.test(folded);
  const userSpeaksElsewhere = parts.some((part) => ownSpeech.test(part) && !asksHow.test(part)) && !othersSpeak;

  // Shut in or forced at the door now: danger, whoever scores what.
  if (heldIn.test(folded) && !selfShut.test(folded)) return { label: 'danger', kind: 'held' };
  if (atDoorNow.test(folded) && !/\b(?:ich|i) (?:hämmer|hammer|bang|tret|kick)/.test(folded))
    return { label: 'danger', kind: 'door' };

  // A threat with harm as its outcome, said by someone: the user's own words are violence, anyone
  // else's a threat received (also against a third person the user speaks for). A wish or a
  // hypothetical of one's own anger ("ich könnte ihn …") is no threat.
  for (const sentence of parts) {
    const found = harmIn.exec(sentence);
    if (!found || ventingModal.test(sentence)) continue;
    // Who does the harm: the words just before it ("ich bring ihn um", "die Firma bringt dich um").
    const before = sentence.slice(0, found.index).trim().split(' ').slice(-4).join(' ');
    const harm = found[0];
    const fate = fateHarm.test(harm);
    // A fate's subject is the one harmed ("Leute wie ich landen im Kanal", "you won't walk"); a
    // blow's subject is the one who strikes ("ich bring ihn um"), its object the one harmed.
    const userBefore = /\b(?:ich|i|ill|id|im|ive|wir|we)\b/.test(before);
    const userObject = /\b(?:mich|mir|me|my|dich|dir|you|your|meine\w*|meinen|meinem|deine\w*)\b/.test(harm);
    // The nearest subject before a blow strikes it ("wenn ich aussteige, lässt er mir die Beine
    // brechen": he does, not the user of the condition before).
    const doerIsOther = nearestIsOther(before);
    const userDoes = !fate && ((userBefore && !doerIsOther) || /\b(?:ich|wir)\b/.test(harm));
    // A fate's subject is the nearest one before it ("I told him he'll end up …" harms him).
    const nearest = before
      .split(' ')
      .reverse()
      .find((word) =>
        /^(?:ich|i|ill|id|im|ive|wir|we|well|you|youll|youre|du|he|hell|hed|hes|she|shell|shed|shes|they|theyll|er|sie)$/.test(
          word,
        ),
      );
    const userNearest =
      nearest === undefined || /^(?:ich|i|ill|id|im|ive|wir|we|well|you|youll|youre|du)$/.test(nearest);
    const userHarmed = fate
      ? (userNearest && (userBefore || /\b(?:you|youll|youre|du)\b/.test(before))) || userObject
      : userObject;
    // ("that" after words said is no thing: "he wrote that my neck will get broken".)
    const thingDoes =
      /\b(?:firma|company|startup|job|arbeit|stress|kopf|head|it|das|this|that|deadline|bude|laden)$/.test(before) &&
      !/\b(?:wrote|said|says|writes|told \S+|warned \S+|texted \S+|threatened)\s+that$/.test(before);
    const other = otherSpeaks.test(sentence);
    // Harm to oneself ("außer mich umzubringen", "sich umzubringen") is no act on a person, and a
    // fate said as a hypothesis of one's own ("falls mir was passiert") none either.
    // ("sich im Krankenhaus erholen", "sich nicht mehr sicher fühlen" and "from him myself" are
    // no harm to oneself.)
    const self =
      !reflexiveFate.test(harm) &&
      ((/\b(?:mich|sich|myself|himself|herself)$/.test(before) &&
        !/^(?:mit|with|notfalls|zur|wenns|wenn|if)\b/.test(harm)) ||
        (/\b(?:sich|myself|himself|herself)\b/.test(harm) && !/\b(?:him|her|ihn|ihm)\b/.test(harm)));
    const hypothesis = /\b(?:falls|if|in case|im fall)$/.test(before);
    // Care for a plain reason ("careful walking to my car, the garage lighting is broken") is a warning.
    const care = /\b(?:careful|vorsichtig|aufpassen|pass auf|watch out)\b/.test(harm) && careReason.test(sentence);
    if (thingDoes || self || hypothesis || care) continue;
    if (userDoes || !userHarmed) {
      // The user's words, in this sentence or in another one of the message that no one else
      // speaks in ("Either he pays or he won't be walking anymore. I've made that very clear.").
      const ownHere = ownSpeech.test(sentence);
      const ownWords = ownHere || userSpeaksElsewhere;
      // A fate of overwork or a habit ("he'll end up in hospital if he keeps working eighty-hour
      // weeks") is a worry, not a threat.
      const worry = fate && careFate.test(sentence);
      if (worry) continue;
      if (ownWords && !other && !userHarmed && personAnywhere.test(ownHere ? sentence : folded))
        return { label: 'violence', kind: 'own-threat' };
      // The user's own blow made concrete (a condition met, a time or place, a weapon, "und zwar
      // wörtlich", "seriously") and no coaching question beside it: more than anger said aloud.
      // The user as the one who acts also when the words before the harm name no one else ("Die
      // Schulden treib ich bei ihm ein, notfalls mit dem Baseballschläger").
      const userActs =
        userDoes ||
        (!fate &&
          (physicalHarm.test(harm) || weaponIn.test(harm)) &&
          /\b(?:ich|wir|i|ill|im|we|well)\b/.test(sentence) &&
          !/\b(?:er|sie|he|she|they|der|die)\b/.test(before));
      if (userActs && !other && !userHarmed && madeConcrete(sentence, folded))
        return { label: 'violence', kind: 'own-threat' };
      // A price paid with the body by someone else, said by no one but the user ("Dann zahlt er
      // mit seinen Zähnen", "so now he pays in blood").
      if (!userDoes && !other && !userHarmed && !speechIn.test(sentence) && paidWithBody.test(harm))
        return { label: 'violence', kind: 'own-threat' };
      if (userDoes) continue;
    }
    // Someone near the user on the way to harm a third person ("mein Partner fährt jetzt zu dem
    // Typen und schlägt ihn tot", "texted me 'I'm going to his house'"): that person's violence,
    // which the classifier reads; not a threat the user received.
    if (!userHarmed && onTheWay.test(sentence)) continue;
    if (other || speechIn.test(sentence)) return { label: 'danger', kind: 'threat' };
    // Harm to the user in a note or a letter received, quoted in another sentence ("Heute kam ein
    // Brief ohne Absender: 'Verkauf die Firma oder deine Familie zahlt.'"), not the user's own words.
    if (userHarmed && !userDoes && receivedWriting.test(folded) && !userSpeaks)
      return { label: 'danger', kind: 'threat' };
  }

  // Someone announcing to wait for or lie in wait for the user ("hat angekündigt, mir nach dem
  // Termin aufzulauern", "announced he'll be waiting for me after the appointment").
  if (announcedWait.test(folded) && !userSpeaks) return { label: 'danger', kind: 'threat' };

  // The user's fear of their own violence against a person ("I can't promise I won't hurt him"),
  // before a past act: "I won't hit him" is no blow told.
  if (ownLossOfControl.test(folded)) return { label: 'violence', kind: 'own-threat' };

  // Someone else's physical act on the user (after-help.ts `reportsHarmToUser`, and a shove
  // against a thing: "hat mich gegen den Kühlschrank gedrückt"): a threat received.
  const pastAct = parts.some((sentence) => ownPastAct.test(sentence));
  if (!pastAct && (attackedUser.test(folded) || shovedUser.test(folded)) && !sexualTouch.test(folded))
    return { label: 'danger', kind: 'attacked' };

  // The user's physical act on a person, told as past (read once for both questions).
  if (pastAct) return { label: 'violence', kind: 'past' };

  // An injury on someone else (or a person's things broken) the user owns: what happened tells the act.
  if (
    injury.test(folded) &&
    ownedHarm.test(folded) &&
    !userInjured.test(folded) &&
    !attackedUser.test(folded) &&
    !othersSpeak &&
    personAnywhere.test(folded)
  )
    return { label: 'violence', kind: 'past' };

  // Something put into a person's drink or food: a poison, or "something" meant to make them sick.
  if (
    putInto.test(folded) &&
    intoDrink.test(folded) &&
    (poisonWord.test(folded) || (spikeWord.test(folded) && sicknessMeant.test(folded)))
  ) {
    if (userDrink.test(folded)) return { label: 'danger', kind: 'attacked' };
    if (/\b(?:ich|i|wir|we|ive|i ve)\b/.test(folded) || /^(?:hab|habe|put|mixed|slipped)\b/.test(folded))
      return { label: 'violence', kind: 'plan' };
  }

  // A bullet or a wreath sent or left: a threat received (the user's own, sent, a threat made).
  if (threatToken.test(folded))
    return userSends.test(folded) ? { label: 'violence', kind: 'own-threat' } : { label: 'danger', kind: 'threat' };

  // "You're next" after damage or on a note ("ein Stein durch die Scheibe, darauf: Du bist die
  // Nächste"), not the user's own words: a threat received.
  if (youAreNext.test(folded) && (damageOrNote.test(folded) || othersSpeak) && !userSpeaks)
    return { label: 'danger', kind: 'threat' };

  // A weapon or petrol brought, shown or poured by someone else, in a dispute with the user or at
  // the user's places ("put his gun on the table when we argued", "mit einem Benzinkanister vor
  // dem Büro und hat gefragt, ob ich noch drin bin"), in one sentence.
  if (
    parts.some(
      (sentence) =>
        armedThing.test(sentence) &&
        shownOrBrought.test(sentence) &&
        disputeOrUserPlace.test(sentence) &&
        otherSubject.test(sentence) &&
        !userHolds.test(sentence) &&
        !everydayTool.test(sentence),
    )
  )
    return { label: 'danger', kind: 'armed' };

  // The user's route or routine sent with the times: being watched.
  if (routeSent.test(folded) && withTimes.test(folded) && !userSpeaks) return { label: 'danger', kind: 'watched' };

  // Someone else coming to the user's home with others to settle something.
  if (
    comingWithOthers.test(folded) &&
    (settleScore.test(folded) || menaceOutcome.test(folded) || settleWords.test(folded)) &&
    !benignPurpose.test(folded) &&
    !benignMeeting.test(folded) &&
    !userPlans.test(folded)
  )
    return { label: 'danger', kind: 'threat' };

  // Harm to a person with its trace hidden ("wie verwische ich die Spuren", "an alibi").
  if (coverWords.test(folded) && coverHarm.test(folded) && coverAsked.test(folded) && !othersSpeak)
    return { label: 'violence', kind: 'cover' };

  // An idiom of violence the user says is meant literally or bodily ("dem breche ich das Genick,
  // und zwar wörtlich", "der soll bluten, nicht nur finanziell", "I'm gonna wreck him, and I don't
  // mean in the market"): the idiom is no idiom then (issue #21, safety17b).
  if (
    literalMarker.test(folded) &&
    violentIdiom.test(folded) &&
    !idiomOnUser.test(folded) &&
    !othersSpeak &&
    !ventingModal.test(folded) &&
    (personAnywhere.test(folded) || /^(?:dem|den|der|die)\b/.test(folded))
  )
    return { label: 'violence', kind: 'own-threat' };

  // The user armed and ready, with a person's coming or a time in view, asking nothing: a plan.
  const armedPart = parts.find((part) => weaponIn.test(part) || arsonThing.test(part));
  if (
    armedPart !== undefined &&
    (userPlans.test(armedPart) || userArms.test(armedPart)) &&
    armedReady.test(folded) &&
    personsTime.test(folded) &&
    personAnywhere.test(folded) &&
    !askedPlan.test(folded) &&
    !everydayTool.test(folded) &&
    !ventingModal.test(folded) &&
    !toolWork.test(folded)
  )
    return { label: 'violence', kind: 'plan' };

  // A place made ready for a person's coming, and no way out for them ("Im Keller ist alles
  // vorbereitet, wenn der Investor kommt. Der geht da nicht mehr raus.").
  if (
    noWayOut.test(folded) &&
    madeReady.test(folded) &&
    personsTime.test(folded) &&
    unseen.test(folded) &&
    !askedPlan.test(folded)
  )
    return { label: 'violence', kind: 'plan' };

  // A plan whose only menace is the place and the time alone with someone and a score to settle
  // ("Ich warte heute Abend im Parkhaus auf ihn, dort klären wir das unter vier Augen", "Morgen
  // früh um sechs am Hafen, nur er und ich. Er weiß, warum."), never for a benign purpose.
  if (
    (userPlans.test(folded) || justUs.test(folded)) &&
    (reachesPerson.test(folded) || summons.test(folded)) &&
    unseen.test(folded) &&
    settleScore.test(folded) &&
    !askedPlan.test(folded) &&
    !benignPurpose.test(folded) &&
    !benignMeeting.test(folded) &&
    !ordinaryErrand(text)
  )
    return { label: 'violence', kind: 'plan' };

  // A plan of the user's to reach a person where no one sees, with a menacing outcome and no
  // benign purpose, without a word of harm.
  if (
    userPlans.test(folded) &&
    reachesPerson.test(folded) &&
    (menaceOutcome.test(folded) || ambush.test(folded)) &&
    (unseen.test(folded) || harmIn.test(folded)) &&
    !(benignPurpose.test(folded) && !harmIn.test(folded)) &&
    !ordinaryErrand(text)
  )
    return { label: 'violence', kind: 'plan' };

  // Someone turning up at the user's places again and again.
  if (watchedAtUserPlace.test(folded) && repeated.test(folded) && !benignPresence.test(folded))
    return { label: 'danger', kind: 'watched' };
  return null;
}

/**
 * The shape of an act without its strong signs (issue #21, safety16a): a person and words of harm
 * or a plan to reach them, and who acts. assess.ts asks it only when the classifier already scores
 * danger or violence in the gentle band: with this shape the message gets the help first, not the
 * note, and the help for the one who acts ('violence') or the one threatened ('danger'); null
 * when the shape or its direction is not there. Never for a joke, a wish of one's anger, a game,
 * a sport or a story.
 */
export function actShape(text: string): Act['label'] | null {
  const folded = withoutIdioms(fold(text));
  if (playFramed(folded) || jokeMarked(text) || laughs.test(folded) || ventingModal.test(folded)) return null;
  if (!personAnywhere.test(folded)) return null;
  // Harm to oneself is the crisis help's, not this one's.
  if (/\b(?:herself|himself|myself|sich|mich selbst)\b/.test(folded)) return null;
  // A fate of overwork or a habit is a worry about someone ("he'll end up in hospital if he keeps
  // working ninety-hour weeks").
  const fateWords = harmIn.exec(folded)?.[0];
  if (fateWords !== undefined && fateHarm.test(fateWords) && careFate.test(folded)) return null;
  const harmWords = harmIn.test(folded) || physicalHarm.test(folded) || conceptsOfText(sentences(text)).has('WEAPON');
  const plan = userPlans.test(folded) && reachesPerson.test(folded);
  if ((!harmWords && !plan) || benignPurpose.test(folded) || ordinaryErrand(text)) return null;
  const received = otherSpeaks.test(folded) || attackedUser.test(folded) || shovedUser.test(folded);
  const own = plan || ownSpeech.test(folded) || ownPastAct.test(folded);
  if (own && !received) return 'violence';
  if (received && !own) return 'danger';
  return null;
}

/** Brushing a signal aside ("egal", "whatever", "vergiss es", "never mind", "ist ja auch egal"). */
const brushWords = re(
  'egal|whatever|never ?mind|nvm|doesnt matter|does not matter|forget (?:it|that|about it)|vergiss (?:es|das)|anyway|wie auch immer|nicht so wichtig|not important|lassen wir das|let s drop it|lets drop it',
);
/** …and asking for something else: words to write, a draft, coaching ("sag mir einfach, was ich schreiben soll"). */
const asksElse = re(
  'just (?:tell|help|write|give|draft)|(?:tell|help) me|sag mir|hilf mir|schreib mir|what (?:do|should) i (?:say|write)|was (?:soll|schreib|sag) ich|wie (?:formulier|schreib|sag|bereite)\\w* ich|how (?:do|should) i (?:word|phrase|write|say|prepare)|can you help|kannst du',
);

/**
 * The user brushes an urgent signal aside and asks for something else (issue #21, safety16a: "er
 * sagt, er sticht mich ab … egal, wie formuliere ich den Austritt?"): the signal is not dropped.
 * Not a take-back ("war nicht so gemeint", after-crisis.ts), which keeps its own short note.
 */
export const brushesOff = (text: string) => {
  const folded = fold(text);
  return brushWords.test(folded) && asksElse.test(folded);
};
