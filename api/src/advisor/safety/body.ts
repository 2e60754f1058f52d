// Acute body signs (issue #21): a medical emergency described by what the body does now, not by
// the name of a disease ("my tongue feels thick since lunch and swallowing gets harder", "sie
// redet verwaschen und kann den Becher mit rechts nicht halten", "he's on the floor jerking and
// not reacting", "mein Zucker ist bei 45, ich zittere"). A sign is one of a few families (air,
// swelling, colour, one side of the body, sight, speech, consciousness, a seizure, bleeding that
// does not stop, something swallowed, a low sugar, a dose taken twice, a blow to the head, chest
// pressure that spreads); some signs are acute by their words ("isn't responding"), the others
// need a word of now ("just", "gerade", "for ten minutes", "by the minute"). Told as past and over
// ("last year", "seitdem nie wieder", "fully recovered"), asked in general or used as a figure of
// speech ("the runway is bleeding", "double vision on strategy") they are none. Read on the folded
// whole message (text.ts `fold`); rules.ts reports a finding as `medical-urgent`.
import { fold, foldedRegExp, wordGap } from '../text';

const gap = wordGap;
const bounded = foldedRegExp;

const who = `(i|im|ich|he|she|hes|shes|er|sie|my \\S+|mein\\w* \\S+|our \\S+|unser\\w* \\S+|the \\S+|der \\S+|die \\S+)`;

/** Signs that are acute by their words. */
const acute = bounded(
  [
    // air
    `(krieg\\w*|bekomm\\w*) ${gap(2)}(kaum|keine|schwer|schlecht) (noch )?luft|luft wird ${gap(2)}(knapp\\w*|weniger|eng)|(ringt|ringe|ringst) nach luft|(cant|can not|cannot|couldnt) (catch|get) (my|his|her) breath|gasping for (air|breath)|(hard|harder|struggling) to (breathe|swallow)|schlucken (wird|fallt|geht) ${gap(2)}(schwer\\w*|kaum)|swallowing (gets|is getting|is) ${gap(2)}(harder|hard|difficult)`,
    // swelling of the airway or the face
    `(throat|tongue|lips?|face|neck|hals|rachen|zunge|lippen|gesicht) ${gap(4)}(swell\\w*|swollen|puff\\w* up|closing|feels thick|schwill\\w*|schwell\\w*|geschwollen|zugeschwollen|wird ${gap(1)}dick)|(tongue|zunge) ${gap(2)}(thick|dick|pelzig)|quaddeln|hives all over`,
    // colour of lips or fingers
    `(lips?|lippen|fingertips|finger\\w*|nails|nagel) ${gap(4)}(blue|bluish|grey|gray|greyish|grayish|blau|blaulich|grau|graulich)`,
    // one side of the body
    `(face|mouth|gesicht|mund|mundwinkel) ${gap(3)}(lopsided|drooping|droops|hangs|hanging|schief|hangt|hangen)|(left|right|linke\\w*|rechte\\w*) (side|seite|arm|hand|leg|bein|gesichtshalfte) ${gap(3)}(numb|weak|limp|taub|schwach|gelahmt|gehorcht nicht|kein gefuhl)|(cant|cannot|can not) feel (my|his|her) (left |right )?(arm|leg|hand|face)|(mit|with) (rechts|links|(the|her|his|my) (right|left) hand) ${gap(3)}(nicht mehr|cant|cannot|can not|no longer) ${gap(2)}(halten|greifen|hold|grip)`,
    // sight
    `(seh\\w*|sehe) ${gap(3)}(alles )?(doppelt|verschwommen)|double vision|vision (went|is|has gone) (double|blurry)|seeing double`,
    // speech and mind
    `(is|been|keeps|started|im|i m|i am|hes|shes) slurr\\w*|slurring (his|her|my) words|(speech|words) ${gap(2)}slurr\\w*|(redet|spricht|sprichst|rede) ${gap(3)}(verwaschen|wirres|wirr|undeutlich)|wirres zeug|(not|isnt|stopped) making (any )?sense|one pupil`,
    // consciousness (not "sleep and not wake up" of a crisis, not "doesn't respond to the invite")
    `(reagiert|reagieren) (\\S+ )?(nicht|kaum|gar nicht),? wenn|(isnt|is not|not) (responding|reacting) (when|to us|to me|to (our|my) voice)|(he|she|they|er|sie) ${gap(1)}(doesnt|isnt|is not|does not) (wake|waking) up|(cant|cannot|can not|couldnt) wake (him|her|them) up|(kriegen|bekommen) (ihn|sie) nicht (mehr )?wach|bewusstlos|unconscious`,
    // a seizure
    `(zuck\\w*|krampf\\w*) ${gap(3)}(am ganzen korper|ganzen korper)|krampfanfall|(jerking|shaking|convulsing|twitching) all over|(having|had|has|have|is in) a seizure|convuls\\w*`,
    // bleeding that does not stop
    `spurting|blut spritzt|spritzt blut|(blut|blood|bleeding|blutet) ${gap(5)}(hort nicht auf|lauft durch|durchgeblutet|doesnt stop|wont stop|will not stop|does not stop|soaked|soaking)|soaked through|blutet stark|bleeding heavily|heavy bleeding`,
    // a low sugar
    `(zucker|blutzucker|sugar|glucose|meter|messgerat) ${gap(4)}([1-5][0-9]|[1-3][.,][0-9])\\b(?! ?(prozent|percent|%|euro|eur|k|tsd|mio))|unterzuckert|unterzuckerung|(im|i m|i am) (having )?(a )?hypo\\b`,
    // chest pressure that spreads, or the hand at the chest
    `(zieht|strahlt|spreads|goes) ${gap(3)}(brust|chest) ${gap(4)}(arm|schulter|kiefer|jaw|shoulder|neck)|(brust|chest) ${gap(8)}(zieht|ausstrahlt|strahlt|spreads|radiat\\w*|goes) ${gap(4)}(arm|schulter|kiefer|jaw|shoulder|neck|back|rucken)|(weight|pressure|vise|vice|crushing|schraubstock|druckt|drueckt) ${gap(4)}(auf|on) (der|die|my|meiner|his|her) (brust|chest)|greift sich an die brust|(clutch|clutching|grabbing) (his|her|my) chest|kreidebleich|worst headache|schlimmste\\w* kopfschmerz\\w*|thunderclap`,
  ].join('|'),
);

