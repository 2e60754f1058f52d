// Harassment told by what is tied to what, not by a harassment word (issue #21, safety21c):
// - quid pro quo: a tranche, a promotion, a deal, the rent tied to a private or sexual condition
//   ("the second tranche once I come up to his room", "die Beförderung, wenn ich ihn am Wochenende
//   in seinem Ferienhaus besuche, allein"), also told by a coach about a client or asked as "how
//   do I keep him happy". Not a condition of the work ("if I ship by March"), a dinner at his
//   place with his wife and other founders, the hotel's conference room with the lawyers;
// - an origin or a faith mocked again and again as a joke or "banter" ("asks every morning if I
//   brought a bomb", "nennt mich nur Döner"), or meetings put on the prayer hour with the user
//   called disloyal for it. Not teasing both sides enjoy ("we roast each other's accents") and not
//   planning for a faith ("a quiet room for Friday prayers").
// Read on the folded whole message (text.ts `fold`).
import { fold, foldedRegExp } from '../text';

const re = foldedRegExp;

/** What power can give or withhold: money, a deal, a job, a place. */
const benefit = re(
  [
    '\\w*finanzierung|follow ?on|preisgeld|prize\\w*|award|grant|stipendium|forder\\w*|listung|listing|credit line|kreditlinie|project|projekt|tranche|funding|finanzierung|investment|invest\\w*|term ?sheet|bridge\\w*|loan|darlehen|kredit|rate|round|runde|check|ticket|deal|contract|vertrag|rahmenvertrag|auftrag|order|discount|rabatt|rent|miete|equity|anteile|shares|signature|unterschri\\w*|sign\\w*',
    'promotion|beforderung|befordert|raise|gehaltserhohung|bonus|options|offer|ubernahme|ubernommen|festanstellung|full ?time|job|stelle|lead role|project lead|teamleitung|projektleitung|role|rolle|position|reference|zeugnis',
  ].join('|'),
);

/** A private or sexual condition: his room, his place alone, the night, a nightcap, photos, "being nicer". */
const privateCondition = re(
  [
    '(?:his|her|sein\\w*|ihr\\w*) (?:\\S+ ){0,1}(?:room|hotel ?room|suite|flat|apartment|wohnung|zimmer|hotelzimmer|ferienhaus|lake house|holiday home|place|haus|house|yacht|bett|bed)',
    '(?:zu|bei|to) (?:ihm|ihr|him|her) (?:\\S+ ){0,1}(?:nach hause|zu hause|zuhause|home|ins hotel|aufs zimmer|auf sein zimmer|auf ihr zimmer)|(?:bei|mit) (?:ihm|ihr) (?:\\S+ ){0,3}(?:ubernacht\\w*|schlaf\\w*)|(?:komme|kommst|come|go) (?:\\S+ ){0,2}(?:mit )?(?:auf|to|up to|round to|over to) (?:sein|ihr|his|her)',
    'nightcap|absacker|schlummertrunk|sleep with|sleeps with|slept with|sleeping with|mit (?:ihm|ihr|mir) schlaf\\w*|affair|affare|sauna|ubernacht\\w*|(?:spend|stay|spends|stays) the night|die nacht (?:\\S+ ){0,3}(?:bei (?:ihm|ihr)|im hotel|in seinem|in ihrem)|share a room|zimmer teilen|(?:wochenende|weekend|nacht|night|urlaub|trip) (?:\\S+ ){0,3}(?:mit ihm|mit ihr|with him|with her|together|zu zweit)|(?:mit ihm|mit ihr|with him|with her) (?:\\S+ ){0,2}(?:wochenende|weekend|nacht|night|urlaub|trip)|(?:photos|pictures|pics|fotos|bilder) (?:of|von) (?:me|mir|myself|yourself|dir)',
    'netter (?:zu|to) (?:ihm|ihr|him|her)|bisschen netter|(?:bit|lot) nicer (?:to|with) (?:him|her)|show (?:some |a little )?gratitude|dankbar (?:zeig\\w*|sein)|lockerer (?:werden|sein)|uptight|was hubsches|something (?:pretty|sexy)|my outfit|mein outfit|keep (?:him|her) company|gesellschaft leist\\w*|privately|in private|unter vier augen|privat|personlich (?:zu|bei)|nach feierabend bei',
    'just (?:the|us) two|nur wir (?:zwei|beide)|gezwinkert|winked|hand on my (?:knee|thigh|leg)|hand auf mein',
  ].join('|'),
);

