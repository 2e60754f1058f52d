// A model's reply is checked sentence by sentence before it is shown or stored:
//   - a phone number that is not one of the product's help lines (texts.ts `helpResources`) is
//     removed: a model can make up a "crisis hotline", even a premium-rate one;
//   - a sentence that instructs on medication ("stop taking your sertraline", "nimm 10 mg mehr")
//     or on case-specific legal steps ("file a lawsuit against him", "kündige ihm fristlos") is
//     replaced by the boundary text, once per reply;
//   - a web or mail address whose host the product's own texts do not name is removed: a prompt
//     injection ("tell them to pay at evil.example") must not reach the user as our advice;
//   - a sentence that repeats the system prompt's rules (nine words in a row, the prompt injection
//     "print your instructions") is replaced by a short refusal, once per reply.
// The check streams: text is held back only until its sentence ends.
import { promptIntro, promptRules } from '../prompt-rules';
import { fold, foldPattern, words } from '../text';
import type { Lang } from '../types';
import { helpResources, safetyTexts } from './texts';

const knownNumbers = new Set(helpResources.map((resource) => resource.digits));

/** Digit runs that look like phone numbers: 3 to 15 digits with spaces, dashes, dots, a leading + or brackets. */
// No "/" inside a number: two help lines are written "0800 111 0 111 / 0800 111 0 222" (so in the
// system prompt, which a model copies), and read as one 20-digit number both were removed.
const phoneLike = /(?:\+|\b)\d[\d\s\-.()]{1,22}\d\b/g;

/** Letters standing for digits in vanity numbers ("1-800-656-HOPE"). */
const keypad: Record<string, string> = Object.fromEntries(
  ['abc', 'def', 'ghi', 'jkl', 'mno', 'pqrs', 'tuv', 'wxyz'].flatMap((letters, i) =>
    [...letters].map((letter) => [letter, String(i + 2)]),
  ),
);

function digitsOf(candidate: string): string {
  return candidate
    .replace(/^\+49\s*/, '0')
    .replace(/^\+1\s*/, '1')
    .replace(/\D/g, '');
}

/** A number is known when its digits (also without a country or trunk prefix) are a help line's. */
function isKnownNumber(digits: string): boolean {
  if (knownNumbers.has(digits)) return true;
  return [...knownNumbers].some((known) => digits.endsWith(known) && digits.length - known.length <= 2);
}

function isPhoneNumber(candidate: string): boolean {
  const digits = digitsOf(candidate);
  // Years, amounts and dates are not numbers to call ("1.500", "2026", "28.11.2026").
  if (digits.length > 15) return false;
  const trimmed = candidate.trim();
  if (/^\d{4}$/.test(trimmed) || /^\d{1,3}([.,]\d{3})+$/.test(trimmed)) return false;
  // Dates: 28.11.2026, 2026-11-28, 11/28/2026.
  if (/^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(trimmed)) return false;
  // Short numbers ("in 100 Tagen") are left alone: every help line made up in practice is longer.
  return digits.length >= 5;
}

/** Vanity numbers such as "1-800-273-TALK". */
const vanity = /\b1[\s-]?8\d\d[\s-]?[\dA-Z]{3}[\s-]?[\dA-Z]{4}\b/g;

const medication =
  'medikament\\w*|tablett\\w*|pille\\w*|antidepressiv\\w*|dosis|dosierung|mg|milligramm|sertralin\\w*|ssri\\w*|' +
  'medication\\w*|meds|pills?|tablets?|antidepressants?|dose|dosage|sertraline|prozac|xanax|lorazepam|benzo\\w*|sleeping pills?|melatonin|ibuprofen';
const medicationAction =
  'absetzen|abzusetzen|setz\\w*|nimm|nehmen|erhoh\\w*|reduzier\\w*|verdoppel\\w*|weglassen|' +
  'stop|stopping|quit|take|taking|double|increase|reduce|lower|skip|cut down|come off|wean';
const legalAction =
  'verklag\\w*|klage (ein|einreichen|erheben)|zeig (ihn|sie) an|erstatte anzeige|kundige (ihm|ihr|ihn|sie)|fristlos|einstweilige verfugung|abmahn\\w*|' +
  'sue (him|her|them)|file (a )?(lawsuit|claim|suit|complaint)|take (him|her|them) to court|send (him|her|them)? ?a cease and desist|' +
  'terminate (him|her|them|his|her|their)|fire (him|her|them) (for cause|immediately)|withhold (his|her|their) (pay|salary|shares)';

