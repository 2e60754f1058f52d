import { expect, test } from '../support/fixtures';
import { gotoAndSettle, settle, withLang } from '../support/app';

const texts = {
  de: { text: 'Hoppla! Seite nicht gefunden', home: 'Zurück zur Startseite' },
  en: { text: 'Oops! Page not found', home: 'Return to Home' },
} as const;

for (const lang of ['de', 'en'] as const) {
  test(`unknown route shows the 404 page, logs the path and leads home (${lang})`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));

    await gotoAndSettle(page, withLang('/does-not-exist', lang));
    const notFound = page.getByTestId('not-found');
    await expect(notFound.locator('h1')).toHaveText('404');
    await expect(notFound.getByText(texts[lang].text)).toBeVisible();
    await expect.poll(() => messages.some((text) => text.includes('/does-not-exist'))).toBe(true);
    expect(messages.find((text) => text.includes('/does-not-exist'))).toMatch(/404/);

    const home = notFound.getByRole('link', { name: texts[lang].home });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/localhost:3000\/(\?.*)?$/);
    await settle(page);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.locator('main h1')).not.toHaveText('404');
  });
}

test('a deep unknown path also logs exactly that path', async ({ page, isMobile }) => {
  test.skip(isMobile, 'logging does not depend on the viewport (desktop project)');
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await gotoAndSettle(page, '/foo/bar-baz');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect.poll(() => messages.some((text) => text.includes('/foo/bar-baz'))).toBe(true);
});
