// Concrete markers of a plan (issue #21, safety22a). The classifier scores a clear crisis or a
// planned attack in the gentle band when its words are everyday ones ("die Brücke beim Kraftwerk
// schon zweimal genauer angeschaut", "bought zip ties … I know when he's home alone"): the gentle
// note above a coaching reply, and then the coach answers the business question. The classic risk
// markers (DOMAIN.md: ideation + plan + means + time + farewell; for violence: target, time, means,
// access) say that such a message is no ambiguous signal. assess.ts asks `planMarker` only when the
// urgent signal already gets the gentle note: a marker makes it the full reply.
//
// Each marker is a pair, never one word: a means AND its acquisition for oneself or its lethal
// amount; a method's place AND a visit with an open outcome; a farewell act AND its finality; a
// prior attempt AND the thoughts back; a wound AND where it is on one's body; the user's absence
// planned AND its finality; a target's whereabouts AND being alone or unseen; a tool for an attack
// AND the target. A date, "the weekend", a dose of a product, a bridge loan, a kill switch, a
// farewell party or a sealed bid alone are none. Read on the folded sentences (text.ts `fold`).
import { fold, foldedRegExp, sentences } from '../text';
import { personNoun } from './person-words';

const re = foldedRegExp;

/** A means of suicide or of a self-poisoning. */
const means =
  '(?:pills?|pillen|tablets?|tabletten|schlaftabletten|blutdrucktabletten|sleeping pills|insulin|insulin ?pens?|insulinpens?|morphin\\w*|opioid\\w*|fentanyl|paracetamol|ibuprofen|zyankali|cyanid\\w*|kaliumchlorid|potassium chloride|gift|poison|rope|seil|strick|gun|pistole|revolver|waffe|gewehr|jagdgewehr|rifle|shotgun|razor blades?|rasierklingen?|klingen?|blades?|medikamente|meds|medication|blutdruckmittel|antidepressiva|antidepressants|ampullen|ampoules|spritzen|syringes)';

/** Getting, keeping or researching a means (not using a product at work). */
const acquired =
  '(?:bought|buying|ordered|got myself|gotten|collected|collecting|sav(?:ing|ed) (?:\\S+ ){0,2}up|hoarding|stockpil\\w*|put (?:\\S+ ){0,3}aside|set (?:\\S+ ){0,3}aside|counted|looked up|googl\\w*|researched|calculated|worked out how much|gekauft|besorgt|bestellt|gesammelt|sammle|sammel\\w*|gehortet|zur seite gelegt|beiseite gelegt|abgezählt|gezählt|nachgeschaut|nachgelesen|gegoogelt|googel\\w*|ausgerechnet|recherchiert)';

/** The means for oneself or in a lethal amount ("for me", "too much", "ends things", "reicht"). */
const forOneself =
  '(?:for me|for myself|not for (?:a |the )?(?:patient|client|customer|experiment|lab|trial)\\w*|für mich|nicht für (?:die |den |das )?(?:patient\\w*|versuch\\w*|kunde\\w*|labor|studie)|my (?:body ?)?weight|meinem (?:körper)?gewicht|too much|zu viel|lethal|tödlich\\w*|deadly|fatal|overdose|überdosis|enough now|genug|reicht|end (?:things|it|my life)|way out|ausweg|in case|falls es|for when|for later|für später|for myself)';

/** Means kept as stock or for disposal at work (a pharmacy's, a ward's) or for a trip, unless said to be for oneself. */
const meansAtWork =
  '(?:im lager|in stock|stock|vorrat|lieferung|delivery|filiale\\w*|branches|apothek\\w*|pharmac\\w*|station|ward|patient\\w*|entsorg\\w*|dispos\\w*|verbandskasten|first[- ]aid|reise|trip|travel|urlaub|vacation|holiday)';
const explicitlyMine =
  '(?:for me|for myself|für mich|not for (?:a |the )?(?:patient|client|customer)\\w*|nicht für (?:die |den )?(?:patient|kunde)\\w*)';

