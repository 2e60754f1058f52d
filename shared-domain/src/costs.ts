// Conflict cost calculator: inputs with sourced defaults, a low–high range per cost circle and a
// savings scenario against an early mediation. All amounts are EUR per year.
import { type DomainLanguage, numberLocales } from './locales';
import { type SourceReference } from './sources';

export const costFields = [
  'teamSize',
  'averageSalary',
  'shareInvolved',
  'hoursPerWeek',
  'managers',
  'managerSalary',
  'managerShare',
  'turnoversPerYear',
  'replacementCost',
  'absenceShare',
  'absenceDays',
  'projectValue',
  'projectFailureRate',
  'mediationCost',
  'mediationReduction',
] as const;
export type CostField = (typeof costFields)[number];

/** Inputs of the calculator. Shares are fractions (0.85 = 85 %); money is EUR. */
export type CostInputs = Record<CostField, number>;

export type CostUnit = 'people' | 'eur' | 'share' | 'hours' | 'days' | 'count';

export interface CostFieldSpec {
  defaultValue: number;
  min: number;
  max: number;
  integer: boolean;
  unit: CostUnit;
  labelKey: string;
  helpKey: string;
  /** Where the default comes from: `sources.*` citations, or `costs.assumption` for our own assumption. */
  sourceKeys: readonly string[];
}

const spec = (
  field: CostField,
  defaultValue: number,
  min: number,
  max: number,
  unit: CostUnit,
  sourceKeys: readonly string[],
  integer = false,
): CostFieldSpec => ({
  defaultValue,
  min,
  max,
  integer,
  unit,
  labelKey: `costs.fields.${field}.label`,
  helpKey: `costs.fields.${field}.help`,
  sourceKeys,
});

const assumption = 'costs.assumption';

export const costFieldSpecs: Readonly<Record<CostField, CostFieldSpec>> = {
  /** Our assumption: a founding team (two or three founders and their first hires), not a department. */
  teamSize: spec('teamSize', 4, 1, 100_000, 'people', [assumption], true),
  averageSalary: spec('averageSalary', 55_000, 1_000, 1_000_000, 'eur', [assumption]),
  /** CPP 2008: 85 % of employees deal with conflict at work. */
  shareInvolved: spec('shareInvolved', 0.85, 0, 1, 'share', ['sources.cpp2008']),
  /** CPP 2008: 2.1 hours a week on average (2.8 in the US). */
  hoursPerWeek: spec('hoursPerWeek', 2.1, 0, 40, 'hours', ['sources.cpp2008']),
  managers: spec('managers', 1, 0, 100_000, 'people', [assumption], true),
  managerSalary: spec('managerSalary', 80_000, 0, 1_000_000, 'eur', [assumption]),
  /** Managers spend 30 % (Thomas & Schmidt 1976) to 42 % (Watson & Hoffman 1996) of their time on conflict. */
  managerShare: spec('managerShare', 0.3, 0, 1, 'share', ['sources.thomasSchmidt1976', 'sources.watsonHoffman1996']),
  turnoversPerYear: spec('turnoversPerYear', 1, 0, 100_000, 'count', [assumption]),
  /** SHRM: replacing an employee costs up to 50–60 % of a yearly salary. */
  replacementCost: spec('replacementCost', 0.5, 0, 3, 'share', ['sources.shrm']),
  /** CPP 2008: 25 % report conflict-related sickness or absence. */
  absenceShare: spec('absenceShare', 0.25, 0, 1, 'share', ['sources.cpp2008']),
  absenceDays: spec('absenceDays', 2, 0, 250, 'days', [assumption]),
  /** KPMG 2009: every second firm loses at least EUR 50k a year through failed or delayed projects. */
  projectValue: spec('projectValue', 50_000, 0, 100_000_000, 'eur', ['sources.kpmg2009']),
  /** CPP 2008: about 10 % report a project that failed because of conflict. */
  projectFailureRate: spec('projectFailureRate', 0.1, 0, 1, 'share', ['sources.cpp2008']),
  /** Our assumption: an early team mediation of a few sessions costs about EUR 3,000–6,000. */
  mediationCost: spec('mediationCost', 4_500, 0, 10_000_000, 'eur', [assumption]),
  /** Our assumption: an early mediation avoids half of the yearly conflict costs. */
  mediationReduction: spec('mediationReduction', 0.5, 0, 1, 'share', [assumption]),
};

export const defaultCostInputs: CostInputs = Object.fromEntries(
  costFields.map((field) => [field, costFieldSpecs[field].defaultValue]),
) as CostInputs;

