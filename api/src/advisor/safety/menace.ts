// Menace without a word of harm, and who makes it (issue #21): "I'd be careful walking to your car
// at night", "he knows people, the kind you don't want to meet", a photo of the user's front door
// or child's school sent without a word, a dead bird left on the car, "accidents happen to people
// who talk to HR", "you'll be looking over your shoulder". No rule listed these: the harm is only
// implied, so the classifier scores them low and the help first never came. The same words are a
// threat received when the user is the target ("sent me a photo of my door") and the user's own
// violence when the user makes them ("I'll send him a photo of his kid's school"): the target's
// pronoun and who speaks decide, read on the folded whole message (text.ts `fold`).
import { fold, foldedRegExp, foldPattern, wordGap } from '../text';

/** Words (folded) as a pattern bounded by word edges; `{T}` is the target's possessive, `{O}` its object pronoun. */
function menacePattern(source: string, target: Target): RegExp {
  const filled = source
    .replaceAll('{T}', targets[target].possessive)
    .replaceAll('{O}', targets[target].object)
    .replaceAll('{S}', targets[target].subject);
  return foldedRegExp(filled);
}

type Target = 'user' | 'other';

const targets: Record<Target, { possessive: string; object: string; subject: string }> = {
  // The user: "my car", "your door" (the other's words quoted), "mein Auto", "deine Kinder".
  user: {
    possessive: '(?:my|your|ur|mein|meine|meinen|meinem|meiner|meines|dein|deine|deinen|deinem|deiner|deines)',
    object: '(?:me|you|mich|mir|dich|dir)',
    subject: '(?:i|im|ich|you|youre|du)',
  },
  // Someone else: "his car", "her front door", "seine Kinder", "ihrem Haus".
  other: {
    possessive: '(?:his|her|their|sein|seine|seinen|seinem|seiner|seines|ihr|ihre|ihren|ihrem|ihrer|ihres)',
    object: '(?:him|her|them|ihn|ihm|sie|ihr|ihnen)',
    subject: '(?:he|hes|she|shes|they|er|sie)',
  },
};

const gap = wordGap;

/** Places and people of one's private life a menace points at. */
const privatePlace =
  '(?:haus|haustur|tur|wohnung|auto|wagen|kita|schule|kindergarten|garten|hund|katze|eltern|familie|kinder|kind|tochter|sohn|frau|mann|' +
  'kindern|house|home|front door|door|flat|apartment|car|school|kindergarten|daycare|nursery|garden|dog|cat|parents|family|kids|kid|children|daughter|son|wife|husband)';

/** Where something is left for someone to find: the door, the car, the mailbox. */
const leftAt =
  'briefkasten|mailbox|letterbox|tur|door|doorstep|doormat|fussmatte|umschlag|envelope|auto|car|windshield|windscreen|windschutzscheibe|desk|schreibtisch|taped|name|namen|veranda|porch|garten|garden';

