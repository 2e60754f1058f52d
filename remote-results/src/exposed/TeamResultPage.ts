// Exposed to the shell as 'results/TeamResultPage' (/team-results/:token). Importing the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import TeamResultPage from '../features/team-rounds/TeamResultPage';

export default withQueryProvider(TeamResultPage);
