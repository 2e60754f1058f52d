// The admin API with the real supabase-js created with the service-role key (supabase.auth.admin),
// as server code and `npm run admin` use it: paging, get, create, update, delete, generate_link,
// and who is refused (anon key, user tokens, a user whose app_metadata.role is 'admin').
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db/client';
import { users } from '../../../platform/db/schema';
import { checklistProgress } from '../../results/tables';
import {
  apiForThisFile,
  createConfirmedUser,
  fragmentParams,
  goodPassword,
  openLink,
  uniqueEmail,
  withTamperedSignature,
} from '../../../test/harness';

const api = apiForThisFile();

interface AuditRow {
  payload: { actor_id: string; actor_username: string; action: string; traits?: Record<string, unknown> };
  created_at: Date;
}

const auditOf = (userId: string) =>
  queryRows<AuditRow>(
    api.db,
    sql`select payload, created_at from auth.audit_log_entries where payload->'traits'->>'user_id' = ${userId} order by created_at`,
  );

describe('the service-role key', () => {
  it('is an ES256 JWT with role service_role, no sub, and a ten-year expiry', () => {
    const [header, payload] = api.serviceRoleKey
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(payload!.role).toBe('service_role');
    expect(payload!.sub).toBeUndefined();
    const years = ((payload!.exp as number) - (payload!.iat as number)) / (365 * 24 * 3600);
    expect(years).toBeCloseTo(10, 1);
  });

  it('is accepted as apikey, and a made-up key is not', async () => {
    const ok = await fetch(`${api.url}/auth/v1/settings`, { headers: { apikey: api.serviceRoleKey } });
    expect(ok.status).toBe(200);
    const forged = withTamperedSignature(api.serviceRoleKey);
    const refused = await fetch(`${api.url}/auth/v1/settings`, { headers: { apikey: forged } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'invalid_api_key' });
  });
});

