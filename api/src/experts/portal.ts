// The expert portal's rules and rows (docs/api.md "The expert portal"): a user's profile and
// application, the admin review and the public directory of approved experts. Status changes only
// through submit, withdraw and decisions, each checked against the current status inside a
// transaction that locks the profile row. The HTTP edge is routes/functions/experts.ts.
import type { ExpertFieldError, expertDirectoryQuery, listExpertApplicationsQuery } from '@cc/shared-contract';
import {
  type ExpertDecision,
  expertDecisionTransitions,
  expertPortalPaths,
  type ExpertProfileStatus,
} from '@cc/shared-domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditAction, recordAudit, serviceRoleActor } from '../auth/audit';
import { releaseCasesOf } from '../modules/cases/service';
import type { Config } from '../config';
import type { Db, Executor } from '../db/client';
import { expertProfiles, expertReviews, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Caller } from '../identity/caller';
import { enqueueMail } from '../mail/outbox';
import {
  changesOf,
  changesReviewedFields,
  completenessErrors,
  credentialDocuments,
  missingCredentialErrors,
  type ExpertProfileRow,
  type SavedFields,
} from './store';

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

async function lockProfile(tx: Executor, userId: string): Promise<ExpertProfileRow | undefined> {
  const [row] = await tx.select().from(expertProfiles).where(eq(expertProfiles.userId, userId)).for('update');
  return row;
}

/** Submitting, and keeping an approved profile complete: every field, and the documents in storage. */
async function submissionErrors(tx: Executor, row: ExpertProfileRow): Promise<ExpertFieldError[]> {
  return [...completenessErrors(row), ...(await missingCredentialErrors(tx, row))];
}

const pageOf = (page: number, perPage: number) => ({ limit: perPage, offset: (page - 1) * perPage });

/** The user's own profile, if they started one. */
export async function ownProfile(db: Db, userId: string): Promise<ExpertProfileRow | undefined> {
  const [row] = await db.select().from(expertProfiles).where(eq(expertProfiles.userId, userId));
  return row;
}

/**
 * Saves the user's profile (made on first save). Locked while under review or suspended; an
 * approved profile stays complete, and a change of what the review verified goes back to review.
 */
export async function saveProfile(db: Db, userId: string, body: SavedFields): Promise<ExpertProfileRow> {
  const changes = changesOf(body);
  return db.transaction(async (tx) => {
    await tx.insert(expertProfiles).values({ userId: userId }).onConflictDoNothing();
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
    const [saved] = await tx.update(expertProfiles).set(update).where(eq(expertProfiles.userId, userId)).returning();
    return saved!;
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
    const [saved] = await tx
      .update(expertProfiles)
      .set({ status: 'submitted', submittedAt: now, statusReason: null, updatedAt: now })
      .where(eq(expertProfiles.userId, userId))
      .returning();
    return saved!;
  });
}

/** A profile under review goes back to draft. */
export async function withdrawProfile(db: Db, userId: string): Promise<ExpertProfileRow> {
  return db.transaction(async (tx) => {
    const existing = await lockProfile(tx, userId);
    if (!existing) throw profileNotFound();
    if (existing.status !== 'submitted') throw statusConflict(existing.status, 'withdraw');
    const [saved] = await tx
      .update(expertProfiles)
      .set({ status: 'draft', submittedAt: null, updatedAt: new Date() })
      .where(eq(expertProfiles.userId, userId))
      .returning();
    return saved!;
  });
}

type ApplicationsQuery = z.output<typeof listExpertApplicationsQuery>;

/** One page of the applications of a status (oldest submission first), with the applicants' addresses. */
export async function listApplications(db: Db, query: ApplicationsQuery) {
  const where = eq(expertProfiles.status, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ profile: expertProfiles, email: users.email })
      .from(expertProfiles)
      .innerJoin(users, eq(users.id, expertProfiles.userId))
      .where(where)
      // Oldest submission first (ascending puts never-submitted profiles last), then oldest change.
      .orderBy(asc(expertProfiles.submittedAt), asc(expertProfiles.updatedAt), asc(expertProfiles.userId))
      .limit(pageOf(query.page, query.per_page).limit)
      .offset(pageOf(query.page, query.per_page).offset),
    db.select({ value: count() }).from(expertProfiles).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** An application with its credential documents and its reviews (newest first). */
