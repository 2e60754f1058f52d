// The safety layer: pure, deterministic, in front of every provider, not configurable by the
// conversation. It classifies the user's latest message into crisis (danger to life or health),
// legal (case-specific legal advice), medical (diagnosis, therapy, medication) and
// high_escalation (Glasl stages 6–9: threats, lawyers only, sabotage, wanting to destroy the
// other). Crisis wins over everything and stops coaching for the turn.
//
// How: the message is split into clauses, each is folded (lower case, umlauts and ß folded,
// punctuation removed, see text.ts), long crisis keywords with a typo are corrected, explicitly
// negated statements ("I would never hurt myself") are cut out, and curated patterns run on what
// is left. Decisions on figurative language, each covered by tests:
//   - Killing a thing is figurative ("this conflict is killing our startup", "ich bringe das
//     Projekt um"); killing or hurting a person is a crisis, also as hyperbole ("ich könnte ihn
//     umbringen"): when unsure, crisis wins.
//   - Something else killing *me* is stress talk ("der Stress bringt mich um", "this is killing
//     me"); I killing myself is a crisis.
//   - "Ich kann nicht mehr" / "I can't go on" / "I can't do this anymore" ending a clause are a
//     crisis; with an object that names the conflict ("... mit ihm arbeiten", "... like this with
//     my cofounder") they are conflict language.
//   - A threat with a legal or business object ("droht mit dem Anwalt", "threatened to leave")
//     is high escalation; a threat of violence, or a bare threat against the user, is a crisis.
//   - Losing one's mind ("das bringt mich noch um den Verstand") is stress talk; "ich könnte ihn
//     erwürgen" is hyperbole but names violence against a person: crisis.
//   - Hedged thoughts and wishes count like statements ("manchmal denke ich, es wäre besser, nicht
//     mehr da zu sein", "I wish I could disappear", "what's the point of going on"); with an object
//     that names the work ("... mit ihm weiterzumachen", "... with this pitch deck", "disappear from
//     these meetings", "dass der Streit aufhört") they are conflict language.
//   - "I have a plan." / "Ich habe einen Plan." as the whole message is a crisis; a plan with a
//     content ("..., for Monday", "I have a plan: ...") is not. A bare "ich mache Schluss" is not
//     (it is how people sign off); "mit allem Schluss machen" is.
import { keptIn } from '../kept';
import { screenOf } from '../screen';
import { editDistance, fold, foldedRegExp, sentences, wordGap } from '../text';
import { safetyCategories, type SafetyCategory } from '../types';
import { actIn } from './act';
import { novelWord } from './figurative';
import { asksAboutHealth } from './health';
import { acuteBodySigns } from './body';
import { crisisInBodyWords } from './body-crisis';
import { followedIn } from './following';
import { menaceIn } from './menace';
import { quotedThreatIn } from './quoted';
import { excludedForTrait } from './trait';
import { heardThreat, vowedHarm } from './told';
import { consequenceThreat } from './consequence';
import { accessHarm } from './harm-access';
import { leverageHarassment } from './leverage';
import { asksWhoAnswers } from './who-answers';
import { cannotGoOn, workExhaustion } from './concepts';

interface Rule {
  id: string;
  category: SafetyCategory;
  pattern: RegExp;
  /** The rule does not fire when this matches the same clause (figurative or business use). */
  unless?: RegExp;
  /** The rule does not fire when this matches anywhere in the message (a reason told in another sentence). */
  unlessAnywhere?: RegExp;
  /** The rule does not fire when this holds of the whole message (folded; a reading beyond one pattern). */
  unlessWhole?: (whole: string) => boolean;
  /** The rule reads only the whole message (a bare statement that anything after it explains). */
  whole?: boolean;
  /** The rule fires only in a sentence that asks ("Ist das steuerlich besser?"; "…, weil es steuerlich besser ist" asks nothing). */
  asks?: boolean;
}

/** Folds a pattern the way `fold` folds text, so patterns can be written with umlauts. */
const re = foldedRegExp;

/** Up to n arbitrary words. */
const gap = wordGap;

/** Pest control as a business or a job (folded). */
const pestTrade = re('pest control|kammerjager\\w*|schadling\\w*|ungeziefer|exterminator\\w*');
/** Poison put in someone's drink or food, or a person poisoned (folded). */
const poisonForSomeone = re(
  '(in|into|ins|unter) (his|her|their|seinen|seine|sein|ihren|ihre|ihr) \\S+|(vergift\\w*|poison\\w*) (him|her|them|ihn|sie)\\b',
);

/** Up to n words, none of them "mit"/"with" (which names what the user would go on with). */
const gapNoObject = (n: number) => `(?:(?!mit |with )\\S+ ){0,${n}}`;

/** Up to n words, none of them a preposition of place ("wenn ich im Meeting nicht mehr da wäre"). */
const gapNoPlace = (n: number) => `(?:(?!(?:im|in|bei|beim|auf|aus|an|am|vom|von|zum|zur) )\\S+ ){0,${n}}`;

/** Working-life things: with them, "no sense any more" or "killing" is figurative. */
const businessThing =
  'projekt\\w*|firma|unternehmen|startup|start up|idee|deal|stimmung|motivation|produkt|feature|launch|meeting\\w*|' +
  'plan|budget|team ?spirit|teamgeist|zusammenarbeit|partnerschaft|company|project|idea|business|product|' +
  'momentum|vibe|mood|morale|culture|kultur|deadline|release|sprint|roadmap|pitch|runde|round|vertrag|contract|app|' +
  'code|konflikt|conflict|diskussion\\w*|discussion|debatte|debate|vorschlag|proposal|gesprach\\w*|streit\\w*|' +
  'verhandlung\\w*|team|arbeit|job';

const businessObject =
  'anwalt\\w*|klage\\w*|verklag\\w*|gericht\\w*|kundig\\w*|rauswurf|rauswerfen|rausschmeissen|verlassen|aussteig\\w*|' +
  'ausstieg|anteil\\w*|firma|werfen|rauszuwerfen|rauszuschmeissen|feuern|presse|investor\\w*|kunden|gehalt|geld|zugang|vertrag|offentlich\\w*|gesellschafter\\w*|' +
  'lawyer\\w*|attorney\\w*|lawsuit|sue|suing|court|leave|leaving|quit\\w*|walk\\w* away|fire|firing|kick me out|shares|' +
  'equity|investors|press|public|contract|board|vesting|money|salary|notice|resign\\w*|boycott\\w*|funding|polizei|police|anzeige';

const person =
  'ihn|sie|ihm|ihr|ihnen|den typen|den kerl|die frau|(meinen|meine|meinem|unseren|unsere|den|die|diesen|diese) ' +
  '(mit ?grunder\\w*|chef\\w*|kolleg\\w*|partner\\w*|geschaftspartner\\w*|cofounder|co founder|ceo|cto|boss|investor\\w*|typ|kerl)|' +
  'him|her|them|that guy|the guy|someone|somebody|people|everyone|(my|our|the|that|this|his|her|their) (\\w+ )?(co ?founder|cofounder|partner|' +
  'business partner|boss|colleague|manager|ceo|cto|cfo|coo|investor|guy|employee|admin|administrator|rep|engineer|developer|designer|intern|landlord|accountant|lawyer)s?';

/**
 * A farewell's ordinary reasons, written once for crisis-plan-farewell's two lists and
 * crisis-plan-farewell-known's one (each adds its own words): `departure` (a job's end, a
 * retirement, a move) is in all three, `lifeChange` in the two that read the farewell's own clause,
 * `handover` (a successor, a new job) in the two that read the whole message.
 */
const departure = 'umzug|rente|retire\\w*|neue stelle|last day|letzter tag|ausstand';
const lifeChange = 'wedding|hochzeit|sabbatical|elternzeit|parental leave|new role|resign\\w*|offboarding';
const handover =
  'letzten tag|nachfolger\\w*|successor|new job|neuen job|leave the company|leaving the company|moving (to|away|out)';

/** The user's or someone's family, as an object of a threat ("your kids", "meine Tochter"). */
const kinNoun =
  'kinder|kind|kids|kid|children|child|tochter|sohn|daughter|son|frau|ehefrau|mann|ehemann|wife|husband|familie|family|eltern|parents|mutter|mama|vater|papa|mother|mum|mom|father|dad|schwester|bruder|sister|brother|freundin|freund|girlfriend|boyfriend|baby|enkel\\w*|grandchildren|kleine|kleinen|little one|little ones';
const kin = `(dein|deine|deinen|deinem|deiner|eure|euren|eurer|your|ur|yer|meine|mein|meinen|meinem|meiner|my|his|her|seine|seinen|seiner|ihre|ihren|ihrer) (${kinNoun})`;
const kinDative = `(deiner|deinem|deinen|eurer|eurem|euren|meiner|meinem|meinen|seiner|seinem|ihrer|ihrem|your|my|his|her) (${kinNoun})`;
const weapon =
  'messer|klappmesser|springmesser|schlagstock|teleskopschlagstock|totschlager|baseballschlager|schlagring|pistole|revolver|waffe|knarre|schusswaffe|gewehr|elektroschocker|taser|axt|machete|knife|knives|switchblade|baton|club|baseball bat|brass knuckles|knuckle duster|knuckleduster|gun|pistol|revolver|rifle|firearm|weapon|stun gun|axe|machete|crowbar|bat|brecheisen|schraubenzieher|schraubendreher|screwdriver|teppichmesser|cuttermesser|box cutter|boxcutter|hammer|quarzsandhandschuhe';

/** Drinks and food something could be mixed into (violence-plan-spike). */
const drinkOrFood =
  'cola|bier|kaffee|tee|wasser|wein|glas|getrank|drink|essen|mittagessen|coffee|tea|water|wine|beer|glass|lunch|food|dinner|smoothie|soup|suppe|salat|salad|sandwich|water bottle|wasserflasche';

/** Someone other than the user whose drink it would be (violence-plan-spike). */
const spikePerson =
  'ihm|ihr|ihnen|sein|seine[mnrs]?|ihre[mnrs]?|his|her|their|him|them|someone|somebody|' +
  '(dem|der|den|meinem|meiner|meinen|unserem|unserer|unseren|seinem|seiner|ihrem|ihrer) (mit ?grunder\\w*|chef\\w*|kolleg\\w*|partner\\w*|geschaftspartner\\w*|cofounder|co founder|ceo|cto|investor\\w*|teamleiter\\w*|typ\\w*|kerl|vorgesetzt\\w*|mitarbeiter\\w*|kund\\w*)|' +
  '(my|our|the|that) (co ?founder|cofounder|partner|business partner|boss|colleague|manager|ceo|cto|investor|employee|team lead|guy)s?';

/** Words after a food that make it a plan or a budget, not a drink ("Essen-Budget", "lunch order"). */
const notADrink = '(order|budget|bestellung|planung|meeting|calendar|kalender|invite|slot|break|pause|menu|karte)';

/** A place to wait or a fight: a "lesson" meant physically (violence-plan-lesson). */
const physical =
  'tiefgarage|garage|parkplatz|draussen|vor der tur|hinterhof|gasse|fauste\\w*|faust|prugel\\w*|schlag\\w*|hau|haue|haut|verhau\\w*|warte\\w*|' +
  'car park|parking lot|parking garage|outside|alley|fists?|punch\\w*|hit|beat\\w*|fight\\w*|waiting|wait for|man to man';

/** General knowledge, not this case ("was heißt eigentlich Good Leaver?", "in general, when is a director liable?"). */
const generalQuestion =
  'allgemein\\w*|in general|generally|generell|grundsatzlich|ganz allgemein|kein akuter fall|was (heisst|heist|bedeutet|ist) (eigentlich|denn|so)|' +
  'unterschied zwischen|difference between|erklar\\w*|explain\\w*|what does \\S+ (even )?mean|curious|curiosity|podcast\\w*';

