// Exposed to the shell as 'results/ConflictAnalysisPage'. Importing the namespace first registers this remote's texts.
import '../i18n';

export { ConflictAnalysisPage as default } from '../features/assessment/pages';
