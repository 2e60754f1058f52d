// A health or law word that only names the setting (issue #21, safety26b): a profession or role
// ("meine Mitgründerin ist Ärztin", "our Head of Legal", "the doctors on our advisory board"), a
// department ("die Rechtsabteilung", "the legal team"), a workplace ("the clinic I manage", "ich
// arbeite in einer Apotheke", "eine Kanzlei mit vier Partnern"), a product or an industry ("a
// medical device startup", "legal tech", "health insurance" as what one sells, "Praxis-Software")
// or an idiom ("krank vor Sorge", "das macht mich krank", "I'm sick of this", a move "not legal"
// in a game). The classifier scores such words high for legal and medical, and the old rules read
// "Arzt" and "Therapeut" as medical wherever they stand. A message whose legal or medical words are
// all of this kind asks no legal or medical question: read without them, it has no word of the
// matter left (concepts.ts) and no legal or medical rule reads it (rules.ts). The readings take
// the setting out of the text; the decision (assess.ts) asks what is left.
import { fold, foldedRegExp } from '../text';
import { conceptsOf } from './concepts';
import { classifySafety } from './rules';

/** Health professions and roles. */
const healthRoles =
  '\\w*(?:arzt|ärztin|ärzte|ärztinnen)(?:es|in|innen|praxis|praxen|helferin\\w*|helfer)?|doctors?|docs?|physicians?|gps?|surgeons?|dentists?|vets?|veterinar\\w*|nurses?|nursing|pharmacists?|apotheker\\w*|pfleger\\w*|pflegekr\\w*|pflegedienst\\w*|krankenschwester\\w*|krankenpfleger\\w*|therapists?|therapeut\\w*|physiotherap\\w*|physios?|psycholog\\w*|psychiater\\w*|psychiatrists?|clinicians?|cardiologists?|kardiolog\\w*|dermatolog\\w*|radiolog\\w*|chirurg\\w*|hebamme\\w*|midwi\\w*|paramedics?|sanitäter\\w*|mfa|(?:clinical|medical) (?:lead|director|officer|advisor|advisory board|team|staff|trials?|school|student)s?|medizinische\\w* (?:direktor\\w*|leitung|fachangestellte\\w*|dienst\\w*)|zahnmedizin\\w*';

/** Health workplaces. */
const healthPlaces =
  'kliniken|tagesklinik\\w*|klinik\\w*|clinics?|krankenhaus\\w*|krankenhäuser\\w*|hospitals?|praxis\\w*|(?:medical|dental|vet|gp|physio|physiotherapy) (?:practice|office)s?|apotheke\\w*|pharmac(?:y|ies)|drugstores?|pflegeheim\\w*|altenheim\\w*|care homes?|nursing homes?|sanitätshaus\\w*|wards?|intensivstation\\w*';

/** Health professions, health workplaces, the health industry and its products, and idioms of "sick" (folded). */
const healthSetting = new RegExp(
  foldedRegExp(
    [
      healthRoles,
      healthPlaces,
      // the industry and its products
      'medical devices?|medizinprodukt\\w*|medizintechnik\\w*|medtech\\w*|health ?tech\\w*|health (?:startup|start up|app|platform|company|insurance|insurer|care company|sector|industry|market|data|day|check|benefit|budget)s?|healthcare (?:startup|company|sector|industry|market|software|provider)s?|digital health|e ?health|telemedi\\w*|telehealth|pharma\\w*|biotech\\w*|(?:kranken|zahnzusatz|pflege|berufsunfähigkeits)(?:versicherung|kasse)\\w*|occupational health|arbeitsmedizin\\w*|betriebsmedizin\\w*|gesundheitstag\\w*|gesundheits(?:app|startup|branche|wesen|markt|management|daten|check)\\w*|betriebliche\\w* (?:gesundheit\\w*|kranken\\w*)|symptom ?checker\\w*|(?:praxis|klinik|arzt|patienten) ?(?:software|verwaltung|app|portal)\\w*|patient (?:app|portal|software|data)s?',
      // idioms
      'krank vor \\w+|sick (?:and tired )?of|sick and tired|makes? me sick|macht mich (?:\\S+ ){0,2}krank|mir wird (?:\\S+ ){0,2}(?:schlecht|übel) (?:wenn|davon|bei|beim)|zum kotzen|kotzt mich an|needs? surgery|healthy (?:debate|conflict|tension|growth|margin|pipeline)s?|gesunde\\w* (?:streit|konflikt|wachstum|marge|spannung|diskussion)\\w*',
    ].join('|'),
  ).source,
  'g',
);

/** Legal roles, departments, workplaces and products, the law told as settled, and "legal" in a game (folded). */
const lawSetting = new RegExp(
  foldedRegExp(
    [
      // roles and departments
      'head of legal|general counsel|chief legal officer|legal (?:team|department|dept|counsel|lead|ops|operations|function|folks|people|colleagues?|intern)s?|rechtsabteilung\\w*|justiziar\\w*|justitiar\\w*|syndikus\\w*|jurist(?:in|innen|en)?|datenschutzbeauftragte\\w*|data protection officer|compliance (?:team|department|officer|lead|abteilung|manager)s?',
      // workplaces, products and the industry
      'kanzlei\\w*|anwaltskanzlei\\w*|law firms?|legal ?tech\\w*|regtech\\w*|compliance (?:software|tool|platform|product)s?|legal (?:software|platform|startup|product)s?',
      // the law told as settled, a formality
      'legal(?:ly)? (?:formality|formalities)|rechtlich (?:\\S+ ){0,4}(?:geklärt|sicheren seite|sauber|abgesichert|in ordnung|kein problem|alles gut)|legally (?:\\S+ ){0,3}(?:settled|sorted|fine|covered|clear|all good)',
      // a move or an answer allowed by a game's rules
      '(?:move|zug|answer|antwort|play|spielzug|card|karte) (?:\\S+ ){0,4}(?:legal|illegal|erlaubt|gegen die regeln|against the rules)|legal move|gegen die regeln|against the rules',
    ].join('|'),
  ).source,
  'g',
);

