import { expect, test, type Page } from '../support/fixtures';
import { gotoAndSettle, settle } from '../support/app';

interface Transition {
  /** Milliseconds from the click until the new page's h1 is fully opaque. */
  elapsed: number;
  /** Effective opacity (product over all ancestors) of the new h1 in each frame it existed. */
  opacities: number[];
}

/**
 * Clicks a footer link and samples, inside the page on every animation frame, the new page's
 * h1 until it is fully opaque. A fade shows as intermediate opacities; no fade only as 0 or 1.
 */
async function followAndSample(page: Page, href: string, title: string): Promise<Transition> {
  return page.evaluate(
    ([linkHref, expected]) =>
      new Promise<Transition>((resolve, reject) => {
        const link = document.querySelector<HTMLAnchorElement>(`footer a[href="${linkHref}"]`);
        if (!link) return reject(new Error(`no footer link to ${linkHref}`));
        const opacities: number[] = [];
        const start = performance.now();
        link.click();
        const sample = () => {
          const heading = Array.from(document.querySelectorAll('main h1')).find((h) => h.textContent === expected);
          if (heading) {
            let opacity = 1;
            for (let node: Element | null = heading; node; node = node.parentElement) {
              opacity *= Number(getComputedStyle(node).opacity);
            }
            opacities.push(opacity);
            if (opacity === 1) return resolve({ elapsed: performance.now() - start, opacities });
          }
          if (performance.now() - start > 5000) reject(new Error(`"${expected}" never became fully visible`));
          else requestAnimationFrame(sample);
        };
        sample();
      }),
    [href, title] as const,
  );
}

/** Loads /chat, then visits the terms page once, so chunks are loaded and motion code is ready. */
async function warmUp(page: Page) {
  await gotoAndSettle(page, '/chat');
  await page.locator('footer a[href="/agb"]').click();
  await settle(page);
  await page.locator('footer a[href="/chat"]').click();
  await settle(page);
}

test.skip(({ isMobile }) => isMobile, 'the transition does not depend on the viewport (desktop project)');

const fading = (opacities: number[]) => opacities.filter((opacity) => opacity > 0.02 && opacity < 0.98);

test('with reduced motion, navigation works and each new page appears without a fade', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await warmUp(page);

  for (const [href, title] of [
    ['/agb', 'Allgemeine Geschäftsbedingungen'],
    ['/chat', 'Konfliktberater'],
  ] as const) {
    const { elapsed, opacities } = await followAndSample(page, href, title);
    // At most one odd frame in between (framer-motion applies a zero-length transition on the
    // next frame); a fade would show several.
    expect(fading(opacities).length, `${href}: opacities per frame ${opacities.join(', ')}`).toBeLessThanOrEqual(1);
    expect(elapsed, `${href} fully visible after ${Math.round(elapsed)} ms`).toBeLessThan(1000);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  }

  await page.locator('footer').getByRole('link', { name: 'Portal für Experten' }).click();
  await expect(page.locator('main h1')).toHaveText('Für Experten');
  await settle(page);
});

test('without reduced motion, pages fade over about 0.4 s', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await warmUp(page);
  const { elapsed, opacities } = await followAndSample(page, '/agb', 'Allgemeine Geschäftsbedingungen');
  expect(fading(opacities).length, `opacities per frame ${opacities.join(', ')}`).toBeGreaterThan(0);
  expect(elapsed, `fully visible after ${Math.round(elapsed)} ms`).toBeGreaterThanOrEqual(300);
  expect(elapsed).toBeLessThan(3000);
});
