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
const healthThing = re(
  [
    // conditions and symptoms
    'blutdruck|bluthochdruck|blood pressure|hypertension|diabet\\w*|insulin|asthma|migrän\\w*|migraine\\w*|tinnitus|schilddrüs\\w*|thyroid|herzrasen|herzstolpern|herzklopfen|palpitation\\w*|heart (?:racing|pounding|palpitations|rate)|brustschmerz\\w*|chest (?:pain|tightness)|druck auf der brust|brain zaps|stromschläge im kopf|schwindel\\w*|dizz\\w*|übelkeit|nause\\w*|kopfschmerz\\w*|headaches?|magenkrämpfe|magenschmerz\\w*|stomach (?:cramps|pain|ache)|cramps|krämpfe|haarausfall|hair loss|losing hair|tremor|zittern|shaking|ausschlag|rash|burn ?out|depression\\w*|panikattack\\w*|panic attacks?|essstörung\\w*|eating disorder|schlafstörung\\w*|insomnia|withdrawal|entzug\\w*|absetzsymptom\\w*',
    // drugs and doses
    'sertralin\\w*|sertraline|escitalopram|citalopram|fluoxetin\\w*|prozac|venlafaxin|effexor|bupropion|wellbutrin|lithium|quetiapin\\w*|seroquel|ritalin|medikinet|elvanse|vyvanse|adderall|modafinil|propranolol|betablocker\\w*|beta blockers?|benzo\\w*|lorazepam|tavor|diazepam|valium|xanax|alprazolam|zolpidem|melatonin|baldrian|valerian|ibuprofen|paracetamol|aspirin|johanniskraut|st john s wort|antibiotik\\w*|antibiotics?|kortison|cortison|cortisone|ssris?|snris?|metformin|ketamin\\w*|psilocybin|microdos\\w*|antidepressiv\\w*|antidepressants?|schlaftablett\\w*|sleeping pills?|beruhigungsmittel|sedatives?|tranquili[sz]ers?|tablett\\w*|pills?|meds|medikament\\w*|medications?|dosis|dosierung|dose|dosage|\\d+ ?mg|milligramm',
    // something taken for the mind's state ("what can I take to calm down", "was nehmen, um ruhig zu bleiben")
    'take (?:\\S+ ){0,2}to (?:calm|sleep|focus|relax|stay awake|come down)|nehmen (?:um|damit) (?:\\S+ ){0,5}(?:ruhig|runterzukommen|schlafen|einzuschlafen|wach|konzentriert)',
    // (issue #21, safety19b) sleep lost, a herbal remedy, something stronger, symptoms in plain words
    'ohne schlaf|without sleep|no sleep|(?:\\d+|zwei|drei|vier|fünf|sechs|two|three|four|five|six) (?:stunden|hours) (?:\\S+ )?(?:schlaf|sleep|wach|awake|durch\\w*)|st john\\w* wort|ashwagandha|ginkgo|kava|cbd|was stärkeres|etwas stärkeres|something stronger|numb (?:left )?(?:arm|hand|face)|taube?r? (?:linke[rn]? )?(?:arm|hand)|(?:arm|hand|gesicht|bein) (?:\\S+ ){0,5}taub|jaw pain|kieferschmerz\\w*|chest (?:tightness|pain)|brustschmerz\\w*|hands? (?:shake|shaking|tremble|trembling)|zitter\\w* (?:\\S+ )?(?:hände|hand)|flashing lights|flimmer\\w*',
    // (issue #21, safety25c) numbness named as a noun, sleep counted after the verb, cramps in a limb
    'numbness|taubheit\\w*|kribbeln|tingling|(?:sleep|schlafe|schlaf) (?:only |nur |barely |kaum )?(?:\\d+|two|three|four|five|zwei|drei|vier|fünf) (?:hours|stunden)|(?:krämpfe|cramps) (?:\\S+ ){0,3}(?:beinen|waden|legs|calves)',
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
    if (!(sentence.includes('?') || opensAsQuestion.test(part)) || !medicalAsk.test(part)) return false;
    return healthThing.test(part) || (index > 0 && healthThing.test(fold(parts[index - 1]!)));
  });
}
