import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

/** This remote's texts live in the "landing" namespace and deploy with the remote. */
export const namespace = 'landing';
registerNamespace(namespace, { de, en });
