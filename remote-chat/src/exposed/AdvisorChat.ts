// Exposed to the shell as 'chat/AdvisorChat'. Importing the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import AdvisorChatPage from '../features/advisor-chat/AdvisorChatPage';

export default withQueryProvider(AdvisorChatPage);
