import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { i18n, registerNamespace, setLanguage, languageStorageKey, currentLanguage, loadLanguage } from './i18n';

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

describe('languages loaded on demand', () => {
  afterEach(async () => {
    await setLanguage('de');
  });

  it('fetches a lazy language only when it is chosen, before switching to it', async () => {
    const load = jest.fn(async () => ({ default: { greeting: 'Good morning' } }));
    registerNamespace('lazy', { de: { greeting: 'Guten Morgen' }, en: load });
    expect(load).not.toHaveBeenCalled();
    expect(i18n.t('greeting', { ns: 'lazy' })).toBe('Guten Morgen');
    await setLanguage('en');
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.t('greeting', { ns: 'lazy' })).toBe('Good morning');
    await setLanguage('de');
    await setLanguage('en');
    expect(load).toHaveBeenCalledTimes(1); // fetched once
  });

  it('loads right away when the lazy language is the current one', async () => {
    await setLanguage('en');
    const load = jest.fn(async () => ({ bye: 'Bye' }));
    registerNamespace('current', { de: { bye: 'Tschüss' }, en: load });
    expect(load).toHaveBeenCalledTimes(1);
    await loadLanguage();
    expect(i18n.t('bye', { ns: 'current' })).toBe('Bye');
  });

  it('logs a failed load and tries again on the next request', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<{ ok: string }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ ok: 'Fine' });
    registerNamespace('flaky', { de: { ok: 'Gut' }, en: load });
    await setLanguage('en');
    expect(error).toHaveBeenCalled();
    expect(i18n.t('ok', { ns: 'flaky' })).toBe('ok'); // missing: the key itself
    await loadLanguage('en');
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.t('ok', { ns: 'flaky' })).toBe('Fine');
    error.mockRestore();
  });
});

describe('texts registered while the app is on screen', () => {
  let renders = 0;
  function Greeting({ ns }: { ns: string }) {
    const { t } = useTranslation(ns);
    renders += 1;
    return <p>{t('hi')}</p>;
  }

  it('re-render only the components that use the registered namespace', () => {
    render(<Greeting ns="shown" />);
    expect(screen.getByText('hi')).toBeInTheDocument(); // not registered yet: the key itself
    const before = renders;
    // Another app's texts (a remote that is loading): nothing on screen uses them.
    act(() => registerNamespace('elsewhere', { de: { hi: 'Anderswo' }, en: { hi: 'Elsewhere' } }));
    expect(renders).toBe(before);
    act(() => registerNamespace('shown', { de: { hi: 'Hallo' }, en: { hi: 'Hello' } }));
    expect(screen.getByText('Hallo')).toBeInTheDocument();
  });
});
