// Everyday words of an urgent concept read in their ordinary sense in a coaching conversation
// (issues #21 and #22, safety22c): the unseen conversations c17-c19 got the gentle note with the
// crisis lines on turns whose writer gave no signal, from words that name someone else's feeling,
// a past talk, a time of day or another person as the object of an act. concepts.ts keeps the
// words (the classifier's features read them); this module rewrites a sentence for the evidence
// only, so a message whose only urgent words are these has them explained (assess.ts
// `urgentExplained`: no note, no help first on the score) and one with other urgent words keeps
// those.
import { fold } from '../text';
import { conceptsOf, urgentEvidence } from './concepts';

/** The user in a clause ("ich", "mir", "I", "me", "we"); a possessive ("my co-founder") is not the user. */
const userWord = /\b(ich|mich|mir|i|im|ive|id|ill|me|myself|wir|uns|we|were|weve|us)\b/;

/** Someone else as a clause's subject among its first words: a pronoun, a role, a name-like noun of the work or family. */
const otherSubject =
  /^(\S+ ){0,3}?(er|sie|he|she|they|hes|shes|theyre|theyve|mein\w* \S+|sein\w* \S+|dein\w* \S+|my \S+|our \S+|unser\w* \S+|ihr\w* \S+|his \S+|her \S+|their \S+|the \S+|der \S+|die \S+|das \S+|\S+ (hat|has|ist|is|was|war|gets|wirkt|seems|feels|fuhlt|traut))\b/;

/**
 * Everyday words of fear, shame, nerves and tiredness (folded): the feeling of whoever the clause is
 * about. Not "leer"/"empty": a flat or an office is empty too ("wann die Wohnung am längsten leer
 * ist, damit mich die Kinder nicht finden" lost its crisis reply to that reading).
 */
const feelingWords =
  /\b(angst\w*|bammel|schiss|panik\w*|furcht\w*|furchte\w*|fürchtet|scared|afraid|terrified|fear\w*|panick\w*|panic|nervous|dreading|unsicher\w*|verunsichert|erschopft\w*|exhausted|ausgelaugt|drained|kraftlos\w*)\b/g;

/** A person as what is feared ("Angst vor ihm", "afraid of her"): a worry about that person, not a feeling about a talk. */
const personFeared =
  /\b(vor|of|from|um) (ihm|ihr|ihnen|him|her|them|me|mir|mich|uns|us|seinem|seiner|dem typ|diesem typ)\b/;

/** A sentence's clauses with their separators (raw text, as concepts.ts's own-state reading splits it). */
const clauseSplit =
  /([,;:()\u2013\u2014]|\s(?:and|und|but|aber|while|wahrend|während|weil|because|since|seitdem|dass|that|ob|whether|oder|or|als|when)\s)/i;

/** The urgent concepts of a folded text. */
const urgentIn = (folded: string) => conceptsOf(folded).filter((concept) => urgentEvidence.has(concept));

/** A wish or a cause of another's fear before it: "will, dass sie Angst hat", "want him scared", "make her afraid". */
const fearWanted =
  /\b(will|willst|wollen|mochte|want|wants|wanted|soll|sollen|should|make|makes|made|mach\w*|damit|so that)\b(\s+\S+){0,6}?\s+(angst|schiss|panik|scared|afraid|terrified|fear\w*|furcht\w*)\b/;

/** What follows a feeling names a person who acts ("Angst, dass er ihr wehtut", "scared he'll hurt her"): a worry, kept. */
const personActsAfter =
  /^(?:(?:dass|that|ob|whether|if|weil|because|wenn|sobald|when|whenever|once|every time|jedes mal wenn) )?(?:er|sie|he|she|they|hell|shell|theyll|ich|i|ill|im|wir|we|man|jemand|someone|somebody|der typ|the guy)\b/;

/**
 * Fear, nerves or tiredness that another person has ("er hat Angst vor dem Gespräch", "she's
 * terrified of the board call", "Er sei komplett leer"): that person's feeling about a talk or the
 * work, not the user's state. Only when the feeling is the sentence's only urgent word (with a
 * threat, an act or a weapon it is a worry about that person), the clause has no word of the user,
 * nobody is feared ("Angst vor ihm") and no person acts in what is feared ("Angst, dass er …").
 */
