// Answer scales and the small helpers every questionnaire scorer shares.

/** Answers of one questionnaire: item id → the chosen scale point (an integer). */
export type Answers = Readonly<Record<string, number>>;

export interface Scale {
  id: 'agreement' | 'similarity';
  min: number;
  max: number;
  /** One text key per scale point, from `min` to `max` (namespace "domain"). */
  labelKeys: readonly string[];
}

const labels = (id: Scale['id'], min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, i) => `scales.${id}.${min + i}`);

/** 1 = "trifft gar nicht zu" … 5 = "trifft voll zu" (conflict analysis, conflict style test). */
export const agreementScale: Scale = { id: 'agreement', min: 1, max: 5, labelKeys: labels('agreement', 1, 5) };

/** 1 = "ist mir gar nicht ähnlich" … 6 = "ist mir sehr ähnlich" (values radar, portrait items). */
export const similarityScale: Scale = { id: 'similarity', min: 1, max: 6, labelKeys: labels('similarity', 1, 6) };

/** A questionnaire item: its id (stable, stored with answers) and the key of its text. */
export interface QuestionItem {
  id: string;
  textKey: string;
  /**
   * Reverse-keyed: agreeing speaks *against* what the item measures, so the answer is mirrored
   * on the scale (`min + max - answer`) before scoring.
   */
  reverse?: boolean;
}

export function isScalePoint(value: unknown, scale: Scale): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= scale.min && value <= scale.max;
}

/**
 * The answer to one item, mirrored when the item is reverse-keyed. Throws when it is missing or
 * off the scale: scorers expect answers that passed `validateAnswers`.
 */
export function keyedAnswer(answers: Answers, item: QuestionItem, scale: Scale): number {
  const value = Object.prototype.hasOwnProperty.call(answers, item.id) ? answers[item.id] : undefined;
  if (!isScalePoint(value, scale)) {
    throw new RangeError(`Answer to item "${item.id}" must be an integer from ${scale.min} to ${scale.max}`);
  }
  return item.reverse ? scale.min + scale.max - value : value;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('mean of no values');
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Maps a mean on the scale linearly onto 0..100 (min → 0, max → 100). */
export function toPercent(value: number, scale: Scale): number {
  return ((value - scale.min) / (scale.max - scale.min)) * 100;
}

/**
 * The exact (unrounded) 0–100 score of a set of items: mean of the keyed answers mapped linearly.
 * Results show it rounded to an integer; ranking uses the exact value so rounding never creates a tie.
 */
export function exactPercentScore(answers: Answers, items: readonly QuestionItem[], scale: Scale): number {
  return toPercent(mean(items.map((item) => keyedAnswer(answers, item, scale))), scale);
}

/**
 * Orders ids by score, highest first; equal scores keep the order of `priority` (earlier wins).
 * Deterministic whatever order the answers arrived in.
 */
export function rankByScore<T extends string>(scores: Readonly<Record<T, number>>, priority: readonly T[]): T[] {
  return [...priority].sort((a, b) => scores[b] - scores[a] || priority.indexOf(a) - priority.indexOf(b));
}
