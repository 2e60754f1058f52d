// A crisis said in the words of the body, health and its treatment (issue #21, safety27b): pills,
// a prescription, a dose, sleep, eating, a doctor, a clinic, a diagnosis, the heart. Such words
// fire the medical rules and can pull the classifier's crisis score into the note band, so a
// crisis said with them got the medical boundary or the gentle note instead of help first ("I
// have enough of my prescription saved up", "wie viele von den Schlaftabletten wären zu viel",
// "the doctor's note says rest, I say there's no point anymore", "chest pains again, part of me
// hopes this time it's the big one"). Three readings, each of two parts, on the folded message:
// - `wish`: a health or body word beside the wish to be dead or the end of one's reasons to
//   live, said of oneself ("nicht mehr aufwachen", "no reason to go on living", "hope my heart
//   just stops", "mit dem Leben abgeschlossen", "letting it end");
// - `amount`: how many or how much of a drug or pills would be too many, enough or the whole pack
//   ("ab wie vielen Tabletten hört das Herz auf", "the dose you don't come back from"), never a
//   dose asked for safely, per day or for a child;
// - `kept`: a drug, a prescription or pills kept, saved up or counted for later, or a drug in
//   reach that one keeps looking at or thinks of taking all of ("die ganze Packung heb ich mir für
//   die Nacht nach der Abstimmung auf", "my late wife's morphine … I keep looking at it"), or
//   taken too many of on purpose.
// A safe look-alike has only one part: tired after a launch, "krank vor Sorge", a dose for a
// child's fever, "a hard pill to swallow", "no point in another deck revision".
import { fold, foldedRegExp, sentences, wordGap as gap } from '../text';

const re = foldedRegExp;

/** A drug, pills or a prescription: the means. */
const drug =
  'pills?|pillen|\\w*tablett\\w*|tramadol|tilidin\\w*|codein\\w*|oxycodon\\w*|pregabalin\\w*|quetiapin\\w*|mirtazapin\\w*|tablets?|schlaftablett\\w*|sleeping (pills?|meds|tablets)|schlafmittel\\w*|sleep(ing)? meds|meds|medikament\\w*|medications?|medicine|prescriptions?|rezept\\w*|refill|packung\\w*|the (whole )?(box|bottle|pack)|insulin\\w*|insulinpen|morphin\\w*|morphium|opioid\\w*|oxy\\w*|fentanyl|schmerzmittel|painkillers?|paracetamol|ibuprofen|aspirin|zopiclon\\w*|zolpidem|amitriptylin\\w*|antidepressiv\\w*|antidepressants?|sertralin\\w*|sertraline|lithium|benzo\\w*|diazepam|valium|tavor|lorazepam|xanax|blutdruck\\w*|blood pressure meds|heart meds|herztabletten';

/** A word of the body, health or its care: the setting a crisis is said in here. */
const bodyWord = re(
  `${drug}|dos(e|is|ierung|age)|overdos\\w*|uberdosis|arzt|arztin|arzte|hausarzt\\w*|doctor\\w*|docs?|gp|psychiat\\w*|therapeut\\w*|therapist|klinik\\w*|clinic|hospital|krankenhaus|psych ward|psychiatrie|diagnos\\w*|behandl\\w*|treatment|krankgeschrieben|krankschreibung|sick (note|leave)|signed (me )?off|doctors note|burn ?out|schlaf\\w*|geschlafen|sleep\\w*|slept|essen|esse|gegessen|eat|eating|eaten|hunger|hungry|herz\\w*|heart|chest pains?|brust\\w*|korper|body|krank|sick|illness`,
);

/**
 * The wish to be dead or no reason left to live, of the user: not a plan's or a project's "no
 * point" ("there's no point in another revision") nor a way out of a contract.
 */