function othersFeeling(folded: readonly string[], index: number, sentence: string): string {
  const clause = folded[index]!;
  if (urgentIn(sentence).some((concept) => concept !== 'FEAR' && concept !== 'HOPELESS')) return clause;
  if (userWord.test(clause) || personFeared.test(clause) || !otherSubject.test(clause)) return clause;
  // Someone wants or makes the other afraid ("Er will, dass sie Angst hat", "I want him scared"):
  // intimidation, not that person's feeling about a talk.
  if (fearWanted.test(sentence)) return clause;
  const read = clause.replace(feelingWords, ' befangen ');
  if (read === clause) return clause;
  const after = folded
    .slice(index + 1)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return personActsAfter.test(after) ? clause : read;
}

/**
 * Punishment declined: a negation before the word ("I don't want to punish her", "ich will ihn
 * nicht bestrafen", "keine Strafe", "not punishment") or right after it ("ich bestrafe sie
 * nicht"). A punishment announced ("I'm going to punish him, he'll remember it", "den bestraf ich
 * selber") is a threat and keeps its weight.
 */
const punishDeclined =
  /\b(nicht|nie|niemals|kein\w*|niemand\w*|not|dont|don t|do not|didnt|didn t|never|no|without|ohne|statt|instead of|rather than)\b(\s+\S+){0,5}?\s+(punish\w*|bestraf\w*|strafe|strafen)\b|\b(punish\w*|bestraf\w*)(\s+\S+){0,2}?\s+(nicht|not)\b/;

/**
 * Punishing someone else declined ("I don't want to punish her", "ich will ihn nicht bestrafen",
 * "not punishment") and cutting a budget or costs: an act on another person or the work, not harm
 * to oneself (SELF_HARM's "punish", "bestrafen", "cutting"). Not beside the user as its object
 * ("punish myself", "mich bestrafen").
 */
function actOnOthers(piece: string, sentence: string): string {
  let read = piece;
  if (!/\b(myself|mich|mir|me|selbst|self)\b/.test(sentence) && punishDeclined.test(sentence))
    read = read.replace(/\b(punish\w*|bestraf\w*|strafe|strafen)\b/g, ' tadeln ');
  return read.replace(
    /\bcutting (?=(his|her|their|our|the|back|down|costs?|prices?|budgets?|salar\w*|hours|jobs|staff|headcount|scope|ties|corners|losses)\b)/g,
    ' kurzen ',
  );
}

/** A past verb of a talk or an occasion (folded): "the last time we talked", "das letzte Mal haben wir … gesprochen". */
const pastOccasion =
  /\b(geredet|gesprochen|besprochen|diskutiert|gestritten|getroffen|gesehen|telefoniert|angesprochen|erwahnt|gefragt|war|waren|hatten|wurde|talked|spoke|met|discussed|raised|brought|mentioned|asked|argued|went|was|were|had|got|tried|did|said)\b/;
/** Words of an end of one's life or of this chat beside it: then "the last time" keeps its weight. */
const endBeside =
  /\b(end it|end my|ending it|schluss machen|nicht mehr leben|leben|life|alive|sterben|die|dying|tot|dead|goodbye|abschied\w*|hear from me|von mir horen|horst|horen|schreibe|write to you|nie wieder|never again|for good|fur immer|danke fur alles|thanks for everything)\b/;

/** "das letzte Mal" / "the last time" of a past talk ("Das letzte Mal, dass wir darüber geredet haben, war im Januar"). */
function pastLastTime(piece: string, sentence: string, whole: string): string {
  if (!pastOccasion.test(sentence) || endBeside.test(whole) || conceptsOf(sentence).includes('END')) return piece;
  return piece.replace(/\b(das|beim|zum) letzte[nm]? mal\b|\b(the )?last time\b/g, ' zuletzt ');
}

/** Work or messages said to happen at night ("Lange Mails, meistens nachts", "bis 2 Uhr nachts über die Roadmap gestritten"). */
const nightActivity =
  /\b(mail\w*|e mail\w*|nachricht\w*|sprachnachricht\w*|slack|whatsapp|schreib\w*|geschrieben|diskut\w*|gestritten|streit\w*|gearbeitet|arbeit\w*|telefon\w*|call\w*|meeting\w*|roadmap|ergebnis|entschieden|romane|ideen|features?)\b/;

