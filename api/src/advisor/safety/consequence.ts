// Threats that name a consequence, a presence or a watcher instead of a harm verb (issue #21,
// safety21c): "you'll pay for this", "er werde dafür bezahlen", "you won't enjoy that money for
// long", "du wirst Probleme beim Laufen haben", "man findet dich im Fluss"; people sent ("his boys
// will drop by after closing"), a car or a man outside one's door again and again since a
// conflict; being watched (a tracker found on one's car, someone who knows where one was without
// being told, pictures of one's door at night). The target may be the user or someone the user
// speaks for (an employee, an intern, a client): the help for danger fits both. Not the user's own
// words, a joke about the bill ("you'll pay for lunch"), the boys for the match, the fleet's
// trackers, a car-share spot or a calendar both share. Read on the folded whole message (text.ts
// `fold`).
import { fold, foldedRegExp } from '../text';

const re = foldedRegExp;

/** A person who could be harmed: the user, the one spoken to in a quote, or someone spoken of. */
const who =
  '(?:you|youll|youd|youre|i|ill|id|im|me|she|shed|shell|her|he|hed|hell|him|they|theyll|theyd|them|du|dich|dir|ich|mich|mir|sie|er|ihn|ihm|ihr)';

/** A consequence aimed at a person, in words that name no harm act. */
const consequence = re(
  [
    // paying for it: "you'll pay for this", "said I'd pay for it", "er werde dafür bezahlen"
    `${who} (?:\\S+ ){0,2}(?:pay|paying) (?:dearly )?for (?:this|that|it)\\b`,
    `(?:dafur|das) (?:\\S+ ){0,2}(?:noch )?(?:bitter |teuer )?(?:bezahlen|zahlen|buss\\w*)\\b`,
    // not enjoying it for long, the last weeks of peace
    `(?:wont|not|never|no longer) (?:\\S+ ){0,2}enjoy(?:ing)? (?:\\S+ ){0,5}(?:for )?(?:very |that |too )?long\\b`,
    `enjoy (?:your|the|my|her|his) (?:last|remaining|final) (?:\\S+ ){0,2}(?:days|weeks|months|nights|hours)`,
    `enjoy (?:\\S+ ){1,3}while (?:you|i|she|he|they) (?:still )?can`,
    `(?:geniess|genies)\\w* (?:\\S+ ){0,4}solange`,
    `solange (?:du|ich|sie|er) (?:\\S+ ){0,1}noch (?:laufen|gehen|atmen|stehen|sehen|lachen)`,
    `wie lange (?:du|ich|sie|er) noch (?:freude|spass) (?:an|mit)`,
    `(?:bald|nicht mehr lange) (?:\\S+ ){0,2}(?:keinen|keine|nicht mehr) (?:\\S+ ){0,2}(?:freude|spass|ruhe)\\b`,
    // the body afterwards: trouble walking, crutches, hands no use, a face no one knows
    `(?:trouble|difficulty|a hard time|problems) (?:\\S+ ){0,1}(?:walking|standing|breathing|seeing|climbing)`,
    `(?:probleme|schwierigkeiten|muhe) (?:\\S+ ){0,2}(?:beim|mit dem) (?:laufen|gehen|stehen|atmen|sehen)`,
    `(?:hands|knees|legs|fingers|kneecaps|face|eyes) (?:\\S+ ){0,3}(?:wont|wouldnt|will not|would not|not going to|arent going to) (?:be )?(?:\\S+ ){0,2}(?:much |any )?(?:use|work|last|hold up|heal)`,
    `(?:something|anything) (?:\\S+ )?(?:happened|happens|happening) to (?:your|my|her|his) (?:knees|legs|hands|fingers|face|kneecaps)`,
    `(?:ohne )(?:krucken|rollstuhl|gehhilfe) (?:\\S+ ){0,3}(?:bewegen|laufen|gehen)`,
    `(?:knie|beine|hande|finger|gesicht|rucken) (?:\\S+ ){0,4}(?:nicht mehr lange|bald nicht mehr|nicht mehr (?:lange )?mit)`,
    `(?:hande|hands) (?:\\S+ ){0,8}(?:brauch\\w*|need\\w*) (?:\\S+ ){0,4}(?:nicht mehr|no longer|anyway|wont)`,
    `schade um (?:mein|dein|sein|ihr)\\w* (?:\\S+ ){0,1}(?:beine|knie|hande|gesicht|finger)`,
    `(?:gesicht|face) (?:\\S+ ){0,4}(?:keiner|niemand|nobody|no one) (?:\\S+ ){0,1}(?:mehr )?(?:erkenn\\w*|recogni[sz]\\w*)|(?:wont|not|no) have a face`,
    // found in a river, a grave chosen, disappearing, nobody finding one
    `(?:end|ends|ending|ended|wash\\w*|turn\\w*|wind\\w*) up (?:\\S+ ){0,2}in (?:the|a) (?:river|canal|lake|harbou?r|woods|forest|ditch|sea|bay|trunk)`,
    `(?:find|finds|found|finden|findet|finde|gefunden) (?:\\S+ ){0,3}(?:in the|im|in den|in der) (?:river|canal|lake|harbou?r|woods|fluss|kanal|see|rhein|main|spree|elbe|wald|hafen|hafenbecken|baggersee)`,
    `(?:ende|endet|enden|landet|lande|landen|treibt) (?:\\S+ ){0,3}(?:im|in den|in der) (?:fluss|kanal|see|rhein|main|spree|elbe|hafen|hafenbecken|baggersee|wald)`,
    `(?:im|in den|in der) (?:fluss|kanal|see|rhein|spree|elbe|hafen) (?:\\S+ ){0,2}(?:finden|landen|liegen|treiben|enden)`,
    `platz auf dem friedhof|(?:grab|sarg|grabstein|plot|coffin|grave) (?:\\S+ ){0,2}(?:aussuchen|auswahlen|pick\\w*|choos\\w*)`,
    `${who} (?:\\S+ ){0,2}(?:would|will|could|might|wurde|werde|wirst|wird|wurdest)? ?(?:disappear|vanish|verschwinden)\\b`,
    `(?:nobody|no one|niemand|keiner) (?:\\S+ ){0,2}(?:find|finden|findet|miss|vermiss)\\w* (?:\\S+ ){0,3}(?:for (?:weeks|days|months)|wochenlang|tagelang|so schnell)`,
    `accidents (?:can )?happen|unfalle passieren`,
    // never safe again: looking over one's shoulder, never sleeping in peace, not home in one piece
    `(?:look|looking|looks) over (?:your|my|her|his) shoulder`,
    `(?:never|nie) (?:wieder|again|mehr)? ?(?:\\S+ ){0,2}(?:ruhig |in ruhe |in peace )?(?:sleep|schlafen)(?: (?:in peace|again|ruhig))?`,
    `(?:wont|not|never|nicht mehr|nie wieder|nie mehr) (?:\\S+ ){0,2}(?:make it home|heil (?:\\S+ ){0,3}(?:nach hause|heim|aus|raus|zuruck)|in one piece)`,
    `(?:den sommer|den winter|weihnachten|ostern|das jahr|das jahresende|next (?:summer|year|christmas)) (?:\\S+ ){0,2}(?:nicht mehr erleben|wont see|not see)`,
    `(?:den|the) (?:tag|day) (?:\\S+ ){0,1}(?:verfluchen|curse)`,
    // a visit to one's family, one's business burning "literally"
    `(?:mum|mom|mother|dad|father|wife|husband|kids|children|daughter|son|sister|brother|parents|family|girlfriend|boyfriend|partner|mutter|vater|frau|mann|kinder|tochter|sohn|schwester|bruder|eltern|familie|freundin|freund) (?:\\S+ ){0,1}(?:gets|get|will get|ll get|kriegt|bekommt|bekommen) (?:\\S+ ){0,1}(?:a )?(?:little )?(?:visit|besuch)`,
    `(?:burn\\w*|brennt|brennen|abfackeln|abbrennen|go up in flames|in flammen) (?:\\S+ ){0,6}(?:literally|wortwortlich|buchstablich|wortlich)`,
  ].join('|'),
);

