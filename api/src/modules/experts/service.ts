// The expert portal's rules (docs/api.md "The expert portal"): a user's profile and application,
// the admin review and the public directory of approved experts. Status changes only through
// submit, withdraw and decisions, each checked against the current status inside a transaction that
// locks the profile row. The HTTP edge is routes/experts.ts; the queries are repo.ts's, the JSON and
// the rules over one profile profile.ts's. What other domains call: expertExport (the account
// export), forgetReviewer (an account's deletion).
import type {
  ExpertFieldError,
  ExpertProfile,
  ExpertReview,
  expertDirectoryQuery,
  listExpertApplicationsQuery,
} from '@cc/shared-contract';
import {
  type ExpertDecision,
  expertDecisionTransitions,
  expertPortalPaths,
  type ExpertProfileStatus,
} from '@cc/shared-domain';
import type { z } from 'zod';
import { type AuditAction, recordAudit, serviceRoleActor } from '../../identity/audit';
import type { Config } from '../../platform/config';
import type { Db, Executor } from '../../platform/db/client';
import { ApiError } from '../../platform/http/errors';
import type { Caller } from '../../identity/caller';
import { enqueueMail } from '../../platform/mail/outbox';
import { releaseCasesOf } from '../cases/service';
import {
  changesOf,
  changesReviewedFields,
  completenessErrors,
  credentialDocuments,
  missingCredentialErrors,
  profileJson,
  reviewJson,
  type SavedFields,
} from './profile';
import {
  accountEmail,
  applicationsPage,
  clearReviewerEmail,
  directoryPage,
  ensureProfile,
  findApprovedProfile,
  findProfile,
  findProfileWithEmail,
  insertReview,
  lockProfile,
  reviewsOf,
  updateProfile,
  type ExpertProfileRow,
} from './repo';

// What the routes answer with (the contract's JSON of a profile, an application and a review).
export { applicationJson, foreignObjectErrors, profileJson, publicExpertJson, reviewJson } from './profile';
export type { ExpertProfileRow } from './repo';

/** The audit record's action of each decision. */
const auditActions: Record<ExpertDecision, AuditAction> = {
  approve: 'expert_approved',
  reject: 'expert_rejected',
  suspend: 'expert_suspended',
  reinstate: 'expert_reinstated',
};

export const profileNotFound = () => new ApiError(404, 'not_found', 'No expert profile');
export const invalidFields = (fields: ExpertFieldError[]) =>
  new ApiError(400, 'expert_profile_invalid', 'Some fields of the expert profile are refused', { details: { fields } });
const incomplete = (fields: ExpertFieldError[]) =>
  new ApiError(422, 'expert_profile_incomplete', 'The expert profile is not complete', { details: { fields } });
const statusConflict = (status: ExpertProfileStatus, action: string) =>
  new ApiError(409, 'expert_status_conflict', `Cannot ${action} a profile that is ${status}`, { details: { status } });

/** Submitting, and keeping an approved profile complete: every field, and the documents in storage. */
async function submissionErrors(tx: Executor, row: ExpertProfileRow): Promise<ExpertFieldError[]> {
  return [...completenessErrors(row), ...(await missingCredentialErrors(tx, row))];
}

const pageOf = (page: number, perPage: number) => ({ limit: perPage, offset: (page - 1) * perPage });

/** The user's own profile, if they started one. */
export function ownProfile(db: Db, userId: string): Promise<ExpertProfileRow | undefined> {
  return findProfile(db, userId);
}

/**
 * Saves the user's profile (made on first save). Locked while under review or suspended; an
 * approved profile stays complete, and a change of what the review verified goes back to review.
 */
export async function saveProfile(db: Db, userId: string, body: SavedFields): Promise<ExpertProfileRow> {
  const changes = changesOf(body);
  return db.transaction(async (tx) => {
    await ensureProfile(tx, userId);
    const existing = (await lockProfile(tx, userId))!;
    if (existing.status === 'submitted' || existing.status === 'suspended') {
      const message =
        existing.status === 'submitted'
          ? 'The profile is under review: withdraw it to edit'
          : 'A suspended profile cannot be edited';
      throw new ApiError(409, 'expert_profile_locked', message, { details: { status: existing.status } });
    }
    const now = new Date();
    const update = { ...changes, updatedAt: now };
    if (existing.status === 'approved') {
      // An approved profile stays complete; a change of what the review verified goes back to review.
      const next = { ...existing, ...changes };
      const reReview = changesReviewedFields(existing, changes);
      const errors = reReview ? await submissionErrors(tx, next) : completenessErrors(next);
      if (errors.length) throw incomplete(errors);
      if (reReview) Object.assign(update, { status: 'submitted', submittedAt: now, statusReason: null });
    }
    return updateProfile(tx, userId, update);
  });
}

/** A draft or rejected, complete profile goes to review. */
export async function submitProfile(db: Db, userId: string): Promise<ExpertProfileRow> {
  return db.transaction(async (tx) => {
    const existing = await lockProfile(tx, userId);
    if (!existing) throw profileNotFound();
    if (existing.status !== 'draft' && existing.status !== 'rejected') throw statusConflict(existing.status, 'submit');
    const errors = await submissionErrors(tx, existing);
    if (errors.length) throw incomplete(errors);
    const now = new Date();
    return updateProfile(tx, userId, { status: 'submitted', submittedAt: now, statusReason: null, updatedAt: now });
  });
}

