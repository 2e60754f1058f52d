// Stored assessment results: who owns which, the share-token capability (read only), the delete
// token of an anonymous visitor's result, the partner link of the values comparison, and the JSON
// the endpoints answer. Ownership is part of every query (never a
// check after loading), so a result of someone else is simply not found.
import type { AssessmentResponse, OwnedResult, PublicResult, SharedResultResponse } from '@cc/shared-contract';
import { type AssessmentResult, type ValuesComparison, compareValues } from '@cc/shared-domain';
import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { assessmentResults } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import type { Lang } from '../mail/templates';
import { randomToken, resultDeleteToken, safeEqual } from '../security/tokens';
import type { Caller } from '../identity/caller';

export type ResultRow = typeof assessmentResults.$inferSelect;

/** 32 random bytes, base64url: 43 characters. */
export const newShareToken = () => randomToken(32);
export const shareTokenShape = /^[A-Za-z0-9_-]{43}$/;

/** The newest results a history shows; older ones stay stored and readable by id. */
export const listLimit = 200;

/** The rows `caller` owns; null for an anonymous caller, who owns nothing server-side. */
export function ownedBy(caller: Caller): SQL | null {
  if (caller.kind === 'user') return eq(assessmentResults.userId, caller.user.id);
  if (caller.kind === 'guest') return eq(assessmentResults.guestLeadId, caller.lead.id);
  return null;
}

export async function findOwned(db: Executor, caller: Caller, id: string): Promise<ResultRow | undefined> {
  const owner = ownedBy(caller);
  if (!owner) return undefined;
  const [row] = await db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.id, id), owner))
    .limit(1);
  return row;
}

export async function listOwned(db: Executor, caller: Caller): Promise<ResultRow[]> {
  const owner = ownedBy(caller);
  if (!owner) return [];
  return db
    .select()
    .from(assessmentResults)
    .where(owner)
    .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id))
    .limit(listLimit);
}

export async function findByShareToken(db: Executor, token: string): Promise<ResultRow | undefined> {
  if (!shareTokenShape.test(token)) return undefined;
  const [row] = await db.select().from(assessmentResults).where(eq(assessmentResults.shareToken, token)).limit(1);
  return row;
}

export async function findPartner(db: Executor, row: ResultRow): Promise<ResultRow | undefined> {
  if (!row.partnerId) return undefined;
  const [partner] = await db.select().from(assessmentResults).where(eq(assessmentResults.id, row.partnerId)).limit(1);
  return partner;
}

/**
 * Deletes when the caller owns the result, or when the result has no owner (an anonymous visitor
 * made it) and `deleteToken` is its delete token; true when a row went. A share token never
 * deletes: whoever got a link may read, not remove.
 */
export async function deleteResult(
  db: Executor,
  caller: Caller,
  id: string,
  deleteToken: string | null,
  secret: Buffer,
): Promise<boolean> {
  const owner = ownedBy(caller);
  const byToken =
    deleteToken && safeEqual(deleteToken, resultDeleteToken(secret, id))
      ? and(isNull(assessmentResults.userId), isNull(assessmentResults.guestLeadId))!
      : null;
  const allowed = [owner, byToken].filter((condition): condition is SQL => condition !== null);
  if (!allowed.length) return false;
  const deleted = await db
    .delete(assessmentResults)
    .where(and(eq(assessmentResults.id, id), or(...allowed)))
    .returning({ id: assessmentResults.id });
  return deleted.length > 0;
}

/**
 * Gives an ownerless result (an anonymous visitor's) to `caller` when `deleteToken` is its delete
 * token; the caller's own result comes back unchanged, so a repeated claim is harmless. Undefined
 * for anything else: a wrong token, someone else's result, an anonymous caller.
 */
export async function claimResult(
  db: Executor,
  caller: Caller,
  id: string,
  deleteToken: string | null,
  secret: Buffer,
): Promise<ResultRow | undefined> {
  if (caller.kind !== 'user' && caller.kind !== 'guest') return undefined;
  if (!deleteToken || !safeEqual(deleteToken, resultDeleteToken(secret, id))) return undefined;
  const [claimed] = await db
    .update(assessmentResults)
    .set(caller.kind === 'user' ? { userId: caller.user.id } : { guestLeadId: caller.lead.id })
    .where(and(eq(assessmentResults.id, id), isNull(assessmentResults.userId), isNull(assessmentResults.guestLeadId)))
    .returning();
  return claimed ?? (await findOwned(db, caller, id));
}

