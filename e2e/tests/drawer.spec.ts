import { expect, test } from '../support/fixtures';
import { gotoAndSettle, openDrawer, settle } from '../support/app';

test.skip(({ isMobile }) => !isMobile, 'the drawer replaces the desktop menu below 768 px (mobile project)');

// The values radar and the cost calculator live on their checklist pages and are listed as tools.
const free = ['konflikt-analyse', 'konflikt-stil'] as const;
const tools = {
  'conflict-analysis': '/assessment/conflict-analysis',
  'conflict-style': '/assessment/conflict-style',
  'values-radar': '/checklisten/werte-radar',
  'cost-calculator': '/checklisten/konflikt-kosten',
} as const;
const premium = ['cofounder-konflikt', 'team-kommunikation', 'team-dynamik'] as const;

const texts = {
  de: {
    dialog: 'Menü',
    nav: ['Home', 'Konfliktberater', 'Blog', 'Für Experten'],
    checklists: 'Checklisten',
    first: 'Konfliktanalyse',
    tools: 'Kostenlose Tools',
    toolNames: ['Team-Konfliktanalyse', 'Konfliktstil-Test', 'Werte-Radar', 'Konfliktkosten-Rechner'],
  },
  en: {
    dialog: 'Menu',
    nav: ['Home', 'Conflict advisor', 'Blog', 'For experts'],
    checklists: 'Checklists',
    first: 'Conflict analysis',
    tools: 'Free tools',
    toolNames: ['Team conflict analysis', 'Conflict style test', 'Values radar', 'Conflict cost calculator'],
  },
} as const;

for (const lang of ['de', 'en'] as const) {
  test(`drawer lists the menu, the four free tools and five checklists (${lang})`, async ({ page }) => {
    await gotoAndSettle(page, lang === 'de' ? '/' : '/?lang=en');
    await expect(page.locator('header nav')).toHaveCount(0); // no desktop menu here
    const toggle = page.getByTestId('drawer-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    const drawer = await openDrawer(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer).toHaveAttribute('role', 'dialog');
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('dialog', { name: texts[lang].dialog })).toBeVisible();

    for (const [index, key] of (['home', 'chat', 'blog', 'experts'] as const).entries()) {
      await expect(drawer.getByTestId(`drawer-${key}`)).toContainText(texts[lang].nav[index]!);
    }
    await expect(drawer.getByTestId('drawer-premium')).toHaveCount(0);
    await expect(drawer.getByTestId('drawer-blog')).toHaveAttribute('target', '_blank');
    await expect(drawer.getByRole('heading', { name: texts[lang].checklists })).toBeVisible();

    await expect(drawer.getByRole('heading', { name: texts[lang].tools })).toBeVisible();
    const toolList = drawer.getByRole('list', { name: texts[lang].tools });
    await expect(toolList.getByRole('link')).toHaveText(texts[lang].toolNames);
    for (const [id, path] of Object.entries(tools)) {
      await expect(toolList.getByTestId(`tool-${id}`).getByRole('link')).toHaveAttribute('href', path);
    }

    const checklistItems = drawer.getByRole('list', { name: texts[lang].checklists }).locator('li');
    await expect(checklistItems).toHaveCount(5);
    await expect(drawer.getByTestId('checklist-werte-radar')).toHaveCount(0);
    await expect(drawer.getByTestId('checklist-konflikt-kosten')).toHaveCount(0);
    await expect(drawer.getByTestId('checklist-konflikt-analyse')).toContainText(texts[lang].first);

    for (const id of free) {
      const item = drawer.getByTestId(`checklist-${id}`);
      await expect(item.getByRole('link')).toHaveAttribute('href', `/checklisten/${id}`);
      await expect(item.locator('[aria-disabled="true"]')).toHaveCount(0);
    }
    for (const id of premium) {
      const item = drawer.getByTestId(`checklist-${id}`);
      await expect(item.locator('a')).toHaveCount(0);
      await expect(item.locator('[aria-disabled="true"]')).toHaveCount(1);
      await expect(item).toContainText('Premium');
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
}

test('a drawer link navigates and closes the drawer', async ({ page }) => {
  await gotoAndSettle(page, '/');
  const drawer = await openDrawer(page);
  await drawer.getByTestId('tool-values-radar').getByRole('link').click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/checklisten\/werte-radar$/);
  await settle(page);
  await expect(page.locator('main h1')).toHaveText('Werte-Radar');

  await (await openDrawer(page)).getByTestId('drawer-chat').click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.locator('main h1')).toHaveText('Konfliktberater');
});

test('the backdrop closes the drawer', async ({ page }) => {
  await gotoAndSettle(page, '/');
  const drawer = await openDrawer(page);
  await page.getByTestId('drawer-backdrop').click({ position: { x: 350, y: 400 } });
  await expect(drawer).toBeHidden();
});

test('drawer is 250 px wide on a phone and 300 px on a larger small screen', async ({ page }) => {
  await gotoAndSettle(page, '/');
  let drawer = await openDrawer(page);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect((await drawer.boundingBox())?.width).toBe(250);
  expect((await drawer.boundingBox())?.height, 'the drawer spans the whole viewport height').toBe(812);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.setViewportSize({ width: 700, height: 900 }); // still below the 768 px breakpoint
  await expect(page.getByTestId('drawer-toggle')).toBeVisible();
  drawer = await openDrawer(page);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect((await drawer.boundingBox())?.width).toBe(300);
  expect((await drawer.boundingBox())?.height).toBe(900);
});

test('a Premium badge keeps its distance from the panel edge, in both languages', async ({ page }) => {
  for (const path of ['/', '/?lang=en']) {
    await gotoAndSettle(page, path);
    const drawer = await openDrawer(page);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const panel = (await drawer.boundingBox())!;
    for (const id of premium) {
      const item = drawer.getByTestId(`checklist-${id}`);
      const badge = (await item.getByText('Premium').boundingBox())!;
      const row = (await item.locator('[aria-disabled="true"]').boundingBox())!;
      expect(panel.x + panel.width - (badge.x + badge.width), `${id}: badge to panel edge`).toBeGreaterThanOrEqual(20);
      expect(
        row.x + row.width - (badge.x + badge.width),
        `${id}: badge inside its row's padding`,
      ).toBeGreaterThanOrEqual(11);
    }
    await page.keyboard.press('Escape');
  }
});