/** A means set out or kept at hand: "die Tabletten stehen für heute Abend bereit", "in my pocket". */
const meansReady = `${means} (?:\\S+ ){0,8}(?:ready|bereit|laid out|lined up|ausgelegt|aufgereiht|eingesteckt|in my (?:pocket|bag)|in meiner (?:tasche|jacke))|(?:eingesteckt|eingepackt) (?:\\S+ ){0,4}${means}`;
/** A rope and something that will bear it ("the beam in the storage room will hold"). */
const ropeAnchor =
  '(?:rope|seil|strick)\\w* (?:\\S+ ){0,20}(?:beam|rafter|hook|branch|balken|haken|ast|dachbalken|träger)\\w* (?:\\S+ ){0,6}(?:will hold|holds|would hold|hält|halten würde|trägt|tragen würde)|(?:beam|rafter|hook|branch|balken|haken|ast)\\w* (?:\\S+ ){0,6}(?:will hold|holds|hält|trägt) (?:\\S+ ){0,20}(?:rope|seil|strick)';

/** A rope for climbing, a course, a stage, a load. */
const ropeAtWork =
  '(?:kletter\\w*|climbing|boulder\\w*|seilgarten|hochseil\\w*|ropes course|high ropes|rigging|bühne\\w*|stage|theater|theatre|zirkus|circus|turnhalle|gym|kilo\\w*|kg|tonnen|tons?)';

/** A place of a method: a height, tracks, water, a garage. */
const methodPlace =
  '(?:\\w*bridge|overpass|viaduct|\\w*brücke\\w*|viadukt|staumauer|dam|roof\\w*|dach|parkdeck|parking deck|car park|top deck|cliff\\w*|klippe\\w*|felsvorsprung|felsen|ledge|edge|kante|abgrund|quarry|steinbruch|tracks|gleise?|bahnübergang|level crossing|railway|güterzug|freight train|river|fluss|kanal|canal|(?:am|an den|in den) see|lake|reservoir|tower|turm|balcony|balkon|geländer|railing)';

/** Visiting or inspecting the place, with an open or final outcome. */
const placeVisit =
  '(?:angeschaut|angesehen|ausgekundschaftet|gecheckt|nachgeschaut|bin (?:\\S+ ){0,3}(?:hingefahren|hingegangen|gewesen)|war (?:\\S+ ){0,4}(?:da|dort|oben)|steh\\w* (?:\\S+ ){0,4}(?:am|an der|auf dem|auf der|oben)|halte (?:\\S+ ){0,3}an|looked at|checked|scouted|went (?:up )?there|been there|walked (?:up )?to|stand(?:ing)? (?:\\S+ ){0,3}(?:on|at)|stood (?:\\S+ ){0,3}(?:on|at)|been (?:up )?(?:on|at)|stop at|go (?:up )?(?:to|there)|driving (?:up )?to|drive (?:up )?(?:to|there)|walk\\w* (?:up )?to|going (?:up )?(?:to|there)|head\\w* (?:up )?(?:to|there)|looking down|looked down|be out there|steh\\w* (?:\\S+ ){0,3}(?:da|dort) draußen|runtergeschaut|hinuntergeschaut|runtergesehen|war (?:\\S+ ){0,4}(?:an|auf) (?:der|dem|die|den)|fahr\\w* (?:\\S+ ){0,6}(?:zur|zum|an den|an die|auf die|auf das)|geh\\w* (?:\\S+ ){0,6}(?:zur|zum|an den|an die|auf die|auf das)|geh\\w* (?:\\S+ ){0,4}(?:hoch|hin|auf)|fahr\\w* (?:\\S+ ){0,4}(?:hoch|hin))';
