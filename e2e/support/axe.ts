import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** One readable block per violation: rule, impact, help and the offending elements. */
export function formatViolations(violations: Violations): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/** Scans the current page against WCAG 2.1 A/AA and fails with a readable summary. */
export async function axeCheck(page: Page, label = page.url()): Promise<void> {
  // Only violations are reported: collecting passes and incomplete results costs time, not safety.
  // Legacy mode runs axe.run in the page itself. The default mode (runPartial) opens a second,
  // blank page for every scan to assemble the results there, which made each scan two to three
  // times as expensive on 2 cores; all it adds is the scan of cross-origin iframes, and the
  // product has no iframe. Both modes reported the same violations on every scan of a full run
  // (docs/testing.md).
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const summary = formatViolations(results.violations);
  expect(results.violations.length, `Accessibility violations on ${label}:\n\n${summary}`).toBe(0);
  await screenshotFor(page, label);
}

/**
 * With E2E_SHOTS=<folder>, every state the tests scan is also saved as a full-page PNG there
 * (named by the scan's label and the page's width), so a person can look at each page in both
 * languages and on a phone and a desktop without writing a second tour (docs/testing.md).
 */
async function screenshotFor(page: Page, label: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(folder, `${slug}-${width}.png`), fullPage: true });
}
