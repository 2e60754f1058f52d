// Answers the user gives right after a draft that change it without asking for a tone (coach25a,
// issue 22): a bare name or time ("Dr. Albers.", "30. Oktober.", "Friday 3pm") goes into the draft,
// "ohne die Entschuldigung" / "take out the apology" drops what it names, and "und dass ich bis
// Sonntag eine Antwort möchte" / "add that I want an answer by Monday" adds it. Each returns the
// draft changed, or null when it has nothing to change; the tone revisions stay in drafting.ts.
import { fold, months as monthNames, weekdays as weekdayNames, words } from './text';
import type { Lang } from './types';

export type DraftEdit =
  | { kind: 'name'; name: string }
  | { kind: 'when'; when: string }
  | { kind: 'drop'; what: string }
  | { kind: 'add'; clause: string };

const weekdays = `${weekdayNames}|mo|di|mi|do|fr|sa|so|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun`;
const months = `${monthNames}|jan|feb|mar|apr|jun|jul|aug|sep|sept|okt|oct|nov|dez|dec`;
/** A time said alone: a weekday, a date, a clock time or a relative day, with at most a few words after it. */
const timeAlone = new RegExp(
  `^(?:(?:am|an|on|at|um|bis|by|next|nächste[nrs]?|kommende[nrs]?|this|diese[nrs]?)\\s+)?(?:(?:${weekdays})\\b\\.?|\\d{1,2}\\.(?:\\s?\\d{1,2}\\.|\\s+(?:${months}))|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${months})|(?:${months})\\s+\\d{1,2}|\\d{1,2}(?:[.:]\\d{2})?\\s?(?:uhr|am|pm)\\b|morgen|übermorgen|tomorrow|heute|today|tonight|nächste woche|next week)`,
  'iu',
);
/** Words that may follow a time alone ("Montag 9 Uhr vor Ladenöffnung", "Saturday 10am, before the shift"). */
const firstPerson = /\b(ich|mich|mir|wir|uns|i|me|we|us|my|mein\w*)\b/i;

/** Titles before a name: the name comes whole ("Frau Keller", "Dr. Albers", "Ms Patel"). */
const title = /^(?:(?:Dr\.?|Prof\.?|Herr|Frau|Mr\.?|Mrs\.?|Ms\.?|Miss)\s+)+/u;
/** A capitalised word or two alone; German nouns end in these more than names do. */
const bareName = /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?$/u;
const nounEnding = /(ung|heit|keit|schaft|tion|ität|ismus|ment|ness|ship|ity)$/i;
/** Words a short answer begins with that are no name. */
const notNames = new Set(
  'ja nein nee jein genau gut okay ok passt super perfekt danke klar stimmt richtig sicher egal vielleicht warum wieso was wer wie wo wann hallo hi hey yes yeah yep no nope sure fine great thanks thank cool right maybe why what who how where when hello kurzer knapper lockerer warmer klarer shorter warmer softer firmer clearer beides both none keiner niemand nobody alle everyone'.split(
    ' ',
  ),
);

/** "ohne die Entschuldigung", "lass den Satz mit X weg", "take out the apology", "without the part about X". */
const dropAsked =
  /^(?:(?:und|and|aber|but|bitte|please|ok|okay|also|dann|then|nee|nein|no)\W+)*(?:ohne|without|(?:lass|nimm|streich)\w*(?: \p{L}+)?? (?:(?:die|den|das|der) )?|(?:take|leave|cut) out|drop|remove|skip|lose)\s+(.+?)(?:\s+(?:weg|raus|heraus))?[.!]?$/iu;
/** "den letzten Satz weglassen", "die Entschuldigung bitte raus", "the apology can go". */
const dropAtEnd =
  /^(?:(?:und|and|aber|but|bitte|please|ok|okay|also|dann|then)\W+)*((?:den|die|das|der|diesen|diese|dieses|the|that|this)\s+.+?)\s+(?:bitte\s+)?(?:weglassen|rausnehmen|streichen|raus|weg|can go|has to go|must go)[.!]?$/iu;
/** "und dass …", "und sag, dass …", "schreib noch rein, dass …", "add that …", "mention that …". */
const addAsked =
  /^(?:(?:und|and|aber|but|bitte|please|ok|okay|also|dann|then|oh)\W+)*(?:(?:(?:add|mention|say|include|put in|write|tell (?:him|her|them)|note)(?: also| too| as well)?,? that)|(?:(?:sag|schreib|erwähn|füg|nimm|mach|pack|setz)\w*(?: \p{L}+){0,3}?,? dass)|dass)\s+(.+?)[.!]?$/iu;

