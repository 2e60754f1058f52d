// Team rounds of the conflict analysis (docs/api.md "Team rounds"). The owner (a signed-in user
// or a guest) starts a round, invites by link, QR code or mail, reminds, closes, shares and
// deletes it; every /team-rounds/:id* answer is 404 for anyone else. Members answer anonymously
// through /team-invitations/:code (team-rounds/members.ts); the result exists from the threshold
// on (team-rounds/publication.ts), for the owner and whoever holds the shared read-only link.
import { endpoints } from '@cc/shared-contract';
import { scoreConflictAnalysis, teamRoundLimits, teamRoundThreshold } from '@cc/shared-domain';
import { createHmac } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Executor } from '../../db/client';
import { teamRounds } from '../../db/schema';
import { type AppContext, type AppEnv, limitIp } from '../../http/context';
import { ApiError } from '../../http/errors';
import { respond, validBody } from '../../http/validate';
import { dropPendingMail } from '../../mail/outbox';
import { pickLang } from '../../mail/templates';
import { randomToken } from '../../security/tokens';
import {
  type AnswerSender,
  describeInvitation,
  invitationNotFound,
  inviteMembers,
  remindMembers,
  takeAnswers,
} from '../../team-rounds/members';
import { publishIfDue } from '../../team-rounds/publication';
import {
  closedForOwner,
  effectiveStatus,
  exportedRound,
  isClosed,
  loadOwnRound,
  openRoundCount,
  ownedBy,
  ownerColumns,
  publishedResult,
  roundView,
  summaryJson,
  teamRoundMailRef,
  teamRoundNotFound,
  type TeamRoundRow,
} from '../../team-rounds/store';
import { ownerKey } from './advisor-common';
import type { Caller } from '../../identity/caller';
import { identifyCaller, requireOwner } from '../../identity/middleware';

const {
  createTeamRound,
  listTeamRounds,
  getTeamRound,
  updateTeamRound,
  inviteTeamMembers,
  remindTeamMembers,
  closeTeamRound,
  shareTeamRound,
  deleteTeamRound,
  getTeamRoundResult,
  exportTeamRound,
  getTeamInvitation,
  submitTeamAnswers,
  getSharedTeamResult,
} = endpoints;

/** Most rounds a list answers. */
export const teamRoundListLimit = 200;

const ownerOnly = requireOwner('Sign in or continue as a guest to use team rounds');

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

const roundId = (c: AppContext) => c.req.param('id') ?? '';

/** Codes and tokens are base64url (randomToken); anything else names nothing (and never reaches SQL). */
const tokenShape = /^[A-Za-z0-9_-]{8,128}$/;

/** The round of the path, locked for the transaction (owner changes are serialised with answers). */
const lockOwnRound = (tx: Executor, c: AppContext) => loadOwnRound(tx, c.get('caller'), roundId(c), true);

function resultResponse(row: TeamRoundRow) {
  return {
    round_id: row.id,
    team_name: row.teamName,
    status: effectiveStatus(row),
    answered: row.answered,
    threshold: teamRoundThreshold,
    result: publishedResult(row),
  };
}

/**
 * The per-IP counter of answers: its key is an HMAC of the address (nothing in the database can
 * be read back to an IP), and the counter names no round and no answer.
 */
function answerRateKey(c: AppContext): string {
  const { keys } = c.get('services');
  return `team_answers:${createHmac('sha256', keys.rateKeySecret).update(limitIp(c)).digest('base64url')}`;
}

/** Who sends an answer set: the caller (a signed-in user wins over a guest token), with the browser's id. */
function answerSender(caller: Caller, browserId: string | null): AnswerSender {
  if (caller.kind === 'user') return { kind: 'user', id: caller.user.id, browserId };
  if (caller.kind === 'guest') return { kind: 'guest', id: caller.lead.id, browserId };
  return { kind: 'browser', browserId };
}

