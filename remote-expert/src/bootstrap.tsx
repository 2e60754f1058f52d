import { renderStandalone } from '@cc/shared-build';
import ExpertDirectory from './exposed/ExpertDirectory';
import ExpertPortal from './exposed/ExpertPortal';

renderStandalone('remote-expert', [
  { path: '/expert-portal/*', label: 'Expert portal', page: ExpertPortal },
  { path: '/experts/*', label: 'Expert directory', page: ExpertDirectory },
  { path: '/', label: 'Start', page: ExpertPortal },
]);
