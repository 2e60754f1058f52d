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
import { expect, test, type Page } from '../support/fixtures';
import { expectFits } from '../support/fit';

// Every route of the product, scanned against WCAG 2.1 A/AA in both languages, on both
// projects (desktop and mobile); on the phone also checked to fit 375 and 320 px (support/fit.ts).
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

// Routes the scan above leaves to their own specs, checked here for the phone's width only.
const moreRoutes = [
  '/results/conflict-style',
  '/checklisten/konflikt-kosten',
  '/experts',
  '/experts/request',
  '/experts/00000000-0000-0000-0000-000000000000',
  '/cases/00000000-0000-0000-0000-000000000000',
  '/team-rounds/new',
  '/team/unknown-code',
  '/team-results/unknown-token',
  '/expert-portal/security',
  '/expert-portal/cases',
  '/expert-portal/review',
  '/auth?view=signup',
  '/auth?view=guest',
  '/premium',
  '/news/confirm',
  '/news/unsubscribe',
];

/**
 * On the phone (mobile project, 375 px) and on a 320 px one: nothing runs out of the page or
 * out of its box (long German compounds in buttons, tabs, headings, table cells and selects).
 */
async function expectFitsPhones(page: Page, label: string, isMobile: boolean) {
  if (!isMobile) return;
  const viewport = page.viewportSize()!;
  await expectFits(page, label);
  await page.setViewportSize({ ...viewport, width: 320 });
  try {
    await expectFits(page, label);
  } finally {
    await page.setViewportSize(viewport);
  }
}

for (const route of routes) {
  test(`no WCAG 2.1 A/AA violations on ${route}`, async ({ sharedPage: page, isMobile }) => {
    // German first (explicit: the shared page keeps the last choice in localStorage), then
    // English through the header's switcher, which re-renders the same page in place.
    await gotoAndSettle(page, `${route}?lang=de`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await axeCheck(page, `${route} (de)`);
    await expectFitsPhones(page, `${route} (de)`, isMobile);
    await switchLanguage(page, 'en');
    await expect(page.locator('main h1')).not.toHaveText('');
    await settle(page);
    await axeCheck(page, `${route} (en)`);
    await expectFitsPhones(page, `${route} (en)`, isMobile);
  });
}

for (const route of moreRoutes) {
  test(`${route} fits a phone in both languages`, async ({ sharedPage: page, isMobile }) => {
    test.skip(!isMobile, 'a phone layout');
    await gotoAndSettle(page, `${route}${route.includes('?') ? '&' : '?'}lang=de`);
    await expectFitsPhones(page, `${route} (de)`, isMobile);
    await switchLanguage(page, 'en');
    await expect(page.locator('main h1')).not.toHaveText('');
    await settle(page);
    await expectFitsPhones(page, `${route} (en)`, isMobile);
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
