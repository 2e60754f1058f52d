// Health mentioned as the reason for a work question (issues #21, #22, false18): "Kann ich das
// Standup morgen absagen? Ich hab Kopfweh.", "Should I take a break? My therapist suggested it.",
// "Meine Ärztin hat mir Ruhe verordnet, wie erkläre ich das dem Team?". The user asks about the
// work or the talk, not about the health thing, so the medical boundary ("I can't judge medical
// questions") answers nothing they asked. Only when every question of the message asks about the
// work or the talk and none names anything of the body or its treatment; a question about the
// health thing itself ("soll ich auch mein Sertralin erhöhen?", "is that an anxiety disorder?")
// keeps its boundary, and so does a question for a medical judgement in any words (health.ts,
// rules.ts `medical-asked`) and signs of an emergency (`medical-urgent`).
import { fold, foldedRegExp, sentences } from '../text';
import { conceptsOf } from './concepts';
import { asksIn, classifySafety } from './rules';
import { healthThing } from './health';
import { careSought, healthCarer, ownCarer, withoutHealthSetting } from './setting';

const re = foldedRegExp;

/** Anything of the body, its care or its treatment in the question itself (conservative: then it is a health question). */
const healthInQuestion = re(
  [
    'schmerz\\w*|pain\\w*|ache\\w*|aches|weh|tablett\\w*|pills?|meds|medikament\\w*|medication\\w*|medicine\\w*|dosis|dose\\w*|dosage|symptom\\w*|diagnos\\w*',
    'krank\\w*|sick\\w*|illness\\w*|arzt|ärzt\\w*|doctor\\w*|doc|gp|therap\\w*|psych\\w*|klinik\\w*|clinic\\w*|hospital\\w*|krankenhaus\\w*',
    'migrän\\w*|migraine\\w*|headache\\w*|kopf\\w*|fieber|fever|erkält\\w*|flu|grippe|covid|corona|infekt\\w*|infection\\w*',
    'schwanger\\w*|pregnan\\w*|burn ?out|depress\\w*|panikattack\\w*|panic attack\\w*|schlaf\\w*|sleep\\w*|blut\\w*|blood|herz\\w*|heart\\w*',
    'gefährlich|dangerous|gesund\\w*|health\\w*|körper\\w*|body|alkohol|alcohol|trinken|drink\\w*|essen|eat\\w*|sport|training|workout',
    // the health thing referred to or judged ("darf ich damit fahren?", "how do I tell if it's serious?", "soll ich was nehmen?")
    'damit|davon|dagegen|with it|on it|on them|while on|tell if|tell whether|know if|know whether|erkenn\\w*|nehm\\w*|einnehm\\w*|take (?:something|anything|it|them|more|less)|serious|ernst|schlimm|normal|übertrieben|overkill|reha\\w*|rehab\\w*|anfall\\w*|attack\\w*|what (?:\\S+ ){0,2}take|take (?:\\S+ ){0,2}to|calm\\w*|beruhig\\w*|ruhig\\w*|relax\\w*|entspann\\w*|awake|wach|konzentr\\w*|\\w*schlaf\\w*|\\w*sleep\\w*|medizin\\w*|medical\\w*|what helps|was hilft|pflanzlich\\w*|herbal|(?:ist|is) \\S+ (?:okay|ok|safe|fine|in ordnung)|notfall\\w*|emergenc\\w*|was passiert|what happens|what if|quit (?:them|it)|stop (?:them|it)|absetz\\w*',
  ].join('|'),
);

/** A talk the question asks about: how to say, raise, word or answer something. */
const talkAsk = re(
  '(?:wie|how|what|was) (?:\\S+ ){0,4}(?:sag\\w*|tell(?! if| whether)|erklär\\w*|explain\\w*|sprech\\w*|sprich|anspr\\w*|bring\\w* (?:\\S+ ){0,3}up|raise|address|apologi\\w*|entschuldig\\w*|formulier\\w*|word|phrase|schreib\\w*|write|say|respond|reagier\\w*|antwort\\w*|verteil\\w*|split|set (?:a )?boundar\\w*|grenze\\w*)',
);

