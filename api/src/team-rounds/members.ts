// The members' side of a team round (docs/api.md "Team rounds"): mailed one-time invitations and
// reminders, what an invitation shows, and taking an answer set. An answer set is never stored:
// one transaction spends the use (a link use, or the mailed invitation, whose address is cleared
// at once), adds one to the round's tallies, counts it and republishes the result when due.
// Nothing about the member is written: no address, IP, account, guest or time of the answer;
// only a one-way key that someone answered (team_round_answerers), so nobody answers twice.
import { type BinaryLike, createHmac } from 'node:crypto';
import type { TeamInvitationResponse } from '@cc/shared-contract';
import {
  isValidEmail,
  sanitizeText,
  tallyMetricsFor,
  teamRoundLimits,
  teamRoundThreshold,
  type Answers,
  type TeamRoundLanguage,
} from '@cc/shared-domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config, RateLimitRule } from '../config';
import { queryRows, type Db, type Executor } from '../db/client';
import { teamRoundInvites, teamRounds } from '../db/schema';
import { ApiError } from '../http/errors';
import { enqueueMail } from '../mail/outbox';
import { RateLimiter } from '../security/rate-limit';
import { randomToken, sha256 } from '../security/tokens';
import { publishIfDue, type Publication } from './publication';
import {
  closedForOwner,
  isClosed,
  linkUrl,
  nextReminderAt,
  sharedResultUrl,
  teamRoundMailRef,
  type TeamRoundRow,
} from './store';

// ── Invitations ──────────────────────────────────────────────────────────────────────────────

export interface InviteOptions {
  /**
   * The mail allowances the invitations count against, each with its counter's key: the owner's
   * (`team_invite_mails:<owner>`) and the client network's (guest owners cost nothing to make).
   */
  allowances: ReadonlyArray<{ key: string; rule: RateLimitRule }>;
}

/** An address as stored: trimmed, lower-case; null when it is no address (or would be changed by sanitising). */
function normalisedAddress(input: string): string | null {
  const email = input.trim().toLowerCase();
  return isValidEmail(email) && sanitizeText(email) === email ? email : null;
}

const newInviteToken = () => randomToken(32);

/**
 * Mails each new address of `emails` its own one-time invitation. Runs in the caller's
 * transaction with the round locked; the mail allowance is counted on the same transaction, so a
 * refused request spends none of it.
 */
export async function inviteMembers(
  tx: Executor,
  config: Config,
  row: TeamRoundRow,
  emails: readonly string[],
  lang: TeamRoundLanguage,
  options: InviteOptions,
): Promise<{ sent: number; already_invited: number }> {
  if (isClosed(row)) throw closedForOwner();
  const invalid = emails.filter((email) => normalisedAddress(email) === null);
  if (invalid.length) {
    throw new ApiError(400, 'invalid_email', `Invalid email format: ${invalid.length} of the addresses`, {
      details: { invalid },
    });
  }
  const unique = [...new Set(emails.map((email) => normalisedAddress(email)!))];
  // Repeated addresses are those still waiting (a used invitation forgets its address).
  const waiting = await tx
    .select({ email: teamRoundInvites.email })
    .from(teamRoundInvites)
    .where(and(eq(teamRoundInvites.roundId, row.id), inArray(teamRoundInvites.email, unique)));
  const known = new Set(waiting.map((invite) => invite.email));
  const fresh = unique.filter((email) => !known.has(email));
  const alreadyInvited = unique.length - fresh.length;
  if (!fresh.length) return { sent: 0, already_invited: alreadyInvited };

  const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
    tx,
    sql`select count(*)::int as total from app.team_round_invites where round_id = ${row.id}`,
  );
  const max = teamRoundLimits.invitesPerRound.max;
  if (Number(total) + fresh.length > max) {
    throw new ApiError(409, 'team_round_limit', `A round takes at most ${max} mailed invitations`, {
      details: { limit: 'invitesPerRound', max, remaining: Math.max(0, max - Number(total)) },
    });
  }
  for (const allowance of options.allowances) {
    const { count, retryAfter } = await new RateLimiter(tx).increment(allowance.key, allowance.rule, fresh.length);
    if (count > allowance.rule.max) {
      throw new ApiError(
        429,
        'over_email_send_rate_limit',
        `The invitation mails of your allowance are spent (${allowance.rule.max} per ${allowance.rule.windowSeconds} seconds)`,
        {},
        { 'Retry-After': String(Math.max(1, Math.ceil(retryAfter))) },
      );
    }
  }
  for (const email of fresh) {
    const token = newInviteToken();
    await tx.insert(teamRoundInvites).values({ roundId: row.id, email, lang, tokenHash: sha256(token) });
    await enqueueMail(
      tx,
      email,
      { kind: 'team_round_invite', lang, teamName: row.teamName, link: linkUrl(config, token), deadline: row.deadline },
      { ref: teamRoundMailRef(row.id) },
    );
  }
  return { sent: fresh.length, already_invited: alreadyInvited };
}