const rules: Rule[] = [
  // --- crisis: suicidal thoughts, direct ---
  {
    id: 'suicide-word',
    category: 'crisis',
    pattern: re('suizid\\w*|selbstmord\\w*|selbsttotung|freitod|lebensmud\\w*|suicid\\w*|todesgedanken'),
    unless: re('suizidprav\\w*|suicide prevention'),
  },
  {
    id: 'kill-myself-de',
    category: 'crisis',
    pattern: re(
      `(mich|mir) (selbst |selber )?(${gap(2)})(umbringen|umzubringen|toten|erhangen|aufhangen|das leben nehmen|vergiften|erschiessen)|` +
        `bringe? (ich )?mich ${gap(3)}um$|bringe? (ich )?mich ${gap(3)}um (und|weil|denn|wenn|dann)|` +
        `(mir|mich) (selbst |selber )?${gap(2)}(etwas|was) an(tun|zutun)|tu\\w* mir ${gap(2)}(etwas|was) an|` +
        `mir ${gap(2)}(das leben|mein leben) (nehmen|zu nehmen)|mein(em)? leben (ein ende|beenden|zu beenden)|` +
        `(will|mochte|werde|wurde|muss) ${gap(4)}sterben|(furchte|angst) um mein leben|lieber tot|(ware|war) ${gap(2)}(lieber |besser )?tot|wunsch\\w* ${gap(4)}tot|` +
        // "ich will einfach tot sein", "ich würde alles dafür geben, tot zu sein".
        `(will|mochte|wurde|wollte|sehne\\w*|geben),? ${gap(4)}tot (zu )?sein`,
    ),
  },
  {
    id: 'kill-myself-en',
    category: 'crisis',
    pattern: re(
      'kill(ing)? my ?self|end(ing)? my (own )?life|take my (own )?life|taking my (own )?life|(want|wanna|going|gonna|plan\\w*) to die|' +
        'wish (i|id) (was|were|had) (dead|never been born)|(be|being|am|im) better off dead|hang(ing)? my ?self|' +
        // "I want to be dead", "I'd kill to be dead right now", "I'd give anything to be dead".
        '(want|wanna|wanted|would like|d like|rather|kill|anything|everything) (to )?(just |simply )?(be|being) dead|' +
        'jump(ing)? (off|from|in front of) (a|the) (bridge|building|roof|train|cliff)|overdos\\w*|' +
        'not (want|wanna|wanting) to (live|be alive|exist|wake up)|dont (want|wanna) to (live|be alive|exist|wake up|be here)|' +
        'no (reason|point) (to|in) (live|living|being alive|going on|wake up|waking up)|' +
        'life (is|feels) (pointless|meaningless|not worth)|not worth living|end it all|ending it all|end everything|' +
        'sleep (forever|and never wake up)|never wake up|(not|never) waking up|not wake up|wanna die|wish to die|ready to die|' +
        `(want|wanna|going|gonna|thinking|think|plan\\w*) (to |about |of )?end(ing)? (it|things|everything)$|` +
        // "i'm going to end it tonight": a time makes it a plan (only in the first person singular).
        `(i|im|i am|ill|i will|i shall) (going to |gonna |about to )?end (it|things|everything)( all)? (tonight|today|tomorrow|this (weekend|evening|week)|before (the|this) (weekend|morning))(?! (with|for|on|at|between|and (sign|tell|move)))|` +
        `(dont|do not|cant|cannot|no longer) see (the|any) point (of|in) (living|life|going on|being alive|anything)|` +
        `(happier|better) (off )?(if|when) (i|im) (was|were|am|) ?(gone|dead|not here|not around)|(make|made) (him|her|them) bleed`,
    ),
  },
  // --- crisis: suicidal thoughts, indirect ---
  {
    id: 'not-be-here-de',
    category: 'crisis',
    pattern: re(
      `(will|mochte|wunsch\\w*|wurde am liebsten|ware lieber|ware es besser|am liebsten|wunsche mir) ${gap(3)}nicht mehr (da|hier|am leben|leben|aufwachen|existieren)|` +
        `wenn ich nicht mehr (da|hier|am leben) (war|bin)\\w*|nicht mehr aufwachen|einfach (verschwinden|weg sein)$|` +
        `(will|mochte) ${gap(2)}(einfach )?(verschwinden|weg sein)|(kann|will|mag) ${gap(2)}nicht mehr leben|` +
        `besser (dran )?ohne mich|(keiner|niemand) (wurde|wird) mich vermissen|bin (nur |allen )?(noch )?(eine|allen eine) last|` +
        'ausweglos|keinen ausweg( mehr)?|sehe kein licht mehr|kein(en)? grund (mehr )?zu leben|' +
        `keine (lust|kraft|energie) mehr (zu|auf) ${gap(1)}leben|(wozu|warum|wofur|wieso) (noch )?(weiter ?)?leben|` +
        `(brucke|dach|hochhaus|zug|gleis\\w*|klippe|fenster) ${gap(2)}(springen|werfen|sturzen|legen)|tabletten ${gap(1)}(gesammelt|gehortet|gebunkert)|` +
        `fur immer (weg|verschwinden|schlafen|einschlafen)|halte (das|es) (alles )?nicht mehr aus$|` +
        `(denke|gedanken|nachdenken) ${gap(3)}(an den tod|ans sterben|uber den tod|ans aufhoren)|todessehnsucht|` +
        `(wenn|dass) es mich (nicht|nicht mehr) (gabe|gab|gibt)|(mochte|will) ${gap(2)}nicht mehr existieren`,
    ),
    // A way out of a named work problem is conflict language ("keinen Ausweg aus diesem Patt").
    // Someone gone for good to a place is a move ("er ist für immer weg, er geht zurück nach Indien").
    unless: re(
      `keinen ausweg aus (dem|der|diesem|dieser|unserem|unserer|meinem|meiner) (\\S+ )?(${businessThing}|\\w*vertrag\\w*|situation mit|gesellschaft|deal|patt|sackgasse|dilemma|blockade|pattsituation|zwickmuhle)|` +
        `\\b(ist|sind|bleibt) (\\S+ )?fur immer weg\\W+(\\S+ ){0,3}(zieht|gezogen|umgezogen|ausgewandert|geht zuruck|ging zuruck|zuruck nach|nach [a-z]+ (gezogen|zuruck))`,
    ),
  },
  {
    id: 'no-sense-de',
    category: 'crisis',
    pattern: re(
      '(alles|leben|nichts|das alles|mein leben) ' +
        gap(3) +
        '(keinen|kein) sinn( mehr)?|(hat|macht) (alles|nichts|das leben|mein leben) ' +
        gap(2) +
        '(keinen )?sinn mehr|keinen sinn mehr$|(leben|alles) (ist )?sinnlos|sinnlos (zu )?leben',
    ),
    unless: re(`zu \\S+|${businessThing}`),
  },
  {
    id: 'end-everything-de',
    category: 'crisis',
    pattern: re(
      'alles beenden|alles zu beenden|(allem|dem ganzen|allem hier) ein ende (setzen|machen|bereiten)|' +
        'schluss (machen )?mit (allem|dem leben|mir)|(will|mochte) ' +
        gap(2) +
        'nicht mehr weiter ?leben',
    ),
  },
  {
    id: 'cannot-anymore-de',
    category: 'crisis',
    // Only at the end of a clause: "ich kann nicht mehr mit ihm arbeiten" is conflict language.
    pattern: re('(ich )?(kann|will|mag) (einfach |echt |wirklich |so |gar |ehrlich )*nicht mehr( weiter)?$'),
    unlessWhole: exhaustedByWork,
  },
  {
    id: 'cannot-go-on-en',
    category: 'crisis',
    pattern: re(
      '(cant|cannot|can not|dont want to|unable to) (go on|keep going|carry on|do this|take (it|this|this life))( (any ?more|any longer|like this|living|with life))?$|' +
        '(cant|cannot) (go on|keep) living|(everyone|they|people|my family|the world|all) (would be|are|is|be) better off without me|' +
        'better off without me( in it| around| here| in their lives| honestly| anyway| tbh)?$|(nobody|no one|noone) would (miss|notice|care)|(im|i am) (just )?a burden|' +
        'no way out|(just )?want(ed)? to disappear( forever)?|(goodbye|suicide) (letter|note)|' +
        'see no (light|future|point)|(no|nothing) (left )?to live for|tired of (living|life|being alive)',
    ),
    // A way out of a named work problem is conflict language ("no way out of the lease unless we sublet").
    // Telling someone "this can't go on" is conflict language (safety22b), not one's own life.
    unless: re(
      `(tell|telling|told|say|said|explain)\\w* ${gap(4)}(this|that|it|things) (cant|cannot|can not) go on|` +
        `no way out of (the|this|that|our|my|a|an|his|her|their) (\\S+ )?(${businessThing}|lease|\\w*contract|agreement|term sheet|clause|subscription|loan|negotiation|commitment|obligation|non ?compete|office|deal|partnership|stalemate|deadlock|dilemma)\\b`,
    ),
    unlessWhole: exhaustedByWork,
  },
  // --- crisis: hedged and indirect (a thought, a wish, a question, not a statement of intent) ---
  {
    id: 'indirect-de',
    category: 'crisis',
    pattern: re(
      // "es wäre besser, nicht mehr da zu sein", "gar nicht mehr aufzuwachen"
      `(besser|leichter|einfacher|schoner|lieber|wunsch\\w*|denke|dachte|manchmal|will|mochte|sehne\\w*) ${gap(4)}nicht mehr (da|hier|am leben) zu sein|` +
        `(nicht|nie) (mehr |wieder )?(aufwachen|aufzuwachen|aufwacht)|(einschlafen|einzuschlafen) (und )?(nicht|nie)|` +
        // "es wäre besser, wenn ich einfach weg wäre", "leichter, wenn ich verschwinde"
        `(besser|leichter|einfacher|schoner|ruhiger) ${gap(5)}wenn ich ${gapNoPlace(2)}(weg|tot|verschwunden|nicht mehr da|nicht mehr hier|nicht mehr am leben) (ware|waer|war|bin|sein wurde)|` +
        `(besser|leichter|einfacher|schoner|ruhiger) ${gap(5)}wenn ich ${gap(1)}(verschwinde|sterbe|gehe und nicht wiederkomme)$|` +
        `ohne mich ${gap(1)}(besser|leichter|einfacher|glucklicher) (dran|ginge|ware|waren)|(ware|waren|ginge|geht|gings) ${gap(3)}(besser|leichter|einfacher) ohne mich$|` +
        // "ich will einfach nur, dass es aufhört"
        `(will|mochte|wunsch\\w*|soll|sehne\\w*) ${gap(3)}(dass )?(es|alles|das alles|alles einfach|das) ${gap(1)}(aufhort|vorbei ist|ein ende hat)$|` +
        // "ich frage mich, ob es Sinn hat weiterzumachen", "wozu soll ich noch weitermachen"
        `(sinn|zweck) (hat|macht|habe) (noch )?(weiterzumachen|weiterzuleben|weiter zu machen|weiter zu leben)$|` +
        `(frage|frag) mich ${gap(1)}ob (das )?(alles|das leben|mein leben|es|das) ${gap(2)}(sinn|zweck) (hat|macht)$|` +
        `(wozu|warum|wofur|wieso|weshalb) (soll|sollte|muss) ich ${gapNoObject(3)}(weitermachen|weiterleben|weiter machen|weiter leben)$|` +
        `(wozu|warum|wofur|wieso|weshalb) ich ${gap(2)}(noch )?(lebe|weiterlebe|existiere|noch da bin)$|` +
        `(weiterzuleben|weiter zu leben)$|(keine|keinen) ${gap(2)}(kraft|lust|grund|sinn|mut) ${gap(2)}(weiterzuleben|weiter zu leben)|` +
        // "ich habe schon überlegt, wie ich es beenden könnte"
        `wie ich (es|alles|mein leben|mich) ${gap(1)}(beenden|beende|umbringe|umbringen|tote|toten|aus der welt schaffe)|` +
        `mit allem ${gap(1)}schluss (zu )?machen|(alles|das leben|mein leben|nichts) ${gap(3)}(keinen|kein) zweck( mehr)?$|` +
        `mein leben ${gap(2)}(nichts|nix) (mehr )?wert|mein leben ist (wertlos|vorbei|verpfuscht|sinnlos)|` +
        `(mich|das leben|mein leben) ${gap(1)}(aufgeben|aufgegeben)|gebe mich ${gap(1)}auf$|` +
        `(strick|seil|rasierklinge\\w*|klinge\\w*) ${gap(2)}(besorgt|gekauft|bereitgelegt|bereit|geholt|hangt|haengt|aufgehangt|festgemacht|geknotet|liegt bereit)|` +
        `(gegen (einen|den|die) (baum|wand|brucke)|in den gegenverkehr|vor (einen|den) (zug|lkw|laster|bus)) ${gap(1)}(fahren|zu fahren|rasen|springen|werfen|laufen)|` +
        // German words in an English sentence: "I just want to sterben"
        `(want|wanna|wish|going|gonna) (to )?(sterben|tot sein|mich umbringen)`,
    ),
    unless: re(
      `(weiterzumachen|weitermachen|aufhort|aufhoren) ${gap(1)}(mit|als) (ihm|ihr|dem|der|den|meinem|meiner|unserem|unserer|diesem|dieser)`,
    ),
  },
  {
    id: 'indirect-en',
    category: 'crisis',
    pattern: re(
      // "what's the point of going on", "I wonder if there is any point in carrying on"
      `(whats|what is|wheres|where is) the point (of|in) (going on|carrying on|living|trying|anything|it all|life|being (here|alive)|waking up)( any ?more| any longer)?$|` +
        `(whats|what is) the point( of it all| of anything)? (any ?more|any longer)$|` +
        `(theres|there is) no point( in)?( (anything|it|trying|living|going on|carrying on|life))?( any ?more| any longer)?$|` +
        `(any|no) point (in|of|to) (carrying on|going on|living|being alive|keep going|keeping going|trying any ?more)$|` +
        `(dont|do not|cant|cannot|no longer) see (a|any) way out( any ?more| any longer)?$|` +
        // "I just want it all to stop", "I want everything to stop"
        `(want|wish|need)\\w* ${gap(1)}(it|it all|everything|all of it|this all|all this|the pain) (to )?(just )?(stop|end|be over)$|` +
        // "I wish I could disappear / fall asleep and not wake up"
        `wish (i|id) (could|would|can) ${gap(1)}(disappear|vanish|not exist|stop existing|sleep forever|go to sleep forever|fall asleep and (not|never) wake up|not be here)|` +
        `(wanna|want to|going to|gonna) (just )?(disappear|vanish)( forever| for good| completely)?|` +
        // "it would be easier if I just wasn't around", "the world would be better without me in it"
        `(better|easier|happier|simpler|lighter) ${gap(3)}(if|when) (i|im) ${gap(2)}(wasnt|werent|was not|were not|wouldnt be|didnt exist|did not exist|was gone|were gone|was dead|were dead|disappeared|never existed|wasnt alive)( here| around| alive| any ?more| at all| anymore)*$|` +
        `(world|everyone|everybody|people|they|theyd|family|kids|all|anyone|company|team) ${gap(4)}(better|fine|happier|easier)( off)? without me( in it| around| here| in their lives)?$|` +
        `want\\w* to end (it|it all|things|everything|my life)|how (to|i (could|would|might|will|can|d)) end (it|it all|things|everything|my life)$|` +
        `(dont|do not) (want to|wanna) be (here|alive|around)( any ?more| any longer)?$|` +
        `(cant|cannot|can not) (go on|carry on|keep going)( any ?more| any longer)? (with )?(life|living|my life)|` +
        `giv(e|ing) up on (life|living|myself|everything)|` +
        // self-harm and means
        `(been|started|start|keep|am|im|was|back to) cutting( my ?self)?( again)?$|cutting (my ?self|my (arms?|legs?|wrists?|skin|thighs?))|cutting again|` +
        `(stockpil\\w*|hoard\\w*|saving up|saved up|collect\\w*|gather\\w*) ${gap(2)}(pills|tablets|meds|medication|tabletten|painkillers)|` +
        `(take|taking|took|swallow\\w*) (all|many|a bunch of|a handful of|the whole (bottle|pack)( of)?) (of )?(my |the )?(pills|tablets|meds|tabletten|painkillers|sleeping pills)|` +
        `(bought|got|have|tied) (a )?(rope|noose)|(rope|noose) ${gap(2)}(is |s )?(already )?(hanging|up|tied|ready)|noose|razor blades? ${gap(1)}(ready|bought)|` +
        `(drive|driving|drove|crash\\w*|steer\\w*) (my )?(car )?(into|off|in front of) (a |the )?(tree|wall|bridge|truck|lorry|train|cliff|oncoming traffic)`,
    ),
    unless: re(
      `(carrying on|going on|stop|end) ${gap(1)}(with|about) (this|the|that|our|my|his|her)|(disappear|vanish) (from|out of) ${gap(2)}(${businessThing}|meetings?|calls?|office|room)`,
    ),
  },
  {
    id: 'plan-bare',
    category: 'crisis',
    // "I have a plan." alone is how people at risk often say it; a plan with a content is not.
    whole: true,
    pattern: re(
      '^(i have|ive got|i ve got|i made|ive made|i have made|i have already made|ich habe|ich hab|hab|habe) (already |schon |jetzt |now |einen |a )*plan( already| schon| jetzt| now| gemacht| gefasst)?$',
    ),
  },
  {
    id: 'violence-physical',
    category: 'crisis',
    pattern: re(
      `(bezahlen lassen|heimzahlen|bussen lassen|leiden lassen|make (him|her|them) (pay|suffer)|pay for (it|this|that)|get (back at|even with) \\S+) ${gap(4)}(korperlich|physisch|physically|with my fists|mit (den|meinen) fausten)|` +
        `beat (the )?(crap|shit|hell|living daylights|snot|life) out of|(break|smash|bash|crack) (my|your|his|her) (legs?|arms?|neck|face|bones|jaw|nose|skull|head)|` +
        `mach\\w* (mich|ihn|sie|ihm|dich) ${gap(1)}kalt$|kalt ?zu ?machen|` +
        `(kick|smash|punch|bash) (his|her|their) (face|head|teeth)( in)?|` +
        `(messer|waffe|pistole|knarre|schusswaffe) ${gap(2)}(gezeigt|gezogen|gezuckt|vorgehalten|an den hals gehalten|mitgebracht)|` +
        `(pulled|showed|drew|waved|flashed|pointed) (a |his |her |their )?(knife|gun|weapon|pistol)|` +
        `(pushed|shoved|threw|slammed|pinned) me (against|into|to|on|onto) (the |a )?(wall|floor|ground|door|table|desk)|` +
        `mich ${gap(1)}(gegen|an) die wand (gedruckt|gestossen|geschubst|geworfen|gedrangt)|` +
        `(afraid|scared|terrified|worried|fear) ${gap(3)}(he|she|they|hes|shes|theyre|hell|shell|theyll) ${gap(3)}(do something|hurt|hit|attack|kill|harm|beat) (to )?me|` +
        `(afraid|scared|terrified) (to go|of going|going) home|angst ${gap(2)}nach hause zu gehen`,
    ),
  },
  // --- crisis: self-harm ---
  {
    id: 'self-harm',
    category: 'crisis',
    pattern: re(
      `selbstverletz\\w*|ritz\\w* mich|mich ${gap(2)}wieder ${gap(1)}(geschnitten|geritzt|verletzt|verbrannt)|(schneide|schneid) mich( selbst| wieder| oft| manchmal| selber)*$|` +
        `tue? mir (selbst |selber )?(\\S+ )?weh$|tue? mir (selbst|selber) weh|mich ` +
        gap(2) +
        '(ritzen|schneiden|verletzen|verbrennen)|mir ' +
        gap(2) +
        '(weh ?tun|wehzutun|die (arme|pulsadern) aufschneiden)|mir (selbst|selber) schaden|pulsader\\w*|' +
        `mich ${gap(1)}(selbst|selber) ${gap(1)}(verletzt|geritzt|geschnitten|verbrannt)|mich ${gap(1)}geritzt|` +
        `(nehme|schlucke|nehmen|schlucken|genommen|geschluckt) ${gap(2)}(alle|viele|die ganzen|eine packung|die packung|eine handvoll) ${gap(1)}tabletten|` +
        '(alle|viele|ganzen|meine) (\\S+ )?tabletten ' +
        gap(2) +
        '(schlucken|nehmen|genommen|geschluckt)|uberdosis|' +
        'self ?harm\\w*|(hurt|harm|cut|burn|injur|punish)\\w* my ?self|(all|many|bunch of|whole bottle of) (my )?(pills|tablets)',
    ),
  },
  {
    // A relapse said indirectly (issue #21, safety33): "fang abends wieder an mit der Klinge",
    // "greif wieder zur Rasierklinge", "started with the blade again", "picked up the razor again".
    id: 'self-harm-relapse',
    category: 'crisis',
    pattern: re(
      `(fang\\w*|angefangen|anfangen|beginn\\w*|begonnen) ${gap(4)}wieder ${gap(2)}(an )?mit (der |dem |den )?(rasierklinge\\w*|klinge\\w*|ritzen|schneiden)|` +
        `wieder (mit )?(der |dem )?(rasierklinge\\w*|klinge\\w*|ritzen|schneiden) ${gap(2)}(angefangen|anfangen|an)\\b|` +
        `(greif\\w*|gegriffen|griff) ${gap(3)}wieder ${gap(1)}(zur|zu der|nach der) (rasierklinge|klinge)|wieder zur (rasierklinge|klinge) (gegriffen|greif\\w*|griff)|` +
        `(start\\w*|back|begun|began|begin\\w*) ${gap(3)}with (the|my|a) (razor ?blades?|razor|blades?)( \\S+){0,4} again|` +
        `(picked|pick\\w*|reach\\w*|went|gone|going) (up |back (to|for) |for )(the|my|a) (razor ?blades?|razor|blades?) (\\S+ ){0,3}?again`,
    ),
    // A blade as a product or a tool of the work ("the blade design for the new mixer").
    unless: re(
      '(design|produkt\\w*|product\\w*|sortiment\\w*|linie|line|mixer|messer ?block|maschine|machine|prototyp\\w*|prototype)',
    ),
  },
  // --- crisis: violence against others (also hyperbole: crisis wins) ---
  {
    id: 'violence-de',
    category: 'crisis',
    pattern: re(
      `(${person}) ${gap(3)}(umbringen|umzubringen|toten|ermorden|erschiessen|erstechen|abstechen|erschlagen|erwurgen|abknallen|kaltmachen|verprugeln|zusammenschlagen|schlagen|eine (rein|runter)hauen|eins auf die fresse|die fresse polieren|was antun|etwas antun|den hals umdrehen)|` +
        `bring\\w* (?!ich mich )${gap(2)}um( (und|wenn|weil|falls|dann|ich|echt|wirklich|heute|morgen))*$|(hau|schlag)\\w* (ihm|ihr) ${gap(3)}(fresse|gesicht|maul|schnauze)|(ihm|ihr|ihnen) ${gap(2)}weh ?(tun|zu tun)|` +
        'amok|(waffe|messer|pistole) (mit|mitbringen|mitnehmen|besorgen)',
    ),
    // Killing a thing is figurative; so is stress killing me; "schlagen ... vor" is a proposal.
    unless: re(
      `bring\\w* ${gap(2)}(${businessThing}|das|es|alles|laden|sache) ${gap(1)}um|(bringt|bringen|bringst) mich ${gap(2)}um|` +
        `schlag\\w* ${gap(3)}vor|vorschlag\\w*|vorgeschlagen|(nicht|nie|niemals) ${gap(1)}(schlagen|umbringen|toten|antun|weh ?tun)|bring\\w* mich`,
    ),
  },
  {
    id: 'violence-en',
    category: 'crisis',
    pattern: re(
      `(ill|i will|im going to|im gonna|i want to|i wanna|i could|i might|i would like to|id like to|i am going to|i feel like) ${gap(2)}(kill|murder|stab|shoot|strangle|choke|beat up|beat|punch|hit|hurt|attack|smash|break|slap) (${person})|` +
        `(kill|murder|stab|shoot|strangle|beat up|punch|hurt|attack) (${person}) ${gap(3)}(if|when|tomorrow|next time|one day)|` +
        '(bring|get|buy|have) (a|my) (gun|knife|weapon)|going postal|' +
        `(said|says|told me|threaten\\w*|wrote|texted|swore) ${gap(3)}(kill|hurt|beat|hit|stab|shoot|harm|strangle) me|` +
        `(he|she|they|hell|shell|theyll) ${gap(2)}(kill|stab|shoot|strangle) me|beat me up|hurt me physically`,
    ),
    unless: re(
      `(hurt|attack|break|hit) (his|her|their|them) ${gap(1)}(feelings|ego|pride|argument|idea|proposal|position|point|plan|numbers)|(hurt|attack|hit) (him|her|them) (with|where)|` +
        // (A message shot to someone: "shoot the investor an email", "shoot him a text".)
        `shoot (${person}) ${gap(1)}(an? )?(e ?mail|mail|message|note|text|line|dm|invite|link|quick)`,
    ),
  },
  // --- crisis: threats received, danger ---
  {
    id: 'danger-de',
    category: 'crisis',
    pattern: re(
      `(hat|hatte) mich ${gap(2)}(geschlagen|geschubst|gestossen|angegriffen|gewurgt|getreten|verprugelt|bespuckt|bedroht|angefasst|festgehalten|eingesperrt)|` +
        `(droht|drohte|gedroht|drohen) ${gap(5)}(umzubringen|umbringen|umbringt|toten|totet|schlagen|schlagt|verprugeln|verprugelt|verletzen|abzustechen|absticht|gewalt|fertigzumachen|was anzutun|etwas anzutun|antut|kaputt ?zu ?schlagen)|` +
        `(gesagt|meinte|schrieb|geschrieben|angekundigt|droht\\w*|gedroht) ${gap(3)}(er|sie) ${gap(1)}(bringt|wird) mich ${gap(2)}(um|umbringen|toten|schlagen|verprugeln|abstechen)|` +
        `(schlagt|schlug|prugelt|tritt|trat|wurgt|wurgte) mich|(dass|weil) (er|sie) mich ${gap(2)}(schlagt|umbringt|totet|verprugelt|absticht|angreift)|` +
        `handgreiflich|gewalttatig|stalkt mich|verfolgt mich (bis )?(nach hause|zu hause)|lauert mir auf|passt mich ${gap(2)}ab|(weiss|kennt) wo ich wohne|vor meiner haustur|` +
        // "Ich weiß, wo deine Eltern wohnen": a veiled threat against the user or their family.
        `(weiss|wissen|kenne|kennen|kennt) ${gap(1)}wo (du|deine \\S+|dein \\S+|ihr|meine (eltern|mutter|schwester|kinder|tochter|frau|familie|freundin)|mein (vater|bruder|sohn|mann|freund|partner)) (wohnst|wohnen|wohnt|arbeitest|arbeitet|schlafst|zur schule)|` +
        `angst (um|vor) ${gap(1)}(mein leben|meine sicherheit|meine familie|meine kinder)|angst vor (ihm|ihr|ihnen)$|` +
        `angst ${gap(3)}(dass|er|sie) ${gap(3)}(mir|mich) ${gap(2)}(was|etwas|weh|schlagt|antut|angreift|verletzt)|` +
        `fuhle mich ${gap(2)}(bedroht|in gefahr)|nicht mehr sicher (bei|vor|neben|in meiner wohnung|zu hause)|bin in gefahr|(hat|hatte) eine (waffe|pistole)`,
    ),
    unless: re(
      `vor den kopf|verbal|mit worten|(im|in|vor) ${gap(1)}(meeting\\w*|allen|team)|offentlich|per mail|schriftlich|bedroht (fuhlen|fuhle) (in meiner|meine) (rolle|position)`,
    ),
  },
  {
    id: 'danger-de-bare-threat',
    category: 'crisis',
    // A threat with no legal or business object: when unsure, crisis wins.
    pattern: re('(droht|drohte|bedroht|bedrohte) (mir|mich)( \\S+)?$|(hat|hatte) (mir|mich) ' + gap(2) + 'gedroht$'),
    // A threat that names its object ("..., dass er die Präsentation selbst macht") is not bare.
    unless: re(`${businessObject}|(gedroht|droht|drohte|bedroht) (\\S+ )?(dass|damit|mit)`),
  },
  {
    id: 'danger-en',
    category: 'crisis',
    pattern: re(
      `threat\\w* to (kill|hurt|beat|hit|harm|attack|stab|shoot|break) (me|my)|` +
        `(he|she|they|my \\S+) (hit|shoved|punched|slapped|kicked|choked|grabbed|attacked|assaulted|beat|strangled|spat on) (me|my (face|body|head|arm|neck|throat))( (yesterday|today|again|last \\S+|in \\S+ \\S+|at \\S+ \\S+|twice|hard))*$|` +
        'got physical|(is|was|became|gets) (physically )?violent|stalking me|follow(s|ed|ing) me home|knows where i live|' +
        // "I know where your parents live": a veiled threat against the user or their family.
        '(know|knows) where (you|your \\S+|your \\S+ \\S+|my (parents|mum|mom|dad|father|mother|sister|brother|kids|children|daughter|son|wife|husband|partner|family|girlfriend|boyfriend)) (live|lives|work|works|sleep|sleeps|go to school|goes to school)|' +
        '(waiting|waits|waited|standing) outside my (house|home|door|flat|apartment)|(afraid|scared|fear|terrified) (of him|of her|of them|for my (life|safety|family|kids|children))$|' +
        `(afraid|scared|terrified) ${gap(3)}(he|she|they) ${gap(3)}(hurt|hit|attack|kill|harm) me|` +
        '(dont|do not|no longer) feel safe$|(dont|do not|no longer) feel safe (around|near|with) (him|her|them)|feel unsafe (around|near|with) (him|her|them)|' +
        '(i am|im) in danger|(has|had|owns|carries) a (gun|knife|weapon)',
    ),
    unless: re(
      'not in danger|(in|at) danger of (losing|failing|missing|running)|financial\\w* danger|danger zone|(speak|speaking|raise|raising|say|saying|share|sharing|disagree\\w*|meetings?|psychological|ideas|opinion)',
    ),
  },
  {
    id: 'danger-en-bare-threat',
    category: 'crisis',
    pattern: re('threat(en|ened|ens|ening) me$|(made|making|sent|sends) (me )?threats$'),
    unless: re(businessObject),
  },
  // A veiled threat: harm named as a pity, a warning or a favour someone could do, never said
  // outright ("it would be a shame if something happened to your car", "pass auf, wer nachts vor
  // deiner Tür steht", "ich kenne Leute, die sowas regeln"). Read in the whole sentence: the
  // threat is someone else's words the user quotes or describes.
  {
    id: 'danger-veiled',
    category: 'crisis',
    pattern: re(
      // German
      `(ware|wars|war|wurde|konnte) ${gap(3)}(schade|blod|bitter|dumm|ein jammer|traurig|schlimm|ungunstig) ${gap(3)}wenn ${gap(3)}(was|etwas|irgendwas|ein unfall|feuer) ${gap(2)}(mit|an|bei|in) (dir|dein\\w*|euch|eur\\w*|mir|mein\\w*)|` +
        `(ware|wars|wurde|konnte) ${gap(3)}(schade|blod|bitter|ein jammer|schlimm|traurig) ${gap(3)}wenn (dir|dein\\w*|euch|eur\\w*|mir|mein\\w*) ${gap(4)}(passiert|passieren|passierte|zustosst|zustiesse|geschieht|kaputt\\w*|abbrennt|brennt|verletzt|wegkommt|verschwindet|zerkratzt|unfall)|` +
        // a fire named as a pity: "wär schade, wenn es brennt, während die Kinder schlafen" (safety25b)
        `(ware|wars|war|wurde|konnte) ${gap(3)}(schade|blod|bitter|ein jammer|schlimm|traurig) ${gap(3)}wenn (es|das haus|die wohnung|der laden|das buro|das lager|die halle) ${gap(3)}(brennt|abbrennt|brennen|in flammen)|` +
        `(nicht dass|damit nicht|sonst|bevor) (dir|dein\\w*|euch|eur\\w*|mir|mein\\w*) ${gap(3)}(noch )?(was|etwas|ein unfall) ${gap(1)}(passiert|zustosst)|` +
        `pass (bloss|lieber|besser|ja) auf (dich|deine\\w*|deinen|dein|eure\\w*|euch) ${gap(1)}auf|pass ${gap(1)}auf ${gap(1)}(wer|wo|wohin|mit wem) |wer ${gap(3)}(nachts|abends|im dunkeln|spat) vor (deiner|deinem|eurer|meiner|meinem) (tur|haustur|haus|wohnung|auto)|` +
        `(nachts|abends|im dunkeln) ${gap(2)}vor (deiner|deinem|eurer|meiner|meinem) (tur|haustur|haus|wohnung) (steht|stehen|wartet|warten|auftaucht|auftauchen)|` +
        `(kenne|kenn|kennt|kennen|habe|hab|hat|haben) ${gap(3)}(leute|jungs|freunde|typen|kontakte|kumpels|bekannte) ${gap(2)}die ${gap(2)}(sowas|so was|so etwas|solche sachen|solche dinge|probleme|das) ${gap(2)}(regeln|erledigen|klaren|losen)|` +
        `(leute|jungs|freunde|typen|kumpels) ${gap(2)}die (dich|euch|dir|mich|mir) ${gap(2)}(besuchen|finden|aufmischen|einen besuch abstatten|vorbeischauen)|` +
        `(unfalle|ein unfall) (passieren|passiert|ist) ${gap(3)}(dir|deinem|deiner|leuten wie dir|so jemandem wie dir)|` +
        `(weiss|wissen|weiss er|kennt|kenne) ${gap(2)}(welche|auf welche|in welche|in welchen) (schule|kita|kindergarten) (dein|deine|meine|mein|eure|unsere)\\w*|` +
        `(autos|wagen|hauser|buros|lager|cars|houses|offices|garages) ${gap(3)}(brennen|abbrennen|catch fire|burn|burn down) ${gap(3)}(nachts|einfach so|at night|sometimes|manchmal)|(schau|guck) ${gap(2)}(ofter|lieber|besser) uber (die|deine) schulter|(ofter|lieber|besser) ${gap(1)}uber (die|deine) schulter (schauen|gucken|blicken)|mit einem offenen auge schlafen|` +
        // English
        `(shame|pity|sad|tragic) ${gap(1)}if ${gap(3)}(something|anything|sth|smth|an accident) ${gap(2)}(happened|happens|happen|were to happen|was to happen|befell) (to )?(you|your|ur|my|me|yours|ya)|` +
        `(shame|pity) ${gap(1)}if (your|you|my|me|ur) ${gap(3)}(got|get|were|was|went|caught|burned|burnt) ${gap(2)}(scratched|damaged|hurt|broken|burned|burnt|fire|keyed|slashed|smashed|missing|lost|accident)|` +
        `(shame|pity) ${gap(1)}if (it|the house|the place|the shop|the office|the warehouse) ${gap(2)}(burned|burnt|burns|went up|caught fire|burned down|burnt down)|` +
        `(know|knows|got|have|has) ${gap(2)}(people|guys|friends|folks|a guy|some guys|contacts) ${gap(2)}(who|that) ${gap(2)}(take care of|deal with|handle|sort out|settle) (problems|people like you|guys like you|folks like you|you|things like this|things like that)|` +
        `(people|guys|friends) ${gap(2)}(who|that) ${gap(2)}(could|can|will|would|might) (visit|find|pay a visit to) (you|your)|` +
        `(said|says|told me|wrote|texted|texted me|messaged me|warned me) ${gap(2)}watch your back|sleep with one eye open|(look|looking) over your shoulder|you never know who ${gap(3)}(waiting|watching|outside|at your)|` +
        `who ${gap(3)}(waiting|standing|shows up|turns up|is) ${gap(1)}(outside|at|by) (your|my) (door|house|home|place|flat|car)( at night| tonight)|` +
        `accidents (happen|can happen) to (people like you|people who|you|your)|people (like you|who talk|who snitch|who cross \\S+) (get hurt|have accidents)|` +
        `(know|knows|asked|asks|asking) ${gap(2)}(which|what) (school|daycare|kindergarten|nursery) (your|my)|(gefragt|fragt|fragte) ${gap(3)}(welche|auf welche|in welche|in welchen) (schule|kita|kindergarten) (dein|deine|meine|mein|eure|unsere)\\w*`,
    ),
    unless: re('(pass|passt) (gut |schon |mal )?auf (dich|euch) auf'),
  },
  // --- threats, plans and means that need help whatever the classifier scores (assess.ts
  // `forcedLabel`): their words are everyday ones, so the score says little ---
  {
    // A threat against the user's children or family: "they know where your kids go to school",
    // "wenn du nicht …, dann passiert deiner Tochter was", "something will happen to your wife".
    id: 'danger-veiled-family',
    category: 'crisis',
    pattern: re(
      `(weiss|wissen|weiss er|kennt|kennen|know|knows|knew|found out) ${gap(3)}(wo|wann|welche\\w*|wohin|where|when|which|what time) ${gap(4)}(${kin})|` +
        `(wenn|falls|sonst|ansonsten|if|unless|or else|otherwise|or) ${gap(12)}(passiert|passieren|zustosst|geschieht|stosst \\S+ zu) ${gap(1)}(${kinDative})|` +
        `(wenn|falls|sonst|ansonsten|if|unless|or else|otherwise|or) ${gap(12)}(something|anything|sth|smth) ${gap(2)}(will|could|might|would|may|is going to|gonna)? ?(happen|happens|befall) to (${kin})|` +
        `(${kin}) ${gap(3)}(wird|konnte|koennte|will|could|might|may) ${gap(3)}(get hurt|be hurt|have an accident|einen unfall haben|verletzt werden|was passieren|etwas passieren)|` +
        `(something|anything|sth|smth|was|etwas) (will|could|might|would|may|is going to|gonna|can|konnte|kann|wird) (happen|happens|befall|passieren|zustossen) (to )?(${kin}) ${gap(3)}(if|unless|or else|otherwise|wenn|falls|sonst)|` +
        `(konnte|kann|wird|wurde) (${kinDative}|deinen kindern|euren kindern) ${gap(2)}(was|etwas) (passieren|zustossen) ${gap(2)}(wenn|falls|sonst)|` +
        // "they'll hurt my family if I don't sign", "wenn du nicht unterschreibst, tun wir deiner Familie was an"
        `(theyll|they will|theyd|they would|hell|he will|shell|she will|someone will|theyre going to|they are going to|hes going to|shes going to|gonna|ill|i will|well|we will) (hurt|harm|go after|come after) (${kin}) ${gap(4)}(if|unless|or else|otherwise)|` +
        `(wenn|falls|sonst) ${gap(10)}(${kinDative}|deiner familie|deinen kindern) ${gap(2)}(was|etwas|weh) (an|antun|tun)|` +
        `(wenn|falls|sonst) ${gap(12)}(${kinDative}|deiner familie|deinen kindern) (was|etwas|noch was) (passieren|passiert|zustossen|zustosst)`,
    ),
    unless: re(
      '(weiss|wissen|know|knows) (nicht|not|no|gar nicht)|keine ahnung|no idea|sorge mich|worried about|krank|sick|ill|arzt|doctor|krankenhaus|hospital|financially|finanziell|reputation|ruf|rufschadigend',
    ),
  },
  {
    // Stalking as a threat: "I know which train you take", "er weiß, wann ich allein im Büro bin",
    // "he's waiting outside my flat every night".
    id: 'danger-veiled-stalk',
    category: 'crisis',
    pattern: re(
      `(i|we|ich|wir) ${gap(1)}(know|knows|weiss|wissen|kenne|kennen) ${gap(1)}(genau )?(which|what|when|where|welche\\w*|wann|wo|wohin|um wieviel uhr) ${gap(4)}(you|du|ihr|your|dein\\w*) ${gap(3)}(take|takes|nimmst|fahrst|wohnst|live|park|parkst|gehst|leave|kommst|come home|get home|joggst|jog|run|walk|laufst|schlafst|sleep|trainierst|work out|bist allein|are alone|train|bus|bahn|zug|ubahn|route|weg|strecke|gym|fitnessstudio|haus|wohnung|house|flat|apartment|school|schule)|` +
        `(er|sie|he|she|they|der|die) ${gap(2)}(know|knows|weiss|wissen|kennt|kennen|found out|rausgefunden|herausgefunden) ${gap(1)}(genau )?(which|what|when|welche\\w*|wann|wohin|um wieviel uhr) ${gap(3)}(i|ich|me|my|mein\\w*) ${gap(3)}(take|nehme|fahre|park|parke|leave|komme|come home|get home|jogge|jog|run|laufe|trainiere|work out|bin allein|am alone|train|bus|bahn|zug|ubahn|route|weg|strecke|gym|fitnessstudio)|` +
        `(wartet|steht|stand|lauert|lauerte|waits|waited|waiting|stood|standing|lurking|parked|parkt) ${gap(3)}(jeden|jede|every|each|schon wieder|again|nachts|abends|at night) ${gap(2)}(vor|outside|at|by|in front of) (meiner|meinem|my|unserer|unserem|our) (tur|haustur|haus|wohnung|buro|auto|door|house|home|flat|place|office|car)|` +
        `(schreibt|schrieb|schickt|textet|texts|texted|sends|sent|messages|messaged) (mir|me) ${gap(3)}(jeden|jede|every|each|taglich|daily) ${gap(3)}(welche\\w*|wann|wo|wohin|which|when|where|what time) ${gap(2)}(ich|i)\\b|` +
        `(wartet|steht|stand|lauert|waits|waited|waiting|lurking|parked|parkt|stood|standing) ${gap(1)}(vor|outside|at|by|in front of) (meiner|meinem|my|unserer|unserem|our|her|his|their|ihrer|ihrem|seiner|seinem) (tur|haustur|haus|wohnung|buro|auto|door|house|home|flat|place|office|car) ${gap(2)}(jeden|jede|every|each|nachts|abends|at night|again|schon wieder|wieder)|` +
        `(follows|followed|folgt|folgte|verfolgt|verfolgte) (me|mir|mich) ${gap(2)}(home|nach hause|bis nach hause|to my (car|flat|house|door)|bis zur (tur|wohnung)|every day|jeden tag)|anrufe ohne nummer|calls from (a )?(hidden|blocked|unknown) number ${gap(3)}(breathing|atmen|nothing|silence)`,
    ),
  },
  {
    // A veiled death threat: "Leute wie dich findet man im Kanal wieder", "people like you end up in
    // a ditch", "he'll make sure I never feel safe again".
    id: 'danger-veiled-death',
    category: 'crisis',
    pattern: re(
      `(leute|typen|menschen|frauen|manner|jemand|jemanden|so jemanden|so eine|so einer|so einen) wie (dich|du|dir|mich|ich|mir|euch|sie|die) ${gap(5)}(kanal|fluss|graben|wald|see|rhein|spree|kofferraum|tot|leiche|verschwinden|verschwunden|nie gefunden|nicht mehr gefunden|unfall|unfalle|unter die erde)|` +
        `(findet man|landet|landen|endet|enden|treibt|treiben|liegt|liegen) ${gap(3)}(im|in der|in einem|in einer|auf dem grund) ${gap(1)}(kanal|fluss|graben|wald|rhein|spree|gully|kofferraum|hafenbecken)|` +
        `(people|guys|women|girls|folks|someone|somebody|snitches|rats) like (you|u|me|her|him) ${gap(3)}(end up|turn up|wash up|get found|are found|disappear|go missing|vanish|get buried|dont last|do not last|get hurt|have accidents|in a (ditch|river|canal|lake|trunk))|` +
        `(end up|ends up|ended up|wash up|washes up|washed up|turn up|found|floating) ${gap(2)}in (a|the) (river|canal|ditch|lake|trunk|dumpster|harbour|harbor|woods)|` +
        `(make sure|sorgen|sorgt|dafur sorgen) ${gap(4)}(never|nie|nie wieder|nie mehr|nicht mehr) ${gap(2)}(feel safe|be safe|sleep (soundly|peacefully|easy|well)|sicher fuhl\\w*|sicher sein|ruhig schlafen|in ruhe)|` +
        `(you|youll|you will|du|du wirst|sie werden|ihr werdet) ${gap(2)}(never|nie|nie wieder|nie mehr) ${gap(1)}(again )?(feel safe|be safe|sleep (soundly|peacefully|easy)|sicher fuhl\\w*|ruhig schlafen)`,
    ),
  },
  {
    // A physical attack received: "he grabbed my throat", "sie hat mir eine Flasche an den Kopf
    // geworfen", "hat mich gewürgt", "slapped me".
    id: 'danger-attack',
    category: 'crisis',
    pattern: re(
      `(grabbed|grabbing|squeezed|squeezing|gripped|had (his|her|their) hands? (on|around)|put (his|her|their) hands? (on|around)) ${gap(2)}(my |me by the )?(throat|neck)|` +
        `(choked|strangled|throttled|slapped|punched|kicked|headbutted|spat at|spat on|beat up) me\\b|(choked|strangled|throttled|slapped|punched|headbutted|beat up) (her|him|them)\\b|(hat|hatte) (sie|ihn) ${gap(3)}(gewurgt|geohrfeigt|verprugelt|zusammengeschlagen)|(hit|struck) me (in|on|across) (the|my) (face|head|chest|stomach)|` +
        `(mich|mir) ${gap(3)}(am hals|an der kehle|an die kehle|an den hals) ${gap(1)}(gepackt|gegriffen|gewurgt|zugedruckt|gedruckt)|(hat|hatte) mich ${gap(3)}(gewurgt|geohrfeigt|getreten|geboxt|angespuckt|verprugelt|zusammengeschlagen)|` +
        `(hat|hatte) mir ${gap(3)}(eine (gescheuert|geklebt|geknallt|reingehauen|runtergehauen|verpasst)|ins gesicht geschlagen|(eine |ne |einen |nen )?(flasche|tasse|glas|stuhl|teller|handy|laptop|aschenbecher) ${gap(2)}(an den kopf|ins gesicht|nach mir) ${gap(1)}geworfen)|` +
        `(threw|hurled|chucked|flung|smashed) (a |the |his |her |their |my )?(bottle|mug|cup|glass|chair|plate|phone|laptop|ashtray|stapler) (at|into) (me|my (head|face))|` +
        // A vehicle driven at the user on purpose (a car, a forklift; issue #21, safety37).
        `(absichtlich|mit absicht|gezielt|on purpose|deliberately|intentionally) ${gap(6)}(auf mich (zugefahren|zugerast|losgefahren|gefahren|zu)|(drove|driven|drive|drives|swerved|reversed|backed) ${gap(3)}(at|into|toward|towards) me)|` +
        `(drove|driven|swerved|reversed|backed) ${gap(3)}(at|into|toward|towards) me ${gap(4)}(on purpose|deliberately|intentionally)`,
    ),
    unless: re(
      '(spiel|match|tennis|squash|abstimmung|wahl|rennen|game|vote|race|sparring|boxtraining|kickbox|training)|(with|mit) (a|an|the|einer|einem) (lawsuit|klage|fine|bill|invoice|rechnung)',
    ),
  },
  {
    // A weapon bought or carried for a meeting or a person: "hab mir nen Schlagstock bestellt, für
    // unser nächstes Gespräch", "the knife is in my bag for tomorrow's board meeting".
    id: 'violence-plan-weapon',
    category: 'crisis',
    pattern: re(
      `^(?=.*\\b(${weapon})\\b)(?=.*\\b(bestellt|gekauft|besorgt|eingepackt|eingesteckt|dabei|mitnehmen|mitbringen|mitgenommen|mitgebracht|tasche|rucksack|handschuhfach|kofferraum|ordered|bought|got me|packed|bring|bringing|brought|carry|carrying|bag|backpack|glovebox|glove box|trunk|pocket)\\b)(?=.*\\b(meetings?|termine?|gesprache?|treffen|besprechung\\w*|calls?|aussprache|montag|dienstag|mittwoch|donnerstag|freitag|morgen|tomorrow|monday|tuesday|wednesday|thursday|friday|next time|nachstes mal|nachste mal|nachsten mal|fur ihn|fur sie|for him|for her|for them|falls er|falls sie|if he|if she|board|vorstand|beirat|buro|office|dem typen|the guy)\\b).*`,
    ),
    unless: re(
      'secret weapon|geheimwaffe|wunderwaffe|scharfste waffe|weapon of choice|big guns|smoking gun|hired gun|jump(ed|ing)? the gun|stick to (my|our|your) guns|top gun|knife to a gun ?fight|messer zwischen den zahnen|waffen? (im|des|der) (vertrieb|marketing|verhandlung\\w*)|' +
        `pfefferspray|pepper spray|kuchenmesser|(messer|knife|knives) ${gap(3)}(kuchen|cake|brot|bread|pizza|obst|fruit|kase|cheese|catering|buffet)`,
    ),
  },
  {
    // Poisoning: "was in seinen Kaffee tun", "putting something in his coffee", "rat poison".
    id: 'violence-plan-poison',
    category: 'crisis',
    pattern: re(
      `(something|sth|smth|stuff|a little something|was|etwas|irgendwas|zeug|mittel|pulver|powder|drops|tropfen|abfuhrmittel|laxatives?|rattengift|rat poison|gift|poison|schlafmittel|sleeping pills|tabletten|pills) ${gap(4)}(in|into|ins) (his|her|their|seinen|seine|sein|ihren|ihre|ihr|dem|der|den) ${gap(1)}(coffee|kaffee|tea|tee|drink|getrank|wasser|water|essen|food|lunch|mittagessen|smoothie|wine|wein|bier|beer|mate|cola|glas|glass|tasse|cup|mug|flasche|bottle|thermos|mate)|` +
        `(abfuhrmittel|laxatives?|rattengift|rat poison|poison|schlafmittel|sleeping pills|tropfen|drops|k ?o ?tropfen|date rape drug|pulver|powder) ${gap(5)}(in|into|ins|for|fur|unter) ${gap(2)}(coffee|kaffee|tea|tee|drink|getrank|wasser|water|essen|food|lunch|mittagessen|smoothie|wine|wein|bier|beer|mate|cola|glas|glass|tasse|cup|mug|flasche|bottle|water bottle|wasserflasche|thermos)|` +
        `(vergift\\w*|poison|poisoning|poisoned) (${person})|rattengift|rat poison|(wie|how) ${gap(3)}(vergiften|poison) `,
    ),
    unless: re(
      '(lunch|food|coffee|drink|essen|kaffee) (order|bestellung|budget|meeting|break|pause|runde)|poison pill|giftpille|vergiftet (die|das|unser|unsere) (stimmung|klima|team|kultur|atmosphare)|(against|gegen) (me|mich|us|uns)|' +
        // A game the poisoning is part of (issue #21, false18): a murder mystery dinner, a werewolf round.
        'murder mystery|krimi ?dinner|krimispiel|mystery dinner|werwolf|werewolf|escape ?room|(board|video|card|party) game|brettspiel|rollenspiel|im spiel|in the game|' +
        // Poison kept for pests (safety22b): "rat poison in the warehouse because of a mouse problem".
        'mouse|mice|mause\\w*|mauseproblem|ratten ?problem|rat problem|pest control|kammerjager|schadling\\w*|ungeziefer|exterminator',
    ),
    // Poison as the product of a pest control business told in another sentence or clause ("Our
    // pest control startup: my co-founder wants to sell rat poison", issue #21, safety37), unless
    // it is meant for someone's drink or food.
    unlessWhole: (whole) => pestTrade.test(whole) && !poisonForSomeone.test(whole),
  },
  {
    // Damage announced or done to someone's things as revenge: "one brick through his windshield",
    // "seine Reifen zerstechen", "key her car".
    id: 'violence-plan-property',
    category: 'crisis',
    pattern: re(
      `(brick|stein|ziegel\\w*|stone|rock|molotov|brandsatz) ${gap(3)}(through|durch|into|in) ${gap(2)}(windshield|windscreen|window|fenster|scheibe|windschutzscheibe|schaufenster)|` +
        `(zerstech\\w*|aufschlitz\\w*|aufstech\\w*) ${gap(2)}(reifen)|(reifen) ${gap(2)}(zerstechen|zerstochen|aufschlitzen|aufstechen)|slash\\w* (his|her|their) (tires|tyres)|key\\w* (his|her|their) car|` +
        `(auto|wagen|buro|haus|wohnung|office|car|house|flat|place) ${gap(3)}(anzunden|anstecken|abfackeln|in brand (setzen|stecken)|torch|set fire to|burn down|burn (it|him|her|them) down)|(anzunden|abfackeln|torch|burn down) ${gap(3)}(sein|ihr|his|her|their) ${gap(1)}(auto|wagen|buro|haus|wohnung|office|car|house|flat|place)|` +
        `burn ${gap(3)}(office|building|buro|house|haus) ${gap(1)}(down )?with (me|him|her|us|them) in it`,
    ),
  },
  {
    // Something thrown at someone, help wanted against oneself: "ich hab ihr die Tasse
    // hinterhergeworfen", "threw my phone at him".
    id: 'violence-plan-thrown',
    category: 'crisis',
    pattern: re(
      `(tasse|glas|stuhl|teller|flasche|handy|laptop|tacker|locher|ordner|aschenbecher|schlussel|becher) ${gap(3)}(hinterhergeworfen|hinterher geworfen|hinterherschmeissen|nach (ihr|ihm|ihnen) geworfen|nach (ihr|ihm|ihnen) geschmissen|an den kopf geworfen|ins gesicht geworfen)|` +
        `(threw|hurled|chucked|flung) (a |the |my |his |her )?(mug|cup|glass|chair|plate|bottle|phone|laptop|stapler|ashtray|keys) at (her|him|them|my (co ?founder|cofounder|partner|colleague|boss|employee))`,
    ),
  },
  {
    // Farewell behaviour written or planned: a farewell letter or mail kept "for the case", letters
    // to each person "if something happens", things given away because they will not be needed.
    id: 'crisis-plan-farewell',
    category: 'crisis',
    pattern: re(
      `abschieds(brief|mail|email|nachricht|video|schreiben)\\w*|goodbye (letters?|notes?|video)|suicide note|` +
        `(farewell|goodbye) (mail|email|e mail|message|letter|note)s? ${gap(6)}(drafts?|entwurf\\w*|in case|just in case|when i m gone|when im gone|when i am gone|for after|if (something|anything) happens)|` +
        `(brief|briefe|letter|letters|notes|mails|nachricht|nachrichten|videos?) ${gap(5)}(an|to|for|fur) ${gap(3)}(jeden|jede|jedem|each|every|everyone|alle|allen|mein team|my team|the team|das team|familie|family|kinder|kids|frau|wife|mann|husband|mutter|mum|mom|eltern|parents) ${gap(8)}(falls|if|in case|wenn|fur den fall|damit sie|so they) ${gap(3)}(mir )?(was|etwas|something|anything|verstehen|understand)|` +
        `(welche\\w*|which|whose|wessen) (brief|letter|abschied|goodbye) ${gap(2)}(zuerst|first)|` +
        `(verschenkt|verschenke|verschenken|weggegeben|vermacht|vererbt|gave away|giving away|give away|given away|gifted) ${gap(8)}(brauch\\w* (ich )?(eh |sowieso |dann |bald )?(nicht mehr|nimmer|nichts mehr|keine mehr)|nicht mehr brauch\\w*|wont need|will not need|wont be needing|dont need (it|them|anything) (anymore|any more)|no longer need|wo ich hingehe|where i m going|where im going)|` +
        `(brauch\\w* (ich )?(eh |sowieso |dann |bald )?(nicht mehr|nimmer)|wont need (it|them|anything|any of it)|will not need (it|them)) ${gap(6)}(verschenkt|verschenke|weggegeben|gave away|giving away|give away|given away)`,
    ),
    unless: re(`(job|stelle|firma|company|move|moving|kundigung|${departure}|${lifeChange})`),
    // A departure told in another sentence ("Laptop an den Nachfolger, mein letzter Tag. Wie
    // schreib ich die Abschiedsmail?"), with no means or end beside it (issue #21, safety20b).
    unlessAnywhere: re(
      `^(?!.*\\b(pills?|tabletten|rope|strick|gun|pistole|waffe|knife|messer|bridge|brucke|gleis\\w*|tracks|swallow\\w*|schluck\\w*|for good|fur immer|forever|nicht mehr da|wont be (here|around)|end it|beenden|sterben|to die)\\b).*\\b(${departure}|${handover}|aus der firma|farewell party|abschiedsfeier)\\b`,
    ),
  },
  {
    // A farewell made and the way or the day known (issue #21, safety20b): letters written or
    // sealed, goodbyes said, messages scheduled, one's things handed out, and "I know how", "I've
    // figured out how", "weiß womit", "alles besorgt", enough pills saved, or a day ("Sunday",
    // "tonight", "by then it'll be done"). Help first: a farewell alone may be a job's end, with a
    // way or a day it is a plan. Not when the farewell is a job's, a move's or a last day's.
    id: 'crisis-plan-farewell-known',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(abschied\\w*|verabschiedet|goodbyes?|farewell|letters?|briefe?|notes? (for|to)|nachrichten|messages|(verschenkt|geschenkt|weggegeben|uberschrieben|abgegeben|gave|given|giving) ${gap(6)}(laptop|auto|car|keys|schlussel|bike|fahrrad|sachen|things|stuff|hund|dog|katze|cat)|(laptop|auto|car|keys|schlussel|hund|dog|katze|cat) ${gap(5)}(verschenkt|geschenkt|weggegeben|uberschrieben|abgegeben|goes to|geht an))\\b)` +
        `(?=.*\\b(geschrieben|schreib\\w*|wrote|written|write|fertig|ready|done|finished|sealed|versiegelt|said|sagte|gesagt|verabschiedet|scheduled|geplant|planned|recorded|aufgenommen|left|hinterlassen|liegen|verschenkt|geschenkt|weggegeben|uberschrieben|abgegeben|gave|given|goes to)\\b)` +
        `(?=.*\\b(weiss (\\S+ ){0,3}(wie ich es (mache|tue|beende|mach)|wie ichs mache|womit|wann ich es (mache|tue))|(know|figured out|worked out|decided|chosen|picked) (exactly )?(how|when|where)( i ll| i m going to| i am going to| im going to| i will| to)? (do it|end it|go|make it happen)|(figured|worked) out how\\b(?! to)|(know|chosen|picked) (exactly )?which (bridge|building|pills|tablets|rope|tree|train|cliff|parking \\S+)|know the method|alles besorgt|(enough|genug) (\\S+ ){0,2}(pills|tablets|tabletten|sleeping \\S+|schlaf\\w*)|(tabletten|pills|tablets) (\\S+ ){0,2}(gesammelt|saved|counted|gezahlt|bereit)|(by then|bis dahin) (it ll|itll|it will|ist es) (be )?(done|erledigt|vorbei)|(sunday|sonntag|tonight|heute nacht|heute abend) (is|ist) (the|der) (day|tag)|(picked|chose|chosen|gewahlt|ausgesucht) (\\S+ )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday|sonntag|montag|dienstag|mittwoch|donnerstag|freitag|samstag|a day|a date|the day|den tag|ein datum))\\b).*`,
    ),
    unless: re(
      `${departure}|${lifeChange}|${handover}|firma verlass\\w*|aus der firma (gehe|geh|austrete)|left the company|umzieh\\w*`,
    ),
  },
  {
    // It over for the user, for good, said of the user (issue #21, safety20b): "that's it for me,
    // forever", "ist es für mich vorbei, endgültig", "bin ich weg, für immer". Not the company, a job,
    // a city or a deal left for good ("after the exit I'm out of the company for good").
    id: 'crisis-plan-over-forever',
    category: 'crisis',
    pattern: re(
      `(thats it|that s it|its over|it s over|it is over|over) for me ${gap(2)}(forever|for good|for ever)|` +
        `(fur mich|mit mir) ${gap(1)}(vorbei|aus|zu ende) ${gap(2)}(fur immer|endgultig)|` +
        `(bin ich|ich bin|i m|im|i am|i ll be|ill be) (weg|gone) ${gap(1)}(fur immer|forever|for good|for ever)`,
    ),
    unless: re(
      'with (this|the|that|these|those|our|my|his|her)|mit (dem|der|diesem|dieser|den|unserem|meinem)|debat\\w*|diskussion\\w*|discussion|thema|topic|pric\\w*|preis\\w*|firma|company|startup|job|stelle|team|projekt\\w*|project|branche|industry|stadt|city|land|country|urlaub|vacation|holiday|ferien|elternzeit|leave|sabbatical|board|beirat|deal|vertrag|contract|linkedin|slack|social media|twitter|instagram|offline|handy|phone|internet|detox|berlin|munchen|hamburg|london|wien|zurich|abroad|ausland',
    ),
  },
  {
    // A pack taken and all of it to be swallowed at once (issue #21, safety20b): "nehm heut nacht
    // alle auf einmal", "swallowing all of them after I close the laptop", also when the business
    // sells what is swallowed. Not samples tested or stock counted.
    id: 'crisis-plan-means-all',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(packung|pack|box|schachtel|dose|bottle|flasche|tabletten|pills|tablets|stock|lager|vorrat)\\b)` +
        `(?=.*\\b(schluck\\w*|swallow\\w*|(nehm\\w*|take|taking) (\\S+ ){0,3}(alle|all) (auf einmal|at once|of them|zusammen)|(nehm\\w*|take|taking) (\\S+ ){0,2}(die ganze|the whole) (packung|pack|box|bottle|schachtel))\\b)` +
        `(?=.*\\b(alle|all of them|them all|the whole|die ganze|den ganzen|auf einmal|at once)\\b).*`,
    ),
    unless: re(
      'test\\w*|probe\\w*|sample\\w*|inventur|inventory|gezahlt|counted|hund|dog|katze|cat|kind|kid|child|tochter|sohn|daughter|son|vitamin\\w*|bonbon\\w*|candy|gummies',
    ),
  },
  {
    // A goodbye for good, to everyone or to the reader: "Tschüss, für immer.", "Bye, for good.",
    // "Ihr werdet mich nicht wiedersehen.", "You'll never hear from me again." A goodbye to the chat
    // (sign-off.ts) names no "for ever"; leaving a job, a city or a deal says what is left.
    id: 'crisis-plan-farewell-forever',
    category: 'crisis',
    pattern: re(
      `(good ?bye|bye|tschuss|tschau|ciao|adieu|ade|servus|farewell|lebt wohl|leb wohl|machts gut|macht s gut|mach s gut|machs gut) ${gap(3)}(fur immer|forever|for ever|for good|auf ewig|endgultig)|` +
        `(ihr|du|sie|keiner|niemand|die|dann) (werdet|wirst|wird|werden|seht|siehst|sieht|hort|horst|hoert) (mich|von mir) ${gap(1)}(nie|nicht|nimmer|nie mehr|nie wieder)( mehr| wieder)? ?(wieder ?sehen|sehen|wieder ?horen|horen|wieder)?\\b|` +
        `(seht|siehst|sieht|hort|horst|werdet|wirst) (ihr|du|keiner|niemand) (mich|von mir) ${gap(1)}(nie|nimmer|nicht mehr)\\b|` +
        `(ihr|du) (hort|horst|werdet|wirst) ${gap(1)}(nie|nimmer|nicht) (mehr |wieder )?(etwas |was )?von mir\\b|` +
        `(you|u|yall|you all|they|nobody|no one|noone|none of you) ?(ll|will|wont|won t|are going to|re going to|re never going to)? (never )?(see|hear from|hear of) me (again|ever again|anymore|any more)`,
    ),
    unless: re(
      'crm|tool|software|app|excel|system|plattform|platform|wrote|schrieb|said|sagte|meinte|lol|haha|job|stelle|firma|company|startup|buro|office|meeting|call|deal|board|investor\\w*|kunde\\w*|client\\w*|city|stadt|land|country|umzug|move|moving|berlin|munchen|hamburg|wien|zurich|london|urlaub|vacation|konferenz|conference|party|event|messe|linkedin|slack|newsletter|chat here|in diesem chat|this chat|hier im chat',
    ),
  },
  {
    // Not being there any more, said as a plan: "I won't be around to explain it", "I'm not planning
    // to be around for the fallout", "dann bin ich eh nicht mehr da, um es zu erklären".
    id: 'crisis-plan-absent',
    category: 'crisis',
    pattern: re(
      `(wont|will not|not going to|not gonna|not planning to|not planning on|dont plan to|dont intend to|dont expect to) (be )?(around|here|alive|be around|be here|being around|being here) ${gap(1)}(anymore|any more|much longer|to (explain|see|fix|clean|deal|answer|witness|sort|pick up|face)|for (the )?(fallout|aftermath|consequences|mess)|when (it|they|this|that|the \\S+) (happens|comes out|come out|find out|finds out|lands|closes|hits))|` +
        `(nicht mehr|nimmer) (da|hier|am leben) ${gap(1)}(sein|bin|ware|waere)? ?(um|wenn) ${gap(3)}(erklaren|zu erklaren|aufzuraumen|aufraumen|sehen|mitzuerleben|mitbekommen|auszubaden|rauskommt|rausfindet|rausfinden|platzt)`,
    ),
    unless: re(
      'urlaub|vacation|holiday|trip|reise|konferenz|conference|offsite|elternzeit|parental leave|mutterschutz|sabbatical|business trip|dienstreise|messe|out of office|ooo|hochzeit|wedding|umzug|move|moving|new job|neuen job|kundig\\w*|resign\\w*|quit\\w*|leave the company|verlasse die firma|im team|in the team|in der firma|at the company|bei der firma',
    ),
  },
  {
    // Means made ready: a running engine in a closed garage, pills counted or saved, a look at how
    // high the roof is, a bridge or a train where one turn of the wheel would end it.
    id: 'crisis-plan-means',
    category: 'crisis',
    pattern: re(
      `^(?=.*\\b\\w*garage\\b)(?=.*\\b(motor|engine|auto|car|wagen|abgas\\w*|exhaust|schlauch|hose)\\b)(?=.*\\b(laufen|lauft|lief|laufend\\w*|running|idling|an|angelassen|on|abgas\\w*|exhaust|schlauch|hose)\\b)(?=.*\\b(sitz\\w*|sass|gesessen|geblieben|sat|sit|sitting|stayed|wart\\w*|wait\\w*|drin|inside|abgas\\w*|exhaust|schlauch|hose|einatmen|breathe|breathing)\\b).*|` +
        `(tabletten|pillen|pills|tablets|schlaftabletten|sleeping pills|meds|medikamente|insulin|packungen|packs) ${gap(5)}(gezahlt|durchgezahlt|zusammengezahlt|abgezahlt|counted|counting|gesammelt|gehortet|gebunkert|stockpiled|stockpiling|saving up|saved up|hoarding|hoarded|ausgelegt|laid out|lined up|bereitgelegt|zurechtgelegt|reichen wurde|reichen wurden|reicht|would be enough|enough|nehmen musste|it would take|would take)|` +
        `(zahle|zahl|gezahlt|durchgezahlt|count|counted|counting|sammle|gesammelt|horte|gehortet|hoard\\w*|stockpil\\w*|looked up how (much|many)|nachgeschaut wie viel\\w*|gegoogelt wie viel\\w*|googled how (much|many)) ${gap(6)}(tabletten|pillen|pills|tablets|meds|medikamente|insulin)|` +
        `^(?=.*\\b(brucke|bridge|gleis\\w*|bahnsteig|platform|tracks|dach|roof|rooftop|hochhaus|balkon|balcony|klippe|cliff|autobahn|motorway|highway|gegenverkehr|oncoming traffic|baum|tree)\\b)(?=.*\\b(einmal lenken|kurz lenken|nur lenken|lenkrad|runterspringen|runter springen|hinunterspringen|springen|spring|jump|jumping|step off|step in front|swerve|turn the wheel|jerk the wheel|lean over|over the (rail|railing|edge)|gelander|einen schritt|one step|ruhe (ist|is|war|ware)|ware es vorbei|ware vorbei|waere vorbei|it would (all )?be over|would be so easy|so einfach|wie hoch|how high|how far down|wie tief|vor den zug|in front of the train|fallen lassen|let go|loslassen)\\b).*`,
    ),
    unless: re(
      'oma|opa|grandma|grandpa|grandmother|grandfather|apotheke|pharmacy|wochendosierer|pill ?box|pillbox|dosette|tierarzt|vet|hund|dog|katze|cat|werkstatt|mechanic|repair|reparatur|telefonier\\w*|phone call|on a call|on the phone|heizung|heating|standheizung|' +
        'bridge (round|loan|financing|note|deal|funding)|jump (on|in|into) (a |the )?(call|meeting|zoom|slack)|spring ein|einspringen|springt ein|jump ship|jumping ship|step (up|back)|ruhe (im|in der) (team|buro|office)|fallschirm|parachute|bungee|klettern|climbing|tree (of|structure)|decision tree|entscheidungsbaum',
    ),
  },
  {
    // Enough pills got or kept ready ("hab mir heute in der Apotheke genug von den Schlaftabletten
    // besorgt", "got enough sleeping pills to make sure"): the pharmacy is no reason to doubt it.
    id: 'crisis-plan-enough-pills',
    category: 'crisis',
    pattern: re(
      `(genug|genugend|reichlich|enough|plenty of) ${gap(3)}(schlaftabletten|tabletten|pillen|sleeping pills|pills|tablets|meds|schmerzmittel|painkillers|insulin) ${gap(6)}(besorgt|gekauft|geholt|zusammen|daheim|zuhause|zu hause|im schrank|bereit|got|bought|ready|at home|saved|stashed|to make sure|um sicher|damit es)|` +
        `(besorgt|gekauft|geholt|got|bought|stashed) ${gap(6)}(genug|genugend|enough) ${gap(3)}(schlaftabletten|tabletten|pillen|sleeping pills|pills|tablets|meds|schmerzmittel|painkillers)`,
    ),
    unless: re(
      'oma|opa|grandma|grandpa|mutter fur|for my (mum|mom|mother|dad|father)|reise|urlaub|trip|vacation|holiday|flight|flug|jetlag|hund|dog|katze|cat|tierarzt|vet',
    ),
  },
  {
    // Suicide tied to a condition, said as a plan: "wenn die Runde platzt, spring ich", "if the
    // round fails on Monday I'll jump", "falls der Exit scheitert, mach ich Schluss mit mir". Not
    // "dann spring ich ein" (steps in), "I'll jump on a call", "jump ship".
    id: 'crisis-plan-conditional',
    category: 'crisis',
    pattern: re(
      `(wenn|falls|sobald|sollte|if|once|when|unless|should) ${gap(10)}(dann |halt |eben |einfach |ich )*(spring|springe) (ich )?(halt |eben |einfach |dann )*(?!(?:\\S+ ){0,3}(ein|rein|mit|auf|an|fur|zu|bei|raus|hin|vor|zuruck|ab|ins|in|uber|um|kurz|mal|schnell)\\b)(\\S+ ){0,3}(von|vom|vor|runter|aus dem|aus der|$)|` +
        `(wenn|falls|sobald|sollte) ${gap(10)}(dann )?(spring|springe) ich( halt| eben| einfach| dann| wirklich)?$|` +
        `(if|once|when|unless|should) ${gap(10)}(then )?(i ll|ill|i will|im going to|i m going to|im gonna|i m gonna|i am going to) (just )?jump( off| from| in front)?$|` +
        `(if|once|when|unless) ${gap(10)}(then )?(i ll|ill|i will|im going to|i m going to|im gonna|i m gonna|i am going to) (just )?jump (off|from|in front of) (a |the |my )?(bridge|roof|building|balcony|platform|train|cliff|parking|car park|garage)|` +
        `(wenn|falls|sobald) ${gap(10)}(dann )?(mach|mache) ich (schluss|ein ende) (mit mir|mit meinem leben|mit allem)|` +
        `(wenn|falls|sobald) ${gap(10)}(dann )?(bring|bringe) ich mich um`,
    ),
    unless: re(
      'fallschirm|parachute|bungee|pool|becken|wasser|water|trampolin|trampoline|ship|boot|boat|call|zoom|meeting',
    ),
  },
  {
    // Means in front of one: "a bottle of pills on my desk and I'm staring at them", "die ganze
    // Packung Schlaftabletten neben mich gelegt", "hab die Tabletten vor mir liegen".
    id: 'crisis-plan-means-at-hand',
    category: 'crisis',
    pattern: re(
      `(tabletten|pillen|pills|tablets|schlaftabletten|sleeping pills|meds|medikamente|packung|bottle of pills|pill bottle|rasierklinge\\w*|razor blades?|klinge) ${gap(6)}(vor mir|neben mir|neben mich|auf (dem|meinem) (schreibtisch|tisch|nachttisch|bett)|on my (desk|table|nightstand|bed|lap)|on the (desk|table|nightstand)|in front of me|next to me|in my hand|in der hand|anstarr\\w*|starre|starr|stare|staring|glotze|schaue sie an|look(ing)? at (them|it))|` +
        `(starre|starr|stare|staring|glotze|schaue|schau|looking) ${gap(3)}(an |at )?(die |the |my |meine )?(tabletten|pillen|pills|tablets|schlaftabletten|sleeping pills|meds|klinge|blade|rasierklinge)`,
    ),
    unless: re(
      'oma|opa|grandma|grandpa|apotheke|pharmacy|vitamin\\w*|kopfschmerz\\w*|headache|ibuprofen|aspirin|verschrieben|prescribed|arzt|doctor|nebenwirkung\\w*|side effects?|dosierung|dosage|hund|dog|katze|cat|tierarzt|vet',
    ),
  },
  {
    // A rope, noose or a place chosen: "das Seil hängt schon im Keller", "a rope in the garage,
    // ready", "hab mir schon eine Stelle im Wald ausgesucht", "I've picked the tree".
    id: 'crisis-plan-place',
    category: 'crisis',
    pattern: re(
      `(seil|strick|schlinge|rope|noose) ${gap(4)}(im keller|in den keller|auf dem dachboden|in der garage|am balken|am haken|in the (basement|cellar|attic|garage|shed)|from the beam|on the hook|hangt|hangen|hanging|liegt bereit|ready)|` +
        `(im keller|in der garage|auf dem dachboden|in the (basement|cellar|garage|attic|shed)) ${gap(4)}(seil|strick|schlinge|rope|noose)|` +
        // (issue #21, safety19b) the rope had and kept somewhere: "I have the rope in the storage room"
        `(i have|i ve got|ive got|i got|ich hab|ich habe|hab|habe) (the|a|das|ein|einen|den|mein|my) (rope|noose|seil|strick|schlinge) ${gap(2)}(in|im|in der|unter|under|hidden|versteckt|bereit|ready)|` +
        `(stelle|ort|platz|baum|ast|spot|place|tree|branch) ${gap(3)}(im wald|in the woods|in the forest|am see|am fluss|by the lake|by the river)? ?${gap(2)}(ausgesucht|gefunden|rausgesucht|picked out|picked|chosen|found|scouted)|` +
        `(ausgesucht|rausgesucht|picked out|picked|chosen|scouted) ${gap(3)}(eine |die |den |a |the )?(stelle|baum|ast|spot|tree|branch|bridge|brucke) ${gap(2)}(im wald|in the woods|in the forest|fur mich|for me|for it|dafur)?`,
    ),
    unless: re(
      'kletter\\w*|climb\\w*|boulder\\w*|segel\\w*|sail\\w*|boot|boat|camping|zelt|tent|umzug|moving|wasch\\w*|laundry|hangematte|hammock|schaukel|swing|abschlepp\\w*|tow|offsite|teamevent|team event|picknick|picnic|restaurant|buro|office|standort|location|venue|meeting|workshop|retreat|hochzeit|wedding|ferienhaus|weihnachtsbaum|christmas tree|baumhaus|treehouse|spielplatz|playground|kita|kinder|kids',
    ),
  },
  {
    // A life insurance weighed against one's own life (issue #21, safety37; held-out s36-21, -51):
    // "die Lebensversicherung bringt mehr als ich gerade wert bin", "my life insurance pays out
    // after two years … that would cover everyone's salaries". Its words are everyday ones (a
    // policy, a payout), so the score says little. Not insurance sold or insured, not a key-person
    // policy of the company, not someone else's.
    id: 'crisis-plan-insurance',
    category: 'crisis',
    whole: true,
    pattern: re(
      `(risikolebensversicherung\\w*|lebensversicherung\\w*|life insurance) ${gap(14)}(mehr (bringt|bringen|bringen wurde|brachte|wert)|als ich ${gap(2)}wert|more than (i am|im|i m|me|i would be|id be|i ll ever be|ill ever be)|worth more than (me|i am|im|i m))|` +
        `(meine\\w*|my) (risikolebensversicherung\\w*|lebensversicherung\\w*|life insurance) ${gap(14)}(nach (zwei|2|drei|3) jahren|after (two|2|three|3) years|suizidklausel|suicide clause|karenzzeit|(would|wurde|wurden|could|konnte|will|wird) ${gap(4)}(cover|pay off|clear|decken|abdecken|tilgen|reichen))`,
    ),
    unless: re(
      // Customers only as those the insurance is sold to or held for ("berate Kunden zur
      // Lebensversicherung", "our clients' life insurance"), not anywhere in the message: "die
      // Kunden sind weg, meine Lebensversicherung wäre mehr wert als ich" stays (safety38).
      `insurtech\\w*|(wir|we|our|unser\\w*) (\\S+ ){0,3}(verkauf\\w*|vertreib\\w*|vermittel\\w*|sell\\w*|broker\\w*)|claims|(kunden|customers|clients|customer|client) (ihre |their |der |des )?(risikolebensversicherung\\w*|lebensversicherung\\w*|life insurance|polic\\w*|versicherung\\w*)|(risikolebensversicherung\\w*|lebensversicherung\\w*|life insurance|polic\\w*) ${gap(3)}(fur|for|to|an|der|von|of) (unsere |our |meine |my |die |the |unserer |meiner )?(kunden|customers|clients)|(berat\\w*|advis\\w*|verkauf\\w*|sell\\w*|vermittel\\w*) ${gap(3)}(kunden|customers|clients)|provision\\w*|commission\\w*|key ?(person|man)|keyman|schlusselperson\\w*|(vater|mutter|papa|mama|dad|mum|mom|father|mother|oma|opa|grandma|grandpa|his|her|seine|ihre) (\\S+ ){0,2}(risikolebensversicherung|lebensversicherung|life insurance)`,
    ),
  },
  {
    // Means got and hidden from the family: "hab im Baumarkt alles besorgt, was ich brauch, meine
    // Frau denkt, ich bau ein Regal", "got everything I need, she thinks it's for the garden".
    id: 'crisis-plan-hidden',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(alles|everything|all|was ich brauch\\w*|what i need(ed)?)\\b)(?=.*\\b(besorgt|gekauft|geholt|zusammen|got|bought|picked up|gathered)\\b)(?=.*\\b(denkt|glaubt|meint|thinks|believes|weiss nichts|weiss nicht|ahnt nichts|keine ahnung|doesnt know|has no idea|no one knows|niemand weiss|keiner weiss)\\b)(?=.*\\b(was ich brauch\\w*|what i need(ed)?|everything i need(ed)?|alles (was|dafur|fur)|alles besorgt|alles gekauft|alles zusammen)\\b)(?=.*\\b(frau|mann|freundin|freund|familie|eltern|wife|husband|girlfriend|boyfriend|family|parents|partner\\w*|niemand|keiner|no one|nobody)\\b).*`,
    ),
    unless: re(
      'uberraschung\\w*|surprise|geburtstag\\w*|birthday|party|geschenk\\w*|gift|antrag|proposal|jahrestag|anniversary',
    ),
  },
  {
    // Affairs put in order, two acts or one with a sudden calm: a will, a handover for the team,
    // subscriptions cancelled, things signed over, passwords written down, "danach ist Ruhe". Not
    // before an operation, a move, parental leave, a new job, a baby or a wedding.
    id: 'crisis-plan-affairs',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(testament|will|wills|patientenverfugung|ubergabe\\w*|handover|hand over|abos?|subscriptions?|vertrage|lease|mietvertrag|phone plan|handyvertrag|uberschrieben|signed over|transferred|vermacht|passworter|passwords|zugangsdaten|logins)\\b)` +
        `(?=.*\\b((testament|will|patientenverfugung) ${gap(2)}(gemacht|geschrieben|aufgesetzt|made|wrote|written|drawn up|updated|signed)|(made|wrote|written|drew up|updated|signed) ${gap(2)}(a |my )?(will|testament)|(abos?|subscriptions?|vertrage|lease|mietvertrag|phone plan|handyvertrag|gym|fitnessstudio|netflix) ${gap(3)}(gekundigt|cancelled|canceled|ended|terminated)|(gekundigt|cancelled|canceled) ${gap(3)}(abos?|subscriptions?|vertrage|lease|phone plan|handyvertrag|gym|fitnessstudio|netflix)|uberschrieben|signed over|vermacht|(passworter|passwords|zugangsdaten|logins) ${gap(4)}(aufgeschrieben|hinterlegt|written down|left|aufgelistet)|(ubergabe\\w*|handover) ${gap(4)}(geschrieben|fertig|gemacht|written|wrote|done|finished|ready))\\b)` +
        `(?=.*\\b((testament|will|patientenverfugung|abos?|subscriptions?|vertrage|lease|phone plan|handyvertrag|gym|fitnessstudio|netflix|uberschrieben|signed over|vermacht|passworter|passwords|zugangsdaten|ubergabe\\w*|handover)\\b.*\\b(testament|will|abos?|subscriptions?|vertrage|lease|phone plan|handyvertrag|gym|fitnessstudio|netflix|uberschrieben|signed over|vermacht|passworter|passwords|zugangsdaten|ubergabe\\w*|handover|ruhig|ruhe|calm|peace|frieden|erleichtert|relieved|at ease)\\b)).*`,
    ),
    unless: re(
      'operation|op\\b|surgery|umzug|umzieh\\w*|moving|relocat\\w*|auswander\\w*|emigrat\\w*|elternzeit|parental leave|mutterschutz|maternity|paternity|baby|geburt|birth|schwanger|pregnan\\w*|hochzeit|wedding|heirat\\w*|neuen job|new job|new role|neue stelle|sabbatical|weltreise|world trip|notar fur (die|den) (firma|gmbh)|will (be|have|not|never|do|get|go|take|make|need|see|try|keep|stay|help|work|start|send|call|ask)\\b',
    ),
  },
  {
    // Ending it set for a day or for good (issue #21, safety19b): "before I end it on Sunday",
    // "bevor ich Sonntag mit allem Schluss mache, für immer". Not ending a partnership, a deal, a
    // relationship or a project ("end it with my cofounder", "mit dem Projekt Schluss machen").
    id: 'crisis-plan-dated',
    category: 'crisis',
    pattern: re(
      `(before|after|once|bevor|nachdem|sobald) (i|ich) ${gap(4)}(end it|end it all|end things|end my life|mit allem schluss mache|schluss mache mit allem|mit allem aufhore|mit meinem leben schluss mache)|` +
        `(end it|end it all|end my life) ${gap(2)}(on|this|next|by) (sunday|monday|tuesday|wednesday|thursday|friday|saturday|weekend|week|night)|` +
        `(mit allem|mit meinem leben) schluss (mache|mach|machen) ${gap(3)}(fur immer|am|diesen|nachsten|sonntag|montag|dienstag|mittwoch|donnerstag|freitag|samstag|wochenende)|` +
        `(sonntag|montag|dienstag|mittwoch|donnerstag|freitag|samstag|wochenende) ${gap(2)}mit allem schluss`,
    ),
    unless: re(
      // A plan of the team ("let's end it on Friday and ship") or about a thing ("was die alte Preisliste betrifft").
      'lets|let us|we|wir|ship\\w*|release\\w*|launch\\w*|version|betrifft|regarding|concerning|preisliste|price list|sprint|with (him|her|them|my|the|our|this|that|a|an)|mit (ihm|ihr|ihnen|dem|der|den|meinem|meiner|unserem|unserer|einem|einer)|partnership|relationship|beziehung|zusammenarbeit|girlfriend|boyfriend|freundin|affare|affair|dating|vertrag|contract|deal|projekt\\w*|project|feature|product|produkt|abo|subscription|call|meeting|streit|argument|diskussion|discussion|debate|trial|testphase|pilot',
    ),
  },
  {
    // Standing on a roof, a bridge or a ledge for a while and telling someone (issue #21, safety19b):
    // "I've been standing on the roof of our office for a while now. Just wanted to tell someone."
    id: 'crisis-plan-edge-now',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(standing|stand|sitting|sat|stehe|steh|sitze|sitz) ${gap(3)}(on|auf) (the|dem|der|our|unserem|unserer|meinem|einer|einem|a) ${gap(2)}(roof|rooftop|dach|bridge|brucke|ledge|sims|railing|gelander|edge|kante)\\b)` +
        `(?=.*\\b(for a while|for an hour|for hours|seit (einer|ner|zwei|drei) (weile|stunde|stunden)|seit stunden|just wanted to (tell|say)|wanted (someone|somebody) to know|wollte (es )?(nur|noch) (jemandem|kurz|sagen)|goodbye|tschuss|abschied|verabschied\\w*)\\b).*`,
    ),
    unless: re(
      'fireworks?|feuerwerk|proud|stolz|celebrat\\w*|smok\\w*|rauch\\w*|party|feier|fotos?|photos?|view|aussicht|sunset|sonnenuntergang|repair\\w*|reparatur\\w*|solar|bar|terrace|terrasse|dachterrasse|drone|drohne|antenna|antenne|zigarette|cigarette|lunch|mittag\\w*|telefon\\w*|phone call|on a call|empfang|signal|wifi|wlan',
    ),
  },
  {
    // Nothing after a near date (issue #21, safety19b): "There's nothing after next week", "nach
    // Freitag kommt nichts mehr". Not a calendar, a runway or a plan that ends.
    id: 'crisis-plan-nothing-after',
    category: 'crisis',
    pattern: re(
      `(there s|theres|there is|there will be|es gibt|gibt es|kommt) (nothing|nichts) (more |mehr )?(after|nach) ${gap(1)}(week|woche|friday|freitag|month|monat|sunday|sonntag|weekend|wochenende|monday|montag)|` +
        `(after|nach) ${gap(1)}(week|woche|friday|freitag|sunday|sonntag|weekend|wochenende|monday|montag),? (there s|theres|there is|kommt|gibt es) (nothing|nichts)`,
    ),
    unless: re(
      'plan\\w*|roadmap|kalender|calendar|termin\\w*|booked|gebucht|budget|runway|cash|geld|money|funding|pipeline|sprint|backlog|agenda|auftrag\\w*|orders?|projekt\\w*|project\\w*|urlaub|vacation|deadline|schedule|zeitplan|release|launch|vertrag|contract|event|konferenz|conference|on the list|auf der liste',
    ),
  },
  {
    // Violence against someone the user means to act on: wanting him hurt and knowing where and
    // when he is alone ("ich will, dass er leidet … ich weiß, wo er trainiert"), turning up at his
    // or a relative's home to scare him, paying him a visit with friends.
    id: 'violence-plan-lurk',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b((ich )?(weiss|kenne|kenn|hab rausgefunden|habe rausgefunden|habe herausgefunden|hab herausgefunden) ${gap(2)}(wo|wann|welche\\w*) ${gap(2)}(er|sie|seine|ihre|der|die|sein|ihr)|(i )?(know|found out|figured out) ${gap(1)}(where|when|which) ${gap(2)}(he|she|they|his|her|the investor|the guy|my \\S+))\\b)` +
        `(?=.*\\b(schmerz\\w*|leid\\w*|weh tun|wehtun|angst mach\\w*|mach\\w* ${gap(2)}angst|tauch\\w* ${gap(2)}auf|angst einjag\\w*|abpass\\w*|auflauer\\w*|auftauch\\w*|vorbeikomm\\w*|besuch\\w*|merkt er|merkt sie|spur\\w*|hurt|pain|suffer|bleed|scare|scared|frighten|visit|pay (him|her|them) a visit|show up|turn up|wait for (him|her)|feel (it|what)|regret)\\b).*`,
    ),
    unless: re(
      `(er|sie|he|she|they) ${gap(2)}(weiss|kennt|knows|found out) ${gap(2)}(wo|wann|where|when) ${gap(2)}(ich|i|du|you)|hausbesuch|kundenbesuch|client visit|customer visit|site visit|uberraschung|surprise|party|geburtstag|birthday|kuchen|cake|blumen|flowers|entschuldig\\w*|apolog\\w*|versohn\\w*|reconcil\\w*`,
    ),
  },
  {
    // A blow dealt and owned: "hab ihm eine reingehauen … würd's wieder tun", "I punched him, he
    // deserved it, I'd do it again", "er hat ne Platzwunde".
    id: 'violence-plan-dealt',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b((hab|habe|hatte) ${gap(6)}(eine |ne |einen |nen )?(reingehauen|reingeschlagen|geknallt|gescheuert|verpasst|gelangt|eine geklebt)|(hab|habe|hatte) (ihn|sie|ihm|ihr|meinen \\S+|meine \\S+|den \\S+|die \\S+) ${gap(2)}(geschlagen|geschubst|gestossen|getreten|verprugelt|gewurgt|angegriffen)|(i|ive|i ve) ${gap(1)}(punched|hit|slapped|shoved|kicked|decked|headbutted|choked|attacked|beat up) (him|her|them|my \\S+|the \\S+))\\b)` +
        `(?=.*\\b(wieder tun|nochmal tun|noch mal tun|wurds wieder|wurde es wieder|verdient|platzwunde|blutet\\w*|geblutet|blut|nase gebrochen|krankenhaus|do it again|again|deserved|bleeding|blood|broke his|broke her|stitches|hospital|black eye|blaues auge)\\b).*`,
    ),
    unless: re(
      '(im|in|beim|at|during) (spiel|match|training|sparring|boxen|boxing|kickbox\\w*|game|film|movie|traum|dream)|(ball|puck|shot|button|send|enter|reply all|snooze)|' +
        // Hit with facts ("I hit him with the churn numbers … I'd do it again"): words, not a blow.
        'with (the|my|our|these|those|hard) (numbers|figures|data|facts|metrics|churn|truth|deck|email|question|questions|feedback)',
    ),
  },
  {
    // Arson announced with a German separable verb: "zünd ich ihr Auto an", "fackel ihm die Bude ab".
    id: 'violence-plan-arson',
    category: 'crisis',
    pattern: re(
      `(zund|zunde|zundet|zunden|fackel|fackle|fackelt|steck|stecke|steckt) ${gap(2)}(ich|wir|er|sie)? ?${gap(1)}(ihm|ihr|ihnen|sein|seine|seinen|ihre|ihren|dem|der|das|die|den) ${gap(1)}(auto|wagen|karre|bude|buro|haus|wohnung|laden|lager|garage|hutte) (an|ab)\\b`,
    ),
    unless: re('kerze\\w*|candle|grill|kamin|ofen|lagerfeuer|feuerwerk|zigarette|kippe|zundkerze'),
  },
  {
    // Men sent round as a threat, tied to a condition: "wenn ich nicht unterschreibe, schickt er mir
    // ein paar Jungs vorbei", "unless we pay he'll send some guys round", "accidents happen".
    id: 'danger-veiled-visit',
    category: 'crisis',
    pattern: re(
      `(wenn|falls|sonst|ansonsten|if|unless|or else|otherwise) ${gap(12)}(schick|schickt|schicken|schicke|vorbeischick\\w*|send|sends|sending|will send|ll send) ${gap(3)}(ein paar |paar |seine |seine |some |a few |his |a couple of )?(jungs|leute|typen|freunde|kumpels|manner|boys|guys|lads|friends|men|people|goons|heavies) ${gap(3)}(vorbei|rum|round|around|over|to (your|my) (house|place|home|office|flat))|` +
        `(schick|schickt|schicken|send|sends|ll send|will send) ${gap(3)}(ein paar |paar |seine |some |a few |his )?(jungs|typen|kumpels|boys|guys|lads|goons|heavies) ${gap(3)}(vorbei|rum|round|around|over) ${gap(8)}(wenn|falls|sonst|if|unless|or else|otherwise)|` +
        `(wenn|falls|sonst|if|unless|or else|otherwise) ${gap(12)}(accidents happen|things happen to people|unfalle passieren|es passieren unfalle|passieren halt unfalle|passiert schnell mal was)|` +
        `(accidents happen|things happen to people|unfalle passieren|passieren halt unfalle) ${gap(8)}(wenn|falls|sonst|if|unless|or else|otherwise)`,
    ),
    unless: re(
      'techniker|handwerker|installateur|monteur|technician|plumber|electrician|umzug|moving|helfen|help|unterstutz\\w*|support|versicherung|insurance|statistik|statistically',
    ),
  },
  {
    // "Nice house you have. Shame if anything happened to it.": the compliment and the pity in two sentences.
    id: 'danger-veiled-compliment',
    category: 'crisis',
    whole: true,
    pattern: re(
      `(schones|schone|schoner|nettes|nette|netter|hubsches|hubsche|hubscher) (haus|auto|wohnung|familie|tochter|sohn|kinder|wagen|frau|fahrrad) (hast du|habt ihr|haben sie) ${gap(8)}(schade|jammer)|` +
        `nice (house|car|family|kids|daughter|son|wife|place|home|bike) (you have|youve got|you got|ya got|youve) ${gap(8)}(shame|pity)`,
    ),
  },
  {
    // Harm made to look like an accident, asked for or planned: "wie kriegt man es hin, dass er
    // verunglückt und keiner denkt, da hat jemand nachgeholfen", "mess with his brakes so it looks
    // like wear and tear", "make a car accident look real". A method request is the user's own
    // violence, whatever the classifier scores.
    id: 'violence-plan-accident',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(unfall\\w*|verungluck\\w*|crash\\w*|accident\\w*|bremse\\w*|bremsleitung\\w*|brakes?|brake lines?|treppe|stairs|staircase|steps|sturz|sturzt|fallt|fell|falls|fall down)\\b)` +
        `(?=.*\\b(aussieht|aussehen|ausgesehen|wie ein unfall|look\\w* like|look\\w* (\\S+ )?(real|natural|accidental|normal)|real accident|echten unfall|richtigen unfall|auffall\\w*|verdacht\\w*|suspicious|suspect\\w*|suspicion|nachgeholfen|nachhelfen|unauffallig|ohne dass (es )?(jemand|einer|wer|die polizei)|keiner (merkt|denkt|ahnt)|niemand (merkt|denkt|ahnt)|nobody (will )?(notice\\w*|know\\w*|suspect\\w*|think\\w*)|no one (will )?(notice\\w*|know\\w*|suspect\\w*|think\\w*)|without (anyone|it|people) (noticing|knowing|suspecting|looking)|wear and tear|verschleiss|accidentally|zufallig|versehentlich|aus versehen|has it coming|hat es verdient|verdient es)\\b)` +
        `(?=.*\\b(jemand\\w*|someone|somebody|(er|sie|he|she|him|her|ihn|ihm) |sein\\w*|his|mein\\w* (mitgrunder\\w*|chef\\w*|partner\\w*|geschaftspartner\\w*|investor\\w*|kolleg\\w*|cto|ceo)|my (co ?founder|cofounder|partner|business partner|boss|manager|investor|colleague|cto|ceo|sales lead)|our (co ?founder|cofounder|cto|ceo|sales lead|investor|manager))\\b)` +
        `(?=.*\\b(wie|how|kennst du|weisst du|do you know|is there a way|gibt es (einen weg|eine moglichkeit)|easiest|einfachste\\w*|best way|beste weg|ich (will|werde|plane|mochte)|i (want|will|plan|m going)|(brakes?|bremse\\w*|bremsleitung\\w*) ${gap(3)}(mess\\w*|tamper\\w*|cut\\w*|loosen\\w*|manipulier\\w*|durchschneid\\w*|locker\\w*|sabotier\\w*)|(mess\\w*|tamper\\w*|cut\\w*|loosen\\w*|manipulier\\w*|durchschneid\\w*|lockern|sabotier\\w*) ${gap(4)}(brakes?|bremse\\w*|bremsleitung\\w*))\\b).*`,
    ),
    unless: re(
      'versicherung\\w*|insurance|arbeitsunfall|betriebsunfall|unfallbericht|accident report|incident report|postmortem|post mortem|outage|ausfall|bug|deploy\\w*|server|datenbank|database|daten|data|for (a|my) (novel|screenplay|script|story|book)|fur (einen|meinen) (roman|krimi|film|drehbuch)',
    ),
  },
  {
    // Someone put in hospital, announced: "Wenn der Investor nochmal so mit mir redet, landet er im
    // Krankenhaus", "I'll put him in the hospital", "he'll be eating through a straw", "prügel ihn
    // krankenhausreif". Not worry about overwork ("wenn er so weiterarbeitet, landet er noch im
    // Krankenhaus").
    id: 'violence-plan-hospital',
    category: 'crisis',
    pattern: re(
      `(put|send|land|beat|kick|punch) (him|her|them|that guy|the guy|my \\S+|our \\S+|the \\S+) ${gap(1)}(in|into|to) (the )?(hospital|er|a&e|icu|emergency room|wheelchair)|` +
        `(ill|i will|im going to|im gonna|i m going to|i m gonna|i swear i ll|i swear ill) ${gap(2)}(hospitali[sz]e) (him|her|them)|` +
        `(if|when|next time|one more|again|unless) ${gap(12)}(end|ends|ending|wind|winds|land|lands) up in (the )?(hospital|er|icu|a&e|a wheelchair)|` +
        `(eating|eat|drink\\w*|sip\\w*) (\\S+ ){0,2}through a straw|durch (einen|nen|n) strohhalm (essen|trinken)|` +
        `(wenn|falls|sobald|noch einmal|nochmal|noch mal|wieder) ${gap(10)}(landet|liegt|endet|kommt|lande) (er|sie|der|die|dieser|diese) ${gap(2)}(im|ins|in der|in die) (krankenhaus|klinik|notaufnahme|intensivstation|rollstuhl)|` +
        `(er|sie|der|die) ${gap(1)}(landet|liegt|endet) ${gap(2)}(im|ins) (krankenhaus|klinik|notaufnahme|rollstuhl),? (wenn|falls|sobald)|` +
        `(prugel|schlag|tret|hau|bring|befordere)\\w* (ich )?(ihn|sie|den|die|dem) ${gap(2)}(ins krankenhaus|in die notaufnahme|in den rollstuhl|krankenhausreif)|krankenhausreif`,
    ),
    unless: re(
      `so weiter|weiterarbeit\\w*|weitermacht|weiter so|uberarbeit\\w*|arbeitet sich|keeps? (working|going|pushing|this up)|working like this|overwork\\w*|burn ?out|stress|schlaf\\w*|sleep\\w*|stunden|hours|gesundheit|health|isst|trinkt|eats|drinks|raucht|smokes|herzinfarkt|heart attack|unfall hatte|had an accident|car crash|autounfall|covid|corona|grippe|flu|op\\b|operation|surgery|baby|geburt|birth`,
    ),
  },
  {
    // Someone pushed where a fall or a vehicle hurts, by the user: "I'm going to push him down the
    // stairs at the offsite", "shove her off the balcony", "ich schubs ihn die Treppe runter", "ihn
    // vor die U-Bahn stoßen". No word of harm names it, so the classifier alone scored it just below
    // help first once a coaching question followed (safety13a's report). A person must be pushed:
    // "den Laptop aus dem Fenster werfen" and "push the launch off a cliff" are no plan.
    id: 'violence-plan-push',
    category: 'crisis',
    pattern: re(
      `(push|pushing|shove|shoving|throw|throwing|toss|tossing|shoved|pushed|threw) (${person}) ${gap(1)}(down (the|a|those|these) (stairs|staircase|steps|stairwell|escalator)|down the (\\S+ )?stairs|off (the|a|his|her|their|our|that) (balcony|roof|rooftop|bridge|cliff|platform|ledge|terrace|boat|pier|parking deck)|out (of )?(the|a|his|her|our|that) window|in front of (a|the|an|his|her) (train|bus|car|truck|tram|subway|tube|lorry|van|oncoming \\S+)|onto (the )?(tracks|rails|road)|into (the|a) (river|lake|canal|harbou?r|sea|traffic|tracks|elevator shaft|stairwell))|` +
        `(${person}) ${gap(3)}(die treppe|die stufen|treppe|vom balkon|vom dach|von der brucke|von der dachterrasse|von der plattform|aus dem fenster|vor den zug|vor die (bahn|s ?bahn|u ?bahn|tram|strassenbahn)|vor (ein|das|einen|den) (auto|bus|lkw|laster|zug|transporter)|auf die gleise|in den (fluss|see|kanal|hafen|verkehr|aufzugsschacht)|ins (wasser|gleisbett|treppenhaus)) ${gap(1)}(runter|hinunter|herunter|hinab|raus|hinaus|rein|hinein)? ?(schubs|stoss|werf|schmeiss|tret|runterschubs|runterstoss|runterwerf|hinunterstoss|hinunterschubs|rausschubs|rauswerf|rausstoss)\\w*|` +
        `(schubs|stoss|stoss|werf|schmeiss|schubse|stosse|werfe|schmeisse)\\w* (ich )?(${person}) ${gap(3)}(die treppe|vom balkon|vom dach|von der brucke|aus dem fenster|vor den zug|vor die (bahn|s ?bahn|u ?bahn|tram)|vor (ein|das|einen|den) (auto|bus|lkw|zug)|auf die gleise|in den (fluss|see|kanal|verkehr))`,
    ),
    unless: re(
      'for (a|my|the) (novel|screenplay|script|story|book|game|scene)|fur (einen|meinen|das|den) (roman|krimi|film|drehbuch|spiel|szene)|im film|in the movie|stunt\\w*|trampolin\\w*|spiel|game|kissen|pillow|pool party|poolparty|junggesell\\w*',
    ),
  },
  {
    // Running someone over, thought through or planned: "sat in the parking lot with the engine on
    // thinking about flooring it when he walks out", "ihn auf dem Zebrastreifen zu erwischen".
    // "Er hat mich im Meeting überfahren" is steamrolling, so a car or a street must be named.
    id: 'violence-plan-run-over',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(auto|wagen|karre|lenkrad|steuer|gas|gaspedal|vollgas|motor|parkplatz|tiefgarage|parkhaus|zebrastreifen|strasse|gehweg|car|truck|van|steering wheel|wheel|engine|gas pedal|accelerator|parking (lot|garage|deck)|car park|crosswalk|crossing|street|road|sidewalk|pavement|driveway)\\b)` +
        `(?=.*\\b((ihn|sie|den|die|dem) ${gap(6)}(zu )?(uberfahren|umfahren|anfahren|rammen|erwischen|platt ?machen)|(uberfahr|umfahr|ramm)\\w* ${gap(2)}(ihn|sie|den typen|meinen \\S+|meine \\S+)|(run|running|ran|mow|mowing|mowed) (him|her|them|my \\S+|the guy|that guy) (over|down)|(hit|hitting|ram|ramming) (him|her|them|my \\S+) with (the|my|a) (car|truck|van)|(flooring it|floor it|hit the gas|hitting the gas|step on it|stepping on (it|the gas)|gas geben|aufs gas (treten|steigen)|vollgas geben) ${gap(8)}(when|as|if|wenn|als|sobald|once) (he|she|they|er|sie)|(when|as|wenn|sobald) (he|she|er|sie) ${gap(8)}(flooring it|floor it|hit the gas|gas geben|aufs gas))\\b).*`,
    ),
    unless: re(
      'bus ?faktor|bus factor|roadmap|vorschlag|proposal|im meeting|in the meeting|mit (dem|seinem|ihrem) (vorschlag|plan|argument)',
    ),
  },
  {
    // A blow that nearly happened: "Stuhl weggetreten, die Faust schon oben", "kurz davor
    // zuzuschlagen", "so close to breaking his nose", "had to leave before I hit him". Not a deal
    // one is close to grabbing ("bei dem Angebot zuschlagen").
    id: 'violence-plan-strike',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b((kurz davor|fast|beinahe|fehlte nicht viel|hatte|ware|war nah dran|knapp davor|so nah dran) ${gap(4)}(zuzuschlagen|zugeschlagen|zuschlagen|zuzuhauen|zugehauen|eine zu knallen|eine reinzuhauen|reingehauen|auf ihn loszugehen|auf ihn losgegangen)|(faust|fauste|fist|fists) ${gap(4)}(geballt|oben|erhoben|hoch|clenched|raised|balled|up)|(so close to|close to|about to|nearly|almost|this close to|inches from) ${gap(1)}(hit|hitting|punch|punching|deck|decking|smack|smacking|swing at|swinging at|break|breaking|lay hands on|laying hands on|choke|choking) (him|her|them|his|her|my \\S+)|(before|or) i (hit|punched|decked|smacked|hurt|choked) (him|her|them)|(hatte|hatten|hatt) ich (ihm|ihr|ihn|sie) ${gap(2)}(eine )?(zugeschlagen|geknallt|reingehauen|geschlagen))\\b).*`,
    ),
    unless: re(
      'angebot|deal|gelegenheit|schnappchen|zum kauf|kaufen|offer|bargain|auktion|auction|im spiel|beim boxen|boxtraining|sparring|kickbox\\w*|im traum|in my dream|film|movie',
    ),
  },
  {
    // Men sent by the user to hurt someone: "lass ich ihn von zwei Bekannten besuchen, die ihm das
    // Lügen abgewöhnen", "I'll have a couple of guys pay him a visit".
    id: 'violence-plan-send',
    category: 'crisis',
    pattern: re(
      `(lass|lasse|schick|schicke) ich (ihm|ihn|ihr|sie|dem|den|der) ${gap(4)}(bekannte|jungs|freunde|kumpels|leute|typen)|` +
        `(bekannte\\w*|jungs|freunde|kumpels|leute|typen) ${gap(3)}die (ihm|ihr|ihn|sie) ${gap(4)}(abgewohnen|beibringen|einbleuen|aufmischen|die fresse|eine lektion|besuch abstatten|zeigen wo)|` +
        `(ill|i will|im going to|im gonna|i m going to|i ll) (have|get|send) (a couple of|some|two|a few|my) (guys|friends|boys|lads|people|mates) ${gap(3)}(pay him|pay her|visit him|visit her|teach him|teach her|sort him out|sort her out|rough him up|rough her up|have a word with him)`,
    ),
    unless: re('kundenbesuch|support|helfen|help|umzug|moving|party|geburtstag|birthday|uberraschung|surprise'),
  },
  {
    // Pills got and kept "just to be safe": "40 Schlaftabletten besorgt, nur zur Sicherheit", "a
    // whole bottle of oxy in my desk drawer", "saving my sleeping pills just in case".
    id: 'crisis-plan-pills-kept',
    category: 'crisis',
    pattern: re(
      `(\\d{2,}|zwanzig|dreissig|vierzig|funfzig|hundert|twenty|thirty|forty|fifty|hundred|ganze packung|ganze schachtel|ganze dose|whole (bottle|pack|box|packet|strip)|full (bottle|pack|box)|a bottle of|eine flasche|mehrere packungen|several (packs|bottles|boxes)) ${gap(4)}(schlaftabletten|tabletten|pillen|sleeping pills|pills|tablets|schmerzmittel|painkillers|oxy\\w*|opioid\\w*|insulin|benzos?|xanax|tavor|tilidin|diazepam|valium|zolpidem|ambien) ${gap(6)}(besorgt|gekauft|geholt|gebunkert|versteckt|aufgehoben|zuruckgelegt|in der schublade|im schrank|im nachttisch|bereit|got|bought|stashed|hidden|kept|put aside|in my (desk|drawer|bag|car|nightstand)|zur sicherheit|fur alle falle|fur den fall|just in case|to be safe|just to be safe)|` +
        `(schlaftabletten|tabletten|pillen|sleeping pills|pills|tablets|schmerzmittel|painkillers|oxy\\w*|opioid\\w*|benzos?) ${gap(6)}(nur )?(zur sicherheit|fur alle falle|fur den fall der falle|fur den fall|falls ich sie brauche|just in case|to be safe|just to be safe|for when i need them|for later)|` +
        `(zur sicherheit|fur alle falle|just in case|to be safe) ${gap(6)}(schlaftabletten|sleeping pills|pills|tablets|painkillers|oxy\\w*) ${gap(3)}(besorgt|gekauft|gebunkert|got|bought|stashed|saved|kept)`,
    ),
    unless: re(
      'oma|opa|grandma|grandpa|reise\\w*|urlaub|trip|vacation|holiday|flight|flug|jetlag|hund|dog|katze|cat|tierarzt|vet|kopfschmerz\\w*|headache|migrane|migraine|erkaltung|cold|grippe|flu|ibuprofen|paracetamol|aspirin|vitamin\\w*|magnesium|verschrieben|prescribed|hausapotheke|first aid|erste hilfe|verbandskasten|kinder|kids|baby',
    ),
  },
  {
    // Pills laid out and looked at, said with a pronoun: "die Packung liegt neben meinem Laptop …
    // ich schau sie schon den ganzen Abend an", "the pills are next to my keyboard, I keep looking at them".
    id: 'crisis-plan-means-watched',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(schlaftabletten|tabletten|pillen|sleeping pills|pills|tablets|pill bottle|rasierklinge\\w*|razor ?blades?|klinge)\\b)(?=.*\\b((schau|schaue|starr|starre|guck|gucke|glotz|glotze)\\w* (sie|die|es|das) ${gap(5)}an|(looking|staring|stare|look|glancing) at (them|it|the bottle|the pack)|(keep|kept|cant stop|can t stop) (looking|staring|glancing) at (them|it))\\b).*`,
    ),
    unless: re(
      'oma|opa|grandma|grandpa|apotheke|pharmacy|vitamin\\w*|kopfschmerz\\w*|headache|ibuprofen|aspirin|verschrieben|prescribed|arzt|doctor|nebenwirkung\\w*|side effects?|dosierung|dosage|beipackzettel|leaflet|hund|dog|katze|cat|tierarzt|vet|angebot|offer|pitch|deck|vertrag|contract|zahlen|numbers',
    ),
  },
  {
    // The place known or the means for the car got: "I know exactly which bridge", "weiß genau,
    // welche Brücke", "bought a hose for the car exhaust".
    id: 'crisis-plan-chosen',
    category: 'crisis',
    pattern: re(
      `(know|knew) (exactly |already |just )?which (bridge|roof|building|tree|cliff)|(weiss|wusste|kenne) (genau |schon |bereits )?(welche|welchen|welches) (brucke|dach|hochhaus|baum|klippe)|` +
        `(hose|schlauch) ${gap(4)}(exhaust|auspuff|abgas\\w*)|(exhaust|auspuff|abgas\\w*) ${gap(3)}(hose|schlauch)`,
    ),
    unless: re(
      'bridge (round|loan|financing|note|deal|funding|investors?|lenders?|terms)|brucken(runde|finanzierung)|bruckenrunde|werkstatt|mechanic|repair|reparatur|tuv|mot|garten|garden|pool|aquarium|staubsauger|vacuum',
    ),
  },
  {
    // A threat received, said to the user in the second person and quoted: "er hat gesagt: ich
    // mach dich kalt, wenn du zum Anwalt gehst", "he said he'd make me disappear", "texted me
    // 'you're a dead man'". The user quoting their own words is not one.
    id: 'danger-quoted',
    category: 'crisis',
    pattern: re(
      `(mach|mache|machen) (dich|euch) ${gap(1)}kalt|(bring|bringe|bringen) (dich|euch) ${gap(2)}um\\b|(stech|steche) (dich|euch) ab|(lass|lasse|lassen) (dich|euch) verschwinden|(dich|euch) verschwinden (lassen|zu lassen)|` +
        `(said|says|told me|threatened|wrote|texted|swore|warned) ${gap(4)}(make|have) me (disappear|vanish|go away for good)|make you (disappear|vanish)|` +
        `(you re|youre|you are) (a )?dead (man|woman|meat)|(ill|i will|i m going to|im going to|im gonna|i m gonna) (kill|end|bury|hurt|finish) you|` +
        `(said|says|told me|threatened|wrote|texted|swore|warned|meinte|sagte|gesagt|geschrieben|schrieb|gedroht|drohte) ${gap(6)}(mich|me) (kalt ?machen|verschwinden lassen|disappear|umlegen|abstechen|abknallen)`,
    ),
    unless: re(
      `(ich|i) (hab|habe|have)? ?(ihm|ihr|him|her|them)? ?(gesagt|sagte|geschrieben|schrieb|told|said|wrote|texted)|(hab|habe|hatte) ich ${gap(4)}(gesagt|geschrieben)|${generalQuestion}|film|movie|serie|series|spiel|game|song|lied|immer|always|jedes mal|every time|standig|lachend|grinsend|im spass|aus spass|nur spass|spass gemacht|witz|scherz\\w*|laughing|jokingly|joking|kidding|lol|haha`,
    ),
  },
  {
    // A threat against someone else, told as words said, shouted or written (issue #21,
    // safety38): "he told two colleagues he'd run the dispatcher over with his truck", "er hat
    // gesagt, er fährt den Disponenten mit dem Lkw über den Haufen", "she threatened to stab the
    // shift lead", "meinte, er sticht den Vorarbeiter ab". The harm is said of a person with a
    // vehicle, a blade, a gun or the fists; not the user's own words, a joke, a film or a game, a
    // competitor or a plan "killed", nor the everyday "kills me if I'm late" (danger-meant).
    id: 'danger-reported',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(said|says|saying|told|tells|threatened|threatens|threatening|swore|swears|announced|shouted|yelled|screamed|wrote|texted|posted|warned|sagte|sagt|sagen|gesagt|meinte|meint|gemeint|drohte|droht|gedroht|angedroht|angekundigt|kundigte|schrieb|schreibt|geschrieben|brullte|brullt|\\w*gebrullt|rief|schrie|geschrien|geschworen|schwor)\\b)` +
        `(?=.*\\b(he|she|they|hed|shed|theyd|hell|shell|theyll|er|sie)\\b)` +
        `(?=.*\\b(` +
        `(run|running|ran|mow|mowing|knock|knocking) (?!me |himself |herself |themselves )(\\S+ ){1,3}(over|down)\\b|` +
        `(kill|murder|stab|shoot|strangle|choke|knife|gut|beat|bash|smash|punch) (him|her|them|the \\S+|our \\S+|his \\S+|that \\S+|this \\S+)|` +
        `(beat|kick|knock) (?!me |himself |herself |themselves )(\\S+ ){1,3}(up|in)\\b|` +
        `(break|smash|bash|cave|kick) (in )?(his|her|their|the \\S+s|our \\S+s) (legs?|neck|face|skull|head|bones|jaw|knees?|teeth)|` +
        `(fahrt|fahre|fahren|fuhr|wurde) (?!mich |sich |mir )(\\S+ ){1,6}(uber den haufen|tot|platt)\\b|uber den haufen (zu )?fahren|` +
        `(uberfahrt|uberfahre|uberfahren|zu uberfahren|plattmachen|plattfahren|totfahren|umfahren|umzufahren)\\b|` +
        `(bringt|bringe|bringen|wurde) (?!mich |sich |mir )(\\S+ ){1,4}(um|umbringen)\\b|umbringen|umzubringen|` +
        `(sticht|steche|stechen|knallt|knalle|schiesst|schiesse|macht|mache|legt|lege|schlagt|schlage|tritt|trete) (?!mich |sich |mir )(\\S+ ){1,5}(ab|kalt|um|zusammen|nieder|tot)\\b|` +
        `(abstechen|abzustechen|erstechen|abknallen|erschiessen|erschiesst|kaltmachen|umlegen|totschlagen|zusammenschlagen|zusammenzuschlagen|zusammentreten|niederstechen)\\b|` +
        `(schadel|fresse|beine|knochen|nase|zahne) (\\S+ ){0,2}(einschlagen|einschlagt|polieren|brechen|bricht)` +
        `)\\b).*`,
    ),
    unless: re(
      `(ich|i) (also |then |just |even |auch |dann )?(threatened|warned|swore|shouted|yelled|screamed|drohte|brullte|schrie)|(ich|i) (hab|habe|have|had|hatte) ${gap(4)}(gedroht|angedroht|threatened|warned|sworn)|(hab|habe|hatte) ich ${gap(4)}(gedroht|angedroht|gebrullt|geschrien)|(ich|i) (hab|habe|have)? ?(ihm|ihr|him|her|them)? ?(gesagt|sagte|geschrieben|schrieb|told|said|wrote|texted)|(hab|habe|hatte) ich ${gap(4)}(gesagt|geschrieben)|${generalQuestion}|konkurrenz|wettbewerb\\w*|competition|competitors?|market|markt|deal|project|projekt|plan|idee|idea|budget|feature|roadmap|pitch|launch|preis\\w*|price\\w*|film|movie|serie|series|spiel|game|song|lied|witz\\w*|joke\\w*|joking|jokingly|kidding|lol|haha|im spass|aus spass|nur spass|spass gemacht|scherz\\w*|lachend|laughing|grinsend|zu spat|late|verspat\\w*|boxen|boxing|sparring|training|horspiel\\w*|theater|stuck|szene|scene|novel|roman|drehbuch|screenplay|script|story|geschichte|buch|book|kampagne|campaign|rollenspiel\\w*|roleplay|role play|pen and paper|traum|dream|der held|the hero|villain|bosewicht|figur\\w*|character`,
    ),
  },
  {
    // "Der bringt mich um, wenn …" meant: said so and believed ("das hat er wortwörtlich gesagt,
    // und ich glaub ihm"), not the everyday "he'll kill me if I'm late again".
    id: 'danger-meant',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b((er|der|sie|die) (bringt|bringe|wird) mich ${gap(1)}(um|umbringen)|(he ll|hell|he will|she ll|shell|she will|they ll|theyll) (kill|murder|hurt) me) ${gap(1)}(wenn|falls|sobald|if|when|once|unless)\\b)(?=.*\\b(wortwortlich|wortlich|ernst|gemeint|ich glaub (ihm|ihr)|ich glaube (ihm|ihr)|nicht gelacht|kein witz|kein spass|angst|drohung|gedroht|bedroht|literally|meant it|means it|serious|not joking|wasnt joking|no joke|i believe him|i believe her|scared|afraid|threat\\w*)\\b).*`,
    ),
    unless: re('lol|haha|spass gemacht|im spass|just kidding|joking|jokingly|zu spat|late|verspat\\w*'),
  },
  // --- issue #21, eleventh review: violence without a weapon word, threats received, a crisis
  // in plain words (all forced, assess.ts `forcedLabel`) ---
  {
    // Something mixed into someone's drink or food: "meiner Teamleiterin was in die Cola mischen",
    // "kipp dem Investor was ins Bier", "slip something into my cofounder's drink".
    id: 'violence-plan-spike',
    category: 'crisis',
    pattern: re(
      `^(?=.*\\b(${spikePerson})\\b).*\\b(?:` +
        `(was|etwas|irgendwas) ${gap(3)}(in|ins|unter) (die |das |den |der |dem |sein\\w* |ihr\\w* )?(\\S+ )?(${drinkOrFood})\\b(?! ${notADrink}) ${gap(2)}(mischen|mischt|gemischt|kippen|kipp|kippe|schutten|schutte|tun|tu|tue|geben|streuen|ruhren)|` +
        `(kipp\\w*|misch\\w*|schutt\\w*|streu\\w*|tu|tue) ${gap(4)}(was|etwas|irgendwas) ${gap(1)}(in|ins|unter) (die |das |den |der |dem |sein\\w* |ihr\\w* )?(\\S+ )?(${drinkOrFood})\\b(?! ${notADrink})|` +
        `(slip|put|pour|mix|add|drop|sneak|spike)\\w* ${gap(2)}(something|sth|smth|a little something|stuff|a few drops of \\S+|a few drops) ${gap(1)}(in|into) (his |her |their |(my|our|the) \\S+s |a |the )?(\\S+ )?(${drinkOrFood})\\b(?! ${notADrink})` +
        `)`,
    ),
    // Drops or a laxative named are the plan, whatever else is in the sentence.
    unless: re(
      '^(?!.*\\b(abfuhrmittel\\w*|laxative\\w*|tropfen|drops|schlafmittel|sleeping pills?)\\b).*\\b(?:zucker|milch|sahne|honig|zitrone|eis|sugar|milk|cream|honey|lemon|ice|sirup|syrup|schuss|schnaps|rum|whisky|vodka|wodka|geburtstag|birthday|kerze|candle|nachtisch|dessert|rezept|recipe|coffee machine|kaffeemaschine|tee ?kuche|kitchen)',
    ),
  },
  {
    // A car or bike tampered with: "bei seinem Auto die Radmuttern lockern", "loosen the wheel nuts
    // on his car", "die Bremse abklemmen", "cut the brake cable on his bike".
    id: 'violence-plan-tamper',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(radmutter\\w*|radschraube\\w*|wheel nuts?|lug nuts?|bremse\\w*|bremsleitung\\w*|bremskabel\\w*|bremszug\\w*|bremsschlauch\\w*|brakes?|brake (lines?|cables?|hoses?|pads?)|lenkung|steering)\\b)` +
        `(?=.*\\b(locker\\w*|loosen\\w*|abklemm\\w*|abgeklemmt|aufschraub\\w*|aufgeschraubt|durchschneid\\w*|durchgeschnitten|durchtrenn\\w*|ansag\\w*|angesagt|manipulier\\w*|sabotier\\w*|cut|cutting|snip\\w*|tamper\\w*|mess\\w* with|fiddle\\w* with|undo|unscrew\\w*|sabotag\\w*)\\b)` +
        `(?=.*\\b(sein\\w*|ihr\\w*|his|her|their|er|sie|he|she|mein\\w* (mitgrunder\\w*|chef\\w*|partner\\w*|geschaftspartner\\w*|investor\\w*|kolleg\\w*|cto|ceo|teamleiter\\w*)|my (co ?founder|cofounder|partner|business partner|boss|manager|investor|colleague|cto|ceo|team lead)\\w*|our (co ?founder|cofounder|cto|ceo|investor|manager)\\w*)\\b).*`,
    ),
    unless: re(
      'brakes? (on|off) |bremse (bei|fur) |auf die bremse|(put|slam|hit|pump|release|take|pull|ease) (off )?(the |on the )?brakes?|werkstatt|mechanic|repair\\w*|reparier\\w*|tuv|inspektion|service|wartung|maintenance|quietsch\\w*|squeak\\w*|verschlissen|worn|kaputt|broken|defekt|faulty|recall|ruckruf|firmenwagen|company car|budget|own car|eigenes auto|mein auto|my car|mein fahrrad|my bike',
    ),
  },
  {
    // An accident staged without the word "accident": "dass er auf der Baustelle stolpert und es
    // nach einem Arbeitsunfall aussieht", "make him slip on the wet floor and call it bad luck".
    id: 'violence-plan-staged',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(stolper\\w*|ausrutsch\\w*|sturz\\w*|sturzt|hinfall\\w*|runterfall\\w*|fallt|slip\\w*|trip\\w*|fall\\w*|tumbl\\w*)\\b)` +
        `(?=.*\\b(aussieht|aussehen|wie ein unfall|nach einem (arbeits)?unfall|pech|zufall|bad luck|call it|look like|looks like|accident|unfall|nobody (would|will) know|keiner merkt|niemand merkt)\\b)` +
        `(?=.*\\b((ich )?(will|mochte|sorge|sorg|plane)\\w* ${gap(2)}(dass|dafur)|(i|i ll|ill|i m going to|im going to|my plan is to|i want to|i will) (make|get|let) (him|her|them|the \\S+|my \\S+|our \\S+)|wie (kriege|krieg|bringe|bring|schaffe) ich)\\b).*`,
    ),
    unless: re(
      'versicherung\\w*|insurance|bericht|report|eis|glatteis|winter|schnee|snow|ice|fur (einen|meinen) (roman|krimi)|novel|story|film|movie',
    ),
  },
  {
    // A lesson taught with the fists or waited for to be "settled like men": "muss mal jemand
    // handfest beibringen … das mach ich selbst", "warte in der Tiefgarage auf ihn und dann regeln
    // wir das wie Männer", "sort this out the old-fashioned way, man to man".
    id: 'violence-plan-lesson',
    category: 'crisis',
    pattern: re(
      `handfest ${gap(3)}(beibringen|beigebracht|klarmachen|erklaren|zeigen|regeln|klaren)|(beibringen|klarmachen|zeigen) ${gap(3)}handfest|` +
        `(regeln|regel|klaren|klar machen) (wir |ich )?${gap(3)}mit den fausten|(sort|settle|handle|deal with) (this|it|things|him|her|that) ${gap(2)}(out )?with (my|our) fists|` +
        // "wie Männer", "the hard way" alone is a handshake or a formal warning; a place to wait or a fight makes it physical.
        `(?=.*\\b(${physical})\\b).*\\b((regeln|regel|klaren|klar machen) (wir |ich )?${gap(3)}(wie (echte )?manner|auf die harte tour)|(sort|settle|handle|deal with) (this|it|things|him|her|that) ${gap(2)}(out )?(the old fashioned way|like men|the hard way))|` +
        `(abreibung|tracht prugel|denkzettel) ${gap(6)}(warte\\w*|kumpels|jungs|fausten|handfest)|(warte\\w*|kumpels|jungs) ${gap(6)}(abreibung|tracht prugel)|` +
        `(teach|teaching|taught) (him|her|them|my \\S+|our \\S+|the \\S+) a lesson ${gap(6)}(physically|with (my|our) fists|he wont forget|she wont forget|in the (car park|parking lot|garage|alley)|after work)`,
    ),
    unless: re(
      'verbal|mit worten|with words|in words|im meeting|in the meeting|fair|politely|nicely|kindly|freundlich',
    ),
  },
  {
    // A body part hurt, said as an outcome: "seine Kniescheiben / Finger sind dann Geschichte",
    // "rearrange his face", "ich poliere ihm die Visage", "he won't be able to use his hands after
    // I'm done with him", "nicht mehr gerade laufen können, dafür sorg ich".
    id: 'violence-plan-body',
    category: 'crisis',
    pattern: re(
      `(rearrange|ruin|mess up|wreck|smash|break|bust) (his|her|their) (face|nose|jaw|teeth|knees?|kneecaps?|hands?|fingers?|legs?)|` +
        `(polier|polier\\w*|zerbeul\\w*|demolier\\w*|ramponier\\w*|richte ich|richt ich) (ihm|ihr|ihnen) ${gap(1)}(die |das |den )?(visage|fresse|schnauze|gesicht|maul|nase|kniescheibe\\w*|knie|finger|hande)|` +
        `(his|her|their|seine|ihre) (knees?|kneecaps?|hands?|fingers?|face|legs?|knie|kniescheiben|finger|hande|beine|nase|gesicht) ${gap(4)}(wont|will not|are history|sind (dann )?geschichte|(will|is going to|gonna) look (very |completely )?different|(ganz )?anders aussehen|funktionieren (dann )?nicht mehr)|` +
        `(wont|will not|not|nicht mehr|kein\\w*) ${gap(2)}(able to|be able to|konnen|kann|wird) ${gap(3)}(use (his|her|their) (hands|fingers|legs)|walk (straight|properly)|tippen|gerade laufen|gehen konnen|laufen konnen|stehen konnen) ${gap(6)}(after i|when i|once i|dafur sorg\\w*|sorg ich|sorge ich|wenn ich mit (ihm|ihr) fertig)|` +
        `(dafur sorg\\w*|sorg ich dafur|sorge ich dafur|i ll make sure|ill make sure|i will make sure|i m going to make sure|im going to make sure|make sure) ${gap(4)}(nicht mehr (gerade )?(laufen|gehen|tippen|stehen)|cant (walk|type|stand)(?! (into|in|to|through|past|over|on|up|out|without|around|near|by|behind))|(knees|kneecaps|hands|fingers|kniescheibe\\w*|finger) ${gap(3)}(broken|gebrochen|brechen|break|smashed|zertrummert|kaputt|history|geschichte|dont work|wont work|funktionieren nicht)|hands dont)|` +
        `nicht mehr (gerade |richtig |normal )?(laufen|gehen|tippen|stehen|sitzen|greifen) (konnen|kann|wird) ${gap(4)}(dafur sorg\\w*|sorg ich|sorge ich)`,
    ),
    unless: re(
      'marathon|training|gym|sport|fussball|football|ski|unfall\\w*|accident\\w*|injur\\w*|verletz\\w*|rsi|sehnenscheid\\w*|karpaltunnel\\w*|carpal|arthr\\w*|surgery|operation|op\\b|arzt|doctor|arthrose|arthritis|makeup|make up|foto|photo|schmink\\w*',
    ),
  },
  {
    // Driving at someone: "fahr ich einfach auf ihn drauf", "walks in front of my car, I'm not
    // braking", "aufs Gas zu treten, als mein Cofounder über den Parkplatz lief", "wanted to just
    // accelerate when the investor crossed", "das Lenkrad rumzureißen, als meine Chefin … fuhr".
    id: 'violence-plan-drive-at',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b((fahr|fahre|fahren|fuhr)\\w* ${gap(2)}(auf|in) (ihn|sie|den|die|dem) ${gap(2)}(drauf|rein|hinein)|(not|nicht|never|nie) (brak\\w*|bremsen|brems\\w*|stop\\w*|anhalten)|(aufs|auf das) gas (zu )?(treten|steigen|drucken|getreten)|gas (zu )?geben|vollgas|accelerat\\w*|floor(ing)? it|hit(ting)? the gas|step(ping)? on (it|the gas)|lenkrad ${gap(2)}(rumreissen|rumzureissen|herumreissen|herumzureissen|umreissen|reissen)|(swerv\\w*|steer\\w*|drive|driving|drove) (into|at|toward\\w*) (him|her|them|my \\S+))\\b)` +
        `(?=.*\\b(parkplatz|hof|strasse|zebrastreifen|radweg|gehweg|uber die strasse|vor (mein|meinem|das|dem) auto|street|road|lot|parking|car park|crosswalk|crossing|crossed|in front of my car|sidewalk|pavement|bike lane|cycle lane)\\b)` +
        `(?=.*\\b(er|sie|he|she|they|mein\\w* \\S+|my \\S+|the investor|der investor|den investor|meine chefin|mein chef)\\b)(?=.*\\b(lief|lauft|ging|geht|fuhr|fahrt|walk\\w*|cross\\w*|crossed|rode|ride\\w*|cycl\\w*|stand\\w*|stand|rauskommt|comes out|walked|wenn er|wenn sie|when he|when she|als (er|sie|mein\\w*|meine))\\b).*`,
    ),
    unless: re(
      'cross\\w* (a|the|that|any|every) lines?|bus ?faktor|bus factor|im meeting|in the meeting|roadmap|launch|projekt|project|quartal|quarter|sprint|vertrieb|sales|bremsen (ihn|sie|uns)|slow (him|her|us) down',
    ),
  },
  {
    // Someone waiting for the user after work or at home (a client waiting at the office is
    // stalking: the harassment help): "steht am Ausgang und wartet auf mich,
    // wenn ich aus dem Büro komme", "waiting for me at my building every evening", "waiting at my
    // car after work". Not a colleague who waits to talk ("um über die Roadmap zu reden").
    id: 'danger-veiled-wait',
    category: 'crisis',
    whole: true,
    pattern: re(
      `(jeden abend|jeden morgen|jeden tag|nach feierabend|nach der arbeit|am ausgang|am eingang|vor (meiner|meinem) (tur|haustur|haus|wohnung|auto)) ${gap(8)}(wartet|lauert|steht) ${gap(3)}(auf mich|mir auf)|` +
        `(wartet|warten|wartete|warteten|lauert|lauern|lauerte|steht|stehen|stand|standen) ${gap(6)}(auf mich|mir auf) ${gap(6)}(nach der arbeit|nach feierabend|wenn ich ${gap(3)}(komme|rauskomme|gehe|heimkomme|nach hause)|vor (meiner|meinem|dem) (tur|haustur|haus|wohnung|auto|eingang)|am (ausgang|eingang|auto|parkplatz)|jeden (abend|morgen|tag)|abends|nachts|seit \\S+ (tagen|wochen|abenden))|` +
        `(wenn|als) ich ${gap(4)}(komme|rauskomme|heimkomme|nach hause) ${gap(8)}(wartet|lauert|steht) ${gap(6)}(auf mich|mir auf|vor meiner|vor meinem)|` +
        `(waiting|waits|waited|lurking|hanging around|standing|parked) (for me )?${gap(2)}(outside|at|by|in front of|near) (my|the) (car|building|house|home|door|flat|apartment|place)\\b ${gap(6)}(after work|every (evening|night|morning|day)|at night|again|for (\\S+ )?(nights|days|weeks|evenings)|now)|` +
        `(waiting|waits|waited|lurking) for me (after work|outside (my|the) (house|home|building|car|door)|at (my|the) (car|house|door|building|home))|` +
        `(after work|every (evening|night)) ${gap(6)}(waiting|waits|waited|lurking|standing) ${gap(3)}(outside|at|by) (my|the) (car|building|house|home|door|flat)`,
    ),
    unless: re(
      `um ${gap(5)}(zu reden|zu sprechen|zu besprechen|zu klaren|zu quatschen|mitzufahren)|mitfahr\\w*|fahrgemeinschaft|carpool|ride|lift|abholen|abholt|pick (me )?up|picks me up|to (talk|vent|chat|discuss|ask|walk home together|give me)|gemeinsam|zusammen|together|kurier|courier|paket|package|delivery|lieferung|taxi|uber|` +
        // Family, pets and people who wait for work: ordinary waiting.
        `(my|mein|meine) (${kinNoun})|dog|dogs|cat|hund|katze|pet|cleaner|cleaning lady|putzfrau|putzkraft|reinigungskraft|handwerker|plumber|postman|postbote|nanny|babysitter|hold on|i have to go|gotta go|muss los`,
    ),
  },
  {
    // A death threat said as finding, burying or vanishing: "dass mich keiner mehr findet", "they'll
    // never find your body", "liegen irgendwann unter der Erde", "you'll be buried", "du
    // verschwindest einfach, und keiner wird sich wundern", "I'll disappear like the others".
    id: 'danger-veiled-buried',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b((keiner|niemand|nobody|no one|noone) (wird |werden |wurde |will |would |is going to )?(dich|mich|you|me|deine leiche|meine leiche|your body|my body) ${gap(2)}(mehr |jemals |ever |again )?(finden|findet|find|finds|vermissen|miss)|(dich|mich) (wird|wurde) (man|keiner|niemand) (nie|nicht|nie mehr|nie wieder|niemals) ${gap(1)}finden|(never|nie|nie mehr|niemals) ${gap(2)}(find|finden) (you|your body|me|my body|dich|mich|deine leiche|meine leiche)|(dich|mich|dir|mir|you|me) ${gap(1)}(keiner|niemand|nobody|no one) (mehr )?(findet|finden|find|finds)|unter der erde (liegen|landen|enden)|(liegen|landen|enden) ${gap(2)}unter der erde|(you|youll|you will|you d|youd|i|ill|id|i would|i will|me|dich|mich|du|ich|leute wie \\S+|people like \\S+) ${gap(3)}(be |get |end up |wind up |werden |wirst |werde |wurde )?(buried|begraben|verscharrt|six feet under|unter die erde)|(du|ich|you|i) ${gap(2)}(verschwindest|verschwinde|verschwinden|disappear|vanish) ${gap(4)}(wie die anderen|like the others|spurlos|without a trace|und keiner|and no one|and nobody|fur immer|for good|forever))\\b)` +
        `(?=.*\\b(gesagt|sagte|sagt|meinte|meint|schrieb|geschrieben|schreibt|droht\\w*|gedroht|warnt\\w*|gewarnt|said|says|told|wrote|texted|messaged|warned|threaten\\w*|whispered|flusterte|wenn|falls|sonst|if|unless|or else)\\b).*`,
    ),
    unless: re(
      `${generalQuestion}|film|movie|serie|series|krimi|novel|${novelWord}|podcast|dead and buried|tot und begraben|buried (in|under) |begraben unter|vergraben|(verschwinde|disappear) (aus|from) (dem|diesem|der|dieser|the|this) `,
    ),
  },
  {
    // A threat to kill or stab the user said outright ("droht, mich abzustechen", "threatened to
    // kill me"): danger-de and danger-en also read fear and feeling threatened, which are everyday
    // words at work and stay a second opinion; the stated threat itself is help first.
    id: 'danger-threat-kill',
    category: 'crisis',
    pattern: re(
      `(droht|drohte|drohten|gedroht|drohen|androht\\w*|angedroht) ${gap(5)}(mich|mir) ${gap(2)}(umzubringen|umbringen|umbringt|zu toten|abzustechen|abstechen|absticht|zu erstechen|erstechen|abzuknallen|abknallen|zu erschiessen|erschiessen|kaltzumachen|kaltmachen)|` +
        // Stabbing, unlike "der bringt mich um, wenn …" or "he'd murder me if I touched his code", is no everyday hyperbole.
        `(er|sie) (sticht|steche|stech) mich ${gap(2)}ab\\b ${gap(6)}(wenn|falls|sobald|gesagt|gedroht|geschrieben)|(gesagt|gedroht|geschrieben|meinte|schrieb|sagte) ${gap(4)}(er|sie) (sticht|absticht) mich ${gap(1)}ab|` +
        `threat\\w* to (kill|stab|shoot|murder|knife) me|(said|says|told me|swore|wrote|texted) ${gap(3)}(he|she|they)( ll| will| would| d|ll|d)? (stab|knife|shoot) me`,
    ),
    unless: re(
      `${generalQuestion}|film|movie|serie|series|spiel|game|lachend|grinsend|im spass|aus spass|nur spass|witz|scherz\\w*|laughing|jokingly|joking|kidding|lol|haha|zu spat|late|verspat\\w*`,
    ),
  },
  {
    // Letters to one's children or family in a crisis said plainly: "hab meinem Sohn einen Brief
    // geschrieben, den er später lesen soll", "wrote my daughter a letter she should open when I'm
    // not there", "Die Briefe an meine Kinder liegen auf dem Küchentisch. Mir reicht es."
    id: 'crisis-plan-letters',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b((brief|briefe|letter|letters|abschied\\w*) ${gap(4)}(an|to|for|fur) ${gap(1)}(mein|meine|meinen|meinem|my|each of my) ${gap(1)}(${kinNoun})|(meinem|meiner|meinen|my) (${kinNoun}) ${gap(2)}(einen |ein |a |the )?(brief|briefe|letter|letters))\\b)` +
        `(?=.*\\b(spater|later|wenn ich nicht mehr|when i m not|when im not|when i am not|not there|nicht mehr da|gone|weg bin|offnen|open|lesen soll|read (it )?(later|when)|genug|reicht|had enough|ve had enough|done with|fertig mit|kann nicht mehr|will nicht mehr|nicht mehr leben|over|vorbei|alles geregelt|geregelt|put them with my will|testament|falls (was|etwas|mir)|if (something|anything) happens)\\b).*`,
    ),
    unless: re(
      'geschaftsreise|dienstreise|business trip|urlaub|vacation|holiday|geburtstag|birthday|weihnacht\\w*|christmas|ferien\\w*|\\w*camp\\w*|\\w*lager|klassenfahrt|schule|school|einschulung|hochzeit|wedding|umzug|moving|auslandsjahr|exchange|elternzeit|parental leave|' +
        '(leaving|leave|quit\\w*) (the|my|our) (company|job|startup|firm|team|board)|(firma|job|startup|stelle|unternehmen) (verlasse|verlassen|aufgebe|aufgeben|kundige)|' +
        'wenn (er|sie) \\d+ (wird|ist)|when (he|she|they) (turns?|is|are) \\d+|volljahrig|erwachsen ist|grown up|grows up',
    ),
  },
  {
    // Things given away and having had enough: "I have given my watch and my records to my brother.
    // I really have had enough of everything", "verschenke meine Sachen … mir reicht es".
    id: 'crisis-plan-giveaway',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(verschenk\\w*|weggegeben|weggeben|hergegeben|vermacht|gave away|giving away|give away|given away|(given|gave|giving) (my|all my|most of my) ${gap(5)}to (my|a|the)|hat schon mein\\w*|(geschenkt|gegeben) ${gap(2)}(ich brauch|brauch ich))\\b)` +
        `(?=.*\\b(had enough|have had enough|ve had enough|genug|reicht|reichts|done with (it|everything|all|life)|im done|i m done|nicht mehr|not anymore|any more|anymore|over|vorbei|said goodbye|verabschiedet|abschied|last time|letzte mal|wont need|brauch\\w* (ich )?(eh |sowieso |dann |bald )?(nicht|nichts|nimmer))\\b)(?=.*\\b(ich|mich|mir|mein\\w*|i|me|my|im|ive)\\b).*`,
    ),
    unless: re(
      'umzug|umziehen|ziehen um|moving|move|office|buro|furniture|mobel|monitor\\w*|old (laptops?|monitors|desks)|alte\\w* (monitore|laptops|tische)|ausmisten|declutter\\w*|minimalis\\w*|spende\\w*|donat\\w*|flohmarkt|ebay|kleinanzeigen|krempel|zeug|kram|clutter|platz|space|aufraum\\w*|tidy\\w*|neue\\w*|new|upgrade|' +
        // Shares given to a co-founder are the company, not belongings.
        'shares?|anteil\\w*|equity|stock|options|aktien|stake|beteiligung\\w*|esop|vsop',
    ),
  },
  {
    // A farewell already made or things already given away, and the others did not see it for
    // what it was: "said goodbye to my best friend yesterday, he thought I meant the trip",
    // "richtig verabschiedet. Sie weiß es nicht.", "gave my bike away and told them I'm moving
    // abroad. I'm not." Told as done and past, the crisis is still there.
    id: 'crisis-plan-farewell-unseen',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(verschenkt|weggegeben|hergegeben|gave (away )?(my|all my|most of my)|given (away )?(my|all my)|verabschiedet|said (my )?goodbyes?|said goodbye)\\b)` +
        `(?=.*\\b(thought i meant|dachte\\w*,? ich (mein\\w*|rede)|didnt (notice|understand|get it|realise|realize)|did not (notice|understand)|(has|have|had) no idea|doesnt know|dont know (what|why)|nicht (gemerkt|verstanden|kapiert)|(weiss|wissen|wusste) (es|das) nicht|keine ahnung|(told|tell) (them|him|her|everyone) (i m|im|i am) (travelling|traveling|moving|going)\\b.*\\b(i m not|im not|i am not)|(gesagt|erzahlt),? (dass )?ich (verreise|ziehe|zieh|geh|gehe)\\b.*\\b(stimmt nicht|tu ich nicht|mach ich nicht))\\b).*`,
    ),
    unless: re(
      `${generalQuestion}|elternzeit|parental leave|sabbatical|sabbatjahr|new job|neuen job|neue stelle|last day|letzter tag|farewell party|abschiedsfeier|ausstand`,
    ),
  },
  {
    // The end already decided: "Ich hab entschieden, wie es für mich endet", "I've decided how it
    // ends for me", "the date is set … when I'm gone".
    id: 'crisis-plan-decided',
    category: 'crisis',
    whole: true,
    pattern: re(
      `(decided|entschieden|beschlossen|made up my mind|festgelegt) ${gap(2)}(how|wie|when|wann) ${gap(3)}(ends|endet|enden|end|aufhort) ${gap(1)}(for me|fur mich)|(decided|entschieden|beschlossen|festgelegt) ${gap(2)}(how|wie|when|wann) ${gap(1)}(it|es) (for me|fur mich) ${gap(1)}(ends|endet|aufhort)|` +
        `^(?=.*\\b(the date is set|date is fixed|der tag steht|das datum steht|der termin steht)\\b)(?=.*\\b(when i m gone|when im gone|after i m gone|once i m gone|wenn ich (weg|nicht mehr da) bin|nach mir|not be around|nicht mehr da)\\b).*`,
    ),
  },
  {
    // An attempt told as past and the thought of it back: "In March I swallowed a bottle of pills.
    // … I think about trying again", "the overdose last year … how many it would take this time".
    id: 'crisis-plan-again',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b((swallowed|took|geschluckt|genommen|schluckte|nahm) ${gap(4)}(pills|tabletten|a bottle|eine packung|everything in the|alles aus dem)|overdose|uberdosis|tried to (end it|kill myself|take my (own )?life|end my life)|(versucht|wollte),? (mich umzubringen|mir das leben zu nehmen|es zu beenden|mich zu toten))\\b)` +
        `(?=.*\\b(trying again|try again|again|wieder|nochmal|noch einmal|this time|diesmal|finish(ing)? it|zu ende (bringen|machen)|never (really )?left|nie (ganz )?weg|how many it would take|wie viele (es )?(braucht|bräuchte|brauchte))\\b).*`,
    ),
    unless: re(
      `${generalQuestion}|(heute|jetzt|now|today) ${gap(3)}(gut|besser|fine|well|stable|stabil)|therapie|therapy|behandlung|treatment|never again|nie wieder`,
    ),
  },
  {
    // A crisis told as past and still there, without a plan: "stood on the roof in spring … since
    // the layoffs it feels exactly like that again", "wollte vor zwei Jahren nicht mehr leben, und
    // jetzt ist das Gefühl wieder da", "I survived my attempt … lately I wish I hadn't". Not told as
    // over ("heute geht's mir gut", "in a good place now") nor a farewell to a team or a job.
    id: 'crisis-plan-past-back',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(wanted to die|(didnt|did not) want to (live|wake up|be here|be alive|exist|see the morning)|tried to (end|take|kill)|attempted suicide|(my|his|her) attempt|(hurt|cut) myself on purpose|(stood|standing|was|sat) (on|at) (the )?(roof|bridge|edge|ledge|tracks|open window)|edge of the (platform|roof)|(a )?note for my (wife|husband|family|kids|parents|partner|brother|sister|mum|mom|dad)|saying goodbye to everyone|(ready|wanted) to check out for good|wanted everything to stop|engine running|overdose|` +
        `(nicht mehr leben|sterben) wollte|wollte ${gap(3)}(nicht mehr leben|sterben|nicht mehr da sein|nicht mehr aufwachen)|wollte,? dass ${gap(1)}alles aufhort|(meinen|meinem|ihren|seinen) ${gap(1)}versuch|versucht,? (mir|mich|sich) ${gap(2)}(das leben|umzubringen)|mir (was|etwas) anzutun|mich umbringen wollte|abschiedsbrief|(stand|gestanden|stehe) ${gap(5)}(brucke|gleis\\w*|dach|fenster|bahnsteigkante|kante)|(morgen|tag) nicht mehr erleben wollte|laufendem motor)\\b)` +
        `(?=.*\\b(again|is back|its back|back and|coming back|(still|lately) ${gap(4)}(here|there|doing|think|wish|feel|catch)|same (thoughts|burnout|feeling|now)|exactly like|nothing (has )?changed|(hasnt|has not|havent) (really )?(gone|left)|not gone|(im|i m|i am) not\\b|there again|more than i should|` +
        `wieder|immer noch|noch immer|kommt ${gap(2)}zuruck|kommen wieder|nicht weg|nichts geandert|genauso|gleiche gedanken|geblieben|ist es nicht|in letzter zeit|seit wochen|anders ausgegangen|nicht falsch)\\b).*`,
    ),
    unless: re(
      `${generalQuestion}|(heute|jetzt|now|today|seitdem|since then|these days) ${gap(3)}(gut|besser|fine|well|stable|stabil|good place|glucklich|happy|doing well|doing better)|in a good place|therapy helped|therapie hat|abschiedsbrief an ${gap(1)}(mein|meine|das|die|unser\\w*) (alte\\w* )?(team|kunden|kollegen|firma)|film|movie|${novelWord}|novel`,
    ),
  },
  {
    // A weapon at home and the thought of turning it on oneself: "die Pistole liegt bei mir im
    // Schrank und ich denk dran, sie gegen mich zu richten", "a knife in my drawer I keep thinking
    // about using on myself". Crisis, not the danger or violence help.
    id: 'crisis-plan-weapon-self',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(messer|klinge|pistole|revolver|waffe|knarre|gewehr|schusswaffe|knife|blade|razor|gun|pistol|rifle|firearm|weapon)\\b)(?=.*\\b(gegen mich (selbst )?(zu )?(richten|richte|gerichtet)|an mir (selbst )?(benutzen|anwenden|verwenden)|mich ${gap(2)}(damit|mit (ihr|ihm|dem|der)) ${gap(2)}(umbringen|toten|erschiessen|verletzen)|(on|against|at) myself|(use|using) it on me|end (it|this|things|my life) with it|ending (it|this|things|my life) with it|(nicht mehr leben|want to die|sterben will|ending it|end it all|kill myself|mir das leben))\\b).*`,
    ),
    unless: re(
      `${generalQuestion}|film|movie|serie|series|krimi|novel|${novelWord}|kuche|kitchen knife for|kochen|cook\\w*`,
    ),
  },
  // --- recall on messages nobody wrote a rule for (safety12b): violence planned without harm
  // words, a threat in money or legal words, acute danger, harassment without sexual words ---
  {
    // Waiting for someone where and when they are alone, with a menacing outcome and no harm word:
    // "ich weiß, wann sie allein im Büro ist, dann kläre ich das auf meine Art", "I'll be waiting
    // at his car tonight and we'll settle it", "steh morgen vor seiner Tür, der kommt mir nicht
    // davon". Not a talk, an apology or a beer ("I'll catch him before the meeting to ask for five
    // minutes").
    id: 'violence-plan-ambush',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b((ich )?(weiss|kenne|kenn|hab rausgefunden|habe rausgefunden|hab herausgefunden|habe herausgefunden) ${gap(3)}(wo|wann|welche\\w*) ${gap(3)}(er|sie|der|die|sein\\w*|ihr\\w*)|(abpass\\w*|auflauer\\w*|lauer\\w* (ihm|ihr)|pass\\w* (ihn|sie) ${gap(5)}ab)|(steh|stehe|stell mich|warte|wart) ${gap(4)}(vor (seiner|ihrer|deren) (tur|haustur|wohnung|garage|wagen)|an (seinem|ihrem) (auto|wagen))|(fahr|fahre|geh|gehe|komm|komme) ${gap(3)}zu (ihm|ihr) (nach hause|heim|in die wohnung)|(allein|alleine) im (buro|laden|lager|parkhaus|treppenhaus)|erwisch\\w* (ihn|sie) ${gap(2)}(allein|alleine|drau?ssen)|` +
        `(know|found out|figured out|know exactly) ${gap(1)}(where|when|which|what time) ${gap(3)}(he|she|they|his|her|the investor|the guy|my \\S+)|(wait|waiting|be waiting|lie in wait|lying in wait) (for )?(him|her|them) ${gap(4)}(there|outside|tonight|after|in the|at (his|her|the))|(catch|corner|get) (him|her|them) (alone|outside|on (his|her) own)|(going|go|drive|driving|head\\w*) (over )?to (his|her|their) (place|house|flat|home|apartment)|(followed|follow) (him|her|them) home|(he|she) leaves ${gap(6)}(ill|i will|i ll) be there|(alone|by (himself|herself)) (in|at) the (office|lot|garage|warehouse))\\b)` +
        `(?=.*\\b(auf meine (art|weise)|gnade (ihm|ihr) gott|god help (him|her)|(ist|is) (er|sie|he|she) (dran|fallig|done for)|(klar|klare|klaren|regel|regeln|klaer) (ich|wir) das|regeln wir das|sehen wir (dann )?weiter|kommt (mir )?nicht davon|was (er|sie) davon (hat|haben)|(wird|werden) (es|das) bereuen|bereut (es|das)|(kriegt|bekommt) (er|sie) ${gap(2)}(was|die quittung)|wird sich wundern|(er|sie) wird (schon )?sehen|merkt (er|sie) (schon|dann)|denkzettel|abreibung|` +
        `settle (it|this|things|the score)|on my (own )?terms|my way|(he|she|they) (wont|will not|are not going to|is not going to|isnt going to) like what|get what (he|she|they) deserves?|(wont|will not) (walk|get) out|make (him|her|them) (understand|pay|sorry|regret)|see what happens|(he|she)ll learn|learn the hard way|(had|has|have) it coming|(he|she|they) (will|ll) (regret|be sorry)|regret (it|ever|this))\\b).*`,
    ),
    unless: re(
      'entschuldig\\w*|apolog\\w*|versohn\\w*|bier|beer|kaffee|coffee|lunch|mittagessen|einlad\\w*|invite\\w*|five minutes|funf minuten|(talk|reden|sprechen) (about|uber) (the|die|den|das) (roadmap|zahlen|numbers|plan|budget)|feedback|flughafen|airport|geburtstag|birthday|uberraschung|surprise',
    ),
  },
  {
    // A lesson or payback announced without harm words: "someone needs to teach that investor a
    // lesson and I'm volunteering", "dem zeig ich's, nach dem Pitch pass ich ihn draußen ab", "der
    // kriegt von mir eine Abreibung", "he's going to learn the hard way, I'm going over tonight".
    // Not feedback or a better product ("dem zeig ich's: ich bau das Produkt besser").
    id: 'violence-plan-payback',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b((teach|teaching) (him|her|them|that \\S+|the \\S+|my \\S+|our \\S+) a lesson|(learn|learns|learning) ${gap(1)}the hard way|(dem|der|denen|den|die) (zeig|zeige|zeigs|werd ich s zeigen|werd ichs zeigen|werde ich es zeigen) ?(ich ?s|ichs|ich es)?|(von mir|ich ihm|ich ihr) ${gap(3)}(eine |ne )?(abreibung|tracht prugel|lektion)|(eine |ne )?(abreibung|tracht prugel) ${gap(3)}(von mir|verpass\\w*|die er|die sie)|make (him|her|them) physically (sorry|pay|regret)|physically (sorry|pay|regret|hurt)|make (him|her|them) bleed)\\b)` +
        `(?=.*\\b(volunteer\\w*|myself|personally|tonight|after work|outside|in person|garage|parking|lot|alley|car park|wait\\w*|walk out|walked in|hands|physically|over to (his|her)|his place|her place|abpass\\w*|drau?ssen|heute abend|morgen abend|nach (dem|der) (pitch|meeting|termin|arbeit|feier)|vor der tur|parkplatz|tiefgarage|treppenhaus|warte\\w*|kriegt|nicht vergisst|nie vergisst|wont forget)\\b).*`,
    ),
    unless: re(
      'produkt|product|kunden|customers|market|markt|umsatz|revenue|sales|vertrieb|besser (machen|bauen)|build (it )?better|feedback|review|(about|uber) (shipping|deadlines|punktlich|timing|code|quality|qualitat)|mit zahlen|with (the )?numbers|(im|in the) (meeting|board)',
    ),
  },
  {
    // Harm done before and owned, with a hold or a push ("am Kragen gepackt und gegen die Wand
    // gedrückt … würd ich jederzeit wieder machen", "grabbed him by the collar, I'd do it again").
    // violence-plan-dealt has the blows; this is the rest of the grip and the shove.
    id: 'violence-plan-dealt-grip',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b((hab|habe|hatte) (ihn|sie|ihm|ihr|meinen \\S+|meine \\S+|den \\S+|die \\S+|dem \\S+) ${gap(5)}(am kragen|an der gurgel|am hals|an den haaren) ${gap(1)}(gepackt|gegriffen|genommen)|(hab|habe|hatte) (ihn|sie|meinen \\S+|meine \\S+|den \\S+|die \\S+) ${gap(5)}(gegen|an) (die|eine|den|das|sein|seine|seinen|ihr|ihre|ihren) (wand|tur|schrank|spind|regal|auto|wagen|tisch) ${gap(1)}(gedruckt|gestossen|geschubst|geknallt|gepresst|geworfen)|(hab|habe|hatte) ${gap(4)}(nach (ihm|ihr)|auf (ihn|sie)) (geworfen|geschlagen|getreten)|` +
        `(i|ive|i ve) ${gap(1)}(grabbed|choked|pinned|threw|slammed|pushed|shoved) (him|her|them|my \\S+|the \\S+) ${gap(4)}(by the (collar|throat|neck|hair)|against (the|a) (wall|door|car|locker|shelf|desk)|into (the|a) (wall|door|car|shelf|desk|locker))|(?<!(he|she|they|er|sie) )threw (a|my|the) (chair|mug|cup|stapler|laptop|phone|bottle|glass) at (him|her|them|my \\S+|our \\S+))\\b)` +
        `(?=.*\\b(wieder (tun|machen)|nochmal (tun|machen)|jederzeit|verdient|tut mir nicht leid|bereue (es|das|nichts) nicht|bereue nichts|again|deserved|had it coming|not sorry|no regrets|dont regret|worse next time|beim nachsten mal)\\b).*`,
    ),
    unless: re(
      '(im|in|beim|at|during) (spiel|match|training|sparring|boxen|boxing|judo|ringen|wrestling|game|film|movie|traum|dream)',
    ),
  },
  {
    // Harm planned and the trace of it hidden: "how do I make sure nobody can prove it was me",
    // "nothing that points back to me", "dass mir keiner was nachweisen kann, wenn er …", cameras,
    // fingerprints or witnesses asked about with a person and an act. Not an idea, code or a patent
    // proved to be one's own, not an anonymous review.
    id: 'violence-plan-cover',
    category: 'crisis',
    whole: true,
    pattern: re(
      `(nobody|no one|noone|nothing|they|police|the cops|anyone) ${gap(3)}(can|could|will|would|ever)? ?(ever )?(prove|trace|link|connect|tie|pin) ${gap(2)}(it was me|(it|this|that|anything) (back )?(to|on) me)|(point\\w*|lead\\w*|trace\\w*) back to me|(i|can i|could i|would i|will i|i could|i would) ${gap(2)}get away with (it|this|hurting|hitting|doing it)|` +
        `(keiner|niemand|man) ${gap(3)}(mir )?(was |etwas |nichts )?(nachweisen|beweisen|zuruckverfolgen|auf mich zuruckfuhren)|(dass|damit) (man|keiner|niemand|die polizei) ${gap(2)}(auf mich kommt|auf mich schliesst|mich verdachtigt)|` +
        `^(?=.*\\b(kameras|cameras|cctv|uberwachungskamera\\w*)\\b)(?=.*\\b(erwisch\\w*|catch|corner|abpass\\w*|auflauer\\w*)\\b)(?=.*\\b(allein|alleine|alone|by (himself|herself))\\b).*|` +
        `^(?=.*\\b(keine kameras|ohne kameras|no cameras|without cameras|no cctv|ohne zeugen|keine zeugen|no witnesses|without witnesses|fingerabdruck\\w*|fingerprints?|dna|alibi|(nobody|no one|niemand|keiner) ${gap(2)}(can hear|hort|horen kann) ${gap(2)}(him|her|ihn|sie)? ?(scream|schrei\\w*)|hear (him|her) scream)\\b)(?=.*\\b(er|sie|ihn|ihm|ihr|him|her|his|mein\\w* \\S+|my \\S+|the investor|der investor|den investor)\\b)(?=.*\\b(wenn|falls|nachdem|sobald|if|when|after|once|while|alone|allein|eskaliert|escalat\\w*|fahrt|drive\\w*|catch|erwisch\\w*)\\b).*`,
    ),
    unless: re(
      `idee|idea|code|patent\\w*|copyright|urheber\\w*|marke|trademark|design|leak\\w*|geleakt|review|bewertung|kununu|glassdoor|anonym\\w*|whistleblow\\w*|hinweisgeber\\w*|datenschutz|privacy|dsgvo|gdpr|meeting|call|zoom|video|webcam|film|movie|krimi|serie|series|novel|${novelWord}|podcast`,
    ),
  },
  {
    // Friends sent to "pay him a visit" to make him understand: "thinking about having a couple of
    // my buddies pay him a visit after work", "ein paar Kumpels schauen mal bei ihm vorbei".
    id: 'violence-plan-visit',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b(buddies|friends|guys|boys|mates|lads|cousins|brothers|kumpels|jungs|freunde|leute|bruder) ${gap(3)}(pay (him|her|them|the \\S+|my \\S+|our \\S+|that \\S+) a (little |friendly |small |quick )?visit|visit (him|her|them)|(schau\\w*|geh\\w*|fahr\\w*|komm\\w*) ${gap(3)}bei (ihm|ihr|dem \\S+|der \\S+) vorbei|(ihn|sie) ${gap(1)}(besuchen|besuch\\w*)|(ihm|ihr) ${gap(1)}einen (kleinen )?besuch abstatten)\\b)` +
        `(?=.*\\b(versteht|kapiert|begreift|klarmachen|klar machen|einschucht\\w*|angst|lektion|bereu\\w*|sagen hat|respekt|understands?|get the message|scare|lesson|regret|respect|(cant|can not|wont) (treat|talk|do)|little visit|kleinen besuch|make (him|her) understand)\\b).*`,
    ),
    unless: re(
      'krankenhaus|hospital|geburtstag|birthday|party|feier|hochzeit|wedding|umzug|moving|help him move|helfen',
    ),
  },
  {
    // Someone with a weapon, drunk or raging at the user's door or where the user hides, now:
    // "he's outside my door right now with a bat", "hämmert gegen die Tür", "I'm locked in the
    // meeting room, he's screaming that I'm dead", "hat ein Messer dabei und sucht mich", "trau mich
    // nicht raus, er steht da mit seinen Leuten". The danger help with 110/112.
    id: 'danger-acute',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b((vor|an) (meiner|meinem|der|dem) (tur|haustur|wohnungstur|wohnung|haus|buro|fenster|auto)|vor meiner wohnung|outside (my|the) (door|flat|apartment|house|room|office|building|window|car)|at my (door|window|house|flat|place)|(hammert|hammern|schlagt|tritt|klopft|pound\\w*|bang\\w*|kick\\w*) ${gap(2)}(gegen|an|on|at|in) (die|meine|the|my) (tur|door|fenster|window)|eingeschlossen|eingesperrt|verbarrikadiert|locked (myself )?in|barricaded|hiding (in|from|under|behind)|versteck\\w*|(trau|traue) mich nicht (raus|hinaus|nach hause|heim)|(afraid|scared|too scared) to (go|get|step) out|im (buro|lager|buero) aufgetaucht|(showed|turned) up (at|in) (the|my) (office|flat|apartment|house|home))\\b)` +
        `(?=.*\\b(messer|klinge|schlager|baseballschlager|knuppel|waffe|pistole|knarre|axt|knife|blade|bat|baseball bat|crowbar|weapon|gun|pistol|axe|betrunken|besoffen|drunk|wasted|schreit|brullt|tobt|screaming|yelling|shouting|raging|sucht mich|looking for me|(er|sie) kommt rein|(he|she) (will|ll) get in|break (the door|in)|tur eintreten|mit seinen leuten|with his (guys|friends|people|men)|that i m dead|that im dead|dass ich tot bin|umbringen|kill me)\\b)(?=.*\\b(er|sie|he|she|they|mein\\w*|my)\\b).*|` +
        // Where the user is, someone with a weapon asks for them: "he's in the lobby with a crowbar asking for me".
        `^(?=.*\\b(lobby|foyer|empfang|eingang|treppenhaus|flur|hallway|reception|stairwell|parking lot|parkplatz|car park|tiefgarage|vor dem (buro|haus|gebaude)|outside the (office|building))\\b)(?=.*\\b(asking for me|looking for me|fragt nach mir|sucht mich|waiting for me|wartet auf mich|will zu mir|wants to see me)\\b)(?=.*\\b(messer|klinge|schlager|baseballschlager|knuppel|waffe|pistole|knarre|axt|knife|blade|bat|crowbar|weapon|gun|pistol|axe|betrunken|besoffen|drunk|schreit|brullt|tobt|screaming|yelling|raging)\\b).*`,
    ),
    unless: re(
      `${generalQuestion}|film|movie|serie|series|krimi|novel|${novelWord}|podcast|game|spiel|escape room|meetings? all day|in meetings|locked in (a|the|our) (deal|price|rate|contract|term)|(preis|vertrag|konditionen) ${gap(2)}eingeschlossen|hund|dog|katze|cat`,
    ),
  },
  {
    // A threat received in money, deal or legal words, with the family, the home or the body:
    // "sign, your family lives so nicely out of the way", "final invoice" under a photo of the
    // house, "sign over your shares or I'll make sure you never walk again", men at the door at
    // night who "will be back", "people who collect on bad deals" who would visit the parents.
    id: 'danger-veiled-leverage',
    category: 'crisis',
    whole: true,
    pattern: re(
      `^(?=.*\\b((familie|frau|kinder|tochter|sohn|eltern|mann|family|wife|kids|children|daughter|son|parents|husband) ${gap(4)}(abgelegen|allein|alleine|einsam|remote|isolated|out of the way|alone|besuch\\w*|visit\\w*)|(foto|photo|picture|bild) (von|of) (meinem|meiner|meinen|my|your|deinem|deiner) (haus|house|home|wohnung|flat|apartment|auto|car|kids|kinder|tur|door)|(make sure|dafur sorgen|sorge dafur|sorg dafur) ${gap(3)}(you|du|dass du) ${gap(2)}(never|nie|nie wieder|nicht mehr) ${gap(1)}(walk|laufen|gehen|stehen|see)|(you|youll|you will|du wirst|du) ${gap(1)}(never|nie wieder|nie mehr) (walk|laufen|gehen) (again)?|(said|says|told me|sagte|meinte|schrieb|wrote) ${gap(6)}(ill|i will|id|i would|ich) ${gap(1)}(never|nie wieder|nie mehr) (walk|laufen|gehen)|(showed|turned) up ${gap(4)}(at my|at our) ${gap(1)}(apartment|home|house|flat|door|place) ${gap(6)}with (two|three|four|some|a few|a couple of) (guys|men|people|friends|heavies)|(aufgetaucht|kamen|standen|stand) ${gap(4)}(bei mir|vor meiner|vor meinem) ${gap(4)}mit (zwei|drei|vier|ein paar) (typen|mannern|leuten|kerlen)|(people|leute|jungs|guys) (who|die) ${gap(2)}(collect|eintreiben|einsammeln|sich kummern))\\b)` +
        `(?=.*\\b(zahl\\w*|pay\\w*|unterschreib\\w*|sign\\w*|anteile|shares|geld|money|schulden|debt|owe|invoice|rechnung|deal|round|runde|vertrag|contract|settlement|vergleich|notar|loan|kredit|zuruck|back tomorrow|wiederkommen|kommen wieder|wont be a conversation|nicht mehr reden|überleg\\w*|uberleg\\w*|think (carefully|twice|about it)|regret|bereuen|or else|sonst|mahnung|reminder|final notice|last warning|warnung)\\b)(?=.*\\b(meinte|sagte|sagt|schrieb|geschrieben|geschickt|schickte|erinnerte|fragte|droht\\w*|said|says|told|wrote|sent|texted|reminded|asked|mentioned|hinted|warned|threaten\\w*|if|unless|wenn|falls)\\b).*`,
    ),
    unless: re(
      `${generalQuestion}|film|movie|serie|series|krimi|novel|${novelWord}|podcast|urlaub|vacation|holiday|makler|estate agent|versicherung|insurance`,
    ),
  },
  // --- harassment without sexual words (the classifier misses these) ---
  {
    // A career threat tied to reporting or refusing: "he said I'd never work in this industry
    // again if I report him", "sorgt dafür, dass mich keiner mehr einstellt, wenn ich das melde",
    // "no VC in Europe will touch my company if I don't spend the weekend with him".
    id: 'harassment-career-threat',
    category: 'harassment',
    whole: true,
    pattern: re(
      `^(?=.*\\b(never (work|get hired|be hired|find (a )?(job|work)) ${gap(4)}(again|industry|town|city|field)|(keiner|niemand) ${gap(3)}(mehr )?(einstellt|einstellen|anstellt|beschaftigt)|(keiner|niemand) (stellt|nimmt) (mich|dich) ${gap(2)}(ein|mehr)|(in der|in dieser) branche (\\S+ )?erledigt|nie (wieder|mehr) ${gap(3)}(job|arbeit|stelle|fuss fassen|einen fuss)|blacklist\\w*|schwarze liste|(ruin|destroy|end|kill) (my|your) (career|reputation|name)|(karriere|ruf) ${gap(2)}(ruinier\\w*|zerstor\\w*|beend\\w*|vernicht\\w*|kaputt)|no (vc|investor|fund|one in the industry) ${gap(3)}(touch|fund|back|invest|work with)|(kein|keiner|niemand) ${gap(3)}(investor|vc|fonds) ${gap(3)}(mehr )?(anfassen|investier\\w*|finanzier\\w*|anruhr\\w*))\\b)` +
        `(?=.*\\b((if|when|unless|should) (i|you) ${gap(2)}(report|tell|go to|complain|talk to|say no|refuse|dont|do not|decline|speak up)|(wenn|falls|sollte) (ich|du) ${gap(4)}(melde|meldest|melden|erzahl\\w*|anzeig\\w*|beschwer\\w*|nein sag\\w*|ablehn\\w*|nicht (mitkomme|mitkommst|mitmache|mitmachst)|(zur|zu der) (polizei|personalabteilung|hr)|bei (hr|der personalabteilung))|hr|personalabteilung|polizei|police|weekend with him|wochenende mit ihm|hotel|dinner|abendessen)\\b).*`,
    ),
  },
  {
    // Blackmail with something private: "threatening to out me to our investors if I don't give
    // him more equity", "droht, allen zu erzählen, dass ich eine Affäre hatte, wenn ich nicht …".
    id: 'harassment-blackmail',
    category: 'harassment',
    whole: true,
    pattern: re(
      `^(?=.*\\b((threat\\w*|droht\\w*|gedroht|erpress\\w*|blackmail\\w*) ${gap(6)}(to out me|out me|mich (zu )?outen|outen|zu erzahlen|to tell|zu veroffentlich\\w*|to publish|to post|to leak|(fotos|photos|bilder|pictures) ${gap(3)}(zu )?(schicken|send|posten|zeigen|show))|(out me|mich outen) ${gap(6)}(if|unless|wenn|falls|sonst))\\b)` +
        `(?=.*\\b(wenn|falls|sonst|if|unless|or else|or)\\b)(?=.*\\b(equity|shares|anteile|geld|money|stake|vote|stimme|sign|unterschreib\\w*|affare|affair|gay|schwul|lesbisch|trans|krankheit|illness|diagnos\\w*|private|privat\\w*|geheimnis|secret|vergangenheit|past|orientierung|sexuality|outen|out me)\\b).*`,
    ),
    unless: re(`${generalQuestion}|film|movie|serie|series|krimi|novel|${novelWord}|podcast`),
  },
  {
    // Deadnaming and misgendering on purpose: "calls me by my deadname in investor meetings even
    // after I asked", "nennt mich absichtlich bei meinem alten Namen und sagt 'er'". Not a slip
    // that was apologised for.
    id: 'harassment-misgender',
    category: 'harassment',
    whole: true,
    pattern: re(
      `^(?=.*\\b(dead ?name\\w*|misgender\\w*|(alten|fruheren|falschen|abgelegten) (namen|vornamen|pronomen)|(old|former|birth) name|wrong pronouns?|(nennt mich|redet von mir als|spricht von mir als|sagt zu mir) (er|sie|he|she)|(calls|refers to) me (he|she|him|her))\\b)` +
        `(?=.*\\b(absichtlich|mit absicht|bewusst|extra|obwohl|immer wieder|standig|weiterhin|noch immer|trotzdem|lacht|on purpose|deliberately|intentionally|keeps|still|even after|despite|repeatedly|again and again|laughs|every (time|meeting)|in front of)\\b).*`,
    ),
    unless: re(
      'versehentlich|aus versehen|by accident|accidentally|apologi[sz]\\w*|entschuldig\\w*|leitfaden|guideline|policy|training|workshop',
    ),
  },
  {
    // Racist or ableist remarks aimed at someone: "go back where you came from", "people like
    // you", "diversity hire", a slur. The classifier finds most slurs; these are its gaps.
    id: 'harassment-remark',
    category: 'harassment',
    pattern: re(
      `go back (to )?where (you|he|she|they|i) came from|geh ${gap(1)}(doch )?(zuruck|heim|nach hause) (wo|dahin wo|in dein|in deine)|diversity hire|quoten(frau|migrant\\w*|auslander\\w*|kind)|kanake\\w*|(nennt|nannte|nennen|called|calls) ${gap(3)}(die|den|the) (behinderte|behinderten|spast\\w*|mongo\\w*|retard\\w*|cripple)|mimic\\w* (my|his|her) (stutter|accent|disability|limp)|(macht|machte|affft|afft) ${gap(3)}(meinen|seinen|ihren) (akzent|stottern|gang) nach`,
    ),
  },
  {
    // Bullying by someone with power, repeated, in front of others or with things thrown: "screams
    // at me in front of the team every day, calls me useless", "schreit mich an, schmeißt
    // Unterlagen nach mir". A fight both had once ("wir haben uns angeschrien, beide") is not.
    id: 'harassment-bullying',
    category: 'harassment',
    whole: true,
    pattern: re(
      `^(?=.*\\b((schreit|brullt|anschreit|anbrullt|beschimpft|beleidigt|demutigt|erniedrigt) ${gap(2)}mich|(screams|yells|shouts|swears) at me|(insults|humiliates|belittles|berates) me|(calls|called) me (useless|stupid|worthless|an idiot|incompetent|dumb|pathetic))\\b)` +
        `(?=.*\\b(every (day|week|meeting|time|standup)|jeden (tag|montag|morgen)|jede woche|in jedem meeting|taglich|standig|constantly|all the time|always|seit (wochen|monaten)|for (weeks|months)|immer wieder|again and again|schmeisst|schmiss|wirft|warf|threw|throws|nach mir)\\b).*`,
    ),
    unless: re(
      'beide|both of us|each other|uns gegenseitig|einander|we both|angeschrien|zuruckgeschrien|yelled back|schrie zuruck',
    ),
  },
  {
    // Left out since the user's partner was seen or the user came out, without a slur: "they
    // stopped inviting me since I brought my husband", "seit ich mit meiner Freundin aufgetaucht
    // bin, lädt er mich zu keinem Termin mehr ein", "since I came out … moved off every project".
    // The user is the one left out (not partners no longer invited for the budget), and the
    // partner or the coming out opens it (not a move to the sales team or a dog in the office).
    id: 'harassment-exclusion',
    category: 'harassment',
    whole: true,
    pattern: re(
      `^(?=.*\\b(seit|seitdem|since|ever since|after|nachdem) ${gap(8)}(((mein|meine|meinem|meinen|meiner|my) (freund|freundin|frau|mann|partner|partnerin|ehemann|ehefrau|husband|wife|boyfriend|girlfriend|partner))|came out|come out|coming out|geoutet|outing|(i m|im|i am|ich bin|ich) ${gap(2)}(gay|lesbian|bi|bisexual|queer|trans|non binary|nonbinary|schwul|lesbisch|bisexuell|nicht binar|transgender)|(with|mit) (a|einer|einem) (woman|man|frau|mann) (verheiratet|zusammen|married|together)|(married to|verheiratet mit) (a|einer|einem) (woman|man|frau|mann))\\b)` +
        `(?=.*\\b(((stopped|stop|no longer|not|nicht mehr|keine\\w* \\S* ?mehr|kein \\S+ mehr|nobody|niemand|keiner|hasnt|havent|wasnt|werde|wurde|bin) ${gap(3)}(invit\\w*|einlad\\w*|eingeladen|lad\\w* \\S+ ein|mitgenommen|taking|take|sits?|setzt sich|returning|replying|talking|reden))|cut\\w* me out|left me off|leaves me off|leaving me off|moved (me )?off|keeps? me out|kept me out|rausgehalten|rausgeflogen|rausgeworfen|ausgeschlossen|schliesst (mich )?\\S* ?aus|ignoriert|ignored|ausgeladen|uninvited|cold)\\b)(?=.*\\b(me|mich|mir|i|ich|im|i m)\\b).*`,
    ),
    unless: re(`${generalQuestion}|budget\\w*|kosten|cost\\w*|film|movie|serie|novel|${novelWord}|podcast`),
  },
  {
    // Shut out after a complaint or a report (retaliation, issue #21, safety18b): "seit meiner
    // Beschwerde beim Vorstand werde ich aus allen Kanälen entfernt", "after I reported him to HR
    // I was taken off every project and people were told not to talk to me". The user is the one
    // shut out; a complaint about a product or a customer's complaint is no report.
    id: 'harassment-retaliation',
    category: 'harassment',
    whole: true,
    pattern: re(
      `^(?=.*\\b(seit|seitdem|since|ever since|after|nachdem) ${gap(3)}(meiner|meine|my|ich|i) ${gap(3)}(beschwerde|beschwert|complaint|complained|meldung|gemeldet|reported|report|anzeige|angezeigt|whistle\\w*|hinweis|hr eingeschaltet|went to hr|zur personalabteilung)\\b)` +
        `(?=.*\\b((aus|from) ${gap(2)}(allen|every|all|jedem|jeder) ${gap(1)}(kanal\\w*|kanalen|channels?|meetings?|projekt\\w*|projects?|runden|calls?|verteiler\\w*|gruppen|groups?)|entfernt|removed|taken off|ausgeschlossen|excluded|shut out|frozen out|cut off|ignoriert|ignored|(keiner|niemand|nobody|no one) ${gap(2)}(darf|may|is allowed|will|redet|spricht|talks|sits)|(redet|spricht|talks to me|speaks to me) ${gap(1)}(keiner|niemand|nobody|no one)|(told|asked) ${gap(2)}not to (talk|speak|have lunch|sit|work)|degradiert|demoted|versetzt|moved)\\b)(?=.*\\b(me|mich|mir|i|ich)\\b).*`,
    ),
    // (A complaint about the product is no report of a person: "since my complaint about the bug".)
    unless: re(
      `${generalQuestion}|kunde\\w* ${gap(2)}beschwer\\w*|customer complain\\w*|(beschwerde|complaint|meldung|report|ticket) (uber|about|zu|zum|zur|on|regarding|wegen) ${gap(2)}(produkt\\w*|product|bug|bugs|feature|release|app|software)`,
    ),
  },
  {
    // Someone with power who summons juniors to his private rooms (issue #21, safety18b): "unser
    // CEO bestellt Praktikantinnen zum Feedbackgespräch in seine Wohnung", "invites interns to his
    // flat for feedback sessions". A team dinner at a restaurant is not.
    id: 'harassment-private-summons',
    category: 'harassment',
    pattern: re(
      `(bestellt|bestellte|lad\\w*|holt|holte|bittet|invites?|invited|asks|asked|calls|summons|brings) ${gap(2)}(praktikant\\w*|interns?|werkstudent\\w*|junior\\w*|azubi\\w*|trainees?|assistent\\w*|assistants?|mitarbeiterinnen|new hires?|young (women|employees|founders)|junge (frauen|mitarbeiterinnen|grunderinnen)) ${gap(4)}(zu sich( nach hause)?|(in seine|in ihre|in sein|auf sein|to his|to her|into his|into her) (private )?(wohnung|privatwohnung|hotelzimmer|zimmer|haus|flat|apartment|home|house|hotel room|room|place))\\b|` +
        // German verb last: "… Praktikantinnen zum Feedbackgespräch in seine Wohnung bestellt".
        `(praktikant\\w*|werkstudent\\w*|azubi\\w*|assistent\\w*|mitarbeiterinnen|junge (frauen|mitarbeiterinnen|grunderinnen)) ${gap(4)}(zu sich( nach hause)?|(in seine|in ihre|in sein) (wohnung|privatwohnung|hotelzimmer|zimmer|haus)) (bestellt|bestellte|einladt|einlud|holt|holte)\\b`,
    ),
    unless: re('restaurant|team ?dinner|teamessen|weihnachtsfeier|sommerfest|grill\\w*|party|feier'),
  },
  {
    // A remark about the user's body, weight or cycle, told rather than named (issue #21,
    // safety25c): "kommentiert dauernd mein Gewicht", "comments on my figure in front of the
    // team", "is it that time of the month?", "hast du deine Tage?". Not a remark about a product's
    // look or one's own weight talked about with a friend.
    id: 'harassment-body-remark',
    category: 'harassment',
    pattern: re(
      `(kommentier\\w*|comments?|commenting|commented|remarks?|remarked|bemerkung\\w*|spruche|spruch|jokes?|joking|witze\\w*|lastert|lastern|talks?|redet|reden) ${gap(3)}(on|about|uber|zu)? ?(mein\\w*|my|her|ihr\\w*) (korper|gewicht|figur|aussehen|bruste|brust|busen|hintern|po|beine|hufte\\w*|bauch|body|weight|figure|looks|breasts|boobs|chest|butt|ass|legs|hips|belly|thighs)|` +
        `that time of the month|(hast du|hat sie|has she|have you|do you have|does she have|are you on) ${gap(1)}(deine|ihre|your|her) (tage|periode|period)|(meine|deine|ihre|my|your|her) (tage|periode|period) (hab\\w*|hat|hast|hatte|krieg\\w*|bekomm\\w*)|(on|having) (my|your|her) period`,
    ),
    unless: re(
      `${generalQuestion}|(our|unser\\w*|the|das|die) (app|product|produkt|website|logo|design|brand|marke)\\w* (looks|aussehen)|fitness|gym|diet|diat|abnehmen|trainer\\w*|arzt|arztin|doctor`,
    ),
  },
  {
    // A hand on the user's body again or after a no (issue #21, safety25c): "keeps grabbing my
    // shoulders and massaging them even though I told him to stop", "fasst mich immer an der Taille
    // an", "streichelt mir über den Arm". Not a physio's or a hug both give.
    id: 'harassment-touch',
    category: 'harassment',
    pattern: re(
      `(grab\\w*|touch\\w*|strok\\w*|massag\\w*|rubs?|rubbing|rubbed|squeez\\w*|fasst|fasste|fassen|anfassen|angefasst|begrapsch\\w*|grapsch\\w*|streichel\\w*|gestreichelt|massier\\w*|tatschel\\w*|getatschelt|(puts?|put|legt|legte) (his|her|seine|ihre) hand) ${gap(4)}(my|me|mich|mir|meine\\w*|an der|am|an den|uber den|uber die|auf mein\\w*|on my|die|den|the) ${gap(1)}(shoulders?|knees?|thighs?|legs?|waist|back|lower back|butt|bum|hair|neck|arms?|hips?|face|cheek|schulter\\w*|knie|oberschenkel|bein\\w*|taille|rucken|hintern|po|haar\\w*|nacken|arm|hufte\\w*|gesicht|wange)`,
    ),
    unless: re(
      `${generalQuestion}|physio\\w*|masseur\\w*|massage therap\\w*|osteopath\\w*|arzt|arztin|doctor|nurse|each other|gegenseitig|einander|(my|mein\\w*) (kid|kids|son|daughter|sohn|tochter|baby|dog|hund)`,
    ),
  },
  {
    // The user walked in on where one undresses, "by accident" again and again (issue #21,
    // safety25c): "keeps 'accidentally' walking into the bathroom when I'm there", "kommt immer
    // in die Umkleide, wenn ich mich umziehe".
    id: 'harassment-intrusion',
    category: 'harassment',
    pattern: re(
      `(walk\\w*|com\\w*|barg\\w*|burst\\w*|kommt|kam|platzt\\w*|geht) ${gap(3)}(in|into|ins|in die|in den) (the )?(bathroom|toilet|restroom|changing room|locker room|shower|bad|toilette|klo|umkleide\\w*|dusche) ${gap(2)}(when|while|wenn|wahrend|als) (i|im|i m|ich)`,
    ),
  },
  {
    // Asked about the user's plans for children where money or a job depends on it (issue #21,
    // safety25c): "asked me whether I plan to have kids because that would change the valuation",
    // "wollte im Bewerbungsgespräch wissen, ob ich schwanger werden will". Not a friend asking.
    id: 'harassment-family-plans',
    category: 'harassment',
    whole: true,
    pattern: re(
      `^(?=.*\\b(ask\\w*|fragt\\w*|gefragt|wissen|wants to know|wanted to know) ${gap(8)}(whether|if|ob|when|wann) (i|ich|she|sie) ${gap(4)}(kids|children|a baby|a family|pregnant|kinder\\w*|ein kind|ein baby|schwanger|familie)\\b)` +
        `(?=.*\\b(valuation|bewertung|promotion|beforderung|job|stelle|rolle|role|position|funding|finanzierung|invest\\w*|round|runde|contract|vertrag|interview|bewerbung\\w*|vorstellungsgesprach|pitch|one on one|1 1|review|bonus|raise|gehalt|salary|hire|hiring|einstell\\w*|board)\\b).*`,
    ),
  },
  // --- legal: case-specific legal advice ---
  {
    id: 'legal-de',
    category: 'legal',
    pattern: re(
      'was passiert mit (meinen|seinen|ihren|unseren|den|deinen) (anteilen|aktien|optionen|gesellschaftsanteilen|vsop|esop)( (an|in|bei) (der|dem|unserer|unserem|meiner|meinem) (firma|startup|gmbh|unternehmen))?,? (wenn|falls|sobald|nachdem)|' +
        '(verliere|verlier|behalte|behalt) ich (meine|die) (anteile|aktien|optionen)( (an|in|bei) (der|dem|unserer|unserem|meiner|meinem) (firma|startup|gmbh|unternehmen))?,? (wenn|falls|sobald|nachdem)|' +
        'verklag\\w*|klage (einreichen|erheben)|(vor|zum) gericht|gerichtlich\\w*|einstweilige verfugung|strafanzeige|anzeige (erstatten|gegen)|' +
        `(ist|war|sind) (das|es|dies|die|der|diese|dieser|sowas|so etwas|der vertrag|die klausel|diese klausel|das vesting|die kundigung) ${gap(2)}(legal|illegal|rechtens|zulassig|unzulassig|rechtmassig|rechtswidrig|strafbar|wirksam|unwirksam|gultig|ungultig|anfechtbar|sittenwidrig|gesetzlich erlaubt|rechtlich erlaubt|rechtlich ok|rechtlich okay|rechtlich in ordnung|bindend|verbindlich)|` +
        `(darf|kann|konnen|durfen) (er|sie|man|der|die|mein \\S+|meine \\S+|unser \\S+|die firma|die gesellschaft) ${gap(3)}(mich|mir|uns|meine anteile|mein gehalt|einfach|das) ${gap(3)}(kundigen|entlassen|rauswerfen|rausschmeissen|feuern|abmahnen|abberufen|ausschliessen|verwassern|entziehen|wegnehmen|einziehen|streichen|kurzen|vorenthalten)|` +
        `(rechtlich|juristisch)\\w* ${gap(3)}(tun|machen|schritte|moglich\\w*|lage|situation|gesehen|erlaubt|zulassig|ok|okay|durchsetzen|vorgehen|dagegen|wehren|absichern|beraten|einschatzen|bewerten)|(was|wie) ${gap(3)}(rechtlich|juristisch)|` +
        `rechtsberatung|rechtsrat|rechtslage|rechtsanspruch|(habe ich|hab ich|hat er|hat sie|haben wir|steht mir|steht ihm|steht ihr) ${gap(2)}(einen )?anspruch|anspruch auf (abfindung|anteile|gehalt|entschadigung|lohn|urlaub|schadensersatz|auszahlung)|hafte ich|` +
        `(soll|sollte|muss) ich ${gap(2)}(einen |eine |zum |zur )?(rechts)?anwalt\\w*|was (kann|darf) ich (rechtlich|juristisch|dagegen tun)|meine rechte|` +
        `(gesellschafter|beteiligungs|arbeits|gesellschafts|geschaftsfuhrer|anstellungs|grunder)vertrag\\w* ${gap(6)}(wirksam|gultig|anfechten|kundigen|durchsetzen|rechtens|erlaubt|bedeutet|heisst das|auslegen)|` +
        `anteile ${gap(3)}(entziehen|wegnehmen|einziehen|zwangsweise)|` +
        `(kundigung|klausel|vertrag|vesting|anteil\\w*|probezeit|abfindung|wettbewerbsverbot|beschluss|abberufung)\\w* ${gap(4)}(erlaubt|zulassig|rechtens|legal|gultig|wirksam|rechtmassig|anfechtbar|durchsetzbar)|` +
        `(anteile|geld|einlage|investment|darlehen) ${gap(2)}(zuruckfordern|zuruckverlangen|zuruckholen|einklagen|zuruckbekommen)|` +
        `darf (er|sie|man|der|die) (das|so etwas|sowas)( einfach| uberhaupt)?$|gesetz(e|es|lich\\w*|buch|geber)?|veruntreu\\w*|unterschlag\\w*|betruger\\w*|betrugsverdacht|anzeigen wegen|` +
        `(muss|soll|sollte) ich ${gap(3)}unterschreiben`,
    ),
  },
  {
    id: 'legal-en',
    category: 'legal',
    pattern: re(
      '(can|could|should|may) (i|we) (sue|take (him|her|them|legal action))|su(e|ing) (him|her|them|my|our|the)|lawsuit|take (him|her|them|it) to court|' +
        // "what happens to my shares if I get pushed out", "do I lose my vested options if they fire me"
        'what happens (to|with) (my|our|his|her|their|the) (vested |unvested )?(shares|equity|stock|stake|options|vesting|esop)( (in|at|of) (the|our|my|this) (company|startup|firm|business))? (if|when|once|after)|' +
        '(do|would|will|can) (i|we|he|she|they) (lose|keep|forfeit) (my|our|his|her|their|the) (vested |unvested )?(shares|equity|stock|stake|options)( (in|at|of) (the|our|my|this) (company|startup|firm|business))? (if|when|once|after)|' +
        'file (a )?(claim|complaint|suit|lawsuit)|legal (action|advice|steps|options|rights|grounds|recourse|position|situation)|' +
        `(is|was|are) (this|that|it|the contract|the clause|this clause|the vesting|my termination|his move) ${gap(2)}(legal|illegal|lawful|unlawful|enforceable|unenforceable|binding|valid|void|allowed by law)|` +
        `legally (allowed|entitled|binding|required|able|obliged|protected|speaking|do)|(can|could|may) (he|she|they|i|we) legally|my rights|(am i|are we) entitled|entitled to|wrongful(ly)? (termination|dismissal|terminated|dismissed)|unfair dismissal|` +
        `(can|could|may) (he|she|they|my \\S+|the board|the company) ${gap(2)}(fire|dismiss|remove|oust|kick|force|dilute|take) (me|my|us|our)|breach of contract|` +
        `(shareholder|shareholders|operating|employment|founders|founder|partnership|co ?founder) agreement ${gap(6)}(enforceable|valid|binding|allow\\w*|legal|mean|say|clause|entitle\\w*|void)|` +
        'cease and desist|injunction|' +
        `(should|do|must) (i|we) ${gap(2)}(get|hire|call|need|consult) (a |an |my )?(lawyer|attorney|solicitor)|` +
        `(dilute|take|strip|seize) ${gap(2)}(my|our) (shares|equity|stake)|` +
        `(can|could) (i|we) (get|claim|demand|reclaim|recover) ${gap(2)}(shares|equity|stake|money|investment|loan) back|` +
        `(do i have|is there|have i got|do we have) a (legal )?case|(the|by|under|against the) law|laws|fraud|embezzl\\w*|report ${gap(2)}to the police|(should|must|do) (i|we) ${gap(2)}sign (this|the|it|that)`,
    ),
  },
  // --- legal in everyday words: a question about this case's law, tax or an employment term, asked
  // without the words above ("Was ist steuerlich besser für sie?", "Kann man die Zeit vorher
  // anrechnen?", "can he just take the code with him?"). Only in a sentence that asks: "wir
  // machen das, weil es steuerlich besser ist" and "the lawyer joins the call" are coaching. ---
  {
    id: 'legal-de-everyday',
    category: 'legal',
    asks: true,
    pattern: re(
      `(steuer|arbeits|gesellschafts|vertrags|straf|urheber|marken|datenschutz|handels|wettbewerbs|zivil)?rechtlich\\w*|juristisch\\w*|` +
        `steuerlich\\w*|steuerfrei\\w*|steuerpflicht\\w*|steuervorteil\\w*|steuerlast|steuernachteil\\w*|versteuer\\w*|besteuer\\w*|(lohn|schenkung|einkommen|kapitalertrag|gewerbe)s?steuer\\w*|steuern (sparen|zahlen|abfuhren)|` +
        `erlaubt|zulassig\\w*|unzulassig\\w*|rechtens|rechtmassig\\w*|verboten|` +
        `abfindung\\w*|arbeitsrecht\\w*|gesellschaftsrecht\\w*|haftung|haftbar|schadensersatz|schadenersatz|vertragsbruch|vertragsstrafe|wettbewerbsverbot\\w*|bad leaver|good leaver|leaver klausel\\w*|` +
        `probezeit\\w*|kundigungsfrist\\w*|kundigungsschutz\\w*|abmahnung\\w*|arbeitszeugnis\\w*|resturlaub\\w*|urlaubsanspruch\\w*|sperrzeit|aufhebungsvertrag\\w*|freistellung|freistellen|freigestellt|` +
        `anrechn\\w*|angerechnet|anzurechnen|` +
        // (issue #21, safety25c) a wrong the law knows, named for what the other did: "ist das Diskriminierung?"
        `(ist|war|klingt|wirkt) (das|es|sowas) ${gap(2)}(diskriminierung|benachteiligung|massregelung|vergeltung|mobbing)|` +
        `(darf|darfst|durfen|durfte|durften) (er|sie|man|der|die|das|mein \\S+|meine \\S+|unser \\S+|unsere \\S+|die firma|die gmbh|der investor) ${gap(6)}(einfach|uberhaupt|ohne|so einfach)|` +
        `(darf|durfen|darfst) (ich|wir|du) ${gap(6)}(kundigen|entlassen|rauswerfen|feuern|behalten|einbehalten|verkaufen|ubertragen|abtreten|mitnehmen|nutzen|verwenden|weiterverwenden|kopieren|veroffentlichen|weitergeben|abwerben|grunden|grundung|kurzen|streichen|zuruckfordern|zuruckverlangen|sperren|aufzeichnen|mitschneiden|auszahlen|vorenthalten|verweigern|ausschliessen|austreten|aussteigen)|` +
        `(kann|konnen) (er|sie|die|der|man) ${gap(4)}einfach (so )?${gap(3)}(kundigen|entlassen|rauswerfen|rausschmeissen|feuern|behalten|einbehalten|verkaufen|ubertragen|mitnehmen|nutzen|kopieren|abwerben|grunden|kurzen|streichen|sperren|verwassern|ausschliessen|gehen|aussteigen)|` +
        `muss (ich|er|sie|man|wir|die firma) ${gap(4)}(versteuern|zuruckzahlen|auszahlen|abfinden|weiterzahlen|melden|anmelden|haften)|` +
        // Removing a person from the company ("Kann man ihn da irgendwie rausnehmen, wenn er nix mehr macht?").
        `(kann|konnen|darf|durfen) (man|ich|wir) (ihn|sie|ihm|ihr|den \\S+|die \\S+|unseren \\S+|unsere \\S+|meinen \\S+|meine \\S+) ${gap(3)}(rausnehmen|rauswerfen|rausschmeissen|rauskicken|loswerden|ausschliessen|kundigen|entlassen|feuern|abberufen|absetzen|enteignen|rausdrangen|ausbooten)`,
    ),
    unless: re(generalQuestion),
  },
  {
    id: 'legal-en-everyday',
    category: 'legal',
    asks: true,
    pattern: re(
      `(is|was|are|be|even|it|that|thats|this|its|actually|really|fully) legal|legally|illegal\\w*|lawful|unlawful|allowed by law|` +
        `non ?compete|liable|liability|(sue|claim) (for )?damages|bad leaver|good leaver|(labou?r|employment|corporate) law|` +
        `tax ?wise|for tax (purposes|reasons)|tax (implications?|consequences?|treatment|benefits?|advantages?|liability|exposure|hit|bill|efficient|wise|perspective|point of view)|taxed|taxable|tax free|pay (tax|taxes|income tax|capital gains)|(better|worse|cheaper) (for|on|with) (taxes|tax)|capital gains|dry income|` +
        `notice period|probation\\w*|garden leave|non ?solicit\\w*|severance|final paycheck|accrued (vacation|leave|holiday)|` +
        `(is|was|would be|are) (it|that|this|any of this|he|she|they|what he did|what she did) ${gap(3)}(allowed|permitted|ok legally|okay legally)|` +
        `(is|are) (he|she|they|my \\S+|our \\S+|the company|the board|the investors?) ${gap(1)}(even |legally )?(allowed|permitted) to|` +
        `(am i|are we|is it) (even )?(allowed|permitted) to (fire|dismiss|let \\S+ go|keep|withhold|sell|transfer|use|copy|publish|record|share|cut|reduce|stop paying|poach|hire away|start|compete|terminate|cancel|reclaim|take|lock)|` +
        `(can|could|may) (he|she|they|my \\S+|our \\S+|the company|the board|the investors?) (just|simply|even|really) (fire|dismiss|let \\S+ go|keep|withhold|sell|transfer|take|use|copy|publish|walk away|leave|quit|start|compete|poach|cut|reduce|stop paying|dilute|lock|cancel|terminate|kick|remove|change|block|veto|freeze|claim|sue|hire away)|` +
        `(can|could|may) (we|i|one|you) (just |legally |even |simply )?(remove|kick|throw|force|push|vote|buy) (him|her|them|my \\S+|our \\S+) (out|off the board)|(can|could|may) (we|i|one) (just |legally |even |simply )?(get rid of|oust|fire|dismiss) (him|her|them|my \\S+|our \\S+)|` +
        // (issue #21, safety25c) what the other did, named as a wrong the law knows: "is that retaliation?"
        `(is|was|isnt|counts? as|sounds like|looks like|feels like) (that|this|it|what (he|she|they) did)? ?${gap(2)}(retaliation|victimi[sz]ation|discrimination|constructive dismissal|(a )?breach of (contract|my contract|the agreement|fiduciary duty))|` +
        `(count|counts|counted|credit|credited|backdat\\w*|back dat\\w*) ${gap(4)}(vesting|cliff|equity|shares|stake)|(vesting|cliff) ${gap(4)}(count|counts|credit|credited|backdat\\w*|back dat\\w*|start date)`,
    ),
    unless: re(generalQuestion),
  },
  // --- legal in the words of one's own case: who may take, keep, owe or force what, asked without
  // any legal word ("kann er die Kunden einfach mitnehmen?", "wem gehört die Domain, wenn wir uns
  // trennen?", "can they make me leave?", "do I have to pay her out?", "can we cut his hours?").
  // Only in a sentence that asks, and not when it asks how to talk about it ("how do I bring up
  // vesting", "wie spreche ich die Anteile an": coaching). ---
  {
    id: 'legal-de-case',
    category: 'legal',
    asks: true,
    pattern: re(
      // who owns or gets a thing of the company
      `wem (gehort|gehoren|gehorte|gehorten|stehen|steht)|wer (bekommt|kriegt|behalt|erhalt) ${gap(2)}(namen|firmennamen|domain|marke|logo|code|quellcode|app|software|kunden|kundenliste|rechte|anteile|produkt|prototyp|daten|buro|firmenwagen)|` +
        // taking, keeping, selling or using what belongs to the company or the other person
        `(kann|konnen|darf|durfen) (er|sie|der|die|man|mein \\S+|meine \\S+|unser \\S+|unsere \\S+|mein ex \\S+|der investor|die investoren) ${gap(8)}(mitnehmen|behalten|weiterverwenden|weiternutzen|weiter nutzen|weiter verwenden|weiterbenutzen|verkaufen|abwerben|sperren|wegnehmen|entziehen|loschen)|` +
        `(kann|konnen|darf|durfen) (ich|wir|man) ${gap(6)}(behalten|einbehalten|zuruckhalten|loschen|sperren|deaktivieren|durchsuchen|untersagen|verbieten|einfordern|einklagen)|` +
        // stopping a repayment, cutting pay or hours, taking back leave
        `(kann|konnen|darf|durfen) (ich|wir|man|er|sie|die firma) ${gap(6)}(ruckzahlung|ratenzahlung|zahlung|zahlungen|tilgung|darlehen|kredit)\\w* ${gap(5)}(stoppen|einstellen|aussetzen|verweigern|streichen|zuruckhalten)|` +
        `(kann|konnen|darf|durfen|geht das|ist es ok|ist das ok|ist das in ordnung|ist es in ordnung) ${gap(8)}(gehalt|lohn|stunden|arbeitszeit|wochenstunden|bonus|provision|urlaub|zuschlag)\\w* ${gap(6)}(kurzen|kurze|kurzt|streichen|streiche|runtersetzen|runtersetze|runterfahren|reduzieren|reduziere|senken|senke|halbieren|einbehalten|aussetzen|wegnehmen|zuruckhalten)|` +
        // being forced, removed or ousted
        `(kann|konnen|darf|durfen) ${gap(5)}(mich|uns|ihn|sie) ${gap(4)}(zwingen|verpflichten|absetzen|abberufen|rauswerfen|rausschmeissen|rauswerfen|rausdrangen|rauskicken|feuern|entlassen|kundigen|ausschliessen|vor die tur setzen|versetzen|degradieren|herabstufen|zuruckstufen|abmahnen|freistellen|uberwachen|orten|aufzeichnen)|` +
        // (issue #21, safety26b) a right asked of someone: "hat er überhaupt das Recht, mich zu ersetzen?"
        `(hat|haben) (er|sie|der|die|man|mein \\S+|meine \\S+|unser \\S+|unsere \\S+|der investor|die firma) ${gap(2)}das recht,? ${gap(4)}(zu )?(abzusetzen|abzuberufen|rauszuwerfen|rauszuschmeissen|auszuschliessen|einzusehen|einzubehalten|wegzunehmen|mitzunehmen|ersetzen|kundigen|entlassen|feuern|rauswerfen|verkaufen|behalten|nutzen|verwenden|lesen|einsehen|verlangen|fordern|blockieren|sperren|versetzen|abberufen|absetzen|ausschliessen|streichen|kurzen|einbehalten|veroffentlichen|uberwachen|verbieten|untersagen|zwingen)|wessen (idee|code|name|firmenname|domain|marke|kunden|produkt|app|software|daten)|` +
        // an accident at work, home office or on the way: who pays
        `arbeitsunfall\\w*|wegeunfall\\w*|berufsgenossenschaft|unfallversicherung|` +
        `(kann|konnen|darf|durfen) (mich|uns) ${gap(8)}(zwingen|verpflichten|absetzen|abberufen|rauswerfen|rausschmeissen|rausdrangen|rauskicken|feuern|entlassen|kundigen|ausschliessen|versetzen|degradieren|herabstufen|zuruckstufen|abmahnen|freistellen)|vor die tur setzen|` +
        `(kann|konnen|darf|durfen) (der|die|er|sie|man|der investor|mein \\S+|unser \\S+) (das|so etwas|sowas) ${gap(2)}(entscheiden|bestimmen|verlangen|fordern|beschliessen|durchziehen|machen)|` +
        // owing money or shares
        `(muss|mussen|musste|muss man) (ich|wir|er|sie|die firma|man) ${gap(6)}(auszahlen|abgeben|bezahlen|zahlen|weiterzahlen|weiterbezahlen|erstatten|zuruckgeben|herausgeben|ausgleichen|abfinden|zuruckzahlen)|` +
        `weiterzuzahlen|weiter zu zahlen|weiterzubezahlen|zuruckzuzahlen|auszuzahlen|(privat|personlich) ${gap(3)}(geradestehen|gerade stehen|aufkommen|haften)|geradestehen|` +
        `(komm|komme|kommen) (ich|wir) ${gap(2)}an (mein|meine|unser|unsere|das|sein|ihr)\\w* (geld|investment|einlage|anteile)|` +
        // what happens to a share, a name or one's work when someone stops or the founders part
        `was passiert ${gap(2)}(wenn|falls) (ich|er|sie|wir) ${gap(3)}(aufhore|aufhort|aufhoren|nicht mehr arbeite|nicht mehr arbeitet|aussteige|aussteigt|aussteigen|uns trennen|trennen)|` +
        `was passiert (mit|eigentlich mit) (dem|der|den|unserem|unserer|unseren|meinem|meiner|seinem|seiner) (namen|firmennamen|domain|marke|logo|code|app|kunden|darlehen|kredit|miete|mietvertrag|buro|firmenwagen|daten|produkt)|` +
        `(anteile|anteil|aktien|optionen|stimmrecht\\w*|sitz im beirat|beiratssitz|geschaftsfuhrerposten) ${gap(2)}(behalten|verlieren|zuruckgeben|abgeben|verfallen)`,
    ),
    unless: re(
      `${generalQuestion}|chat\\w*|verlauf\\w*|wie (spreche|sprech|sag|sage|bringe|bring|rede|erklare|fuhre|bereite|formuliere|verhandle|gehe|geh) ich|wie (sprechen|sagen|reden|fuhren|gehen) wir`,
    ),
  },
  {
    id: 'legal-en-case',
    category: 'legal',
    asks: true,
    pattern: re(
      // taking, keeping or using what belongs to the company or the other person
      `(can|could|may|is) (he|she|they|my (\\S+ ){0,2}\\S+|our (\\S+ ){0,2}\\S+|the (\\S+ ){0,2}(founder|cofounder|investor|vc|board|company|developer|employee|ceo|cto)|one of (them|us)) ${gap(3)}(take|keep|keep using|continue using|walk away with|walk off with|run off with|claim|sell|poach|hire away|block|veto|lock (me|us) out) ${gap(3)}(code|codebase|repo\\w*|source|ip|intellectual property|customers?|clients?|accounts?|contacts?|domain|company name|name|brand|logo|product|prototype|app|software|data|database|designs?|laptop|car|equipment|shares?|stake|equity|options|(board )?seat|half|everything|money|team|engineers?|freelancer)|` +
        `(take|taking|takes) ${gap(5)}with (him|her|them)|` +
        `(can|could|may) (he|she|they|my (\\S+ ){0,2}\\S+|our (\\S+ ){0,2}\\S+|the (\\S+ ){0,2}\\S+) (just |really |actually |even |legally |simply )?(stop|prevent|ban|forbid|bar) (me|us) from|` +
        `(can|could|may) (i|we) (just |simply |even |legally |really )?(keep|hang on to|hold on to|hold onto|withhold|delete|wipe|read|lock (him|her|them) out of|block (his|her|their)) (his|her|their|it(?! (short|brief|simple|light|quick|casual|friendly|professional|civil|calm|focused|together|going|up|open|real|between|to ourselves|small|low-key|positive)\\b)|the (\\S+ )?(laptop|account|accounts|access|car|equipment|deposit|salary|pay))|` +
        `(can|could|may) (i|we) (just |simply |even |legally |really )?(give|hand) (his|her|their) (job|role|position|seat)|` +
        `(can|could|may) (i|we) (just |simply |even |legally |really )?(stop|pause|suspend|skip|refuse|delay) (paying|repaying|the repayments?|repayments|paying (it|him|her|them) back)|` +
        `(can|could|may) (i|we) (make|force|get) (him|her|them) (to )?(bring|give|hand|pay) ${gap(3)}back|(get|claim|demand) (my money|the money|my investment|our money|his money|her money) back|` +
        // cutting pay or hours
        `(can|could|may|is it ok(ay)? to|are we allowed to|am i allowed to) (we |i )?(just |simply |even |legally )?(cut|reduce|lower|slash|halve|dock|freeze|withhold) (someones|somebodys|his|her|their|the teams|my teams|our teams|an? \\S+s|employees|staff|the|peoples) ${gap(1)}(salar\\w*|pay|wages?|hours|bonus\\w*|commission|holiday|vacation|leave)|` +
        // being forced, removed or ousted
        `(can|could|may) (he|she|they|my (\\S+ ){0,2}\\S+|our (\\S+ ){0,2}\\S+|the (\\S+ ){0,2}\\S+) (actually |really |just |even |legally |simply )?(make|force|kick|throw|vote|push|pressure|compel|require) (me|us|him|her) (to )?(leave|out|go|quit|resign|step down|sell|give up|hand over|sign|repay|work)|` +
        `(can|could|may) (he|she|they) (really |actually |just |legally |even )?do (that|this|so)$|` +
        // (issue #21, safety26b) a right asked of someone, an owner asked, being moved or demoted, an accident at work
        `(does|do|has|have|did) (he|she|they|the board|the investors?|the company|my \\S+|our \\S+) (even |actually |really |legally )?(have|got) (the|a|any) right to (replace|fire|dismiss|remove|oust|sell|take|keep|use|block|veto|change|cut|read|see|access|demand|transfer|force|make|stop|ban|withhold|publish|monitor|record|dilute|kick)|whose (idea|code|codebase|name|company name|domain|brand|logo|customers|clients|product|app|software|data|ip|shares|money|designs?) (is|are) (it|this|that|they)|` +
        `(can|could|may) (he|she|they|my \\S+|our \\S+|the company|the board) (just |simply |even |really |legally )?(transfer|relocate|demote|move|reassign|monitor|track|record) (me|us)|workers comp\\w*|(work|workplace|on the job|commute) (accident|injury) ${gap(3)}(claim|insurance|cover\\w*|pays?)|` +
        `(can|could|may) (he|she|they|the board|the investors?) (replace|remove|fire|oust|demote) (me|us)|` +
        // owing money or shares
        `(do|must|would|will) (i|we|the company) (really |still |actually )?(have to|need to) (keep )?(pay|paying|buy|give|return|repay|refund|reimburse|compensate|hand)|(pay|buy) (him|her|them) out|` +
        `(have|got) (any|a|no) (claim|right) (to|on)|do (i|we) have (any|a) claim|` +
        // who owns what, and what happens when someone stops or the founders part
        `who (owns|gets|keeps|has the rights to) ${gap(2)}(code|codebase|ip|domain|name|company name|brand|logo|app|product|prototype|software|rights|data|customers|shares|designs?|content|website|patents?|inventions?|what we|everything|the stuff)|` +
        `what happens ${gap(2)}(if|when) (i|he|she|we) (just |simply )?(stop|quit|stopped|quits|stops) (working|showing up|coming in)|` +
        `what happens (to|with) (the|our|my|his|her) (company name|name|domain|brand|logo|ip|code|app|customers|loan|lease|office|debts?|data) (if|when|once|after)|` +
        `(keep|lose|retain|forfeit) (his|her|my|their|our) (board seat|seat|shares|stake|equity|options|title)`,
    ),
    unless: re(
      `${generalQuestion}|chat\\w*|history|conversations?|how (do|can|should|would) (i|we) (talk|tell|bring|raise|say|explain|approach|handle|ask|open|frame|pitch|present|start|discuss|phrase)|how to (talk|tell|bring|raise|say|explain|approach|ask|discuss)|take (it|this|that|feedback|criticism|the lead|ownership|time|a break|care)`,
    ),
  },
  // --- medical: diagnosis, therapy, medication ---
  {
    // Signs of a medical emergency now, said without the emergency number: chest pain or pressure
    // with a numb arm, not getting air, collapsing or fainting, half the face numb, slurred speech,
    // a racing heart with fainting, the worst headache of one's life; of the user or someone beside
    // them ("ist eben umgekippt und reagiert kaum"). The reply is urgent: 112 and no coaching
    // (engine.ts, safety/texts.ts `medicalIntro`), asked or not. Not a runway that takes one's breath, a
    // server that collapsed or an arm numb from typing.
    id: 'medical-urgent',
    category: 'medical',
    whole: true,
    pattern: re(
      `(brustschmerz\\w*|schmerz\\w* in der brust|druck auf der brust|stechen in der brust|engegefuhl in der brust|chest (pain|pains|tightness|pressure)|(tight|crushing) chest|(my )?chest (is|feels) (really |so |very )?(tight|heavy|crushed))|` +
        `(arm|gesicht\\w*|gesichtshalfte|hand|seite|face|side|leg|bein) ${gap(3)}(taub|kribbelt|gelahmt|hangt|numb|gone numb|tingl\\w*|drooping|droops)|` +
        `(krieg\\w*|bekomm\\w*|hab\\w*) ${gap(4)}keine luft|atemnot|kann ${gap(1)}nicht (mehr )?(richtig )?atmen|(cant|cannot|can not|couldnt|could not|struggling to|hard to) (properly |really )?breathe|short of breath|gasping|` +
        `(ich|er|sie|i|he|she|mein\\w* \\S+|my \\S+) ${gap(4)}(zusammengebrochen|zusammengeklappt|umgekippt|ohnmachtig|bewusstlos|collapsed|passed out|fainted|blacked out|unconscious)|(going to|about to|gonna) (pass out|faint|collapse)|schwarz vor augen|atmet (kaum|nicht|nicht mehr)|reagiert (kaum|gar nicht) (mehr|noch)|unresponsive|(not|barely) breathing|` +
        `(plotzlich|auf einmal) ${gap(4)}(nicht (mehr )?(richtig )?sprechen|lall\\w*|doppelt sehen|kopfschmerz\\w*)|(kann|konnte) ${gap(1)}nicht (mehr )?(richtig )?sprechen|worte ${gap(2)}falsch|(im|i m|i am|i keep|started|start) slurr\\w*|my (speech|words) (is |are )?slurr\\w*|(cant|cannot) (speak|talk|get words out) (properly|right)|worst headache|schlimmsten kopfschmerz\\w*|` +
        `herzinfarkt|schlaganfall|heart attack|stroke|herzrasen ${gap(6)}(ohnmacht|umkipp\\w*|schwindel|minuten|stunde)|heart ${gap(2)}(racing|pounding) ${gap(8)}(pass out|faint|minutes|hour|dizzy)`,
    ),
    unless: re(
      `runway|cash|burn|deadline|workload|arbeitslast|so viel arbeit|emails|inbox|(demo|server|system|deal|website|app|markt|market|pitch|kurs|stock|umsatz|sales|company|firma|startup|verhandlung|plan|deck|team|projekt|project|round|runde|prototype|prototyp)\\w* ${gap(3)}(collapsed|zusammengebrochen|umgekippt)|luft weg|atem (verschlagen|geraubt)|breathtaking|breath of fresh air|breathing room|luft zum atmen|typing|tippen|vom tippen|lol|haha|gezerrt|pulled a muscle|gewurgt|wurgt|choked|choking|strangl\\w*|by the throat|(hands|hande) (around|um) (my|meinen) (neck|throat|hals)|am hals|kehle|chest of drawers|treasure chest|kommode|(stroke|schlaganfall|herzinfarkt|heart attack) ${gap(3)}(of (genius|luck|insight)|vor (zwei|drei|\\d+) jahren|years ago|letztes jahr|last year|my (dad|father|mom|mother|grandma|grandpa)|mein (vater|opa)|meine (mutter|oma))|(stock|aktie|share price|kurs|umsatz|sales|revenue|market) ${gap(3)}(collapsed|crashed)|stroke of|heart attack (moment|level)|gave me a heart attack|(had|hatte|since (his|her|my)|seit (seinem|ihrem|meinem)|nach (seinem|ihrem|meinem|dem)|after (his|her|my|the)) ${gap(1)}(a |einen |einem )?(stroke|schlaganfall|herzinfarkt|heart attack)|fast einen herzinfarkt|beinahe einen herzinfarkt|almost had a heart attack|nearly had a heart attack|` +
        // Told as past and over: a collapse last year, weeks ago, fine since (an urgent reply ends the turn, so it must be now).
        `(last|letztes|letzten|letzte) (year|month|week|summer|winter|jahr|monat|woche|sommer|winter)|(years|months|weeks) ago|vor (\\d+|einem|einer|zwei|drei|vier|ein paar|einigen|mehreren) (jahren|jahr|monaten|monat|wochen)|(been|is|was) (fine|ok|okay|alright) (ever )?since|(unresponsive|reagiert nicht|not responding) ${gap(2)}(on|auf|to|in) ${gap(1)}(slack|mails?|emails?|messages?|nachrichten|anrufe|calls|texts|whatsapp|teams|linkedin)|als kind|as a (kid|child)|never again since|seitdem nie wieder|seitdem (ist|geht) ${gap(2)}(gut|fit|gesund|wieder)|${generalQuestion}`,
    ),
  },
  {
    id: 'medical-de',
    category: 'medical',
    pattern: re(
      `(habe|hab|hatte|hat|haben) (ich|er|sie|mein \\S+|meine \\S+) ${gap(2)}(eine |einen |ein )?(depression\\w*|burn ?out|angststorung|adhs|ads|trauma|ptbs|zwangsstorung|essstorung|panikstorung|borderline|bipolar\\w*|autismus|psychische\\w* (krankheit|storung|erkrankung|probleme))|` +
        `(bin|ist|sind|seid) (ich|er|sie|mein \\S+|meine \\S+|der|die) ${gap(3)}(depressiv|psychisch krank|bipolar|autist\\w*|traumatisiert|manisch|paranoid|zwanghaft|krank im kopf)|` +
        'narziss\\w*|psychopath\\w*|soziopath\\w*|diagnos\\w*|therapi\\w*|therapeut\\w*|medikament\\w*|antidepressiv\\w*|psychopharmak\\w*|beruhigungsmittel|schlaftablett\\w*|' +
        'tablett\\w*|psychiat\\w*|depression\\w*|depressiv\\w*|panikattack\\w*|angstattack\\w*|angststorung\\w*|schlafstorung\\w*|' +
        `(kann|konnte) ${gap(3)}nicht mehr (schlafen|essen)|(ich|er|sie) ${gap(3)}(ein |einen )?burn ?out (habe|hab|hat|hatte|haben)|psychisch\\w* (am ende|krank|labil|kaputt|fertig)|` +
        `arzt\\w*|autist\\w*|bipolar\\w*|borderline\\w*|schizo\\w*|(soll|sollte|kann|muss) ich mich ${gap(2)}krankschreiben|personlichkeitsstorung\\w*|adhs|ptbs`,
    ),
  },
  {
    id: 'medical-en',
    category: 'medical',
    pattern: re(
      `(do|does|might|could|may) (i|he|she|they|my \\S+) (have|suffer from) ${gap(2)}(depression|anxiety|adhd|add|ptsd|burnout|burn out|(a )?(mental|personality|anxiety) (disorder|illness)|bipolar|ocd|autism|trauma)|` +
        `(am i|is (he|she|my \\S+)|are (they|my \\S+)) ${gap(2)}(depressed|bipolar|autistic|mentally ill|clinically|traumati[sz]ed|on the spectrum|paranoid|manic|unwell)|` +
        'narcissis\\w*|psychopath\\w*|sociopath\\w*|diagnos\\w*|therap(y|ies|ist|ists|eutic)|medication\\w*|antidepressant\\w*|meds|pills|prescri\\w*|psychiatr\\w*|' +
        `(have|got|had|am i|i think i|maybe i|getting|close to|heading for) ${gap(2)}(a )?burn ?out|` +
        'panic attacks?|anxiety (attacks?|disorder)|depression|insomnia|cant sleep|not sleeping|personality disorder|adhd|ptsd|ocd|' +
        `(treat|cure|heal) ${gap(1)}(my|his|her) (anxiety|depression|stress|trauma|condition|illness)|autistic|bipolar|borderline|schizo\\w*|` +
        `(see|visit|need|go to|talk to|consult) (a |my |the )?(doctor|gp|physician|psychologist)`,
    ),
  },
  // --- high escalation: Glasl 6–9 ---
  {
    id: 'escalation-de',
    category: 'high_escalation',
    pattern: re(
      `(droht|drohte|drohen|drohst|gedroht|drohung\\w*|androh\\w*|bedroht) ${gap(6)}(${businessObject})|(${businessObject}) ${gap(4)}(gedroht|angedroht|drohung\\w*)|ultimat\\w*|` +
        `nur (noch )?(uber|per|via|durch|mit) ${gap(1)}(anwalt\\w*|anwalte\\w*|rechtsanwalt\\w*)|(anwalt\\w*|anwalte\\w*) ${gap(4)}(kommuniz\\w*|reden|sprechen|schreiben|regeln)|` +
        'sabot\\w*|' +
        `(will|mochte|werde|wird|wollen|werden) (ihn|sie|ihm|mich|uns|die firma|das unternehmen|ihn und|alles) ${gap(3)}(fertig ?machen|vernichten|zerstoren|ruinieren|kaputt ?machen|platt ?machen|zerquetschen|bluten lassen|leiden lassen|bestrafen|runtermachen)|` +
        `(fertig ?machen|vernichten|zerstoren|ruinieren) (ihn|sie|ihm|mich|seinen ruf|ihren ruf)|rache|rachen|heimzahlen|(zahl\\w*|zahlen) ${gap(3)}heim|rufmord|schmutzkampagne|verleumd\\w*|erpress\\w*|` +
        `(zugang|zugriff|passw\\w*|konto|konten|accounts?|server|email|mails) ${gap(4)}(gesperrt|entzogen|geandert|abgeklemmt)|` +
        `(daten|code|dateien|kundendaten|kundenliste|repository|repo|quellcode) ${gap(3)}(geloscht|geklaut|gestohlen|mitgenommen|entwendet)|kunden ${gap(2)}abgeworben|abwerb\\w*|` +
        `lieber ${gap(5)}(pleite|insolvent|untergehen|zugrunde|kaputt|gegen die wand)|in den abgrund|gemeinsam untergehen|mit (in den )?untergang|` +
        `um (mir|uns|der firma|ihm|ihr) zu schaden|(will|wollen|wollte) (mir|uns|ihm|ihr) ${gap(1)}schaden|(server|systeme?|zugang|website|app|konten) ${gap(2)}(abgeschaltet|abgestellt|lahmgelegt)|` +
        `gehackt|(emails?|mails?|postfach|konto|nachrichten) ${gap(2)}(gelesen|gehackt|durchsucht|mitgelesen)|(lugen|geruchte) ${gap(4)}(verbreit\\w*|erzahlt)|verbreit\\w* ${gap(2)}(lugen|geruchte)|` +
        `gelder ${gap(2)}(abgezogen|veruntreut|abgezweigt)|(firma|unternehmen|startup) ${gap(2)}(zerstoren|ruinieren|vernichten|gegen die wand fahren)|` +
        `koste es was es wolle|um jeden preis ${gap(3)}(gewinnen|fertigmachen|vernichten|schaden|loswerden|durchsetzen)|krieg|kriegserklarung|kampf bis zum (ende|letzten)|(ihn|sie) ${gap(2)}(kaputt|fertig) sehen`,
    ),
    // "Wie krieg ich ihn dazu …" is the verb kriegen (to get), not war.
    unless: re(
      `(nicht|nie|niemals|kein\\w*) ${gap(2)}(fertig ?machen|vernichten|zerstoren|ruinieren|kaputt ?machen|krieg|rache)|` +
        `krieg(e|st|t)? (ich|du|er|sie|es|wir|ihr|man|das|den|die|ihn|mal|ne|nen|eine|einen|ein|raus|hin|nicht|kein\\w*|immer|nur|auch|dann|schon|noch|endlich)\\b|(wie|was|wo|wann|ob|dann|bald|schnell|nicht|nie|wer) krieg(e|st|t)?\\b`,
    ),
  },
  {
    id: 'escalation-en',
    category: 'high_escalation',
    pattern: re(
      `(threaten\\w*|made (a )?threats?|threats? (of|to)) ${gap(6)}(${businessObject})|ultimatum\\w*|` +
        `only (talk|communicate|speak|correspond) ${gap(3)}(through|via|by way of) ${gap(1)}(lawyers?|attorneys?|solicitors?|counsel)|` +
        `(lawyers?|attorneys?) ${gap(3)}(do all the talking|handle (all )?(communication|contact)|communicate|talk for us)|through (our|the|his|my) lawyers|` +
        'sabotag\\w*|' +
        `(destroy|ruin|crush|bury|take down|finish off) (him|her|them|(my|his|her|their) (reputation|career|life|name|company|startup))|make (him|her|them) (pay|suffer)|` +
        `get (back|even) (at|with)|revenge|retaliat\\w*|(locked|shut|cut) me (out|off) ${gap(1)}(of|from)|` +
        `(deleted|stole|wiped|took|copied) ${gap(3)}(code|data|files|repo|repository|customer list|client list|clients|customers)|` +
        'poach\\w*|blackmail\\w*|smear campaign|spread\\w* (lies|rumou?rs)|' +
        `(rather|sooner) ${gap(5)}(go bankrupt|go under|sink|burn|see the company (die|fail|go under)|kill the company)|` +
        'burn (it|the company|the whole thing|everything) (all )?down|go down together|take (him|her|them) down with me|whatever it takes|at any cost|' +
        '(all ?out|total|open) war|at war|declared war|scorched earth|(going to|go to) war|war (with|against)|' +
        `hacked|read (my|our) (emails?|messages|mail)|(turn\\w*|set\\w*) ${gap(2)}(investors|team|board|employees|everyone) against me|` +
        `(destroy|ruin|wreck|sink|kill) (the|our) (company|startup|business)|(funds|money) ${gap(2)}(siphoned|diverted|stolen|embezzled)`,
    ),
    // Making someone pay a share of the costs is money, not revenge.
    unless: re(
      `(dont|do not|not|never|no) ${gap(2)}(want to )?(destroy|ruin|crush|revenge|war)|pay (for )?(his|her|their) (share|part|half|portion)|pay (back )?(the|his|her|their) (costs|bill|invoice|loan|money)|` +
        // "total war, but we ended up laughing": a heated retro that ended well.
        `(ended|end|ending) up laughing|laughed (about|it off)|(all|both|everyone) laughing|made up|hugged it out|lachen mussten|haben gelacht`,
    ),
  },
];

