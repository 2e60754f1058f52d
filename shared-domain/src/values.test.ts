import fc from 'fast-check';
import { similarityScale } from './scales';
import { answersFor, arbitraryAnswers, arbitraryReordering, arbitrarySteps, strengthen } from './test-helpers';
import {
  type ValueId,
  type ValuesResult,
  compareValues,
  correlationBand,
  pearson,
  scoreValues,
  valueIds,
  valueItems,
} from './values';

/** Answers from two values per value (item 1, item 2). */
const byValue = (values: Record<ValueId, readonly [number, number]>) =>
  answersFor(valueItems, (item) => values[(item as (typeof valueItems)[number]).value][Number(item.id.slice(2)) - 1]!);

const centredProfile = (values: Partial<Record<ValueId, number>>): Pick<ValuesResult, 'centred'> => ({
  centred: Object.fromEntries(valueIds.map((v) => [v, values[v] ?? 0])) as Record<ValueId, number>,
});

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

const example = byValue({
  'self-direction': [6, 6], // raw 6
  stimulation: [5, 5], // 5
  hedonism: [3, 5], // 4
  achievement: [4, 4], // 4
  power: [2, 2], // 2
  security: [2, 2], // 2
  conformity: [3, 3], // 3
  tradition: [1, 1], // 1
  benevolence: [5, 5], // 5
  universalism: [6, 6], // 6
});

describe('values item bank', () => {
  it('has two items per value and never puts circle neighbours next to each other', () => {
    expect(valueItems).toHaveLength(20);
    for (const v of valueIds) expect(valueItems.filter((i) => i.value === v)).toHaveLength(2);
    expect(new Set(valueItems.map((i) => i.id)).size).toBe(20);
    const position = (v: ValueId) => valueIds.indexOf(v);
    for (let i = 1; i < valueItems.length; i++) {
      const distance = Math.abs(position(valueItems[i]!.value) - position(valueItems[i - 1]!.value));
      expect([1, 9]).not.toContain(distance);
    }
  });
});

describe('scoreValues, hand-computed', () => {
  it('centres on the personal mean', () => {
    const r = scoreValues(example);
    // Item sum 2 × (6 + 5 + 4 + 4 + 2 + 2 + 3 + 1 + 5 + 6) = 76, over 20 items: mean 3.8.
    expect(r.personalMean).toBeCloseTo(3.8, 10);
    expect(r.raw.hedonism).toBe(4); // (3 + 5) / 2
    const expected: Record<ValueId, number> = {
      'self-direction': 2.2,
      stimulation: 1.2,
      hedonism: 0.2,
      achievement: 0.2,
      power: -1.8,
      security: -1.8,
      conformity: -0.8,
      tradition: -2.8,
      benevolence: 1.2,
      universalism: 2.2,
    };
    for (const v of valueIds) expect(r.centred[v]).toBeCloseTo(expected[v], 10);
    // openness = (2.2 + 1.2) / 2 = 1.7; conservation = (−1.8 − 0.8 − 2.8) / 3 = −1.8; difference 3.5
    expect(r.axes.opennessVsConservation.positive).toBeCloseTo(1.7, 10);
    expect(r.axes.opennessVsConservation.negative).toBeCloseTo(-1.8, 10);
    expect(r.axes.opennessVsConservation.difference).toBeCloseTo(3.5, 10);
    // self-enhancement = (0.2 − 1.8) / 2 = −0.8; self-transcendence = (1.2 + 2.2) / 2 = 1.7; difference −2.5
    expect(r.axes.selfEnhancementVsTranscendence.difference).toBeCloseTo(-2.5, 10);
    // 2.2 twice (circle order: self-direction first), then 1.2 twice (stimulation before benevolence)
    expect(r.top).toEqual(['self-direction', 'universalism', 'stimulation']);
  });

  it('a flat profile centres to zero everywhere', () => {
    const r = scoreValues(answersFor(valueItems, 4));
    for (const v of valueIds) expect(r.centred[v]).toBe(0);
  });
});

