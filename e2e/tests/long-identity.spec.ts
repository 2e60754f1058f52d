// A signed-in user with a very long name and e-mail address on a 320 px phone: nothing may run
// out of the page (the dashboard greeted with the address and broke mid-word; the account
// settings, a consent naming the address and the dashboard widgets are checked too).
import { expect, test, type Page } from '../support/fixtures';
import { password } from '../support/accounts';
import { gotoAndSettle, openDrawer, origins, presetLanguage, withLang } from '../support/app';
import { serviceRoleKey } from '../support/experts';

test.use({ viewport: { width: 320, height: 640 } });

const firstName = 'Maximiliane-Charlotte Alexandra';

/** The elements that reach past the right edge of the viewport (none when the page fits). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5) {
        const id = element.getAttribute('data-testid');
        found.push(
          `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''} ${Math.round(box.right)}px: ${(element.textContent ?? '').trim().slice(0, 60)}`,
        );
      }
    }
    return found;
  });
}

/** Nothing reaches past the viewport, not even a long word running out of its box. */
async function expectFits(page: Page, label: string) {
  expect(await overflowing(page), `${label}: elements beyond 320 px`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(320);
}

test('a long name and address fit a 320 px phone: dashboard, account menu, drawer, landing, booking', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone layout');
  test.setTimeout(90_000);
  const email = `maximiliane.alexandra.mustermann-schmidt.${Date.now().toString(36)}@konfliktkompass-beispiel.example`;
  const key = serviceRoleKey();
  const created = await request.post(`${origins.api}/auth/v1/admin/users`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    data: { email, password, email_confirm: true, user_metadata: { first_name: firstName } },
  });
  expect(created.status(), await created.text()).toBe(200);

  await presetLanguage(page, 'de');
  await page.goto('/auth?next=%2Fdashboard');
  const form = page.getByRole('form', { name: 'Anmelden' });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await gotoAndSettle(page, '/dashboard');

  // Greeted by the name, never by the address; the heading wraps inside the page.
  const greeting = page.getByRole('heading', { level: 1 });
  await expect(greeting).toHaveText(`Willkommen zurück, ${firstName}`);
  await expect(page.getByTestId('account-settings')).toBeVisible();
  await expect(page.getByTestId('cases-widget')).toBeVisible();
  await expectFits(page, 'dashboard');

  // A widget's title sits at its card's top, level with its action (not pushed down by the page's heading margin).
  for (const widget of [page.getByTestId('cases-widget'), page.getByTestId('team-rounds-widget')]) {
    const [card, title] = [await widget.boundingBox(), await widget.getByRole('heading', { level: 2 }).boundingBox()];
    expect(title!.y - card!.y, 'title offset in its card').toBeLessThanOrEqual(24);
  }

  await page.getByTestId('account-menu').click();
  const identity = page.getByTestId('account-identity');
  await expect(identity).toContainText(firstName);
  await expect(identity).toContainText(email);
  await expectFits(page, 'account menu');
  await page.keyboard.press('Escape');

  await openDrawer(page);
  await expectFits(page, 'drawer');
  await page.keyboard.press('Escape');

  for (const path of ['/', '/experts/request', '/premium', '/team-rounds/new']) {
    await gotoAndSettle(page, withLang(path, 'de'));
    await expectFits(page, path);
  }
  // The booking form's consent names the address.
  await gotoAndSettle(page, '/experts/request');
  await expect(page.getByText(email)).toBeVisible();
  await expectFits(page, 'booking consent');
});
