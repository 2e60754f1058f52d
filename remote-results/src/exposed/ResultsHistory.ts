// Exposed to the shell as 'results/ResultsHistory' (a dashboard widget). Importing the namespace first registers this remote's texts.
import '../i18n';

export { default } from '../features/history/ResultsHistory';
