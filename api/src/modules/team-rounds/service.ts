// Team rounds of the conflict analysis (docs/api.md "Team rounds"): the rules and transactions
// around the rounds (repo.ts holds every query). A round's owner (a signed-in user or a guest)
// starts, changes, invites, reminds, closes, shares and deletes it, each in one transaction with
// the round locked (owner changes are serialised with members' answers); to the owner a round is
// counts only, never who answered, and to everyone else it does not exist (404). A round counts as
// closed when its owner closed it or its deadline passed, everywhere alike.
// The members' side: mailed one-time invitations and reminders, what an invitation shows, and
// taking an answer set. An answer set is never stored: one transaction spends the use (a link use,
// or the mailed invitation, whose address is cleared at once), adds one to the round's tallies,
// counts it and republishes the result when due. Nothing about the member is written: no address,
// IP, account, guest or time of the answer; only a one-way key that someone answered
// (team_round_answerers), so nobody answers twice.
// The HTTP edge is routes/team-rounds.ts; the account export and an account's deletion ask for
// their part here (teamRoundsExport, dropAccountRoundMail), the realtime feed for a round's row.
import { type BinaryLike, createHmac } from 'node:crypto';
import type {
  createTeamRoundBody,
  TeamInvitationResponse,
  TeamRoundExport,
  TeamRoundSummary,
  TeamRoundView,
  updateTeamRoundBody,
} from '@cc/shared-contract';
import {
  aggregateTeamRound,
  isValidEmail,
  sanitizeText,
  tallyMetricsFor,
  teamRoundLimits,
  teamRoundPaths,
  teamRoundThreshold,
  type Answers,
  type TeamRoundLanguage,
  type TeamRoundStatus,
} from '@cc/shared-domain';
import type { z } from 'zod';
import type { Config, RateLimitRule } from '../../platform/config';
import type { Db, Executor } from '../../platform/db/client';
import { uuidShape } from '../../platform/db/uuid';
import { ApiError } from '../../platform/http/errors';
import type { Caller } from '../../identity/caller';
import type { GuestDataOwner, LeadIds } from '../../identity/guest-leads';
import { dropPendingMail, enqueueMail } from '../../platform/mail/outbox';
import { pickLang } from '../../platform/mail/templates';
import { qrSvg } from '../../platform/qr-svg';
import { RateLimiter } from '../../platform/security/rate-limit';
import { randomToken, sha256 } from '../../platform/security/tokens';
import {
  addToTallies,
  byColumnName,
  countAnswer,
  countInvites,
  countOpenRounds,
  deleteRoundRow,
  findByLinkCode,
  findByShareToken,
  findInviteByTokenHash,
  findOwnRound,
  findRound,
  insertAnswererKeys,
  insertInvite,
  insertRound,
  invitationCounts,
  inviteUse,
  listOwnedRounds,
  lockOwner,
  lockPendingInvites,
  lockRound,
  markClosed,
  markReminded,
  ownerAddress,
  roundsOfAccount,
  setInviteTokenHash,
  setPublishedResult,
  spendInvite,
  talliesOf,
  updateRoundColumns,
  waitingAddresses,
  type RoundOwner,
  type TeamRoundRow,
  leadsWithRounds,
  moveRoundsOf,
} from './repo';

export type { TeamRoundRow } from './repo';

// ── The round ────────────────────────────────────────────────────────────────────────────────

export const teamRoundNotFound = () => new ApiError(404, 'team_round_not_found', 'Team round not found');

/** The mails of a round carry this `ref`, so deleting the round drops those not sent yet. */
export const teamRoundMailRef = (id: string) => `team_round:${id}`;

/** The owner columns of a new round. */
function ownerColumns(caller: Caller): RoundOwner {
  if (caller.kind === 'user') return { userId: caller.user.id, guestLeadId: null };
  if (caller.kind === 'guest') return { userId: null, guestLeadId: caller.lead.id };
  throw new ApiError(401, 'not_authenticated', 'Sign in or continue as a guest to start a team round');
}

/** The caller's round, or 404 for everyone else (another user, another guest, a forged id). */
export async function loadOwnRound(db: Executor, caller: Caller, id: string, lock = false): Promise<TeamRoundRow> {
  if (!uuidShape.test(id)) throw teamRoundNotFound();
  const row = await findOwnRound(db, ownerColumns(caller), id.toLowerCase(), lock);
  if (!row) throw teamRoundNotFound();
  return row;
}

