// Reading a conversation: who the other party is, which feelings the user names, how far the
// conflict has escalated, which phases a message already covers, and which of the user's own
// sentences carries the most. Used by the coach, the summary and the handoff.
import { artefactKind } from './artefact-kind';
import { keptFor } from './kept';
import { namesTopic } from './retrieval';
import { evidenceOf } from './safety/assess';
import { farewells } from './safety/sign-off';
import { clauseSeparator, fold, quotedSpeech, sentences, weekdaysDe, weekdaysEn, words, workdays } from './text';
import type { CoachPhase, Lang } from './types';

export interface Party {
  /** Nominative with the reader's possessive: "dein Mitgründer", "your cofounder". */
  display: string;
  /** Nominative in the user's own voice, for texts the user sends (the handoff): "mein Mitgründer", "my cofounder". */
  own: string;
  /** Dative ("mit deinem Mitgründer", "with your cofounder"). */
  dative: string;
  /** Accusative ("für deinen Mitgründer", "for your cofounder"). */
  accusative: string;
  /** The noun as the user wrote it (to find it in their words). */
  noun: string;
  /** Several people ("deine Kollegen"): a question with a singular verb cannot name them. */
  plural: boolean;
}

const partyNounsDe =
  'Mit-?[Gg]ründer(?:in|innen)?|Mitgruender(?:in)?|Co-?[Ff]ounder(?:in)?|Cofounder(?:in)?|Gründungspartner(?:in)?|' +
  'Kolleg(?:e|en|in|innen)|Teamkolleg(?:e|en|in)|Chef(?:in)?|Vorgesetzte[rn]?|Geschäftspartner(?:in)?|Partner(?:in)?|' +
  'CTO|CEO|COO|CFO|Team|Teamleiter(?:in)?|Teamlead|Mitarbeiter(?:in|innen)?|Investor(?:in|en)?|Gesellschafter(?:in)?';
const partyDe = new RegExp(
  `\\b(mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer)\\s+(${partyNounsDe})\\b`,
  'i',
);
const partyEn =
  /\b(my|our)\s+(co-?founders?|cofounders?|founding partner|colleagues?|boss|manager|business partner|partners?|CTO|CEO|COO|CFO|team lead|team|employees?|investors?|teammates?)\b/i;

type Gender = 'm' | 'f' | 'n' | 'pl';

/** A German noun phrase in three cases with "dein"/"euer". */
function germanForms(noun: string, gender: Gender, ours: boolean, plural = gender === 'pl'): Party {
  const stem = ours ? 'eur' : 'dein';
  const nominative = { m: ours ? 'euer' : 'dein', n: ours ? 'euer' : 'dein', f: `${stem}e`, pl: `${stem}e` }[gender];
  const dative = { m: `${stem}em`, n: `${stem}em`, f: `${stem}er`, pl: `${stem}en` }[gender];
  const accusative = { m: `${stem}en`, n: ours ? 'euer' : 'dein', f: `${stem}e`, pl: `${stem}e` }[gender];
  // Weak nouns ("Kollege") and adjectival ones ("Vorgesetzter") change after dative and accusative.
  const oblique = (form: 'dative' | 'accusative') => {
    if (gender === 'm' && /e$/.test(noun)) return `${noun}n`;
    if (gender === 'm' && /Vorgesetzter$/.test(noun)) return noun.replace(/r$/, 'n');
    if (gender === 'pl' && form === 'dative' && !/[ns]$/.test(noun)) return `${noun}n`;
    return noun;
  };
  const mine = ours ? 'unser' : 'mein';
  return {
    display: `${nominative} ${noun}`,
    own: `${gender === 'f' || gender === 'pl' ? `${mine}e` : mine} ${noun}`,
    dative: `${dative} ${oblique('dative')}`,
    accusative: `${accusative} ${oblique('accusative')}`,
    noun,
    plural,
  };
}

function germanParty(possessive: string, rawNoun: string): Party {
  // A German noun keeps its capital in the reply, however the user typed it ("mein mitgründer").
  let noun = rawNoun.replace(/^Mitgruender/i, 'Mitgründer');
  noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const p = possessive.toLowerCase().replace(/^unser/, 'mein');
  const ours = /^unser/i.test(possessive);
  let gender: Gender;
  if (/innen$/i.test(noun)) gender = 'pl';
  else if (/in$/i.test(noun)) gender = 'f';
  else if (/^Team$/i.test(noun)) gender = 'n';
  else if (/^Vorgesetzte[rn]?$/i.test(noun)) {
    gender = p === 'meine' && /e$/.test(noun) ? 'f' : p === 'meine' ? 'pl' : 'm';
    noun = gender === 'm' ? 'Vorgesetzter' : gender === 'f' ? 'Vorgesetzte' : 'Vorgesetzten';
  } else if (p === 'meine' || (p === 'meiner' && /en$/.test(noun))) gender = 'pl';
  else gender = 'm';
  // "meinem/meinen Kollegen" is one colleague (dative/accusative): back to the nominative.
  if (gender === 'm' && /^(Teamk|K)ollegen$/i.test(noun)) noun = noun.slice(0, -1);
  return germanForms(noun, gender, ours);
}

// The other language's noun for a party, so a reply never mixes ("your Mitgründer", "dein cofounder").
const germanToEnglish: readonly [RegExp, string][] = [
  [/^(Mit-?gründer|Co-?founder|Cofounder)(in)?$/i, 'co-founder'],
  [/^(Mit-?gründer|Co-?founder|Cofounder)innen$/i, 'co-founders'],
  [/^Gründungspartner/i, 'founding partner'],
  [/^(Team)?Kolleg(e|in)$/i, 'colleague'],
  [/^(Team)?Kolleg(en|innen)$/i, 'colleagues'],
  [/^Chef/i, 'boss'],
  [/^Vorgesetzte/i, 'manager'],
  [/^Geschäftspartner/i, 'business partner'],
  [/^Partner/i, 'partner'],
  [/^Teamle/i, 'team lead'],
  [/^Mitarbeiter(innen)?$/i, 'employees'],
  [/^Mitarbeiter/i, 'employee'],
  [/^Investor(en|innen)$/i, 'investors'],
  [/^Investor/i, 'investor'],
  [/^Gesellschafter/i, 'shareholder'],
];
const englishToGerman: readonly [RegExp, string, Gender][] = [
  [/^co-?founders$|^cofounders$/i, 'Mitgründer', 'pl'],
  [/^co-?founder$|^cofounder$/i, 'Mitgründer', 'm'],
  [/^founding partner$/i, 'Gründungspartner', 'm'],
  [/^colleagues$|^teammates$/i, 'Kollegen', 'pl'],
  [/^colleague$|^teammate$/i, 'Kollege', 'm'],
  [/^boss$/i, 'Chef', 'm'],
  [/^manager$/i, 'Vorgesetzter', 'm'],
  [/^business partner$/i, 'Geschäftspartner', 'm'],
  [/^partners$/i, 'Partner', 'pl'],
  [/^partner$/i, 'Partner', 'm'],
  [/^team lead$/i, 'Teamleiter', 'm'],
  [/^team$/i, 'Team', 'n'],
  [/^employees$/i, 'Mitarbeiter', 'pl'],
  [/^employee$/i, 'Mitarbeiter', 'm'],
  [/^investors$/i, 'Investoren', 'pl'],
  [/^investor$/i, 'Investor', 'm'],
];

function englishParty(noun: string, matched: string, ours: boolean): Party {
  const display = `your ${noun}`;
  return {
    display,
    own: `${ours ? 'our' : 'my'} ${noun}`,
    dative: display,
    accusative: display,
    noun: matched,
    plural: /s$/i.test(noun) && !/^boss$/i.test(noun),
  };
}

/** The first other party the user names ("mein Mitgründer", "my CTO"), in the reply's perspective. */
export function findParty(texts: readonly string[], lang: Lang): Party | null {
  // "my partner's job is here" beside co-founders is the user's own partner, not the other party.
  const founders = texts.some((text) => /\b(co-?founders?|cofounders?|mit-?gr(ü|ue)nder\w*)\b/i.test(text));
  const privatePartner = (match: RegExpExecArray | null) =>
    founders && match !== null && /^partner/i.test(match[2] as string);
  for (const text of texts) {
    const deMatch = partyDe.exec(text);
    const enMatch = partyEn.exec(text);
    const de = privatePartner(deMatch) ? null : deMatch;
    const en = privatePartner(enMatch) ? null : enMatch;
    if (lang === 'de' && de) return germanParty(de[1] as string, de[2] as string);
    if (lang === 'en' && en) return englishParty(en[2] as string, en[2] as string, /^our$/i.test(en[1] as string));
    // A message in the other language still names someone: this language's noun and possessive.
    if (de && lang === 'en') {
      const noun = de[2] as string;
      const english = germanToEnglish.find(([pattern]) => pattern.test(noun))?.[1] ?? noun;
      return englishParty(english, noun, /^unser/i.test(de[1] as string));
    }
    if (en && lang === 'de') {
      const noun = en[2] as string;
      const [, german, gender] = englishToGerman.find(([pattern]) => pattern.test(noun)) ?? [null, noun, 'm'];
      return { ...germanForms(german, gender, /^our$/i.test(en[1] as string)), noun };
    }
  }
  return null;
}

export interface Feeling {
  id: string;
  de: string;
  en: string;
  needDe: string;
  needEn: string;
}

const feelings: readonly (Feeling & { pattern: RegExp })[] = [
  [
    'sidelined',
    /\b(ubergangen|ubergeht|ubergehen|ausgeschlossen|sidelined|left out|bypassed|overruled|excluded)\b/,
    'übergangen',
    'sidelined',
    'Mitsprache',
    'having a say',
  ],
  [
    'ignored',
    /\b(ignoriert|ignoriert mich|unsichtbar|ignored|ignores me|invisible|not seen)\b/,
    'ignoriert',
    'ignored',
    'gesehen zu werden',
    'being seen',
  ],
  [
    'frustrated',
    /\b(frustriert|frustrierend|frust|frustrated|frustrating)\b/,
    'frustriert',
    'frustrated',
    'Fortschritt',
    'progress',
  ],
  ['angry', /\b(wutend|sauer|wut|zornig|angry|furious|mad|pissed)\b/, 'wütend', 'angry', 'Fairness', 'fairness'],
  [
    'disappointed',
    /\b(enttauscht|enttauschung|disappointed|let down)\b/,
    'enttäuscht',
    'disappointed',
    'Verlässlichkeit',
    'reliability',
  ],
  ['hurt', /\b(verletzt|gekrankt|hurt|offended)\b/, 'verletzt', 'hurt', 'Respekt', 'respect'],
  [
    'disrespected',
    /\b(respektlos|herabgesetzt|abgewertet|disrespected|belittled|disrespectful)\b/,
    'respektlos behandelt',
    'disrespected',
    'Respekt',
    'respect',
  ],
  [
    'exhausted',
    /\b(erschopft|mude|ausgelaugt|kaputt|exhausted|tired|drained|worn out)\b/,
    'erschöpft',
    'exhausted',
    'Entlastung',
    'relief',
  ],
  [
    'overwhelmed',
    /\b(uberfordert|uberlastet|overwhelmed|overloaded)\b/,
    'überfordert',
    'overwhelmed',
    'Klarheit und Entlastung',
    'clarity and relief',
  ],
  ['helpless', /\b(hilflos|ohnmachtig|machtlos|helpless|powerless)\b/, 'hilflos', 'helpless', 'Einfluss', 'influence'],
  [
    'uncertain',
    /\b(unsicher|verunsichert|insecure|uncertain|unsure)\b/,
    'verunsichert',
    'uncertain',
    'Klarheit',
    'clarity',
  ],
  [
    'alone',
    // "entscheidet alles allein" is about the other person, not a feeling of the user.
    /\b(allein gelassen|alleingelassen|einsam|(fuhle|fuhl) mich (\w+ )?(allein|alleine)|bin (\w+ )?(allein|alleine) (damit|mit)|lonely|feel (\w+ )?alone|left alone|on my own with)\b/,
    'allein gelassen',
    'alone',
    'Unterstützung',
    'support',
  ],
  ['annoyed', /\b(genervt|nervt|annoyed|irritated)\b/, 'genervt', 'annoyed', 'Ruhe', 'calm'],
  [
    'pressured',
    /\b(gestresst|unter druck|stressed|under pressure)\b/,
    'unter Druck',
    'under pressure',
    'Entlastung',
    'relief',
  ],
  ['sad', /\b(traurig|sad)\b/, 'traurig', 'sad', 'Verbundenheit', 'connection'],
  [
    'worried',
    /\b(besorgt|sorgen|angst|nervos|worried|anxious|afraid|scared|nervous)\b/,
    'besorgt',
    'worried',
    'Sicherheit',
    'security',
  ],
  ['unfair', /\b(unfair|ungerecht|unfairly)\b/, 'ungerecht behandelt', 'treated unfairly', 'Fairness', 'fairness'],
  ['betrayed', /\b(hintergangen|verraten|betrayed|backstabbed)\b/, 'hintergangen', 'betrayed', 'Vertrauen', 'trust'],
  [
    'controlled',
    /\b(kontrolliert|bevormundet|micromanaged|controlled)\b/,
    'kontrolliert',
    'controlled',
    'Selbstbestimmung',
    'autonomy',
  ],
].map(([id, pattern, de, en, needDe, needEn]) => ({
  id: id as string,
  pattern: pattern as RegExp,
  de: de as string,
  en: en as string,
  needDe: needDe as string,
  needEn: needEn as string,
}));

const negated = /\b(nicht|nie|kein|keine|not|never|no|dont|isnt|arent|wasnt)\s+(\S+\s+)?$/;

// Who feels it: the nearest subject before the feeling word in its clause (folded words).
const firstPerson = new Set(['ich', 'mich', 'mir', 'wir', 'uns', 'i', 'im', 'ive', 'me', 'we', 'us', 'weve']);
const otherPerson =
  /^(er|sie|ihr|anderen|andere|alle|jeder|keiner|niemand|team|he|hes|she|shes|they|theyre|theyve|everyone|everybody|nobody|mitgrunder\w*|grunder\w*|cofounders?|partner\w*|kolleg\w*|chef\w*|investor\w*|kunde\w*|ceo|cto|coo|leute|people|team\w*|employees?|mitarbeiter\w*)$/;
/** A clause ends at punctuation or a conjunction that brings a new subject. */
const clauseBreak = /[,.;:!?]|\s(und|aber|weil|dass|obwohl|wahrend|wenn|and|but|because|that|although|while|when)\s/gi;

/** Whether the user is the one who feels what the word at `index` of `text` names. */
function userFeels(text: string, index: number, length: number): boolean {
  const before = text.slice(0, index);
  let start = 0;
  for (const match of before.matchAll(clauseBreak)) start = match.index + match[0].length;
  const subjects = fold(before.slice(start)).split(' ').filter(Boolean).reverse();
  const after = fold(text.slice(index + length))
    .split(' ')
    .slice(0, 1);
  // "es nervt mich", "that annoys me": the user is the object.
  if (after.some((word) => firstPerson.has(word))) return true;
  for (const word of subjects) {
    if (firstPerson.has(word)) return true;
    if (otherPerson.test(word)) return false;
  }
  // No subject in the clause ("Total frustriert.", "frustrating"): the user speaks of themself.
  return true;
}

/**
 * Feelings the user names for themself, in lexicon order; negated ones ("nicht wütend") and
 * another person's ("die anderen sind genervt", "he's tired") are left out.
 */
export function findFeelings(text: string): Feeling[] {
  const folded = fold(text);
  return feelings.filter((feeling) => {
    const match = feeling.pattern.exec(folded);
    if (match === null || negated.test(folded.slice(0, match.index))) return false;
    // Every occurrence in the original text: the feeling counts when the user feels it once.
    const words = fold(match[0]).split(' ');
    const pattern = new RegExp(`(?<![\\p{L}])${words.map((w) => w.split('').join('\\p{M}*')).join('\\s+')}`, 'giu');
    const occurrences = [...text.normalize('NFKD').matchAll(pattern)];
    const original = text.normalize('NFKD');
    if (occurrences.length === 0) return true;
    return occurrences.some((occurrence) => userFeels(original, occurrence.index, occurrence[0].length));
  });
}

// Observable behaviour per Glasl stage (stages 7–9 are the safety layer's high escalation).
const stageCues: readonly [number, RegExp][] = [
  [6, /\b(droh\w*|ultimat\w*|threat\w*|erpress\w*)\b/],
  [
    5,
    /\b(blossgestellt|vor allen|gedemutigt|lacherlich gemacht|gesicht verlieren|humiliat\w*|in front of everyone|publicly|embarrass\w*|loss of face)\b/,
  ],
  [
    4,
    // "Lager" alone is as often the warehouse and "Laster" the truck, "sides" those of a lorry: camps
    // only where they are formed or taken (coach37: a first complaint about loads is no stage 4).
    /\b(lagerbildung|(zwei|beide|beiden|verschiedene|gegnerische\w*|andere\w*) lager|lager (gebildet|bilden|bildet)|lastert|lasterst|lasterte\w*|gelastert|lasterei\w*|lastern (uber|hinter|bei)|verbundete\w*|hinter meinem rucken|auf seine seite|auf ihre seite|(tak\w*|took|pick\w*|chos\w*|choose) sides|sides (are|have been) (drawn|forming|formed)|allies|behind my back|gossip\w*|coalition\w*|aufhetz\w*|against me)\b/,
  ],
  [
    3,
    /\b(ohne absprache|einfach gemacht|vollendete tatsachen|reden nicht mehr|redet nicht mehr|spricht nicht mehr|without asking|went ahead|stopped talking|not talking|silent treatment|ignoriert mich|ignores me)\b/,
  ],
  [
    2,
    /\b(streit\w*|diskutier\w*|argu(e|ed|es|ing)|debat\w*|recht haben|polemi\w*|schreien|angeschrien|anschreien|shout\w*|yell\w*|fight\w*)\b/,
  ],
  [
    1,
    /\b(festgefahren|verhartet|angespannt|spannung\w*|eisig|frostig|unterkuhlt|stuck|tense|tension\w*|frosty|icy|friction)\b/,
  ],
];

