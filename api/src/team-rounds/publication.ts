// When a round's result is (re)published (docs/api.md "Team rounds"): the first time `counted`
// (answer sets of distinct people: the owner's own, mailed invitations, signed-in accounts)
// reaches the threshold, and afterwards only when at least the threshold of such new answers came
// in since the last publication. So a result always holds at least three people's answers besides
// whatever else the owner sent through the link, and two versions differ by at least three. Every path that may publish
// (an answer, the owner's closing) goes through `publishIfDue`, inside the transaction that
// changed `answered`, with the round's row locked.
import { aggregateTeamRound, teamRoundThreshold, type TeamTally } from '@cc/shared-domain';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { queryRows, type Executor } from '../db/client';
import { teamRounds } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { pickLang } from '../mail/templates';
import { ownerPageUrl, teamRoundMailRef, type TeamRoundRow } from './store';

/** Whether a result of `counted` distinct people's answers may replace one of `resultCounted`. */
export function publicationDue(counted: number, resultCounted: number): boolean {
  return counted >= teamRoundThreshold && counted - resultCounted >= teamRoundThreshold;
}

async function talliesOf(db: Executor, roundId: string): Promise<TeamTally[]> {
  const rows = await queryRows<{ metric: string; value: number; count: number }>(
    db,
    sql`select metric, value, count from app.team_round_tallies where round_id = ${roundId}`,
  );
  return rows.map((row) => ({ metric: row.metric, value: Number(row.value), count: Number(row.count) }));
}

async function ownerAddress(db: Executor, row: TeamRoundRow): Promise<string | null> {
  const [owner] = row.userId
    ? await queryRows<{ email: string | null }>(db, sql`select email from auth.users where id = ${row.userId}`)
    : await queryRows<{ email: string | null }>(
        db,
        sql`select email from app.guest_leads where id = ${row.guestLeadId}`,
      );
  return owner?.email || null;
}

export interface Publication {
  row: TeamRoundRow;
  /** A mail was queued (the owner's "the result is ready", once per round). */
  mailed: boolean;
}

/**
 * Publishes the result from the tallies when due; the first publication also queues the owner's
 * mail. `row` must be the round as this transaction left it (after its `answered` changed).
 */
export async function publishIfDue(tx: Executor, config: Config, row: TeamRoundRow): Promise<Publication> {
  if (!publicationDue(row.counted, row.resultCounted)) return { row, mailed: false };
  const aggregate = aggregateTeamRound(await talliesOf(tx, row.id));
  // The tallies are what `answered` counts; should they ever differ, the result says what it is made of.
  const result = { ...aggregate, published_at: new Date().toISOString() };
  const first = row.thresholdReachedAt === null;
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
  return { row: updated!, mailed };
}
