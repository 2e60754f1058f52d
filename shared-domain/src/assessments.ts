/**
 * Assessment types the api scores and a results page can show (`/results/:assessmentType`):
 * the team conflict analysis, the conflict style test and the values radar.
 */
export const assessmentTypes = ['conflict-analysis', 'conflict-style', 'values'] as const;
export type AssessmentType = (typeof assessmentTypes)[number];

export function isAssessmentType(value: string | undefined): value is AssessmentType {
  return (assessmentTypes as readonly string[]).includes(value ?? '');
}

/** The three result categories; each has a description and three measures (see `analysisCategories`). */
export const resultCategories = ['communication', 'values', 'structure'] as const;
export type ResultCategory = (typeof resultCategories)[number];
