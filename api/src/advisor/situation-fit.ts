// Which situation frame (texts.situation) fits the direction of the first message. A frame names
// the user's side of a case: the one affected, asking about the other side. Some cases have a frame
// of their own for the other direction (the user is the one leaving or accused, a separation that
// just happened, an outside person already tried, the talk broken off: `exit/leaving`, …). Where
// no frame fits (the pattern is the other's, a new split, no outburst, the early employee is the
// user), the coach falls back to the reflection and a phase question.
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
    `(?:ich )?(?:spiele|spiel) mit dem gedanken ${gap(6)}(?:auszusteigen|aufzuhören|zu gehen|zu verkaufen)`,
    `(?:i|im) (?:want|wanna|need) out`,
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
    `(?:blames|blaming|blamed|blame) me`,
    `(?:beschuldigt|beschuldigen) mich`,
    `(?:i|im) (?:keep |kept |always |often |am |)(?:missing|miss|missed|falling behind|fall behind|underperforming|underperform)`,
    `my (?:performance|work|output) (?:is|was|isnt|wasnt)`,
    `meine (?:leistung|arbeit|ergebnisse) (?:sei|wäre|ist|war|seien|sind|reiche|reicht)`,
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

/** A separation that just happened ("haben uns letzte Woche getrennt", "walked out on Friday"). */
const userSplit = pattern(
  [
    `(?:haben|hat) uns (?:\\S+ ){0,3}getrennt|getrennte wege|(?:er|sie) ist raus|im streit getrennt`,
    `(?:seit gestern|seit heute|letzte woche|gestern|vorgestern) (?:\\S+ ){0,4}(?:offiziell|getrennt|verlässt|verlassen|raus)`,
    `(?:split up|parted ways|walked out|(?:decided|agreed) to part ways|(?:he|she|they) (?:is|are) out|(?:he|she) left (?:the company|us) (?:yesterday|last week|on))`,
  ].join('|'),
);

/** The user mediated before ("habe schon einmal zwischen den beiden vermittelt"). */
const userMediated = pattern(
  `(?:habe|hab|hatte) (?:\\S+ ){0,8}(?:vermittelt|geschlichtet|moderiert)|(?:i|ive|i have|i had) (?:already |once |)(?:mediated|tried to mediate|stepped in between)`,
);

/** The talk broke off ("redet kein Wort mehr mit mir", "stopped talking to me"). */
const talkBrokeOff = pattern(
  [
    `funkstille|kein (?:einziges )?wort mehr|nur noch das nötigste|(?:redet|reden|spricht|sprechen) (?:\\S+ ){0,4}nicht mehr (?:\\S+ )?(?:mit|miteinander)`,
    `(?:ignoriert|ignorieren) (?:mich|uns|sich|einander|meine nachrichten)`,
    `(?:stopped|stop|quit) (?:talking|speaking)|(?:not|arent|isnt) (?:talking|speaking) (?:to|with)|silent treatment|ignores? (?:me|us|each other|my messages)|bare minimum`,
  ].join('|'),
);

/**
 * Someone is absent or withdrawn, with or without a quarrel ("kommt nicht mehr zu unseren
 * Montagsrunden", "ghostet mich", "ist kaum noch erreichbar", "stopped showing up", "has gone
 * quiet"). Said of the other: "ich melde mich nicht" is the user's own.
 */
