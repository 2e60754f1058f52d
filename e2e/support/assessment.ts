// Filling in an assessment the way a visitor does: step by step, one radio per statement.
import { expect, type Page } from '@playwright/test';

/**
 * Answers every statement of the open assessment (`value` 1-5, or a function of the item id)
 * and stops on the final step, before submitting.
 */
export async function answerAll(page: Page, value: number | ((itemId: string) => number)): Promise<void> {
  // The intro (or, with a draft, the first question) comes first; wait for whichever shows.
  const start = page.getByTestId('assessment-start');
  await expect(start.or(page.locator('[data-testid^="question-"]').first())).toBeVisible();
  if (await start.isVisible()) await start.click();
  for (let step = 0; step < 20; step += 1) {
    const questions = page.locator('[data-testid^="question-"]');
    await expect(questions.first()).toBeVisible();
    for (const question of await questions.all()) {
      const itemId = (await question.getAttribute('data-testid'))!.replace('question-', '');
      const point = typeof value === 'function' ? value(itemId) : value;
      // The label wraps the radio, so a click on it is what a visitor does.
      await question.locator(`label:has(#q-${itemId}-${point})`).click();
    }
    const next = page.getByTestId('assessment-next');
    if (!(await next.isVisible())) return;
    // Each step is a history entry (`?step=`) and renders after the address changes: until then
    // the old step's statements are still on the page, so wait for the next step or the last page.
    const firstBefore = await questions.first().getAttribute('data-testid');
    const submit = page.getByTestId('assessment-submit');
    await next.click();
    await expect
      .poll(
        async () => {
          if (await submit.isVisible()) return 'last page';
          const first = await questions.evaluateAll((nodes) => nodes[0]?.getAttribute('data-testid') ?? null);
          return first !== null && first !== firstBefore ? 'next step' : 'waiting';
        },
        // The step renders within a frame or two: poll that often, not after the default 100,
        // 250, 500 ms, which every step of every questionnaire paid.
        { intervals: [25, 50, 100] },
      )
      .not.toBe('waiting');
    if (await submit.isVisible()) return;
  }
  throw new Error('the assessment did not reach its last step');
}
