// Helpers shared by the domain's tests (not exported from the package).
import fc from 'fast-check';
import { type Answers, type QuestionItem, type Scale } from './scales';

/** Answers with every item set by `pick` (default: the same value for all). */
export function answersFor(items: readonly QuestionItem[], pick: number | ((item: QuestionItem) => number)): Answers {
  return Object.fromEntries(items.map((item) => [item.id, typeof pick === 'number' ? pick : pick(item)]));
}

/** Arbitrary complete answers on the scale. */
export function arbitraryAnswers(items: readonly QuestionItem[], scale: Scale): fc.Arbitrary<Answers> {
  return fc
    .array(fc.integer({ min: scale.min, max: scale.max }), { minLength: items.length, maxLength: items.length })
    .map((values) => Object.fromEntries(items.map((item, i) => [item.id, values[i] as number])));
}

/** The same answers as an object whose entries arrive in another order. */
export function arbitraryReordering(answers: Answers): fc.Arbitrary<Answers> {
  const entries = Object.entries(answers);
  return fc
    .shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length })
    .map((shuffled) => Object.fromEntries(shuffled));
}

/** Per-item steps (0..scale span) used to answer some items "more strongly". */
export function arbitrarySteps(items: readonly QuestionItem[], scale: Scale): fc.Arbitrary<number[]> {
  return fc.array(fc.integer({ min: 0, max: scale.max - scale.min }), {
    minLength: items.length,
    maxLength: items.length,
  });
}

/**
 * Moves the answers to `target` items in the direction that means "more" of what they measure:
 * up for normal items, down for reverse-keyed ones, clamped to the scale.
 */
export function strengthen(
  answers: Answers,
  items: readonly QuestionItem[],
  target: (item: QuestionItem) => boolean,
  steps: readonly number[],
  scale: Scale,
): Answers {
  const next: Record<string, number> = { ...answers };
  items.forEach((item, i) => {
    if (!target(item)) return;
    const step = (steps[i] ?? 0) * (item.reverse ? -1 : 1);
    next[item.id] = Math.min(scale.max, Math.max(scale.min, (answers[item.id] as number) + step));
  });
  return next;
}