const absent = pattern(
  [
    `taucht ${gap(5)}(?:nicht mehr|kaum noch|kaum mehr|selten|nie) (?:\\S+ ){0,4}auf`,
    `(?:kommt|erscheint) ${gap(5)}(?:nicht mehr|kaum noch|kaum mehr|selten|nie mehr) (?:zu|zum|zur|ins|in die|in den|in unsere|ins buro|vorbei)`,
    `lasst sich (?:\\S+ ){0,3}(?:nicht mehr|kaum noch|kaum|nie|selten) (?:blicken|sehen)`,
    `ghost\\w*|abgetaucht|untergetaucht`,
    `(?:ist|sind|war) (?:\\S+ ){0,3}(?:kaum|schwer|nicht mehr|nie|selten) (?:noch )?erreichbar`,
    `(?:meldet|melden) sich (?:\\S+ ){0,3}(?:nicht mehr|kaum noch|kaum mehr|kaum|nie|seit)`,
    `(?:er|sie|mein \\S+|meine \\S+|unser \\S+|unsere \\S+) (?:ist|war) (?:\\S+ ){0,3}(?:einfach )?(?:weg|verschwunden)`,
    `(?:antwortet|reagiert) (?:\\S+ ){0,4}(?:nicht mehr|kaum noch|kaum mehr|tagelang nicht|nie)`,
    `(?:schwanzt|verpasst|lasst) (?:\\S+ ){0,2}(?:jedes|jede|alle|unsere|die) (?:\\S+ ){0,2}(?:meeting|termin|runde|weekly|standup|planung)\\w*`,
    `(?:stopped|stops|quit|quits) (?:showing|turning|coming) (?:up|in|to)`,
    `(?:doesnt|does not|no longer|never|barely|rarely|hardly) (?:shows?|turns?|comes?) (?:up|in|to)`,
    `(?:barely|hardly|never|not|rarely) (?:reachable|available|responsive|around)`,
    `unreachable|unresponsive|awol|gone (?:quiet|dark|missing|silent)|went (?:quiet|dark|missing|silent)|vanished|disappeared|checked out`,
    `(?:skips|skipped|skipping|misses|missed|missing|stopped attending) (?:\\S+ ){0,2}(?:standups?|meetings?|calls?|planning|syncs?|weekly|weeklies|check ins?)`,
    `(?:doesnt|does not|never|no longer|hardly|barely) (?:answer|answers|reply|replies|respond|responds|return|returns|pick up|picks up)`,
    `(?:hasnt|has not|havent|have not) (?:been (?:to|in|at) (?:the )?(?:office|meetings?|work)|shown up|turned up|replied|answered|responded)`,
    `(?:withdrawn|withdrawing|withdraws|pulled back|pulling back)`,
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

/** A sale of the company pushed by someone ("will die Firma verkaufen", "wants to sell"). */
const saleNamed = pattern(
  `(?:will|wollen|möchte|drängt darauf|drängt) ${gap(6)}verkaufen|(?:wants?|keen|eager|ready|pushing|pushes|push) to sell|(?:acquisition|kauf|übernahme)\\w* ?(?:offer|angebot)`,
);

/**
 * The knowledge entries whose case the message names outright (the talk broken off, a sale or an
 * exit, an accusation, outside help tried): that case is the core, not a topic word beside it
 * ("Funkstille seit dem Streit um das Budget" is about the silence, not the budget).
 */
export function namedCases(text: string): string[] {
  const folded = fold(text);
  const named: [string, boolean][] = [
    ['commitment', absent.test(folded)],
    ['glasl', talkBrokeOff.test(folded)],
    ['exit', userSplit.test(folded) || userLeaving.test(folded) || saleNamed.test(folded)],
    ['mediation', outsideTried.test(folded) || userMediated.test(folded)],
    ['i-messages', userAccused.test(folded)],
    ['underperformance', userAccused.test(folded)],
  ];
  return named.filter(([, found]) => found).map(([id]) => id);
}

/**
 * The key of the situation frame (texts.situation) for knowledge entry `id` on the message `text`:
 * the entry's own, one for the other direction ("exit/leaving"), or null when none fits.
 */
export function frameFor(id: string, text: string): string | null {
  const folded = fold(text);
  const own = (fits: boolean) => (fits ? id : null);
  switch (id) {
    case 'exit':
      return userSplit.test(folded) ? 'exit/split' : userLeaving.test(folded) ? 'exit/leaving' : id;
    case 'underperformance':
    case 'i-messages':
      return userAccused.test(folded) ? `${id}/accused` : id;
    case 'early-employee':
      return own(!userIsEarly.test(folded));
    case 'conflict-styles':
      return own(userOwnsPattern.test(folded));
    case 'mediation':
      return outsideTried.test(folded) || userMediated.test(folded) ? 'mediation/tried' : id;
    case 'glasl':
      return talkBrokeOff.test(folded) ? 'glasl/silent' : id;
    case 'commitment':
      return absent.test(folded) ? 'commitment/absent' : id;
    case 'equity-vesting':
      return own(!newSplit.test(folded));
    case 'emotions':
      return own(outburstNamed.test(folded));
    default:
      return id;
  }
}

// What the user carries alone, in their words ("ich mache alle Investorengespräche allein", "die
// ganzen Kundentermine bleiben an mir hängen", "I'm doing all the investor calls alone", "I'm the
// one handling payroll"): the reply names it. German as an accusative ("den ganzen Vertrieb"),
// the user's "mein"/"unser" and "my"/"our" as the coach says them ("dein"/"euer", "your").
const germanTasks: readonly RegExp[] = [
  /\bich\s+(?:\S+\s+){0,3}?(?:mache|mach|erledige|übernehme|stemme|trage|führe|manage|organisiere|betreue|bearbeite|schreibe|halte)\s+(?:(?:jetzt|inzwischen|seitdem|gerade|mittlerweile|nun|auch)\s+)*((?:die|den|das|alle|alles|meine|meinen|unsere|unseren|unser|sämtliche)\b[^,.;!?]{0,50}?)\s+(?:(?:jetzt|inzwischen|gerade|mittlerweile|seitdem|nun|komplett|ganz|praktisch|quasi)\s+)*(?:allein|alleine|selbst|im Alleingang)\b/iu,
  /\bich\s+kümmere\s+mich\s+(?:\S+\s+){0,4}?(?:allein|alleine)\s+(?:\S+\s+){0,2}?um\s+([^,.;!?]{3,60}?)(?=\s*(?:[,.;!?]|$|\s+(?:während|weil|obwohl|und (?:er|sie|mein\w*))\b))/iu,
  /\bich\s+kümmere\s+mich\s+(?:\S+\s+){0,3}?um\s+([^,.;!?]{3,50}?)\s+(?:(?:jetzt|inzwischen|gerade|mittlerweile)\s+)*(?:allein|alleine)\b/iu,
  /(?:^|[,.;]\s*|\b(?:aber|und|doch)\s+)((?:die|den|das|alle|meine|unsere)\s+[^,.;!?]{2,50}?)\s+(?:mache|erledige|übernehme|stemme|trage|manage|betreue)\s+ich\s+(?:\S+\s+){0,2}?(?:allein|alleine|selbst)\b/iu,
  /(?:^|[,.;]\s*|\b(?:und|aber|doch)\s+)((?:die|der|das|alle|meine|unsere)\s+[^,.;!?]{2,50}?)\s+(?:bleibt|bleiben|liegt|liegen|landet|landen|hängt|hängen)\s+(?:\S+\s+){0,3}?(?:an mir|bei mir)\b/iu,
];
const englishTasks: readonly RegExp[] = [
  /\bi(?:'m| am|'ve been| have been| was| end up| ended up| keep| now)?\s+(?:now\s+|still\s+|basically\s+|stuck\s+|left\s+)?(?:doing|handling|running|covering|carrying|managing|preparing|taking|making|writing|leading|juggling|dealing with|do|handle|run|cover|carry|manage|prepare|take|make|write|lead|juggle|deal with)\s+((?:all|the|every|our|my|both|each|most|payroll|\w+)\b[^,.;!?]{0,50}?)\s+(?:all\s+)?(?:alone|by myself|on my own|single-handedly|solo|myself)\b/iu,
  /\bi(?:'m| am) (?:now |still )?the one (?:who(?:'s| is) )?(?:handling|doing|running|covering|carrying|managing|taking care of|dealing with|preparing)\s+([^.;!?]{3,60}?)(?=\s*(?:[.;!?]|$|,?\s+(?:while|because|since|but|and (?:he|she|they|my|our))\b))/iu,
  /(?:^|[,.;]\s*|\b(?:and|but|so)\s+)((?:the|all|every|our|my)\s+[^,.;!?]{2,50}?)\s+(?:is|are)\s+(?:all\s+|now\s+|suddenly\s+)?(?:on me|left to me|falling on me|landing on me)\b/iu,
];
const germanOwn: Record<string, string> = {
  mein: 'dein',
  meine: 'deine',
  meinen: 'deinen',
  meinem: 'deinem',
  meiner: 'deiner',
  meines: 'deines',
  unser: 'euer',
  unsere: 'eure',
  unseren: 'euren',
  unserem: 'eurem',
  unserer: 'eurer',
  unseres: 'eures',
};

/** The task the message says the user carries alone, as the coach names it, or null. */
export function carriedTask(text: string, lang: 'de' | 'en'): string | null {
  if (lang === 'de') {
    for (const [i, task] of germanTasks.entries()) {
      const found = task.exec(text)?.[1]?.trim();
      if (!found || found.split(/\s+/).length > 8) continue;
      let words = found.split(/\s+/).map((word) => germanOwn[word.toLowerCase()] ?? word);
      // The subject of "bleibt an mir hängen" is said as the object of "trägst": "der ganze" → "den ganzen".
      if (i === germanTasks.length - 1 && /^der$/i.test(words[0] ?? ''))
        words = ['den', ...words.slice(1).map((word) => (/^\p{Ll}+e$/u.test(word) ? `${word}n` : word))];
      return words.join(' ').replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    }
    return null;
  }
  for (const task of englishTasks) {
    const found = task.exec(text)?.[1]?.trim();
    if (!found || found.split(/\s+/).length > 8) continue;
    return found
      .replace(/\b(my|our)\b/gi, 'your')
      .replace(/\bme\b/gi, 'you')
      .replace(/^(The|All|Every|Both)\b/, (word) => word.toLowerCase());
  }
  return null;
}
