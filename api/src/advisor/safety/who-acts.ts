// Who acts, to whom, and whose harm is negated (issue #21, safety21a): readings that the
// classifier's words cannot make. Each reads folded text (patterns in natural spelling,
// text.ts `foldedRegExp`), per sentence or clause.
//   - `withoutNonSignals`: a harm someone else negates ("er will keinem wehtun", "he never meant
//     to hurt anyone") and an accusation of the user's threat heard of ("angeblich hab ich ihm
//     gedroht", "he claims I said I'd beat him up") are no signal: the message is read without
//     them.
//   - `defendedAdvance`: an advance on someone (a kiss tried, a grab, a hand on a knee) and that
//     person pushing it away is harassment told, not the defender's violence.
//   - `comesToFinish`: someone who harmed or comes for the user says they will finish it ("to
//     finish what he started", "not done with me"): a threat received.
//   - `ownBlow` / `ownVeiledThreat`: the user's blow without a verb of harm ("dem hau ich eine
//     rein", "I'll deck him") or the user at the person's door with a menace and no purpose
//     ("der wird sich noch wundern, wenn ich vor seiner Tür steh"): violence.
import { fold, foldedRegExp, sentences } from '../text';
import { personNoun } from './person-words';

const re = foldedRegExp;

/** Someone else as the one who acts: not the user ("ich", "I", "wir", "we"). */
const firstPersonSubject = re('ich|i|im|ive|id|wir|we|were|weve|mir|mich|me');

/** A harm said with a negation: "will keinem wehtun", "doesn't want to hurt anybody", "never meant to harm anyone". */
const negatedHarm = re(
  [
    // German: a negation and a harm verb in one clause ("will keinem von uns wehtun", "wollte niemandem schaden")
    '(?:kein\\w*|niemand\\w*|nicht|nie|niemals)(?: \\S+){0,4} (?:weh ?tun|wehzutun|weh zu tun|schaden|zu schaden|verletzen|zu verletzen|bloßstellen|bloßzustellen|auf die füße (?:zu )?treten|auf den schlips (?:zu )?treten)',
    // English: "doesn't want to hurt anyone", "never meant to harm anybody", "would never hurt her"
    '(?:doesnt|does not|didnt|did not|dont|do not|never|wouldnt|would not|would never|wont|will not|not|no wish to)(?: \\S+){0,3} (?:hurt|harm|injure|embarrass|step on)(?: \\S+){0,2}',
  ].join('|'),
);

/** Someone's words or wish reported ("er sagt", "she said", "meint", "will", "wants"): the harm verb is no act. */
const harmVerbNegatable = re(
  'weh ?tun|wehzutun|schaden|verletzen|bloßstellen|bloßzustellen|füße (?:zu )?treten|schlips (?:zu )?treten|hurt|harm|injure|embarrass|step on',
);

/** An accusation of the user's own threat or attack, heard of: "angeblich hab ich ihm gedroht", "they say I threatened him". */
const accusedOfThreat = re(
  [
    // German: a frame of hearsay and the user's threat in the subjunctive or the past
    '(?:angeblich|behauptet|behaupten|sagt|sagen|erzählt|erzählen|geht rum|gehts rum|heißt es|wirft mir vor|werfen mir vor|vorgeworfen|vorwurf|gehört|man sagt|unterstellt|glaubt|meint)(?: \\S+){0,6} (?:ich|mich|mir)(?: \\S+){0,8} (?:gedroht|bedroht|angedroht|drohe|drohen|losgegangen|angegriffen|geschlagen|angst gemacht)',
    '(?:fühlt|fühlen) sich (?:\\S+ ){0,3}von mir (?:bedroht|angegriffen|eingeschüchtert)',
    // English: "apparently I threatened", "claims I said I'd beat him up", "accused of threatening"
    '(?:apparently|allegedly|they say|people say|says|said|claims|claimed|word is|rumou?r\\w*|accus\\w*|heard|thinks|is telling (?:people|everyone)|telling (?:people|everyone))(?: \\S+){0,6} (?:i|me)(?: \\S+){0,6} (?:threatened|threatening|threaten|said id|said i would|went for|attacked|hit|beat)',
    '(?:feels?|felt) (?:\\S+ ){0,2}(?:threatened|intimidated|scared|attacked) by me',
  ].join('|'),
);

