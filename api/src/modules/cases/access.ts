// Who may see and do what on a case (DESIGN-13 "Who sees what"), in one place for the case
// endpoints and the realtime feed:
// - the client is the request's owner: `user_id` = the signed-in user, or `guest_lead_id` = the
//   guest token's lead;
// - an expert is a signed-in user with an approved profile and an aal2 session; they see the cases
//   assigned to them (`expert_id`) and, in their inbox, the `neu` requests addressed to them or
//   open to their focus, language and format, unless they declined them (and never their own).
// Each rule exists twice: as SQL in repo.ts (lists, the one-statement accept) and here as a pure
// function over a loaded row and profile (the realtime feed decides per event without another
// query); the tests hold them equal.
import type { Executor } from '../../platform/db/client';
import { uuidShape } from '../../platform/db/uuid';
import { ApiError, insufficientAal } from '../../platform/http/errors';
import type { Caller } from '../../identity/caller';
import { approvedProfile, findCase, findCaseForExpert, type CaseRow, type ExpertProfileRow } from './repo';

export const caseNotFound = () => new ApiError(404, 'case_not_found', 'Case not found');
export const notAuthenticated = () =>
  new ApiError(401, 'not_authenticated', 'Sign in or continue as a guest to see your requests');
export const expertNotApproved = () =>
  new ApiError(403, 'expert_not_approved', 'Case data is for approved experts only');

/** The `:id` of a case; anything but a UUID names no case. */
export function caseIdParam(id: string | undefined): string {
  if (!id || !uuidShape.test(id)) throw caseNotFound();
  return id.toLowerCase();
}

// ── The client ────────────────────────────────────────────────────────────────────────────────

export function isClient(caller: Caller, row: Pick<CaseRow, 'userId' | 'guestLeadId'>): boolean {
  if (caller.kind === 'user') return row.userId === caller.user.id;
  if (caller.kind === 'guest') return row.guestLeadId === caller.lead.id;
  return false;
}

// ── The expert ────────────────────────────────────────────────────────────────────────────────

/** What matching needs of an expert's profile. */
export type ExpertMatchProfile = Pick<ExpertProfileRow, 'userId' | 'status' | 'focusAreas' | 'languages' | 'formats'>;

/**
 * The approved profile behind an expert endpoint's caller: 401 without an account, then 403
 * expert_not_approved (a second factor would not help), then 403 insufficient_aal, as the portal's
 * other case endpoints answer.
 */
export async function requireExpert(db: Executor, caller: Caller): Promise<ExpertProfileRow> {
  if (caller.kind !== 'user') throw new ApiError(401, 'not_authenticated', 'Sign in with an expert account');
  const profile = await approvedProfile(db, caller.user.id);
  if (!profile) throw expertNotApproved();
  if (caller.aal !== 'aal2') throw insufficientAal();
  return profile;
}

/** The request's focus, language and format fit the profile (open requests only; status aside). */
function profileFits(profile: ExpertMatchProfile, row: Pick<CaseRow, 'focus' | 'lang' | 'format'>): boolean {
  return (
    (row.focus === null || (profile.focusAreas as string[]).includes(row.focus)) &&
    (profile.languages as string[]).includes(row.lang) &&
    (row.format === 'any' || (profile.formats as string[]).includes(row.format))
  );
}

type MatchRow = Pick<CaseRow, 'userId' | 'addressedTo' | 'focus' | 'lang' | 'format'>;

/**
 * Whether the request is meant for the expert, whatever its status: addressed to them, or open and
 * fitting their profile. Never their own request. The realtime feed uses it to tell an expert
 * whose inbox held a request that another expert took it.
 */
export function meantFor(profile: ExpertMatchProfile, row: MatchRow): boolean {
  if (profile.status !== 'approved' || row.userId === profile.userId) return false;
  if (row.addressedTo !== null) return row.addressedTo === profile.userId;
  return profileFits(profile, row);
}

/** The request is in the expert's inbox: `neu`, meant for them, and not declined by them. */
export function inInbox(
  profile: ExpertMatchProfile,
  row: MatchRow & Pick<CaseRow, 'status'>,
  declined: boolean,
): boolean {
  return row.status === 'neu' && !declined && meantFor(profile, row);
}