/** Menace said with the target in the words; each is read with the target's pronouns. */
const menaceCores = [
  // "be careful walking to your car at night", "vorsichtig sein, wenn du nachts allein zum Auto gehst"
  `(?:careful|vorsichtig) ${gap(6)}(?:walking|driving|going|heading|getting|on the way|gehst|gehe|geht|fahrst|fahre|fahrt|laufst|laufe|lauft|heimweg|nachhauseweg) ${gap(4)}(?:home|to {T} car|nach hause|heim|zum auto|zu {T} auto|tonight|at night|nachts|abends|allein|alone)|(?:vorsichtig) (?:sein|bleiben) ${gap(1)}(?:wenn|sobald|beim) ${gap(4)}(?:nach hause|heim|zum auto|zu {T} auto|nachts|abends|allein|heimweg)`,
  // "watch your back", "start looking over your shoulder", "öfter über deine Schulter schauen"
  // (not "ihm ständig über die Schulter schauen": supervising someone)
  `watch {T} back(?! (?:in|at|during|with) (?:\\S+ ){0,2}(?:meeting|call|pitch|board|negotiations?|review|interview|talks?|numbers|round|runde|deal|funding|raise|term ?sheet|due diligence|industry|market|branche|markt|terms))|(?:start|keep|spend|always|from now on|forever|rest of \\S+ life|better|should|will be|ll be|be) ${gap(3)}look\\w* over {T} shoulder|(?:ofter|lieber|besser|ab jetzt|kunftig|immer ofter) ${gap(1)}uber (?:die|{T}) schulter`,
  // a photo of the home, the car, the child's school: "sent me a picture of my front door", "ein Foto von seinem Haus"
  `(?:foto|fotos|photo|photos|picture|pictures|pic|pics|bild|bilder) (?:von|vom|of) ${gap(1)}(?:{T}|der|dem|den) ${gap(2)}${privatePlace}|(?:foto|fotos|photo|photos|picture|pictures|bild|bilder) (?:von|vom|of) (?:der|dem|the) ${gap(1)}${privatePlace} {T}`,
  // something dead or a bullet left: "a dead bird on my car", "eine Patrone in den Briefkasten", "eine tote Ratte vor die Tür"
  `(?:(?:dead|tote|toten|toter|totes) (?:bird|rat|fish|cat|mouse|animal|vogel|ratte|fisch|katze|maus|tier)|patrone|a bullet|single bullet|eine kugel|cartridge) ${gap(6)}(?:${leftAt})|(?:${leftAt}) ${gap(6)}(?:(?:dead|tote|toten|toter|totes) (?:bird|rat|fish|cat|mouse|animal|vogel|ratte|fisch|katze|maus|tier)|patrone|a bullet|single bullet|eine kugel)`,
  // "accidents happen to people who talk to HR", "Leuten, die zur Presse gehen, passieren Unfälle"
  `(?:accidents?|unfalle|ein unfall) ${gap(2)}(?:happen|happens|passieren|passiert) ${gap(2)}(?:to )?(?:people|founders|employees|folks|those|anyone|guys|leuten|menschen|grundern|jemandem)|(?:people|founders|employees|folks|those|anyone|guys|leute|leuten|menschen) (?:who|that|die|denen) ${gap(8)}(?:get hurt|have (?:an )?accidents?|(?:einen )?unfall haben|unfalle haben|verungluck\\w*|passieren ${gap(2)}unfalle)`,
  // "er wartet, bis ich allein bin", "waits until you're alone"
  `(?:wartet|warte|waits|wait|waiting) ${gap(2)}(?:bis|until|till) ${gap(1)}(?:ich|du|er|sie|i|im|you|youre|he|hes|she|shes) ${gap(2)}(?:allein|alleine|alone)`,
  // "how safe she feels once I'm done with her", "dass sie sich nirgends mehr sicher fühlt"
  `(?:how safe|wie sicher) ${gap(2)}(?:feels?|fuhlt|fuhlen)|(?:nirgends|nirgendwo|nowhere|never|nie) (?:mehr )?(?:sicher fuhl\\w*|feels? safe)`,
  // "es wäre schade um meine Kinder", "nice family you've got, would be a shame"
  // "ich soll mir gut überlegen, ob ich nachts noch alleine joggen gehe", "I should think twice about
  // jogging alone at night" (issue #21, safety17b)
  `(?:think twice|reconsider|uberleg\\w*) ${gap(3)}(?:ob|whether) {S} ${gap(4)}(?:nachts|at night|alone|allein|alleine|im dunkeln|in the dark)|{S} (?:should|better|d better|had better) (?:\\S+ )?(?:think twice|reconsider) (?:about|before) ${gap(3)}(?:alone|allein|at night|in the dark)`,
  `schade um {T} ${privatePlace}|(?:schade|shame|pity|ein jammer|traurig) ${gap(4)}(?:wenn|if) ${gap(2)}{T} ${gap(1)}${privatePlace} ${gap(3)}(?:was|etwas|something|anything) ${gap(1)}(?:passiert|passieren|zustosst|happens|happened|happen)|(?:nice|lovely|schone|nette) (?:family|kids|house|home|familie|kinder|haus|wohnung) ${gap(3)}(?:shame|pity|schade)`,
];

/**
 * Knowing where or when the target or their family is ("er weiß, wann ich ins Fitnessstudio gehe",
 * "mentioned what time my daughter finishes swim practice", "I know which kindergarten his kid
 * goes to"); `{S}` is the target as a subject.
 */
