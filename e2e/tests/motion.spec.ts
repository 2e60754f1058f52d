import { expect, test, type Page } from '../support/fixtures';
import { gotoAndSettle, settle } from '../support/app';

interface Transition {
  /** Milliseconds from the click until the new page's h1 is fully opaque (includes loading the page). */
  elapsed: number;
  /** Milliseconds from the new h1's first frame until it is fully opaque: the fade alone, whatever the load. */
  fade: number;
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
        let firstSeen: number | undefined;
        link.click();
        const sample = () => {
          const heading = Array.from(document.querySelectorAll('main h1')).find((h) => h.textContent === expected);
          if (heading) {
            firstSeen ??= performance.now();
            let opacity = 1;
            for (let node: Element | null = heading; node; node = node.parentElement) {
              opacity *= Number(getComputedStyle(node).opacity);
            }
            opacities.push(opacity);
            const now = performance.now();
            if (opacity === 1) return resolve({ elapsed: now - start, fade: now - firstSeen, opacities });
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
    const { fade, opacities } = await followAndSample(page, href, title);
    // At most one odd frame in between (framer-motion applies a zero-length transition on the
    // next frame); a fade would show several. Timed from the h1's first frame, not the click:
    // loading the page takes longer on a busy machine, a fade does not.
    expect(fading(opacities).length, `${href}: opacities per frame ${opacities.join(', ')}`).toBeLessThanOrEqual(1);
    expect(
      opacities.length,
      `${href}: ${opacities.length} frames (${Math.round(fade)} ms) until fully visible: ${opacities.join(', ')}`,
    ).toBeLessThanOrEqual(3);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  }

  await page.locator('footer').getByRole('link', { name: 'Portal für Experten' }).click();
  await expect(page.locator('main h1')).toHaveText('Für Experten');
  await settle(page);
});

test('without reduced motion, pages fade over about 0.4 s', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await warmUp(page);
  const { elapsed, fade, opacities } = await followAndSample(page, '/agb', 'Allgemeine Geschäftsbedingungen');
  expect(fading(opacities).length, `opacities per frame ${opacities.join(', ')}`).toBeGreaterThan(0);
  expect(fade, `faded in over ${Math.round(fade)} ms`).toBeGreaterThanOrEqual(300);
  expect(elapsed).toBeLessThan(3000);
});
