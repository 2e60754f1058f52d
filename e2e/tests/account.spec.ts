import { expect, test } from '../support/fixtures';
import { gotoAndSettle, navEntryCount, setGuest, sevenDaysMs, storageKeys } from '../support/app';

const texts = {
  de: {
    open: 'Kontomenü öffnen',
    title: 'Mein Konto',
    ada: 'Ada (Gast)',
    anonymous: 'Gast (Gast)',
    signOut: 'Abmelden',
    signedOut: 'Du wurdest erfolgreich abgemeldet.',
  },
  en: {
    open: 'Open account menu',
    title: 'My account',
    ada: 'Ada (Guest)',
    anonymous: 'Guest (Guest)',
    signOut: 'Sign out',
    signedOut: 'You have been signed out successfully.',
  },
} as const;

test('anonymous visitors have no account menu and no Premium-Berater', async ({ page }) => {
  await gotoAndSettle(page, '/');
  await expect(page.getByTestId('language-switcher')).toBeVisible(); // the header is there…
  await expect(page.getByTestId('account-menu')).toHaveCount(0); // …but nothing for the account
  expect(await navEntryCount(page, 'premium')).toBe(0);
});

test('a guest sees the account menu, "Ada (Gast)" and the Premium-Berater; signing out ends it', async ({ page }) => {
  await setGuest(page, { email: 'ada@example.com', firstName: 'Ada' });
  await gotoAndSettle(page, '/');

  const button = page.getByTestId('account-menu');
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName(texts.de.open);
  expect(await navEntryCount(page, 'premium')).toBe(1);

  await button.click();
  const menu = page.getByRole('menu', { name: texts.de.title });
  await expect(menu).toBeVisible();
  await expect(menu.getByText(texts.de.title, { exact: true })).toBeVisible();
  await expect(page.getByTestId('account-identity')).toHaveText(texts.de.ada);
  await expect(menu.getByRole('separator')).toHaveCount(2);
  // The menu opens aligned to the end of its button (right edge in a left-to-right page).
  const [menuBox, buttonBox] = [await menu.boundingBox(), await button.boundingBox()];
  expect(Math.abs(menuBox!.x + menuBox!.width - (buttonBox!.x + buttonBox!.width))).toBeLessThanOrEqual(1);

  await menu.getByRole('menuitem', { name: texts.de.signOut }).click();
  await expect(page.getByText(texts.de.signedOut)).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  expect(await navEntryCount(page, 'premium')).toBe(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.guest)).toBeNull();

  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});

test('the guest menu in English', async ({ page }) => {
  await setGuest(page, { firstName: 'Ada' });
  await gotoAndSettle(page, '/?lang=en');
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menu', { name: texts.en.title })).toBeVisible();
  await expect(page.getByTestId('account-identity')).toHaveText(texts.en.ada);
  await page.getByRole('menuitem', { name: texts.en.signOut }).click();
  await expect(page.getByText(texts.en.signedOut)).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});

test('a guest without a first name is shown as "Gast (Gast)" / "Guest (Guest)"', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the identity line does not depend on the viewport (desktop project)');
  await setGuest(page, { firstName: '' });
  for (const lang of ['de', 'en'] as const) {
    await gotoAndSettle(page, `/?lang=${lang}`);
    await page.getByTestId('account-menu').click();
    await expect(page.getByTestId('account-identity')).toHaveText(texts[lang].anonymous);
  }
});

test('a guest record lives seven days: valid after 6 days, expired (and removed) after 8', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the record lifetime does not depend on the viewport (desktop project)');
  const day = 24 * 60 * 60 * 1000;
  await setGuest(page, { createdAt: Date.now() - 6 * day, ttl: sevenDaysMs });
  await gotoAndSettle(page, '/');
  await expect(page.getByTestId('account-menu')).toBeVisible();

  await page.evaluate(([key, record]) => localStorage.setItem(key, JSON.stringify(record)), [
    storageKeys.guest,
    { email: 'ada@example.com', firstName: 'Ada', createdAt: Date.now() - 8 * day, ttl: sevenDaysMs },
  ] as const);
  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  expect(await navEntryCount(page, 'premium')).toBe(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.guest)).toBeNull();
});
