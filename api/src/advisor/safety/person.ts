// What the user asks of the advisor as a person: whether it is a human ("bist du ein Mensch?"), a
// human to talk to ("ich will mit jemandem aus Fleisch und Blut reden", "is there a human I can
// talk to") or that it be their therapist ("Sei du doch meine Therapeutin", "act as my
// psychologist"). These requests are no crisis signal themselves: the engine reads the crisis
// signal on the rest of the message (`withoutPersonRequest`), so "kann ich mit einem echten
// Menschen sprechen" gets the way to a human, and "ich will nicht mehr leben, kann ich mit einem
// Menschen reden?" the crisis help first and that way too. Read on folded text (../text.ts).
import { clauseSeparator, fold, sentences } from '../text';

/** "Bist du ein Mensch?", "are you a bot?": a question about the advisor, not a wish for a person. */
const asksWhetherHuman =
  /\b(bist du|sind sie|ist das hier|ist das ein|redet hier|are you|is this|am i talking|(is|are) (there )?(a |an |some |any )?(real |actual |live )?(human|person|people|someone|somebody|mensch\w*) (\S+ )?(typing|writing|reading|answering|replying|behind|on the other end)|(tippt|schreibt|antwortet|liest|sitzt) (hier |da |mir )?(\S+ )?(gerade )?(ein\w* )?(echte\w* )?(mensch\w*|person|jemand)( mit)?\b(?! (von euch|bei euch)))\b/;

/**
 * A human as opposed to the advisor: "ein echter Mensch", "jemand aus Fleisch und Blut", "a real
 * person", "a human". A plain "einen Menschen" or "a person" is no contrast ("Ich brauche einen
 * Menschen im Vertrieb", "I need a person who owns sales"): it counts only as someone to talk to
 * (`personToTalkTo`).
 */
const aHuman =
  /\b((einem|einer|einen|ein|eine|mit|zu) (echt\w*|richtig\w*|real\w*|lebendig\w*|menschlich\w*) (mensch\w*|person\w*|berater\w*|coach\w*|mediator\w*|expert\w*|ansprechpartner\w*|gegenuber)|(fleisch und blut|aus fleisch)|(a|an|some|one|with|to) (real|actual|live|human|flesh and blood) (person|human|being|advisor|adviser|coach|mediator|expert|one|agent|counsel+or|somebody)|(real|actual|live) (person|human|people)|(a|an|to|with) human( being)?\b(?! (touch|resources|error|side|element|factor|capital))|human being|someone real|somebody real|flesh and blood|a person not a (bot|machine|ai)|(a|an|eine|einen|einem|einer) (person|mensch|menschen|human)\b(\S* ){0,8}(kein|keine|keinen|nicht|not|no|rather than|statt|anstatt|instead of) (ein |eine |einem |einen |a |an )?(programm|program|software|bot|chatbot|ki|ai|maschine|machine|computer|algorithm\w*|algorithmus))\b/;

/** A person to talk to: "mit einem Menschen reden", "einen Menschen zum Reden", "talk to a person", "a person I can talk to". */
const personToTalkTo =
  /\b((mit|zu|an) (einem|einer) (menschen|person) (\S+ ){0,3}(reden|sprechen|schreiben|austauschen|telefonieren|verbind\w*|weiterleit\w*|durchstell\w*)|(verbind\w*|weiterleit\w*|durchstell\w*) (\S+ ){0,3}(mit|zu|an) (einem|einer) (menschen|person)|(einen|einem) menschen (\S+ ){0,2}zum (reden|sprechen)|(talk|speak|chat)\w* (to|with) (a|an|some) (person|human)|(a|an) (person|human) (\S+ ){0,2}(to talk to|to speak to|i can (talk|speak) to)|(talk|speak|chat|meet|session|call|appointment)\w* (to|with) (one of your|someone from your|somebody from your|a person from your) (experts?|coaches|coach|mediators?|advisors?|advisers?|people|team|staff)|(put me through|connect me|transfer me) (to|with) (a|an|one of your|someone|somebody) ?(mediator|coach|expert|person|human|advisor|adviser|counsel+or|someone|somebody)?|(mit|bei) (einem|einer|jemandem) (von euch|eurer|euren|von euren|aus eurem team) ?(\S+ )?(reden|sprechen|besprechen|telefonieren|klaren|gesprach|termin)|(verbinde|verbindet|stell|stellt) mich (\S+ )?(mit|zu) (einem|einer|jemandem) (\S+ )?(durch|verbinden)?|(i d|id|i would|i|we d|we would|we) (\S+ ){0,2}(rather|prefer to|prefer) (talk|speak|chat|work|go|sit down)\w* (to|with|through) (a|an) (\S+ )?(mediator|coach|expert|advisor|adviser|counsel+or|person|human)|((ich|mir|mich) (\S+ ){0,5}|^)lieber (mit|zu|an) (einem|einer) (\S+ )?(mediator\w*|coach\w*|berater\w*|expert\w*|menschen|person) (\S+ ){0,4}(reden|sprechen|besprechen|klaren|gehen|wenden)|(konnt|konnen|kannst|konntet|konnten|konntest) (ihr|sie|du) (mir|uns) (\S+ ){0,2}(einen|eine|einem) (\S+ )?(mediator\w*|coach\w*|berater\w*|expert\w*|ansprechpartner\w*|menschen) (\S+ ){0,4}(vermitteln|empfehlen|nennen|organisieren|zuteilen|besorgen)|can you (find|recommend|refer|match|get|assign) (me|us) (\S+ )?(with |to )?(a|an) (\S+ )?(mediator|coach|expert|human|person))\b/;

