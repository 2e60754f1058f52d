// Exposed to the shell as 'results/ChecklistPage'. Importing the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import ChecklistPage from '../features/checklists/ChecklistPage';

export default withQueryProvider(ChecklistPage);