/** A thing of the work or a person of it in the question ("Kann ich das Jour fixe absagen?", "Should I take a break?"). */
const workObject = re(
  'team|mitgründer\\w*|co ?founder\\w*|cofounder\\w*|investor\\w*|kunde\\w*|client\\w*|customer\\w*|board|meeting\\w*|termin\\w*|call|calls|standup|stand up|jour fixe|daily|offsite|retreat|messe|trade ?(?:show|fair)|pitch\\w*|projekt\\w*|project\\w*|chef\\w*|boss|mitarbeiter\\w*|employee\\w*|kolleg\\w*|colleague\\w*|homeoffice|home office|from home|büro|office|deadline\\w*|update|präsentation|presentation|workshop|konferenz|conference|urlaub\\w*|auszeit|pause|break|days? off|time off|frei',
);

/** Signs of the body now or a stock of pills told beside the question: never only a reason. */
const acuteBeside = re(
  'brust|chest|kiefer|jaw|herz\\w* (?:\\S+ )?(?:rast|rasen|stolper\\w*)|heart (?:\\S+ )?(?:racing|pounding|skipping)|(?:arm|hand|bein|leg) (?:\\S+ ){0,2}(?:taub|schwer|numb|heavy|kribbel\\w*|tingl\\w*)|atem\\w*|breath\\w*|schwitz\\w*|sweat\\w*|druck|pressure|schwindel\\w*|dizz\\w*|ohnmacht\\w*|faint\\w*|bewusstlos|unconscious|blut\\w*|blood|nicht (?:mehr )?geschlafen|not slept|havent slept|no sleep|kein schlaf|tablett\\w*|pills?|overdos\\w*|überdosis|' +
    // a symptom that persists is more than a reason for today
    'seit (?:\\S+ )?(?:wochen|monaten|tagen|jahren)|for (?:\\S+ )?(?:weeks|months|years)|(?:every|each) (?:day|morning|night)|jeden (?:tag|morgen|abend)|ständig|constantly|chronisch\\w*|chronic\\w*|immer wieder|keeps? coming back',
);

/** An illness, a drug or a treatment that is more than an everyday reason (a diagnosis, medication, a clinic): its mention stays a medical matter. */
const seriousHealth = re(
  'medikament\\w*|medication\\w*|meds|tablett\\w*|pills?|antidepress\\w*|ssris?|dosis|dose\\w*|adhs|adhd|add|depress\\w*|bipolar\\w*|angststörung\\w*|anxiety disorder|panikattack\\w*|panic attack\\w*|essstörung\\w*|eating disorder|sucht\\w*|addict\\w*|trauma\\w*|ptbs|ptsd|diagnos\\w*|krebs|cancer|tumou?r\\w*|chemo\\w*|herzinfarkt|heart attack|schlaganfall|stroke|epilep\\w*|diabet\\w*|asthma|insulin|suizid\\w*|suicid\\w*|klinik\\w*|clinic\\w*|psychiat\\w*|reha\\w*|rehab\\w*|burn ?out|ausgebrannt|zusammenbruch|breakdown|entzug\\w*|withdrawal|alkohol\\w*|alcohol\\w*|drogen|drugs?|kokain|cocaine|cannabis|weed|ritalin|lithium|sertralin\\w*|sertraline|xanax|valium|tavor|lorazepam|benzo\\w*|schlafmittel|sleeping pills?|ibuprofen|paracetamol|aspirin',
);