/** A wish or a request: talk, be put through, book (folded). */
const wish =
  /\b(reden|sprechen|schreiben|austauschen|kontakt|verbind\w*|weiterleit\w*|durchstell\w*|buchen|erreichen|will|mochte|mocht|wurde gern\w*|hatte gern\w*|brauch\w*|kann ich|konnte ich|gibt es|gibts|lieber|talk|speak|chat|connect\w*|put me through|transfer\w*|book|reach|want|wanna|need|would like|id like|rather|prefer|can i|could i|is there|are there|any)\b/;

/**
 * A call from a person asked of the product: "Ruft mich jemand an?", "Bitte um Rückruf", "kann mich
 * ein Berater zurückrufen?", "can someone call me back?", "request a callback". Not a call the user
 * makes or owes ("ich muss den Lieferanten zurückrufen", "I'll call you back after lunch") nor one
 * somebody else does not return ("mein Mitgründer ruft mich nie zurück").
 */
const asksForCall =
  /\b((ruft|ruf|rufen|konnte|kann|konnt|wurde) (mich|mir) (\S+ ){0,3}(jemand|einer|wer|ihr|sie|ein\w* (berater\w*|expert\w*|mediator\w*|mensch\w*|coach\w*|person))\b(\S* ){0,4}(an|zuruck|anrufen|zuruckrufen)|(kann|konnte|konnt|wurde|mag) (mich|mir) (\S+ ){0,2}(jemand|einer|wer|ihr|ein\w* (berater\w*|expert\w*|mediator\w*|mensch\w*|coach\w*|person)) (\S+ ){0,5}(anrufen|zuruckrufen|telefonisch)|(bitte|bitten|hatt\w* gern\w*|mocht\w*|will|wunsch\w*|brauch\w*|geht|gibt es|gibts|ware) (\S+ ){0,3}(einen |um |ein )?(ruckruf\w*|telefonat|anruf)\b(?! (bei|an|vom|von dem|beim) (lieferant\w*|kund\w*|bank|investor\w*))|^ruckruf|(someone|somebody|anyone|a human|a person|an expert|a mediator|a coach|an advisor|a real person|one of you|your team|someone from your (side|team)) (\S+ ){0,3}(call|ring|phone) me|(call|ring|phone) me back|(request|want|like|need|get|arrange|book|schedule)\w* (\S+ ){0,2}(a |an )?(call ?back|phone call|call with (someone|a person|a human|an expert))(?! from (the|our|my|his|her|their) )|^call ?back|(prefer|rather have) (\S+ ){0,2}(a )?(phone )?call)\b/;

/**
 * A person asked for in a few words, without a verb: "Mensch statt Bot, bitte", "echter Mensch
 * da?", "live agent pls", "a human coach instead?", "Mediator? A human one?". A short sentence
 * (at most eight words) that names someone the user could be put through to, with a request
 * ("bitte", "pls", "instead", "not a bot", or a question mark after three to five words: two
 * words and a question mark, "echte Beraterin?", ask whether the advisor is one, answered as such). Not "Mensch, das nervt" or "Mensch
 * Meier" (an exclamation), nor a longer statement about people ("People person needed on our team").
 */