/** Small things a child swallows (German compounds: "Magnetkugel", "Knopfzellenbatterie"). */
const swallowable =
  '(batter\\w*|knopfzelle\\w*|\\w*batterie\\w*|magnet\\w*|coin|munze|cleaner|putzmittel|reiniger|spulmaschinentab\\w*|detergent|bleach)';

/** Signs that happened at some point: acute with how the body is now (`bodyNow`). */
const happened = [
  // something swallowed
  bounded(
    `(swallowed|verschluckt|geschluckt|ate|gegessen) ${gap(4)}${swallowable}|${swallowable} ${gap(3)}(verschluckt|geschluckt|gegessen)`,
  ),
  // collapsed or fell, or hit the head
  bounded(
    `${who} ${gap(4)}(collapsed|passed out|fainted|fell|umgekippt|umgefallen|kollabiert|zusammengesackt|ohnmachtig geworden|zusammengebrochen|gesturzt|hingefallen)|(hit|angeschlagen|gestossen|aufgeschlagen|knocked) ${gap(3)}(head|kopf)`,
  ),
  // stung, or ate what one reacts to
  bounded(
    `(stich|stung|sting|wespe|biene|bee|wasp|peanut|erdnuss\\w*|nuts|nusse|shellfish|satay) ${gap(8)}(tingl\\w*|kribbel\\w*|itch\\w*|juck\\w*|kratzt|scratchy|rash|ausschlag)`,
  ),
];

/** A dose taken twice: a medicine and how often or by mistake. */
const dose = [
  bounded(
    `twice|two times|zweimal|dreimal|three times|double|doppelt\\w*|dreifach\\w*|by mistake|aus versehen|again at`,
  ),
  bounded(`\\w*tablett\\w*|pills?|meds|medikament\\w*|dose|dosis|insulin|tablets?`),
];

/** How the body is now, beside a sign that happened (`needsNow`). */
const bodyNow = bounded(
  `reagiert (\\S+ )?(nicht|kaum)|(not|isnt) (responding|reacting)|unresponsive|nicht (mehr )?ansprechbar|dizzy|schwindel\\w*|benommen|drowsy|confused|verwirrt|heart (is )?(doing weird|racing|pounding|skipping)|herz (stolpert|rast)|throwing up|vomit\\w*|erbrech\\w*|kotz\\w*|cant think straight|(not|isnt) making sense|wirres|shaky|zitter\\w*|tingl\\w*|kribbel\\w*|rachen|throat|luft|breath|` +
    `(just|right now|gerade|grad|eben|vorhin|soeben|gerade eben|minutes ago|vor (ein paar|zehn|\\d+) minuten|seit (ein paar|zehn|zwanzig|\\d+) minuten|for (ten|twenty|\\d+) minutes|this morning|heute morgen)`,
);

/** Told as past and over, asked in general, or said of work and money. */
const notNow = bounded(
  `(last|letztes|letzten|letzte) (year|month|summer|winter|jahr|monat|sommer|winter)|(years|months) ago|vor (\\d+|einem|zwei|drei|vier|ein paar|einigen|mehreren) (jahren|jahr|monaten)|als kind|as a (kid|child)|in (19|20)[0-9][0-9]|` +
    `(been|is|was|am|im) (fine|ok|okay|alright|good|fully recovered) (ever )?since|fully recovered|seitdem (nie wieder|ist|geht) ${gap(2)}(gut|fit|gesund|wieder|alles)|seitdem nie wieder|wieder (voll )?(fit|da|gesund)|` +
    `first aid|erste hilfe|what (should|do) (we|i|you) do (if|when)|was (tun|macht man),? (wenn|falls)|in general|allgemein|` +
    // a person who does not answer messages, not a body
    `(reagiert|reagieren|responding|reacting|respond|react|unresponsive) ${gap(2)}(on|auf|to|in) ${gap(1)}(slack|mails?|emails?|messages?|nachrichten|anrufe|calls|texts|whatsapp|teams|linkedin)|` +
    `runway|burn rate|cash|umsatz|budget|swallow\\w* (my|our|his|her) pride|krote schlucken|(strategy|strategie|pricing|preise\\w*|roadmap|vision|plan)\\w* ${gap(3)}(double|doppelt)|(double|doppelt) ${gap(3)}(on|bei|beim) (strategy|strategie|pricing|preise\\w*|roadmap|thema)`,
);

/** Signs of a medical emergency now (see above). */
export function acuteBodySigns(text: string): boolean {
  const folded = fold(text);
  if (notNow.test(folded)) return false;
  if (acute.test(folded)) return true;
  const sign = happened.some((p) => p.test(folded)) || dose.every((p) => p.test(folded));
  return sign && bodyNow.test(folded);
}