/** A clause that opens as a question (folded): a question word, or a verb before its subject. */
const opensAsQuestion =
  /^(?:(?:und|and|also|so|aber|but|oder|or|dann|then|jetzt|now|ok|okay|ehrlich gesagt|honestly)\s+)*(?:wie|was|wann|wo|wer|warum|wieso|weshalb|welche\w*|soll\w*|kann|kannst|konnte|konnen|darf|durfen|muss|mussen|ist|sind|hat|habe|hab|gibt|wurde\w*|how|what|when|where|who|why|which|should|shall|can|could|may|must|is|are|do|does|did|would|will|have|has|any)\b/;

/** The question part of an asking sentence: from its first clause that opens as a question. */
function questionPart(sentence: string): string {
  const clauses = sentence.split(/[,;:\u2013\u2014]\s*|\s-\s/);
  const opens = clauses.findIndex((clause) => opensAsQuestion.test(fold(clause)));
  const first = opens >= 0 ? opens : clauses.findIndex((clause) => asksIn(clause));
  return clauses.slice(first < 0 ? 0 : first).join(', ');
}

/**
 * Medication or health care as what the business makes, sells or serves ("Unser Startup liefert
 * Medikamente an Apotheken", "we're building a medication reminder app", "the pharmacy partner",
 * "a telehealth startup"): the user's business, not the user's body (issue #21, false19).
 */
const healthAsBusiness = re(
  [
    // the business makes, sells or ships the health thing ("wir liefern Medikamente", "we ship blister packs")
    '\\b(?:wir|we|we re|were|our|unser\\w*|startup|start-up|firma|company|app|plattform|platform|sales\\w*|vertrieb\\w*)\\b(?: \\S+){0,4} (?:liefer\\w*|verkauf\\w*|vertreib\\w*|vermarkt\\w*|bau\\w*|entwickel\\w*|produzier\\w*|herstell\\w*|versend\\w*|ship\\w*|deliver\\w*|sell\\w*|build\\w*|make|makes|making|market\\w*|distribut\\w*|promis\\w*|versproch\\w*|pivot\\w*)\\b(?: \\S+){0,5} (?:\\S*medikament\\w*|medication\\w*|meds|\\S*tablett\\w*|pills?|drugs?|painkiller\\w*|\\S*(?:arznei|druck|schmerz|schlaf|beruhigungs|heil)mittel\\w*|insulin|vitamin\\w*|supplement\\w*|nahrungserg\\w*|blister\\w*|prescription\\w*|verschreibungspflichtig\\w*)',
    // the health market named as such
    '\\b(?:(?:medication|medikamenten|tabletten|pill|dosage|dosierungs)[- ]?(?:reminder|erinnerung\\w*|app|tabelle|table|feld\\w*|fields?|dispenser\\w*|spender\\w*)|(?:reminder|erinnerungs)[- ]?app|pharma(?:unternehmen|firma|konzern\\w*|company|companies|startup|vertrieb\\w*|sales\\w*|kunde\\w*|client\\w*)|(?:an|to) (?:apotheken|pharmacies|kliniken|hospitals|arztpraxen|care homes|pflegeheime|nursing homes)|(?:pharmacy|apotheken|klinik) ?(?:partner\\w*|kunde\\w*|client\\w*|pilot\\w*)|partner[- ]?(?:apotheke|pharmacy)|(?:apotheke|pharmacy|pharmacist)(?:,)? (?:mit der wir|with whom we|we (?:pilot|work|partner)\\w*)|telehealth|telemedizin\\w*|healthtech|medtech|(?:painkiller|schmerzmittel)[- ]?(?:kampagne|campaign|dispenser\\w*))\\b',
  ].join('|'),
);
/** The user's own body or intake beside it ("I take", "meine Tabletten", "mir ist schwindlig"): then it is the user's health too. */
const ownIntake = re(
  '\\b(?:ich|i) (?:\\S+ ){0,2}(?:nehm\\w*|take|taking|took|schluck\\w*|vertrag\\w* (?:\\S+ )?nicht)|\\b(?:my|meine?[nmrs]?) (?:own )?(?:meds|medication|medikament\\w*|tablett\\w*|pills?|dosis|dose|symptom\\w*|diagnos\\w*|arzt|ärztin|doctor)\\b|\\b(?:mir|me) (?:ist|is|geht|tut|feel\\w*)|\\bi (?:feel|felt|am|m) (?:sick|ill|dizzy|krank)',
);

