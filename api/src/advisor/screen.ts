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

/** A pattern's syntax, as far as the screen (and its test's sampler) needs it. */
export type PatternNode =
  | { kind: 'char'; char: string }
  /** One character of a class (`[a-z]`, `\S`, `.`); `source` is the class as written. */
  | { kind: 'set'; source: string }
  /** Zero-width: `^`, `$`, `\b`, `\B`. */
  | { kind: 'assert' }
  /** A back reference: whatever its group matched. */
  | { kind: 'backref' }
  | { kind: 'seq'; items: PatternNode[] }
  | { kind: 'alt'; branches: PatternNode[] }
  | { kind: 'group'; body: PatternNode }
  | { kind: 'look'; negative: boolean; body: PatternNode }
  | { kind: 'repeat'; min: number; max: number; body: PatternNode };

const classEscapes = new Set(['d', 'D', 'w', 'W', 's', 'S']);
const controlEscapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };

/** Parses a regular expression's source (flags without `v`); throws on syntax it does not know. */
export function parsePattern(source: string, unicode: boolean): PatternNode {
  let at = 0;
  /** `sticky` matched at the current position (a sticky pattern: no copy of the rest). */
  const matchHere = (sticky: RegExp) => {
    sticky.lastIndex = at;
    return sticky.exec(source);
  };
  const fail = (why: string): never => {
    throw new Error(`screen: ${why} at ${at}`);
  };

  function alternatives(): PatternNode {
    const branches = [sequence()];
    while (source[at] === '|') {
      at += 1;
      branches.push(sequence());
    }
    return branches.length > 1 ? { kind: 'alt', branches } : (branches[0] ?? { kind: 'seq', items: [] });
  }

  function sequence(): PatternNode {
    const items: PatternNode[] = [];
    while (at < source.length && source[at] !== '|' && source[at] !== ')') items.push(quantified(atom()));
    return { kind: 'seq', items };
  }

  function quantified(body: PatternNode): PatternNode {
    let min: number;
    let max: number;
    const braces = matchHere(/\{(\d+)(?:(,)(\d*))?\}/y);
    if (source[at] === '*') [min, max] = [0, Infinity];
    else if (source[at] === '+') [min, max] = [1, Infinity];
    else if (source[at] === '?') [min, max] = [0, 1];
    else if (braces) {
      min = Number(braces[1]);
      max = braces[2] ? (braces[3] ? Number(braces[3]) : Infinity) : min;
      at += braces[0].length - 1;
    } else return body;
    at += 1;
    if (source[at] === '?') at += 1; // lazy: matches the same strings
    return { kind: 'repeat', min, max, body };
  }

  function atom(): PatternNode {
    const char = source[at];
    if (char === undefined) return fail('end of pattern');
    if (char === '(') return group();
    if (char === '[') return characterClass();
    if (char === '\\') return escape();
    at += 1;
    if (char === '.') return { kind: 'set', source: '.' };
    if (char === '^' || char === '$') return { kind: 'assert' };
    if (char === '*' || char === '+' || char === '?') fail('quantifier without an atom');
    return { kind: 'char', char };
  }

  function group(): PatternNode {
    const opening = matchHere(/\((\?:|\?=|\?!|\?<=|\?<!|\?<[A-Za-z_$][\w$]*>|(?!\?))/y);
    if (!opening) return fail('unknown group');
    at += opening[0].length;
    const body = alternatives();
    if (source[at] !== ')') fail('unclosed group');
    at += 1;
    const kind = opening[1];
    if (kind === '?=' || kind === '?<=') return { kind: 'look', negative: false, body };
    if (kind === '?!' || kind === '?<!') return { kind: 'look', negative: true, body };
    return { kind: 'group', body };
  }

  function characterClass(): PatternNode {
    const start = at;
    at += 1;
    while (at < source.length && source[at] !== ']') at += source[at] === '\\' ? 2 : 1;
    if (at >= source.length) fail('unclosed class');
    at += 1;
    return { kind: 'set', source: source.slice(start, at) };
  }

  function escape(): PatternNode {
    const start = at;
    const char = source[at + 1];
    if (char === undefined) return fail('trailing backslash');
    at += 2;
    if (classEscapes.has(char)) return { kind: 'set', source: `\\${char}` };
    if (char === 'b' || char === 'B') return { kind: 'assert' };
    if (/[1-9]/.test(char)) {
      while (/\d/.test(source[at] ?? '')) at += 1;
      return { kind: 'backref' };
    }
    if ((char === 'p' || char === 'P') && unicode) {
      const end = source.indexOf('}', at);
      if (source[at] !== '{' || end < 0) fail('bad property escape');
      at = end + 1;
      return { kind: 'set', source: source.slice(start, at) };
    }
    if (controlEscapes[char]) return { kind: 'char', char: controlEscapes[char] };
    // Any other letter or digit escape (\x41, \u00e4, \k<name>, \0, \cJ) is not read here.
    if (/[\p{L}\p{N}_]/u.test(char)) return fail(`escape \\${char}`);
    return { kind: 'char', char };
  }

  const tree = alternatives();
  if (at !== source.length) fail('unbalanced parenthesis');
  return tree;
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

function read(node: PatternNode): Reading {
  switch (node.kind) {
    case 'char':
      return { exact: [node.char], needs: null };
    case 'set':
    case 'backref':
      return { exact: null, needs: null };
    case 'assert':
      return { exact: [''], needs: null };
    case 'look':
      // Zero-width; what a positive lookaround reads is still in the text.
      return { exact: [''], needs: node.negative ? null : needsOf(read(node.body)) };
    case 'group':
      return read(node.body);
    case 'repeat': {
      if (node.min === 0) return { exact: null, needs: null };
      const body = read(node.body);
      return { exact: node.min === 1 && node.max === 1 ? body.exact : null, needs: needsOf(body) };
    }
    case 'alt': {
      const readings = node.branches.map(read);
      const exact = readings.every((r) => r.exact !== null) ? [...new Set(readings.flatMap((r) => r.exact!))] : null;
      const needs = readings.map(needsOf);
      return {
        exact: exact !== null && exact.length <= exactLimit ? exact : null,
        needs: needs.every(useful) ? [...new Set(needs.flat())] : null,
      };
    }
    case 'seq': {
      // Runs of exact items combine into longer literals ("(meine|unsere) firma"); every item's
      // own need and every finished run is a candidate, and the most selective wins.
      const candidates: (string[] | null)[] = [];
      let run: string[] = [''];
      let tail = ''; // plain characters after `run`, added to it when something else comes
      let whole = true;
      for (const item of node.items) {
        if (item.kind === 'char') {
          tail += item.char;
          continue;
        }
        const reading = read(item);
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
    return needsOf(read(parsePattern(pattern.source, pattern.unicode)));
  } catch {
    return null;
  }
}

const key = (text: string, at: number) =>
  (text.charCodeAt(at) * 65536 + text.charCodeAt(at + 1)) * 65536 + text.charCodeAt(at + 2);

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

export function screenOf(patterns: readonly RegExp[]): Screen {
  const prepared = new Uint8Array(patterns.length);
  let left = patterns.length;
  const always: number[] = [];
  const byKey = new Map<number, { literal: string; index: number }[]>();
  const prepare = (index: number) => {
    const pattern = patterns[index];
    if (prepared[index] || pattern === undefined) return;
    prepared[index] = 1;
    left -= 1;
    const literals = requiredLiterals(pattern);
    if (literals === null) always.push(index);
    else
      for (const literal of literals) {
        const entries = byKey.get(key(literal, 0)) ?? [];
        entries.push({ literal, index });
        byKey.set(key(literal, 0), entries);
      }
  };
  const prepareAll = () => {
    for (let index = 0; left > 0 && index < patterns.length; index += 1) prepare(index);
  };
  return {
    prepare,
    screened() {
      prepareAll();
      return patterns.length - always.length;
    },
    mark(text, possible) {
      prepareAll();
      for (const index of always) possible[index] = 1;
      for (let at = 0; at + shortest <= text.length; at += 1) {
        const entries = byKey.get(key(text, at));
        if (entries === undefined) continue;
        for (const { literal, index } of entries)
          if (possible[index] === 0 && text.startsWith(literal, at)) possible[index] = 1;
      }
    },
  };
}