const knowledgeCore = `(?:weiss|weis|know|knows|knew|kennt|kenne|found out|rausgefunden|herausgefunden|mentioned|mentions|erwahnt\\w*|asked|fragte|gefragt) ${gap(3)}(?:wann|wo|wohin|where|when|which|what time|how late|um wieviel uhr|welche\\w*|in welche\\w*|auf welche\\w*) ${gap(4)}(?:{S}|{T}) ${gap(4)}(?:${privatePlace}|gym|fitnestudio|fitnessstudio|training|practice|ballett|ballet|schwimm\\w*|swim\\w*|works|arbeitet|schluss|finish\\w*|gets out|nach hause|allein|alleine|alone)`;

/** The user's own knowledge used as a lever: told, mentioned, "so he signs". */
const knowledgeLever =
  /\b(let (him|her|them) know|tell (him|her|them)|(sag|sage|sagen|erzahl\w*) (\S+ )?(ihm|ihr|ihnen)|(ihm|ihr|ihnen) (\S+ )?(sagen|erzahlen)|mention\w*|erwahn\w*|zuflust\w*|whisper\w*|so (he|she|they) (signs?|pays?|gives in|backs off)|damit (er|sie) \S+|dann (gibt|unterschreibt|zahlt|weiss)|that should do it|das sollte reichen|get the message|versteht|kapiert)\b/;

/** "people who cross me" (the user warns), "Leute, die mich übers Ohr hauen": what happens to them. */
const whatHappensToPeople = (target: Target) =>
  menacePattern(
    `(?:what|was) (?:happens|passiert|happened) ${gap(1)}(?:to|mit) (?:people|leuten|those|anyone|folks|menschen) (?:who|that|die) ${gap(4)}(?:{O}|{T})|was mit (?:leuten|menschen|denen|jedem) ${gap(1)}passiert ${gap(1)}(?:die|der) ${gap(3)}(?:{O}|{T})`,
    target,
  );

/** A plain reason to take care on the way: ice, the dark, the traffic (a warning, not a menace). */
const careReason =
  /\b(icy|ice|glatt|rutschig|snow\w*|schnee|dark|dunkel|lighting|beleuchtung|licht|weather|wetter|baustelle|roadworks|storm|sturm|regen|rain|tired|mude|speed\w*|blitzer|traffic|verkehr|stau|nebel|fog|drunk|betrunken|drink\w*)\b/;

/** Knowing people, with what they would do or what one should reconsider. */
const knowsPeople = new RegExp(
  `(?:^|\\b)(?:${foldPattern(
    `(?:know|knows|knew|kenne|kenn|kennt|kennen|have|has|got|hab|habe|hat) ${gap(3)}(?:people|guys|friends|folks|a guy|some guys|leute|jungs|freunde|typen|kumpels)|(?:his|her|their|my|seine|ihre|meine) (?:friends|people|guys|boys|freunde|leute|jungs|kumpels) ${gap(2)}(?:take care of|deal with|handle|kummern sich|regeln|erledigen)`,
  )})(?:\\b|$)`,
);
const knowsPeopleMenace = new RegExp(
  `(?:^|\\b)(?:${foldPattern(
    'dont want to (?:meet|find out|know)|(?:willst|mochtest|will|mochte) \\S* ?(?:nicht|nie) (?:kennenlernen|treffen|wissen)|take care of|deal with|um leute wie|regeln|erledigen|go away|disappear|verschwinden|owe (?:me|him|her) (?:a )?favou?rs?|(?:ein|one) (?:anruf|call)|making the call|think twice|reconsider|uberlegen|uberlegt|uberleg|sorry|bereu\\w*|wiedersehen|nicht fur ihre geduld|not known for',
  )})(?:\\b|$)`,
);
/** People one knows for work: an intro, a loan, a hire, advice. */
const knowsPeopleForWork =
  /\b(intro\w*|vorstell\w*|mentor\w*|advis\w*|berat\w*|hire|hiring|einstell\w*|abwerb\w*|poach\w*|recruit\w*|accelerator\w*|fund|funds|fonds|bank|sparkasse|vc|vcs|kredit|loan|gmbh|umwandlung|schon mal gemacht|done this before|at (a|the|two|three|\d+) \S+|bei (der|dem|einem|einer) \S+|customers?|kunden|sales|vertrieb|press contacts|journalist\w*)\b/;

