import { apiErrorLocales, apiErrorNamespace } from '@cc/shared-auth/api-errors';
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

/** This remote's texts live in the "expert" namespace and deploy with the remote. */
export const namespace = 'expert';
registerNamespace(namespace, { de, en });
// The messages of the api's error codes ("apiErrors" namespace, shipped by shared-auth).
registerNamespace(apiErrorNamespace, apiErrorLocales);
