// How a questionnaire is cut into steps: a few numbered statements per screen, each section of
// the conflict analysis starting on a step of its own.
import { type AssessmentType, assessmentDefinitions, type QuestionItem } from '@cc/shared-domain';

/** Statements per step: short enough for a phone screen, few enough steps to keep the pace. */
const itemsPerStep = 4;

export interface NumberedItem extends QuestionItem {
  number: number;
}

export interface Step {
  items: NumberedItem[];
  /** Section heading keys when the step opens a section (conflict analysis). */
  section?: { titleKey: string; introKey: string };
}

export function buildSteps(type: AssessmentType): Step[] {
  const definition = assessmentDefinitions[type];
  const numbered = definition.items.map((item, index) => ({ ...item, number: index + 1 }));
  const groups: { items: NumberedItem[]; section?: Step['section'] }[] = definition.sections
    ? definition.sections.map((section) => ({
        section,
        items: numbered.filter((item) => (item as { section?: string }).section === section.id),
      }))
    : [{ items: numbered }];
  const steps: Step[] = [];
  for (const group of groups) {
    for (let i = 0; i < group.items.length; i += itemsPerStep) {
      steps.push({
        items: group.items.slice(i, i + itemsPerStep),
        ...(i === 0 && group.section ? { section: group.section } : {}),
      });
    }
  }
  return steps;
}
