// Team rounds of the conflict analysis (docs/api.md "Team rounds"; the rules are shared-domain's
// team-rounds.ts). The owner (a signed-in user or a guest) starts a round and invites by link,
// QR code or mail; members answer anonymously through `/team-invitations/:code` (no account,
// nothing stored that names them); the result exists from `teamRoundThreshold` answers on, for
// the owner and, once shared, for whoever holds the read-only link.
import {
  containsLink,
  escalationHelpers,
  glaslPhases,
  glaslStageNumbers,
  resultCategories,
  teamAgreementLevels,
  teamRoundLanguages,
  teamRoundLimits,
  teamRoundStatuses,
  validateAnswers,
  type TeamRoundAggregate,
} from '@cc/shared-domain';
import * as z from 'zod';
import { callerErrors } from './advisor';
import { bodyErrorCodes, endpoint } from './endpoint';
import { addCodedIssue } from './issues';
import { requiredLine } from './text';
import { conflictAnalysisResultSchema } from './result';

const iso = z.iso.datetime({ offset: true });
const limits = teamRoundLimits;
const count = z.number().int().nonnegative();
const languages = z
  .array(z.enum(teamRoundLanguages))
  .min(1)
  .max(teamRoundLanguages.length)
  .refine((list) => new Set(list).size === list.length, 'languages must not repeat');

// ── The result (aggregates only) ─────────────────────────────────────────────────────────────

export const teamCategoryResult = z.object({
  category: z.enum(resultCategories),
  /** The mean of the members' category scores, 0–100, one decimal. */
  mean: z.number().min(0).max(100),
  /** Their standard deviation (population), 0–100 scale, one decimal: how much the team disagrees. */
  spread: z.number().nonnegative(),
  agreement: z.enum(teamAgreementLevels),
  level: z.enum(['low', 'moderate', 'high']),
  /** How many members' scores fall into each level (shared-domain's scoreLevel). */
  distribution: z.object({ low: count, moderate: count, high: count }),
});

export const teamDisputedStatement = z.object({
  /** An analysis item id (its text: the "domain" namespace's `analysis.items.<id>`). */
  item_id: z.string(),
  /** The mean answer, 1–5, one decimal. */
  mean: z.number().min(1).max(5),
  /** The standard deviation of the answers (population), one decimal. */
  spread: z.number().nonnegative(),
  /** How many gave each answer: index 0 = 1 ("trifft gar nicht zu") … index 4 = 5. */
  distribution: z.array(count).length(5),
});

export const teamRoundResult = z.object({
  /** The answers this result is made of (at least the threshold). */
  respondents: z.number().int().min(1),
  /** The analysis version the answers were scored with. */
  version: z.number().int(),
  /** In ranking order: highest mean first, ties by shared-domain's categoryTiePriority. */
  categories: z.array(teamCategoryResult).length(resultCategories.length),
  primary: z.enum(resultCategories),
  /** The statements with the widest spread (at most teamRoundLimits.disputedStatements), widest first. */
  disputed: z.array(teamDisputedStatement),
  escalation: z.object({
    /** The Glasl stage the team's answers suggest: the median of the members' estimates (the higher middle one for an even count). */
    stage: z.union(glaslStageNumbers.map((stage) => z.literal(stage))),
    phase: z.enum(glaslPhases),
    helper: z.enum(escalationHelpers),
    /** How many members' estimates fall into each phase. */
    phases: z.object({ 'win-win': count, 'win-lose': count, 'lose-lose': count }),
  }),
  /** When this result was computed. */
  published_at: iso,
}) satisfies z.ZodType<TeamRoundAggregate & { published_at: string }>;
export type TeamRoundResult = z.infer<typeof teamRoundResult>;

// ── The owner's view ─────────────────────────────────────────────────────────────────────────

export const teamRoundSummary = z.object({
  id: z.uuid(),
  team_name: z.string(),
  status: z.enum(teamRoundStatuses),
  languages: z.array(z.enum(teamRoundLanguages)),
  deadline: iso.nullable(),
  /** How many answered (never who). */
  answered: count,
  /**
   * Of those, the answers of distinct people, which the threshold counts: the owner's own, each
   * mailed invitation's, each signed-in account's through the link. Answers through the link
   * without an account are in the result but not counted (the owner could send them too).
   */
  counted: count,
  /** Whether a result exists (counted reached the threshold). */
  has_result: z.boolean(),
  created_at: iso,
  closed_at: iso.nullable(),
});
export type TeamRoundSummary = z.infer<typeof teamRoundSummary>;

