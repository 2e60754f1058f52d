// A returning guest brings the data of earlier guest sign-ins over by proving the address. Every
// guest sign-in is a new lead (an unverified address is not a credential); when earlier leads with
// the same address hold data, the address gets a link. Opened in the browser that holds the new
// lead's token, it moves the earlier leads' results, checklist ticks, advisor conversations,
// expert requests and team rounds to the new lead, once. Whoever types another person's address gets a fresh,
// empty lead; the owner of the address may ignore the mail.
import type { RateLimitRule } from '../config';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../db/client';
import { guestLeads } from '../db/schema';
import { ApiError } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import { pickLang } from '../mail/templates';
import { RateLimiter } from '../security/rate-limit';
import { randomToken, sha256 } from '../security/tokens';
import type { GuestLeadRow } from '../identity/caller';
import { leadIdsOf } from '../identity/guest-leads';

/** Claim mails to one address: enough for a few devices, too few to flood an inbox. */
export const guestClaimMailsPerAddress: RateLimitRule = { max: 3, windowSeconds: 3600 };

export const guestClaimMailKey = (email: string) => `guest_claim_mail:${email.toLowerCase()}`;

export interface ClaimMailOptions {
  siteUrl: string;
  /** Seconds the link stays valid. */
  validSeconds: number;
  limiter: RateLimiter;
}

/** Tables whose rows a guest lead owns outright, by what a move counts (the contract's claim answer). */
const ownedTables = {
  results: 'app.assessment_results',
  conversations: 'app.advisor_conversations',
  expert_requests: 'app.expert_requests',
  team_rounds: 'app.team_rounds',
} as const;

/** Everything a claim or an account moves: the owned rows and the checklist ticks (merged, not moved). */
const guestDataTables = [...Object.values(ownedTables), 'app.checklist_progress'];

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
        and (${sql.join(
          guestDataTables.map((table) => sql`exists (select 1 from ${sql.raw(table)} d where d.guest_lead_id = l.id)`),
          sql` or `,
        )})
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

/** Who gets a guest's data: another lead of the same address (a claim) or an account (a confirmed address). */
type NewOwner = { leadId: string } | { userId: string };

/**
 * Moves what the `sources` leads own to `owner` and counts it. Results, conversations, expert
 * requests (their cases hang on them) and team rounds change owner; checklist ticks are merged: a
 * tick the owner already has stays as it is (one row per owner and item), the sources' go.
 */
async function moveGuestData(tx: Executor, sources: SQL, owner: NewOwner): Promise<ClaimMoved> {
  const [column, id, set] =
    'userId' in owner
      ? ['user_id', owner.userId, sql`user_id = ${owner.userId}, guest_lead_id = null`]
      : ['guest_lead_id', owner.leadId, sql`guest_lead_id = ${owner.leadId}`];
  const move = (table: (typeof ownedTables)[keyof typeof ownedTables]) =>
    count(tx, sql`update ${sql.raw(table)} set ${set} where guest_lead_id in ${sources} returning id`);
  const results = await move(ownedTables.results);
  const checklistItems = await count(
    tx,
    sql`insert into app.checklist_progress (${sql.raw(column)}, checklist_id, item_id, updated_at)
      select ${id}, checklist_id, item_id, max(updated_at) from app.checklist_progress
      where guest_lead_id in ${sources} group by checklist_id, item_id
      on conflict do nothing returning item_id`,
  );
  await tx.execute(sql`delete from app.checklist_progress where guest_lead_id in ${sources}`);
  return {
    results,
    checklist_items: checklistItems,
    conversations: await move(ownedTables.conversations),
    expert_requests: await move(ownedTables.expert_requests),
    team_rounds: await move(ownedTables.team_rounds),
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
  const moved = await moveGuestData(tx, sources, { leadId: lead.id });
  // The earlier leads' unused claim links go with them.
  await tx.execute(sql`delete from app.guest_leads where id in ${sources}`);
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
    const [inserted] = await tx.insert(guestLeads).values(input).returning();
    return {
      lead: inserted!,
      mailed: await offerGuestClaim(tx, inserted!, { ...options, limiter: new RateLimiter(tx) }),
    };
  });
}
