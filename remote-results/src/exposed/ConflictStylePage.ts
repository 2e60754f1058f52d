// Exposed to the shell as 'results/ConflictStylePage'. Importing the namespace first registers this remote's texts.
import '../i18n';

export { default } from '../features/conflict-style/ConflictStylePage';
