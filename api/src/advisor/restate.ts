// The user's own clause said back from the coach's side ("Meine Mitgründerin hat unser Produkt
// vorgestellt" -> "deine Mitgründerin hat euer Produkt vorgestellt", "I just found out our CTO …" ->
// "you just found out your CTO …"). Used for the first reply to a message whose topic no knowledge
// entry names: the coach says back who did what in its own voice instead of quoting the user, on any
// topic, without a word list for the topic. Where the shift is not certain (a German verb after
// "ich"/"wir" it cannot conjugate), null: the caller quotes as before.
import type { Lang } from './types';

/** The user's "mein"/"unser" as the coach says them ("dein"/"euer"), every case; situation-fit.ts names carried tasks with it. */
export const germanPossessives: Readonly<Record<string, string>> = {
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

const germanWords: Record<string, string> = {
  ich: 'du',
  mich: 'dich',
  mir: 'dir',
  wir: 'ihr',
  uns: 'euch',
  ...germanPossessives,
};

// The German verbs whose "du" form is not regular, one row each: as said with "ich", with "er" /
// "sie", with "du" and with "Sie". One table for restate.ts ("ich habe" -> "du hast"), coach.ts's
// clauses about the reader ("er hat" -> "du hast") and its "ob …" clauses ("ob er möchte" -> "ob du
// möchtest" / "ob Sie möchten").
const irregularVerbs: readonly (readonly [ich: string, er: string, du: string, formal: string])[] = [
  ['bin', 'ist', 'bist', 'sind'],
  ['habe', 'hat', 'hast', 'haben'],
  ['hab', 'hat', 'hast', 'haben'],
  ['werde', 'wird', 'wirst', 'werden'],
  ['will', 'will', 'willst', 'wollen'],
  ['muss', 'muss', 'musst', 'müssen'],
  ['kann', 'kann', 'kannst', 'können'],
  ['darf', 'darf', 'darfst', 'dürfen'],
  ['soll', 'soll', 'sollst', 'sollen'],
  ['mag', 'mag', 'magst', 'mögen'],
  ['weiß', 'weiß', 'weißt', 'wissen'],
  ['war', 'war', 'warst', 'waren'],
  ['hatte', 'hatte', 'hattest', 'hatten'],
  ['möchte', 'möchte', 'möchtest', 'möchten'],
  ['würde', 'würde', 'würdest', 'würden'],
  ['wollte', 'wollte', 'wolltest', 'wollten'],
  ['musste', 'musste', 'musstest', 'mussten'],
  ['konnte', 'konnte', 'konntest', 'konnten'],
  ['sollte', 'sollte', 'solltest', 'sollten'],
  ['könnte', 'könnte', 'könntest', 'könnten'],
  ['hätte', 'hätte', 'hättest', 'hätten'],
  ['wäre', 'wäre', 'wärst', 'wären'],
];

/** "ich habe" -> "hast": the "du" form of a verb said with "ich", where it is not regular. */
const withDu: Record<string, string> = Object.fromEntries(irregularVerbs.map(([ich, , du]) => [ich, du]));

/** "er hat" -> "hast" / "haben": the "du" and "Sie" forms of a verb said with "er"/"sie", where not regular. */
export const irregularToReader: Record<string, readonly [du: string, formal: string]> = Object.fromEntries(
  irregularVerbs.map(([, er, du, formal]) => [er, [du, formal] as const]),
);
const withIhr: Record<string, string> = {
  sind: 'seid',
  haben: 'habt',
  wollen: 'wollt',
  müssen: 'müsst',
  können: 'könnt',
  dürfen: 'dürft',
  sollen: 'sollt',
  waren: 'wart',
  hatten: 'hattet',
  werden: 'werdet',
  wissen: 'wisst',
};
// Verbs whose "du" form changes the vowel ("ich gebe" -> "du gibst", "ich schlage vor" -> "du
// schlägst vor"), also after a separable or inseparable prefix ("vorschlage", "übernehme",
// "anspreche"): the vowel-changed stem, never the regular guess ("vorschlagst").
const strongDu: Record<string, string> = {
  gebe: 'gibst',
  nehme: 'nimmst',
  sehe: 'siehst',
  lese: 'liest',
  fahre: 'fährst',
  laufe: 'läufst',
  trage: 'trägst',
  halte: 'hältst',
  lasse: 'lässt',
  schlafe: 'schläfst',
  falle: 'fällst',
  helfe: 'hilfst',
  spreche: 'sprichst',
  treffe: 'triffst',
  vergesse: 'vergisst',
  esse: 'isst',
  werfe: 'wirfst',
  fange: 'fängst',
  rate: 'rätst',
  schlage: 'schlägst',
  wachse: 'wächst',
  wasche: 'wäschst',
  empfehle: 'empfiehlst',
  stehle: 'stiehlst',
  sterbe: 'stirbst',
  verliere: 'verlierst',
  brate: 'brätst',
  blase: 'bläst',
  grabe: 'gräbst',
  lade: 'lädst',
  stoße: 'stößt',
  breche: 'brichst',
  messe: 'misst',
  gelte: 'giltst',
  trete: 'trittst',
  werbe: 'wirbst',
};
const strongPrefix =
  /^(ab|an|auf|aus|bei|dar|durch|ein|fest|her|hin|los|mit|nach|über|um|unter|vor|weg|weiter|zu|zurück|zusammen|be|er|ent|ver|zer|ge)?(\p{Ll}+)$/u;

/** The "du" form of a verb said with "ich", or null when it is not certain. */
// The spoken "ich" form without its "e" ("ich steh", "ich mach", "und geh dann"): its "du" form.
const colloquialDu: Record<string, string> = {
  steh: 'stehst',
  geh: 'gehst',
  mach: 'machst',
  komm: 'kommst',
  find: 'findest',
  denk: 'denkst',
  seh: 'siehst',
  sitz: 'sitzt',
  arbeit: 'arbeitest',
  bleib: 'bleibst',
  brauch: 'brauchst',
  frag: 'fragst',
  sag: 'sagst',
  hör: 'hörst',
  schreib: 'schreibst',
  merk: 'merkst',
  schaff: 'schaffst',
  lauf: 'läufst',
  renn: 'rennst',
  kümmer: 'kümmerst',
  wart: 'wartest',
  glaub: 'glaubst',
  versuch: 'versuchst',
  lass: 'lässt',
  nehm: 'nimmst',
  geb: 'gibst',
  ruf: 'rufst',
  zahl: 'zahlst',
  trag: 'trägst',
  pack: 'packst',
};

function duForm(verb: string): string | null {
  const known = withDu[verb] ?? colloquialDu[verb];
  if (known) return known;
  const [, prefix = '', stem = ''] = strongPrefix.exec(verb) ?? [];
  const strong = strongDu[verb] ?? (prefix ? strongDu[stem] : undefined);
  if (strong) return `${strongDu[verb] ? '' : prefix}${strong}`;
  if (!/^\p{Ll}{3,}e$/u.test(verb)) return null;
  const base = verb.slice(0, -1);
  // "rechne", "atme", "öffne" take an "e" ("rechnest"); "kenne", "stimme", "wohne" do not ("kennst").
  if (/[td]$|(?:[^aeiouäöülrhmn]|ch)[mn]$/.test(base)) return `${base}est`;
  if (/[sßzx]$/.test(base)) return `${base}t`;
  return `${base}st`;
}

/** The "ihr" form of a verb said with "wir", or null when it is not certain. */
function ihrForm(verb: string): string | null {
  const known = withIhr[verb];
  if (known) return known;
  if (/^\p{Ll}{2,}[^e]en$/u.test(verb) === false && !/^\p{Ll}{2,}e[rl]n$/u.test(verb)) return null;
  if (/e[rl]n$/.test(verb)) return `${verb.slice(0, -1)}t`;
  const stem = verb.slice(0, -2);
  return /[td]$|(?:[^aeiouäöülrhmn]|ch)[mn]$/.test(stem) ? `${stem}et` : `${stem}t`;
}

const verbLike = /^\p{Ll}+$/u;
// Words next to "ich"/"wir" that are no verb ("dass ich eine Pause brauche", "wir am Wochenende").
export const notVerbs =
  /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein\p{L}*|mein(?:e|en|em|er|es)?|dein\p{L}*|sein\p{L}*|ihr\p{L}*|unser\p{L}*|euer|eure\p{L}*|diese\p{L}*|jede\p{L}*|alle\p{L}*|beide|nicht|nie|auch|schon|noch|jetzt|gerade|dann|einfach|immer|oft|selten|ständig|dauernd|wieder|nur|gar|kaum|fast|eigentlich|ja|doch|mal|halt|wohl|etwa|so|sehr|da|dort|hier|heute|morgen|gestern|seit|bis|mit|bei|von|vom|zu|zum|zur|an|am|auf|in|im|um|für|über|unter|vor|nach|aus|ohne|gegen|weil|dass|ob|wenn|als|obwohl|solange|sobald|seitdem|nachdem|bevor|während|indem|falls|sodass|warum|wieso|weshalb|lange|gern|gerne|und|oder|aber|denn|sondern|was|wie|wo|wer|es|ihn|ihm|sie|er|man|sich|dich|dir|euch|uns|mir|mich)$/u;

