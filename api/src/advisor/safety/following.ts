// Being followed, waited for or turned up on where one lives (issue #21): "his car has been behind
// mine on the way home three nights running", "stand unangemeldet vor meiner Wohnungstür", "was
// leaning against my car in the garage", "found a tracker under my car", "knows which café I'm in",
// "fährt nachts an meinem Haus vorbei". No threat is said, so the classifier scores them low; the
// help is the one for danger (rules.ts `danger-veiled-following`). The place must be the private
// life of the user or of someone the user speaks for (home, door, car, the child's school, the
// gym), never the office, a trade show or a client meeting, and the one who comes must not be
// expected ("waited at the car so we could drive to the client together"). Read on the folded
// whole message (text.ts `fold`).
import { fold, foldedRegExp, wordGap } from '../text';

const gap = wordGap;
const bounded = foldedRegExp;

/** Whose: the user's or the one the user speaks about. */
// Not "his": a man's door in the corpus is mostly where the user would wait for him (violence).
const whose = '(my|her|mine|meine|meinem|meinen|meiner|mein|ihre|ihrem|ihren|ihrer|ihr|the kids|my kids|my childrens)';

/** Places of private life. */
const home =
  '(home|house|flat|apartment|place|door|doorstep|front door|building|lobby|street|car|kids school|kids daycare|childrens school|daughters school|sons school|school|daycare|kindergarten|gym|wohnung|wohnungstur|haus|hauses|haustur|tur|hauseingang|wohnhaus\\w*|treppenhaus|strasse|auto|wagen|kita|schule|kindergarten|fitnessstudio)';

const signs = bounded(
  [
    // waiting, standing, leaning, sitting or parked at a private place
    `(waits?|waiting|waited|wartet\\w*|stood|standing|stands|steht|stand|stehen|leaning|lehnte|lehnt|sitting|sat|sass|sitzt|parked|geparkt|parkt\\w*|hanging around|hangs around|lurking|lauert\\w*|rumhangt|hangt ${gap(3)}rum|rum) ${gap(4)}(at|outside|in front of|across from|by|against|in|on|vor|an|gegenuber|in|bei) ${gap(1)}(von )?${whose} ${gap(1)}${home}`,
    `(vor|outside|in front of|gegenuber von) ${whose} ${gap(1)}${home} ${gap(3)}(auf|rum|herum|gewartet|wartet\\w*|stand|steht|gestanden|parkt\\w*)`,
    // turning up at one's home
    `(taucht\\w*|wartet\\w*|steht|stand|lauert\\w*|parkt\\w*) ${gap(4)}(vor|an|bei) (der|dem) ${home} (meines|meiner|ihres|ihrer|seines|seiner)`,
    `(showed up|shows up|showing up|turned up|turns up|turning up|appeared|appears|appearing|came|comes) ${gap(3)}(at|to|outside) ${whose} ${gap(1)}${home}|(taucht\\w*|aufgetaucht|stand|steht|kam|kommt) ${gap(4)}(vor|bei|an) ${whose} ${gap(1)}${home}|(keeps|kept) (appearing|showing up|turning up) ${gap(3)}(at|near|outside) ${whose}|(taucht|tauchte) ${gap(2)}(standig|immer wieder|dauernd) ${gap(3)}(in|bei|vor) ${whose}|(rang|ringing) (my|her|his) (door ?bell|bell)|bei (mir|ihr|ihm) geklingelt`,
    // following on the way home
    `(behind|hinter) (mine|me|mir|her|ihr|ihm|him) ${gap(3)}(on the way home|home|nach hause|heimweg|every (night|evening)|jeden abend)|(walking|walks|walked|following|follows|followed|trailed|trailing|tailing|tailed) (behind )?(me|her|him) ${gap(6)}(home|to the (tram|train|station|bus|car)|every (night|evening)|at night)|(lauft|lief|folgt|folgte|fahrt|fuhr) (mir|ihr|ihm) ${gap(8)}(hinterher|nach)|(bis )?nach hause (verfolgt|gefolgt)|(verfolgt|gefolgt) ${gap(3)}bis (nach hause|zur|zum|vor)|(being|been|was|is|im|i m) (followed|trailed|stalked|tailed) (home|to)`,
    // knowing where one is or lives
    `found out where (i|she|he) lives?|rausgefunden,? wo (ich|sie|er) wohn\\w*|(?<!(keiner|niemand|no one|nobody|ich|i|ob ich|if i) )(knows|knew|weiss|wusste) ${gap(2)}(which|what|in welchem|welches|wo) ${gap(1)}(cafe|bar|restaurant|gym|floor|stock|etage|ich bin|sie ist|ich wohne|i live|she lives)|knew my floor|never gave (him|her|them) my address|adresse ${gap(3)}nie gegeben`,
    // a tracker, passing one's home again and again, seen everywhere
    `(airtag|gps tracker|tracker|peilsender|gps sender) ${gap(4)}(in|under|on|unter|an|am) ${whose}|${whose} ${gap(2)}(bag|tasche|auto|car) ${gap(4)}(airtag|tracker|peilsender)|(drives|driving|drove|fahrt|fahren|fuhr) ${gap(4)}(past|by|an) ${whose} ${gap(1)}${home}( vorbei)?|(see|sehe) (him|her|ihn|sie) (everywhere|uberall)`,
  ].join('|'),
);