/** "nachts" as the time of someone's work or messages, without sleep or waking named: a time of day, not sleeplessness. */
function nightWork(piece: string, sentence: string): string {
  if (!/\bnachts\b/.test(sentence) || !nightActivity.test(sentence)) return piece;
  if (/\b(schlaf\w*|wach\w*|aufwach\w*|lieg\w*)\b/.test(sentence)) return piece;
  const rest = urgentIn(sentence.replace(/\bnachts\b/g, ' abends '));
  return rest.length === 0 ? piece.replace(/\bnachts\b/g, ' abends ') : piece;
}

/** A relative's or another person's death told as the past setting ("my father in law died last spring", "nach der Beerdigung letztes Jahr"). */
const relative =
  /\b(vater|mutter|papa|mama|mum|mom|dad|father|mother|oma|opa|grandma|grandpa|grandmother|grandfather|onkel|tante|uncle|aunt|bruder|schwester|brother|sister|schwieger\w*|in law|frau|mann|wife|husband|sohn|tochter|son|daughter|familie\w*|family|freund\w*|friend|kolleg\w*|colleague)\b/;
const pastTime =
  /\b(last (spring|summer|autumn|fall|winter|year|month|week)|letzte[ns]? (jahr|fruhling|fruhjahr|sommer|herbst|winter|monat)|im (fruhjahr|fruhling|sommer|herbst|winter|januar|februar|marz|april|mai|juni|juli|august|september|oktober|november|dezember)|in (january|february|march|april|may|june|july|august|september|october|november|december)|vor (\S+ )?(jahren|jahr|monaten|wochen)|(years?|months|weeks) ago|after the|nach der|nach dem|seit dem|since the)\b/;
const deathWords = /\b(died|gestorben|starb|verstorben|funeral\w*|beerdig\w*|trauerfeier\w*)\b/g;

function pastLoss(piece: string, sentence: string, whole: string): string {
  if (!relative.test(sentence) || !pastTime.test(sentence)) return piece;
  if (endBeside.test(whole.replace(deathWords, ' ')) || conceptsOf(sentence).includes('END')) return piece;
  if (urgentIn(sentence.replace(deathWords, ' trauerfall ')).length > 0) return piece;
  return piece.replace(deathWords, ' trauerfall ');
}

/**
 * A sentence (raw; returned folded) of the message `whole` with its everyday urgent words read in their ordinary sense, for the urgent
 * evidence only: someone else's fear or tiredness, punishing someone else or cutting a budget, the
 * last time of a past talk, work at night, a relative's death as the past setting. `feelingsOnly`
 * (a danger or violence score, assess.ts): only someone else's feeling; the other words may be
 * part of a threat there ("Nachts warte ich vor seinem Haus", "den bestraf ich selber").
 */
export function ordinaryTurnReading(sentence: string, whole = sentence, feelingsOnly = false): string {
  const all = fold(whole);
  const pieces = sentence.split(clauseSplit);
  const folded = pieces.map((piece) => fold(piece));
  const joined = folded.join(' ').replace(/\s+/g, ' ').trim();
  // Clause by clause, and a clause no reading changed stays as written: concepts.ts's own-state
  // reading splits the sentence at its punctuation again.
  return pieces
    .map((piece, index) => {
      if (index % 2 === 1) return piece;
      const feeling = othersFeeling(folded, index, joined);
      const read = feelingsOnly
        ? feeling
        : pastLoss(nightWork(pastLastTime(actOnOthers(feeling, joined), joined, all), joined), joined, all);
      return read === folded[index] ? piece : ` ${read.replace(/\s+/g, ' ').trim()} `;
    })
    .join('');
}

