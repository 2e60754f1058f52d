// The experts' tables: a user's expert profile (the application and the directory entry) and the
// record of every decision on it. Queried by repo.ts; the cases' repo reads expert_profiles in its
// own statements (docs/architecture.md, "The experts module and the cases' joins").
import type { AdvisorLanguage } from '@cc/shared-contract';
import type {
  ExpertDecision,
  ExpertFocusArea,
  ExpertFormat,
  ExpertLanguage,
  ExpertProfileStatus,
} from '@cc/shared-domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema/auth';
import { tz, createdAt, updatedAt, app } from '../../platform/db/schema/common';

/**
 * A user's expert profile and application, one per user (the user id is the key). Status and its
 * reason change only through submit, withdraw and an admin's decision (docs/api.md "The expert
 * portal"); photo and credential documents are Storage object paths under `<user id>/`.
 */
export const expertProfiles = app.table(
  'expert_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ExpertProfileStatus>().notNull().default('draft'),
    displayName: text('display_name'),
    title: text('title'),
    /** Object path in the public `avatars` bucket. */
    photoPath: text('photo_path'),
    bioDe: text('bio_de'),
    bioEn: text('bio_en'),
    focusAreas: text('focus_areas')
      .array()
      .$type<ExpertFocusArea[]>()
      .notNull()
      .default(sql`'{}'`),
    languages: text('languages')
      .array()
      .$type<ExpertLanguage[]>()
      .notNull()
      .default(sql`'{}'`),
    formats: text('formats')
      .array()
      .$type<ExpertFormat[]>()
      .notNull()
      .default(sql`'{}'`),
    cityRegion: text('city_region'),
    /** Euro cents per hour. */
    feePerHourCents: integer('fee_per_hour_cents'),
    firstTalkFree: boolean('first_talk_free').notNull().default(false),
    qualifications: text('qualifications'),
    /** Object paths in the private `credentials` bucket. */
    credentialPaths: text('credential_paths')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The language of mails about the application. */
    lang: text('lang').$type<AdvisorLanguage>().notNull().default('de'),
    /** Why the profile was rejected or suspended; cleared when it leaves that status. */
    statusReason: text('status_reason'),
    submittedAt: tz('submitted_at'),
    decidedAt: tz('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('expert_profiles_status_idx').on(t.status, t.submittedAt),
    check('expert_profiles_status', sql`${t.status} in ('draft', 'submitted', 'approved', 'rejected', 'suspended')`),
  ],
);

/**
 * The record of every decision on an expert profile: who (an admin, or the service-role key),
 * when, what, from which status to which, and why. Deleted with the profile; an admin's account
 * deletion keeps the record without the admin.
 */
export const expertReviews = app.table(
  'expert_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.userId, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reviewer's address when deciding (kept for the record). */
    reviewerEmail: text('reviewer_email'),
    byServiceRole: boolean('by_service_role').notNull().default(false),
    decision: text('decision').$type<ExpertDecision>().notNull(),
    fromStatus: text('from_status').$type<ExpertProfileStatus>().notNull(),
    toStatus: text('to_status').$type<ExpertProfileStatus>().notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('expert_reviews_expert_id_idx').on(t.expertId, t.createdAt),
    index('expert_reviews_reviewer_id_idx').on(t.reviewerId),
  ],
);
