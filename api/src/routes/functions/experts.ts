// The expert portal (docs/api.md "The expert portal"): a signed-in user's profile and application,
// the admin review and the public directory of approved experts (their cases: cases.ts).
// Status changes only through submit, withdraw and decisions, each checked against the current
// status inside a transaction that locks the profile row.
import { endpoints, type ExpertFieldError, expertFieldErrors } from '@cc/shared-contract';
import {
  type ExpertDecision,
  expertDecisionTransitions,
  expertPortalPaths,
  type ExpertProfileStatus,
} from '@cc/shared-domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Hono, MiddlewareHandler } from 'hono';
import {
  applicationJson,
  changesOf,
  changesReviewedFields,
  completenessErrors,
  credentialDocuments,
  foreignObjectErrors,
  missingCredentialErrors,
  profileJson,
  publicExpertJson,
  reviewJson,
  type ExpertProfileRow,
} from '../../experts/store';
import type { Executor } from '../../db/client';
import { expertProfiles, expertReviews, users } from '../../db/schema';
import { type AuditAction, recordAudit, serviceRoleActor } from '../../auth/audit';
import { type AppEnv, clientIp } from '../../http/context';
import { ApiError } from '../../http/errors';
import { respond, validBody, validQuery } from '../../http/validate';
import { enqueueMail } from '../../mail/outbox';
import { releaseCasesOf } from '../../cases/release';
import { uuidShape } from '../../db/uuid';
import { identifyCaller, requireReviewer } from '../../identity/middleware';

const {
  getExpertProfile,
  saveExpertProfile,
  submitExpertProfile,
  withdrawExpertProfile,
  listExpertApplications,
  getExpertApplication,
  decideExpertApplication,
  listExpertDirectory,
  getPublicExpert,
} = endpoints;

/** The audit record's action of each decision. */
const auditActions: Record<ExpertDecision, AuditAction> = {
  approve: 'expert_approved',
  reject: 'expert_rejected',
  suspend: 'expert_suspended',
  reinstate: 'expert_reinstated',
};

const profileNotFound = () => new ApiError(404, 'not_found', 'No expert profile');
const invalidFields = (fields: ExpertFieldError[]) =>
  new ApiError(400, 'expert_profile_invalid', 'Some fields of the expert profile are refused', { details: { fields } });
const incomplete = (fields: ExpertFieldError[]) =>
  new ApiError(422, 'expert_profile_incomplete', 'The expert profile is not complete', { details: { fields } });
const statusConflict = (status: ExpertProfileStatus, action: string) =>
  new ApiError(409, 'expert_status_conflict', `Cannot ${action} a profile that is ${status}`, { details: { status } });

/** Signed-in users only: an expert needs an account (guests and anonymous callers are 401). */
const requireAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  const caller = await identifyCaller(c);
  if (caller.kind !== 'user') {
    throw new ApiError(401, 'not_authenticated', 'Sign in with an account to use the expert portal');
  }
  c.set('caller', caller);
  await next();
};

function signedInUser(c: { get(key: 'caller'): AppEnv['Variables']['caller'] }) {
  const caller = c.get('caller');
  if (caller.kind !== 'user') throw new Error('requireAccount must run first');
  return caller;
}

/** The `:id` of an expert (a user id); anything but a UUID names nobody. */
function expertId(id: string | undefined): string {
  if (!id || !uuidShape.test(id)) throw profileNotFound();
  return id.toLowerCase();
}

async function lockProfile(tx: Executor, userId: string): Promise<ExpertProfileRow | undefined> {
  const [row] = await tx.select().from(expertProfiles).where(eq(expertProfiles.userId, userId)).for('update');
  return row;
}

/** Submitting, and keeping an approved profile complete: every field, and the documents in storage. */
async function submissionErrors(tx: Executor, row: ExpertProfileRow): Promise<ExpertFieldError[]> {
  return [...completenessErrors(row), ...(await missingCredentialErrors(tx, row))];
}

const pageOf = (page: number, perPage: number) => ({ limit: perPage, offset: (page - 1) * perPage });

