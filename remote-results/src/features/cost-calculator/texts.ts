// The cost calculator's own texts (the domain's field labels, help and sources are in "domain").
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

registerNamespace('results', { de, en });