/** The user's own act still to come beside an accusation ("… and tonight I'll do it for real"). */
const ownFuture = re(
  'ill|i will|im going to|im gonna|gonna|tonight|heute abend|heute nacht|werd ich|werde ich|ich werde|dem hau ich|for real|diesmal wirklich',
);

/**
 * "Reinhauen" without a blow ("jetzt heißt es reinhauen", "bis Freitag hau ich noch mal richtig
 * rein", "haut beim Essen ordentlich rein"): working hard or eating, no "eine" and no one it is for.
 */
const goAllIn = re(
  '(?:richtig |ordentlich |noch mal |nochmal |voll )?reinhauen|(?:hau|haue|haut|hauen|haust)(?: ich| er| sie| wir)?(?: \\S+){0,4} (?:richtig|ordentlich|noch mal|nochmal|voll|mich|uns|sich) (?:\\S+ ){0,4}rein',
);
const blowMarker = re('eine|einen|eins|ihm|ihr|ihn|dem|der|den|fresse|maul|nase|gesicht');

/** Splits a sentence into clauses at commas, semicolons, colons and dashes. */
const clauses = (sentence: string) => sentence.split(/(?<=[,;:])\s+|\s+[–—-]\s+/);

/**
 * The message without what is no signal: a harm negated by or of someone else (a clause with a
 * negation and a harm verb, without the user as its subject) and a sentence that reports an
 * accusation of the user's threat without a threat of the user's own still to come. Returns the
 * text unchanged when nothing is left out.
 */
export function withoutNonSignals(text: string): string {
  let changed = false;
  const kept: string[] = [];
  for (const sentence of sentences(text)) {
    const folded = fold(sentence);
    if (accusedOfThreat.test(folded) && !ownFuture.test(folded)) {
      changed = true;
      continue;
    }
    const parts = clauses(sentence).flatMap((clause) => {
      const f = fold(clause);
      if (goAllIn.test(f) && !blowMarker.test(f)) {
        changed = true;
        return [f.replace(goAllIn, 'arbeiten')];
      }
      const negated = harmVerbNegatable.test(f) && negatedHarm.test(f) && !firstPersonSubject.test(f);
      if (negated) changed = true;
      return negated ? [] : [clause];
    });
    if (parts.length) kept.push(parts.join(' '));
  }
  return changed ? kept.join(' ') : text;
}

/** An advance on someone: a kiss tried, a grab or a touch, a hand on a knee ("hat versucht, mich zu küssen", "groped my employee"). */
const advance = re(
  [
    '(?:versucht|wollte|wollten|probiert)\\w*(?: \\S+){0,5} (?:zu )?(?:küssen|anfassen|anzufassen|begrapschen|zu begrapschen|festhalten|festzuhalten|ausziehen|befummeln|umarmen|ziehen)',
    '(?:geküsst|angefasst|begrapscht|betatscht|befummelt|festgehalten|gepackt|umarmt|abgefangen|an (?:die|den) (?:wand|tür) gedrückt|gegen (?:die|den) (?:wand|tür) gedrückt|an den (?:po|hintern|arsch|oberschenkel|busen)|an die (?:brust|hüfte)|ans knie|unters (?:shirt|hemd|kleid|top)|unter (?:den rock|das shirt|das hemd)|seine hand auf (?:mein|ihr)\\w*)',
    '(?:tried|wanted|attempted) to (?:kiss|touch|grope|hold|grab|undress|pull)',
    '(?:kissed|groped|grabbed|touched|cornered|pinned|pressed|held|hugged|fondled) (?:me|her|my|his|our|the|one of)',
    '(?:hand|hands) (?:\\S+ ){0,2}(?:on|under|up) (?:my|her) (?:knee|thigh|leg|butt|shirt|skirt|waist|chest)',
    '(?:grab|grabbed|touch|touching|touched|touches) (?:my|her) (?:butt|chest|waist|breasts?|thigh|ass|bum)',
  ].join('|'),
);