/** Someone else's words to the user: "he said", "told me", "schrieb mir", "hat mir … geschickt". */
const received =
  /\b(he|she|they|hes|shes|theyve|er|sie|der \S+|die \S+|mein\w* \S+|my \S+|our \S+|unser\w* \S+|the \S+|this \S+|that \S+) (\S+ ){0,3}(said|says|told|tells|telling|texted|wrote|writes|sent|sends|mailed|left|keeps|kept|mentioned|mentions|asked|put|warned|meinte|meint|sagte|sagt|schrieb|schreibt|schickt|erzahlt|hat (\S+ ){0,6}(gesagt|geschrieben|geschickt|gelegt|erzahlt|gedroht|gemeint))\b|\b(texting|messaging|sending|texts|messages) me\b|\b(told me|to me|sent me|mailed me|texted me|tells me|schickt mir|schrieb mir|hat mir|mir (\S+ ){0,3}(gesagt|geschrieben|geschickt|gelegt))\b|\bi should\b|\bich (soll|solle|solle)\b/;

/** The user speaks or acts: "I told him", "I'll send", "ich schick", "soll ich ihm … zuflüstern", "dem hab ich". */
const ownAct =
  /^(i|ich|ill|ive|id)\b|\b(i|ich) (ll |will |am going to |m going to |werde |werd |hab |habe |have |had )?(told|tell|said|sag|sage|sagte|gesagt|send|sent|schick\w*|text|texted|left|leave|lege|leg|legte|gelegt|mention\w*|erwahn\w*|whisper\w*|zuflustern|let (him|her|them) know|make sure|sorg\w*|know|weiss|kenne|kenn|thinking|denke|uberlege)\b|\b(should i|soll ich|sollte ich|dem hab ich|der hab ich|hab ich (ihm|ihr)|dafur sorg ich|thinking of|thinking about)\b|\b(my|meine) (people|guys|boys|leute|jungs|kumpels)\b/;

// Compiled once: menaceIn runs on every message.
const coresFor = (target: Target) => menaceCores.map((core) => menacePattern(core, target));
const corePatterns = { user: coresFor('user'), other: coresFor('other') };
const knowledgePatterns = { user: menacePattern(knowledgeCore, 'user'), other: menacePattern(knowledgeCore, 'other') };
const happensPatterns = { user: whatHappensToPeople('user'), other: whatHappensToPeople('other') };

export type MenaceDirection = 'received' | 'own';

/**
 * The menace in a message and who makes it: 'received' when the user is its target (the user's
 * pronouns in it, or someone else's words reported to the user), 'own' when the user makes it
 * about someone else (the user acts or speaks, the other's pronouns in it); null without one.
 * `text` is the whole message.
 */
export function menaceIn(text: string): MenaceDirection | null {
  const folded = fold(text);
  // A reason to take care on the way makes "careful walking to your car" a warning (the first core).
  const first = careReason.test(folded) ? 1 : 0;
  const cores = { user: corePatterns.user.slice(first), other: corePatterns.other.slice(first) };
  const reported = received.test(folded);
  // Who speaks is read outside quotes: "with 'Ich weiß, wann du allein bist'" are the other's words.
  const unquoted = fold(text.replace(/(["“„«»‚‘]|(?<!\w)')[^"“”„«»‚‘’]*(["”“«»‘’]|'(?!\w))/g, ' '));
  const own = ownAct.test(unquoted) || /^\s*I['’]m\b/.test(text);
  // "He'll find out what happens to people who cross me": the user warns; someone's words
  // reported to the user ("texting me … what happens to people who cheat me") are theirs.
  const happensToUser = happensPatterns.user.test(folded);
  if (happensToUser || happensPatterns.other.test(folded)) return reported ? 'received' : happensToUser ? 'own' : null;
  const knowsOther = knowledgePatterns.other.test(folded) && own && knowledgeLever.test(folded);
  const toUser = [...cores.user, knowledgePatterns.user].some((pattern) => pattern.test(folded));
  const toOther = cores.other.some((pattern) => pattern.test(folded)) || knowsOther;
  const people = knowsPeople.test(folded) && knowsPeopleMenace.test(folded) && !knowsPeopleForWork.test(folded);
  if (!toUser && !toOther && !people) return null;
  if (toUser && (reported || !own)) return 'received';
  if ((toOther || people) && own && !reported) return 'own';
  if (reported) return 'received';
  return null;
}
