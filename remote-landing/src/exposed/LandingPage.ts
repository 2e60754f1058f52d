// Exposed to the shell as 'landing/LandingPage'. Importing the namespace first registers this remote's texts.
import '../i18n';

export { default } from '../features/landing/LandingPage';
