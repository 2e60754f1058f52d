import fc from 'fast-check';
import { agreementScale } from './scales';
import { conflictStyleDefinitions, conflictStyles, scoreConflictStyle, styleItems } from './style';
import { answersFor, arbitraryAnswers, arbitraryReordering, arbitrarySteps, strengthen } from './test-helpers';

/** Answers from five values per style, in item order 1..5. */
const byStyle = (values: Record<string, readonly number[]>) =>
  answersFor(styleItems, (item) => {
    const n = Number(item.id.slice(2)) - 1;
    return values[(item as (typeof styleItems)[number]).style]?.[n] ?? 3;
  });

describe('conflict style item bank', () => {
  it('has five items per style, 25 in all, with unique ids, styles alternating', () => {
    expect(styleItems).toHaveLength(25);
    for (const style of conflictStyles) expect(styleItems.filter((i) => i.style === style)).toHaveLength(5);
    expect(new Set(styleItems.map((i) => i.id)).size).toBe(25);
    expect(styleItems.slice(0, 5).map((i) => i.style)).toEqual([...conflictStyles]);
  });

  it('places the styles on the two axes', () => {
    expect(
      conflictStyles.map((s) => [
        s,
        conflictStyleDefinitions[s].assertiveness,
        conflictStyleDefinitions[s].cooperativeness,
      ]),
    ).toEqual([
      ['competing', 1, 0],
      ['collaborating', 1, 1],
      ['compromising', 0.5, 0.5],
      ['avoiding', 0, 0],
      ['accommodating', 0, 1],
    ]);
  });
});

describe('scoreConflictStyle, hand-computed', () => {
  it('a competing profile with little avoiding', () => {
    const result = scoreConflictStyle(
      byStyle({
        competing: [5, 5, 5, 5, 5], // mean 5 → 100
        collaborating: [4, 4, 4, 4, 3], // 19 / 5 = 3.8 → (3.8 − 1) / 4 × 100 = 70
        compromising: [3, 3, 3, 3, 3], // 3 → 50
        avoiding: [1, 1, 1, 2, 2], // 7 / 5 = 1.4 → 10
        accommodating: [2, 2, 2, 2, 2], // 2 → 25
      }),
    );
    expect(result.scores).toEqual({
      competing: 100,
      collaborating: 70,
      compromising: 50,
      avoiding: 10,
      accommodating: 25,
    });
    expect(result.ranking).toEqual(['competing', 'collaborating', 'compromising', 'accommodating', 'avoiding']);
    expect(result.dominant).toBe('competing');
    expect(result.leastUsed).toBe('avoiding');
    expect(result.dominantTies).toEqual(['competing']);
    expect(result.leastUsedTies).toEqual(['avoiding']);
    expect(result.balanced).toBe(false); // 100 − 10 = 90 > 10
  });

  it('a flat profile: dominant first in order, least used last in order, balanced', () => {
    const result = scoreConflictStyle(answersFor(styleItems, 3)); // every style 50
    expect(result.dominant).toBe('competing');
    expect(result.leastUsed).toBe('accommodating');
    expect(result.dominantTies).toEqual([...conflictStyles]);
    expect(result.balanced).toBe(true);
  });

  it('ties at the top and the bottom', () => {
    const result = scoreConflictStyle(
      byStyle({
        competing: [4, 4, 4, 4, 4], // 75
        collaborating: [5, 4, 4, 4, 3], // 20 / 5 = 4 → 75
        compromising: [3, 3, 4, 3, 3], // 16 / 5 = 3.2 → 55
        avoiding: [2, 2, 2, 2, 2], // 25
        accommodating: [1, 2, 3, 2, 2], // 10 / 5 = 2 → 25
      }),
    );
    expect(result.scores).toEqual({
      competing: 75,
      collaborating: 75,
      compromising: 55,
      avoiding: 25,
      accommodating: 25,
    });
    expect(result.dominant).toBe('competing');
    expect(result.dominantTies).toEqual(['competing', 'collaborating']);
    expect(result.leastUsed).toBe('accommodating');
    expect(result.leastUsedTies).toEqual(['avoiding', 'accommodating']);
    expect(result.balanced).toBe(false);
  });

  it('counts a spread of exactly 10 as balanced', () => {
    // competing [4,3,3,3,3] → 3.2 → 55, the rest 50: spread 5; collaborating [4,4,3,3,3] → 3.4 → 60: spread 10.
    const result = scoreConflictStyle(byStyle({ competing: [4, 3, 3, 3, 3], collaborating: [4, 4, 3, 3, 3] }));
    expect(result.scores.collaborating).toBe(60);
    expect(result.balanced).toBe(true);
  });
});

describe('scoreConflictStyle, properties', () => {
  const answers = arbitraryAnswers(styleItems, agreementScale);

  it('keeps every score in 0..100 and names distinct dominant and least-used styles', () => {
    fc.assert(
      fc.property(answers, (a) => {
        const r = scoreConflictStyle(a);
        for (const s of conflictStyles) {
          expect(r.scores[s]).toBeGreaterThanOrEqual(0);
          expect(r.scores[s]).toBeLessThanOrEqual(100);
          expect(r.scores[r.dominant]).toBeGreaterThanOrEqual(r.scores[s]);
          expect(r.scores[r.leastUsed]).toBeLessThanOrEqual(r.scores[s]);
        }
        expect(r.dominant).not.toBe(r.leastUsed);
        expect(r.dominantTies).toContain(r.dominant);
        expect(r.leastUsedTies).toContain(r.leastUsed);
      }),
    );
  });

  it("answering one style's items more strongly never lowers that style's score", () => {
    fc.assert(
      fc.property(
        answers,
        fc.constantFrom(...conflictStyles),
        arbitrarySteps(styleItems, agreementScale),
        (a, style, steps) => {
          const stronger = strengthen(
            a,
            styleItems,
            (item) => (item as (typeof styleItems)[number]).style === style,
            steps,
            agreementScale,
          );
          expect(scoreConflictStyle(stronger).scores[style]).toBeGreaterThanOrEqual(
            scoreConflictStyle(a).scores[style],
          );
        },
      ),
    );
  });

  it('does not depend on the order the answers arrive in', () => {
    fc.assert(
      fc.property(
        answers.chain((a) => fc.tuple(fc.constant(a), arbitraryReordering(a))),
        ([a, reordered]) => {
          expect(scoreConflictStyle(reordered)).toEqual(scoreConflictStyle(a));
        },
      ),
    );
  });
});
