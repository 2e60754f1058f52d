// The assessment steps behave like pages: each is a history entry (Back, Forward, reload), has a
// heading of its own, and "Weiter" points out open statements before moving on.
import { expect, test, type Page } from '../support/fixtures';
import { isDesktop } from '../support/app';
import { axeCheck } from '../support/axe';

async function answerStep(page: Page, point: number) {
  for (const question of await page.locator('[data-testid^="question-"]').all()) {
    const itemId = (await question.getAttribute('data-testid'))!.replace('question-', '');
    await question.locator(`label:has(#q-${itemId}-${point})`).click();
  }
}

const heading = (page: Page) => page.locator('#assessment-step-heading');

for (const type of ['conflict-analysis', 'conflict-style'] as const) {
  test(`${type}: Back, Forward and reload go step by step`, async ({ page }) => {
    await page.goto('/');
    await page.goto(`/assessment/${type}`);
    await page.getByTestId('assessment-start').click();
    await expect(page).toHaveURL(new RegExp(`/assessment/${type}\\?step=1$`));
    const first = await heading(page).innerText();
    await answerStep(page, 4);
    await page.getByTestId('assessment-next').click();
    await expect(page).toHaveURL(/\?step=2$/);
    const second = await heading(page).innerText();
    expect(second).not.toBe(first);

    await page.goBack();
    await expect(page).toHaveURL(/\?step=1$/);
    await expect(heading(page)).toHaveText(first);
    await expect(page.locator('[data-testid^="question-"] input:checked')).toHaveCount(4);
    await page.goForward();
    await expect(heading(page)).toHaveText(second);
    await page.reload();
    await expect(page).toHaveURL(/\?step=2$/);
    await expect(heading(page)).toHaveText(second);

    // Back from the first step is the intro, and from there the page before.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/assessment/${type}$`));
    await expect(page.getByTestId('assessment-start')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/localhost:3000\/$/);
  });
}

test('"Weiter" with open statements names them on the step and goes on only when asked', async ({ page }) => {
  await page.goto('/assessment/conflict-analysis?step=2');
  await expect(heading(page)).toBeVisible();
  const first = page.locator('[data-testid^="question-"]').first();
  await first.locator('label').nth(1).click();
  await page.getByTestId('assessment-next').click();
  const gaps = page.getByTestId('assessment-step-gaps');
  await expect(gaps).toContainText('Noch offen: Aussage 6, Aussage 7 und Aussage 8.');
  await expect(page.locator('#q-s2-1')).toBeFocused();
  await expect(page).toHaveURL(/\?step=2$/);
  await axeCheck(page, 'a step with open statements pointed out');
  await gaps.getByRole('button', { name: 'Trotzdem weiter' }).click();
  await expect(page).toHaveURL(/\?step=3$/);
  await expect(heading(page)).toBeFocused();
});

test('the statement labels have no hairline beside them', async ({ page }, testInfo) => {
  test.skip(!isDesktop(testInfo), 'the options sit in a row only on a wide screen');
  await page.goto('/assessment/conflict-style');
  await page.getByTestId('assessment-start').click();
  const fieldsets = page.locator('[data-testid^="question-"]');
  await expect(fieldsets.first()).toBeVisible();
  expect(await fieldsets.count()).toBeGreaterThan(0);
  for (const fieldset of await fieldsets.all()) {
    const box = (await fieldset.boundingBox())!;
    const legend = (await fieldset.locator('legend').boundingBox())!;
    // A legend inside the border splits the top line and leaves it running beside the text; a
    // floated legend sits below the line.
    expect(legend.y).toBeGreaterThanOrEqual(box.y + 8);
  }
});

test('the values radar’s statements sit inside their cards, not on the top line', async ({ page }, testInfo) => {
  test.skip(isDesktop(testInfo), 'a statement runs over two or three lines on a phone');
  await page.goto('/checklisten/werte-radar');
  const items = page.locator('[data-testid^="values-item-"]');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBe(20);
  for (const item of await items.all()) {
    const box = (await item.boundingBox())!;
    const legend = (await item.locator('legend').boundingBox())!;
    expect(legend.y).toBeGreaterThanOrEqual(box.y + 8);
  }
});
