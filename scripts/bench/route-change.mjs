// The click-to-route part of the web bench: in Chromium (Playwright, unthrottled, localhost),
// a visitor on `/` clicks a header link to a page whose remote has not been loaded yet. Measured
// in the page: from the pointerdown of the click to the first animation frame in which the new
// page's heading is in <main> (about when it is painted). Every run is a fresh browser context
// (empty cache), so the remote's manifest, entry, chunks and any shared module it needs that the
// first load did not bring are fetched within the measured time unless the shell prefetched them
// at idle before the click (then they come from the HTTP cache and only run).
// The functions passed to page.evaluate run in the page, with its globals.
/* global window, document, location, MutationObserver, requestAnimationFrame */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/workspace.mjs';

/** performance.mark of shell/src/bootstrap.tsx when it starts prefetching the next page. */
export const nextPagePrefetchMark = 'kk:prefetch';

/** The routes measured: the header's test id to click, and the heading the new page shows. */
export function routeTargets() {
  const chat = JSON.parse(readFileSync(path.join(root, 'remote-chat/src/locales/de.json'), 'utf8'));
  return [{ name: '/ → /chat', navTestId: 'nav-chat', path: '/chat', heading: chat.public.title }];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * @param {{ shellUrl: string, chromePath: string, runs?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ name: string, runsMs: number[], medianMs: number, maxMs: number, requests: number }[]>}
 */
export async function measureRouteChanges({ shellUrl, chromePath, runs = 5, log = console.log }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  const results = [];
  try {
    for (const target of routeTargets()) {
      const runsMs = [];
      let requests = 0;
      for (let run = 1; run <= runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
        try {
          const page = await context.newPage();
          await page.goto(`${shellUrl}/`, { waitUntil: 'networkidle' });
          // The app has taken over from the snapshot of `/` and nothing is loading any more.
          await page.waitForSelector('#kk-snapshot', { state: 'detached', timeout: 30_000 });
          await page.getByTestId(target.navTestId).waitFor({ state: 'visible' });
          // A visitor reads before clicking: the shell's prefetch at idle has started (its mark)
          // and finished. A build without the prefetch is measured without (no mark in 5 s).
          await page
            .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, nextPagePrefetchMark, {
              timeout: 5_000,
            })
            .catch(() => {});
          await page.waitForLoadState('networkidle');
          await page.evaluate(
            ({ heading, pathname }) => {
              const state = /** @type {any} */ (window);
              state.__routeChange = { start: null, end: null };
              document.addEventListener(
                'pointerdown',
                () => {
                  state.__routeChange.start ??= performance.now();
                },
                { capture: true, once: true },
              );
              const shown = () =>
                location.pathname === pathname &&
                [...document.querySelectorAll('main h1')].some((h1) => h1.textContent?.trim() === heading);
              const observer = new MutationObserver(() => {
                if (state.__routeChange.start === null || !shown()) return;
                observer.disconnect();
                requestAnimationFrame(() => {
                  state.__routeChange.end = performance.now();
                });
              });
              observer.observe(document, { subtree: true, childList: true, characterData: true });
            },
            { heading: target.heading, pathname: target.path },
          );
          let runRequests = 0;
          page.on('request', () => runRequests++);
          await page.getByTestId(target.navTestId).click();
          await page.waitForFunction(() => /** @type {any} */ (window).__routeChange.end !== null, null, {
            timeout: 30_000,
          });
          const { start, end } = await page.evaluate(() => /** @type {any} */ (window).__routeChange);
          const ms = Math.round(end - start);
          runsMs.push(ms);
          requests = runRequests;
          log(`  ${target.name} run ${run}/${runs}: ${ms} ms (${runRequests} requests)`);
        } finally {
          await context.close();
        }
      }
      results.push({
        name: target.name,
        runsMs,
        medianMs: median(runsMs),
        maxMs: Math.max(...runsMs),
        requests,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