const openOutcome =
  '(?:see what happens|schau\\w* (?:\\S+ )?was passiert|no fence|kein zaun|well see|see if i|whether i come|stay there|just stay|stay in|all the way|to the edge|how high|how deep|how long it takes|no ?ones there|nobodys there|nobody is there|no one is there|not be seen|not seen|no cameras|keine kameras|twice|three times|again|before any(?:one|body) (?:\\S+ ){0,2}(?:comes|gets|is)|bevor (?:\\S+ ){0,2}(?:jemand|einer|wer) (?:\\S+ ){0,2}(?:kommt|da ist)|timed it|(?:nights|abende|nächte) (?:in a row|lang|hintereinander)|mal schauen|schauen wir|sehen wir (?:dann )?weiter|ob ich (?:wieder )?(?:runter|zurück)|bleib\\w* (?:ich )?(?:vielleicht )?(?:einfach )?(?:stehen|dort|da|sitzen|drin)|bis ganz vorne|bis zur kante|wie hoch|wie tief|wie lange es dauert|keiner da|niemand da|nicht gesehen|zweimal|dreimal|wieder hin|nochmal|noch mal|genauer|ganz oben|ganz vorne|ohne geländer|without a railing|no railing|only writing this so|damit es (?:irgend)?wer weiß|so someone knows)';

/** A stated harmless purpose of a visit ("for our team photo", "wir feiern", "to meet a client"). */
const visitPurpose =
  '(?:for (?:our|the|a|an) (?:\\S+ )?\\w*(?:team|photo|shoot|event|offsite|client|customer|meeting|party|run|tour|delivery|inspection|celebration|outing|picnic|bbq|barbecue|drinks)\\w*|für (?:unser|das|den|die|ein)\\w* (?:\\S+ )?\\w*(?:team|foto|shooting|event|kunde|meeting|feier|fest|lauf|tour|lieferung|besichtigung|ausflug|party|grillen|apero|termin)\\w*|terrasse|terrace|teamfoto|teamevent|team event|celebrate|feiern|wir feiern|waiting for (?:our|the|a|my) (?:client|customer|supplier|investor|partner)|warte auf (?:unseren|den|die|meinen|meine) (?:kunde\\w*|lieferant\\w*|investor\\w*|partner\\w*)|renovat\\w*|saniert|delivery routes?|lieferweg\\w*)';
/** Hiding for a surprise or a game ("versteck mich für die Überraschung, damit mich keiner findet"). */
const hidingPurpose =
  '(?:surprise|überraschung\\w*|versteck\\w*|hide and seek|hiding (?:from|in|behind|the)|escape ?room)';

/** A farewell act: letters, a goodbye, things given away, a will, shares signed over, a timed mail. */
const farewellAct =
  '(?:letters? to my (?:parents|mum|mom|dad|kids|children|wife|husband|family)|briefe? an meine (?:eltern|mutter|kinder|frau|familie)|briefe? an meinen (?:vater|mann|sohn)|goodbye (?:letter|note|mail|email)|farewell (?:letter|note|speech|mail)|abschiedsbrief\\w*|abschiedsrede|abschiedsmail|a letter for (?:his|her|my) \\w+|einen brief an (?:seine|ihre|meine) \\w+|note for my \\w+|notiz für meine? \\w+|(?:gave|given) (?:\\S+ ){0,4}(?:away|to)|handed (?:out|over|all)|verschenkt|weggegeben|abgegeben|zu meiner (?:schwester|mutter|freundin) gebracht|my will|testament|signed (?:\\S+ ){0,2}(?:shares|stake) over|transferred (?:\\S+ ){0,2}(?:shares|stake)|(?:anteile|geschäftsanteile) (?:\\S+ ){0,5}übertragen|cancell?ed (?:\\S+ ){0,2}(?:phone|contract|lease|flat|subscriptions?)|(?:handyvertrag|mietvertrag|vertrag|wohnung|abos?) (?:\\S+ ){0,4}gekündigt|told (?:him|her) to look after|soll auf (?:seine|ihre|meine) \\w+ aufpassen|(?:anteile|geschäftsanteile) (?:\\S+ ){0,5}überschrieben|scheduled an? (?:\\S+ ){0,2}(?:email|mail)|zeitgesteuert|who gets my|wer (?:bekommt|kriegt) (?:eigentlich )?meine?|arranged who gets|geregelt,? wer)';

