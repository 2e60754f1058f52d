// What the reply does after a threat or harassment was named in a conversation, beyond the lasting
// help: who the help must fit (a women's helpline only for a woman), the user's own threat (not
// the victim's answer), and the requests that must not be coached as a two-sided conflict: a talk
// or meeting with the person who threatened or harassed, a message to that person, and what to
// tell others (co-investors, the team, the board). Read on folded text (../text.ts `fold`).
import { fold } from '../text';

/**
 * The user says of themselves that they are a woman or a man ("ich als Frau", "bin die einzige
 * Gründerin", "I'm a guy", "as a male founder"); null when the message does not say. Help that
 * is for women only (Hilfetelefon Gewalt gegen Frauen) depends on it.
 */
const saysWoman =
  /\b(ich bin (eine |die einzige )?(frau|grunderin|mitgrunderin|gesellschafterin|ceo in)|ich als (frau|grunderin|mitgrunderin)|als (einzige )?(frau|grunderin|mitgrunderin) (im|in|bin|werde|hab|habe|fuhl)|bin (die )?einzige frau|(i am|im) (a |the only )?(woman|female founder|female cofounder|female co founder|girl)|as a (woman|female founder|female cofounder)|(the )?only woman (in|on|at)|female founder here)\b/;
const saysMan =
  /\b(ich bin (ein )?(mann|typ|kerl)|ich als mann|als mann (bin|werde|hab|habe|fuhl|im|in)|(i am|im) (a |the only )?(man|guy|male founder|male cofounder|male co founder|dude)|as a (man|guy|male founder|male cofounder)|(male|guy) founder here)\b/;

export type Gender = 'woman' | 'man';

export function speaksAs(userText: string): Gender | null {
  const folded = fold(userText);
  if (saysWoman.test(folded)) return 'woman';
  if (saysMan.test(folded)) return 'man';
  return null;
}

/**
 * The user announces violence against a person or their things themselves ("wenn sie den Deal
 * platzen lässt, zünd ich ihr Auto an", "I'll torch his car", "ich stech ihm die Reifen auf"):
 * the answer is the one for violence (distance, no act that cannot be taken back), never the
 * victim's ("it is not your fault"). A threat received ("er droht, mir das Auto anzuzünden") is
 * someone else's act.
 */
const ownThreat = new RegExp(
  [
    // German: the verb after "ich" ("ich zünd ihm die Bude an") or "ich" after it ("zünd ich ihr Auto an")
    String.raw`\bich (werd\w* |will |wurd\w* |geh\w* |fahr\w* |hab\w* )?(\S+ ){0,4}(anzund\w*|abfackel\w*|abbrenn\w*|zerstech\w*|aufstech\w*|zerkratz\w*|demolier\w*|verprugel\w*|abstech\w*|zusammenschlag\w*|eine reinhau\w*|eine reingehau\w*|in die fresse)\b`,
    String.raw`\b(zund|fackel|stech|hau|prugel|kratz|demolier|brenn)\w* ich (ihm|ihr|ihnen|dem|der|den|denen|sein\w*|ihr\w*)\b`,
    // English: things of theirs set on fire or damaged, or a person beaten
    String.raw`\bi(ll| will| am going to|m going to|m gonna| gonna| want to| wanna| swear ill| swear i ll)? (\S+ ){0,2}(torch|burn down|set fire to|slash|key) (his|her|their|the)\b`,
    String.raw`\bi(ll| will| am going to|m going to|m gonna| gonna| want to| wanna)? (\S+ ){0,2}set (his|her|their) (\S+ )?on fire\b`,
    String.raw`\bi(ll| will| am going to|m going to|m gonna| gonna| want to| wanna)? (beat|punch|stab|hurt|smash) (him|her|them)\b(?! feelings)`,
  ].join('|'),
);

/** Someone else's threat reported ("er droht, …", "he said he'd …"): not the user's own. */
const reportedThreat =
  /\b(er|sie|der|die|he|she|they) (droht\w*|threaten\w*|said|sagt\w*|meinte|schrieb|wrote|texted)\b/;

