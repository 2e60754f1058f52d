// The team result of a round, computed from its tallies alone (shared-domain team-rounds.ts): the
// server never holds an answer set, only how many gave which answer, so everything here works on
// `{ metric, value, count }` rows. The api stores what `aggregateTeamRound` returns (with the time
// it was published); the contract's `teamRoundResult` is its schema.
import {
  analysisItems,
  categoryTiePriority,
  conflictAnalysisVersion,
  scoreConflictAnalysis,
  scoreLevel,
} from './analysis';
import type { ScoreLevel } from './analysis';
import { type ResultCategory, resultCategories } from './assessments';
import {
  type EscalationHelper,
  type GlaslPhase,
  type GlaslStage,
  escalationHelper,
  glaslPhase,
  glaslPhases,
  isGlaslStage,
} from './glasl';
import { type Answers, rankByScore } from './scales';
import { type TeamAgreementLevel, teamAgreementLevel, teamRoundLimits, teamTallyMetric } from './team-rounds';

/** One tally row: how many answer sets gave `value` for `metric`. */
export interface TeamTally {
  metric: string;
  value: number;
  count: number;
}

/** What one answer set adds one to. */
export interface TeamTallyMetric {
  metric: string;
  value: number;
}

export interface TeamCategoryAggregate {
  category: ResultCategory;
  mean: number;
  spread: number;
  agreement: TeamAgreementLevel;
  level: ScoreLevel;
  distribution: Record<ScoreLevel, number>;
}

export interface TeamDisputedStatement {
  item_id: string;
  mean: number;
  spread: number;
  /** Index 0 = answer 1 … index 4 = answer 5. */
  distribution: number[];
}

/** The contract's `teamRoundResult` without `published_at`. */
export interface TeamRoundAggregate {
  respondents: number;
  version: number;
  categories: TeamCategoryAggregate[];
  primary: ResultCategory;
  disputed: TeamDisputedStatement[];
  escalation: {
    stage: GlaslStage;
    phase: GlaslPhase;
    helper: EscalationHelper;
    phases: Record<GlaslPhase, number>;
  };
}

/**
 * The tallies one answer set (valid for the conflict analysis) adds to: every statement's answer
 * as given (1–5, not mirrored: the distribution shows what people ticked), each category's score
 * (0–100, as the member's own result shows it) and the estimated Glasl stage.
 */
