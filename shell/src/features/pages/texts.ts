// Texts of the terms page and the dashboard, registered in the shell's namespace when either
// page loads, so the first load of any other page does not carry them.
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

registerNamespace('shell', { de, en });