const someone =
  /\b(mensch|menschen|menschlich\w* (berater\w*|coach\w*)|human|humans|person|agent|coach|berater\w*|beratung von|mediator\w*|expert\w*|ansprechpartner\w*|jemand echtes|jemand aus eurem team|jemand von euch|someone (from|on) your (team|side)|someone real|real one|advisor|adviser)\b/;
const request =
  /\b(bitte|please|pls|plz|danke|thanks|lieber|rather|instead|statt|not a bot|no bot|kein bot|no chatbot|keine ki|kein chatbot|not ai|available|verfugbar|moglich|if you have one|jetzt|now|this time|diesmal)\b/;
const exclaimed = /^(mensch|human) (\S+ )?(meier|das|ist|war|bin|nervt|echt|ey|alter)\b|^mensch$/;
/** About bringing someone into the team or what it costs, not a request to this chat. */
const aboutHiring =
  /^(wann|ab wann|was|wie|warum|welche\w*|ware|waren|sollten|sollen|how|what|when|why|which|should|would)\b|\b(kost\w*|cost\w*|price|preis\w*|hire|holen|dazuholen|bring in|einstellen|beauftragen|we|wir|uns|our|unser\w*|more|less|mehr|weniger|hatte|sollen|should have)\b/;

function asksInFewWords(sentence: string): boolean {
  const folded = fold(sentence);
  const words = folded.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 8 || exclaimed.test(folded) || aboutHiring.test(folded)) return false;
  return (
    someone.test(folded) && (request.test(folded) || (words.length > 2 && words.length <= 5 && /\?\s*$/.test(sentence)))
  );
}

/**
 * A person of the product: "one of your coaches", "einer eurer Beraterinnen", "eine Mediatorin von
 * euch", "einen Menschen bei euch", "a human at your company", "your human coaches", "a real
 * expert" (folded). Not someone of the user's ("my coach", "unsere Mediatorin", "a person from HR").
 */
const productRole = String.raw`(coach\w*|expert\w*|mediator\w*|berater\w*|advisor\w*|adviser\w*|counsel+or\w*|ansprechpartner\w*|mensch\w*|person\w*|human\w*|jemand\w*|someone|somebody)`;
const productPerson = new RegExp(
  [
    String.raw`\b(one|some|any|two|a few|someone|somebody) of (your ((real|human|actual|live) )?${productRole}|you\b(?!r))`,
    String.raw`\b(einer?|einen?|einem|jemand\w*) ((eurer|euren|ihrer|ihren) ((echte\w*|menschliche\w*) )?${productRole}|von euch|bei euch|aus eurem team)`,
    String.raw`\b(your|eure[nmrs]?|euer) ((real|human|actual|live|echte\w*|menschliche\w*) )?${productRole}`,
    String.raw`\b${productRole} (von euch|bei euch|aus eurem team|(from|at|on) your (team|side|company|end)|von ihnen|bei ihnen)\b`,
    String.raw`\b(a|an|one|some|einer?|einen?|einem) (real|human|actual|flesh and blood|echte\w*|menschliche\w*|reale\w*) (\S+ )?${productRole}`,
  ].join('|'),
);

/**
 * A way to reach someone: mail, a message, a call, a video call, a meeting in person, a booking
 * (folded). "Can I email one of your coaches?", "Kann ich eine Mediatorin von euch anrufen?", "a
 * video call with a human expert", "face to face", "vor Ort".
 */
const contactChannel =
  /\b(e ?mail\w*|mail\w*|mailadress\w*|schreib\w*|write|writing|message|messag\w*|text|texting|whatsapp|signal|sms|dm|anruf\w*|anrufen|an ?zurufen|telefon\w*|telefonnummer|phone\w*|call|calls|calling|ring|video\w*|zoom|teams|facetime|skype|meet|meeting|treffen|triff|personlich|in person|in real life|face to face|vor ort|live|termin\w*|session|sitzung|buch\w*|book\w*|erreich\w*|reach|contact\w*|kontakt\w*|schick\w*|send\w*|forward\w*|weiterleit\w*)\b/;

