// Every query of the team rounds' tables (tables.ts): the rounds, their mailed invitations, the
// one-way keys of who answered and the anonymous tallies. Ownership is part of every owner's
// query (never a check after loading), so a round of someone else is simply not found. The rules
// around them (who may, when a round is closed, when a result is published) are service.ts's.
import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/client';
import { findUserById, lockUser } from '../../identity/users';
import {
  findGuestLead,
  leadsHoldingRows,
  lockGuestLead,
  moveOwnedRows,
  ownedByAccount,
  type GuestDataOwner,
  type LeadIds,
} from '../../identity/guest-leads';
import { teamRoundInvites, teamRounds } from './tables';

export type TeamRoundRow = typeof teamRounds.$inferSelect;
export type NewTeamRoundRow = typeof teamRounds.$inferInsert;
export type NewInviteRow = typeof teamRoundInvites.$inferInsert;

/** Who owns a round: a user or a guest sign-in, never both. */
export interface RoundOwner {
  userId: string | null;
  guestLeadId: string | null;
}

/** The rounds `owner` owns. */
function ownedBy(owner: RoundOwner): SQL {
  return owner.userId ? eq(teamRounds.userId, owner.userId) : eq(teamRounds.guestLeadId, owner.guestLeadId!);
}

/** Round `id` of `owner` (locked for the transaction with `lock`), or undefined. */
export async function findOwnRound(
  db: Executor,
  owner: RoundOwner,
  id: string,
  lock: boolean,
): Promise<TeamRoundRow | undefined> {
  const query = db
    .select()
    .from(teamRounds)
    .where(and(eq(teamRounds.id, id), ownedBy(owner)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findRound(db: Executor, id: string): Promise<TeamRoundRow | undefined> {
  const [row] = await db.select().from(teamRounds).where(eq(teamRounds.id, id)).limit(1);
  return row;
}

/** Locks round `id`'s row for the transaction. */
export async function lockRound(tx: Executor, id: string): Promise<void> {
  await tx.select({ id: teamRounds.id }).from(teamRounds).where(eq(teamRounds.id, id)).for('update');
}

export async function findByLinkCode(db: Executor, code: string): Promise<TeamRoundRow | undefined> {
  const [row] = await db.select().from(teamRounds).where(eq(teamRounds.linkCode, code)).limit(1);
  return row;
}

export async function findByShareToken(db: Executor, token: string): Promise<TeamRoundRow | undefined> {
  const [row] = await db.select().from(teamRounds).where(eq(teamRounds.shareToken, token)).limit(1);
  return row;
}

/** The owner's rounds, newest first, at most `limit`. */
export function listOwnedRounds(db: Executor, owner: RoundOwner, limit: number): Promise<TeamRoundRow[]> {
  return db
    .select()
    .from(teamRounds)
    .where(ownedBy(owner))
    .orderBy(desc(teamRounds.createdAt), desc(teamRounds.id))
    .limit(limit);
}

/** Open rounds the owner has now (closed and past-deadline ones do not count). */
export async function countOpenRounds(db: Executor, owner: RoundOwner): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teamRounds)
    .where(
      and(
        ownedBy(owner),
        eq(teamRounds.status, 'open'),
        sql`(${teamRounds.deadline} is null or ${teamRounds.deadline} > now())`,
      ),
    );
  return Number(row?.count ?? 0);
}

/** Locks the owner's own row (the user's or the guest sign-in's), so one owner's starts run one after the other. */
export async function lockOwner(tx: Executor, owner: RoundOwner): Promise<void> {
  if (owner.userId) await lockUser(tx, owner.userId);
  else if (owner.guestLeadId) await lockGuestLead(tx, owner.guestLeadId);
}

/** The owner's address (the user's, or the guest sign-in's), null when there is none. */
export async function ownerAddress(db: Executor, row: TeamRoundRow): Promise<string | null> {
  const owner = row.userId
    ? await findUserById(db, row.userId)
    : row.guestLeadId
      ? await findGuestLead(db, row.guestLeadId)
      : undefined;
  return owner?.email || null;
}

export async function insertRound(tx: Executor, values: NewTeamRoundRow): Promise<TeamRoundRow> {
  const [created] = await tx.insert(teamRounds).values(values).returning();
  return created!;
}

/** Changes round `id`'s columns (and stamps `updated_at`); answers the round after it. */
export async function updateRoundColumns(
  tx: Executor,
  id: string,
  changes: Partial<Pick<NewTeamRoundRow, 'teamName' | 'deadline' | 'linkMaxUses' | 'shareToken'>>,
): Promise<TeamRoundRow> {
  const [updated] = await tx
    .update(teamRounds)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(teamRounds.id, id))
    .returning();
  return updated!;
}