/** Pushing an advance away: "ich hab ihn weggestoßen", "she slapped him", "I elbowed him and got out". */
const defence = re(
  [
    '(?:weg|zurück|von mir (?:weg)?)(?:gestoßen|geschubst|gedrückt|geschoben|geschlagen)|weggestoßen|weggeschubst|weggedrückt|weggeschoben|weggeschlagen|zurückgestoßen|von mir gestoßen|von sich gestoßen|losgerissen|losgemacht|gewehrt|geschubst|eine geknallt|eine gescheuert|eine geklebt|ohrfeige\\w*|ellbogen',
    '(?:pushed|shoved|elbowed|slapped|kicked|smacked|hit|moved) (?:him|her|them|it|his hand|her hand)(?: away| off| back)?|(?:yanked|pulled|broke) (?:free|away|loose)|fought (?:him |her )?(?:back|off)|shoved (?:him |her )?(?:away|off)|pushed (?:him |her )?(?:away|off|back)',
  ].join('|'),
);

/** The user's act still to come after it ("… and tomorrow I'll beat him up"): no defence then. */
const laterAct = re('ill|i will|im going to|im gonna|gonna|ich werde|werd ich|dem hau ich|den mach ich');

/**
 * An advance on the user or someone the user speaks for, and that person pushing it away, with
 * no act of the user's still to come: harassment told, the defence no violence of the user's.
 */
export function defendedAdvance(text: string): boolean {
  const folded = fold(text);
  const found = advance.exec(folded);
  if (!found) return false;
  const after = folded.slice(found.index + found[0].length);
  return defence.test(after) && !laterAct.test(after);
}

/** Finishing a harm begun: "zu Ende bringen, was er angefangen hat", "finish what he started", "not done with me". */
const finishHarm = re(
  [
    'zu ende (?:zu )?(?:bringen|machen|führen)\\w*(?: \\S+){0,3} was (?:er|sie) (?:\\S+ ){0,2}(?:angefangen|begonnen)',
    '(?:macht|bringt|bringe|mache)\\w* (?:das |es )?zu ende,? was (?:er|sie) (?:\\S+ ){0,2}(?:angefangen|begonnen)',
    '(?:das|es|den job|die sache) (?:\\S+ ){0,2}zu ende (?:zu )?(?:bringen|machen)',
    '(?:den|seinen|ihren) job (?:zu )?(?:beenden|erledigen)',
    '(?:noch )?nicht fertig mit mir|sind noch nicht fertig miteinander',
    '(?:nächstes|nächste|nächsten) mal (?:\\S+ ){0,3}(?:hört er nicht auf|hört sie nicht auf|macht er es richtig|macht sie es richtig|richtig|bist du allein|bist du dran)',
    'holt das nach|holen das nach',
    'finish (?:what (?:he|she|they) (?:started|began)|the job|this|it|me off)',
    '(?:not|isnt|is not|arent|are not|were not|never) (?:\\S+ )?(?:done|finished) with (?:me|each other)|were not done',
    'next time (?:\\S+ ){0,3}(?:wont stop|will not stop|do it properly|ll do it properly|will do it properly|ll finish|youll be alone|you ll be alone)',
    'make up for it',
  ].join('|'),
);

/** Someone else coming for the user or having harmed them: the finish is aimed at the user. */
const atUser = re(
  [
    '(?:kommt|komme|kommen|vorbei|vorbeikommen|vorbeizukommen|vor meiner tür|vor meinem|bei mir|zu mir|heute abend|heute nacht|wartet)',
    '(?:mich|mir) (?:\\S+ ){0,5}(?:gestoßen|geschubst|geschlagen|gewürgt|verprügelt|angegriffen|gedrückt|bedrängt|getreten|eine verpasst)',
    '(?:coming|come|over|at my|to my|my door|my place|tonight|waits)',
    '(?:pushed|hit|beat|choked|jumped|attacked|pinned|cornered|shoved|grabbed) me',
    'not done with me|done with each other',
  ].join('|'),
);

/** The user as the one who will finish ("ich bringe zu Ende, was er angefangen hat"): no threat received. */
const userFinishes = re(
  '(?:ich|wir) (?:\\S+ ){0,3}(?:will|möchte|muss|müssen|bringe|bringen|mache|machen)|(?:i|we) (?:\\S+ ){0,2}(?:want|have|need|ll|will) to finish|(?:i|we) (?:ll|will) finish',
);

