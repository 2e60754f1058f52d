// Which situation frame (texts.situation) fits the direction of the first message. A frame names
// the user's side of a case: the one affected, asking about the other side. Some cases have a frame
// of their own for the other direction (the user is the one leaving or accused, a separation that
// just happened, an outside person already tried, the talk broken off: `exit/leaving`, …). Where
// no frame fits (the pattern is the other's, a new split, no outburst, the early employee is the
// user), the coach falls back to the reflection and a phase question.
// Patterns are written in natural spelling and folded like the text (foldPattern/fold).
import { fold, foldPattern } from './text';
import { germanPossessives } from './restate';

const pattern = (source: string) => new RegExp(`(?:^|\\b)(?:${foldPattern(source)})(?:\\b|$)`);

// Up to n words that are no negation ("ich will nicht verkaufen" is not leaving).
const gap = (n: number) => `(?:(?!nicht |kein|not |never |dont |doesnt )\\S+ ){0,${n}}`;

/** The user is the one who wants out or wants to sell ("Ich will aus unserer Firma aussteigen"). */
const userLeaving = pattern(
  [
    `ich (?:will|möchte|werde|würde gern|überlege|denke darüber nach|plane|habe vor) ${gap(6)}(?:aussteigen|raus|verkaufen|gehen|aufhören|verlassen|hinschmeißen)`,
    `ich steige ${gap(4)}aus`,
    `(?:ich )?(?:spiele|spiel) mit dem gedanken ${gap(6)}(?:auszusteigen|aufzuhören|zu gehen|zu verkaufen)`,
    `(?:i|im) (?:want|wanna|need) out`,
    `(?:i|im|ive|i ve) (?:want|wanna|would like|plan|intend|am going|going|have decided|decided|am thinking about|thinking about|am considering|considering|need)(?: to)? ${gap(4)}(?:leave|leaving|sell|selling|quit|quitting|exit|exiting|step down|stepping down|get out|walk away)`,
    `im (?:leaving|quitting|out)`,
  ].join('|'),
);

/** The user is the one whose performance is questioned ("My manager says I keep missing deadlines"). */
const userAccused = pattern(
  [
    `(?:sagt|meint|behauptet|findet|beschwert sich|klagt) (?:\\S+ ){0,3}(?:dass )?ich`,
    `(?:wirft|warf) mir`,
    `mir (?:wird|wurde) ${gap(4)}vorgeworfen`,
    `ich (?:verpasse|reiße|liefere|schaffe) ${gap(4)}(?:deadline|termin|frist|zu spät|nicht|ziel)`,
    `(?:says|said|thinks|claims|complains|complained|told me|tells me|keeps saying)(?: that)? (?:i|im)`,
    `accus\\w* me`,
    `(?:blames|blaming|blamed|blame) me`,
    `(?:beschuldigt|beschuldigen) mich`,
    `(?:i|im) (?:keep |kept |always |often |am |)(?:missing|miss|missed|falling behind|fall behind|underperforming|underperform)`,
    `my (?:performance|work|output) (?:is|was|isnt|wasnt)`,
    `meine (?:leistung|arbeit|ergebnisse) (?:sei|wäre|ist|war|seien|sind|reiche|reicht)`,
  ].join('|'),
);

/** The user is the early team member ("Ich war die erste Mitarbeiterin", "a head of product above me"). */
const userIsEarly = pattern(
  [
    `ich (?:war|bin) (?:\\S+ ){0,3}(?:erste|ersten|erster|früheste|frühe|früher|frühen)\\w* (?:mitarbeiter|angestellte|teammitglied|entwickler|hire)\\w*`,
    `ich (?:war|bin) (?:von anfang an|seit tag eins|seit dem ersten tag|seit der gründung) dabei`,
    `mir (?:wurde|wird|haben) ${gap(6)}vor die nase gesetzt`,
    `über mich (?:gesetzt|gestellt)`,
    `(?:i|i was|i am|im) (?:\\S+ ){0,3}(?:first|earliest|early) (?:employee|hire|engineer|developer|team member)s?`,
    `ive been (?:here|there|with \\S+) (?:since|from) (?:the start|day one|the beginning)`,
    `(?:put|placed|hired|brought in|installed) (?:\\S+ ){0,2}(?:above|over) me`,
    `i now report to`,
  ].join('|'),
);