// Long, distinctive crisis words; a token one typo away (two for very long ones) is read as the
// word itself. Short or ambiguous words ("sterben"/"streben") are deliberately not here.
const typoKeywords = [
  'suizid',
  'suizidal',
  'suizidgedanken',
  'selbstmord',
  'selbstmordgedanken',
  'selbsttotung',
  'lebensmude',
  'umbringen',
  'umzubringen',
  'selbstverletzung',
  'uberdosis',
  'suicide',
  'suicidal',
  'overdose',
  'myself',
  'selfharm',
  'abschiedsbrief',
  'pulsadern',
];

// Colloquial short forms read as the full word ("wenn ich nich mehr da wär").
const colloquial = new Map([
  ['nich', 'nicht'],
  ['nimmer', 'nicht mehr'],
]);

function correctTypos(folded: string): string {
  return folded
    .split(' ')
    .map((token) => {
      const spelled = colloquial.get(token);
      if (spelled) return spelled;
      if (token.length < 6) return token;
      for (const keyword of typoKeywords) {
        if (token === keyword || token[0] !== keyword[0]) continue;
        const cap = keyword.length >= 10 ? 2 : 1;
        if (editDistance(token, keyword, cap) <= cap) return keyword;
      }
      return token;
    })
    .join(' ');
}