export function tallyMetricsFor(answers: Answers): TeamTallyMetric[] {
  const result = scoreConflictAnalysis(answers);
  return [
    ...analysisItems.map((item) => ({ metric: teamTallyMetric.item(item.id), value: answers[item.id] as number })),
    ...resultCategories.map((category) => ({
      metric: teamTallyMetric.score(category),
      value: result.scores[category],
    })),
    { metric: teamTallyMetric.stage, value: result.escalation.stage },
  ];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Count, sum and sum of squares of a metric's values (integers, so comparisons stay exact). */
interface Moments {
  n: number;
  sum: number;
  squares: number;
}

function momentsOf(rows: readonly TeamTally[]): Moments {
  return rows.reduce(
    (acc, row) => ({
      n: acc.n + row.count,
      sum: acc.sum + row.value * row.count,
      squares: acc.squares + row.value * row.value * row.count,
    }),
    { n: 0, sum: 0, squares: 0 },
  );
}

/** n² times the population variance: an integer, so two metrics with the same n compare exactly. */
const scaledVariance = ({ n, sum, squares }: Moments) => n * squares - sum * sum;
const populationSd = (moments: Moments) => Math.sqrt(Math.max(0, scaledVariance(moments))) / moments.n;

/** Every answer set answers every statement, so n is the same and the integers decide; else the floats. */
function compareVariance(a: Moments, b: Moments): number {
  if (a.n === b.n) return scaledVariance(a) - scaledVariance(b);
  return scaledVariance(a) / a.n ** 2 - scaledVariance(b) / b.n ** 2;
}

/**
 * The team result from a round's tallies (at least one answer set; the api publishes it only from
 * `teamRoundThreshold` on). Per category: the mean of the members' scores and their population
 * standard deviation (one decimal), the agreement and level, and how many members fall into each
 * level; ranking by mean, ties by `categoryTiePriority`. The disputed statements are those with
 * the widest spread of answers (ties in item order; statements everyone answered alike are no
 * dispute). The team's Glasl stage is the median of the members' stages (for an even count the
 * higher of the two middle ones: the careful reading of an escalation).
 */
export function aggregateTeamRound(tallies: readonly TeamTally[]): TeamRoundAggregate {
  const byMetric = new Map<string, TeamTally[]>();
  for (const row of tallies) {
    if (row.count <= 0) continue;
    const rows = byMetric.get(row.metric) ?? [];
    rows.push(row);
    byMetric.set(row.metric, rows);
  }
  const rowsOf = (metric: string) => byMetric.get(metric) ?? [];

  const stageRows = rowsOf(teamTallyMetric.stage)
    .filter((row) => isGlaslStage(row.value))
    .sort((a, b) => a.value - b.value);
  const respondents = stageRows.reduce((sum, row) => sum + row.count, 0);
  if (respondents === 0) throw new RangeError('a team result needs at least one answer set');

  const exactMeans = {} as Record<ResultCategory, number>;
  const categories = new Map<ResultCategory, TeamCategoryAggregate>();
  for (const category of resultCategories) {
    const rows = rowsOf(teamTallyMetric.score(category));
    const moments = momentsOf(rows);
    exactMeans[category] = moments.n ? moments.sum / moments.n : 0;
    const mean = oneDecimal(exactMeans[category]);
    const spread = moments.n ? oneDecimal(populationSd(moments)) : 0;
    const distribution: Record<ScoreLevel, number> = { low: 0, moderate: 0, high: 0 };
    for (const row of rows) distribution[scoreLevel(row.value)] += row.count;
    categories.set(category, {
      category,
      mean,
      spread,
      agreement: teamAgreementLevel(spread),
      level: scoreLevel(mean),
      distribution,
    });
  }
  const ranking = rankByScore(exactMeans, categoryTiePriority);

  const statements = analysisItems.flatMap((item, order) => {
    const rows = rowsOf(teamTallyMetric.item(item.id)).filter((row) => row.value >= 1 && row.value <= 5);
    const moments = momentsOf(rows);
    if (!moments.n) return [];
    const distribution = [1, 2, 3, 4, 5].map((answer) =>
      rows.filter((row) => row.value === answer).reduce((sum, row) => sum + row.count, 0),
    );
    return [{ order, moments, item_id: item.id, distribution }];
  });
  const disputed = statements
    .filter((statement) => scaledVariance(statement.moments) > 0)
    .sort((a, b) => compareVariance(b.moments, a.moments) || a.order - b.order)
    .slice(0, teamRoundLimits.disputedStatements)
    .map(({ item_id, moments, distribution }) => ({
      item_id,
      mean: oneDecimal(moments.sum / moments.n),
      spread: oneDecimal(populationSd(moments)),
      distribution,
    }));

  // The median stage: the (n/2)-th of the sorted stages, 0-based (the higher middle one when n is even).
  const middle = Math.floor(respondents / 2);
  let seen = 0;
  let stage: GlaslStage = 1;
  for (const row of stageRows) {
    seen += row.count;
    if (seen > middle) {
      stage = row.value as GlaslStage;
      break;
    }
  }
  const phases = Object.fromEntries(glaslPhases.map((phase) => [phase, 0])) as Record<GlaslPhase, number>;
  for (const row of stageRows) phases[glaslPhase(row.value as GlaslStage)] += row.count;

  return {
    respondents,
    version: conflictAnalysisVersion,
    categories: ranking.map((category) => categories.get(category)!),
    primary: ranking[0]!,
    disputed,
    escalation: { stage, phase: glaslPhase(stage), helper: escalationHelper(stage), phases },
  };
}