/** Highest Glasl stage (1–6) whose behaviour the texts describe, or null without any signal. */
export function estimateStage(texts: readonly string[]): number | null {
  let stage: number | null = null;
  for (const text of texts) {
    const folded = fold(text);
    for (const [n, cue] of stageCues) {
      if (cue.test(folded) && (stage === null || n > stage)) stage = n;
    }
  }
  return stage;
}

const phaseCues: Partial<Record<CoachPhase, RegExp>> = {
  // Who is involved and how the relationship was (or is, apart from the dispute).
  parties:
    /\b(kennen (wir )?uns|kenne (ihn|sie)|befreundet|freund\w*|verhaltnis|beziehung|verstehen (wir )?uns|verstanden (wir )?uns|zusammen gegrundet|seit (jahren|dem studium|der schule|der uni)|fruher|eigentlich (gut|nett|super)|known each other|know each other|friends?|relationship|get along|got along|used to|for years|since (college|university|uni|school)|worked together|founded (it|the company) together)\b/,
  // Arguing about it is talking about it: "wir streiten seit Tagen", "we argue about it every week".
  history:
    /\b(versucht|probiert|angesprochen|gesprochen|geredet|gefragt|gesagt|streiten|streitet|gestritten|diskutieren|diskutiert|tried|talked|attempted|raised it|brought it up|asked|told (him|her|them)|argue|arguing|argued|fight about|fighting about|discussed|discussing|(reden|sprechen|redet|sprecht|diskutieren) (\w+ ){0,4}(daruber|druber)|(talk|talked|discuss|discussed) (about )?it)\b/,
  interests:
    /\b(wichtig|brauche|bedurfnis\w*|wunsche|was ich (eigentlich )?will|ich will dass|important|i need|matters to me|matters most|what matters|what i (really )?want|i want (him|her|them|us) to|i wish)\b/,
  options: /\b(konnten|vielleicht|option\w*|idee|vorschlag|could|maybe|idea|suggest\w*|what if)\b/,
};

/** Whether a message already answers what a phase asks about. */
export function coversPhase(text: string, phase: CoachPhase): boolean {
  if (phase === 'escalation') return estimateStage([text]) !== null;
  const cue = phaseCues[phase];
  return cue ? cue.test(fold(text)) : false;
}

const contentFreeReplies =
  /^(ok|okay|k|kk|ja|jo|jein|nein|no|yes|yeah|yep|yup|nope|hm+|mhm|ja klar|ja genau|stimmt|egal|whatever|weiss nicht|weiss ich nicht|ich weiss (es )?nicht|weiss nicht so recht|keine ahnung|kein plan|keinen plan|kann ich nicht sagen|schwer zu sagen|nicht wirklich|passt schon|i dont know|dont know|dunno|idk|no idea|no clue|not sure|not really|hard to say|i guess|gut|passt|sure|fine|genau|exactly|vielleicht|maybe)( ehrlich( gesagt)?| echt| honestly| really| tbh)?$/;

/** "ja gerne", "yes pls", "ok mach", "sure, go on", "klingt gut": a yes to what the coach offered (folded). */
const affirmation =
  /^((ja|jo|jap|jup|joa|jawohl|yes|yeah|yep|yup|ya|yea|sure|ok|okay|oke|k|kk|klar|na klar|gern|gerne|sehr gerne?|bitte|bitte gerne?|please|pls|plz|mach|mach mal|mach das|mach ruhig|mach weiter|machen wir|leg los|los|weiter|go|go on|go ahead|do it|lets do it|lets do that|lets go|lets|lets try|why not|warum nicht|auf jeden fall|of course|absolutely|definitely|genau|exactly|super|perfekt|perfect|top|cool|great|alright|fine|gut|passt|klingt gut|sounds good|sounds great|gute idee|good idea|continu|continue|keep going|das ware gut|that would be great|that would help|das hilft|gerne doch|immer her damit)( |$))+$/;

/** A short yes ("ja gerne", "yes pls", "ok mach", "sure", "go on") that takes up an offer rather than telling something. */
export function isAffirmation(text: string): boolean {
  const folded = fold(text);
  return folded !== '' && words(text).length <= 6 && affirmation.test(`${folded} `);
}

/** "ok", "weiß nicht", a single word: nothing to reflect on. */
export function isLowContent(text: string): boolean {
  const folded = fold(text);
  if (isAffirmation(text)) return true;
  // A single word that names what it is about ("Gehalt", "equity") answers a question.
  if (words(text).length === 1 && (topicGiven.test(folded) || namesTopic(text))) return false;
  return folded === '' || contentFreeReplies.test(folded) || words(text).length <= 1;
}

// A one-word answer that names something: a German noun (upper case, no adjective ending), an
// English word that is no filler, pronoun, time or judgement; with an article or "mein"/"my".
const answerStop =
  /^(ja|nein|nee|nichts|niemand|alles|beide|beides|keiner|keine|immer|nie|niemals|manchmal|oft|selten|heute|morgen|gestern|jetzt|spater|bald|hallo|hi|hey|danke|tschuss|warum|wieso|was|wer|wie|wann|wo|genau|stimmt|richtig|falsch|egal|hilfe|stopp|ich|er|sie|es|wir|ihr|mir|mich|ihm|ihn|uns|selbst|gut|schlecht|okay|yes|no|nah|nope|none|nobody|everyone|everybody|everything|nothing|both|neither|either|me|him|her|them|us|you|myself|always|never|sometimes|often|again|later|now|today|tomorrow|yesterday|hello|thanks|bye|why|what|how|who|when|where|true|right|wrong|correct|agreed|same|help|stop|unfair|fair|hard|easy|bad|good|difficult|tough|weird|strange|whatever|anything|something|lol)$/;
const germanAdjective = /(ig|lich|isch|bar|sam|los|haft|voll|end)$/;
const englishAdjective = /(ly|ful|ous|ive|able|ible|less|ish|(?<!e)ed)$/;

/**
 * A one-word answer to the coach's question ("Dienstalter.", "Die Schichtplanung.", "Seniority.",
 * "The rota."): the answer as written without its full stop, or null for a filler, a yes or no, a
 * pronoun, a time or a judgement ("ok", "nie", "unfair"), which say nothing to go on from (coach37).
 */
export function namedAnswer(text: string, lang: Lang): string | null {
  const trimmed = text.trim().replace(/[.!]+$/, '');
  const found =
    lang === 'de'
      ? /^(?:(?:der|die|das|den|dem|mein|meine|meinem|unser|unsere)\s)?(\p{Lu}\p{Ll}[\p{L}-]{2,})$/iu.exec(trimmed)
      : /^(?:(?:the|my|our)\s)?(\p{L}[\p{Ll}-]{2,})$/iu.exec(trimmed);
  const word = found?.[1];
  if (!word || (lang === 'de' && !/^\p{Lu}/u.test(word))) return null;
  const folded = fold(word);
  if (answerStop.test(folded) || contentFreeReplies.test(fold(trimmed)) || isAffirmation(trimmed)) return null;
  if ((lang === 'de' ? germanAdjective : englishAdjective).test(folded) || findFeelings(trimmed).length > 0)
    return null;
  return trimmed;
}

export function isThanks(text: string): boolean {
  // "ok danke", "Cool, thanks", "super, vielen Dank!": a filler before the thanks changes nothing.
  return (
    /^((ok|okay|k|kk|cool|super|prima|gut|great|perfekt|perfect|top|nice|awesome|alles klar|ah|oh)\s+)*(danke|vielen dank|dankeschon|merci|thanks|thank you|thx|cheers|ty)\b/.test(
      fold(text),
    ) && words(text).length <= 6
  );
}

/** A question to the advisor ("Wie spreche ich das an?", "What is BATNA?"). */
export function isDirectQuestion(text: string): boolean {
  // "ok und was kostet das": the question starts after the filler.
  const trimmed = text.trim().replace(fillerStart, '');
  if (trimmed.endsWith('?')) return true;
  // "What matters to me is …." opens like a question but is a statement.
  if (/[.!]$/.test(trimmed)) return false;
  return /^(wie|was|warum|wieso|weshalb|soll|sollte|kann|kannst|gibt es|hast du|how|what|why|should|can|could|is there|do you)\b/.test(
    fold(trimmed),
  );
}

/** Escapes Markdown so a quoted sentence can never become a link, emphasis or HTML. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>#|~])/g, '\\$1');
}

/** The user's most telling clause (for summaries and drafts): the core quote of a text, up to 16 words. */
export function keyQuote(text: string, party: Party | null): string {
  return coreQuote(text, party, { maxWords: 16 });
}

/** Coordinating words at the start of a clause carry nothing: "aber er hat abgeblockt" → "er hat abgeblockt". */
const coordinator = /^(?:und|oder|aber|sondern|denn|also|and|or|but|so|then|dann)\s+/i;
/** A clause led by one of these depends on another: alone it is a fragment. */
const dependent =
  /^(every time|each time|whenever|as soon as|jedes mal wenn|immer wenn|sobald|warum|weshalb|wieso|dass|ob|wie|was|wer|wo|weil|obwohl|während|wenn|als|nachdem|bevor|sodass|so dass|statt|anstatt|ohne dass|ohne zu|damit|why|that|whether|how|what|who|where|because|although|though|even though|while|when|after|before|so that|instead of|without|as if|unless|if)\b/i;