/** Someone else said or sent it: a report, a quote, a message to check. */
const received = re(
  '(?:said|says|told|tells|tell|heard|wrote|writes|texted|texts|messaged|emailed|mailed|whispered|warned|hinted|added|threaten\\w*|voicemail|voice message|voice note|message|text|mail|email|note|card|dm|meinte|meint|sagte|sagt|gesagt|schrieb|schreibt|geschrieben|geflustert|flusterte|gedroht|droht\\w*|angedeutet|gewarnt|warnte|sprachnachricht|nachricht|mail|zettel|brief|karte|geschickt|schickte|sent|got (?:this|that|a|the)|bekommen|erhalten|gsagt|gschriebn|horte|gehort|mitbekommen|ausrichten|ausgerichtet|asked|asks|fragte|fragt|gefragt)',
);

/** The user's own words ("I told him he'll pay for this"): the user's menace, not one received. */
const userSaid = re(
  '(?:^|\\b)(?:i|ich) (?:\\S+ ){0,2}(?:told|said|texted|wrote|warned|threatened|sagte|schrieb|drohte|hab (?:\\S+ ){0,4}(?:gesagt|geschrieben|gedroht))\\b',
);

/** A joke about the bill, a penalty in a contract, a bet: the consequence is money or fun. */
const harmless = re(
  [
    'joked|joking|jokingly|kidding|laughing|laughed|haha\\w*|lol|lachend|grinsend|im spass|aus spass|nur spass|witz\\w*|scherz\\w*',
    'he meant|she meant|er meinte (?:die|das|den)|sie meinte (?:die|das|den)|buying next time|next round|nachste runde|nachstes mal',
    '(?:pay|zahl\\w*|bezahl\\w*) (?:\\S+ ){0,2}(?:lunch|dinner|drinks|coffee|the bill|the round|mittag\\w*|essen|kaffee|getranke|rechnung|runde)',
    'penalty|vertragsstrafe|konventionalstrafe|clause|klausel|late fee|mahngebuhr|(?:the|a) fine\\b|bussgeld',
  ].join('|'),
);