export function announcesOwnViolence(text: string): boolean {
  const folded = fold(text);
  return ownThreat.test(folded) && !reportedThreat.test(folded);
}

/**
 * Violence or a threat of it done to the user by someone else ("Mein Mitgründer hat mich
 * geschlagen", "er droht, mich zusammenzuschlagen", "my co-founder hit me", "he shoved me against
 * the wall", "I was attacked by …"): a threat received, never the user's own anger, whatever the
 * classifier called it. A threat of a lawsuit, of leaving or of pulling money is no threat of
 * violence ("hat mir gedroht, mich zu verklagen", "threatened me with lawyers").
 */
const harmedUser = new RegExp(
  [
    // German
    String.raw`\b(hat|hatte|haben|hatten) mich (\S+ ){0,4}(geschlagen|geschubst|gestossen|getreten|gewurgt|verprugelt|bedroht|geohrfeigt|gepackt|angespuckt|an die wand gedruckt|zusammengeschlagen|eingesperrt|festgehalten|geschuttelt)\b`,
    String.raw`\b(schlagt|schlug|schubst\w*|stosst|stiess|tritt|trat|wurgt\w*|bedroht\w*|packt\w*|verprugelt\w*) mich\b`,
    String.raw`\bich (wurde|bin|werde) (\S+ ){0,4}(geschlagen|tatlich angegriffen|bedroht|verprugelt|geschubst|getreten|gewurgt|zusammengeschlagen)\b`,
    String.raw`\b(hat|hatte) mir (\S+ ){0,3}(eine (geknallt|gescheuert|reingehauen|verpasst)|ins gesicht geschlagen|gedroht)\b`,
    String.raw`\b(droht|drohte|drohen|drohten) (\S+ ){0,2}mir\b`,
    String.raw`\b(mich|mir) (\S+ ){0,3}(zusammenzuschlagen|zusammenschlagen|umzubringen|umbringen|abzustechen|wehzutun|weh zu tun|was anzutun|etwas anzutun|zu schlagen|zu verprugeln|kaltzumachen)\b`,
    // English
    // "hit me" but not "hit me up" or "it hit me"; "slammed me" only against something ("slammed me in the meeting" is words).
    String.raw`\b(?<!\b(it|that|this|reality|then it|suddenly it) )(hit|punched|slapped|shoved|kicked|choked|strangled|assaulted|beat up|headbutted|threatened|cornered|spat at|spit at|spat on|pinned|physically attacked) me\b(?! up\b)`,
    String.raw`\bslammed me (against|into|onto|to the)\b`,
    String.raw`\bi (was|got|have been|ve been|had been) (\S+ ){0,2}(hit|punched|slapped|shoved|kicked|choked|physically attacked|assaulted|beaten|threatened) by\b`,
    // "break" and "get" only with the user or a part of the body ("threatened to break the deal" is business).
    String.raw`\b(threatened|threatens|threatening) (me )?to (hit|hurt|kill|beat|punch|stab|shoot|harm|smash|come after) (me|my|him|her)?\b`,
    String.raw`\b(threatened|threatens|threatening) (me )?to (break|get) (me|my (legs?|arms?|neck|nose|jaw|face|bones?|knees?|fingers?|teeth))\b`,
    String.raw`\b(laid|put) (his|her|their) hands on me\b`,
    // A weapon drawn on the user: "he pulled a knife on me", "hat ein Messer auf mich gerichtet".
    String.raw`\b(pulled|drew|pointed|held|aimed) (a|his|her|their|the) (knife|gun|blade|pistol|weapon|bat|crowbar) (on|at) me\b`,
    String.raw`\b(hat|hatte) (\S+ ){0,3}(ein messer|eine waffe|eine pistole|die waffe|das messer) (\S+ ){0,2}(auf mich gerichtet|gegen mich gezogen|an meinen hals|an meine kehle)\b`,
  ].join('|'),
);
/**
 * A threat that is about money, law, the job or leaving, not violence: read after the threat
 * ("threatened to get me fired", "droht mit Anwalt"), or before it ("mit einer Klage bedroht").
 * Folded text: "sue" is "su".
 */