// Statements that explicitly deny a danger are cut out before the crisis rules run; anything else
// in the message still counts ("I'm not suicidal, but I can't go on" is a crisis).
const negations: RegExp[] = [
  re(
    `(would|will|could) (never|not) ${gap(1)}(hurt|harm|kill|injure) (my ?self|me|him|her|them|anyone|anybody|someone)|` +
      `(im|i am) not (suicidal|going to (hurt|harm|kill) (my ?self|him|her|anyone))|not (thinking|planning) (about|of|to) (hurt|harm|kill)\\w* (my ?self|me)|` +
      `(wont|will not|dont) (hurt|harm|kill) (my ?self|anyone|him|her)|no (suicidal|self harm) (thoughts|intentions|plans)|never (been )?suicidal|` +
      `(wurde|werde|will|konnte) (mir|mich) ${gap(2)}(nie|niemals|nicht) ${gap(1)}(etwas |was )?(antun|umbringen|verletzen|toten)|` +
      `(wurde|werde|will) (ihm|ihr|ihn|sie) ${gap(2)}(nie|niemals|nicht) ${gap(1)}(etwas |was )?(antun|umbringen|verletzen|schlagen)|` +
      `(bin|ich bin) (nicht|kein|keinesfalls) (suizidal|suizidgefahrdet|lebensmud\\w*)|(keine|nie) (suizidgedanken|selbstmordgedanken)|` +
      `tu\\w* mir ${gap(1)}nichts an|(nicht|nie) (suizidal|lebensmude)`,
  ),
];