/** What a short answer right after a draft asks of it, or null. */
export function draftEdit(text: string): DraftEdit | null {
  const trimmed = text.trim();
  if (trimmed.includes('?') || words(trimmed).length > 16) return null;
  const added = addAsked.exec(trimmed);
  if (added) return { kind: 'add', clause: (added[1] as string).trim() };
  const dropped = dropAsked.exec(trimmed) ?? dropAtEnd.exec(trimmed);
  if (dropped && words(trimmed).length <= 12) return { kind: 'drop', what: (dropped[1] as string).trim() };
  const plain = trimmed.replace(/[.!]+$/, '').trim();
  if (words(plain).length <= 8 && timeAlone.test(plain) && !firstPerson.test(plain))
    return { kind: 'when', when: plain };
  return nameAnswer(plain.replace(toWhom, ''));
}

/** "An Jonas", "to Maya", "für Frau Keller": whom the draft is for, said with its preposition. */
const toWhom = /^(?:[Aa]n|[Ff]ür|[Tt]o|[Ff]or)\s+(?=\p{Lu})/u;

/** A bare name as the answer ("Dr. Albers", "Anna Schmidt", "Frau Keller"), or null. */
function nameAnswer(plain: string): DraftEdit | null {
  const titled = title.exec(plain);
  const rest = titled ? plain.slice(titled[0].length) : plain;
  if (
    words(plain).length <= 4 &&
    bareName.test(rest) &&
    !notNames.has(fold(rest.split(/\s+/)[0] as string)) &&
    (titled !== null || !nounEnding.test(rest))
  )
    return { kind: 'name', name: plain };
  return null;
}

/** A line that only greets ("Hallo,", "Dear Lena,") or signs off ("Viele Grüße"). */
const greetingLine = /^[^.!?]{1,40},$/;
const signOffLine =
  /^(viele grüße|beste grüße|liebe grüße|lg|best regards|kind regards|best|cheers|regards|thanks)[,!.]?$/i;
/** A greeting at the start of the body: "Hallo,", "Hi Marco,", "Tarek,", "Hallo ihr beiden,". */
const inlineGreeting =
  /^(?:(Hallo|Hi|Hey|Liebe\p{Ll}*|Lieber|Dear|Guten Tag|Hello)\b(?:\s+[^,.!?]{1,30})?|\p{Lu}[\p{Ll}-]+(?: \p{Lu}[\p{Ll}-]+)?),\s+/u;
const plural = /\b(ihr beiden|euch|both of you|you both)\b/i;

interface DraftParts {
  greeting: string | null;
  inline: string | null;
  parts: string[];
  closing: string | null;
}

function split(draft: string): DraftParts {
  const lines = draft
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const greeting = lines.length > 1 && greetingLine.test(lines[0] as string) ? (lines.shift() as string) : null;
  const closing = lines.length > 1 && signOffLine.test(lines.at(-1) as string) ? (lines.pop() as string) : null;
  let body = lines.join(' ');
  let inline: string | null = null;
  const opener = greeting ? null : inlineGreeting.exec(body);
  if (opener) {
    inline = opener[0].replace(/,\s+$/, '');
    body = body.slice(opener[0].length);
  }
  // "am 14. März" ends no sentence.
  const parts = body.split(/(?<=(?<!\d)[.!?])\s+/).filter(Boolean);
  return { greeting, inline, parts, closing };
}

function join({ greeting, inline, parts, closing }: DraftParts, lang: Lang): string {
  const body = parts.join(' ');
  // After "Hallo Sophie," a German sentence goes on in lower case unless it starts with a noun or a name.
  const lower =
    lang === 'de' ? /^(Ich|Wir|Mir|Es|Das|Dass|Sag|Lass|Lasst|Gib)\b/.test(body) : !/^(I|I'd|I'm)\b/.test(body);
  const opened = inline ? `${inline}, ${lower ? body.charAt(0).toLowerCase() : body.charAt(0)}${body.slice(1)}` : body;
  return [greeting, opened, closing].filter(Boolean).join('\n');
}

const salutation = /^(Hallo|Hi|Hey|Hello|Dear|Guten Tag|Liebe\p{Ll}*|Lieber)\b/u;
/** A greeting between people on first-name terms: "Hallo Anna", "Hi Anna", "Liebe Anna", never the surname too. */
const informal = /^(Hallo|Hi|Hey|Hello|Liebe\p{Ll}*|Lieber)$/u;

