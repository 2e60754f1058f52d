/** Assessment types a results page can show (`/results/:assessmentType`). */
export const assessmentTypes = ['conflict-analysis', 'conflict-style'] as const;
export type AssessmentType = (typeof assessmentTypes)[number];

export function isAssessmentType(value: string | undefined): value is AssessmentType {
  return (assessmentTypes as readonly string[]).includes(value ?? '');
}

/** The three result categories with the seed's measures, as translation keys. */
export const resultCategories = ['communication', 'values', 'structure'] as const;
export type ResultCategory = (typeof resultCategories)[number];
