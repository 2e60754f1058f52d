// The domain's texts in both languages. The browser registers them as the i18next namespace
// "domain" (`registerNamespace(domainNamespace, domainLocales)`); the api renders mails from the
// same objects with `domainText`.
import de from './locales/de.json';
import en from './locales/en.json';

export const domainLanguages = ['de', 'en'] as const;
export type DomainLanguage = (typeof domainLanguages)[number];

/** The Intl locale numbers, money and dates are formatted in, per language. */
export const numberLocales: Readonly<Record<DomainLanguage, string>> = { de: 'de-DE', en: 'en-GB' };

export const domainNamespace = 'domain';

export type DomainTexts = typeof de;

/** Typed against the German file, so a key missing in English fails the type check too. */
export const domainLocales: Readonly<Record<DomainLanguage, DomainTexts>> = { de, en };

/**
 * The text of a dotted key (`analysis.items.c1`) with i18next-style `{{name}}` placeholders filled
 * in. Like the product's i18n setup, a missing text yields the key itself, never the other language.
 */
export function domainText(lang: DomainLanguage, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = domainLocales[lang];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, part)) return key;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match,
  );
}
