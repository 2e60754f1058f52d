import { expect, test } from '../support/fixtures';
import { gotoAndSettle, settle, withLang } from '../support/app';

const texts = {
  de: { terms: 'AGB', title: 'Allgemeine Geschäftsbedingungen', rights: 'Alle Rechte vorbehalten.' },
  en: { terms: 'Terms', title: 'Terms and conditions', rights: 'All rights reserved.' },
} as const;

for (const lang of ['de', 'en'] as const) {
  test(`the footer links to the terms page, a mailto contact and shows the year (${lang})`, async ({ page }) => {
    await gotoAndSettle(page, withLang('/', lang));
    const footer = page.locator('footer');
    await expect(footer).toBeVisible();

    const mail = footer.locator('a[href^="mailto:"]');
    await expect(mail).toHaveCount(1);
    await expect(mail).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/);
    const year = new Date().getFullYear();
    await expect(footer).toContainText(`© ${year}`);
    await expect(footer).toContainText(texts[lang].rights);

    for (const external of await footer.locator('a[target="_blank"]').all()) {
      await expect(external).toHaveAttribute('rel', /noopener/);
    }

    const terms = footer.getByRole('link', { name: texts[lang].terms, exact: true });
    await expect(terms).toHaveAttribute('href', '/agb');
    await terms.click();
    await expect(page).toHaveURL(/\/agb(\?.*)?$/);
    await settle(page);
    await expect(page.locator('main h1')).toHaveText(texts[lang].title);
  });
}

test('the terms page opens directly', async ({ page, isMobile }) => {
  test.skip(isMobile, 'covered on mobile by the footer test (desktop project)');
  await gotoAndSettle(page, '/agb');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allgemeine Geschäftsbedingungen');
  await expect(page.locator('main h2').first()).toBeVisible();
});