/** People sent or brought to a person: "his boys will drop by", "hat Leute zu ihr nach Hause geschickt". */
const peopleSent = re(
  [
    `(?:his|her|their|seine|seinen|ihre|ihren|deren|dessen) (?:\\S+ ){0,1}(?:boys|lads|guys|men|people|friends|mates|crew|jungs|leute|kumpels|typen|manner|freunde) (?:\\S+ ){0,4}(?:drop by|come by|come round|come over|stop by|swing by|pay (?:\\S+ ){0,1}a visit|visit|have a (?:word|chat|little chat|talk)|vorbeikommen|vorbeischauen|vorbei|besuch\\w*|klaren)`,
    `(?:leute|typen|jungs|manner|kerle|jemand\\w*) (?:\\S+ ){0,3}(?:zu (?:mir|ihr|ihm|uns|meiner|ihrer|seiner|meinem|ihrem|seinem)|nach hause|vor (?:die|meine|ihre) tur)\\w* (?:\\S+ ){0,3}(?:geschickt|schickt|schicken|vorbeigeschickt)`,
    `(?:sent|sends|sending|schickte|geschickt|schickt|vorbeigeschickt) (?:\\S+ ){0,3}(?:people|guys|men|someone|somebody|leute|typen|jungs|manner|jemand\\w*) (?:\\S+ ){0,3}(?:to (?:my|her|his|our)|zu (?:mir|ihr|ihm|uns)|nach hause|(?:my|her|his) (?:home|house|door|place|flat)|vor (?:die|meine|ihre) tur)`,
  ].join('|'),
);

/** Someone or a car near a person's place, again and again. */
const presence = re(
  [
    `(?:car|van|vehicle|truck|suv|auto|wagen|transporter|lieferwagen|typ|guy|man|mann|someone|somebody|jemand|person|fahrer|driver|kerl) (?:\\S+ ){0,6}(?:drives?|driving|drove|fahrt|fuhr|fahrt) (?:\\S+ ){0,4}(?:past|by|vorbei)`,
    `(?:car|van|vehicle|truck|suv|auto|wagen|transporter|typ|guy|man|mann|someone|somebody|jemand|person|fahrer|driver|kerl) (?:\\S+ ){0,6}(?:parked|parks|sitting|sits|waiting|waits|waited|standing|stands|stood|steht|stand|stehen|wartet\\w*|sitzt|sass|parkt\\w*|lauert\\w*) (?:\\S+ ){0,4}(?:outside|in front of|across|opposite|by|at|near|vor|gegenuber|an|bei)`,
    `(?:steht|stand|wartet\\w*|sitzt|parkt\\w*) (?:\\S+ ){0,3}(?:car|van|auto|wagen|transporter|typ|mann|jemand|kerl|fahrer)`,
    `(?:fahrt|fuhr|fahren) (?:\\S+ ){0,6}(?:car|van|auto|wagen|transporter|lieferwagen|typ|mann|jemand|kerl|suv) (?:\\S+ ){0,6}vorbei`,
    `(?:waiting|wait|waits|wartet\\w*|warte|lauert\\w*) (?:\\S+ ){0,2}(?:for|auf) (?:me|her|him|mich|sie|ihn|ihr)\\b`,
  ].join('|'),
);

/** Again and again, or since a conflict. */
const repeated = re(
  'every (?:night|evening|morning|day)|each (?:night|evening|morning)|jeden (?:abend|morgen|tag)|jede nacht|nightly|nachts|again|wieder|(?:third|second|fourth|\\d+(?:st|nd|rd|th)?) time|(?:dritte|zweite|vierte|\\d+) mal|for (?:two|three|four|\\d+|a few|several) (?:weeks|days|nights)|seit (?:tagen|wochen)|for days|for weeks|one of these (?:nights|days)|bis (?:sie|er|ich) allein|until (?:she|he|i)(?: is|s)? alone|after (?:closing|dark|work)|nach feierabend|ever since|seitdem',
);

/** A conflict the presence follows, or a sign that it is meant: watching, photos, a greeting from the other side. */
const tiedToConflict = re(
  'looking up|looks up|look up|schaut (?:\\S+ ){0,2}hoch|starrt (?:\\S+ ){0,2}hoch|since (?:i|we|the|our|my)|seit (?:ich|wir|der|dem|die|unser\\w*|mein\\w*)|after (?:i|we|the) |nachdem|watching|watches|staring|stares|beobacht\\w*|starrt|schaut (?:\\S+ ){0,3}(?:fenster|zu mir|rein)|fotograf\\w*|(?:takes|taking|took|macht|machte) (?:\\S+ ){0,2}(?:photos|pictures|fotos|bilder)|says hi|said hi|sends (?:his|her) regards|lasst (?:\\S+ ){0,1}grussen|gruss\\w* (?:von|vom)|threaten\\w*|gedroht|droh\\w*|car park|parking|garage|tiefgarage|parkhaus|allein|alone|wartet auf (?:sie|ihn|mich)',
);

