// Where a supabase-js user would notice a difference from GoTrue: the mail interval answers 429
// over_email_send_rate_limit, sign-up without a password, unknown grant types, anonymous sign-in,
// and tokens without an expiry.
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { mailOutbox } from '../../../platform/db/schema';
import { anonKey, apiForThisFile, createConfirmedUser, goodPassword, uniqueEmail } from '../../../test/harness';

const api = apiForThisFile();
/** GoTrue's default: one mail of a kind per address and minute. */
const interval = apiForThisFile({ env: { MAIL_MIN_INTERVAL: '60' } });

const waitMessage = /^For security purposes, you can only request this after (\d+) seconds\.$/;

describe('a second mail within MAIL_MIN_INTERVAL', () => {
  it('sign-up again for an unconfirmed address: 429 over_email_send_rate_limit with the seconds to wait', async () => {
    const email = uniqueEmail('again');
    const first = await interval.client().auth.signUp({ email, password: goodPassword });
    expect(first.error).toBeNull();
    const second = await interval.client().auth.signUp({ email, password: goodPassword });
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const seconds = Number(waitMessage.exec(second.error!.message)?.[1]);
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(60);
    // One mail only: the refused request queued nothing.
    const queued = await interval.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(queued).toHaveLength(1);
  });

  it('resend within the interval: 429 with Retry-After', async () => {
    const email = uniqueEmail('resend');
    await interval.client().auth.signUp({ email, password: goodPassword });
    const { error } = await interval.client().auth.resend({ type: 'signup', email });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const raw = await interval.request('/auth/v1/resend', { method: 'POST', json: { type: 'signup', email } });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(55);
  });

  it('recovery twice: the second is 429, for an unknown address too (no mail), so the answer tells nothing', async () => {
    const user = await createConfirmedUser(interval);
    expect((await interval.client().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const { error } = await interval.client().auth.resetPasswordForEmail(user.email);
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const nobody = uniqueEmail('nobody');
    expect((await interval.client().auth.resetPasswordForEmail(nobody)).error).toBeNull();
    const again = await interval.client().auth.resetPasswordForEmail(nobody.toUpperCase());
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(Number(waitMessage.exec(again.error!.message)?.[1])).toBeGreaterThan(55);
    expect(await interval.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, nobody))).toEqual([]);
  });
});

// Without the interval for addresses that get no mail, a second request within MAIL_MIN_INTERVAL
// answered 429 only where an account exists (or only where none is confirmed), telling anyone
// which addresses are registered.
describe('the interval tells nothing about an address', () => {
  /** The answers of two requests in a row: status and code of each. */
  async function twice(request: () => Promise<{ error: { status?: number; code?: string } | null }>) {
    const answers = [];
    for (let i = 0; i < 2; i += 1) {
      const { error } = await request();
      answers.push(error ? [error.status, error.code] : [200]);
    }
    return answers;
  }
  const limited = [[200], [429, 'over_email_send_rate_limit']];

  it('sign-up twice: the same for a new address and a confirmed account', async () => {
    const registered = await createConfirmedUser(interval);
    const fresh = uniqueEmail('fresh');
    const signUp = (email: string) => () => interval.client().auth.signUp({ email, password: goodPassword });
    expect(await twice(signUp(fresh))).toEqual(limited);
    expect(await twice(signUp(registered.email))).toEqual(limited);
  });

  it('a code without creating users (shouldCreateUser false) twice: the same for an unknown address and an account', async () => {
    const registered = await createConfirmedUser(interval);
    const otp = (email: string) => () =>
      interval.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(await twice(otp(registered.email))).toEqual(limited);
    expect(await twice(otp(uniqueEmail('unknown-otp')))).toEqual(limited);
  });

  it('resend of the confirmation twice: the same for an unconfirmed, a confirmed and an unknown address', async () => {
    const unconfirmed = uniqueEmail('unconfirmed');
    await interval.request('/auth/v1/signup', { method: 'POST', json: { email: unconfirmed, password: goodPassword } });
    // Past the sign-up's own interval for this address.
    await interval.db.execute(
      sql`update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = ${unconfirmed}`,
    );
    const confirmed = await createConfirmedUser(interval);
    const resend = (email: string) => () => interval.client().auth.resend({ type: 'signup', email });
    expect(await twice(resend(unconfirmed))).toEqual(limited);
    expect(await twice(resend(confirmed.email))).toEqual(limited);
    expect(await twice(resend(uniqueEmail('unknown-resend')))).toEqual(limited);
  });
});

it('sign-up without a password: 400 validation_failed', async () => {
  const { error } = await api.client().auth.signUp({ email: uniqueEmail('nopass'), password: '' });
  expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Signup requires a valid password' });
});

it('an unknown grant_type: 400 invalid_credentials "unsupported_grant_type", as GoTrue', async () => {
  const response = await api.request('/auth/v1/token?grant_type=client_credentials', { method: 'POST', json: {} });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
});

// GoTrue reads a body's bytes as they came (Go's server decodes no Content-Encoding) and parses
// them as JSON: a compressed body is its 400 bad_json, an encoding that is not there changes nothing.
it('a body with a Content-Encoding is read as it came, as GoTrue: gzip is 400 bad_json, plain JSON under "br" is plain JSON', async () => {
  const body = JSON.stringify({ email: uniqueEmail('encoded'), password: 'short' });
  const gzipped = await api.request('/auth/v1/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    body: new Uint8Array(gzipSync(body)),
  });
  expect(gzipped.status).toBe(400);
  expect(await gzipped.json()).toMatchObject({
    code: 'bad_json',
    message: expect.stringMatching(/^Could not parse request body as JSON: /),
  });
  const plain = (encoding?: string) =>
    api.request('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(encoding ? { 'content-encoding': encoding } : {}) },
      body,
    });
  const [unencoded, undeclared] = await Promise.all([plain(), plain('br')]);
  expect(undeclared.status).toBe(unencoded.status);
  expect(undeclared.status).toBe(422);
  const codeOf = async (response: Response) => ((await response.json()) as { code?: string }).code;
  expect(await codeOf(undeclared)).toBe(await codeOf(unencoded));
});

it('signInAnonymously: 422 anonymous_provider_disabled', async () => {
  const { data, error } = await api.client().auth.signInAnonymously();
  expect(data.session).toBeNull();
  expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
});

it('an access token without exp is refused', async () => {
  const user = await createConfirmedUser(api);
  const claims = JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const { exp: _exp, ...withoutExp } = claims;
  const { keys } = api.server;
  const forever = await new SignJWT(withoutExp)
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .sign(keys.privateKey);
  const response = await fetch(`${api.url}/auth/v1/user`, {
    headers: { apikey: anonKey, authorization: `Bearer ${forever}` },
  });
  expect(response.status).toBe(403);
  expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
  // The same token with its exp is fine.
  const withExp = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .sign(keys.privateKey);
  expect(
    (await fetch(`${api.url}/auth/v1/user`, { headers: { apikey: anonKey, authorization: `Bearer ${withExp}` } }))
      .status,
  ).toBe(200);
});
