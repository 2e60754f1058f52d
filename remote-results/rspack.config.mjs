import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@cc/shared-build/rspack';

export default createAppConfig({
  app: 'results',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'remote-results (standalone)',
  exposes: {
    './ConflictAnalysisPage': './src/exposed/ConflictAnalysisPage.ts',
    './ConflictStylePage': './src/exposed/ConflictStylePage.ts',
    './ResultsPage': './src/exposed/ResultsPage.ts',
    './ChecklistPage': './src/exposed/ChecklistPage.ts',
    './CostCalculatorPage': './src/exposed/CostCalculatorPage.tsx',
    './ValuesRadarPage': './src/exposed/ValuesRadarPage.tsx',
    './ResultsHistory': './src/exposed/ResultsHistory.ts',
    './TeamAnswerPage': './src/exposed/TeamAnswerPage.tsx',
    './TeamResultPage': './src/exposed/TeamResultPage.ts',
    './TeamRoundsPage': './src/exposed/TeamRoundsPage.ts',
    './TeamRoundsWidget': './src/exposed/TeamRoundsWidget.ts',
  },
});
