// tinyld's statistical detector (tinyld 1.3.4, MIT, github.com/komodojp/tinyld; its "normal"
// model), for German and English only: what `detectAll(text, { only: ['de', 'en'] })` answers,
// with the n-grams of the other 60-odd languages left out of the model. tinyld builds its whole
// model when it is imported (about 40 MB resident and a few hundred ms of CPU before the api
// could listen); the German and English part is a twelfth of it (language-model.generated.ts).
// The steps below are tinyld's, unchanged; language-model.test.ts checks that the answers are
// tinyld's own on the advisor's texts and that the model is tinyld's, cut to the two languages.
import { gramFrequencies, uniqueGrams } from './language-model.generated';
import type { Lang } from './types';

export interface LanguageGuess {
  lang: Lang;
  accuracy: number;
}

/** tinyld's order of its languages (English before German): the order of equal scores. */
const languages: readonly Lang[] = ['en', 'de'];
/** Maps: a gram is never mistaken for an Object.prototype property. */
const uniques = new Map(Object.entries(uniqueGrams));
const multiples = new Map(Object.entries(gramFrequencies));
/** The n-gram lengths of tinyld's normal model. */
const gramLengths = [1, 2, 3, 4, 5];

const punctuation = /[,.。，、#%&/\\+*¡!¿?[\]！？;:…„“«»”"“_–—~]/gi;
const digits = /[0-9]/g;
const fullWidthDigits = /[\uFF10-\uFF19]/g;
const spaces = /\s\s+/g;
const apostrophe = /’/gi;
const combiningMarks = /[\u0300-\u036f]/g;
const chunkSeparator = /([,，、。!¿?！？":;()「」{}„“«»”"“<>⋯《》*]|[.[\]\\])+/;
const wordSeparator = /[ ]+/;

const clean = (text: string): string =>
  text
    .toLowerCase()
    .replace(apostrophe, "'")
    .replace(punctuation, ' ')
    .replace(fullWidthDigits, (digit) => String.fromCharCode(digit.charCodeAt(0) - 65248))
    .replace(digits, '')
    .replace(spaces, ' ')
    .trim();

const withoutAccents = (text: string): string => text.normalize('NFD').replace(combiningMarks, '');

const round = (value: number): number => Math.round(value * 1e4) / 1e4;

/** The n-grams of `text` of length `n`, padded with spaces (at most one space in a row). */
function grams(text: string, n: number): string[] {
  const found: string[] = [];
  const padded = ' '.repeat(n - 1) + text + ' '.repeat(n - 1);
  for (let start = 0; start < padded.length - (n - 1); start++) {
    const chars: string[] = [];
    let blanks = 0;
    for (let offset = 0; offset < n; offset++) {
      if (padded[start + offset] === ' ') blanks += 1;
      else blanks = 0;
      if (!(blanks > 1)) chars.push(padded[start + offset]!);
    }
    const gram = chars.join('');
    if (gram.trim().length > 0 && gram.length === n) found.push(gram);
  }
  return found;
}

/** A gram only one of the languages uses decides a chunk (tinyld's first pass). */
function uniqueGramLanguage(chunk: string): Lang | '' {
  for (const n of gramLengths) {
    for (const gram of grams(chunk, n)) {
      const lang = uniques.get(gram);
      if (lang) return lang;
    }
  }
  return '';
}

/** Scores of one word by its grams' frequencies (tinyld's second pass). */
function wordGuesses(word: string): LanguageGuess[] {
  const scores = new Map<Lang, number>(languages.map((lang) => [lang, 0]));
  for (const gram of gramLengths.flatMap((n) => grams(word, n))) {
    const plain = withoutAccents(gram);
    const frequencies = multiples.get(plain);
    if (!frequencies) continue;
    for (const lang of languages) {
      const frequency = frequencies[lang];
      if (frequency !== undefined) scores.set(lang, scores.get(lang)! + (frequency * plain.length) / 4);
    }
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const best = Math.max(...ranked.map(([, score]) => score)) || 1;
  return ranked.map(([lang, score]) => ({ lang, accuracy: 1 - round((best - score) / best) }));
}

/** What tinyld's `detectAll(text, { only: ['de', 'en'] })` answers: the languages with a score, best first. */
export function detectGermanEnglish(text: string): LanguageGuess[] {
  const chunks = text
    .split(chunkSeparator)
    .map(clean)
    .filter((chunk) => !!chunk)
    .sort((a, b) => b.length - a.length)
    .slice(0, 7);
  let total = 0;
  const sums: Partial<Record<Lang, number>> = {};
  for (const chunk of chunks) {
    const unique = uniqueGramLanguage(chunk);
    if (unique) {
      sums[unique] = (sums[unique] ?? 0) + chunk.length;
      total += chunk.length;
      continue;
    }
    for (const word of chunk.split(wordSeparator)) {
      for (const guess of wordGuesses(word)) sums[guess.lang] = (sums[guess.lang] ?? 0) + guess.accuracy;
      total += word.length;
    }
  }
  return (Object.entries(sums) as [Lang, number][])
    .filter(([, sum]) => sum > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([lang, sum]) => ({ lang, accuracy: sum / total }));
}
