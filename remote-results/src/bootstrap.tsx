import { renderStandalone } from '@cc/shared-build';
import ChecklistPage from './exposed/ChecklistPage';
import ConflictAnalysisPage from './exposed/ConflictAnalysisPage';
import ConflictStylePage from './exposed/ConflictStylePage';
import ResultsHistory from './exposed/ResultsHistory';
import ResultsPage from './exposed/ResultsPage';

renderStandalone('remote-results', [
  { path: '/assessment/conflict-analysis', label: 'Conflict analysis', page: ConflictAnalysisPage },
  { path: '/assessment/conflict-style', label: 'Conflict style', page: ConflictStylePage },
  { path: '/results/:assessmentType', label: 'Results', page: ResultsPage },
  { path: '/checklisten/:slug', label: 'Checklist', page: ChecklistPage },
  { path: '/dashboard', label: 'Results history', page: ResultsHistory },
  { path: '/', label: 'Start', page: ConflictAnalysisPage },
]);