/** The user names their own way of handling conflict ("I always back down when …"). */
const userOwnsPattern = pattern(
  [
    `ich (?:\\S+ ){0,4}(?:weiche|ziehe mich|gebe (?:immer |sofort |schnell )?nach|knicke|schweige|werde laut|explodiere|schlucke|halte (?:mich|den mund)|sage nichts|raste aus|gehe (?:\\S+ ){0,4}aus dem weg)`,
    `(?:mein|meine) (?:konfliktstil|art mit konflikten|konfliktverhalten)`,
    `(?:i|im) (?:\\S+ ){0,3}(?:back down|backs off|back off|avoid|give in|cave|shut down|go quiet|blow up|explode|snap|swallow|keep quiet|freeze|clam up|get defensive)`,
    `my (?:conflict style|way of handling conflict)`,
  ].join('|'),
);

/** An outside person (mediator, coach) was already tried ("zwei Sitzungen mit einer Mediatorin"). */
const outsideTried = pattern(
  [
    `(?:hatten|haben|hat|waren|war|sind|holten|holen) (?:\\S+ ){0,6}(?:mediator|mediatorin|mediation|coach|coachin|berater|beraterin|therapeut|therapeutin|moderator|moderatorin)\\w*`,
    `(?:mediator|mediatorin|mediation|coach|berater|therapeut|moderator)\\w* (?:\\S+ ){0,6}(?:nichts gebracht|nicht geholfen|gescheitert|abgebrochen|probiert|ausprobiert|versucht)`,
    `(?:had|tried|went to|did|have been to|been to|hired|brought in|saw|used) (?:\\S+ ){0,4}(?:mediator|mediation|coach|counsel|therapist|facilitator)\\w*`,
    `(?:mediator|mediation|coach|counsel|therapist|facilitator)\\w* (?:\\S+ ){0,6}(?:didnt help|did not help|got (?:us )?nowhere|failed|useless|went nowhere)`,
  ].join('|'),
);

/** A separation that just happened ("haben uns letzte Woche getrennt", "walked out on Friday"). */
const userSplit = pattern(
  [
    `(?:haben|hat) uns (?:\\S+ ){0,3}getrennt|getrennte wege|(?:er|sie) ist raus|im streit getrennt`,
    `(?:seit gestern|seit heute|letzte woche|gestern|vorgestern) (?:\\S+ ){0,4}(?:offiziell|getrennt|verlässt|verlassen|raus)`,
    `(?:split up|parted ways|walked out|(?:decided|agreed) to part ways|(?:he|she|they) (?:is|are) out|(?:he|she) left (?:the company|us) (?:yesterday|last week|on))`,
  ].join('|'),
);

/** The user mediated before ("habe schon einmal zwischen den beiden vermittelt"). */
const userMediated = pattern(
  `(?:habe|hab|hatte) (?:\\S+ ){0,8}(?:vermittelt|geschlichtet|moderiert)|(?:i|ive|i have|i had) (?:already |once |)(?:mediated|tried to mediate|stepped in between)`,
);

/** The talk broke off ("redet kein Wort mehr mit mir", "stopped talking to me"). */
const talkBrokeOff = pattern(
  [
    `funkstille|kein (?:einziges )?wort mehr|nur noch das nötigste|(?:redet|reden|spricht|sprechen) (?:\\S+ ){0,4}nicht mehr (?:\\S+ )?(?:mit|miteinander)`,
    `(?:ignoriert|ignorieren) (?:mich|uns|sich|einander|meine nachrichten)`,
    `(?:stopped|stop|quit) (?:talking|speaking)|(?:not|arent|isnt) (?:talking|speaking) (?:to|with)|silent treatment|ignores? (?:me|us|each other|my messages)|bare minimum`,
  ].join('|'),
);

/**
 * Someone is absent or withdrawn, with or without a quarrel ("kommt nicht mehr zu unseren
 * Montagsrunden", "ghostet mich", "ist kaum noch erreichbar", "stopped showing up", "has gone
 * quiet"). Said of the other: "ich melde mich nicht" is the user's own.
 */