export interface SafetyResult {
  /** The highest-priority category, or null. */
  category: SafetyCategory | null;
  /** Every category found, in priority order. */
  categories: SafetyCategory[];
  /** Ids of the rules that fired (for tests and logs, never shown). */
  rules: string[];
}

const prepare = (text: string) => correctTypos(fold(text));

function withoutNegations(folded: string): string {
  let result = folded;
  for (const negation of negations) result = result.replace(new RegExp(negation.source, 'g'), ' ');
  return result.replace(/\s+/g, ' ').trim();
}

/**
 * A sentence without a question mark that still asks: it opens as a question, says it wonders or
 * does not know whether, reports someone's question ("Eine Freundin fragt, ob …"), asks for the
 * coach's view ("… oder was meinst du") or wants to go to court. A bare "ob …" or "whether …"
 * after a statement ("fighting over whether he keeps his shares") asks nothing.
 */
const asking = re(
  `^(darf|darfst|durfen|kann|kannst|konnen|muss|musst|mussen|soll|sollte|sollten|(ist|ware|war) (das|es|sowas|so was|die|der)|sind wir|geht das|gilt das|` +
    // (issue #21, safety26b) a claim or a liability asked in the first person, a right asked of someone, an owner asked
    `(hab|habe) ich (eigentlich |denn |uberhaupt |dann )?(einen |ein |das )?(anspruch|recht)|(haft|hafte) ich|(hat|haben) (er|sie|der|die|mein \\S+|meine \\S+|unser \\S+) (eigentlich |denn |uberhaupt )?(das )?recht|gehort (das|der|die|mir|uns|ihm|ihr)|whose|` +
    `bringt|hilft|lohnt|reicht|` +
    `wie (ist|sind|sieht|steht|lange|viel|hoch|funktioniert|lauft|regelt|macht|machen|gehen|geht)|was (ist|sind|passiert|gilt|bedeutet|heisst|kostet|muss|mussen|darf|kann|konnen)|wer (haftet|zahlt|muss|bekommt|darf|kann)|welche\\w*|` +
    `can|could|may|must|should|is (it|that|this|he|she|there)|are (we|they|you)|was (it|that|this)|would (it|that|this|he|she)|do (i|we|they|you)|does|did (he|she|they|i|we)|am i|what|whats|how|who|which|when|why|whether)|` +
    `(weiss|wei) (ich )?nicht,? (ob|wie|was)|(frag|frage|fragt|fragen|fragte|uberleg\\w*|unsicher|nicht sicher|unklar|wissen|herausfinden|frage ist),? (ob|wie|was)|frage mich|frag mich|` +
    `(will|mochte|wurde gern|wurde gerne|wusste gern) wissen|sag mir|erklar\\w* mir|(oder )?was meinst du|` +
    `wonder(s|ed|ing)?|(do not|dont) know (if|whether|what|how)|(not sure|unsure|ask|asks|asked|asking|know|figure out|find out|question is|considering|thinking about),? (if|whether)|` +
    `want to know|wanna know|need to know|tell me|explain (to )?me|can you explain|what do you think|` +
    `verklag\\w*|vor gericht|anzeigen|anzeige erstatten|sue|to court|press charges`,
);

