// Exposed to the shell as 'landing/SubscriptionWidget' (the dashboard's news subscription).
import { withQueryProvider } from '@cc/shared-auth/query';
import SubscriptionWidget from '../features/news/SubscriptionWidget';

export default withQueryProvider(SubscriptionWidget);
