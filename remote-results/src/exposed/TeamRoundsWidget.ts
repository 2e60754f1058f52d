// Exposed to the shell as 'results/TeamRoundsWidget' (a dashboard widget). Importing the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import TeamRoundsWidget from '../features/team-rounds/TeamRoundsWidget';

export default withQueryProvider(TeamRoundsWidget);