const absent = pattern(
  [
    `taucht ${gap(5)}(?:nicht mehr|kaum noch|kaum mehr|selten|nie) (?:\\S+ ){0,4}auf`,
    `(?:kommt|erscheint) ${gap(5)}(?:nicht mehr|kaum noch|kaum mehr|selten|nie mehr) (?:zu|zum|zur|ins|in die|in den|in unsere|ins buro|vorbei)`,
    `lasst sich (?:\\S+ ){0,3}(?:nicht mehr|kaum noch|kaum|nie|selten) (?:blicken|sehen)`,
    `ghost\\w*|abgetaucht|untergetaucht`,
    `(?:ist|sind|war) (?:\\S+ ){0,3}(?:kaum|schwer|nicht mehr|nie|selten) (?:noch )?erreichbar`,
    `(?:meldet|melden) sich (?:\\S+ ){0,3}(?:nicht mehr|kaum noch|kaum mehr|kaum|nie|seit)`,
    `(?:er|sie|mein \\S+|meine \\S+|unser \\S+|unsere \\S+) (?:ist|war) (?:\\S+ ){0,3}(?:einfach )?(?:weg|verschwunden)`,
    `(?:antwortet|reagiert) (?:\\S+ ){0,4}(?:nicht mehr|kaum noch|kaum mehr|tagelang nicht|nie)`,
    `(?:schwanzt|verpasst|lasst) (?:\\S+ ){0,2}(?:jedes|jede|alle|unsere|die) (?:\\S+ ){0,2}(?:meeting|termin|runde|weekly|standup|planung)\\w*`,
    `(?:stopped|stops|quit|quits) (?:showing|turning|coming) (?:up|in|to)`,
    `(?:doesnt|does not|no longer|never|barely|rarely|hardly) (?:shows?|turns?|comes?) (?:up|in|to)`,
    `(?:barely|hardly|never|not|rarely) (?:reachable|available|responsive|around)`,
    `unreachable|unresponsive|awol|gone (?:quiet|dark|missing|silent)|went (?:quiet|dark|missing|silent)|vanished|disappeared|checked out`,
    `(?:skips|skipped|skipping|misses|missed|missing|stopped attending) (?:\\S+ ){0,2}(?:standups?|meetings?|calls?|planning|syncs?|weekly|weeklies|check ins?)`,
    `(?:doesnt|does not|never|no longer|hardly|barely) (?:answer|answers|reply|replies|respond|responds|return|returns|pick up|picks up)`,
    `(?:hasnt|has not|havent|have not) (?:been (?:to|in|at) (?:the )?(?:office|meetings?|work)|shown up|turned up|replied|answered|responded)`,
    `(?:withdrawn|withdrawing|withdraws|pulled back|pulling back)`,
  ].join('|'),
);

/**
 * Effort compared, one side carrying more ("Ich sitze jeden Abend bis elf …, während mein
 * Mitgründer um sechs den Laptop zuklappt", "twice the hours", "a third of what I do", "three
 * vacations while I …"): the case is the imbalance, named as such, whatever the shares say.
 */
export const unequalEffort = pattern(
  [
    `(doppelt|dreimal|viel|deutlich|weit|halb) so viel (wie|als)`,
    `(mehr|weniger) (stunden|arbeit|zeit) (\\S+ ){0,3}als`,
    `\\d+ stunden (\\S+ ){0,6}\\d+`,
    `während (mein|meine|unser|unsere|er|sie|der|die|das|mein \\S+|meine \\S+) (\\S+ ){0,6}(um (vier|fünf|sechs|sieben|\\d+)|pünktlich|feierabend|urlaub|frei|früh|nichts|kaum was)`,
    `(ist|geht|verschwindet) (\\S+ ){0,3}(jeden tag|immer|täglich) (\\S+ ){0,2}um (vier|fünf|sechs|\\d+)`,
    `(die ganze|die meiste|den großteil der) (last|arbeit)`,
    `(drückt|duckt|drücken|ducken) sich (\\S+ ){0,6}(weg|davor|vor)|wegduck\\w*`,
    `(kaum|nur halb so viel|weniger) (\\S+ ){0,2}(arbeitet|leistet|beiträgt|schafft)`,
    `twice (the hours|as much|as many hours|the work)|(a third|half|a fraction|a quarter) of what i (do|put in|deliver|ship)`,
    `(more|fewer|less) (hours|work) than`,
    `(vacations?|holidays?|time off|long weekends?|weekends? off) (\\S+ ){0,6}(while|whenever) i`,
    `while i (havent|have not|hadnt|cover|do|am doing|work|carry|handle|stay)`,
    `(isnt|is not|not|never|doesnt) pull(s|ing)? (his|her|their) weight`,
    `(carry|carrying|carries) (the|most of the) (whole |entire )?(load|weight|work)`,
    `(doing|do) (most|all|twice|double) (of )?the work`,
    // Work counted against the others by anyone on a team (a support agent, a lead about one of
    // theirs): "takes half the calls I do", "deutlich weniger Termine als alle anderen".
    `(nur |gerade mal )?(halb|ein drittel|ein viertel) so viele (\\S+ ){0,3}wie (ich|wir|alle|die anderen|der rest)`,
    `(deutlich|viel|weit|spürbar|merklich|nur halb so) (weniger|mehr) (\\S+ ){1,2}als (ich|wir|alle|jede\\S*|die anderen|der rest|alle anderen)\\b`,
    `(half|a third|a quarter|a fraction) (of )?the (\\S+ ){1,2}(i|we|everyone else|the rest of us|the others) (do|take|close|handle|make|ship|get|answer)`,
    `(far |much |way |a lot )?(fewer|less) (\\S+ ){1,2}than (i do|me|anyone|everyone|the rest|the others|all of us)`,
  ].join('|'),
);

