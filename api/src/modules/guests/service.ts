// A returning guest brings the data of earlier guest sign-ins over by proving the address. Every
// guest sign-in is a new lead (an unverified address is not a credential); when earlier leads with
// the same address hold data, the address gets a link. Opened in the browser that holds the new
// lead's token, it moves the earlier leads' results, checklist ticks, advisor conversations,
// expert requests and team rounds to the new lead, once. Whoever types another person's address gets a fresh,
// empty lead; the owner of the address may ignore the mail.
// The leads are identity's (identity/guest-leads.ts: the caller model needs them); this module
// holds the sign-in, the claim links (repo.ts) and the moves, which ask each domain's service to
// move its own rows (results, advisor conversations, cases, team rounds): no table of theirs here.
import type { RateLimitRule } from '../../platform/config';
import type { Db, Executor } from '../../platform/db/client';
import { ApiError } from '../../platform/http/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { pickLang } from '../../platform/mail/templates';
import { RateLimiter } from '../../platform/security/rate-limit';
import { randomToken, sha256 } from '../../platform/security/tokens';
import type { GuestLeadRow } from '../../identity/caller';
import {
  deleteLeads,
  earlierLeadIdsOf,
  insertGuestLead,
  leadIdsOf,
  newestLeadAmong,
  otherLeadIdsOf,
  type GuestDataOwner,
  type LeadIds,
} from '../../identity/guest-leads';
import { guestLeadsWithConversations, moveGuestConversations } from '../advisor/service';
import { excludeOwnGuestRequests, guestLeadsWithRequests, moveGuestRequests } from '../cases/service';
import { guestLeadsWithResults, moveGuestResults } from '../results/service';
import { guestLeadsWithRounds, moveGuestRounds } from '../team-rounds/service';
import { deleteClaim, deleteExpiredClaims, insertClaim, lockClaim } from './repo';

/** Claim mails to one address: enough for a few devices, too few to flood an inbox. */
export const guestClaimMailsPerAddress: RateLimitRule = { max: 3, windowSeconds: 3600 };

export const guestClaimMailKey = (email: string) => `guest_claim_mail:${email.toLowerCase()}`;

export interface ClaimMailOptions {
  siteUrl: string;
  /** Seconds the link stays valid. */
  validSeconds: number;
  limiter: RateLimiter;
}

/**
 * Address and language of the newest other lead with `lead`'s address that holds anything a claim
 * would move (the mail speaks to whoever made that data, as they wrote the address), if any.
 */
async function earlierDataOwner(
  db: Executor,
  lead: GuestLeadRow,
): Promise<{ email: string; lang: string } | undefined> {
  const others = otherLeadIdsOf(lead);
  const holders = new Set([
    ...(await guestLeadsWithResults(db, others)),
    ...(await guestLeadsWithConversations(db, others)),
    ...(await guestLeadsWithRequests(db, others)),
    ...(await guestLeadsWithRounds(db, others)),
  ]);
  return newestLeadAmong(db, [...holders]);
}

/**
 * Queues the claim link for a new lead when earlier leads with its address hold data and the
 * address's mail allowance is not spent. Never throws for either case: the guest-session answer
 * must not tell whether an address was used before. True when a mail was queued.
 */
export async function offerGuestClaim(tx: Executor, lead: GuestLeadRow, options: ClaimMailOptions): Promise<boolean> {
  const owner = await earlierDataOwner(tx, lead);
  if (!owner) return false;
  const { count } = await options.limiter.increment(guestClaimMailKey(lead.email), guestClaimMailsPerAddress);
  if (count > guestClaimMailsPerAddress.max) return false;
  const token = randomToken(32);
  const validSeconds = options.validSeconds;
  await deleteExpiredClaims(tx);
  await insertClaim(tx, {
    tokenHash: sha256(token),
    guestLeadId: lead.id,
    email: lead.email.toLowerCase(),
    validSeconds,
  });
  const link = `${options.siteUrl}/auth?${new URLSearchParams({ claim: token }).toString()}`;
  await enqueueMail(tx, owner.email, {
    kind: 'guest_claim',
    lang: pickLang(owner.lang),
    link,
    validHours: Math.max(1, Math.ceil(validSeconds / 3600)),
  });
  return true;
}

