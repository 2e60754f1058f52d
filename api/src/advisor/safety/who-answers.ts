// "Who answers here?" asked in the ways the classifier's evidence misses (issue #21, safety21c):
// - the question after an interjection: "wait, am I talking to a bot", "hang on, is this a real
//   person", "moment, red ich grad mit nem bot", "Halt: Bot oder Mensch?";
// - "are you <the person I met>?": "bist du die Frau Berger vom Erstgespräch?", "are you the
//   consultant from last week's workshop?", "is this the same coach I met at the breakfast?".
// Both get the honest answer (this is an AI) and the way to a human expert. Not a bot the user
// builds or a customer's question ("a customer asked if our support line is a bot"), nor "bist du
// der Meinung …", "are you free tomorrow", "are you sure". Read sentence by sentence, folded.
import { fold, foldPattern, sentences } from '../text';
import { asksForPerson } from './person';

/** A pattern in natural spelling, folded as `fold` folds text ("Tuesday" → "tusday"). */
const folded = (source: string) => new RegExp(foldPattern(source));

/** Words that open a sentence before the question: "moment mal", "wait", "hang on", "sorry kurz". */
const interjection =
  /^(?:(?:moment|mal|warte|wart|halt|stopp?|kurz|sorry|ahm|ah|ahem|hm+|oh|ok|okay|also|ey|hey|btw|ubrigens|ernsthaft|echt|jetzt|ehrlich|ganz|wait|hold|hang|on|um|uh|so|but|aber|real|quick|question|frage|seriously|honestly|lol|haha|actually|eigentlich|sag|mal|tell|me|noch|eine|one|thing|excuse|entschuldige|entschuldigung|nee|no|ja|yes|yeah)\s+)*/;

/** The question whether a bot, an AI or a human answers. */
const whatAnswers =
  /^(?:(?:schreib|schreibe|red|rede|sprech|spreche|chatte|chat) ich (?:\S+ ){0,3}(?:mit|with) (?:\S+ )?(?:bot|chatbot|ki|maschine|computer|programm|mensch|menschen|roboter|ai)\b|(?:am i|bin ich) (?:\S+ ){0,2}(?:talking|chatting|speaking|writing|texting|im gesprach) (?:\S+ ){0,2}(?:to|with|mit) (?:\S+ ){0,2}(?:bot|chatbot|ai|machine|computer|program|human|real person|person|robot|ki|maschine)\b|(?:bist du|sind sie|are you|r u) (?:\S+ ){0,3}(?:bot|chatbot|ki|ai|maschine|machine|computer|programm?|program|automated|automatisiert|automatisch|mensch|human|real person|echte\w* person|robot|roboter)\b|(?:is this|is it|ist das|is that) (?:\S+ ){0,2}(?:a bot|ein bot|a chatbot|ein chatbot|eine ki|an ai|ai|ki|automated|automatisiert|automatisch|a human|a real person|ein mensch|ein echter mensch|eine echte person|a person|a program|ein programm|a machine|eine maschine)\b|(?:bot|mensch|human|ki|ai|maschine|machine|person|computer) (?:oder|or) (?:not|nicht|bot|mensch|human|ki|ai|maschine|machine|person|computer)\b|(?:sitzt|tippt|schreibt|antwortet|liest) (?:\S+ ){0,3}(?:jemand|ein mensch|eine person)\b|(?:is|are) (?:there )?(?:a |an )?(?:real |actual |live )?(?:human|person|someone|somebody) (?:\S+ )?(?:reading|typing|writing|answering|there|on the other end|behind)\b)/;

/** The thing asked about is a bot of the user's, a customer's line or messages the user gets. */
const aboutAnotherBot =
  /\b(?:bau\w*|build\w*|entwickl\w*|programmier\w*|linkedin|messages|nachrichten|mails|emails|support|hotline|kundenhotline|customers?|kunden|clients?|line|website|app|tool|sending|schickt|sendet)\b/;

/** "Are you / bist du / sind Sie / is this …" followed by a person the user met. */
const askedPerson =
  /^(?:bist du|sind sie|are you|is this|ist das|am i talking to|am i speaking (?:to|with)|(?:rede|spreche|schreibe) ich (?:hier |gerade |grad )?mit)\b (.*)$/;

/** A person's role or a title (the name itself is read from the capital letter). */
const roleWord =
  /\b(?:frau|herr|mr|ms|mrs|dr|coach\w*|berater\w*|mediator\w*|consultant|advisor|adviser|trainer\w*|moderator\w*|expert\w*|person|dieselbe|derselbe|the same (?:person|one|coach|advisor|consultant|mediator))\b/;

