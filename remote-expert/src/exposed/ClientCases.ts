// Exposed to the shell as 'expert/ClientCases': the client's case page at /cases/:id. Importing
// the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import ClientCasePage from '../features/client-cases/ClientCasePage';

export default withQueryProvider(ClientCasePage);
