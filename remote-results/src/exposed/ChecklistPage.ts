// Exposed to the shell as 'results/ChecklistPage'. Importing the namespace first registers this remote's texts.
import '../i18n';

export { default } from '../features/checklists/ChecklistPage';
