// POST /functions/v1/guest-session: the input rules for typed text (shared-domain's sanitize) on the server, the stored lead
// with its consent time, and the signed 7-day guest token.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { eq, sql } from 'drizzle-orm';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { guestLeads } from '../../../platform/db/all-tables';
import { apiForThisFile, externalUrl, uniqueEmail } from '../../../test/harness';

const api = apiForThisFile();

const invoke = (body: unknown) => api.request('/functions/v1/guest-session', { method: 'POST', json: body });

/** The first lead stored for the address. */
async function leadFor(email: string) {
  const [lead] = await api.db
    .select()
    .from(guestLeads)
    .where(sql`lower(${guestLeads.email}) = ${email.toLowerCase()}`)
    .orderBy(guestLeads.createdAt)
    .limit(1);
  return lead;
}

it('answers a signed guest token valid for 7 days and stores the lead with its consent time', async () => {
  const email = uniqueEmail('guest');
  const before = Date.now();
  const { data, error } = await api.client().functions.invoke<{
    guest_token: string;
    expires_at: number;
    guest: { email: string; firstName: string };
  }>('guest-session', { body: { email, firstName: 'Ada', consent: true, lang: 'en' } });
  expect(error).toBeNull();
  expect(data!.guest).toEqual({ email, firstName: 'Ada' });

  const keySet = createRemoteJWKSet(new URL(`${api.url}/auth/v1/.well-known/jwks.json`));
  const { payload } = await jwtVerify(data!.guest_token, keySet, {
    algorithms: ['ES256'],
    audience: 'guest',
    issuer: `${externalUrl}/auth/v1`,
  });
  expect(decodeProtectedHeader(data!.guest_token).kid).toBeTruthy();
  expect(payload).toMatchObject({ email, first_name: 'Ada', role: 'guest' });
  const sevenDays = 7 * 24 * 3600;
  expect(payload.exp! - payload.iat!).toBe(sevenDays);
  expect(Math.abs(payload.exp! - (before / 1000 + sevenDays))).toBeLessThan(60);
  expect(data!.expires_at).toBe(payload.exp);

  const lead = await leadFor(email);
  expect(lead).toMatchObject({ id: payload.sub, email, firstName: 'Ada', lang: 'en' });
  expect(lead!.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect(lead!.consentAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
});

it('the guest token does not open endpoints that need a signed-in user', async () => {
  const response = await invoke({ email: uniqueEmail('guest'), firstName: 'Bob', consent: true });
  const { guest_token: token } = (await response.json()) as { guest_token: string };
  const user = await api.request('/auth/v1/user', { headers: { authorization: `Bearer ${token}` } });
  expect(user.status).toBe(403);
  expect(await user.json()).toMatchObject({ code: 'bad_jwt' });
});

it('a repeated guest sign-in with the same address makes a new lead and leaves the first one as it was', async () => {
  const email = uniqueEmail('again');
  await invoke({ email, firstName: 'First', consent: true, lang: 'en' });
  const first = await leadFor(email);
  await invoke({ email: email.toUpperCase(), firstName: 'Second', consent: true, lang: 'de' });
  const rows = await api.db
    .select()
    .from(guestLeads)
    .where(sql`lower(${guestLeads.email}) = ${email}`)
    .orderBy(guestLeads.createdAt);
  expect(rows).toHaveLength(2);
  expect(rows.find((row) => row.id === first!.id)).toEqual(first);
  expect(rows.find((row) => row.id !== first!.id)).toMatchObject({ firstName: 'Second', lang: 'de' });
});

it.each([
  'not-an-email',
  'ada@example',
  'a da@example.com',
  '',
  '   ',
  `${'a'.repeat(250)}@example.com`,
  '<script>x</script>',
  // One address rule with sign-up: no bidi overrides, zero-width characters or look-alike letters.
  'ada\u202Emoc.elpmaxe@example.com',
  'ada\u200B@example.com',
  'ada@p\u0430ypal.com',
])('refuses the email %j with 400 "Invalid email format"', async (email) => {
  const response = await invoke({ email, firstName: 'Ada', consent: true });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ code: 'invalid_email', message: 'Invalid email format' });
});

it('supabase-js sees the invalid email as a FunctionsHttpError with the message in the body', async () => {
  const { error } = await api.client().functions.invoke('guest-session', {
    body: { email: 'nope', firstName: 'Ada', consent: true },
  });
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const context = (error as FunctionsHttpError).context as Response;
  expect(context.status).toBe(400);
  expect(await context.json()).toMatchObject({ message: 'Invalid email format' });
});

it('applies the sanitising rules to name and email before storing them', async () => {
  const local = uniqueEmail('clean');
  const response = await invoke({
    email: `  <script>alert(1)</script>${local}  `,
    firstName: '  <script>alert("x")</script>Ada <img src=x onerror=alert(1)> javascript:void(0) ',
    consent: true,
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { guest: { email: string; firstName: string } };
  expect(body.guest.email).toBe(local);
  expect(body.guest.firstName).toBe('Ada img src=x alert(1) void(0)');
  const lead = await leadFor(local);
  expect(lead!.firstName).toBe('Ada img src=x alert(1) void(0)');
});

it('cuts a long first name to 1000 characters', async () => {
  const email = uniqueEmail('long');
  const response = await invoke({ email, firstName: `  ${'N'.repeat(5000)}`, consent: true });
  expect(response.status).toBe(200);
  const lead = await leadFor(email);
  expect(lead!.firstName).toHaveLength(1000);
});

it('refuses a first name that is empty after sanitising, missing consent and bad JSON', async () => {
  const email = uniqueEmail('bad');
  const emptyName = await invoke({ email, firstName: '<script>x</script> <> ', consent: true });
  expect(emptyName.status).toBe(400);
  expect(await emptyName.json()).toMatchObject({ code: 'invalid_first_name' });

  const noConsent = await invoke({ email, firstName: 'Ada', consent: false });
  expect(noConsent.status).toBe(400);
  expect(await noConsent.json()).toMatchObject({ code: 'consent_required' });

  const badJson = await api.request('/functions/v1/guest-session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{nope',
  });
  expect(badJson.status).toBe(400);
  // The same code as every other endpoint for the same condition.
  expect(await badJson.json()).toMatchObject({ code: 'bad_json' });

  const emptyBody = await api.request('/functions/v1/guest-session', { method: 'POST' });
  expect(emptyBody.status).toBe(400);
  expect(await emptyBody.json()).toMatchObject({ code: 'bad_json' });

  const wrongTypes = await invoke({ email: ['x'], firstName: 1, consent: 'yes' });
  expect(wrongTypes.status).toBe(400);
  expect(await wrongTypes.json()).toMatchObject({ code: 'consent_required' });

  const wrongTypesWithConsent = await invoke({ email: ['x'], firstName: 'Ada', consent: true });
  expect(wrongTypesWithConsent.status).toBe(400);
  expect(await wrongTypesWithConsent.json()).toMatchObject({ code: 'validation_failed' });

  expect(await api.db.select().from(guestLeads).where(eq(guestLeads.email, email))).toHaveLength(0);
});
