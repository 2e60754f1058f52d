// Exposed to the shell as 'results/ResultsPage'. Importing the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import ResultsPage from '../features/results/ResultsPage';

export default withQueryProvider(ResultsPage);
