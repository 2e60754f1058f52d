// The account settings' texts, registered in the shell's namespace when the settings load.
import '../../common/texts';
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

registerNamespace('shell', { de, en });