/** A day or date a return is named by (folded). */
const when =
  '(monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|' +
  'tomorrow|morgen|the \\d+\\w*|dem \\d+|den \\d+|zum \\d+|\\d+\\w*|next (week|month)|nachste[nr]? (woche|monat)|' +
  'january|february|march|april|may|june|july|august|september|october|november|december|' +
  'januar|februar|marz|juni|juli|oktober|dezember|' +
  'after the (holidays|break|trip|fair|conference|retreat|sprint|vacation)|nach den (feiertagen|ferien)|nach dem (urlaub|sprint|demo day)|' +
  'the weekend|dem wochenende|in (two|three|\\d+) (days|weeks)|in (zwei|drei|\\d+) (tagen|wochen))';

/**
 * The user's absence with its end named: "won't be around till Monday", "back on the 3rd", "ab
 * Montag wieder da", "when I'm back" (folded). Not a next step alone ("tomorrow I'll …", "then
 * I'll …"): a crisis message may name one too.
 */
const returnNamed = new RegExp(
  `\\b(around|here|offline|away|gone|out|off|unreachable|weg|raus|abwesend|nicht (da|erreichbar)|urlaub|vacation) (\\S+ ){0,6}?(till|until|til|bis( zum| nach)?) (\\S+ ){0,2}?${when}\\b|` +
    `\\b(back|zuruck|wieder (da|online|erreichbar|im buro))( online| in the office| at work)? (on |in |by |from |after |at |am |ab )?(\\S+ )?${when}\\b|` +
    `\\b(ab|from|starting|starting on) (\\S+ ){0,2}?${when} (\\S+ ){0,3}?(wieder|zuruck|back|online)\\b|` +
    `\\b(when|once|wenn|sobald) (i m|im|ich) (wieder |back|zuruck)|\\b(ill|i ll|i will) be back\\b`,
);

/** Finality, or a state beyond tiredness, anywhere in the message: then no frame explains the score (folded). */
const finalityBeside =
  /\b(for good|forever|fur immer|never|nie (wieder|mehr)|no point|keinen sinn|no way out|keinen ausweg|(not|wont|won t|never) (be )?coming back|komm\w* nicht (wieder|mehr|zuruck)|in general|at all|uberhaupt|wake up|aufwachen|nicht mehr (leben|da sein)|miss me|vermissen|better off|besser dran|made my peace|frieden (damit )?gemacht|letters? to|briefe? an|end it|schluss mach\w*)\b/;

/** Concepts that no everyday absence explains: means, death, harm to oneself, hopelessness. */
const beyondAbsence = new Set([
  'DEATH',
  'MEANS_PILLS',
  'MEANS_HEIGHT',
  'MEANS_OTHER',
  'SELF_HARM',
  'HOPELESS',
  'SEARCH',
]);

/** The finality words a move elsewhere may carry ("she's gone for good, moved to Lisbon"): a move is final. */
const moveFinality = /\b(for good|forever|fur immer)\b/g;

/**
 * A departure with where it goes named (folded): a move to a place ("moved to Lisbon", "geht
 * zurück nach Indien", "zieht nach Hamburg"), a new employer ("signed elsewhere", "neuer Job bei
 * …"), or someone else leaving a company or team ("she left the company yesterday", "er ist
 * ausgestiegen"). The user's own last day without a destination stays unread (safety24b).
 */
const destinationNamed = new RegExp(
  '\\b(moved|moving|moves|relocat\\w*|emigrat\\w*|going back|goes back|went back|gone back|heading back) to [a-z]|' +
    '\\b(zieht|ziehen|gezogen|umgezogen|umziehen|ausgewandert|wandert aus|auswandern|geht zuruck|gehe zuruck|ging zuruck|zuruckgegangen) (nach|in die|in den|ins|zu|zuruck nach) [a-z]|' +
    '\\bnach [a-z]+ (gezogen|umgezogen|ausgewandert|zuruck)\\b|' +
    '\\b(signed|signing) (elsewhere|with|at)\\b|\\b(new|next) (job|role|position|employer)\\b|\\b(starts?|starting|joins?|joining) at [a-z]|' +
    '\\bneue[nrm]? (job|stelle|arbeitgeber\\w*|position)\\b|\\b(fangt|fange|anfangen|wechselt|wechsle) (\\S+ )?(bei|zu) [a-z]|' +
    '\\b(he|she|they|er|sie)( s| has| have| hat| ist| is)? (left|quit|resigned|gekundigt|ausgestiegen)\\b|' +
    '(?<!\\bi )(?<!\\bi ve )(?<!\\bich habe? )\\b(left|quit|verlassen) (the|our|die|unsere|das|unser) (company|team|startup|firma|team|unternehmen|betrieb)\\b',
);

