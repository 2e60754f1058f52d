// The start page arrives prerendered (shell/prerender): a first visit sees it before any
// script runs, and the app replaces it without a visible change once its own page is there.
import { expect, test, type Page } from '../support/fixtures';
import { languages, origins, presetLanguage, settle, storageKeys } from '../support/app';

const snapshot = '#kk-snapshot';

/** Holds back the shell's entry script until the returned function is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${origins.shell}/static/js/main.*.js`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

for (const lang of languages) {
  test(`/ paints from the HTML, then the app takes over showing exactly the same page (${lang})`, async ({ page }) => {
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    if (lang === 'en') await presetLanguage(page, 'en');
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const title = page.locator(`${snapshot} h1`);
    await expect(title).toBeVisible();
    // One page of the snapshot in the document, in the visitor's language; no template left.
    await expect(page.locator(`${snapshot} > [lang]`)).toHaveAttribute('lang', lang);
    await expect(page.locator('template')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const snapshotTitle = await title.innerText();
    await expect(page.locator(`${snapshot} main img`).first()).toHaveJSProperty('complete', true);
    const before = await page.screenshot({ fullPage: true });

    release();
    await settle(page);
    await expect(page.locator(snapshot)).toHaveCount(0);
    await expect(page.locator('main h1')).toHaveText(snapshotTitle);
    // One page in the document: no second header, main or heading left over.
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.getByTestId('language-switcher')).toHaveCount(1);
    await expect(page.locator('#root')).toHaveCount(1);
    const after = await page.screenshot({ fullPage: true });
    expect(after.equals(before), 'the live page looks exactly like the snapshot').toBe(true);
    expect(cspErrors).toEqual([]);
  });
}

const notFirstVisits = {
  'has a guest record': (page: Page) => page.addInitScript((key) => localStorage.setItem(key, '{}'), storageKeys.guest),
  'previews a remote': (page: Page) =>
    page.addInitScript((key) => sessionStorage.setItem(key, '{}'), storageKeys.preview),
};

for (const [visitor, prepare] of Object.entries(notFirstVisits)) {
  test(`a visitor who ${visitor} never sees the snapshot (the header would differ)`, async ({ page }) => {
    await prepare(page);
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator(snapshot)).toBeAttached();
    // The inline guard ran under the CSP (allowed by its hash) before the snapshot was parsed.
    await expect(page.locator('html')).toHaveAttribute('data-snapshot-off', '');
    await expect(page.locator(snapshot)).toBeHidden();
    release();
    await settle(page);
    await expect(page.locator(snapshot)).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
  });
}

test('only / carries the snapshot; its guard is allowed by hash, not by unsafe-inline', async ({ request }) => {
  const start = await request.get('/');
  expect(await start.text()).toContain('id="kk-snapshot"');
  const scriptSrc =
    (start.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src ')) ?? '';
  expect(scriptSrc).toMatch(/ 'sha256-[A-Za-z0-9+/]+=*'/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  for (const route of ['/chat', '/dashboard', '/does-not-exist']) {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    expect(await response.text(), route).not.toContain('kk-snapshot');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('/ still shows the start page with working links', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    const start = page.locator('main a[href="/assessment/conflict-analysis"]').first();
    await expect(start).toBeVisible();
  });
});

test('when the landing remote is down, the snapshot gives way to the localised fallback', async ({ page }) => {
  await page.route(`${origins.landing}/**`, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByTestId('remote-fallback-landing')).toBeVisible();
  await expect(page.locator(snapshot)).toHaveCount(0);
  await expect(page.getByTestId('language-switcher')).toHaveCount(1);
});
