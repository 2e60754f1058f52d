// Does the page fit a phone? Long German words and compounds ("Fallbeschreibung",
// "Kostenkreis") are what run out of buttons, tabs, headings, table cells and selects first.
import { expect, type Page } from '@playwright/test';

/**
 * What does not fit the viewport, one line each (none when the page fits):
 * - the document scrolls sideways, or an element reaches past the right edge (outside a
 *   container that scrolls sideways on purpose);
 * - text runs out of its own box (an element with text of its own whose content is wider than
 *   it, shown spilling or cut off);
 * - a table is wider than the box it sits in;
 * - a closed select cannot show its chosen option whole. A select's scrollWidth always equals its
 *   clientWidth (Chromium clips the text inside), so the check measures a copy of the select that
 *   holds only the chosen option and sizes itself to it (the arrow and padding included).
 * Visually hidden text (the 1 px screen-reader boxes) and `aria-hidden` decoration do not count.
 */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const found: string[] = [];
    const name = (element: Element) => {
      const id = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${text}"`;
    };
    const scrollsSideways = (element: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element !== document.documentElement;
    const inSidewaysScroller = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (scrollsSideways(node)) return true;
      }
      return false;
    };
    if (document.documentElement.scrollWidth > viewport) {
      found.push(`the document is ${document.documentElement.scrollWidth}px wide`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.display === 'contents' || style.visibility === 'hidden') continue;
      if (element.closest('[aria-hidden="true"]')) continue;
      const box = element.getBoundingClientRect();
      // Screen-reader-only boxes are 1 px wide and clip their text on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.right > viewport + 0.5 && !inSidewaysScroller(element)) {
        found.push(`${name(element)} reaches ${Math.round(box.right)}px`);
      }
      if (style.display === 'inline' || scrollsSideways(element)) continue;
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (ownText && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${name(element)}: text ${element.scrollWidth}px in ${element.clientWidth}px`);
      }
      if (element instanceof HTMLTableElement && element.parentElement && !scrollsSideways(element.parentElement)) {
        const room = element.parentElement.clientWidth;
        if (box.width > room + 1) found.push(`${name(element)}: table ${Math.round(box.width)}px in ${room}px`);
      }
      if (element instanceof HTMLSelectElement && element.selectedOptions[0]) {
        const copy = element.cloneNode(false) as HTMLSelectElement;
        copy.append(element.selectedOptions[0].cloneNode(true));
        copy.removeAttribute('id');
        Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', width: 'auto', minWidth: '0' });
        element.parentElement!.append(copy);
        const needed = copy.getBoundingClientRect().width;
        copy.remove();
        if (needed > box.width + 0.5) {
          found.push(
            `select "${element.selectedOptions[0].text}" needs ${Math.round(needed)}px, has ${Math.round(box.width)}px`,
          );
        }
      }
    }
    return found;
  });
}

/**
 * Fails with the list of what does not fit. Polled: right after a change of the viewport's width
 * the header's brand is still on its way to the new size (a transition), which is no overflow.
 */
export async function expectFits(page: Page, label: string): Promise<void> {
  const width = page.viewportSize()?.width;
  await expect.poll(() => overflowing(page), { message: `${label} at ${width}px: what does not fit` }).toEqual([]);
}
