// A threat the user received in writing or as a recording and quotes (issue #21, safety15b): "his
// voice memo ends with: 'you won't be walking anywhere for a while'", "SMS: 'deine Frau wird
// Witwe'", "comment under my post: 'I've got a bullet with your name on it'". Two things in the
// message: what it came in (a message, a voice memo, a mail, a comment, a note in the mailbox, or
// "wrote me") and harm to "you" in the quoted words (dead, killed, hurt, broken bones, a burnt
// office, a widow, not walking, found or visited with one's children). Not the user's own words
// ("I texted him 'I'll break your legs'" is the user's violence) and not a business threat
// ("you'll regret this pricing", "we'll see you in court"). Read on the folded whole message.
import { fold, foldedRegExp, wordGap } from '../text';

const gap = wordGap;
const bounded = foldedRegExp;

/** What the threat came in, or someone else wrote or said it to the user. */
const received = bounded(
  [
    'message|messages|text|sms|whatsapp|signal|telegram|dm|dms|email|mail|voice ?memo|voice ?note|voicemail|voice message|comment|comments|commented|post|letter|note|zettel|brief|nachricht\\w*|sprachnachricht\\w*|mailbox|kommentar\\w*|kommentiert|briefkasten|mailbox',
    `(he|she|they|someone|somebody|er|sie|jemand) ${gap(2)}(wrote|writes|texted|sent|left|said|schrieb|schreibt|geschrieben|geschickt|gesprochen|hinterlassen)`,
  ].join('|'),
);

/** Harm to "you" in the quoted words, English and German. */
const harmToYou = bounded(
  [
    `(you re|youre|you are|you ll be|youll be|du bist|bist du) ${gap(2)}(dead|tot|finished for good)`,
    `(i ll|ill|i will|we ll|well|we will|i m going to|im going to|gonna|i m gonna|im gonna) ${gap(2)}(kill|hurt|break|burn|slit|shoot|stab|finish|bury|find|visit|get) (you|your|yours)\\b`,
    `(you|your|du|dein\\w*) ${gap(4)}(won t|wont|will not|wirst|kannst) ${gap(3)}(walk\\w*|laufen|gehen|wake up|aufwachen|get away|davon ?kommen)`,
    `(ich|wir) (find|finde|finden|erwisch\\w*|besuch\\w*|krieg\\w*) (dich|euch)\\b`,
    `(make|mach\\w*) (your|deine) ${gap(1)}(wife|husband|frau|mann) ${gap(2)}(a )?(widow|witwe\\w*)|(your|deine) (wife|frau) wird witwe`,
    `bullet with your name|kugel ${gap(3)}(fur dich|reserviert)|(your|deine) (name|namen) (on|auf) (a|the|einer|der) (bullet|kugel)`,
    `(burn|fackel|zund\\w*) ${gap(3)}(your|dein\\w*) ${gap(2)}(house|home|office|flat|car|buro|wohnung|haus|auto)\\w* ${gap(3)}(with you|mit dir)|(with you|mit dir) (in it|drin)`,
    `(brech|breche|break) ${gap(1)}(dir|your) ${gap(2)}(beine|knochen|legs|bones|neck|genick|arme|arms)|(schlitz|slit) ${gap(2)}(dir|your) ${gap(1)}(kehle|throat)|(stech|steche) dich ab|(abstechen|umbringen|kaltmachen|abknallen) (dich)`,
    `(my|meine) (guys|boys|people|jungs|leute) ${gap(2)}(visit|besuchen|come for|find) ${gap(1)}(you|dich)|(something|etwas|was) ${gap(3)}(happen\\w*|passiert) ${gap(6)}(you|your|dir|dein\\w*)|(your|deine\\w*) (kids|children|daughter|son|kinder|tochter|sohn) ${gap(8)}(shame|schade|happen\\w*|passiert)`,
    `(watch yourself|pass ${gap(2)}auf dich auf)[^.!?]{0,60}(know|weiss) (which|where|welche|wo)`,
  ].join('|'),
);

/** The user is the one who wrote or said it ("I texted him …", "ich hab ihm geschrieben"). */
const ownWords = bounded(
  `(i|ich) (have |hab |habe |just )?(ihm|ihr|him|her|them)? ?(texted|wrote|sent|said|told|geschrieben|schrieb|gesagt|geschickt)|(hab|habe|hatte) ich ${gap(3)}(geschrieben|gesagt|geschickt)|(should|shall|soll|sollte) i (send|write|text|reply)|soll ich ${gap(3)}(schreiben|schicken|antworten) ${gap(1)}(:|dass)`,
);

/** A threat of harm the user received in writing or as a recording and quotes (see above). */
export function quotedThreatIn(text: string): boolean {
  const folded = fold(text);
  return received.test(folded) && harmToYou.test(folded) && !ownWords.test(folded);
}
