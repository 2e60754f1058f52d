import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@cc/shared-build/rspack';

export default createAppConfig({
  app: 'expert',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'remote-expert (standalone)',
  exposes: {
    './ExpertPortal': './src/exposed/ExpertPortal.ts',
    './ExpertDirectory': './src/exposed/ExpertDirectory.ts',
    './ClientCases': './src/exposed/ClientCases.ts',
    './CasesWidget': './src/exposed/CasesWidget.ts',
  },
});
