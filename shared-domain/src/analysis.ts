// Team conflict analysis: own item bank, scoring per category, primary category, Glasl estimate.
//
// Categories (DOMAIN.md): communication = relationship + data conflict, values = value + interest
// conflict, structure = process + structural conflict (Jehn's conflict types, Moore's circle).
import { type ResultCategory, resultCategories } from './assessments';
import {
  type EscalationHelper,
  type GlaslPhase,
  type GlaslStage,
  escalationHelper,
  escalationHelperKey,
  escalationNextStepKey,
  escalationTextKeys,
  glaslPhase,
  glaslPhaseKeys,
  glaslStages,
} from './glasl';
import { type Answers, type QuestionItem, agreementScale, exactPercentScore, keyedAnswer, rankByScore } from './scales';
import { type SourceReference } from './sources';

/** Bump when items or scoring change, so stored results can be told apart. */
export const conflictAnalysisVersion = 2;

/** Moore's causes (and Jehn's process conflict) behind each category. */
export type ConflictSource = 'relationship' | 'data' | 'value' | 'interest' | 'process' | 'structural';

export const categorySources: Readonly<Record<ResultCategory, readonly ConflictSource[]>> = {
  communication: ['relationship', 'data'],
  values: ['value', 'interest'],
  structure: ['process', 'structural'],
};

export interface AnalysisCategoryItem extends QuestionItem {
  section: 'categories';
  category: ResultCategory;
  source: ConflictSource;
}

/** An observable behaviour of one Glasl stage; agreeing with it ("trifft eher/voll zu") indicates that stage. */
export interface EscalationItem extends QuestionItem {
  section: 'escalation';
  stage: GlaslStage;
}

export type AnalysisItem = AnalysisCategoryItem | EscalationItem;

const cat = (id: string, category: ResultCategory, source: ConflictSource, reverse = false): AnalysisCategoryItem => ({
  id,
  textKey: `analysis.items.${id}`,
  section: 'categories',
  category,
  source,
  ...(reverse ? { reverse } : {}),
});

const esc = (id: string, stage: GlaslStage): EscalationItem => ({
  id,
  textKey: `analysis.items.${id}`,
  section: 'escalation',
  stage,
});

/**
 * 24 category items (8 per category, interleaved so a category never comes in a block) and 8
 * escalation items. Reverse-keyed (agreeing means *less* conflict): c5, c8, v6, s6.
 */
export const analysisCategoryItems: readonly AnalysisCategoryItem[] = [
  cat('c1', 'communication', 'relationship'),
  cat('v1', 'values', 'value'),
  cat('s1', 'structure', 'structural'),
  cat('c2', 'communication', 'relationship'),
  cat('v2', 'values', 'value'),
  cat('s2', 'structure', 'process'),
  cat('c3', 'communication', 'data'),
  cat('v3', 'values', 'interest'),
  cat('s3', 'structure', 'process'),
  cat('c4', 'communication', 'data'),
  cat('v4', 'values', 'value'),
  cat('s4', 'structure', 'structural'),
  cat('c5', 'communication', 'relationship', true),
  cat('v5', 'values', 'interest'),
  cat('s5', 'structure', 'structural'),
  cat('c6', 'communication', 'relationship'),
  cat('v6', 'values', 'value', true),
  cat('s6', 'structure', 'process', true),
  cat('c7', 'communication', 'data'),
  cat('v7', 'values', 'value'),
  cat('s7', 'structure', 'process'),
  cat('c8', 'communication', 'relationship', true),
  cat('v8', 'values', 'interest'),
  cat('s8', 'structure', 'structural'),
];

/** One item per stage 1–8; stage 9 is the whole pattern at its gravest (see `estimateEscalation`). */
export const escalationItems: readonly EscalationItem[] = [
  esc('e1', 1),
  esc('e2', 2),
  esc('e3', 3),
  esc('e4', 4),
  esc('e5', 5),
  esc('e6', 6),
  esc('e7', 7),
  esc('e8', 8),
];

/** Every item in presentation order: the category part, then the escalation part. */
export const analysisItems: readonly AnalysisItem[] = [...analysisCategoryItems, ...escalationItems];

export const analysisSections = [
  { id: 'categories', titleKey: 'analysis.sections.categories.title', introKey: 'analysis.sections.categories.intro' },
  { id: 'escalation', titleKey: 'analysis.sections.escalation.title', introKey: 'analysis.sections.escalation.intro' },
] as const;

/** An escalation item counts as observed from this answer on ("trifft eher zu"). */
export const escalationThreshold = 4;

/** "Trifft voll zu": the answer the lose-lose behaviours need before they raise the estimate. */
export const escalationFullAgreement = 5;