/**
 * The name as an informal greeting says it: "Anna Schmidt" -> "Anna"; a name with a title stays
 * whole ("Frau Keller", "Dr. Albers": the title is what makes it polite).
 */
export function firstName(name: string): string {
  return title.test(name) ? name : (name.split(/\s+/)[0] as string);
}

/** The name goes into the greeting: "Hallo," → "Hallo Frau Keller,", "Dear Lena," → "Dear Dr. Albers,". */
function named(draft: DraftParts, name: string, lang: Lang): DraftParts {
  const greet = (current: string | null) => {
    const word = current ? salutation.exec(current)?.[1] : undefined;
    return `${word ?? (lang === 'de' ? 'Hallo' : 'Hi')} ${informal.test(word ?? 'Hi') ? firstName(name) : name}`;
  };
  if (draft.greeting) return { ...draft, greeting: `${greet(draft.greeting)},` };
  // A message to both keeps its plural greeting: one name does not address both.
  if (draft.inline && plural.test(draft.inline)) return draft;
  return { ...draft, inline: greet(draft.inline) };
}

/** A sentence of the draft that asks for a time or names one. */
const timeSentence = new RegExp(
  `\\b(diese woche|this week|wann|when|what time|in ruhe|zusammensetzen|talk it through|passt|works for you|(?:${weekdays.split('|').slice(0, 14).join('|')}))\\b`,
  'i',
);

/** The time as it reads inside a sentence: "Donnerstag um 14 Uhr" → "am Donnerstag um 14 Uhr", "Friday 3pm" → "on Friday at 3pm". */
function timePhrase(when: string, lang: Lang): string {
  let phrase = when.replace(/^(?:next|this)\s+/i, (m) => m.toLowerCase());
  if (lang === 'de') {
    phrase = phrase.replace(/^(\p{Ll})/u, (c) => c).replace(/(?<!um )\b(\d{1,2}(?:[.:]\d{2})?\s?Uhr)\b/u, 'um $1');
    phrase = phrase.replace(/\bum um\b/, 'um');
    if (/^(\d|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)/i.test(phrase)) phrase = `am ${phrase}`;
  } else {
    phrase = phrase.replace(/(?<!at )\b(\d{1,2}(?::\d{2})?\s?(?:am|pm))\b/i, 'at $1').replace(/\bat at\b/, 'at');
    if (/^(\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday)/i.test(phrase)) phrase = `on ${phrase}`;
  }
  return phrase.replace(/,\s*/g, ', ');
}

function withTime(draft: DraftParts, when: string, lang: Lang): DraftParts {
  const phrase = timePhrase(when, lang);
  const text = [draft.inline, ...draft.parts].join(' ');
  const formal = lang === 'de' ? /\b(Sie|Ihnen|Ihr\w*)\b/.test(text.replace(/^\S+/, '')) : draft.closing !== null;
  const both = plural.test(text);
  const sentence =
    lang === 'de'
      ? formal
        ? `Ich würde mich freuen, wenn wir ${phrase} sprechen könnten.`
        : both
          ? `Lasst uns ${phrase} in Ruhe zusammensetzen.`
          : `Lass uns ${phrase} in Ruhe darüber reden.`
      : formal
        ? `I would suggest we speak ${phrase}.`
        : both
          ? `Let's sit down together ${phrase}.`
          : `Let's talk it through ${phrase}.`;
  // The sentences that asked for a time or named one give way to the time the user named.
  const kept = draft.parts.filter((part, i) => i === 0 || !timeSentence.test(part));
  return { ...draft, parts: [...kept, sentence] };
}

/** The words of what is to go ("die Entschuldigung am Anfang" → entschuldigung, anfang), folded. */
const dropFiller = new Set(
  'das die der den dem des ein eine einen einem mit von vom zum zur am im the a an bit part about with of that this at in satz sentence line teil stelle'.split(
    ' ',
  ),
);
const placeAsked =
  /^(?:(?:den|die|das|the) )?(letzte\w*|erste\w*|last|first|final|opening|closing|schluss\w*)[ -]?(satz|zeile|teil|absatz|line|sentence|bit|part|paragraph|satz am ende)?$|^(?:(?:den|der|die|das|the) )?(?:satz|zeile|line|sentence) (?:am|at the) (anfang|ende|start|end)$/;
const apology = /\b(entschuldig\w*|tut mir leid|sorry|apolog\w*|leider|unfortunately)\b/i;

