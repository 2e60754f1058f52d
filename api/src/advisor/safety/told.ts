// Harm told by how it is said rather than by a word of harm alone (issue #21, safety20b): a vow or
// an oath beside the user's blow on a named person ("I swear to God, I'll kill the sales rep",
// "beim Leben meiner Mutter, morgen brech ich dem Buchhalter die Nase") is no idiom of anger, and
// a threat against the user heard of ("word is he's going to have someone wait for me", "man hört,
// er will jemanden schicken, der mich abfängt") or made without its harm named ("you won't always
// have people around you", an address posted with "see you soon") is a threat received. Who acts
// and who is the target decide: the user's own vow to do something ("I swear I'll kill this bug",
// "my cofounder swore he'd ship on time") and hearsay about anything but harm to the user ("word is
// the investor will pass") are none. Read on the folded sentences (text.ts `fold`).
import { fold, foldedRegExp, sentences } from '../text';
import { personNoun } from './person-words';

const re = foldedRegExp;

/** The user's vow or oath (not someone else's: "he swore", "hat geschworen"). */
const ownVow = re(
  [
    '\\bi (?:\\S+ ){0,2}(?:swear|vow|vowed|promise|promised)\\b|^swear\\b|swear to god|so help me|(?:i ve|ive|i have) sworn',
    'on my (?:\\S+ ){0,2}(?:grave|life|lives|soul)|mark my words|cross my heart|(?:i m|im|i am) dead serious',
    '\\bich (?:\\S+ ){0,3}(?:schwöre?|schwör\\w*|geschworen|gelobt|versprech\\w*)|^schwör\\w*|(?:hab|habe) (?:ich )?(?:\\S+ ){0,3}(?:geschworen|gelobt)',
    'beim leben (?:meiner|meines)|bei meinen kindern|bei meiner (?:ehre|mutter)|ehrenwort|merk dir meine worte|hand aufs herz|todernst',
  ].join('|'),
);

/** A person as the one harmed: a pronoun or a role ("the sales rep", "dem Buchhalter"). */
const personObject = `(?:him|her|them|ihn|ihm|ihr|ihnen|(?:my|our|the|that|this|his|her|mein\\w*|unser\\w*|den|dem|die|der|diesen|diesem|vom) (?:\\S+ )?${personNoun}s?)`;

const personIn = re(personObject);

/** The user's blow on a person, said as what will be (English: "I'll kill the sales rep", "going to break the accountant's nose"). */
const ownBlowEnglish = re(
  `\\b(?:i ll|ill|i will|i m going to|im going to|i am going to|i m gonna|im gonna|i d|going to|gonna)\\b (?:\\S+ ){0,3}` +
    `(?:(?:kill|murder|stab|strangle|choke|hurt|shoot)(?! (?:\\S+ ){0,3}(?:an? (?:e ?mail|message|note|text|line|mail|dm)|a quick))|` +
    `(?:break|smash|bash|knock)(?= (?:\\S+ ){0,4}(?:nose|legs?|arms?|jaw|neck|ribs|fingers|bones|skull|face|teeth|head|kneecaps))|` +
    `beat(?= (?:\\S+ ){0,4}(?:up|to death|senseless|until|black and blue))|punch|run(?= (?:\\S+ ){0,4}over)|burn(?= (?:\\S+ ){0,6}with (?:him|her|them) in it)|put(?= (?:\\S+ ){0,1}in (?:the )?hospital))` +
    ` (?:\\S+ ){0,2}${personObject}`,
);