/** A question in the first person ("soll ich", "darf ich", "should I", "can I") and a word of intake or dose (folded). */
const firstPersonAsk = /\b(?:soll ich|sollte ich|darf ich|kann ich|muss ich|should i|can i|may i|shall i)\b/;
const intakeWord =
  /\b(?:dose|doses|dosage|dosis|einnehm\w*|nehmen|take|taking|absetz\w*|stop taking|verdoppel\w*|double|increase|erhoh\w*|up my)\b/;

/** Health words that are only the business's product, customer or market: no question about the body. */
function healthIsTheBusiness(text: string): boolean {
  const whole = fold(text);
  if (
    !healthAsBusiness.test(whole) ||
    ownIntake.test(whole) ||
    acuteBeside.test(whole.replace(new RegExp(healthAsBusiness.source, 'g'), ' '))
  )
    return false;
  // A question about the body in any words keeps its boundary ("is it safe to take …?"), and so
  // does the user's own dose or intake asked in the first person ("Should I up my insulin dose?",
  // "Soll ich die Dosis von meinem Betablocker verdoppeln?": the review of false19).
  return sentences(text)
    .filter((sentence) => asksIn(sentence))
    .every((sentence) => {
      const folded = fold(sentence);
      return (
        !/\b(?:safe|sicher|gefahrlich|dangerous|side effects?|nebenwirkung\w*|interact\w*|wechselwirkung\w*|overdos\w*|uberdosis)\b/.test(
          folded,
        ) && !(firstPersonAsk.test(folded) && intakeWord.test(folded))
      );
    });
}

/** Whether the message's medical words are only the reason for questions about the work or the talk, or the business's product. */
export function healthOnlyMentioned(text: string): boolean {
  if (healthIsTheBusiness(text)) return true;
  const asking = sentences(text).filter((sentence) => asksIn(sentence));
  const whole = fold(text);
  if (asking.length === 0 || acuteBeside.test(whole) || seriousHealth.test(whole)) return false;
  return asking.every((sentence) => {
    const question = fold(questionPart(sentence));
    return (
      (talkAsk.test(question) || workObject.test(question)) &&
      !healthInQuestion.test(question) &&
      // (Panic in a team is no symptom: "wie sag ich's, ohne dass Panik ausbricht"; a panic attack is above.)
      !conceptsOf(question.replace(/\b(?:panic|panik)\b/g, ' ')).includes('MEDICAL')
    );
  });
}

/** An emergency told of someone: "collapsed", "taken to hospital", "Notaufnahme". */
const emergencyTold = foldedRegExp(
  'collapsed|zusammengebrochen|umgekippt|hospital|krankenhaus|klinik|notaufnahme|ambulance|krankenwagen|rettungswagen|intensiv\\w*|emergency|notarzt|ohnmächtig|bewusstlos|unconscious|passed out',
);

/** Tiredness, being off sick and a doctor seen: what a health sentence about someone else may hold. */
const tiredAndSeen = new RegExp(
  foldedRegExp(
    'erschöpft|ausgelaugt|leer|ausgebrannt|burn ?out|burnt out|burned out|müde|übermüdet|fertig|kaputt|krank|krankgeschrieben|krankgemeldet|exhausted|drained|tired|worn out|running on empty|sick|ill|off sick|on sick leave|(?:haus)?(?:arzt|ärztin)\\w*|doctor\\w*|docs?|gp|physician',
  ).source,
  'g',
);