/**
 * Mails every unused invitation a reminder with a new token (the old link stops working: its hash
 * is replaced), at most once per `reminderIntervalHours`. With nobody pending nothing is sent and
 * the interval does not start.
 */
export async function remindMembers(tx: Executor, config: Config, row: TeamRoundRow): Promise<number> {
  if (isClosed(row)) throw closedForOwner();
  const next = nextReminderAt(row);
  if (next) {
    throw new ApiError(429, 'team_round_reminder_too_soon', 'A reminder went out less than 24 hours ago', {
      details: { next_reminder_at: next.toISOString() },
    });
  }
  const pending = await tx
    .select({ id: teamRoundInvites.id, email: teamRoundInvites.email, lang: teamRoundInvites.lang })
    .from(teamRoundInvites)
    .where(and(eq(teamRoundInvites.roundId, row.id), eq(teamRoundInvites.used, false)))
    .for('update');
  let reminded = 0;
  for (const invite of pending) {
    if (!invite.email) continue;
    const token = newInviteToken();
    await tx
      .update(teamRoundInvites)
      .set({ tokenHash: sha256(token) })
      .where(eq(teamRoundInvites.id, invite.id));
    await enqueueMail(
      tx,
      invite.email,
      {
        kind: 'team_round_reminder',
        lang: invite.lang,
        teamName: row.teamName,
        link: linkUrl(config, token),
        deadline: row.deadline,
      },
      { ref: teamRoundMailRef(row.id) },
    );
    reminded += 1;
  }
  if (reminded)
    await tx
      .update(teamRounds)
      .set({ remindedAt: sql`now()` })
      .where(eq(teamRounds.id, row.id));
  return reminded;
}

// ── What a code opens ────────────────────────────────────────────────────────────────────────

export const invitationNotFound = () =>
  new ApiError(404, 'team_invitation_not_found', 'No team round has this link or invitation');

interface Opened {
  round: TeamRoundRow;
  /** The mailed invitation the code is, or null for the round's link. */
  invite: { id: string; used: boolean } | null;
}

/** The round a link code or a mailed invitation's token opens. */
async function openCode(db: Executor, code: string, lock = false): Promise<Opened> {
  const byLink = db.select().from(teamRounds).where(eq(teamRounds.linkCode, code)).limit(1);
  const [round] = lock ? await byLink.for('update') : await byLink;
  if (round) return { round, invite: null };
  const [invite] = await db
    .select({ id: teamRoundInvites.id, used: teamRoundInvites.used, roundId: teamRoundInvites.roundId })
    .from(teamRoundInvites)
    .where(eq(teamRoundInvites.tokenHash, sha256(code)))
    .limit(1);
  if (!invite) throw invitationNotFound();
  const [owner] = await db.select().from(teamRounds).where(eq(teamRounds.id, invite.roundId)).limit(1);
  if (!owner) throw invitationNotFound();
  return { round: owner, invite: { id: invite.id, used: invite.used } };
}

