// A cheap screen in front of a list of regular expressions (issue #26, perf37): most messages
// contain none of the words a large pattern needs, so a pattern should run only on a text that
// could match it. What a pattern needs is derived from its own source, never written by hand: a
// set of literal strings one of which every match contains ("suizid", "selbstmord", … for
// `suizid\w*|selbstmord\w*`). The sets are indexed by their first three characters, so a text is
// read once and the patterns whose literals it holds are the only ones to run.
//
// Sound by construction: a piece of a pattern this reader does not understand (a character
// class, a back reference, an optional part, a negative lookaround) needs nothing, and a pattern
// whose need is unknown or shorter than three characters always runs. A screened pattern is
// skipped only on a text in which it cannot match (screen.test.ts checks this on every rule).

import { RegExpParser, type AST } from '@eslint-community/regexpp';

// The pattern's syntax tree comes from eslint's own ECMAScript regex parser (a well-kept library,
// exact to the standard), so this file only has to say what each kind of node needs.
const parser = new RegExpParser();

/** A pattern's syntax tree (flags without `v`); throws on a source that is no regular expression. */
export function parsePattern(source: string, unicode: boolean): AST.Pattern {
  return parser.parsePattern(source, 0, source.length, { unicode });
}

/** Strings a node matches exactly (one of them), kept small; longer sets are not exact. */
const exactLimit = 64;
/** The shortest literal worth indexing (the index's key is its first three characters). */
const shortest = 3;

interface Reading {
  /** The node matches exactly one of these strings, or null (unknown, or too many). */
  exact: string[] | null;
  /** Every match contains one of these strings, or null (nothing known). */
  needs: string[] | null;
}

const useful = (set: string[] | null): set is string[] => set !== null && set.every((s) => s.length >= shortest);

/** The most selective of several needs: the longest shortest literal, then the fewest literals. */
function best(candidates: (string[] | null)[]): string[] | null {
  let chosen: string[] | null = null;
  let chosenShortest = 0;
  for (const set of candidates) {
    if (!useful(set)) continue;
    const min = Math.min(...set.map((s) => s.length));
    if (chosen === null || min > chosenShortest || (min === chosenShortest && set.length < chosen.length)) {
      chosen = set;
      chosenShortest = min;
    }
  }
  return chosen;
}

/** Each of `left` followed by each of `right`; null when that makes too many. */
function cross(left: string[], right: string[]): string[] | null {
  if (left.length * right.length > exactLimit) return null;
  return [...new Set(left.flatMap((a) => right.map((b) => a + b)))];
}

const nothing: Reading = { exact: null, needs: null };

/** A group's or the pattern's alternatives (one of them matches). */
function readAlternatives(alternatives: AST.Alternative[]): Reading {
  if (alternatives.length === 1) return readSequence(alternatives[0]!.elements);
  const readings = alternatives.map((alternative) => readSequence(alternative.elements));
  const exact = readings.every((r) => r.exact !== null) ? [...new Set(readings.flatMap((r) => r.exact!))] : null;
  const needs = readings.map(needsOf);
  return {
    exact: exact !== null && exact.length <= exactLimit ? exact : null,
    needs: needs.every(useful) ? [...new Set(needs.flat())] : null,
  };
}

/** Elements one after the other (an alternative). */
function readSequence(elements: AST.Element[]): Reading {
  // Runs of exact items combine into longer literals ("(meine|unsere) firma"); every item's
  // own need and every finished run is a candidate, and the most selective wins.
  const candidates: (string[] | null)[] = [];
  let run: string[] = [''];
  let tail = ''; // plain characters after `run`, added to it when something else comes
  let whole = true;
  for (const element of elements) {
    if (element.type === 'Character') {
      tail += String.fromCodePoint(element.value);
      continue;
    }
    const reading = read(element);
    candidates.push(reading.needs);
    run = run.map((s) => s + tail);
    tail = '';
    const joined = reading.exact && cross(run, reading.exact);
    if (joined) {
      run = joined;
      continue;
    }
    whole = false;
    candidates.push(run);
    run = reading.exact ?? [''];
  }
  run = run.map((s) => s + tail);
  candidates.push(run);
  return { exact: whole ? run : null, needs: best(candidates) };
}

function read(node: AST.Element): Reading {
  switch (node.type) {
    case 'Character':
      return { exact: [String.fromCodePoint(node.value)], needs: null };
    case 'Assertion':
      // `^`, `$`, `\b`, `\B` are zero-width; so is a lookaround, but what a positive one reads
      // is still in the text.
      if (node.kind === 'lookahead' || node.kind === 'lookbehind')
        return { exact: [''], needs: node.negate ? null : needsOf(readAlternatives(node.alternatives)) };
      return { exact: [''], needs: null };
    case 'Group':
      // A modifier such as `(?i:…)` changes what a literal matches: not read.
      return node.modifiers ? nothing : readAlternatives(node.alternatives);
    case 'CapturingGroup':
      return readAlternatives(node.alternatives);
    case 'Quantifier': {
      if (node.min === 0) return nothing;
      const body = read(node.element);
      return { exact: node.min === 1 && node.max === 1 ? body.exact : null, needs: needsOf(body) };
    }
    default:
      // A class (`[a-z]`, `\S`, `.`, `\p{L}`) or a back reference: any of many strings.
      return nothing;
  }
}

function needsOf(reading: Reading): string[] | null {
  return best([reading.exact, reading.needs]);
}

/**
 * The literal strings one of which every match of `pattern` contains (each at least three
 * characters), or null when the screen cannot say: the pattern then always runs. Flags that make
 * `test` stateful (g, y) or change what a literal matches (i, v) are never screened.
 */
