// Exposed to the shell as 'expert/ExpertPortal'. Importing the namespace first registers this remote's texts.
import '../i18n';

export { default } from '../features/portal/ExpertPortalPage';
