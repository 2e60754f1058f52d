// Exposed to the shell as 'results/ConflictStylePage'. Importing the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import { ConflictStylePage } from '../features/assessment/pages';

export default withQueryProvider(ConflictStylePage);
