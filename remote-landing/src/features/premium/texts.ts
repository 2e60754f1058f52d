// The premium area's texts ("premium" namespace), registered when the page loads: none of it is
// in the landing page's first load.
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';

export const premiumNamespace = 'premium';
// English is fetched only when it is the chosen language.
registerNamespace(premiumNamespace, { de, en: () => import('./locales/en.json') });