const wish = re(
  [
    // English
    `(dont|do not|didnt|never) (want|wanna|wish) to (wake up|be (here|alive|around)|live|exist|go on|keep (going|living))|` +
      `stopped wanting to (be (here|alive|around)|live|wake up)|` +
      `not (to )?wake up|dont wake up|never wake up|` +
      `no (reason|point|sense) (left )?(to|in) (go(ing)? on|liv(e|ing)|keep (going|living)|be(ing)? (alive|here)|wak(e|ing) up)|` +
      `nothing (left )?to live for|no point (anymore|any more|to any of it|in any of it)$|(theres|there is|its|it is) no point (anymore|any more)( in any of it)?$|` +
      `better off without me|(hope|hopes|hoped|hoping|wish) (that )?(this time )?(it s|its|it is|this is) the (big|last) one|` +
      `(hope|hopes|hoped|hoping|wish) (that )?(it|my heart|the heart|my body|everything|it all) (just |finally )?(stops|ends|gives (up|out)|is over)|` +
      `(let|letting|allow|allowing) (it|my body|me) (just )?(end|stop|go|give up|waste away|shut down)|ready to let (it|go)|` +
      `(get|have|want) it (all )?over with|dont come back from|(sleep|sleeping) ${gap(3)}(for ever|forever|for good|permanently)|` +
      `(end|ending) (my life|it all)|(end|ending) it(?! (\\S+ ){0,2}with)|` +
      `dont care (if|whether) i (survive|live|make it|wake up)|(waste|wasting) away|(disappear|vanish) (for ever|forever|for good)|` +
      `(dont|do not) want to be alive|dont see why i should (keep|go on|live)`,
    // German
    `(will|mochte|mag|wollte) (ich )?(eh |einfach |auch |eigentlich )?(gar )?nicht mehr (leben|aufwachen|da sein|hier sein|weiterleben|existieren)|` +
      `(ich (will|mag)|(will|mag) ich) (eh |einfach |auch |halt |eigentlich |sowieso )*nicht mehr$|` +
      `nicht mehr aufwach\\w*|nie mehr aufwach\\w*|` +
      `kein(en)? (sinn|grund) mehr ${gap(3)}(zu leben|weiterzuleben|leben|aufzustehen ${gap(2)}weiterzuleben)|keinen sinn mehr ${gap(2)}(auch nicht|nicht mal) mein leben|` +
      `(es )?(hat|macht) (alles )?keinen sinn mehr$|(sehe|seh) keinen ausweg mehr|keinen ausweg mehr$|` +
      `mit dem leben abgeschlossen|(wofur|fur das) ich (noch )?leben (will|kann|mochte)|nichts mehr ${gap(2)}wofur ich (noch )?(leben|kampfen)|` +
      `besser ohne mich|(dass|wenn|ob) (es|das herz|mein herz|mein korper|alles) (diesmal |einfach |endlich |dann )*(aufhort|stehen bleibt|stehenbleibt|vorbei ist|aufgibt)|` +
      `(es|alles) (einfach )?(enden|zu ende gehen) (zu )?lassen|hinter mir haben|(fur immer|endgultig) (schlafen|verschwinden|weg sein|einschlafen)|` +
      `(schluss|ein ende) (zu )?machen(?! mit (dem|der|den|diesem|dieser) )|` +
      `egal ob ich (das )?(uberlebe|aufwache)|(nur noch|einfach) verschwinden ${gap(1)}(fur immer|endgultig)|am liebsten fur immer|` +
      `(lass|lasse) (ich s|ichs|ich es|es) (einfach )?zu$`,
  ].join('|'),
);

/** A wish's words said of a plan, a project, a deal or a talk, not of oneself. */
const wishAboutThing = re(
  `(no point|kein(en)? sinn) (in|mit|zu|,)? ?(another|the|this|that|a|dem|der|diesem|dieser|noch einer|ein\\w*) (deck|revision|meeting|pitch|call|round|runde|streit|diskussion|verhandlung|bewertung|version|update)|` +
    `(ending|end) it ${gap(2)}with|(schluss|ein ende) machen mit (dem|der|den|meinem|meiner|unserem|unserer)|pitch|demo|launch ${gap(3)}(over with|hinter mir)`,
);

