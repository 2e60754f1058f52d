import { analysisCategoryItems, analysisItems, escalationItems, scoreConflictAnalysis } from './analysis';
import { aggregateTeamRound, tallyMetricsFor, type TeamTally } from './team-round-result';
import { teamRoundLimits } from './team-rounds';
import { answersFor } from './test-helpers';

/** The tally rows of one metric from the members' values (how many gave each). */
function tally(metric: string, values: number[]): TeamTally[] {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ metric, value, count }));
}

/** Every statement answered `neutral` by all `n` members, then the given statements. */
function statements(n: number, given: Record<string, number[]>, neutral = 3): TeamTally[] {
  return analysisItems.flatMap((item) => tally(`item:${item.id}`, given[item.id] ?? Array<number>(n).fill(neutral)));
}

describe('aggregateTeamRound', () => {
  it('computes the result of three members by hand', () => {
    const result = aggregateTeamRound([
      ...tally('score:communication', [20, 50, 80]),
      ...tally('score:values', [60, 60, 60]),
      ...tally('score:structure', [40, 50, 60]),
      ...tally('stage', [2, 4, 7]),
      ...statements(3, { c1: [1, 3, 5], v1: [2, 2, 2], s1: [1, 1, 5], e1: [4, 5, 5], e8: [1, 3, 5] }),
    ]);
    expect(result).toEqual({
      respondents: 3,
      version: 2,
      // values 60; structure and communication both 50: structure first (categoryTiePriority).
      categories: [
        {
          category: 'values',
          mean: 60,
          spread: 0,
          agreement: 'close',
          level: 'high',
          distribution: { low: 0, moderate: 0, high: 3 },
        },
        {
          category: 'structure',
          mean: 50,
          // sqrt((100 + 0 + 100) / 3) = 8.165
          spread: 8.2,
          agreement: 'close',
          level: 'moderate',
          distribution: { low: 0, moderate: 2, high: 1 },
        },
        {
          category: 'communication',
          mean: 50,
          // sqrt((900 + 0 + 900) / 3) = 24.495
          spread: 24.5,
          agreement: 'wide',
          level: 'moderate',
          distribution: { low: 1, moderate: 1, high: 1 },
        },
      ],
      primary: 'values',
      // s1: mean 7/3, sd sqrt(32/9) = 1.886; c1 and e8: sd sqrt(8/3) = 1.633 (item order); e1: sd 0.471.
      // v1 (all 2) and the statements everyone answered 3 are no dispute.
      disputed: [
        { item_id: 's1', mean: 2.3, spread: 1.9, distribution: [2, 0, 0, 0, 1] },
        { item_id: 'c1', mean: 3, spread: 1.6, distribution: [1, 0, 1, 0, 1] },
        { item_id: 'e8', mean: 3, spread: 1.6, distribution: [1, 0, 1, 0, 1] },
        { item_id: 'e1', mean: 4.7, spread: 0.5, distribution: [0, 0, 0, 1, 2] },
      ],
      escalation: {
        stage: 4,
        phase: 'win-lose',
        helper: 'mediator',
        phases: { 'win-win': 1, 'win-lose': 1, 'lose-lose': 1 },
      },
    });
  });

  it('computes the result of four members by hand: the higher middle stage, at most five disputed statements', () => {
    const result = aggregateTeamRound([
      ...tally('stage', [8, 1, 5, 2]),
      ...tally('score:communication', [10, 20, 30, 40]),
      ...tally('score:values', [0, 0, 100, 100]),
      ...tally('score:structure', [55, 55, 55, 55]),
      ...statements(4, {
        c1: [1, 1, 5, 5],
        v1: [1, 5, 5, 5],
        s1: [1, 2, 4, 5],
        c2: [2, 4, 2, 4],
        v2: [3, 4, 3, 4],
        s2: [5, 1, 5, 1],
        c3: [4, 4, 4, 5],
      }),
    ]);
    expect(result.respondents).toBe(4);
    expect(result.categories).toEqual([
      {
        category: 'structure',
        mean: 55,
        spread: 0,
        agreement: 'close',
        level: 'moderate',
        distribution: { low: 0, moderate: 4, high: 0 },
      },
      {
        category: 'values',
        mean: 50,
        spread: 50,
        agreement: 'wide',
        level: 'moderate',
        distribution: { low: 2, moderate: 0, high: 2 },
      },
      {
        category: 'communication',
        mean: 25,
        // sqrt(500 / 4) = 11.18
        spread: 11.2,
        agreement: 'some',
        level: 'low',
        // 40 is moderate already (scoreLevelThresholds).
        distribution: { low: 3, moderate: 1, high: 0 },
      },
    ]);
    expect(result.primary).toBe('structure');
    expect(result.disputed).toHaveLength(teamRoundLimits.disputedStatements);
    expect(result.disputed).toEqual([
      { item_id: 'c1', mean: 3, spread: 2, distribution: [2, 0, 0, 0, 2] },
      { item_id: 's2', mean: 3, spread: 2, distribution: [2, 0, 0, 0, 2] },
      // sqrt(3) = 1.732
      { item_id: 'v1', mean: 4, spread: 1.7, distribution: [1, 0, 0, 0, 3] },
      // sqrt(2.5) = 1.581
      { item_id: 's1', mean: 3, spread: 1.6, distribution: [1, 1, 0, 1, 1] },
      { item_id: 'c2', mean: 3, spread: 1, distribution: [0, 2, 0, 2, 0] },
    ]);
    // Sorted 1, 2, 5, 8: the higher of the two middle stages.
    expect(result.escalation).toEqual({
      stage: 5,
      phase: 'win-lose',
      helper: 'mediator',
      phases: { 'win-win': 2, 'win-lose': 1, 'lose-lose': 1 },
    });
  });

  it('adds up what tallyMetricsFor gives for each member', () => {
    const members = [
      { ...answersFor(analysisCategoryItems, 2), ...answersFor(escalationItems, 1) },
      { ...answersFor(analysisCategoryItems, 4), ...answersFor(escalationItems, 4), c1: 5 },
      { ...answersFor(analysisCategoryItems, 3), ...answersFor(escalationItems, 5) },
    ];
    const counts = new Map<string, TeamTally>();
    for (const metric of members.flatMap(tallyMetricsFor)) {
      const key = `${metric.metric}=${metric.value}`;
      const row = counts.get(key) ?? { ...metric, count: 0 };
      row.count += 1;
      counts.set(key, row);
    }
    const result = aggregateTeamRound([...counts.values()]);
    const own = members.map(scoreConflictAnalysis);
    for (const category of result.categories) {
      const scores = own.map((member) => member.scores[category.category]);
      expect(category.mean).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / 3, 1);
    }
    const stages = own.map((member) => member.escalation.stage).sort((a, b) => a - b);
    expect(result.escalation.stage).toBe(stages[1]);
    // The escalation statements (answered 1, 4 and 5) spread widest; c1 (2, 5, 3) less.
    expect(result.disputed[0]).toMatchObject({ item_id: 'e1', distribution: [1, 0, 0, 1, 1] });
    expect(result.disputed.map((statement) => statement.item_id)).not.toContain('c1');
  });

  it('needs at least one answer set', () => {
    expect(() => aggregateTeamRound([])).toThrow(RangeError);
  });
});

describe('tallyMetricsFor', () => {
  it('adds every statement as answered (reverse-keyed too), the category scores and the stage', () => {
    const answers = { ...answersFor(analysisCategoryItems, 4), ...answersFor(escalationItems, 2), c5: 5, e1: 5 };
    const metrics = tallyMetricsFor(answers);
    const own = scoreConflictAnalysis(answers);
    expect(metrics).toHaveLength(analysisItems.length + 3 + 1);
    expect(metrics).toContainEqual({ metric: 'item:c5', value: 5 });
    expect(metrics).toContainEqual({ metric: 'item:e1', value: 5 });
    expect(metrics).toContainEqual({ metric: 'item:s8', value: 4 });
    expect(metrics).toContainEqual({ metric: 'score:communication', value: own.scores.communication });
    expect(metrics).toContainEqual({ metric: 'score:values', value: own.scores.values });
    expect(metrics).toContainEqual({ metric: 'stage', value: own.escalation.stage });
    expect(new Set(metrics.map((metric) => metric.metric)).size).toBe(metrics.length);
  });
});