/** Someone who harmed or comes for the user says they will finish it: a threat received. */
export function comesToFinish(text: string): boolean {
  return sentences(text).some((sentence) => {
    const folded = fold(sentence);
    return finishHarm.test(folded) && !userFinishes.test(folded) && atUser.test(fold(text));
  });
}

const person = `(?:him|her|them|the guy|that guy|this guy|(?:my|our|the|that|this) ${personNoun}|${personNoun})`;

/** A blow on someone named ("deck Kevin"), read on the raw text: a capital after the verb. */
const blowNamed = /\b(?:deck|clock|smack|slap|sock)\s+[A-Z][a-z]+\b/;

/** A blow without a verb of harm, and whom it is for: "dem hau ich eine rein", "kriegt er eine gescheuert", "I'll deck him". */
const blow = re(
  [
    '(?:hau|haue|hauen|knall|knalle|knallen|scheuer|scheuere|kleb|klebe|verpass|verpasse|verpassen|gebe|geb)(?: ich)?(?: \\S+){0,5} eine(?: rein| runter)?',
    'eine (?:reinhauen|reinzuhauen|reinhau|runterhauen|verpassen|zu verpassen|knallen|scheuern|kleben)',
    '(?:kriegt|bekommt|fängt sich|fängt)(?: er| sie)?(?: \\S+){0,3} (?:eine|was aufs maul|eine gescheuert|eine geknallt|eine abreibung|eine auf die nase|eins auf die nase)',
    'gibts (?:\\S+ ){0,2}(?:eine|eins) (?:auf die nase|aufs maul|auf die fresse)|gibts eine abreibung|gibt es eine abreibung',
    '(?:landet|fliegt) (?:er|sie) (?:\\S+ ){0,2}(?:auf dem boden|gegen die wand)|(?:pack|packe) (?:ich )?(?:ihn|sie|dem|den) (?:\\S+ ){0,3}am kragen',
    `(?:deck|decking|clock|smack|slap|sock|floor|lay one on) ${person}`,
    '(?:getting|get|gets|is getting|s getting)(?: \\S+){0,2} (?:a slap|a smack|smacked|slapped|decked|a beating|one on the nose|a fist|a punch)',
    '(?:a )?fist in (?:the|his|her) face|going on the floor|goes into the wall|grab (?:him|her) by the collar',
  ].join('|'),
);

/** The user as the one harmed ("he decked me", "kriegt ich eine"): no blow of the user's. */
const blowAtUser = re('(?:decked|clocked|smacked|slapped|hit) me|(?:mir|mich) eine|(?:ich|i) (?:kriege|krieg|got|get)');

/** A wish, a hypothetical or a negation: "I could deck him", "am liebsten würde ich", "I'd never". */
const notMeant = re(
  'could|would love|wish|hätte gern|könnte|würde am liebsten|am liebsten|would never|never would|niemals|nie im leben|just kidding|im scherz|lol|haha|not really|natürlich nicht',
);

/** When, where or on what condition: what makes a blow a plan ("morgen im Büro", "if he smirks again", "at the offsite"). */
const known = re(
  'morgen|heute|gleich|nachher|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|nach dem|nach der|beim|im büro|im meeting|sobald|wenn|egal wo|um \\d+|tomorrow|tonight|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|after|at the|in the|the moment|next time|if|when|in a minute|wherever|at \\d+|um acht|at eight',
);

/** The user's blow on a person without a verb of harm: 'plan' when a time, place or condition is known, else 'said'. */
export function ownBlow(text: string): 'plan' | 'said' | null {
  const folded = fold(text);
  if (!(blow.test(folded) || blowNamed.test(text)) || blowAtUser.test(folded) || notMeant.test(folded)) return null;
  return known.test(folded) ? 'plan' : 'said';
}

