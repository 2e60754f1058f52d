// When an admin suspends an expert, the cases the expert is working on (accepted or scheduled, not
// yet ended) and the new requests addressed to them must not wait for them: each goes (back) to `neu` (shared-domain's `release`, actor
// `admin`), open to every fitting expert (the direct address to the suspended expert is dropped),
// its upcoming appointments are cancelled with the CANCEL calendar file, the client is mailed, and
// the suspended expert declines it for good (should they be reinstated, it does not come back to
// them). Access ends by itself: case data needs an approved profile, checked on every request and
// every realtime event.
import type { Config } from '../../platform/config';
import type { Executor } from '../../platform/db/client';
import { cancelUpcomingAppointments } from './appointments';
import { notifyCase } from './notify';
import { insertDeclines, lockOpenCasesOf, type CaseRow } from './repo';
import { type CaseActorRef, transitionCase } from './store';

/** The reason kept with the suspended expert's decline (the expert's own record; the client never sees it). */
export const releasedDeclineReason = 'expert_suspended';

/**
 * Releases every case of `expertId` that has not ended as `actor` (an admin, or the service role as an admin
 * without id), in the caller's transaction; answers the released cases.
 */
export async function releaseCasesOf(
  tx: Executor,
  config: Config,
  expertId: string,
  actor: CaseActorRef,
): Promise<CaseRow[]> {
  const rows = await lockOpenCasesOf(tx, expertId);
  const released: CaseRow[] = [];
  for (const row of rows) {
    // While the case still names the expert, so both sides get the CANCEL file.
    await cancelUpcomingAppointments(tx, config, row.id);
    released.push(
      await transitionCase(tx, row, 'release', actor, {
        changes: { expertId: null, addressedTo: null, acceptedAt: null, expertNotifiedAt: null },
      }),
    );
    await insertDeclines(tx, [{ requestId: row.id, expertId, reason: releasedDeclineReason }]);
    // The mail names the expert who can no longer continue (the row read before the release).
    await notifyCase(tx, config, row, 'released');
  }
  return released;
}