/** Presence that belongs to the day: a car-share spot, deliveries, a lift, a courier, the match. */
const everydayPresence = re(
  'car ?share|car sharing|carsharing|deliver\\w*|liefer\\w*|take in|annehmen|pick (?:me|us|her|him) up|abhol\\w*|carpool|fahrgemeinschaft|taxi|courier|kurier|post(?:bote|man)|mailman|security guard|wachdienst|match|spiel|game|fussball|football',
);

/** The user as the one who follows, tracks, waits or sends: the user's own plan, not a threat received. */
const userActs = re(
  '(?:i|ich|ill|im|id|werde ich|will ich) (?:\\S+ ){0,3}(?:follow\\w*|folge|verfolg\\w*|track\\w* (?:him|her|them|his|ihn|sie|ihm|ihr)|put|platzier\\w*|hide|hid|versteck\\w*|wait|warte|park\\w*|send|schick\\w*|stand|steh\\w*|drive|fahr\\w*)\\b',
);

/** Being watched: a tracker found, one's whereabouts known without being told, pictures of one's home. */
const watched = re(
  [
    `(?:gps|tracker|airtag|air tag|peilsender|ortungs\\w*|tracking device|tracking chip) (?:\\S+ ){0,6}(?:under|on|in|unter|an|in|at) (?:\\S+ ){0,2}(?:car|bumper|bag|backpack|laptop ?bag|jacket|coat|auto|wagen|firmenwagen|dienstwagen|tasche|rucksack|laptoptasche|jacke|stossstange|fahrrad|bike)`,
    `(?:found|discovered|gefunden|entdeckt) (?:\\S+ ){0,4}(?:gps|tracker|airtag|air tag|peilsender|ortungs\\w*|tracking device)`,
    `(?:knows|knew|knowing|weiss|wusste|wissen) (?:\\S+ ){0,4}(?:where i|wo ich|which (?:client|cafe|gym|route|train|bus|bar)|when i (?:leave|lock|left|get|go)|wann ich|that i d be alone|that i would be alone|that i was alone|dass ich (?:\\S+ ){0,3}(?:allein|alleine)|my (?:daily )?(?:schedule|shifts?|route|whereabouts)|meine (?:schichten|route|termine))`,
    `(?:schreibt|schrieb|texted|texts|sends|sent|messaged|schickt\\w*|geschickt) (?:\\S+ ){0,2}(?:mir|me|her|ihr) (?:\\S+ ){0,4}(?:wo ich|where i|where she|wo sie|the time i|the times i|die uhrzeit|die route|the route|route (?:of|meiner)|photos? of (?:my|me|her)|pictures? of (?:my|me|her)|fotos? (?:von|meines|meiner)|bilder (?:von|meines|meiner))`,
    `(?:turns? up|shows? up|appears|taucht (?:\\S+ ){0,2}auf) (?:\\S+ ){0,3}(?:wherever|everywhere|where ever|wo (?:auch )?immer|uberall|immer da,? wo|da wo ich|dort wo ich)`,
    `(?:photos?|pictures?|pics|fotos?|bilder) (?:of|von) (?:\\S+ ){0,2}(?:my|her|his|mein\\w*|ihr\\w*|own) (?:\\S+ ){0,2}(?:car|front door|door|house|home|flat|auto|haustur|tur|haus|wohnung) (?:\\S+ ){0,4}(?:at night|parked|nachts|taken|no text|ohne)`,
    `(?:follow\\w*|folgt|folgte|verfolgt\\w*) (?:me|her|him|mich|sie|ihn|mir|ihr|ihm|(?:my|our|mein\\w*|unser\\w*) \\S+) (?:\\S+ ){0,3}(?:from the office|home|to the (?:train|bus|station|car)|nach hause|bis zur|zur (?:s bahn|u bahn|bahn)|bis nach hause|every (?:evening|night|day)|jeden (?:abend|tag))`,
  ].join('|'),
);

/** Tracking that belongs to the business or the user's own: a fleet, lost keys, a shared calendar. */
const ownTracking = re(
  [
    '(?:we|wir|i|ich) (?:\\S+ ){0,3}(?:put|installed|added|bought|use|keep|eingebaut|installiert|gekauft|nutzen|benutzen)',
    'fleet|flotte|fahrzeugflotte|liefer\\w*|deliver\\w*|lose (?:them|it|my)|verliere|verlier\\w*',
    'because (?:we|he s|hes|she s|shes|it s) (?:\\S+ ){0,2}(?:share|on|in)|weil (?:wir|er|sie) (?:\\S+ ){0,3}(?:teilen|im verteiler|geteilt\\w*)',
    'shared calendar|share (?:a |the |our )?calendar|gemeinsame\\w* kalender|geteilt\\w* kalender|update list|verteiler|newsletter|linkedin|instagram|strava',
  ].join('|'),
);

