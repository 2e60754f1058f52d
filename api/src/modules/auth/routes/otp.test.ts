// Passwordless sign-in as GoTrue: `signInWithOtp` mails a six-digit code and a magic link;
// `verifyOtp` with the code (type 'email') or the link's token hash (type 'magiclink') signs in.
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../../platform/db/schema';
import { apiForThisFile, createConfirmedUser, fragmentParams, openLink, uniqueEmail } from '../../../test/harness';

const api = apiForThisFile();
/** GoTrue's default: one mail of a kind per address and minute. */
const interval = apiForThisFile({ env: { MAIL_MIN_INTERVAL: '60' } });

const tokenHash = (link: string) => new URL(link).searchParams.get('token')!;

it('a registered address gets a code and a magic link; the code signs in (type email)', async () => {
  const { email } = await createConfirmedUser(api);
  const client = api.client();
  const sent = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  expect(sent.error).toBeNull();
  expect(sent.data).toEqual({ user: null, session: null });
  const mail = await api.mail.take(email, /anmelde|sign in/i);
  expect(mail.code).toMatch(/^\d{6}$/);
  expect(mail.link).toContain('type=magiclink');

  const { data, error } = await client.auth.verifyOtp({ email, token: mail.code!, type: 'email' });
  expect(error).toBeNull();
  expect(data.session?.user.email).toBe(email);
  // Used once.
  const again = await api.client().auth.verifyOtp({ email, token: mail.code!, type: 'email' });
  expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
});

it("the magic link's token hash signs in (type magiclink), and so does opening the link", async () => {
  const { email } = await createConfirmedUser(api);
  expect((await api.client().auth.signInWithOtp({ email })).error).toBeNull();
  const first = await api.mail.take(email, /anmelde|sign in/i);
  const { data, error } = await api.client().auth.verifyOtp({ token_hash: tokenHash(first.link!), type: 'magiclink' });
  expect(error).toBeNull();
  expect(data.session?.user.email).toBe(email);

  expect((await api.client().auth.signInWithOtp({ email })).error).toBeNull();
  const second = await api.mail.take(email, /anmelde|sign in/i);
  const { location } = await openLink(api, second.link!);
  const fragment = fragmentParams(location);
  expect(fragment.get('type')).toBe('magiclink');
  expect(fragment.get('access_token')).toBeTruthy();
});

it('an unknown address with shouldCreateUser (the default) becomes an account without password', async () => {
  const email = uniqueEmail('otp-new');
  const client = api.client();
  expect((await client.auth.signInWithOtp({ email, options: { data: { lang: 'en' } } })).error).toBeNull();
  const mail = await api.mail.take(email, /confirm/i);
  const { data, error } = await client.auth.verifyOtp({ email, token: mail.code!, type: 'email' });
  expect(error).toBeNull();
  expect(data.user?.email_confirmed_at).toBeTruthy();
  expect(data.user?.user_metadata).toMatchObject({ lang: 'en', email_verified: true });
  // No password yet: setting one needs no current password.
  expect((await client.auth.updateUser({ password: 'first-horse-3' })).error).toBeNull();
});

it('shouldCreateUser false and an unknown address: no account, no mail, the same answer', async () => {
  const email = uniqueEmail('otp-nobody');
  const { data, error } = await api.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  expect(error).toBeNull();
  expect(data).toEqual({ user: null, session: null });
  expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toHaveLength(0);
});

it('a second code within MAIL_MIN_INTERVAL: 429 over_email_send_rate_limit', async () => {
  const { email } = await createConfirmedUser(interval);
  expect((await interval.client().auth.signInWithOtp({ email })).error).toBeNull();
  const { error } = await interval.client().auth.signInWithOtp({ email });
  expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
});

it('an invalid address is refused', async () => {
  const { error } = await api.client().auth.signInWithOtp({ email: 'not an address' });
  expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
});
