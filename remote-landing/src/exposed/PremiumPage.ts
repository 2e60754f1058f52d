// Exposed to the shell as 'landing/PremiumPage' (/premium): its own chunk, so nothing of it is in
// the landing page's first load. The page's modules register their texts as they load.
import { withQueryProvider } from '@cc/shared-auth/query';
import PremiumPage from '../features/premium/PremiumPage';

export default withQueryProvider(PremiumPage);
