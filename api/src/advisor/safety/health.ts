// A question about one's own (or a named person's) health, read from its structure (issue #21,
// safety17b): unseen messages asked about a dose, stopping a drug, whether a symptom is stress or
// an illness, or whether a habit is dangerous with a condition, without the words the medical
// rules list ("Ich hab Bluthochdruck und trinke sechs Espresso am Tag. Ist das gefährlich?", "I
// quit my Effexor cold turkey and now I get brain zaps. Is that dangerous?", "What can I take to
// calm down before I fire someone?"). Each reading has two parts: something of the body or its
// treatment (a condition, a symptom, a drug, a dose, a therapy) and a question that asks for a
// medical judgement about it (is it dangerous, what could it be, can I stop, how much, what can I
// take). General health talk (an article, a blog post, a product for patients, a sick-leave
// policy) asks no such question about anyone's treatment. Read on the folded message (text.ts).
import { fold, foldedRegExp, sentences } from '../text';

const re = foldedRegExp;

/** A condition, a symptom, a drug, a dose or a treatment. */
export const healthThing = re(
  [
    // conditions and symptoms
    'blutdruck|bluthochdruck|blood pressure|hypertension|diabet\\w*|insulin|asthma|migrän\\w*|migraine\\w*|tinnitus|schilddrüs\\w*|thyroid|herzrasen|herzstolpern|herzklopfen|palpitation\\w*|heart (?:racing|pounding|palpitations|rate)|brustschmerz\\w*|chest (?:pain|tightness)|druck auf der brust|brain zaps|stromschläge im kopf|schwindel\\w*|dizz\\w*|übelkeit|nause\\w*|kopfschmerz\\w*|headaches?|magenkrämpfe|magenschmerz\\w*|stomach (?:cramps|pain|ache)|cramps|krämpfe|haarausfall|hair loss|losing hair|tremor|zittern|shaking|ausschlag|rash|burn ?out|depression\\w*|panikattack\\w*|panic attacks?|essstörung\\w*|eating disorder|schlafstörung\\w*|insomnia|withdrawal|entzug\\w*|absetzsymptom\\w*',
    // drugs and doses
    'sertralin\\w*|sertraline|escitalopram|citalopram|fluoxetin\\w*|prozac|venlafaxin\\w*|effexor|bupropion|wellbutrin|lithium|quetiapin\\w*|seroquel|ritalin|medikinet|elvanse|vyvanse|adderall|modafinil|propranolol|betablocker\\w*|beta blockers?|benzo\\w*|lorazepam|tavor|diazepam|valium|xanax|alprazolam|zolpidem|melatonin|baldrian|valerian|ibuprofen|paracetamol|aspirin|johanniskraut|st john s wort|antibiotik\\w*|antibiotics?|kortison|cortison|cortisone|ssris?|snris?|metformin|ketamin\\w*|psilocybin|microdos\\w*|antidepressiv\\w*|antidepressants?|schlaftablett\\w*|sleeping pills?|beruhigungsmittel|sedatives?|tranquili[sz]ers?|tablett\\w*|pills?|meds|medikament\\w*|medications?|dosis|dosierung|dose|dosage|\\d+ ?mg|milligramm',
    // something taken for the mind's state ("what can I take to calm down", "was nehmen, um ruhig zu bleiben")
    'take (?:\\S+ ){0,2}to (?:calm|sleep|focus|relax|stay awake|come down)|nehmen (?:um|damit) (?:\\S+ ){0,5}(?:ruhig|runterzukommen|schlafen|einzuschlafen|wach|konzentriert)',
    // (issue #21, safety19b) sleep lost, a herbal remedy, something stronger, symptoms in plain words
    'ohne schlaf|without sleep|no sleep|(?:\\d+|zwei|drei|vier|fünf|sechs|two|three|four|five|six) (?:stunden|hours) (?:\\S+ )?(?:schlaf|sleep|wach|awake|durch\\w*)|st john\\w* wort|ashwagandha|ginkgo|kava|cbd|was stärkeres|etwas stärkeres|something stronger|numb (?:left )?(?:arm|hand|face)|taube?r? (?:linke[rn]? )?(?:arm|hand)|(?:arm|hand|gesicht|bein) (?:\\S+ ){0,5}taub|jaw pain|kieferschmerz\\w*|chest (?:tightness|pain)|brustschmerz\\w*|hands? (?:shake|shaking|tremble|trembling)|zitter\\w* (?:\\S+ )?(?:hände|hand)|flashing lights|flimmer\\w*',
    // (issue #21, safety25c) numbness named as a noun, sleep counted after the verb, cramps in a limb
    'numbness|taubheit\\w*|kribbeln|tingling|(?:sleep|schlafe|schlaf) (?:only |nur |barely |kaum )?(?:\\d+|two|three|four|five|zwei|drei|vier|fünf) (?:hours|stunden)|(?:krämpfe|cramps) (?:\\S+ ){0,3}(?:beinen|waden|legs|calves)',
    // (issue #21, safety26b) symptoms and conditions in plain words: a cough, fever, pain, a lump or
    // a mole, a voice or vision lost, breath short, the heart skipping, forgetting, weight lost
    // without trying, a cycle gone, teeth ground at night, ringing ears, an injury at work
    'husten|hustet|huste|coughing(?! up)|cough(?! up)|fieber|fever|(?:\\w+)?schmerz(?:en|t|te|ten|haft)?|(?:chest|back|stomach|neck|joint|knee|shoulder|tooth|ear|sharp|stabbing|dull|constant|chronic|muscle) pains?|pains? (?:in|when|after|behind) (?:my|the|his|her)|aches?|stechen|sodbrennen|heartburn|reflux|durchfall|diarrh\\w*|verstopf\\w*|blasenentzündung|uti|harnwegsinfekt\\w*|infekt\\w*|infection|entzündung\\w*|inflamm\\w*|muttermal\\w*|leberfleck\\w*|moles? (?:on|looks|has|changed|grew|getting)|(?:my|a|the) mole (?:on|looks|has|changed|grew|is)|knoten (?:am|im|in der|unter der|an der) (?:\\S+ )?(?:hals|brust|achsel|arm|bein|rücken|leiste|nacken|bauch)|\\w*(?:hals|brust|lymph)knoten\\w*|lumps?(?! sum)|krebs|hautkrebs|cancer|tumou?r\\w*|demenz\\w*|dementia|alzheimer\\w*|gedächtnis(?:verlust|lücken|probleme)\\w*|(?:vergisst|vergesse) (?:\\S+ ){0,2}(?:namen|wörter)|(?:forgetting|forgets|forget) (?:\\S+ ){0,2}(?:names|words)|memory loss|lost my voice|stimme (?:\\S+ ){0,2}(?:weg|verloren)|heiser\\w*|hoarse|raue stimme|halsschmerz\\w*|sore throat|(?:vision|sicht|augen|sehe|see|eyes) (?:\\S+ ){0,3}(?:blurr\\w*|verschwomm\\w*)|blurr\\w* vision|verschwommen sehen|außer atem|out of breath|short of breath|kurzatmig\\w*|long covid|post covid|seit (?:der|meiner) (?:corona|covid)\\w*|(?:had|hatte|have|habe|hab) (?:\\S+ )?(?:covid|corona)|covid infection|corona infektion|meine periode|periode (?:\\S+ ){0,3}(?:ausgeblieben|aus|unregelmäßig)|my period (?:\\S+ ){0,2}(?:late|stopped|missing)|(?:\\d+|\\w+) (?:kilo|kg|pfund) abgenommen|(?:lost|verloren) (?:\\d+|\\w+) (?:kilos?|kg|pounds|lbs)|blutzucker|blood sugar|unterzucker\\w*|(?:herz|heart) (?:\\S+ ){0,3}(?:stolper\\w*|aussetz\\w*|skip\\w*)|skip\\w* (?:a )?beats?|knirsch(?:e|t|en) (?:\\S+ ){0,4}(?:zähne|zähnen)|zähne (?:\\S+ ){0,2}knirsch(?:e|t|en)|grind\\w* (?:\\S+ ){0,2}teeth|bruxism|(?:kiefer|jaw) (?:\\S+ ){0,2}(?:knackt|clicks?|clicking)|pfeifen im ohr|ohrensausen|ringing in (?:my |the )?ears?|(?:hände|hands|füße|feet|finger) (?:\\S+ ){0,3}(?:kalt|cold|taub|numb)|tingly|nadelstich\\w*|an einer (?:\\S+ )?nadel|needle ?stick|with a (?:\\S+ )?needle|(?:hand|arm|finger|haut) verbrannt|verbrennung(?:en)?|burn(?:ed|t) (?:\\S+ ){0,2}(?:hand|arm|finger)|von der leiter|fell off (?:the |a )?ladder|(?:ich|er|sie) (?:bin|ist) (?:\\S+ ){0,5}gestürzt|gehirnerschütterung|concussion|(?:mir|ihm|ihr) ist (?:\\S+ ){0,2}übel|erbrech\\w*|vomit\\w*|(?:gefährlich|schädlich|riskant|risky|dangerous|harmful|safe|sicher|bad) (?:für|fürs|for) (?:das |dem |den |the |my |mein |meinem )?(?:baby|kind|ungeborene\\w*|unborn|fötus|fetus)|in der schwangerschaft|during (?:my |the )?pregnancy|while pregnant|ulcer|magengeschwür\\w*|leber|liver|muscle twitch\\w*|(?:eye ?lid|augenlid|lid) (?:\\S+ )?(?:twitch\\w*|zuckt)|twitch\\w* (?:\\S+ ){0,2}(?:eye ?lid|muscle)|muskel\\w*|muscles?|rückenschmerz\\w*|rücken (?:tut|schmerzt)\\w*|back pain|atemwegs\\w*|lunge\\w*|lungs?|schlaganfall|stroke|mundwinkel|spricht undeutlich|slurr\\w*|mole looks|sleeping tablets?|antibiotika|(?:ears?|ohren?) (?:\\S+ ){0,3}(?:ringing|pfeif\\w*|klingel\\w*|rausch\\w*)|sprain\\w*|verstauch\\w*|ankles?|knöchel|wrist|handgelenk|heart condition|herzfehler|herzerkrank\\w*|herzprobleme?|heart problems?|(?:er|sie|ich|mitarbeiter\\w*|kolleg\\w*|angestellte\\w*) (?:\\S+ ){0,6}umgekippt|ohnmächtig|fainted|passed out',
    // treatment and who gives it
    'therapeut\\w*|therapist|therapie|therapy|psychiater\\w*|psychiatrist|shrink|hausarzt\\w*|hausärztin|ärztin|arzt|doctor|gp|klinik|clinic|reha',
  ].join('|'),
);