/** Its finality: after one is gone, no need any more, better off without one, "danach". */
const finality =
  '(?:after$|afterwards|when (?:im|i am|shes|hes) gone|no after for me|(?:there is|theres) no after|kein danach|ein danach gibt es (?:für mich )?nicht|after im gone|wont (?:be )?need|wont be needing|no longer need|nicht mehr brauch\\w*|brauch\\w* (?:ich|er|sie) (?:ja )?(?:bald )?(?:das alles )?nicht mehr|better off without|ohne mich besser|just in case|falls (?:was|etwas) ist|then its over|dann ist schluss|danach ist schluss|nicht mehr dabei sein|dont have to be part|wenn ich (?:nicht mehr da|weg) bin|wenn (?:sie|er) weg ist|when im not (?:here|around)|für danach|for afterwards|tidy for|aufgeräumt für|hold on until|halt ich (?:noch )?durch|not for (?:a new job|a job)|nicht für einen jobwechsel|and i dont mean to another|und zwar nicht in eine andere)';

/** A prior attempt (not an attempt to talk or to ship). */
const priorAttempt =
  '(?:suicide attempt|suizidversuch\\w*|selbstmordversuch\\w*|tried (?:\\S+ ){0,2}(?:to (?:take|end|kill) (?:my|his|her) (?:life|own life|self)|with (?:pills|tablets|a rope))|tried to kill (?:myself|himself|herself)|(?:versucht|probiert),? (?:mir|sich) das leben zu nehmen|(?:es|das) (?:\\S+ ){0,3}(?:schon (?:mal|einmal) )?versucht,? mit (?:tabletten|pillen)|(?:hab|habe) es (?:\\S+ ){0,3}schon (?:mal|einmal) versucht|last time i was (?:only )?found|letztes mal (?:bin|wurde) ich (?:\\S+ ){0,2}gefunden|overdosed before|schon mal überdosiert)';
const thoughtsBack =
  '(?:thoughts are back|(?:its|it is) (?:all )?coming back|feels? (?:exactly )?the same again|thinking about it again|think about it (?:\\S+ ){0,3}again|(?:gedanken|das) (?:sind|ist) wieder da|kommt (?:alles )?zurück|fühlt sich (?:\\S+ ){0,3}wieder (?:genauso|so) an|wieder genauso|denk\\w* (?:\\S+ ){0,3}wieder (?:darüber|daran|dran)|this time|diesmal)';

/** A wound on one's own body, excused or made habitual. */
const selfWound =
  '(?:(?:burns?|cuts?|scars?|schnitte|narben|brandwunden|brandnarben|blutergüsse|bruises|wunden) (?:\\S+ ){0,4}(?:arm|arms|unterarm|forearm|wrists?|handgelenk\\w*|thighs?|oberschenkel\\w*|bein|legs?|skin|haut)|(?:arm|wrists?|handgelenk\\w*|thighs?|oberschenkel) (?:\\S+ ){0,3}(?:burns?|cuts?|schnitte|brandwunden)|long sleeves (?:\\S+ ){0,5}(?:cuts|scars|burns)|lange ärmel (?:\\S+ ){0,5}(?:schnitte|narben|wunden)|(?:cigarette|zigarette) (?:\\S+ ){0,3}(?:on|auf) (?:my|meinem|meiner|dem|der) (?:\\S+ )?(?:arm|thigh|hand|skin|oberschenkel|haut|bein)|until it bleeds|bis es blutet|ritze? mich|cutting myself|cut myself|burn myself|verbrenn\\w* mich)';

/** The user's (or the told person's) absence planned with its finality. */
const absenceFinal =
  '(?:werent there anymore|wasnt there anymore|not there anymore|not around anymore|gone for good|für immer weg|nicht mehr da (?:wäre|bin|wär)|nicht mehr da wäre|nobody needs me|niemand braucht mich|braucht mich (?:\\S+ ){0,2}niemand|wont be a burden|niemandem (?:\\S+ )?(?:mehr )?(?:eine )?last|no burden to anyone|wouldnt be the ones? to find me|so (?:\\S+ ){0,3}(?:dont|wouldnt|wont) find me|damit mich (?:\\S+ ){0,3}(?:nicht finde\\w*|(?:keiner|niemand) findet)|so (?:that )?(?:nobody|no one|noone) (?:would |will |can )?finds? me|pays? out for (?:his|her|my) (?:kids|children|family)|für (?:seine|ihre|meine) kinder greift)';
