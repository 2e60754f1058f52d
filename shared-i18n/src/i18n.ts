// The one i18next instance of the page. The shell and every remote import it through
// federation as a singleton; remotes add their own namespaces when they load.
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const supportedLanguages = ['de', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'de';
export const languageStorageKey = 'cc.lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

function readStoredLanguage(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // storage disabled: fall back to the default
  }
}

/** `?lang=en` in a shared link wins over the stored choice, then German. */
function initialLanguage(): Language {
  const fromUrl = globalThis.location ? new URLSearchParams(globalThis.location.search).get('lang') : null;
  if (isLanguage(fromUrl)) {
    persist(fromUrl);
    return fromUrl;
  }
  return readStoredLanguage() ?? defaultLanguage;
}

function persist(language: Language): void {
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

function applyDocumentLanguage(language: string): void {
  if (globalThis.document) globalThis.document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  supportedLngs: [...supportedLanguages],
  // The spec: a missing translation shows the key itself, never the other language.
  fallbackLng: false,
  ns: [],
  defaultNS: false,
  resources: {},
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false }, // React escapes what it renders
  react: { useSuspense: false },
});
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export async function setLanguage(language: Language): Promise<void> {
  persist(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

export type NamespaceResources = Record<Language, ResourceLanguage>;

/**
 * Adds an app's texts under its own namespace. Called by each remote when its exposed module
 * loads, so a remote's texts deploy together with the remote.
 */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  for (const language of supportedLanguages) {
    i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

export type { Resource };
