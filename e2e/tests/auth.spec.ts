// Accounts end to end: the browser's supabase-js against the real api, mail through the real
// SMTP inbox. The e2e stack runs the api with a 120 s access-token lifetime (serve-e2e.mjs).
import { expect, test } from '../support/fixtures';
import {
  accountIdentity,
  confirmationSubject,
  createConfirmedUser,
  password,
  recoverySubject,
  signInThroughUi,
  storedSession,
} from '../support/accounts';
import { isDesktop, navEntryCount, origins, storageKeys } from '../support/app';
import { axeCheck } from '../support/axe';
import { anonKey, uniqueEmail, verifyLink, waitForMail } from '../support/inbox';

test('sign up, confirm from the inbox, reload keeps the session, sign out with the toast, sign in again', async ({
  page,
  request,
}) => {
  // 13 s on a quiet machine, within reach of the 30 s default on a loaded one: three times that.
  test.slow();
  const email = uniqueEmail('signup');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrieren' }).click();
  const form = page.getByRole('form', { name: 'Konto erstellen' });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  // A weak password first: the reasons are listed and nothing typed is lost.
  await form.getByLabel('Passwort', { exact: true }).fill('kurz');
  await form.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Dieses Passwort ist zu schwach:')).toBeVisible();
  await expect(page.getByText('Es muss mindestens 8 Zeichen lang sein.')).toBeVisible();
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(email);

  await form.getByLabel('Passwort', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByTestId('check-inbox')).toContainText(email);

  // Before confirming, signing in says so and offers to send the mail again.
  await page.getByRole('tab', { name: 'Anmelden' }).click();
  const signIn = page.getByRole('form', { name: 'Anmelden' });
  await signIn.getByLabel('E-Mail-Adresse').fill(email);
  await signIn.getByLabel('Passwort', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText(/noch nicht bestätigt/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bestätigungsmail erneut senden' })).toBeVisible();

  // The German confirmation mail, with plain text and HTML, links to the api's verify endpoint.
  const mail = await waitForMail(request, email, confirmationSubject);
  expect(mail.subject).toContain('Bitte bestätige deine E-Mail-Adresse');
  expect(mail.html).toContain('href=');
  await page.goto(verifyLink(mail));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Deine E-Mail-Adresse ist bestätigt. Du bist jetzt angemeldet.')).toBeVisible();
  expect(await accountIdentity(page)).toContain(email);
  expect(await navEntryCount(page, 'premium')).toBe(1);
  await expect(page.getByTestId('account-settings')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('account-settings')).toBeVisible();
  expect(await accountIdentity(page)).toContain(email);

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByText('Du wurdest erfolgreich abgemeldet.')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();

  await signInThroughUi(page, email);
  expect(await accountIdentity(page)).toContain(email);
});

test('empty fields and wrong passwords get clear messages in both languages', async ({ page, request }) => {
  const email = await createConfirmedUser(request, 'wrong');
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Anmelden' });
  await form.getByRole('button', { name: 'Anmelden' }).click();
  // Each message at its field, the first field focused.
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveAccessibleDescription('Bitte gib deine E-Mail-Adresse ein.');
  await expect(form.getByLabel('Passwort', { exact: true })).toHaveAccessibleDescription('Bitte gib ein Passwort ein.');
  await expect(form.getByLabel('E-Mail-Adresse')).toBeFocused();

  // A malformed address is named before anything is sent, not read as a wrong password.
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await form.getByLabel('E-Mail-Adresse').fill('max.mustermann@');
  await form.getByLabel('Passwort', { exact: true }).fill('Falsch-2026!');
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText(/Diese E-Mail-Adresse ist unvollständig/)).toBeVisible();
  await expect(form.getByLabel('E-Mail-Adresse')).toBeFocused();
  await axeCheck(page, 'sign-in with a malformed address');
  expect(requests.filter((url) => url.includes('/auth/v1/token'))).toEqual([]);

  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort', { exact: true }).fill('Falsch-2026!');
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('E-Mail-Adresse oder Passwort stimmen nicht. Bitte prüfe deine Eingaben.')).toBeVisible();
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(email);

  await page.goto('/auth?lang=en');
  const english = page.getByRole('form', { name: 'Sign in' });
  await english.getByRole('button', { name: 'Sign in' }).click();
  await expect(english.getByLabel('Email address')).toHaveAccessibleDescription('Please enter your email address.');
  await expect(english.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Please enter a password.');
});

test('forgot password: the mail leads to a new password, which then signs in', async ({ page, request }) => {
  // 11 s on a quiet machine, within reach of the 30 s default on a loaded one: three times that.
  test.slow();
  const email = await createConfirmedUser(request, 'recover');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  const form = page.getByRole('form', { name: 'Passwort zurücksetzen' });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText(/ist jetzt eine Mail mit einem Link zum Zurücksetzen unterwegs/)).toBeVisible();

  const mail = await waitForMail(request, email, recoverySubject);
  await page.goto(verifyLink(mail));
  const update = page.getByRole('form', { name: 'Neues Passwort festlegen' });
  await expect(update).toBeVisible();
  const newPassword = 'Neues-Passwort-7';
  await update.getByLabel('Neues Passwort').fill(newPassword);
  await update.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  await signInThroughUi(page, email, newPassword);
});

