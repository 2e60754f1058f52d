// An expert must not accept their own request. Made with their account, the request carries their
// user id ("never my own" in access.ts). Made as a guest under another address, nothing in the row
// names them, and a typed address proves nothing; what does prove it is holding that guest's token
// while signed in to the account: the browser sends both when someone signs in as a guest
// (POST /guest-link). The guest's requests then become declined by the account (`case_declines`,
// reason `own_request`), which every inbox and accept rule, the realtime feed's included, already
// honours: never in its inbox, never accepted by it, whatever becomes of the profile later.
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { caseDeclines, expertRequests } from '../db/schema';

export const ownRequestReason = 'own_request';

/** Marks the guest lead's requests as the user's own for matching; answers how many now are. */
export async function excludeOwnGuestRequests(db: Executor, userId: string, leadId: string): Promise<number> {
  const requests = await db
    .select({ id: expertRequests.id })
    .from(expertRequests)
    .where(
      and(
        eq(expertRequests.guestLeadId, leadId),
        // Already the account's own by user id: the access rules exclude them anyway.
        or(isNull(expertRequests.userId), ne(expertRequests.userId, userId)),
      ),
    );
  if (requests.length === 0) return 0;
  await db
    .insert(caseDeclines)
    .values(requests.map(({ id }) => ({ requestId: id, expertId: userId, reason: ownRequestReason })))
    .onConflictDoNothing();
  return requests.length;
}
