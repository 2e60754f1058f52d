// Exposed to the shell as 'chat/AdvisorChat'. Importing the namespace first registers this remote's texts.
import '../i18n';

export { default } from '../features/advisor-chat/AdvisorChatPage';
