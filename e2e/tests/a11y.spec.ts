import {
  gotoAndSettle,
  languages,
  languageSwitcher,
  openDrawer,
  setGuest,
  settle,
  switchLanguage,
} from '../support/app';
import { axeCheck } from '../support/axe';
import { expect, test } from '../support/fixtures';

// Every route of the product, scanned against WCAG 2.1 A/AA in both languages, on both
// projects (desktop and mobile).
const routes = [
  '/',
  '/dashboard',
  '/assessment/conflict-analysis',
  '/assessment/conflict-style',
  '/results/conflict-analysis',
  '/results/unknown-type',
  '/expert-portal',
  '/expert-portal/unknown',
  '/expert-portal/application',
  '/auth',
  '/chat',
  '/chat-advisor',
  '/checklisten/werte-radar',
  '/checklisten/team-dynamik',
  '/checklisten/unknown',
  '/agb',
  '/does-not-exist',
];

for (const route of routes) {
  test(`no WCAG 2.1 A/AA violations on ${route}`, async ({ sharedPage: page }) => {
    // German first (explicit: the shared page keeps the last choice in localStorage), then
    // English through the header's switcher, which re-renders the same page in place.
    await gotoAndSettle(page, `${route}?lang=de`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await axeCheck(page, `${route} (de)`);
    await switchLanguage(page, 'en');
    await expect(page.locator('main h1')).not.toHaveText('');
    await settle(page);
    await axeCheck(page, `${route} (en)`);
  });
}

test('no violations with the language menu open', async ({ sharedPage: page }) => {
  for (const lang of languages) {
    await gotoAndSettle(page, `/?lang=${lang}`);
    await languageSwitcher(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await axeCheck(page, `language menu (${lang})`);
  }
});

test.describe('with a guest', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await setGuest(page, { firstName: 'Ada' }); // every entry, Premium-Berater included
  });

  test('no violations with the guest account menu open', async ({ page }) => {
    for (const lang of languages) {
      await gotoAndSettle(page, `/?lang=${lang}`);
      await page.getByTestId('account-menu').click();
      await expect(page.getByTestId('account-identity')).toBeVisible();
      await axeCheck(page, `account menu (${lang})`);
    }
  });

  test('no violations with the mobile drawer open', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the drawer exists below 768 px only (mobile project)');
    for (const lang of languages) {
      await gotoAndSettle(page, `/?lang=${lang}`);
      await openDrawer(page);
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      await axeCheck(page, `mobile drawer (${lang})`);
    }
  });
});
