// Glasl's nine escalation stages in three phases, and who can help at each.

export const glaslStageNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type GlaslStage = (typeof glaslStageNumbers)[number];

export const glaslPhases = ['win-win', 'win-lose', 'lose-lose'] as const;
export type GlaslPhase = (typeof glaslPhases)[number];

/**
 * Who can help: stages 1–3 the parties themselves or a moderator, 4–6 a mediator, 7–9 an
 * arbitration or a decision imposed by someone with the power to make it.
 */
export const escalationHelpers = ['parties-or-moderator', 'mediator', 'arbitration'] as const;
export type EscalationHelper = (typeof escalationHelpers)[number];

export interface GlaslStageDefinition {
  stage: GlaslStage;
  id: string;
  phase: GlaslPhase;
  /** "analysis.escalation.stages.<n>.name" / ".description" in the "domain" namespace. */
  nameKey: string;
  descriptionKey: string;
}

const stageIds = [
  'hardening',
  'debate',
  'actions',
  'images-coalitions',
  'loss-of-face',
  'threats',
  'limited-blows',
  'fragmentation',
  'abyss',
] as const;

export function isGlaslStage(value: unknown): value is GlaslStage {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 9;
}

export function glaslPhase(stage: GlaslStage): GlaslPhase {
  return stage <= 3 ? 'win-win' : stage <= 6 ? 'win-lose' : 'lose-lose';
}

export function escalationHelper(stage: GlaslStage): EscalationHelper {
  const phase = glaslPhase(stage);
  return phase === 'win-win' ? 'parties-or-moderator' : phase === 'win-lose' ? 'mediator' : 'arbitration';
}

export const glaslStages: readonly GlaslStageDefinition[] = glaslStageNumbers.map((stage) => ({
  stage,
  id: stageIds[stage - 1] as string,
  phase: glaslPhase(stage),
  nameKey: `analysis.escalation.stages.${stage}.name`,
  descriptionKey: `analysis.escalation.stages.${stage}.description`,
}));

export const glaslPhaseKeys = (phase: GlaslPhase) => ({
  nameKey: `analysis.escalation.phases.${phase}.name`,
  descriptionKey: `analysis.escalation.phases.${phase}.description`,
});

export const escalationHelperKey = (helper: EscalationHelper) => `analysis.escalation.helpers.${helper}`;

/** The concrete next step for who can help: talk it through, bring in a mediator, get outside help. */
export const escalationNextStepKey = (helper: EscalationHelper) => `analysis.escalation.nextSteps.${helper}`;

/** Heading and "Stage {{stage}} of 9" label of the escalation block. */
export const escalationTextKeys = {
  titleKey: 'analysis.escalation.title',
  stageLabelKey: 'analysis.escalation.stageLabel',
  orientationNoteKey: 'analysis.escalation.orientationNote',
  noSignalsKey: 'analysis.escalation.noSignals',
  certaintyTitleKey: 'analysis.escalation.certaintyTitle',
  nextStepTitleKey: 'analysis.escalation.nextStepTitle',
  careNoteKey: 'analysis.escalation.careNote',
} as const;