export async function markClosed(tx: Executor, id: string): Promise<TeamRoundRow> {
  const [closed] = await tx
    .update(teamRounds)
    .set({ status: 'closed', closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(teamRounds.id, id))
    .returning();
  return closed!;
}

export async function markReminded(tx: Executor, id: string): Promise<void> {
  await tx
    .update(teamRounds)
    .set({ remindedAt: sql`now()` })
    .where(eq(teamRounds.id, id));
}

/** Deletes round `id`; its tallies, invitations and answerers' keys go with it (FK cascade). */
export async function deleteRoundRow(tx: Executor, id: string): Promise<void> {
  await tx.delete(teamRounds).where(eq(teamRounds.id, id));
}

/** Stores a published result; the first publication stamps `threshold_reached_at`. */
export async function setPublishedResult(
  tx: Executor,
  row: TeamRoundRow,
  result: Record<string, unknown>,
): Promise<TeamRoundRow> {
  const [updated] = await tx
    .update(teamRounds)
    .set({
      result,
      resultRespondents: row.answered,
      resultCounted: row.counted,
      thresholdReachedAt: row.thresholdReachedAt ?? sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(teamRounds.id, row.id))
    .returning();
  return updated!;
}

/**
 * Counts an answer set on the round: one conditional UPDATE, so a closed round or (with `link`) a
 * spent link takes none; undefined then.
 */
export async function countAnswer(
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

// ── Invitations ──────────────────────────────────────────────────────────────────────────────

/** How many invitations the round has mailed, and how many of them are not used yet. */
export async function invitationCounts(db: Executor, roundId: string): Promise<{ sent: number; pending: number }> {
  const [row] = await queryRows<{ sent: number; pending: number }>(
    db,
    sql`select count(*)::int as sent, count(*) filter (where not used)::int as pending
      from app.team_round_invites where round_id = ${roundId}`,
  );
  return { sent: Number(row?.sent ?? 0), pending: Number(row?.pending ?? 0) };
}

/** Of `emails`, those the round has an invitation waiting for (a used invitation forgets its address). */
export async function waitingAddresses(tx: Executor, roundId: string, emails: string[]): Promise<Set<string | null>> {
  const waiting = await tx
    .select({ email: teamRoundInvites.email })
    .from(teamRoundInvites)
    .where(and(eq(teamRoundInvites.roundId, roundId), inArray(teamRoundInvites.email, emails)));
  return new Set(waiting.map((invite) => invite.email));
}

/** Every invitation the round has mailed, used or not. */
export async function countInvites(tx: Executor, roundId: string): Promise<number> {
  const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
    tx,
    sql`select count(*)::int as total from app.team_round_invites where round_id = ${roundId}`,
  );
  return Number(total);
}

export async function insertInvite(tx: Executor, values: NewInviteRow): Promise<void> {
  await tx.insert(teamRoundInvites).values(values);
}

/** The round's unused invitations, locked for the transaction. */
export function lockPendingInvites(tx: Executor, roundId: string) {
  return tx
    .select({ id: teamRoundInvites.id, email: teamRoundInvites.email, lang: teamRoundInvites.lang })
    .from(teamRoundInvites)
    .where(and(eq(teamRoundInvites.roundId, roundId), eq(teamRoundInvites.used, false)))
    .for('update');
}

export async function setInviteTokenHash(tx: Executor, inviteId: string, tokenHash: string): Promise<void> {
  await tx.update(teamRoundInvites).set({ tokenHash }).where(eq(teamRoundInvites.id, inviteId));
}

/** The invitation whose token hashes to `tokenHash`. */
export async function findInviteByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<{ id: string; used: boolean; roundId: string } | undefined> {
  const [invite] = await db
    .select({ id: teamRoundInvites.id, used: teamRoundInvites.used, roundId: teamRoundInvites.roundId })
    .from(teamRoundInvites)
    .where(eq(teamRoundInvites.tokenHash, tokenHash))
    .limit(1);
  return invite;
}

/**
 * Marks the invitation used and forgets its address, when it still has this token and is unused;
 * true when it was spent now.
 */
export async function spendInvite(tx: Executor, inviteId: string, tokenHash: string): Promise<boolean> {
  const [spent] = await tx
    .update(teamRoundInvites)
    .set({ used: true, email: null })
    .where(
      and(
        eq(teamRoundInvites.id, inviteId),
        eq(teamRoundInvites.tokenHash, tokenHash),
        eq(teamRoundInvites.used, false),
      ),
    )
    .returning({ id: teamRoundInvites.id });
  return spent !== undefined;
}

/** Whether the invitation with this token is used; undefined when it no longer has this token. */
export async function inviteUse(tx: Executor, inviteId: string, tokenHash: string): Promise<boolean | undefined> {
  const [now] = await tx
    .select({ used: teamRoundInvites.used })
    .from(teamRoundInvites)
    .where(and(eq(teamRoundInvites.id, inviteId), eq(teamRoundInvites.tokenHash, tokenHash)));
  return now?.used;
}

// ── Answers ──────────────────────────────────────────────────────────────────────────────────

/** Notes the one-way keys of who answered; answers how many of them were new. */
export async function insertAnswererKeys(tx: Executor, roundId: string, keys: readonly string[]): Promise<number> {
  const rows = sql.join(
    keys.map((key) => sql`(${roundId}::uuid, ${key})`),
    sql`, `,
  );
  const added = await queryRows<{ key: string }>(
    tx,
    sql`insert into app.team_round_answerers (round_id, key) values ${rows} on conflict do nothing returning key`,
  );
  return added.length;
}

export async function talliesOf(
  db: Executor,
  roundId: string,
): Promise<Array<{ metric: string; value: number; count: number }>> {
  const rows = await queryRows<{ metric: string; value: number; count: number }>(
    db,
    sql`select metric, value, count from app.team_round_tallies where round_id = ${roundId}`,
  );
  return rows.map((row) => ({ metric: row.metric, value: Number(row.value), count: Number(row.count) }));
}

/**
 * Adds one answer set to the round's tallies: one to the tally of each of its metric values.
 * One statement adds one to every tally of the answer set (36 rows) and rewrites every other row
 * of the round unchanged: PostgreSQL stamps each row version with its transaction (xmin), and had
 * only the answer's rows changed, one look at the table (a backup) would show the newest answer
 * set whole. Answers to one round run one after the other (the service locks the round's row
 * first), so the insert of a first tally never meets a concurrent one.
 */
export async function addToTallies(
  tx: Executor,
  roundId: string,
  metrics: ReadonlyArray<{ metric: string; value: number }>,
): Promise<void> {
  const answerRows = sql.join(
    metrics.map((metric) => sql`(${metric.metric}, ${metric.value}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`with answer (metric, value) as (values ${answerRows}),
      bumped as (
        update app.team_round_tallies t
        set count = t.count + (exists (select 1 from answer a where a.metric = t.metric and a.value = t.value))::int
        where t.round_id = ${roundId}
        returning t.metric
      )
      insert into app.team_round_tallies (round_id, metric, value, count)
      select ${roundId}::uuid, a.metric, a.value, 1 from answer a
      where not exists (
        select 1 from app.team_round_tallies t
        where t.round_id = ${roundId} and t.metric = a.metric and t.value = a.value
      )`,
  );
}

// ── The account ──────────────────────────────────────────────────────────────────────────────

/**
 * The user's rounds and those started as a guest under `email` (null: none), latest first; the
 * account export lists them.
 */
export function roundsOfAccount(db: Executor, userId: string, email: string | null): Promise<TeamRoundRow[]> {
  return db
    .select()
    .from(teamRounds)
    .where(ownedByAccount(teamRounds, userId, email))
    .orderBy(desc(teamRounds.createdAt), desc(teamRounds.id));
}

// ── The realtime feed ────────────────────────────────────────────────────────────────────────

/** The rounds' columns as PostgreSQL names them, with their SQL types. */
export function roundColumnTypes(): ReadonlyMap<string, string> {
  return new Map(Object.values(getTableColumns(teamRounds)).map((column) => [column.name, column.getSQLType()]));
}

/** A round keyed by PostgreSQL's column names (snake_case). */
export function byColumnName(row: TeamRoundRow): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(teamRounds))) {
    record[column.name] = row[key as keyof TeamRoundRow];
  }
  return record;
}

/** The leads among `ids` that own a round. */
export const leadsWithRounds = (db: Executor, ids: LeadIds): Promise<string[]> => leadsHoldingRows(db, teamRounds, ids);

/** Gives the rounds of the leads `ids` (with their tallies and invitations) to `owner`; answers how many. */
export const moveRoundsOf = (tx: Executor, ids: LeadIds, owner: GuestDataOwner): Promise<number> =>
  moveOwnedRows(tx, teamRounds, ids, owner);
