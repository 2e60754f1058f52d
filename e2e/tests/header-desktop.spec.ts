import { expect, test } from '../support/fixtures';
import { gotoAndSettle } from '../support/app';

test.skip(({ isMobile }) => isMobile, 'the desktop menu exists on wide screens only (desktop project)');

const entries = {
  de: { label: 'Hauptnavigation', names: ['Home', 'Konfliktberater', 'Blog', 'Für Experten'] },
  en: { label: 'Main navigation', names: ['Home', 'Conflict advisor', 'Blog', 'For experts'] },
} as const;

for (const lang of ['de', 'en'] as const) {
  test(`desktop menu lists its entries for anonymous visitors (${lang})`, async ({ page }) => {
    await gotoAndSettle(page, lang === 'de' ? '/' : '/?lang=en');
    const nav = page.getByRole('navigation', { name: entries[lang].label });
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(4);
    for (const [index, name] of entries[lang].names.entries()) await expect(links.nth(index)).toContainText(name);

    await expect(page.getByTestId('nav-home')).toHaveAttribute('href', '/');
    await expect(page.getByTestId('nav-chat')).toHaveAttribute('href', '/chat');
    await expect(page.getByTestId('nav-experts')).toHaveAttribute('href', '/expert-portal');
    const blog = page.getByTestId('nav-blog');
    await expect(blog).toHaveAttribute('href', /^https:\/\//);
    await expect(blog).toHaveAttribute('target', '_blank');
    await expect(blog).toHaveAttribute('rel', /noopener/);
    await expect(page.getByTestId('nav-premium')).toHaveCount(0);
    await expect(page.getByTestId('drawer-toggle')).toHaveCount(0);
  });
}

test('menu entries lead to their pages', async ({ page }) => {
  await gotoAndSettle(page, '/');
  await page.getByTestId('nav-chat').click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.locator('main h1')).toHaveText('Konfliktberater');
  await expect(page.getByTestId('nav-chat')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('nav-experts').click();
  await expect(page.locator('main h1')).toHaveText('Für Experten');
  await page.getByTestId('nav-home').click();
  await expect(page).toHaveURL(/\/$/);
});

test('a menu hint appears only after the 200 ms hover delay and goes after leaving', async ({ page }) => {
  await gotoAndSettle(page, '/');
  const entry = page.getByTestId('nav-chat');
  const hint = page.getByTestId('nav-hint');

  // Timed inside the page, not through round trips to the test runner: when the pointer
  // entered the entry, whether a hint existed 100 ms later, and when the hint appeared.
  await page.evaluate(() => {
    const record: { enteredAt?: number; shownAt?: number; hintAt100?: boolean } = {};
    (window as unknown as { __hover: typeof record }).__hover = record;
    document.querySelector('[data-testid="nav-chat"]')?.addEventListener('mouseenter', () => {
      if (record.enteredAt !== undefined) return;
      record.enteredAt = performance.now();
      // Scheduled together with the app's 200 ms timer, so it always runs before it.
      setTimeout(() => (record.hintAt100 = document.querySelector('[data-testid="nav-hint"]') !== null), 100);
    });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="nav-hint"]')) record.shownAt ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });

  await entry.hover();
  await expect(hint).toBeVisible({ timeout: 2000 });
  await expect(hint).toHaveText('Sprich mit unserem KI-Konfliktberater – kostenlos und ohne Anmeldung.');
  await expect(entry).toHaveAttribute('aria-describedby', 'nav-hint-chat');

  const timing = await page.evaluate(
    () => (window as unknown as { __hover: { enteredAt?: number; shownAt?: number; hintAt100?: boolean } }).__hover,
  );
  expect(timing.hintAt100, 'no hint 100 ms after the pointer arrived').toBe(false);
  const delay = timing.shownAt! - timing.enteredAt!;
  expect(delay, `hint appeared ${Math.round(delay)} ms after the pointer arrived`).toBeGreaterThanOrEqual(190);
  expect(delay, `hint appeared ${Math.round(delay)} ms after the pointer arrived`).toBeLessThanOrEqual(600);

  await page.mouse.move(640, 700);
  await expect(hint).toHaveCount(0, { timeout: 1000 });
  await expect(entry).not.toHaveAttribute('aria-describedby', /.+/);
});

test('keyboard focus shows the hint at once and Escape hides it', async ({ page }) => {
  await gotoAndSettle(page, '/');
  await page.getByTestId('nav-experts').focus();
  await expect(page.getByTestId('nav-hint')).toHaveText('Das Portal für Mediatorinnen, Mediatoren und Coaches.');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('nav-hint')).toHaveCount(0);
});
