// The GoTrue contract as the real @supabase/supabase-js client sees it: sign-up with the
// confirmation mail read over SMTP, sign-in, getUser, refresh rotation and reuse detection,
// sign-out scopes, recovery, updateUser, and the access token itself.
import { AuthSessionMissingError, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import {
  apiForThisFile,
  createConfirmedUser,
  externalUrl,
  fragmentParams,
  goodPassword,
  openLink,
  siteUrl,
  uniqueEmail,
} from '../../../test/harness';

const api = apiForThisFile();

const confirmationSubject = /bestätige deine E-Mail-Adresse|confirm your email/i;
const recoverySubject = /passwort zurücksetzen|reset your/i;
const emailChangeSubject = /neue E-Mail-Adresse|new email/i;
const emailChangedNotice = /E-Mail-Adresse für \S+ wurde geändert|email address was changed/i;
const passwordChangedNotice = /Passwort für \S+ wurde geändert|password was changed/i;

async function signIn(client: SupabaseClient, email: string, password: string): Promise<Session> {
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return data.session!;
}

/** GET /auth/v1/user with a bare fetch, to see status and code exactly. */
async function getUserRaw(accessToken: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await api.request('/auth/v1/user', { headers: { authorization: `Bearer ${accessToken}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('sign-up and email confirmation', () => {
  it('signs up, mails the confirmation, and the link lands signed in on the site', async () => {
    const client = api.client();
    const email = uniqueEmail('signup');
    const redirect = `${siteUrl}/auth?confirmed=1`;
    const { data, error } = await client.auth.signUp({
      email,
      password: goodPassword,
      options: { emailRedirectTo: redirect, data: { lang: 'en', first_name: 'Ada' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated' });
    expect(data.user!.user_metadata).toMatchObject({ first_name: 'Ada', email, email_verified: false });
    expect(data.user!.identities).toHaveLength(1);
    expect(data.user!.email_confirmed_at).toBeUndefined();

    const mail = await api.mail.take(email, confirmationSubject);
    expect(mail.subject).toBe('Confirm your email address for KonfliktKompass');
    expect(mail.html).toContain('Confirm email address');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link!.startsWith(`${externalUrl}/auth/v1/verify?`)).toBe(true);
    const link = new URL(mail.link!);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(redirect);

    const { status, location } = await openLink(api, mail.link!);
    expect(status).toBe(303);
    expect(location.startsWith(`${redirect}#access_token=`)).toBe(true);
    const params = fragmentParams(location);
    expect(params.get('refresh_token')).toBeTruthy();
    expect(params.get('token_type')).toBe('bearer');
    expect(params.get('type')).toBe('signup');
    expect(Number(params.get('expires_in'))).toBe(3600);

    // The fragment's session is a real one: supabase-js can adopt it.
    const { data: adopted, error: adoptError } = await client.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect(adoptError).toBeNull();
    expect(adopted.user!.email).toBe(email);
    expect(adopted.user!.email_confirmed_at).toBeTruthy();

    // A used link is spent: it lands on the site with GoTrue's error fragment.
    const again = await openLink(api, mail.link!);
    expect(again.status).toBe(303);
    expect(fragmentParams(again.location).get('error_code')).toBe('otp_expired');
    expect(again.location.startsWith(`${siteUrl}/auth#`)).toBe(true);
  });

  it('ignores a redirect target outside the allow-list (lands on SITE_URL/auth)', async () => {
    const client = api.client();
    const email = uniqueEmail('redirect');
    await client.auth.signUp({
      email,
      password: goodPassword,
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    const mail = await api.mail.take(email, confirmationSubject);
    const { location } = await openLink(api, mail.link!);
    expect(location.startsWith(`${siteUrl}/auth#access_token=`)).toBe(true);
  });

  it('confirms with the six-digit code through verifyOtp as well', async () => {
    const client = api.client();
    const email = uniqueEmail('code');
    await client.auth.signUp({ email, password: goodPassword });
    const mail = await api.mail.take(email, confirmationSubject);
    expect(mail.subject).toBe('Bitte bestätige deine E-Mail-Adresse für KonfliktKompass');
    const { data, error } = await client.auth.verifyOtp({ email, token: mail.code!, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session!.user.email_confirmed_at).toBeTruthy();
  });

  it('resend sends a fresh confirmation that works', async () => {
    const client = api.client();
    const email = uniqueEmail('resend');
    await client.auth.signUp({ email, password: goodPassword });
    await api.mail.take(email, confirmationSubject);
    const { error } = await client.auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const second = await api.mail.take(email, confirmationSubject);
    const { location } = await openLink(api, second.link!);
    expect(fragmentParams(location).get('access_token')).toBeTruthy();
  });
});

describe('sessions', () => {
  it('signs in, reads the user, rotates the refresh token and replays a lost replacement', async () => {
    const user = await createConfirmedUser(api);
    const client = api.client();
    const session = await signIn(client, user.email, user.password);
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3000);

    const { data: got, error: getError } = await client.auth.getUser();
    expect(getError).toBeNull();
    expect(got.user!.email).toBe(user.email);

    const { data: refreshed, error: refreshError } = await client.auth.refreshSession();
    expect(refreshError).toBeNull();
    const rotated = refreshed.session!;
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect(rotated.user.id).toBe(session.user.id);

    // The spent token again while its replacement is unused (a lost response): the same
    // replacement, as GoTrue answers. Reuse detection: refresh.test.ts.
    const { data: again, error: againError } = await api
      .client()
      .auth.refreshSession({ refresh_token: session.refresh_token });
    expect(againError).toBeNull();
    expect(again.session!.refresh_token).toBe(rotated.refresh_token);
    expect((await getUserRaw(rotated.access_token)).status).toBe(200);
  });

  it('signOut scope "local" ends only this session', async () => {
    const user = await createConfirmedUser(api);
    const first = api.client();
    const second = api.client();
    const a = await signIn(first, user.email, user.password);
    const b = await signIn(second, user.email, user.password);
    expect((await first.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await getUserRaw(a.access_token)).body.code).toBe('session_not_found');
    expect((await getUserRaw(b.access_token)).status).toBe(200);
    const { data } = await first.auth.getSession();
    expect(data.session).toBeNull();
    // supabase-js reports the missing session as AuthSessionMissingError.
    const { error } = await api.client().auth.getUser(a.access_token);
    expect(error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('signOut scope "others" ends every other session and keeps this one', async () => {
    const user = await createConfirmedUser(api);
    const keep = api.client();
    const other = api.client();
    const a = await signIn(keep, user.email, user.password);
    const b = await signIn(other, user.email, user.password);
    expect((await keep.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await getUserRaw(a.access_token)).status).toBe(200);
    expect((await getUserRaw(b.access_token)).body.code).toBe('session_not_found');
    expect((await keep.auth.getSession()).data.session).not.toBeNull();
    const { error } = await other.auth.refreshSession();
    expect(error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('signOut scope "global" (the default) ends every session of the user', async () => {
    const user = await createConfirmedUser(api);
    const first = api.client();
    const second = api.client();
    const a = await signIn(first, user.email, user.password);
    const b = await signIn(second, user.email, user.password);
    expect((await first.auth.signOut()).error).toBeNull();
    for (const token of [a.access_token, b.access_token, user.accessToken]) {
      const { status, body } = await getUserRaw(token);
      expect(status).toBe(403);
      expect(body.code).toBe('session_not_found');
    }
    // Signing out again with a dead session is not an error for supabase-js (as with GoTrue).
    const { error } = await second.auth.signOut();
    expect(error).toBeNull();
  });
});

describe('the access token', () => {
  it('is an ES256 JWT with a kid from the JWKS and GoTrue claims', async () => {
    const user = await createConfirmedUser(api, uniqueEmail('claims'));
    const session = await signIn(api.client(), user.email, user.password);
    const header = decodeProtectedHeader(session.access_token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const jwks = (await (await fetch(`${api.url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: Array<{ kid: string }>;
    };
    expect(jwks.keys.map((key) => key.kid)).toContain(header.kid);

    const keySet = createRemoteJWKSet(new URL(`${api.url}/auth/v1/.well-known/jwks.json`));
    const { payload } = await jwtVerify(session.access_token, keySet, {
      algorithms: ['ES256'],
      audience: 'authenticated',
      issuer: `${externalUrl}/auth/v1`,
    });
    expect(payload).toMatchObject({
      sub: session.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ email: user.email, email_verified: true }),
    });
    expect(typeof payload.session_id).toBe('string');
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(60);
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('is refused when tampered with', async () => {
    const user = await createConfirmedUser(api);
    const [head, body, signature] = user.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url');
    const { status, body: error } = await getUserRaw(`${head}.${forged}.${signature}`);
    expect(status).toBe(403);
    expect(error.code).toBe('bad_jwt');
  });
});

describe('password recovery and account changes', () => {
  it('recovers by code and by link, then updateUser sets a new password', async () => {
    const user = await createConfirmedUser(api);
    const client = api.client();
    const redirectTo = `${siteUrl}/auth?mode=recovery`;
    expect((await client.auth.resetPasswordForEmail(user.email, { redirectTo })).error).toBeNull();
    const byLink = await api.mail.take(user.email, recoverySubject);
    const { location } = await openLink(api, byLink.link!);
    expect(location.startsWith(`${redirectTo}#access_token=`)).toBe(true);
    expect(fragmentParams(location).get('type')).toBe('recovery');

    expect((await client.auth.resetPasswordForEmail(user.email, { redirectTo })).error).toBeNull();
    const byCode = await api.mail.take(user.email, recoverySubject);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await client.auth.verifyOtp({ email: user.email, token: byCode.code!, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');

    const newPassword = 'another-horse-8';
    const { error: updateError } = await client.auth.updateUser({ password: newPassword });
    expect(updateError).toBeNull();
    // The account's address is told, without a link: whoever did not do it knows what to do.
    const notice = await api.mail.take(user.email, passwordChangedNotice);
    expect(notice.link).toBeNull();
    expect(notice.text).toContain('Passwort vergessen?');

    const { error: oldError } = await api.client().auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(oldError).toMatchObject({ code: 'invalid_credentials' });
    await signIn(api.client(), user.email, newPassword);
    // The password change ended the other sessions (as GoTrue does).
    expect((await getUserRaw(user.accessToken)).body.code).toBe('session_not_found');
  });

  it('a recovery request for an unknown address answers the same and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const { data, error } = await api.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.mail.to(email)).toHaveLength(0);
  });

  it('updateUser({ email }) mails both addresses; with both links confirmed the email changes', async () => {
    const user = await createConfirmedUser(api);
    const client = api.client();
    await signIn(client, user.email, user.password);
    const newEmail = uniqueEmail('changed');
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: user.email, new_email: newEmail });

    // Secure email change: the old address confirms too (see secure-email-change.test.ts).
    const current = await api.mail.take(user.email, /Änderung deiner E-Mail-Adresse|change of your email/i);
    expect(fragmentParams((await openLink(api, current.link!)).location).get('message')).toBeTruthy();
    const mail = await api.mail.take(newEmail, emailChangeSubject);
    const { location } = await openLink(api, mail.link!);
    const params = fragmentParams(location);
    expect(params.get('type')).toBe('email_change');
    const { status, body } = await getUserRaw(params.get('access_token')!);
    expect(status).toBe(200);
    expect(body.email).toBe(newEmail);
    expect(body.new_email).toBeUndefined();
    // The old address hears of the change and where the account went.
    const notice = await api.mail.take(user.email, emailChangedNotice);
    expect(notice.text).toContain(newEmail);
    expect(notice.link).toBeNull();
    expect(api.mail.to(newEmail).filter((mail) => emailChangedNotice.test(mail.subject))).toHaveLength(0);

    await signIn(api.client(), newEmail, user.password);
    const { error: oldAddress } = await api.client().auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(oldAddress).toMatchObject({ code: 'invalid_credentials' });
  });

  it('updateUser({ data }) merges user metadata', async () => {
    const user = await createConfirmedUser(api);
    const client = api.client();
    await signIn(client, user.email, user.password);
    const { data, error } = await client.auth.updateUser({ data: { first_name: 'Grace', lang: 'en' } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ first_name: 'Grace', lang: 'en', email: user.email });
    // Only security-relevant changes send a notice.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const notices = api.mail
      .to(user.email)
      .filter((mail) => emailChangedNotice.test(mail.subject) || passwordChangedNotice.test(mail.subject));
    expect(notices).toHaveLength(0);
  });
});
