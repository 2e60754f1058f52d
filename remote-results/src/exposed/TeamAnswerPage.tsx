// Exposed to the shell as 'results/TeamAnswerPage' (/team/:code). Importing the namespace first registers this remote's texts.
// The team round's page runs the analysis's own questionnaire: composed here, since one feature
// never imports another.
import '../i18n';
import { withQueryProvider } from '@cc/shared-auth/query';
import { AssessmentRunner } from '../features/assessment/AssessmentRunner';
import TeamAnswerPage from '../features/team-rounds/TeamAnswerPage';

function TeamAnswerWithQuestionnaire() {
  return <TeamAnswerPage Questionnaire={AssessmentRunner} />;
}

export default withQueryProvider(TeamAnswerWithQuestionnaire);