export function requiredLiterals(pattern: RegExp): string[] | null {
  if (/[gyiv]/.test(pattern.flags)) return null;
  try {
    return needsOf(readAlternatives(parsePattern(pattern.source, pattern.unicode).alternatives));
  } catch {
    return null;
  }
}

/** An index over a list of patterns: which of them could match a text. */
export interface Screen {
  /**
   * Reads pattern `index`'s literals into the index now (about 1 ms a large pattern: the api's
   * warm-up does it one rule a step, see rules.ts `compileRules`); `mark` reads the ones left.
   */
  prepare(index: number): void;
  /** Sets `possible[i]` for every pattern i that could match `text` (the others cannot). */
  mark(text: string, possible: Uint8Array): void;
  /** How many of the patterns are screened (the rest always run). */
  screened(): number;
}

/** Buckets of `LiteralIndex` (a power of two): a text's every position looks one up. */
const buckets = 4096;
/** A bucket of the three characters at `at` (different keys may share one: `startsWith` decides). */
const bucketOf = (text: string, at: number) =>
  ((text.charCodeAt(at) * 31 + text.charCodeAt(at + 1)) * 31 + text.charCodeAt(at + 2)) & (buckets - 1);

/**
 * Literals by their first three characters, each naming the pattern that needs it. An array of
 * buckets rather than a Map keyed by the three characters: a text's every position asks it, and
 * an array's slot is cheaper to read than a Map's entry for a key beyond a small integer.
 */
class LiteralIndex {
  private readonly byBucket = Array.from(
    { length: buckets },
    (): { literal: string; index: number }[] | undefined => undefined,
  );

  add(index: number, literals: readonly string[]): void {
    for (const literal of literals) (this.byBucket[bucketOf(literal, 0)] ??= []).push({ literal, index });
  }

  /** Sets `possible[i]` for every pattern i one of whose literals `text` holds. */
  mark(text: string, possible: Uint8Array): void {
    for (let at = 0; at + shortest <= text.length; at += 1) {
      const entries = this.byBucket[bucketOf(text, at)];
      if (entries === undefined) continue;
      for (const { literal, index } of entries)
        if (possible[index] === 0 && text.startsWith(literal, at)) possible[index] = 1;
    }
  }
}

export function screenOf(patterns: readonly RegExp[]): Screen {
  const prepared = new Uint8Array(patterns.length);
  let left = patterns.length;
  const always: number[] = [];
  const index = new LiteralIndex();
  const prepare = (at: number) => {
    const pattern = patterns[at];
    if (prepared[at] || pattern === undefined) return;
    prepared[at] = 1;
    left -= 1;
    const literals = requiredLiterals(pattern);
    if (literals === null) always.push(at);
    else index.add(at, literals);
  };
  const prepareAll = () => {
    for (let at = 0; left > 0 && at < patterns.length; at += 1) prepare(at);
  };
  return {
    prepare,
    screened() {
      prepareAll();
      return patterns.length - always.length;
    },
    mark(text, possible) {
      prepareAll();
      for (const at of always) possible[at] = 1;
      index.mark(text, possible);
    },
  };
}

/** A pattern behind a shared screen (`sharedScreen`): its own `test` and `exec`, skipped where it cannot match. */
export interface ScreenedRegExp {
  readonly source: string;
  /** False when the pattern cannot match `text` (true: it may). */
  could(text: string): boolean;
  test(text: string): boolean;
  exec(text: string): RegExpExecArray | null;
}

/** How many texts a shared screen keeps what it read of (a turn's message and its sentences). */
const keptTexts = 64;

/**
 * One screen for many patterns asked one at a time about the same few texts (perf38b: act.ts asks
 * some 90 patterns about the whole message and its sentences, most of which hold none of their
 * words): a text is read once for all of them and what it holds kept for the next pattern asked
 * about it. Returns the function that puts a pattern behind the screen; its literals are read on
 * its first test (about 1 ms a large pattern, so importing a module costs nothing), and what the
 * screen kept of earlier texts is dropped then, as it was read without them. Decides exactly as
 * the patterns: a pattern runs on every text holding one of its literals, and one whose need is
 * unknown (`requiredLiterals` null: a flag g, y, i or v among others) always runs.
 */
export function sharedScreen(): (pattern: RegExp) => ScreenedRegExp {
  const patterns: RegExp[] = [];
  /** 0 not read yet, 1 screened, 2 always runs. */
  const state: number[] = [];
  const index = new LiteralIndex();
  let kept = new Map<string, Uint8Array>();
  const could = (at: number, text: string): boolean => {
    if (state[at] === 0) {
      const literals = requiredLiterals(patterns[at]!);
      if (literals === null) state[at] = 2;
      else {
        state[at] = 1;
        index.add(at, literals);
        kept = new Map();
      }
    }
    if (state[at] === 2) return true;
    let possible = kept.get(text);
    if (possible === undefined) {
      if (kept.size >= keptTexts) kept = new Map();
      possible = new Uint8Array(patterns.length);
      index.mark(text, possible);
      kept.set(text, possible);
    }
    return possible[at] === 1;
  };
  return (pattern) => {
    const at = patterns.length;
    patterns.push(pattern);
    state.push(0);
    return {
      source: pattern.source,
      could: (text) => could(at, text),
      test: (text) => could(at, text) && pattern.test(text),
      exec: (text) => (could(at, text) ? pattern.exec(text) : null),
    };
  };
}

/** Patterns `make` builds from a source, all behind one shared screen: a module's own `re` (act.ts). */
export function screenedBy(make: (source: string) => RegExp): (source: string) => ScreenedRegExp {
  const screened = sharedScreen();
  return (source) => screened(make(source));
}