/** The same in German, with the user as subject anywhere in the sentence ("morgen brech ich dem Buchhalter die Nase"). */
const ownBlowGerman = re(
  [
    `bring\\w* (?:\\S+ ){0,1}${personObject} (?:\\S+ ){0,3}um\\b(?! \\d)|${personObject} (?:\\S+ ){0,3}(?:bring\\w* )?um(?:bringen|zubringen|bring\\w*)`,
    `stech\\w* (?:\\S+ ){0,1}${personObject} (?:\\S+ ){0,3}ab\\b|knall\\w* (?:\\S+ ){0,1}${personObject} (?:\\S+ ){0,3}ab\\b|${personObject} (?:\\S+ ){0,3}(?:abstechen|abknallen|erschießen|erwürgen|erstechen|erschlagen|totschlagen|verprügeln|zusammenschlagen|umfahren|überfahren)`,
    `(?:erschieß\\w*|erwürg\\w*|ersteche?\\w*|erschlag\\w*|verprügel\\w*|überfahr\\w*) (?:\\S+ ){0,1}${personObject}`,
    `(?:schlag\\w*|hau\\w*) (?:\\S+ ){0,1}${personObject} (?:\\S+ ){0,4}(?:ein|zusammen|tot|eine rein|rein)\\b`,
    `(?:brech\\w*|brich\\w*) (?:\\S+ ){0,1}${personObject} (?:\\S+ ){0,3}(?:die |den |das |alle )?(?:nase|rippen?|beine?|arme?|kiefer|finger|genick|knochen)|${personObject} (?:\\S+ ){0,3}(?:die |den |das )?(?:nase|rippen?|beine?|arme?|kiefer|finger|genick|knochen) (?:zu )?brechen`,
    `fahr\\w* (?:\\S+ ){0,1}${personObject} (?:\\S+ ){0,4}um\\b(?! \\d)`,
    `(?:fackel\\w*|zünd\\w*) (?:\\S+ ){0,5}(?:ab|an)\\b (?:\\S+ ){0,2}mit (?:ihm|ihr|ihnen) drin`,
  ].join('|'),
);

/** A fate the user wishes on a person in the user's words: "won't walk out on his own legs", "nicht auf eigenen Beinen". */
const notOnOwnLegs = re(
  `(?:not|wont|won t|will not|never|nicht|nie) (?:\\S+ ){0,6}(?:on|auf) (?:his|her|their|seinen|ihren|eigenen) (?:own |eigenen )?(?:legs|feet|beinen|füßen)`,
);

/** A wish, a hypothetical or a question of one's anger ("I could", "ich könnte", "should I"). */
const notAPlan = re(
  '(?:i|ich) (?:could|könnte|könnt|would love to|würde (?:\\S+ )?am liebsten|feel like)|am liebsten|(?:should|shall|can|could) i\\b|(?:soll|sollte|kann|darf) ich\\b|haha\\w*|lol|lmao|jk|just kidding|nur spaß|\\b(?:in|im) (?:game|spiel|match|fifa|mario ?kart|paintball|laser ?tag)\\b',
);

/** The user as the subject: "ich", "I". */
const userSubject = re('\\b(?:ich|i|ill|im|id)\\b');

/** Someone else's vow ("he swore", "sie hat geschworen"): the user tells it, no vow of the user's. */
const othersVow = re(
  '(?:he|she|they|er|sie|my \\S+|mein\\w* \\S+|our \\S+|unser\\w* \\S+) (?:\\S+ ){0,2}(?:swore|swears|vowed|vows|promised|schwor|schwört|hat (?:\\S+ ){0,6}(?:geschworen|versprochen))',
);

/** The user's vow beside the user's blow on a named person, in the same sentence or the next. */
export function vowedHarm(text: string): boolean {
  const parts = sentences(text).map((sentence) => fold(sentence));
  for (const [i, part] of parts.entries()) {
    const near = `${parts[i - 1] ?? ''} ${part}`.trim();
    if (!ownVow.test(near) || othersVow.test(part) || notAPlan.test(near)) continue;
    if (userSubject.test(part) && (ownBlowEnglish.test(part) || ownBlowGerman.test(part))) return true;
    if (notOnOwnLegs.test(part) && personIn.test(part)) return true;
  }
  return false;
}

/** Hearsay: word going round, someone told the user, people say. */
const hearsay = re(
  [
    'word (?:is|(?:going )?(?:a)?round|on the street)|rumou?r (?:has it|is|says)|people (?:say|are saying|tell me)|every(?:one|body) (?:s|is) saying|(?:i ve|ive|i) (?:\\S+ )?(?:heard|hear|keep hearing)|heard (?:from|through|that)|apparently|(?:i m|im) told|(?:telling|tells) (?:everyone|people|anyone)',
    'man hört|man sagt|(?:die )?leute (?:erzählen|sagen|reden)|alle sagen|angeblich|(?:hab|habe) (?:\\S+ ){0,3}gehört|gerüchteweise|es heißt|(?:rum|herum)erzählt|erzählt überall',
  ].join('|'),
);

