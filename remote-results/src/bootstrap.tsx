import { renderStandalone } from '@cc/shared-build';
import ChecklistPage from './exposed/ChecklistPage';
import ConflictAnalysisPage from './exposed/ConflictAnalysisPage';
import ConflictStylePage from './exposed/ConflictStylePage';
import CostCalculatorPage from './exposed/CostCalculatorPage';
import ResultsHistory from './exposed/ResultsHistory';
import ResultsPage from './exposed/ResultsPage';
import TeamAnswerPage from './exposed/TeamAnswerPage';
import TeamResultPage from './exposed/TeamResultPage';
import TeamRoundsPage from './exposed/TeamRoundsPage';
import TeamRoundsWidget from './exposed/TeamRoundsWidget';
import ValuesRadarPage from './exposed/ValuesRadarPage';

renderStandalone('remote-results', [
  { path: '/assessment/conflict-analysis', label: 'Conflict analysis', page: ConflictAnalysisPage },
  { path: '/assessment/conflict-style', label: 'Conflict style', page: ConflictStylePage },
  { path: '/results/:assessmentType', label: 'Results', page: ResultsPage },
  { path: '/checklisten/konflikt-kosten', label: 'Cost calculator', page: CostCalculatorPage },
  { path: '/checklisten/werte-radar', label: 'Values radar', page: ValuesRadarPage },
  { path: '/checklisten/:slug', label: 'Checklist', page: ChecklistPage },
  { path: '/team/:code', label: 'Team round (member)', page: TeamAnswerPage },
  { path: '/team-results/:token', label: 'Team result (shared)', page: TeamResultPage },
  { path: '/team-rounds/*', label: 'Team rounds', page: TeamRoundsPage },
  { path: '/dashboard', label: 'Results history', page: ResultsHistory },
  { path: '/dashboard/team-rounds', label: 'Team rounds widget', page: TeamRoundsWidget },
  { path: '/', label: 'Start', page: ConflictAnalysisPage },
]);
