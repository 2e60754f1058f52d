// Conflict style test: own item bank over the five styles of the dual-concern model
// (assertiveness × cooperativeness, Thomas & Kilmann; DUTCH, De Dreu et al. 2001). No TKI or
// ROCI-II items are used.
import { type Answers, type QuestionItem, agreementScale, exactPercentScore, rankByScore } from './scales';
import { type SourceReference } from './sources';

export const conflictStyleVersion = 1;

/** In the order DOMAIN.md lists them; this order is also the tie order (see `scoreConflictStyle`). */
export const conflictStyles = ['competing', 'collaborating', 'compromising', 'avoiding', 'accommodating'] as const;
export type ConflictStyle = (typeof conflictStyles)[number];

export function isConflictStyle(value: unknown): value is ConflictStyle {
  return typeof value === 'string' && (conflictStyles as readonly string[]).includes(value);
}

export interface StyleItem extends QuestionItem {
  style: ConflictStyle;
}

export interface ConflictStyleDefinition {
  id: ConflictStyle;
  /** Position in the dual-concern model, 0 (low) to 1 (high), e.g. to place the styles on a chart. */
  assertiveness: 0 | 0.5 | 1;
  cooperativeness: 0 | 0.5 | 1;
  nameKey: string;
  descriptionKey: string;
  helpsKey: string;
  harmsKey: string;
  /** Tip when this is the dominant style (watch for overuse). */
  tipDominantKey: string;
  /** Tip when this is the least-used style (how to practise it). */
  tipLeastUsedKey: string;
}

const definition = (id: ConflictStyle, assertiveness: 0 | 0.5 | 1, cooperativeness: 0 | 0.5 | 1) => ({
  id,
  assertiveness,
  cooperativeness,
  nameKey: `style.styles.${id}.name`,
  descriptionKey: `style.styles.${id}.description`,
  helpsKey: `style.styles.${id}.helps`,
  harmsKey: `style.styles.${id}.harms`,
  tipDominantKey: `style.styles.${id}.tipDominant`,
  tipLeastUsedKey: `style.styles.${id}.tipLeastUsed`,
});

export const conflictStyleDefinitions: Readonly<Record<ConflictStyle, ConflictStyleDefinition>> = {
  competing: definition('competing', 1, 0),
  collaborating: definition('collaborating', 1, 1),
  compromising: definition('compromising', 0.5, 0.5),
  avoiding: definition('avoiding', 0, 0),
  accommodating: definition('accommodating', 0, 1),
};

const prefixes: Readonly<Record<ConflictStyle, string>> = {
  competing: 'co',
  collaborating: 'cl',
  compromising: 'cm',
  avoiding: 'av',
  accommodating: 'ac',
};

/** Five items per style, 25 in all (about five minutes); interleaved so styles alternate. */
export const styleItems: readonly StyleItem[] = [1, 2, 3, 4, 5].flatMap((n) =>
  conflictStyles.map((style) => ({
    id: `${prefixes[style]}${n}`,
    textKey: `style.items.${prefixes[style]}${n}`,
    style,
  })),
);

/** A profile is "balanced" when the highest and lowest style are at most this many points apart. */
export const balancedSpread = 10;

export interface ConflictStyleResult {
  type: 'conflict-style';
  version: number;
  /** 0–100 per style (mean of its five items mapped from 1..5). */
  scores: Record<ConflictStyle, number>;
  /** All five styles, highest first; ties in `conflictStyles` order. */
  ranking: ConflictStyle[];
  dominant: ConflictStyle;
  leastUsed: ConflictStyle;
  /** Every style sharing the highest / the lowest score (for "equally strong: …"). */
  dominantTies: ConflictStyle[];
  leastUsedTies: ConflictStyle[];
  /** max − min ≤ `balancedSpread`: no style clearly stands out. */
  balanced: boolean;
}

/**
 * Tie rules: the dominant style is the first of the tied highest in `conflictStyles` order, the
 * least-used style the *last* of the tied lowest in that order. The rule is arbitrary but fixed,
 * and it guarantees dominant ≠ least used even for a completely flat profile; the ties are
 * reported so the page can name every style that shares the top or bottom.
 */
export function scoreConflictStyle(answers: Answers): ConflictStyleResult {
  const scores = {} as Record<ConflictStyle, number>;
  for (const style of conflictStyles) {
    scores[style] = Math.round(
      exactPercentScore(
        answers,
        styleItems.filter((item) => item.style === style),
        agreementScale,
      ),
    );
  }
  const ranking = rankByScore(scores, conflictStyles);
  const max = Math.max(...conflictStyles.map((s) => scores[s]));
  const min = Math.min(...conflictStyles.map((s) => scores[s]));
  const dominantTies = ranking.filter((s) => scores[s] === max);
  const leastUsedTies = ranking.filter((s) => scores[s] === min);
  return {
    type: 'conflict-style',
    version: conflictStyleVersion,
    scores,
    ranking,
    dominant: dominantTies[0] as ConflictStyle,
    leastUsed: leastUsedTies[leastUsedTies.length - 1] as ConflictStyle,
    dominantTies,
    leastUsedTies,
    balanced: max - min <= balancedSpread,
  };
}

export const styleMethod = {
  titleKey: 'style.method.title',
  paragraphKeys: ['style.method.model', 'style.method.scoring', 'style.method.noBadStyle'],
  axes: {
    assertivenessKey: 'style.axes.assertiveness',
    cooperativenessKey: 'style.axes.cooperativeness',
  },
  sources: [
    { id: 'blakeMouton1964', citationKey: 'sources.blakeMouton1964' },
    { id: 'thomas1976', citationKey: 'sources.thomas1976' },
    { id: 'deDreu2001', citationKey: 'sources.deDreu2001', url: 'https://doi.org/10.1002/job.107' },
  ] satisfies readonly SourceReference[],
} as const;

/** Texts of the style results block; `equallyStrong` takes `{{styles}}`. */
export const styleTextKeys = {
  dominantKey: 'style.dominant',
  leastUsedKey: 'style.leastUsed',
  equallyStrongKey: 'style.equallyStrong',
  balancedKey: 'style.balanced',
} as const;
