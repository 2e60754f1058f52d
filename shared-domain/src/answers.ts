// One definition per assessment type, the answer validation the api runs before scoring, and the
// dispatch to the right scorer.
import {
  type ConflictAnalysisResult,
  analysisItems,
  analysisSections,
  conflictAnalysisVersion,
  scoreConflictAnalysis,
} from './analysis';
import { type AssessmentType, isAssessmentType } from './assessments';
import { site } from './site';
import { type Answers, type QuestionItem, type Scale, agreementScale, isScalePoint, similarityScale } from './scales';
import { type ConflictStyleResult, conflictStyleVersion, scoreConflictStyle, styleItems } from './style';
import { type ValuesResult, scoreValues, valueItems, valuesVersion } from './values';

export interface AssessmentDefinition {
  type: AssessmentType;
  version: number;
  /** Shown to visitors before they start. */
  minutes: number;
  scale: Scale;
  /** Presentation order. */
  items: readonly QuestionItem[];
  titleKey: string;
  introKey: string;
  /** Question or instruction shown above the items. */
  instructionKey: string;
  sections?: readonly { id: string; titleKey: string; introKey: string }[];
}

export const assessmentDefinitions: Readonly<Record<AssessmentType, AssessmentDefinition>> = {
  'conflict-analysis': {
    type: 'conflict-analysis',
    version: conflictAnalysisVersion,
    minutes: site.analysisMinutes,
    scale: agreementScale,
    items: analysisItems,
    titleKey: 'analysis.title',
    introKey: 'analysis.intro',
    instructionKey: 'analysis.instruction',
    sections: analysisSections,
  },
  'conflict-style': {
    type: 'conflict-style',
    version: conflictStyleVersion,
    minutes: 5,
    scale: agreementScale,
    items: styleItems,
    titleKey: 'style.title',
    introKey: 'style.intro',
    instructionKey: 'style.instruction',
  },
  values: {
    type: 'values',
    version: valuesVersion,
    minutes: 4,
    scale: similarityScale,
    items: valueItems,
    titleKey: 'values.title',
    introKey: 'values.intro',
    instructionKey: 'values.instruction',
  },
};

export type AssessmentResult = ConflictAnalysisResult | ConflictStyleResult | ValuesResult;
export type AssessmentResultOf<T extends AssessmentType> = Extract<AssessmentResult, { type: T }>;

export type AnswerErrorCode = 'unknown_type' | 'missing_answers' | 'invalid_answer' | 'invalid_shape';

export type InvalidAnswerReason = 'out_of_range' | 'not_integer' | 'unknown_item' | 'duplicate';

export interface AnswerValidationDetails {
  /** The type that was asked for (unknown_type). */
  type?: unknown;
  /** What is wrong with the payload's structure (invalid_shape). */
  shape?: string;
  /** Items without an answer, in presentation order. */
  missing?: string[];
  /** Answers that are off the scale, not integers, duplicated or for items that do not exist. */
  invalid?: { itemId: string; reason: InvalidAnswerReason }[];
  /** The accepted range, for messages. */
  scale?: { min: number; max: number };
}

export type AnswerValidation =
  | { ok: true; type: AssessmentType; answers: Answers }
  | { ok: false; code: AnswerErrorCode; details: AnswerValidationDetails };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks answers against the definition of `type`. Accepted shapes: an object mapping item ids to
 * scale points (`{ c1: 4, … }`), or an array of `{ itemId, value }`. A `null` answer counts as
 * missing. Checks in this order, reporting the first code that applies (details carry all problems
 * found so far): unknown_type → invalid_shape (not an object or array, an entry without an item
 * id, a value that is not a number or null) → invalid_answer (unknown item, duplicate, fraction,
 * off the scale) → missing_answers. On success `answers` holds exactly the definition's items in
 * presentation order.
 */
export function validateAnswers(type: unknown, input: unknown): AnswerValidation {
  if (typeof type !== 'string' || !isAssessmentType(type))
    return { ok: false, code: 'unknown_type', details: { type } };
  const definition = assessmentDefinitions[type];
  const { scale } = definition;
  const known = new Set(definition.items.map((item) => item.id));

  const entries: [string, unknown][] = [];
  if (Array.isArray(input)) {
    for (const [index, entry] of input.entries()) {
      if (!isRecord(entry) || typeof entry.itemId !== 'string')
        return { ok: false, code: 'invalid_shape', details: { shape: `entry ${index} needs a string itemId` } };
      entries.push([entry.itemId, entry.value]);
    }
  } else if (isRecord(input)) {
    entries.push(...Object.entries(input));
  } else {
    return { ok: false, code: 'invalid_shape', details: { shape: 'answers must be an object or an array' } };
  }

  const wrongTypes = entries.filter(([, value]) => value !== null && value !== undefined && typeof value !== 'number');
  if (wrongTypes.length > 0)
    return {
      ok: false,
      code: 'invalid_shape',
      details: { shape: `answers must be numbers: ${wrongTypes.map(([id]) => id).join(', ')}` },
    };

  const given = new Map<string, number>();
  const seen = new Set<string>();
  const invalid: NonNullable<AnswerValidationDetails['invalid']> = [];
  for (const [itemId, value] of entries) {
    if (!known.has(itemId)) {
      invalid.push({ itemId, reason: 'unknown_item' });
      continue;
    }
    if (seen.has(itemId)) {
      invalid.push({ itemId, reason: 'duplicate' });
      continue;
    }
    seen.add(itemId);
    if (typeof value !== 'number') continue; // null or absent: missing
    if (!Number.isInteger(value)) invalid.push({ itemId, reason: 'not_integer' });
    else if (!isScalePoint(value, scale)) invalid.push({ itemId, reason: 'out_of_range' });
    else given.set(itemId, value);
  }
  const missing = definition.items.filter((item) => !given.has(item.id)).map((item) => item.id);
  const range = { min: scale.min, max: scale.max };
  if (invalid.length > 0) return { ok: false, code: 'invalid_answer', details: { invalid, missing, scale: range } };
  if (missing.length > 0) return { ok: false, code: 'missing_answers', details: { missing, scale: range } };

  const answers: Record<string, number> = {};
  for (const item of definition.items) answers[item.id] = given.get(item.id) as number;
  return { ok: true, type, answers };
}

/** Scores answers that passed `validateAnswers` for the same type; throws on invalid answers. */
export function scoreAssessment<T extends AssessmentType>(type: T, answers: Answers): AssessmentResultOf<T>;
export function scoreAssessment(type: AssessmentType, answers: Answers): AssessmentResult {
  switch (type) {
    case 'conflict-analysis':
      return scoreConflictAnalysis(answers);
    case 'conflict-style':
      return scoreConflictStyle(answers);
    case 'values':
      return scoreValues(answers);
  }
}
