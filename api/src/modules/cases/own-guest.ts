// An expert must not accept their own request. Made with their account, the request carries their
// user id ("never my own" in access.ts). Made as a guest under another address, nothing in the row
// names them, and a typed address proves nothing; what does prove it is holding that guest's token
// while signed in to the account: the browser sends both when someone signs in as a guest
// (POST /guest-link). The guest's requests then become declined by the account (`case_declines`,
// reason `own_request`), which every inbox and accept rule, the realtime feed's included, already
// honours: never in its inbox, never accepted by it, whatever becomes of the profile later.
import type { Executor } from '../../platform/db/client';
import { guestRequestIds, insertDeclines } from './repo';

export const ownRequestReason = 'own_request';

/** Marks the guest lead's requests as the user's own for matching; answers how many now are. */
export async function excludeOwnGuestRequests(db: Executor, userId: string, leadId: string): Promise<number> {
  const requests = await guestRequestIds(db, leadId, userId);
  if (requests.length === 0) return 0;
  await insertDeclines(
    db,
    requests.map((id) => ({ requestId: id, expertId: userId, reason: ownRequestReason })),
  );
  return requests.length;
}