/** The benefit depends on the condition. */
const tied = re(
  '(?:talk|discuss|negotiate|go over|sign|besprechen|verhandeln|reden|durchgehen|unterschreiben)\\w* (?:\\S+ ){0,5}(?:at|in|bei|auf) (?:his|her|sein\\w*|ihr\\w*|ihm)\\b|kein problem|no problem|basically done|just (?:need|have) to|solle nur|soll nur|musse nur|muss nur|nur noch|keep (?:him|her) happy|bei laune|happy halten|more personally|personlicher|over a glass|bei einem glas|if|only if|once|when|whenever|as soon as|unless|depends on|depend on|hangt (?:\\S+ ){0,2}davon ab|wenn|sobald|falls|nur wenn|erst (?:nach|wenn)|but first|first (?:i|you) (?:should|need|have)|in exchange|im gegenzug|dafur|then (?:he|she)|dann|faster|schneller|beschleunig\\w*|formsache|basically mine|easy|is ready|steht bereit|on the table|after the|nach dem|provided|vorausgesetzt|as long as|solange',
);

/** A condition in the open: with his wife, the team, the lawyers, a conference room, the lobby. */
const inTheOpen = re(
  'with (?:his|her) (?:wife|husband|partner|family|team)|mit (?:seiner|ihrer) (?:frau|familie|partnerin|team)|(?:other|andere\\w*) (?:\\S+ ){0,1}(?:founders|grunder\\w*|investors|portfolio)|lawyers|anwalt\\w*|anwalte|conference room|konferenzraum|meeting room|besprechungsraum|lobby|whole team|ganzen team|on a call|per video',
);

/** Origin or faith: the user's or a colleague's. */
const identity = re(
  [
    'afghan\\w*|polin|polen|eritre\\w*|ghana\\w*|somal\\w*|iran\\w*|irak\\w*|iraq\\w*|marokk\\w*|morocc\\w*|alban\\w*|bosn\\w*|serb\\w*|kosov\\w*|libanes\\w*|leban\\w*|palestin\\w*|palastin\\w*|sudan\\w*|ethiop\\w*|athiop\\w*|kongo\\w*|congo\\w*|kamerun\\w*|cameroon\\w*|bulgar\\w*|syr\\w*|turk\\w*|kurd\\w*|arab\\w*|polish|polnisch\\w*|pole|rumanien|romanian|rumanisch\\w*|roma|romani|sinti|nigerian\\w*|african|afrikan\\w*|(?:only|einzige\\w*) (?:black|schwarz\\w*)|black (?:person|people|colleague|woman|man|engineer|employee)|schwarze\\w* (?:kolleg\\w*|frau|mann|mitarbeiter\\w*)|asian|asiat\\w*|vietnam\\w*|chines\\w*|indian|indisch\\w*|pakistan\\w*|russ\\w*|ukrain\\w*|jewish|jew|judisch\\w*|jude|judin|muslim\\w*|moslem\\w*|islam\\w*|mosque|moschee|imam|kopftuch|hijab|kippah|kippa|turban|sikh|hindu|ramadan|eid|zuckerfest|friday prayers?|freitagsgebet\\w*|gebet\\w*|prayer\\w*|synagog\\w*|shabbat|sabbat\\w*',
    '(?:weil|because|since|seit) (?:\\S+ ){0,2}(?:aus|from) (?:\\S+ ){0,2}(?:komm\\w*|bin|am|is|come|came)|(?:where|woher) (?:\\S+ ){0,2}(?:really |wirklich )?(?:from|herkomm\\w*|komm\\w*)|herkunft|origin|curry|doner|kebab|frühlingsrolle|fruhlingsrolle|gastarbeiter|my name|meinen namen|meinem namen|mein name|(?:do|does|doing|mach\\w*) the accent|akzent|accent',
  ].join('|'),
);

