// Violence told by access, means and a target instead of a harm verb (issue #21, safety22b):
// - poisoning: a harmful substance (or "which substance and how much") beside what the other one
//   drinks or eats, with his routine or a stealth wish ("he drinks from the same cup at eight",
//   "how much would anyone notice", "the problem takes care of itself"). Not a descaler for the
//   coffee machine, rat poison for a mouse problem, a mug everyone drinks from;
// - a showdown with access and a day: a vow ("show her who she's dealing with", "he'll learn what
//   it means", "won't be smiling when I'm done with him", "regelt das") beside an address found, a
//   way home known, a place to wait, and a day. Not "show the investor who has the better numbers";
// - a plan for a body ("a plan for the other guy's face"), not for his pitch deck;
// - an object at hand with a condition and no joke ("one more word and I take the wrench, it's on
//   my desk, I mean it"; "the heavy glass ashtray and then there's peace");
// - how to hurt, asked anywhere in a message, also as the second point of a list ("how hard to hit
//   so it leaves no mark", "which spot on the head hurts most"). Not "how hard can I push in the
//   negotiation".
// Who acts is left to the caller: a coachee's or client's plan is violence the user reports, and
// the help for violence fits it. Read on the folded whole message (text.ts `fold`).
import { fold, foldedRegExp } from '../text';

const re = foldedRegExp;

const bodyPart =
  '(?:face|teeth|knees?|kneecaps?|legs?|arms?|hands?|fingers?|ribs|nose|jaw|eyes?|neck|skull|head|gesicht|zahne|knie|kniescheiben?|beine?|arme?|hande|finger|rippen|nase|kiefer|augen?|genick|schadel|kopf)';

/** A harmful substance, or knowing which one and how much. */
const substance = re(
  [
    'rattengift|rat poison|gift|poison|frostschutz\\w*|antifreeze|bleach|bleiche|chlorreiniger|abflussreiniger|drain cleaner|putzmittel|reiniger|cleaning (?:cupboard|stuff|products?|fluid)|putzschrank|insulin|k ?o ?tropfen|tropfen|drops|schlafmittel|sleeping pills|abfuhrmittel|laxatives?|zeug aus der (?:werkstatt|garage|apotheke|putzkammer)|stuff from the (?:garage|workshop|shed)',
    '(?:welches|welchen|which|what) (?:\\S+ ){0,1}(?:mittel|substance|stoff|zeug|stuff|dose|dosis|mix) (?:\\S+ ){0,2}(?:und|and) (?:wie viel|how much)',
    '(?:was|what) (?:\\S+ ){0,2}(?:in (?:seinen|ihren|his|her) \\S+) (?:muss|has to go|goes|must go)',
  ].join('|'),
);

/** What the other one drinks or eats, or food the user brings or serves him. */
const consumed = re(
  [
    '(?:he|she|er|sie) (?:\\S+ ){0,4}(?:drinks|trinkt|isst|eats|eating|nimmt (?:\\S+ ){0,2}(?:kaffee|tee))\\b',
    '(?:his|her|seinen|seine|sein|ihren|ihre|ihr) (?:\\S+ ){0,1}(?:coffee|kaffee|tea|tee|smoothie|lunch|mittagessen|essen|thermos|thermoskanne|tasse|mug|cup|flasche|bottle|drink|getrank|wasser|water)\\b',
    '(?:isst|eats|eating|essen|dinner|abendessen) (?:\\S+ ){0,3}(?:bei uns|at our place|at ours|at mine|bei mir)',
    '(?:bring|bringe|make|mache|koche|cook|hole)\\w* (?:\\S+ ){0,3}(?:his|her|sein\\w*|ihr\\w*) (?:lunch|essen|mittagessen|kaffee|coffee|smoothie|tee|tea)',
  ].join('|'),
);

/** A routine, a chance or a wish to go unnoticed. */
const stealthOrRoutine = re(
  'same (?:mug|cup|glass|bottle)|derselben (?:tasse|flasche)|dieselbe (?:tasse|flasche)|every (?:morning|day)|jeden (?:morgen|tag)|um (?:acht|sieben|neun|\\d+)|at (?:eight|seven|nine|\\d+)|unattended|unbeaufsichtigt|notice|merkt|auffallen|look like|aussehen wie|nach herzversagen|heart (?:just )?gave out|takes care of itself|erledigt sich|problem (?:solved|gelost)|deserves|verdient|nobody|niemand|keiner',
);

