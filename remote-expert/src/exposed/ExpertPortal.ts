// Exposed to the shell as 'expert/ExpertPortal'. Importing the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import PortalRoutes from '../app/PortalRoutes';

export default withQueryProvider(PortalRoutes);
