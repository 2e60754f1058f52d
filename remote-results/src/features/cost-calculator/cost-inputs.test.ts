import { defaultCostInputs } from '@cc/shared-domain';
import { defaultDraft, draftToInput, parseDecimal, toDisplay } from './cost-inputs';

describe('cost inputs in the page language', () => {
  it.each([
    ['de', '2,1', 2.1],
    ['de', '55000', 55_000],
    ['de', '55.000', 55_000],
    ['de', '1.234,5', 1234.5],
    ['de', '2.5', 2.5], // a dot that cannot be a thousands separator is read as the decimal point
    ['en', '2.1', 2.1],
    ['en', '55,000', 55_000],
    ['en', '1,234.5', 1234.5],
    ['de', ' 3 ', 3],
  ] as const)('%s reads %j as %d', (lang, text, value) => {
    expect(parseDecimal(text, lang)).toBe(value);
  });

  it.each([
    ['de', 'abc'],
    ['en', '2,1,3.4.5'],
    ['de', '1e5'],
  ] as const)('%s refuses %j', (lang, text) => {
    expect(parseDecimal(text, lang)).toBeNaN();
  });

  it('shows decimals with the language’s separator and no grouping', () => {
    expect(toDisplay('hoursPerWeek', 2.1, 'de')).toBe('2,1');
    expect(toDisplay('hoursPerWeek', 2.1, 'en')).toBe('2.1');
    expect(toDisplay('averageSalary', 55_000, 'de')).toBe('55000');
    expect(toDisplay('shareInvolved', 0.85, 'de')).toBe('85');
    expect(defaultDraft('de').hoursPerWeek).toBe('2,1');
  });

  it('reads the draft back into the domain’s values', () => {
    expect(draftToInput(defaultDraft('de'), 'de')).toEqual(defaultCostInputs);
    expect(draftToInput(defaultDraft('en'), 'en')).toEqual(defaultCostInputs);
    expect(draftToInput({ ...defaultDraft('de'), hoursPerWeek: '3,5' }, 'de').hoursPerWeek).toBe(3.5);
  });
});
