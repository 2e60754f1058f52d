// What a later message adds to the conversation (issue 22, coach26a): a worry about how the other
// side will take something ("Meine Sorge ist, dass er dann sein Gesicht verliert", "I'm afraid
// she'll say I don't trust her"), a person not named before ("Unser Vater hält noch 40 Prozent",
// "Our biggest donor, Mrs. Keller, is coming"), or a number with what it counts ("18.000 Euro",
// "40 deliveries"). The coach's question after such a message names it, instead of a phase question
// any turn could get ("Wie würdest du euer Verhältnis beschreiben …?"). Read from the message's
// grammar, not from a word list of topics; null when the message adds none of these.
import { looseMatter } from './matter';
import { actorOf, restate } from './restate';
import { fold, monthsDe, monthsEn, weekdaysDe, weekdaysEn } from './text';
import type { Lang } from './types';

export type Added =
  | { kind: 'worry'; text: string }
  | { kind: 'decision'; text: string }
  | { kind: 'attempt'; text: string }
  | { kind: 'deadline'; text: string }
  | { kind: 'constraint'; text: string }
  | { kind: 'person'; text: string; plural: boolean }
  | { kind: 'amount'; text: string }
  | { kind: 'thing'; text: string }
  | { kind: 'time'; text: string }
  | { kind: 'ahead'; text: string }
  | { kind: 'wish'; text: string }
  | { kind: 'refusal'; text: string };

// "Meine Sorge ist, dass …", "Ich hab (nur) Angst, dass …", "Ich fürchte, dass …", "Mir macht Sorgen,
// dass …": what is feared, as a "dass" clause (its verb last, so it can stand after "dass" again).
const germanWorry =
  /\b(?:(?:meine|die) (?:größte |einzige |eigentliche )?(?:sorge|angst|befürchtung) ist|(?:die )?sorge macht mir|sorgen macht mir|mir macht (?:\p{L}+ )?sorgen|ich (?:mache|mach) mir (?:\p{L}+ )?sorgen|ich (?:hab|habe) (?:nur |ein bisschen |etwas |echt |ziemlich |halt )?angst|ich fürchte|ich befürchte|was mir angst macht,? ist)(?: \p{L}+){0,2}?,? dass (.+)$/iu;
