// Bad input on the forms whose browser path had no such test (the others: auth.spec, account,
// human-handoff, expert-portal, cases; the components' Jest tests; the api's registry-attacks and
// validation.property tests): the guest sign-in, the public chat's composer and the team round's
// start form, in German and English. Each gets only spaces, far too much text, markup
// (`<script>`, `<img onerror>`), emoji and right-to-left text, malformed and past dates: a
// localised message at the field, focus on the first error, nothing typed lost; what is stored
// is shown again as text (never as markup, no dialog opens). And the api, sent wrong types and
// extra fields straight away, answers 4xx with a stable code and no stack.
import { expect, test, type Page } from '../support/fixtures';
import { gotoAndSettle, isDesktop, origins, presetLanguage, settle, withLang, type Language } from '../support/app';
import { createGuestSession, seedGuestSession } from '../support/cases';
import { apiHeaders, uniqueEmail } from '../support/inbox';

const markup = '<script>alert(1)</script><img src=x onerror=alert(1)>';
const mixed = `${markup} 😀 مرحبا بالعالم שלום`;

const texts = {
  de: {
    guestForm: 'Als Gast fortfahren',
    firstName: 'Vorname',
    email: 'E-Mail-Adresse',
    firstNameMissing: 'Bitte gib deinen Vornamen ein.',
    emailMissing: 'Bitte gib deine E-Mail-Adresse ein.',
    firstNameTooLong: /^5\.001 von 50 Zeichen: Das ist zu lang/,
    message: 'Deine Nachricht',
    tooLong: 'Deine Nachricht ist zu lang: Höchstens 4.000 Zeichen sind möglich. Bitte kürze sie.',
    teamName: 'Name des Teams',
    teamNameMissing: 'Bitte gib einen Namen für das Team ein.',
    date: 'Datum',
    time: 'Uhrzeit',
    dateFormat: 'Bitte gib das Datum als TT.MM.JJJJ ein, z. B. 03.12.2026.',
    past: 'Die Frist muss in der Zukunft liegen.',
    timeFormat: 'Bitte gib die Uhrzeit als HH:MM ein, z. B. 18:00, oder lass sie leer.',
    pastDate: '01.01.2020',
  },
  en: {
    guestForm: /^Continue as (a )?guest$/,
    firstName: /^First name/,
    email: /^Email/,
    firstNameMissing: 'Please enter your first name.',
    emailMissing: 'Please enter your email address.',
    firstNameTooLong: /^5,001 of 50 characters: that is too long/,
    message: 'Your message',
    tooLong: 'Your message is too long: at most 4,000 characters are possible. Please shorten it.',
    teamName: 'Team name',
    teamNameMissing: 'Please enter a name for the team.',
    date: 'Date',
    time: 'Time',
    dateFormat: 'Please enter the date as MM/DD/YYYY, e.g. 12/03/2026.',
    past: 'The deadline must be in the future.',
    timeFormat: /^Please enter the time as HH:MM/,
    pastDate: '01/01/2020',
  },
} as const;

/** Fails the test on any dialog (an executed alert) and checks that no markup became an element. */
function guardMarkup(page: Page): () => Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs, 'no script ran').toEqual([]);
    expect(await page.locator('main img[src="x"], main script:not([src])').count(), 'no markup rendered').toBe(0);
  };
}

// A loaded machine: a chat reply and a round's start take their time.
test.describe.configure({ timeout: 90_000 });

