import { expect, test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { takePlaceholders, watchPlaceholders } from './placeholders';

/**
 * Every spec takes `test` from here. Each test's context is watched for texts showing a
 * placeholder without its value (support/placeholders.ts); a test that saw one fails.
 *
 * `sharedPage`: one page per worker for read-only sweeps (the accessibility scan of every
 * route). Its browser cache stays warm between tests, so each route costs a navigation, not a
 * cold start. It is created with the project's viewport and device settings and reduced
 * motion (pages settle sooner; the final state is the same). Tests using it must not depend
 * on storage left by others: pass `?lang=` explicitly.
 */
export const test = base.extend<{ placeholderGuard: void }, { sharedPage: Page }>({
  context: async ({ context }, run) => {
    await watchPlaceholders(context);
    await run(context);
  },
  placeholderGuard: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, run) => {
      takePlaceholders();
      await run();
      expect(takePlaceholders(), 'texts showed a placeholder without its value').toEqual([]);
    },
    { auto: true },
  ],
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const project = workerInfo.project.use;
      const options: BrowserContextOptions = {
        baseURL: project.baseURL,
        viewport: project.viewport,
        isMobile: project.isMobile,
        hasTouch: project.hasTouch,
        deviceScaleFactor: project.deviceScaleFactor,
        userAgent: project.userAgent,
        locale: project.locale,
        reducedMotion: 'reduce',
      };
      const context = await browser.newContext(options);
      await watchPlaceholders(context);
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
export type * from '@playwright/test';
