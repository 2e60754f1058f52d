import { domainLocales, domainNamespace } from '@cc/shared-domain';
import { apiErrorLocales, apiErrorNamespace } from '@cc/shared-auth/api-errors';
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

/** This remote's texts live in the "results" namespace and deploy with the remote. */
export const namespace = 'results';
registerNamespace(namespace, { de, en });
// Item texts, categories, measures, styles and sources of the assessments ("domain" namespace).
registerNamespace(domainNamespace, domainLocales);
// The messages of the api's error codes ("apiErrors" namespace, shipped by shared-auth).
registerNamespace(apiErrorNamespace, apiErrorLocales);
