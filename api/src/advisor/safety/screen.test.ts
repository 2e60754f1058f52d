// perf37 (issue #26): the rules' patterns behind a literal screen (advisor/screen.ts). The screen
// may only skip a pattern that cannot match: for every rule, texts drawn from its own pattern (each
// alternative in turn, random repeats, classes filled from a small alphabet) that the pattern
// matches must pass the screen, also inside a longer sentence. No example is written by hand, so
// a rule added or changed tomorrow is checked the same way.
import type { AST } from '@eslint-community/regexpp';
import { parsePattern, requiredLiterals, screenOf } from '../screen';
import { rulePatterns } from './rules';

const alphabet = [...'abcdefghijklmnopqrstuvwxyzäöüß0123456789 .,!?-'];

/**
 * Texts a pattern's syntax allows (not all match: anchors and negative lookarounds are not read),
 * drawn from the same syntax tree the screen reads (regexpp's).
 * What a positive lookahead reads is drawn too and put after the rest ("^(?=.*\\bmesser\\b)(?=.*\\bdabei)").
 */
function sampler(pattern: RegExp) {
  const tree = parsePattern(pattern.source, pattern.unicode);
  const fillers = new Map<string, string[]>();
  const visits = new Map<AST.Node, number>();
  let ahead: string[] = [];
  let seed = 7;
  const random = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 16) % n;
  };
  /** Each alternative in turn, so every branch of every rule is drawn. */
  const drawAlternatives = (node: AST.Node & { alternatives: AST.Alternative[] }): string => {
    const visit = visits.get(node) ?? 0;
    visits.set(node, visit + 1);
    const alternative = node.alternatives[visit % node.alternatives.length];
    return alternative ? alternative.elements.map(draw).join('') : '';
  };
  const draw = (node: AST.Element): string => {
    switch (node.type) {
      case 'Character':
        return String.fromCodePoint(node.value);
      case 'CharacterClass':
      case 'CharacterSet':
      case 'ExpressionCharacterClass': {
        const set = new RegExp(`^(?:${node.raw})$`, pattern.flags);
        const chars = fillers.get(node.raw) ?? alphabet.filter((c) => set.test(c));
        fillers.set(node.raw, chars);
        return chars.length === 0 ? '' : (chars[random(chars.length)] ?? '');
      }
      case 'Assertion':
        if ((node.kind === 'lookahead' || node.kind === 'lookbehind') && !node.negate)
          ahead.push(drawAlternatives(node));
        return '';
      case 'Backreference':
        return '';
      case 'Group':
      case 'CapturingGroup':
        return drawAlternatives(node);
      case 'Quantifier': {
        const times = node.min + random(Math.min(node.max - node.min, 2) + 1);
        return Array.from({ length: times }, () => draw(node.element)).join('');
      }
    }
  };
  return () => {
    ahead = [];
    const drawn = drawAlternatives(tree);
    return [drawn, ...ahead].join(' ');
  };
}

describe('the rules behind a literal screen', () => {
  const screen = screenOf(rulePatterns);

  it('screens every rule (none is left to run on every text)', () => {
    expect(screen.screened()).toBe(rulePatterns.length);
  });

  it('never skips a rule on a text that rule matches', () => {
    const skipped: string[] = [];
    const unmatched: number[] = [];
    rulePatterns.forEach((pattern, index) => {
      const draw = sampler(pattern);
      let matched = 0;
      for (let n = 0; n < 400; n += 1) {
        const drawn = draw().replace(/ +/g, ' ');
        for (const text of [drawn, `und dann ${drawn} seit gestern`, `so ${drawn}`]) {
          if (!pattern.test(text)) continue;
          matched += 1;
          const possible = new Uint8Array(rulePatterns.length);
          screen.mark(text, possible);
          if (!possible[index]) skipped.push(`${index}: ${text}`);
        }
      }
      if (matched < 20) unmatched.push(index);
    });
    expect(skipped).toEqual([]);
    // The check means something only if each rule's own texts match it.
    expect(unmatched).toEqual([]);
  });
});

describe('requiredLiterals', () => {
  it('reads the literals every match contains', () => {
    expect(requiredLiterals(/(?:^|\b)(?:suizid\w*|selbstmord)(?:\b|$)/)).toEqual(['suizid', 'selbstmord']);
    expect(requiredLiterals(/a(?:b|c)d/)).toEqual(['abd', 'acd']);
    expect(requiredLiterals(/(?:meine|unsere) (?:\S+ )?firma/)).toEqual(['meine ', 'unsere ']);
    expect(requiredLiterals(/[ab]cde/)).toEqual(['cde']);
    expect(requiredLiterals(/(?!abc)def/)).toEqual(['def']);
    expect(requiredLiterals(/^(?=.*\bneeded\b)x/)).toEqual(['needed']);
    expect(requiredLiterals(/\p{L}abc/u)).toEqual(['abc']);
    // The parser reads an escape as the character it means (before regexpp: not read, null).
    expect(requiredLiterals(/\x61b\u0063/)).toEqual(['abc']);
    // A back reference is any string: the literals around it still count.
    expect(requiredLiterals(/(?<a>x)\k<a>abc/)).toEqual(['abc']);
  });

  it('says nothing where a match needs no literal of three characters', () => {
    expect(requiredLiterals(/x?yz/)).toBeNull();
    expect(requiredLiterals(/(?:abc)?d/)).toBeNull();
    expect(requiredLiterals(/abc|de/)).toBeNull();
    expect(requiredLiterals(/\S+ \S+/)).toBeNull();
  });

  it('leaves flags that change a literal or make `test` stateful to the pattern', () => {
    expect(requiredLiterals(/abc/i)).toBeNull();
    expect(requiredLiterals(/abc/g)).toBeNull();
    expect(requiredLiterals(/abc/y)).toBeNull();
  });

  it('marks only the patterns whose literals a text holds', () => {
    const screen = screenOf([/(?:^|\b)(?:suizid|selbstmord)/, /(?:^|\b)anwalt/, /x?y/]);
    const possible = new Uint8Array(3);
    screen.mark('er droht mit dem anwalt', possible);
    expect([...possible]).toEqual([0, 1, 1]);
  });
});
