// axe-core on a rendered component in jsdom: the WCAG 2.1 A/AA rules the e2e scans use, less
// the ones jsdom cannot judge (colour contrast needs layout; a fragment has no landmarks).
import axe from 'axe-core';

export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
  );
}
