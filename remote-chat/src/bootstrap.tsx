import { renderStandalone } from '@cc/shared-build';
import AdvisorChat from './exposed/AdvisorChat';
import ConversationsWidget from './exposed/ConversationsWidget';
import PublicChat from './exposed/PublicChat';

renderStandalone('remote-chat', [
  { path: '/chat', label: 'Public chat', page: PublicChat },
  { path: '/chat-advisor', label: 'Advisor chat', page: AdvisorChat },
  { path: '/dashboard', label: 'Conversations widget', page: ConversationsWidget },
  { path: '/', label: 'Start', page: PublicChat },
]);