/**
 * A clause that opens as a question, inside a sentence that did not ("mein mitgründer hat 40 % und
 * wir haben nix schriftlich. kann ich ihn rauswerfen": in lower case the full stop splits nothing;
 * "…, geht das nach 3 jahren einfach so"). Narrower than `asking`: "…, what he did was wrong" and
 * "…, wie schwer das ist" ask nothing.
 */
const askingClause = re(
  `^(darf|darfst|durfen|kann|kannst|konnen|muss|musst|mussen|soll|sollte|brauch|brauche|geht das|gilt das|stimmt das|steht (mir|ihm|ihr|uns|dem|der)|` +
    `wie (krieg|kriege|bekomm|bekomme|viel|lange|kann|muss|soll)|was (muss|kann|darf|steht|schulde|schulden|bekommt|bekomme|passiert)|wer (haftet|zahlt|muss|bekommt|behalt|darf|kann)|wem|` +
    `can|could|may|must|should|do (i|we|they|you|he|she)|does|did (he|she|they|i|we)|is (it|that|this|he|she|there)|are (we|they)|am i|` +
    `what (do|does|can|happens|would|should|if)|whats (the|a)|what is the (right|correct|normal|usual|best|max\\w*)|bringt (so|das|es|eine?|ein)|hilft (so|das|es|eine?|ein)|lohnt (sich|es|das)|how (much|many|long|do|does|can|could|should)|who (owns|gets|pays|keeps|can|should)|need (i|we))`,
);