export interface NewResult {
  type: ResultRow['type'];
  version: number;
  lang: string;
  answers: ResultRow['answers'];
  result: AssessmentResult;
  caller: Caller;
  /** The inviter's values result (found by its share token) this one is compared with. */
  partner?: ResultRow;
}

export interface SubmittedResult extends Omit<NewResult, 'partner' | 'lang'> {
  /** The result's language, also the mail's. */
  lang: Lang;
  /** The share token of the values result whose invitation this answers (`compare_with`). */
  compareWith?: string | null | undefined;
  /** The address the copy goes to; null: no mail. */
  mailTo: string | null;
  /** The site the mail's link opens. */
  siteUrl: string;
}

/** The result's page on the site, with its share token. */
function resultLink(siteUrl: string, row: ResultRow): string {
  const query = new URLSearchParams({ id: row.id, token: row.shareToken });
  return `${siteUrl}/results/${encodeURIComponent(row.type)}?${query.toString()}`;
}

/**
 * Stores a submitted result, compared with the inviter's values result when there is one, and
 * queues its mail copy, in one transaction. Answers the row and its partner.
 */
export async function submitResult(
  db: Db,
  { compareWith, mailTo, siteUrl, ...input }: SubmittedResult,
): Promise<{ row: ResultRow; partner: ResultRow | undefined }> {
  return db.transaction(async (tx) => {
    // An invitation whose result is gone (or is not a values result) compares with nobody.
    const inviter = compareWith ? await findByShareToken(tx, compareWith) : undefined;
    const partner = inviter?.type === 'values' ? inviter : undefined;
    const row = await insertResult(tx, { ...input, ...(partner ? { partner } : {}) });
    if (mailTo) {
      await enqueueMail(tx, mailTo, {
        kind: 'assessment_result',
        lang: input.lang,
        result: input.result,
        link: resultLink(siteUrl, row),
      });
    }
    return { row, partner };
  });
}

/**
 * Inserts the result; with a partner, links both ways: the new result always points at the
 * inviter's, the inviter's points back only when it has no partner yet (its first co-founder
 * stays its comparison).
 */
async function insertResult(tx: Executor, input: NewResult): Promise<ResultRow> {
  const [row] = await tx
    .insert(assessmentResults)
    .values({
      type: input.type,
      version: input.version,
      lang: input.lang,
      answers: input.answers,
      result: input.result,
      userId: input.caller.kind === 'user' ? input.caller.user.id : null,
      guestLeadId: input.caller.kind === 'guest' ? input.caller.lead.id : null,
      shareToken: newShareToken(),
      partnerId: input.partner?.id ?? null,
    })
    .returning();
  if (input.partner) {
    await tx
      .update(assessmentResults)
      .set({ partnerId: row!.id })
      .where(and(eq(assessmentResults.id, input.partner.id), isNull(assessmentResults.partnerId)));
  }
  return row!;
}

/** compareValues on the centred scores, from `mine`'s side; undefined unless both are values results. */
export function comparisonOf(mine: ResultRow, partner: ResultRow | undefined): ValuesComparison | undefined {
  if (!partner || mine.result.type !== 'values' || partner.result.type !== 'values') return undefined;
  return compareValues(mine.result, partner.result);
}

/** What anybody may see of a result: never answers, owners or addresses. */
function publicJson(row: ResultRow): PublicResult {
  return { type: row.type, created_at: row.createdAt.toISOString(), result: row.result };
}

/** A history entry (the owner's view). */
export function ownerJson(row: ResultRow): OwnedResult {
  return { id: row.id, ...publicJson(row), share_token: row.shareToken };
}

/** The partner's result and the comparison, when the result has a partner. */
function withPartner(row: ResultRow, partner: ResultRow | undefined) {
  const comparison = comparisonOf(row, partner);
  return { ...(partner ? { partner: publicJson(partner) } : {}), ...(comparison ? { comparison } : {}) };
}

/** The owner's view of one result, with the partner's result and the comparison when there is one. */
export function ownerDetailJson(row: ResultRow, partner: ResultRow | undefined): AssessmentResponse {
  return { ...ownerJson(row), ...withPartner(row, partner) };
}

/** The read through a share link. */
export function sharedJson(row: ResultRow, partner: ResultRow | undefined): SharedResultResponse {
  return { id: row.id, ...publicJson(row), ...withPartner(row, partner) };
}
