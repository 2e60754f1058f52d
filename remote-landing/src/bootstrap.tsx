import { renderStandalone } from '@cc/shared-build';
import LandingPage from './exposed/LandingPage';

renderStandalone('remote-landing', [{ path: '/', label: 'Landing', page: LandingPage }]);
