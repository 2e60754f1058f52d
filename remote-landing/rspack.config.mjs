import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@cc/shared-build/rspack';

export default createAppConfig({
  app: 'landing',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'remote-landing (standalone)',
  exposes: {
    './LandingPage': './src/exposed/LandingPage.ts',
    './PremiumPage': './src/exposed/PremiumPage.ts',
    './NewsPage': './src/exposed/NewsPage.ts',
    './SubscriptionWidget': './src/exposed/SubscriptionWidget.ts',
  },
});