const absencePlanned =
  '(?:which (?:\\S+ )?day|what day|welche\\w* (?:\\S+ )?tag|wochentag|least disruptive|am wenigsten stör\\w*|easiest|einfachsten|am besten|best|when to|wann ich|the date|den termin|stichtag|datum|ab dem|from the|after (?:that|the)|nach dem|empty longest|am längsten leer|the time|der zeitpunkt|cover is arranged|vertretung|calculat\\w*|rechne\\w*|geplant|planned|planning|plane|arranged|organisiert|geregelt|sorted)';

/** Someone's whereabouts or schedule known to the user, or to someone the user tells of. */
const whereabouts =
  '(?:know|knows|kenn|kenne|kennt|weiß|weiss|found out|herausgefunden|rausgefunden|writing down|wrote down|noted|notier\\w*|aufgeschrieben|schreib\\w* mir (?:\\S+ ){0,3}auf|photos? of|fotos? vom?) (?:\\S+ ){0,6}(?:when|wann|where|wo|which way|welchen weg|which gym|welchem \\w+|schedule|training ?plan|routine|times|zeiten|route|way home|heimweg|arbeitsweg|nachhauseweg|his house|her house|sein\\w* haus|ihr\\w* haus|lives|wohnt)';
/** The target alone, unseen or reachable. */
const reachable =
  '(?:alone|allein\\w*|no cameras?|keine kameras?|camera is broken|kamera (?:ist )?kaputt|dark|dunkel|last to leave|als letzte\\w* geht|away on business|auf montage|verreist|away on|locks up|abschließt|home alone|nobody around|niemand da|sleeps (?:\\S+ ){0,3}(?:in|at)|schläft (?:\\S+ ){0,3}(?:im|in|bei))';
/** The target unseen: no cameras, in the dark. */
const unseen =
  '(?:no cameras?|keine kameras?|camera is broken|kamera (?:ist )?kaputt|dark|dunkel|nobody around|niemand (?:in der nähe|da)|no witnesses|keine zeugen)';
/** The user will be there or wants the harm felt. */
const menaceEnd =
  '(?:ill be (?:there|waiting)|be waiting for (?:him|her)|bin ich da|wart\\w* ich auf|warte (?:\\S+ ){0,2}auf (?:ihn|sie)|feel it|spürt|spüren|sehen,? was (?:er|sie) davon hat|see what (?:he|she) gets|wants? (?:her|him) to be scared|angst hat|date is set|termin steht|not with words|nicht mit worten|settle this|regeln wir das|kriegt (?:er )?die quittung|gets paid back|follow through|umsetze|make it real|mach ich ernst|listen to me|zuhören müssen|how it feels|wie sich das anfühlt|not (?:\\S+ ){0,3}(?:to|for) (?:talk|talking|a chat)|nicht (?:\\S+ ){0,3}zum reden|nicht nur reden|not just (?:to )?talk|not (?:\\S+ ){0,2}(?:walk|walking|go|going|come|coming) out the same|nicht (?:mehr )?so (?:wieder )?raus|not (?:\\S+ ){0,2}(?:make it|get) home|nicht heil (?:\\S+ ){0,3}(?:nach hause|heim|an)|(?:wont|will not|not) (?:\\S+ ){0,4}in one piece|(?:hell|shell|theyll|he will|she will|they will|(?:er|sie) (?:wird|werden)|(?:wird|werden) (?:er|sie)) (?:\\S+ )?(?:see|sehen),? (?:what happens (?:to|with) (?:people|those|anyone|him|her|them)|was (?:mit )?(?:leuten|denen|jemandem|ihm|ihr|so einem|so einer) (?:\\S+ ){0,3}passiert)|(?:drive|crash|ram) into (?:his|her) car|fahr\\w* (?:ihm|ihr) (?:\\S+ ){0,3}(?:ins auto|in den wagen|in die karre))';