/**
 * Whether a message whose only crisis words are an absence or a goodbye is an everyday one: the
 * user's absence with its return named ("Going offline for the weekend, won't be around till
 * Monday" scored crisis 0.94 on its farewell-like words), or a departure with its destination
 * ("she's gone for good — moved to Lisbon", "Mein bester Entwickler ist für immer weg, er geht
 * zurück nach Indien": 0.48-0.51, safety25a). Not when finality (a move may be for good), means,
 * death or hopelessness stand anywhere in it. A job change without a return or destination
 * ("Heute ist mein letzter Arbeitstag") is not read so: an unseen crisis message lost its full
 * reply to that reading (safety24b).
 */
export function everydayAbsence(text: string): boolean {
  const folded = fold(text);
  if (urgentIn(folded).some((concept) => beyondAbsence.has(concept))) return false;
  if (!finalityBeside.test(folded) && returnNamed.test(folded)) return true;
  return destinationNamed.test(folded) && !finalityBeside.test(folded.replace(moveFinality, ' '));
}

/**
 * Ordinary turns of a coaching conversation that the classifier scores on little text (issue #21,
 * safety26c): on held-out22 "Danke, ich denk drüber nach." scored crisis 0.51, "I really don't
 * want to pick a side." 0.45, "I have to decide by the end of the month." 0.50 and "Ich überlege,
 * den Owner nach Feierabend nochmal drauf anzusprechen." violence 0.59, each with no word of a
 * signal, and got the crisis lines. Each reading names a kind of turn, not a sentence (folded):
 */
/** A hobby (folded), with its article: what one takes up again in the evenings. */
const hobby =
  '(?:the |my |a |an |some |mit (?:dem |der |meinem |meiner )?)?(?:guitar|gitarre|piano|klavier|violin|geige|drums|schlagzeug|cello|ukulele|saxophone?|saxofon|singing|singen|choir|chor|running|laufen|joggen|jogging|swimming|schwimmen|cycling|radfahren|climbing|klettern|bouldern|yoga|gym|fitness|football|fussball|tennis|painting|malen|drawing|zeichnen|sketching|knitting|stricken|chess|schach|cooking|kochen|baking|backen|reading|lesen|journaling|photography|fotografieren|gardening|gartenarbeit|pottery|topfern|dancing|tanzen|meditation|meditieren)';

