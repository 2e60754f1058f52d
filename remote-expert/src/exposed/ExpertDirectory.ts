// Exposed to the shell as 'expert/ExpertDirectory' (/experts, /experts/:id, /experts/request).
// Importing the namespaces first registers this remote's texts (the option labels are the portal's).
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import DirectoryRoutes from '../app/DirectoryRoutes';

export default withQueryProvider(DirectoryRoutes);
