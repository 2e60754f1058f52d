import { domainLocales, domainNamespace } from '@cc/shared-domain';
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

/** This remote's texts live in the "results" namespace and deploy with the remote. */
export const namespace = 'results';
registerNamespace(namespace, { de, en });
// Item texts, categories, measures, styles and sources of the assessments ("domain" namespace).
registerNamespace(domainNamespace, domainLocales);