describe('compareValues, hand-computed', () => {
  it('mirror images correlate −1 and sit on opposite poles where |centred| ≥ 0.5', () => {
    const a = scoreValues(example);
    // b answers 7 − a: raw 7 − raw, mean 3.2, so b.centred = −a.centred exactly.
    const b = scoreValues(Object.fromEntries(Object.entries(example).map(([k, v]) => [k, 7 - v])));
    const c = compareValues(a, b);
    expect(c.correlation).toBeCloseTo(-1, 10);
    expect(c.band).toBe('opposed');
    expect(c.gaps['self-direction']).toBeCloseTo(4.4, 10); // 2.2 − (−2.2)
    // hedonism and achievement (±0.2) are below the threshold
    expect(c.oppositePoles).toEqual([
      { value: 'self-direction', higher: 'a' },
      { value: 'stimulation', higher: 'a' },
      { value: 'power', higher: 'b' },
      { value: 'security', higher: 'b' },
      { value: 'conformity', higher: 'b' },
      { value: 'tradition', higher: 'b' },
      { value: 'benevolence', higher: 'a' },
      { value: 'universalism', higher: 'a' },
    ]);
    expect(c.largestGaps.slice(0, 3)).toEqual(['tradition', 'self-direction', 'universalism']);
  });

  it('r = 0.5 for a hand-made pair, threshold 0.5 inclusive', () => {
    // x = (1, −1, 0, …), y = (1, 0, −1, 0, …): both means 0; Σxy = 1, Σx² = 2, Σy² = 2 → r = 1 / 2.
    const a = centredProfile({ 'self-direction': 1, stimulation: -1 });
    const b = centredProfile({ 'self-direction': 1, hedonism: -1 });
    const c = compareValues(a, b);
    expect(c.correlation).toBeCloseTo(0.5, 10);
    expect(c.band).toBe('moderate');
    expect(c.oppositePoles).toEqual([]);
    const d = compareValues(
      centredProfile({ power: 0.5, tradition: -0.5 }),
      centredProfile({ power: -0.5, tradition: 0.5 }),
    );
    expect(d.oppositePoles).toEqual([
      { value: 'power', higher: 'a' },
      { value: 'tradition', higher: 'b' },
    ]);
    expect(d.gaps.power).toBe(1);
  });

  it('a flat profile has no correlation', () => {
    const c = compareValues(scoreValues(answersFor(valueItems, 4)), scoreValues(example));
    expect(c.correlation).toBeNull();
    expect(c.band).toBe('undetermined');
    expect(c.bandKey).toBe('values.compare.bands.undetermined');
  });

  it('bands the correlation', () => {
    expect([0.9, 0.6, 0.59, 0.3, 0.29, 0, -0.01, null].map(correlationBand)).toEqual([
      'strong',
      'strong',
      'moderate',
      'moderate',
      'weak',
      'weak',
      'opposed',
      'undetermined',
    ]);
  });

  it('pearson rejects series of different length', () => {
    expect(() => pearson([1, 2], [1])).toThrow(RangeError);
  });
});

describe('values, properties', () => {
  const answers = arbitraryAnswers(valueItems, similarityScale);
  const isFlat = (r: ValuesResult) => valueIds.every((v) => Math.abs(r.centred[v]) < 1e-9);

  it('centred scores sum to ~0 and stay within ±5', () => {
    fc.assert(
      fc.property(answers, (a) => {
        const r = scoreValues(a);
        expect(Math.abs(sum(valueIds.map((v) => r.centred[v])))).toBeLessThan(1e-9);
        for (const v of valueIds) {
          expect(r.raw[v]).toBeGreaterThanOrEqual(1);
          expect(r.raw[v]).toBeLessThanOrEqual(6);
          expect(Math.abs(r.centred[v])).toBeLessThanOrEqual(5);
        }
      }),
    );
  });

  it("answering one value's items more strongly never lowers its centred score", () => {
    fc.assert(
      fc.property(
        answers,
        fc.constantFrom(...valueIds),
        arbitrarySteps(valueItems, similarityScale),
        (a, value, steps) => {
          const stronger = strengthen(
            a,
            valueItems,
            (item) => (item as (typeof valueItems)[number]).value === value,
            steps,
            similarityScale,
          );
          expect(scoreValues(stronger).centred[value]).toBeGreaterThanOrEqual(scoreValues(a).centred[value] - 1e-12);
        },
      ),
    );
  });

  it('does not depend on the order the answers arrive in', () => {
    fc.assert(
      fc.property(
        answers.chain((a) => fc.tuple(fc.constant(a), arbitraryReordering(a))),
        ([a, reordered]) => {
          expect(scoreValues(reordered)).toEqual(scoreValues(a));
        },
      ),
    );
  });

  it('correlation is in [−1, 1] and symmetric; compare(a, a) = 1 unless flat', () => {
    fc.assert(
      fc.property(answers, answers, (x, y) => {
        const a = scoreValues(x);
        const b = scoreValues(y);
        const ab = compareValues(a, b);
        const ba = compareValues(b, a);
        if (ab.correlation !== null) {
          expect(ab.correlation).toBeGreaterThanOrEqual(-1);
          expect(ab.correlation).toBeLessThanOrEqual(1);
          expect(ba.correlation).toBeCloseTo(ab.correlation, 12);
        } else {
          expect(isFlat(a) || isFlat(b)).toBe(true);
        }
        const self = compareValues(a, a);
        if (isFlat(a)) expect(self.correlation).toBeNull();
        else {
          expect(self.correlation).toBeCloseTo(1, 12);
          expect(self.oppositePoles).toEqual([]);
          for (const v of valueIds) expect(self.gaps[v]).toBe(0);
        }
      }),
    );
  });
});