function restateGerman(clause: string): string | null {
  const tokens = clause.split(/(\s+)/);
  const out = [...tokens];
  // The indices of words (tokens without whitespace).
  const wordAt = tokens.map((token, i) => (/\S/.test(token) ? i : -1)).filter((i) => i >= 0);
  for (const [n, i] of wordAt.entries()) {
    const token = tokens[i] as string;
    const bare = token.replace(/[,;:]+$/, '');
    const tail = token.slice(bare.length);
    const lower = bare.toLowerCase();
    const swap = germanWords[lower];
    if (!swap) continue;
    // "Ich"/"Unser" at the start keep their capital.
    out[i] = (bare[0] === bare[0]?.toUpperCase() && n === 0 ? swap[0]!.toUpperCase() + swap.slice(1) : swap) + tail;
    if (lower !== 'ich' && lower !== 'wir') continue;
    // "Mein Mitgründer und ich streiten": "dein Mitgründer und du streitet", the verb for the two of them.
    const pair = lower === 'ich' && n > 0 && /^und$/i.test(tokens[wordAt[n - 1] as number] as string);
    const form = lower === 'ich' && !pair ? duForm : ihrForm;
    // The verb of "ich"/"wir": right after it ("ich habe"), right before it ("habe ich"), or the
    // clause's last word ("…, dass ich den Prototyp gebaut habe"). After a time, a place or an object
    // the verb stands before the pronoun ("Am Dienstag gehen wir zusammen"): a plain word there, in
    // the same clause (no comma after it), is the verb, not the word after ("zusammen").
    const before = wordAt[n - 1];
    const inverted =
      before !== undefined && verbLike.test(tokens[before] as string) && !notVerbs.test(tokens[before] as string);
    const candidates = (inverted ? [before, wordAt[n + 1]] : [wordAt[n + 1], before])
      .concat(wordAt.at(-1))
      .filter((j): j is number => j !== undefined);
    let done = false;
    for (const j of candidates) {
      const verb = (out[j] as string).replace(/[,;:.!?]+$/, '');
      const punct = (out[j] as string).slice(verb.length);
      if (!verbLike.test(verb) || notVerbs.test(verb)) continue;
      const changed = form(verb);
      if (changed) {
        out[j] = changed + punct;
        done = true;
        break;
      }
    }
    if (!done) return null;
  }
  // "Ich bin Business Angel und merke …": the verb after "und"/"aber"/"oder" is said for "du" too.
  if (wordAt.some((i) => /^ich$/i.test(tokens[i] as string)))
    for (const [n, i] of wordAt.entries()) {
      if (!/^(und|aber|oder)$/.test(tokens[i] as string)) continue;
      const j = wordAt[n + 1];
      const next = wordAt[n + 2];
      if (j === undefined) continue;
      const verb = (out[j] as string).replace(/[,;:.!?]+$/, '');
      // "und große Teile": an adjective before a noun, no verb.
      if (
        !verbLike.test(verb) ||
        notVerbs.test(verb) ||
        (next !== undefined && /^\p{Lu}/u.test(tokens[next] as string) && !(verb in withDu))
      )
        continue;
      const changed = duForm(verb);
      if (changed) out[j] = changed + (out[j] as string).slice(verb.length);
    }
  // "Wir reden seit Wochen darüber und drehen uns im Kreis": the verb after "und"/"aber"/"oder" is
  // said for "ihr" too ("… und dreht euch im Kreis"); a participle ("gegessen") or a clause's last
  // word is left alone.
  else if (wordAt.some((i) => /^wir$/i.test(tokens[i] as string)))
    for (const [n, i] of wordAt.entries()) {
      if (!/^(und|aber|oder)$/.test(tokens[i] as string)) continue;
      const j = wordAt[n + 1];
      const next = wordAt[n + 2];
      if (j === undefined || next === undefined) continue;
      const verb = (out[j] as string).replace(/[,;:.!?]+$/, '');
      if (
        verb !== out[j] ||
        !verbLike.test(verb) ||
        notVerbs.test(verb) ||
        /^ge/.test(verb) ||
        (/^\p{Lu}/u.test(tokens[next] as string) && !(verb in withIhr))
      )
        continue;
      const changed = ihrForm(verb);
      if (changed) out[j] = changed;
    }
  const said = out.join('');
  // A second verb of "ich"/"wir" ("ich bin … und habe …") is left as it was: not said back.
  const left = said.split(/\s+/).map((word) => word.replace(/[,;:.!?]+$/, ''));
  if (/\bdu\b/i.test(said) && left.some((word) => word in withDu)) return null;
  if (/\bihr\b/i.test(said) && left.some((word) => word in withIhr)) return null;
  return said;
}