/** Means that belong to the day: descaling, pests, cleaning the kitchen. */
const everydayMeans = re(
  'descal\\w*|entkalk\\w*|coffee machine|kaffeemaschine|mouse|mice|mause\\w*|mauseproblem|ratten ?problem|pest control|kammerjager|schadling\\w*|ungeziefer|diabet\\w*|zucker\\w* (?:messen|krank)|dosage for (?:me|my)|fur mich selbst',
);

/** A vow to teach, settle or show someone. */
const vow = re(
  [
    '(?:show|zeigen|zeigt|zeig) (?:\\S+ ){0,3}(?:who|whos|wers|wer|mit wem) (?:\\S+ ){0,4}(?:dealing with|messing with|zu tun|das sagen|in charge|the boss|der chef|boss)',
    '(?:learn|learns|lernt|lernen) (?:\\S+ ){0,2}(?:what it means|was es heisst|was es bedeutet)',
    '(?:wont|will not|not|nicht mehr|keiner mehr) (?:\\S+ ){0,2}(?:smil|grin|laugh|grins|lach)\\w* (?:\\S+ ){0,4}(?:when|wenn|once|nachdem) (?:i|ich|im|i m) (?:\\S+ ){0,3}(?:done|fertig|finished)',
    '(?:lesson|lektion|denkzettel) (?:\\S+ ){0,3}(?:wont|will never|never|nie|nicht) (?:\\S+ ){0,1}(?:forget|vergessen|vergisst)|(?:teach|erteil\\w*|verpass\\w*) (?:\\S+ ){0,3}(?:a lesson|eine lektion|einen denkzettel)',
    '(?:she|he|sie|er|they) (?:will|ll|wird|werden|is going to) (?:\\S+ ){0,1}(?:see|sehen) (?:who|wer)',
    '(?:regelt|regeln|regle|klart|klaren) das\\b|sort (?:it|this|him|her) out|settle (?:it|this|the score)|(?:make|makes) (?:him|her) pay',
  ].join('|'),
);

/** Access to the person: an address, a way home, a place and a time to wait. */
const access = re(
  [
    'address|adresse|wohnt|lives (?:at|in|on)|found out where|rausgefunden|herausgefunden|\\d+ \\w+ (?:street|road|lane|avenue|st)|\\w+(?:strasse|str|weg|allee|gasse|platz) \\d+',
    '(?:knows?|weiss|kennt|kenne|know) (?:\\S+ ){0,3}(?:where|wo|when|wann|way home|heimweg|weg nach hause|route)|(?:way|route) home|heimweg',
    '(?:when|wann) (?:she|he|sie|er)(?: is|s)? (?:\\S+ ){0,1}(?:alone|allein)',
    '(?:drive|driving|fahr\\w*|go|gehe|going) (?:\\S+ ){0,3}(?:there|hin|to (?:his|her) (?:house|place|flat|home)|zu (?:seinem|ihrem) (?:haus|wohnung)|zum haus)|(?:haus|wohnung|house|flat|place) (?:seiner|ihrer|seines|ihres|of (?:his|her))',
    '(?:wait|waiting|warte|wartet|lauer\\w*|lauert)\\w* (?:\\S+ ){0,8}(?:for (?:him|her)|auf (?:ihn|sie)|auf)\\b|auflauer\\w*|ambush|catch (?:him|her) alone',
  ].join('|'),
);

/** A day or a moment named. */
const day = re(
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|tomorrow|tonight|morgen|heute abend|next week|nachste woche|nachsten woche|after (?:the|his|her) \\w+|nach (?:der|dem) \\w+',
);

/** A plan for a body part of someone, not for his deck. */
const bodyPlan = re(
  `(?:plan|plane|plant|plans|planning)\\w* (?:fur|for) (?:\\S+ ){0,3}${bodyPart}\\b (?:\\S+ ){0,2}(?:of the other|of the guy|vom|von|des|der anderen|des anderen)|(?:plan|plans|planning)\\w* (?:fur|for) (?:the other|the other guys|the other ones|his|her|den anderen|das des anderen) (?:\\S+ ){0,1}${bodyPart}\\b|(?:plan|plane|plant)\\w* (?:fur|for) (?:das|den|die|the) ${bodyPart} (?:vom|von dem|des) (?:\\S+ ){0,1}(?:anderen|other|typen|kerl)`,
);
const doneBefore = re(
  'done (?:this|that|it) before|schon (?:mal|einmal|ofter) gemacht|nicht das erste mal|not the first time|(?:put|schlug|geschlagen) (?:\\S+ ){0,3}(?:in hospital|krankenhausreif)',
);

