// Texts of the tool pages (checklists, premium and not-found pages, shared tool chrome), added to
// this remote's "results" namespace. The domain's texts are registered once, in src/i18n.ts.
import '../../common/texts';
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

registerNamespace('results', { de, en });
