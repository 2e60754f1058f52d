// Stored assessment results: who owns which, the share-token capability (read only), the delete
// token of an anonymous visitor's result, the partner link of the values comparison, and the JSON
// the endpoints answer; the checklists' ticks; what the account export lists of both. The queries
// are repo.ts's (ownership is part of every one), the HTTP edge is routes/.
import type {
  AssessmentResponse,
  ChecklistProgressItem,
  OwnedResult,
  PublicResult,
  SharedResultResponse,
} from '@cc/shared-contract';
import { type AssessmentResult, type ValuesComparison, checklists, compareValues } from '@cc/shared-domain';
import type { Db, Executor } from '../../platform/db/client';
import { enqueueMail } from '../../platform/mail/outbox';
import type { Lang } from '../../platform/mail/templates';
import { randomToken, resultDeleteToken, safeEqual } from '../../platform/security/tokens';
import type { Caller } from '../../identity/caller';
import type { GuestDataOwner, LeadIds } from '../../identity/guest-leads';
import {
  deleteChecklistTicks,
  deleteOwnedOrOwnerless,
  deleteTick,
  findById,
  findByShareToken as findRowByShareToken,
  findOwned,
  insertResult as insertRow,
  leadsWithResultsOrTicks,
  mergeTicksOf,
  moveResultsOf,
  resultsOfAccount,
  setPartnerIfNone,
  takeOwnerless,
  ticksOf,
  ticksOfAccount,
  upsertTick,
  type ChecklistOwner,
  type ResultRow,
} from './repo';

export { findOwned, listOwned, type ChecklistOwner } from './repo';

/** 32 random bytes, base64url: 43 characters. */
export const newShareToken = () => randomToken(32);
export const shareTokenShape = /^[A-Za-z0-9_-]{43}$/;

export async function findByShareToken(db: Executor, token: string): Promise<ResultRow | undefined> {
  if (!shareTokenShape.test(token)) return undefined;
  return findRowByShareToken(db, token);
}

export async function findPartner(db: Executor, row: ResultRow): Promise<ResultRow | undefined> {
  if (!row.partnerId) return undefined;
  return findById(db, row.partnerId);
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
  const byToken = deleteToken !== null && safeEqual(deleteToken, resultDeleteToken(secret, id));
  return deleteOwnedOrOwnerless(db, caller, id, byToken);
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
  return (await takeOwnerless(db, caller, id)) ?? (await findOwned(db, caller, id));
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
  const row = await insertRow(tx, {
    type: input.type,
    version: input.version,
    lang: input.lang,
    answers: input.answers,
    result: input.result,
    userId: input.caller.kind === 'user' ? input.caller.user.id : null,
    guestLeadId: input.caller.kind === 'guest' ? input.caller.lead.id : null,
    shareToken: newShareToken(),
    partnerId: input.partner?.id ?? null,
  });
  if (input.partner) await setPartnerIfNone(tx, input.partner.id, row.id);
  return row;
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

// The checklists' ticks of a signed-in user or a guest, one row per ticked item. A write changes
// one item only (an upsert or a delete of its row), so concurrent writers from two tabs or devices
// never overwrite each other's ticks.

/** Position of every known checklist item, to answer in the definitions' order and drop retired ids. */
const itemOrder = new Map<string, number>(
  checklists.flatMap((checklist, listIndex) =>
    checklist.items.map((item, itemIndex) => [`${checklist.id}/${item.id}`, listIndex * 1000 + itemIndex] as const),
  ),
);

/** The owner's ticks (of one checklist or all), in the definitions' order. */
export async function listTicks(db: Db, ownerId: string, checklist: string | undefined) {
  const rows = await ticksOf(db, ownerId, checklist);
  return rows
    .filter((row) => itemOrder.has(`${row.checklistId}/${row.itemId}`))
    .sort((a, b) => itemOrder.get(`${a.checklistId}/${a.itemId}`)! - itemOrder.get(`${b.checklistId}/${b.itemId}`)!)
    .map((row): ChecklistProgressItem => ({
      checklist: row.checklistId as ChecklistProgressItem['checklist'],
      item: row.itemId,
      updated_at: row.updatedAt.toISOString(),
    }));
}

/** Ticks (done) or unticks one item; answers the tick's time, null when unticked. */
export async function setTick(
  db: Db,
  owner: ChecklistOwner,
  checklist: string,
  item: string,
  done: boolean,
): Promise<Date | null> {
  if (done) return upsertTick(db, owner, checklist, item);
  await deleteTick(db, owner.ownerId, checklist, item);
  return null;
}

/** Removes every tick of one checklist; answers how many. */
export const clearChecklist = (db: Db, ownerId: string, checklist: string): Promise<number> =>
  deleteChecklistTicks(db, ownerId, checklist);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * What the account export lists of the results and checklist ticks: the user's and those made as
 * a guest under `guestAddress` (an address a mail proved; null: none), deleted with the account too.
 */
export async function resultsExport(db: Executor, userId: string, guestAddress: string | null) {
  const [results, progress] = await Promise.all([
    resultsOfAccount(db, userId, guestAddress),
    ticksOfAccount(db, userId, guestAddress),
  ]);
  return {
    assessment_results: results.map((result) => ({
      id: result.id,
      type: result.type,
      version: result.version,
      lang: result.lang,
      created_at: iso(result.createdAt),
      answers: result.answers,
      result: result.result,
      share_token: result.shareToken,
      partner_id: result.partnerId,
      guest_lead_id: result.guestLeadId,
    })),
    checklist_progress: progress.map((row) => ({
      checklist: row.checklistId,
      item: row.itemId,
      updated_at: row.updatedAt.toISOString(),
      guest_lead_id: row.guestLeadId,
    })),
  };
}

/** The leads among `ids` that hold a result or a checklist tick (a guest claim's offer asks, modules/guests). */
export const guestLeadsWithResults = (db: Executor, ids: LeadIds): Promise<string[]> =>
  leadsWithResultsOrTicks(db, ids);

/**
 * A guest's results and ticks change owner (a claim, an account confirming the address): the
 * results move, the ticks merge (a tick `owner` already has stays, the leads' go).
 */
export async function moveGuestResults(
  tx: Executor,
  ids: LeadIds,
  owner: GuestDataOwner,
): Promise<{ results: number; checklist_items: number }> {
  const results = await moveResultsOf(tx, ids, owner);
  return { results, checklist_items: await mergeTicksOf(tx, ids, owner) };
}