// "I'm worried (that) …", "My fear is that …", "What scares me is that …", "I'm afraid …".
const englishWorry =
  /\b(?:i'?m|i am) (?:a bit |a little |really |so |quite |just )?(?:worried|afraid|scared|concerned)(?: that)?|\bmy (?:biggest |main |only |real )?(?:worry|fear|concern) is(?: that)?|\bwhat (?:worries|scares|concerns) me(?: most)? is(?: that)?|\bi (?:fear|worry)(?: that)?/i;
// Words that open the feared clause and stay lower case after "dass" / "that".
const clauseOpener =
  /^(er|sie|es|du|ihr|wir|man|der|die|das|dein\w*|euer|eure\w*|sein\w*|ihr\w*|jemand|keiner|niemand|alle|he|she|they|it|you|the|your|his|her|their|this|that|we|someone|nobody|everyone)$/i;

function worryOf(told: string, lang: Lang): string | null {
  const sentence = told.replace(/[’]/g, "'");
  let clause: string | undefined;
  if (lang === 'de') clause = germanWorry.exec(sentence)?.[1];
  else {
    const found = englishWorry.exec(sentence);
    clause = found ? sentence.slice(found.index + found[0].length) : undefined;
  }
  // One sentence: what follows the first full stop is another matter.
  const feared = clause
    ?.split(/(?<=[.!?])\s/)[0]
    ?.trim()
    .replace(/[.!?;:,\s]+$/, '');
  if (!feared || feared.split(/\s+/).length < 3 || /[„“"”?]/.test(feared)) return null;
  const said = restate(feared, lang);
  if (!said) return null;
  return asWritten(lowerOpener(said), feared);
}

/** The first letter as the user wrote it ("erst mal …", "ihm …" stay lower case after "um"/"dass"). */
function asWritten(said: string, original: string): string {
  return /^\p{Ll}/u.test(original) ? said.charAt(0).toLowerCase() + said.slice(1) : said;
}

/** A clause said back starts lower case after "dass"/"that" unless it opens with a name or a noun. */
function lowerOpener(said: string): string {
  const first = (said.split(' ')[0] ?? '').replace(/'.*$/, '');
  return clauseOpener.test(first) ? said.charAt(0).toLowerCase() + said.slice(1) : said;
}

// "Der neue Fahrer, Herr Yilmaz, hat …", "Our biggest donor, Mrs. Keller, is …": the name in commas
// joins the one it names; a leading "Jetzt"/"Now" is no part of the subject.
const apposition =
  /^((?:[Tt]he|[Aa]n?|[Yy]our|[Dd]er|[Dd]ie|[Dd]as|[Dd]ein\w*|[Ee]ue?r\w*)(?: [\p{L}-]+){1,4}), ((?:(?:Herr|Frau|Dr\.|Mr\.?|Mrs\.?|Ms\.?) )?\p{Lu}[\p{L}-]+),/u;
const leadingAdverb = /^(?:now|and|but|also|then|meanwhile|jetzt|nun|inzwischen|und|aber|auch|dann|außerdem)\s+/i;
// A person the user already named, by role, is no new person.
const personWords = (text: string) =>
  fold(text)
    .split(' ')
    .filter((word) => word.length >= 3);
const minorWords = new Set(
  'the your our der die das dein deine deinen deinem deiner euer eure euren eurem eurer new neue neuer neuen'.split(
    ' ',
  ),
);

// Whether the one who acts is a person, not a thing or an event ("der neue Ofen", "die
// Zeugniskonferenz", "the reserves"): a name or title after the first word ("euer Vertriebsleiter
// Jonas", "the CTO", "Herr Brandt"), or a head noun of a person's kind by its ending or its word.
const germanPersonHead =
  /(er|erin|in|innen|e|en|ent|ant|at|ist|or|eur|ling|te|ter|mann|frau|kind|sohn|chef|lead|vater|mutter|onkel|tante|bruder|schwester|opa|oma|neffe|nichte|schwager|team)$/i;
const germanThingHead =
  /(ung|heit|keit|ion|tät|nis|tum|ment|enz|anz|ur|ik|ie|ei|schaft|zeit|ofen|satz|plan|kasse|runde|termin|frist|liste|karte|quote|zahl|summe|woche|monat|jahr|tag|abend|fest|essen|daten|kosten|zahlen|preise|regeln|laden|wagen|garten|hafen|boden|rahmen|namen|faden)$/i;
const englishPersonHead =
  /(er|or|ist|ista|ant|ent|ian|ee|man|woman|ess|one|lead|boss|dad|mum|mom|mother|father|brother|sister|son|daughter|uncle|aunt|wife|husband|friend|partner|chef|them|team|staff|people|folks|client|guy|kid|child|children|pi|apprentice|intern|nurse|cook|clerk|pupil|coach|mentor|landlord|landlady|tenant|neighbou?r|guest|admin|nanny|cousin|nephew|niece|grandma|grandpa|grandmother|grandfather|boyfriend|girlfriend|fianc\w*|vet|midwife|crew|board|council|committee|hr|dev|devs|ceo|cto|coo|cfo)$/i;
const englishThingHead =
  /(paper|number|letter|order|water|computer|server|printer|folder|calendar|budget|chapter|quarter|offer|summer|winter|power|poster|banner)s?$/i;

function isPerson(who: string, lang: Lang): boolean {
  const words = who.split(' ');
  const head = (words.at(-1) ?? '').replace(/[,;:]+$/, '');
  // A name, a title or an acronym after the first word: "euer Investor Herr Brandt", "the CTO".
  const named = words.slice(1).some((word) => /^(\p{Lu}{2,}|Herr|Frau|Dr\.|Mr\.?|Mrs\.?|Ms\.?)$/u.test(word));
  if (named) return true;
  if (lang === 'de') {
    // "euer Vertriebsleiter Jonas": a capitalised word after a person's noun is their name.
    const nouns = words.filter((word) => /^\p{Lu}/u.test(word));
    if (nouns.length >= 2 && germanPersonHead.test(nouns[0] as string) && !germanThingHead.test(nouns[0] as string))
      return true;
    return germanPersonHead.test(head) && !germanThingHead.test(head);
  }
  if (words.length > 1 && /^\p{Lu}/u.test(head)) return true;
  if (englishThingHead.test(head)) return false;
  return englishPersonHead.test(head) || englishPersonHead.test(head.replace(/s$/i, ''));
}

/** Whether the earlier messages named this person already (every word of them but determiners). */
function before(earlier: readonly string[], who: string): boolean {
  const had = new Set(earlier.flatMap(personWords));
  const own = personWords(who).filter((word) => !minorWords.has(word));
  return own.length === 0 || own.every((word) => had.has(word));
}

function personOf(told: string, earlier: readonly string[], lang: Lang): { who: string; plural: boolean } | null {
  const first = (told.split(/(?<=[.!?])\s+/)[0] ?? '').replace(/[.!?]+$/, '');
  const said = restate(first.replace(leadingAdverb, ''), lang);
  if (!said) return null;
  const named = apposition.exec(said);
  const clause = named ? `${named[1]} ${named[2]}${said.slice(named[0].length)}` : said;
  // A name in commas names a person even where no verb after it can be told.
  const actor = actorOf(clause, lang) ?? (named ? { who: named[2] as string, plural: false } : null);
  const name = named?.[2];
  if (name && actor?.who === name) return before(earlier, name) ? null : { who: name, plural: false };
  if (!actor || /^(du|ihr|you|er|sie|es|he|she|they|it|we|wir)$/i.test(actor.who)) return null;
  // "your two baristas already": an adverb after the subject is no part of it.
  const who = actor.who.replace(/\s+(already|still|now|just|also|all|both|schon|noch|jetzt|auch|alle)$/i, '');
  if (!isPerson(who, lang)) return null;
  if (before(earlier, who)) return null;
  const head = who.split(' ').at(-1) ?? '';
  const plural =
    actor.plural ||
    /^(?:\S+ )?(two|three|four|both|zwei|drei|vier|beide)\b/i.test(who) ||
    (lang === 'en' && /[^s']s$/.test(head) && !/^boss$/i.test(head));
  return { who, plural };
}

// A number and what it counts: "18.000 Euro", "30 Prozent", "elf Stopps", "40 deliveries",
// "300 tickets", "nine months of runway". A date ("12. Dezember", "the 15th") or a time span
// ("seit 30 Jahren", "two years ago") is no amount to weigh.
const germanNumber =
  '(?:\\d[\\d.,]*\\d|\\d|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|vierzig|fünfzig|hundert)';
const germanAmount = new RegExp(
  `(?:^|[\\s(])(?:(?:knapp|rund|ungefähr|etwa|fast|über|gut|circa|ca\\.) )?(${germanNumber} (?:Prozent|Euro|€|%|\\p{Lu}\\p{Ll}+(?:-\\p{Lu}?\\p{Ll}+)?))(?=[\\s.,;!]|$)`,
  'u',
);
const germanPreposition =
  /\b(seit|vor|in|an|mit|bei|nach|von|aus|zu|für|um|ab|bis|innerhalb|während)\s+(?:knapp |rund |ungefähr |etwa |fast |über |gut |circa )?$/i;
const germanNotCounted =
  /\s(Jahre|Jahren|Monate|Monaten|Wochen|Tage|Tagen|Stunden|Minuten|Mal|Male|Uhr|Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)$/;
const englishNumber =
  '(?:\\d[\\d.,]*\\d|\\d|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred)';
const englishAmount = new RegExp(
  `(?:^|[\\s(])(?:about |around |almost |nearly |over |roughly |some )?((?:€|\\$|£)?${englishNumber}(?: ?%| percent| euros?| dollars?| pounds?|(?: [a-z]+)? (?!(?:days|weeks|months|years|hours|minutes|times)\\b)[a-z]+s(?: of (?!(?:a|an|the|our|my|your|his|her|their)\\b)[a-z]+)?))(?=[\\s.,;!]|$)`,
  'i',
);

function amountOf(told: string, earlier: readonly string[], lang: Lang): string | null {
  const found = (lang === 'de' ? germanAmount : englishAmount).exec(told);
  if (!found) return null;
  const amount = found[1] as string;
  const before = told.slice(0, found.index + found[0].length - amount.length);
  if (lang === 'de' && (germanNotCounted.test(` ${amount}`) || germanPreposition.test(before))) return null;
  if (/^(1|one|ein\w*)\b/i.test(amount)) return null;
  // Only a number the user did not name before.
  const number = amount.split(' ')[0] as string;
  if (earlier.some((text) => text.includes(number))) return null;
  // "Three quarters of my shifts …": a number word opening the sentence is no name.
  return /^[A-Z][a-z]+ /.test(amount) && lang === 'en' ? amount.charAt(0).toLowerCase() + amount.slice(1) : amount;
}

// "Ich habe (mich) entschieden / beschlossen / mir vorgenommen, … zu …", "Ich hab beschlossen, dass
// wir …", "I('ve) decided to …", "I've made up my mind to …": the step the user chose, as an
// infinitive clause ("um … zu testen", "to ask …") or a "damit" clause.
const germanDecision =
  /\bich (?:habe|hab) (?:mich )?(?:jetzt |nun |inzwischen |endlich )?(?:entschieden|beschlossen|vorgenommen|mir vorgenommen|mich entschlossen),? (dass )?(.+)$/iu;
const englishDecision = /\bi(?:'ve| have)? (?:decided|made up my mind|resolved) to (.+)$/i;

function decisionOf(told: string, lang: Lang): string | null {
  const sentence = (told.replace(/[’]/g, "'").split(/(?<=[.!?])\s/)[0] ?? '').replace(/[.!?;:,\s]+$/, '');
  if (lang === 'de') {
    const found = germanDecision.exec(sentence);
    if (!found) return null;
    const rest = (found[2] as string).trim();
    if (found[1]) {
      const said = restate(rest, 'de');
      return said && rest.split(/\s+/).length >= 3 ? `damit ${asWritten(lowerOpener(said), rest)}` : null;
    }
    // "…, erst mal nur zwei vegane Sorten am Samstag zu testen": an infinitive with "zu" at its end.
    if (!/\bzu \p{Ll}+$|\b\p{Ll}+zu\p{Ll}+en$/u.test(rest) || rest.split(/\s+/).length < 3) return null;
    const said = restate(rest, 'de');
    return said ? `um ${asWritten(lowerOpener(said), rest)}` : null;
  }
  const found = englishDecision.exec(sentence);
  const rest = found?.[1]?.trim();
  if (!rest || rest.split(/\s+/).length < 3 || /^not\b/i.test(rest)) return null;
  const said = restate(rest, 'en');
  return said ? `to ${said.charAt(0).toLowerCase()}${said.slice(1)}` : null;
}

// coach28a (issue 22): an attempt that failed, a deadline, a constraint. The question then asks what
// would go differently next time, what must be settled by then, what is still in the user's hands.
//
// An attempt: the user (or "we") as the subject of a telling, asking or trying verb in the perfect or
// the past ("Ich hab ihn schon zweimal darauf angesprochen", "Letzte Woche hab ich ihm einen Plan
// geschickt", "I already asked her", "We tried a rota"), and in the same message that it came to
// nothing ("aber", "hat nichts gebracht", "ignoriert", "meinte nur", "but", "nothing changed",
// "laughed it off", "didn't").
const germanAttempt =
  /\b(?:(?:ich|wir)\s+(?:hab|habe|hatte|haben|hatten)|(?:hab|habe|hatte|haben|hatten)\s+(?:ich|wir))\b(?:\s+[\p{L}\d.-]+){0,8}?\s+(?:angesprochen|gesagt|gebeten|versucht|vorgeschlagen|geschickt|geschrieben|gefragt|geredet|gesprochen|erklärt|erwähnt|thematisiert|ausprobiert|eingeführt|probiert|klargemacht|zur rede gestellt)\b/iu;
const germanFailed =
  /\b(aber|nichts gebracht|nichts geändert|nichts passiert|ignoriert|abgewimmelt|abgewiegelt|abgeblockt|abgetan|gelacht|beim alten|wie vorher|ohne erfolg|umsonst|keine reaktion|nicht reagiert|nicht geantwortet|kam nichts|meinte (?:er|sie|der|die)?\s*nur|sagte (?:er|sie)?\s*nur|(?:er|sie) meinte nur|hat nicht funktioniert|hat nichts|trotzdem|doch wieder|wieder genauso)\b/iu;
const englishAttempt =
  /\b(?:i|we)(?:'ve| have| had)?\s+(?:already\s+|once\s+|even\s+|actually\s+|also\s+)?(?:asked|told|tried|raised|brought (?:it|this|that) up|suggested|proposed|sent|talked|spoke|mentioned|emailed|texted|pointed out|complained|offered|gave)\b/i;
const englishFailed =
  /\b(but|didn't|did not|nothing changed|nothing happened|no change|laughed it off|laughed|ignored|brushed (?:it|me) off|shrugged|wasn't|never|no reply|no answer|went nowhere|same again|back to|didn't work|did not work|still)\b/i;

function attemptOf(told: string, lang: Lang): string | null {
  const text = told.replace(/[’]/g, "'");
  if (/\?\s*$/.test(text.trim())) return null;
  const [attempt, failed] = lang === 'de' ? [germanAttempt, germanFailed] : [englishAttempt, englishFailed];
  const found = attempt.exec(text);
  if (!found) return null;
  // The failure comes after the attempt ("…, aber er hat nichts geändert"), not before it.
  return failed.test(text.slice(found.index + found[0].length)) ? found[0] : null;
}

// A deadline: a time after "bis"/"by"/"before"/"until" (or what "expires"/"läuft … ab" on) in a
// sentence that says something must be done or decided by then ("Bis Mitte Februar muss der Term
// Sheet unterschrieben sein", "They need an answer by the 20th", "The offer expires on March 1st").
const germanDeadline = new RegExp(
  `\\b(?:bis|spätestens)\\s+((?:zum|zur)\\s+(?:\\d{1,2}\\.(?:\\s*(?:${monthsDe}))?|\\p{L}+)|(?:ende|anfang|mitte)\\s+(?:(?:${monthsDe})|des monats|der woche|nächster woche|nächsten monats|des quartals|\\p{Lu}\\p{L}+)|\\d{1,2}\\.\\s*(?:${monthsDe})|(?:${weekdaysDe})|(?:${monthsDe})|morgen|übermorgen|nächste\\p{L}*\\s+(?:woche|monat|${weekdaysDe}))(?![\\p{L}])`,
  'iu',
);
const germanMust =
  /\b(muss|müssen|musst|soll|sollen|sollte|braucht|brauchen|brauche|sonst|frist|deadline|spätestens|fällig|will|wollen|läuft)\b/i;
const englishDeadline = new RegExp(
  `\\b(?:by|before|until|no later than|expires on|expires|ends on|closes on|is due on|due on|due)\\s+((?:the\\s+)?(?:end|beginning|start|middle)\\s+of\\s+(?:the\\s+|next\\s+)?(?:week|month|quarter|year|${monthsEn})|the\\s+\\d{1,2}(?:st|nd|rd|th)(?:\\s+of\\s+(?:${monthsEn}))?|(?:${monthsEn})\\s+\\d{1,2}(?:st|nd|rd|th)?|(?:next\\s+)?(?:${weekdaysEn})|tomorrow|next\\s+(?:week|month)|(?:${monthsEn})|friday)(?![a-z])`,
  'i',
);
const englishMust =
  /\b(must|need|needs|have to|has to|got to|want|wants|expires|due|deadline|or else|otherwise|at the latest|closes|ends)\b/i;

// Sentences, a date's full stop ("bis zum 10. muss …") ending none.
const ownSentences = /(?<=(?<!\b\d{1,2})[.!?])\s+/;

function deadlineOf(told: string, lang: Lang): string | null {
  const text = told.replace(/[’]/g, "'");
  if (/\?\s*$/.test(text.trim())) return null;
  for (const sentence of text.split(ownSentences)) {
    const found = (lang === 'de' ? germanDeadline : englishDeadline).exec(sentence);
    if (!found || !(lang === 'de' ? germanMust : englishMust).test(sentence)) continue;
    const when = (found[1] as string).replace(/\s+/g, ' ');
    // "bis Freitag", "bis zum 10.", "by the 20th", "by March 1st": as the user wrote it, the weekday's case kept.
    return lang === 'de' ? `bis ${when}` : `by ${when}`;
  }
  return null;
}

// A constraint: the user (or "we") cannot or may not do something ("Ich kann niemanden versetzen",
// "Wir können eh nichts machen, bevor …", "Ich kann mir keine Lücke leisten", "mir fehlt das Budget",
// "I can't give out shares before …", "I can't afford to lose the job", "my hands are tied"); not
// exhaustion or disbelief ("ich kann nicht mehr", "I can't sleep", "I can't believe it").
const germanConstraint =
  /\b(?:(?:ich|wir)\s+(?:kann|können|darf|dürfen|konnte|konnten)|(?:kann|können|darf|dürfen)\s+(?:ich|wir))\b(?:\s+\p{L}+){0,5}?\s+(?:nicht|nichts|niemanden|niemand|keine|keinen|keinem|kein|kaum)\b|\b(?:(?:mir|uns)\s+fehl(?:t|en)|fehl(?:t|en)\s+(?:mir|uns))\s+(?:\p{L}+\s+)?(?:das|die|der|den|jede\p{L}*|einfach)\s+(?:budget|zeit|geld|befugnis|zustimmung|rückendeckung|einfluss|mitsprache\p{L}*|handhabe|macht|leute|stellen)\b|\b(?:ich|wir)\s+(?:hab|habe|haben)\s+(?:\p{L}+\s+)?(?:kein|keine|keinen)\s+(?:budget|geld|zeit|wahl|einfluss|mitspracherecht|befugnis|handhabe|spielraum)\b|\bmir sind die hände gebunden\b/iu;
const germanNotConstraint =
  /\b(?:nicht|nichts) mehr\b|\b(schlafen|verstehen|nachvollziehen|glauben|fassen|ertragen|aushalten|sagen|einschätzen|beurteilen|leiden|ab)\b/i;
const englishConstraint =
  /\b(?:i|we)\s+(?:can't|cannot|can not|couldn't|am not allowed to|'m not allowed to|are not allowed to|'re not allowed to|have no (?:budget|say|choice|power|authority)|don't have (?:the|any) (?:budget|authority|power|say))\b|\bmy hands are tied\b|\bthere(?:'s| is) no way (?:i|we) can\b/i;
const englishNotConstraint =
  /\b(?:can't|cannot|can not|couldn't)\s+(?:\w+\s+)?(sleep|believe|stand|understand|take it|take this|cope|deal|anymore|any more|wait|stop|think|focus|tell|say|see|explain|figure|help)\b/i;

function constraintOf(told: string, lang: Lang): string | null {
  const text = told.replace(/[’]/g, "'");
  if (/\?\s*$/.test(text.trim())) return null;
  for (const sentence of text.split(ownSentences)) {
    const found = (lang === 'de' ? germanConstraint : englishConstraint).exec(sentence);
    if (!found) continue;
    const rest = sentence.slice(found.index);
    if ((lang === 'de' ? germanNotConstraint : englishNotConstraint).test(rest.split(/[,;]/)[0] ?? rest)) continue;
    return found[0];
  }
  return null;
}

/** What the latest message adds that the coach's question should name, or null. */
export function addedIn(told: string, earlier: readonly string[], lang: Lang): Added | null {
  const worry = worryOf(told, lang);
  if (worry) return { kind: 'worry', text: worry };
  const decision = decisionOf(told, lang);
  if (decision) return { kind: 'decision', text: decision };
  const attempt = attemptOf(told, lang);
  if (attempt) return { kind: 'attempt', text: attempt };
  const deadline = deadlineOf(told, lang);
  if (deadline) return { kind: 'deadline', text: deadline };
  const constraint = constraintOf(told, lang);
  if (constraint) return { kind: 'constraint', text: constraint };
  const refusal = refusalOf(told, lang);
  if (refusal) return { kind: 'refusal', text: refusal };
  const wish = wishOf(told, lang);
  if (wish) return { kind: 'wish', text: wish };
  const ahead = aheadOf(told, lang);
  if (ahead) return { kind: 'ahead', text: ahead };
  const person = personOf(told, earlier, lang);
  if (person) return { kind: 'person', text: person.who, plural: person.plural };
  const amount = amountOf(told, earlier, lang);
  if (amount) return { kind: 'amount', text: amount };
  const thing = thingOf(told, earlier, lang);
  const time = timeOf(told, lang);
  // "Seit der Renovierung ist das so", "since the company outing": the thing names the time.
  const head = thing?.replace(/^(?:the|your|his|her|their) /, '');
  if (time && (!head || fold(time).includes(fold(head)))) return { kind: 'time', text: time };
  if (thing) return { kind: 'thing', text: thing };
  return null;
}

// The other side refuses ("Sie will darüber nicht reden", "Er weigert sich, …", "He won't move his
// van", "One of them refuses to give up the books"): the question asks what may be behind that no.
// The user's own no ("Ich will nicht wechseln", "I don't want to quit") is theirs, no refusal.
const germanRefusal =
  /\b(?:(?:will|möchte|wollen|möchten|mag)(?: [\p{L}-]+){0,5}? (?:nicht|nichts|keine?n?|niemanden)\b|weiger(?:t|n) sich\b|lehn(?:t|en) (?:\p{L}+ ){0,4}ab\b)/iu;
const englishRefusal =
  /\b(?:won't|will not|wouldn't|refuses? to|refused to|doesn't want to|does not want to|didn't want to|don't want to)\b/i;

function refusalOf(told: string, lang: Lang): string | null {
  const sentence = (told.replace(/[’]/g, "'").split(/(?<=[.!?])\s/)[0] ?? told).trim();
  const clause = sentence.split(/[,;]\s/)[0] ?? sentence;
  if (/^(?:(?:und|aber|also|and|but|so|honestly|ehrlich gesagt) )?(?:ich|wir|i|we|i'm|we're)\b/i.test(clause))
    return null;
  const found = (lang === 'de' ? germanRefusal : englishRefusal).exec(clause);
  return found ? found[0] : null;
}

// The user's own wish to keep, have, know or be something ("Ich will beide halten", "Ich möchte
// wenigstens zwei Frühschichten haben", "I want to keep both of them", "I'd like to be named"): what
// is wished, as an infinitive the question can take ("damit du beide halten kannst", "so that you can
// keep both of them"). Not a plan to do something ("Ich will nächste Woche ein Gespräch ansetzen",
// "I want to set a rule": the plan's own questions), a wish not to ("Ich will nicht wechseln"), nor
// one for someone else ("I want him to stay", "Ich möchte, dass …").
const germanWish =
  /^(?:und |aber |also )?ich (?:will|möchte|würde gern|würde gerne|hätte gern|hätte gerne) (?!dass\b)((?:[\p{L}\d-]+ ){0,6}?(?:behalten|halten|haben|wissen|bleiben|sehen|bekommen|kriegen))(?=[,.!;]|$)/iu;
const englishWish =
  /^(?:and |but |so )?i(?:(?:'d| would)(?: really| just| only| also)? like|(?: really| just| only| also)? (?:want|wish)) to ((?:keep|have|be|stay|know|see|get) (?:[\w'-]+ ){0,7}?[\w'-]+)(?=[,.!;]|$)/i;

function wishOf(told: string, lang: Lang): string | null {
  const sentence = (told.replace(/[’]/g, "'").split(/(?<=[.!?])\s/)[0] ?? told).trim();
  const wished = (lang === 'de' ? germanWish : englishWish).exec(sentence)?.[1];
  if (!wished || /\b(nicht|kein\p{L}*|nie|not|never|no)\b/iu.test(wished)) return null;
  const said = restate(wished, lang);
  return said ? asWritten(said, wished) : null;
}

// A fact that names since when ("Seit Oktober geht das so", "Angefangen hat das nach der
// Weihnachtsfeier", "It's been like that since the start of autumn", "Since Christmas it's been
// every week"): the span as the user wrote it, its first word lower case. A point in time ("im März",
// "last Tuesday") or a future one ("ab April") is said back, not asked from.
const germanTime =
  /\b((?:seit (?:(?:dem|der|den|einem|einer|meinem|meiner|unserem|unserer|ihrem|ihrer|seinem|seiner|diesem|dieser|zwei|drei|vier|\d+) )?|nach (?:dem|der|den|einem|einer|meinem|meiner|unserem|unserer|ihrem|ihrer|seinem|seiner|diesem|dieser) )(?!(?:und|zu|hier|dort|jetzt|sofort|kurzem)\b)[\p{L}-]{3,})(?![\p{L}])/iu;
const englishTime =
  /\b((?:since|after) (?:(?:the|last|my|our|this|his|her|their) )?[a-z-]{3,}(?: [a-z-]{3,})?(?: (?:of|in) (?:the )?[a-z]{3,})?)(?![a-z])/i;
// What else a sentence that only says since when may hold ("Das geht seit Oktober so", "It's been
// like that since the start of autumn"); any other word is a fact of its own, said back, not asked
// from as a time ("I haven't had a day off since August").
const timeFiller =
  /^(?:das|es|geht|ging|ist|war|so|schon|erst|seitdem|angefangen|fing|an|hat|wurde|schlimmer|besser|immer|öfter|mehr|läuft|lief|genau|auch|da|dann|also|it|it's|its|has|have|had|been|was|is|like|this|that|so|going|on|started|began|got|worse|better|ever|all|only|really|happening|that's|way|same|and|just|things)$/i;

function timeOf(told: string, lang: Lang): string | null {
  const sentence = told.replace(/[’]/g, "'").split(/(?<=[.!?])\s/)[0] ?? told;
  const found = (lang === 'de' ? germanTime : englishTime).exec(sentence)?.[1];
  if (!found) return null;
  // "since the summer and …", "since the argument about …": the phrase ends before a word that cannot close it.
  const kept: string[] = [];
  for (const [i, word] of found.split(' ').entries()) {
    if (i > 1 && !/^(?:of|in)$/i.test(word) && (englishPhraseEnd.test(word) || englishPastVerb.test(word))) break;
    kept.push(word);
  }
  const time = (lang === 'de' ? found : kept.join(' ')).replace(/ (?:of|in)$/i, '');
  const rest = sentence
    .replace(time, ' ')
    .replace(/[.!?,;:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (!rest.every((word) => timeFiller.test(word))) return null;
  // "since she left", "nach ihm": a clause or a person, no time.
  if (
    /^(?:seit|ab|nach|since|after) (?:er|sie|es|ich|wir|ihm|ihr|ihnen|he|she|it|i|we|they|you|him|her|them)\b/i.test(
      time,
    )
  )
    return null;
  // "seit meinem Geburtstag", "since my promotion": said from the coach's side.
  const said = restate(time, lang);
  return said ? said.charAt(0).toLowerCase() + said.slice(1) : null;
}

// A time to come that opens the sentence ("Ab Januar wird der Plan neu gemacht", "In zwei Wochen ist
// mein Gespräch", "Next Friday the new rota comes out", "From April we'll open on Sundays"): what
// happens then and what has to be ready by then is asked (coach37). Only words that look ahead by
// themselves ("ab", "nächste", "in zwei Wochen", "from", "next"): "am Sonntag", "im März", "on
// Monday" are as often past, and a time inside a sentence often belongs to someone else's words
// ("she says she'll do it next week") or to a worry ("nicht in 6 Monaten pleite").
const germanAhead = new RegExp(
  `^((?:ab|übernächste\\p{L}*|nächste\\p{L}*|kommende\\p{L}*) (?:nächste\\p{L}* )?(?:woche|monat|jahr|quartal|${monthsDe}|${weekdaysDe})|in (?:zwei|drei|vier|fünf|sechs|acht|zehn|\\d+|einer|einem) (?:tagen|wochen|monaten|woche|monat|jahr))(?![\\p{L}])`,
  'iu',
);
const englishAhead = new RegExp(
  `^((?:from|next) (?:next )?(?:week|month|year|quarter|${monthsEn}|${weekdaysEn})|in (?:two|three|four|five|six|eight|ten|\\d+|a) (?:days|weeks|months|week|month|year))(?![a-z])`,
  'i',
);

function aheadOf(told: string, lang: Lang): string | null {
  const sentence = (told.replace(/[’]/g, "'").split(ownSentences)[0] ?? told).trim();
  if (/\?\s*$/.test(sentence)) return null;
  const time = (lang === 'de' ? germanAhead : englishAhead).exec(sentence)?.[1];
  // As the coach says it, without the sentence's capital.
  return time ? time.charAt(0).toLowerCase() + time.slice(1) : null;
}

// English words that end a noun phrase: what comes after them is no longer the thing.
const englishPhraseEnd =
  /^(?:is|are|was|were|has|have|had|does|do|did|will|would|can|could|should|must|and|or|but|with|in|on|at|to|for|from|of|by|about|after|before|since|until|near|next|into|over|under|past|that|which|who|where|when|because|right|just|only|already|still|every|again|now|there|here|even|also|never|always|not|up|down|off|out|last|first|next|tonight|today|tomorrow|yesterday|probably|maybe|instead|more|less|once|twice|too|very|so|as|than|then|yet|one|two|three|four|five|six|seven|eight|nine|ten|i|you|he|she|we|they|it|him|them|me|us|what|how|why|if|ihn|sie|er|without|through|together|like|away|straight|onto|fast|moves|hates)$/i;
// A past verb ends the phrase before it ("the machine broke", "the van got towed").
const englishPastVerb =
  /^(?:\w+ed|broke|went|came|got|took|made|said|told|left|ran|began|fell|gave|kept|sent|sat|stood|lost|found|put|quit|became|drove|wrote|spoke|bought|brought|felt|paid|won|stole|threw|knew|saw|forgot)$/i;
const englishDeterminer = /^(?:the|a|an|this|that|his|her|their|my|our|its|your)$/i;
// Words the rubric and the reader take for no matter of their own.
const emptyThing =
  /^(?:nothing|something|anything|whoever|whatever|feels|better|worse|simple|kind|blind|fool|hardest|biggest|best|worst|latest|easiest|short|long|little|bit|wrong|right|same|different|each|other|whole|new|old|helps|fight|argument|problem|issue|point|question|matter|end|start|beginning|middle|rest|time|times|way|thing|things|lot|bit|day|days|week|weeks|month|months|year|years|one|ones|easy|hard|heavy|light|early|late|big|small|good|bad|half|halves|thirds?|quarters?|fifths?|tenths?|percent|first|second|fourth|sixth|seventh|eighth|ninth|last|next)$/i;

/**
 * A thing the latest message names that no earlier message had ("Es geht um die neue Theke" ->
 * "Theke", "The contract with the biggest client runs until June" -> "the contract"): a plain
 * fact the coach's next question asks from (coach30). German reads the loose matter (matter.ts);
 * English the first noun phrase after a determiner whose head word is new, "my"/"our" said as
 * "your", "a" as "the".
 */
function thingOf(told: string, earlier: readonly string[], lang: Lang): string | null {
  const before = new Set(earlier.flatMap((text) => personWords(text)));
  const isNew = (word: string) => !before.has(fold(word));
  const sentence = told.replace(/[’]/g, "'").split(/(?<=[.!?])\s/)[0] ?? told;
  if (lang === 'de') {
    const noun = looseMatter(sentence.split(/,\s/)[0] ?? sentence, lang) ?? looseMatter(sentence, lang);
    if (!noun || noun.length < 4 || noun.includes(' ') || !isNew(noun)) return null;
    // "Das Term Sheet", "Pull Requests": a name of several words is said whole, not cut to "Term" (coach38).
    const name = new RegExp(`(?:^|\\s)${noun}((?:\\s+\\p{Lu}[\\p{L}-]*){1,2})`, 'u').exec(sentence)?.[1] ?? '';
    return `${noun}${name}`;
  }
  const tokens = sentence.replace(/[.!?;:]+$/, '').split(/\s+/);
  for (let i = 0; i < tokens.length - 1; i++) {
    if (!englishDeterminer.test(tokens[i] as string)) continue;
    const words: string[] = [];
    for (const token of tokens.slice(i + 1, i + 4)) {
      const word = token.replace(/[,)]+$/, '');
      if (
        !/^[a-z][a-z-]*$/.test(word) ||
        englishPhraseEnd.test(word) ||
        englishDeterminer.test(word) ||
        englishPastVerb.test(word) ||
        (words.length > 0 && /ly$/.test(word))
      )
        break;
      words.push(word);
      if (word !== token) break;
    }
    // "my eyes swell", "the contract runs": a noun before a last word that is its verb. A word in -s
    // that ends the sentence is the phrase's plural noun ("takes the easy loads"), never cut off.
    const ends = i + words.length === tokens.length - 1;
    if (words.length > 1 && (/[^s]s$/.test(words.at(-2) as string) || (/[^s]s$/.test(words.at(-1) as string) && !ends)))
      words.pop();
    const head = words.at(-1);
    if (!head || head.length < 3 || emptyThing.test(head) || !isNew(head)) continue;
    const det = (tokens[i] as string).toLowerCase();
    const said = /^(?:my|our)$/.test(det) ? 'your' : /^(?:a|an|this|that|its)$/.test(det) ? 'the' : det;
    return `${said} ${words.join(' ')}`;
  }
  return null;
}