/** Care given to someone else (folded): a care job, patients, a parent one looks after. */
const careGiven = foldedRegExp(
  'pflege\\w*|ambulant\\w*|patient\\w*|bewohner\\w*|home ?care|nurs\\w*|carers?|caregiv\\w*|look\\w* after (?:my|her|his|our|the) \\w+|car(?:e|es|ing) for (?:my|her|his|our|the|patients)|kummer\\w* mich um',
);

/**
 * Care tasks done for the one cared for (folded; issue #21, safety33): insulin injected or given,
 * medication set out, wounds dressed ("Insulin spritzen, Medikamente stellen", "giving insulin
 * shots", "I give her insulin injections"). A setting only beside `careGiven`; with "mir",
 * "myself" or "me" in them they are the user's own intake and stay.
 */
const careTasks = new RegExp(
  foldedRegExp(
    [
      '(?:insulin|medikament\\w*|tablett\\w*|verbände|verband|wunden) (?!mir |myself )(?:\\S+ ){0,2}?(?:spritz\\w*|stellen|stelle|stellt|geben|gebe|gibt|verabreich\\w*|wechseln|wechsle|richten|richte|sortier\\w*)',
      '(?:spritz\\w*|gebe|geben|gibt|verabreich\\w*|stelle|richte|sortier\\w*|give|gives|giving|gave|administer\\w*|sort\\w*) (?!mir |myself |me )(?:\\S+ ){0,3}?(?:insulin|medikament\\w*|tablett\\w*|medication|meds|pills)(?: shots?| injections?| spritzen)?',
      'wundversorgung|verbandswechsel|wound care|dressing wounds|insulin (?:shots?|injections?|spritzen)',
    ].join('|'),
  ).source,
  'g',
);

/** The folded text without its health setting (professions, workplaces, the industry, idioms, care work for someone else), or null if it has none. */
export function withoutHealthSetting(text: string): string | null {
  const folded = fold(text);
  let stripped = folded.replace(healthSetting, ' ');
  if (careGiven.test(folded)) stripped = stripped.replace(careTasks, ' ');
  stripped = stripped.replace(/\s+/g, ' ').trim();
  return stripped === folded ? null : stripped;
}

/** The folded text without its legal setting (roles, departments, firms, products, a game's rules), or null if it has none. */
export function withoutLawSetting(text: string): string | null {
  const folded = fold(text);
  const stripped = folded.replace(lawSetting, ' ').replace(/\s+/g, ' ').trim();
  return stripped === folded ? null : stripped;
}

/** A health profession or workplace named (folded): in a question, care asked about ("klinik oder nicht klinik?", "which doctor?"). */
export const healthCarer = foldedRegExp(`${healthRoles}|${healthPlaces}`);

/**
 * Care sought or given to the user (folded): going to a doctor or a clinic, one's own doctor or
 * therapist, a drug prescribed. Then a doctor or a clinic is no setting ("Muss ich in eine
 * Klinik?", "my doctor put me on blood thinners").
 */
export const careSought = foldedRegExp(
  [
    `(?:zum|zur|in die|in eine|ins|in ein|zu einem|zu einer|zu meinem|zu meiner) (?:\\S+ ){0,2}(?:${healthRoles}|${healthPlaces}|notaufnahme|hno|reha\\w*|therap\\w*)`,
    '(?:see|visit|go to|get to|call|consult|need|find|get) (?:a |an |the |my |some )?(?:\\S+ )?(?:doctor|gp|physician|clinic|hospital|therapist|psychiatrist|specialist|er|a and e|dentist)',
    'therapie (?:machen|anfangen|beginnen)|in therapie|(?:start|starting|begin|began|in) therapy|into therapy|in behandlung|(?:put|puts|putting) (?:me|him|her) on|verschrieb\\w*|verschrieben|verordn\\w*|überwies\\w*|referred (?:me|him|her)|sent me to|treated by|behandel\\w* (?:mich|ihn|sie)',
  ].join('|'),
);

/** One's own doctor or therapist (folded): "my doctor", "meine Ärztin", "mein Hausarzt". */
export const ownCarer = foldedRegExp(
  '(?:my|mein|meine|meinen|meinem|meiner) (?:own |new |old |neue[rnms]? |alte[rnms]? )?(?:\\w*(?:arzt|ärztin)\\w*|doctor|doc|gp|physician|therapist|therapeut\\w*|psychiater\\w*|psychiatrist|psycholog\\w*|dentist|cardiologist|kardiolog\\w*)',
);

/**
 * The message's legal words are all setting ("Our investor wants us to hire a Head of Legal. How
 * do we decide?", "Wir sind eine Kanzlei mit vier Partnern …"): without them no word of the law
 * is left (concepts.ts LEGAL) and no legal rule reads it. "Unsere Rechtsabteilung sagt, ich darf
 * das nicht veröffentlichen. Stimmt das?" keeps "darf"; "Can our Head of Legal fire me?" keeps "fire".
 */
export function lawOnlySetting(text: string): boolean {
  const stripped = withoutLawSetting(text);
  if (stripped === null) return false;
  return !conceptsOf(stripped).includes('LEGAL') && !classifySafety(stripped).categories.includes('legal');
}
