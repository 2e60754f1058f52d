// TOTP MFA with the real supabase-js (supabase.auth.mfa) against the real api; codes are computed
// in the test with otpauth from the secret the enrolment answered, as an authenticator app does.
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { Secret, TOTP } from 'otpauth';
import type { SupabaseClient } from '@supabase/supabase-js';
import { queryRows } from '../../../platform/db/client';
import { mfaFactors, users } from '../../../platform/db/schema';
import { mfaChallenges } from '../tables';
import type { AppEnv } from '../../../platform/http/context';
import { errorHandler, requestContext } from '../../../platform/http/middleware';
import { silentLogger } from '../../../platform/log';
import { createServices } from '../../../platform/services';
import { createConfirmedUser, goodPassword, startTestApi, uniqueEmail, type TestApi } from '../../../test/harness';
import { requireAal2 } from '../../../identity/middleware';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMIT_MFA_VERIFY_PER_FACTOR: '6/300' } });
});

afterAll(async () => {
  await api.close();
});

const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    aal: string;
    amr: { method: string; timestamp: number }[];
    session_id: string;
  };

const totpFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** A code of another time step than the current one (accepted within one step of skew). */
const codeAt = (secret: string, stepOffset: number) =>
  totpFor(secret).generate({ timestamp: Date.now() + stepOffset * 30_000 });

async function signedIn(email?: string): Promise<{ client: SupabaseClient; email: string }> {
  const user = await createConfirmedUser(api, email ?? uniqueEmail('mfa'));
  const client = api.client();
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: goodPassword });
  expect(error).toBeNull();
  return { client, email: user.email };
}

async function enrolled(client: SupabaseClient, friendlyName = 'Phone') {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer: 'KonfliktKompass' });
  expect(error).toBeNull();
  return data!;
}

/** Enrols and verifies a factor; the client's session is then aal2. */
async function withVerifiedFactor() {
  const { client, email } = await signedIn();
  const factor = await enrolled(client);
  const usedCode = codeAt(factor.totp.secret, 0);
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: usedCode });
  expect(error).toBeNull();
  return { client, email, factor, usedCode };
}