/** How many or how much of the drug would be too many, enough or the end. */
const amountAsk = re(
  `(how (many|much)|wie ?viele?|ab wie vielen?|welche (menge|dosis)|what (dose|amount|number)|which dose) ${gap(6)}(${drug}|dose|dosis)? ?${gap(6)}` +
    `(zu viel\\w*|too (many|much)|would (it )?take|would be (enough|too)|ware\\w* zu viel|reich\\w*|enough to|braucht man|needed to|lethal|todlich|deadly|hort das herz auf|stops the heart|(nicht|not|never) (mehr )?(aufwach|wake)\\w*|wacht (man )?(nicht|nie) mehr auf|dont come back|nicht (mehr )?zuruck)|` +
    `(dose|dosis|menge) ${gap(3)}(you|man) ${gap(2)}(dont|do not|nicht) (come back|wake up|zuruckkommt|aufwacht|uberlebt|survive)|` +
    `(what happens|was passiert) ${gap(4)}(\\d+|dreissig|zwanzig|thirty|twenty|all|alle) ${gap(2)}(${drug}|stuck) ${gap(3)}(at once|auf einmal|together|zusammen)|` +
    `(overdose|uberdosis) (of|von|mit) ${gap(2)}\\S+ ${gap(2)}(feel like|anfuhlt|sich anfuhlt|like)`,
);

/** A dose asked for safely, per day, for a child or another person's treatment. */
const safeAmount = re(
  `safe(ly)?|sicher|darf|durfen|can i (safely )?take|kann ich (\\S+ )?nehmen|per day|a day|am tag|pro tag|taglich|daily|` +
    `kind\\w*|kid\\w*|child\\w*|sohn|tochter|son|daughter|baby|kita|daycare|\\d+ ?(kg|kilo)|fieber|fever|` +
    `hund|dog|katze|cat|tierarzt|vet|oma|opa|grandma|grandpa|mutter|vater|mum|mom|dad`,
);

/** Pills or a drug kept, saved or counted for later, looked at, or all of it thought of taking. */
const keptMeans = re(
  `(${drug}) ${gap(6)}(saved up|saving up|stockpil\\w*|stashed|hoard\\w*|gesammelt|sammle|gehortet|gebunkert|zur seite gelegt|beiseite gelegt|aufgehoben|aufheben|auf ?heb\\w*|abgezahlt|gezahlt|zahle|count|counted|counting|keeping|keep (it|them) for|heb (ich )?(mir )?(\\S+ )?auf)|` +
    `(saved up|saving up|stockpiled|stockpiling|hoarding|sammle|gesammelt|zur seite gelegt|keeping|keep|heb|hebe) ${gap(6)}(${drug})|` +
    `(${drug}) ${gap(8)}(keep looking at (it|them)|keep staring|looking at (it|them) (all|every)|(denk|denke) (\\S+ )?(standig|immer|dauernd)? ?dran|alles davon (zu )?nehmen|take all of (it|them))|` +
    `(mit absicht|absichtlich|on purpose|deliberately|intentionally) ${gap(4)}(zu viele|too many|a bunch of|all (of )?my|die ganze|the whole|alle) ${gap(2)}(${drug})|` +
    `(zu viele|too many|a bunch of) ${gap(2)}(${drug}) ${gap(3)}(genommen|taken|took|geschluckt|swallowed) ${gap(3)}(mit absicht|absichtlich|on purpose|deliberately)|` +
    `(took|taken|genommen|geschluckt) ${gap(4)}(${drug}) ${gap(2)}(on purpose|mit absicht|absichtlich|deliberately)|` +
    `(die ganze|the whole|whole) (packung|box|bottle|pack|refill|ladung) ${gap(6)}(nehm\\w*|take|spritz\\w*|inject\\w*|schluck\\w*|swallow\\w*|heb\\w* (ich )?(mir )?(\\S+ )?auf|keeping|for the night|fur die nacht)|` +
    `(nehm\\w*|take|spritz\\w*|inject\\w*|schluck\\w*|swallow\\w*) ${gap(4)}(die ganze|the whole|den ganzen) (packung|box|bottle|pack|refill|insulinpen|pen)`,
);

/** A drug named anywhere in the message. */
const drugNamed = re(
  `${drug}|prescribed|verschrieben|verschreibt|tramadol|tilidin\\w*|codein\\w*|oxycodon\\w*|pregabalin\\w*|quetiapin\\w*|mirtazapin\\w*`,
);

/** All of it taken, said of a drug the message names ("… und ich denk ständig dran, alles davon zu nehmen"). */
const takeAllOfIt = re(
  `alles davon ${gap(1)}(zu )?(nehmen|schlucken|spritzen)|(take|swallow|inject) (all|every bit) of (it|them)( at once)?|` +
    // counted or saved, said of the drug by a pronoun ("… my late wife's morphine. I've been counting it tonight.")
    `(counting|counted|count|saving|saved|stockpiling|hoarding) (it|them) (up )?(all )?(tonight|today|again|every|for|since|$)|(zahle|gezahlt|sammle|gesammelt|gehortet) (sie|es) ${gap(2)}$`,
);