export async function describeInvitation(db: Executor, config: Config, code: string): Promise<TeamInvitationResponse> {
  const { round, invite } = await openCode(db, code);
  const state = isClosed(round)
    ? 'closed'
    : invite
      ? invite.used
        ? 'used'
        : 'open'
      : round.linkUses >= round.linkMaxUses
        ? 'exhausted'
        : 'open';
  return {
    round_id: round.id,
    team_name: round.teamName,
    languages: round.languages,
    deadline: round.deadline ? round.deadline.toISOString() : null,
    state,
    kind: invite ? 'invitation' : 'link',
    threshold: teamRoundThreshold,
    shared_result_url: round.shareToken ? sharedResultUrl(config, round.shareToken) : null,
  };
}

// ── Taking an answer set ─────────────────────────────────────────────────────────────────────

const closedForMembers = () => new ApiError(410, 'team_round_closed', 'The team round has ended');

/**
 * Who sends an answer set, as far as the server can tell: a signed-in account, a guest, or a
 * browser (with the random id it keeps, when it sends one).
 */
export type AnswerSender =
  | { kind: 'user'; id: string; browserId: string | null }
  | { kind: 'guest'; id: string; browserId: string | null }
  | { kind: 'browser'; browserId: string | null };

const ownsRound = (round: TeamRoundRow, sender: AnswerSender) =>
  (sender.kind === 'user' && sender.id === round.userId) ||
  (sender.kind === 'guest' && sender.id === round.guestLeadId);

/**
 * What an answer set counts as. `owner`: the round's owner (their account or guest identity),
 * who answers once. `counted`: the answer of a distinct person, which the threshold counts: the
 * owner's own, a mailed invitation's, a signed-in account's (through the link, once per account).
 * A guest or a browser through the link is not counted: making a guest or clearing a browser costs
 * nothing, so the owner could otherwise answer three times and read the one real member's answers.
 */
function classify(round: TeamRoundRow, sender: AnswerSender, invitation: boolean) {
  const owner = ownsRound(round, sender);
  const who = owner ? 'owner' : sender.kind === 'browser' ? null : `${sender.kind}:${sender.id}`;
  const names = [who, sender.browserId === null ? null : `browser:${sender.browserId}`].filter(
    (name): name is string => name !== null,
  );
  return { owner, counted: owner || invitation || sender.kind === 'user', names };
}

export const alreadyAnswered = () =>
  new ApiError(409, 'team_round_already_answered', 'You have already answered this team round');

/**
 * Notes who answered (one-way keys, `classify`'s names); 409 team_round_already_answered when any
 * of them answered the round before. In the answer's transaction, so a refused answer spends nothing.
 */
async function noteAnswerer(
  tx: Executor,
  secret: BinaryLike,
  roundId: string,
  names: readonly string[],
): Promise<void> {
  if (!names.length) return;
  const keys = names.map((name) => createHmac('sha256', secret).update(`${roundId}:${name}`).digest('base64url'));
  const rows = sql.join(
    keys.map((key) => sql`(${roundId}::uuid, ${key})`),
    sql`, `,
  );
  const added = await queryRows<{ key: string }>(
    tx,
    sql`insert into app.team_round_answerers (round_id, key) values ${rows} on conflict do nothing returning key`,
  );
  if (added.length < keys.length) throw alreadyAnswered();
}

