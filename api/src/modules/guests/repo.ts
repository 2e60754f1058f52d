// Every query of the guests module's table (tables.ts): the claim links. The leads are identity's
// (identity/guest-leads.ts); a guest's data is each domain's, moved through its service.
import { eq, lte, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/client';
import { guestClaims } from './tables';

/** A claim link's row as a claim reads it (locked): `created_at` as the database gives it, `expired` judged there. */
export interface ClaimRow {
  guest_lead_id: string;
  email: string;
  created_at: string | Date;
  expired: boolean;
}

/** Drops the expired links (an offer clears them up before it adds one). */
export async function deleteExpiredClaims(tx: Executor): Promise<void> {
  await tx.delete(guestClaims).where(lte(guestClaims.expiresAt, sql`now()`));
}

/** Stores a link for `guestLeadId` under the hash of its secret, valid `validSeconds` from now. */
export async function insertClaim(
  tx: Executor,
  claim: { tokenHash: string; guestLeadId: string; email: string; validSeconds: number },
): Promise<void> {
  await tx.insert(guestClaims).values({
    tokenHash: claim.tokenHash,
    guestLeadId: claim.guestLeadId,
    email: claim.email,
    expiresAt: sql`now() + make_interval(secs => ${claim.validSeconds})`,
  });
}

/** The link with the secret's hash `tokenHash`, locked for the claim's transaction. */
export async function lockClaim(tx: Executor, tokenHash: string): Promise<ClaimRow | undefined> {
  const [claim] = await queryRows<ClaimRow>(
    tx,
    sql`select guest_lead_id, email, created_at, expires_at <= now() as expired
      from ${guestClaims} where token_hash = ${tokenHash} for update`,
  );
  return claim;
}

/** Spends a link (single use). */
export async function deleteClaim(tx: Executor, tokenHash: string): Promise<void> {
  await tx.delete(guestClaims).where(eq(guestClaims.tokenHash, tokenHash));
}