// ── One case ──────────────────────────────────────────────────────────────────────────────────

/**
 * How the caller stands to one case: its client, its assigned expert, or an expert whose inbox
 * holds it (who sees it without the contact and may accept or decline it).
 */
export type CaseAccess =
  { role: 'client'; row: CaseRow } | { role: 'expert'; row: CaseRow; assigned: boolean; profile: ExpertProfileRow };

/**
 * The case `rawId` (the route's `:id`) as `caller` may see it, or an error: 401 for anonymous callers, 403 for a signed-in
 * approved expert below aal2 (or, for `expertOnly`, for anyone but an approved expert at aal2),
 * 404 case_not_found for every case the caller may not see, whether it exists or not.
 */
export async function loadCase(
  db: Executor,
  caller: Caller,
  rawId: string | undefined,
  options: { expertOnly?: boolean } = {},
): Promise<CaseAccess> {
  // The service role owns no case either (it reads the realtime feed whole, not through here).
  if (caller.kind !== 'user' && caller.kind !== 'guest') throw notAuthenticated();
  if (options.expertOnly) {
    const profile = await requireExpert(db, caller);
    return expertAccess(db, profile, caseIdParam(rawId));
  }
  const id = caseIdParam(rawId);
  const row = await findCase(db, id);
  if (row && isClient(caller, row)) return { role: 'client', row };
  if (caller.kind !== 'user') throw caseNotFound();
  const profile = await approvedProfile(db, caller.user.id);
  if (!profile) throw caseNotFound();
  if (caller.aal !== 'aal2') throw insufficientAal();
  if (!row) throw caseNotFound();
  // The assigned expert: the row in hand says so (one query fewer on every message they write);
  // whether the case is in their inbox needs their declines (expertAccess).
  if (row.expertId === profile.userId) return { role: 'expert', row, assigned: true, profile };
  return expertAccess(db, profile, id);
}

/**
 * The case `rawId` for the approved expert at aal2 it is assigned to (appointments, notes); 401/403
 * as `requireExpert`, 404 case_not_found for anyone else, the inbox's experts included.
 */
export async function loadAssignedCase(
  db: Executor,
  caller: Caller,
  rawId: string | undefined,
): Promise<{ caseId: string; expertId: string }> {
  const access = await loadCase(db, caller, rawId, { expertOnly: true });
  if (access.role !== 'expert' || !access.assigned) throw caseNotFound();
  return { caseId: access.row.id, expertId: access.profile.userId };
}

/**
 * The case `rawId` for its client (the founder who asked; a user or a guest): answering an
 * appointment is theirs alone. 401 for anonymous callers, 404 case_not_found for anyone else, the
 * case's expert included.
 */
export async function loadClientCase(db: Executor, caller: Caller, rawId: string | undefined): Promise<CaseRow> {
  const access = await loadCase(db, caller, rawId);
  if (access.role !== 'client') throw caseNotFound();
  return access.row;
}

/** The case as the approved expert sees it: assigned to them, or in their inbox; else 404. */
async function expertAccess(db: Executor, profile: ExpertProfileRow, id: string): Promise<CaseAccess> {
  const found = await findCaseForExpert(db, profile.userId, id);
  if (!found) throw caseNotFound();
  const { row, declined } = found;
  if (row.expertId === profile.userId) return { role: 'expert', row, assigned: true, profile };
  if (inInbox(profile, row, declined)) return { role: 'expert', row, assigned: false, profile };
  throw caseNotFound();
}

/**
 * For the realtime feed: the role the caller has on case `id` now, or null when it may see
 * nothing of it (never throws for lack of rights). Experts need an approved profile and aal2.
 */
export async function caseRoleOf(
  db: Executor,
  caller: Caller,
  id: string,
): Promise<{ role: 'client' } | { role: 'expert'; assigned: boolean } | null> {
  try {
    const access = await loadCase(db, caller, id);
    return access.role === 'client' ? { role: 'client' } : { role: 'expert', assigned: access.assigned };
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