/** Expected, everyday or the user's own: a lift, a meeting, a parcel, the user who would wait. */
const notFollowing = bounded(
  // the user is the one who waits, sits or follows (the user's own plan, or a car in a garage)
  `(ich|i|ive|i ve|im|i m) ${gap(1)}(wart\\w*|wait\\w*|stand|stood|stehe|sat|sitting|sitze|sass|lauer\\w*|lauf\\w*|park\\w*|spent|been sitting|follow\\w*|gefolgt|hingefahren|fahr\\w*)|(wart\\w*|steh\\w*|lauf\\w*|lauer\\w*|park\\w*|sitz\\w*|stand) ich|(sitting|sat|sitze|sass) ${gap(1)}in (my|meinem) (car|auto)|(my|meine) leute|` +
    `so (that )?we could|together|zusammen|gemeinsam|to pick (me|us) up|give (me|us) a lift|(mich|uns) (\\S+ )?abzuholen|(mich|uns) (\\S+ )?abholen|mitnehmen|mitzunehmen|drive to the client|delivery|lieferung|paket|parcel|` +
    `trade show|messe|conference|konferenz|(i ll|i will|ill|im going to|i m going to|ich werde|ich warte|ich stell mich|ich fahr\\w*) ${gap(4)}(wait|warten|outside|vor|past|vorbei)|` +
    `how do (you|we|i) (track|trace)|tracking (tool|app|software|pixel)|field staff|dienstwagen|mit gps ausstatten|` +
    // the user's own tracker (issue #21, safety21c: "I keep an AirTag in my bag since the airline lost it")
    `(i|ich) ${gap(2)}(put|placed|stuck|keep|bought|use|hab|habe|lege|legte|packe|packte|steck\\w*|kaufte|gekauft|nutze) ${gap(3)}(airtag|tracker|peilsender|gps)`,
);

/**
 * Watched or waited for where one's child is or at one's own routine (issue #21, safety15b): "sat
 * in his car across from the nursery when I dropped her off", "stand vor der Kita, als ich meinen
 * Sohn abgeholt hab", "waiting outside my gym when my class ends", "nice swim this morning" from
 * someone who was never told. Four things in the message: the place (a child's place, a class, the
 * gym or the pool), being there or watching, someone unexpected (he, a man, someone, a former
 * partner) and the user's child or own routine. Not a trainer, a teacher or the other parents who
 * watch (no one unexpected), and not the user who waits.
 */
const routinePlace =
  '(nursery|daycare|kindergarten|preschool|kita|kiga|school|schule|schul\\w*|playground|spielplatz|practice|training|\\w*training|kinderturnen|swimming|swim|schwimm\\w*|pool|hallenbad|gym|fitnessstudio|studio|yoga\\w*|pilates|climbing gym|kletterhalle|boulderhalle|spinning|class|\\w*kurs|lessons?|umkleide|changing room|treadmill|laufband|jogging|joggen)';
const beingThere = `(waiting|waited|waits|wartet\\w*|stood|standing|stands|steht|stand|sat|sitting|sits|sitzt|sass|parked|parkt\\w*|lingering|lingers|lurking|lauert\\w*|appear\\w*|turn\\w* up|show\\w* up|taucht\\w*|aufgetaucht|already there|schon da|war da|auch da|watch\\w*|stare\\w*|starr\\w*|angestarrt|beobacht\\w*|geguckt|guckt|reingeschaut|photograph\\w*|fotografier\\w*|filmed|gefilmt|asked (which|for|about)|nach (meiner|meinem|ihr|ihm) ${gap(1)}gefragt|abzuholen|to pick (her|him) up|walks behind|lauft ${gap(4)}(wie ich|hinter))`;
const someoneUnexpected = bounded(
  '(he|hes|him|er|ihn|a man|ein mann|a guy|der typ|the guy|someone|somebody|jemand|a stranger|ein fremder|ex|former|ehemalig\\w*|fruher\\w*|same (black |white |grey |dark )?(car|suv|van)|derselbe wagen|dasselbe auto)',
);
const childOrRoutine = bounded(
  `(my|our|mine|meine\\w*|mein|unsere\\w*|unser) ${gap(1)}(kids?|childs?|childrens?|sons?|daughters?|little ones?|kleine\\w*|sohn\\w*|tochter|kind\\w*|kinder\\w*)|(my|mein|meine\\w*) ${gap(1)}(gym|class|kurs|training\\w*|workout|swim|yoga\\w*|studio|trainingszeiten|routine|runde)|` +
    `(i|ich|when i|wenn ich|als ich) ${gap(3)}(train|trainiere|swim|schwimme|jogge|drop|pick|bring|abhol\\w*|abgeholt|bringe|leave|komm\\w*|go)|(the|die|beim|zum) (kids|kinder)|(never|nie) ${gap(4)}(told|gesagt)`,
);
const watchedAt = bounded(`${beingThere} ${gap(8)}${routinePlace}|${routinePlace} ${gap(8)}${beingThere}`);
const expectedThere = bounded(
  // someone expected, or someone else waited for ("wartet vor der Kita auf den Ex-CTO")
  `(wartet\\w*|waiting|waits|waited) ${gap(6)}(auf (den|ihn|seinen)|for (him|them))|with me|mit mir|(my|mein|meine\\w*) (trainer\\w*|coach|teacher|lehrer\\w*|mother in law|schwiegermutter|mum|mom|mutter|oma|grandma|babysitter|nanny)`,
);

/** Being followed, waited for or turned up on where one lives, or watched where one's child is or at one's routine (see above). */
export function followedIn(text: string): boolean {
  const folded = fold(text);
  if (notFollowing.test(folded)) return false;
  if (signs.test(folded)) return true;
  return (
    watchedAt.test(folded) &&
    someoneUnexpected.test(folded) &&
    childOrRoutine.test(folded) &&
    !expectedThere.test(folded)
  );
}