/** Closed by the owner, or past its deadline: no more answers, no more changes. */
export function isClosed(row: Pick<TeamRoundRow, 'status' | 'deadline'>, now = new Date()): boolean {
  return row.status === 'closed' || (row.deadline !== null && row.deadline.getTime() <= now.getTime());
}

export function effectiveStatus(row: TeamRoundRow, now = new Date()): TeamRoundStatus {
  return isClosed(row, now) ? 'closed' : 'open';
}

/** When answers stopped: the owner's closing, or the deadline once it passed. */
function effectiveClosedAt(row: TeamRoundRow, now = new Date()): Date | null {
  if (row.closedAt) return row.closedAt;
  return row.deadline && row.deadline.getTime() <= now.getTime() ? row.deadline : null;
}

const closedForOwner = () => new ApiError(409, 'team_round_closed', 'The team round is closed (or past its deadline)');

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function summaryJson(row: TeamRoundRow): TeamRoundSummary {
  return {
    id: row.id,
    team_name: row.teamName,
    status: effectiveStatus(row),
    languages: row.languages,
    deadline: iso(row.deadline),
    answered: row.answered,
    counted: row.counted,
    has_result: row.result !== null,
    created_at: row.createdAt.toISOString(),
    closed_at: iso(effectiveClosedAt(row)),
  };
}

const linkUrl = (config: Config, code: string) => `${config.siteUrl}${teamRoundPaths.answer(code)}`;
const sharedResultUrl = (config: Config, token: string) => `${config.siteUrl}${teamRoundPaths.sharedResult(token)}`;
const ownerPageUrl = (config: Config, id: string) => `${config.siteUrl}${teamRoundPaths.owner(id)}`;

/** When the next reminder may go out; null when one may go now. */
function nextReminderAt(row: TeamRoundRow, now = new Date()): Date | null {
  if (!row.remindedAt) return null;
  const next = new Date(row.remindedAt.getTime() + teamRoundLimits.reminderIntervalHours * 3_600_000);
  return next.getTime() > now.getTime() ? next : null;
}

export async function roundView(db: Executor, config: Config, row: TeamRoundRow): Promise<TeamRoundView> {
  const url = linkUrl(config, row.linkCode);
  const [counts, svg] = await Promise.all([invitationCounts(db, row.id), qrSvg(url)]);
  return {
    ...summaryJson(row),
    threshold: teamRoundThreshold,
    link: { code: row.linkCode, url, qr_svg: svg, uses: row.linkUses, max_uses: row.linkMaxUses },
    invitations: counts,
    result_respondents: row.resultRespondents,
    result_counted: row.resultCounted,
    owner_answered: row.ownerAnswered,
    share: row.shareToken ? { token: row.shareToken, url: sharedResultUrl(config, row.shareToken) } : null,
    reminded_at: iso(row.remindedAt),
    next_reminder_at: iso(nextReminderAt(row)),
    threshold_reached_at: iso(row.thresholdReachedAt),
  };
}

/** Settings, counts and the published result: what an export of the round carries, nothing per person. */
export async function exportedRound(
  db: Executor,
  row: TeamRoundRow,
): Promise<TeamRoundExport['round'] & { result: TeamRoundExport['result'] }> {
  const counts = await invitationCounts(db, row.id);
  return {
    ...summaryJson(row),
    link_max_uses: row.linkMaxUses,
    link_uses: row.linkUses,
    invitations_sent: counts.sent,
    invitations_pending: counts.pending,
    result: publishedResult(row),
  };
}

/** The stored result (the contract's teamRoundResult), null below the threshold. */
export function publishedResult(row: TeamRoundRow): TeamRoundExport['result'] {
  return row.result === null ? null : (row.result as unknown as TeamRoundExport['result']);
}

// ── Publication ──────────────────────────────────────────────────────────────────────────────
// When a round's result is (re)published: the first time `counted` (answer sets of distinct
// people: the owner's own, mailed invitations, signed-in accounts) reaches the threshold, and
// afterwards only when at least the threshold of such new answers came in since the last
// publication. So a result always holds at least three people's answers besides whatever else the
// owner sent through the link, and two versions differ by at least three. Every path that may
// publish (an answer, the owner's closing) goes through `publishIfDue`, inside the transaction
// that changed `answered`, with the round's row locked.

