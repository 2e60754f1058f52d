import { renderStandalone } from '@cc/shared-build';
import AdvisorChat from './exposed/AdvisorChat';
import PublicChat from './exposed/PublicChat';

renderStandalone('remote-chat', [
  { path: '/chat', label: 'Public chat', page: PublicChat },
  { path: '/chat-advisor', label: 'Advisor chat', page: AdvisorChat },
  { path: '/', label: 'Start', page: PublicChat },
]);