describe('enrol, challenge, verify', () => {
  it('enrols a TOTP factor with a QR code and secret, and lists it unverified', async () => {
    const { client, email } = await signedIn();
    const factor = await enrolled(client);
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Phone' });
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp.uri).toBe(
      `otpauth://totp/KonfliktKompass:${encodeURIComponent(email)}?issuer=KonfliktKompass&secret=${factor.totp.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data!.all).toEqual([
      expect.objectContaining({ id: factor.id, status: 'unverified', factor_type: 'totp' }),
    ]);
    expect(listed.data!.totp).toEqual([]);
    // The secret is stored sealed, never in the clear, and no later answer contains it.
    const [row] = await api.db.select().from(mfaFactors).where(eq(mfaFactors.id, factor.id));
    expect(row!.secret).not.toContain(factor.totp.secret);
    expect(JSON.stringify(await client.auth.getUser())).not.toContain(factor.totp.secret);
  });

  it('verifies a code: aal2, totp first in amr, MFA_CHALLENGE_VERIFIED, and aal2 survives refresh', async () => {
    const { client, email } = await signedIn();
    const elsewhere = api.client();
    await elsewhere.auth.signInWithPassword({ email, password: goodPassword });
    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const factor = await enrolled(client);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp' });
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);
    const { data, error } = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: codeAt(factor.totp.secret, 0),
    });
    expect(error).toBeNull();
    const claims = decode(data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
    // As GoTrue: the user's other sessions below aal2 end with the first verified factor.
    expect((await elsewhere.auth.refreshSession()).error).toMatchObject({ code: 'refresh_token_not_found' });

    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await client.auth.mfa.listFactors()).data!.totp).toEqual([
      expect.objectContaining({ id: factor.id, status: 'verified' }),
    ]);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decode(refreshed.data.session!.access_token)).toMatchObject({ aal: 'aal2', session_id: claims.session_id });
    expect(decode(refreshed.data.session!.access_token).amr[0]!.method).toBe('totp');
  });

  it('a password sign-in of a user with a verified factor is aal1 with nextLevel aal2', async () => {
    const { email } = await withVerifiedFactor();
    const client = api.client();
    const { data } = await client.auth.signInWithPassword({ email, password: goodPassword });
    expect(decode(data.session!.access_token).aal).toBe('aal1');
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const viaJwt = await client.auth.mfa.getAuthenticatorAssuranceLevel(data.session!.access_token);
    expect(viaJwt.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  });
});

describe('refusals', () => {
  it('a wrong code is mfa_verification_failed; a used code is refused the second time', async () => {
    const { client, factor, usedCode } = await withVerifiedFactor();
    const wrongCode = String((Number(codeAt(factor.totp.secret, 0)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: wrongCode });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // The code that verified the factor a moment ago counts only once (also when its 30 s have
    // passed since: it is still within the allowed skew).
    const replay = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: usedCode });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // The next step's code (within the allowed skew) is new and works.
    const next = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret, 1) });
    expect(next.error).toBeNull();
  });

  it('an expired challenge is mfa_challenge_expired; a verified one cannot be used again', async () => {
    const { client } = await signedIn();
    const factor = await enrolled(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    await api.db
      .update(mfaChallenges)
      .set({ createdAt: new Date(Date.now() - 301_000) })
      .where(eq(mfaChallenges.id, challenge.data!.id));
    const expired = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: codeAt(factor.totp.secret, 0),
    });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });

    const fresh = await client.auth.mfa.challenge({ factorId: factor.id });
    const ok = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: fresh.data!.id,
      code: codeAt(factor.totp.secret, 0),
    });
    expect(ok.error).toBeNull();
    const again = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: fresh.data!.id,
      code: codeAt(factor.totp.secret, 1),
    });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('unknown factors and challenges, duplicate names, too many factors, empty codes', async () => {
    const { client } = await signedIn();
    const factor = await enrolled(client, 'Laptop');
    const unknownFactor = await client.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownFactor.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const unknownChallenge = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: '123456',
    });
    expect(unknownChallenge.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    const sameName = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    expect(sameName.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+491701234567' });
    expect(phone.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const empty = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: '' });
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed' });
    for (let index = 1; index < 10; index += 1) await enrolled(client, `Key ${index}`);
    const eleventh = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'One too many' });
    expect(eleventh.error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });
  });

  it('verify attempts are limited per factor (429 with Retry-After)', async () => {
    const { client } = await signedIn();
    const factor = await enrolled(client);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const result = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: '000000' });
      statuses.push(result.error?.status ?? 200);
    }
    // Six attempts per window in this test's configuration; the right code does not help then.
    expect(statuses.slice(0, 6).every((status) => status === 422 || status === 200)).toBe(true);
    expect(statuses[6]).toBe(429);
    const right = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeAt(factor.totp.secret, 0),
    });
    expect(right.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('unenrolling a verified factor needs aal2 (insufficient_aal), then downgrades the session', async () => {
    const { email, factor } = await withVerifiedFactor();
    const aal1 = api.client();
    await aal1.auth.signInWithPassword({ email, password: goodPassword });
    const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    // A second factor needs aal2 too once one is verified.
    const second = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(second.error).toMatchObject({ status: 403, code: 'insufficient_aal' });

    const verified = await aal1.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeAt(factor.totp.secret, 1),
    });
    expect(verified.error).toBeNull();
    const removed = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    const refreshed = await aal1.auth.refreshSession();
    expect(decode(refreshed.data.session!.access_token).aal).toBe('aal1');
    expect((await aal1.auth.mfa.listFactors()).data!.all).toEqual([]);
  });
});

describe('requireAal2 with real MFA sessions', () => {
  let app: Hono<AppEnv>;
  beforeAll(() => {
    const services = createServices({
      config: api.config,
      database: api.server.database,
      keys: api.server.keys,
      logger: silentLogger,
    });
    app = new Hono<AppEnv>();
    app.use('*', requestContext(services));
    app.get('/case-data', requireAal2, (c) => c.json({ ok: true }));
    app.onError(errorHandler());
  });

  it('lets an aal2 session through and refuses it again once an admin removed the factor', async () => {
    const { client, email, factor } = await withVerifiedFactor();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const ok = await app.request('/case-data', { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);

    const [{ id: userId }] = (await api.db.select({ id: users.id }).from(users).where(eq(users.email, email))) as [
      { id: string },
    ];
    const admin = api.adminClient();
    const listed = await admin.auth.admin.mfa.listFactors({ userId });
    expect(listed.data!.factors).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);
    const removed = await admin.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
    expect(removed.error).toBeNull();

    // The same, still unexpired token: the session row is aal1 now.
    const refused = await app.request('/case-data', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'insufficient_aal' });

    const [audit] = await queryRows<{ payload: Record<string, unknown> }>(
      api.db,
      sql`select payload from auth.audit_log_entries where payload->>'action' = 'factor_deleted' and payload->'traits'->>'factor_id' = ${factor.id}`,
    );
    expect(audit!.payload).toMatchObject({ actor_username: 'service_role', traits: { user_id: userId } });
    const mail = await api.mail.take(email, /Zwei-Faktor|two-factor/i);
    expect(mail.text).toContain('Authenticator-App');

    const gone = await admin.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
    expect(gone.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});
