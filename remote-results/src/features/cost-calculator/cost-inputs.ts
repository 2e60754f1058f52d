// Between the calculator's text fields and the domain's inputs: shares are fractions in the
// domain (0.85) and percentages on screen (85); decimals follow the page language ("2,1" in
// German, "2.1" in English); whatever is typed is kept, valid or not.
import {
  costFieldSpecs,
  costFields,
  defaultCostInputs,
  numberLocales,
  type CostField,
  type DomainLanguage,
} from '@cc/shared-domain';
import { isRecord, readJson, writeJson } from '../../common/storage';

export const costsStorageKey = 'cc.costs.inputs';

/** What the fields show: one string per field, as typed. */
export type CostDraft = Record<CostField, string>;

const isShare = (field: CostField) => costFieldSpecs[field].unit === 'share';

/**
 * A number typed in the page language. German: comma for decimals, dots may group thousands
 * ("1.234,5"); a lone dot that cannot group thousands ("2.5") is read as a decimal point, as
 * people often type it. English: dot for decimals, commas may group thousands. NaN otherwise.
 */
export function parseDecimal(text: string, lang: DomainLanguage): number {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const [decimal, group] = lang === 'de' ? [',', '.'] : ['.', ','];
  let normal = compact;
  const grouped = new RegExp(`^-?\\d{1,3}(\\${group}\\d{3})+(\\${decimal}\\d+)?$`);
  if (grouped.test(compact)) normal = compact.split(group).join('');
  if (lang === 'de') normal = normal.replace(',', '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(normal) ? Number(normal) : Number.NaN;
}

/** A domain value as the field shows it: shares in percent, the language's decimal sign, no grouping. */
export function toDisplay(field: CostField, value: number, lang: DomainLanguage): string {
  const shown = Number((isShare(field) ? value * 100 : value).toPrecision(12));
  return new Intl.NumberFormat(numberLocales[lang], { useGrouping: false, maximumFractionDigits: 10 }).format(shown);
}

/** A field's text as the domain reads it: a number in domain units, or the text itself ('' → required). */
function fromDisplay(field: CostField, text: string, lang: DomainLanguage): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const value = parseDecimal(trimmed, lang);
  if (!Number.isFinite(value)) return trimmed;
  return isShare(field) ? Number((value / 100).toPrecision(12)) : value;
}

export function draftToInput(draft: CostDraft, lang: DomainLanguage): Record<CostField, number | string> {
  return Object.fromEntries(costFields.map((f) => [f, fromDisplay(f, draft[f], lang)])) as Record<
    CostField,
    number | string
  >;
}

export const defaultDraft = (lang: DomainLanguage): CostDraft =>
  Object.fromEntries(costFields.map((f) => [f, toDisplay(f, defaultCostInputs[f], lang)])) as CostDraft;

/** The stored inputs (domain units; a string where the field held no number), over the defaults. */
export function loadDraft(lang: DomainLanguage): CostDraft {
  const draft = defaultDraft(lang);
  const stored = readJson(costsStorageKey, isRecord);
  if (!stored) return draft;
  for (const field of costFields) {
    const value = stored[field];
    if (typeof value === 'number' && Number.isFinite(value)) draft[field] = toDisplay(field, value, lang);
    else if (typeof value === 'string') draft[field] = value;
  }
  return draft;
}

export function saveDraft(draft: CostDraft, lang: DomainLanguage): void {
  writeJson(costsStorageKey, draftToInput(draft, lang));
}
