// Exposed to the shell as 'chat/ConversationsWidget' (a dashboard widget). Importing the namespace first registers this remote's texts.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import ConversationsWidget from '../features/conversations-widget/ConversationsWidget';

export default withQueryProvider(ConversationsWidget);
