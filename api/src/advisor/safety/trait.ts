// Left out, mocked or treated as unfit for a protected trait, in words no other rule knows (issue
// #21, safety15b): "since I fast for Ramadan they stopped inviting me to the lunches", "they laugh
// when I pray in the kitchen", "er äfft meinen Akzent nach", "since my chemo I'm off every client
// account", "said I'm too old for a startup", "calls me grandpa in front of clients". A trait (a
// belief practised, origin, accent or speech, an illness or disability, age, sexuality, gender
// identity, pregnancy or parenthood) and an act of exclusion, mockery or being declared unfit by
// someone else, both in the message. Not the user's own planning ("we move the team lunch after
// sunset", "Bin ich mit 50 zu alt für ein Start-up?") and not teasing the user laughs along with.
// Read on the folded whole message (text.ts `fold`).
import { fold, foldedRegExp, wordGap } from '../text';

const gap = wordGap;
const bounded = foldedRegExp;

const trait = bounded(
  [
    // a belief practised
    'fasting|fasten|faste|fastet|fastenzeit|fastenmonat|ramadan|(since|because|while|when|as) (i|she|he) (fast|fasts)|pray|prays|prayed|praying|prayers?|bete|beten|betet|gebet\\w*|kopftuch\\w*|hijab|headscarf|kippah|kippa|turban|synagog\\w*|mosque|moschee|halal|kosher|koscher',
    // origin, accent, speech
    'accent|akzent\\w*|dialect|dialekt\\w*|stutter\\w*|stotter\\w*|lisp|lisping|lispel\\w*|really from|wirklich her|where i m from|woher ich (komme|wirklich)|hautfarbe|skin colou?r',
    // an illness or a disability
    'chemo\\w*|cancer|krebs\\w*|tumou?r|diagnos\\w*|depression|depressiv\\w*|adhs|adhd|autis\\w*|multiple sklerose|multiple sclerosis|epilep\\w*|diabet\\w*|disabilit\\w*|disabled|behinder\\w*|wheelchair|rollstuhl\\w*|deaf|taub|schwerhorig\\w*|hearing aid|horgerat|(am|bin|im|i m|i am|being|as a) blind|sehbehindert\\w*|prosthe\\w*|prothese|crutches|krucken|chronic\\w*|chronisch\\w*|spinal|bandscheibe\\w*',
    // age
    'too old|zu alt|my age|meinem alter|mein alter|grandpa|grandma|granny|boomer|opa|oma|oldie|alter sack|alte schachtel|mit \\d\\d (jahren|bist|ist|bin)|\\d\\d (years old|jahre alt)|' +
      // (issue #21, safety19b: "at 61 I'm told …", "leave it to the kids", "Platz für die Jungen")
      'at [4-9]\\d(?! (uhr|am|pm|percent|prozent|k|euro|eur|dollars?|minutes|min|mph|km))|(leave|leaving) (it|this|that) to (the )?(kids|young\\w*|juniors)|make (room|way) for (the )?(young\\w*|kids)|(platz|raum) (fur|machen fur) (die )?jung\\w*|den jungen (das feld|platz) (uberlassen|machen)',
    // sexuality, gender identity, pregnancy, parenthood
    'gay|lesbian|queer|bisexual|trans|transgender|nonbinary|non binary|schwul\\w*|lesbisch\\w*|lesbe\\w*|kampflesbe\\w*|tunte\\w*|deadnam\\w*|old name|alten namen|pronouns?|pronomen|pregnan\\w*|schwanger\\w*|als mutter|as a mother|as a mom|elternzeit|parental leave|maternity leave|mutterschutz',
  ].join('|'),
);

const act = bounded(
  [
    // left out
    `(no longer|not|never|nicht mehr|nie|keine\\w*|kein|nobody|niemand|keiner|stopped) ${gap(4)}(invit\\w*|eingeladen|einlad\\w*|mitgenommen|included|dabei)|left out|leaves? (me|her|him) out|left (me|her|him) out|excluded|excludes|excluding|ausgeschlossen|ausgegrenzt|aussen vor|ausgeladen|uninvited|disinvited|frozen out|sidelined|kaltgestellt|abgeschoben|took (me|her|him) off|taken off|(moved|kept|pulled) (me|her|him) off|moved off|removed (me|her|him) from|(aus|von) ${gap(4)}(genommen|gestrichen|geworfen|entfernt|abgezogen|rausgenommen)|rausgenommen|gestrichen|raus aus (allen|jedem|jeder|dem|der)|(kein\\w*|nicht) ${gap(3)}mehr mit|lad\\w* (mich|sie|ihn) ${gap(2)}(keiner|niemand|nicht|nie) ${gap(4)}ein`,
    // mocked
    `mock\\w*|making fun|make fun|makes fun|laugh\\w* (at|when|whenever|every time)|lach\\w* (uber|daruber|dann|wenn|jedes mal)|lustig (machen|gemacht)|machen sich ${gap(2)}lustig|macht sich ${gap(2)}lustig|imitat\\w*|mimic\\w*|nachmach\\w*|nachgemacht|nachaff\\w*|afft ${gap(4)}nach|parod\\w*|(fake|put on a|puts on a|putting on a|in a) ${gap(1)}accent|jokes? (about|that)|joking (about|that)|witze (uber|daruber|dass)|(macht|machen|reisst|reissen) ${gap(1)}witze|spruche (uber|daruber)|(calls|calling|called) (me|her|him)|(nennt|nennen|nannte|nannten) (mich|sie|ihn)|doing my \\S+ back|does my \\S+ back|(repeats|repeating|repeated) my`,
    // declared unfit by someone else
    `(said|says|told (me|her|him)|meinte|sagte|gesagt|hiess es|heisst es|tells people|erzahlt) ${gap(8)}(too old|zu alt|not (fit|stable|able|capable|reliable) enough|nicht (mehr )?(belastbar|tragbar|stabil|fit)|unfit|halb da|nicht mehr ganz da)|(treated|treats|treating) (me|her|him) (as|like)|(behandelt|behandeln) ${gap(3)}(als|wie)|traut (mir|ihr|ihm) nichts`,
  ].join('|'),
);

/** Teasing the user laughs along with, or planning for the trait: no harassment. */
const notHarassment = bounded(
  `laugh along|laughing along|with a grin|mit (einem )?grinsen|(we|wir) (both|beide)|beide|both of us|each other|gegenseitig|(ich )?lache (selbst|mit|am lautesten)|lachen alle mit|all in good fun|good fun|liebevoll|it was fun|war lustig|einvernehmlich|` +
    `how (do|can|should) (we|i) (include|plan|accommodate|make sure|set up|organi[sz]e)|wie (planen|gestalten|beziehen|berucksichtigen) wir`,
);

/** Left out, mocked or declared unfit for a protected trait (see above). */
export function excludedForTrait(text: string): boolean {
  const folded = fold(text);
  return trait.test(folded) && act.test(folded) && !notHarassment.test(folded);
}
