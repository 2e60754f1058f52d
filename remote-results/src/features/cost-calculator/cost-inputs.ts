// Between the calculator's text fields and the domain's inputs: shares are fractions in the
// domain (0.85) and percentages on screen (85); whatever is typed is kept, valid or not.
import { costFieldSpecs, costFields, defaultCostInputs, type CostField } from '@cc/shared-domain';
import { isRecord, readJson, writeJson } from '../../common/storage';

export const costsStorageKey = 'cc.costs.inputs';

/** What the fields show: one string per field, as typed. */
export type CostDraft = Record<CostField, string>;

const isShare = (field: CostField) => costFieldSpecs[field].unit === 'share';

/** A domain value as the field shows it (shares in percent, without float noise). */
function toDisplay(field: CostField, value: number): string {
  const shown = isShare(field) ? value * 100 : value;
  return String(Number(shown.toPrecision(12)));
}

/** A field's text as the domain reads it: a number in domain units, or the text itself ('' → required). */
function fromDisplay(field: CostField, text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const value = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(value)) return trimmed;
  return isShare(field) ? Number((value / 100).toPrecision(12)) : value;
}

export function draftToInput(draft: CostDraft): Record<CostField, number | string> {
  return Object.fromEntries(costFields.map((f) => [f, fromDisplay(f, draft[f])])) as Record<CostField, number | string>;
}

export const defaultDraft = (): CostDraft =>
  Object.fromEntries(costFields.map((f) => [f, toDisplay(f, defaultCostInputs[f])])) as CostDraft;

/** The stored inputs (domain units; a string where the field held no number), over the defaults. */
export function loadDraft(): CostDraft {
  const draft = defaultDraft();
  const stored = readJson(costsStorageKey, isRecord);
  if (!stored) return draft;
  for (const field of costFields) {
    const value = stored[field];
    if (typeof value === 'number' && Number.isFinite(value)) draft[field] = toDisplay(field, value);
    else if (typeof value === 'string') draft[field] = value;
  }
  return draft;
}

export function saveDraft(draft: CostDraft): void {
  writeJson(costsStorageKey, draftToInput(draft));
}