/**
 * A consequence aimed at a person's body or at the people close to them (safety22b): regret that
 * takes the family along ("wirst es bereuen, und deine Frau a", "u and ur missus"), a use of the
 * body taken for good ("she'll never hold a pen again", "dass sie nie wieder eine Tastatur
 * anfasst"), a body part one should hold dear ("ob ihr ihre Knie lieb sind", "how much she likes
 * her face") or that will do it instead ("bevor deine Zähne es tun müssen"), a life with one arm.
 * Not regret alone ("you'll regret raising prices": a lost customer) and not a career closed
 * ("you'll never work in this town again").
 */
const bodyPart =
  '(?:face|teeth|tooth|knees?|kneecaps?|legs?|arms?|hands?|fingers?|ribs|nose|jaw|eyes?|neck|back|skull|head|gesicht|zahne|zahn|knie|kniescheiben?|beine?|arme?|hande|hand|finger|rippen|nase|kiefer|augen?|genick|hals|rucken|schadel|kopf)';
const family =
  '(?:wife|husband|kids?|children|daughter|son|boy|girl|family|missus|missis|wifey|lassie|lass|laddie|lad|bairns?|wee ones?|little ones?|mum|mom|mother|dad|father|parents|sister|brother|partner|girlfriend|boyfriend|frau|mann|kinder|kind|tochter|sohn|bub|bua|buam|madl|madel|familie|mutter|vater|eltern|schwester|bruder|freundin|freund|kleinen?)';
const bodyConsequence = re(
  [
    // regret, or wishing one had never, that takes someone close along: "and so will your boy",
    // "und dei Bua a", "du und deine Familie" (not "and my family would love the city")
    `(?:regret|bereu|wunschen,? nie|wish (?:\\S+ ){0,1}never|wish (?:\\S+ ){0,1}had never|leid tun)\\w* (?:\\S+ ){0,12}(?:(?:so will|so wird) (?:\\S+ ){0,3}${family}|(?:und|and|&|plus) (?:your|ur|yer|dein\\w*|dei|eure\\w*|euer) (?:\\S+ ){0,1}${family}|(?:und|and) (?:his|her|my|sein\\w*|ihr\\w*|mein\\w*) (?:\\S+ ){0,1}${family} (?:too|auch|a|as well|ebenfalls))\\b`,
    `(?:you|u|ya|ye|du|ihr) (?:and|und|&) (?:your|ur|yer|dein\\w*|dei|eure\\w*) ${family} (?:\\S+ ){0,6}(?:regret|bereu\\w*)|(?:regret|bereu\\w*) (?:\\S+ ){0,6}(?:you|u|ya|du) (?:and|und|&) (?:your|ur|yer|dein\\w*|dei) ${family}`,
    // a use of the body taken for good
    `(?:make sure|sorge\\w* dafur|dafur sorgen|sorgt dafur|ensure|see to it)\\w* (?:\\S+ ){0,3}(?:never|nie|nie wieder|nie mehr|no longer|nicht mehr) (?:\\S+ ){0,4}(?:hold|holds|touch|touches|write|writes|type|types|walk|walks|play|plays|use|uses|halt|halten|halte|anfass\\w*|beruhr\\w*|schreib\\w*|tipp\\w*|lauf\\w*|geh\\w*|spiel\\w*|benutz\\w*)\\b(?: (?:\\S+ ){0,4}(?:again|wieder|mehr))?`,
    `(?:never|nie wieder|nie mehr|nicht mehr) (?:\\S+ ){0,3}(?:a |an |einen |eine |ein )?(?:pen|pencil|camera|keyboard|brush|guitar|hammer|knife|stift|kamera|tastatur|pinsel|gitarre|instrument|werkzeug|ball) (?:\\S+ ){0,2}(?:hold|halten|anfassen|touch|fassen|greifen)\\w*`,
    // a body part one should hold dear, or that will do it instead
    `(?:how much|whether|if|ob|wie sehr|wie) (?:\\S+ ){0,3}(?:likes?|loves?|values?|attached to|lieb|wichtig|am herzen)\\w* (?:\\S+ ){0,3}(?:your|her|his|their|my|dein\\w*|ihr\\w*|sein\\w*|mein\\w*) ${bodyPart}\\b|(?:your|her|his|my|dein\\w*|ihr\\w*|sein\\w*|mein\\w*) ${bodyPart} (?:\\S+ ){0,2}(?:lieb|dear|wichtig)\\b`,
    `(?:bevor|before|or|oder|sonst) (?:\\S+ ){0,1}(?:your|her|his|dein\\w*|ihr\\w*|sein\\w*) ${bodyPart} (?:\\S+ ){0,3}(?:es tun|do it|drop it|decide|entscheiden|mussen|have to|tun mussen|erledig\\w*)`,
    `(?:with|mit) (?:only )?(?:one|a single|einem|nur einem) (?:arm|hand|leg|eye|bein|auge)\\b`,
  ].join('|'),
);

/**
 * Being watched told by what the other side knows or leaves (safety22b): whereabouts, clothing, a
 * child's school or a shift named by someone the user never told ("told me where I had lunch … I
 * never told him", "er wisse ja, dass ich diese Woche Spätschicht habe"); a device with a magnet
 * found under one's car; "we see you" left on one's car or door; a drawing or photo of one's home
 * or child marked or sent without a word. Not a shared calendar, a key box we keep under the van.
 */
