// When a round's result is (re)published (docs/api.md "Team rounds"): the first time `answered`
// reaches the threshold, and afterwards only when at least the threshold of new answers came in
// since the last publication. So two versions of a result always differ by at least three answer
// sets, and nobody can difference one person's answers out of them. Every path that may publish
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

/** Whether a result made of `answered` answer sets may replace one made of `resultRespondents`. */
export function publicationDue(answered: number, resultRespondents: number): boolean {
  return answered >= teamRoundThreshold && answered - resultRespondents >= teamRoundThreshold;
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
  if (!publicationDue(row.answered, row.resultRespondents)) return { row, mailed: false };
  const aggregate = aggregateTeamRound(await talliesOf(tx, row.id));
  // The tallies are what `answered` counts; should they ever differ, the result says what it is made of.
  const result = { ...aggregate, published_at: new Date().toISOString() };
  const first = row.thresholdReachedAt === null;
  const [updated] = await tx
    .update(teamRounds)
    .set({
      result,
      resultRespondents: row.answered,
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