/** A tool for an attack, got by the user or by the person told of. */
const attackTool =
  '(?:zip ties|cable ties|kabelbinder|duct tape|gaffer tape|panzertape|klebeband|baton|schlagstock|baseball ?bat|bat|baseballschläger|knife|messer|pepper spray|pfefferspray|handcuffs|handschellen|butyric acid|buttersäure|tyre iron|tire iron|wagenheber|crowbar|brecheisen|brechstange|gun|pistole|waffe|schreckschuss\\w*|acid|säure|petrol|gasoline|benzin|brandbeschleuniger|accelerant|lighter fluid|brass knuckles|schlagring|hammer)';
const toolGot =
  '(?:bought|ordered|got|getting|have|has|theres|in my (?:car|trunk|boot)|in his locker|arrived|delivered|ready|gekauft|bestellt|besorgt|gekommen|geliefert|bereit|hab|habe|hat|im (?:auto|kofferraum|spind))';

/** A letter or a wreath to the target's home telling what will happen. */
const sentMenace =
  '(?:(?:sealed )?letter|brief|wreath|kranz|address of his|address of her|adresse seiner|adresse ihrer|his kids|seiner kinder) (?:\\S+ ){0,10}(?:what will happen|was (?:\\S+ ){0,3}passieren wird|you know what i mean|du weißt,? was ich meine|with his name|mit seinem namen|home address|privatadresse)';

/** An injury the user promises ("he'll be limping after friday", "won't be able to sit"). */
const day =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|tonight|tomorrow|heute abend|morgen|the weekend|dem wochenende|our (?:meeting|talk)|unserem (?:treffen|gespräch)|next week|nächster woche)';
const injuryPromised = `(?:(?:hell|shell|he will|she will) be limping|(?:wont|will not) be able to (?:sit|walk|stand)) (?:after|by|from|on|nach) ${day}|nach ${day} (?:\\S+ ){0,2}(?:wird|kann) (?:er|sie) (?:\\S+ ){0,3}(?:humpeln|nicht mehr (?:sitzen|laufen|gehen|stehen))|(?:er|sie) wird (?:nach|ab) ${day} (?:\\S+ ){0,3}humpeln`;

/** A threat already made to someone close to the target, then the user's follow-through. */
const threatMade =
  '(?:wife|husband|daughter|son|kids|children|frau|mann|tochter|sohn|kinder)\\w* (?:\\S+ ){0,6}(?:told|gesagt|geschrieben) (?:\\S+ ){0,8}(?:safe|sicher|careful|vorsichtig)|(?:told|sent|gesagt|geschickt|geschrieben) (?:\\S+ ){0,6}(?:wife|husband|daughter|son|kids|children|frau|mann|tochter|sohn|kinder)\\w* (?:\\S+ ){0,8}(?:safe|sicher|careful|vorsichtig|know what i mean|weißt,? was ich meine)';

/** A time set: a day, tonight, a clock time. */
const timeSet = `(?:${day}|(?:at|um|ab) \\d{1,2}(?::\\d\\d)?|\\d{1,2}(?::\\d\\d)? ?(?:am|pm|uhr)|(?:at|um) (?:six|seven|eight|nine|ten|eleven|sechs|sieben|acht|neun|zehn|elf|zwölf)|(?:on the|am) \\d{1,2}(?:st|nd|rd|th)?|freitagabend|friday night)`;
/** The target arriving or leaving, or the user following them there ("when he walks through that door", "geh ich ihr bis zu ihrem Auto nach"). */
const targetMoves =
  '(?:when|once|as soon as|wenn|sobald) (?:\\S+ ){0,6}(?:comes?|arrives?|leaves?|walks (?:in|through|out)|gets (?:in|out|there)|steps out|kommt|rauskommt|reinkommt|ankommt|verlässt)|(?:follow|folge) (?:\\S+ ){0,4}to (?:his|her|their) (?:car|house|door|flat)|(?:geh|fahr|lauf)\\w* (?:ich )?(?:ihm|ihr|ihnen|der|dem|den) (?:\\S+ ){0,8}(?:nach|hinterher)$';