/** Whether a result of `counted` distinct people's answers may replace one of `resultCounted`. */
function publicationDue(counted: number, resultCounted: number): boolean {
  return counted >= teamRoundThreshold && counted - resultCounted >= teamRoundThreshold;
}

interface Publication {
  row: TeamRoundRow;
  /** A mail was queued (the owner's "the result is ready", once per round). */
  mailed: boolean;
}

/**
 * Publishes the result from the tallies when due; the first publication also queues the owner's
 * mail. `row` must be the round as this transaction left it (after its `answered` changed).
 */
async function publishIfDue(tx: Executor, config: Config, row: TeamRoundRow): Promise<Publication> {
  if (!publicationDue(row.counted, row.resultCounted)) return { row, mailed: false };
  const aggregate = aggregateTeamRound(await talliesOf(tx, row.id));
  // The tallies are what `answered` counts; should they ever differ, the result says what it is made of.
  const result = { ...aggregate, published_at: new Date().toISOString() };
  const first = row.thresholdReachedAt === null;
  const updated = await setPublishedResult(tx, row, result);
  let mailed = false;
  if (first) {
    const to = await ownerAddress(tx, row);
    if (to) {
      await enqueueMail(
        tx,
        to,
        {
          kind: 'team_round_threshold',
          lang: pickLang(row.mailLang),
          teamName: row.teamName,
          link: ownerPageUrl(config, row.id),
        },
        { ref: teamRoundMailRef(row.id) },
      );
      mailed = true;
    }
  }
  return { row: updated, mailed };
}

// ── The owner ────────────────────────────────────────────────────────────────────────────────

/** Most rounds a list answers. */
const teamRoundListLimit = 200;

type FieldError = { field: string; reason: 'past' | 'too_far' | 'below_uses' };

const invalidRound = (fields: FieldError[]) =>
  new ApiError(400, 'team_round_invalid', 'Some fields of the team round are refused', { details: { fields } });

/** A deadline lies in the future and at most teamRoundLimits.deadlineDays ahead. */
function deadlineProblems(deadline: string | null | undefined, now = new Date()): FieldError[] {
  if (!deadline) return [];
  const at = new Date(deadline).getTime();
  if (at <= now.getTime()) return [{ field: 'deadline', reason: 'past' }];
  if (at > now.getTime() + teamRoundLimits.deadlineDays.max * 86_400_000)
    return [{ field: 'deadline', reason: 'too_far' }];
  return [];
}

/** The round, locked for the transaction (owner changes are serialised with answers). */
const lockOwnRound = (tx: Executor, caller: Caller, id: string) => loadOwnRound(tx, caller, id, true);

type NewRound = z.output<typeof createTeamRoundBody>;
type RoundChanges = z.output<typeof updateTeamRoundBody>;

/** Starts a round; at most teamRoundLimits.openRoundsPerOwner open at a time (409 team_round_limit). */
export async function startRound(db: Db, caller: Caller, body: NewRound): Promise<TeamRoundRow> {
  const problems = deadlineProblems(body.deadline);
  if (problems.length) throw invalidRound(problems);
  const max = teamRoundLimits.openRoundsPerOwner.max;
  const fallbackLang =
    caller.kind === 'guest' ? caller.lead.lang : caller.kind === 'user' ? caller.user.rawUserMetaData['lang'] : null;
  return db.transaction(async (tx) => {
    // The owner's own row is the lock: concurrent starts of one owner count one after the other.
    const owner = ownerColumns(caller);
    await lockOwner(tx, owner);
    if ((await countOpenRounds(tx, owner)) >= max) {
      throw new ApiError(409, 'team_round_limit', `At most ${max} open team rounds at a time`, {
        details: { limit: 'openRoundsPerOwner', max },
      });
    }
    return insertRound(tx, {
      ...owner,
      teamName: body.team_name,
      languages: body.languages,
      mailLang: pickLang(body.mail_lang, fallbackLang),
      deadline: body.deadline ? new Date(body.deadline) : null,
      linkCode: randomToken(16),
      linkMaxUses: body.link_max_uses,
    });
  });
}

