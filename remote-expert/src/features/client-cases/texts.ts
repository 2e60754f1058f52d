// The client's case page and the dashboard widget: the "clientCases" namespace, registered when
// either loads (the shared case texts come with the components of src/common/case).
import { registerNamespace } from '@cc/shared-i18n';
import de from './locales/de.json';
import en from './locales/en.json';

export const clientCasesNamespace = 'clientCases';
registerNamespace(clientCasesNamespace, { de, en });
