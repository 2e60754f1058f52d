import fc from 'fast-check';
import {
  analysisCategories,
  analysisCategoryItems,
  analysisItems,
  analysisRecommendation,
  escalationItems,
  scoreConflictAnalysis,
} from './analysis';
import { resultCategories } from './assessments';
import { escalationHelper, glaslPhase, glaslStages } from './glasl';
import { agreementScale } from './scales';
import { answersFor, arbitraryAnswers, arbitraryReordering, arbitrarySteps, strengthen } from './test-helpers';

const withAnswers = (overrides: Record<string, number>, base = 3, escalation = 1) =>
  ({
    ...answersFor(analysisCategoryItems, base),
    ...answersFor(escalationItems, escalation),
    ...overrides,
  }) as Record<string, number>;

describe('conflict analysis item bank', () => {
  it('has 24 category items, 8 per category, and 8 escalation items with unique ids', () => {
    expect(analysisCategoryItems).toHaveLength(24);
    for (const category of resultCategories)
      expect(analysisCategoryItems.filter((i) => i.category === category)).toHaveLength(8);
    expect(escalationItems).toHaveLength(8);
    expect(new Set(analysisItems.map((i) => i.id)).size).toBe(analysisItems.length);
  });

  it('ties each category to its causes and keys four items in reverse', () => {
    const sources = (c: string) => new Set(analysisCategoryItems.filter((i) => i.category === c).map((i) => i.source));
    expect(sources('communication')).toEqual(new Set(['relationship', 'data']));
    expect(sources('values')).toEqual(new Set(['value', 'interest']));
    expect(sources('structure')).toEqual(new Set(['process', 'structural']));
    expect(analysisItems.filter((i) => i.reverse).map((i) => i.id)).toEqual(['c5', 'v6', 's6', 'c8']);
  });

  it('covers every Glasl stage from the escalation items', () => {
    // Stage 9 has no item of its own: it is the whole pattern at its gravest (escalation.test.ts).
    expect(escalationItems.map((i) => i.stage)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('has exactly three measures per category', () => {
    for (const category of resultCategories) expect(analysisCategories[category].measures).toHaveLength(3);
  });
});

describe('scoreConflictAnalysis, hand-computed', () => {
  it('all "teils, teils": every category 50, tie → structure, no escalation signal → stage 1', () => {
    // Every keyed answer is 3 (a reverse 3 stays 3): mean 3 → (3 − 1) / 4 × 100 = 50.
    const result = scoreConflictAnalysis(withAnswers({}));
    expect(result.scores).toEqual({ communication: 50, values: 50, structure: 50 });
    expect(result.levels).toEqual({ communication: 'moderate', values: 'moderate', structure: 'moderate' });
    expect(result.primary).toBe('structure');
    expect(result.ranking).toEqual(['structure', 'communication', 'values']);
    expect(result.tiedWithPrimary).toEqual(['structure', 'communication', 'values']);
    expect(result.escalation).toEqual({
      stage: 1,
      phase: 'win-win',
      helper: 'parties-or-moderator',
      indicators: [],
      certainty: 'clear',
      caveats: [],
      setAside: [],
    });
  });

  it('a communication conflict at stage 4', () => {
    // prettier-ignore
    const overrides = {
      // communication: 5, 5, 4, 4, c5 = 1 → 5 (reverse), 4, 3, c8 = 2 → 4 (reverse)
      //   sum 34, mean 4.25 → (4.25 − 1) / 4 × 100 = 81.25 → 81 (high)
      c1: 5, c2: 5, c3: 4, c4: 4, c5: 1, c6: 4, c7: 3, c8: 2,
      // values: all 2, v6 = 4 → 2 (reverse): mean 2 → 25 (low)
      v1: 2, v2: 2, v3: 2, v4: 2, v5: 2, v6: 4, v7: 2, v8: 2,
      // structure: 4, 3, 3, 2, 4, s6 = 2 → 4 (reverse), 3, 3: sum 26, mean 3.25 → 56.25 → 56 (moderate)
      s1: 4, s2: 3, s3: 3, s4: 2, s5: 4, s6: 2, s7: 3, s8: 3,
      // escalation: e1 = 5, e2 = 4, e3 = 3 (not observed), e4 = 4 with two of the three stages
      // below observed → stage 4
      e1: 5, e2: 4, e3: 3, e4: 4, e5: 2,
    };
    const result = scoreConflictAnalysis(withAnswers(overrides));
    expect(result.scores).toEqual({ communication: 81, values: 25, structure: 56 });
    expect(result.levels).toEqual({ communication: 'high', values: 'low', structure: 'moderate' });
    expect(result.primary).toBe('communication');
    expect(result.ranking).toEqual(['communication', 'structure', 'values']);
    expect(result.tiedWithPrimary).toEqual(['communication']);
    expect(result.escalation).toEqual({
      stage: 4,
      phase: 'win-lose',
      helper: 'mediator',
      indicators: [
        { itemId: 'e1', stage: 1, strength: 'fully' },
        { itemId: 'e2', stage: 2, strength: 'rather' },
        { itemId: 'e4', stage: 4, strength: 'rather' },
      ],
      certainty: 'clear',
      caveats: [],
      setAside: [],
    });
  });

  it('rounds half-points: structure mean 3.125 → 53.125 → 53', () => {
    // s1..s8 keyed: 4, 3, 3, 3, 3, 3 (s6 = 3 stays 3), 3, 3 → sum 25, mean 3.125.
    const result = scoreConflictAnalysis(withAnswers({ s1: 4 }));
    expect(result.scores.structure).toBe(53);
    expect(result.primary).toBe('structure');
  });

  it('breaks a tie between communication and values in favour of communication', () => {
    // c1 = v1 = 5, rest 3: both (5 + 7 × 3) / 8 = 3.25 → 56.25 → 56; structure 50.
    const result = scoreConflictAnalysis(withAnswers({ c1: 5, v1: 5 }));
    expect(result.scores).toEqual({ communication: 56, values: 56, structure: 50 });
    expect(result.primary).toBe('communication');
    expect(result.tiedWithPrimary).toEqual(['communication', 'values']);
  });

  it('throws on missing or off-scale answers (validate first)', () => {
    const { c1: _dropped, ...missing } = withAnswers({});
    expect(() => scoreConflictAnalysis(missing)).toThrow(RangeError);
    expect(() => scoreConflictAnalysis(withAnswers({ c1: 6 }))).toThrow(RangeError);
  });
});

describe('glasl', () => {
  it('maps stages to phases and helpers', () => {
    expect(glaslStages.map((s) => [s.stage, glaslPhase(s.stage), escalationHelper(s.stage)])).toEqual([
      [1, 'win-win', 'parties-or-moderator'],
      [2, 'win-win', 'parties-or-moderator'],
      [3, 'win-win', 'parties-or-moderator'],
      [4, 'win-lose', 'mediator'],
      [5, 'win-lose', 'mediator'],
      [6, 'win-lose', 'mediator'],
      [7, 'lose-lose', 'arbitration'],
      [8, 'lose-lose', 'arbitration'],
      [9, 'lose-lose', 'arbitration'],
    ]);
  });
});

describe('analysisRecommendation', () => {
  it('gives the primary category, its three measures and the step-up for the phase', () => {
    const result = scoreConflictAnalysis(withAnswers({ v1: 5, v2: 5, e1: 4, e2: 4, e4: 4 }));
    const recommendation = analysisRecommendation(result);
    expect(recommendation).toMatchObject({
      category: 'values',
      descriptionKey: 'analysis.categories.values.description',
      stepUpKey: 'analysis.categories.values.stepUp.win-lose',
      stage: 4,
      stageNameKey: 'analysis.escalation.stages.4.name',
      phaseNameKey: 'analysis.escalation.phases.win-lose.name',
      helperKey: 'analysis.escalation.helpers.mediator',
      orientationNoteKey: 'analysis.escalation.orientationNote',
    });
    expect(recommendation.measures.map((m) => m.id)).toEqual(['shared-vision', 'perspectives', 'values-exchange']);
    expect(recommendation.noSignalsKey).toBeUndefined();
    expect(recommendation.tieNoteKey).toBeUndefined();
  });

  it('adds the no-signal and tie notes when they apply', () => {
    const recommendation = analysisRecommendation(scoreConflictAnalysis(withAnswers({})));
    expect(recommendation.noSignalsKey).toBe('analysis.escalation.noSignals');
    expect(recommendation.tieNoteKey).toBe('analysis.tieNote');
    expect(recommendation.stepUpKey).toBe('analysis.categories.structure.stepUp.win-win');
  });
});

describe('scoreConflictAnalysis, properties', () => {
  const answers = arbitraryAnswers(analysisItems, agreementScale);

  it('keeps scores in 0..100, the stage in 1..9 and a consistent primary', () => {
    fc.assert(
      fc.property(answers, (a) => {
        const r = scoreConflictAnalysis(a);
        for (const c of resultCategories) {
          expect(Number.isInteger(r.scores[c])).toBe(true);
          expect(r.scores[c]).toBeGreaterThanOrEqual(0);
          expect(r.scores[c]).toBeLessThanOrEqual(100);
          expect(r.scores[r.primary]).toBeGreaterThanOrEqual(r.scores[c]);
        }
        expect(r.primary).toBe(r.ranking[0]);
        expect(new Set(r.ranking).size).toBe(3);
        expect(r.escalation.stage).toBeGreaterThanOrEqual(1);
        expect(r.escalation.stage).toBeLessThanOrEqual(9);
        expect(r.escalation.phase).toBe(glaslPhase(r.escalation.stage));
      }),
    );
  });

  it("answering one category's items more strongly never lowers that category's score", () => {
    fc.assert(
      fc.property(
        answers,
        fc.constantFrom(...resultCategories),
        arbitrarySteps(analysisItems, agreementScale),
        (a, category, steps) => {
          const stronger = strengthen(
            a,
            analysisItems,
            (item) => 'category' in item && item.category === category,
            steps,
            agreementScale,
          );
          expect(scoreConflictAnalysis(stronger).scores[category]).toBeGreaterThanOrEqual(
            scoreConflictAnalysis(a).scores[category],
          );
        },
      ),
    );
  });

  it('answering escalation items more strongly never lowers the stage', () => {
    fc.assert(
      fc.property(answers, arbitrarySteps(analysisItems, agreementScale), (a, steps) => {
        const stronger = strengthen(a, analysisItems, (item) => item.id.startsWith('e'), steps, agreementScale);
        expect(scoreConflictAnalysis(stronger).escalation.stage).toBeGreaterThanOrEqual(
          scoreConflictAnalysis(a).escalation.stage,
        );
      }),
    );
  });

  it('does not depend on the order the answers arrive in', () => {
    fc.assert(
      fc.property(
        answers.chain((a) => fc.tuple(fc.constant(a), arbitraryReordering(a))),
        ([a, reordered]) => {
          expect(scoreConflictAnalysis(reordered)).toEqual(scoreConflictAnalysis(a));
        },
      ),
    );
  });
});
