// The dashboard's account settings: account-export (everything stored about the person, no
// secrets) and account-delete (the user and everything hanging off it).
import { eq, sql } from 'drizzle-orm';
import {
  guestLeads,
  identities,
  mailOutbox,
  mfaAmrClaims,
  oneTimeTokens,
  rateLimits,
  refreshTokens,
  sessions,
  users,
} from '../../../platform/db/all-tables';
import { checklistProgress } from '../../results/tables';
import { newsMailKey } from '../../news/service';
import { RateLimiter, verifyFailureKey } from '../../../platform/security/rate-limit';
import { apiForThisFile, createConfirmedUser, goodPassword, uniqueEmail } from '../../../test/harness';

const api = apiForThisFile();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(email: string, password = goodPassword) {
  const client = api.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client, session: data.session! };
}

describe('POST /functions/v1/account-export', () => {
  it('answers the user, the sessions and the guest leads of the address, without secrets', async () => {
    const user = await createConfirmedUser(api, uniqueEmail('export'));
    await api.request('/functions/v1/guest-session', {
      method: 'POST',
      json: { email: user.email.toUpperCase(), firstName: 'Ada', consent: true, lang: 'en' },
    });
    await api.request('/functions/v1/guest-session', {
      method: 'POST',
      json: { email: uniqueEmail('someone-else'), firstName: 'Eve', consent: true },
    });
    const { client, session } = await signIn(user.email);
    const tick = await client.functions.invoke('checklist-progress', {
      method: 'PUT',
      body: { checklist: 'konflikt-analyse', item: 'trigger', done: true },
    });
    expect(tick.error).toBeNull();

    const { data, error } = await client.functions.invoke<Record<string, unknown>>('account-export');
    expect(error).toBeNull();
    expect(Object.keys(data!).sort()).toEqual([
      'advisor_conversations',
      'assessment_results',
      'case_messages_sent',
      'case_notes',
      'checklist_progress',
      'expert_profile',
      'expert_requests',
      'expert_reviews',
      'exported_at',
      'guest_leads',
      'news_subscription',
      'sessions',
      'storage_objects',
      'team_rounds',
      'user',
    ]);
    expect(data!.checklist_progress).toEqual([
      { checklist: 'konflikt-analyse', item: 'trigger', updated_at: expect.any(String), guest_lead_id: null },
    ]);
    expect(Math.abs(Date.parse(data!.exported_at as string) - Date.now())).toBeLessThan(60_000);
    expect(data!.user).toMatchObject({ id: session.user.id, email: user.email, aud: 'authenticated' });
    expect(data!.user).toEqual((await client.auth.getUser()).data.user);

    const exportedSessions = data!.sessions as Array<Record<string, unknown>>;
    // One from the confirmation link, one from the sign-in.
    expect(exportedSessions).toHaveLength(2);
    for (const exported of exportedSessions) {
      expect(Object.keys(exported).sort()).toEqual(['created_at', 'id', 'ip', 'updated_at', 'user_agent']);
      expect(exported.ip).toBe('127.0.0.1');
    }
    expect(exportedSessions.map((exported) => exported.id)).toContain(sessionIdOf(session.access_token));

    expect(data!.guest_leads).toEqual([
      {
        id: expect.any(String),
        email: user.email.toUpperCase(),
        first_name: 'Ada',
        lang: 'en',
        consent_at: expect.any(String),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);

    const text = JSON.stringify(data);
    const [row] = await api.db.select().from(users).where(eq(users.id, session.user.id));
    expect(text).not.toContain(row!.encryptedPassword);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(session.refresh_token);
    expect(text).not.toMatch(/encrypted_password|refresh_token|token_hash|otp_hash/);
  });

  it('needs a signed-in user', async () => {
    const anonymous = await api.request('/functions/v1/account-export', { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'no_authorization' });
    const garbage = await api.request('/functions/v1/account-export', { method: 'POST', headers: bearer('x.y.z') });
    expect(garbage.status).toBe(403);
  });
});

function sessionIdOf(accessToken: string): string {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { session_id: string };
  return claims.session_id;
}

describe('POST /functions/v1/account-delete', () => {
  it.each([undefined, {}, { confirm: 'true' }, { confirm: false }, { confirm: 1 }, [true]])(
    'refuses %j with 400 validation_failed and deletes nothing',
    async (body) => {
      const user = await createConfirmedUser(api);
      const response = await api.request('/functions/v1/account-delete', {
        method: 'POST',
        headers: bearer(user.accessToken),
        ...(body === undefined ? {} : { json: body }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
      expect((await api.request('/auth/v1/user', { headers: bearer(user.accessToken) })).status).toBe(200);
    },
  );

  it('deletes the user and everything hanging off it', async () => {
    const user = await createConfirmedUser(api, uniqueEmail('delete'));
    const other = await createConfirmedUser(api, uniqueEmail('keep'));
    const { client, session } = await signIn(user.email);
    const userId = session.user.id;
    // Things stored about the person: a guest lead, a pending email change (token + queued mail),
    // a recovery token, failed sign-ins.
    await api.request('/functions/v1/guest-session', {
      method: 'POST',
      json: { email: user.email, firstName: 'Del', consent: true },
    });
    await api.request('/functions/v1/guest-session', {
      method: 'POST',
      json: { email: other.email, firstName: 'Keep', consent: true },
    });
    const tick = { checklist: 'werte-radar', item: 'invite', done: true };
    expect((await client.functions.invoke('checklist-progress', { method: 'PUT', body: tick })).error).toBeNull();
    await client.auth.resetPasswordForEmail(user.email);
    const newEmail = uniqueEmail('pending');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    await api.client().auth.signInWithPassword({ email: user.email, password: 'wrong-password-1' });
    // Counters keyed by the address in other ways: failed code checks, news mails (hashed).
    const limiter = new RateLimiter(api.db);
    const rule = { max: 5, windowSeconds: 60 };
    for (const key of [verifyFailureKey(user.email), newsMailKey(user.email), newsMailKey(other.email)]) {
      await limiter.increment(key, rule);
    }
    await api.server.worker!.stop(); // keeps the next mail pending in the outbox
    await api.request('/auth/v1/resend', { method: 'POST', json: { type: 'email_change', email: user.email } });

    const countRows = async (query: Promise<unknown[]>) => (await query).length;
    expect(await countRows(api.db.select().from(sessions).where(eq(sessions.userId, userId)))).toBeGreaterThan(0);
    // Recovery, and the secure email change's tokens for the new and the old address.
    expect(await countRows(api.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId)))).toBe(3);
    expect(await countRows(api.db.select().from(checklistProgress).where(eq(checklistProgress.userId, userId)))).toBe(
      1,
    );
    expect(await countRows(api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, newEmail)))).toBe(2);

    const { data, error } = await client.functions.invoke('account-delete', { body: { confirm: true } });
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true });

    expect(await countRows(api.db.select().from(users).where(eq(users.id, userId)))).toBe(0);
    expect(await countRows(api.db.select().from(identities).where(eq(identities.userId, userId)))).toBe(0);
    expect(await countRows(api.db.select().from(sessions).where(eq(sessions.userId, userId)))).toBe(0);
    expect(await countRows(api.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId)))).toBe(0);
    expect(await countRows(api.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId)))).toBe(0);
    expect(await countRows(api.db.select().from(checklistProgress).where(eq(checklistProgress.userId, userId)))).toBe(
      0,
    );
    expect(
      await countRows(
        api.db
          .select()
          .from(mfaAmrClaims)
          .where(sql`${mfaAmrClaims.sessionId} not in (select id from auth.sessions)`),
      ),
    ).toBe(0);
    for (const address of [user.email, newEmail]) {
      expect(await countRows(api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)))).toBe(0);
    }
    expect(
      await countRows(
        api.db
          .select()
          .from(guestLeads)
          .where(sql`lower(${guestLeads.email}) = ${user.email}`),
      ),
    ).toBe(0);
    expect(
      await countRows(
        api.db
          .select()
          .from(rateLimits)
          .where(sql`${rateLimits.key} like ${`%${user.email}%`} or ${rateLimits.key} = ${newsMailKey(user.email)}`),
      ),
    ).toBe(0);
    expect(
      await countRows(
        api.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, newsMailKey(other.email))),
      ),
    ).toBe(1);

    // Someone else's data is untouched.
    expect((await api.request('/auth/v1/user', { headers: bearer(other.accessToken) })).status).toBe(200);
    expect(
      await countRows(
        api.db
          .select()
          .from(guestLeads)
          .where(sql`lower(${guestLeads.email}) = ${other.email}`),
      ),
    ).toBe(1);

    // The old access token is refused, and the credentials no longer work.
    const me = await api.request('/auth/v1/user', { headers: bearer(session.access_token) });
    expect(me.status).toBe(403);
    const { error: signInError } = await api.client().auth.signInWithPassword({
      email: user.email,
      password: goodPassword,
    });
    expect(signInError).toMatchObject({ code: 'invalid_credentials' });
    const { error: refreshError } = await api.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshError).toMatchObject({ code: 'refresh_token_not_found' });

    // The address is free again.
    const again = await api.client().auth.signUp({ email: user.email, password: goodPassword });
    expect(again.error).toBeNull();
    expect(again.data.user!.id).not.toBe(userId);
    api.server.worker!.start();
  });
});
