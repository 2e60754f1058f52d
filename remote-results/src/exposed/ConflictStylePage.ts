// Exposed to the shell as 'results/ConflictStylePage'. Importing the namespace first registers this remote's texts.
import '../i18n';

export { ConflictStylePage as default } from '../features/assessment/pages';