/** The sentence asks: a question mark, it opens as a question, or one of its clauses does. */
export function asksIn(raw: string): boolean {
  return raw.includes('?') || asking.test(fold(raw)) || clauseAsks(raw);
}

/** One of the sentence's clauses opens as a question (`askingClause`; not "…, ob sie kündigen kann"). */
export function clauseAsks(raw: string): boolean {
  return raw
    .split(/[.!;:,\u2013\u2014]\s*|\s-\s|\s(?:und|and|oder|or|aber|but)\s/i)
    .some((clause) => askingClause.test(fold(clause)));
}

/**
 * Any clause that opens like a question (folded), for `asksAnything`: broader than `askingClause`
 * because the message it reads is already labelled legal or medical, and founders ask without a
 * question mark and after the facts ("…, is das ne panikattacke", "…, wie setz ich die ab").
 */
const questionOpener = re(
  '^(?:(?:und|and|also|so|aber|but|oder|or|dann|then|jetzt|now|ok|okay|na ja|well)\\s+)*' +
    '(?:kann|konnen|konnte|konnten|kannst|darf|durfen|darfst|durfte|muss|mussen|musst|musste|mussten|soll|sollte|sollten|sollen|ist|is|sind|war|ware|' +
    'hat|haben|hatte|habe|hab|wird|wurde|werde|geht|gilt|zahlt|reicht|bringt|hilft|lohnt|vertragt|brauche|brauch|brauchen|krieg|kriege|bekomme|steht|stehen|' +
    'wie|was|wer|wem|wen|wessen|wann|wo|woher|wohin|wieso|warum|weshalb|welche|welcher|welches|welchen|welchem|wieviel|' +
    'can|could|may|might|must|are|were|should|shall|do|does|did|would|will|have|has|am|' +
    'how|what|whats|who|whom|whose|when|where|why|which)',
);

