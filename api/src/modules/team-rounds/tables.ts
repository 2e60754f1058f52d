// Team rounds: the round, its invitations, who answered and the anonymous tallies.
import type { TeamRoundLanguage, TeamRoundStatus } from '@cc/shared-domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema/auth';
import { tz, createdAt, updatedAt, app } from '../../platform/db/schema/common';
import { guestLeads } from '../../platform/db/schema/guest-leads';

/**
 * A team round of the conflict analysis (shared-domain team-rounds.ts). Owned by a user or a guest
 * lead. It holds no answers: those only add to `team_round_tallies`. `result` is the published
 * team result (contract `teamRoundResult`), republished only when at least the threshold of new
 * answers came in (`result_respondents` says of how many it is made).
 */
export const teamRounds = app.table(
  'team_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestLeadId: uuid('guest_lead_id').references(() => guestLeads.id, { onDelete: 'cascade' }),
    teamName: text('team_name').notNull(),
    languages: text('languages').array().$type<TeamRoundLanguage[]>().notNull(),
    /** The language of the owner's mails. */
    mailLang: text('mail_lang').$type<TeamRoundLanguage>().notNull().default('de'),
    deadline: tz('deadline'),
    status: text('status').$type<TeamRoundStatus>().notNull().default('open'),
    closedAt: tz('closed_at'),
    /** The shared invite link's code (`/team/<code>`); shown to the owner again, so kept as it is. */
    linkCode: text('link_code').notNull(),
    linkMaxUses: integer('link_max_uses').notNull(),
    linkUses: integer('link_uses').notNull().default(0),
    /** Answer sets added, through the link and mailed invitations together. */
    answered: integer('answered').notNull().default(0),
    /**
     * Of those, the answer sets of distinct people, which the threshold counts: the owner's own
     * (once), each mailed invitation's, each signed-in account's through the link (once each).
     */
    counted: integer('counted').notNull().default(0),
    /** The owner answered (as their account or guest identity): a second answer of theirs is refused. */
    ownerAnswered: boolean('owner_answered').notNull().default(false),
    result: jsonb('result').$type<Record<string, unknown>>(),
    resultRespondents: integer('result_respondents').notNull().default(0),
    /** `counted` when the result was published. */
    resultCounted: integer('result_counted').notNull().default(0),
    /** The read-only result link's token; null while not shared. */
    shareToken: text('share_token'),
    remindedAt: tz('reminded_at'),
    /** When the threshold was reached (and the owner's mail queued). */
    thresholdReachedAt: tz('threshold_reached_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('team_rounds_link_code_idx').on(t.linkCode),
    uniqueIndex('team_rounds_share_token_idx').on(t.shareToken),
    index('team_rounds_user_id_idx').on(t.userId, t.createdAt),
    index('team_rounds_guest_lead_id_idx').on(t.guestLeadId, t.createdAt),
    check('team_rounds_one_owner', sql`(${t.userId} is null) <> (${t.guestLeadId} is null)`),
    check('team_rounds_status', sql`${t.status} in ('open', 'closed')`),
    check('team_rounds_mail_lang', sql`${t.mailLang} in ('de', 'en')`),
    check('team_rounds_link_uses', sql`${t.linkUses} >= 0 and ${t.linkMaxUses} >= 0`),
  ],
);

/**
 * A mailed one-time invitation. The address is kept only while the invitation is unused (for
 * reminders) and cleared when it is used, so the server does not keep who answered; the token is
 * stored as its SHA-256 (a reminder mails a new one and replaces the hash).
 */
export const teamRoundInvites = app.table(
  'team_round_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => teamRounds.id, { onDelete: 'cascade' }),
    /** Lower-cased; null once used. */
    email: text('email'),
    lang: text('lang').$type<TeamRoundLanguage>().notNull(),
    tokenHash: text('token_hash').notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_round_invites_token_hash_idx').on(t.tokenHash),
    index('team_round_invites_round_id_idx').on(t.roundId),
    check('team_round_invites_lang', sql`${t.lang} in ('de', 'en')`),
    check('team_round_invites_used_forgets', sql`not ${t.used} or ${t.email} is null`),
  ],
);

/**
 * Who already answered a round, so nobody answers twice: per answer, an HMAC (server secret) of
 * the round and the owner, the account, the guest or the browser's own random id. It says that
 * someone answered, never what (the tallies hold no answer set) nor who (the key is one-way).
 */
export const teamRoundAnswerers = app.table(
  'team_round_answerers',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => teamRounds.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.key] })],
);

/**
 * What a round's answers add up to: how many gave `value` for `metric` (shared-domain's
 * `teamTallyMetric`). One answer set adds one to one row per metric, in one statement; no row
 * ever stands for one person.
 */
export const teamRoundTallies = app.table(
  'team_round_tallies',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => teamRounds.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    value: integer('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.metric, t.value] }),
    check('team_round_tallies_count', sql`${t.count} > 0`),
  ],
);