/** Where or when the user met them. */
const occasion = folded(
  String.raw`\b(?:vom|von der|von dem|aus dem|from|at|in|who|die|der|mit dem|mit der|i met|i spoke|ich (?:\S+ ){0,3}(?:getroffen|gesprochen|telefoniert|kennengelernt))\b.*\b(?:erstgesprach\w*|kennenlern\w*|workshop\w*|call|anruf|telefonat|meeting|termin|session|sitzung|onboarding|intro|breakfast|fruhstuck|event|demo ?day|pitch|messe|fair|meetup|konferenz|conference|webinar|videocall|video call|zoom|letzte\w* woche|last week|gestern|yesterday|vorgestern|montag|dienstag|mittwoch|donnerstag|freitag|monday|tuesday|wednesday|thursday|friday|team ?session|vertrag|contract|met)\b`,
);

/** Not a question about who answers: an opinion, being sure or free, the right tool, advice. */
const otherQuestion =
  /^(?:bist du|sind sie|are you|is this|ist das) (?:\S+ ){0,2}(?:der meinung|auch der meinung|of the opinion|sure|sicher|free|frei|available|verfugbar|the right|richtig|same advice|okay|ok|able|in der lage|einverstanden|fine|done|fertig)\b/;

/** The first capitalised word after "are you" / "bist du" in the original: a name ("Are you Sarah …"). */
const namedAfterAsk =
  /\b(?:[Aa]re you|[Bb]ist du|[Ss]ind [Ss]ie)\s+(?:die |der |the )?(?:Frau |Herr |Mr\.? |Ms\.? |Mrs\.? |Dr\.? )?\p{Lu}\p{Ll}+/u;

/** Whether a sentence asks who answers: a bot or a human, or the person the user met. */
export function asksWhoAnswers(text: string): boolean {
  return sentences(text).some((sentence) => {
    const folded = fold(sentence).replace(interjection, '');
    if (!folded) return false;
    if (whatAnswers.test(folded)) return !aboutAnotherBot.test(folded);
    const person = askedPerson.exec(folded);
    if (!person || otherQuestion.test(folded)) return false;
    return (roleWord.test(person[1]!) || namedAfterAsk.test(sentence)) && occasion.test(person[1]!);
  });
}

/** Someone else asked it ("a customer asked if our chat is a bot"), or it is a bot the user builds. */
const anotherAsks =
  /\b(?:asked|asks|fragt\w*|gefragt|wollte wissen|wanted to know|wonders|wondered)\b (?:\S+ ){0,4}(?:if|whether|ob)\b/;
const buildsBot =
  /\b(?:bau\w*|build\w*|entwickl\w*|programmier\w*|launch\w*)\b (?:\S+ ){0,4}(?:bot|chatbot|ki|ai|assistent\w*|assistant)\b/;
const botWord = /\b(?:bot|chatbot|ki|ai|mensch|human|robot|roboter|person)\b/;
/** The user's own product or line: "our support chat", "unsere Hotline". */
const ownProduct =
  /\b(?:our|unser\w*|my|mein\w*) (?:\S+ ){0,2}(?:support|hotline|kundenhotline|chat|line|bot|chatbot|app|website|produkt|product|service|kundenservice|assistant|assistent\w*)\b/;
const spokenTo = /\b(?:you|your|u|du|dich|dir|dein\w*|bist|sind sie)\b/;
/**
 * A human that others want or the product needs, or a manner: customers, a hire, a campaign's
 * cast, a human in the loop, "more human", "like a robot" (issue #21, safety25a: "we need to hire
 * a real person for customer support", "Die Kunden wollen lieber mit einer echten Person
 * sprechen", "Wie wirke ich menschlicher?" got the human answer).
 */
const humanForOthers =
  /\b(?:hire|hiring|einstell\w*|stellen \S+ ein|recruit\w*|casting|cast|kampagne|campaign|models?|support|hotline|customers?|kunden|kundin(?:nen)?|clients?|users?|nutzer\w*|patients?|patient\w*|in the loop|drub\w*schaut|more human|menschlicher\w*|like a robot|wie ein roboter)\b/;
const firstPerson = /\b(?:i|ich|me|mich|mir)\b/;
/** The human words the manner and the cast are said with (besides `botWord`). */
const humanWord = /\b(?:menschen|menschlich\w*|human\w*)\b/;

/**
 * The bot or the human in the message is someone else's question, the user's own product or a
 * human others want (`humanForOthers`), and nothing else in it speaks to this chat: no question of who answers, whatever the score.
 */
export function speaksOfAnotherBot(text: string): boolean {
  if (asksWhoAnswers(text)) return false;
  const parts = sentences(text).map(fold);
  const about = parts.filter(
    (part) =>
      (botWord.test(part) || humanWord.test(part)) &&
      ((anotherAsks.test(part) && ownProduct.test(part)) ||
        buildsBot.test(part) ||
        (humanForOthers.test(part) && !spokenTo.test(part) && !(asksForPerson(part) && firstPerson.test(part)))),
  );
  // (A wish for a person beside it is the user's: "Can I talk to a human? Our customers hate the bot.")
  return (
    about.length > 0 && parts.every((part) => about.includes(part) || (!spokenTo.test(part) && !asksForPerson(part)))
  );
}
