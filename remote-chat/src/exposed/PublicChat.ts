// Exposed to the shell as 'chat/PublicChat'. Importing the namespace first registers this remote's texts.
import '../i18n';

export { default } from '../features/public-chat/PublicChatPage';