/** The user in a sentence (not "told me", "hat mir erzählt": the user hearing of it). */
const userIn = foldedRegExp('ich|mir|mich|i|me|im|ive|id|myself|mein (?:arzt|körper)|my (?:doctor|body|health)');
const hearing =
  /\b(?:told me|tells me|texted me|wrote me|hat mir (?:\S+ )?(?:gesagt|erzahlt|geschrieben)|sagt mir|erzahlt mir|schreibt mir)\b/g;

/**
 * Someone else's health told ("Sie ist komplett leer und war gestern beim Arzt", "our CTO is
 * drained and saw his GP"): every health sentence is about another person, nothing is asked about
 * the health thing, and no emergency or serious illness is named. A co-founder's doctor's visit
 * is the setting of the coaching, not a medical question (issue #21, safety21a).
 */
export function othersHealthTold(text: string): boolean {
  const whole = fold(text);
  // (Someone else burnt out is the coaching's setting: the serious words read without it.)
  const serious = seriousHealth.test(whole.replace(/\b(?:burn ?out|burnt out|burned out|ausgebrannt)\b/g, ' '));
  if (acuteBeside.test(whole) || serious || emergencyTold.test(whole)) return false;
  const parts = sentences(text);
  const health = parts.filter((sentence) => conceptsOf(fold(sentence)).includes('MEDICAL'));
  if (health.length === 0) return false;
  // Only tiredness, being off sick and a doctor's visit: a diagnosis, a drug or a symptom named
  // of someone else stays a medical matter.
  const aboutOthers = health.every((sentence) => {
    const folded = fold(sentence).replace(hearing, ' ');
    return (
      !userIn.test(folded) && !asksIn(sentence) && !conceptsOf(folded.replace(tiredAndSeen, ' ')).includes('MEDICAL')
    );
  });
  return (
    aboutOthers &&
    parts
      .filter((sentence) => asksIn(sentence))
      .every((sentence) => !healthInQuestion.test(fold(questionPart(sentence))))
  );
}

/** A relative as the one whose health it is ("meine Mutter", "my dad", "his wife", "die Mutter meiner Mitgründerin"), folded. */
const relativeNamed = foldedRegExp(
  'mutter|vater|mama|mami|papa|mum|mom|mommy|dad|daddy|father|mother|eltern|parents|oma|opa|großmutter|großvater|grandma|grandpa|grandmother|grandfather|schwieger\\w*|in-law|in law|bruder|schwester|brother|sister|sohn|tochter|son|daughter|kind|kinder|kid|kids|baby|frau|mann|ehefrau|ehemann|wife|husband|partnerin|onkel|tante|uncle|aunt|cousin\\w*|neffe|nichte|nephew|niece',
);

/** A drug, a dose or an event happening now (collapsed, an ambulance): more than the setting of the coaching. */
const drugOrAcute = foldedRegExp(
  'medikament\\w*|medication\\w*|meds|tablett\\w*|pills?|dosis|dose\\w*|dosage|insulin|antidepress\\w*|spritze\\w*|injection\\w*|overdos\\w*|überdosis|nebenwirkung\\w*|side effects?|wechselwirkung\\w*|collapsed|zusammengebrochen|umgekippt|bewusstlos|unconscious|passed out|ohnmächtig|notarzt|notaufnahme|krankenwagen|rettungswagen|ambulance|suizid\\w*|suicid\\w*',
);

/** Signs of the body (pain, breath, blood, dizziness, a numb arm): a symptom told, more than the setting. */
const acuteSign = re(
  'brust|chest|kiefer|jaw|herz\\w* (?:\\S+ )?(?:rast|rasen|stolper\\w*)|heart (?:\\S+ )?(?:racing|pounding|skipping)|taub|numb|kribbel\\w*|tingl\\w*|atem\\w*|breath\\w*|schwitz\\w*|sweat\\w*|schwindel\\w*|dizz\\w*|ohnmacht\\w*|faint\\w*|blut\\w*|blood|schmerz\\w*|pain\\w*|fieber|fever|verwirrt|confused|halluzin\\w*',
);