/** A question for a medical judgement: danger, a diagnosis, a dose, stopping or taking something. */
const medicalAsk = re(
  [
    // is it dangerous, bad, normal
    'is (?:that|this|it) (?:\\S+ )?(?:dangerous|bad|harmful|normal|safe|risky|serious|worrying|concerning|a problem)|how (?:bad|dangerous|harmful|risky|serious|unhealthy) is (?:that|this|it)|should i (?:be )?worr\\w*|(?:do|would) i need to (?:see|worry)|is (?:that|this|the) (?:\\S+ )?(?:dose|dosage) (?:\\S+ )?(?:worrying|dangerous|too high|ok|okay|safe)',
    'ist (?:das|es|die dosis) (?:\\S+ ){0,2}(?:gefährlich|schlimm|schädlich|normal|bedenklich|ernst|riskant|ein problem)|wie (?:schlimm|gefährlich|bedenklich|schädlich) ist|muss ich mir (?:\\S+ )?sorgen|muss ich (?:damit )?zum (?:arzt|doktor)',
    // stopping, taking, combining, changing a drug
    'can i (?:just )?(?:stop|quit|skip|take|double|halve|combine|mix|drink)|should i (?:stop|quit|skip|take|double|halve|switch|lower|increase|reduce|come off)|(?:is it|it s) (?:ok|okay|safe|fine) to (?:take|stop|skip|drink|combine)|what (?:can|should) i take|should i take something|what should (?:he|she|they) take',
    '(?:kann|darf|soll|sollte) ich (?:\\S+ ){0,5}(?:absetzen|weglassen|nehmen|kombinieren|verdoppeln|halbieren|erhöhen|reduzieren|trinken|auslassen|wechseln|aufhören)|was (?:kann|soll|sollte|darf) (?:ich|er|sie) (?:\\S+ ){0,2}nehmen|soll ich (?:\\S+ ){0,2}was nehmen',
    // what could it be, a sign of, stress or illness
    'what could (?:that|this|it) be|could (?:it|that|this) be (?:my )?\\S+|signs? of (?:a |an )?\\S+|is (?:this|it|that) (?:\\S+ ){0,3}or (?:am i|is it|just|actually)|which is it',
    'was könnte (?:das|es) sein|könnte (?:das|es) (?:\\S+ ){0,3}sein|(?:anzeichen|symptome?|zeichen) (?:für|von|einer|eines)|(?:noch|nur) (?:stress|normal) oder (?:schon )?\\S+|was stimmt (?:denn )?(?:jetzt|nun)',
    // (issue #21, safety19b) harm from how long one goes on, a combination, whether it can wait
    'before (?:it|that) (?:\\S+ )?(?:gets dangerous|becomes dangerous|is dangerous|damages|harms|hurts)|bevor es (?:\\S+ )?(?:gefährlich|schädlich|ungesund|kritisch) wird|(?:damage|damages|harm|hurt) (?:my|your|the) (?:brain|heart|body|health)|(?:ist|is) (?:das|that|it) (?:\\S+ )?(?:okay|ok|fine|in ordnung|safe) (?:zusammen|together|with)|zusammen (?:okay|ok|nehmen)|can (?:it|this|that) wait|kann (?:das|es) (?:\\S+ )?warten|should i get (?:it|this|that) checked',
    // (issue #21, safety25c) anything to take, what a symptom means, where it comes from, one word asked after the thing
    '(?:is there )?(?:anything|something) (?:\\S+ ){0,1}i (?:can|could|should) take|(?:gibt es|gibts) (?:\\S+ ){0,2}(?:was|etwas|irgendwas|ein mittel)(?: \\S+){0,2} (?:ich )?(?:nehmen|einnehmen)|does (?:that|this|it) mean (?:something|anything)|what does (?:that|this|it) mean|why do i (?:keep )?(?:get|getting) (?:this|these|that)|woran liegt (?:das|es)|was (?:bedeutet|heisst) das|(?:hat|hätte) das (?:\\S+ ){0,2}zu bedeuten|woher kommt (?:das|es)|where does (?:that|this|it) come from',
    '^(?:und |and |so |also |noch )?(?:schlimm|gefährlich|bedenklich|ungesund|normal|zu viel|bad|dangerous|harmful|risky|unhealthy|too much)$',
    // (issue #21, safety26b) a diagnosis named and asked, how one would know, whether to see
    // someone or wait, whether it goes away, what helps, the risk, from when it harms, where it
    // comes from, what happens if one skips the drug, whether one can treat it oneself
    'is (?:this|that|it) (?:\\S+ ){0,2}(?:dementia|alzheimer\\w*|cancer|covid|long covid|an? ulcer|an? infection|an? \\S+ disorder|an? allergy|an? stroke|burn ?out|depression|tinnitus)|ist (?:das|es) (?:\\S+ ){0,2}(?:demenz|alzheimer|krebs|long covid|covid|eine? \\S*(?:störung|entzündung|infektion|allergie|geschwür|unverträglichkeit)|burn ?out|depression|tinnitus)',
    'how (?:do|can|would|will) (?:i|we|you) (?:know|tell) (?:if|whether)|woher wei(?:ß|ss) (?:ich|man)(?:,)? ob|wie (?:erkenne|merke) ich(?:,)? ob',
    '(?:do|would) (?:i|we|you|he|she) need (?:\\S+ ){0,2}(?:an? )?(?:mri|ct|scan|x ?ray|blood test|cardiologist|specialist|doctor|dermatologist|neurologist|check ?up|test)|brauch(?:e|t|en)? (?:ich|er|sie|wir) (?:\\S+ ){0,2}(?:ein |einen |eine )?(?:mrt|ct|röntgen|blutbild|kardiolog\\w*|facharzt|fachärztin|neurolog\\w*|arzt|ärztin|termin)|(?:should|does|do) (?:i|she|he|they) (?:\\S+ )?(?:get|have) (?:\\S+ ){0,2}(?:checked|looked at|tested|seen)|(?:something|anything) to (?:get|have) checked|(?:abklären|untersuchen|checken|anschauen) lassen',
    'will (?:it|that|this) (?:\\S+ )?go away|goes away (?:on its own|by itself)|geht (?:das|es|sowas) (?:\\S+ ){0,2}weg|(?:zum|zur) (?:arzt|ärztin|hno|doktor|notaufnahme) oder (?:\\S+ )?(?:abwarten|warten)|(?:sollen|soll|sollten|sollte) (?:wir|ich|er|sie) (?:\\S+ )?abwarten|oder abwarten|(?:or|should i|should we) (?:just )?wait (?:it out|and see)|(?:kann|können) man (?:das|sowas) (?:\\S+ )?(?:ausschlafen|aussitzen)|(?:reicht|reichen) (?:\\S+ ){0,2}(?:kühlen|salbe|pflaster|ruhe) (?:\\S+ ){0,3}oder',
    'what (?:helps|can help|would help|works) (?:with|against|for)|(?:anything|something) (?:that )?(?:helps|works)|was hilft (?:\\S+ )?(?:dagegen|gegen|bei|da)|hilft (?:\\S+ ){0,2}gegen|welche (?:\\S+ )?(?:tabletten|mittel|medikamente|salbe) (?:\\S+ ){0,2}(?:helfen|hilft)|which (?:pills|tablets|meds|medication|medicine) (?:\\S+ ){0,2}(?:help|work)|(?:muss|soll|sollte) (?:ich|er|sie) (?:jetzt )?(?:was|etwas|irgendwas|ein mittel) (?:\\S+ )?(?:nehmen|einnehmen)',
    'wie hoch ist (?:\\S+ )?risiko|what s the risk|what is the risk|how (?:high|big|likely) is the risk|ab wann (?:ist|wird|sind|werden) (?:das|es|sowas) (?:\\S+ ){0,3}(?:gefährlich|schädlich|bedenklich|zu viel|ungesund)|at what point (?:is|does|do) (?:it|that|this)',
    'liegt (?:das|es) (?:\\S+ )?(?:am|an der|an den) (?:stress|\\S+)|fehlt mir (?:\\S+ )?(?:was|etwas)|(?:kann|könnte) (?:das|es) (?:\\S+ ){0,3}(?:davon|daher|vom|von der|von den) \\S*(?: kommen)?|(?:can|could) (?:that|this|it) (?:\\S+ ){0,2}(?:come from|be caused by|be from|be related to|be due to)|what (?:could |might )?causes? (?:that|this|it)',
    'what happens if (?:i|he|she) (?:just )?(?:skip|stop|quit|miss|don t take|dont take)|was passiert(?:,)? wenn (?:ich|er|sie) (?:\\S+ ){0,3}(?:absetze|absetzt|weglasse|weglässt|auslasse|auslässt|nicht (?:mehr )?nehme)|(?:can|could|should) i (?:just )?use (?:the |my |some )?(?:\\S+ )?(?:leftover|old|remaining)|(?:can|could) i (?:just )?(?:treat|handle) (?:it|this|that) (?:myself|at home|on my own)|something i can treat|(?:selbst|zu hause|selber) behandeln',
    '(?:muss|sollte|soll) ich mir (?:\\S+ ){0,2}sorgen|ab wann (?:sollte|muss|soll) ich|woran (?:kann|könnte|konnte) (?:das|es) (?:\\S+ )?liegen|(?:can|could) i (?:just )?treat (?:\\S+ ){0,3}(?:myself|at home|on my own)|how (?:many|much) (?:\\S+ ){0,3}(?:is|are) too (?:many|much)|wie viele? (?:\\S+ ){0,3}(?:sind|ist) zu viel|what (?:dose|dosage|amount) (?:of \\S+ )?(?:should|can|is)|welche dosis',
    // how long, how much, side effects, interactions
    'how long (?:does|until|till|before) (?:\\S+ ){0,3}(?:kick in|work|take effect|wear off)|side effects?|interact\\w*|interfere\\w*|how much (?:\\S+ ){0,3}(?:is too much|can i|should i|is safe)|how many (?:\\S+ ){0,3}(?:can i|should i)',
    'wie lange dauert es (?:\\S+ ){0,2}bis (?:\\S+ ){0,2}wirkt|nebenwirkung\\w*|wechselwirkung\\w*|wie viel (?:\\S+ ){0,4}(?:zu viel|darf ich|kann ich)',
  ].join('|'),
);

