// The team rounds' texts, added to the "results" namespace when a team page loads.
import '../../common/texts';
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

registerNamespace('results', { de, en });