test('guest login: an invalid address is refused with its message, a valid one opens the premium advisor', async ({
  page,
}) => {
  await page.goto('/auth?view=guest');
  const form = page.getByRole('form', { name: 'Als Gast fortfahren' });
  await form.getByLabel('Vorname').fill('Ada');
  await form.getByLabel('E-Mail-Adresse').fill('ada at example');
  await form.getByRole('button', { name: 'Als Gast fortfahren' }).click();
  await expect(page.getByText('Ungültiges E-Mail-Format')).toBeVisible();
  await expect(form.getByLabel('Vorname')).toHaveValue('Ada');
  expect(await navEntryCount(page, 'premium')).toBe(0);

  await form.getByLabel('E-Mail-Adresse').fill('ada@example.com');
  await form.getByRole('button', { name: 'Als Gast fortfahren' }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  expect(await accountIdentity(page)).toBe('Ada (Gast)');
  expect(await navEntryCount(page, 'premium')).toBe(1);
  // The record holds the server's signed guest token.
  const record = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null,
    storageKeys.guest,
  );
  expect(record).toMatchObject({ email: 'ada@example.com', firstName: 'Ada' });
  expect(typeof record?.token).toBe('string');

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByText('Du wurdest erfolgreich abgemeldet.')).toBeVisible();
  expect(await navEntryCount(page, 'premium')).toBe(0);
});

test('the session refreshes silently before the short-lived access token expires', async ({
  page,
  request,
}, testInfo) => {
  test.skip(!isDesktop(testInfo), 'one viewport is enough for the clock-driven refresh');
  const email = await createConfirmedUser(request, 'refresh');
  // The page's clock (Date, timers) is Playwright's: it runs in real time and can jump ahead, so
  // the test need not sit out supabase-js's 30 s tick. The api keeps the real time.
  await page.clock.install();
  await signInThroughUi(page, email);
  const first = await storedSession(page);
  expect(first).not.toBeNull();

  // supabase-js refreshes within 90 s of expiry, on its 30 s tick; the token lives 120 s. One jump
  // past the next tick: the token has under 90 s left on the page's clock, so the tick refreshes.
  const refreshed = page.waitForResponse(
    (response) => response.url().includes('/auth/v1/token?grant_type=refresh_token') && response.status() === 200,
    { timeout: 20_000 },
  );
  await page.clock.fastForward('00:31');
  await refreshed;
  const beforeExpiry = await page.evaluate(() => Date.now());
  expect(beforeExpiry, 'refreshed while the first token was still valid').toBeLessThan(first!.expires_at * 1000);
  await expect
    .poll(async () => (await storedSession(page))?.access_token, { timeout: 10_000 })
    .not.toBe(first!.access_token);
  const second = (await storedSession(page))!;
  expect(second.refresh_token).not.toBe(first!.refresh_token);

  // The new token works and the page never noticed.
  const user = await request.get(`${origins.api}/auth/v1/user`, {
    headers: { apikey: anonKey, authorization: `Bearer ${second.access_token}` },
  });
  expect(user.status()).toBe(200);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  expect(await accountIdentity(page)).toContain(email);
});

test('the confirmation mail\'s code, typed on the "check your inbox" screen, confirms and returns to the page (en)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('code');
  await page.goto('/auth?next=%2Fchat&view=sign-up&lang=en');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  const inbox = page.getByTestId('check-inbox');
  await expect(inbox).toContainText(email);

  const mail = await waitForMail(request, email, confirmationSubject);
  const code = /code[^:\n]*:\s*(\d{6})/i.exec(mail.text)?.[1];
  expect(code, 'the mail offers a code').toBeTruthy();
  // The mail's link goes back to the page too.
  const redirectTo = new URL(new URL(verifyLink(mail)).searchParams.get('redirect_to')!);
  expect(redirectTo.searchParams.get('next')).toBe('/chat');

  const codeForm = inbox.getByRole('form', { name: 'Confirm with the code' });
  await codeForm.getByLabel('Code from the email').fill('000000');
  await codeForm.getByRole('button', { name: 'Confirm' }).click();
  await expect(codeForm.getByText('This code is wrong or has expired.', { exact: false })).toBeVisible();
  await axeCheck(page, '"check your inbox" with the code form and its error');

  await codeForm.getByLabel('Code from the email').fill(code!);
  await codeForm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/localhost:3000\/chat$/);
  await expect(page.getByText('Your email address is confirmed. You are now signed in.')).toBeVisible();
  expect(await accountIdentity(page)).toContain(email);
});

test('a confirmation link opened again says it was already used, in German, and the address bar is clean', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reused');
  // As the sign-up form asks: the link lands on the "confirmed" view.
  const signUp = await request.post(`${origins.api}/auth/v1/signup`, {
    headers: { apikey: anonKey },
    params: { redirect_to: `${origins.shell}/auth?view=confirmed` },
    data: { email, password },
  });
  expect(signUp.status()).toBe(200);
  const mail = await waitForMail(request, email, confirmationSubject);
  await page.goto(verifyLink(mail));
  await expect(page).toHaveURL(/\/dashboard$/);

  // Opened again, in the same browser (signed in) and in a fresh one.
  await page.goto(verifyLink(mail));
  await expect(page.getByTestId('link-error')).toHaveText(
    'Dieser Link wurde schon benutzt oder ist abgelaufen. Du bist weiterhin angemeldet.',
  );
  await expect(page.getByText('Deine E-Mail-Adresse ist bestätigt. Du bist jetzt angemeldet.')).toHaveCount(0);
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  expect(page.url()).not.toContain('error');
  await axeCheck(page, 'used link, signed in');

  const fresh = await page.context().browser()!.newPage();
  await fresh.goto(verifyLink(mail));
  await expect(fresh.getByTestId('link-error')).toHaveText(
    'Dieser Link wurde schon benutzt oder ist abgelaufen. Hast du damit schon deine Adresse bestätigt, melde dich einfach an – sonst fordere einen neuen Link an.',
  );
  await expect(fresh.getByRole('tab', { name: 'Anmelden' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => new URL(fresh.url()).hash).toBe('');
  await fresh.close();
});
