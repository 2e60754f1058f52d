// What a conflict is about, read from the clause the first reply says back (issue 22, coach23a).
// Where no knowledge entry knows the topic (a second oven line, the render farm, Saturday clinics),
// the coach still names the matter in the user's own nouns and asks a question only this
// conversation could get, instead of "What would a good outcome be for you …?", which fits any
// conflict. No word list per topic: the clause's grammar says where the matter is (after the one
// who acts and their verb; a German noun by its capital, an English one up to a preposition).
import type { Actor } from './restate';
import type { Lang } from './types';

export interface Matter {
  /**
   * The other side wants something ("will … kaufen", "wants to open …"): a decision on the table;
   * `whether`: the two are at odds over an open question ("streitet darüber, ob ihr …", "disagree on
   * whether you should …"), whose clause is the label as it stands.
   */
  kind: 'want' | 'act' | 'whether';
  /** The matter as a label: a German noun ("Ofenstraße"), an English noun phrase without article ("second site"), a whole "ob …"/"whether …" clause. */
  label: string;
}

const germanModal = /^(will|wollen|möchte|möchten|soll|sollen|plant|planen|verlangt|verlangen|fordert|fordern)$/;
// Units, times and the like are no matter ("180.000 Euro", "drei Wochen", "im Januar").
const germanNoMatter =
  /^(Euro|Prozent|Hälfte|Drittel|Viertel|Fünftel|Sechstel|Achtel|Zehntel|Jahre?n?|Monate?n?|Wochen?|Tage?n?|Stunden?|Uhr|Mal|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Sommer|Winter|Herbst|Frühling|Nacht|Nächte|Abend|Abende|Morgen|Mittag|Wochenende|Feierabend|Quartal|Ende|Anfang|Zeit|Sache|Dinge?|Leute|Team|Firma)$/;
// Words that name no thing to talk about ("jede Kleinigkeit", "jede Frage"): no matter either (coach29).
const germanEmpty =
  /^(Kleinigkeit(en)?|Frage|Fragen|Thema|Problem|Punkt|Moment|Seite|Art|Weise|Fall|Grund|Sinn|Ahnung|Lust|Recht|Rest)$/;
const germanAdverbial = /\b(am liebsten|am meisten|am Ende|am Anfang|im Grunde|auf jeden Fall|in letzter Zeit)\b/g;
const englishVerbFirst =
  /^(wants?|wanted|plans?|planned|demands?|demanded|insists?|insisted|refuses?|refused|keeps?|kept|started|stopped|is|are|was|were|has|have|had|will|would|isn't|aren't|wasn't|weren't|hasn't|haven't|hadn't|don't|doesn't|didn't|won't|wouldn't|can't|cannot|couldn't)$/i;
