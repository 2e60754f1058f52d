// The premium area and the news subscription (issue #14), end to end against the real api and
// mail: /premium is reached from the landing page's premium cards, the header's account menu and
// the drawer, and shows the coming premium checklists disabled with their Premium badge. A fresh
// address subscribes there and gets the confirmation mail (and nothing else); its link leads to the
// confirm page, then "confirmed"; the dashboard of an account with that address shows the
// subscription; the unsubscribe link of the mail works without signing in. Axe scans every state.
//
// Cost: the journey runs once per language (German on desktop, English on mobile); the other two
// combinations scan the states set up through the api (`page states`).
import { expect, test, type Page } from '../support/fixtures';
import { createConfirmedUser, password } from '../support/accounts';
import {
  gotoAndSettle,
  journeyRuns,
  openAsOtherPerson,
  openDrawer,
  settle,
  sweepRuns,
  withLang,
  type Language,
} from '../support/app';
import { axeCheck } from '../support/axe';
import { createGuestSession, seedGuestSession } from '../support/cases';
import { callFunction } from '../support/experts';
import { uniqueEmail, waitForMail } from '../support/inbox';
import {
  allMailsTo,
  mailHeader,
  newsLink,
  subscribeThroughApi,
  tokenOf,
  waitForConfirmationMail,
} from '../support/news';
import { pathOf, signedInUser } from '../support/team-rounds';

const texts = {
  de: { form: 'Anmelden', email: 'E-Mail-Adresse', password: 'Passwort', signIn: 'Anmelden', badge: 'Premium' },
  en: { form: 'Sign in', email: 'Email address', password: 'Password', signIn: 'Sign in', badge: 'Premium' },
} as const;

/** The premium cards of the landing page that link to /premium. */
const premiumCards = ['team-communication', 'team-dynamics'] as const;

async function signIn(page: Page, language: Language, email: string): Promise<void> {
  const t = texts[language];
  await page.goto(withLang('/auth', language));
  const form = page.getByRole('form', { name: t.form });
  await form.getByLabel(t.email).fill(email);
  await form.getByLabel(t.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: t.signIn }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await settle(page);
}

/** The premium page is there, with the coming premium checklists disabled and badged. */
async function expectPremiumPage(page: Page, language: Language): Promise<void> {
  await expect(page).toHaveURL(/\/premium(\?lang=en)?(#abonnieren)?$/);
  await settle(page);
  const premium = page.getByTestId('premium-page');
  await expect(premium).toBeVisible();
  const checklists = premium.locator('[data-testid^="premium-checklist-"]');
  await expect(checklists).toHaveCount(3);
  for (const checklist of await checklists.all()) {
    await expect(checklist).toHaveAttribute('aria-disabled', 'true');
    await expect(checklist).toContainText(texts[language].badge);
  }
  await expect(checklists.locator('a[href]')).toHaveCount(0);
  await expect(premium.getByTestId('subscribe-form')).toBeVisible();
}

/** Fills and sends the subscribe form (address, consent). */
async function subscribe(page: Page, email: string): Promise<void> {
  const form = page.getByTestId('subscribe-form');
  await form.locator('input[type="email"]').fill(email);
  await form.getByRole('checkbox').check();
  await form.locator('button[type="submit"]').click();
}

for (const { language, project } of journeyRuns) {
  test(`premium is reachable from the landing page, the account menu and the drawer; subscribe, confirm from the inbox, see it on the dashboard, unsubscribe from a mail (${language}, ${project})`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `the ${language} journey runs on ${project}`);
    test.setTimeout(120_000);
    const label = (state: string) => `${state} (${language}, ${project})`;

    // From the landing page's premium cards (the cards stay announcements, not tool links).
    await gotoAndSettle(page, withLang('/', language));
    for (const id of premiumCards) {
      await expect(page.getByTestId(`tool-card-${id}`).getByTestId(`premium-link-${id}`)).toHaveAttribute(
        'href',
        '/premium',
      );
    }
    await page.getByTestId(`premium-link-${premiumCards[0]}`).click();
    await expectPremiumPage(page, language);
    await axeCheck(page, label('premium page'));

    // A fresh address subscribes: a note on the page, one mail (the confirmation) and nothing else.
    const email = uniqueEmail('news');
    await subscribe(page, email);
    await expect(page.getByTestId('subscribe-sent')).toContainText(email);
    await axeCheck(page, label('subscribe form, confirmation sent'));
    const confirmation = await waitForConfirmationMail(request, email);
    expect(await allMailsTo(request, email)).toHaveLength(1);
    const unsubscribeUrl = newsLink(confirmation, 'unsubscribe');
    // One-click unsubscribe (RFC 8058) names the api with the same token; a GET there (a link
    // scanner) only leads to the page that asks first.
    const oneClick = /<(https?:\/\/[^>]+\/news\/v1\/unsubscribe\?token=([^>]+))>/.exec(
      (await mailHeader(request, confirmation, 'List-Unsubscribe')) ?? '',
    );
    expect(oneClick?.[2]).toBe(tokenOf(unsubscribeUrl));
    expect(await mailHeader(request, confirmation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const scanned = await request.get(oneClick![1]!, { maxRedirects: 0 });
    expect(scanned.status()).toBeGreaterThanOrEqual(300);
    expect(scanned.status()).toBeLessThan(400);
    expect(scanned.headers()['location']).toContain(pathOf(unsubscribeUrl));

    // The link leads to the confirm page; its button confirms.
    await gotoAndSettle(page, pathOf(newsLink(confirmation, 'confirm')));
    const confirm = page.getByTestId('news-confirm');
    await expect(confirm).toBeVisible();
    await axeCheck(page, label('confirm page'));
    await confirm.getByRole('button').click();
    await expect(confirm.getByTestId('news-done')).toBeVisible();
    await expect(confirm.getByRole('button')).toHaveCount(0);
    await axeCheck(page, label('confirm page, confirmed'));

    // An account with that address sees the subscription on its dashboard, reached from the
    // account menu's premium entry as well.
    await createConfirmedUser(request, 'unused', email);
    await signIn(page, language, email);
    const widget = page.getByTestId('subscription-widget');
    await expect(widget.getByTestId('subscription-status')).toHaveAttribute('data-status', 'confirmed');
    const user = signedInUser(request, email);
    expect(
      (await callFunction<{ status: string }>(request, await user.accessToken(), 'GET', '/news-subscription')).status,
    ).toBe('confirmed');
    await axeCheck(page, label('dashboard, subscribed'));
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: /Premium/ }).click();
    await expectPremiumPage(page, language);
    if (await page.getByTestId('drawer-toggle').isVisible()) {
      const drawer = await openDrawer(page);
      await drawer.getByTestId('drawer-premium-area').click();
      await expect(drawer).toBeHidden();
      await expectPremiumPage(page, language);
    }

    // Unsubscribing through the mail's link, in a browser without any sign-in.
    const stranger = await openAsOtherPerson(browser, testInfo, language);
    await gotoAndSettle(stranger, withLang(pathOf(unsubscribeUrl), language));
    const unsubscribe = stranger.getByTestId('news-unsubscribe');
    await expect(unsubscribe).toBeVisible();
    await axeCheck(stranger, label('unsubscribe page'));
    await unsubscribe.getByRole('button').click();
    await expect(unsubscribe.getByTestId('news-done')).toBeVisible();
    await axeCheck(stranger, label('unsubscribe page, unsubscribed'));
    await stranger.context().close();
    expect(
      (await callFunction<{ status: string }>(request, await user.accessToken(), 'GET', '/news-subscription')).status,
    ).toBe('none');
    await gotoAndSettle(page, withLang('/dashboard', language));
    await expect(widget.getByTestId('subscription-status')).toHaveAttribute('data-status', 'none');
    await axeCheck(page, label('dashboard, not subscribed'));
    // The address got the confirmation and the account's sign-up mail only.
    expect(await allMailsTo(request, email)).toHaveLength(2);
  });
}

