// What the questionnaire runner (features/assessment) takes from a page that sends the answers
// elsewhere (features/team-rounds): features do not import each other, so the contract lives here.
import type { ReactNode } from 'react';

export interface RunnerIntro {
  /** Statements answered in the draft, of all. */
  answered: number;
  total: number;
  onStart: () => void;
  /** Continue a draft: to the questions, or to the end when every statement is answered. */
  onResume: () => void;
  onRestart: () => void;
}

/**
 * Where the answers go instead of `/assessments` (a team round): its own intro, draft and sending;
 * no copy by mail and no results page. The caller shows what follows a successful send.
 */
export interface RunnerDestination {
  /** Where the unsent answers are kept in this browser. */
  draftKey: string;
  /** The small title over the questions. */
  title: string;
  /** The document title of every view of the questionnaire (the small title may name the team, which is private). */
  documentTitle: string;
  renderIntro: (intro: RunnerIntro) => ReactNode;
  /** Sends the answers; `onSent` clears the draft once they are safe on the server. */
  send: (answers: Record<string, number>, onSent: () => void) => void;
  sending: boolean;
  /** The failed send, shown with a retry (null: none). */
  error: unknown;
  reset: () => void;
  submitLabel: string;
  /** Shown on the last page where the mail copy would be (e.g. what is stored of the answers). */
  finishNote: ReactNode;
}