const ordinaryKinds: readonly RegExp[] = [
  // Thanks with time to think or a later return: "Danke, ich denk drüber nach", "ich überleg's mir",
  // "lass mir das durch den Kopf gehen", "Thanks, I'll sleep on it", "I'll get back to you".
  /^(?:(?:ok|okay|gut|alles klar|super|perfekt|passt|hm|hmm|ja|jo|alright|great|cool|right|well|also|und|and)\s+)*(?:(?:danke|dankeschon|vielen dank|danke dir|danke schon|merci|merci vielmal|thanks|thank you|thx|cheers|ty)\s+(?:dir|euch|so much|a lot|very much)?\s*)?(?:(?:ich|i)\s+)?(?:denk\w* (?:\S+ ){0,3}?(?:druber|daruber|drauf|darauf) nach|uberleg\w*|lass (?:es |das )?mir (?:\S+ ){0,4}?durch den kopf gehen|schlaf\w* (?:\S+ ){0,3}?druber|meld\w* mich|(?:ill|i ll|i will|let me|im going to|i m going to|gonna) (?:have a )?(?:think|sleep|mull|reflect|chew) (?:about|on|over)|(?:ill|i ll|i will) (?:get|come) back|(?:ill|i ll|i will) (?:think|see))(?: (?:danke|dir|thanks|thx|bye|tschuss|ciao|later|morgen|tomorrow|then|dann|wieder|erstmal|first|again|nochmal|mal|in ruhe|over|the|weekend|ubers|wochenende|bei dir|bei euch|with you|to you|about|on|it|this|that|things|a bit|bisschen|ein|noch|mir|mirs|s|es|das|drüber|druber|nach|soon|bald|spater|next week|nachste woche|when i can|sobald ich kann))*$/,
  // Not taking sides in someone else's quarrel: "I really don't want to pick a side", "Ich will
  // mich da nicht einmischen", "keine Partei ergreifen", "mich auf keine Seite stellen", "ich halte
  // mich raus".
  /\b(?:dont|do not|wont|will not|not going to|not gonna|refuse to|would rather not|d rather not|id rather not|never)\b(?: \S+){0,3}? (?:pick|take|choose|be on) (?:a |any |their |his |her |either |one )?sides?\b|\b(?:dont|do not|wont) (?:\S+ ){0,2}?(?:choose|decide|pick) between\b|\b(?:stay|staying|keep|keeping) (?:myself )?out of (?:it|this|their|the)\b|\b(?:will|mochte|werde|kann|muss|soll|sollte)\b(?: \S+){0,4}? (?:nicht|keine?n?) (?:\S+ )?(?:partei (?:ergreifen|nehmen|sein)|einmischen|entscheiden mussen|positionieren|seite (?:stellen|schlagen|wahlen))\b|\bauf (?:keine|niemandes|eine|seine|ihre|irgendeine) seite\b.*\b(?:nicht|keine?)\b|\b(?:nicht|keine?)\b.*\bauf (?:eine|seine|ihre|irgendeine|deren) seite (?:stellen|schlagen|ziehen)\b|\b(?:halte|halt|raushalten|heraushalten) (?:mich )?(?:da |hier )?(?:lieber |einfach |erstmal )?raus\b|\braushalten\b|\bkeine partei\b/,
  // A decision due: "I have to decide by the end of the month", "ich muss bis Freitag entscheiden".
  /\b(?:have to|need to|must|got to|gotta|ve got to|supposed to|should) (?:make (?:a|the) )?decid\w* (?:by|before|until|till|within|this|next|on|in)\b|\b(?:muss|mussen|musste|mussten|soll|sollen|sollte) (?:\S+ ){0,6}?(?:entscheiden|entscheidung treffen|entschieden haben)\b|\b(?:decision|entscheidung) (?:is |ist )?(?:due|fallig|fallt)\b/,
  // A talk considered: "Ich überlege, den Owner nochmal drauf anzusprechen", "vielleicht schlag ich
  // vor, …", "I'm thinking of asking her to …", "maybe I suggest we …".
  /^(?:\S+ )?(?:ich )?(?:uberleg\w*|uberlegte|spiel\w* mit dem gedanken|uberlege mir|denke? (?:dran|daran))\b.{0,80}?\b(?:anzusprechen|vorzuschlagen|zu fragen|zu bitten|zu reden|zu sprechen|anzurufen|zu schreiben|einzuladen|zu treffen|aufzufordern|mitzuteilen|zu sagen)\b|^(?:\S+ )?vielleicht (?:\S+ ){0,2}?(?:schlag\w*|frag\w*|sprech\w*|red\w*|ruf\w*|schreib\w*|bitt\w*|sag\w*) (?:ich|wir)\b|\b(?:i m|im|i am|were|we re|we are) (?:\S+ )?(?:thinking|considering|planning)(?: about| of)? (?:asking|telling|suggesting|proposing|talking|speaking|calling|inviting|raising|bringing (?:it|this|that) up|emailing|writing|messaging|offering)\b|^(?:\S+ )?(?:maybe|perhaps) (?:i|we) (?:\S+ )?(?:suggest|propose|ask|tell|talk|raise|bring|invite|offer)\b/,
  // The setting told: the business and who runs it ("We run a small family hotel in Cornwall",
  // "Wir führen zu dritt eine Bäckerei"), how long one has been there ("I've been there three years
  // and …", "ich arbeite seit vier Jahren in der Kanzlei").
  /^(?:\S+ ){0,4}?(?:we|i|wir|ich)(?: \S+){0,3}? (?:run|runs|own|owns|manage|founded|started|cofounded|co founded|took over|have|fuhren|fuhre|betreiben|betreibe|leiten|leite|haben|grundeten|ubernahmen|ubernommen|gegrundet)(?: \S+){0,5}? (?:hotel|shop|store|restaurant|cafe|bakery|business|company|startup|agency|practice|clinic|firm|farm|vineyard|winery|brewery|studio|bar|pub|garage|workshop|salon|kita|school|gym|bistro|kitchen|pharmacy|betrieb|familienbetrieb|laden|geschaft|firma|praxis|kanzlei|agentur|hof|baurnhof|backerei|metzgerei|werkstatt|weingut|brau\w*|gasthof|gasthaus|pension|schule|verein|unternehmen|apotheke|hotel|restaurant|cafe|studio|salon|kneipe|imbiss)\w*\b|\b(?:i ve|ive|i have|we ve|weve|we have) (?:been|worked) (?:there|here|at \S+|with (?:them|him|her|the \S+)|in (?:the|this|that) \S+) (?:for )?(?:\S+ )?(?:years?|months?|weeks?)\b|\b(?:ich|wir) (?:arbeite|arbeiten|bin|sind) (?:\S+ ){0,2}?seit (?:\S+ )?(?:jahren|jahr|monaten|monat|wochen)\b/,
  // A hobby taken up again (issue #21, safety37): "I picked up the guitar again in the evenings"
  // scored crisis 0.93, "picked up running again" 0.95 (the classifier learnt "picked up … again"
  // from relapses); "hab wieder mit der Gitarre angefangen", "wieder angefangen zu laufen".
  new RegExp(
    `\\b(?:picked|pick|picking|took|take|taking|taken|started|start|starting|began|begun|begin|got|getting|went|gone|going) (?:up |back (?:in)?to |back to )?${hobby}\\b(?: \\S+){0,6}? again\\b|\\b(?:went|gone|going|got|getting|am|im|i m) back (?:in)?to ${hobby}\\b|\\bwieder (?:\\S+ ){0,3}?${hobby}\\b`,
  ),
];

