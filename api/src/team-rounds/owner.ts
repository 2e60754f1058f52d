// A team round's owner (a signed-in user or a guest): starting, changing, inviting, reminding,
// closing, sharing and deleting a round, each in one transaction with the round locked (owner
// changes are serialised with members' answers). The HTTP edge is routes/functions/team-rounds.ts.
import type { createTeamRoundBody, updateTeamRoundBody } from '@cc/shared-contract';
import { teamRoundLimits } from '@cc/shared-domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Db, Executor } from '../db/client';
import { teamRounds } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Caller } from '../identity/caller';
import { dropPendingMail } from '../mail/outbox';
import { pickLang } from '../mail/templates';
import { randomToken } from '../security/tokens';
import { inviteMembers, remindMembers, type InviteOptions } from './members';
import { publishIfDue } from './publication';
import {
  closedForOwner,
  isClosed,
  loadOwnRound,
  openRoundCount,
  ownedBy,
  ownerColumns,
  teamRoundMailRef,
  teamRoundNotFound,
  type TeamRoundRow,
} from './store';

/** Most rounds a list answers. */
export const teamRoundListLimit = 200;

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
    const { userId, guestLeadId } = ownerColumns(caller);
    await tx.execute(
      userId
        ? sql`select id from auth.users where id = ${userId} for update`
        : sql`select id from app.guest_leads where id = ${guestLeadId} for update`,
    );
    if ((await openRoundCount(tx, caller)) >= max) {
      throw new ApiError(409, 'team_round_limit', `At most ${max} open team rounds at a time`, {
        details: { limit: 'openRoundsPerOwner', max },
      });
    }
    const [created] = await tx
      .insert(teamRounds)
      .values({
        userId,
        guestLeadId,
        teamName: body.team_name,
        languages: body.languages,
        mailLang: pickLang(body.mail_lang, fallbackLang),
        deadline: body.deadline ? new Date(body.deadline) : null,
        linkCode: randomToken(16),
        linkMaxUses: body.link_max_uses,
      })
      .returning();
    return created!;
  });
}

/** The owner's rounds, newest first. */
export async function listOwnRounds(db: Db, caller: Caller): Promise<TeamRoundRow[]> {
  return db
    .select()
    .from(teamRounds)
    .where(ownedBy(caller))
    .orderBy(desc(teamRounds.createdAt), desc(teamRounds.id))
    .limit(teamRoundListLimit);
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
    const [updated] = await tx
      .update(teamRounds)
      .set({
        ...(body.team_name !== undefined ? { teamName: body.team_name } : {}),
        ...(body.deadline !== undefined ? { deadline: body.deadline ? new Date(body.deadline) : null } : {}),
        ...(body.link_max_uses !== undefined ? { linkMaxUses: body.link_max_uses } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(teamRounds.id, current.id))
      .returning();
    return updated!;
  });
}

/** Mails invitations to new addresses (members.ts inviteMembers) with the round locked. */
export async function inviteToRound(
  db: Db,
  config: Config,
  caller: Caller,
  id: string,
  invitation: { emails: string[]; lang: Parameters<typeof inviteMembers>[4] },
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
    const [now] = await tx.select().from(teamRounds).where(eq(teamRounds.id, current.id));
    return { reminded: count, row: now! };
  });
}

/** Closes an open round and publishes its final result when due. */
export async function closeRound(db: Db, config: Config, caller: Caller, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockOwnRound(tx, caller, id);
    if (isClosed(current)) throw closedForOwner();
    const [closed] = await tx
      .update(teamRounds)
      .set({ status: 'closed', closedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(teamRounds.id, current.id))
      .returning();
    // The final result, under the same rule as every publication.
    return publishIfDue(tx, config, closed!);
  });
}

/** Gives the round a new read-only link (shared) or takes it away. */
export async function shareRound(db: Db, caller: Caller, id: string, shared: boolean): Promise<TeamRoundRow> {
  return db.transaction(async (tx) => {
    const current = await lockOwnRound(tx, caller, id);
    const [updated] = await tx
      .update(teamRounds)
      .set({ shareToken: shared ? randomToken(24) : null, updatedAt: sql`now()` })
      .where(eq(teamRounds.id, current.id))
      .returning();
    return updated!;
  });
}

export async function deleteRound(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockOwnRound(tx, caller, id);
    // Tallies and invitations go with the round (FK cascade); its mails not sent yet here.
    await dropPendingMail(tx, teamRoundMailRef(current.id));
    await tx.delete(teamRounds).where(eq(teamRounds.id, current.id));
  });
}

/** The round a shared read-only link names, else 404 team_round_not_found. */
export async function findSharedRound(db: Db, token: string): Promise<TeamRoundRow> {
  const [row] = await db.select().from(teamRounds).where(eq(teamRounds.shareToken, token)).limit(1);
  if (!row) throw teamRoundNotFound();
  return row;
}