/** A profile under review goes back to draft. */
export async function withdrawProfile(db: Db, userId: string): Promise<ExpertProfileRow> {
  return db.transaction(async (tx) => {
    const existing = await lockProfile(tx, userId);
    if (!existing) throw profileNotFound();
    if (existing.status !== 'submitted') throw statusConflict(existing.status, 'withdraw');
    return updateProfile(tx, userId, { status: 'draft', submittedAt: null, updatedAt: new Date() });
  });
}

type ApplicationsQuery = z.output<typeof listExpertApplicationsQuery>;

/** One page of the applications of a status (oldest submission first), with the applicants' addresses. */
export function listApplications(db: Db, query: ApplicationsQuery) {
  return applicationsPage(db, query.status, pageOf(query.page, query.per_page));
}

/** An application with its credential documents and its reviews (newest first). */
export async function findApplication(db: Db, id: string) {
  const found = await findProfileWithEmail(db, id);
  if (!found) throw profileNotFound();
  const [documents, reviews] = await Promise.all([credentialDocuments(db, found.profile), reviewsOf(db, id)]);
  return { found, documents, reviews };
}

/**
 * An admin's (or the service role's) decision on a profile: the status change, its review row,
 * the audit record and the expert's mail in one transaction; a suspension releases the expert's
 * open cases (the cases' releaseCasesOf).
 */
export async function decideApplication(
  db: Db,
  config: Config,
  reviewer: Caller,
  id: string,
  body: { decision: ExpertDecision; reason?: string | null | undefined },
  ip: string,
) {
  const transition = expertDecisionTransitions[body.decision];
  return db.transaction(async (tx) => {
    const existing = await lockProfile(tx, id);
    if (!existing) throw profileNotFound();
    if (reviewer.kind === 'user' && reviewer.user.id === id) {
      throw new ApiError(403, 'expert_self_review', 'An admin cannot decide on their own expert profile');
    }
    if (existing.status !== transition.from) throw statusConflict(existing.status, body.decision);
    const now = new Date();
    const reason = body.reason || null;
    const saved = await updateProfile(tx, id, {
      status: transition.to,
      decidedAt: now,
      statusReason: transition.reasonRequired ? reason : null,
      updatedAt: now,
    });
    const review = await insertReview(tx, {
      expertId: id,
      reviewerId: reviewer.kind === 'user' ? reviewer.user.id : null,
      reviewerEmail: reviewer.kind === 'user' ? reviewer.user.email : null,
      byServiceRole: reviewer.kind === 'service',
      decision: body.decision,
      fromStatus: existing.status,
      toStatus: transition.to,
      reason,
      createdAt: now,
    });
    // A suspended expert's open cases go back to the other experts at once (the cases' service).
    if (body.decision === 'suspend') {
      await releaseCasesOf(tx, config, id, {
        role: 'admin',
        id: reviewer.kind === 'user' ? reviewer.user.id : null,
      });
    }
    const expertEmail = (await accountEmail(tx, id)) ?? null;
    await recordAudit(tx, {
      actor:
        reviewer.kind === 'user'
          ? { kind: 'user', id: reviewer.user.id, email: reviewer.user.email }
          : serviceRoleActor,
      action: auditActions[body.decision],
      traits: {
        user_id: id,
        user_email: expertEmail,
        from_status: existing.status,
        to_status: transition.to,
        review_id: review.id,
      },
      ip,
    });
    if (expertEmail) {
      const path = body.decision === 'reject' ? expertPortalPaths.application : expertPortalPaths.portal;
      await enqueueMail(tx, expertEmail, {
        kind: 'expert_decision',
        lang: saved.lang,
        decision: body.decision,
        reason,
        link: `${config.siteUrl}${path}`,
      });
    }
    return { profile: saved, review, email: expertEmail };
  });
}

type DirectoryQuery = z.output<typeof expertDirectoryQuery>;

/** One page of the approved experts who fit the query. */
export function listDirectory(db: Db, query: DirectoryQuery) {
  const filter = { focusArea: query.focus_area, language: query.language, format: query.format, region: query.region };
  return directoryPage(db, filter, pageOf(query.page, query.per_page));
}

/** An approved expert's profile, else 404. */
export async function findPublicExpert(db: Db, id: string): Promise<ExpertProfileRow> {
  const row = await findApprovedProfile(db, id);
  if (!row) throw profileNotFound();
  return row;
}

// ── What other domains call ─────────────────────────────────────────────────────────────────────

/** The account export's part: the profile and its decisions (without who decided). */
export async function expertExport(
  db: Executor,
  config: Config,
  userId: string,
): Promise<{
  expert_profile: ExpertProfile | null;
  expert_reviews: Array<Omit<ExpertReview, 'reviewer_id' | 'reviewer_email'>>;
}> {
  const [profile, reviews] = await Promise.all([findProfile(db, userId), reviewsOf(db, userId)]);
  return {
    expert_profile: profile ? profileJson(config, profile) : null,
    expert_reviews: reviews.map((row) => {
      const { reviewer_id: _id, reviewer_email: _email, ...rest } = reviewJson(row);
      return rest;
    }),
  };
}

/**
 * An account's deletion: the decisions the person took as an admin stay on record without them
 * (their id is set null by its foreign key) and without their address. Runs in the deletion's transaction.
 */
export function forgetReviewer(tx: Executor, userId: string): Promise<void> {
  return clearReviewerEmail(tx, userId);
}
