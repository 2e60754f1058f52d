import { renderStandalone } from '@cc/shared-build';
import LandingPage from './exposed/LandingPage';
import NewsPage from './exposed/NewsPage';
import PremiumPage from './exposed/PremiumPage';
import SubscriptionWidget from './exposed/SubscriptionWidget';

renderStandalone('remote-landing', [
  { path: '/premium', label: 'Premium', page: PremiumPage },
  { path: '/news/*', label: 'News', page: NewsPage },
  { path: '/dashboard', label: 'Subscription widget', page: SubscriptionWidget },
  { path: '/', label: 'Landing', page: LandingPage },
]);