const notViolent =
  /\b(gedroht|bedroht|droht\w*|threatened|threatens|threatening) (\S+ ){0,5}(verklag\w*|anwalt\w*|anwalt|gericht\w*|klage\w*|kundig\w*|aussteig\w*|auszusteigen|zu gehen|geld|investment|tranche|abzuziehen|rauszuwerfen|rauswurf|lawsuit|su|suing|lawyers?|legal|court|quit|quitting|leave|leaving|pull\w*|walk|fire|fired|firing|sacked|kicked out|removed|replaced|deal|contract|vertrag\w*|resign\w*|withdraw\w*|sell)\b|\b(mit|with) (\S+ ){0,2}(klage|anzeige|anwalt\w*|gericht\w*|kundigung|rauswurf|lawsuit|lawyers?|legal action|court) (\S+ ){0,2}(bedroht|gedroht|threatened)\b/;

export function reportsHarmToUser(text: string): boolean {
  const folded = fold(text);
  return harmedUser.test(folded) && !notViolent.test(folded);
}

/**
 * A talk, call or meeting with the other side, asked about or planned ("Soll ich mit ihm nochmal
 * in Ruhe reden, nur wir zwei?", "set up a call with him to clear the air", "treff ich ihn auf
 * einen Kaffee?", "should we sit them down together?").
 */
const talkWords =
  /\b(reden|rede|red|sprechen|sprech\w*|gesprach\w*|aussprache|aussprechen|treffen|treff\w*|klaren|kaffee|zusammensetzen|setz\w* (uns|mich|die|sie|beide)|unter vier augen|talk|talks|talked|talking|speak|meet|meeting|call|coffee|lunch|dinner|sit (down|them|him|her|the)|clear the air|hash (it|this) out|an (den|einen) tisch|in (einen|einem) raum|zusammenbringen|zusammenholen|in (a|one|the same) room|(round|around) a table|(get|bring|put) (them|both|the two)\w* (\S+ ){0,3}together|work it out|talk it out|sort it out|face to face|in person|one on one|1 ?on ?1|ausreden|ausdiskutieren|zur rede|konfrontier\w*|aufsuchen|vorbei(gehen|fahren|schauen|kommen)|confront\w*|face (him|her|them)|go (over )?to (his|her|their)|drive (over )?to (his|her|their)|(his|her|their) (place|house|flat|apartment|home|office)|see (him|her|them))\b/;
const withTheOther =
  /\b(mit (ihm|ihr|ihnen|dem|der|den|denen|beiden)|(ihn|sie) (\S+ )?(treffen|sehen|anrufen|sprechen)|nur wir (zwei|beide)|die beiden|wir (zwei|beide)|zu (zweit|dritt|viert)|allein|alleine|personlich|nochmal|noch mal|zusammen|gemeinsam|unter vier augen|with (him|her|them|both|the two)|(meet|meeting|see|call|calling|talk to|speak to|talk with|speak with|talked to|spoke to|spoke with|talked with) (him|her|them)|just (the two of us|us two|him and me|her and me)|alone|together|in person|face to face|one on one|1 ?on ?1|him and|her and|them down|the two of them|both of them|the three of us|all of us|zu (ihm|ihr|ihnen)|bei (ihm|ihr|ihnen)|(ihn|sie) (\S+ )?(zur rede|konfrontier\w*|aufsuchen)|confront (him|her|them)|face (him|her|them)|(his|her|their) (place|house|flat|apartment|home|office))\b/;
const asksOrPlans =
  /\b(soll|sollte|sollten|sollen|kann|konnte|ware|wars|ist es|macht es|lohnt|besser|ich (will|mochte|werde|wollte|uberlege|denke)|should|shall|could|can|would|is it|do i|do we|maybe|vielleicht|i (will|want|plan|think|m thinking)|ill|going to|gonna|im (thinking|planning|going)|thinking (of|about)|planning to|plan to|uberleg\w*|ich (geh|fahr)\w*|mal eben)\b/;

