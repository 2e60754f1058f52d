import { renderStandalone } from '@cc/shared-build';
import ExpertPortal from './exposed/ExpertPortal';

renderStandalone('remote-expert', [
  { path: '/expert-portal/*', label: 'Expert portal', page: ExpertPortal },
  { path: '/', label: 'Start', page: ExpertPortal },
]);
