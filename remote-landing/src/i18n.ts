import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';

/** This remote's texts live in the "landing" namespace and deploy with the remote. */
export const namespace = 'landing';
// English is fetched only when it is the chosen language (the first load stays one language).
registerNamespace(namespace, { de, en: () => import('./locales/en.json') });
