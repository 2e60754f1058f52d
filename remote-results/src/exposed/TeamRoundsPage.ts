// Exposed to the shell as 'results/TeamRoundsPage' (/team-rounds/*: the start form and the owner's round).
// Importing the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import TeamRoundsPage from '../features/team-rounds/TeamRoundsPage';

export default withQueryProvider(TeamRoundsPage);
