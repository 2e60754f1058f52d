// Texts of the account forms (field labels, error messages), registered in the shell's namespace
// when the first form loads: they are not part of the first load of the landing page.
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

registerNamespace('shell', { de, en });
