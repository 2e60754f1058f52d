import { expect, test } from '../support/fixtures';
import { gotoAndSettle, languageSwitcher, settle, storageKeys, switchLanguage } from '../support/app';

const toggleName = { de: 'Sprache wechseln', en: 'Toggle language' } as const;
const termsLink = { de: 'AGB', en: 'Terms' } as const;

test('German is the default and the switcher offers Deutsch and English', async ({ page }) => {
  await gotoAndSettle(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(languageSwitcher(page)).toHaveAccessibleName(toggleName.de);
  await expect(languageSwitcher(page)).toHaveAttribute('aria-expanded', 'false');

  await languageSwitcher(page).click();
  await expect(languageSwitcher(page)).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Deutsch', 'English']);
  await expect(menu.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'false');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(languageSwitcher(page)).toBeFocused();
});

test('choosing English switches texts and <html lang>, and persists across reload', async ({ page }) => {
  await gotoAndSettle(page, '/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: termsLink.de, exact: true })).toBeVisible();

  await switchLanguage(page, 'en');
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
  await expect(languageSwitcher(page)).toHaveAccessibleName(toggleName.en);
  await expect(footer.getByRole('link', { name: termsLink.en, exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: termsLink.de, exact: true })).toHaveCount(0);

  await page.reload();
  // `/` comes back as the prerendered snapshot (with a header of its own) until the app replaces it.
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(footer.getByRole('link', { name: termsLink.en, exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.language)).toBe('en');

  await languageSwitcher(page).click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(languageSwitcher(page)).toHaveAccessibleName(toggleName.de);
});

test('?lang=en opens the product in English', async ({ page }) => {
  await gotoAndSettle(page, '/agb?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('main h1')).toHaveText('Terms and conditions');
  await expect(languageSwitcher(page)).toHaveAccessibleName(toggleName.en);
});