/**
 * Share of the lower stages' behaviours that must be observed too before a stage counts: Glasl's
 * stages build on each other, so a higher stage without most of the ones before it is an outlier.
 */
export const escalationSupportShare = 2 / 3;

/** From this stage on (lose-lose) a behaviour raises the estimate only when fully agreed with. */
export const escalationSevereFrom: GlaslStage = 7;

/**
 * Tie rule for the primary category: on equal scores structure wins over communication, which wins
 * over values. Structural causes (roles, decision rights, resources) are the ones a team can change
 * fastest and often feed the other two; value conflicts are the hardest to resolve, so a team is
 * only told its conflict is mainly about values when that category clearly leads.
 */
export const categoryTiePriority: readonly ResultCategory[] = ['structure', 'communication', 'values'];

export type ScoreLevel = 'low' | 'moderate' | 'high';

/** Below 40 low (mean below about 2.6 of 5), 60 and above high (mean from 3.4), else moderate. */
export const scoreLevelThresholds = { moderate: 40, high: 60 } as const;

export const scoreLevelKeys: Readonly<Record<ScoreLevel, string>> = {
  low: 'analysis.levels.low',
  moderate: 'analysis.levels.moderate',
  high: 'analysis.levels.high',
};

export function scoreLevel(score: number): ScoreLevel {
  return score >= scoreLevelThresholds.high ? 'high' : score >= scoreLevelThresholds.moderate ? 'moderate' : 'low';
}

export interface Measure {
  id: string;
  titleKey: string;
  textKey: string;
}

export interface AnalysisCategoryDefinition {
  id: ResultCategory;
  nameKey: string;
  descriptionKey: string;
  /** Exactly three measures per category, in the order the result page lists them. */
  measures: readonly [Measure, Measure, Measure];
  /** How the measures step up with the phase: self-help, then moderation or a mediator, then outside decision. */
  stepUpKeys: Readonly<Record<GlaslPhase, string>>;
}

const measureIds: Readonly<Record<ResultCategory, readonly [string, string, string]>> = {
  communication: ['check-ins', 'communication-rules', 'active-listening'],
  values: ['shared-vision', 'perspectives', 'values-exchange'],
  structure: ['roles', 'decisions', 'structure-feedback'],
};

const measure = (category: ResultCategory, id: string): Measure => ({
  id,
  titleKey: `analysis.categories.${category}.measures.${id}.title`,
  textKey: `analysis.categories.${category}.measures.${id}.text`,
});

function categoryDefinition(id: ResultCategory): AnalysisCategoryDefinition {
  const [a, b, c] = measureIds[id];
  return {
    id,
    nameKey: `analysis.categories.${id}.name`,
    descriptionKey: `analysis.categories.${id}.description`,
    measures: [measure(id, a), measure(id, b), measure(id, c)],
    stepUpKeys: {
      'win-win': `analysis.categories.${id}.stepUp.win-win`,
      'win-lose': `analysis.categories.${id}.stepUp.win-lose`,
      'lose-lose': `analysis.categories.${id}.stepUp.lose-lose`,
    },
  };
}

export const analysisCategories: Readonly<Record<ResultCategory, AnalysisCategoryDefinition>> = {
  communication: categoryDefinition('communication'),
  values: categoryDefinition('values'),
  structure: categoryDefinition('structure'),
};

export interface EscalationIndicator {
  itemId: string;
  stage: GlaslStage;
  /** "trifft eher zu" (rather) or "trifft voll zu" (fully); absent in results of version 1. */
  strength?: 'rather' | 'fully';
}

export const escalationCertainties = ['clear', 'tentative'] as const;
export type EscalationCertainty = (typeof escalationCertainties)[number];

/**
 * Why an estimate is only tentative: a behaviour of a higher stage without most of the stages
 * before it (unsupported), a lose-lose behaviour agreed with only "rather" (hedged-severe), or the
 * same agreeing answer to all eight statements, which does not tell the behaviours apart (uniform).
 */
export const escalationCaveats = ['unsupported', 'hedged-severe', 'uniform'] as const;
export type EscalationCaveat = (typeof escalationCaveats)[number];

export interface EscalationEstimate {
  /** The highest stage whose behaviour counts (see `estimateEscalation`); 1 when none does. */
  stage: GlaslStage;
  phase: GlaslPhase;
  helper: EscalationHelper;
  /** Observed behaviours (answered 4 or 5) with their stage, in item order. */
  indicators: EscalationIndicator[];
  /** Clear when the pattern is consistent; tentative with `caveats` otherwise. Absent in version 1. */
  certainty?: EscalationCertainty;
  caveats?: EscalationCaveat[];
  /** Observed behaviours above the estimate that did not raise it, in item order. Absent in version 1. */
  setAside?: EscalationIndicator[];
}

