// Exposed to the shell as 'expert/CasesWidget' (a dashboard widget): the client's requests and
// cases. Importing the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import CasesWidget from '../features/client-cases/CasesWidget';

export default withQueryProvider(CasesWidget);