export const teamRoundView = teamRoundSummary.extend({
  threshold: z.number().int(),
  /** The shared invite link: its code, address (`/team/<code>`) and a QR code of it as an SVG document. */
  link: z.object({
    code: z.string(),
    url: z.string(),
    qr_svg: z.string(),
    uses: count,
    max_uses: count,
  }),
  /** Mailed invitations: how many were sent, how many are not used yet. No addresses. */
  invitations: z.object({ sent: count, pending: count }),
  /** Answers the current result is made of (0 before the threshold). */
  result_respondents: count,
  /** Of those, the answers of distinct people (`counted` when the result was published). */
  result_counted: count,
  /** The owner answered (signed in as the round's account or guest); they cannot answer again. */
  owner_answered: z.boolean(),
  /** The read-only result link, when the owner shares the result. */
  share: z.object({ token: z.string(), url: z.string() }).nullable(),
  reminded_at: iso.nullable(),
  /** When the next reminder may go out (null: now, if anyone is pending). */
  next_reminder_at: iso.nullable(),
  threshold_reached_at: iso.nullable(),
});
export type TeamRoundView = z.infer<typeof teamRoundView>;

/**
 * The team's name: one line, and no link or web address (shared-domain `containsLink`): strangers
 * read it in their invitation mail, so it must not be a way to send them a link.
 */
const teamName = requiredLine(limits.teamName.max).refine((name) => !containsLink(name), {
  message: 'The team name must not contain a link, web or mail address',
  params: { reason: 'link' },
});

export const createTeamRoundBody = z.object({
  team_name: teamName,
  /** Optional; in the future, at most teamRoundLimits.deadlineDays ahead. Answers stop at it. */
  deadline: iso.nullable().optional(),
  /** The languages members may answer in (the member page offers these). */
  languages: languages.default(['de']),
  link_max_uses: z.number().int().min(limits.linkUses.min).max(limits.linkUses.max).default(limits.linkUses.default),
  /** The language of the owner's mails (the interface language); default de. */
  mail_lang: z.enum(teamRoundLanguages).optional(),
});
export type CreateTeamRoundBody = z.input<typeof createTeamRoundBody>;