/** The user asks for the way ("kann ich", "is it possible", "how do I reach", "gib mir die Adresse"), not a report. */
const asksTheWay =
  /\b((kann|konnte|darf) ich|konnen wir|gibt es|gibts|(ist|ware) (das|es) moglich|moglichkeit|can i|could i|may i|can we|(is|would|will) (it|that|this) (be )?possible|is there|are there|do you have|habt ihr|haben sie|how (do|can|could) i|wie (kann|konnte|erreiche|komme|kontaktiere) ich|wo (kann|finde) ich|where (can|do) i|(gib|gebt|schreib|schick) (mir|uns)|give me|send me|(id|i would|i d) (like|prefer|rather)|i want|ich (will|mochte|hatte gern\w*|wurde gern\w*)|lieber|rather|prefer\w*|instead|statt)\b/;

/** A request for a person of the product by a channel (mail, phone, video, in person), sentence by sentence. */
const asksByChannel = (sentence: string) => {
  const folded = fold(sentence);
  return productPerson.test(folded) && contactChannel.test(folded) && asksTheWay.test(folded);
};

/** A wish to talk to a human rather than the advisor ("lieber mit einem echten Menschen", "someone I can book"). */
export function asksForPerson(text: string): boolean {
  const folded = fold(text);
  // A sentence that asks for a person wins over a question whether the advisor is one elsewhere
  // in the message ("Sitzt da überhaupt ein Mensch? Kann mich bitte jemand anrufen?": the review
  // of false19); a request to call or to reach one of the product's people wins in its own
  // sentence too ("Is there a real person reading this who can call me?").
  const asksInASentence = sentences(text).some((sentence) => {
    const one = fold(sentence);
    return (
      asksForCall.test(one) ||
      asksByChannel(sentence) ||
      (((aHuman.test(one) && wish.test(one)) || personToTalkTo.test(one) || asksInFewWords(sentence)) &&
        !asksWhetherHuman.test(one))
    );
  });
  return (
    asksInASentence ||
    (((aHuman.test(folded) && wish.test(folded)) || personToTalkTo.test(folded) || asksForCall.test(folded)) &&
      !asksWhetherHuman.test(folded))
  );
}

/**
 * Said to the advisor rather than in a role: a question for a way ("kann ich", "is there", "connect
 * me"), a preference ("lieber", "rather", "instead") or the advisor named as the contrast ("keine
 * KI", "not a bot", "aus Fleisch und Blut"). In a premium role-play the user speaks to the
 * counterpart: "Ich möchte, dass wir mit einem echten Mediator reden" or "we need real people
 * answering support tickets" stay in the role (folded).
 */
const toTheAdvisor =
  /\b((kann|konnte|darf) ich|gibt es|gibts|can i|could i|may i|is there|are there|verbind\w* mich|mich (\S+ ){0,3}verbind\w*|connect me|put me through|transfer me|lieber|rather|instead|statt|anstatt|fleisch und blut|flesh and blood|someone real|somebody real|(not|no|kein\w*|nicht|statt) (a |an |einer? |einem |mit (einer|einem|der|dem) )?(bot|chatbot|ki|ai|maschine|machine|computer)|(aus der|out of( the)?|stop|beend\w*|abbrech\w*) (\S+ )?(rolle|role|roleplay|role ?play|rollenspiel|character))\b/;

/** A wish for a human said to the advisor in a premium role-play, not a line of the role (`toTheAdvisor`). */
export function asksForPersonOutOfRole(text: string): boolean {
  return asksForPerson(text) && toTheAdvisor.test(fold(text));
}

/** Whether a message asks whether the advisor is a human (see `asksWhetherHuman`). */
export function asksWhetherHumanAnswers(text: string): boolean {
  return asksWhetherHuman.test(fold(text));
}