/**
 * Glasl estimate from the pattern of the escalation answers (a Guttman-style reading: the stages
 * build on each other, so a stage counts when its behaviour is observed together with most of the
 * lower stages' behaviours).
 *
 * 1. A behaviour is observed when answered "trifft eher zu" (4) or "trifft voll zu" (5).
 * 2. It counts when at least two thirds of the behaviours of the lower stages are observed too
 *    (rounded up: stage 4 needs 2 of 3, stage 8 needs 5 of 7).
 * 3. Lose-lose behaviours (stages 7 and 8) count only when fully agreed with: they are what a
 *    recommendation of arbitration or legal advice rests on.
 * 4. The estimate is the highest stage that counts; stage 9 when stage 8 counts, the stage-7
 *    behaviour is fully agreed with too and every behaviour is observed. Nothing counts → stage 1.
 * 5. Tentative (with the reasons) when an observed behaviour above the estimate did not count, or
 *    when all eight answers are the same agreeing answer; clear otherwise.
 */
export function estimateEscalation(answers: Answers): EscalationEstimate {
  const values = escalationItems.map((item) => keyedAnswer(answers, item, agreementScale));
  const observed = values.map((value) => value >= escalationThreshold);
  const indicators: EscalationIndicator[] = [];
  const counted: boolean[] = [];
  const unsupported: boolean[] = [];
  escalationItems.forEach((item, index) => {
    const value = values[index] as number;
    if (!observed[index]) {
      counted.push(false);
      unsupported.push(false);
      return;
    }
    indicators.push({
      itemId: item.id,
      stage: item.stage,
      strength: value >= escalationFullAgreement ? 'fully' : 'rather',
    });
    const lowerObserved = observed.slice(0, index).filter(Boolean).length;
    const supported = lowerObserved >= Math.ceil(index * escalationSupportShare - 1e-9);
    const firm = item.stage < escalationSevereFrom || value >= escalationFullAgreement;
    counted.push(supported && firm);
    unsupported.push(!supported);
  });
  let stage = escalationItems.reduce<GlaslStage>(
    (max, item, i) => (counted[i] && item.stage > max ? item.stage : max),
    1,
  );
  const gravest = escalationItems.length - 1;
  if (stage === 8 && observed.every(Boolean) && (values[gravest - 1] as number) >= escalationFullAgreement) stage = 9;

  const setAsideIndex = escalationItems.flatMap((item, i) => (observed[i] && item.stage > stage ? [i] : []));
  const found = new Set<EscalationCaveat>();
  for (const i of setAsideIndex) found.add(unsupported[i] ? 'unsupported' : 'hedged-severe');
  if (values.every((value) => value === values[0]) && observed[0]) found.add('uniform');
  const caveats = escalationCaveats.filter((caveat) => found.has(caveat));
  const setAside = indicators.filter((indicator) =>
    setAsideIndex.some((i) => escalationItems[i]?.id === indicator.itemId),
  );
  return {
    stage,
    phase: glaslPhase(stage),
    helper: escalationHelper(stage),
    indicators,
    certainty: caveats.length > 0 ? 'tentative' : 'clear',
    caveats,
    setAside,
  };
}

export interface ConflictAnalysisResult {
  type: 'conflict-analysis';
  version: number;
  /** 0–100 per category, rounded to an integer. */
  scores: Record<ResultCategory, number>;
  levels: Record<ResultCategory, ScoreLevel>;
  /** All three categories, highest score first; ties by `categoryTiePriority`. */
  ranking: ResultCategory[];
  primary: ResultCategory;
  /** Categories with the same (exact) score as the primary one, the primary included, in ranking order. */
  tiedWithPrimary: ResultCategory[];
  escalation: EscalationEstimate;
}

export const escalationCertaintyKey = (certainty: EscalationCertainty) => `analysis.escalation.certainty.${certainty}`;
export const escalationCaveatKey = (caveat: EscalationCaveat) => `analysis.escalation.caveats.${caveat}`;

/** Scores answers that passed `validateAnswers('conflict-analysis', …)`; throws on missing or off-scale answers. */
export function scoreConflictAnalysis(answers: Answers): ConflictAnalysisResult {
  const exact = {} as Record<ResultCategory, number>;
  const scores = {} as Record<ResultCategory, number>;
  const levels = {} as Record<ResultCategory, ScoreLevel>;
  for (const category of resultCategories) {
    const items = analysisCategoryItems.filter((item) => item.category === category);
    exact[category] = exactPercentScore(answers, items, agreementScale);
    scores[category] = Math.round(exact[category]);
    levels[category] = scoreLevel(scores[category]);
  }
  const ranking = rankByScore(exact, categoryTiePriority);
  const primary = ranking[0] as ResultCategory;
  return {
    type: 'conflict-analysis',
    version: conflictAnalysisVersion,
    scores,
    levels,
    ranking,
    primary,
    tiedWithPrimary: ranking.filter((c) => exact[c] === exact[primary]),
    escalation: estimateEscalation(answers),
  };
}

