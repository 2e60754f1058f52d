// Texts shared by this remote's features (error screen, loading, result parts and charts), added to the "results" namespace.
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

registerNamespace('results', { de, en });