/** Counts the answer set on the round: one conditional UPDATE, so a closed round or a spent link takes none. */
async function countAnswer(
  tx: Executor,
  roundId: string,
  how: { link: boolean; counted: boolean; owner: boolean },
): Promise<TeamRoundRow | undefined> {
  const [row] = await tx
    .update(teamRounds)
    .set({
      answered: sql`${teamRounds.answered} + 1`,
      ...(how.counted ? { counted: sql`${teamRounds.counted} + 1` } : {}),
      ...(how.owner ? { ownerAnswered: true } : {}),
      ...(how.link ? { linkUses: sql`${teamRounds.linkUses} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(teamRounds.id, roundId),
        eq(teamRounds.status, 'open'),
        sql`(${teamRounds.deadline} is null or ${teamRounds.deadline} > now())`,
        ...(how.link ? [sql`${teamRounds.linkUses} < ${teamRounds.linkMaxUses}`] : []),
      ),
    )
    .returning();
  return row;
}

export interface TakenAnswers extends Publication {
  /** The answer counts towards the threshold (a distinct person's). */
  counted: boolean;
  /** The owner's own answer. */
  owner: boolean;
}

/**
 * Spends the code's use and adds the answer set to the tallies, in one transaction.
 * Of concurrent answers for a link's last use exactly one succeeds (the conditional UPDATE waits
 * for the row lock and checks again); a mailed invitation is used once (`not used` likewise);
 * the owner, an account, a guest or a browser id answers a round once (noteAnswerer).
 */
export async function takeAnswers(
  db: Db,
  config: Config,
  secret: BinaryLike,
  code: string,
  answers: Answers,
  sender: AnswerSender,
): Promise<TakenAnswers> {
  return db.transaction((tx) => spendAndTally(tx, config, secret, code, answers, sender));
}

async function spendAndTally(
  tx: Executor,
  config: Config,
  secret: BinaryLike,
  code: string,
  answers: Answers,
  sender: AnswerSender,
): Promise<TakenAnswers> {
  const { round, invite } = await openCode(tx, code);
  if (isClosed(round)) throw closedForMembers();
  const how = classify(round, sender, invite !== null);
  let counted: TeamRoundRow | undefined;
  if (invite) {
    // The round's row first, as the owner's reminder and deletion lock it (then the invitations).
    await tx.select({ id: teamRounds.id }).from(teamRounds).where(eq(teamRounds.id, round.id)).for('update');
    // The address goes with the use: nothing keeps who answered. The hash is checked again under
    // the lock: a reminder may have replaced this token meanwhile.
    const [spent] = await tx
      .update(teamRoundInvites)
      .set({ used: true, email: null })
      .where(
        and(
          eq(teamRoundInvites.id, invite.id),
          eq(teamRoundInvites.tokenHash, sha256(code)),
          eq(teamRoundInvites.used, false),
        ),
      )
      .returning({ id: teamRoundInvites.id });
    if (!spent) {
      const [now] = await tx
        .select({ used: teamRoundInvites.used })
        .from(teamRoundInvites)
        .where(and(eq(teamRoundInvites.id, invite.id), eq(teamRoundInvites.tokenHash, sha256(code))));
      if (!now) throw invitationNotFound();
      throw new ApiError(409, 'team_invitation_used', 'This invitation was already used to answer');
    }
    counted = await countAnswer(tx, round.id, { link: false, counted: how.counted, owner: how.owner });
    if (!counted) throw closedForMembers();
  } else {
    counted = await countAnswer(tx, round.id, { link: true, counted: how.counted, owner: how.owner });
    if (!counted) {
      const [now] = await tx.select().from(teamRounds).where(eq(teamRounds.id, round.id)).limit(1);
      if (!now) throw invitationNotFound();
      if (isClosed(now)) throw closedForMembers();
      throw new ApiError(409, 'team_link_exhausted', 'This link has been used as often as the round allows');
    }
  }
  // After the round's row is locked (above), so two answers of one sender meet one after the other.
  await noteAnswerer(tx, secret, round.id, how.names);
  const metrics = tallyMetricsFor(answers);
  const answerRows = sql.join(
    metrics.map((metric) => sql`(${metric.metric}, ${metric.value}::int)`),
    sql`, `,
  );
  // One statement adds one to every tally of the answer set (36 rows) and rewrites every other
  // row of the round unchanged: PostgreSQL stamps each row version with its transaction (xmin),
  // and had only the answer's rows changed, one look at the table (a backup) would show the
  // newest answer set whole. Answers to one round run one after the other (the round's row is
  // locked above), so the insert of a first tally never meets a concurrent one.
  await tx.execute(
    sql`with answer (metric, value) as (values ${answerRows}),
      bumped as (
        update app.team_round_tallies t
        set count = t.count + (exists (select 1 from answer a where a.metric = t.metric and a.value = t.value))::int
        where t.round_id = ${round.id}
        returning t.metric
      )
      insert into app.team_round_tallies (round_id, metric, value, count)
      select ${round.id}::uuid, a.metric, a.value, 1 from answer a
      where not exists (
        select 1 from app.team_round_tallies t
        where t.round_id = ${round.id} and t.metric = a.metric and t.value = a.value
      )`,
  );
  return { ...(await publishIfDue(tx, config, counted)), counted: how.counted, owner: how.owner };
}
