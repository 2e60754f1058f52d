import { useCallback, useSyncExternalStore } from 'react';
import { currentLanguage, i18n, setLanguage, type Language } from './i18n';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The current language and a setter that persists it and updates `<html lang>`. */
export function useLanguage(): [Language, (language: Language) => void] {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const change = useCallback((next: Language) => void setLanguage(next), []);
  return [language, change];
}
