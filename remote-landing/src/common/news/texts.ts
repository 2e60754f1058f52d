// The news subscription's texts ("news" namespace): registered by the premium page, the news pages
// and the dashboard widget when they load (the subscribe form and the calls live here, in common/,
// because the premium page and the news feature both use them), so none of it is in the landing page's first load.
import { apiErrorLocales, apiErrorNamespace } from '@cc/shared-auth/api-errors';
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';

export const newsNamespace = 'news';
// English is fetched only when it is the chosen language.
registerNamespace(newsNamespace, { de, en: () => import('./locales/en.json') });
// The messages of the api's error codes ("apiErrors" namespace, shipped by shared-auth).
registerNamespace(apiErrorNamespace, apiErrorLocales);