/** Another person's pills, samples, stock or a product: no means of the user's. */
const notOwnMeans = re(
  `inventur|inventory|samples?|proben?|lager|warehouse|produkt\\w*|product\\w*|kunde\\w*|customers?|clients?|apotheke\\w* (software|kunde|app)|pharmacy (software|client|app)|` +
    `(grunder\\w*|inhaber\\w*|founder|owner|co ?owner|betreibe\\w*|leite\\w*|run|runs|manage\\w*) ${gap(2)}(apotheke\\w*|pharmac(y|ies)|praxis|clinic|klinik|station|ward)|(fur|for) (die |the |our |unsere )?(filialen|branches|stores|patient\\w*|station|ward|praxis|practice)|` +
    `vitamin\\w*|reise\\w*|urlaub\\w*|trip|travel\\w*|vacation|holiday|hund|dog|katze|cat|tierarzt|vet|oma|opa|grandma|grandpa|fur (meine|meinen) (mutter|vater|oma|opa|kind|sohn|tochter)|for my (mum|mom|mother|dad|father|kid|son|daughter)`,
);

/** The user speaks of themself (a first person, or a German verb without its "ich"). */
const firstPerson = re(
  'i|im|ive|ill|id|me|my|myself|ich|mich|mir|mein\\w*|hab|habe|bin|will|sammle|heb|nehm|esse|schlaf\\w*',
);

export type BodyCrisis = 'wish' | 'amount' | 'kept';

/** A crisis said beside or in the words of the body, health and its treatment, or null. */
export function crisisInBodyWords(text: string): BodyCrisis | null {
  const whole = fold(text);
  if (!bodyWord.test(whole)) return null;
  const parts = sentences(text).map(fold);
  const clauses = parts.flatMap((part) => [part, ...part.split(/ (?:und|and|aber|but|doch) /)]);
  if (clauses.some((part) => amountAsk.test(part) && !safeAmount.test(part))) return 'amount';
  if (!firstPerson.test(whole)) return null;
  const allOfIt = drugNamed.test(whole) && clauses.some((part) => takeAllOfIt.test(part));
  if ((allOfIt || clauses.some((part) => keptMeans.test(part))) && !notOwnMeans.test(whole)) return 'kept';
  if (clauses.some((part) => wish.test(part) && !wishAboutThing.test(part))) return 'wish';
  return null;
}

/** A pronoun or a short reference for a drug named before ("von denen", "davon", "them", "those"). */
const drugReference =
  /\b(von denen|von den dingern|davon|die dinger|die alle|sie alle|alle davon|die restlichen|of them|of those|of these|those|them)\b/g;

/**
 * A later turn that asks how many would be too many, or keeps or takes all of a drug the user's
 * previous message named, by a pronoun ("Mein Hausarzt hat mir Schlaftabletten verschrieben." …
 * "wie viele von denen wären eigentlich zu viel"): the amount and kept readings of
 * `crisisInBodyWords` on the latest message with the drug put in for the pronoun. A dose for a
 * child or a safe one, in either message, stays a dose question.
 */
export function crisisOfDrugNamedBefore(previous: string, latest: string): BodyCrisis | null {
  const before = fold(previous);
  if (!drugNamed.test(before) || notOwnMeans.test(before) || safeAmount.test(before)) return null;
  const parts = sentences(latest).map(fold);
  if (!parts.some((part) => part.search(drugReference) >= 0)) return null;
  const named = parts.map((part) => part.replace(drugReference, 'von tabletten'));
  const clauses = named.flatMap((part) => [part, ...part.split(/ (?:und|and|aber|but|doch) /)]);
  if (clauses.some((part) => amountAsk.test(part) && !safeAmount.test(part))) return 'amount';
  if (notOwnMeans.test(fold(latest))) return null;
  const own = parts.flatMap((part) => [part, ...part.split(/ (?:und|and|aber|but|doch) /)]);
  if (clauses.some((part) => keptMeans.test(part)) || own.some((part) => takeAllOfIt.test(part))) return 'kept';
  return null;
}