/** Everything a results page or a mail shows for a result, as text keys of the "domain" namespace. */
export interface AnalysisRecommendation {
  category: ResultCategory;
  nameKey: string;
  descriptionKey: string;
  measures: readonly Measure[];
  /** How to use the measures at the estimated phase. */
  stepUpKey: string;
  stage: GlaslStage;
  stageNameKey: string;
  stageDescriptionKey: string;
  phaseNameKey: string;
  phaseDescriptionKey: string;
  helperKey: string;
  /** "An orientation, not a diagnosis." */
  orientationNoteKey: string;
  /** Shown when no escalation behaviour was observed. */
  noSignalsKey?: string;
  /** Shown when other categories share the primary's score. */
  tieNoteKey?: string;
  /** How sure the estimate is ("clear" / "tentative"), and why when tentative. */
  certaintyKey?: string;
  caveatKeys: string[];
  helper: EscalationHelper;
  /** The concrete next step for the phase: talk it through, bring in a mediator, get outside help. */
  nextStepKey: string;
  /** Lose-lose only: the estimate said with care (it is serious, not hopeless). */
  careNoteKey?: string;
}

export function analysisRecommendation(result: ConflictAnalysisResult): AnalysisRecommendation {
  const definition = analysisCategories[result.primary];
  const { stage, phase, helper, indicators } = result.escalation;
  // Results stored before version 2 carry no certainty: they show none.
  const certainty = result.escalation.certainty;
  const stageDefinition = glaslStages[stage - 1];
  const phaseKeys = glaslPhaseKeys(phase);
  return {
    category: result.primary,
    nameKey: definition.nameKey,
    descriptionKey: definition.descriptionKey,
    measures: definition.measures,
    stepUpKey: definition.stepUpKeys[phase],
    stage,
    stageNameKey: stageDefinition?.nameKey ?? '',
    stageDescriptionKey: stageDefinition?.descriptionKey ?? '',
    phaseNameKey: phaseKeys.nameKey,
    phaseDescriptionKey: phaseKeys.descriptionKey,
    helperKey: escalationHelperKey(helper),
    orientationNoteKey: escalationTextKeys.orientationNoteKey,
    ...(indicators.length === 0 ? { noSignalsKey: escalationTextKeys.noSignalsKey } : {}),
    ...(result.tiedWithPrimary.length > 1 ? { tieNoteKey: 'analysis.tieNote' } : {}),
    ...(certainty ? { certaintyKey: escalationCertaintyKey(certainty) } : {}),
    caveatKeys: (result.escalation.caveats ?? []).map(escalationCaveatKey),
    helper,
    nextStepKey: escalationNextStepKey(helper),
    ...(phase === 'lose-lose' ? { careNoteKey: escalationTextKeys.careNoteKey } : {}),
  };
}

/** "Method and sources" of the results page. */
export const analysisMethod = {
  titleKey: 'analysis.method.title',
  paragraphKeys: [
    'analysis.method.basis',
    'analysis.method.categories',
    'analysis.method.scoring',
    'analysis.method.escalation',
    'analysis.method.escalationRule',
    'analysis.method.escalationCertainty',
  ],
  sources: [
    { id: 'jehn1995', citationKey: 'sources.jehn1995', url: 'https://doi.org/10.2307/2393638' },
    {
      id: 'deDreuWeingart2003',
      citationKey: 'sources.deDreuWeingart2003',
      url: 'https://doi.org/10.1037/0021-9010.88.4.741',
    },
    { id: 'deWitGreerJehn2012', citationKey: 'sources.deWitGreerJehn2012', url: 'https://doi.org/10.1037/a0024844' },
    {
      id: 'lehmannWillenbrock2011',
      citationKey: 'sources.lehmannWillenbrock2011',
      url: 'https://doi.org/10.1027/1015-5759/a000064',
    },
    { id: 'moore', citationKey: 'sources.moore' },
    { id: 'glasl', citationKey: 'sources.glasl' },
    { id: 'guttman1944', citationKey: 'sources.guttman1944', url: 'https://doi.org/10.2307/2086306' },
    {
      id: 'baumgartnerSteenkamp2001',
      citationKey: 'sources.baumgartnerSteenkamp2001',
      url: 'https://doi.org/10.1509/jmkr.38.2.143.18840',
    },
  ] satisfies readonly SourceReference[],
} as const;