/** A therapist or psychologist, as a role the advisor is asked to take (folded). */
const therapistRole = String.raw`(psycho)?therapeut\w*|therapist|psychotherapist|psycholog\w*|psychiater\w*|psychiatrist|counsel+or|shrink|seelsorger\w*|mental health (coach|counsel+or|professional|support)|trauma ?(coach|therapist)`;
const asksAsTherapistPattern = new RegExp(
  [
    // English: "can you be my therapist", "I want you to act as my psychologist", "be my shrink", "you're my therapist now"
    String.raw`\byou (please |just |maybe |kindly )?(to )?(be|act as|act like|play|pretend to be|become|serve as|work as|role ?play as|take the role of|step in as|replace) (my|a|an|the) (\S+ )?(${therapistRole})\b`,
    String.raw`^(please |pls |ok |okay |then |so |just )*(be|act as|act like|play|pretend to be|pretend youre|become|role ?play as) (my|a|an) (\S+ )?(${therapistRole})\b`,
    String.raw`\b(you are|youre) (now |gonna be |going to be |basically |like )?my (new |own |personal )?(${therapistRole})\b`,
    String.raw`\b(can|could|would|will) you (give|do|offer|provide) (me )?(some |a )?(therapy|counsel+ing|psychotherapy)\b`,
    String.raw`\b(therapize|psychoanaly[sz]e) me\b`,
    // German: "sei du doch meine Therapeutin", "kannst du meine Psychologin sein", "du bist jetzt mein Therapeut"
    String.raw`\b(sei|werde|spiel|spiele) (\S+ ){0,3}(mein\w*|ein\w*) (\S+ )?(${therapistRole})\b`,
    String.raw`\b(du|kannst|konntest|wurdest|warst|willst|magst) (\S+ ){0,6}(mein\w*|ein\w*) (\S+ )?(${therapistRole}) (sein|spielen|ersetzen|werden)\b`,
    String.raw`\b(kannst|konntest|wurdest) du (\S+ ){0,3}(als|wie) (mein\w*|ein\w*) (${therapistRole})\b`,
    String.raw`\bdu bist (jetzt |ab jetzt |ab sofort |ab heute |quasi |sozusagen |halt )?mein\w* (\S+ )?(${therapistRole})\b`,
    String.raw`\b(therapier\w* mich|mich (\S+ )?therapier\w*)\b`,
    String.raw`\b(kannst|konntest|wurdest) du (\S+ ){0,3}(eine )?(therapie|psychotherapie) (mit mir|fur mich|machen|geben|anbieten)\b`,
    String.raw`\b(rede|sprich|antworte|verhalte dich) (\S+ ){0,3}(wie|als) (mein\w*|ein\w*) (${therapistRole})\b`,
  ].join('|'),
);

/** "I don't want you to be my therapist", "du sollst nicht meine Therapeutin sein", "sei nicht mein Psychologe": no request (folded). */
const declinesTherapist = new RegExp(
  String.raw`\b((i )?(dont|do not|didnt|never) (want|need|expect|mean|ask)\w*|(will|mochte|brauche|brauch) (ich )?(nicht|keine\w*)|(sollst|musst) (\S+ )?(nicht|keine\w*)|sei (\S+ )?(nicht|kein\w*)|(dont|do not) (be|act|play)|stop (being|acting|playing)|not asking) (\S+ ){0,6}(${therapistRole})\b`,
);

/** "Can you be my therapist?", "Sei du doch meine Therapeutin", "act as my psychologist": a role the advisor does not take. */
export function asksAsTherapist(text: string): boolean {
  // What a therapist of the user's says ("my therapist says", "meine Therapeutin meint") is no request.
  // Sentence by sentence: "Ich will nicht mehr leben. Kannst du meine Therapeutin sein?" declines nothing.
  return sentences(text).some((sentence) => {
    const folded = fold(sentence);
    return asksAsTherapistPattern.test(folded) && !declinesTherapist.test(folded);
  });
}

/** A request for a person or a therapist in the message (see above). */
export function asksForHuman(text: string): boolean {
  return asksForPerson(text) || asksAsTherapist(text);
}

/** Clauses of a sentence: at punctuation (text.ts `clauseSeparator`) and at "und", "aber", "oder", "weil", "denn", "and", "but", "or", "because" (never inside "Fleisch und Blut"). */
const clauses = (sentence: string) =>
  sentence
    .split(clauseSeparator)
    .filter((piece) => !clauseSeparator.test(piece))
    .flatMap((piece) => piece.split(/(?<!\b(?:fleisch|flesh))\s+(?:und|aber|oder|weil|denn|and|but|or|because)\s+/i));

/**
 * The message without the clauses that ask for a person or a therapist: what is left carries the
 * crisis signal, if any ('' when the message only asks). Clauses, not sentences: "ich will nicht
 * mehr leben, kann ich mit einem Menschen reden?" keeps "ich will nicht mehr leben".
 */
export function withoutPersonRequest(text: string): string {
  return sentences(text)
    .flatMap(clauses)
    .filter((clause) => !asksForHuman(clause))
    .join(', ')
    .trim();
}
