// The one i18next instance of the page. The shell and every remote import it through
// federation as a singleton; remotes add their own namespaces when they load.
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonDe from './locales/de.json';
import commonEn from './locales/en.json';

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

export const i18n: I18n = i18next.createInstance();

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
  // A language bundle that arrives after the first render (loaded on demand) re-renders its texts.
  react: { useSuspense: false, bindI18nStore: 'added' },
});
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export async function setLanguage(language: Language): Promise<void> {
  persist(language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** A language's texts, or a loader (`() => import('./locales/en.json')`) fetched only when needed. */
export type LanguageBundle = ResourceLanguage | (() => Promise<{ default: ResourceLanguage } | ResourceLanguage>);
export type NamespaceResources = Record<Language, LanguageBundle>;

interface LazyBundle {
  namespace: string;
  language: Language;
  load: () => Promise<{ default: ResourceLanguage } | ResourceLanguage>;
  loaded?: Promise<void>;
}

const lazyBundles: LazyBundle[] = [];

/**
 * Puts a language's texts of a namespace into i18next. Every mounted `useTranslation` re-renders
 * on the store's "added" event (bindI18nStore), synchronously; that is needed only when a rendered
 * component uses this namespace (it showed keys until now). A remote registering its own texts as
 * it loads would otherwise re-render the whole shell in the middle of loading it.
 */
function addBundle(language: Language, namespace: string, texts: ResourceLanguage): void {
  const used = i18n.reportNamespaces?.getUsedNamespaces().includes(namespace) ?? false;
  i18n.addResourceBundle(language, namespace, texts, true, true, { silent: !used });
}

function loadBundle(bundle: LazyBundle): Promise<void> {
  bundle.loaded ??= bundle.load().then(
    (module) => {
      const texts = 'default' in module ? (module.default as ResourceLanguage) : module;
      addBundle(bundle.language, bundle.namespace, texts);
    },
    (error: unknown) => {
      bundle.loaded = undefined; // try again on the next request
      console.error(`Texts "${bundle.namespace}" (${bundle.language}) could not be loaded`, error);
    },
  );
  return bundle.loaded;
}

/** Resolves when every registered bundle of `language` is in i18next (the current one by default). */
export async function loadLanguage(language: Language = currentLanguage()): Promise<void> {
  await Promise.all(lazyBundles.filter((bundle) => bundle.language === language).map(loadBundle));
}

/**
 * Adds an app's texts under its own namespace. Called by each remote when its exposed module
 * loads, so a remote's texts deploy together with the remote. A language given as a loader is
 * fetched when it is the current language or becomes it, so a first visit downloads one language.
 */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  for (const language of supportedLanguages) {
    const bundle = resources[language];
    if (typeof bundle === 'function') {
      const lazy: LazyBundle = { namespace, language, load: bundle };
      lazyBundles.push(lazy);
      if (language === currentLanguage()) void loadBundle(lazy);
    } else {
      addBundle(language, namespace, bundle);
    }
  }
}

/**
 * Texts of shared pieces every app uses (a field's limit: `useFieldLimit`), registered with the
 * instance so that no app registers or words them again. Both languages inline: two short texts.
 */
export const commonNamespace = 'common';
registerNamespace(commonNamespace, { de: commonDe, en: commonEn });

export type { Resource };