/** Two other people ("both of them", "die beiden"): a talk between them, not with the one who harassed the user. */
const twoOthers =
  /\b(both of them|the two of them|them both|die beiden|den beiden|die zwei|beide (zusammen|gemeinsam|an|in))\b/;

/** A talk asked about with the one person who harassed the user (not two others sat down together). */
export function asksForTalkWithThem(text: string): boolean {
  return asksForJointTalk(text) && !twoOthers.test(fold(text));
}

export function asksForJointTalk(text: string): boolean {
  const folded = fold(text);
  return talkWords.test(folded) && withTheOther.test(folded) && (text.includes('?') || asksOrPlans.test(folded));
}

/**
 * A message the user wants written after harassment: to the person who harassed ('them': "a
 * short email to him that declines dinners", "was schreib ich ihm") or about it to others
 * ('others': "What would I even say to the other investors?", "was sag ich dem Team").
 */
const others =
  /\b(other investors|the investors|co ?investors|the other angels|other angels|lead investor|the board|board members|my team|the team|our team|the others|my cofounders?|my co founders?|hr|the syndicate|anderen investoren|den investoren|die investoren|anderen angels|dem team|das team|meinem team|unserem team|den anderen|beirat|aufsichtsrat|board|mitgrunder\w*|der personalabteilung|hr abteilung)\b/;
/** A request for words ("was sag ich …", "kannst du mir … schreiben", "what would I even say to …", "can you draft …"), folded. */
const asksForWords =
  /\b(was (soll ich |kann ich |konnte ich )?(sag|schreib|erzahl|antwort)\w* ich|was (soll|kann|konnte) ich (\S+ ){0,4}(sagen|schreiben|erzahlen|antworten)|wie (sag|schreib|formulier|erklar)\w* ich|(kannst|konntest|wurdest) du (\S+ ){0,8}(schreiben|formulieren|entwerfen|aufsetzen)|hilf mir (\S+ ){0,6}(schreiben|formulieren)|schreib mir|what (do|should|would|can|could) i (even )?(say|tell|write|send|reply)|how (do|should|can|would) i (tell|say|word|phrase|write|put)|(can|could|would) you (please )?(help me )?(write|draft|word|phrase)|help me (write|draft|word|phrase)|write me|draft me|give me (a|the) (message|email|text|note|draft|reply))\b/;
const toThem = /\b(ihm|ihr|ihnen|an ihn|an sie|to him|to her|to them|him|her|them)\b/;

export type MessageAudience = 'them' | 'others';

export function asksForMessage(text: string): MessageAudience | null {
  const folded = fold(text);
  if (!asksForWords.test(folded)) return null;
  if (others.test(folded)) return 'others';
  return toThem.test(folded) ? 'them' : null;
}

/**
 * A sentence of a coaching reply that proposes or presumes a talk or meeting with the other side
 * ("Habt ihr schon einmal offen darüber gesprochen", "Let me know when this week works for half an
 * hour", "Lass uns am Montag in Ruhe reden"): after a threat or harassment it is left out. An
 * opener that only says what the user wants to raise is not such a proposal.
 */
const jointTalkSentence =
  /\b(habt ihr (\S+ ){0,3}(offen|schon|mal|einmal) (\S+ ){0,3}(gesprochen|geredet)|wann (konntet|konnt|wollt|wurdet) ihr|in ruhe (daruber |miteinander |dazu )?(reden|sprechen)|gemeinsam(es|en)? (gesprach|termin|treffen)|lass uns (\S+ ){0,4}(reden|sprechen|treffen|zusammensetzen)|zusammensetzen|unter vier augen|have you (\S+ ){0,2}(talked|spoken) (\S+ ){0,3}openly|when could you (\S+ ){0,2}(talk|sit down|meet)|talk (it|this) through (calmly|together)|sit down together|a joint (talk|conversation|meeting)|let me know when|when (this|next) week works|works for half an hour|find a time to (talk|meet)|set up a (call|meeting)|let us (\S+ ){0,3}(talk|meet|sit down)|lets (\S+ ){0,3}(talk|meet|sit down))\b/;

export function suggestsJointTalk(sentence: string): boolean {
  return jointTalkSentence.test(fold(sentence));
}
