import { i18n, registerNamespace, setLanguage, languageStorageKey, currentLanguage } from './i18n';

describe('shared-i18n', () => {
  beforeAll(() => registerNamespace('test', { de: { hello: 'Hallo {{name}}' }, en: { hello: 'Hello {{name}}' } }));

  it('starts in German and sets <html lang>', () => {
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.t('hello', { ns: 'test', name: 'Ada' })).toBe('Hallo Ada');
  });

  it('switches language, persists the choice and updates <html lang>', async () => {
    await setLanguage('en');
    expect(i18n.t('hello', { ns: 'test', name: 'Ada' })).toBe('Hello Ada');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await setLanguage('de');
  });

  it('falls back to the key itself, never to the other language', async () => {
    registerNamespace('partial', { de: { onlyGerman: 'Nur Deutsch' }, en: {} });
    await setLanguage('en');
    expect(i18n.t('onlyGerman', { ns: 'partial' })).toBe('onlyGerman');
    expect(i18n.t('does.not.exist', { ns: 'test' })).toBe('does.not.exist');
    await setLanguage('de');
  });
});