/** An object at hand that can hurt. */
const object = re(
  '(?:take|grab|use|using|im using|pick up|nehm\\w*|greif\\w*|hol\\w*|schnapp\\w*|pack\\w*) (?:\\S+ ){0,4}(?:ashtray|aschenbecher|glasaschenbecher|wrench|schraubenschlussel|spanner|hammer|bottle|flasche|crowbar|brecheisen|bat|baseballschlager|schlager|paperweight|briefbeschwerer|tacker|stapler|cutter|teppichmesser|box ?cutter|pipe|eisenstange|knuppel|pokal|trophy|machete|axt|axe|beil)\\b',
);
/** Said in earnest, or with the object lying ready ("then there's peace" alone may mean a gift). */
const earnest = re(
  'not a joke|no joke|kein witz|kein scherz|i mean it|i m serious|im serious|mein das ernst|meine das ernst|ernst gemeint|todernst|das ist ernst|right here|liegt (?:\\S+ ){0,3}(?:hier|auf meinem tisch|griffbereit)|on my desk|within reach|in reichweite',
);
/** A condition on the other one: if he comes again, one more word. */
const condition = re(
  'if (?:he|she|they)|wenn (?:er|sie)|one more (?:word|time|comment)|noch ein (?:wort|mal|kommentar)|noch einmal|next time|nachstes mal|again|wieder',
);

/** How to hurt someone, asked. */
const howToHurt = re(
  [
    '(?:how hard|how strong|how much force|wie fest|wie hart|wie stark|mit wie viel kraft) (?:\\S+ ){0,5}(?:hit|punch|strike|kick|slap|schlag\\w*|zuschlag\\w*|zuhau\\w*|tret\\w*|zutret\\w*|hau\\w*)\\b(?! (?:the|a|our|die|das|den) (?:deadline|target|ball|numbers|ziel|zahlen))',
    '(?:so|damit|that) (?:\\S+ ){0,3}(?:leaves? no marks?|no marks?|keine spuren|nichts sieht|man nichts sieht|no bruis\\w*|keine blauen flecken|no traces?)',
    '(?:which|what|welche\\w*|wo) (?:\\S+ ){0,2}(?:spot|place|point|part|stelle|punkt|teil) (?:\\S+ ){0,3}(?:head|kopf|body|korper|face|gesicht|ribs|rippen|neck|hals) (?:\\S+ ){0,4}(?:hurts? (?:the )?most|most painful|am empfindlichsten|am meisten weh|tut am meisten|most sensitive|am schmerzhaftesten)',
    '(?:wo|where|wheres) (?:\\S+ ){0,5}(?:treffe|erwische|pass\\w*|catch|corner) (?:ich )?(?:ihn|sie|him|her) (?:\\S+ ){0,6}(?:keine spuren|no traces?|no witnesses|keine zeugen|ohne zeugen)',
  ].join('|'),
);
/** Hitting that belongs to a sport or a thing: a punching bag, a ball, a drum. */
const hitThing = re(
  'punching ?bag|boxsack|sandsack|ball|drum|trommel|nail|nagel|keyboard|tastatur|button|knopf|deadline|target|ziel|golf|tennis|squash|sparring|training|trainer|kurs|class',
);

export type AccessKind = 'poison' | 'showdown' | 'body-plan' | 'object' | 'how-to';

/** Violence told by access, means and a target, or asked as how to hurt (see above). */
export function accessHarm(text: string): AccessKind | null {
  const folded = fold(text);
  if (substance.test(folded) && consumed.test(folded) && stealthOrRoutine.test(folded) && !everydayMeans.test(folded))
    return 'poison';
  if (vow.test(folded) && access.test(folded) && day.test(folded)) return 'showdown';
  if (bodyPlan.test(folded) || (doneBefore.test(folded) && /\b(?:plan|plane|plant)\b/.test(folded) && vow.test(folded)))
    return 'body-plan';
  if (object.test(folded) && earnest.test(folded) && condition.test(folded)) return 'object';
  if (howToHurt.test(folded) && !hitThing.test(folded)) return 'how-to';
  return null;
}
