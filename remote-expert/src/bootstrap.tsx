import { renderStandalone } from '@cc/shared-build';
import ExpertDirectory from './exposed/ExpertDirectory';
import CasesWidget from './exposed/CasesWidget';
import ClientCases from './exposed/ClientCases';
import ExpertPortal from './exposed/ExpertPortal';

renderStandalone('remote-expert', [
  { path: '/expert-portal/*', label: 'Expert portal', page: ExpertPortal },
  { path: '/experts/*', label: 'Expert directory', page: ExpertDirectory },
  { path: '/cases/:id', label: 'Case', page: ClientCases },
  { path: '/dashboard', label: 'Cases widget', page: CasesWidget },
  { path: '/', label: 'Start', page: ExpertPortal },
]);