/** "Was mir wichtig ist: …", "What I want is …": a statement, though it opens like a dependent clause. */
const pseudoCleft = /^(was|what) (mir|ich|i|matters|really matters|bothers|stört|nervt)\b/i;
/** A clause that ends in a verb of saying or proposing is empty without what follows ("Ich hab ihm mal gesagt, …"). */
const announces =
  /\b(gesagt|sagte|sage|gefragt|fragte|gemeint|meinte|meint|vorgeschlagen|vorschlagen|schlage vor|schlag ich vor|schlage ich vor|geschrieben|schrieb|erklärt|erklärte|gedacht|dachte|denke|glaube|finde|(das|dieses|so ein) gefühl|den eindruck|(ist|wäre) (mir )?(\w+ )?wichtig|wichtig ist|was ich (eigentlich )?(will|möchte|brauche)|what i (really )?(want|need)( is)?|weiß (es |ich )?nicht|weiss (es |ich )?nicht|frage mich|don't know|do not know|not sure|wonder|told (him|her|them)|said|asked|suggested|suggest|propose|think|thought|wrote|explained|(the|a) feeling|the impression|feel like|(is|are) (\w+ )?important( to me)?|matters( most)?( to me)?( is)?|important (to me )?is|(mein|my) (vorschlag|plan|idee|proposal|idea)|\b(ist|is|war|was))$/i;
/** A noun phrase alone ("ein Freund von meinem Vater"): an apposition, not a statement. */
const apposition = /^(ein|eine|einer|der|die|das|a|an|the)\s/i;
const finiteVerb =
  /\b(ist|sind|war|waren|hat|haben|hatte|hatten|wird|werden|will|wollen|kann|können|muss|soll|macht|geht|is|are|was|were|has|have|had|will|would|can|could|does|did|says|wants)\b/i;
/** A clause may not end in a word that needs one after it ("im", "the", "with"). */
const needsMore =
  /(?:^|\s)(im|am|zum|zur|der|die|das|den|dem|des|ein|eine|einen|einem|einer|und|oder|von|vom|für|mit|the|a|an|and|or|of|with|our|my|your|to|from|unser|unsere|mein|meine|meinem|meinen)$/i;
/** Where an over-long clause may be split: before a conjunction. */
const conjunctionSplit =
  /\s(?=(?:und|oder|aber|sondern|denn|weil|obwohl|während|wenn|nachdem|bevor|sodass|and|or|but|because|although|even though|though|while|when|after|before|so that)\s)/i;

// "hey so basically my boss …", "Also im Grunde …": a lead-in, not the start of what happened.
const fillerStart =
  /^(?:(?:hallo|hi|hey|moin|servus|hello|also|naja|na ja|ok|okay|well|so|und|and|aber|but|ehrlich gesagt|honestly|tja|hmm?|ja|yes|sorry|ach|basically|long story short|im grunde( genommen)?|kurz gesagt)\b[\s,.!:;-]*|(?:nein|no)\b(?:\s*[,.!:;-][\s,.!:;-]*|\s*$))+/i;

/** A full stop after these ends no sentence: "seit ca. 6 Wochen", "z. B. bei", "2-3 Std. an", "14.03. eine". */
const abbreviation =
  /(?:^|[\s(.])(?:ca|bzw|evtl|ggf|inkl|usw|vgl|etc|zzgl|mind|max|min|std|tsd|mio|mrd|nr|dr|prof|hr|fr|mr|mrs|ms|jr|st|vs|approx|incl|e\.g|i\.e|\p{L}|\d{1,4})\.$/iu;

/**
 * The sentences a reflection reads: a sentence ending in an abbreviation goes on ("seit ca. 6
 * Wochen"), and a sentence typed in lower case after a full stop starts anew ("This isn't the
 * first time. new macbooks …"; sentences() keeps those together for the safety classifier).
 */
function quotableSentences(text: string): string[] {
  const result: string[] = [];
  for (const sentence of sentences(text)) {
    const previous = result.at(-1);
    // "Mein Vorschlag: Wir testen …", "sie hat gesagt: 'Du vertraust mir nicht.'": a colon
    // after words that announce goes on with what they announce.
    if (previous !== undefined && (abbreviation.test(previous) || announcesColon.test(previous)))
      result[result.length - 1] = `${previous} ${sentence}`;
    else result.push(sentence);
  }
  return result.flatMap((sentence) =>
    sentence.split(/(?<=\.)\s+(?=\p{Ll})/u).reduce<string[]>((pieces, piece) => {
      const previous = pieces.at(-1);
      // "Board Meeting ist am 12. ich hab das Gefühl …": a pronoun after a day starts a new sentence.
      const newSentence = /\d\.$/.test(previous ?? '') && /^(ich|wir|er|sie|es|du|man|i|we|he|she|they)\s/i.test(piece);
      if (previous !== undefined && abbreviation.test(previous) && !newSentence)
        pieces[pieces.length - 1] = `${previous} ${piece}`;
      else pieces.push(piece);
      return pieces;
    }, []),
  );
}

const announcesColon =
  /\b(gesagt|sagte|meinte|gefragt|fragte|geschrieben|schrieb|wichtig( ist)?|will|möchte|vorschlag|plan|idee|frage|problem|punkt|said|told|asked|wrote|want|need|matters( most)?( to me)?( is)?|important( is)?|proposal|idea|question|problem|point)\s*:$/i;

/** A verb of telling or asking anywhere in a clause: the "dass"/"that" clause after it is what it says. */
const tells =
  /\b(sag|sage|sagen|sagt|sagte|meint|zeigt|erzähl\w*|frag|frage|fragen|fragte|schreib|schreibe|schrieb|schlag|schlage|erklär\w*|tell|tells|told|ask|asks|asked|say|says|said|explain\w*|propose|suggest)\b/i;
/** A reporting tag after what was said: "…, sagt meine Freundin", "…, he said". */
const reportingTag = /^(sagt|sagte|meint|meinte|schreibt|schrieb|fragt|fragte|says|said|asks|asked|writes|wrote)\s/i;
/** "…, he said." at the end of a sentence (before more words it announces: "he said, the market …"). */
const closingTag = /^(he|she|they|er|sie) (says|said|asks|asked|sagt|sagte|meint|meinte)$/i;
/** A German clause ending in a word that points at the next one ("darum", "daran"): it says nothing alone. */
const pointsAhead = /\b(darum|drum|daran|darüber|davon|dazu|dafür|damit)$/i;
/** A clause that a pointing word announces: "dass …", "wofür …", "wie …". */
const asksClause = /^(dass|ob|wie|wo\p{L}*|was|wer|wann|warum|weshalb)\b/iu;
/** The clause after "aber", "but", "sondern" ("nicht X, sondern Y"): usually the point the user is making. */
const contrast = /^(aber|doch|jedoch|allerdings|sondern|but|however|yet)\b/i;

/** Words that can be the subject of a clause (or open one): pronouns, articles, possessives, quantifiers. */
const subjectWord =
  /^(ich|du|er|sie|es|wir|ihr|man|i|you|he|she|it|we|they|one|der|die|das|den|dem|ein|eine|einer|mein\w*|dein\w*|sein\w*|ihr\w*|unser\w*|euer|eure\w*|jede\w*|jemand|keiner|niemand|alle\w*|beide\w*|dies\w*|the|a|an|my|your|his|her|its|our|their|this|that|these|those|every\w*|some\w*|no|nobody|all|both|each|there|me|mir|mich|uns)$/i;
/** Adverbs a clause may open with before its verb ("and now wants", "und dann hat er"). */
const leadingAdverb =
  /^(now|then|also|still|just|even|suddenly|again|jetzt|dann|auch|noch|nun|halt|eh|sogar|plötzlich|seitdem|wieder|schon|gleich)$/i;
/** A finite verb that opens a clause without a subject ("… und will jetzt 30 %", "… and now wants …"). */
const openingVerb =
  /^(is|are|was|were|has|have|had|wants|wanted|says|said|does|did|will|would|can|could|makes|made|goes|went|left|keeps|kept|gets|got|takes|took|thinks|expects|refuses|refused|quit|started|stopped|told|asked|came|comes|gave|gives|ist|sind|war|waren|hat|haben|hatte|will|wollte|sagt|sagte|macht|machte|geht|ging|kommt|kam|meint|meinte|kann|konnte|muss|musste|soll|sollte|wird|wurde|blockt|ignoriert|verlangt|fordert|droht|schreibt|schrieb|arbeitet|redet|spricht|\p{Ll}+(?:s|ed))$/u;

/** Whether a clause (its coordinator already gone) starts with a verb and names no subject before it. */
function lacksSubject(clause: string): boolean {
  const tokens = clause.trim().split(/\s+/);
  while (tokens.length > 1 && leadingAdverb.test(tokens[0] as string)) tokens.shift();
  const [first = '', second = ''] = tokens;
  if (subjectWord.test(first) || /^\p{Lu}/u.test(first) || /^\d/.test(first)) return false;
  // German inversion: "hat er", "will sie" name the subject right after the verb.
  if (openingVerb.test(first)) return !/^(ich|du|er|sie|es|wir|ihr|man)$/i.test(second);
  // A German subordinate clause goes on with its verb last ("… und selbst gar nicht mehr zum Coden
  // kommt"): no subject among its first words.
  return !tokens.slice(0, 3).some((token) => subjectWord.test(token) || /^\p{Lu}/u.test(token) || /^\d/.test(token));
}

/** A short list item ("Anna", "Tom", "mein CTO", "me"): a few words, no verb, no filler. */
const listFiller =
  /^(ok|okay|ja|yes|no|nein|also|well|so|hi|hey|naja|sorry|ehrlich|honestly|leider|tja|hm+|und|and|aber|but)$/i;
function isListItem(piece: string): boolean {
  const tokens = piece.trim().split(/\s+/).filter(Boolean);
  // Several words: a name ("Priya Shah"), or a noun with its possessive or article ("mein CTO", "the CFO").
  const possessive = /^(mein\w*|dein\w*|unser\w*|der|die|das|the|my|our|his|her|their)$/i.test(tokens[0] as string);
  const nameLike = tokens.length === 1 || tokens.every((token) => /^\p{Lu}/u.test(token)) || possessive;
  return (
    nameLike &&
    tokens.length >= 1 &&
    tokens.length <= (possessive ? 4 : 3) &&
    !listFiller.test(tokens[0] as string) &&
    !finiteVerb.test(piece) &&
    !/[.!?:;()]/.test(piece) &&
    tokens.every((token) => /^[\p{L}\d&+'’-]+$/u.test(token))
  );
}
/** The rest of a list after its items: "Ben und Chris wollen …", "Priya and I think …". */
const listContinues = /^(?:\S+(?:\s\S+){0,2}\s)?(?:und|and|oder|or|&|sowie)\s/i;

/**
 * Pieces of a sentence (text, separator, text, …) joined where a separator does not end a clause:
 * inside parentheses ("klare Bereiche (sie Produkt, ich Tech)") and between the items of a list
 * of names ("Anna, Ben und Chris wollen …", "Tom, Priya and I …"). Numbered items ("1) … 2) …")
 * become clauses of their own.
 */
function keepWhole(pieces: readonly string[]): string[] {
  const numbered = pieces.flatMap((piece, i) =>
    i % 2 === 1 ? [piece] : piece.split(/(\s(?=\(?\d{1,2}\)\s))/).map((part) => part.replace(/^\(?\d{1,2}\)\s+/, '')),
  );
  const result: string[] = [];
  for (let i = 0; i < numbered.length; i += 2) {
    const text = numbered[i] ?? '';
    const separator = numbered[i - 1];
    const previous = result.at(-1);
    const open = previous !== undefined && (previous.match(/\(/g) ?? []).length > (previous.match(/\)/g) ?? []).length;
    const lastItem = previous?.split(/,\s+/).at(-1) ?? '';
    // "Gestern haben Lea, Jonas und Mehmet …": the list may start with the last name of a clause.
    const nameEnds = /\s\p{Lu}\p{Ll}+$/u.test(previous ?? '') && /^\p{Lu}\p{Ll}*\s(?:und|and|&|oder|or)\s/u.test(text);
    const inList =
      previous !== undefined &&
      separator !== undefined &&
      /^,\s+$/.test(separator) &&
      ((isListItem(lastItem) && (listContinues.test(text) || isListItem(text))) || nameEnds);
    if (previous !== undefined && separator !== undefined && (open || inList))
      result[result.length - 1] = `${previous}${separator}${text}`;
    else {
      if (result.length > 0) result.push(separator ?? ' ');
      result.push(text);
    }
  }
  return result;
}

/** "My front desk lead", "unser Küchenchef": a subject alone, up to five words and no verb. */
function nounPhraseOnly(piece: string): boolean {
  const tokens = piece.trim().split(/\s+/);
  return (
    tokens.length >= 2 &&
    tokens.length <= 5 &&
    /^(der|die|das|mein\w*|dein\w*|unser\w*|sein\w*|ihr\w*|the|my|our|his|her|their)$/i.test(tokens[0] as string) &&
    !finiteVerb.test(piece) &&
    !tokens.slice(1).some((token) => openingVerb.test(token) && !/^\p{Lu}/u.test(token))
  );
}

/**
 * An over-long clause split before its conjunctions, except where the piece before is a short
 * list of names ("Anna, Ben" before "und Chris wollen") or the piece after has no subject of its
 * own ("and now wants the same 4y/1y cliff"): those stay together, up to a bound.
 */
function splitLong(part: string, maxWords: number): string[] {
  const pieces: string[] = [];
  for (const piece of part.split(conjunctionSplit)) {
    const previous = pieces.at(-1);
    const rest = piece.replace(coordinator, '');
    const joined = previous === undefined ? 0 : words(`${previous} ${piece}`).length;
    const afterList =
      previous !== undefined &&
      previous
        .replace(/[,\s]+$/, '')
        .split(/,\s+/)
        .every(isListItem);
    // Only a coordinated clause ("und …", "and …") can borrow the subject; "weil …", "even though …" have their own.
    const borrows = rest !== piece && lacksSubject(rest);
    // "… 6 months after us and …": a piece of a few words is a phrase ("after us"), not a clause.
    const phrase = words(piece).length >= 2 && words(piece).length <= 3;
    // "mein Mitgründer und ich sind uns nicht einig": a compound subject, not a new clause.
    const compound =
      /^(und|and|&)\s+(ich|i|me|wir|we)\s+(sind|haben|wollen|streiten|hatten|waren|können|müssen|are|have|were|want|argue|disagree|had|keep|can|need)\b/i.test(
        piece,
      );
    // "My front desk lead and the housekeeping manager stopped talking": two joined subjects, the
    // first no clause of its own (no verb); split, the clause after it would lose half its subject.
    const pairedSubject =
      previous !== undefined &&
      /^(?:und|and|&)\s+(?:der|die|das|den|dem|mein\w*|dein\w*|unser\w*|sein\w*|ihr\w*|the|my|our|his|her|their)\s/i.test(
        piece,
      ) &&
      nounPhraseOnly(previous);
    // "Ich und mein Mitgründer streiten …", "me and my cofounder are …": the pronoun alone is the
    // first half of the subject, never a clause of its own (cut off, the verb lost half its subject).
    const lonePronoun = previous !== undefined && /^(ich|me|i|du|wir|we)$/i.test(previous.trim());
    if (
      previous !== undefined &&
      (afterList || borrows || phrase || compound || pairedSubject || lonePronoun) &&
      joined <= maxWords + 8
    )
      pieces[pieces.length - 1] = `${previous} ${piece}`;
    else pieces.push(piece);
  }
  return pieces;
}

/** The clauses of a text a reflection may quote, each a whole clause of at most `maxWords` where possible. */
function quotableClauses(text: string, maxWords: number, contrasted: Set<string> = new Set()): string[] {
  const result: string[] = [];
  for (const sentence of quotableSentences(text)) {
    // The separators stay, so that a merged clause is exactly what the user wrote.
    const pieces = keepWhole(sentence.split(clauseSeparator));
    const merged: string[] = [];
    for (let i = 0; i < pieces.length; i += 2) {
      const raw = (pieces[i] ?? '').trim();
      const part = withoutFiller(raw)
        .replace(/[.!?;:,\s]+$/, '')
        .trim();
      if (!part) continue;
      const previous = merged.at(-1);
      const joined = words(`${previous ?? ''} ${part}`).length;
      if (
        previous &&
        ((dependent.test(part) && joined <= maxWords) ||
          (announces.test(previous) && joined <= maxWords + 4) ||
          // "Ich sag ihr beim 1:1 am Dienstag, dass ich …": what is said belongs to the telling.
          (dependent.test(part) && tells.test(previous) && joined <= maxWords + 10) ||
          // "Ich find die Idee gut, aber nicht jetzt": the tension is the point, both halves together.
          (contrast.test(raw) && joined <= maxWords) ||
          // "…, sondern darum, wofür wir stehen": "darum" points at the clause after it.
          (pointsAhead.test(previous) && asksClause.test(part) && joined <= maxWords + 6) ||
          // "I want to tell her that if it happens again, I'll take over …": the condition needs what follows it.
          (/\b(that|dass) (if|when|once|wenn|falls|sobald)\b[^,]*$/i.test(previous) && joined <= maxWords + 10) ||
          // "Every time I wake up, decisions were made": the leading clause needs its main clause.
          (dependent.test(previous) && !pseudoCleft.test(previous) && !dependent.test(part) && joined <= maxWords) ||
          reportingTag.test(part) ||
          (closingTag.test(part) && i === pieces.length - 1))
      ) {
        merged[merged.length - 1] = `${previous}${pieces[i - 1] ?? ' '}${pieces[i]?.trim()}`.replace(
          /[.!?;:,\s]+$/,
          '',
        );
        if (contrast.test(raw) || contrasted.has(previous)) contrasted.add(merged.at(-1) as string);
      } else {
        merged.push(part);
        if (contrast.test(raw)) contrasted.add(part);
      }
    }
    for (const part of merged) {
      // "Ich hab ihm gesagt, die Zahlen …" stays whole a little longer: its first half says nothing alone.
      const first = part.split(clauseSeparator)[0] ?? '';
      const limit = announces.test(first)
        ? maxWords + 4
        : first !== part && tells.test(first)
          ? maxWords + 4
          : maxWords;
      if (words(part).length <= limit) {
        result.push(part);
        continue;
      }
      // Too long: its own clauses, split before conjunctions, without a leading "und"/"and";
      // never inside a list of names ("Anna, Ben und Chris wollen …") or before a clause that
      // has no subject of its own ("… and now wants the same start date").
      for (const piece of splitLong(part, maxWords)) {
        const clause = piece.replace(coordinator, '').trim();
        if (contrast.test(piece.trim())) contrasted.add(clause);
        result.push(clause);
      }
    }
  }
  return result.filter((clause) => words(clause).length >= 1);
}

/** "Darum geht's mir nicht", "that's not the point": the words before are not what matters. */
const notThePoint =
  /\b((darum|drum|das|dies) gehts? (es )?(mir )?(\w+ )?nicht|geht (es )?(mir )?(\w+ )?nicht (darum|drum)|(ist )?nicht (der punkt|das problem|das thema)|(thats|that is|this is|its|it is) not (the point|the issue|the problem|what (bothers|matters|its about))|its not about (that|this)|not what (bothers|matters to) me)\b/;
/**
 * A language asked for, the one reading of a switch (folded): "switch to English", "kannst du auf
 * Deutsch antworten", "lieber Englisch", "nochmal auf Englisch", "can you write that in German?".
 */
const languageNamed = /\b(?:switch to|auf|in|ins|lieber) (englisch\w*|english|deutsch(?!land)\w*|german)\b/;

/** The language the text asks for ("auf Englisch", "in German", "switch to English"), or null. */
export function askedLanguage(text: string): Lang | null {
  const named = languageNamed.exec(fold(text))?.[1];
  return named ? (/^(englisch|english)/.test(named) ? 'en' : 'de') : null;
}

/**
 * A sentence that only switches the conversation's language ("Sorry, let me switch to English, it's
 * easier to type", "ich schreib lieber auf Deutsch weiter", "can we continue in English?"): about the
 * chat, not the conflict, so no topic (cultures and languages) is read from it.
 */
export function switchesLanguage(sentence: string): boolean {
  return (
    askedLanguage(sentence) !== null &&
    /\b(switch\w*|continu\w*|carry on|weiter\w*|wechs\w*|schreib\w*|write|type|typing)\b/.test(fold(sentence))
  );
}

/** A request about the conversation itself: a language asked for, or "sorry for my English". */
const metaRequest = new RegExp(`${languageNamed.source}|\\bsorry for my (english|german)\\b`);
/** Background that sets the scene but is not the conflict (a role, months in, a date: "Board Meeting ist am 12."). */
const contextClause =
  /^(\w+ ){1,3}(ist|sind|is|are) (am|on|um|at) (\d{1,2}|montag|dienstag|mittwoch|donnerstag|freitag|monday|tuesday|tusday|wednesday|thursday|friday)$|^(ich bin|i am|im|wir sind|we are|were) (der |die |das |the |a |an |ein |eine )?(\w+ )?(cto|ceo|coo|cfo|grunder\w*|mitgrunder\w*|founder|cofounder|co founder|startup|team|company|firma)\b|^(ich bin|i am|im|ich leite|i lead|i run|i manage) (der |die |das |the |a |an |ein |eine |unser\w* |our |my )?(\w+ )?(teamlead\w*|team lead\w*|teamleit\w*|investor\w*|angel|business angel|manager|werkstudent\w*|produktmanager\w*|designer\w*|entwickler\w*|developer|engineer|mitarbeiter\w*|employee|team|support team)\b( (im|in|bei|at|of|with|mit) (\w+ ){0,3}(\w+))?$|\b(runway|(\d+|ein\w*|zwei|drei|vier|one|two|three|four|five|six) (months?|years?|weeks?) (in|ago|old)|vor (\d+|ein\w*|zwei|drei|vier) (jahren|monaten|wochen))\b/;
/** A clause of exasperation alone, with nothing in it about whom or what (read on folded text). */
const ventClause = new RegExp(
  [
    '(ich )?(kann|konnte) (es|das)( \\w+){0,3} nicht mehr (horen|sehen|ertragen)',
    '(ich )?(hab|habe) (echt |so |einfach |langsam |wirklich |jetzt )*(die schnauze|die nase|keine nerven)( mehr)?( (so |echt )?voll)?',
    '(mir reichts|es reicht( mir)?( jetzt)?|jetzt reichts|mir platzt (gleich )?der kragen|ich (dreh|raste) (gleich |bald |noch )?(durch|aus))',
    '(das|es) ist (echt |so |einfach |wirklich |doch )*(unglaublich|der wahnsinn|zum verruckt werden|zum kotzen)',
    '(im|i am) (so |just |really |completely |totally |honestly )*(done|over it|fed up|sick and tired|sick)( (of|with) (it|this|all this|all of this|everything))?',
    'i (just |really )?(cant|can not|cannot) (believe|stand|take) (it|this)',
    '(this|it) is (so |really |just |honestly )*(driving me (crazy|nuts|mad|insane)|ridiculous|unbelievable)',
    '(ugh+|argh+|boah+|oh man|omg|seriously)',
  ]
    .map((part) => `^(ehrlich( gesagt)? |honestly |ok |also |so |man )?${part}$`)
    .join('|'),
);

/**
 * A clause that only sets the scene: the user (or "we") as subject of a verb of being, working,
 * running or owning, or a head count ("22 Mitarbeitende", "about 60 staff"), with no stake, no
 * feeling and no one else acting in it. Read on folded text.
 */
const settingStart =
  /^(ich bin|ich arbeite|ich leite|ich fuhre|ich sitze|ich besitze|ich habe|ich hab|wir sind|wir haben|wir fuhren|wir betreiben|i am|im|i work|i run|i manage|i lead|i own|i co own|i coown|i sit|i took over|ive been|we are|were|we run|we own|we have|we opened|we started|mein \w+ und ich (haben|sind|fuhren|betreiben)|my \w+ and i (own|run|have|opened|started|are))\b/;
const settingVerbEnd =
  /\b(gegrundet|ubernommen|eroffnet|aufgemacht|aufgebaut|gestartet|angefangen|founded|started|opened|built|took over)$/;
const headCount =
  /^(about |around |rund |etwa |knapp |uber |over |some )?\d+ (staff|people|employees|mitarbeitende|mitarbeiter\w*|leute|angestellte|beschaftigte)$/;
const settingBreaks =
  /\b(aber|but|streit\w*|fight\w*|argu\w*|sauer|angry|furious|wutend|verlangt|fordert|droht|wants|demands|threaten\w*|ohne mich|without (me|asking|telling)|hinter meinem rucken|behind my back|nicht mehr|no longer|anymore|stopped|trotzdem)\b/;
const secondAct =
  /\b(und|and) (ich |i )?(habe|hab|hatte|bin|war|muss|musste|will|werde|have|had|was|am|need|needed|want|wanted|can|could|cannot)\b/;
export function settingClause(clause: string): boolean {
  // A greeting before it ("Hello, I'm the chair of …", "Servus, ich bin …") does not change what it says.
  const folded = fold(clause.replace(fillerStart, ''));
  if (headCount.test(folded)) return true;
  if (settingBreaks.test(folded) || stakeClause.test(folded) || findFeelings(clause).length > 0) return false;
  // "Ich leite ein kleines Team und habe das Teamevent abgesagt": a second verb of the user's is an act.
  if (secondAct.test(folded)) return false;
  // "Ich habe … übernommen", "wir haben … eröffnet": only with a verb of founding at its end.
  if (/^(ich habe|ich hab|wir haben|mein \w+ und ich haben)\b/.test(folded)) return settingVerbEnd.test(folded);
  return settingStart.test(folded);
}

/** What is at stake or demanded: "now wants 3 %", "don't know how we survive", "droht zu gehen". */
const stakeClause =
  /\b((not|havent|hasnt|hadnt|didnt|cant|nicht|kaum|barely|hardly) (\w+ ){0,2}(slept|sleep|sleeping|geschlafen|schlafen)|will jetzt|mochte jetzt|verlangt|fordert|droht|wants|demands|asking for|threaten\w*|survive|uberleben|pleite|bankrupt|kaputt|verlieren)\b/;

/**
 * The clause without a leading filler ("ok", "ehrlich gesagt"), unless German inversion needs it:
 * "Und ehrlich gesagt weiß ich auch nicht, ob …" keeps "Ehrlich gesagt", since "Weiß ich auch nicht"
 * alone reads as a question.
 */
function withoutFiller(raw: string): string {
  const stripped = raw.replace(fillerStart, '');
  const inverted =
    stripped !== raw.trimStart() &&
    /^\p{L}+\s+(ich|wir|du|er|sie|es|man)\b/iu.test(stripped) &&
    !/^(ich|wir|du|er|sie|es|man|und|aber|dass|weil|wenn|was|wie|das|der|die)\b/i.test(stripped);
  return inverted ? raw.trimStart().replace(/^(und|and|aber|but|also|so)\s+/i, '') : stripped;
}

/** Shortens a clause that is still too long at a word boundary that leaves no dangling word. */
function shorten(clause: string, maxWords: number): string {
  const parts = clause.split(/\s+/);
  // A whole clause of up to maxWords + 8 ("one joined 6 months after us and now wants …") beats a cut one.
  if (parts.length <= maxWords + 8) return clause;
  let cut = parts.slice(0, maxWords);
  while (cut.length > 3 && needsMore.test(cut.join(' '))) cut = cut.slice(0, -1);
  return `${cut.join(' ')} …`;
}

// Hedges around what the user offers as a guess ("Idk, I guess he thinks sales is his turf",
// "Keine Ahnung, vielleicht wollte er einfach schnell sein", "Ich glaub, er meint es gut. Weiß nicht."):
// the uncertainty is no core to quote back, the guess after it is.
const hedgeLead =
  /^(?:(?:idk|i dunno|dunno|i don'?t know|i do not know|not (?:really )?sure(?: tbh| though| honestly)?|honestly(?: not sure)?|no idea|no clue|tbh|hard to say|keine ahnung(?: ehrlich(?: gesagt)?)?|kein plan|k\.?\s?a\.?|wei(?:ß|ss) (?:ich )?(?:es )?(?:auch )?nicht(?: so genau| so recht| genau)?|ich wei(?:ß|ss) (?:es )?(?:auch )?nicht(?: so genau| so recht| genau)?|schwer zu sagen|naja|na ja|hm+|tja|puh|ehrlich(?: gesagt)?|well|um+|uh+)(?=[\s,.!:;…-]|$)[\s,.!:;…-]*)+/iu;
// German keeps "vielleicht"/"wahrscheinlich" (the verb follows it: "Vielleicht wollte er …").
const guessLead = {
  de: /^(?:ich glaub(?:e)?|ich denke|ich vermute|ich schätze|schätze ich)(?: mal| halt| ja| eher| einfach)*(?:,\s*|\s+)(?!dass\b|das\b|nicht\b|schon\b|auch\b)/iu,
  en: /^(?:i (?:guess|think|suppose|reckon|feel like)|maybe|perhaps|probably)(?:,\s*|\s+)(?!that\b|so\b|not\b|it'?s because\b)/iu,
};
const hedgeTail =
  /(?:[.!…]\s+|,\s*|\s+)(?:(?:keine ahnung|wei(?:ß|ss) (?:ich )?(?:es )?nicht|ich wei(?:ß|ss) (?:es )?nicht|idk|not sure(?: though| tbh)?|no idea|dunno|oder so|or something|or whatever|i guess|glaub ich|denk ich)[\s.!…]*)+$/iu;

/**
 * A short message that hedges a guess, without its hedges ("Idk, I guess old habits" → "old habits"),
 * and whether it is offered as a guess; null when nothing is hedged or nothing would be left.
 */
export function hedgedGuess(text: string, lang: Lang): { text: string; guess: boolean } | null {
  const trimmed = text.trim();
  if (words(trimmed).length > 30) return null;
  let rest = trimmed.replace(hedgeTail, '');
  const tail = rest !== trimmed;
  const lead = hedgeLead.exec(rest);
  rest = lead ? rest.slice(lead[0].length) : rest;
  const guessed = guessLead[lang].exec(rest);
  rest = guessed ? rest.slice(guessed[0].length) : rest;
  if (!tail && !lead && !guessed) return null;
  rest = rest.trim();
  // "weiß nicht, ob ich das selbst entscheiden soll", "not sure whether to …": the doubt is the content.
  if (
    words(rest).length < 2 ||
    /^(ob|wie|was|wer|warum|wann|wo|wieso|weshalb|whether|if|how|what|who|why|when|where)\b/iu.test(rest)
  )
    return null;
  // "Honestly", "naja" alone are fillers, no doubt: only a hedge of uncertainty or a guess makes a guess.
  const unsure =
    lead !== null &&
    /(?<!\p{L})(idk|dunno|know|sure|idea|clue|hard to say|ahnung|plan|wei(ß|ss)|schwer zu sagen|k\.?\s?a)(?!\p{L})/iu.test(
      lead[0],
    );
  if (!tail && !unsure && !guessed) return null;
  return { text: rest, guess: true };
}

/**
 * The core of a message for a reflection: the clause with the key fact or the feeling, in the
 * user's own words, a whole clause of at most about `maxWords` (never the whole message when it
 * is long, never cut inside "1:1", a number, a time, an abbreviation or a name).
 * `preferFacts`: the feeling is reflected apart, so a clause that only names it ("und ich bin
 * frustriert") loses to one that says what happened. `isKey` marks clauses that name a topic.
 */
export function coreQuote(
  text: string,
  party: Party | null,
  options: { preferFacts?: boolean; isKey?: (clause: string) => boolean; maxWords?: number } = {},
): string {
  const { preferFacts = false, isKey = () => false, maxWords = 14 } = options;
  const contrasted = new Set<string>();
  const candidates = quotableClauses(text, maxWords, contrasted);
  // Someone else's words the user quotes ("he went 'ach komm, das ist doch nicht so schlimm'").
  const bare = (phrase: string) =>
    phrase
      .replace(/["'„“”‚‘«»]/g, '')
      .toLowerCase()
      .trim();
  const quotations = [
    ...[...text.matchAll(quotedSpeech)].map((match) => bare(match.slice(2).find(Boolean) ?? '')),
    // A pasted message ("> hey team, quick one …") is someone else's words too.
    ...text
      .split('\n')
      .filter((line) => line.trimStart().startsWith('>'))
      .map((line) => bare(line.replace(/^\s*>\s?/, ''))),
  ];
  // A short message is its own core.
  if (words(text).length <= 8 && sentences(text).length === 1)
    candidates.splice(0, candidates.length, text.replace(fillerStart, '').replace(/[.!;:,\s]+$/, ''));
  // "… fachlich ist sie gar nicht schlecht. Darum geht's mir nicht.": what the user says is not
  // the point (the sentence before, or the clauses before it in the same sentence) is never the core.
  const negatedText: string[] = [];
  const all = sentences(text);
  all.forEach((sentence, i) => {
    const folded = fold(sentence);
    const at = notThePoint.exec(folded);
    if (!at) return;
    negatedText.push(folded);
    if (at.index < 12 && i > 0) negatedText.push(fold(all[i - 1] as string));
  });
  const negatedClause = (clause: string) => negatedText.some((sentence) => sentence.includes(fold(clause)));
  let best = '';
  let bestScore = -Infinity;
  candidates.forEach((clause, i) => {
    const count = words(clause).length;
    const feelings = findFeelings(clause).length;
    let score = 0;
    if (feelings > 0) score += preferFacts && count <= 5 ? -1 : 3;
    if (isKey(clause)) score += 3;
    // A clause that answers a coaching question (who and how, what was tried, what matters, ideas).
    if ((['parties', 'history', 'interests', 'options'] as const).some((phase) => coversPhase(clause, phase)))
      score += 3;
    if (party && clause.includes(party.noun)) score += 2;
    if (estimateStage([clause]) !== null) score += 2;
    if (count >= 4 && count <= maxWords + 2) score += 2;
    // "… but things feel off": a short turn at the end is the point, not a fragment.
    else if (count < 4 && !(contrasted.has(clause) && count === 3)) score -= 2;
    if (count < 3) score -= 2;
    // A fragment ("weil er nie da ist", "Ich würde anfangen mit") only when nothing else is there.
    // A leading subordinate clause with its main clause ("Every time I wake up, decisions …", "If he
    // leaves I honestly don't know how we survive") is a whole statement.
    const rest = ` ${clause.split(/\s+/).slice(2).join(' ')} `;
    const mainFollows = /,\s/.test(clause) || (count >= 7 && /\s(ich|i|wir|we)\s/i.test(rest));
    if (dependent.test(clause) && !pseudoCleft.test(clause) && !mainFollows) score -= 4;
    if (needsMore.test(clause)) score -= 4;
    if (announces.test(clause)) score -= 4;
    if (apposition.test(clause) && count <= 6 && !finiteVerb.test(clause)) score -= 4;
    // "Ich find die Idee nicht schlecht, aber nicht jetzt": the point comes after the "aber".
    if (contrasted.has(clause)) score += 3;
    if (quotations.some((quotation) => quotation.includes(bare(clause)))) score -= 6;
    if (negatedClause(clause)) score -= 8;
    if (metaRequest.test(fold(clause))) score -= 8;
    // Background ("Ich bin der CTO", "We're 14 months in", "7 Monate Runway") loses to the stake.
    if (contextClause.test(fold(clause))) score -= 4;
    // "Ich kann es echt nicht mehr hören!!!", "I'm so done with this": the rant before the story
    // names nothing; what follows it is the core.
    else if (candidates.length > 1 && ventClause.test(fold(clause))) score -= 6;
    // Who the user is or where they work ("Ich bin Praxismanagerin in einer Gemeinschaftspraxis mit
    // drei Radiologen", "I co-own a clinic in Perth", "We're a 12-person agency in Graz", "about 60
    // staff") sets the scene: the conflict told after it is the core, whatever its length.
    else if (candidates.length > 1 && settingClause(clause)) score -= 6;
    // "reden seit einem Streit nicht mehr miteinander" from "Zwei Senior-Entwickler, Paul und Sara,
    // reden …", "are arguing over …": a clause cut from its subject says back half of what happened.
    if (i > 0 && lacksSubject(clause.replace(coordinator, ''))) score -= 3;
    if (stakeClause.test(fold(clause))) score += 3;
    // Earlier clauses usually carry the point; a small tie-breaker.
    score -= i * 0.05;
    if (score > bestScore) {
      best = clause;
      bestScore = score;
    }
  });
  // Everything the message says is what the user calls beside the point: nothing to quote.
  if (best && negatedClause(best) && !notThePoint.test(fold(best))) return '';
  const quote = shorten(
    (best || text)
      .replace(/["„“”«»]/g, '')
      // A quotation mark whose partner lies outside the clause ("du lernst ja Deutsch'") goes.
      .replace(/^'([^']*)$|^([^']*)'$/, '$1$2')
      .replace(/\?/g, '')
      .trim(),
    maxWords,
  ).replace(/[.!;:,\s]+$/, '');
  // A clause cut from the middle of a sentence starts in lower case in German and English alike.
  return escapeMarkdown(quote.charAt(0).toUpperCase() + quote.slice(1));
}

// What the user already told the coach, so no question asks for it again. Read on folded text.
const planIntent =
  /\b(i (already )?planned to|ich hab(e)? (schon )?geplant|ich werde|werde ich|ich will|ich mochte|ich habe vor|hab vor|ich plane|mein plan|ich nehme mir vor|ich schlage|schlage ich|rede ich|spreche ich|frage ich|rufe ich|ich rufe|ich frage|ich spreche|ich rede|ich lade|lade ich|i will|ill|i am going to|im going to|im gonna|i plan|my plan|i intend|i want to|id like to|i would like to)\b/;
const planAction =
  /\b(get (\w+ ){1,4}(in|into) (a|one|the same) room|zusammenholen|an einen tisch (holen|bringen)|ansprech\w*|sprech\w*|spreche|rede|reden|sagen|sage|fragen|frage|treffen|vorschlag\w*|schlage|bitten|bitte|einlad\w*|lade|schreib\w*|anruf\w*|rufe|zusammensetz\w*|vorleg\w*|klaren|mitbring\w*|einbring\w*|vorstell\w*|talk|speak|tell|ask|meet|raise|propose|suggest|bring|take (it|this|that)|share|present|pitch|sit down|schedule|call|write|invite|send|put)\b/;
/** "ich will, dass er …", "ich frage mich": a wish or a doubt, not something the user will do. */
/** German says what it will do in the present tense: "Ich schreibe ihm morgen", "Am Freitag rede ich mit ihr". */
const presentAction =
  /\b(ich (schreib|ruf|frag|sprech|red|treff|schlag|lad|setz|bitt|sag|biet|meld|bring|schick|stell|leg|rechn|pruf|klar)e?|(schreib|ruf|frag|sprech|red|treff|schlag|lad|setz|bitt|sag|biet|meld|bring|schick|stell|leg)e? ich|(i|we) (am|are) (talking|meeting|calling|writing)|im (talking|meeting|calling)|termin (ausgemacht|vereinbart|gemacht)|(scheduled|booked) (a|the) (call|meeting|time))\b/;
/** A plan in note style, the verb first: "ok. schreib ihm morgen", "ruf sie freitag an", "call him tomorrow". */
const noteAction =
  /^((ok|okay|gut|also|dann|na gut|fine|alright|then) )*(schreib|ruf|frag|sprech|red|treff|schlag|lad|setz|bitt|sag|meld|schick|call|text|email|mail|write|ask|tell|talk|speak|meet|message|ping)\w*\b/;
const notAPlan =
  /\b(ich will dass|ich mochte dass|frage mich|fragt|i want (him|her|them) to|i want to know|i wonder)\b/;
const futureTime = new RegExp(
  String.raw`\b(morgen|ubermorgen|heute|nachste\w* woche|diese woche|ende der woche|${weekdaysDe}|wochenende|am \d{1,2}|um \d{1,2}|\d{1,2} uhr|in (zwei|drei|\d+) (tagen|wochen)|nachste\w* monat|ende des monats|next month|end of (the )?(month|week)|nach dem (standup|meeting|weekly|jour fixe|board\w*)|im (standup|jour fixe|weekly|1 1)|tomorrow|tonight|today|this (week|afternoon|evening)|next (week|${weekdaysEn}|tusday)|${weekdaysEn}|tusday|weekend|at \d{1,2}|by (the end|\w+day)|in (two|three|\d+) (days|weeks)|after (the|our) (standup|meeting|board\w*|call))\b`,
);
/** A deadline the user set for the talk: "before the 12th", "bis zum 12.", "vor dem Board-Meeting am Montag". */
const deadline = new RegExp(
  String.raw`\b((before|by|until) (the \d{1,2}(st|nd|rd|th)?|${workdays}|the (board|meeting|call|demo)\w*)|(vor dem|bis zum) \d{1,2}|bis (${workdays}))\b`,
);
/** Meeting the other side, read on folded text ("having lunch", "treffen uns", "sehe ihn"). */
const meetingCue =
  /\b(treffen|treffe|trifft|sehe|sehen|lunch|mittagessen|essen|meeting|meet|seeing|having|offsite|sync|call|gesprach|zusammensetzen)\b/;
// "Zuerst frag ich sie …", "first I'll ask what she hopes for": the plan's first step is the opening.
const openingGiven =
  /\b((zuerst|zurst|erst|als erstes) (sag|frag|erzahl|erklar|bedank)\w* ich|first,? i(ll| will) (ask|say|tell|share|explain|thank)|i(ll| will) start (with|by)|ich wurde (sagen|anfangen|beginnen|einsteigen)|anfangen mit|beginnen mit|einsteigen mit|mein erster satz|id (say|start|open|begin)|i would (say|start|open|begin)|start with|open with|begin with|my first sentence)\b/;
const fallbackGiven = /^(und )?(wenn|falls|sollte|if|and if|should)\b.*\b(ich|i|ill|werde)\b|\bplan b\b/;

const refersToPerson = /\b(er|ihm|ihn|sie|ihr|he|him|she|her|they|them)\b/;
/** Someone on the user's side: "meine Schwester", "unserem Beirat", "my mentor", "she backs me". */
const supporterGiven =
  /\b((mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer|my|our) (mentor\w*|coach\w*|beirat\w*|berater\w*|beraterin|advisor\w*|adviser\w*|therapeut\w*|therapist|hausarzt\w*|arzt\w*|doctor|schwester|bruder|frau|mann|freund|freundin|eltern|mutter|vater|familie|sister|brother|wife|husband|girlfriend|boyfriend|friend|parents|mom|mum|dad|family|steuerberater\w*|anwalt\w*|lawyer|accountant)|unterstutzt mich|hilft mir|an meiner seite|supports me|helps me|backs me|on my side)\b/;
/** A topic named in the user's words, in the terms of the easy question "Geld, Rollen, Einsatz …?". */
const topicGiven =
  /\b(geld|money|gehalt\w*|gehalter|salar\w*|rolle|rollen|roles?|einsatz|commitment|anteil\w*|equity|vesting|budget|strategie|strategy)\b/;

/** "1) Regeln 2) Runde", "1. talk to each 2. agree": a numbered list of steps. */
const numberedSteps = /(^|\s)1[.)]\s+\S[^]*\s2[.)]\s+\S/;
/** "erst einzeln, dann zusammen", "first I'll …, then …": steps in order (read with the commas: "back then" is none). */
const stepsInOrder =
  /\b(erst|zuerst|als erstes|first|at first)\b[^.?!]{3,}(,|\bund\b|\band\b)\s*(dann|danach|anschließend|anschliessend|then|after that|afterwards)\b/i;
const speaksForSelf = /\b(ich|wir|i|we|ill|id|ive|mein plan|my plan)\b/;

/** The first step of a numbered plan ("1) Montag ansprechen 2) …" → "Montag ansprechen"), or null. */
export function firstStep(text: string): string | null {
  const step = /(?:^|\s)1[.)]\s+(.+?)\s+2[.)]\s/.exec(text)?.[1];
  return step ? step.replace(/[,;:.\s]+$/, '') : null;
}

/** The clause of a message that says what the user is going to do, or null. */
export function statedPlan(text: string): string | null {
  // Steps the user lists or puts in order are a plan, the whole message (its sentences belong together).
  if (!text.trim().endsWith('?') && !notAPlan.test(fold(text))) {
    if (numberedSteps.test(text)) return text.trim();
    const ordered = sentences(text).find((sentence) => {
      const folded = fold(sentence);
      return stepsInOrder.test(sentence) && (speaksForSelf.test(folded) || planAction.test(folded));
    });
    if (ordered && !ordered.trim().endsWith('?')) return ordered;
  }
  for (const sentence of sentences(text)) {
    const folded = fold(sentence);
    // The action belongs to the intent, in its clause: "I'll go to bed early, the call is at 10" is no plan.
    const acts = sentence.split(/[,;:]\s/).some((clause) => {
      const part = fold(clause);
      const intent = planIntent.exec(part);
      return intent !== null && planAction.test(part.slice(intent.index));
    });
    const intends = acts || ((presentAction.test(folded) || noteAction.test(folded)) && futureTime.test(folded));
    if (intends && !notAPlan.test(folded) && !sentence.trim().endsWith('?')) return sentence;
  }
  return null;
}

export interface Facts {
  /** When the user will act ("am Donnerstag", "on Friday at 4"). */
  when: boolean;
  /** The user's plan, in their words (the latest one), and whether the latest message states it. */
  plan: string | null;
  planIsNew: boolean;
  /** The user named the other party. */
  party: boolean;
  /** What was tried already. */
  tried: boolean;
  /** How the user will open the conversation. */
  opening: boolean;
  /** What the user will do if it goes badly. */
  fallback: boolean;
  /** Someone who supports the user (a sister, a mentor, the board). */
  support: boolean;
  /** What the conflict is about (money, roles, commitment …). */
  topic: boolean;
  /** A proposal of the user's own ("Könnte man das Meeting aufteilen?"), in their words (the latest). */
  proposal: string | null;
  /** Since when it goes on ("seit der Runde", "since the round closed", "for three weeks"). */
  since: boolean;
  /** How they talk to each other, in the other's words ("they say 'not a big deal'", "er meinte nur: …"). */
  talk: boolean;
  /** The user leads or mediates (a CEO between two employees, "ich bin nicht beteiligt, aber ihre Teamleitung"). */
  lead: boolean;
  /** The user calls it calm ("no drama", "wir sind beide entspannt") and nothing heated followed. */
  calm: boolean;
  /** Others affected are named (the team, customers, investors): "who else is affected" is answered. */
  others: boolean;
  /** A wish the user could say to the other side ("ich möchte, dass wir …"), in their words (the latest), for a draft. */
  wish: string | null;
}

/** A wish of the user's ("ich möchte, dass …", "what I want is …"). */
const wishCue =
  /\b(ich (möchte|will|wünsche mir|brauche|hätte gern)|mir ist wichtig|i (want|would like|need|wish)|i'd like|what i want|it matters to me)\b/i;
/**
 * A wish that cannot go into a message to the other person: asked of the coach ("Ich will nur
 * Hilfe bei der Umsetzung") or about them in the third person ("ich will, dass er …").
 */
const notForTheDraft =
  /\b(nicht|not|dont|don't|never|kein\w*|hilfe|helfen|hilf|tipps?|rat|plan|dir|dich|help|advice|tips?|you|your|er|sie|ihn|ihm|ihr|he|she|him|her|they|them)\b/i;

/** The user is not a side of the conflict but leads or mediates it. Read on folded text. */
const leadRole =
  /\b(ich bin (da |hier )?(selbst |ja )?(nicht|kein\w*) (beteiligt|partei|teil des konflikts)|(selbst )?nicht partei|bin (ihre|ihr|deren|die|der) (teamleit\w*|chef\w*|vorgesetzte\w*|fuhrungskraft|lead|managerin|manager)|(zwei|2|beide) (meiner|von meinen) (leute|mitarbeiter\w*|mitarbeitenden|entwickler\w*|engineers?|kolleg\w*|teammitglieder\w*)|zwischen (zwei|2|den beiden|meinen) (mitarbeiter\w*|mitarbeitenden|kolleg\w*|leuten|teammitglieder\w*)|i(m| am) not (directly )?(involved|a party|part of (it|this|the conflict))|not (a )?party to|i(m| am) (their|the) (manager|team lead|lead|boss)|(two|2|both) of my (engineers|reports|people|employees|devs|developers|team members|designers|staff)|between (two|2) of my|mediat\w* between|vermitteln zwischen|schlichten zwischen|ich bin (\w+ )?(mediator\w*|konfliktcoach\w*)|als (mediator\w*|investor\w*|business angel)|i(m| am) an? (\w+ )?mediator|(ich arbeite|arbeite) (im|in der|in) (hr|personal\w*|people \w+)|ich bin (im|in der) (hr|personalabteilung|people team)|ich leite (das|die|unser|unsere) (hr|personalabteilung|people team)|as (an|a|the) (\w+ )?(investor|board member|angel|hr lead|hr manager|team lead|engineering manager)|i work in (hr|people)|personaler\w*|ich leite (ein|das|unser) \w*team|i lead (a|the|our) team|i(m| am) (the )?(head of \w+|team lead|engineering manager)|(two|2|both) (people )?(on|in|of) my team|ich bin business angel|(sitze|bin) im beirat|i(m| am) (a|an|on the) board( member)?|i(m| am) an investor|ich bin (mitarbeiter\w*|angestellt\w*|werkstudent\w*)|i(m| am) an? (junior |senior )?(developer|engineer|account manager|employee|designer)|(unsere|die) (beiden |zwei )?grunder (streiten|blockieren)|the (two )?founders are|meine (zwei|beiden) chefs|i(m| am) (an|the) (advisor|adviser|hr lead|head of (hr|people)|people lead)|an? (advisor|adviser) to|(i sit|i(m| am)) on the board|(friends|two friends|two good friends) of mine|(zwei )?(gute )?freunde von mir|asked me to help (them|sort)|(mich|uns) gebeten (bei|zu)|ich leite (hr|die personalabteilung|people)|ich soll (\w+ ){0,3}vermitteln|i(m| am) not involved|ich bin nicht teil davon|(steh|stehe|stecke|sitze|bin) (\w+ ){0,2}zwischen (unseren|unsere|den|meinen|meine|zwei|2) (beiden |zwei )?(grunder\w*|mitgrunder\w*|chefs?|co founder\w*|cofounder\w*|founder\w*)|(stuck |caught )?(in the middle )?between (our|the|my) (two |2 )?(founders|cofounders|co founders|bosses))\b/;
/** The user names a co-founder or business partner of their own: a side after all. */
const ownSide =
  /\b(mein\w* (mitgrunder\w*|co founder\w*|cofounder\w*|geschaftspartner\w*)|my (co founder|cofounder|business partner))\b/;
/**
 * The user's own role when it is not a founder's (folded): an investor or board member, someone in
 * HR, one who leads the people concerned, an employee; null for a founder or when nothing says it.
 * It chooses the next step a tip gives: an employee goes to their own lead, a lead has a feedback
 * talk, an investor uses the board and the updates, HR talks to each side.
 */
export type UserRole = 'investor' | 'hr' | 'lead' | 'employee';
const investorRole =
  /\b(business angel|als (investor\w*|geldgeber\w*|angel)|ich bin (\w+ )?(investor\w*|geldgeber\w*)|(im|in unserem|in ihrem) (beirat|aufsichtsrat)|(im|i am) an? (\w+ )?investor|as an? (\w+ )?investor|(i sit|im|i am) on (the|their) board|board member)\b/;
const hrRole =
  /\b(ich (bin|arbeite) (im|in der) (hr|personal\w*|people)|(i work|im|i am) in (hr|people)|(hr|people) (lead|manager|partner)|head of (hr|people)|personaler\w*)\b/;
const teamLeadRole =
  /\b(ich bin (\w+ )?(teamlead\w*|teamleiter\w*|abteilungsleiter\w*|fuhrungskraft)|als (teamlead\w*|teamleiter\w*|abteilungsleiter\w*|fuhrungskraft)|ich leite (ein|das|unser|mein)\w* (\w+ )?team|einer meiner (leute|mitarbeiter\w*|entwickler\w*)|(im|i am) (a |the )?(team lead|engineering manager|head of \w+)|as (a |the )?(team lead|engineering manager)|i lead (a|the|our) (\w+ )?team|one of my (developers|engineers|reports|people|analysts|team members|sales reps))\b/;
const employeeRole =
  /\b(ich bin (\w+ )?(entwickler\w*|werkstudent\w*|angestellt\w*|mitarbeiter\w*|designer\w*|praktikant\w*)|mein\w* (chef\w*|teamleiter\w*|vorgesetzt\w*|kolleg\w*)|(im|i am) an? (\w+ )?(developer|engineer|designer|support agent|employee|analyst|account manager|intern)|my (manager|boss|lead|colleague|coworker|co worker)|(the|a) (coworker|co worker|colleague) (next to|beside|on) me)\b/;

export function userRole(users: readonly string[]): UserRole | null {
  const all = users.map((text) => fold(text));
  if (all.some((text) => ownSide.test(text))) return null;
  if (all.some((text) => investorRole.test(text))) return 'investor';
  if (all.some((text) => hrRole.test(text))) return 'hr';
  if (all.some((text) => teamLeadRole.test(text))) return 'lead';
  if (all.some((text) => employeeRole.test(text))) return 'employee';
  return null;
}

/** The user calls the matter calm. */
const calmCue =
  /\b(no drama|kein drama|(we|wir) (are|re|sind) (both |beide )?(calm|entspannt|ruhig)|both of us are calm|beide (sind )?(ruhig|entspannt)|kein (richtiger )?streit|no (real )?(fight|conflict|argument)|not (really )?a (fight|conflict)|get along (well|fine|great)|verstehen uns (gut|super|eigentlich gut)|sparring ?partner)\b/;

/** The people of the conflict named without a possessive ("mitgründer hat …", "4 von 15 Leuten", "the CTO"). */
const peopleNamed =
  /\b(mitgrunder\w*|grunder\w*|cofounder\w*|co founder\w*|founder\w*|cto|ceo|coo|cfo|kolleg\w*|chef\w*|team\w*|leute\w*|mitarbeiter\w*|people|employees?|staff|investor\w*|advisor|berater\w*|kunde\w*|customer\w*)\b/;
/** Others around the conflict: the team, customers, investors, the board, employees. */
const othersNamed =
  /\b(team\w*|kunde\w*|kundin\w*|customers?|clients?|investor\w*|board|beirat|mitarbeiter\w*|employees?|entwickler\w*|engineers|devs|leute|staff)\b/;
/** How they talk now, in the user's words: "nur noch per Mail", "we only talk on Slack", "nobody is talking". */
const talkGiven =
  /\b(nur noch (per|uber|via|schriftlich|uber den anwalt)|(reden|sprechen) (kaum|nicht mehr|gar nicht mehr|nur noch)|funkstille|schweigen uns an|only (talk|speak|communicate|write) (by|via|over|through|on|in)|(nobody|no one) is talking|(we|they) (dont|do not|barely|hardly) (talk|speak)|not (talking|speaking) (to each other|anymore))\b/;
/** How long it has been going on. */
const sinceGiven =
  /\b(seit|since|for (\w+ )?(days?|weeks?|months?|years?)|(\w+ )?(tagen|wochen|monaten|jahren) (schon|lang)|ever since)\b/;

/** Everything the user said so far that a question must not ask for again. */
export function userFacts(users: readonly string[], party: Party | null): Facts {
  const facts: Facts = {
    when: false,
    plan: null,
    planIsNew: false,
    // A person the user names or refers to ("mein Mitgründer", "Jonas hat …", "er blockt ab").
    party: party !== null || users.some((text) => refersToPerson.test(fold(text)) || peopleNamed.test(fold(text))),
    tried: false,
    opening: false,
    fallback: false,
    support: false,
    topic: false,
    proposal: null,
    since: false,
    talk: false,
    lead: users.some((text) => leadRole.test(fold(text))) && !users.some((text) => ownSide.test(fold(text))),
    // Something heated later ("we argue every day") ends the calm.
    calm: users.some((text) => calmCue.test(fold(text))) && (estimateStage(users) ?? 0) < 2,
    wish: null,
    others: users.some((text) => othersNamed.test(fold(text))),
  };
  users.forEach((text, i) => {
    const folded = fold(text);
    const proposal = userProposal(text);
    if (proposal) facts.proposal = proposal;
    for (const sentence of sentences(text)) {
      // "Mir geht's nicht ums Geld, sondern dass wir …", "it's not the money but that we …": the wish is after the turn.
      const rather = /\b(?:sondern|but rather|but|it'?s|it is)\s*,?\s+((?:dass|that) .+)$/i.exec(sentence)?.[1];
      if (
        rather &&
        /^(mir geht|es geht mir|it'?s not|this is not|it is not)\b/i.test(sentence) &&
        !notForTheDraft.test(rather)
      )
        facts.wish = /^dass/i.test(rather) ? `Mir ist wichtig, ${rather}` : `What matters to me is ${rather}`;
      // "I want to raise it then" is a plan, not a wish for the other side to hear.
      else if (
        wishCue.test(sentence) &&
        !notForTheDraft.test(sentence.split(/,\s*(?=(so|damit|sodass|because|weil)\b)/i)[0] as string) &&
        userRequest(sentence) === null &&
        statedPlan(sentence) === null
      ) {
        // "Hanna will …, ich will erst das Produkt fertig bauen": the wish starts with its own clause.
        const cue = wishCue.exec(sentence)?.index ?? 0;
        const start = sentence.lastIndexOf(', ', cue);
        facts.wish = start > 0 && cue - start <= 3 ? sentence.slice(start + 2) : sentence;
      }
    }
    if (sinceGiven.test(folded)) facts.since = true;
    if (talkGiven.test(folded)) facts.talk = true;
    if (
      [...text.matchAll(quotedSpeech)].length > 0 ||
      /\b(they say|he says|she says|er sagt|sie sagt|meinte nur)\b/i.test(text)
    )
      facts.talk = true;
    // "Sag mir, was ich ihm morgen sagen soll" asks the coach; it is no plan of the user's. A threat
    // or a means is never a plan to time ("I'll put him in the hospital" got "When exactly will you
    // do it?"): a message with urgent evidence (a crisis, danger or violence rule, or a strong
    // urgent concept) gives none, whatever the reply to it was.
    const plan = userRequest(text) === null && !evidenceOf(text).urgent ? statedPlan(text) : null;
    if (plan) {
      facts.plan = plan;
      facts.planIsNew = i === users.length - 1;
    }
    // "We're having lunch on Tuesday", "wir treffen uns am Samstag": a meeting at a time says when, too.
    if ((plan || planAction.test(folded) || meetingCue.test(folded)) && futureTime.test(folded)) facts.when = true;
    // "agree on a position before the 12th", "bis Freitag klären": a deadline says when, too.
    if (deadline.test(folded)) facts.when = true;
    if (coversPhase(text, 'history')) facts.tried = true;
    if (openingGiven.test(folded) || /\b(I('d| would)? say|ich (sag|sage|würde sagen))\s*:/i.test(text))
      facts.opening = true;
    if (supporterGiven.test(folded)) facts.support = true;
    if (topicGiven.test(folded)) facts.topic = true;
    if (facts.plan && sentences(text).some((sentence) => fallbackGiven.test(fold(sentence)))) facts.fallback = true;
  });
  return facts;
}

export type UserRequest =
  | 'artefact'
  | 'practise'
  | 'language'
  | 'handover'
  | 'recap'
  | 'pointers'
  | 'nextstep'
  | 'repair'
  | 'concrete'
  | 'compose'
  | 'options'
  | 'opening'
  | 'revise'
  | 'wording'
  | 'structure'
  | 'meantime'
  | 'endure'
  | 'whatif'
  | 'ask'
  | 'judge'
  | 'choice'
  | 'suggest'
  | 'decide'
  | 'start'
  | 'overreacting';

/** A stretch of time or an event to get through (folded): "die 6 Wochen", "the next month", "das Board-Meeting". */
const endureObject =
  '(die|den|das|diese\\w*|dieses|the|this|that|these|those|next|nachste\\w*|kommende\\w*|restliche\\w*|remaining|last|letzte\\w*|tomorrows|morgige\\w*|unser\\w*|our|mein\\w*|my|his|her|sein\\w*|ihr\\w*)';
const endureAsked = new RegExp(
  [
    // "wie halte ich die 6 Wochen durch", "wie komme ich durch die nächsten Wochen", "wie stehe ich das durch"
    '\\bwie (halte|halt|stehe|steh|komme|komm|bringe|bring) ich (\\w+ ){0,8}durch\\b',
    // "wie überstehe ich das Board-Meeting", "wie überlebe ich die nächsten Wochen mit ihm"
    '\\bwie (uberstehe|ubersteh|uberlebe|uberleb|meistere|meister) ich\\b',
    // "wie halte ich das noch 6 wochen aus", "wie soll ich das durchhalten"
    `\\bwie halte? ich (das|es|ihn|sie|${endureObject} \\w+) (\\w+ ){0,4}aus\\b`,
    '\\bwie (soll|kann|konnte) ich (\\w+ ){0,6}(durchhalten|durchstehen|uberstehen|uberleben|aushalten)\\b',
    `\\bwie schaff\\w* ich ${endureObject} (\\d+ |\\w+ ){0,2}(wochen|monate|tage|zeit|meeting|board\\w*|gesprach|termin|pitch|call|sitzung)\\b`,
    // "wie bereite ich mich aufs Board-Meeting vor": an event (a talk is the knowledge base's preparation)
    '\\bwie bereite ich mich (\\w+ ){0,2}(auf|aufs|fur) (\\w+ ){0,3}(meeting|board\\w*|pitch|call|termin|prasentation|review|offsite|verhandlung|sitzung|jour fixe|all hands)\\b',
    // "how do I get through the next month with him", "how will we make it through the board meeting"
    '\\bhow (do|can|should|will|would|am) (i|we) (\\w+ ){0,2}(get|make it|get myself|push|muddle|power|come) through\\b',
    `\\bhow (do|can|should|will|would) (i|we) (survive|endure|stomach|weather|cope with|deal with|handle|stand|hold out|hang on|last|stay sane) (\\w+ ){0,3}(until|till|${endureObject} (\\d+ |\\w+ )?(weeks?|months?|days?|meeting|board\\w*|call|pitch|offsite|review|retro|dinner|session)\\b)`,
    '\\bhow (do|can|should) (i|we) prepare (myself |ourselves )?for (\\w+ ){0,3}(meeting|board\\w*|pitch|call|offsite|review|negotiation|all hands|session)\\b',
  ].join('|'),
);

/** What a user asks the coach for outright, read on folded text (the first that matches). */
const requests: readonly [UserRequest, RegExp][] = [
  // "Kann ich das mit dir üben?", "can we practise it?": the role-play starts.
  [
    'practise',
    /\b((kann ich|konnen wir|konnten wir|lass uns|wollen wir|mochte ich|will ich|wurde ich gern|can i|can we|could i|could we|lets|let us|i want to|id like to|i would like to|want to) (\w+ ){0,5}(uben|durchspielen|proben|practi[cs]e|rehearse|role ?play)|rollenspiel|role ?play)\b/,
  ],
  // "Kannst du mal Jana spielen?", "spiel mal meinen Mitgründer", "can you be Maya for a sec",
  // "pretend you're my cofounder": the coach is asked to be the other person.
  [
    'practise',
    /\b((kannst du|konntest du|magst du|willst du|wurdest du) (mal |kurz |bitte |einmal |jetzt |doch )*(\w+ ){1,3}(spielen|mimen)|^spiel (doch )?(mal|bitte|kurz|einmal|jetzt)\b|spielst du (mal |kurz |bitte )*(mein|meine|meinen|unser|unseren|den|die)\b|sei (mal |kurz )+(mein|meine|unser|unsere)\b|(can|could|would|will) you (please |just )?(be|play|act as) (my|our|him|her|them|the other (side|person)|\w+ for a (sec|second|minute|moment|bit))\b|pretend (to be|youre|you are|that youre|that you are)|act as (my|our|him|her)\b|lets role ?play)/,
  ],
  // "can you prep something I can hand them so I don't have to explain everything again",
  // "eine Zusammenfassung für die Mediatorin": the case summary for a human expert.
  [
    'handover',
    /\b((prep|prepare|write|draft|put together|make|give me) (me |up )?(something|a (short |quick |brief )?(summary|brief|handover|one pager|doc|note)|notes?|a case summary) (\w+ ){0,4}(i can|to|for) (hand|give|send|share|forward|show|pass)|so i (dont|do not|wont) have to (explain|repeat|tell) (everything|it all|all (of )?(it|this)|the whole (thing|story))( again)?|(summary|brief|handover|recap) for (the|a|my|our) (mediator|expert|coach|lawyer|therapist|counsellor|counselor)|(zusammenfassung|ubersicht|kurzfassung|fallbeschreibung) (fur|an) (den|die|einen|eine|unseren|unsere|meinen|meine) (mediator\w*|expert\w*|berater\w*|coach\w*|anwalt\w*)|damit ich (da )?nicht alles (noch ?mal|wieder|erneut) (erklaren|erzahlen) muss|(fass|fasse) (mir )?(das |es |alles )?(\w+ ){0,2}zusammen,? (damit|dass|zum|fur) (\w+ ){0,4}(weitergeben|weiterleiten|mitgeben|schicken|geben))/,
  ],
  // "Can you summarise what we have so far?", "fass mal zusammen, was wir haben": a recap in the chat.
  [
    'recap',
    /\b(summari[sz]e|sum (it|this|that|everything|things) up|sum up|recap|give me a summary|(fass|fasse) (\w+ ){0,4}zusammen|zusammenfassung|zusammenfassen)\b/,
  ],
  // Frustration with the coach itself ("Useless.", "generic crap", "das bringt mir nichts"): a short repair.
  [
    'repair',
    /^((this|that|thats|this is|that is|you are|youre|your (answers?|questions?)|das|das ist|das hier|du bist|deine (antworten|fragen)) (\w+ ){0,6})?(useless|generic|crap|bullshit|pointless|unhelpful|not helpful|waste of (my )?time|nutzlos|bringt (mir )?(doch )?(nichts|nix)|hilft (mir )?(so )?(nicht|nichts|nix)|blodsinn|quatsch|floskeln|phrasen|allgemeinplatze|sinnlos|zeitverschwendung)\b/,
  ],
  // "stop asking me how I feel", "gib mir was Konkretes": no more feelings, something concrete.
  [
    'concrete',
    /\b(stop asking|hor (doch )?auf (mich )?(\w+ ){0,4}zu fragen|keine (gefuhls)?fragen mehr|(something|anything) (useful|concrete|practical)|(etwas|was) (konkretes|nutzliches|brauchbares|praktisches)|konkrete (tipps|hilfe|vorschlage|ratschlage)|concrete (advice|tips|steps)|give me (advice|a tip|tips))\b/,
  ],
  // "Kürzer bitte", "zu förmlich", "nee, zu weich", "shorter please", "too formal": the last draft again, changed.
  [
    'revise',
    /\b(es|das|ihn|sie|den entwurf|die nachricht|it|that|this|the (draft|message|text|email|mail)) (bitte |mal |doch )*(noch |etwas |bisschen |ein bisschen |a bit |a little |much )?(kurzer|knapper|direkter|lockerer|warmer|weicher|freundlicher|personlicher|klarer|sanfter|weniger \w+) (machen|formulieren|schreiben|fassen)\b|\bmach (es|das|ihn|sie|den entwurf|die nachricht) (bitte |mal |doch )*(noch |etwas |bisschen |ein bisschen )?(kurzer|knapper|direkter|lockerer|warmer|weicher|freundlicher|sanfter|weniger \w+)\b|\b(make|rewrite|write|redo) (it|that|this|the (draft|message|text|email|mail)) (a bit |a little |much |way )?(shorter|warmer|softer|friendlier|firmer|clearer|gentler|less \w+|more (direct|casual|personal|relaxed|formal|professional))\b|\bmake (it|that|this) (sound|read|feel) (a bit |a little |much )?(less|more) \w+|\b(es|das|ihn|sie) (bitte |mal |doch )*(noch |etwas )?(formlicher|formeller|professioneller|sachlicher) (machen|formulieren|schreiben)\b|\bmach (es|das|ihn|sie) (bitte |mal |doch )*(noch |etwas )?(formlicher|formeller|professioneller|sachlicher)\b/,
  ],
  [
    'revise',
    /^((nee|nein|hm+|ok|okay|no|nah|naja|zu lang|too long)\W+)?(noch |etwas |bisschen |ein bisschen |viel |a bit |much |way |bit )?(kurzer|knapper|direkter|lockerer|warmer|weicher|freundlicher|personlicher|klarer|harter|bestimmter|weniger formell|weniger formlich|zu (formlich|formell|lang|steif|weich|hart|kalt|lasch|glatt|umstandlich)|shorter|warmer|softer|firmer|clearer|more (direct|casual|personal|relaxed|formal|professional)|less formal|too (formal|long|stiff|soft|harsh|cold|corporate|wordy))\b( bitte| please| pls)?(\W+(maximal|hochstens|nur|in|at most|no more than|max\.?|just|only|in) (\w+ )?(satze|satzen|sentences|lines|zeilen))?\W*$/,
  ],
  // "Formulier eine Entschuldigung an Jonas", "write a quick apology to Maya", "I need a short sorry
  // note to Ben", "Ich brauche eine Nachricht an Lea": a message asked for by its kind, not by "Nachricht".
  [
    'compose',
    /\b((schreib|formulier\w*|setz|verfass\w*) (du )?(mir |uns )?(mal |bitte |kurz |noch )*(eine|ne|die|einen) (kurze\w* |kleine\w* |ehrliche\w* |knappe\w* )?(entschuldigung|dankesnachricht|danksagung|dankesmail|entschuldigungsmail|entschuldigungsnachricht)|(write|draft|compose|word|give me|send me) (me |us )?(a |an |the )?(short |quick |brief |sincere |little |proper )?(apology|sorry note|sorry message|sorry text|thank you note|thank you message)|(i need|i want|i d like|id like|i would like) (a |an )?(short |quick |brief )?(apology|sorry note|message|email|mail|text|note) (to|for) |ich (brauche|brauchte|hatte gern) (eine |ne )?(kurze\w* )?(entschuldigung|nachricht|mail|e mail|email) an )/,
  ],
  // "formulier mir 3-4 Sätze", "schreib mir die Nachricht an Jonas", "write the message to Maya for me",
  // "can you draft the opening": the coach writes a short draft from what it was told.
  [
    'compose',
    /\b(formulier\w* (du )?(mir|uns)|(kannst|konntest|magst|wurdest) du (mir |uns )?(mal |bitte |kurz )*(\w+ ){0,9}(formulieren|schreiben|aufsetzen|entwerfen|vorformulieren)|hilf (mir|uns) (mal |bitte |kurz )*(\w+ ){0,9}(zu )?(formulieren|schreiben|aufsetzen|antworten)|hilf (mir|uns) (mal |bitte |kurz )*(bei|mit) (einer|der|meiner|unserer|ner|einem|dem|nem) (\w+ ){0,2}(mail|email|e mail|nachricht|antwort|antwortmail|whatsapp|sms|slack nachricht|textnachricht|dm)|help me (word|write|phrase|draft)|help me with (an|the|a|my|this|that) (\w+ ){0,2}(email|mail|message|reply|note|whatsapp|text|sms|dm|slack message)|(can|could|would) you (please )?(write|draft|word|phrase|formulate) (it|that|this|one|the (email|mail|message|reply))( for me)?$|schreib (du )?(mir|uns) (mal |bitte |kurz )*(\w+ ){0,3}(nachricht|mail|email|e mail|text|satze|satz|einstieg|anfang|entwurf|zeilen|worte|einladung|ankundigung|whatsapp|sms|antwort)|entwirf (du )?(mir |uns )?(mal |bitte |kurz |noch )*(\w+ ){0,3}(nachricht|mail|email|e mail|text|einladung|ankundigung|antwort|whatsapp|sms|post|slack nachricht)|(schreib|formulier\w*|gib) (du )?(mir |uns )?(\w+ ){0,8}(in|als) stichpunkt\w*|(in|as|into) bullet( point)?s|^(bitte )?formulier\w* (mal |bitte )*(eine|die|ne|nen|einen|den) (kurze\w* |kleine\w* )?(\w+ )?(nachricht|mail|email|e mail|text|post|antwort|ankundigung|whatsapp)|(give|send) me (the|a|an) (short |quick )?(message|email|mail|text|note|draft)|^(bitte )?schreib (mal |bitte )*(eine|die|ne|nen|einen|den) (kurze\w* |kleine\w* )?(\w+ )?(nachricht|mail|email|e mail|text|post|antwort|ankundigung)|^(bitte )?schreib (\w+ ){1,3}(mal |bitte )*(eine|ne|nen|einen) (kurze\w* |kleine\w* )?(nachricht|mail|email|e mail)\b|setz (mir )?(mal |bitte )*(\w+ ){0,2}(nachricht|mail|text) auf|mach (mir |uns )?(mal |bitte )*(daraus|draus|das zu) (eine |ne |nen )?(kurze |kleine )?(nachricht|mail|e mail|text|slack nachricht)|wie frag (ich|ich denn) (\w+ ){0,2}(ob|nach|wegen|wann|ihn|sie|ihm|ihr)|put (that|this|it) (into|in) (a |an )?(short |quick |brief )?(message|email|mail|text|note)|(write|draft|word|compose|phrase|turn|make) (\w+ ){0,4}(into |as )?(a |an )?(short |quick |brief )?(message|email|mail|text|note|whatsapp|slack|sms|dm|response|answer|opening|intro|sentences?|lines?|words|invitation|invite|announcement|agenda|post|reply|update)|(write|draft) (it|one|something) for me|schreib (du )?(mir|uns) (mal |bitte |kurz )*(was|etwas),? (das|was|fur)|write (me|us) something|how (do|should|can|would) i (word|phrase) (it|this|that|the|my)|how (do|should|can|would) i ask (\w+ ){0,2}(whether|if|for|about|to|so|without)|wie frag (ich|ich denn) (\w+ ){0,2}so|how (do|should|can|would) i (pitch|frame|present|sell|propose|bring up|raise|put) (that|it|this|the idea|my idea))\b/,
  ],
  // "gib mir drei Optionen", "nenn mir ein paar Möglichkeiten", "give me three options": a numbered list.
  [
    'options',
    /\b((gib|nenn|zeig) (mir|uns) (\w+ ){0,4}(optionen|moglichkeiten|vorschlage|ideen|varianten|wege|alternativen)|what (would|could|does|should|might) (a|an|the) (fair|good|reasonable|sensible|workable|just|realistic) (\w+ ){0,3}look like|wie (sahe|sieht|konnte|wurde|sollte|musste) (denn |dann |so )*(ein|eine|einen|die|der|das) (faire\w*|gute\w*|sinnvolle\w*|gerechte\w*|vernunftige\w*|realistische\w*) (\w+ ){0,4}aus(sehen)?|welche (optionen|moglichkeiten) (habe ich|hab ich|habe wir|haben wir|gibt es)|(give|show|list|tell) (me|us) (\w+ ){0,4}(options|ideas|suggestions|ways|alternatives)|what (are|would be) (my|the|some|our) options)\b/,
  ],
  // "Was soll ich sagen, wenn sie …", "what do I say if he gets defensive": a way to react, not an opening.
  [
    'whatif',
    /\b(was (soll|sollte|kann) ich (\w+ )?(sagen|tun|machen),? (dann )?(wenn|falls)|what (do|should|can|would) i say (if|when))\b/,
  ],
  // "Gib mir einen Satz, mit dem ich anfangen kann", "what should I say?", "Was soll ich ihnen sagen?",
  // "wie fang ich am besten an": a first sentence in the user's own situation, not a template.
  [
    'opening',
    /\b(gib (mir|uns) (\w+ ){0,3}(satz|satze|einstieg|anfang|einstiegssatz|ersten satz)|hilf (mir|uns) (mal |bitte |kurz )*(beim|bei dem|mit dem) (einstieg|anfang|einstiegssatz|ersten satz)|help (me|us) (with|find|write) (the |an |my |a )?(opening|first (words|sentence|line|lines)|intro)\b|(kannst|konntest|kannste) du (mir|uns) (\w+ ){0,3}(satz|satze|einstieg|anfang|einstiegssatz|ersten satz) (geben|nennen|vorschlagen)|sag mir,? (wie ich (\w+ ){0,4}(anfangen|einsteigen|beginnen) soll|was ich (\w+ ){0,5}sagen soll)|wie (fang|fange|steig|steige) ich (\w+ ){0,3}(an|ein)$|was (soll|sollte) ich (ihm|ihr|ihnen|denen|den beiden|beiden|da|dann|zuerst|als erstes) (\w+ ){0,3}sagen$|was soll ich sagen$|was sag ich (ihm|ihr|ihnen|den beiden) (zuerst|als erstes)|give (me|us) (\w+ ){0,3}(first sentence|opening|line|sentence|first line|first words)|(can|could) you give me (\w+ ){0,3}(line|sentence|opening)|wie (sprech|spreche|sprach) ich (\w+ ){0,6}an\b|how (do|should|can) i (bring (it|this|that) up|raise (it|this|that)|approach (him|her|them|it|this))|what (should|do|can) i (say|tell (him|her|them|both( of them)?))( to (him|her|them|both( of them)?))?( first| to (open|start|begin)( \w+){0,3})?$|tell me what to say|tell me how to (start|begin|open)( it| the (conversation|talk|meeting))?$|what do i say first|(whats|what is) a good way to (start|open|begin)|how (do|should) i (start|open|begin)( it| the (conversation|talk|meeting))?$)/,
  ],
  [
    'wording',
    /\b(wie (sag|sage|formulier\w*|bring|schreib\w*) ich|what (do|should|can|would) i (even |actually )?say|was (sag|sage) ich (ihr|ihm|ihnen|denen|dann)|was soll ich (ihr|ihm|ihnen) (\w+ )?sagen|formulierung\w*|die richtigen worte|wording|how (do|should|can) i (say|phrase|word|put) (it|this|that)|how (do|should|can|would) i tell (him|her|them|my \w+|the \w+|\w+) (\w+ ){0,2}(that|about|to|i)\b|write me|schreib mir|better (first )?(two )?sentences?|bessere\w* (ersten )?(zwei )?satz|too cold|zu kalt|zu hart|too harsh|my draft|mein entwurf)\b/,
  ],
  // "wie strukturier ich das Gespräch (60 min)", "how do I run the meeting": a structure with times.
  [
    'structure',
    /\b(wie (strukturier|gestalt|moderier|leite|fuhr|plan|bau|organisier)\w* ich (\w+ ){0,4}(gesprach|gesprache|meeting|termin|treffen|runde|retro|call|sitzung|dreiergesprach)|wie (sollte|soll|konnte|kann) (das|so ein|ein|unser|dieses|mein) (\w+ )?(gesprach|meeting|treffen|dreiergesprach) (ablaufen|aussehen|laufen)|(ablauf|agenda|struktur|leitfaden) (fur|des|vom|eines) (\w+ ){0,2}(gesprach|meeting|treffen)|how (do|should|would|can|could) i (structure|run|moderate|facilitate|plan|set up|lead|organi[sz]e) (\w+ ){0,4}(conversation|meeting|talk|session|call|retro|1 1|one on one|mediation)|(structure|agenda) for (the|this|that|a|such a|our) (\w+ )?(conversation|meeting|talk|session|call))\b/,
  ],
  // "what can I do this week", "bis dahin, was kann ich tun": small steps until the talk.
  [
    'meantime',
    /\b(what (can|could|should) i do (this week|until then|in the meantime|meanwhile|before (that|then|the (talk|meeting|call)))|(until then|in the meantime|meanwhile) what (can|could|should) i|was (kann|konnte|soll|sollte|muss) ich (diese woche|bis dahin|in der zwischenzeit|vorher|bis zum gesprach|(bis|vor) (montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|dem (gesprach|meeting|termin|call|board\w*))|bis zum (gesprach|meeting|termin|call|board\w*|\d+)) (\w+ ){0,3}(tun|machen|vorbereiten|erledigen)|what (can|could|should|do) i (do|prepare) (before|by|until) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the (talk|meeting|call|demo|board \w+|\d+\w*)|our (talk|meeting|call))|(bis dahin|in der zwischenzeit) (was|wie) (kann|konnte|soll) ich)\b/,
  ],
  // "Wie halte ich die 6 Wochen durch?", "how do I get through the next month with him", "wie
  // überstehe ich das Board-Meeting": how to get through a stretch of time or one event.
  ['endure', endureAsked],
  // "was mach ich, wenn einer den anderen schlecht macht", "what if he says no": a way to react.
  [
    'whatif',
    /\b(was (mach|tu|sag)\w* ich (dann )?(wenn|falls)|was (machen|tun) wir,? (dann )?(wenn|falls)|what (do|should|can) we do (if|when)|und (wenn|falls) (er|sie|einer|eine|jemand|die andere|der andere|es) |was ist wenn (er|sie|einer|jemand|es)|what (do|should|can) i do (if|when)|what if (he|she|they|one of them|someone|the other)|and if (he|she|they|one)|what happens if (he|she|they|one)|und (wenn|falls) \w+ (sich )?(weigert|nein sagt|ablehnt|abblockt|blockt|dicht ?macht|nicht (kommt|will|mitmacht))|what if \w+ (refuses|says no|declines|won t|wont|doesn t|doesnt))/,
  ],
  // "was soll ich ihn fragen, um rauszufinden, was ihm wichtig ist?", "what should I ask her?": open questions to ask.
  [
    'ask',
    /\b(was (soll|sollte|kann|konnte) ich (ihn|sie|ihm|ihr|die beiden|beide|den|die|das team) (\w+ ){0,2}fragen|welche fragen (soll|sollte|kann|konnte) ich|what (should|do|can|could) i ask (him|her|them|the two|both)|(which|what) qu\w*stions (should|could|can|do) i (ask|put))\b/,
  ],
  // "fair or just delaying?", "ist das fair?", "if you had to bet?": an honest view with a reason.
  [
    'judge',
    /\b(is (that|this|it) (fair|reasonable|realistic|too much|a good idea)|(fair|reasonable) or (just )?\w+|or (just|am i) (delaying|stalling|procrastinating)|(ist|ware|war|klingt) (das|es) (fair|okay|ok|realistisch|zu viel|eine gute idee|gut)|(does|would) (that|this|it) sound (fair|reasonable|ok|okay)|sounds? fair|fair oder|if you had to (bet|choose|pick|decide)|wenn du (wetten|dich entscheiden|wahlen) (musstest|solltest)|you must have an opinion|(what is|whats) your (honest )?(opinion|take|view)|deine (ehrliche )?meinung|was meinst du (ehrlich|denn)|du musst (doch )?(eine|ne) meinung)\b/,
  ],
  // "retro oder einzeln?", "should I raise it now or wait?": a choice with a reason.
  [
    'choice',
    /\b(soll(te)? ich|sollen wir|sollten wir|should i|should we|would it be better to|is it better to|better to)\b.*\b(oder|or)\b|\b(oder|or) (ware|wars|would|is) (\w+ ){0,4}(besser|better)\b|\b(oder|or) (lieber|eher|rather)\b/,
  ],
  // "noch was, worauf ich achten sollte?", "anything else I should watch out for?": two or three points.
  [
    'pointers',
    /\b(worauf (soll|sollte|muss|musste|kann) ich (\w+ ){0,3}achten|worauf ich (\w+ ){0,3}achten (soll|sollte|muss|musste)|was (soll|sollte|muss) ich (\w+ ){0,2}beachten|worauf (achte|achten) ich|anything (else )?(i should|to) (watch out for|keep in mind|look out for|be careful (about|with)|pay attention to)|what (else )?(should|do|must|can) i (still )?(need to |have to )?(watch out for|keep in mind|look out for|be careful (about|with)|pay attention to|bear in mind)|what should i (watch out for|keep in mind|look out for|be careful (about|with)|pay attention to)|(any )?(other )?(pitfalls|things to watch out for))\b/,
  ],
  // "what's my next step then?", "was ist dann mein nächster Schritt?": a next step from what the user said.
  [
    'nextstep',
    /\b((whats|what is|what s) (my|the|our) (next|first) (step|move)|what (would|should|could|will|is|s) (be )?(my|the|our|a) (good |sensible |right |smart |useful |concrete |reasonable )?(next|first) (step|move)|(was|welche\w*) (ware|war|ist|waren|sind|konnte|sollte) (dann |jetzt |danach |nun |denn )?(ein|der|mein|unser|die|meine) (guter? |gute\w* |sinnvolle\w* |konkrete\w* |richtige\w* |kluge\w* )?(nachste\w*|erste\w*) schritt\w*|what (do|should) i do (right |just )?(next|now)|what now|(whats|what is) next|now what|(was ist|was war|und) (dann |jetzt |nun )?(mein|der|unser) (nachste\w*|erste\w*) schritt|wie geht es (jetzt |dann |nun )?weiter|wie gehts (jetzt|dann|nun)? ?weiter|was mach ich (denn |dann )?(jetzt|nun|als nachstes)|^(und )?(was|wie) (jetzt|nun)$)\b/,
  ],
  // "what would you do in my place?": a direct suggestion from what the coach knows of the topic.
  [
    'suggest',
    /\b(what would you (actually |really )?(do|suggest|recommend|say|propose|advise)|what do you (suggest|recommend|propose)|what do you think (i|we) should do|whats your (suggestion|proposal|recommendation)|what should i do|was wurdest du (mir )?(\w+ ){0,3}(vorschlagen|raten|empfehlen)\b(?! (wenn|falls))|was schlagst du (mir )?(\w+ ){0,4}vor\b(?! (wenn|falls))|was ware dein (\w+ )?vorschlag|was meinst du,? was (soll|sollte|sollen|sollten) (ich|wir) (\w+ )?(tun|machen)|(give|make) me (a |one )?(concrete |specific |clear )?(proposal|suggestion|recommendation)|mach (mir )?(mal )?(einen |nen )?(konkreten |klaren )?vorschlag|(hast du|gib mir) (einen |nen )?(konkreten |klaren )?vorschlag|was wurdest du (denn )?(an meiner stelle )?(tun|machen|vorschlagen|empfehlen)|was soll ich (denn )?(jetzt )?(tun|machen)|was empfiehlst du|was schlagst du vor|in my (place|shoes)|an meiner stelle)\b/,
  ],
  [
    'decide',
    /\b(you decide|just tell me|tell me (yes or no|what to do)|entscheide du|sag mir einfach|ja oder nein|yes or no)\b/,
  ],
  [
    'start',
    /\b(wo ich anfangen soll|wo fange ich an|womit fange ich an|where (do|should) i (start|begin)|where to (start|begin))\b/,
  ],
  [
    'overreacting',
    /\b(overreact\w*|uberreagier\w*|ubertreib\w*|zu empfindlich|too sensitive|am i (being )?(unreasonable|crazy|dramatic))\b/,
  ],
];

/**
 * A sentence that tells the coach what to do ("Mach es kürzer", "Schreib eine Nachricht an beide",
 * "give me a concrete proposal", "can you write that in German?"): a request, never the conflict's core (folded).
 */
const commandCue =
  /^(bitte |und |ok |okay |also |dann |so )?(mach|schreib|gib|formulier\w*|hilf|sag mir|zeig|nenn|erklar|fass|ubersetz\w*|make|write|give|draft|help me|tell me|show me|explain|translate|rewrite|(can|could|would|will) you|(kannst|konntest|wurdest|magst) du)\b(?! ich\b)/;
export function isCommand(sentence: string): boolean {
  return commandCue.test(fold(sentence).trim());
}

/** "my cofounder is useless" is about the conflict, not about the coach. */
const aboutSomeoneElse =
  /\b(er|sie|ihr|he|hes|she|shes|they|theyre|him|her|them|mitgrunder\w*|cofounder\w*|co founder\w*|partner\w*|team|kolleg\w*|chef\w*|boss|investor\w*|cto|ceo|coo)\b/;

/**
 * "Passt, danke", "I think we're good", "das reicht mir erstmal": the user closes the conversation.
 * Only a short message that says nothing else: "passt, danke, aber wie sag ich's ihm?" goes on.
 */
const closingCue =
  /^((ok|okay|super|perfekt|perfect|great|gut|prima|alles klar|klasse|top|cool|thanks|thank you|danke|vielen dank)\W+)*(i think |ich glaube |ich denke |ich glaub )?(were good|we are good|im good|i am good|thats (all|it)( for now)?|that is (all|it)|thats enough( for now)?|i have what i need|ive got what i need|i got what i need|that helps?,? thanks|das reicht (mir )?(erstmal|erst mal|fur(s| das) erste|vorerst|fur heute)?|das wars( erstmal| erst mal| fur heute)?|das war(s| es) (erstmal|fur heute)|passt,? danke|passt so|ich hab(e)? (alles|was ich brauche)|ich bin (gut )?versorgt|reicht (mir )?(erstmal|fur heute))\b/;

/**
 * A farewell at the end of a short message ("Super, danke. Tschüss!", "bye for now", "Ich melde mich,
 * wenn es Neuigkeiten gibt", "I'm off for today"), or a thanks that says it helped or is enough
 * ("Danke, das hat mir geholfen", "Thanks, I think I know what to do now", "Danke, das nehme ich so").
 */
const farewellEnd = new RegExp(
  `\\b(${farewells}|(ich )?meld(e)? mich( wieder)?( \\w+){0,6}|talk (later|soon)|thats (it|all) for (now|today)|im off( for (now|today))?|until next time|ill (be back|check back|come back)( \\w+){0,4})\\W*$`,
);
const thanksDone =
  /^((ok|okay|super|perfekt|perfect|great|gut|prima|cool|alles klar|klasse|top)\W+)*(danke|vielen dank|thanks|thank you|cheers)\b.*\b(das hilft|hilft mir|hat (mir )?(sehr |echt )?geholfen|that helps|(that|this|it) helped|helped a lot|i (think i )?know what to do|weiss ich,? was ich (tun|machen) (will|muss|kann)|nehme ich so|ill take it|thats perfect|das passt)\b/;

export function isClosing(text: string): boolean {
  const folded = fold(text).trim();
  if (text.includes('?') || words(text).length > 16) return false;
  // "danke, aber wie sag ich's ihm" goes on; a command after the thanks ("danke, schreib mir …") too.
  if (sentences(text).some((sentence) => isCommand(sentence))) return false;
  return (words(text).length <= 12 && closingCue.test(folded)) || farewellEnd.test(folded) || thanksDone.test(folded);
}

/**
 * A message only about the user's own state ("Ich bin einfach nur platt nach dieser Woche", "I feel
 * completely empty this quarter"): a word of exhaustion or strain, and no other person, no quarrel
 * and no request. It has no conflict topic: the coach meets the person, not a conflict (folded).
 */
const strained =
  /\b((ich bin|bin ich|fuhle mich) (\w+ ){0,6}(kaputt|fertig|am ende)|mude|erschopft|ausgelaugt|platt|leer|uberfordert|gereizt|fix und fertig|ausgebrannt|tired|exhausted|drained|overwhelmed|worn out|burn(ed|t)? out|running on (fumes|empty)|wiped|knackered|fried|(feel|feeling|im|i am|a bit|pretty|really|so) (\w+ )?(low|empty))\b/;
const quarrel =
  /\b(streit\w*|konflikt\w*|vorwurf\w*|wirft|schuld|argu\w*|conflict\w*|fight\w*|blame\w*|weil (mein|meine|er|sie|die|der|das|unser)\w*|because (my|he|she|they|the|our|of (my|him|her|them))\b|wegen (meines|meiner|ihm|ihr|ihnen))/;
/** The user's own other side ("mein Chef", "my co-founder"). */
const ownParty =
  /\b(mein\w* (mitgrunder\w*|kolleg\w*|chef\w*|teamleiter\w*|vorgesetzt\w*|partner\w*|mitarbeiter\w*|leute|investor\w*|grunder\w*)|my (co ?founder|cofounder|colleague|manager|boss|lead|partner|reports?|investors?)s?)\b/;
const otherParty = new RegExp(
  `${ownParty.source}|\\b(his|hers|their|sein\\w*|die beiden|der eine|die andere|einer von|jeder von|the two|one of)\\b`,
);
/** The user's own role said first ("Als Teamleiterin …", "I'm an investor and …"): no other person. */
const ownRole =
  /^((als|as an?|as the) [\p{L} -]{2,30}?,? (?=ich|i)|(ich bin|i'?m|i am) (an? |ein\w* |im |in )?[\p{L}-]+( [\p{L}-]+)? (und|and) |ich arbeite (im|in der) [\p{L}-]+ und )/iu;

/** People in the message other than the user (customers or meetings with them are no other side). */
const peopleBeside =
  /\b(mitgrunder\w*|grunder\w*|cofounder\w*|co founder\w*|founders?|cto|ceo|coo|cfo|kolleg\w*|chef\w*|boss|manager\w*|leute|mitarbeiter\w*|employees?|staff|investor\w*|team|freund\w*|friend\w*|famil\w*|bruder|schwester|mutter|vater|brother|sister|mother|father)\b/;

export function isOwnStateOnly(text: string): boolean {
  const folded = fold(text);
  const matter = fold(text.trim().replace(ownRole, ''));
  return (
    strained.test(folded) &&
    !peopleBeside.test(matter) &&
    !quarrel.test(folded) &&
    !otherParty.test(folded) &&
    !refersToPerson.test(folded) &&
    !text.includes('?') &&
    userRequest(text) === null
  );
}

/**
 * A reason the user gave for something they did, in an earlier message ("Ich habe das Meeting
 * verpasst, weil mein Zug festhing", "I missed the demo because my kid was sick"): what they did
 * (the clause before, with "ich"/"I") and why (the clause after "weil"/"because"), as written.
 * The latest reason counts; one that blames the other ("weil er …", "because my co-founder …") is
 * the conflict, not an explanation to give the reader.
 */
export interface GivenReason {
  what: string;
  why: string;
}
const reasonCue =
  /^(.*?\b(?:ich|i)\b[^.?!]*?)(?:,\s*|\s+)(?:(?:mostly|mainly|only|just|vor allem|nur|hauptsachlich) )?(?:weil|because)\s+([^.?!]{8,200})/i;
export function givenReason(users: readonly string[]): GivenReason | null {
  for (const text of [...users.slice(0, -1)].reverse()) {
    for (const sentence of [...sentences(text)].reverse()) {
      const found = reasonCue.exec(sentence);
      if (!found) continue;
      const why = (found[2] as string).trim().replace(/[.!]+$/, '');
      if (/^(er|sie|he|she|they|ihr|him|her|mein\w* (mitgrunder|cofounder|co founder|chef|kolleg))\b/.test(fold(why)))
        continue;
      if (ownParty.test(fold(why)) || /^(my|mein\w*) (co-?founder|mitgründer\w*|boss|chef\w*|manager)\b/i.test(why))
        continue;
      return { what: (found[1] as string).trim(), why };
    }
  }
  return null;
}

/** Capitalised words that are no one's name: pronouns, articles and possessives of both languages. */
const notAName =
  /^(Ich|Du|Er|Sie|Es|Wir|Ihr|Mich|Dich|Ihn|Uns|Euch|Den|Die|Das|Der|Dem|Mein\w*|Unser\w*|I|Me|You|Him|Her|Them|Us|My|Our|The|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Slack|WhatsApp|Whatsapp|Teams)$/;

/** The capitalised name a cue's first group catches, unless it is a pronoun or an article; else null. */
function nameAfter(text: string, cue: RegExp): string | null {
  const name = text.match(cue)?.[1];
  return name && !notAName.test(name) ? name : null;
}

const personaCue =
  /\b(?:du (?:mal |kurz |bitte |einmal |jetzt |doch )*|spiel (?:doch )?(?:mal |bitte |kurz )*|spielst du (?:mal |kurz )*|(?:be|play|act as|to be|you're|you are|youre) )(\p{Lu}\p{Ll}+)\b/u;

/**
 * Whom the user asks the coach to play, named in the request ("Kannst du mal Jana spielen?",
 * "can you be Maya for a sec", "pretend you're Tom"): the name, else null.
 */
export function namedPersona(text: string): string | null {
  return nameAfter(text, personaCue);
}

const addresseeCue = /\b(?:an|für|frag ich|to|for|ask)\s+(\p{Lu}\p{Ll}+)\b(?!\s+\p{Lu})/u;
/**
 * A first and a last name ("an Lukas Brenner", "to Priya Raman"): the first name, as a message
 * between people on first-name terms greets. A title before it ("an Frau Berger") is read
 * elsewhere; a firm, a place or a round ("to New York", "for Series A", "an Team Nord") is no one.
 */
const fullNameCue = /\b(?:an|für|frag ich|to|for|ask)\s+(\p{Lu}\p{Ll}+)\s+(\p{Lu}[\p{Ll}'’-]+)\b(?!\s+\p{Lu})/u;
const notAFirstName =
  /^(Frau|Herr|Herrn|Mr|Mrs|Ms|Miss|Dr|Prof|Professor\w*|New|Old|North|South|East|West|Series|Team|Board|Bank|Kunde\w*|Investor\w*|Firma|Agentur|Gruppe|Abteilung|Company|Group|Client|Customer|Sankt|San|Los|Las|St)$/u;
const notALastName =
  /^(GmbH|AG|KG|SE|Inc|Ltd|LLC|Corp|Co|Capital|Ventures|Partners|Group|Holding|Bank|Team|Labs?|Studio|Media|Consulting|York|Jersey|Zealand|City)$|(ung|heit|keit|schaft|tion|ität|ismus|ment|ness|ship|ity)$/u;

/**
 * Whom a message the user wants written is for: "die Nachricht an Jonas", "wie frag ich Jonas",
 * "the message to Maya". Typed in lower case ("wie frag ich jonas"), a name counts when the
 * conversation (`all`) has it with its capital.
 */
export function addressee(text: string, all = text): string | null {
  const named = nameAfter(text, addresseeCue);
  if (named) return named;
  const full = fullNameCue.exec(text);
  if (
    full &&
    !notAName.test(full[1] as string) &&
    !notAFirstName.test(full[1] as string) &&
    !notALastName.test(full[2] as string)
  )
    return full[1] as string;
  const lower = text.match(/\b(?:an|für|frag ich|to|for|ask)\s+(\p{Ll}{3,})\b/u)?.[1];
  const capital = lower ? lower.charAt(0).toUpperCase() + lower.slice(1) : null;
  return capital && new RegExp(`\\b${capital}\\b`, 'u').test(all) && !notAName.test(capital) ? capital : null;
}

/** The first line the user already wrote for the role-play ("Ich fang an: '…'", "I'll start: \"…\""), or null. */
export function firstRoleplayLine(text: string): string | null {
  const quotes = [...text.matchAll(quotedSpeech)].map((match) => match.slice(2).find(Boolean));
  return quotes.at(-1)?.trim() || null;
}

/** "Can you play Sam?", "could you be Priya": a name after the verb asks for a role-play. */
const playNamed = /\b([Cc]an|[Cc]ould|[Ww]ould|[Ww]ill) you (please |just )?(be|play|act as) \p{Lu}\p{Ll}+\b/u;

export function userRequest(text: string): UserRequest | null {
  // Asked of every earlier message on every turn (kept.ts).
  return keptFor(requestOf, text);
}

function requestOf(text: string): UserRequest | null {
  // "three scenarios for that role-play", "eine Checkliste fürs Telefonat": an artefact to write,
  // before any other reading ("role-play" is no request to practise here).
  if (artefactKind(text) !== null) return 'artefact';
  if (playNamed.test(text) && namedPersona(text)) return 'practise';
  // "ja ich weiß, dass ich mit ihr reden muss. nur wie", "I should raise it. but how": how to begin.
  if (trailingHow.test(text.trim())) return 'opening';
  const folded = fold(text);
  for (const sentence of [folded, ...sentences(text).map(fold)]) {
    const found = requests.find(
      ([kind, pattern]) => pattern.test(sentence) && (kind !== 'repair' || !aboutSomeoneElse.test(sentence)),
    );
    // "I want to practise my English", "ich will mein Deutsch üben": a language, not a talk to rehearse.
    // "I want to practise in English, my co-founders do the talk in German", "ich will das auf
    // Englisch üben": the language to practise in, not someone to play, unless the sentence asks for that.
    if (practisesIn.test(sentence) && !asksToPlay.test(sentence)) return 'language';
    if (found?.[0] === 'practise' && practisesLanguage.test(sentence)) continue;
    if (found) return found[0];
  }
  return null;
}

/** A message that ends on "nur wie" / "but how" alone, after what the user knows they must do (raw text). */
const trailingHow =
  /(?:^|[.!,;:–—-]\s*)(?:(?:ja|ok|okay|also|yeah|yes|so|und|and)[,]?\s+)?(?:nur|aber|bloß|bloss|doch|just|but|only)\s+(?:wie|how)(?:\s+(?:denn|genau|eigentlich|exactly|though))?\s*[?!.…]*$/iu;

/** Practising in a language ("practise in English", "auf Englisch üben"), read on folded text. */
const practisesIn =
  /\b(practi[cs]e|rehearse|uben|proben) (\w+ ){0,2}(in|auf) (englisch|english|deutsch|german)\b|\b(in|auf) (englisch|english|deutsch|german) (\w+ ){0,2}(uben|proben|practi[cs]e|rehearse)\b/;
/** Asked to play someone: "spiel ihn", "du bist die Gründerin", "you be him", "play my co-founder". */
const asksToPlay =
  /\b(spiel\w*|play|act as|pretend|du bist|you are|you be|be (him|her|them|my|the)|sei (mal )?(er|sie|der|die|mein\w*)|rollenspiel|role ?play)\b/;

/** Practising a language or one's writing, with nobody to play and no talk named (folded). */
const practisesLanguage =
  /\b(mein\w* |my |das |in |auf )?(englisch|english|deutsch|german|franzosisch|french|spanisch|spanish|sprache|language|schreiben|writing)\b(?![^.]*\b(gesprach|talk|conversation|call|spiel\w*|play)\b)/;

/**
 * A proposal of the user's own ("Vielleicht wär ein Kompromiss, dass …", "Könnte man das Meeting
 * nicht aufteilen?", "maybe we go back to the customer together, offer …", "what if we …"): the
 * sentence that makes it, or null. Read on the lower-cased text, not the folded one: folding makes
 * "könnten" (could) and "konnten" (could, past) the same word.
 */
const proposalCue =
  /(?:^|[\s,(])((vielleicht |eventuell |evtl\.? )?(w(ä|ae)r(e|s)?|ist) (doch )?(ein|eine|der|die) (kompromiss|idee|option|lösung|loesung|möglichkeit|moeglichkeit)|(ein|eine|mein|meine) (kompromiss|idee|vorschlag|option|lösung|loesung) (w(ä|ae)re|ist|wär)|k(ö|oe)nnte man|man k(ö|oe)nnte|k(ö|oe)nnten wir|wir k(ö|oe)nnten|wie w(ä|ae)r(e|s)( es)?|was w(ä|ae)re,? wenn|mein vorschlag|ich schlage vor|schlag(e)? ich vor|ich würde vorschlagen|ich (k(ö|oe)nnte|würde) (ihm|ihr|ihnen|euch) (\S+ ){0,3}anbieten|sollten wir nicht|what if we|how about|what about (if )?we|we could|could we(?! (get|be) )|maybe we|perhaps we|maybe i could|one option (is|would be)|my (idea|proposal|suggestion) (is|would be)|i('d| would) (propose|suggest)|i could offer|maybe (\S+ )?(bump|offer|split|give|take|drop|cut|move|swap))\b/i;

/** "Vielleicht feste Zeiten?", "Maybe a rule that …", "ausgabenlimit vllt": an idea in a few words. */
const tentativeIdea =
  /^(vielleicht|vllt|evtl|eventuell|maybe|perhaps) (ein|eine|einen|feste\w*|klare\w*|a|an|some|clear|fixed|regular)\b|^(vielleicht|vllt|maybe|perhaps) [^?]{3,60}\?$|^(\S+ ){0,2}(vielleicht|vllt|evtl|maybe)\??$/;

/** A hedge alone ("vielleicht", "ja, maybe", "kann sein", "mal sehen", "perhaps, idk") proposes nothing. */
const onlyHedge =
  /^(?:\s*(?:ja|jein|nein|naja|hm+|ok(?:ay)?|also|yes|yeah|no|well|i guess|ich weiß nicht|weiß nicht|keine ahnung|idk|dunno|vielleicht|vllt|evtl\.?|eventuell|maybe|perhaps|kann sein|könnte sein|mal sehen|mal schauen|we'll see|who knows)\s*[,.!?…]*)+$/;

export function userProposal(text: string): string | null {
  // "keine ahnung. ausgabenlimit vllt": a lower-case piece after a full stop is a sentence of its own here.
  for (const sentence of sentences(text).flatMap((s) => s.split(/(?<=[.!?])\s+/))) {
    const lower = sentence.toLowerCase().replace(/’/g, "'");
    if (onlyHedge.test(lower.trim())) continue;
    // "could we continue in English?" asks about the conversation, it proposes nothing about the conflict.
    if (metaRequest.test(fold(sentence))) continue;
    if (proposalCue.test(lower) || tentativeIdea.test(lower.replace(/[.!]+$/, '').trim())) return sentence;
  }
  return null;
}

/** A session, an expert or booking named in the question (folded). */
const sessionWord =
  /\b(sitzung\w*|session\w*|stunde|hour|termin\w*|appointment\w*|gesprach\w*|erstgesprach\w*|beratung\w*|mediation|mediator\w*|coach|coaching|expert\w*|berater\w*|psycholog\w*|mensch\w*|person|someone|jemand\w*|bei euch|bei ihnen|with you|you guys|your (experts?|mediators?|coaches))\b/;
const expertWord = /\b(expert\w*|mediator\w*|mediation|coach\w*|berater\w*|psycholog\w*|bei euch|with you|you guys)\b/;
/** What it costs: "was kostet das", "wie teuer ist eine Sitzung", "how much is a session", "do you charge". */
const costAsked =
  /\b(was (kostet|kosten)|wie teur|wie ?viel kostet|kostet (das|es|so was|sowas|eine?) (was|etwas|geld)|(ist|sind) (das|es|der|die|ein|eine|so ein\w*)( \w+)? (kostenlos|gratis|umsonst|kostenpflichtig)|preise?|honorar\w*|gebuhr\w*|how much (is|would|will) (it|that|this|one|a|an|the|each|your)\b|how much (do|dos|does|would|will) .{0,40}\b(cost|charge)|what (dos|does|do|would|will) .{0,40}\bcost|(is|are) (it|that|this|they|the first \w+|sessions?) free|do (you|they) charge|fees?|pricing|prices?|rates)\b/;
/** Booking: "kann ich einen Termin machen", "krieg ich nen Termin", "can I book someone", "how do I book". */
const bookingAsked =
  /\b((kann|konnte|krieg|kriege|bekomm\w*|wie) (ich|man) (\w+ ){0,5}(termin\w*|buchen|vereinbaren)|(termin|gesprach|sitzung) (buchen|machen|vereinbaren|ausmachen|bekommen)|wie buch\w* (ich|man)|(can|could|how do|how can|where do|where can) (i|we) (\w+ ){0,3}(book|schedule|get an appointment|make an appointment|get a session)|book (a|an|one|someone|somebody|the|them|him|her|a session|an expert|a mediator|a call|a coach))\b/;

/**
 * A question about what a talk with a human expert costs or how to book one, or null. "Was kostet
 * das?" counts when the question names a session or an expert, or when the coach just pointed to
 * the experts (`expertOffered`); what a conflict costs ("was kostet uns der Streit") is no such question.
 */
export function bookingQuestion(text: string, expertOffered: boolean): 'cost' | 'booking' | null {
  const folded = fold(text);
  if (/\b(konflikt|streit|conflict|fight|uns das|us (in|a lot))\b/.test(folded) && !sessionWord.test(folded))
    return null;
  const asking = text.includes('?') || isDirectQuestion(text) || /\b(kann ich|can i)\b/.test(folded);
  if (!asking) return null;
  // "kann ich mit ihm einen Termin machen": a talk with the other side, not a booking.
  const withOtherSide = /\b(mit (ihm|ihr|ihnen|meine\w*|unsere\w*|dem|der|den)|with (him|her|them|my|our|the team))\b/;
  if (bookingAsked.test(folded) && !(withOtherSide.test(folded) && !expertWord.test(folded))) return 'booking';
  if (costAsked.test(folded) && (sessionWord.test(folded) || expertOffered)) return 'cost';
  return null;
}

/** When the user will have the talk, as the reply's language says it (folded pattern, German, English). */
const talkTimes: readonly [RegExp, string, string][] = [
  [/\bubermorgen\b|\bday after tomorrow\b/, 'übermorgen', 'the day after tomorrow'],
  [/\bheute abend\b|\btonight\b/, 'heute Abend', 'tonight'],
  [/\bmorgen\b|\btomorrow\b/, 'morgen', 'tomorrow'],
  [/\bheute\b|\btoday\b/, 'heute', 'today'],
  [/\bmontag\b|\bmonday\b/, 'am Montag', 'on Monday'],
  [/\bdienstag\b|\btu?esday\b/, 'am Dienstag', 'on Tuesday'],
  [/\bmittwoch\b|\bwednesday\b/, 'am Mittwoch', 'on Wednesday'],
  [/\bdonnerstag\b|\bthursday\b/, 'am Donnerstag', 'on Thursday'],
  [/\bfreitag\b|\bfriday\b/, 'am Freitag', 'on Friday'],
  [/\bnachste\w* woche\b|\bnext week\b/, 'nächste Woche', 'next week'],
  [/\bdiese woche\b|\bthis week\b/, 'diese Woche', 'this week'],
];
/** A sentence about the talk itself: telling, meeting, a conversation. */
const aboutTheTalk =
  /\b(sag\w*|red\w*|sprech\w*|spreche|gesprach\w*|treff\w*|termin|tell|talk\w*|speak\w*|meet\w*|conversation|ask|frag\w*|ansprech\w*|raise|bring (it|this) up)\b/;

/**
 * When the user will have the real talk ("ich muss morgen meiner Mitgründerin sagen …", "I'm
 * meeting him on Thursday"), in `lang`, from the latest sentence that names a time and the talk; or null.
 */
export function talkTime(users: readonly string[], lang: Lang): string | null {
  for (const text of [...users].reverse()) {
    for (const sentence of [...sentences(text)].reverse()) {
      const folded = fold(sentence);
      if (!aboutTheTalk.test(folded)) continue;
      const found = talkTimes.find(([pattern]) => pattern.test(folded));
      if (found) return lang === 'de' ? found[1] : found[2];
    }
  }
  return null;
}
