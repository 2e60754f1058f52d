// A returning guest brings the data of earlier guest sign-ins over by proving the address. Every
// guest sign-in is a new lead (an unverified address is not a credential); when earlier leads with
// the same address hold data, the address gets a link. Opened in the browser that holds the new
// lead's token, it moves the earlier leads' results, checklist ticks, advisor conversations,
// expert requests and team rounds to the new lead, once. Whoever types another person's address gets a fresh,
// empty lead; the owner of the address may ignore the mail.
import type { RateLimitRule } from '../config';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';
import { ApiError } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import { pickLang } from '../mail/templates';
import type { GuestLeadRow } from '../routes/functions/caller';
import type { RateLimiter } from '../security/rate-limit';
import { randomToken, sha256 } from '../security/tokens';

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
  const [row] = await queryRows<{ email: string; lang: string }>(
    db,
    sql`select l.email, l.lang from app.guest_leads l
      where lower(l.email) = ${lead.email.toLowerCase()} and l.id <> ${lead.id}
        and (exists (select 1 from app.assessment_results r where r.guest_lead_id = l.id)
          or exists (select 1 from app.checklist_progress p where p.guest_lead_id = l.id)
          or exists (select 1 from app.advisor_conversations a where a.guest_lead_id = l.id)
          or exists (select 1 from app.expert_requests e where e.guest_lead_id = l.id)
          or exists (select 1 from app.team_rounds t where t.guest_lead_id = l.id))
      order by l.created_at desc limit 1`,
  );
  return row;
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
  await tx.execute(sql`delete from app.guest_claims where expires_at <= now()`);
  await tx.execute(
    sql`insert into app.guest_claims (token_hash, guest_lead_id, email, expires_at)
      values (${sha256(token)}, ${lead.id}, ${lead.email.toLowerCase()}, now() + make_interval(secs => ${validSeconds}))`,
  );
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

interface ClaimRow {
  guest_lead_id: string;
  email: string;
  created_at: string | Date;
  expired: boolean;
}

const count = async (tx: Executor, query: ReturnType<typeof sql>) => (await queryRows<unknown>(tx, query)).length;

/**
 * Moves the data of the earlier leads with the claim's address (created before the link was
 * mailed) to `lead`, then deletes those leads (their tokens then name nobody). The link is spent
 * only by the lead it was mailed for; another browser's guest gets 403 and the link stays usable.
 */
export async function claimGuestData(tx: Executor, lead: GuestLeadRow, token: string): Promise<ClaimMoved> {
  const [claim] = await queryRows<ClaimRow>(
    tx,
    sql`select guest_lead_id, email, created_at, expires_at <= now() as expired
      from app.guest_claims where token_hash = ${sha256(token)} for update`,
  );
  if (!claim) throw invalidClaim();
  // An expired row is left to the next offer's clean-up (a refusal rolls the transaction back).
  if (claim.expired) throw invalidClaim();
  if (claim.guest_lead_id !== lead.id || claim.email !== lead.email.toLowerCase()) {
    throw new ApiError(403, 'guest_claim_other_guest', 'The link belongs to another guest sign-in');
  }
  await tx.execute(sql`delete from app.guest_claims where token_hash = ${sha256(token)}`);

  const sources = sql`(select id from app.guest_leads
    where lower(email) = ${claim.email} and id <> ${lead.id} and created_at <= ${claim.created_at}::timestamptz)`;
  const results = await count(
    tx,
    sql`update app.assessment_results set guest_lead_id = ${lead.id} where guest_lead_id in ${sources} returning id`,
  );
  // A tick the new lead already has stays as it is (one row per owner and item).
  const checklistItems = await count(
    tx,
    sql`insert into app.checklist_progress (guest_lead_id, checklist_id, item_id, updated_at)
      select ${lead.id}, checklist_id, item_id, max(updated_at) from app.checklist_progress
      where guest_lead_id in ${sources} group by checklist_id, item_id
      on conflict do nothing returning item_id`,
  );
  const conversations = await count(
    tx,
    sql`update app.advisor_conversations set guest_lead_id = ${lead.id} where guest_lead_id in ${sources} returning id`,
  );
  const expertRequests = await count(
    tx,
    sql`update app.expert_requests set guest_lead_id = ${lead.id} where guest_lead_id in ${sources} returning id`,
  );
  const teamRounds = await count(
    tx,
    sql`update app.team_rounds set guest_lead_id = ${lead.id} where guest_lead_id in ${sources} returning id`,
  );
  // The earlier leads' remaining ticks and unused claim links go with them.
  await tx.execute(sql`delete from app.guest_leads where id in ${sources}`);
  return {
    results,
    checklist_items: checklistItems,
    conversations,
    expert_requests: expertRequests,
    team_rounds: teamRounds,
  };
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
  const sources = sql`(select id from app.guest_leads where lower(email) = ${email.toLowerCase()})`;
  const results = await count(
    tx,
    sql`update app.assessment_results set user_id = ${userId}, guest_lead_id = null
      where guest_lead_id in ${sources} returning id`,
  );
  // A tick the account already has stays as it is (one row per owner and item).
  const checklistItems = await count(
    tx,
    sql`insert into app.checklist_progress (user_id, checklist_id, item_id, updated_at)
      select ${userId}, checklist_id, item_id, max(updated_at) from app.checklist_progress
      where guest_lead_id in ${sources} group by checklist_id, item_id
      on conflict do nothing returning item_id`,
  );
  await tx.execute(sql`delete from app.checklist_progress where guest_lead_id in ${sources}`);
  const conversations = await count(
    tx,
    sql`update app.advisor_conversations set user_id = ${userId}, guest_lead_id = null
      where guest_lead_id in ${sources} returning id`,
  );
  const expertRequests = await count(
    tx,
    sql`update app.expert_requests set user_id = ${userId}, guest_lead_id = null
      where guest_lead_id in ${sources} returning id`,
  );
  const teamRounds = await count(
    tx,
    sql`update app.team_rounds set user_id = ${userId}, guest_lead_id = null
      where guest_lead_id in ${sources} returning id`,
  );
  return {
    results,
    checklist_items: checklistItems,
    conversations,
    expert_requests: expertRequests,
    team_rounds: teamRounds,
  };
}