const englishWords: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  "we're": "you're",
  "we've": "you've",
  "we'd": "you'd",
  "we'll": "you'll",
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
};

// A German role word inside an English message ("my Teamleiter", "the Geschäftsführer") is said
// back in English: an English reader may not know it (issue 22). Only words that are German alone
// ("Chef" stays: a head chef is English too; "Partner", "Investor" are both).
const germanRoles: readonly [RegExp, string][] = [
  [/^(Mit-?gründer|Mitgruender)(in)?$/, 'co-founder'],
  [/^(Mit-?gründer|Mitgruender)innen$/, 'co-founders'],
  [/^Mitgeschäftsführer(in)?$/, 'fellow managing director'],
  [/^Geschäftsführer(in)?$/, 'managing director'],
  [/^Geschäftsführer(innen)?$/, 'managing directors'],
  [/^Teamleiter(in)?$|^Teamleitung$/, 'team lead'],
  [/^Abteilungsleiter(in)?$|^Abteilungsleitung$/, 'head of department'],
  [/^Bereichsleiter(in)?$|^Bereichsleitung$/, 'division head'],
  [/^Filialleiter(in)?$|^Filialleitung$/, 'branch manager'],
  [/^Schichtleiter(in)?$|^Schichtleitung$/, 'shift lead'],
  [/^Stationsleiter(in)?$|^Stationsleitung$/, 'ward manager'],
  [/^Pflegedienstleiter(in)?$|^Pflegedienstleitung$/, 'head of nursing'],
  [/^Schulleiter(in)?$|^Schulleitung$/, 'head teacher'],
  [/^Vorgesetzte[rn]?$/, 'manager'],
  [/^Chefin$/, 'boss'],
  [/^(Team)?[Kk]olleg(e|in)$/, 'colleague'],
  [/^(Team)?[Kk]olleg(en|innen)$/, 'colleagues'],
  [/^Gesellschafter(in)?$/, 'shareholder'],
  [/^Inhaber(in)?$/, 'owner'],
  [/^Werkstudent(in)?$/, 'working student'],
  [/^Praktikant(in)?$/, 'intern'],
  [/^Azubi$/, 'trainee'],
  [/^Betriebsrat$/, 'works council'],
];