/** The user at the person's door, place or way ("vor seiner Tür", "outside his flat", "ring his bell", "know where he lives"). */
const atThePerson = re(
  [
    '(?:steh|stehe|warte|wart|bin|stehen)(?: ich)?(?: \\S+){0,6} vor (?:seiner|ihrer|seinem|ihrem|der|dem) (?:\\S+ )?(?:tür|wohnung|haustür|haus|büro|lager|kanzlei|gebäude|halle)',
    '(?:warte|wart) (?:\\S+ ){0,6}auf (?:ihn|sie)',
    '(?:klingel|klingele|klingle) (?:\\S+ ){0,3}bei (?:ihm|ihr)|bei (?:ihm|ihr) (?:\\S+ )?(?:klingel|klingele|klingle|klingeln)',
    'besuch (?:ich )?(?:ihn|sie)|(?:erwisch|erwische) (?:ich )?(?:\\S+ ){0,2}(?:ihn|sie|den|die)',
    'fahr (?:\\S+ ){0,3}zu (?:ihm|ihr)|in die finger (?:kriege|krieg|bekomme)',
    '(?:weiß|kenn|kenne) (?:\\S+ ){0,2}(?:wo (?:er|sie) wohnt|seinen laufweg|ihren laufweg|seine adresse)',
    '(?:regel|regle|regeln|kläre|klär|klären) (?:ich |wir )?(?:das|es) (?:\\S+ ){0,4}(?:auf meine art|draußen|ohne worte|wie männer|mit den fäusten|auf dem parkplatz|in der tiefgarage)',
    '(?:nehm|nehme) (?:ich )?(?:mir )?(?:\\S+ ){0,3}zur brust',
    '(?:waiting|wait|be|ll be) (?:\\S+ ){0,3}(?:outside|at) (?:his|her|their) (?:\\S+ )?(?:flat|place|house|door|office|warehouse|garden party)',
    'outside the (?:building|hall)|(?:ring|knock on) (?:his|her) (?:bell|door)',
    '(?:catch|get|find) (?:him|her|them) (?:at|after|in|outside|when)|get my hands on|(?:paying|pay) (?:\\S+ ){1,3}a visit',
    'know (?:where (?:he|she|they) (?:lives|live|parks)|(?:his|her) (?:\\S+ )?(?:route|address))',
    '(?:driving|drive|going|heading) (?:over )?to (?:his|her|their) (?:house|place|flat|home)|driving over',
    '(?:sort|settle|sorting|settling) (?:it|this|that) (?:\\S+ ){0,5}(?:my way|outside|no talking|man to man|with my fists|in the car park)',
    'taking (?:\\S+ ){1,3}aside outside',
  ].join('|'),
);

/** What the person is to get, said without a verb of harm. */
const menace = re(
  [
    'dann sehen wir weiter|dann sehen wir mal|wird sich (?:noch |schon )?(?:wundern|umgucken|umschauen)|wird (?:schon )?sehen,? was passiert|was passiert,? wenn|wie sich das anfühlt|bereuen|bereut|was sache ist|nicht mit worten|ohne worte|auf meine art|dann ist ruhe|dann ist schluss|schluss mit lustig|dann knallts|dann knallt es|nicht viel übrig|wie männer|abreibung|denkzettel|was (?:er|sie) verdient|dann zahlt (?:er|sie)|was gut bei (?:ihm|ihr)|mit den fäusten',
    'then well see|find out what happens|what happens when|how it feels|regret|whats what|not with words|no talking|my way|then its over|its on|funs over|fun s over|wont be much left|man to man|what (?:he|she) deserves|then (?:he|she) pays|owe (?:him|her) one|be surprised|with my fists',
  ].join('|'),
);

/** A purpose named for being there: papers, a talk, the budget ("to drop off the documents", "das Gespräch über die Anteile"). */
const benign = re(
  'unterlagen|dokumente|documents|papers|gespräch|talk|budget|besprechen|reden|equity|anteile|drop off|vorbeibringen|bring (?:him|her) the|übergabe der|abholen|pick up|feedback|pitch deck|präsentation zeigen|(?:over|auf|bei) (?:a |an |einen |einem |ein )?(?:beer|bier|coffee|kaffee|drink|lunch|dinner|mittagessen|abendessen)',
);

/** The user at a person's place with a menace and no purpose: "der wird sich noch wundern, wenn ich vor seiner Tür steh". */
export function ownVeiledThreat(text: string): boolean {
  const folded = fold(text);
  return atThePerson.test(folded) && menace.test(folded) && !benign.test(folded) && !notMeant.test(folded);
}
