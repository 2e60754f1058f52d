// Exposed to the shell as 'results/ResultsHistory' (a dashboard widget). Importing the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import ResultsHistory from '../features/history/ResultsHistory';

export default withQueryProvider(ResultsHistory);
