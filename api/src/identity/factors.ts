// MFA factors (TOTP) as GoTrue keeps them: the JSON of a factor, the user's factors, and removing
// one (which takes every session it raised back to aal1).
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client';
import { mfaFactors, sessions } from '../platform/db/schema';

export type FactorRow = typeof mfaFactors.$inferSelect;

/** GoTrue's models.Factor JSON (the secret is never part of it). */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName || undefined,
    factor_type: factor.factorType,
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
    phone: '',
    last_challenged_at: factor.lastChallengedAt ? factor.lastChallengedAt.toISOString() : null,
  };
}

export async function loadFactors(db: Executor, userId: string): Promise<FactorRow[]> {
  return db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).orderBy(asc(mfaFactors.createdAt));
}

/**
 * Deletes a factor; sessions it raised to aal2 go back to aal1 and lose their `totp` amr entry
 * (GoTrue's DowngradeSessionsToAAL1), so their next token and the aal2 guard see aal1 at once.
 */
export async function removeFactor(db: Executor, factor: FactorRow): Promise<void> {
  await db.execute(sql`
    delete from auth.mfa_amr_claims
    where authentication_method = 'totp'
      and session_id in (select id from auth.sessions where factor_id = ${factor.id})`);
  await db
    .update(sessions)
    .set({ aal: 'aal1', factorId: null, updatedAt: new Date() })
    .where(eq(sessions.factorId, factor.id));
  await db.delete(mfaFactors).where(eq(mfaFactors.id, factor.id));
}
