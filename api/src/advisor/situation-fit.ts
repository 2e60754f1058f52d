// Whether a knowledge entry's situation frame (texts.situation) fits the direction of the first
// message. A frame names the user's side of a case: the one affected, asking about the other side.
// When the user is the one leaving, the one accused or the pattern's owner, or the situation is
// another than the frame's (a new split, an outside person already tried, no outburst), the frame
// would describe the wrong case: the coach falls back to the reflection and a phase question.
// Patterns are written in natural spelling and folded like the text (foldPattern/fold).
import { fold, foldPattern } from './text';

const pattern = (source: string) => new RegExp(`(?:^|\\b)(?:${foldPattern(source)})(?:\\b|$)`);

// Up to n words that are no negation ("ich will nicht verkaufen" is not leaving).
const gap = (n: number) => `(?:(?!nicht |kein|not |never |dont |doesnt )\\S+ ){0,${n}}`;

/** The user is the one who wants out or wants to sell ("Ich will aus unserer Firma aussteigen"). */
const userLeaving = pattern(
  [
    `ich (?:will|möchte|werde|würde gern|überlege|denke darüber nach|plane|habe vor) ${gap(6)}(?:aussteigen|raus|verkaufen|gehen|aufhören|verlassen|hinschmeißen)`,
    `ich steige ${gap(4)}aus`,
    `(?:i|im) (?:want|wanna|would like|plan|intend|am going|going|have decided|decided|am thinking about|thinking about|am considering|considering|need)(?: to)? ${gap(4)}(?:leave|leaving|sell|selling|quit|quitting|exit|exiting|step down|stepping down|get out|walk away)`,
    `im (?:leaving|quitting|out)`,
  ].join('|'),
);

/** The user is the one whose performance is questioned ("My manager says I keep missing deadlines"). */
const userAccused = pattern(
  [
    `(?:sagt|meint|behauptet|findet|beschwert sich|klagt) (?:\\S+ ){0,3}(?:dass )?ich`,
    `(?:wirft|warf) mir`,
    `mir (?:wird|wurde) ${gap(4)}vorgeworfen`,
    `ich (?:verpasse|reiße|liefere|schaffe) ${gap(4)}(?:deadline|termin|frist|zu spät|nicht|ziel)`,
    `(?:says|said|thinks|claims|complains|complained|told me|tells me|keeps saying)(?: that)? (?:i|im)`,
    `accus\\w* me`,
    `(?:i|im) (?:keep |kept |always |often |am |)(?:missing|miss|missed|falling behind|fall behind|underperforming|underperform)`,
    `my (?:performance|work|output) (?:is|was|isnt|wasnt)`,
  ].join('|'),
);

/** The user is the early team member ("Ich war die erste Mitarbeiterin", "a head of product above me"). */
const userIsEarly = pattern(
  [
    `ich (?:war|bin) (?:\\S+ ){0,3}(?:erste|ersten|erster|früheste|frühe|früher|frühen)\\w* (?:mitarbeiter|angestellte|teammitglied|entwickler|hire)\\w*`,
    `ich (?:war|bin) (?:von anfang an|seit tag eins|seit dem ersten tag|seit der gründung) dabei`,
    `mir (?:wurde|wird|haben) ${gap(6)}vor die nase gesetzt`,
    `über mich (?:gesetzt|gestellt)`,
    `(?:i|i was|i am|im) (?:\\S+ ){0,3}(?:first|earliest|early) (?:employee|hire|engineer|developer|team member)s?`,
    `ive been (?:here|there|with \\S+) (?:since|from) (?:the start|day one|the beginning)`,
    `(?:put|placed|hired|brought in|installed) (?:\\S+ ){0,2}(?:above|over) me`,
    `i now report to`,
  ].join('|'),
);

