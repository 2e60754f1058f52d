// Exposed to the shell as 'results/ConflictAnalysisPage'. Importing the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import { ConflictAnalysisPage } from '../features/assessment/pages';

export default withQueryProvider(ConflictAnalysisPage);