/**
 * Anger kept in, not yet said ("nagt an mir", "bin innerlich sauer", "ich sag es keinem",
 * "keeping score", "I keep swallowing it", "resent"): the case is what nobody has said yet.
 */
export const heldResentment = pattern(
  [
    `nagt (\\S+ ){0,2}an mir|frisst (mich|es mich) (\\S+ ){0,2}(auf|an)|innerlich (\\S+ ){0,2}(sauer|wütend|kocht|brodelt|geladen)|groll\\w*|verbitter\\w*|bitter`,
    `(ich )?(sag|sage|sagte) (es |das |davon )?(keinem|niemandem|nichts)|(schlucke|schluck|schluckte) (es|das|alles|meinen ärger) (\\S+ ){0,2}runter|unausgesprochen\\w*|(angesprochen|gesagt) (hat|habe) (es |das )?(keiner|niemand|noch keiner|nie)`,
    `resent\\w*|bitter\\w*|keeping score|keep score|swallow\\w* (it|this|my)|(keep|kept) (it|this) (to myself|in)|quietly (angry|furious|resentful|frustrated|seething|mad)|unspoken|(never|havent|have not|didnt) (said|say) (anything|a word)|seething|grudge|(eats|eating|gnaws|gnawing) at me|bottl\\w* (it|this) up`,
  ].join('|'),
);

/**
 * Family in the company ("Meine Mutter macht bei uns die Buchhaltung", "mein Onkel ist
 * Gesellschafter", "my brother-in-law joined as our sales lead", "the owner's son"): roles at work
 * and at home are mixed, named as such.
 */
export const familyInCompany = pattern(
  [
    `(mein|meine|unser|unsere) (mutter|vater|mama|papa|onkel|tante|cousin|cousine|schwager|schwägerin|schwiegervater|schwiegermutter|schwiegersohn|sohn|tochter|bruder|schwester|mann|frau|ehemann|ehefrau)\\b`,
    `(ihr|sein) (mann|bruder|sohn|vater|cousin)\\b (\\S+ ){0,4}(arbeitet|ist|leitet|macht)`,
    `familienunternehmen|familienfirma|familienbetrieb|familienessen|familienfeier\\w*`,
    `(my|our|his|her) (mom|mum|mother|dad|father|uncle|aunt|cousin|brother in law|sister in law|father in law|mother in law|son|daughter|brother|sister|wife|husband)\\b`,
    `family (business|company|firm|dinner|drama)|(owners|founders|ceos) (son|daughter|wife|husband|brother|nephew|niece)`,
  ].join('|'),
);

/**
 * A decision taken alone that concerns the user ("ohne mich zu fragen", "über unsere Köpfe hinweg",
 * "allein entschieden", "without telling me", "I learned about it from the bill").
 */
export const decidedAlone = pattern(
  [
    `ohne (mich|uns) (\\S+ ){0,2}(zu fragen|einzubeziehen|zu informieren|zu fragen)|ohne (rücksprache|absprache|vorwarnung|es mir zu sagen|mir bescheid zu geben|mir etwas zu sagen|ein wort)`,
    `über (meinen|unsere|unseren|den) (kopf|köpfe) (\\S+ )?hinweg`,
    `(allein|alleine|eigenmächtig|im alleingang) (\\S+ ){0,3}(entschieden|beschlossen|unterschrieben|zugesagt|versprochen|eingestellt|gekündigt|gestrichen|umgestellt|geändert|abgesagt)`,
    `(hat|haben) (\\S+ ){1,8}ohne mich (\\S+ ){0,4}(entschieden|unterschrieben|eingestellt|versprochen|zugesagt|gestrichen|geändert|gekündigt|abgesagt)`,
    `ohne (vorher )?(mit mir|mit uns) (\\S+ ){0,2}(zu reden|zu sprechen|abzustimmen|zu klären)|(gefragt|einbezogen|informiert) (hat|haben) (er|sie|die beiden|\\S+) (mich|uns) (\\S+ ){0,2}nicht|(mich|uns) (\\S+ ){0,2}nicht (mal |einmal |vorher )?(gefragt|einbezogen|informiert)`,
    `(erst |)(danach|hinterher|im nachhinein|nachträglich) (\\S+ ){0,2}(bescheid gesagt|bescheid gegeben|informiert)|(just |only |then )?told (me|us) (afterwards|after the fact|later|after)\\b`,
    `without (asking|telling|consulting|checking with|involving|informing|a word to) (any of )?(me|us)|without me\\b|on (his|her|their) own\\b|behind my back|over (my|our) heads?`,
    `(never|doesnt|does not|didnt|did not|wont) (even )?(ask|asks|asked|check|checks|checked|consult|consults|consulted|involve|involves|involved) (with )?(me|us)\\b`,
    `i (found out|learned|learnt|heard) (about it )?(from|on|in|through|via) (the|an|a) (invoice|bill|email|slack|team meeting|all hands|press|contract)`,
    `(erst |)(im|aus dem|über das|von der) (team meeting|all hands|rechnung|vertrag|newsletter) erfahren|habe (es|das) (erst )?(\\S+ ){0,3}erfahren`,
    // "… ohne dass der Vorstand abgestimmt hat", "without anyone signing off": a decision nobody else took part in.
    `ohne dass (\\S+ ){0,5}(abgestimmt|zugestimmt|gefragt|informiert|bescheid|einverstanden|beschlossen|freigegeben)`,
    `without (anyone|anybody|the board|the team|us|me|my partner|my cofounder|my co founder) (\\S+ ){0,2}(agreeing|voting|approving|signing off|knowing|being asked|being told)`,
  ].join('|'),
);

