// A scored assessment as the api stores and answers it (shared-domain's AssessmentResult), and the
// values comparison of two co-founders. `satisfies` keeps these schemas in step with the domain types.
import {
  type AssessmentResult,
  type ConflictAnalysisResult,
  type ConflictStyleResult,
  type ValuesComparison,
  type ValuesResult,
  assessmentTypes,
  conflictStyles,
  escalationCaveats,
  escalationCertainties,
  escalationHelpers,
  glaslPhases,
  glaslStageNumbers,
  resultCategories,
  valueAxes,
  valueIds,
} from '@cc/shared-domain';
import * as z from 'zod';

const record = <K extends readonly [string, ...string[]], V extends z.ZodType>(keys: K, value: V) =>
  z.record(z.enum(keys), value);

const category = z.enum(resultCategories);
const glaslStage = z.union(glaslStageNumbers.map((stage) => z.literal(stage)));
const valueId = z.enum(valueIds);
const strength = z.enum(['rather', 'fully']);
const axisNames = Object.keys(valueAxes) as [keyof typeof valueAxes, ...(keyof typeof valueAxes)[]];

export const assessmentTypeSchema = z.enum(assessmentTypes);

export const conflictAnalysisResultSchema = z.object({
  type: z.literal('conflict-analysis'),
  version: z.number().int(),
  scores: record(resultCategories, z.number()),
  levels: record(resultCategories, z.enum(['low', 'moderate', 'high'])),
  ranking: z.array(category),
  primary: category,
  tiedWithPrimary: z.array(category),
  escalation: z.object({
    stage: glaslStage,
    phase: z.enum(glaslPhases),
    helper: z.enum(escalationHelpers),
    indicators: z.array(z.object({ itemId: z.string(), stage: glaslStage, strength: strength.optional() })),
    // Since version 2 of the analysis (pattern-based estimate); absent in older stored results.
    certainty: z.enum(escalationCertainties).optional(),
    caveats: z.array(z.enum(escalationCaveats)).optional(),
    setAside: z.array(z.object({ itemId: z.string(), stage: glaslStage, strength: strength.optional() })).optional(),
  }),
}) satisfies z.ZodType<ConflictAnalysisResult>;

const style = z.enum(conflictStyles);

export const conflictStyleResultSchema = z.object({
  type: z.literal('conflict-style'),
  version: z.number().int(),
  scores: record(conflictStyles, z.number()),
  ranking: z.array(style),
  dominant: style,
  leastUsed: style,
  dominantTies: z.array(style),
  leastUsedTies: z.array(style),
  balanced: z.boolean(),
}) satisfies z.ZodType<ConflictStyleResult>;

export const valuesResultSchema = z.object({
  type: z.literal('values'),
  version: z.number().int(),
  raw: record(valueIds, z.number()),
  personalMean: z.number(),
  centred: record(valueIds, z.number()),
  axes: record(axisNames, z.object({ positive: z.number(), negative: z.number(), difference: z.number() })),
  top: z.array(valueId),
}) satisfies z.ZodType<ValuesResult>;

export const assessmentResultSchema = z.discriminatedUnion('type', [
  conflictAnalysisResultSchema,
  conflictStyleResultSchema,
  valuesResultSchema,
]) satisfies z.ZodType<AssessmentResult>;

export const valuesComparisonSchema = z.object({
  correlation: z.number().nullable(),
  band: z.enum(['strong', 'moderate', 'weak', 'opposed', 'undetermined']),
  bandKey: z.string(),
  gaps: record(valueIds, z.number()),
  largestGaps: z.array(valueId),
  oppositePoles: z.array(z.object({ value: valueId, higher: z.enum(['a', 'b']) })),
}) satisfies z.ZodType<ValuesComparison>;

/** What anybody may see of a result: never answers, owners or addresses. */
export const publicResultSchema = z.object({
  type: assessmentTypeSchema,
  created_at: z.iso.datetime(),
  result: assessmentResultSchema,
});

/** A history entry, the owner's view. */
export const ownedResultSchema = publicResultSchema.extend({
  id: z.uuid(),
  share_token: z.string(),
});

/** The partner's result and the comparison, present when the result has a partner. */
export const partnerFields = {
  partner: publicResultSchema.optional(),
  comparison: valuesComparisonSchema.optional(),
};

export type PublicResult = z.infer<typeof publicResultSchema>;
export type OwnedResult = z.infer<typeof ownedResultSchema>;
