// Values radar: Schwartz's ten basic values, two own portrait items each, centred scoring, and the
// comparison of two people (co-founders) by profile correlation.
import { type Answers, type QuestionItem, keyedAnswer, mean, rankByScore, similarityScale } from './scales';
import { type SourceReference } from './sources';

export const valuesVersion = 1;

/** Circle order (neighbours are compatible, opposites conflict); the last is next to the first. */
export const valueIds = [
  'self-direction',
  'stimulation',
  'hedonism',
  'achievement',
  'power',
  'security',
  'conformity',
  'tradition',
  'benevolence',
  'universalism',
] as const;
export type ValueId = (typeof valueIds)[number];

export function isValueId(value: unknown): value is ValueId {
  return typeof value === 'string' && (valueIds as readonly string[]).includes(value);
}

/** Higher-order values: the two poles of each axis. Hedonism shares openness and self-enhancement and counts for neither. */
export const valueAxes = {
  opennessVsConservation: {
    positive: 'openness',
    negative: 'conservation',
    positiveValues: ['self-direction', 'stimulation'],
    negativeValues: ['security', 'conformity', 'tradition'],
  },
  selfEnhancementVsTranscendence: {
    positive: 'self-enhancement',
    negative: 'self-transcendence',
    positiveValues: ['achievement', 'power'],
    negativeValues: ['benevolence', 'universalism'],
  },
} as const satisfies Record<
  string,
  { positive: string; negative: string; positiveValues: readonly ValueId[]; negativeValues: readonly ValueId[] }
>;
export type ValueAxis = keyof typeof valueAxes;

export interface ValueDefinition {
  id: ValueId;
  nameKey: string;
  descriptionKey: string;
}

export const valueDefinitions: Readonly<Record<ValueId, ValueDefinition>> = Object.fromEntries(
  valueIds.map((id) => [
    id,
    { id, nameKey: `values.values.${id}.name`, descriptionKey: `values.values.${id}.description` },
  ]),
) as Record<ValueId, ValueDefinition>;

export interface ValueItem extends QuestionItem {
  value: ValueId;
}

const prefixes: Readonly<Record<ValueId, string>> = {
  'self-direction': 'sd',
  stimulation: 'st',
  hedonism: 'he',
  achievement: 'ac',
  power: 'po',
  security: 'se',
  conformity: 'cf',
  tradition: 'tr',
  benevolence: 'be',
  universalism: 'un',
};

// Presentation order: each round visits all ten values, never two circle neighbours in a row.
const round1: readonly ValueId[] = [
  'self-direction',
  'power',
  'benevolence',
  'stimulation',
  'security',
  'universalism',
  'hedonism',
  'conformity',
  'achievement',
  'tradition',
];
const round2: readonly ValueId[] = [
  'security',
  'achievement',
  'universalism',
  'tradition',
  'stimulation',
  'power',
  'benevolence',
  'self-direction',
  'conformity',
  'hedonism',
];

const valueItem = (value: ValueId, n: number): ValueItem => ({
  id: `${prefixes[value]}${n}`,
  textKey: `values.items.${prefixes[value]}${n}`,
  value,
});

/** 20 portrait items ("How similar is this person to you?"), 2 per value, 6-point scale. */
export const valueItems: readonly ValueItem[] = [
  ...round1.map((v) => valueItem(v, 1)),
  ...round2.map((v) => valueItem(v, 2)),
];

export interface ValuesResult {
  type: 'values';
  version: number;
  /** Mean of the value's items, 1..6. */
  raw: Record<ValueId, number>;
  /** The person's mean over all 20 items. */
  personalMean: number;
  /** raw − personalMean: above 0 more important than this person's average, below 0 less. Sums to 0. */
  centred: Record<ValueId, number>;
  /** Mean centred score of each pole and their difference (positive pole − negative pole). */
  axes: Record<ValueAxis, { positive: number; negative: number; difference: number }>;
  /** The three values with the highest centred score; ties in circle order. */
  top: ValueId[];
}

/** Scores answers that passed `validateAnswers('values', …)`; throws on missing or off-scale answers. */
export function scoreValues(answers: Answers): ValuesResult {
  const all = valueItems.map((item) => keyedAnswer(answers, item, similarityScale));
  const personalMean = mean(all);
  const raw = {} as Record<ValueId, number>;
  const centred = {} as Record<ValueId, number>;
  for (const id of valueIds) {
    raw[id] = mean(valueItems.filter((i) => i.value === id).map((i) => keyedAnswer(answers, i, similarityScale)));
    centred[id] = raw[id] - personalMean;
  }
  const axes = {} as ValuesResult['axes'];
  for (const axis of Object.keys(valueAxes) as ValueAxis[]) {
    const positive = mean(valueAxes[axis].positiveValues.map((v) => centred[v]));
    const negative = mean(valueAxes[axis].negativeValues.map((v) => centred[v]));
    axes[axis] = { positive, negative, difference: positive - negative };
  }
  const top = rankByScore(centred, valueIds).slice(0, 3);
  return { type: 'values', version: valuesVersion, raw, personalMean, centred, axes, top };
}