/** The owner's rounds, newest first. */
export async function listOwnRounds(db: Db, caller: Caller): Promise<TeamRoundRow[]> {
  return listOwnedRounds(db, ownerColumns(caller), teamRoundListLimit);
}

/** Name, deadline and link uses of an open round. */
export async function updateRound(db: Db, caller: Caller, id: string, body: RoundChanges): Promise<TeamRoundRow> {
  return db.transaction(async (tx) => {
    const current = await lockOwnRound(tx, caller, id);
    if (isClosed(current)) throw closedForOwner();
    const problems = deadlineProblems(body.deadline);
    if (body.link_max_uses !== undefined && body.link_max_uses < current.linkUses) {
      problems.push({ field: 'link_max_uses', reason: 'below_uses' });
    }
    if (problems.length) throw invalidRound(problems);
    return updateRoundColumns(tx, current.id, {
      ...(body.team_name !== undefined ? { teamName: body.team_name } : {}),
      ...(body.deadline !== undefined ? { deadline: body.deadline ? new Date(body.deadline) : null } : {}),
      ...(body.link_max_uses !== undefined ? { linkMaxUses: body.link_max_uses } : {}),
    });
  });
}

/** Mails invitations to new addresses (inviteMembers) with the round locked. */
export async function inviteToRound(
  db: Db,
  config: Config,
  caller: Caller,
  id: string,
  invitation: { emails: string[]; lang: TeamRoundLanguage },
  options: InviteOptions,
) {
  return db.transaction(async (tx) => {
    const current = await lockOwnRound(tx, caller, id);
    return {
      outcome: await inviteMembers(tx, config, current, invitation.emails, invitation.lang, options),
      row: current,
    };
  });
}

/** Reminds the invited members who have not answered; answers how many and the round after it. */
export async function remindRound(db: Db, config: Config, caller: Caller, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockOwnRound(tx, caller, id);
    const count = await remindMembers(tx, config, current);
    const now = await findRound(tx, current.id);
    return { reminded: count, row: now! };
  });
}

/** Closes an open round and publishes its final result when due. */
export async function closeRound(db: Db, config: Config, caller: Caller, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockOwnRound(tx, caller, id);
    if (isClosed(current)) throw closedForOwner();
    const closed = await markClosed(tx, current.id);
    // The final result, under the same rule as every publication.
    return publishIfDue(tx, config, closed);
  });
}

/** Gives the round a new read-only link (shared) or takes it away. */
export async function shareRound(db: Db, caller: Caller, id: string, shared: boolean): Promise<TeamRoundRow> {
  return db.transaction(async (tx) => {
    const current = await lockOwnRound(tx, caller, id);
    return updateRoundColumns(tx, current.id, { shareToken: shared ? randomToken(24) : null });
  });
}

export async function deleteRound(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockOwnRound(tx, caller, id);
    // Tallies and invitations go with the round (FK cascade); its mails not sent yet here.
    await dropPendingMail(tx, [teamRoundMailRef(current.id)]);
    await deleteRoundRow(tx, current.id);
  });
}