/** The user names their own way of handling conflict ("I always back down when …"). */
const userOwnsPattern = pattern(
  [
    `ich (?:\\S+ ){0,4}(?:weiche|ziehe mich|gebe (?:immer |sofort |schnell )?nach|knicke|schweige|werde laut|explodiere|schlucke|halte (?:mich|den mund)|sage nichts|raste aus|gehe (?:\\S+ ){0,4}aus dem weg)`,
    `(?:mein|meine) (?:konfliktstil|art mit konflikten|konfliktverhalten)`,
    `(?:i|im) (?:\\S+ ){0,3}(?:back down|backs off|back off|avoid|give in|cave|shut down|go quiet|blow up|explode|snap|swallow|keep quiet|freeze|clam up|get defensive)`,
    `my (?:conflict style|way of handling conflict)`,
  ].join('|'),
);

/** An outside person (mediator, coach) was already tried ("zwei Sitzungen mit einer Mediatorin"). */
const outsideTried = pattern(
  [
    `(?:hatten|haben|hat|waren|war|sind|holten|holen) (?:\\S+ ){0,6}(?:mediator|mediatorin|mediation|coach|coachin|berater|beraterin|therapeut|therapeutin|moderator|moderatorin)\\w*`,
    `(?:mediator|mediatorin|mediation|coach|berater|therapeut|moderator)\\w* (?:\\S+ ){0,6}(?:nichts gebracht|nicht geholfen|gescheitert|abgebrochen|probiert|ausprobiert|versucht)`,
    `(?:had|tried|went to|did|have been to|been to|hired|brought in|saw|used) (?:\\S+ ){0,4}(?:mediator|mediation|coach|counsel|therapist|facilitator)\\w*`,
    `(?:mediator|mediation|coach|counsel|therapist|facilitator)\\w* (?:\\S+ ){0,6}(?:didnt help|did not help|got (?:us )?nowhere|failed|useless|went nowhere)`,
  ].join('|'),
);

/** A split being made now, not one from back then ("Wir verhandeln gerade die Anteile für …"). */
const newSplit = pattern(
  [
    `verhandeln|verhandlung`,
    `(?:neuen|neue|neuer|dritten|dritte|dritter) (?:\\S+ ){0,1}(?:mitgründer|mitgründerin|gesellschafter|gesellschafterin|partner|partnerin)`,
    `(?:wie|sollen|wollen|müssen) (?:wir )?(?:\\S+ ){0,5}(?:aufteilen|verteilen)`,
    `noch nicht (?:aufgeteilt|verteilt)|bevor wir gründen|vor der gründung`,
    `negotiat\\w*`,
    `new (?:third )?(?:co founder|cofounder|partner)|third (?:co founder|cofounder|partner)`,
    `how (?:should|do|would|can) we (?:\\S+ ){0,2}split`,
    `(?:havent|have not|not yet) (?:\\S+ ){0,1}split|before (?:we )?(?:incorporate|found|start)`,
    `bring\\w* (?:on|in) a (?:third|new)`,
  ].join('|'),
);

/** Feelings boiled over in a moment the message names ("hat mich angeschrien", "blew up"). */
const outburstNamed = pattern(
  [
    `ausbruch|ausgerastet|ausgeflippt|angeschrien|angebrüllt|geschrien|gebrüllt|laut geworden|explodiert|geplatzt|geknallt|wutanfall|geweint|in tränen|tür zu`,
    `outburst|yelled|shouted|screamed|blew up|blown up|lost (?:his|her|their|my) temper|snapped|stormed out|slammed|burst into tears|cried|meltdown|exploded`,
  ].join('|'),
);

/** Whether the situation frame of knowledge entry `id` fits the message `text`. */
export function frameFits(id: string, text: string): boolean {
  const folded = fold(text);
  switch (id) {
    case 'exit':
      return !userLeaving.test(folded);
    case 'underperformance':
      return !userAccused.test(folded);
    case 'early-employee':
      return !userIsEarly.test(folded);
    case 'conflict-styles':
      return userOwnsPattern.test(folded);
    case 'mediation':
      return !outsideTried.test(folded);
    case 'equity-vesting':
      return !newSplit.test(folded);
    case 'emotions':
      return outburstNamed.test(folded);
    default:
      return true;
  }
}
