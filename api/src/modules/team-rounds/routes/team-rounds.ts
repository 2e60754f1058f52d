// Team rounds of the conflict analysis (docs/api.md "Team rounds"). The owner (a signed-in user
// or a guest) starts a round, invites by link, QR code or mail, reminds, closes, shares and
// deletes it; every /team-rounds/:id* answer is 404 for anyone else. Members answer anonymously
// through /team-invitations/:code; the result exists from the threshold on (service.ts), for the
// owner and whoever holds the shared read-only link.
import { endpoints } from '@cc/shared-contract';
import { scoreConflictAnalysis, teamRoundThreshold } from '@cc/shared-domain';
import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { type AppContext, type AppEnv, limitIp } from '../../../platform/http/context';
import { ApiError } from '../../../platform/http/errors';
import { respond, validBody } from '../../../platform/http/validate';
import {
  type AnswerSender,
  closeRound,
  deleteRound,
  describeInvitation,
  effectiveStatus,
  exportedRound,
  findSharedRound,
  invitationNotFound,
  inviteToRound,
  listOwnRounds,
  loadOwnRound,
  publishedResult,
  remindRound,
  roundView,
  shareRound,
  startRound,
  summaryJson,
  takeAnswers,
  teamRoundNotFound,
  type TeamRoundRow,
  updateRound,
} from '../service';
import { ownerKey, type Caller } from '../../../identity/caller';
import { identifyCaller, requireOwner } from '../../../identity/middleware';

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

const ownerOnly = requireOwner('Sign in or continue as a guest to use team rounds');

const roundId = (c: AppContext) => c.req.param('id') ?? '';

/** Codes and tokens are base64url (randomToken); anything else names nothing (and never reaches SQL). */
const tokenShape = /^[A-Za-z0-9_-]{8,128}$/;

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

export function teamRoundRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // ── The owner ───────────────────────────────────────────────────────────────────────────────

  app.post(createTeamRound.path, ownerOnly, validBody(createTeamRound), async (c) => {
    const { db, config } = c.get('services');
    const row = await startRound(db, c.get('caller'), c.req.valid('json'));
    return respond(c, createTeamRound, await roundView(db, config, row));
  });

  app.get(listTeamRounds.path, ownerOnly, async (c) => {
    const rows = await listOwnRounds(c.get('services').db, c.get('caller'));
    return respond(c, listTeamRounds, { rounds: rows.map(summaryJson) });
  });

  app.get(getTeamRound.path, ownerOnly, async (c) => {
    const { db, config } = c.get('services');
    const row = await loadOwnRound(db, c.get('caller'), roundId(c));
    return respond(c, getTeamRound, await roundView(db, config, row));
  });

  app.patch(updateTeamRound.path, ownerOnly, validBody(updateTeamRound), async (c) => {
    const { db, config } = c.get('services');
    const row = await updateRound(db, c.get('caller'), roundId(c), c.req.valid('json'));
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
    const invitation = { emails: body.emails, lang: body.lang };
    const { outcome, row } = await inviteToRound(db, config, c.get('caller'), roundId(c), invitation, { allowances });
    if (outcome.sent) services.mailQueued();
    return respond(c, inviteTeamMembers, { ...outcome, round: await roundView(db, config, row) });
  });

  app.post(remindTeamMembers.path, ownerOnly, async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const { reminded, row } = await remindRound(db, config, c.get('caller'), roundId(c));
    if (reminded) services.mailQueued();
    return respond(c, remindTeamMembers, { reminded, round: await roundView(db, config, row) });
  });

  app.post(closeTeamRound.path, ownerOnly, async (c) => {
    const services = c.get('services');
    const { db, config } = services;
    const { row, mailed } = await closeRound(db, config, c.get('caller'), roundId(c));
    if (mailed) services.mailQueued();
    return respond(c, closeTeamRound, await roundView(db, config, row));
  });

  app.post(shareTeamRound.path, ownerOnly, validBody(shareTeamRound), async (c) => {
    const { db, config } = c.get('services');
    const { shared } = c.req.valid('json');
    const row = await shareRound(db, c.get('caller'), roundId(c), shared);
    return respond(c, shareTeamRound, await roundView(db, config, row));
  });

  app.delete(deleteTeamRound.path, ownerOnly, async (c) => {
    await deleteRound(c.get('services').db, c.get('caller'), roundId(c));
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
      const { row, mailed, counted, owner } = await takeAnswers(
        db,
        config,
        services.keys.rateKeySecret,
        code,
        answers,
        sender,
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
    const row = await findSharedRound(db, token);
    return respond(c, getSharedTeamResult, resultResponse(row));
  });
  return app;
}