/**
 * Who decides what, contested: a question about the last word ("wer entscheidet bei uns eigentlich",
 * "wer hat das letzte Wort", "who gets to call it", "who has the final say"), or a decision of the
 * user's overruled, reversed or vetoed ("hat meine Roadmap gekippt", "setzt sich über mich hinweg",
 * "overruled me", "keeps reversing calls I made", "vetoed our hire"). A product, a price or a hire
 * named beside it is what was decided, not the topic: the matter is the decision rights.
 */
export const decisionContested = pattern(
  [
    `wer (\\S+ ){0,3}(entscheidet|entscheiden darf|entscheiden soll|bestimmt|das sagen hat|hat das sagen|das letzte wort|darf (\\S+ ){0,5}entscheiden|soll (\\S+ ){0,5}entscheiden)|wer hat (\\S+ ){0,3}das sagen`,
    `(das )?letzte wort|(ein |kein )?vetorecht|veto`,
    `(entscheidung|entscheidungen|roadmap|planung|plan|freigabe|zusage|priorisierung|prioritäten|konzept|vorschlag) (\\S+ ){0,6}(gekippt|kassiert|einkassiert|umgeworfen|über den haufen geworfen|rückgängig gemacht|zurückgenommen|zurückgedreht|überstimmt|gestoppt)`,
    `(kippt|kassiert|kippte|kassierte) (\\S+ ){0,3}(entscheidung|entscheidungen|roadmap|planung|plan|freigabe|zusage)`,
    `(setzt|setzen|setzte) sich (\\S+ ){0,3}über (mich|uns|meine entscheidung\\w*) (\\S+ )?hinweg|(übergeht|übergehen|überstimmt|überstimmen) (mich|uns)|(werde|wurde|werden|wurden) (ich|wir)? ?(\\S+ ){0,6}(überstimmt|übergangen)`,
    `who (\\S+ ){0,2}(gets|get) to (call it|decide|make (the|that|those|these) calls?)|who (actually |really |even |ultimately )?(decides|calls the shots|makes the calls?|has the (final|last) (say|call|word))|who (should|can|may) (decide|make the call)|(final|last) (say|word)|final call on|calls? the shots`,
    `overrul\\w*|overrid(e|es|ing|den)|overrode|veto\\w*`,
    `(revers\\w*|undo|undoes|undid|undoing|scrapp?\\w*|kill\\w*|shot down|shoots down|pull(ed|s)? the plug on) (\\S+ ){0,4}(decision|decisions|call|calls|plan|plans|roadmap|project|projects|feature|features|release|launch)`,
    `(make|made|makes|take|took) (a|the|my) (call|decision) (\\S+ ){0,6}(undoes|undid|reverses|reversed|overturns|overturned|overrules|overruled|changes it back|changed it back)`,
    `(entscheidung|entscheidungen|projekt|release|launch|kampagne|feature) (\\S+ ){0,6}(gekippt|abgeblasen|gestrichen|gecancelt|beerdigt)`,
    `(makes?|making) (every|all the|all) (single )?(call|calls|decision|decisions)(?! (to|with|from)\\b)`,
  ].join('|'),
);

/**
 * Two others at odds, told by one above them ("wie sich unsere Designerin und unser Entwickler
 * anzicken", "zwei Abteilungsleiter blockieren sich gegenseitig", "the CTO and the head of sales
 * working against each other"): the user leads, watches and has not stepped in yet.
 */
