// MFA factors (TOTP) as GoTrue keeps them: the JSON of a factor and the user's factors, which every
// session response carries. Removing one is the auth module's (modules/auth/repo.ts removeFactor):
// it also drops the amr entries, the auth module's own table.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../platform/db/client';
import { mfaFactors } from '../platform/db/schema';

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
