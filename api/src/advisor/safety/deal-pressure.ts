// Pressure in a negotiation is no harassment (issue #21, safety18b). The held-out sets gave the
// harassment line to "the investor said he'll walk away unless we cut the valuation", "der Kunde
// zahlt nur, wenn wir drei Features gratis bauen", "hat uns mit einer Vertragsstrafe gedroht" and
// "a 2x liquidation preference, it feels like blackmail": a condition ("unless", "nur wenn"), a
// threat word or blackmail said as a comparison, and a term of the deal as what is demanded. That
// is an ordinary work conflict. Coercion becomes harassment when what is demanded or threatened is
// personal: the body, time alone, private material, the user's silence (those words keep it).
import { fold, foldedRegExp, sentences } from '../text';

const re = foldedRegExp;

/** Terms of a deal or of the work: what a counterpart may press for in a negotiation. */
const dealTerm = re(
  '(?:valuation|bewertung|price|prices|preis\\w*|pricing|fee|fees|gebühr\\w*|penalt\\w*|strafe|vertragsstrafe\\w*|konventionalstrafe|discount\\w*|rabatt\\w*|liquidation ?pref\\w*|liquidationspräferenz\\w*|preference|präferenz|terms|konditionen|bedingungen|features?|funktionen|deadline|liefertermin\\w*|launch date|frist|round|runde|cap|invoice|rechnung|payment terms|zahlungsziel|sla|scope|umfang|budget|quote|angebot|milestone\\w*|meilenstein\\w*|kpis?|numbers|zahlen|equity|anteile|board seat|veto\\w*|vesting|exclusivity|exklusivität|renewal|verlängerung)',
);

/** Pressure: a condition, a threat word, a demand, or blackmail named as a comparison. */
const pressure = re(
  '(?:unless|only (?:\\S+ ){0,3}if|nur (?:\\S+ ){0,3}wenn|nur dann|es sei denn|or else|sonst|threat\\w*|droh\\w*|gedroht|demand\\w*|verlang\\w*|asking for|fordert|walk away|abspringen|zurückziehen|zieht \\S+ zurück|blackmail|erpress\\w*)',
);

/**
 * What makes pressure personal: the body or sex, time alone or at night, a date, a hotel, private
 * material (photos, chats, recordings, therapy, secrets), outing, the user's silence or a report,
 * the user's own job or pay withheld.
 */
const personal = re(
  '(?:sex\\w*|nackt\\w*|nude\\w*|naked|body|körper\\w*|a date|on a date|date with|dates with|dating|ausgehen|go out with|dinner alone|allein\\w*|alone|hotel\\w*|room|zimmer|wohnung|flat|apartment|weekend|wochenende|trip|reise|verreis\\w*|nachts|at night|after hours|abends|personally|persönlich|nicer|netter|private|privat\\w*|chats?|messages|nachrichten|photos?|fotos?|pictures?|bilder|video\\w*|recording\\w*|aufnahme\\w*|therap\\w*|secret\\w*|geheimnis\\w*|affair|affäre|out me|outen|report|melde\\w*|complain\\w*|beschwer\\w*|hr|personalabteilung|salary|gehalt|promotion|beförderung|my job|meinen job|meine stelle|fire me|mich feuern|kündigen)',
);

/** Harassment concepts whose words are never a term of a deal. */
const personalConcepts = ['SEXUAL', 'BODY', 'SLUR', 'IDENTITY', 'MOCK', 'SURVEIL', 'FOLLOW', 'VIOLENCE_ACT'];

/**
 * Pressure about the terms of a deal and nothing personal: no harassment, whatever the classifier
 * scores. `concepts` are the message's concepts (concepts.ts `conceptsOfText`).
 */
export function onlyDealPressure(text: string, concepts: ReadonlySet<string>): boolean {
  const folded = fold(text);
  if (personalConcepts.some((concept) => concepts.has(concept))) return false;
  if (!pressure.test(folded) || !dealTerm.test(folded) || personal.test(folded)) return false;
  // Pressure on the company ("unless we cut", "hat uns gedroht"), not on the user as a person:
  // "unless I give him equity" is coercion by someone with power (a question of how to handle it
  // may say "I").
  return sentences(text).every((sentence) => asksHow.test(fold(sentence)) || !userAsPerson.test(fold(sentence)));
}

/** The user in the first person singular. */
const userAsPerson = re('i|me|my|mine|im|ive|id|ich|mich|mir|mein\\w*');
/** A question of what to do ("How do I negotiate?", "Wie reagiere ich?"). */
const asksHow = re('^(?:how|what|should|can|could|wie|was|soll|sollte|sollen|kann) (?:\\S+ ){0,3}(?:i|ich|we|wir)');
