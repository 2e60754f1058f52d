// The one-time move of checklist ticks out of user metadata (migration 0002): a database migrated
// up to 0001 gets users with ticks in their metadata, then the rest of the migrations run.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../test/global-setup';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder that ends with `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'cc-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(end).toBeGreaterThanOrEqual(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return folder;
}

let client: PGlite;
let before: string;

beforeAll(async () => {
  client = await PGlite.create();
  before = migrationsUpTo('0001_results');
  await migrate(drizzle(client), { migrationsFolder: before });
}, 60_000);

afterAll(async () => {
  await client.close();
  rmSync(before, { recursive: true, force: true });
});

async function insertUser(email: string, metadata: unknown): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id`,
    [email, JSON.stringify(metadata)],
  );
  return rows[0]!.id;
}

it('moves the ticks from user_metadata.checklists into the table once and drops the key', async () => {
  const ada = await insertUser('ada@example.com', {
    first_name: 'Ada',
    checklists: { 'konflikt-analyse': ['trigger', 'parties'], 'werte-radar': ['x1'], broken: 'not-a-list' },
  });
  const bob = await insertUser('bob@example.com', { checklists: { 'konflikt-stil': [1, null, 'pause'] } });
  const eve = await insertUser('eve@example.com', { checklists: 'nonsense', lang: 'en' });
  const none = await insertUser('none@example.com', {});

  await migrate(drizzle(client), { migrationsFolder });

  const { rows } = await client.query<{ user_id: string; checklist_id: string; item_id: string }>(
    `select user_id, checklist_id, item_id from app.checklist_progress order by user_id, checklist_id, item_id`,
  );
  const ticks = (id: string) =>
    rows.filter((row) => row.user_id === id).map((row) => `${row.checklist_id}/${row.item_id}`);
  expect(ticks(ada).sort()).toEqual(['konflikt-analyse/parties', 'konflikt-analyse/trigger', 'werte-radar/x1']);
  expect(ticks(bob)).toEqual(['konflikt-stil/pause']);
  expect(ticks(eve)).toEqual([]);
  expect(ticks(none)).toEqual([]);

  const metadata = await client.query<{ id: string; raw_user_meta_data: Record<string, unknown> }>(
    `select id, raw_user_meta_data from auth.users`,
  );
  const of = (id: string) => metadata.rows.find((row) => row.id === id)!.raw_user_meta_data;
  expect(of(ada)).toEqual({ first_name: 'Ada' });
  expect(of(bob)).toEqual({});
  expect(of(eve)).toEqual({ lang: 'en' });
  expect(of(none)).toEqual({});

  // Applied once: running the migrations again changes nothing.
  await migrate(drizzle(client), { migrationsFolder });
  const again = await client.query(`select * from app.checklist_progress`);
  expect(again.rows).toHaveLength(rows.length);
}, 60_000);