export interface ClaimMoved {
  results: number;
  checklist_items: number;
  conversations: number;
  expert_requests: number;
  team_rounds: number;
}

const invalidClaim = () =>
  new ApiError(400, 'guest_claim_invalid', 'The link is invalid, has expired or was already used');

/**
 * Moves what the `sources` leads own to `owner` and counts it, each domain its own rows through
 * its service: results, conversations, expert requests (their cases hang on them) and team rounds
 * change owner; checklist ticks are merged (a tick the owner already has stays, the sources' go).
 */
async function moveGuestData(tx: Executor, sources: LeadIds, owner: GuestDataOwner): Promise<ClaimMoved> {
  const { results, checklist_items } = await moveGuestResults(tx, sources, owner);
  return {
    results,
    checklist_items,
    conversations: await moveGuestConversations(tx, sources, owner),
    expert_requests: await moveGuestRequests(tx, sources, owner),
    team_rounds: await moveGuestRounds(tx, sources, owner),
  };
}

/**
 * Moves the data of the earlier leads with the claim's address (created before the link was
 * mailed) to `lead`, then deletes those leads (their tokens then name nobody). The link is spent
 * only by the lead it was mailed for; another browser's guest gets 403 and the link stays usable.
 */
export async function claimGuestData(db: Db, lead: GuestLeadRow, token: string): Promise<ClaimMoved> {
  return db.transaction((tx) => spendClaim(tx, lead, token));
}

async function spendClaim(tx: Executor, lead: GuestLeadRow, token: string): Promise<ClaimMoved> {
  const claim = await lockClaim(tx, sha256(token));
  if (!claim) throw invalidClaim();
  // An expired row is left to the next offer's clean-up (a refusal rolls the transaction back).
  if (claim.expired) throw invalidClaim();
  if (claim.guest_lead_id !== lead.id || claim.email !== lead.email.toLowerCase()) {
    throw new ApiError(403, 'guest_claim_other_guest', 'The link belongs to another guest sign-in');
  }
  await deleteClaim(tx, sha256(token));

  const sources = earlierLeadIdsOf(lead, claim.created_at);
  const moved = await moveGuestData(tx, sources, { leadId: lead.id });
  // The earlier leads' unused claim links go with them.
  await deleteLeads(tx, sources);
  return moved;
}

/**
 * Creating an account keeps what its person made as a guest: when a user confirms their address
 * (the first verified link or code), the data of every guest sign-in with that address moves to
 * the account (results, checklist ticks, advisor conversations, expert requests with their cases,
 * whose threads, notes and appointments hang on the case, team rounds with their tallies). The address is proven now, which a
 * guest sign-in never proves; account export and deletion already count these leads' data as the
 * account's. The leads stay (their consent record) with nothing left on them.
 */
export async function adoptGuestData(tx: Executor, userId: string, email: string): Promise<ClaimMoved> {
  return moveGuestData(tx, leadIdsOf(email), { userId });
}

/**
 * A guest sign-in: a new lead with its consent time, and (in the same transaction) the claim link
 * to the address when earlier leads with it hold data. Answers the lead and whether a mail was queued.
 */
export async function startGuestSession(
  db: Db,
  input: { email: string; firstName: string; lang: string; consentAt: Date },
  options: Omit<ClaimMailOptions, 'limiter'>,
): Promise<{ lead: GuestLeadRow; mailed: boolean }> {
  return db.transaction(async (tx) => {
    const lead = await insertGuestLead(tx, input);
    return { lead, mailed: await offerGuestClaim(tx, lead, { ...options, limiter: new RateLimiter(tx) }) };
  });
}

/**
 * Someone signed in while holding a guest token: both together prove one person, so the guest's
 * open requests are not offered to the account as an expert (the cases' rule, modules/cases/own-guest.ts).
 * Answers how many requests that excludes.
 */
export const linkGuestToAccount = (db: Db, userId: string, leadId: string): Promise<number> =>
  excludeOwnGuestRequests(db, userId, leadId);