export async function findApplication(db: Db, id: string) {
  const [found] = await db
    .select({ profile: expertProfiles, email: users.email })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .where(eq(expertProfiles.userId, id));
  if (!found) throw profileNotFound();
  const [documents, reviews] = await Promise.all([
    credentialDocuments(db, found.profile),
    db
      .select()
      .from(expertReviews)
      .where(eq(expertReviews.expertId, id))
      .orderBy(desc(expertReviews.createdAt), desc(expertReviews.id)),
  ]);
  return { found, documents, reviews };
}

/**
 * An admin's (or the service role's) decision on a profile: the status change, its review row,
 * the audit record and the expert's mail in one transaction; a suspension releases the expert's
 * open cases (modules/cases/release.ts).
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
    const [saved] = await tx
      .update(expertProfiles)
      .set({
        status: transition.to,
        decidedAt: now,
        statusReason: transition.reasonRequired ? reason : null,
        updatedAt: now,
      })
      .where(eq(expertProfiles.userId, id))
      .returning();
    const [review] = await tx
      .insert(expertReviews)
      .values({
        expertId: id,
        reviewerId: reviewer.kind === 'user' ? reviewer.user.id : null,
        reviewerEmail: reviewer.kind === 'user' ? reviewer.user.email : null,
        byServiceRole: reviewer.kind === 'service',
        decision: body.decision,
        fromStatus: existing.status,
        toStatus: transition.to,
        reason,
        createdAt: now,
      })
      .returning();
    // A suspended expert's open cases go back to the other experts at once (modules/cases/release.ts).
    if (body.decision === 'suspend') {
      await releaseCasesOf(tx, config, id, {
        role: 'admin',
        id: reviewer.kind === 'user' ? reviewer.user.id : null,
      });
    }
    const [expert] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
    await recordAudit(tx, {
      actor:
        reviewer.kind === 'user'
          ? { kind: 'user', id: reviewer.user.id, email: reviewer.user.email }
          : serviceRoleActor,
      action: auditActions[body.decision],
      traits: {
        user_id: id,
        user_email: expert?.email ?? null,
        from_status: existing.status,
        to_status: transition.to,
        review_id: review!.id,
      },
      ip,
    });
    if (expert?.email) {
      const path = body.decision === 'reject' ? expertPortalPaths.application : expertPortalPaths.portal;
      await enqueueMail(tx, expert.email, {
        kind: 'expert_decision',
        lang: saved!.lang,
        decision: body.decision,
        reason,
        link: `${config.siteUrl}${path}`,
      });
    }
    return { profile: saved!, review: review!, email: expert?.email ?? null };
  });
}

type DirectoryQuery = z.output<typeof expertDirectoryQuery>;

/** One page of the approved experts who fit the query. */
export async function listDirectory(db: Db, query: DirectoryQuery) {
  const conditions: SQL[] = [eq(expertProfiles.status, 'approved')];
  if (query.focus_area) conditions.push(sql`${query.focus_area} = any(${expertProfiles.focusAreas})`);
  if (query.language) conditions.push(sql`${query.language} = any(${expertProfiles.languages})`);
  if (query.format) conditions.push(sql`${query.format} = any(${expertProfiles.formats})`);
  // A substring, not a pattern: position() needs no escaping of % and _ typed by a visitor.
  if (query.region) conditions.push(sql`position(lower(${query.region}) in lower(${expertProfiles.cityRegion})) > 0`);
  const where = and(...conditions);
  const { limit, offset } = pageOf(query.page, query.per_page);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(expertProfiles)
      .where(where)
      .orderBy(asc(expertProfiles.decidedAt), asc(expertProfiles.userId))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(expertProfiles).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** An approved expert's profile, else 404. */
export async function findPublicExpert(db: Db, id: string): Promise<ExpertProfileRow> {
  const [row] = await db
    .select()
    .from(expertProfiles)
    .where(and(eq(expertProfiles.userId, id), eq(expertProfiles.status, 'approved')));
  if (!row) throw profileNotFound();
  return row;
}