/** Called a joke or banter, or laughed about. */
const jokeFrame = re(
  'memes?|(?:nicht|not) (?:\\S+ ){0,1}(?:personlich|persoenlich|personally) (?:nehmen|take)|take (?:it|this) personally|hilarious|funny|amusing|witzig|a laugh|joke|jokes|joking|banter|a bit\\b|just fun|for fun|humou?r|laugh\\w*|grin\\w*|witz\\w*|spass|humor|ironie|ironisch|lustig|grinsen|grinst|lach\\w*|nicht so anstellen|take a joke|zum lachen',
);

/** Again and again, or in front of others. */
const again = re(
  'every|each|daily|(?:in|into|to) (?:the|our|der|die|unsere\\w*|den) (?:\\S+ ){0,1}(?:whatsapp|group|gruppe|chat|slack|channel|kanal)\\w*|always|keep|keeps|kept|all the time|constantly|whenever|jeden|jede|jedem|taglich|standig|immer|dauernd|seit|since|in front of|vor (?:allen|kunden|investoren|dem team)',
);

/** A named act of mockery: a name twisted, a slur-like name, a question of loyalty, a thing hidden. */
const mockAct = re(
  [
    '(?:teilt|teilen|shares?|sharing|posts?|postet|posting|schickt|sends?|sending) (?:\\S+ ){0,6}(?:memes?|witze|jokes|gifs|bilder|pictures|videos|spruche) (?:uber|about|on|mit)',
    '(?:calls|calling|called|nennt|nennen|nannte) (?:\\S+ ){0,5}(?:me|him|her|us|mich|ihn|sie|uns|nur|only|just|immer|always)|statt (?:\\S+ ){0,2}(?:nur|immer)|instead of (?:my|his|her) name|mock\\w*|mispronounc\\w*|falsch aus|lustig (?:\\S+ ){0,1}(?:macht|machen)',
    '(?:asks?|asked|asking|fragt|fragen|gefragt) (?:\\S+ ){0,10}(?:bomb|bombe|sprengstoff|explosive\\w*|terror\\w*|scam|betrug|steal|stole|stolen|stehlen|gestohlen|geklaut|klauen|trust|trauen|vertrauen|side|seite|loyal\\w*)',
    '(?:hid\\w*|hiding|versteck\\w*|verschwind\\w*|verschwunden) (?:\\S+ ){0,3}(?:tools|werkzeug|things|sachen|laptop)|notes? (?:saying|that say)|zettel',
    '(?:joke\\w*|witze\\w*|frag\\w*|ask\\w*) (?:\\S+ ){0,6}(?:ob|whether|if) (?:\\S+ ){0,5}(?:noch da|still there|gestohlen|stolen|geklaut)',
    '(?:puts?|places?|leaves?|stellt|legt|hinstellt|serviert) (?:\\S+ ){0,5}(?:bacon|pork|ham|sausage|schnitzel|schwein\\w*|schinken|speck|bratwurst|beer|bier|wine|wein) (?:\\S+ ){0,4}(?:desk|tisch|table|platz|schreibtisch|vor)',
    '(?:loosen\\w*|gelockert|lockern|sabotag\\w*|slashed|zerstochen|scratched|zerkratzt)',
    '(?:coins|munzen|money emojis|geld ?emojis|geld emojis) (?:\\S+ ){0,4}(?:desk|tisch|markiert|tagged|on)|lock up the|abschliess\\w* (?:\\S+ ){0,2}(?:wenn|when)',
  ].join('|'),
);