/** The round a shared read-only link names, else 404 team_round_not_found. */
export async function findSharedRound(db: Db, token: string): Promise<TeamRoundRow> {
  const row = await findByShareToken(db, token);
  if (!row) throw teamRoundNotFound();
  return row;
}

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
async function inviteMembers(
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
  const known = await waitingAddresses(tx, row.id, unique);
  const fresh = unique.filter((email) => !known.has(email));
  const alreadyInvited = unique.length - fresh.length;
  if (!fresh.length) return { sent: 0, already_invited: alreadyInvited };

  const total = await countInvites(tx, row.id);
  const max = teamRoundLimits.invitesPerRound.max;
  if (total + fresh.length > max) {
    throw new ApiError(409, 'team_round_limit', `A round takes at most ${max} mailed invitations`, {
      details: { limit: 'invitesPerRound', max, remaining: Math.max(0, max - total) },
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
    await insertInvite(tx, { roundId: row.id, email, lang, tokenHash: sha256(token) });
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
async function remindMembers(tx: Executor, config: Config, row: TeamRoundRow): Promise<number> {
  if (isClosed(row)) throw closedForOwner();
  const next = nextReminderAt(row);
  if (next) {
    throw new ApiError(429, 'team_round_reminder_too_soon', 'A reminder went out less than 24 hours ago', {
      details: { next_reminder_at: next.toISOString() },
    });
  }
  const pending = await lockPendingInvites(tx, row.id);
  let reminded = 0;
  for (const invite of pending) {
    if (!invite.email) continue;
    const token = newInviteToken();
    await setInviteTokenHash(tx, invite.id, sha256(token));
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
  if (reminded) await markReminded(tx, row.id);
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
async function openCode(db: Executor, code: string): Promise<Opened> {
  const round = await findByLinkCode(db, code);
  if (round) return { round, invite: null };
  const invite = await findInviteByTokenHash(db, sha256(code));
  if (!invite) throw invitationNotFound();
  const owner = await findRound(db, invite.roundId);
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

const alreadyAnswered = () =>
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
  if ((await insertAnswererKeys(tx, roundId, keys)) < keys.length) throw alreadyAnswered();
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
    await lockRound(tx, round.id);
    // The address goes with the use: nothing keeps who answered. The hash is checked again under
    // the lock: a reminder may have replaced this token meanwhile.
    if (!(await spendInvite(tx, invite.id, sha256(code)))) {
      if ((await inviteUse(tx, invite.id, sha256(code))) === undefined) throw invitationNotFound();
      throw new ApiError(409, 'team_invitation_used', 'This invitation was already used to answer');
    }
    counted = await countAnswer(tx, round.id, { link: false, counted: how.counted, owner: how.owner });
    if (!counted) throw closedForMembers();
  } else {
    counted = await countAnswer(tx, round.id, { link: true, counted: how.counted, owner: how.owner });
    if (!counted) {
      const now = await findRound(tx, round.id);
      if (!now) throw invitationNotFound();
      if (isClosed(now)) throw closedForMembers();
      throw new ApiError(409, 'team_link_exhausted', 'This link has been used as often as the round allows');
    }
  }
  // After the round's row is locked (above), so two answers of one sender meet one after the other.
  await noteAnswerer(tx, secret, round.id, how.names);
  await addToTallies(tx, round.id, tallyMetricsFor(answers));
  return { ...(await publishIfDue(tx, config, counted)), counted: how.counted, owner: how.owner };
}

// ── The account ──────────────────────────────────────────────────────────────────────────────

/**
 * The account export's part: the user's rounds and those started as a guest under `guestAddress`
 * (they move to the account when it is confirmed, and are deleted with it), latest first.
 */
export async function teamRoundsExport(
  db: Executor,
  userId: string,
  guestAddress: string | null,
): Promise<{ team_rounds: Array<TeamRoundExport['round'] & { result: TeamRoundExport['result'] }> }> {
  const rows = await roundsOfAccount(db, userId, guestAddress);
  return { team_rounds: await Promise.all(rows.map((row) => exportedRound(db, row))) };
}

/**
 * An account's deletion: drops the unsent mails of every round the account (or a guest sign-in
 * under `guestAddress`) owns, before the rounds cascade away with the user and the leads.
 */
export async function dropAccountRoundMail(tx: Executor, userId: string, guestAddress: string | null): Promise<void> {
  const rounds = await roundsOfAccount(tx, userId, guestAddress);
  await dropPendingMail(
    tx,
    rounds.map((round) => teamRoundMailRef(round.id)),
  );
}

// ── The realtime feed ────────────────────────────────────────────────────────────────────────

/** The rounds' columns as PostgreSQL names them, with their SQL types (a change's `columns`). */
export { roundColumnTypes } from './repo';

/** Round `id` as it is now, keyed by PostgreSQL's column names; undefined when it is gone. */
export async function roundRecord(db: Executor, id: string): Promise<Record<string, unknown> | undefined> {
  const row = await findRound(db, id);
  return row && byColumnName(row);
}

// ── A guest's rounds changing owner (modules/guests: a claim, an account confirming the address) ──

/** The leads among `ids` that own a round. */
export const guestLeadsWithRounds = (db: Executor, ids: LeadIds): Promise<string[]> => leadsWithRounds(db, ids);

/** The rounds of the leads `ids` (with their tallies and invitations) change owner. */
export const moveGuestRounds = (tx: Executor, ids: LeadIds, owner: GuestDataOwner): Promise<number> =>
  moveRoundsOf(tx, ids, owner);