for (const { language, project } of sweepRuns) {
  test(`page states of premium and the subscription pass axe (${language}, ${project})`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `this sweep runs on ${project}`);
    test.setTimeout(90_000);
    const label = (state: string) => `${state} (${language}, ${project})`;

    await gotoAndSettle(page, withLang('/premium', language));
    await expectPremiumPage(page, language);
    await axeCheck(page, label('premium page'));
    // The form's errors (sent empty).
    await page.getByTestId('subscribe-form').locator('button[type="submit"]').click();
    await expect(page.getByTestId('subscribe-form').locator('[aria-invalid="true"]').first()).toBeVisible();
    await axeCheck(page, label('subscribe form with errors'));

    // Confirm and unsubscribe pages: before, after and with a token that does not (or no longer) work.
    const email = uniqueEmail('news-axe');
    await subscribeThroughApi(request, email, language);
    const mail = await waitForConfirmationMail(request, email);
    const confirmPath = pathOf(newsLink(mail, 'confirm'));
    const unsubscribePath = pathOf(newsLink(mail, 'unsubscribe'));
    await gotoAndSettle(page, withLang(confirmPath, language));
    await axeCheck(page, label('confirm page'));
    await page.getByTestId('news-confirm').getByRole('button').click();
    await expect(page.getByTestId('news-done')).toBeVisible();
    await axeCheck(page, label('confirm page, confirmed'));
    // The same link again: the token is spent.
    await gotoAndSettle(page, withLang(confirmPath, language));
    await page.getByTestId('news-confirm').getByRole('button').click();
    await expect(page.getByTestId('news-invalid')).toBeVisible();
    await axeCheck(page, label('confirm page, link no longer valid'));
    // A confirmed address asking again gets a note with the unsubscribe link, no new confirmation.
    await subscribeThroughApi(request, email, language);
    await waitForMail(request, email, /./, (note) => note.id !== mail.id);
    const mails = await allMailsTo(request, email);
    expect(mails.filter((each) => each.text.includes('/news/confirm?token='))).toHaveLength(1);
    await gotoAndSettle(page, withLang(unsubscribePath, language));
    await axeCheck(page, label('unsubscribe page'));
    await page.getByTestId('news-unsubscribe').getByRole('button').click();
    await expect(page.getByTestId('news-done')).toBeVisible();
    await axeCheck(page, label('unsubscribe page, unsubscribed'));
    await gotoAndSettle(page, withLang(unsubscribePath, language));
    await page.getByTestId('news-unsubscribe').getByRole('button').click();
    await expect(page.getByTestId('news-invalid')).toBeVisible();
    await axeCheck(page, label('unsubscribe page, link no longer valid'));

    // The dashboard widget: a guest sees the form with the address filled in.
    const guestEmail = uniqueEmail('news-guest');
    const guest = await createGuestSession(request, { email: guestEmail, firstName: 'Ada', language });
    await seedGuestSession(page, guest);
    await gotoAndSettle(page, withLang('/dashboard', language));
    const widget = page.getByTestId('subscription-widget');
    await expect(widget.locator('input[type="email"]')).toHaveValue(guestEmail);
    await axeCheck(page, label('dashboard of a guest with the subscribe form'));
  });
}