/** A meeting with the target set by the user ("meeting my ex business partner at the notary at 11", "treff ich ihn"). */
const meeting = '(?:meeting|meet|treff\\w*|termin)';
/** Someone who hurt the user before ("he has hurt me before", "er war schon mal gewalttätig"). */
const harmedBefore =
  '(?:hurt|hit|beat|choked|strangled) me (?:\\S+ ){0,2}(?:before|in the past|once|already)|(?:has|had|have) (?:\\S+ ){0,1}(?:hurt|hit|beaten|choked) me|(?:was|has been) violent (?:\\S+ ){0,2}(?:before|already|in the past|with me)|(?:hat|hatte) (?:mir|mich) (?:\\S+ ){0,3}(?:wehgetan|weh getan|geschlagen|gewürgt)|(?:war|ist) (?:\\S+ ){0,3}(?:gewalttätig|handgreiflich)';
/** Their coming to where the user will be, on a day ("he'll be at our Christmas party on the 12th", "er kommt am 12."). */
const comesAgain =
  '(?:hell|he will|shell|she will|theyll|they will) (?:\\S+ ){0,2}(?:be at|come to|show up|turn up|be there)|(?:hes|shes|he is|she is) (?:\\S+ ){0,1}coming|(?:(?:er|sie) (?:kommt|kommen|wird|werde)|(?:kommt|kommen|wird) (?:er|sie)) (?:\\S+ ){0,4}(?:zur|zum|vorbei|da sein|auftauchen|am \\d+)';

const self = {
  means: re(`${means} (?:\\S+ ){0,8}${acquired}|${acquired} (?:\\S+ ){0,8}${means}`),
  forOneself: re(forOneself),
  atWork: re(meansAtWork),
  mine: re(explicitlyMine),
  place: re(methodPlace),
  visit: re(placeVisit),
  open: re(openOutcome),
  purpose: re(visitPurpose),
  hiding: re(hidingPurpose),
  farewell: re(farewellAct),
  finality: re(finality),
  attempt: re(priorAttempt),
  back: re(thoughtsBack),
  wound: re(selfWound),
  absence: re(absenceFinal),
  planned: re(absencePlanned),
  ready: re(meansReady),
  rope: re(ropeAnchor),
  ropeWork: re(ropeAtWork),
};

const other = {
  whereabouts: re(whereabouts),
  reachable: re(reachable),
  unseen: re(unseen),
  menace: re(menaceEnd),
  tool: re(`${attackTool} (?:\\S+ ){0,6}${toolGot}|${toolGot} (?:\\S+ ){0,6}${attackTool}`),
  sent: re(sentMenace),
  injury: re(injuryPromised),
  accident: re(
    '(?:accident|unfall|ski\\w*|injur\\w*|verletz\\w*|surgery|operation|marathon|company run|firmenlauf|sprained|verstaucht|gips|cast)',
  ),
  threat: re(threatMade),
  time: re(timeSet),
  moves: re(targetMoves),
  meeting: re(meeting),
  workTool: re('(?:hammer)'),
  harmedBefore: re(harmedBefore),
  comes: re(comesAgain),
};

/** Someone else knows the user's whereabouts ("he knows when I'm alone", "sie weiß, wo ich wohne"): a threat received. */
const userTargeted = re(
  '(?:he|she|they|er|sie) (?:\\S+ ){0,2}(?:knows?|weiß|weiss|kennt|kennen|found out|herausgefunden|rausgefunden) (?:\\S+ ){0,4}(?:when|where|wann|wo|welchen weg) (?:i|ich|my|meine?)\\b',
);
/** A third person as the target ("him", "she", "his wife", "my ex", "mein Bruder"). */
const targetPerson = re(
  `(?:he|him|his|she|her|er|ihn|ihm|sein\\w*|sie|ihr\\w*|(?:my|mein\\w*) (?:\\S+ )?${personNoun})`,
);

export type PlanMarker = { label: 'crisis' | 'violence' | 'danger'; marker: string };

/**
 * The first concrete marker of a plan in a message, and whose harm it is ('crisis': the writer's
 * or the person told of, to themselves; 'violence': to a target; 'danger': to the user), or null.
 */
