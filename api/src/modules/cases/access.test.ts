// The access rules exist twice (SQL in repo.ts for lists and the accept, pure functions in
// access.ts for the realtime feed): over every combination of request and expert profile below, both say the same.
import { randomUUID } from 'node:crypto';
import type { CaseFormat, CaseStatus, ExpertFocusArea } from '@cc/shared-domain';
import { eq, type SQL } from 'drizzle-orm';
import { caseDeclines, expertProfiles, expertRequests, users } from '../../platform/db/all-tables';
import type { Caller } from '../../identity/caller';
import { startTestApi, type TestApi } from '../../test/harness';
import { inInbox, isClient, meantFor } from './access';
import {
  assignedCondition,
  clientCondition,
  declinedCondition,
  inboxCondition,
  meantForCondition,
  type CaseRow,
  type ExpertProfileRow,
} from './repo';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { JOBS: 'false', MAIL_WORKER: 'false' } });
});

afterAll(async () => {
  await api.close();
});

let counter = 0;
async function user(): Promise<string> {
  counter += 1;
  const [row] = await api.db
    .insert(users)
    .values({ email: `access-${counter}@example.com` })
    .returning({ id: users.id });
  return row!.id;
}

it('the SQL conditions and the pure rules agree on every request for every expert', async () => {
  const profiles: Array<Pick<ExpertProfileRow, 'focusAreas' | 'languages' | 'formats' | 'status'>> = [
    {
      status: 'approved',
      focusAreas: ['team', 'co_founder'],
      languages: ['de', 'en'],
      formats: ['online', 'in_person'],
    },
    { status: 'approved', focusAreas: ['leadership'], languages: ['fr'], formats: ['online'] },
    { status: 'approved', focusAreas: [], languages: ['de'], formats: ['in_person'] },
    { status: 'suspended', focusAreas: ['team'], languages: ['de'], formats: ['online'] },
    { status: 'submitted', focusAreas: ['team'], languages: ['de'], formats: ['online'] },
  ];
  const experts: ExpertProfileRow[] = [];
  for (const profile of profiles) {
    const id = await user();
    const [row] = await api.db
      .insert(expertProfiles)
      .values({ userId: id, ...profile } as typeof expertProfiles.$inferInsert)
      .returning();
    experts.push(row!);
  }
  const client = await user();
  const focuses: Array<ExpertFocusArea | null> = [null, 'team', 'leadership'];
  const langs = ['de', 'fr'] as const;
  const formats: CaseFormat[] = ['any', 'online', 'in_person'];
  const statuses: CaseStatus[] = ['neu', 'angenommen', 'storniert'];
  const owners = [client, experts[0]!.userId];
  const addressed = [null, experts[0]!.userId, experts[1]!.userId];
  let made = 0;
  for (const focus of focuses)
    for (const lang of langs)
      for (const format of formats)
        for (const status of statuses)
          for (const to of addressed)
            for (const owner of owners) {
              // Accepted and later statuses have an expert: the first profile takes every other one.
              const expertId = status === 'neu' ? null : made % 2 ? experts[0]!.userId : experts[1]!.userId;
              made += 1;
              await api.db.insert(expertRequests).values({
                userId: owner,
                topic: 't',
                lang,
                summary: 's',
                contactEmail: 'c@example.com',
                consentAt: new Date(),
                status,
                focus,
                format,
                addressedTo: to,
                expertId,
              });
            }
  const rows = await api.db.select().from(expertRequests);
  expect(rows).toHaveLength(made);
  // Two experts declined some open requests.
  for (const row of rows.filter((_, index) => index % 5 === 0)) {
    await api.db.insert(caseDeclines).values({ requestId: row.id, expertId: experts[0]!.userId, reason: null });
    await api.db.insert(caseDeclines).values({ requestId: row.id, expertId: experts[2]!.userId, reason: null });
  }

  const ids = (where: SQL) =>
    api.db
      .select({ id: expertRequests.id })
      .from(expertRequests)
      .where(where)
      .then((found) => new Set(found.map((item) => item.id)));
  for (const expert of experts) {
    const declined = await ids(declinedCondition(expert.userId));
    const inbox = await ids(inboxCondition(expert.userId));
    const meant = await ids(meantForCondition(expert.userId));
    const assigned = await ids(assignedCondition(expert.userId));
    for (const row of rows as CaseRow[]) {
      const label = `${expert.status} ${expert.focusAreas.join('/')} × ${JSON.stringify([row.focus, row.lang, row.format, row.status, row.addressedTo === expert.userId, row.userId === expert.userId])}`;
      expect([label, inbox.has(row.id)]).toEqual([label, inInbox(expert, row, declined.has(row.id))]);
      expect([label, meant.has(row.id)]).toEqual([label, meantFor(expert, row)]);
      expect(assigned.has(row.id)).toBe(row.expertId === expert.userId);
    }
  }
  // Sanity: the rules are not vacuous.
  const firstInbox = await ids(inboxCondition(experts[0]!.userId));
  expect(firstInbox.size).toBeGreaterThan(0);
  expect(await ids(inboxCondition(experts[3]!.userId))).toEqual(new Set());

  // The client condition and isClient agree, for users and guests.
  const [clientUser] = await api.db.select().from(users).where(eq(users.id, client));
  const asClient: Caller = { kind: 'user', user: clientUser!, aal: 'aal1', sessionId: randomUUID() };
  const owned = await ids(clientCondition(asClient)!);
  for (const row of rows) expect(owned.has(row.id)).toBe(isClient(asClient, row));
  expect(clientCondition({ kind: 'anonymous' })).toBeNull();
  expect(clientCondition({ kind: 'service' })).toBeNull();
  const now = new Date();
  const lead = {
    id: client,
    email: 'gast@example.com',
    firstName: 'Gina',
    lang: 'de',
    consentAt: now,
    createdAt: now,
    updatedAt: now,
  };
  expect(isClient({ kind: 'guest', lead }, rows[0]!)).toBe(false);
  await api.db.delete(expertRequests).where(eq(expertRequests.userId, client));
});
