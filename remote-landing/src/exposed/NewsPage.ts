// Exposed to the shell as 'landing/NewsPage' (/news/confirm, /news/unsubscribe: the mailed links).
import { withQueryProvider } from '@cc/shared-auth/query';
import NewsPage from '../features/news/NewsPage';

export default withQueryProvider(NewsPage);
