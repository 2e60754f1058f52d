// The values radar's own texts (items, value names and the comparison texts are in "domain").
import '../../common/texts';
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

registerNamespace('results', { de, en });
