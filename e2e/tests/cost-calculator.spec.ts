// The cost calculator as a newcomer sees it: the result first and live on a phone, readable chart
// labels, numbers in the page's language, each unit once.
import { expect, test, type Page } from '../support/fixtures';
import { axeCheck } from '../support/axe';

/** The rendered height of every piece of text inside `selector` (what a reader sees, scaling included). */
async function textHeights(page: Page, selector: string): Promise<{ text: string; height: number }[]> {
  return page.locator(selector).evaluate((root) => {
    const out: { text: string; height: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getClientRects()[0];
      if (rect && rect.height > 0) out.push({ text, height: rect.height });
    }
    return out;
  });
}

for (const lang of ['de', 'en'] as const) {
  test(`the calculator shows its result first, live, readable and in ${lang} number format`, async ({ page }) => {
    await page.goto(`/checklisten/konflikt-kosten?lang=${lang}`);
    await page.getByTestId('cost-reset').click();
    const total = page.getByTestId('cost-total');
    await expect(total).toBeVisible();
    const hours = page.locator('#cost-hoursPerWeek');
    await expect(hours).toHaveValue(lang === 'de' ? '2,1' : '2.1');
    await expect(page.locator('#cost-teamSize')).toHaveValue('4');

    // The result is above the fifteen inputs on a phone, beside them on a wide screen.
    const resultBox = (await total.boundingBox())!;
    const firstInput = (await page.locator('#cost-teamSize').boundingBox())!;
    if ((page.viewportSize()?.width ?? 0) < 768) expect(resultBox.y).toBeLessThan(firstInput.y);
    else expect(resultBox.x).toBeGreaterThan(firstInput.x);

    // Chart labels and amounts at a readable size (they were about 9 px on a phone).
    const heights = await textHeights(page, '[data-testid="cost-chart"]');
    expect(heights.length).toBeGreaterThan(10);
    for (const { text, height } of heights) expect([text, height >= 12]).toEqual([text, true]);

    // Each unit once, and no English decimal point beside German text.
    const labels = await page.locator('[data-testid="cost-calculator"] label').allInnerTexts();
    for (const label of labels) expect(label).not.toMatch(/\[|\(EUR\).*EUR/);
    if (lang === 'de')
      expect(await page.getByTestId('cost-calculator').innerText()).not.toMatch(/\b\d+\.\d{1,2}\b(?!\d)/);

    // Typing updates the result at once; on a phone the live line shows it while typing.
    const before = await total.innerText();
    await hours.fill(lang === 'de' ? '3,5' : '3.5');
    await expect(total).not.toHaveText(before);
    if ((page.viewportSize()?.width ?? 0) < 768) {
      await expect(page.getByTestId('cost-live-total')).toBeInViewport();
      await expect(page.getByTestId('cost-live-total')).toHaveText(await total.innerText());
    }
    await axeCheck(page, `the cost calculator (${lang})`);
  });
}
