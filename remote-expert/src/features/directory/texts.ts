// The directory's, profile page's and request form's texts: the "expertDirectory" namespace,
// registered when the feature loads. Option labels (focus, languages, formats) are the portal's
// (`expert:options.*`, registered by the exposed module), so an expert and a founder read the
// same names.
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

export const directoryNamespace = 'expertDirectory';
registerNamespace(directoryNamespace, { de, en });