export function expertRoutes(app: Hono<AppEnv>): void {
  // ── The expert's own profile ──────────────────────────────────────────────────────────────

  app.get(getExpertProfile.path, requireAccount, async (c) => {
    const { db, config } = c.get('services');
    const { user } = signedInUser(c);
    const [row] = await db.select().from(expertProfiles).where(eq(expertProfiles.userId, user.id));
    return respond(c, getExpertProfile, { profile: row ? profileJson(config, row) : null });
  });

  app.put(
    saveExpertProfile.path,
    requireAccount,
    validBody(saveExpertProfile, { invalid: (error) => invalidFields(expertFieldErrors(error)) }),
    async (c) => {
      const { db, config } = c.get('services');
      const { user } = signedInUser(c);
      const body = c.req.valid('json');
      const foreign = foreignObjectErrors(user.id, body);
      if (foreign.length) throw invalidFields(foreign);
      const changes = changesOf(body);
      const row = await db.transaction(async (tx) => {
        await tx.insert(expertProfiles).values({ userId: user.id }).onConflictDoNothing();
        const existing = (await lockProfile(tx, user.id))!;
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
        const [saved] = await tx
          .update(expertProfiles)
          .set(update)
          .where(eq(expertProfiles.userId, user.id))
          .returning();
        return saved!;
      });
      return respond(c, saveExpertProfile, { profile: profileJson(config, row) });
    },
  );

  app.post(submitExpertProfile.path, requireAccount, async (c) => {
    const { db, config } = c.get('services');
    const { user } = signedInUser(c);
    const row = await db.transaction(async (tx) => {
      const existing = await lockProfile(tx, user.id);
      if (!existing) throw profileNotFound();
      if (existing.status !== 'draft' && existing.status !== 'rejected')
        throw statusConflict(existing.status, 'submit');
      const errors = await submissionErrors(tx, existing);
      if (errors.length) throw incomplete(errors);
      const now = new Date();
      const [saved] = await tx
        .update(expertProfiles)
        .set({ status: 'submitted', submittedAt: now, statusReason: null, updatedAt: now })
        .where(eq(expertProfiles.userId, user.id))
        .returning();
      return saved!;
    });
    return respond(c, submitExpertProfile, { profile: profileJson(config, row) });
  });

  app.post(withdrawExpertProfile.path, requireAccount, async (c) => {
    const { db, config } = c.get('services');
    const { user } = signedInUser(c);
    const row = await db.transaction(async (tx) => {
      const existing = await lockProfile(tx, user.id);
      if (!existing) throw profileNotFound();
      if (existing.status !== 'submitted') throw statusConflict(existing.status, 'withdraw');
      const [saved] = await tx
        .update(expertProfiles)
        .set({ status: 'draft', submittedAt: null, updatedAt: new Date() })
        .where(eq(expertProfiles.userId, user.id))
        .returning();
      return saved!;
    });
    return respond(c, withdrawExpertProfile, { profile: profileJson(config, row) });
  });

  // ── Admin review ──────────────────────────────────────────────────────────────────────────

  app.get(listExpertApplications.path, requireReviewer, validQuery(listExpertApplications), async (c) => {
    const { db, config } = c.get('services');
    const query = c.req.valid('query');
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
    return respond(c, listExpertApplications, {
      applications: rows.map(({ profile, email }) => {
        const json = applicationJson(config, profile, email);
        return {
          user_id: json.user_id,
          email: json.email,
          status: json.status,
          display_name: json.display_name,
          title: json.title,
          focus_areas: json.focus_areas,
          languages: json.languages,
          submitted_at: json.submitted_at,
          decided_at: json.decided_at,
          updated_at: json.updated_at,
        };
      }),
      total: total?.value ?? 0,
      page: query.page,
      per_page: query.per_page,
    });
  });

  app.get(getExpertApplication.path, requireReviewer, async (c) => {
    const { db, config } = c.get('services');
    const id = expertId(c.req.param('id'));
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
    return respond(c, getExpertApplication, {
      application: applicationJson(config, found.profile, found.email),
      documents,
      reviews: reviews.map(reviewJson),
    });
  });

  app.post(decideExpertApplication.path, requireReviewer, validBody(decideExpertApplication), async (c) => {
    const { db, config } = c.get('services');
    const reviewer = c.get('caller');
    const id = expertId(c.req.param('id'));
    const body = c.req.valid('json');
    const transition = expertDecisionTransitions[body.decision];
    const result = await db.transaction(async (tx) => {
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
      // A suspended expert's open cases go back to the other experts at once (cases/release.ts).
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
        ip: clientIp(c),
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
    c.get('services').mailQueued();
    return respond(c, decideExpertApplication, {
      application: applicationJson(config, result.profile, result.email),
      review: reviewJson(result.review),
    });
  });

  // ── Public directory ──────────────────────────────────────────────────────────────────────

  app.get(listExpertDirectory.path, validQuery(listExpertDirectory), async (c) => {
    const { db, config } = c.get('services');
    const query = c.req.valid('query');
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
    return respond(c, listExpertDirectory, {
      experts: rows.map((row) => publicExpertJson(config, row)),
      total: total?.value ?? 0,
      page: query.page,
      per_page: query.per_page,
    });
  });

  app.get(getPublicExpert.path, async (c) => {
    const { db, config } = c.get('services');
    const id = expertId(c.req.param('id'));
    const [row] = await db
      .select()
      .from(expertProfiles)
      .where(and(eq(expertProfiles.userId, id), eq(expertProfiles.status, 'approved')));
    if (!row) throw profileNotFound();
    return respond(c, getPublicExpert, { ...publicExpertJson(config, row), qualifications: row.qualifications });
  });
}