const knownUntold = re(
  `(?:i|ich|she|sie|he|er|we|wir|they|nobody|no one|niemand|keiner) (?:\\S+ ){0,3}(?:never|nie|nicht|not|didnt|did not|hadnt) (?:\\S+ ){0,2}(?:told|tell|said|mentioned|gesagt|erzahlt|verraten|erwahnt)\\b`,
);
const knownThing = re(
  `(?:where|wo) (?:i|she|he|ich|sie|er) (?:\\S+ ){0,3}(?:lunch|dinner|eat|ate|was|had|mittag\\w*|gegessen|war|essen|wohn\\w*|live\\w*|school|schule|goes|geht)|(?:daughter|son|kids?|children|tochter|sohn|kinder?)\\w* (?:\\S+ ){0,4}(?:school|kita|kindergarten|nursery|daycare|schule|grundschule)|(?:school|kita|kindergarten|nursery|daycare|schule|grundschule)\\w* (?:\\S+ ){0,3}(?:my|mein\\w*|sein\\w*|ihr\\w*|her|his) (?:daughter|son|kids?|tochter|sohn|kinder?)\\w*|(?:what|was) (?:she|i|he|sie|ich|er) (?:\\S+ ){0,1}(?:wear|wore|tragt|trug|anhat)\\w*|(?:late|night|early|spat|nacht|fruh)\\w* ?(?:shift|schicht)\\w*|(?:which|welche\\w*|mit welchem) (?:bus|train|tram|route|way|bahn|zug|weg)\\b`,
);
/** Business facts that leaked: a confidentiality question, not being watched. */
const leaked = re('leak\\w*|geleakt|durchgestochen|confidential|vertraulich|nda|insider');
const otherKnows = re(
  `(?:knows?|knew|knowing|wisse|weiss|wusste|wussten|told me|tells me|erzahlt\\w*|sagte|said|mentioned|named|nannte|genannt|erwahnt\\w*|whisper\\w*|geflustert|wrote|writes|schrieb|schreibt|texts|texted|messages?|nachrichten?)\\b`,
);
/** The user's own words ("I told him …", "ich hab ihm gesagt …"); "I never told him" is not. */
const ownWords = re(
  `(?:^|\\b)(?:i|ich) (?:\\S+ ){0,1}(?:told|said|texted|wrote|warned|threatened|sagte|schrieb|drohte)\\b|\\b(?:i|ich) (?:hab|habe|have|had) (?:\\S+ ){0,4}(?:gesagt|geschrieben|gedroht|told|said)\\b`,
);
const notTold = new RegExp(
  '\\b(?:i|ich) (?:\\S+ ){0,4}(?:nicht|nie|never|not) (?:\\S+ ){0,2}(?:gesagt|told|erzahlt|said|tell|verraten)\\b',
  'g',
);
const saidByUser = (folded: string) => ownWords.test(folded.replace(notTold, ' '));
const magnetDevice = re(
  `(?:box|kastchen|kasten|device|gerat|ding|thing|teil|sender|black box) (?:\\S+ ){0,4}(?:magnet\\w*) (?:\\S+ ){0,4}(?:under|unter|underneath|an|on) (?:\\S+ ){0,2}(?:car|auto|wagen|van|bike|fahrrad)|magnet\\w* (?:\\S+ ){0,3}(?:box|kastchen|kasten|device|gerat|ding|teil) (?:\\S+ ){0,4}(?:under|unter|underneath) (?:\\S+ ){0,2}(?:car|auto|wagen|van)|(?:stuck|klebt|klebte|geklebt|befestigt|attached) (?:\\S+ ){0,3}(?:under|unter|underneath) (?:my|mein\\w*|her|ihr\\w*) (?:car|auto|wagen)`,
);
const watcherNote = re(
  `(?:we|i|wir|ich) (?:see|are watching|re watching|m watching|sehen|beobachten|seh) (?:you|dich|euch)\\b (?:\\S+ ){0,6}(?:written|geschrieben|scratched|painted|gespruht|note|zettel|windscreen|windshield|windschutzscheibe|door|tur|mirror|spiegel)|(?:written|geschrieben|scratched|painted|gespruht|note|zettel|windscreen|windshield|windschutzscheibe|tur|stand) (?:\\S+ ){0,8}(?:we|i|wir|ich) (?:see|are watching|re watching|m watching|sehen|beobachten|seh) (?:you|dich|euch)\\b`,
);
const markedHome = re(
  `(?:drawing|sketch|zeichnung|skizze|foto|photo|picture|bild|map|karte|postkarte|postcard) (?:\\S+ ){0,5}(?:house|home|flat|haus|wohnung|kinderzimmer|bedroom|schlafzimmer) (?:\\S+ ){0,8}(?:cross|kreuz|circle|kreis|markiert|marked|x)\\b|(?:photo|picture|foto|bild) (?:of|von) (?:\\S+ ){0,2}(?:my|mein\\w*|her|ihr\\w*) (?:\\S+ ){0,1}(?:pram|stroller|kinderwagen|kids?|children|kinder|daughter|son|tochter|sohn|kita|nursery|school|schule) (?:\\S+ ){0,6}(?:no text|ohne text|ohne ein wort|without a word|nothing else|kein text|no message|outside|vor der|vor dem)`,
);
/** A warning not to be alone somewhere, by someone one fell out with: a threat even said with a laugh. */
const warnedAlone = re(
  `(?:shouldnt|should not|better not|had better not|wouldnt|sollte\\w*|solle|besser) (?:\\S+ ){0,3}(?:nicht|not)? ?(?:\\S+ ){0,4}(?:alone|allein\\w*) (?:\\S+ ){0,5}(?:at night|after dark|anymore|any more|nachts|abends|im dunkeln|mehr)\\b|(?:nachts|at night|after dark|abends) (?:\\S+ ){0,4}(?:lieber |besser )?(?:nicht|not) (?:\\S+ ){0,2}(?:mehr )?(?:allein\\w*|alone)`,
);
const fellOut = re(
  `former|ex|fruher\\w*|ehemalig\\w*|gekundigt\\w*|fired|let go|entlassen|rausgeworfen|pushed out|picked up (?:his|her) (?:stuff|things)|seine sachen|ihre sachen|abholen|after (?:the|our|i|we)|since|seit|nachdem|nach dem (?:streit|termin|gesprach)|fight|streit|dispute|konflikt|row`,
);
/** A short message: a man outside one's door again, said in a few words ("er steht schon wieder unten vorm büro"). */
const shortPresence = re(
  `^(?:\\S+ ){0,2}(?:he|she|they|hes|shes|theyre|er|sie|der typ|the guy|the man|der mann|dieser typ|that guy)\\b(?=.*\\b(?:unten|downstairs|outside|draussen|vor|vorm|in front|across|gegenuber|at the door|an der tur)\\b)(?=.*\\b(?:again|wieder|still|immer noch)\\b)`,
);
/** Someone with no business there, at night, who knows the user's hours. */
const nightIntruder = re(
  `(?:um (?:eins|zwei|drei|vier|1|2|3|4)|at (?:1|2|3|4) ?am|(?:1|2|3|4) ?am|mitten in der nacht|in the middle of the night|middle of the night) (?:\\S+ ){0,10}(?:office|buro|shop|laden|lager|warehouse|studio|werkstatt|flat|wohnung)|(?:office|buro|shop|laden|lager|warehouse) (?:\\S+ ){0,6}(?:um (?:eins|zwei|drei|vier|1|2|3|4)|at (?:1|2|3|4) ?am|(?:1|2|3|4) ?am|mitten in der nacht|middle of the night)`,
);
const stillHasKeys = re(
  `(?:still )?(?:has|had|hat|hatte) (?:\\S+ ){0,2}(?:noch )?(?:\\S+ ){0,1}(?:keys?|schlussel\\w*)`,
);
const sharedKnowledge = re(
  'shared calendar|share (?:a |the |our )?calendar|gemeinsame\\w* kalender|geteilt\\w* kalender|because (?:we|i) (?:\\S+ ){0,2}(?:share|told|posted)|weil (?:wir|ich) (?:\\S+ ){0,3}(?:teilen|geteilt\\w*|erzahlt|gepostet)|verteiler|newsletter|linkedin|instagram|strava|(?:his|her|seine|ihre) (?:daughter|son|kid|tochter|sohn|kind) (?:\\S+ ){0,3}(?:goes there|there too|auch dort|auch da|auch auf)',
);
/**
 * One's new home known after a move by someone one fell out with (safety25b): the new address, the
 * door code or a photo of one's bedroom window sent ("hat mir meine neue Adresse, den Türcode und
 * ein Foto von meinem Schlafzimmerfenster geschickt. Ich bin vor zwei Wochen umgezogen.").
 */