// "haven't spoken since …", "doesn't pay the invoices": after a negated "have"/"be" comes a
// participle, after a negated "do"/"will"/"can" a bare verb; neither is the matter.
const englishBeingNot = /^(isn't|aren't|wasn't|weren't|hasn't|haven't|hadn't)$/i;
const englishDoNot = /^(don't|doesn't|didn't|won't|wouldn't|can't|cannot|couldn't)$/i;
const englishAdverb = /^(just|already|suddenly|now|also|still|always|never|simply|constantly|often|really|even)$/i;
const englishWant = /^(wants?|wanted|plans?|planned|demands?|demanded|insists?|insisted|is pushing|would like)$/i;
const englishStop =
  /^(one|two|three|four|five|six|seven|eight|nine|ten|early|late|is|are|was|were|has|have|belongs?|in|at|on|for|from|to|with|without|before|after|by|of|over|about|because|and|but|or|so|while|when|than|anymore|again|every|each|since|until|which|who|that|this|next|last)$/i;
const englishLead =
  /^(a|an|the|your|his|her|their|its|our|my|own|same|some|any|all|two|three|both|about|into|onto|up|out|on|off|me|you|him|them|us)$/i;
const englishNoMatter =
  /^(anything|something|nothing|everything|time|times|thing|things|stuff|way|day|days|week|weeks|month|months|year|years|people|team|company|it|them|him|her|me|you|us)$/i;

const germanPreposition =
  /^(für|an|auf|in|im|am|bei|beim|mit|von|vom|zu|zum|zur|nach|aus|über|unter|vor|hinter|neben|zwischen|gegen|ohne|um|durch|seit|bis|per)$/;

const germanAbout = /^(über|um|wegen)$/;

function germanMatter(rest: string[]): string | null {
  // German nouns by their capital; a name after the actor's noun is no matter ("… Timo will …" is gone with the actor).
  const nouns = rest
    .map((word) => word.replace(/[,;:.!?)(]+/g, ''))
    .filter(
      (word) => /^\p{Lu}\p{Ll}[\p{L}-]{2,}$/u.test(word) && !germanNoMatter.test(word) && !germanEmpty.test(word),
    );
  if (nouns.length === 0) return null;
  // The object, the first noun not after a preposition ("euer Konzept", "eine zweite Ofenstraße",
  // "die Tourenpläne"): a noun after one is where or for whom ("für eure Bäckereikette", "an andere
  // Städte"). A noun of action before a genitive gives way to the genitive's noun ("die Einführung
  // der neuen Warenwirtschaft").
  // "über"/"um"/"wegen" name what the quarrel is about ("streiten über die Essenszeiten"): their noun is the matter.
  const plain = nouns.filter((noun) => {
    let at = rest.findIndex((word) => word.replace(/[,;:.!?)(]+/g, '') === noun) - 1;
    while (at >= 0 && /^\p{Ll}/u.test(rest[at] as string) && !germanPreposition.test(rest[at] as string)) at--;
    return at < 0 || !germanPreposition.test(rest[at] as string) || germanAbout.test(rest[at] as string);
  });
  // Only where and with what ("sitzt in Berlin", "per Mail machen"): no matter to name.
  if (plain.length === 0) return null;
  const first = plain[0] as string;
  const at = rest.findIndex((word) => word.startsWith(first));
  if (/ung$/.test(first) && /^(der|des)$/.test(rest[at + 1] ?? '')) {
    const next = nouns[nouns.indexOf(first) + 1];
    if (next) return next;
  }
  return first;
}

function englishMatter(words: string[]): string | null {
  let i = 0;
  // The verb and its helpers ("keeps", "wants", "refuses"), then "to open" or "booking", then
  // the leading article or preposition: what is left up to the next preposition is the matter.
  let helper = false;
  let being = false;
  let bare = false;
  for (; i < words.length; i++) {
    if (englishVerbFirst.test(words[i] as string)) {
      helper = true;
      being = /^(is|are|was|were|has|have|had)$/i.test(words[i] as string) || englishBeingNot.test(words[i] as string);
      bare = englishDoNot.test(words[i] as string);
    } else if (!englishAdverb.test(words[i] as string)) break;
  }
  // No helper verb ("doubled the rent", "never run") or a negated one ("doesn't pay"): the verb
  // itself goes; after "is"/"has" its participle ("is spread over …", "has cancelled the …").
  if (!helper || bare || (being && !englishLead.test(words[i] ?? '') && !/\p{Ll}{2,}ing$/u.test(words[i] ?? ''))) i++;
  if (/^to$/i.test(words[i] ?? '')) i += 2;
  else if (/\p{Ll}{2,}ing$/u.test(words[i] ?? '')) i++;
  while (i < words.length && englishLead.test(words[i] as string)) i++;
  // "about who gets to talk to investors", "on whether to take a bridge loan": the question's last
  // noun phrase is the matter ("investors", "bridge loan"), read from the end back to a preposition.
  // "fighting over who gets …": "over" before a question word is "about" ("spread over Lisbon" is a place).
  if (/^over$/i.test(words[i] ?? '') && /^(who|whether|what|how|which|where)$/i.test(words[i + 1] ?? '')) i++;
  if (/^(who|whether|what|how|which|where)$/i.test(words[i] ?? '')) {
    const tail: string[] = [];
    // "… who gets to teach the advanced class next year": a time at the end is when, not what.
    // "… who gets the Christmas week off": a particle at the end belongs to the verb.
    let end = words.length - trailingTime(words);
    if (end > i + 1 && /^(off|up|out|back|over|away|done)$/i.test(words[end - 1] as string)) end--;
    for (let j = end - 1; j > i && tail.length < 3; j--) {
      const word = words[j] as string;
      if (englishStop.test(word) || englishLead.test(word) || /^\d/.test(word)) break;
      tail.unshift(word);
    }
    return tail.length === 0 || tail.every((word) => englishNoMatter.test(word)) ? null : tail.join(' ');
  }
  const phrase: string[] = [];
  for (; i < words.length && phrase.length < 4; i++) {
    const word = words[i] as string;
    // "rewriting your copy the night before": a determiner after the noun starts another phrase.
    if (englishStop.test(word) || /^\d/.test(word) || (phrase.length > 0 && englishLead.test(word))) break;
    phrase.push(word);
  }
  if (phrase.length === 0 || phrase.every((word) => englishNoMatter.test(word))) return null;
  return phrase.join(' ');
}

// "next year", "last week", "every single week", "since March", "anymore": when, not what.
const englishTimeTail =
  /(?:^| )(?:(?:next|last|this|every|each|the following)(?: single)? (?:year|month|week|quarter|term|season|spring|summer|autumn|fall|winter|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|since \S+|(?:by|until|before) the end of the (?:year|month|week|quarter)|(?:for|in) (?:the )?(?:past|last|next) (?:\S+ )?(?:days|weeks|months|years)|anymore|again|lately|recently|tomorrow|today|yesterday|tonight)$/i;

/** How many words at the end of `words` only say when ("next year", "since March"), read repeatedly. */
function trailingTime(words: readonly string[]): number {
  let end = words.length;
  for (;;) {
    const found = englishTimeTail.exec(words.slice(0, end).join(' '));
    if (!found || found[0].trim() === '') return words.length - end;
    end -= found[0].trim().split(' ').length;
  }
}

// "streitet darüber, ob ihr …", "sind uns uneinig, ob …": the open question is the matter.
const germanWhetherBefore = /^(darüber|drüber|darum|uneinig|uneins|einig)$/i;
const germanQuarrel = /^(streit|diskutier|zank|zoff|debattier)/i;
// "disagree on whether you should …", "fight over whether we …": with a subject, not "whether to".
const englishWhetherBefore = /^(over|about|on|as to)$/i;
const englishQuarrel = /^(fight|argu|disagree|debat|clash|bicker|quarrel|split)/i;

/** The open question two are at odds over, a whole clause ("ob ihr eure App … launcht"), or null. */
function whetherClause(rest: readonly string[], lang: Lang): string | null {
  const plain = rest.map((word) => word.replace(/[,;:.!?)(]+$/g, ''));
  const at = plain.findIndex((word) => word.toLowerCase() === (lang === 'de' ? 'ob' : 'whether'));
  if (at < 1) return null;
  const before = plain[at - 1] as string;
  const quarrel = (lang === 'de' ? germanQuarrel : englishQuarrel).test(plain[0] as string);
  const after = lang === 'de' ? germanWhetherBefore.test(before) : englishWhetherBefore.test(before);
  // "ob" after its clause's own comma only ("…, ob"), "whether" never before "to" (that keeps its noun).
  if (!(after || quarrel) || (lang === 'de' && !after && !/,$/.test(rest[at - 1] as string))) return null;
  if (lang === 'en' && /^to$/i.test(plain[at + 1] ?? '')) return null;
  // The clause ends at the next comma or the end of the sentence.
  const clause: string[] = [];
  for (const word of rest.slice(at)) {
    clause.push(word.replace(/[,;:.!?)(]+$/g, ''));
    if (/[,;:.!?]$/.test(word)) break;
  }
  return clause.length >= 4 ? clause.join(' ') : null;
}

/**
 * The matter of a clause said back from the coach's side whose actor `actor` names ("Dein
 * Mitgründer Timo will … eine zweite Ofenstraße … kaufen" -> want, "Ofenstraße"; "The owner keeps
 * posting about player transfers …" -> act, "player transfers"), or null when none can be read.
 */
export function matterOf(said: string, actor: Actor, lang: Lang): Matter | null {
  const text = said.trim().replace(/[.!?]+$/, '');
  // "die zwei Erzieherinnen" is asked about with the article the clause said back has not ("Zwei Erzieherinnen streiten …").
  const at =
    [actor.who, actor.who.replace(/^(die|der|das|the) /i, '')]
      .map((who) => text.toLowerCase().indexOf(who.toLowerCase()))
      .find((found) => found >= 0) ?? -1;
  const whoSaid =
    at >= 0 && text.toLowerCase().startsWith(actor.who.toLowerCase(), at)
      ? actor.who
      : actor.who.replace(/^(die|der|das|the) /i, '');
  // "Zwei davon, Luca und Deniz, streiten …", "Two of your carers, Grace and Olu, refuse …": the
  // actor is named between commas; what follows the names is the verb.
  const named = /^[^,]{2,40},\s+\p{Lu}[\p{L}-]*(?:\s+(?:und|and)\s+\p{Lu}[\p{L}-]*)?,\s+/u.exec(text);
  const end = at >= 0 ? at + whoSaid.length : named ? named[0].length : -1;
  if (end < 0) return null;
  const rest = text
    .slice(end)
    .replace(/^[,\s]+/, '')
    .split(/\s+/)
    .filter(Boolean);
  if (rest.length < 2) return null;
  const open = whetherClause(rest, lang);
  if (open) return { kind: 'whether', label: open };
  if (lang === 'de') {
    const verb = (rest[0] as string).toLowerCase();
    const want = germanModal.test(verb);
    // "am liebsten die Akquise": an adverb in the shape of a preposition hides no place (coach29).
    const label = germanMatter(rest.slice(1).join(' ').replace(germanAdverbial, ' ').split(/\s+/).filter(Boolean));
    return label ? { kind: want ? 'want' : 'act', label } : null;
  }
  const words = rest.map((word) => word.replace(/[,;:.!?)(]+$/g, '').replace(/’/g, "'"));
  const want = englishWant.test(words.slice(0, 2).join(' ')) || englishWant.test(words[0] as string);
  const label = englishMatter(words);
  return label ? { kind: want ? 'want' : 'act', label } : null;
}

// "She keeps booking …", "Er verteilt …", "Sie blockiert …" (a verb in -t: she, not "Sie" the reader, not they).
const englishPronounSubject = /^(he|she|they)\s+(?!is\b|are\b|was\b|were\b)\p{Ll}{2,}/iu;
const germanPronounSubject = /^(er|sie)\s+(\p{Ll}{2,}t)\b/iu;

/**
 * A clause said back that opens with a pronoun ("He keeps rewriting your copy …", "Sie blockiert
 * jede Code-Review …"): the one it stands for, as the question names them ("he", "sie"), so the
 * matter can be read after it. Null when the clause does not start so.
 */
export function pronounActor(said: string, lang: Lang): Actor | null {
  const found = (lang === 'de' ? germanPronounSubject : englishPronounSubject).exec(said.trim());
  if (!found) return null;
  const who = (found[1] as string).toLowerCase();
  return { who, plural: who === 'they' };
}

/**
 * The user and the other side at odds in the clause said back ("Deine Mitgründerin und du streitet
 * über …", "Your co-founder and you fight about …"): the pair, whose matter matterOf reads, and the
 * other side alone, whom the question names. Null when the clause does not start so.
 */
export function togetherOf(said: string, lang: Lang): { pair: Actor; other: Actor } | null {
  const found = (lang === 'de' ? /^(.{3,50}?) und du (?=\p{Ll})/u : /^(.{3,50}?) and you (?=\p{Ll})/u).exec(
    said.trim(),
  );
  // "You run the agency … and you argue …": two clauses of the user's own, no pair (coach29).
  if (!found || /^(du|you)\b/i.test(found[1] as string) || (found[1] as string).split(' ').length > 5) return null;
  // The sentence's capital goes with a determiner ("Deine Mitgründerin" -> "deine …"), a name keeps it.
  const other = (found[1] as string).replace(/^(Dein\p{Ll}*|Eu(?:er|re\p{Ll}*)|Your|The)\b/u, (word) =>
    word.toLowerCase(),
  );
  return {
    pair: { who: found[0].trim(), plural: true },
    other: { who: other, plural: /\s(und|and)\s/.test(other) },
  };
}

// "…, es geht um unseren Gebietsleiter.", "… and it's about our area manager.": the person is
// named, the conflict not told yet. German accusative after "um" -> nominative for the question.
const germanAboutWhom =
  /(?:^|[,;.]\s*|\s(?:und|aber)\s)[Ee]s geht (?:dabei |hier )?um (unseren|unsere|unser|meinen|meine|mein|den|die|das) ((?:\p{Ll}+ )?\p{Lu}[\p{L}-]+(?: (?:bei|in|von|aus) (?:der|dem|den|unserer|unserem) \p{Lu}[\p{L}-]+)?)\s*[.!]?\s*$/u;
const englishAboutWhom =
  /(?:^|[,;.]\s*|\s(?:and|but)\s)(?:it'?s|it is|this is) (?:all )?about (our|my|the) ((?:[\p{Ll}-]+ ){0,2}[\p{Ll}-]+)\s*[.!]?\s*$/iu;
const germanNominative: Record<string, [nominative: string, accusative: string]> = {
  unseren: ['euer', 'euren'],
  unsere: ['eure', 'eure'],
  unser: ['euer', 'euer'],
  meinen: ['dein', 'deinen'],
  meine: ['deine', 'deine'],
  mein: ['dein', 'dein'],
  den: ['der', 'den'],
  die: ['die', 'die'],
  das: ['das', 'das'],
};

/** The person a first message only names ("es geht um unseren Gebietsleiter"): nominative and accusative from the coach's side. */
export function aboutWhom(told: string, lang: Lang): { nominative: string; accusative: string } | null {
  const text = told.trim().replace(/’/g, "'");
  if (lang === 'de') {
    const found = germanAboutWhom.exec(text);
    const forms = found ? germanNominative[found[1] as string] : undefined;
    if (!found || !forms) return null;
    return { nominative: `${forms[0]} ${found[2]}`, accusative: `${forms[1]} ${found[2]}` };
  }
  const found = englishAboutWhom.exec(text);
  if (!found || /^(it|this|that|money|time)$/i.test(found[2] as string)) return null;
  const said = `${/^the$/i.test(found[1] as string) ? 'the' : 'your'} ${found[2]}`;
  return { nominative: said, accusative: said };
}

/**
 * A first message that only tells where the user stands, with someone named ("Hi, ich bin Jana, ich
 * hab mit meinem Kumpel Sven … gegründet", "I run a studio with my friend Tom"): that name, so the
 * question can ask what is going on between the two. Null when the message tells more.
 */
export function settingName(told: string, lang: Lang, isSetting: (clause: string) => boolean): string | null {
  const sentences = told
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.replace(/[.!?]+$/, '').trim())
    .filter(Boolean);
  if (sentences.length === 0 || !sentences.every((sentence) => isSetting(sentence))) return null;
  const found = (
    lang === 'de'
      ? /\b(?:meinem|meiner|meine|mein|meinen|unserem|unserer|unsere|unser|unseren) (?:\p{Ll}+ )?\p{Lu}[\p{L}-]+ (\p{Lu}\p{Ll}+)\b/u
      : /\b(?:my|our) (?:[\p{Ll}-]+ ){1,2}(\p{Lu}\p{Ll}+)\b/u
  ).exec(told);
  return found ? (found[1] as string) : null;
}

// coach29: where no one acting can be read ("Nobody in your office does the dishes", "Eine
// Kollegin tauscht …", "Ihr macht beide am liebsten Vertrieb") or the strict reading finds nothing
// after the verb, the matter is still named in the user's own nouns, read more loosely: any noun but
// a person, a time or a place. Used only for a question that would otherwise fit any conflict.
// People are no matter ("Stammkunde", "Schwager", "Leute"); nor are words that name no thing.
const germanPerson =
  /(kunde|kundin|kunden|kundinnen|leute|mitarbeiter\p{Ll}*|kolleg\p{Ll}*|chef\p{Ll}*|freund\p{Ll}*|mutter|vater|eltern|bruder|schwester|schwager|schwägerin|sohn|tochter|onkel|tante|frau|mann|nachbar\p{Ll}*|vermieter\p{Ll}*|lieferant\p{Ll}*|gründer\p{Ll}*|partner\p{Ll}*|investor\p{Ll}*|berater\p{Ll}*|leiter\p{Ll}*|leitung|teilhaber\p{Ll}*|inhaber\p{Ll}*|beirat|vorstand|team|hälfte|andere[n]?)$/iu;
// "im Büro", "am Telefon", "seit Wochen", "bei Kunden": where, when and how. "mit Geld", "für die
// Quittungen", "über die Schichten": what it is about.
const germanWhere =
  /^(in|im|am|an|auf|bei|beim|seit|bis|nach|vor|per|aus|durch|unter|hinter|neben|zwischen|ohne|ins|aufs|ans)$/i;

function looseGerman(clause: string): string | null {
  const tokens = clause.replace(germanAdverbial, ' ').split(/\s+/).filter(Boolean);
  const found: { noun: string; after: boolean }[] = [];
  tokens.forEach((token, i) => {
    const noun = token.replace(/[,;:.!?)("„“]+/g, '');
    if (i === 0 || !/^\p{Lu}\p{Ll}[\p{L}-]{2,}$/u.test(noun)) return;
    if (germanNoMatter.test(noun) || germanEmpty.test(noun) || germanPerson.test(noun)) return;
    // The preposition before the noun and its article or adjectives, if any.
    let at = i - 1;
    while (at >= 0 && /^\p{Ll}/u.test(tokens[at] as string) && !germanPreposition.test(tokens[at] as string)) at--;
    const preposition = at >= 0 && germanPreposition.test(tokens[at] as string) ? (tokens[at] as string) : null;
    if (preposition && germanWhere.test(preposition)) return;
    found.push({ noun, after: preposition !== null });
  });
  return (found.find((noun) => !noun.after) ?? found[0])?.noun ?? null;
}

// English verbs a clause's matter follows ("does the dishes", "drops a new job", "pays every supplier").
const englishVerbLike =
  /^(\p{Ll}{3,}(?<![su])s|\p{Ll}{3,}ed|does|do|did|gets|got|takes|took|makes|made|puts|runs|ran|keeps|kept|leaves|left|brings|brought|sends|sent|gives|gave|buys|bought|handles|handled)$/u;
const englishTaken = /^(the|a|an|every|each|his|her|their|my|our|your|its|some|off|up|out)$/i;
const englishWhen =
  /^(minute|hour|day|week|month|year|time|moment|morning|evening|night|weekend|friday|monday|later|earlier)s?$/i;
const englishPerson =
  /^(supplier|customer|client|landlord|boss|manager|colleague|partner|friend|founder|co-founder|cofounder|investor|staff|people|team|employee|lead|owner|vendor|other|others)s?$/i;

function looseEnglish(clause: string): string | null {
  const tokens = clause
    .replace(/’/g, "'")
    .split(/\s+/)
    .map((token) => token.replace(/[,;:.!?)("“”]+$/g, ''))
    .filter(Boolean);
  for (let i = 1; i < tokens.length - 1; i++) {
    // A verb is read only before what it takes ("does the dishes", "signs off the newsletter"):
    // a word in -s before anything else is as often a noun ("logistics startup") or an adverb.
    // "keeps taking the last parking space": a verb in -ing between the two.
    const taken =
      englishTaken.test(tokens[i + 1] as string) ||
      (/\p{Ll}{2,}ing$/u.test(tokens[i + 1] as string) && englishTaken.test(tokens[i + 2] ?? ''));
    if (!englishVerbLike.test(tokens[i] as string) || !taken) continue;
    // "every supplier", "each invoice": a quantifier before a thing leads the phrase.
    const rest = tokens.slice(i).map((token, j) => (j === 1 && /^(every|each)$/i.test(token) ? 'the' : token));
    const label = englishMatter(rest);
    if (label && !label.split(' ').some((word) => englishWhen.test(word) || englishPerson.test(word))) return label;
  }
  return null;
}

/**
 * The matter of a clause read loosely (coach29): a German noun that is no person, time or place, an
 * English noun phrase after a verb; null when none can be read. For a clause whose strict reading
 * (`matterOf`) found no one acting or nothing after the verb.
 */
export function looseMatter(clause: string, lang: Lang): string | null {
  const text = clause.trim().replace(/[.!?]+$/, '');
  return lang === 'de' ? looseGerman(text) : looseEnglish(text);
}
