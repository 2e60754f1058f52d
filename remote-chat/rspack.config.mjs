import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@cc/shared-build/rspack';

export default createAppConfig({
  app: 'chat',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'remote-chat (standalone)',
  exposes: {
    './PublicChat': './src/exposed/PublicChat.ts',
    './AdvisorChat': './src/exposed/AdvisorChat.ts',
    './ConversationsWidget': './src/exposed/ConversationsWidget.ts',
  },
});