const homeDetail = re(
  `(?:new|neue\\w*) (?:home )?(?:address|adresse|flat|wohnung)|(?:door|gate) ?code|turcode|(?:photo|picture|foto|bild)\\w* (?:of |von )?(?:\\S+ ){0,2}(?:bedroom|schlafzimmer|kinderzimmer)\\w*`,
);
/** Followed again and again, told in the German perfect ("ist mir jetzt dreimal vom Büro zum Fitnessstudio gefolgt"). */
const followedAgain = re(
  `(?:mir|ihr|uns) (?:\\S+ ){0,2}(?:zweimal|dreimal|viermal|\\d+ ?mal|schon wieder|wieder|jeden (?:abend|tag|morgen)|jede nacht) (?:\\S+ ){0,6}(?:gefolgt|nachgefahren|nachgelaufen|hinterhergefahren|hinterhergelaufen)`,
);
const movedAway = re(
  `moved|umgezogen|never (?:gave|told)|nie (?:gegeben|gesagt)|nobody (?:knows|has)|niemand (?:kennt|hat|weiss)`,
);
/** A key box kept under one's own van: a magnet there is the business's. */
const ownKeyBox = re('ersatzschlussel|spare key|key ?box|schlusselkasten|magnetkasten|schlusselbox');
/** The other side knows the user's hours or way: a shift, the bus home, when one is alone. */
const watchedHours = re(
  `(?:he|she|they|er|sie|man|der|die)\\w* (?:\\S+ ){0,3}(?:knows?|knew|wisse|weiss|wusste|kenn\\w*) (?:\\S+ ){0,6}(?:(?:late|night|early|spat|nacht|fruh)\\w* ?(?:shift|schicht)\\w*|(?:shift|schicht)\\w*|(?:which|welche\\w*|mit welchem) (?:bus|train|tram|route|bahn|zug)|(?:way|route|weg) home|heimweg|nachhauseweg|(?:alone|allein\\w*))\\b`,
);
/** Presence words that move slowly past: rolls, crawls, creeps (the van every night). */
const slowPast = re(
  `(?:rollt|rollte|schleicht|kriecht|fahrt|fuhr) (?:\\S+ ){0,4}(?:auto|wagen|transporter|lieferwagen|van|suv) (?:\\S+ ){0,10}vorbei|(?:car|van|vehicle|truck|suv|auto|wagen|transporter|lieferwagen) (?:\\S+ ){0,6}(?:rolls?|rolling|crawls?|creeps?|cruises?|rollt|schleicht|kriecht) (?:\\S+ ){0,4}(?:past|by|vorbei)`,
);
/** Boys, lads or people who "will drop by" after a row, with a car or a van at night (not for the match). */
const boysAfterRow = re(
  `(?:the|die|ein paar|some|a few) (?:boys|lads|guys|jungs|leute|typen|kumpels) (?:\\S+ ){0,4}(?:drop by|come by|come round|stop by|swing by|vorbeikommen|vorbeischauen|reinschauen|schauen (?:\\S+ ){0,4}rein|vorbei)`,
);

