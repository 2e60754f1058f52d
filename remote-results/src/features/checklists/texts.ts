// Texts of the tool pages (checklists, premium and not-found pages, shared tool chrome), added to
// this remote's "results" namespace. The domain's texts (items, labels, sources) are registered as
// the "domain" namespace; registering them here too is harmless (a deep merge of the same texts).
import { domainLocales, domainNamespace } from '@cc/shared-domain';
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

registerNamespace(domainNamespace, domainLocales);
registerNamespace('results', { de, en });
