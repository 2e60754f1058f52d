// Accounts for the end-to-end tests, made through the real api and the real mail inbox.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { origins, storageKeys, withLang, type Language } from './app';
import { apiHeaders, uniqueEmail, verifyLink, waitForMail } from './inbox';

export const password = 'Konflikt-2026!';

export const confirmationSubject = /bestätige deine E-Mail-Adresse|Confirm your email address/;
export const recoverySubject = /Passwort zurücksetzen|Reset your password/;

/** Signs up through the api (a fresh address, or `email`), confirms with the link from the mail, and returns the address. */
export async function createConfirmedUser(
  request: APIRequestContext,
  label: string,
  email = uniqueEmail(label),
): Promise<string> {
  const signUp = await request.post(`${origins.api}/auth/v1/signup`, {
    headers: apiHeaders,
    data: { email, password },
  });
  expect(signUp.status()).toBe(200);
  const mail = await waitForMail(request, email, confirmationSubject);
  // The link verifies and redirects to the shell with a session we do not need here.
  const verified = await request.get(verifyLink(mail), { maxRedirects: 0 });
  expect(verified.status()).toBe(303);
  expect(verified.headers()['location']).toContain('access_token=');
  return email;
}

/** /auth's sign-in form: its name is its button's too. */
export const signInTexts = {
  de: { form: 'Anmelden', email: 'E-Mail-Adresse', password: 'Passwort' },
  en: { form: 'Sign in', email: 'Email address', password: 'Password' },
} as const;

/**
 * Signs in with the password through /auth in `language`, asking to go on to `next`; the caller
 * waits for where the app goes (the page, or the portal's two-factor challenge).
 */
export async function signInWithPassword(page: Page, email: string, language: Language, next = '/dashboard') {
  const t = signInTexts[language];
  await page.goto(withLang(`/auth?next=${encodeURIComponent(next)}`, language));
  const form = page.getByRole('form', { name: t.form });
  await form.getByLabel(t.email).fill(email);
  await form.getByLabel(t.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: t.form }).click();
}

/** Signs in through the /auth screen (German). */
export async function signInThroughUi(page: Page, email: string, secret = password): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Anmelden' });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort', { exact: true }).fill(secret);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The session supabase-js keeps in localStorage (`storageKeys.session`). */
export async function storedSession(
  page: Page,
): Promise<{ access_token: string; refresh_token: string; expires_at: number } | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { access_token: string; refresh_token: string; expires_at: number }) : null;
  }, storageKeys.session);
}

/** Opens the account menu and returns the identity line's text. */
export async function accountIdentity(page: Page): Promise<string> {
  await page.getByTestId('account-menu').click();
  const identity = page.getByTestId('account-identity');
  await expect(identity).toBeVisible();
  const text = (await identity.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}