/** The English word for a German role word in an English clause ("Teamleiter" -> "team lead"), or null. */
export function englishRole(word: string): string | null {
  return germanRoles.find(([pattern]) => pattern.test(word))?.[1] ?? null;
}

// "We keep fighting and I always give in": with "I" beside it, "we" said as a bare "you" would read
// as the user alone ("You keep fighting and you always give in"); "you both" keeps the two (coach29).
const englishSelf = /\b(I|I'm|I've|I'd|I'll|me|myself)\b/;

function restateEnglish(clause: string): string | null {
  const tokens = clause.replace(/’/g, "'").split(/(\s+)/);
  const both = englishSelf.test(clause.replace(/’/g, "'"));
  let previous = '';
  const out = tokens.map((token, at) => {
    if (!/\S/.test(token)) return token;
    const bare = token.replace(/[,;:]+$/, '');
    const tail = token.slice(bare.length);
    const lower = bare.toLowerCase();
    let result = token;
    const role = englishRole(bare);
    if (both && lower === 'we' && !/^(both|all)$/i.test(nextWord(tokens, at))) result = `you both${tail}`;
    // "I'd like us to decide together": "you'd like you to …" names one where two are meant.
    else if (
      both &&
      lower === 'us' &&
      /^(like|want|need|wants|needs|wanted)$/.test(previous) &&
      nextWord(tokens, at) === 'to'
    )
      result = `the two of you${tail}`;
    else if (englishWords[lower]) result = englishWords[lower] + tail;
    else if (role) result = role + tail;
    else if (previous === 'i' && lower === 'am') result = `are${tail}`;
    else if (previous === 'i' && lower === 'was') result = `were${tail}`;
    previous = lower;
    return result;
  });
  const text = out.join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The word after the token at `at` (spaces between), or ''. By position: a repeated "we" is its own. */
function nextWord(tokens: readonly string[], at: number): string {
  return tokens.slice(at + 1).find((next) => /\S/.test(next)) ?? '';
}

/** The clause from the coach's side, or null when the German verb cannot be said for "du"/"ihr". */
export function restate(clause: string, lang: Lang): string | null {
  const trimmed0 = clause.trim().replace(/[.!;:,\s]+$/, '');
  // "Ich und mein Mitgründer streiten …" is said as "Mein Mitgründer und ich streiten …" (German
  // puts the other first; the verb is then found for the two of them: "dein Mitgründer und du streitet").
  const trimmed =
    lang === 'de'
      ? trimmed0.replace(
          /^[Ii]ch und ([Mm]ein(?:e|em|en|er)? (?:\p{Ll}+ )?\p{Lu}[\p{L}-]*)(?=\s)/u,
          (_, other: string) => `${other.charAt(0).toUpperCase()}${other.slice(1)} und ich`,
        )
      : trimmed0;
  if (trimmed === '' || /[„“"”?]/.test(trimmed)) return null;
  const said = lang === 'de' ? restateGerman(trimmed) : restateEnglish(trimmed);
  if (!said) return null;
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/** One who acts in a clause said back, as the clause names them (nominative), and whether several act. */
export interface Actor {
  who: string;
  plural: boolean;
}

// German: a determiner, adjectives, then the noun and any names ("Euer neuer Vertriebsleiter Tom"),
// then the finite verb. Words that cannot be that verb (a preposition: "Die Frau von …") end nothing.
// An indefinite one ("ein Kunde") is someone just brought in, seldom the one the user is at odds with.
// A number or "beide" may stand before the noun ("zwei Teamleiter", "deine zwei Senior-Leute"), and
// a second person joins with "und" ("die Gründer Mira und Ole", "eure Marketingleiterin und der
// Vertriebsleiter"): then several act.
const germanSubjectWords =
  '(?:(?:dein|deine|euer|eure|der|die|das)(?: (?:zwei|drei|vier|beiden))?|zwei deiner|zwei eurer|einer der beiden|eine der beiden|einer deiner|eine deiner|einer eurer|eine eurer|zwei|drei|vier|beide)(?: \\p{Ll}+(?:e|en|er|es))*(?: \\p{Lu}[\\p{L}-]*)+(?: (?:aus|von|in|bei) \\p{Lu}[\\p{L}-]*)?';
const germanSubject = `(?:${germanSubjectWords})`;
const germanActor = new RegExp(
  `^(${germanSubject}(?: und (?:${germanSubjectWords}|\\p{Lu}\\p{Ll}+))?)(?:, (\\p{Lu}\\p{Ll}+ und \\p{Lu}\\p{Ll}+),)?\\s+(\\p{Ll}+)\\b`,
  'u',
);
// A thing, a state or an idea cannot be asked what it would have to do ("die Aufteilung", "your
// app"): nouns of that kind by their ending, and the few things a company talks of most.
const germanThing =
  /(?<!führ|leit)ung$|(heit|keit|ion|tät|nis|tum|ment)$|^(Produkt|Firma|Idee|Lage|Sache|Stimmung|Zahl|Zahlen|Plan|Projekt|Budget|Vertrag|Code|Preis|Geld|Website|App|Server|Markt|Drucker|Laptop|Rechner|Computer|System|Software|Datenbank|Wetter|Zug|Auto|Kurs|Umsatz|Launch|Release|Update|Bug|Feature|Konto|Termin|Meeting|Quartal|Monat|Woche|Jahr|Patent|Design|Lizenz|Menü|Bericht|Daten|Rezept|Laden|Büro|Labor|Geschäft|Gewinn)$/u;
const englishThing =
  /(tion|ment|ness|ity|ing|ship)$|^(product|company|startup|firm|idea|plan|project|budget|deal|price|money|split|situation|thing|contract|code|website|site|app|numbers|hours|time|days|weeks|months|years|salary|pay|shares|equity|role|job|work|market|markets|server|servers|printer|laptop|computer|system|software|database|weather|train|car|economy|stock|rate|revenue|launch|release|update|bug|feature|features|account|meeting|quarter|design|patent|patents|licence|license|brand|logo|menu|recipe|recipes|data|report|proposal|invoice|lease|office|lab|shop|store|money|profits|grant)$/i;
// English: a determiner and one to four words, then a verb the subject can take: one that is only a
// verb (an auxiliary, a past form, an adverb after the subject) ends the subject at once; a word in
// -s ("refuses", but also "leads") only when what follows reads as its object ("refuses to …").
const englishDeterminer = /^(your|the|one of your|two of your|both of your|two|three|both)$/i;
const englishVerb =
  /^(is|was|are|were|has|had|have|keeps|kept|wants|wanted|keep|want|refuse|say|do|will|would|just|now|suddenly|always|never|still|both|all|also|already|told|said|says|took|left|made|went|gave|sent|got|came|put|sold|built|\p{Ll}+n't|\p{Ll}{3,}ed)$/u;
const englishObject =
  /^(to|the|a|an|my|our|your|his|her|their|me|us|him|them|it|that|on|at|in|with|about|for|every|all|over)$/i;
const englishNotSubject =
  /^(to|that|who|which|it|you|him|her|them|and|but|or|because|for|with|at|in|on|from|about|is|was|are|were|has|had|have|not|this|these|those)$/i;

// A verb of telling with what is told after it: "…, dass …" in German, "says (that) …" in English.
const germanReport =
  /^[^,]{3,80}?\b(?:sagt|sagte|erzählt|erzählte|meint|berichtet|schreibt|behauptet)(?: dir| mir| uns| euch)?,? dass (.+)$/u;
const englishReport =
  /^[^,]{3,80}?\b(?:says|said|tells you|told you|claims|claimed|reports|reported|mentioned|writes|wrote)(?: that)? (.+)$/iu;
// The subject of a German "dass" clause (its verb comes last): the noun phrase it opens with.
const germanClauseSubject = new RegExp(`^(${germanSubject})\\b`, 'u');

function germanToldAbout(clause: string, _lang: Lang): Actor | null {
  const found = germanClauseSubject.exec(clause.charAt(0).toLowerCase() + clause.slice(1));
  if (!found) return null;
  const who = found[1] as string;
  const head = who.split(' ').filter((word) => /^\p{Lu}/u.test(word))[0] ?? '';
  if (germanThing.test(head)) return null;
  const verb =
    clause
      .replace(/[.!?]+$/, '')
      .split(/\s+/)
      .at(-1) ?? '';
  return { who, plural: /en$/.test(verb) || verb === 'sind' };
}

/**
 * Who acts in a clause said back ("Euer Vertriebsleiter hat einem Kunden … zugesagt" -> "euer
 * Vertriebsleiter", "Your biggest client refuses to pay …" -> "your biggest client"), or null when
 * the clause opens with the user ("Du leitest …", "You run …"), with a thing, or no subject can be
 * told from its verb. Used to ask about the user's own counterpart by the words they used, on any topic.
 */
/** A person named with a title before a verb: "Dr. Klein will …", "Frau Berg hat …", "Mr Lee said …". */
const titledActor = /^((?:Dr\.|Prof\.|Herr|Frau|Mr\.?|Mrs\.?|Ms\.?)(?: Dr\.)? \p{Lu}[\p{L}-]+) (\p{Ll}{2,})\b/u;

export function actorOf(clause: string, lang: Lang): Actor | null {
  const text = clause.trim();
  // "Zwei schieben sich die Tickets zu", "Two keep pushing …": the two the user told of, by number alone.
  // (German nouns are capitalised, so a lower-case word after the number is its verb; in English only
  // a word that is a verb: "The two founders disagree" keeps its noun.)
  const two = (
    lang === 'de'
      ? /^(Zwei|Beide|Die beiden) (\p{Ll}{3,})\b/u
      : /^(Two|Both) (are|were|have|had|keep|kept|\p{Ll}{3,}ed)\b/u
  ).exec(text);
  if (two && (lang !== 'de' || !notVerbs.test(two[2] as string)))
    return { who: lang === 'de' ? 'die beiden' : 'the two of them', plural: true };
  const titled = titledActor.exec(text);
  if (titled && !(lang === 'de' ? notVerbs : englishNotSubject).test(titled[2] as string))
    return { who: titled[1] as string, plural: false };
  // One who only tells of it ("eine eurer Gründerinnen erzählt, dass euer Beirat …", "one of your
  // founders says your board observer …") is no counterpart: the one told about is.
  // One who tells of themselves ("my co-founder says I'm too slow") stays the counterpart.
  const told = (lang === 'de' ? germanReport : englishReport).exec(text);
  const toldAbout = told ? (lang === 'de' ? germanToldAbout : actorOf)(told[1] as string, lang) : null;
  if (toldAbout) return toldAbout;
  if (lang === 'de') {
    const found = germanActor.exec(text.charAt(0).toLowerCase() + text.slice(1));
    if (!found) return null;
    const verb = found[3] as string;
    // "Zwei deiner Entwickler, Jana und Timo, streiten": the two are asked about by their names.
    if (found[2]) return notVerbs.test(verb) ? null : { who: found[2], plural: true };
    const who = found[1] as string;
    const head = who.split(' ').filter((word) => /^\p{Lu}/u.test(word))[0] ?? '';
    if (notVerbs.test(verb) || !/^\p{Ll}{2,}$/u.test(verb) || germanThing.test(head)) return null;
    // "zwei Teamleiter streiten" is asked about as "die zwei Teamleiter".
    return {
      who: /^(zwei|drei|vier) (?!deiner|eurer)/.test(who) ? `die ${who}` : who,
      plural: / und /.test(who) || /en$/.test(verb) || verb === 'sind',
    };
  }
  // "Two of your developers, Sam and Priya, have …": the two by their names.
  const named =
    /^(?:[Tt]wo of your|[Yy]our two|[Tt]he two) [\p{Ll}-]+(?: [\p{Ll}-]+)?, (\p{Lu}\p{Ll}+ and \p{Lu}\p{Ll}+), (\p{Ll}+)/u.exec(
      text,
    );
  // The verb after the names may be an auxiliary ("Mei and Tom, are arguing"): only a relative word ends it.
  if (named && !/^(who|which|that|and|but|or)$/.test(named[2] as string))
    return { who: named[1] as string, plural: true };
  const tokens = text.split(/\s+/);
  const start = [3, 1].find((n) => englishDeterminer.test(tokens.slice(0, n).join(' ')));
  if (start === undefined) return null;
  let subject = 0;
  let joined = false;
  for (let end = start + 1; end <= Math.min(start + (joined ? 7 : 4), tokens.length - 1); end++) {
    const last = (tokens[end - 1] as string).replace(/[,;:]+$/, '');
    // "your distributor in Lyon": a place after "in"/"from"/"at" belongs to the subject.
    const place = /^(in|from|at)$/i.test(last) && /^\p{Lu}/u.test(tokens[end] ?? '');
    // "the CEO and the CTO", "your designer and Ben": a second one joined with "and".
    const and = last === 'and' && !joined && end > start + 1 && /^(the|your|\p{Lu}\p{L}*)$/u.test(tokens[end] ?? '');
    if (and) joined = true;
    if (
      !and &&
      ((englishNotSubject.test(last) && !place) || last !== tokens[end - 1] || englishVerb.test(last.toLowerCase()))
    )
      break;
    const next = (tokens[end] as string).toLowerCase();
    if (englishVerb.test(next)) {
      subject = end;
      break;
    }
    if (/^\p{Ll}{3,}[^s']s$/u.test(next) && englishObject.test(tokens[end + 1] ?? '')) {
      subject = end;
      break;
    }
    // Several ("the two founders disagree about …", "two lab managers fight over …"): a plain verb
    // after a plural noun, when what follows reads as its object.
    if (
      /[^s']s$/.test(last) &&
      /^\p{Ll}{3,}$/u.test(next) &&
      !/s$/.test(next) &&
      englishObject.test(tokens[end + 1] ?? '')
    ) {
      subject = end;
      break;
    }
  }
  if (subject === 0) return null;
  // "two lab managers keep …" is asked about as "the two lab managers".
  const bare = start === 1 && /^(two|three)$/i.test(tokens[0] as string);
  const said = tokens.slice(0, subject).join(' ');
  const who = bare ? `the ${said.charAt(0).toLowerCase()}${said.slice(1)}` : said;
  const head = (tokens[subject - 1] as string).toLowerCase();
  if (englishThing.test(head)) return null;
  return {
    who: who.charAt(0).toLowerCase() + who.slice(1),
    plural: /^(two|both)\b/i.test(who) || / and /.test(who) || (/[^s']s$/.test(head) && head !== 'boss'),
  };
}

/** The text after its last comma is a subject alone: a determiner and up to four words, no verb. */
function subjectOnly(text: string): boolean {
  const tokens = (text.split(/,\s*/).at(-1) ?? '').trim().split(/\s+/);
  return (
    tokens.length >= 2 &&
    tokens.length <= 5 &&
    /^(der|die|das|mein\w*|dein\w*|unser\w*|sein\w*|ihr\w*|the|my|our|his|her|their)$/i.test(tokens[0] as string) &&
    !tokens.slice(1).some((token) => englishVerb.test(token) || /^(ist|sind|hat|haben|will|wollen|war)$/.test(token))
  );
}

/**
 * The clauses of a message that can be said back with someone else acting ("I run a franchise with
 * nine locations and our partner in Hamburg started …" -> "your partner in Hamburg started …"):
 * its sentences and the parts after "und"/"and" that open with a determiner.
 */
export function actorClauses(told: string, lang: Lang): { said: string; actor: Actor }[] {
  const parts = told.split(/(?<=[.!?])\s+/).flatMap((sentence) =>
    sentence
      .split(
        /(,?\s+(?:und|aber|and|but)\s+)(?=(?:unser|unsere|mein|meine|der|die|das|zwei|drei|beide|our|my|the|one of our|two of our|two|three|both)\s)/i,
      )
      .reduce<string[]>((pieces, piece, i, all) => {
        // "My front desk lead and the housekeeping manager stopped talking": two joined
        // subjects stay together; the first alone has no verb, the second alone half its subject.
        if (i % 2 === 1) return pieces;
        const joint = all[i - 1];
        const previous = pieces.at(-1);
        if (previous !== undefined && joint !== undefined && !joint.includes(',') && subjectOnly(previous))
          pieces[pieces.length - 1] = `${previous}${joint}${piece}`;
        else pieces.push(piece);
        return pieces;
      }, []),
  );
  return parts.flatMap((part) => {
    const said = restate(part, lang);
    // "Ich merke seit zwei Quartalen, dass einer der beiden Gründer …": who acts is the subject of the "dass" clause.
    const that = lang === 'de' && said ? /, dass (.+)$/u.exec(said) : null;
    const actor = said ? (actorOf(said, lang) ?? (that ? germanToldAbout(that[1] as string, lang) : null)) : null;
    return said && actor && said.split(/\s+/).length >= 5 ? [{ said, actor }] : [];
  });
}

/** Whom the user coaches, advises or mediates for, and that client's counterpart ("I coach a CTO whose CEO wants …"). */
export interface ClientCase {
  /** The client is a woman (German "deine Klientin"), known from the noun ("eine Gründerin"). */
  female: boolean;
  /** The client's counterpart as the clause names them from the coach's side ("his CEO", "ihr Mitgründer"). */
  actor: Actor;
}

const englishClient =
  /^I(?:'m| am)? (?:coach|coaching|mentor|mentoring|advise|advising|support|supporting|work with|working with) (?:a|an|one) [\p{L}-]+(?: [\p{L}-]+)? whose (.+)$/u;
const germanClient =
  /^Ich (?:coache|begleite|berate|betreue|unterstütze) (eine|einen) (?:\p{Ll}+ )?(\p{Lu}[\p{L}-]*),? (deren|dessen) (\p{Lu}[\p{L}-]*)(?: ((?:Frau |Herrn? )?\p{Lu}\p{Ll}+))?\b/u;

/**
 * A first message on behalf of a client ("Ich coache eine Gründerin, deren Mitgründer …", "I coach
 * a CTO whose CEO wants him …"): the question is about the client's situation, so it names the
 * client's counterpart and asks what a good outcome would be for the client, not for the user.
 */
export function clientCase(message: string, lang: Lang): ClientCase | null {
  const text = message.trim();
  if (lang === 'en') {
    const found = englishClient.exec(text.replace(/’/g, "'"));
    const rest = found?.[1] ?? '';
    const actor = found ? actorOf(`your ${rest}`, 'en') : null;
    if (!actor || !actor.who.startsWith('your ')) return null;
    const female = /\b(her|she)\b/i.test(rest) && !/\b(him|his|he)\b/i.test(rest);
    const male = /\b(him|his|he)\b/i.test(rest) && !female;
    return { female, actor: { ...actor, who: actor.who.replace(/^your/, female ? 'her' : male ? 'his' : 'their') } };
  }
  const found = germanClient.exec(text);
  if (!found) return null;
  const female = found[1] === 'eine' || found[3] === 'deren';
  const noun = found[4] as string;
  if (germanThing.test(noun)) return null;
  // "deren Mitgründer" -> "ihr Mitgründer", "dessen Chefin" -> "seine Chefin": the possessive by the noun's gender.
  const feminine = /in$/.test(noun);
  const owner = found[3] === 'deren' ? (feminine ? 'ihre' : 'ihr') : feminine ? 'seine' : 'sein';
  return { female, actor: { who: [owner, noun, found[5]].filter(Boolean).join(' '), plural: false } };
}