function dropped(draft: DraftParts, what: string): DraftParts | null {
  const wanted = fold(what)
    .split(' ')
    .filter((word) => word.length >= 4 && !dropFiller.has(word));
  const asksApology = apology.test(what);
  const matches = (part: string) => {
    const have = fold(part).split(' ');
    return (
      (asksApology && apology.test(part)) ||
      wanted.some((word) => have.some((mine) => mine.length >= 4 && mine.startsWith(word.slice(0, 6))))
    );
  };
  let parts = draft.parts.filter((part) => !matches(part));
  // "den letzten Satz", "the first line": a place in the draft, not its words.
  const place = placeAsked.exec(fold(what));
  if (place && parts.length === draft.parts.length)
    parts = /^(letzt|last|final|clos|schluss|ende?\b)/.test(place[1] ?? place[3] ?? '')
      ? parts.slice(0, -1)
      : parts.slice(1);
  if (parts.length === draft.parts.length || parts.length === 0) return null;
  return { ...draft, parts };
}

/** A word that opens a German noun phrase ("die", "unser", "jede"). */
const determiner =
  /^(der|die|das|den|dem|des|ein\p{Ll}*|kein\p{Ll}*|mein\p{Ll}*|dein\p{Ll}*|sein\p{Ll}*|ihr\p{Ll}+|unser\p{Ll}*|euer|eure\p{Ll}*|dies\p{Ll}*|jede\p{Ll}*|alle)$/u;

/** "dass ich bis Sonntag eine Antwort möchte" → "Ich möchte bis Sonntag eine Antwort." (the verb moved to second place). */
function germanMainClause(clause: string, both: boolean): string {
  const toReader = (text: string) =>
    both
      ? text.replace(/\b(ihnen)\b/g, 'euch').replace(/\b(die beiden|beide)\b/g, 'ihr beide')
      : text.replace(/\bihm\b/g, 'dir').replace(/\bihn\b/g, 'dich');
  const parts = clause.replace(/[.!]+$/, '').split(/\s+/);
  const verb = parts.at(-1) ?? '';
  // The subject is the first noun phrase: "die Flaschen", "unser neuer Azubi", or a pronoun alone.
  const before = parts.slice(0, -1);
  const noun = determiner.test(before[0] ?? '') ? before.slice(1, 4).findIndex((word) => /^\p{Lu}/u.test(word)) : -1;
  const subject = before.slice(0, noun + 2).join(' ');
  const middle = before.slice(noun + 2);
  if (!subject || !/^\p{Ll}{2,}$/u.test(verb) || parts.length < 2)
    return `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`;
  const opened = subject === 'ich' ? 'Ich' : `${subject.charAt(0).toUpperCase()}${subject.slice(1)}`;
  return toReader([opened, verb, ...middle].join(' ')) + '.';
}

function englishSentence(clause: string, both: boolean): string {
  const spoken = clause
    .replace(/[.!]+$/, '')
    .replace(both ? /\b(them|both of them)\b/g : /\b(him|them)\b/g, 'you')
    .replace(/\bher\b(?=\s+(?:to|for|about|by|a|an|the|in|on|at|with|if|whether|and)\b|\s*$)/g, 'you')
    .replace(both ? /\btheir\b/g : /\b(his|their)\b/g, 'your');
  return `${spoken.charAt(0).toUpperCase()}${spoken.slice(1)}.`;
}

function added(draft: DraftParts, clause: string, lang: Lang): DraftParts {
  const both = plural.test([draft.inline, ...draft.parts].join(' '));
  const sentence = lang === 'de' ? germanMainClause(clause, both) : englishSentence(clause, both);
  // Before the last sentence (the way to meet or answer), which stays the close.
  const parts =
    draft.parts.length >= 2
      ? [...draft.parts.slice(0, -1), sentence, draft.parts.at(-1) as string]
      : [...draft.parts, sentence];
  return { ...draft, parts };
}

/** The draft changed as the short answer asks, or null when it has nothing to change. */
export function editedDraft(previous: string, edit: DraftEdit, lang: Lang): string | null {
  const draft = split(previous);
  if (draft.parts.length === 0) return null;
  const changed =
    edit.kind === 'name'
      ? named(draft, edit.name, lang)
      : edit.kind === 'when'
        ? withTime(draft, edit.when, lang)
        : edit.kind === 'drop'
          ? dropped(draft, edit.what)
          : added(draft, edit.clause, lang);
  if (!changed) return null;
  const text = join(changed, lang);
  return text === join(draft, lang) ? null : text;
}