describe('supabase.auth.admin', () => {
  it('creates a user with an app_metadata role, confirmed, and records who did it', async () => {
    const admin = api.adminClient();
    const email = uniqueEmail('created');
    const { data, error } = await admin.auth.admin.createUser({
      email,
      password: goodPassword,
      email_confirm: true,
      user_metadata: { name: 'Ada' },
      app_metadata: { role: 'admin' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], role: 'admin' },
      user_metadata: { name: 'Ada' },
    });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    // The person can sign in with it, and the role is in the token's app_metadata.
    const signIn = await api.client().auth.signInWithPassword({ email, password: goodPassword });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user!.app_metadata.role).toBe('admin');

    const [entry] = await auditOf(data.user!.id);
    expect(entry!.payload).toMatchObject({
      actor_id: '00000000-0000-0000-0000-000000000000',
      actor_username: 'service_role',
      action: 'user_signedup',
      traits: { user_id: data.user!.id, user_email: email, role: 'admin' },
    });
  });

  it('refuses a second user with the same address (email_exists) and input it cannot store', async () => {
    const admin = api.adminClient();
    const email = uniqueEmail('twice');
    expect((await admin.auth.admin.createUser({ email, password: goodPassword })).error).toBeNull();
    const again = await admin.auth.admin.createUser({ email: email.toUpperCase(), password: goodPassword });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
    const noEmail = await admin.auth.admin.createUser({ password: goodPassword });
    expect(noEmail.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const jwtRole = await admin.auth.admin.createUser({ email: uniqueEmail(), role: 'service_role' });
    expect(jwtRole.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('lists users page by page with X-Total-Count and Link (nextPage, lastPage, total)', async () => {
    const admin = api.adminClient();
    for (let index = 0; index < 3; index += 1) {
      await admin.auth.admin.createUser({ email: uniqueEmail('page'), password: goodPassword });
    }
    const [{ total }] = (await queryRows<{ total: number }>(
      api.db,
      sql`select count(*)::int as total from auth.users`,
    )) as [{ total: number }];
    // supabase-js reads one digit of a page number from Link: keep the pages below ten.
    const perPage = Math.max(2, Math.ceil(total / 3));
    const first = await admin.auth.admin.listUsers({ page: 1, perPage });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(perPage);
    expect(first.data).toMatchObject({
      aud: 'authenticated',
      total,
      nextPage: 2,
      lastPage: Math.ceil(total / perPage),
    });
    // Newest first, as GoTrue.
    const created = first.data.users.map((user) => user.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const second = await admin.auth.admin.listUsers({ page: 2, perPage });
    expect(second.data.users.map((user) => user.id)).not.toContain(first.data.users[0]!.id);

    const raw = await fetch(`${api.url}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { apikey: api.serviceRoleKey, authorization: `Bearer ${api.serviceRoleKey}` },
    });
    expect(raw.headers.get('x-total-count')).toBe(String(total));
    expect(raw.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
    const bad = await fetch(`${api.url}/auth/v1/admin/users?page=x`, {
      headers: { apikey: api.serviceRoleKey, authorization: `Bearer ${api.serviceRoleKey}` },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('gets and updates a user: app_metadata merged, role change recorded, password and metadata set', async () => {
    const admin = api.adminClient();
    const user = await createConfirmedUser(api, uniqueEmail('promote'));
    const { data: list } = await admin.auth.admin.listUsers({ perPage: 1000 });
    const id = list.users.find((entry) => entry.email === user.email)!.id;

    const got = await admin.auth.admin.getUserById(id);
    expect(got.data.user).toMatchObject({ id, email: user.email });

    const updated = await admin.auth.admin.updateUserById(id, {
      app_metadata: { role: 'admin' },
      user_metadata: { lang: 'en' },
      password: 'another-horse-9',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.app_metadata).toMatchObject({ provider: 'email', role: 'admin' });
    expect(updated.data.user!.user_metadata).toMatchObject({ lang: 'en' });
    const signIn = await api.client().auth.signInWithPassword({ email: user.email, password: 'another-horse-9' });
    expect(signIn.error).toBeNull();

    const demoted = await admin.auth.admin.updateUserById(id, { app_metadata: { role: null } });
    expect(demoted.data.user!.app_metadata.role).toBeUndefined();

    const entries = (await auditOf(id)).filter((entry) => entry.payload.action === 'user_modified');
    expect(entries.map((entry) => [entry.payload.traits!.role_before, entry.payload.traits!.role_after])).toEqual([
      [null, 'admin'],
      ['admin', null],
    ]);

    const missing = await admin.auth.admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('deletes a user with their data (hard), or keeps the row without a way in (soft)', async () => {
    const admin = api.adminClient();
    const hard = await createConfirmedUser(api, uniqueEmail('delete'));
    const client = api.client();
    await client.auth.setSession({ access_token: hard.accessToken, refresh_token: hard.refreshToken });
    const tick = await client.functions.invoke('checklist-progress', {
      method: 'PUT',
      body: { checklist: 'konflikt-analyse', item: 'trigger', done: true },
    });
    expect(tick.error).toBeNull();
    const [{ id }] = (await api.db.select({ id: users.id }).from(users).where(eq(users.email, hard.email))) as [
      { id: string },
    ];
    await admin.auth.admin.updateUserById(id, { user_metadata: { note: 'before deletion' } });
    expect((await admin.auth.admin.deleteUser(id)).error).toBeNull();
    expect(await api.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await api.db.select().from(checklistProgress).where(eq(checklistProgress.userId, id))).toEqual([]);
    // The audit record keeps the deletion with the address, the rest without it.
    const record = await auditOf(id);
    expect(record.find((entry) => entry.payload.action === 'user_deleted')!.payload.traits).toMatchObject({
      user_email: hard.email,
    });
    expect(record.map((entry) => entry.payload.action)).toEqual(['user_modified', 'user_deleted']);
    expect(JSON.stringify(record.filter((entry) => entry.payload.action !== 'user_deleted'))).not.toContain(hard.email);
    // The token of the deleted account is refused from now on.
    const after = await api.client().auth.getUser(hard.accessToken);
    expect(after.error).toMatchObject({ status: 403 });

    const soft = await createConfirmedUser(api, uniqueEmail('soft'));
    const [{ id: softId }] = (await api.db.select({ id: users.id }).from(users).where(eq(users.email, soft.email))) as [
      { id: string },
    ];
    expect((await admin.auth.admin.deleteUser(softId, true)).error).toBeNull();
    const [row] = await api.db.select().from(users).where(eq(users.id, softId));
    expect(row).toMatchObject({ email: null, encryptedPassword: '' });
    const signIn = await api.client().auth.signInWithPassword({ email: soft.email, password: goodPassword });
    expect(signIn.error).toMatchObject({ code: 'invalid_credentials' });
    expect((await auditOf(softId)).map((entry) => entry.payload.action)).toContain('user_deleted');
  });

  it('generate_link: a magic link, a recovery link and a signup link that /verify accepts', async () => {
    const admin = api.adminClient();
    const user = await createConfirmedUser(api, uniqueEmail('link'));
    const magic = await admin.auth.admin.generateLink({ type: 'magiclink', email: user.email });
    expect(magic.error).toBeNull();
    expect(magic.data.properties).toMatchObject({ verification_type: 'magiclink' });
    expect(magic.data.properties!.email_otp).toMatch(/^\d{6}$/);
    expect(magic.data.user!.email).toBe(user.email);
    const opened = await openLink(api, magic.data.properties!.action_link);
    expect(opened.status).toBe(303);
    expect(fragmentParams(opened.location).get('access_token')).toBeTruthy();

    const recovery = await admin.auth.admin.generateLink({ type: 'recovery', email: user.email });
    const verified = await api.client().auth.verifyOtp({
      token_hash: recovery.data.properties!.hashed_token,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();

    const email = uniqueEmail('generated-signup');
    const signup = await admin.auth.admin.generateLink({ type: 'signup', email, password: goodPassword });
    expect(signup.error).toBeNull();
    expect(signup.data.user!.email_confirmed_at).toBeUndefined();
    const code = await api.client().auth.verifyOtp({ email, token: signup.data.properties!.email_otp, type: 'signup' });
    expect(code.error).toBeNull();
    // generate_link answers instead of mailing.
    expect(api.mail.to(email)).toEqual([]);

    const unknown = await admin.auth.admin.generateLink({ type: 'magiclink', email: uniqueEmail('nobody') });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('generate_link email_change_new: the link moves the account to the new address', async () => {
    const admin = api.adminClient();
    const user = await createConfirmedUser(api, uniqueEmail('move'));
    const newEmail = uniqueEmail('moved');
    const link = await admin.auth.admin.generateLink({ type: 'email_change_new', email: user.email, newEmail });
    expect(link.error).toBeNull();
    expect(link.data.user!.new_email).toBe(newEmail);
    const opened = await openLink(api, link.data.properties!.action_link);
    expect(fragmentParams(opened.location).get('access_token')).toBeTruthy();
    const [row] = await api.db.select({ email: users.email }).from(users).where(eq(users.id, link.data.user!.id));
    expect(row!.email).toBe(newEmail);
  });
});

describe('GET /auth/v1/admin/audit', () => {
  const get = (query: string) =>
    fetch(`${api.url}/auth/v1/admin/audit?${query}`, {
      headers: { apikey: api.serviceRoleKey, authorization: `Bearer ${api.serviceRoleKey}` },
    });

  it('pages the record newest first and filters by GoTrue’s scopes and by user', async () => {
    const admin = api.adminClient();
    const { data } = await admin.auth.admin.createUser({ email: uniqueEmail('audit'), password: goodPassword });
    await admin.auth.admin.updateUserById(data.user!.id, { app_metadata: { role: 'admin' } });
    const byUser = await get(`query=user:${data.user!.id}`);
    expect(byUser.status).toBe(200);
    const entries = (await byUser.json()) as { payload: { action: string }; created_at: string; ip_address: string }[];
    expect(entries.map((entry) => entry.payload.action)).toEqual(['user_modified', 'user_signedup']);
    expect(byUser.headers.get('x-total-count')).toBe('2');
    expect(byUser.headers.get('link')).toBe(
      `</admin/audit?page=1&per_page=50&query=user%3A${data.user!.id}>; rel="last"`,
    );
    const byAction = (await (await get('query=action:user_modified&per_page=1')).json()) as unknown[];
    expect(byAction).toHaveLength(1);
    const bad = await get('query=nonsense');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });
    const anon = await api.request('/auth/v1/admin/audit', {
      headers: { authorization: `Bearer ${(await createConfirmedUser(api)).accessToken}` },
    });
    expect(anon.status).toBe(403);
  });
});

describe('who may use the admin API', () => {
  const adminPaths = [
    ['GET', '/auth/v1/admin/users'],
    ['POST', '/auth/v1/admin/users'],
    ['POST', '/auth/v1/admin/generate_link'],
    ['DELETE', '/auth/v1/admin/users/00000000-0000-4000-8000-000000000000'],
  ] as const;

  it('refuses the anon key, a user token, and a user whose app_metadata.role is admin (403 not_admin)', async () => {
    const admin = api.adminClient();
    const email = uniqueEmail('in-product-admin');
    await admin.auth.admin.createUser({
      email,
      password: goodPassword,
      email_confirm: true,
      app_metadata: { role: 'admin' },
    });
    const { data } = await api.client().auth.signInWithPassword({ email, password: goodPassword });
    const plain = await createConfirmedUser(api);
    for (const [method, path] of adminPaths) {
      const none = await api.request(path, { method });
      expect([path, none.status, ((await none.json()) as { code: string }).code]).toEqual([
        path,
        401,
        'no_authorization',
      ]);
      const anon = await api.request(path, { method, headers: { authorization: `Bearer ${api.config.anonKey}` } });
      expect([path, anon.status, ((await anon.json()) as { code: string }).code]).toEqual([path, 403, 'bad_jwt']);
      for (const token of [plain.accessToken, data.session!.access_token]) {
        const response = await api.request(path, { method, headers: { authorization: `Bearer ${token}` } });
        expect([path, response.status, await response.json()]).toEqual([
          path,
          403,
          { code: 'not_admin', message: 'User not allowed' },
        ]);
      }
    }
    // supabase-js with a user's session gets the same refusal.
    const client = api.client();
    await client.auth.signInWithPassword({ email, password: goodPassword });
    const viaClient = await fetch(`${api.url}/auth/v1/admin/users`, {
      headers: { apikey: api.config.anonKey, authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(viaClient.status).toBe(403);
  });

  it('a user cannot set their own role: PUT /user ignores app_metadata, as GoTrue', async () => {
    const user = await createConfirmedUser(api);
    const client = api.client();
    await client.auth.setSession({ access_token: user.accessToken, refresh_token: user.refreshToken });
    const raw = await api.request('/auth/v1/user', {
      method: 'PUT',
      headers: { authorization: `Bearer ${user.accessToken}` },
      json: { app_metadata: { role: 'admin' }, data: { role: 'admin' } },
    });
    expect(raw.status).toBe(200);
    const body = (await raw.json()) as {
      app_metadata: Record<string, unknown>;
      user_metadata: Record<string, unknown>;
    };
    expect(body.app_metadata.role).toBeUndefined();
    const [row] = await api.db.select().from(users).where(eq(users.email, user.email));
    expect(row!.rawAppMetaData.role).toBeUndefined();
    // user_metadata is the user's to write; it grants nothing.
    expect(row!.rawUserMetaData.role).toBe('admin');
  });
});