/**
 * Anger or tiredness with what it is about named (a project, the calls, this): "I'm so done with
 * this", "mir reicht's", "ich hab die Schnauze voll von …", "I can't take this project anymore",
 * "keine Kraft mehr für diese Calls". Read only when the words of a signal are the venting itself:
 * "I'm done with all of it, with life" and "I can't take this anymore" keep their weight.
 */
const ventingKinds: readonly RegExp[] = [
  /\b(?:i m|im|i am|ich bin)(?: \S+)? (?:so |really |just |totally |completely |echt |so was von |sowas von |einfach )*(?:done|fertig|durch) (?:with|mit) (?!(?:it all|all|everything|life|living|alles|allem|dem leben|mir|myself)\b)(?:this|that|it|him|her|them|the \S+|these \S+|this \S+|his \S+|her \S+|their \S+|our \S+|diese[mnrs]? \S+|dem \S+|der \S+|den \S+|ihm|ihr|ihnen|dem|das)\b/,
  /\b(?:mir reicht(?:s| es)?|jetzt reichts|es reicht|das reicht|reicht mir)\b/,
  /\b(?:schnauze|nase|kanne) (?:gestrichen )?voll\b/,
  /\b(?:i m|im|i am) (?:so |really |just )?(?:sick|tired|sick and tired|fed up) (?:of|with) (?!(?:it all|all|everything|life|living|being alive|myself)\b)/,
  /\b(?:cant|can t|cannot|can not) (?:take|stand|deal with|handle|bear|do) (?:this|these|the|his|her|their|our|that|those) (?!(?:anymore|any more|any longer|life|pain|world)\b)\p{L}+(?: \p{L}+)? (?:anymore|any more|any longer)\b/u,
  /\b(?:kann|konnte) (?:diese[nms]?|das|den|die|sein\w*|ihr\w*|unser\w*) (?!(?:leben|welt|schmerz\w*)\b)\p{L}+ (?:\S+ ){0,2}?nicht mehr (?:sehen|horen|ertragen|ab)\b/u,
  /\bkeine? (?:kraft|energie|nerven|lust|geduld|bock) (?:mehr )?(?:fur|auf) (?:diese[nms]?|die|das|den|dem|sein\w*|ihr\w*|unser\w*|solche\w*) (?!(?:leben|welt)\b)\p{L}+/u,
  /\bno (?:energy|patience|strength|nerves?) left (?:for|to deal with) (?:these|this|the|his|her|their|our|those|that) (?!(?:life|world)\b)\p{L}+/u,
];

