// Team rounds of the conflict analysis: a team answers the same analysis anonymously and sees
// where it stands together. The rules that keep it anonymous live here, for the api (which
// enforces them) and the browser (which states them):
//   - the server keeps no answer set: each answer only adds to per-round tallies (how many gave
//     which answer to a statement, which category score, which Glasl stage), so there is no
//     per-person row to read, export or link to anyone;
//   - a result exists only from `teamRoundThreshold` answers on, and is republished only when at
//     least `teamRoundThreshold` new answers came in since the last one (or the round closes with
//     that many new), so comparing two versions never isolates fewer than three people.
import type { ResultCategory } from './assessments';

/** Answers a result needs, and new answers a republished result needs (the anonymity threshold). */
export const teamRoundThreshold = 3;

export const teamRoundStatuses = ['open', 'closed'] as const;
export type TeamRoundStatus = (typeof teamRoundStatuses)[number];

/** Languages a round is offered in (the analysis exists in both). */
export const teamRoundLanguages = ['de', 'en'] as const;
export type TeamRoundLanguage = (typeof teamRoundLanguages)[number];

export const teamRoundLimits = {
  teamName: { max: 80 },
  /** Uses of the shared invite link the owner allows (0: mailed invitations only). */
  linkUses: { min: 0, max: 500, default: 10 },
  /** Addresses per invitation request, and mailed invitations per round in all. */
  invitesPerRequest: { max: 50 },
  invitesPerRound: { max: 200 },
  /** Open rounds one owner may have at a time. */
  openRoundsPerOwner: { max: 20 },
  /** A deadline lies in the future and at most this many days ahead. */
  deadlineDays: { max: 366 },
  /** Hours between two reminder mails of a round. */
  reminderIntervalHours: 24,
  /** The statements where the team disagrees most: at most this many. */
  disputedStatements: 5,
} as const;

/**
 * How much the team agrees on a category, from the standard deviation of the members' category
 * scores (0–100): below 10 close together, from 20 far apart.
 */
export const teamAgreementThresholds = { some: 10, wide: 20 } as const;
export const teamAgreementLevels = ['close', 'some', 'wide'] as const;
export type TeamAgreementLevel = (typeof teamAgreementLevels)[number];

export function teamAgreementLevel(spread: number): TeamAgreementLevel {
  return spread >= teamAgreementThresholds.wide ? 'wide' : spread >= teamAgreementThresholds.some ? 'some' : 'close';
}

/**
 * The names of the tallies one answer set adds to (`team_round_tallies.metric`):
 * `item:<itemId>` with the answer 1–5, `score:<category>` with the member's category score 0–100,
 * `stage` with the member's estimated Glasl stage 1–9.
 */
export const teamTallyMetric = {
  item: (itemId: string) => `item:${itemId}`,
  score: (category: ResultCategory) => `score:${category}`,
  stage: 'stage',
} as const;

/** Routes in the browser (mails and the api's invite links point to them). */
export const teamRoundPaths = {
  start: '/team-rounds/new',
  owner: (id: string) => `/team-rounds/${id}`,
  answer: (code: string) => `/team/${code}`,
  sharedResult: (token: string) => `/team-results/${token}`,
} as const;