export const othersAtOdds = pattern(
  [
    `sich (\\S+ ){0,3}(gegenseitig|ständig|dauernd|seit \\S+ \\S+)? ?(anzicken|anzickt|blockieren|blockiert|bekriegen|bekämpfen|aus dem weg|anschweigen|anschreien|angiften|die schuld)`,
    `(gegenseitig|einander) (\\S+ ){0,3}(blockieren|die schuld|ausbremsen|schlecht)`,
    `(blockieren|blockiert|bekriegen|bekämpfen|behindern|sabotieren|zicken) sich (\\S+ ){0,4}(gegenseitig|einander|ständig|dauernd)`,
    `(spannung|spannungen|reibung|zoff|streit|krach) zwischen (unserem|unserer|unseren|meinem|meiner|meinen|dem|der|den|zwei)`,
    `(sniping|sniped|snipe|snaps?|snapping|snapped|yelling|shouting|barking|lashing out|bickering) at each other|gehen sich (\\S+ ){0,5}an|(zoffen|zanken|fetzen|beharken) sich`,
    `(working|work|works) against each other|at each others throats|at war|(tension|friction|feud|beef|bad blood) between (our|my|the|two)|(stopped|stop|not) (speaking|talking) to each other|(avoid|avoiding|blame|blaming|undermin\\w*) each other|silent treatment`,
  ].join('|'),
);

/** The user's own state told beside the matter: a hard shift, a night without sleep, drained. */
const ownShift = pattern(
  `nachtschicht|spätschicht|doppelschicht|(harte|harten|langen|lange|schwere|schweren|anstrengende|anstrengenden|zwölf stunden|\\d+ stunden) (\\S+ ){0,2}(schicht|dienst|einsatz|nachtdienst)|(komme|kam|bin) (\\S+ ){0,3}(aus der|von der|vom) (schicht|nachtschicht|dienst|nachtdienst|einsatz)|night shift|(long|hard|rough|double|brutal|\\d+ hour|twelve hour|ten hour) (\\S+ ){0,2}(shift|call|night on call)|(off|after) (a|my|the) (\\S+ ){0,2}shift`,
);
const ownSleep = pattern(
  `(nicht|kaum|schlecht|kein auge) (\\S+ ){0,3}(geschlafen|zugetan)|schlaflos\\w*|(\\d+|zwei|drei|vier|fünf) stunden schlaf|(havent|have not|didnt|did not|couldnt|barely|hardly) (\\S+ ){0,2}(slept|sleep)|no sleep|(\\d+|two|three|four|five) hours of sleep|sleepless`,
);
const ownDrained = pattern(
  `(ich bin|bin) (\\S+ ){0,2}(fix und fertig|völlig fertig|total fertig|erschöpft|ausgelaugt|am ende|durch|platt|k\\.?o\\.?)|(im|i m|i am) (\\S+ ){0,2}(wiped|drained|exhausted|burnt out|burned out|running on empty|worn out|fried|spent)`,
);

/** What the message says about the user's own state, or null ("Ich komme gerade aus einer langen Nachtschicht"). */
export function ownState(text: string): 'shift' | 'sleep' | 'drained' | null {
  const folded = fold(text);
  return ownShift.test(folded) ? 'shift' : ownSleep.test(folded) ? 'sleep' : ownDrained.test(folded) ? 'drained' : null;
}

/** A split being made now, not one from back then ("Wir verhandeln gerade die Anteile für …"). */
const newSplit = pattern(
  [
    `verhandeln|verhandlung`,
    `(?:neuen|neue|neuer|dritten|dritte|dritter) (?:\\S+ ){0,1}(?:mitgründer|mitgründerin|gesellschafter|gesellschafterin|partner|partnerin)`,
    `(?:wie|sollen|wollen|müssen) (?:wir )?(?:\\S+ ){0,5}(?:aufteilen|verteilen)`,
    `noch nicht (?:aufgeteilt|verteilt)|bevor wir gründen|vor der gründung`,
    `negotiat\\w*`,
    `new (?:third )?(?:co founder|cofounder|partner)|third (?:co founder|cofounder|partner)`,
    `how (?:should|do|would|can) we (?:\\S+ ){0,2}split`,
    `(?:havent|have not|not yet) (?:\\S+ ){0,1}split|before (?:we )?(?:incorporate|found|start)`,
    `bring\\w* (?:on|in) a (?:third|new)`,
  ].join('|'),
);

