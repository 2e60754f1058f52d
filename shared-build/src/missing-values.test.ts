/** @jest-environment jsdom */
import { i18n, registerNamespace } from '@cc/shared-i18n';
import { takeMissingValues, watchMissingValues } from '../jest/missing-values';

describe('the placeholder guard of the DOM tests', () => {
  beforeAll(() => {
    registerNamespace('guard', {
      de: { limit: 'Höchstens {{max}} Antworten' },
      en: { limit: 'At most {{max}} answers' },
    });
    watchMissingValues();
  });

  it('records a placeholder that t() got no value for, and renders the text as i18next does', () => {
    expect(i18n.t('limit', { ns: 'guard' })).toBe('Höchstens {{max}} Antworten');
    expect(takeMissingValues()).toEqual(['"{{max}}" in "Höchstens {{max}} Antworten"']);
    expect(takeMissingValues()).toEqual([]);
  });

  it('records nothing when every value is given', () => {
    expect(i18n.t('limit', { ns: 'guard', max: 500 })).toBe('Höchstens 500 Antworten');
    expect(takeMissingValues()).toEqual([]);
  });
});