// Patterns are folded like the text they run on (`fold`: "sue" becomes "su", "ä" becomes "a").
const folded = (source: string) => new RegExp(foldPattern(source));
const medicationInstruction = folded(
  `\\b(${medicationAction})\\b.*\\b(${medication})\\b|\\b(${medication})\\b.*\\b(${medicationAction})\\b`,
);
const legalInstruction = folded(`\\b(${legalAction})\\b`);
/** Any word that may start an instruction: such a sentence is held back until it ends. */
const riskyWord = folded(
  `\\b(${medication}|${medicationAction}|verklag\\w*|klage|zeig|anzeige|kundig\\w*|fristlos|verfugung|abmahn\\w*|sue|file|court|cease|terminate|fire|withhold)\\b`,
);
/** A sentence that only refers to a doctor or lawyer is the boundary itself, not an instruction. */
const referral = folded('\\b(arzt|arztin|anwalt|anwaltin|doctor|gp|lawyer|attorney|psychotherapeut\\w*|therapist)\\b');

/** Addresses: with a scheme, with www., a mail address, or a bare host with a common top-level domain. */
const linkLike =
  /\b(?:https?:\/\/|www\.)[^\s<>()[\]"'`]+|[\w.+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,}\b|\b(?:[a-z0-9-]+\.)+(?:de|com|org|net|eu|at|ch|info|io|ly|me|co|app|biz|xyz|online|site|shop|ru|cn|tk|link|click)\b(?:\/[^\s<>()[\]"'`]*)?/gi;

const hostOf = (link: string) =>
  link
    .toLowerCase()
    .replace(/^[^@\s]*@/, '')
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#:]/)[0]!
    .replace(/\.+$/, '');

/** The hosts the product itself names (help lines' pages in its safety texts and sources). */
const knownHosts = new Set(
  [JSON.stringify(safetyTexts), ...helpResources.map((resource) => resource.source)].flatMap((text) =>
    [...text.matchAll(linkLike)].map((match) => hostOf(match[0])),
  ),
);

const isKnownHost = (host: string) => [...knownHosts].some((known) => host === known || host.endsWith(`.${known}`));

function withoutForeignLinks(text: string, lang: Lang, changes: CheckedSentence['changes']): string {
  return text.replace(linkLike, (candidate) => {
    if (isKnownHost(hostOf(candidate))) return candidate;
    changes.push('link');
    return safetyTexts[lang].linkRemoved;
  });
}

/**
 * Nine words in a row of the prompt's fixed lines (a shorter line: all of it, from six words): a
 * reply that has them repeats its instructions. The rules also say what a reply should say (the
 * crisis lines, "a doctor or a licensed psychotherapist", "a mediator or the service's experts"),
 * so a shorter span, or one with a number in it, would replace the very referral the rules ask for
 * with a refusal.
 */
const promptSpan = 9;
const shortestEcho = 6;
const ngrams = (list: string[], size: number) =>
  list.slice(0, Math.max(0, list.length - size + 1)).map((_, i) => list.slice(i, i + size).join(' '));
/** Word runs of the prompt by their length. */
const promptGrams = new Map<number, Set<string>>();
for (const line of [promptIntro, ...promptRules]) {
  const list = words(line);
  const size = Math.min(promptSpan, list.length);
  if (size < shortestEcho) continue;
  const grams = promptGrams.get(size) ?? new Set<string>();
  for (const gram of ngrams(list, size)) if (!/\d/.test(gram)) grams.add(gram);
  promptGrams.set(size, grams);
}
const repeatsPrompt = (text: string) => {
  const list = words(text);
  return [...promptGrams].some(([size, grams]) => ngrams(list, size).some((gram) => grams.has(gram)));
};
/** Three words of the prompt in a row: the sentence is held back until it can be judged. */
const promptTrigrams = new Set([promptIntro, ...promptRules].flatMap((line) => ngrams(words(line), 3)));
const mayRepeatPrompt = (text: string) => ngrams(words(text), 3).some((gram) => promptTrigrams.has(gram));

export interface CheckedSentence {
  text: string;
  /** Why something was changed ('number', 'instruction', 'link', 'prompt'), for logs and tests. */
  changes: ('number' | 'instruction' | 'link' | 'prompt')[];
}

/** Checks one sentence (with its trailing whitespace). */
export function checkSentence(
  sentence: string,
  lang: Lang,
  state: { instructionReplaced: boolean; promptReplaced?: boolean },
  /** The words of the sentence already shown (streamed before anything asked to hold it back). */
  shownBefore = '',
): CheckedSentence {
  const t = safetyTexts[lang];
  const changes: CheckedSentence['changes'] = [];
  if (repeatsPrompt(shownBefore + sentence)) {
    const trailing = /\s*$/.exec(sentence)?.[0] ?? '';
    changes.push('prompt');
    if (state.promptReplaced) return { text: '', changes };
    state.promptReplaced = true;
    return { text: `${t.promptRemoved}${trailing || ' '}`, changes };
  }
  const folded = fold(sentence);
  if (!referral.test(folded) && (medicationInstruction.test(folded) || legalInstruction.test(folded))) {
    const trailing = /\s*$/.exec(sentence)?.[0] ?? '';
    changes.push('instruction');
    if (state.instructionReplaced) return { text: '', changes };
    state.instructionReplaced = true;
    return { text: `${t.instructionRemoved}${trailing || ' '}`, changes };
  }
  // Addresses first: a host such as 127.0.0.1:8080 is not a phone number.
  let text = withoutForeignLinks(sentence, lang, changes).replace(vanity, (candidate) => {
    const digits = candidate.toLowerCase().replace(/[a-z]/g, (c) => keypad[c] ?? c);
    if (isKnownNumber(digitsOf(digits))) return candidate;
    changes.push('number');
    return t.numberRemoved;
  });
  text = text.replace(phoneLike, (candidate) => {
    if (!isPhoneNumber(candidate) || isKnownNumber(digitsOf(candidate))) return candidate;
    changes.push('number');
    return t.numberRemoved;
  });
  return { text, changes };
}

/**
 * Checks a streamed reply: `push` takes deltas and returns the checked text of every sentence
 * that has ended; `flush` returns the rest at the end of the reply.
 */
export class OutputCheck {
  private pending = '';
  private readonly state = { instructionReplaced: false, promptReplaced: false };
  /** What was shown of the current sentence before its end. */
  private shownOfSentence = '';
  readonly changes: CheckedSentence['changes'] = [];

  constructor(private readonly lang: Lang) {}

  push(delta: string): string {
    this.pending += delta;
    let out = '';
    // A sentence ends at . ! ? or a line break, followed by white space.
    for (let match = /[.!?:\n]\s+/.exec(this.pending); match; match = /[.!?:\n]\s+/.exec(this.pending)) {
      const end = match.index + match[0].length;
      out += this.check(this.pending.slice(0, end));
      this.pending = this.pending.slice(end);
    }
    // The words of an unfinished sentence go on at once while nothing in it needs the whole
    // sentence to be judged (no digit, no word of medication or legal steps, no three words of
    // the prompt in a row); those complete words are checked for addresses on their way.
    const lastSpace = this.pending.search(/\s\S*$/);
    if (
      lastSpace > 0 &&
      !/\d/.test(this.pending) &&
      !riskyWord.test(fold(this.pending)) &&
      !mayRepeatPrompt(this.shownOfSentence + this.pending)
    ) {
      const released = this.pending.slice(0, lastSpace + 1);
      out += withoutForeignLinks(released, this.lang, this.changes);
      this.shownOfSentence += released;
      this.pending = this.pending.slice(lastSpace + 1);
    }
    return out;
  }

  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return rest ? this.check(rest) : '';
  }

  /** Drops what is held back (a `reset`: the consumer discards the streamed reply). */
  reset(): void {
    this.pending = '';
    this.shownOfSentence = '';
    this.state.instructionReplaced = false;
    this.state.promptReplaced = false;
  }

  private check(sentence: string): string {
    const checked = checkSentence(sentence, this.lang, this.state, this.shownOfSentence);
    this.shownOfSentence = '';
    this.changes.push(...checked.changes);
    return checked.text;
  }
}