/**
 * Fixed assumptions of the formula. The low estimate takes the inputs as entered (the defaults sit
 * at the low end of the published figures) and gross salaries; the high estimate adds employer
 * social contributions and scales each uncertain input by the spread of the published figures.
 */
export const costAssumptions = {
  /** Full-time hours per week: working time lost = hours lost / 40 of a yearly salary. */
  weeklyHours: 40,
  /** Working days per year, for the cost of one day of absence (salary / 220). */
  workingDaysPerYear: 220,
  /** Salary → cost to the employer: low gross salary only, high + about 20 % social contributions (Germany). */
  employerCostFactor: { low: 1, high: 1.2 },
  /** CPP 2008: 2.8 h in the US against 2.1 h on average. */
  hoursHighFactor: 2.8 / 2.1,
  /** Watson & Hoffman 42 % against Thomas & Schmidt 30 % (capped at 100 %). */
  managerShareHighFactor: 0.42 / 0.3,
  /** SHRM: 60 % against 50 % of a yearly salary. */
  replacementHighFactor: 0.6 / 0.5,
} as const;

export const costCircles = ['workingTime', 'managementTime', 'turnover', 'absence', 'projects'] as const;
export type CostCircle = (typeof costCircles)[number];

export interface CostRange {
  low: number;
  high: number;
}

export interface CostResult {
  /** Yearly cost per circle, EUR, unrounded (format with `formatEur`). */
  circles: Record<CostCircle, CostRange>;
  total: CostRange;
  perPerson: CostRange;
  savings: {
    mediationCost: number;
    reduction: number;
    /** Costs an early mediation avoids: total × reduction. */
    avoided: CostRange;
    /** avoided − mediationCost; negative when the mediation costs more than it saves in a year. */
    net: CostRange;
    /** Share of the yearly costs the mediation must avoid to pay for itself; null when the costs are 0. */
    breakEvenReduction: { low: number | null; high: number | null };
  };
}

export interface CostFieldError {
  /** "costs.errors.*" in the "domain" namespace. */
  key: string;
  params?: { min?: number; max?: number };
}

export type CostValidation =
  { ok: true; inputs: CostInputs } | { ok: false; errors: Partial<Record<CostField, CostFieldError>> };

/** Shares are shown as percentages, so their range message is in percent too. */
const rangeError = (spec: CostFieldSpec): CostFieldError =>
  spec.unit === 'share'
    ? { key: 'costs.errors.rangePercent', params: { min: spec.min * 100, max: spec.max * 100 } }
    : { key: 'costs.errors.range', params: { min: spec.min, max: spec.max } };

/**
 * Checks every field: absent (undefined) → its default; null or '' → required; not a finite
 * number → number; a fraction where people are counted → integer; outside the field's range →
 * range (with min and max; rangePercent with percentages for shares); managers or turnovers above the team size → their own key.
 */
export function validateCostInputs(input: unknown): CostValidation {
  const source: Record<string, unknown> =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const inputs = { ...defaultCostInputs };
  const errors: Partial<Record<CostField, CostFieldError>> = {};
  for (const field of costFields) {
    const spec = costFieldSpecs[field];
    const value = Object.prototype.hasOwnProperty.call(source, field) ? source[field] : undefined;
    if (value === undefined) continue;
    if (value === null || value === '') errors[field] = { key: 'costs.errors.required' };
    else if (typeof value !== 'number' || !Number.isFinite(value)) errors[field] = { key: 'costs.errors.number' };
    else if (spec.integer && !Number.isInteger(value)) errors[field] = { key: 'costs.errors.integer' };
    else if (value < spec.min || value > spec.max) errors[field] = rangeError(spec);
    else inputs[field] = value;
  }
  if (!errors.managers && !errors.teamSize && inputs.managers > inputs.teamSize)
    errors.managers = { key: 'costs.errors.managersExceedTeam', params: { max: inputs.teamSize } };
  if (!errors.turnoversPerYear && !errors.teamSize && inputs.turnoversPerYear > inputs.teamSize)
    errors.turnoversPerYear = { key: 'costs.errors.turnoversExceedTeam', params: { max: inputs.teamSize } };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, inputs };
}

/**
 * The formula (per year):
 *   working time  = (team − managers) × share involved × hours per week / 40 × salary × employer factor
 *   management    = managers × manager salary × manager share × employer factor
 *   turnover      = turnovers × salary × replacement cost
 *   absence       = team × absence share × days / 220 × salary × employer factor
 *   projects      = project value × failure rate
 * High: employer factor 1.2, hours × 2.8/2.1, manager share × 0.42/0.30 (max 100 %), replacement
 * × 0.6/0.5. Throws on inputs that fail `validateCostInputs`.
 */