/**
 * An ordinary turn of a coaching conversation (`ordinaryKinds`, `ventingKinds`): a sentence read
 * as coaching, so a score on it without the words of a signal gives no note. The reading's own
 * words are no signal ("sleep on it", "keine Kraft mehr für"); a word of a signal beside it ("I
 * don't want to pick a side, I want to end it", "ob ich morgen noch aufwache") makes it none.
 */
export function ordinaryTurn(sentence: string): boolean {
  const folded = fold(sentence);
  for (const kind of [...ordinaryKinds, ...ventingKinds]) {
    const match = kind.exec(folded);
    if (match) return urgentIn(folded.replace(match[0], ' ')).length === 0;
  }
  return false;
}

/**
 * Words of someone's inner state, wish, intent or thought (folded): feeling, wanting, wishing,
 * hoping, thinking, fearing, what one can or cannot bear, a wish that someone else feel something
 * ("soll auch mal spüren"), what one will or would do, and words of an end or of no sense. A turn
 * without any of them tells only what happens or how things are ("Mein Chef plant die Schichten
 * und ich bekomme kein freies Wochenende", "He's the chef, I do front of house and the money").
 * Obligations of the work ("muss", "must", "need to") are such facts too.
 */
const innerWords =
  /\b(feel\w*|felt|want\w*|wish\w*|hope\w*|hoping|think\w*|thought\w*|wonder\w*|afraid|scared|fear\w*|terrified|tired|exhausted|sick|done with|hate\w*|miss\w*|can t|cant|cannot|couldnt|couldn t|could|would|wouldnt|wouldn t|should|shall|will|won t|wont|i ll|ill|i d|id|might|going to|gonna|wanna|rather|anymore|any more|hurt\w*|pain\w*|why|trapped|stuck|sense|pointless|hopeless|worthless|worth|burden|over|end|ending|enough|gone for good|fuhl\w*|gefuhl\w*|will|willst|wollen|wollte\w*|mocht\w*|wunsch\w*|hoff\w*|denk\w*|dachte\w*|gedanke\w*|glaub\w*|frag\w* mich|angst\w*|mude|erschopft|satt|hass\w*|vermiss\w*|kann nicht|kann nicht mehr|konnte\w*|wurde\w*|soll|sollst|sollen|sollte\w*|solle|werde|wirst|wird|werden|lieber|nicht mehr|weh|schmerz\w*|warum|wieso|gefangen|sinn\w*|hoffnungslos\w*|wertlos\w*|wert|last|egal|vorbei|ende|schluss|genug|spur\w*)\b/;

/** The turn says someone's inner state, wish, intent or thought, or an end (`innerWords`); not only facts. */
export const speaksOfInnerState = (text: string) => innerWords.test(fold(text));

/**
 * Words said, written or threatened to or about someone (folded), or a quote: what a remark, a
 * slur, a threat or a message is made of ("sagte er vor allen: …", "threatens to trash me", "schreibt
 * mir abends, was er … gesehen hat").
 */
const wordsVerbs =
  /\b(sag\w*|gesagt|meint\w*|gemeint|schreib\w*|geschrieben|schrieb\w*|droh\w*|gedroht|nenn\w*|nannte|genannt|ruft|rief|beleidig\w*|kommentier\w*|lastert|lacht\w* uber|witz\w*|says|said|saying|tell\w*|told|call\w*|writes|wrote|written|text\w*|messag\w*|threat\w*|comment\w*|remark\w*|jok\w*|insult\w*|mock\w*|laugh\w* at|posted|posts)\b/;
const quoted = /["„“”«»]|(^|\s)['‘][^'’]+['’]/;

/** The turn reports words said, written or threatened to or about someone (`wordsVerbs`), or quotes them. */
export const reportsWords = (text: string) => quoted.test(text) || wordsVerbs.test(fold(text));