for (const language of ['de', 'en'] as const satisfies readonly Language[]) {
  const t = texts[language];

  test(`guest sign-in: spaces, far too long, markup and emoji (${language})`, async ({ page }, testInfo) => {
    test.skip(!isDesktop(testInfo), 'forms do not depend on the viewport (desktop project)');
    const noMarkup = guardMarkup(page);
    await presetLanguage(page, language);
    await gotoAndSettle(page, withLang('/auth?view=guest', language));
    const form = page.getByRole('form', { name: t.guestForm });
    const firstName = form.getByLabel(t.firstName);
    const email = form.getByLabel(t.email);
    const address = uniqueEmail(`bad-guest-${language}`);

    await firstName.fill('    ');
    await email.fill(address);
    await form.getByRole('button', { name: t.guestForm }).click();
    await expect(form.getByText(t.firstNameMissing).first()).toBeVisible();
    await expect(firstName).toBeFocused();
    await expect(email).toHaveValue(address);

    await firstName.fill('A'.repeat(5_001));
    await form.getByRole('button', { name: t.guestForm }).click();
    await expect(form.getByText(t.firstNameTooLong).first()).toBeVisible();
    await expect(firstName).toBeFocused();
    expect((await firstName.inputValue()).length).toBe(5_001);

    // Too long and no address: the name (above the address) takes the focus, though its length
    // message was a live hint already; the address's message sits at the address, not below the form.
    await email.fill('');
    await form.getByRole('button', { name: t.guestForm }).click();
    await expect(firstName).toBeFocused();
    await expect(email).toHaveAccessibleDescription(t.emailMissing);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByTestId('form-error')).toHaveCount(0);
    await email.fill(address);

    // Markup with emoji and right-to-left text: refused at the field or greeted as plain text.
    await firstName.fill(`Mira ${markup} 😀 שלום`);
    await form.getByRole('button', { name: t.guestForm }).click();
    await settle(page);
    await noMarkup();
  });

  test(`public chat: markup, emoji and right-to-left text shown as text, 5,000 characters kept (${language})`, async ({
    page,
  }, testInfo) => {
    test.skip(!isDesktop(testInfo), 'the composer does not depend on the viewport (desktop project)');
    const noMarkup = guardMarkup(page);
    await presetLanguage(page, language);
    await gotoAndSettle(page, withLang('/chat', language));
    const box = page.getByRole('textbox', { name: t.message });

    // Over the limit: the message at the composer, nothing sent, the text kept.
    const long = 'Konflikt '.repeat(600).slice(0, 5_001);
    await box.fill(long);
    await box.press('Enter');
    await expect(page.getByText(t.tooLong).first()).toBeVisible();
    await expect(box).toHaveValue(long);
    await expect(page.getByTestId('chat-message')).toHaveCount(0);

    // Only spaces: nothing is sent.
    await box.fill('     ');
    await box.press('Enter');
    await expect(page.getByTestId('chat-message')).toHaveCount(0);

    await box.fill(mixed);
    await box.press('Enter');
    const mine = page.locator('[data-testid="chat-message"][data-role="user"]').first();
    await expect(mine).toContainText(markup);
    await expect(mine).toContainText('مرحبا بالعالم');
    await expect(page.locator('[data-testid="chat-message"][data-role="assistant"]').first()).toBeVisible({
      timeout: 45_000,
    });
    await expect(page.getByTestId('typing-indicator')).toHaveCount(0, { timeout: 45_000 });
    // Again after a reload (the tab keeps the conversation): still text.
    await page.reload();
    await settle(page);
    await expect(page.locator('[data-testid="chat-message"][data-role="user"]').first()).toContainText(markup);
    await noMarkup();
  });

  test(`team round start: spaces, malformed and past dates, markup as the team's name (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(!isDesktop(testInfo), 'forms do not depend on the viewport (desktop project)');
    const noMarkup = guardMarkup(page);
    await presetLanguage(page, language);
    const guest = await createGuestSession(request, {
      email: uniqueEmail(`bad-round-${language}`),
      firstName: 'Ada',
      language,
    });
    await seedGuestSession(page, guest);
    await gotoAndSettle(page, withLang('/team-rounds/new', language));
    const form = page.getByTestId('team-round-form');
    const name = form.getByLabel(t.teamName);
    const date = form.getByLabel(t.date, { exact: true });
    const time = form.getByLabel(t.time, { exact: true });
    const submit = form.locator('button[type="submit"]');

    await name.fill('   ');
    await date.fill('31.31.20xx');
    await time.fill('25:99');
    await submit.click();
    await expect(form.getByText(t.teamNameMissing)).toBeVisible();
    await expect(form.getByText(t.dateFormat)).toBeVisible();
    await expect(name).toBeFocused();
    await expect(date).toHaveValue('31.31.20xx');
    await expect(time).toHaveValue('25:99');

    await name.fill(mixed);
    await date.fill(t.pastDate);
    await time.fill('12:00');
    await submit.click();
    await expect(form.getByText(t.past)).toBeVisible();
    await expect(date).toBeFocused();
    await expect(name).toHaveValue(mixed);

    // Without a deadline the round starts; its page shows the name as text.
    await date.fill('');
    await time.fill('');
    await submit.click();
    await expect(page).toHaveURL(/\/team-rounds\/[0-9a-f-]{36}$/);
    await settle(page);
    await expect(page.locator('main')).toContainText(markup);
    await noMarkup();
  });
}

test('the api refuses wrong types and extra fields with 4xx and a stable code, never a stack', async ({
  request,
}, testInfo) => {
  test.skip(!isDesktop(testInfo), 'api only (desktop project)');
  const guest = await createGuestSession(request, { email: uniqueEmail('bad-api'), firstName: 'Ada', language: 'de' });
  const asGuest = { ...apiHeaders, 'x-guest-token': guest.token };
  const calls: [string, string, Record<string, string>, unknown][] = [
    ['POST', '/functions/v1/guest-session', apiHeaders, { email: 42, firstName: ['x'], consent: 'yes' }],
    [
      'POST',
      '/functions/v1/guest-session',
      apiHeaders,
      { email: null, firstName: '   ', consent: true, role: 'admin' },
    ],
    ['POST', '/functions/v1/team-rounds', asGuest, { team_name: { $gt: '' }, languages: 'de' }],
    ['POST', '/functions/v1/team-rounds', asGuest, { team_name: '   ', languages: ['de'] }],
    ['POST', '/functions/v1/team-rounds', asGuest, { team_name: 'x'.repeat(5_001), languages: ['de'] }],
    [
      'POST',
      '/functions/v1/team-rounds',
      asGuest,
      { team_name: 'Team', languages: ['de'], deadline: '2020-01-01T00:00:00Z' },
    ],
    ['POST', '/functions/v1/team-rounds', asGuest, { team_name: 'Team', languages: ['de'], deadline: '31.31.2026' }],
    ['POST', '/functions/v1/advisor-chat', apiHeaders, { message: 12, history: 'none' }],
    ['POST', '/functions/v1/advisor-chat', apiHeaders, { message: 'x'.repeat(5_001) }],
    ['POST', '/functions/v1/expert-requests', asGuest, { expert_id: 'not-a-uuid', topic: [], summary: 3 }],
    ['POST', '/functions/v1/cases/not-a-uuid/messages', asGuest, { body: '<script>alert(1)</script>' }],
    ['POST', '/functions/v1/client-errors', apiHeaders, { message: { nested: true }, extra: 'x'.repeat(5_001) }],
  ];
  for (const [method, path, headers, data] of calls) {
    const response = await request.fetch(`${origins.api}${path}`, { method, headers, data });
    const text = await response.text();
    const label = `${method} ${path} ${JSON.stringify(data).slice(0, 80)}`;
    expect(response.status(), `${label}: ${text}`).toBeGreaterThanOrEqual(400);
    expect(response.status(), `${label}: ${text}`).toBeLessThan(500);
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    expect(typeof body.code, label).toBe('string');
    expect(body.code, label).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(text, label).not.toMatch(/\bat .+\.(ts|js|mjs):\d+|node_modules|Error: /);
  }
});