/** A name that ties an origin or faith to terror, crime or a costume ("the bomber", "die Ninja"). */
const slurWord =
  '(?:bomber|bombenleger|terrorist\\w*|taliban|isis|ninja|sprengmeister|schlafer|sleeper|dieb|thief|clan\\w*|kamel\\w*|camel\\w*)';
const slurName = re(
  `(?:called|calls|calling|nennt|nennen|nannte|genannt|heisst|named) (?:\\S+ ){0,4}(?:the |die |der |den )?${slurWord}\\b|\\b${slurWord} (?:\\S+ ){0,2}(?:genannt|gerufen|called|gerufen wird)\\b`,
);

/** Teasing both enjoy, or planning for a faith. */
const mutual = re(
  'each other|einander|gegenseitig|(?:we|wir) (?:both|beide)|both of us|mutual|unser ding|our thing|tradition|best friend|beste\\w* freund\\w*|close friends|enge freund\\w*|both love|lieben es beide|' +
    'how (?:do|can|should) (?:we|i) (?:set|plan|include|accommodate|write|make)|wie (?:regle|regeln|planen|formuliere|gestalten)|fair (?:policy|regel)|faire regel|quiet room|ruheraum|gebetsraum|prayer room',
);

/** Teasing both sides enjoy ("we roast each other's accents"): no harassment whatever the classifier scores. */
export const teasingBothWays = (text: string) => mutualTease.test(fold(text));
const mutualTease = re(
  '(?:joke|jokes|joking|tease|teasing|roast\\w*|rib|ribbing|witze\\w*|frotzel\\w*|neck\\w*|scherz\\w*|zieh\\w*) (?:\\S+ ){0,4}(?:each other|one another|einander|gegenseitig)|(?:each other|one another|gegenseitig) (?:\\S+ ){0,4}(?:auf|joke\\w*|teas\\w*|roast\\w*)|(?:it s|its|is|das ist) (?:just )?(?:our thing|unser ding)',
);

/** Meetings or shifts put on a faith's hours, with the user judged for it. */
const scheduledAgainst = re(
  '(?:schedul\\w*|puts?|plans?|setzt|legt|plant|teilt|gives?|gibt|eingeteilt|rausgeplant|ausgeplant) (?:\\S+ ){0,8}(?:during|on|auf|wahrend|zum|zur|um|weekend|wochenende|christmas|weihnacht\\w*|nacht\\w*|night)',
);
const judgedFor = re(
  'loyal\\w*|where (?:\\S+ ){0,1}(?:priorities|loyalty|loyalties) (?:lie|lies)|priorit\\w*|entscheidungen (?:\\S+ ){0,2}entzogen|decisions (?:\\S+ ){0,2}(?:away|taken)|disloyal|illoyal|not committed|nicht engagiert|not engaged|integrier\\w*|dont celebrate|feiert ja (?:eh|sowieso) nicht|ja eh nicht|anyway,? right|gewohnt|used to it|since (?:he|she) (?:knows|found out|learned)|seit (?:er|sie) (?:weiss|wissen)|since i asked|seit ich (?:\\S+ ){0,3}(?:mache|bete|gefragt)',
);

export type LeverageKind = 'quid-pro-quo' | 'mocked-identity' | 'scheduled-out';

/** Harassment told by a benefit tied to a private condition, or identity mocked or scheduled against (see above). */
export function leverageHarassment(text: string): LeverageKind | null {
  const folded = fold(text);
  if (benefit.test(folded) && privateCondition.test(folded) && tied.test(folded) && !inTheOpen.test(folded))
    return 'quid-pro-quo';
  if (!identity.test(folded) || mutual.test(folded)) return null;
  if (jokeFrame.test(folded) && again.test(folded) && mockAct.test(folded)) return 'mocked-identity';
  // A name tying the origin or faith to terror or crime is mockery without "again" (safety22b).
  if (slurName.test(folded)) return 'mocked-identity';
  if (scheduledAgainst.test(folded) && judgedFor.test(folded)) return 'scheduled-out';
  return null;
}