/** Feelings boiled over in a moment the message names ("hat mich angeschrien", "blew up"). */
const outburstNamed = pattern(
  [
    `ausbruch|ausgerastet|ausgeflippt|angeschrien|angebrüllt|geschrien|gebrüllt|laut geworden|explodiert|geplatzt|geknallt|wutanfall|geweint|in tränen|tür zu`,
    `outburst|yelled|shouted|screamed|blew up|blown up|lost (?:his|her|their|my) temper|snapped|stormed out|slammed|burst into tears|cried|meltdown|exploded`,
  ].join('|'),
);

/** A sale of the company pushed by someone ("will die Firma verkaufen", "wants to sell"). */
const saleNamed = pattern(
  `(?:will|wollen|möchte|drängt darauf|drängt) ${gap(6)}verkaufen|(?:wants?|keen|eager|ready|pushing|pushes|push) to sell|(?:acquisition|kauf|übernahme)\\w* ?(?:offer|angebot)`,
);

/**
 * The knowledge entries whose case the message names outright (the talk broken off, a sale or an
 * exit, an accusation, outside help tried): that case is the core, not a topic word beside it
 * ("Funkstille seit dem Streit um das Budget" is about the silence, not the budget).
 */
/**
 * The entries of the kinds a message names without an entry's own cue (unequal effort, a decision
 * taken alone, family in the company, anger kept in, two others at odds told by one who leads):
 * the coach takes them as hits of their entry.
 */
export function namedKinds(text: string, lead = false): string[] {
  const folded = fold(text);
  const named: [string, boolean][] = [
    ['commitment', unequalEffort.test(folded)],
    ['decision-rights', decidedAlone.test(folded) || decisionContested.test(folded)],
    ['friendship', familyInCompany.test(folded)],
    ['emotions', heldResentment.test(folded)],
    ['mediation', lead && othersAtOdds.test(folded)],
  ];
  return named.filter(([, found]) => found).map(([id]) => id);
}

export function namedCases(text: string, lead = false): string[] {
  const folded = fold(text);
  const named: [string, boolean][] = [
    ['commitment', absent.test(folded) || unequalEffort.test(folded)],
    ['decision-rights', decidedAlone.test(folded) || decisionContested.test(folded)],
    ['friendship', familyInCompany.test(folded)],
    ['emotions', heldResentment.test(folded)],
    ['glasl', talkBrokeOff.test(folded)],
    ['exit', userSplit.test(folded) || userLeaving.test(folded) || saleNamed.test(folded)],
    ['mediation', outsideTried.test(folded) || userMediated.test(folded) || (lead && othersAtOdds.test(folded))],
    ['i-messages', userAccused.test(folded)],
    ['underperformance', userAccused.test(folded)],
  ];
  return named.filter(([, found]) => found).map(([id]) => id);
}

/**
 * The key of the situation frame (texts.situation) for knowledge entry `id` on the message `text`:
 * the entry's own, one for the other direction ("exit/leaving"), or null when none fits.
 */
export function frameFor(id: string, text: string, lead = false): string | null {
  const folded = fold(text);
  const own = (fits: boolean) => (fits ? id : null);
  switch (id) {
    case 'exit':
      return userSplit.test(folded) ? 'exit/split' : userLeaving.test(folded) ? 'exit/leaving' : id;
    case 'underperformance':
    case 'i-messages':
      return userAccused.test(folded) ? `${id}/accused` : id;
    case 'early-employee':
      return own(!userIsEarly.test(folded));
    case 'conflict-styles':
      return own(userOwnsPattern.test(folded));
    case 'mediation':
      return outsideTried.test(folded) || userMediated.test(folded)
        ? 'mediation/tried'
        : lead && othersAtOdds.test(folded)
          ? 'mediation/lead'
          : id;
    case 'glasl':
      return talkBrokeOff.test(folded) ? 'glasl/silent' : id;
    case 'commitment':
      return absent.test(folded) ? 'commitment/absent' : unequalEffort.test(folded) ? 'commitment/unequal' : id;
    case 'decision-rights':
      return decidedAlone.test(folded) ? 'decision-rights/alone' : id;
    case 'friendship':
      return familyInCompany.test(folded) ? 'friendship/family' : id;
    case 'equity-vesting':
      return own(!newSplit.test(folded));
    case 'emotions':
      return outburstNamed.test(folded) ? id : heldResentment.test(folded) ? 'emotions/held' : null;
    default:
      return id;
  }
}

