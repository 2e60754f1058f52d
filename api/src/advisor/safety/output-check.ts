// A model's reply is checked sentence by sentence before it is shown or stored:
//   - a phone number that is not one of the product's help lines (texts.ts `helpResources`) is
//     removed: a model can make up a "crisis hotline", even a premium-rate one;
//   - a sentence that instructs on medication ("stop taking your sertraline", "nimm 10 mg mehr")
//     or on case-specific legal steps ("file a lawsuit against him", "kündige ihm fristlos") is
//     replaced by the boundary text, once per reply.
// The check streams: text is held back only until its sentence ends.
import { fold, foldPattern } from '../text';
import type { Lang } from '../types';
import { helpResources, safetyTexts } from './texts';

const knownNumbers = new Set(helpResources.map((resource) => resource.digits));

/** Digit runs that look like phone numbers: 3 to 15 digits with spaces, dashes, dots, slashes, a leading + or brackets. */
const phoneLike = /(?:\+|\b)\d[\d\s\-./()]{1,22}\d\b/g;

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

export interface CheckedSentence {
  text: string;
  /** Why something was changed ('number', 'instruction'), for logs and tests. */
  changes: ('number' | 'instruction')[];
}

/** Checks one sentence (with its trailing whitespace). */
export function checkSentence(sentence: string, lang: Lang, state: { instructionReplaced: boolean }): CheckedSentence {
  const t = safetyTexts[lang];
  const changes: CheckedSentence['changes'] = [];
  const folded = fold(sentence);
  if (!referral.test(folded) && (medicationInstruction.test(folded) || legalInstruction.test(folded))) {
    const trailing = /\s*$/.exec(sentence)?.[0] ?? '';
    changes.push('instruction');
    if (state.instructionReplaced) return { text: '', changes };
    state.instructionReplaced = true;
    return { text: `${t.instructionRemoved}${trailing || ' '}`, changes };
  }
  let text = sentence.replace(vanity, (candidate) => {
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
  private readonly state = { instructionReplaced: false };
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
    // sentence to be judged (no digit, no word of medication or legal steps).
    const lastSpace = this.pending.search(/\s\S*$/);
    if (lastSpace > 0 && !/\d/.test(this.pending) && !riskyWord.test(fold(this.pending))) {
      out += this.pending.slice(0, lastSpace + 1);
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
    this.state.instructionReplaced = false;
  }

  private check(sentence: string): string {
    const checked = checkSentence(sentence, this.lang, this.state);
    this.changes.push(...checked.changes);
    return checked.text;
  }
}
