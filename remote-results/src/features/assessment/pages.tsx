import { AssessmentRunner } from './AssessmentRunner';

export function ConflictAnalysisPage() {
  return <AssessmentRunner key="conflict-analysis" type="conflict-analysis" />;
}

export function ConflictStylePage() {
  return <AssessmentRunner key="conflict-style" type="conflict-style" />;
}