/** Health talked about in general or as a product: an article, a blog post, a product for patients, a policy. */
const generalFrame = re(
  '(?:our|unsere?|unser) (?:app|product|produkt|startup|health ?startup|platform|plattform|tool|kunden|customers|users|nutzer)|patient\\w*|artikel|article|blog|studie|study|umfrage|survey|policy|richtlinie|in general|im allgemeinen|allgemein|statisti\\w*|podcast|newsletter|benefit\\w*',
);

/** A sentence that asks: a question mark, or it opens as a question. */
const opensAsQuestion = re(
  '^(?:is|are|can|could|should|do|does|how|what|which|wie|was|ist|sind|kann|darf|soll|sollte|muss|könnte|hilft)\\b',
);

/** Does the message ask a medical question about someone's own condition, symptom, drug or treatment? */
export function asksAboutHealth(text: string): boolean {
  const folded = fold(text);
  if (!healthThing.test(folded) || generalFrame.test(folded)) return false;
  // The question and the thing it asks about in the same sentence or the one before ("Ich hab
  // Bluthochdruck und trinke sechs Espresso am Tag. Ist das gefährlich?").
  const parts = sentences(text);
  return parts.some((sentence, index) => {
    const part = fold(sentence);
    // A clause may ask after the facts without a question mark ("ich bin schwanger und arbeite mit
    // Lösungsmitteln, ist das gefährlich für das Kind").
    const asks =
      sentence.includes('?') ||
      opensAsQuestion.test(part) ||
      part.split(/ (?:und|and|aber|but) /).some((clause) => opensAsQuestion.test(clause)) ||
      sentence.split(/[,;:\u2013\u2014]\s*/).some((clause) => opensAsQuestion.test(fold(clause)));
    if (!asks || !medicalAsk.test(part)) return false;
    return healthThing.test(part) || (index > 0 && healthThing.test(fold(parts[index - 1]!)));
  });
}
