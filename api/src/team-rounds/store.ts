// Team rounds in the database (docs/api.md "Team rounds"): who owns a round, how it looks to its
// owner (counts only, never who answered), and when it counts as closed (closed by its owner, or
// its deadline passed: everywhere alike).
import type { TeamRoundExport, TeamRoundSummary, TeamRoundView } from '@cc/shared-contract';
import { teamRoundLimits, teamRoundPaths, teamRoundThreshold, type TeamRoundStatus } from '@cc/shared-domain';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Config } from '../config';
import { queryRows, type Executor } from '../db/client';
import { teamRounds } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Caller } from '../identity/caller';
import { uuidShape } from '../db/uuid';

export type TeamRoundRow = typeof teamRounds.$inferSelect;

export const teamRoundNotFound = () => new ApiError(404, 'team_round_not_found', 'Team round not found');

/** The mails of a round carry this `ref`, so deleting the round drops those not sent yet. */
export const teamRoundMailRef = (id: string) => `team_round:${id}`;

/** The owner columns of a new round. */
export function ownerColumns(caller: Caller): { userId: string | null; guestLeadId: string | null } {
  if (caller.kind === 'user') return { userId: caller.user.id, guestLeadId: null };
  if (caller.kind === 'guest') return { userId: null, guestLeadId: caller.lead.id };
  throw new ApiError(401, 'not_authenticated', 'Sign in or continue as a guest to start a team round');
}

/** The rounds `caller` owns (a user's or a guest sign-in's, never both). */
export function ownedBy(caller: Caller): SQL {
  const { userId, guestLeadId } = ownerColumns(caller);
  return userId ? eq(teamRounds.userId, userId) : eq(teamRounds.guestLeadId, guestLeadId!);
}

/** The caller's round, or 404 for everyone else (another user, another guest, a forged id). */
export async function loadOwnRound(db: Executor, caller: Caller, id: string, lock = false): Promise<TeamRoundRow> {
  if (!uuidShape.test(id)) throw teamRoundNotFound();
  const query = db
    .select()
    .from(teamRounds)
    .where(and(eq(teamRounds.id, id.toLowerCase()), ownedBy(caller)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
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

export const closedForOwner = () =>
  new ApiError(409, 'team_round_closed', 'The team round is closed (or past its deadline)');

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

export const linkUrl = (config: Config, code: string) => `${config.siteUrl}${teamRoundPaths.answer(code)}`;
export const sharedResultUrl = (config: Config, token: string) =>
  `${config.siteUrl}${teamRoundPaths.sharedResult(token)}`;
export const ownerPageUrl = (config: Config, id: string) => `${config.siteUrl}${teamRoundPaths.owner(id)}`;

/** The QR code of the invite link, as an SVG document (level M: plenty on a screen or a projector). */
function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

export interface InvitationCounts {
  sent: number;
  pending: number;
}

export async function invitationCounts(db: Executor, roundId: string): Promise<InvitationCounts> {
  const [row] = await queryRows<{ sent: number; pending: number }>(
    db,
    sql`select count(*)::int as sent, count(*) filter (where not used)::int as pending
      from app.team_round_invites where round_id = ${roundId}`,
  );
  return { sent: Number(row?.sent ?? 0), pending: Number(row?.pending ?? 0) };
}

/** When the next reminder may go out; null when one may go now. */
export function nextReminderAt(row: TeamRoundRow, now = new Date()): Date | null {
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

/** Open rounds the owner has now (closed and past-deadline ones do not count). */
export async function openRoundCount(db: Executor, caller: Caller): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teamRounds)
    .where(
      and(
        ownedBy(caller),
        eq(teamRounds.status, 'open'),
        sql`(${teamRounds.deadline} is null or ${teamRounds.deadline} > now())`,
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * The account export's team rounds: the user's and those started as a guest with the account's
 * address (they move to the account when it is confirmed, and are deleted with it), latest first.
 */
export async function accountTeamRounds(
  db: Executor,
  userId: string,
  email: string | null,
): Promise<Array<TeamRoundExport['round'] & { result: TeamRoundExport['result'] }>> {
  const rows = await db
    .select()
    .from(teamRounds)
    .where(
      email
        ? sql`${teamRounds.userId} = ${userId} or ${teamRounds.guestLeadId} in
            (select id from app.guest_leads where lower(email) = ${email.toLowerCase()})`
        : eq(teamRounds.userId, userId),
    )
    .orderBy(desc(teamRounds.createdAt), desc(teamRounds.id));
  return Promise.all(rows.map((row) => exportedRound(db, row)));
}

/** Drops the unsent mails of every round the account (or a guest sign-in with its address) owns, before they cascade away. */
export async function dropAccountRoundMail(db: Executor, userId: string, email: string | null): Promise<void> {
  await db.execute(
    sql`delete from app.mail_outbox where status = 'pending' and ref in
      (select 'team_round:' || id from app.team_rounds where user_id = ${userId}
        ${email ? sql`or guest_lead_id in (select id from app.guest_leads where lower(email) = ${email.toLowerCase()})` : sql``})`,
  );
}