export function planMarker(text: string): PlanMarker | null {
  const parts = sentences(text).map(fold);
  const whole = fold(text);
  const inOne = (...tests: RegExp[]) => parts.some((sentence) => tests.every((test) => test.test(sentence)));
  // (A sentence's end is a boundary too: "Who gets my notes after?" ends on its marker.)
  const has = (test: RegExp) => test.test(whole) || parts.some((sentence) => test.test(sentence));
  const inMessage = (...tests: RegExp[]) => tests.every(has);

  // Self: a means got for oneself or in a lethal amount; a method's place visited with an open
  // outcome and no harmless purpose; a farewell act with its finality; a prior attempt with the
  // thoughts back; a wound on one's body; one's absence planned with its finality.
  // (A pharmacist counting the stock: "die Antidepressiva im Lager gezählt, für die Woche reicht es".)
  if (inMessage(self.means, self.forOneself) && (!self.atWork.test(whole) || self.mine.test(whole)))
    return { label: 'crisis', marker: 'means' };
  if (inMessage(self.place, self.visit, self.open) && !self.purpose.test(whole))
    return { label: 'crisis', marker: 'place' };
  // A rope with something that bears it is the method itself ("the beam in the storage room will hold").
  if (has(self.rope) && !self.purpose.test(whole) && !self.ropeWork.test(whole))
    return { label: 'crisis', marker: 'means' };
  // A farewell act with its finality, or beside a means at hand ("gave my watch to my son … the
  // tablets are ready for tonight", "das Testament ist geschrieben … die Pillen, die ich sammle").
  if (inMessage(self.farewell, self.finality)) return { label: 'crisis', marker: 'farewell' };
  if (has(self.farewell) && (has(self.ready) || (has(self.means) && !self.atWork.test(whole))))
    return { label: 'crisis', marker: 'farewell' };
  if (inMessage(self.attempt, self.back)) return { label: 'crisis', marker: 'attempt' };
  if (inOne(self.wound)) return { label: 'crisis', marker: 'self-harm' };
  if (inMessage(self.absence, self.planned) && !self.hiding.test(whole)) return { label: 'crisis', marker: 'absence' };

  // Someone else as the target: whereabouts with being alone or unseen, a tool with the target
  // reachable or a menace, a letter or wreath telling what will happen, an injury promised, a
  // threat already made to someone close.
  // Being alone is everyday ("he's alone in the office on Fridays" to ask for a raise): with the
  // whereabouts it needs a menace; unseen (no cameras, dark) is enough.
  if (inMessage(other.whereabouts, other.unseen) || inMessage(other.whereabouts, other.menace))
    return { label: userTargeted.test(whole) ? 'danger' : 'violence', marker: 'whereabouts' };
  if (inMessage(other.tool, targetPerson) && (other.reachable.test(whole) || other.menace.test(whole)))
    return { label: 'violence', marker: 'tool' };
  if (inMessage(other.sent)) return { label: 'violence', marker: 'letter' };
  // (Not an accident's or a sport's injury: "limping for weeks after the ski accident".)
  if (inMessage(other.injury) && !other.accident.test(whole)) return { label: 'violence', marker: 'injury' };
  if (inMessage(other.threat) && other.menace.test(whole)) return { label: 'violence', marker: 'threat-made' };
  // A time and a target (issue #21, safety25b): the target arriving or followed at a time set,
  // with the user's menace ("when he walks through that door at 6 he's not walking out the same",
  // "geh ich ihr nach dem All-Hands am Freitag bis zu ihrem Auto nach. Sie wird sehen, was …");
  // a tool at hand for a meeting or an arrival at a time set ("the brass knuckles arrived, I'm
  // meeting him at the notary at 11"). Being met at a time is everyday: the menace or the tool
  // makes it the plan.
  if (inMessage(other.moves, other.time, other.menace)) return { label: 'violence', marker: 'ambush' };
  // (A hammer is a work tool too: "the hammer for the booth is ready, meeting the organiser at 9".)
  if (
    inMessage(other.tool, other.time) &&
    !other.workTool.test(whole) &&
    (other.moves.test(whole) || other.meeting.test(whole))
  )
    return { label: 'violence', marker: 'armed-meeting' };
  // Someone who hurt the user before announces they will come, on a day: a threat received.
  if (inMessage(other.harmedBefore, other.comes, other.time)) return { label: 'danger', marker: 'harmed-before' };
  return null;
}