/**
 * The message asks something: one of its sentences does (`asksIn`), or one of its clauses opens
 * like a question (`questionOpener`). The one answer for the legal and medical boundary.
 */
export function asksAnything(text: string): boolean {
  if (sentences(text).some(asksIn)) return true;
  return text
    .split(/[.,;:!\n()\u2013\u2014-]+|\s(?=(?:und|oder|aber|and|or|but)\s)/i)
    .some((clause) => questionOpener.test(fold(clause)));
}

/**
 * Units a rule runs on: each sentence whole (a threat may span a comma: "er droht mir, mich
 * umzubringen") and each of its clauses (split at commas, dashes and "but"/"aber", so that
 * "ich kann nicht mehr, er ..." ends a clause). An `unless` is checked against the sentence.
 */
function units(text: string): { sentence: string; parts: string[]; asks: boolean }[] {
  return sentences(text).map((raw) => ({
    sentence: withoutNegations(prepare(raw)),
    asks: asksIn(raw),
    parts: raw
      .split(/[,\u2013\u2014]|\s-\s|\s(?:but|aber|sondern|however|trotzdem)\s/i)
      .map((part) => withoutNegations(prepare(part)))
      .filter(Boolean),
  }));
}

/** The rules' patterns, in order (screen.test.ts checks the screen against each). */
export const rulePatterns: readonly RegExp[] = rules.map((rule) => rule.pattern);

/**
 * Which rules' patterns could match a text: a pattern runs only on a text holding one of the
 * literals every match of it contains, derived from the pattern itself (screen.ts), read on
 * first use or one rule a step by `compileRules`. Most messages hold none of a given rule's
 * words, and the patterns were the largest part of a turn (issue #26).
 */
const screen = screenOf(rulePatterns);

/** Classifies one user message. Pure and deterministic. */
/**
 * Runs every rule's patterns on `text`, `batch` rules at a time with `pause()` after each batch.
 * V8 compiles a regular expression on its first runs (bytecode, then machine code on the
 * second): about 0.3 s for all the rules at once, which the warm-up (warm.ts) spreads over steps
 * so that a request arriving meanwhile waits for one batch at most.
 */
export async function compileRules(text: string, pause: () => Promise<void>, batch = 25): Promise<void> {
  for (let start = 0; start < rules.length; start += batch) {
    rules.slice(start, start + batch).forEach((rule, offset) => {
      screen.prepare(start + offset);
      for (let run = 0; run < 2; run += 1) {
        rule.pattern.test(text);
        rule.unless?.test(text);
      }
    });
    await pause();
  }
}

/**
 * "Ich kann nicht mehr" / "I can't go on" about a named work load and nothing more (concepts.ts
 * `workExhaustion`), and no other crisis rule reads the message without the phrase (issue #21,
 * safety33): exhaustion, not a crisis.
 */
function exhaustedByWork(whole: string): boolean {
  return workExhaustion(whole) && !classifySafety(whole.replace(cannotGoOn, ' mude ')).categories.includes('crisis');
}

export function classifySafety(text: string, acts = true): SafetyResult {
  // `acts: false`: without act.ts's readings (a message marked as a joke, which assess.ts reads
  // with the joke policy; the text here has its laugh taken out by `literal`).
  const key = acts ? text : `\u0000${text}`;
  return keptIn(classified, key, () => Object.freeze(classifyUncached(text, acts)));
}

const classified = new Map<string, SafetyResult>();

function classifyUncached(text: string, acts: boolean): SafetyResult {
  const found = new Set<SafetyCategory>();
  const fired: string[] = [];
  const whole = withoutNegations(prepare(text));
  const possible = new Uint8Array(rules.length);
  screen.mark(whole, possible);
  for (const [index, rule] of rules.entries()) {
    if (rule.whole && possible[index] && rule.pattern.test(whole) && !rule.unless?.test(whole)) {
      found.add(rule.category);
      fired.push(rule.id);
    }
  }
  for (const { sentence, parts, asks } of units(text)) {
    const unitTexts = [sentence, ...parts];
    possible.fill(0);
    for (const unit of unitTexts) screen.mark(unit, possible);
    for (const [index, rule] of rules.entries()) {
      if (rule.whole || (rule.asks && !asks) || !possible[index]) continue;
      if (!unitTexts.some((unit) => rule.pattern.test(unit))) continue;
      if (rule.unless?.test(sentence) || rule.unlessAnywhere?.test(whole) || rule.unlessWhole?.(whole)) continue;
      found.add(rule.category);
      fired.push(rule.id);
    }
  }
  // Menace without a word of harm (menace.ts): a threat received when the user is its target, the
  // user's own violence when the user makes it. The user's own menace is never a threat received,
  // also where a veiled-threat rule read the same words ("I'll let him know I know where his wife
  // works" is no "they know where your kids go to school").
  const menace = menaceIn(text);
  if (menace) {
    found.add('crisis');
    fired.push(menace === 'own' ? 'violence-plan-menace' : 'danger-veiled-menace');
  }
  // Signs of a medical emergency now told by what the body does (body.ts), not by a name the
  // rule above knows ("swallowing gets harder since lunch", "reagiert nicht mehr").
  if (!fired.includes('medical-urgent') && acuteBodySigns(text)) {
    found.add('medical');
    fired.push('medical-urgent');
  }
  // A crisis said in the words of the body, health or its treatment (body-crisis.ts): the wish to
  // be dead beside a doctor, sleep or the heart, how many pills would be too many, a prescription
  // saved up. Help first like any plan or means (assess.ts `forcedLabel`), also beside the signs
  // of a medical emergency, which then add their emergency words (issue #21, safety27b).
  const bodyCrisis = crisisInBodyWords(text);
  if (bodyCrisis) {
    found.add('crisis');
    fired.push(`crisis-plan-body-${bodyCrisis}`);
  }
  // A question for a medical judgement about one's condition, symptom, drug or treatment, in any
  // words (health.ts): "Ist das gefährlich?" after "Ich hab Bluthochdruck und …".
  if (!found.has('medical') && asksAboutHealth(text)) {
    found.add('medical');
    fired.push('medical-asked');
  }
  // Being followed, waited for or turned up on where one lives (following.ts): a threat received.
  if (menace !== 'own' && followedIn(text)) {
    found.add('crisis');
    fired.push('danger-veiled-following');
  }
  // A threat received in writing or as a recording, quoted (quoted.ts): harm to "you" in its words.
  if (menace !== 'own' && !fired.includes('danger-veiled-quoted') && quotedThreatIn(text)) {
    found.add('crisis');
    fired.push('danger-veiled-quoted');
  }
  // Left out, mocked or declared unfit for a protected trait (trait.ts).
  if (excludedForTrait(text)) {
    found.add('harassment');
    fired.push('harassment-trait');
  }
  // Who does what to whom (act.ts): a threat, an attack, being shut in or watched is a threat
  // received; the user's own plan, past act, hidden trace or spoken threat is violence. The
  // direction it reads wins over a rule that read the same words the other way ("der CTO habe ihm
  // gedroht, ihn aus dem Fenster zu werfen" is no plan of the user's; "I told him he'd end up in
  // hospital" no threat received).
  const act = menace === 'own' || !acts ? null : actIn(text);
  if (act) {
    found.add('crisis');
    fired.push(act.label === 'violence' ? `violence-plan-act-${act.kind}` : `danger-veiled-act-${act.kind}`);
  }
  // A vow beside the user's blow on a person, or a threat against the user heard of or veiled
  // (told.ts), where no act was read: the user's violence, a threat received.
  const noActRead = !act && menace !== 'own' && acts;
  const vowed = noActRead && vowedHarm(text);
  if (vowed) {
    found.add('crisis');
    fired.push('violence-plan-vowed');
  } else if (noActRead && heardThreat(text)) {
    found.add('crisis');
    fired.push('danger-veiled-heard');
  }
  // A threat told by its consequence, people sent, a presence or a watcher (consequence.ts),
  // where nothing above read the user's own violence or a threat received.
  const consequence =
    noActRead && !vowed && !fired.some((id) => id.startsWith('danger')) ? consequenceThreat(text) : null;
  if (consequence) {
    found.add('crisis');
    fired.push(`danger-veiled-${consequence}`);
  }
  // Violence told by access, means and a target, or asked as how to hurt (harm-access.ts), where
  // nothing above read a threat received or the user's violence.
  const access =
    !act && !vowed && acts && !consequence && !fired.some((id) => id.startsWith('danger') || id.startsWith('violence'))
      ? accessHarm(text)
      : null;
  if (access) {
    found.add('crisis');
    fired.push(`violence-plan-access-${access}`);
  }
  // A benefit tied to a private condition, or an origin or faith mocked or scheduled against (leverage.ts).
  const leverage = leverageHarassment(text);
  if (leverage) {
    found.add('harassment');
    fired.push(`harassment-${leverage}`);
  }
  // "Wait, am I talking to a bot?", "are you the consultant from the workshop?" (who-answers.ts).
  if (asksWhoAnswers(text)) {
    found.add('human');
    fired.push('human-asked');
  }
  const own = menace === 'own' || act?.label === 'violence' || vowed;
  const received = act?.label === 'danger';
  const ids = fired.filter(
    (id) =>
      !(own && id.startsWith('danger-veiled') && !id.startsWith('danger-veiled-act')) &&
      !(received && id.startsWith('violence-plan') && !id.startsWith('violence-plan-act')),
  );
  const categories = safetyCategories.filter((c: SafetyCategory) => found.has(c));
  return { category: categories[0] ?? null, categories, rules: ids };
}
