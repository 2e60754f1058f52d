// Whether a round still takes answers (its dates are shown with shared-i18n's formatDateTime).
import type { TeamRoundSummary } from '@cc/shared-contract';

/** A round past its deadline is closed, whatever its stored status says. */
export function isRoundClosed(round: Pick<TeamRoundSummary, 'status' | 'deadline'>, now = Date.now()): boolean {
  return round.status === 'closed' || (round.deadline !== null && Date.parse(round.deadline) <= now);
}
