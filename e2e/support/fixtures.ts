import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';

/**
 * `sharedPage`: one page per worker for read-only sweeps (the accessibility scan of every
 * route). Its browser cache stays warm between tests, so each route costs a navigation, not a
 * cold start. It is created with the project's viewport and device settings and reduced
 * motion (pages settle sooner; the final state is the same). Tests using it must not depend
 * on storage left by others: pass `?lang=` explicitly.
 */
export const test = base.extend<object, { sharedPage: Page }>({
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
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