/** The user ill ("ich bin krank", "I'm sick", "mir geht es schlecht"). */
const userIll =
  /\b(ich bin|bin ich|i am|i m|im|ive been|i ve been|i have been|ich war|i was) (\S+ ){0,2}(krank|erkrankt|krankgeschrieben|krankgemeldet|sick|ill|unwell|erkaltet)\b/;

/**
 * A relative's health told as the setting ("Meine Mutter ist krank, ich bin viel bei ihr", "My
 * dad's in the hospital this week, so I'm working remotely", "Mein Vater hatte einen Schlaganfall,
 * deshalb …"; issues #21 and #22, safety22c): every health sentence names a relative, nothing is
 * asked, and no drug, dose or event happening now (collapsed, an ambulance)
 * is named, nor the user's own illness or intake. The medical boundary answers nothing the user
 * asked; "Meine Mutter nimmt Marcumar, darf sie Ibuprofen nehmen?" keeps it.
 */
export function relativeHealthTold(text: string): boolean {
  const whole = fold(text);
  if (drugOrAcute.test(whole) || ownIntake.test(whole) || userIll.test(whole) || acuteSign.test(whole)) return false;
  const parts = sentences(text);
  // Told, not asked: a question beside it may be about the relative's care (f14 lost a medical
  // message when a question about the work was allowed here).
  if (parts.some((sentence) => asksIn(sentence))) return false;
  const health = parts.filter((sentence) => conceptsOf(fold(sentence)).includes('MEDICAL'));
  return health.length > 0 && health.every((sentence) => relativeNamed.test(fold(sentence)));
}

/**
 * The message's health words are all setting (setting.ts: a profession, a workplace, the health
 * industry, an idiom): "Meine Mitgründerin ist Ärztin und arbeitet noch halbtags in der Klinik.
 * Wie spreche ich das an?", "Our product is a symptom checker app and the doctors on our advisory
 * board want to change everything", "krank vor Sorge" (issue #21, safety26b). Without them no
 * word of health is left (concepts.ts MEDICAL, a sign of the body, a serious illness or drug), no
 * medical rule reads it, and no question asks about the body or its care. Care sought or given to
 * the user ("Muss ich in eine Klinik?", "my doctor put me on blood thinners") is never setting,
 * nor one's own doctor or therapist beside a question that is not a coaching one
 * (`onlyCoaching`: "My therapist thinks I should set boundaries. How do I start?" is coaching).
 */
/** Words of a question that point back at what was told ("wie gehe ich damit um?", "is that normal?"), folded. */
const pointsBack =
  /\b(?:damit|davon|dagegen|with it|on it|on them|normal|ernst|serious|schlimm|was passiert|what happens|what if)\b/g;

export function healthOnlySetting(text: string, onlyCoaching: boolean): boolean {
  const stripped = withoutHealthSetting(text);
  if (stripped === null) return false;
  const whole = fold(text);
  if (careSought.test(whole) || (ownCarer.test(whole) && !onlyCoaching)) return false;
  if (
    conceptsOf(stripped).includes('MEDICAL') ||
    healthThing.test(stripped) ||
    acuteSign.test(stripped) ||
    seriousHealth.test(stripped)
  )
    return false;
  if (classifySafety(stripped).categories.includes('medical')) return false;
  return sentences(text)
    .filter((sentence) => asksIn(sentence))
    .every((sentence) => {
      // Care asked about ("klinik oder nicht klinik?", "Woran erkenne ich, ob ich zum Kardiologen muss?").
      if (healthCarer.test(fold(questionPart(sentence)))) return false;
      // (A word that points back, "damit", "davon", "normal", points at the setting here.)
      const question = (withoutHealthSetting(questionPart(sentence)) ?? fold(questionPart(sentence))).replace(
        pointsBack,
        ' ',
      );
      return !healthInQuestion.test(question);
    });
}
