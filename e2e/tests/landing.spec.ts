import { expect, test, type Page } from '../support/fixtures';
import { gotoAndSettle, languages, settle, switchLanguage, withLang } from '../support/app';

const startCall = { de: 'Kostenlose Analyse starten', en: 'Start the free analysis' } as const;
const analysisTitle = { de: 'Team-Konfliktanalyse', en: 'Team conflict analysis' } as const;

/** The landing's heading: inside the hero once the landing has one, else the page's h1. */
async function landingHeading(page: Page) {
  const hero = page.getByTestId('landing-hero');
  return (await hero.count()) > 0 ? hero.locator('h1') : page.locator('main h1');
}

for (const lang of languages) {
  test(`landing shows its heading and the free-analysis call (${lang})`, async ({ page }) => {
    await gotoAndSettle(page, withLang('/', lang));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(await landingHeading(page)).toBeVisible();
    await expect(page.locator('main h1')).toHaveCount(1);

    const call = page.locator('main').getByRole('link', { name: startCall[lang] }).first();
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', '/assessment/conflict-analysis');

    await call.click();
    await expect(page).toHaveURL(/\/assessment\/conflict-analysis$/);
    await settle(page);
    await expect(page.locator('main h1')).toHaveText(analysisTitle[lang]);
  });
}

test('landing switches to English through the language menu', async ({ page }) => {
  await gotoAndSettle(page, '/');
  const heading = await landingHeading(page);
  const germanTitle = await heading.innerText();
  await expect(page.locator('main').getByRole('link', { name: startCall.de }).first()).toBeVisible();

  await switchLanguage(page, 'en');
  await expect(page.locator('main').getByRole('link', { name: startCall.en }).first()).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: startCall.de })).toHaveCount(0);
  await expect(heading).not.toHaveText(germanTitle);
});

// Passes once the new landing page (remote-landing) with its sections is deployed.
test('landing sections', async ({ page, isMobile }) => {
  test.skip(isMobile, 'which sections exist does not depend on the viewport (desktop project)');
  for (const lang of languages) {
    await gotoAndSettle(page, withLang('/', lang));
    await expect(page.getByTestId('landing-hero').locator('h1')).toBeVisible();
    for (const section of ['tool-cards', 'how-it-works', 'testimonials', 'closing-cta']) {
      await expect(page.getByTestId(section), `section ${section} (${lang})`).toBeAttached();
    }
  }
});
