// The portal inbox's and the expert's case page's texts ("expertInbox"): registered when the
// feature loads, so they deploy with the remote.
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

export const inboxNamespace = 'expertInbox';
registerNamespace(inboxNamespace, { de, en });
