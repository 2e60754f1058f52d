// Every query of the experts' tables (tables.ts): the profiles and their review records. Each
// function takes an Executor, so the service decides what runs in one transaction. The applicants'
// addresses (auth.users) are read through db/schema until auth is a module of its own; the
// credential documents' metadata is the storage module's (its service's findObjects).
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { expertProfiles, expertReviews } from './tables';

export type ExpertProfileRow = typeof expertProfiles.$inferSelect;
export type ExpertReviewRow = typeof expertReviews.$inferSelect;
export type NewExpertReviewRow = typeof expertReviews.$inferInsert;
export type ExpertProfileChanges = Partial<Omit<ExpertProfileRow, 'userId' | 'createdAt'>>;

/** A page of rows: `limit` and `offset` of page `page` (1-based). */
export interface Page {
  limit: number;
  offset: number;
}

// ── One profile ─────────────────────────────────────────────────────────────────────────────────

export async function findProfile(db: Executor, userId: string): Promise<ExpertProfileRow | undefined> {
  const [row] = await db.select().from(expertProfiles).where(eq(expertProfiles.userId, userId));
  return row;
}

/** The profile, locked for the transaction. */
export async function lockProfile(tx: Executor, userId: string): Promise<ExpertProfileRow | undefined> {
  const [row] = await tx.select().from(expertProfiles).where(eq(expertProfiles.userId, userId)).for('update');
  return row;
}

/** Makes the user's (draft) profile unless there is one. */
export async function ensureProfile(tx: Executor, userId: string): Promise<void> {
  await tx.insert(expertProfiles).values({ userId }).onConflictDoNothing();
}

export async function updateProfile(
  tx: Executor,
  userId: string,
  changes: ExpertProfileChanges,
): Promise<ExpertProfileRow> {
  const [saved] = await tx.update(expertProfiles).set(changes).where(eq(expertProfiles.userId, userId)).returning();
  return saved!;
}

/** An approved expert's profile, else undefined. */
export async function findApprovedProfile(db: Executor, userId: string): Promise<ExpertProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(expertProfiles)
    .where(and(eq(expertProfiles.userId, userId), eq(expertProfiles.status, 'approved')));
  return row;
}

/** The profile with its owner's address. */
export async function findProfileWithEmail(db: Executor, userId: string) {
  const [found] = await db
    .select({ profile: expertProfiles, email: users.email })
    .from(expertProfiles)
    .innerJoin(users, eq(users.id, expertProfiles.userId))
    .where(eq(expertProfiles.userId, userId));
  return found;
}

/** The account's address (null without one, undefined without the account). */
export async function accountEmail(db: Executor, userId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

// ── Lists ───────────────────────────────────────────────────────────────────────────────────────

/** One page of the profiles of a status (oldest submission first), with the applicants' addresses, and their number. */
export async function applicationsPage(db: Executor, status: ExpertProfileRow['status'], page: Page) {
  const where = eq(expertProfiles.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ profile: expertProfiles, email: users.email })
      .from(expertProfiles)
      .innerJoin(users, eq(users.id, expertProfiles.userId))
      .where(where)
      // Oldest submission first (ascending puts never-submitted profiles last), then oldest change.
      .orderBy(asc(expertProfiles.submittedAt), asc(expertProfiles.updatedAt), asc(expertProfiles.userId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(expertProfiles).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export interface DirectoryFilter {
  focusArea?: string | null | undefined;
  language?: string | null | undefined;
  format?: string | null | undefined;
  region?: string | null | undefined;
}

/** One page of the approved experts who fit the filter (longest approved first), and their number. */
export async function directoryPage(db: Executor, filter: DirectoryFilter, page: Page) {
  const conditions: SQL[] = [eq(expertProfiles.status, 'approved')];
  if (filter.focusArea) conditions.push(sql`${filter.focusArea} = any(${expertProfiles.focusAreas})`);
  if (filter.language) conditions.push(sql`${filter.language} = any(${expertProfiles.languages})`);
  if (filter.format) conditions.push(sql`${filter.format} = any(${expertProfiles.formats})`);
  // A substring, not a pattern: position() needs no escaping of % and _ typed by a visitor.
  if (filter.region) conditions.push(sql`position(lower(${filter.region}) in lower(${expertProfiles.cityRegion})) > 0`);
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(expertProfiles)
      .where(where)
      .orderBy(asc(expertProfiles.decidedAt), asc(expertProfiles.userId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(expertProfiles).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

// ── Reviews ─────────────────────────────────────────────────────────────────────────────────────

/** The decisions on the expert's profile, newest first. */
export function reviewsOf(db: Executor, expertId: string): Promise<ExpertReviewRow[]> {
  return db
    .select()
    .from(expertReviews)
    .where(eq(expertReviews.expertId, expertId))
    .orderBy(desc(expertReviews.createdAt), desc(expertReviews.id));
}

export async function insertReview(tx: Executor, values: NewExpertReviewRow): Promise<ExpertReviewRow> {
  const [review] = await tx.insert(expertReviews).values(values).returning();
  return review!;
}

/** The reviewer's address leaves the decisions they took (their id goes with its foreign key). */
export async function clearReviewerEmail(tx: Executor, reviewerId: string): Promise<void> {
  await tx.update(expertReviews).set({ reviewerEmail: null }).where(eq(expertReviews.reviewerId, reviewerId));
}