export type ConsequenceKind = 'consequence' | 'sent' | 'presence' | 'watched';

/** A threat received told by its consequence, people sent, a presence or a watcher (see above). */
export function consequenceThreat(text: string): ConsequenceKind | null {
  const folded = fold(text);
  if (consequence.test(folded) && received.test(folded) && !userSaid.test(folded) && !harmless.test(folded))
    return 'consequence';
  if (userActs.test(folded)) return null;
  if (peopleSent.test(folded) && !everydayPresence.test(folded)) return 'sent';
  if (presence.test(folded) && repeated.test(folded) && tiedToConflict.test(folded) && !everydayPresence.test(folded))
    return 'presence';
  if (watched.test(folded) && !ownTracking.test(folded)) return 'watched';
  return bodyOrWatchedThreat(folded);
}

/** The readings added by safety22b (see above); `folded` is the folded whole message. */
function bodyOrWatchedThreat(folded: string): ConsequenceKind | null {
  if (bodyConsequence.test(folded) && received.test(folded) && !saidByUser(folded) && !harmless.test(folded))
    return 'consequence';
  // A warning not to be alone said with a laugh is still a warning: `harmless` is not asked.
  if (warnedAlone.test(folded) && received.test(folded) && fellOut.test(folded) && !saidByUser(folded))
    return 'consequence';
  // Whereabouts the user shares (a calendar, a list) are known, not watched.
  if (sharedKnowledge.test(folded)) return null;
  if (
    watchedHours.test(folded) &&
    (received.test(folded) || fellOut.test(folded)) &&
    !/\b(?:i|ich) (?:\S+ ){0,2}(?:know|knew|weiss|wusste|kenne)\b/.test(folded)
  )
    return 'watched';
  if (
    knownUntold.test(folded) &&
    knownThing.test(folded) &&
    otherKnows.test(folded) &&
    !leaked.test(folded) &&
    !saidByUser(folded)
  )
    return 'watched';
  if (magnetDevice.test(folded) && !ownTracking.test(folded) && !ownKeyBox.test(folded)) return 'watched';
  // By someone one fell out with: an intern who does not know the way follows for that.
  if (followedAgain.test(folded) && fellOut.test(folded) && !saidByUser(folded)) return 'watched';
  if (
    homeDetail.test(folded) &&
    movedAway.test(folded) &&
    received.test(folded) &&
    fellOut.test(folded) &&
    !saidByUser(folded)
  )
    return 'watched';
  if (watcherNote.test(folded) || markedHome.test(folded)) return 'watched';
  if (nightIntruder.test(folded) && stillHasKeys.test(folded) && watchedHours.test(folded)) return 'watched';
  if (slowPast.test(folded) && repeated.test(folded) && (boysAfterRow.test(folded) || tiedToConflict.test(folded)))
    return 'presence';
  if (boysAfterRow.test(folded) && received.test(folded) && fellOut.test(folded) && !everydayPresence.test(folded))
    return 'sent';
  // Only the few words themselves: a longer message says what the presence is (a courier, a guest).
  if (folded.split(' ').length <= 10 && shortPresence.test(folded) && !everydayPresence.test(folded)) return 'presence';
  return null;
}
