// The Glasl estimate from the pattern of the eight escalation answers, table-driven: one answer
// pattern per stage, the patterns that make it tentative, and the "trifft eher zu" to all.
import {
  analysisCategoryItems,
  analysisRecommendation,
  escalationItems,
  estimateEscalation,
  scoreConflictAnalysis,
} from './analysis';
import { type GlaslStage } from './glasl';
import { answersFor } from './test-helpers';

/** e1..e8 as one string of answers, e.g. '44441111'. */
const escalation = (pattern: string) => {
  expect(pattern).toMatch(/^[1-5]{8}$/);
  return Object.fromEntries(escalationItems.map((item, i) => [item.id, Number(pattern[i])]));
};

interface Row {
  pattern: string;
  stage: GlaslStage;
  certainty: 'clear' | 'tentative';
  caveats?: string[];
  setAside?: string[];
  why: string;
}

// prettier-ignore
const table: Row[] = [
  { pattern: '11111111', stage: 1, certainty: 'clear', why: 'nothing agreed: the starting point' },
  { pattern: '33333333', stage: 1, certainty: 'clear', why: '"teils, teils" is not agreement' },
  { pattern: '41111111', stage: 1, certainty: 'clear', why: 'hardening only' },
  { pattern: '45111111', stage: 2, certainty: 'clear', why: 'debate, hardening below it' },
  { pattern: '44411111', stage: 3, certainty: 'clear', why: 'actions, both stages below' },
  { pattern: '45241111', stage: 4, certainty: 'clear', why: 'coalitions with two of the three stages below' },
  { pattern: '44454111', stage: 5, certainty: 'clear', why: 'loss of face, all below' },
  { pattern: '55555511', stage: 6, certainty: 'clear', why: 'threats, all below, nothing more' },
  { pattern: '44444251', stage: 7, certainty: 'clear', why: 'limited blows fully agreed, five of six below' },
  { pattern: '44444445', stage: 8, certainty: 'clear', why: 'fragmentation fully agreed; the hedged stage-7 item lies below the estimate' },
  { pattern: '44444455', stage: 9, certainty: 'clear', why: 'every behaviour agreed, the two gravest fully' },
  {
    pattern: '44444444', stage: 6, certainty: 'tentative', caveats: ['hedged-severe', 'uniform'], setAside: ['e7', 'e8'],
    why: 'the issue: "trifft eher zu" to all eight was stage 8',
  },
  { pattern: '55555555', stage: 9, certainty: 'tentative', caveats: ['uniform'], why: 'the same answer to every statement does not tell the behaviours apart' },
  {
    pattern: '11111115', stage: 1, certainty: 'tentative', caveats: ['unsupported'], setAside: ['e8'],
    why: 'a single grave behaviour without the stages that lead there',
  },
  {
    pattern: '44115111', stage: 2, certainty: 'tentative', caveats: ['unsupported'], setAside: ['e5'],
    why: 'loss of face with only two of four stages below',
  },
  {
    pattern: '44444441', stage: 6, certainty: 'tentative', caveats: ['hedged-severe'], setAside: ['e7'],
    why: 'limited blows only "rather" agreed: held at the highest stage of win-lose',
  },
];

describe('estimateEscalation, by answer pattern', () => {
  it.each(table)(
    '$pattern → stage $stage ($certainty): $why',
    ({ pattern, stage, certainty, caveats = [], setAside = [] }) => {
      const estimate = estimateEscalation(escalation(pattern));
      expect(estimate.stage).toBe(stage);
      expect(estimate.certainty).toBe(certainty);
      expect(estimate.caveats).toEqual(caveats);
      expect((estimate.setAside ?? []).map((i) => i.itemId)).toEqual(setAside);
    },
  );

  it('reaches every stage from 1 to 9 with a clear pattern', () => {
    const clear = table.filter((row) => row.certainty === 'clear').map((row) => row.stage);
    expect([...new Set(clear)].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('lists every agreed behaviour as an indicator, in item order, with how strongly it was agreed', () => {
    expect(estimateEscalation(escalation('45111115')).indicators).toEqual([
      { itemId: 'e1', stage: 1, strength: 'rather' },
      { itemId: 'e2', stage: 2, strength: 'fully' },
      { itemId: 'e8', stage: 8, strength: 'fully' },
    ]);
  });

  it('gives stage, phase and helper together', () => {
    expect(estimateEscalation(escalation('44444251'))).toMatchObject({
      stage: 7,
      phase: 'lose-lose',
      helper: 'arbitration',
    });
    expect(estimateEscalation(escalation('44454111'))).toMatchObject({
      stage: 5,
      phase: 'win-lose',
      helper: 'mediator',
    });
  });
});

describe('analysisRecommendation, escalation texts', () => {
  const withEscalation = (pattern: string) =>
    scoreConflictAnalysis({ ...answersFor(analysisCategoryItems, 3), ...escalation(pattern) });

  it('says how sure the estimate is, and why when it is tentative', () => {
    const clear = analysisRecommendation(withEscalation('44411111'));
    expect(clear.certaintyKey).toBe('analysis.escalation.certainty.clear');
    expect(clear.caveatKeys).toEqual([]);
    const tentative = analysisRecommendation(withEscalation('44444444'));
    expect(tentative.certaintyKey).toBe('analysis.escalation.certainty.tentative');
    expect(tentative.caveatKeys).toEqual([
      'analysis.escalation.caveats.hedged-severe',
      'analysis.escalation.caveats.uniform',
    ]);
  });

  it.each([
    ['44411111', 'analysis.escalation.nextSteps.parties-or-moderator'],
    ['44454111', 'analysis.escalation.nextSteps.mediator'],
    ['44444255', 'analysis.escalation.nextSteps.arbitration'],
  ])('%s gives the next step %s', (pattern, key) => {
    expect(analysisRecommendation(withEscalation(pattern)).nextStepKey).toBe(key);
  });

  it('adds a careful note at the lose-lose stages', () => {
    expect(analysisRecommendation(withEscalation('44444251')).careNoteKey).toBe('analysis.escalation.careNote');
    expect(analysisRecommendation(withEscalation('44454111')).careNoteKey).toBeUndefined();
  });
});
