// The premium advisor as a guest uses it: the gate's guest form, a few turns, and the handoff to a
// human expert (the drafted case summary, edited, consented to, sent).
import { expect, type Locator, type Page } from '@playwright/test';
import { gotoAndSettle, storageKeys, withLang, type Language } from './app';

const texts = {
  de: {
    guest: 'Als Gast fortfahren',
    firstName: 'Vorname',
    email: 'E-Mail-Adresse',
    message: 'Deine Nachricht',
    actions: 'Aktionen für dieses Gespräch',
    handoff: 'Mit Fachleuten sprechen',
    summary: 'Fallbeschreibung',
    topic: 'Thema',
    send: /^Freigeben und Anfrage senden$|^Anfrage senden$/,
    consent: /einverstanden/,
  },
  en: {
    guest: /^Continue as (a )?guest$/,
    firstName: /^First name/,
    email: /^Email/,
    message: 'Your message',
    actions: 'Actions for this conversation',
    handoff: 'Talk to an expert',
    summary: 'Case summary',
    topic: 'Topic',
    send: /^Approve and send the request$|^Send (the )?request$/,
    consent: /I agree/,
  },
} as const;

const replies = (page: Page) => page.locator('[data-testid="chat-message"][data-role="assistant"]');

/** Sends a message to the advisor and waits until its reply has streamed in completely. */
export async function say(page: Page, language: Language, text: string, timeout?: number): Promise<Locator> {
  const before = await replies(page).count();
  const box = page.getByRole('textbox', { name: texts[language].message });
  await box.fill(text);
  await box.press('Enter');
  const reply = replies(page).nth(before);
  await expect(reply).toBeVisible({ timeout });
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0, { timeout });
  await expect(reply).not.toHaveAttribute('aria-busy', 'true');
  return reply;
}

/** Continues as a guest from the premium advisor's gate, which leads back to /chat-advisor. */
export async function continueAsGuest(
  page: Page,
  language: Language,
  guest: { email: string; firstName: string },
): Promise<void> {
  const t = texts[language];
  await gotoAndSettle(page, withLang('/chat-advisor', language));
  await page.getByTestId('premium-gate').getByRole('link', { name: t.guest }).click();
  const form = page.getByRole('form', { name: t.guest });
  await form.getByLabel(t.firstName).fill(guest.firstName);
  await form.getByLabel(t.email).fill(guest.email);
  await form.getByRole('button', { name: t.guest }).click();
  await expect(page).toHaveURL(/\/chat-advisor/);
  await expect(page.getByTestId('chat')).toBeVisible();
}

/** The guest token shared-auth keeps in the guest record (what `x-guest-token` carries). */
export async function guestToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? ((JSON.parse(raw) as { token?: string }).token ?? null) : null;
  }, storageKeys.guest);
  expect(token, 'the guest record holds the api guest token').toBeTruthy();
  return token!;
}

/**
 * In the open premium conversation: "talk to an expert", the drafted topic and case summary get
 * `marker` appended (so the test finds its request among other specs' open ones), consent, send.
 * `fill` may set more fields of the form before it is sent, `beforeSend` may check it (axe).
 */
export async function sendHandoff(
  page: Page,
  language: Language,
  options: { marker: string; fill?: (form: Locator) => Promise<void>; beforeSend?: () => Promise<void> },
): Promise<void> {
  const t = texts[language];
  await page.getByRole('group', { name: t.actions }).getByRole('button', { name: t.handoff }).click();
  const form = page.getByTestId('handoff-form').or(page.getByTestId('expert-request-form'));
  await expect(form).toBeVisible();
  const summary = form.getByLabel(t.summary);
  // The advisor's draft arrives after the form; the marker is added to it, not written instead.
  await expect(summary).not.toHaveValue('');
  await summary.fill(`${await summary.inputValue()}\n${options.marker}`);
  const topic = form.getByLabel(t.topic, { exact: true });
  await topic.fill(`${(await topic.inputValue()).slice(0, 150)} (${options.marker})`);
  await options.fill?.(form);
  await form.getByRole('checkbox', { name: t.consent }).check();
  await options.beforeSend?.();
  await form.getByRole('button', { name: t.send }).click();
  await expect(page.getByTestId('handoff-done').or(page.getByTestId('request-done'))).toBeVisible();
}
