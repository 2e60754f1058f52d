// Reads a stored `result` defensively: the page shows the error screen for anything it cannot
// render instead of crashing on a malformed or outdated record.
import {
  type ConflictAnalysisResult,
  type ConflictStyleResult,
  type ValuesResult,
  conflictStyles,
  isConflictStyle,
  isGlaslStage,
  resultCategories,
  valueIds,
} from '@cc/shared-domain';
import { isRecord } from './storage';

const hasScores = (value: unknown, keys: readonly string[]) =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'number' && Number.isFinite(value[key]));

export function isAnalysisResult(value: unknown): value is ConflictAnalysisResult {
  if (!isRecord(value) || value.type !== 'conflict-analysis') return false;
  const escalation = value.escalation;
  return (
    hasScores(value.scores, resultCategories) &&
    (resultCategories as readonly unknown[]).includes(value.primary) &&
    Array.isArray(value.tiedWithPrimary) &&
    isRecord(escalation) &&
    isGlaslStage(escalation.stage) &&
    typeof escalation.phase === 'string' &&
    typeof escalation.helper === 'string' &&
    Array.isArray(escalation.indicators)
  );
}

export function isStyleResult(value: unknown): value is ConflictStyleResult {
  return (
    isRecord(value) &&
    value.type === 'conflict-style' &&
    hasScores(value.scores, conflictStyles) &&
    isConflictStyle(value.dominant) &&
    isConflictStyle(value.leastUsed) &&
    Array.isArray(value.dominantTies) &&
    Array.isArray(value.leastUsedTies) &&
    Array.isArray(value.ranking)
  );
}

export function isValuesResult(value: unknown): value is ValuesResult {
  return isRecord(value) && value.type === 'values' && hasScores(value.centred, valueIds) && Array.isArray(value.top);
}

/** The scores a comparison lines up: label keys (namespace "domain") and numbers, in a fixed order. */
export function comparableScores(result: unknown): { key: string; labelKey: string; value: number }[] | null {
  if (isAnalysisResult(result))
    return resultCategories.map((c) => ({
      key: c,
      labelKey: `analysis.categories.${c}.name`,
      value: result.scores[c],
    }));
  if (isStyleResult(result))
    return conflictStyles.map((s) => ({ key: s, labelKey: `style.styles.${s}.name`, value: result.scores[s] }));
  if (isValuesResult(result))
    return valueIds.map((v) => ({
      key: v,
      labelKey: `values.values.${v}.name`,
      value: Math.round(result.centred[v] * 100) / 100,
    }));
  return null;
}
