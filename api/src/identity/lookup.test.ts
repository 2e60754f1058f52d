// The lookup behind every authenticated request (user, session, identities, factors in one query),
// on the database the test runs on; on PGlite it is a server-side prepared statement.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../platform/db/client';
import { createConfirmedUser, startTestApi, type TestApi } from '../test/harness';
import { lookupAuth } from './lookup';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api.close());

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; session_id: string };

describe('lookupAuth', () => {
  it('answers the user, the session and the identities, and null for an unknown or malformed id', async () => {
    const user = await createConfirmedUser(api);
    const { sub, session_id } = claims(user.accessToken);
    for (let round = 0; round < 2; round++) {
      const found = await lookupAuth(api.db, sub, session_id);
      expect(found?.user).toMatchObject({ id: sub, email: user.email });
      expect(found?.user.createdAt).toBeInstanceOf(Date);
      expect(found?.session).toMatchObject({ userId: sub, aal: 'aal1' });
      expect(found?.identities.map((identity) => identity.provider)).toEqual(['email']);
      expect(found?.factors).toEqual([]);
    }
    expect((await lookupAuth(api.db, sub, randomUUID()))?.session).toBeNull();
    expect(await lookupAuth(api.db, randomUUID(), session_id)).toBeNull();
    expect(await lookupAuth(api.db, `${sub}' or '1'='1`, session_id)).toBeNull();
    expect(await lookupAuth(api.db, sub, 'not-a-uuid')).toBeNull();
  });

  it('runs as a prepared statement of the database session on PGlite', async () => {
    if (api.config.databaseUrl) return; // PostgreSQL: Drizzle's named statement per pooled connection
    const statements = await queryRows<{ name: string }>(api.db, sql`select name from pg_prepared_statements`);
    expect(statements.map((statement) => statement.name)).toContain('auth_lookup');
  });
});
