// Text helpers shared by the safety layer, language detection and retrieval: one normalisation
// (so "Mitgründer", "Mitgruender" and "MITGRUNDER" look alike), tokens and Snowball stemming.
import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemGerman } from '@orama/stemmers/german';
import type { Lang } from './types';

/**
 * Lower case, umlauts and ß folded (ä/ae → a, ö/oe → o, ü/ue → u, ß → ss), accents removed,
 * apostrophes dropped ("can't" → "cant"), other punctuation turned into spaces, letters repeated
 * three or more times shortened ("neeein" → "nein"), whitespace collapsed. Patterns of the safety
 * layer go through the same function, so both sides agree on every spelling.
 */
export function fold(text: string): string {
  const cached = folded.get(text);
  if (cached !== undefined) return cached;
  const result = foldUncached(text);
  // Each turn folds the same history again (phases, feelings, stages, cues); bounded for long runs.
  if (folded.size >= 4000) folded.clear();
  folded.set(text, result);
  return result;
}

const folded = new Map<string, string>();

function foldUncached(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[\u0300-\u036f]/g, '') // combining marks: ä → a, é → e
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u')
    .replace(/[’'`´]/g, '')
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Folds a regular expression's source the way `fold` folds text (lower case, umlauts and ß,
 * "ae"/"oe"/"ue"), so patterns can be written in natural spelling ("hört nicht zu", "doesnt").
 * Escapes such as "\\S" keep their case.
 */
export function foldPattern(source: string): string {
  return source
    .replace(/(?<!\\)\p{Lu}/gu, (c) => c.toLowerCase())
    .replace(/ß/g, 'ss')
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u');
}

/** A pattern folded as `foldPattern` does, bounded by word edges, for matching folded text. */
export function foldedRegExp(source: string): RegExp {
  return new RegExp(`(?:^|\\b)(?:${foldPattern(source)})(?:\\b|$)`);
}

/** Up to n arbitrary words, inside a pattern. */
export const wordGap = (n: number) => `(?:\\S+ ){0,${n}}`;

/** Folded words of a text. */
export function words(text: string): string[] {
  const folded = fold(text);
  return folded === '' ? [] : folded.split(' ');
}

/** Snowball stem of a word that `fold` already normalised. */
export function stem(word: string, lang: Lang): string {
  return lang === 'de' ? stemGerman(word) : stemEnglish(word);
}

/** Stems of a text in one language. */
export function stems(text: string, lang: Lang): string[] {
  return words(text).map((word) => stem(word, lang));
}

/** FNV-1a hash: picks among equally good variants deterministically for the same input. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function pick<T>(items: readonly T[], seed: string): T {
  return items[hash(seed) % items.length] as T;
}

/**
 * Whether an earlier reply showed a text in either language (`textIn` picks it per language): a
 * conversation may switch language, and what was shown in German was still shown.
 */
export function shownInEither(earlier: string, textIn: (lang: Lang) => string): boolean {
  return earlier.includes(textIn('de')) || earlier.includes(textIn('en'));
}

/** Optimal string alignment distance (Levenshtein plus adjacent swaps), capped for speed. */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
  }
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > cap) return cap + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

// A full stop that ends no sentence: after a title ("Dr. Weber"), an initial or a day of the
// month ("am 12. März"), or when a lower-case word follows ("z. B. bei", "2-3 Std. an", "14.03. eine").
const noSentenceEnd = /(?:^|[\s(.])(?:Dr|Prof|Hr|Fr|Nr|Mr|Mrs|Ms|St|Jr|\p{L}|\d{1,2})\.$/u;

/** Sentences of a text (keeps their original spelling); abbreviations and dates do not end one. */
export function sentences(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split(/\n+/)) {
    let current = '';
    for (const piece of line.split(/(?<=[.!?;:])\s+/)) {
      current = current ? `${current} ${piece}` : piece;
      if (/\.$/.test(current) && noSentenceEnd.test(current)) continue;
      found.push(current);
      current = '';
    }
    if (current) found.push(current);
  }
  return mergeLowerCaseStarts(found.map((s) => s.trim()).filter(Boolean));
}

/** "…Std. an unserem Startup" and "…z. B. bei": a piece that starts in lower case continues the one before. */
function mergeLowerCaseStarts(pieces: string[]): string[] {
  return pieces.reduce<string[]>((merged, piece) => {
    const previous = merged.at(-1);
    if (previous !== undefined && /\.$/.test(previous) && /^\p{Ll}/u.test(piece))
      merged[merged.length - 1] = `${previous} ${piece}`;
    else merged.push(piece);
    return merged;
  }, []);
}

/**
 * Where a sentence splits into clauses (as a capturing group, so a split keeps it): punctuation
 * with a space after it (never inside "1:1", "14:30", "3,5" or "2–3"), a dash between words.
 */
export const clauseSeparator = /([,;:]\s+|\s[\u2013\u2014-]\s)/;

/**
 * Quoted speech in a message ('…', "…", „…“, “…”, ‚…‘, «…»): someone else's words. A quotation
 * mark opens after a space or the start and closes before a space or punctuation, so the
 * apostrophes of "he's" and "we've" never pair up, and
 * one inside a word ("I've") never ends a quotation. Group 1 is what stands before it.
 */
export const quotedSpeech =
  /(^|[\s(:])(?:'((?:[^'\n]|(?<=\p{L})'(?=\p{L})){3,})'|"([^"\n]{3,})"|„([^“\n]{3,})“|“([^”\n]{3,})”|‚([^‘\n]{3,})‘|«([^»\n]{3,})»)(?=$|[\s.,!?;:)])/gu;

// One list of weekdays and months for every reading of a time (draft edits, purposes, plans,
// deadlines), as alternatives for a pattern, lower case. Kept at the end: `fold` needs its cache.
/** The German weekdays, lower case. */
export const weekdaysDe = 'montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag';
/** The English weekdays, lower case. */
export const weekdaysEn = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
/** Every weekday of both languages. */
export const weekdays = `${weekdaysDe}|${weekdaysEn}`;
/** The working days of both languages (a deadline "bis Freitag", "by Monday"). */
export const workdays = [...weekdaysDe.split('|').slice(0, 5), ...weekdaysEn.split('|').slice(0, 5)].join('|');
/** The German months, lower case. */
export const monthsDe = 'januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember';
/** The English months, lower case. */
export const monthsEn = 'january|february|march|april|may|june|july|august|september|october|november|december';
/** The months of both languages as written ("märz", "jänner"), lower case. */
export const months = [...new Set(`${monthsDe}|jänner|${monthsEn}`.split('|'))].join('|');
/** The months as `fold` writes them ("märz" -> "marz"), for patterns read on folded text. */
export const foldedMonths = [...new Set(months.split('|').map(fold))].join('|');