/**
 * A value sits on a pole for a person when its centred score is at least this far (in scale
 * points of the 6-point scale) above or below the person's own mean. Half a scale point on each
 * side means the two are at least one full point apart relative to their own averages.
 */
export const oppositePoleThreshold = 0.5;

export type CorrelationBand = 'strong' | 'moderate' | 'weak' | 'opposed' | 'undetermined';

/** r ≥ 0.6 strong, 0.3 ≤ r < 0.6 moderate, 0 ≤ r < 0.3 weak, r < 0 opposed; no r (a flat profile) undetermined. */
export const correlationBands = { strong: 0.6, moderate: 0.3, weak: 0 } as const;

export function correlationBand(r: number | null): CorrelationBand {
  if (r === null) return 'undetermined';
  if (r >= correlationBands.strong) return 'strong';
  if (r >= correlationBands.moderate) return 'moderate';
  if (r >= correlationBands.weak) return 'weak';
  return 'opposed';
}

/** Pearson correlation of two equally long series; null when either has no variance. Clamped to [-1, 1]. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length || xs.length < 2) throw new RangeError('pearson needs two series of equal length ≥ 2');
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const dx = x - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  });
  const epsilon = 1e-12;
  if (sxx < epsilon || syy < epsilon) return null;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

export interface OppositePole {
  value: ValueId;
  /** Who rates the value clearly above their own mean (the other clearly below). */
  higher: 'a' | 'b';
}

export interface ValuesComparison {
  /** Pearson correlation of the two centred profiles, −1..1; null when a profile is flat. */
  correlation: number | null;
  band: CorrelationBand;
  bandKey: string;
  /** a.centred − b.centred per value. */
  gaps: Record<ValueId, number>;
  /** Values ordered by absolute gap, largest first; ties in circle order. */
  largestGaps: ValueId[];
  /** Values where one sits ≥ threshold above, the other ≥ threshold below their own mean; circle order. */
  oppositePoles: OppositePole[];
}

type CentredProfile = Pick<ValuesResult, 'centred'>;

const tolerance = 1e-9;

export function compareValues(a: CentredProfile, b: CentredProfile): ValuesComparison {
  const correlation = pearson(
    valueIds.map((v) => a.centred[v]),
    valueIds.map((v) => b.centred[v]),
  );
  const gaps = {} as Record<ValueId, number>;
  const oppositePoles: OppositePole[] = [];
  const above = (x: number) => x >= oppositePoleThreshold - tolerance;
  const below = (x: number) => x <= -oppositePoleThreshold + tolerance;
  for (const v of valueIds) {
    gaps[v] = a.centred[v] - b.centred[v];
    if (above(a.centred[v]) && below(b.centred[v])) oppositePoles.push({ value: v, higher: 'a' });
    else if (below(a.centred[v]) && above(b.centred[v])) oppositePoles.push({ value: v, higher: 'b' });
  }
  const largestGaps = rankByScore(
    Object.fromEntries(valueIds.map((v) => [v, Math.abs(gaps[v])])) as Record<ValueId, number>,
    valueIds,
  );
  const band = correlationBand(correlation);
  return {
    correlation,
    band,
    bandKey: `values.compare.bands.${band}`,
    gaps,
    largestGaps,
    oppositePoles,
  };
}

export const valuesMethod = {
  titleKey: 'values.method.title',
  paragraphKeys: ['values.method.circle', 'values.method.scoring', 'values.method.comparison'],
  sources: [
    { id: 'schwartz1992', citationKey: 'sources.schwartz1992' },
    { id: 'schwartz2012', citationKey: 'sources.schwartz2012', url: 'https://doi.org/10.9707/2307-0919.1116' },
    { id: 'schwartzEtAl2012', citationKey: 'sources.schwartzEtAl2012', url: 'https://doi.org/10.1037/a0029393' },
    { id: 'essZis234', citationKey: 'sources.essZis234' },
    { id: 'careerAssessment2020', citationKey: 'sources.careerAssessment2020' },
  ] satisfies readonly SourceReference[],
} as const;

export type ValuePole = (typeof valueAxes)[ValueAxis]['positive' | 'negative'];

/** Texts of the radar and the comparison; `correlation` takes `{{r}}`. */
export const valuesTextKeys = {
  poleKeys: {
    openness: 'values.poles.openness',
    conservation: 'values.poles.conservation',
    'self-enhancement': 'values.poles.self-enhancement',
    'self-transcendence': 'values.poles.self-transcendence',
  } satisfies Record<ValuePole, string>,
  axisKeys: {
    opennessVsConservation: 'values.axes.opennessVsConservation',
    selfEnhancementVsTranscendence: 'values.axes.selfEnhancementVsTranscendence',
  } satisfies Record<ValueAxis, string>,
  centredNoteKey: 'values.centredNote',
  compare: {
    titleKey: 'values.compare.title',
    correlationKey: 'values.compare.correlation',
    gapKey: 'values.compare.gap',
    oppositePolesKey: 'values.compare.oppositePoles',
    oppositePolesTextKey: 'values.compare.oppositePolesText',
    noOppositePolesKey: 'values.compare.noOppositePoles',
  },
} as const;
