// Every query of the news subscriptions (tables.ts); the rules around them are service.ts's.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { newsSubscriptions } from './tables';

export type NewsSubscriptionRow = typeof newsSubscriptions.$inferSelect;

/** The columns a new or renewed pending subscription sets. */
export type PendingSubscription = Pick<
  typeof newsSubscriptions.$inferInsert,
  'lang' | 'consentVersion' | 'consentText' | 'consentedAt' | 'confirmTokenHash' | 'confirmExpiresAt' | 'updatedAt'
>;

/** The address's row, locked for the rest of the transaction. */
export async function lockSubscriptionOf(tx: Executor, email: string): Promise<NewsSubscriptionRow | undefined> {
  const [row] = await tx.select().from(newsSubscriptions).where(eq(newsSubscriptions.email, email)).for('update');
  return row;
}

/**
 * Inserts the address as pending, or renews a pending row (its unsubscribe token stays); nothing
 * when the address is confirmed (undefined then).
 */
export async function upsertPending(
  tx: Executor,
  email: string,
  unsubscribeToken: string,
  pending: PendingSubscription,
): Promise<NewsSubscriptionRow | undefined> {
  const [row] = await tx
    .insert(newsSubscriptions)
    .values({ email, status: 'pending', unsubscribeToken, ...pending })
    .onConflictDoUpdate({
      target: newsSubscriptions.email,
      // The unsubscribe token stays: the links in earlier mails keep working.
      set: pending,
      setWhere: eq(newsSubscriptions.status, 'pending'),
    })
    .returning();
  return row;
}

/** Confirms the pending, unexpired row whose confirmation token hashes to `tokenHash`. */
export async function confirmPending(db: Executor, tokenHash: string): Promise<NewsSubscriptionRow | undefined> {
  const [row] = await db
    .update(newsSubscriptions)
    .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(newsSubscriptions.confirmTokenHash, tokenHash),
        eq(newsSubscriptions.status, 'pending'),
        sql`${newsSubscriptions.confirmExpiresAt} > now()`,
      ),
    )
    .returning();
  return row;
}

async function deleteWhere(tx: Executor, where: SQL): Promise<string[]> {
  const rows = await tx.delete(newsSubscriptions).where(where).returning({ id: newsSubscriptions.id });
  return rows.map((row) => row.id);
}

/** Deletes the row of an unsubscribe token; the ids deleted. */
export const deleteByUnsubscribeToken = (tx: Executor, token: string) =>
  deleteWhere(tx, eq(newsSubscriptions.unsubscribeToken, token));

/** Deletes the row of a (lower-cased) address; the ids deleted. */
export const deleteByEmail = (tx: Executor, email: string) => deleteWhere(tx, eq(newsSubscriptions.email, email));

export async function subscriptionByEmail(db: Executor, email: string): Promise<NewsSubscriptionRow | undefined> {
  const [row] = await db.select().from(newsSubscriptions).where(eq(newsSubscriptions.email, email));
  return row;
}

/** The confirmed subscribers of one language, longest confirmed first. */
export function confirmedSubscribers(tx: Executor, lang: NewsSubscriptionRow['lang']): Promise<NewsSubscriptionRow[]> {
  return tx
    .select()
    .from(newsSubscriptions)
    .where(and(eq(newsSubscriptions.status, 'confirmed'), eq(newsSubscriptions.lang, lang)))
    .orderBy(newsSubscriptions.confirmedAt);
}