export function teamRoundRoutes(app: Hono<AppEnv>): void {
  // ── The owner ───────────────────────────────────────────────────────────────────────────────

  app.post(createTeamRound.path, ownerOnly, validBody(createTeamRound), async (c) => {
    const { db, config } = c.get('services');
    const caller = c.get('caller');
    const body = c.req.valid('json');
    const problems = deadlineProblems(body.deadline);
    if (problems.length) throw invalidRound(problems);
    const max = teamRoundLimits.openRoundsPerOwner.max;
    const fallbackLang =
      caller.kind === 'guest' ? caller.lead.lang : caller.kind === 'user' ? caller.user.rawUserMetaData['lang'] : null;
    const row = await db.transaction(async (tx) => {
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
    return respond(c, createTeamRound, await roundView(db, config, row));
  });

  app.get(listTeamRounds.path, ownerOnly, async (c) => {
    const { db } = c.get('services');
    const rows = await db
      .select()
      .from(teamRounds)
      .where(ownedBy(c.get('caller')))
      .orderBy(desc(teamRounds.createdAt), desc(teamRounds.id))
      .limit(teamRoundListLimit);
    return respond(c, listTeamRounds, { rounds: rows.map(summaryJson) });
  });

  app.get(getTeamRound.path, ownerOnly, async (c) => {
    const { db, config } = c.get('services');
    const row = await loadOwnRound(db, c.get('caller'), roundId(c));
    return respond(c, getTeamRound, await roundView(db, config, row));
  });

  app.patch(updateTeamRound.path, ownerOnly, validBody(updateTeamRound), async (c) => {
    const { db, config } = c.get('services');
    const body = c.req.valid('json');
    const row = await db.transaction(async (tx) => {
      const current = await lockOwnRound(tx, c);
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
    return respond(c, updateTeamRound, await roundView(db, config, row));
  });

  app.post(inviteTeamMembers.path, ownerOnly, validBody(inviteTeamMembers), async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const body = c.req.valid('json');
    // Per owner, and per client network: a guest owner costs nothing to make, so the owner's
    // allowance alone would let one client mail strangers with a new guest per hundred mails.
    const allowances = [
      { key: `team_invite_mails:${ownerKey(c.get('caller'))}`, rule: config.rateLimits.teamInviteMailsPerOwner },
      { key: `team_invite_mails:ip:${limitIp(c)}`, rule: config.rateLimits.teamInviteMailsPerIp },
    ];
    const { outcome, row } = await db.transaction(async (tx) => {
      const current = await lockOwnRound(tx, c);
      return {
        outcome: await inviteMembers(tx, config, current, body.emails, body.lang, { allowances }),
        row: current,
      };
    });
    if (outcome.sent) services.mailQueued();
    return respond(c, inviteTeamMembers, { ...outcome, round: await roundView(db, config, row) });
  });

  app.post(remindTeamMembers.path, ownerOnly, async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const { reminded, row } = await db.transaction(async (tx) => {
      const current = await lockOwnRound(tx, c);
      const count = await remindMembers(tx, config, current);
      const [now] = await tx.select().from(teamRounds).where(eq(teamRounds.id, current.id));
      return { reminded: count, row: now! };
    });
    if (reminded) services.mailQueued();
    return respond(c, remindTeamMembers, { reminded, round: await roundView(db, config, row) });
  });

  app.post(closeTeamRound.path, ownerOnly, async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const { row, mailed } = await db.transaction(async (tx) => {
      const current = await lockOwnRound(tx, c);
      if (isClosed(current)) throw closedForOwner();
      const [closed] = await tx
        .update(teamRounds)
        .set({ status: 'closed', closedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(teamRounds.id, current.id))
        .returning();
      // The final result, under the same rule as every publication.
      return publishIfDue(tx, config, closed!);
    });
    if (mailed) services.mailQueued();
    return respond(c, closeTeamRound, await roundView(db, config, row));
  });

  app.post(shareTeamRound.path, ownerOnly, validBody(shareTeamRound), async (c) => {
    const { db, config } = c.get('services');
    const { shared } = c.req.valid('json');
    const row = await db.transaction(async (tx) => {
      const current = await lockOwnRound(tx, c);
      const [updated] = await tx
        .update(teamRounds)
        .set({ shareToken: shared ? randomToken(24) : null, updatedAt: sql`now()` })
        .where(eq(teamRounds.id, current.id))
        .returning();
      return updated!;
    });
    return respond(c, shareTeamRound, await roundView(db, config, row));
  });

  app.delete(deleteTeamRound.path, ownerOnly, async (c) => {
    const { db } = c.get('services');
    await db.transaction(async (tx) => {
      const current = await lockOwnRound(tx, c);
      // Tallies and invitations go with the round (FK cascade); its mails not sent yet here.
      await dropPendingMail(tx, teamRoundMailRef(current.id));
      await tx.delete(teamRounds).where(eq(teamRounds.id, current.id));
    });
    return respond(c, deleteTeamRound, { deleted: true });
  });

  app.get(getTeamRoundResult.path, ownerOnly, async (c) => {
    const { db } = c.get('services');
    const row = await loadOwnRound(db, c.get('caller'), roundId(c));
    return respond(c, getTeamRoundResult, resultResponse(row));
  });

  app.get(exportTeamRound.path, ownerOnly, async (c) => {
    const { db } = c.get('services');
    const row = await loadOwnRound(db, c.get('caller'), roundId(c));
    const { result, ...round } = await exportedRound(db, row);
    c.header('Content-Disposition', `attachment; filename="team-round-${row.id}.json"`);
    return respond(c, exportTeamRound, { exported_at: new Date().toISOString(), round, result });
  });

  // ── Members ─────────────────────────────────────────────────────────────────────────────────

  app.get(getTeamInvitation.path, async (c) => {
    const { db, config } = c.get('services');
    const code = c.req.param('code') ?? '';
    if (!tokenShape.test(code)) throw invitationNotFound();
    return respond(c, getTeamInvitation, await describeInvitation(db, config, code));
  });

  app.post(
    submitTeamAnswers.path,
    async (c, next) => {
      const { limiter, config } = c.get('services');
      await limiter.hit(answerRateKey(c), config.rateLimits.teamAnswersPerIp);
      await next();
    },
    validBody(submitTeamAnswers),
    async (c) => {
      const services = c.get('services');
      const { db, config } = services;
      const code = c.req.param('code') ?? '';
      if (!tokenShape.test(code)) throw invitationNotFound();
      const { answers, browser_id: browserId } = c.req.valid('json');
      // A token that no longer works (an old guest token in the browser) must not keep a member
      // from answering: such an answer is a browser's, which the threshold does not count.
      const caller = await identifyCaller(c).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return { kind: 'anonymous' } as const;
        throw error;
      });
      const sender = answerSender(caller, browserId ?? null);
      const { row, mailed, counted, owner } = await db.transaction((tx) =>
        takeAnswers(tx, config, services.keys.rateKeySecret, code, answers, sender),
      );
      if (mailed) services.mailQueued();
      return respond(c, submitTeamAnswers, {
        own: scoreConflictAnalysis(answers),
        answered: row.answered,
        threshold: teamRoundThreshold,
        counted,
        owner,
      });
    },
  );

  app.get(getSharedTeamResult.path, async (c) => {
    const { db } = c.get('services');
    const token = c.req.param('token') ?? '';
    if (!tokenShape.test(token)) throw teamRoundNotFound();
    const [row] = await db.select().from(teamRounds).where(eq(teamRounds.shareToken, token)).limit(1);
    if (!row) throw teamRoundNotFound();
    return respond(c, getSharedTeamResult, resultResponse(row));
  });
}