/** While open: change the name, the deadline (null removes it) or the link's allowance (not below its uses). */
export const updateTeamRoundBody = z
  .object({
    team_name: teamName.optional(),
    deadline: iso.nullable().optional(),
    link_max_uses: z.number().int().min(limits.linkUses.min).max(limits.linkUses.max).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'nothing to change');
export type UpdateTeamRoundBody = z.input<typeof updateTeamRoundBody>;

export const teamRoundIdParams = z.object({ id: z.uuid() });

export const inviteTeamMembersBody = z.object({
  /** Each address gets its own one-time link; repeated addresses (ignoring case) count once. */
  emails: z.array(z.string().trim().max(254)).min(1).max(limits.invitesPerRequest.max),
  lang: z.enum(teamRoundLanguages),
});
export type InviteTeamMembersBody = z.input<typeof inviteTeamMembersBody>;

export const inviteTeamMembersResponse = z.object({
  /** Invitations queued now. */
  sent: count,
  /** Addresses this round already invited (not mailed again; use a reminder). */
  already_invited: count,
  round: teamRoundView,
});

export const remindTeamMembersResponse = z.object({ reminded: count, round: teamRoundView });

export const shareTeamRoundBody = z.object({
  /** true: create the read-only link (a new one each time); false: revoke it. */
  shared: z.boolean(),
});

export const teamRoundResultResponse = z.object({
  /** Not a secret (every owner endpoint checks the owner): the browser keys a member's own result by it. */
  round_id: z.uuid(),
  team_name: z.string(),
  status: z.enum(teamRoundStatuses),
  answered: count,
  threshold: z.number().int(),
  /** null until `answered` reaches the threshold, through every endpoint. */
  result: teamRoundResult.nullable(),
});
export type TeamRoundResultResponse = z.infer<typeof teamRoundResultResponse>;

/** The round as one JSON document: settings, counts and the published result. No per-person data. */
export const teamRoundExport = z.object({
  exported_at: iso,
  round: teamRoundSummary.extend({
    link_max_uses: count,
    link_uses: count,
    invitations_sent: count,
    invitations_pending: count,
  }),
  result: teamRoundResult.nullable(),
});
export type TeamRoundExport = z.infer<typeof teamRoundExport>;

// ── Members ──────────────────────────────────────────────────────────────────────────────────

/** A link code (`/team/<code>`) or a mailed one-time invitation code. */
export const teamInvitationParams = z.object({ code: z.string().min(8).max(128) });

export const teamInvitationStates = ['open', 'closed', 'used', 'exhausted'] as const;

export const teamInvitationResponse = z.object({
  /** The browser keeps the member's own result under it, to compare on the owner's and the shared page. */
  round_id: z.uuid(),
  team_name: z.string(),
  languages: z.array(z.enum(teamRoundLanguages)),
  deadline: iso.nullable(),
  /** open: answers are taken; closed: the round ended (closed or past its deadline); used: this mailed invitation was used; exhausted: the link's uses are spent. */
  state: z.enum(teamInvitationStates),
  kind: z.enum(['link', 'invitation']),
  threshold: z.number().int(),
  /** The read-only result link, when the owner shares it. */
  shared_result_url: z.string().nullable(),
});
export type TeamInvitationResponse = z.infer<typeof teamInvitationResponse>;

/** A browser's id for team answers: 22-128 base64url characters (at least 128 random bits). */
export const teamBrowserIdShape = /^[A-Za-z0-9_-]{22,128}$/;

/** The analysis's answers (as /assessments takes them) and the language they were given in. */
export const submitTeamAnswersBody = z
  .object({
    answers: z.unknown().optional(),
    lang: z.enum(teamRoundLanguages),
    /**
     * A random id the browser keeps (teamBrowserIdShape): a round takes one answer per browser id
     * (409 team_round_already_answered). A courtesy against answering twice by mistake, not a
     * safeguard: the threshold does not count answers that only a browser id tells apart.
     */
    browser_id: z.string().regex(teamBrowserIdShape).optional(),
  })
  .transform((body, ctx) => {
    const validation = validateAnswers('conflict-analysis', body.answers);
    if (!validation.ok) {
      addCodedIssue(ctx, validation.code, `Invalid answers (${validation.code})`, validation.details);
      return z.NEVER;
    }
    return { lang: body.lang, answers: validation.answers, browser_id: body.browser_id };
  });

export const submitTeamAnswersResponse = z.object({
  /** The member's own result, computed and not stored: the browser keeps it to compare with the team's. */
  own: conflictAnalysisResultSchema,
  answered: count,
  threshold: z.number().int(),
  /** This answer counts towards the threshold (a distinct person's: the owner, an invitation, an account). */
  counted: z.boolean(),
  /** This is the owner's own answer (sent signed in as the round's account or guest). */
  owner: z.boolean(),
});
export type SubmitTeamAnswersResponse = z.infer<typeof submitTeamAnswersResponse>;

export const sharedTeamResultParams = z.object({ token: z.string().min(8).max(128) });

// ── Endpoints ────────────────────────────────────────────────────────────────────────────────

const ownerErrors = [...callerErrors, 'team_round_not_found'] as const;

export const teamRoundEndpoints = {
  createTeamRound: endpoint({
    method: 'POST',
    path: '/team-rounds',
    summary: 'Starts a team round of the conflict analysis (owner: a signed-in user or a guest).',
    caller: 'user-or-guest',
    body: createTeamRoundBody,
    status: 201,
    response: teamRoundView,
    errors: [...callerErrors, ...bodyErrorCodes, 'team_round_invalid', 'team_round_limit'],
  }),
  listTeamRounds: endpoint({
    method: 'GET',
    path: '/team-rounds',
    summary: "The caller's team rounds, latest first.",
    caller: 'user-or-guest',
    status: 200,
    response: z.object({ rounds: z.array(teamRoundSummary) }),
    errors: [...callerErrors],
  }),
  getTeamRound: endpoint({
    method: 'GET',
    path: '/team-rounds/:id',
    summary: 'One of the caller’s rounds: progress (how many answered, never who), link, invitations, sharing.',
    caller: 'user-or-guest',
    params: teamRoundIdParams,
    status: 200,
    response: teamRoundView,
    errors: ownerErrors,
  }),
  updateTeamRound: endpoint({
    method: 'PATCH',
    path: '/team-rounds/:id',
    summary: 'Changes an open round’s name, deadline or link allowance.',
    caller: 'user-or-guest',
    params: teamRoundIdParams,
    body: updateTeamRoundBody,
    status: 200,
    response: teamRoundView,
    errors: [...ownerErrors, ...bodyErrorCodes, 'team_round_invalid', 'team_round_closed'],
  }),
  inviteTeamMembers: endpoint({
    method: 'POST',
    path: '/team-rounds/:id/invitations',
    summary: 'Mails each address its own one-time invitation (addresses are kept only until used, for reminders).',
    caller: 'user-or-guest',
    params: teamRoundIdParams,
    body: inviteTeamMembersBody,
    status: 200,
    response: inviteTeamMembersResponse,
    errors: [
      ...ownerErrors,
      ...bodyErrorCodes,
      'invalid_email',
      'team_round_closed',
      'team_round_limit',
      'over_email_send_rate_limit',
    ],
  }),
  remindTeamMembers: endpoint({
    method: 'POST',
    path: '/team-rounds/:id/reminders',
    summary: 'Mails a reminder to every invitation not used yet (with a new link; the old one stops working).',
    caller: 'user-or-guest',
    params: teamRoundIdParams,
    status: 200,
    response: remindTeamMembersResponse,
    errors: [...ownerErrors, 'team_round_closed', 'team_round_reminder_too_soon'],
  }),
  closeTeamRound: endpoint({
    method: 'POST',
    path: '/team-rounds/:id/close',
    summary: 'Closes the round: no more answers; the result is made final.',
    caller: 'user-or-guest',
    params: teamRoundIdParams,
    status: 200,
    response: teamRoundView,
    errors: [...ownerErrors, 'team_round_closed'],
  }),
  shareTeamRound: endpoint({
    method: 'POST',
    path: '/team-rounds/:id/share',
    summary: 'Creates (a new) or revokes the read-only result link.',
    caller: 'user-or-guest',
    params: teamRoundIdParams,
    body: shareTeamRoundBody,
    status: 200,
    response: teamRoundView,
    errors: [...ownerErrors, ...bodyErrorCodes],
  }),
  deleteTeamRound: endpoint({
    method: 'DELETE',
    path: '/team-rounds/:id',
    summary: 'Deletes the round with all its answers (tallies), invitations and unsent mails.',
    caller: 'user-or-guest',
    params: teamRoundIdParams,
    status: 200,
    response: z.object({ deleted: z.literal(true) }),
    errors: ownerErrors,
  }),
  getTeamRoundResult: endpoint({
    method: 'GET',
    path: '/team-rounds/:id/result',
    summary: 'The team result for the owner; `result` is null below the threshold.',
    caller: 'user-or-guest',
    params: teamRoundIdParams,
    status: 200,
    response: teamRoundResultResponse,
    errors: ownerErrors,
  }),
  exportTeamRound: endpoint({
    method: 'GET',
    path: '/team-rounds/:id/export',
    summary: 'The round as one JSON document (settings, counts, result); no per-person data exists to export.',
    caller: 'user-or-guest',
    params: teamRoundIdParams,
    status: 200,
    response: teamRoundExport,
    errors: ownerErrors,
  }),
  getTeamInvitation: endpoint({
    method: 'GET',
    path: '/team-invitations/:code',
    summary: 'What a member sees before answering: the team, languages, deadline and whether answers are taken.',
    caller: 'anyone',
    params: teamInvitationParams,
    status: 200,
    response: teamInvitationResponse,
    errors: ['team_invitation_not_found'],
  }),
  submitTeamAnswers: endpoint({
    method: 'POST',
    path: '/team-invitations/:code/answers',
    summary:
      'Adds one anonymous answer set to the round (uses the mailed invitation, or one use of the link). Nothing that names the member is stored.',
    caller: 'anyone',
    params: teamInvitationParams,
    body: submitTeamAnswersBody,
    status: 201,
    response: submitTeamAnswersResponse,
    errors: [
      ...bodyErrorCodes,
      'invalid_shape',
      'invalid_answer',
      'missing_answers',
      'team_invitation_not_found',
      'team_round_closed',
      'team_invitation_used',
      'team_round_already_answered',
      'team_link_exhausted',
      'over_request_rate_limit',
    ],
  }),
  getSharedTeamResult: endpoint({
    method: 'GET',
    path: '/team-results/:token',
    summary: 'The team result through the read-only link the owner shared; `result` is null below the threshold.',
    caller: 'share-token',
    params: sharedTeamResultParams,
    status: 200,
    response: teamRoundResultResponse,
    errors: ['team_round_not_found'],
  }),
};