// What the user carries alone, in their words ("ich mache alle Investorengespräche allein", "die
// ganzen Kundentermine bleiben an mir hängen", "I'm doing all the investor calls alone", "I'm the
// one handling payroll"): the reply names it. German as an accusative ("den ganzen Vertrieb"),
// the user's "mein"/"unser" and "my"/"our" as the coach says them ("dein"/"euer", "your").
const germanTasks: readonly RegExp[] = [
  /\bich\s+(?:\S+\s+){0,3}?(?:mache|mach|erledige|übernehme|stemme|trage|führe|manage|organisiere|betreue|bearbeite|schreibe|halte)\s+(?:(?:jetzt|inzwischen|seitdem|gerade|mittlerweile|nun|auch)\s+)*((?:die|den|das|alle|alles|meine|meinen|unsere|unseren|unser|sämtliche)\b[^,.;!?]{0,50}?)\s+(?:(?:jetzt|inzwischen|gerade|mittlerweile|seitdem|nun|komplett|ganz|praktisch|quasi)\s+)*(?:allein|alleine|selbst|im Alleingang)\b/iu,
  /\bich\s+kümmere\s+mich\s+(?:\S+\s+){0,4}?(?:allein|alleine)\s+(?:\S+\s+){0,2}?um\s+([^,.;!?]{3,60}?)(?=\s*(?:[,.;!?]|$|\s+(?:während|weil|obwohl|und (?:er|sie|mein\w*))\b))/iu,
  /\bich\s+kümmere\s+mich\s+(?:\S+\s+){0,3}?um\s+([^,.;!?]{3,50}?)\s+(?:(?:jetzt|inzwischen|gerade|mittlerweile)\s+)*(?:allein|alleine)\b/iu,
  /(?:^|[,.;]\s*|\b(?:aber|und|doch)\s+)((?:die|den|das|alle|meine|unsere)\s+[^,.;!?]{2,50}?)\s+(?:mache|erledige|übernehme|stemme|trage|manage|betreue)\s+ich\s+(?:\S+\s+){0,2}?(?:allein|alleine|selbst)\b/iu,
  /(?:^|[,.;]\s*|\b(?:und|aber|doch)\s+)((?:die|der|das|alle|meine|unsere)\s+[^,.;!?]{2,50}?)\s+(?:bleibt|bleiben|liegt|liegen|landet|landen|hängt|hängen)\s+(?:\S+\s+){0,3}?(?:an mir|bei mir)\b/iu,
];
const englishTasks: readonly RegExp[] = [
  /\bi(?:'m| am|'ve been| have been| was| end up| ended up| keep| now)?\s+(?:now\s+|still\s+|basically\s+|stuck\s+|left\s+)?(?:doing|handling|running|covering|carrying|managing|preparing|taking|making|writing|leading|juggling|dealing with|do|handle|run|cover|carry|manage|prepare|take|make|write|lead|juggle|deal with)\s+((?:all|the|every|our|my|both|each|most|payroll|\w+)\b[^,.;!?]{0,50}?)\s+(?:all\s+)?(?:alone|by myself|on my own|single-handedly|solo|myself)\b/iu,
  /\bi(?:'m| am) (?:now |still )?the one (?:who(?:'s| is) )?(?:handling|doing|running|covering|carrying|managing|taking care of|dealing with|preparing)\s+([^.;!?]{3,60}?)(?=\s*(?:[.;!?]|$|,?\s+(?:while|because|since|but|and (?:he|she|they|my|our))\b))/iu,
  /(?:^|[,.;]\s*|\b(?:and|but|so)\s+)((?:the|all|every|our|my)\s+[^,.;!?]{2,50}?)\s+(?:is|are)\s+(?:all\s+|now\s+|suddenly\s+)?(?:on me|left to me|falling on me|landing on me)\b/iu,
];

/** The task the message says the user carries alone, as the coach names it, or null. */
export function carriedTask(text: string, lang: 'de' | 'en'): string | null {
  if (lang === 'de') {
    for (const [i, task] of germanTasks.entries()) {
      const found = task.exec(text)?.[1]?.trim();
      if (!found || found.split(/\s+/).length > 8) continue;
      let words = found.split(/\s+/).map((word) => germanPossessives[word.toLowerCase()] ?? word);
      // The subject of "bleibt an mir hängen" is said as the object of "trägst": "der ganze" → "den ganzen".
      if (i === germanTasks.length - 1 && /^der$/i.test(words[0] ?? ''))
        words = ['den', ...words.slice(1).map((word) => (/^\p{Ll}+e$/u.test(word) ? `${word}n` : word))];
      return words.join(' ').replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    }
    return null;
  }
  for (const task of englishTasks) {
    const found = task.exec(text)?.[1]?.trim();
    if (!found || found.split(/\s+/).length > 8) continue;
    return found
      .replace(/\b(my|our)\b/gi, 'your')
      .replace(/\bme\b/gi, 'you')
      .replace(/^(The|All|Every|Both)\b/, (word) => word.toLowerCase());
  }
  return null;
}