/** Harm or a plan to reach the user, by someone else: "going to get me", "someone wait for me", "jemanden schicken, der mich abfängt". */
const againstUser = re(
  [
    '(?:going to|gonna|will|ll|wants to|want to|plans? to|planning to|out to) (?:\\S+ ){0,1}(?:get|come after|go after|find) me\\b(?! (?:on|a|an|the|in|into|to|some|more|through|started|up|back|one|two|for (?:a|the|lunch|coffee|dinner))\\b)',
    '(?:have|send|sending|get|hire) (?:someone|somebody|people|guys|men) (?:\\S+ ){0,2}(?:wait for|waiting for|to wait for|pay) me\\b|(?:wait|waiting|lurk\\w*) (?:for me )?(?:\\S+ ){0,1}(?:outside|by|at) (?:the |my )?(?:office|house|home|flat|door|car|building)',
    '(?:jemand\\w*|leute|wen|typen|jungs) (?:\\S+ ){0,3}(?:schicken|vorbeischicken|schickt|schicken will)\\b(?:.*)\\b(?:mich|mir)\\b|(?:mich|mir) (?:\\S+ ){0,3}(?:abfängt|abfangen|auflauert|auflauern|erwischt|fertigmacht|fertig macht|fertigmachen)|macht mich (?:\\S+ )?fertig|schick\\w* (?:\\S+ ){0,2}(?:jemand\\w*|leute|wen|typen|jungs) (?:\\S+ ){0,1}vorbei\\b(?:.*)\\b(?:mich|mir)\\b',
    '(?:come|coming) (?:\\S+ ){0,3}(?:with a (?:knife|gun|bat)|mit (?:einem|nem) (?:messer|schläger|baseballschläger))',
  ].join('|'),
);

/** Where the user lives or their address, sought or posted. */
const userAddress = re('(?:where i live|my (?:home |private )?address|wo ich wohne|meine (?:private |privat)?adresse)');
/** Seeking or posting it, with a menace: "asking around", "see you soon", "bis bald". */
const addressMenace = re(
  '(?:asking around|fragt (?:\\S+ ){0,8}(?:rum|herum)|erkundigt sich|posting|posts|posted|postet|gepostet|teilt|shares|shared)\\b(?:.*)\\b(?:see you soon|bis bald|wir sehen uns|settle|persönlich|personally|klären|visit|besuch\\w*)|(?:see you soon|bis bald)(?:.*)\\b(?:posting|posts|posted|postet|gepostet)',
);

/** A veiled threat received in words that name no harm: being without people around one, friends brought "for" one, "or you're next". */
const veiledToUser = re(
  [
    '(?:wont|won t|will not|don t|dont|not) (?:\\S+ )?(?:always )?have (?:people|someone|anyone|bodyguards|security|witnesses) (?:\\S+ ){0,1}(?:around|with|near) (?:you|me)',
    'nicht immer (?:\\S+ ){0,2}(?:leute|jemanden|wen|zeugen) (?:\\S+ ){0,1}um (?:dich|mich) (?:\\S+ )?(?:rum|herum)',
    '(?:bring\\w*|mitbring\\w*) (?:\\S+ ){0,3}(?:friends|freunde|kumpels|jungs|leute) (?:\\S+ ){0,1}(?:for me|for you|für mich|für dich)',
    '(?:oder|sonst|or|otherwise|or else) (?:\\S+ ){0,1}(?:du bist|you re|youre|you are|you ll be|youll be) (?:dran|next|der nächste|die nächste)',
    '(?:take care of yourself|pass auf dich auf)\\W*(?:\\S+ ){0,1}(?:otherwise|or else|sonst) (?:\\S+ ){0,1}(?:something|was|etwas) (?:\\S+ )?(?:happens|will happen|passiert)',
    '(?:regret it|bereu\\w* (?:es|das)),? (?:\\S+ ){0,1}(?:physically|körperlich)',
  ].join('|'),
);

/** The user's own words ("I told him he won't always have …"): the user's menace, not one received. */
const userSaid = re(
  '\\b(?:i|ich) (?:\\S+ ){0,3}(?:told|said|texted|wrote|warned|sagte|schrieb|hab (?:\\S+ ){0,4}gesagt|hab (?:\\S+ ){0,4}geschrieben)',
);

/** A threat against the user heard of, or veiled, told by the user (not the user's own words or plan). */
export function heardThreat(text: string): boolean {
  const folded = fold(text);
  if (userSaid.test(folded) && !hearsay.test(folded)) return false;
  if (veiledToUser.test(folded)) return true;
  if (userAddress.test(folded) && addressMenace.test(folded)) return true;
  return hearsay.test(folded) && againstUser.test(folded);
}