export function calculateCosts(input: CostInputs): CostResult {
  const validation = validateCostInputs(input);
  if (!validation.ok) throw new RangeError(`Invalid cost inputs: ${Object.keys(validation.errors).join(', ')}`);
  const x = validation.inputs;
  const a = costAssumptions;
  const estimate = (high: boolean): Record<CostCircle, number> => {
    const employer = high ? a.employerCostFactor.high : a.employerCostFactor.low;
    const hours = x.hoursPerWeek * (high ? a.hoursHighFactor : 1);
    const managerShare = Math.min(1, x.managerShare * (high ? a.managerShareHighFactor : 1));
    const replacement = x.replacementCost * (high ? a.replacementHighFactor : 1);
    return {
      workingTime: (x.teamSize - x.managers) * x.shareInvolved * (hours / a.weeklyHours) * x.averageSalary * employer,
      managementTime: x.managers * x.managerSalary * managerShare * employer,
      turnover: x.turnoversPerYear * x.averageSalary * replacement,
      absence: x.teamSize * x.absenceShare * (x.absenceDays / a.workingDaysPerYear) * x.averageSalary * employer,
      projects: x.projectValue * x.projectFailureRate,
    };
  };
  const low = estimate(false);
  const high = estimate(true);
  const circles = Object.fromEntries(costCircles.map((c) => [c, { low: low[c], high: high[c] }])) as Record<
    CostCircle,
    CostRange
  >;
  const sum = (e: Record<CostCircle, number>) => costCircles.reduce((s, c) => s + e[c], 0);
  const total = { low: sum(low), high: sum(high) };
  const avoided = { low: total.low * x.mediationReduction, high: total.high * x.mediationReduction };
  const breakEven = (t: number) => (t > 0 ? x.mediationCost / t : null);
  return {
    circles,
    total,
    perPerson: { low: total.low / x.teamSize, high: total.high / x.teamSize },
    savings: {
      mediationCost: x.mediationCost,
      reduction: x.mediationReduction,
      avoided,
      net: { low: avoided.low - x.mediationCost, high: avoided.high - x.mediationCost },
      breakEvenReduction: { low: breakEven(total.low), high: breakEven(total.high) },
    },
  };
}

/** Whole euros for the language: `formatEur(12345.6, 'de')` → "12.346 €", `'en'` → "€12,346". */
export function formatEur(amount: number, lang: DomainLanguage): string {
  if (!Number.isFinite(amount)) throw new RangeError('formatEur needs a finite amount');
  return new Intl.NumberFormat(numberLocales[lang], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(Math.round(amount) || 0); // `|| 0` turns -0 into 0, so nothing prints as "-0 €"
}

export const costsMethod = {
  titleKey: 'costs.method.title',
  paragraphKeys: ['costs.method.formula', 'costs.method.range', 'costs.method.savings', 'costs.method.limits'],
  sources: [
    { id: 'cpp2008', citationKey: 'sources.cpp2008' },
    { id: 'kpmg2009', citationKey: 'sources.kpmg2009' },
    { id: 'thomasSchmidt1976', citationKey: 'sources.thomasSchmidt1976' },
    { id: 'watsonHoffman1996', citationKey: 'sources.watsonHoffman1996' },
    { id: 'shrm', citationKey: 'sources.shrm' },
  ] satisfies readonly SourceReference[],
  circleKeys: Object.fromEntries(costCircles.map((c) => [c, `costs.circles.${c}`])) as Record<CostCircle, string>,
} as const;

/** Texts of the results block; the range and savings texts take `{{low}}` and `{{high}}` (formatted). */
export const costsTextKeys = {
  titleKey: 'costs.title',
  introKey: 'costs.intro',
  perYearKey: 'costs.perYear',
  assumptionKey: 'costs.assumption',
  range: {
    lowKey: 'costs.range.low',
    highKey: 'costs.range.high',
    totalKey: 'costs.range.total',
    perPersonKey: 'costs.range.perPerson',
  },
  savings: {
    titleKey: 'costs.savings.title',
    avoidedKey: 'costs.savings.avoided',
    netKey: 'costs.savings.net',
    breakEvenKey: 'costs.savings.breakEven',
    paysOffKey: 'costs.savings.paysOff',
    doesNotPayKey: 'costs.savings.doesNotPay',
  },
} as const;
